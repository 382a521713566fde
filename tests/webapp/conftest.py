"""The table's server on fakeredis, in the test's event loop, with aiohttp's test client."""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from tests.support.chat_driver import Driver
from tutorbot.webapp import TableServer

TOKEN = "123456789:AAwebappTestTokenForTheTableServer0"
NOW = 1_800_000_000.0


@pytest.fixture
async def table_server():
    """(driver, client, mirrored): the chat of user 1 as `Driver` plays it, the
    table's server over the same conversation, and the moves it mirrored."""
    driver = Driver(lang="en", chat_id=1, user_id=1)
    mirrored: list = []

    async def mirror(chat_id, answer):
        mirrored.append((chat_id, answer))

    server = TableServer(driver.conv, TOKEN, mirror, clock=lambda: NOW)
    client = TestClient(TestServer(server.app()))
    await client.start_server()
    yield driver, client, mirrored
    await client.close()
    await driver.store.close()
