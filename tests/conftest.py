"""Shared fixtures.  Real-Redis tests skip locally without a server but fail in CI."""

from __future__ import annotations

import os

import fakeredis
import pytest

from tests.support.redis import drop_prefix, real_redis_client, unique_prefix
from tutorbot.store import RedisStore

os.environ.setdefault("TUTORBOT_STRICT_L10N", "1")  # a missing message fails a test


@pytest.fixture(autouse=True)
def _state_dir(tmp_path, monkeypatch):
    """The terminal keeps its games under XDG_STATE_HOME: a test's own, never the home's."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))


@pytest.fixture
async def fake_store():
    store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
    yield store
    await store.close()


@pytest.fixture
async def real_store():
    client = await real_redis_client()
    prefix = unique_prefix()
    store = RedisStore(client, prefix=prefix)
    yield store
    await drop_prefix(client, prefix)
    await client.aclose()
