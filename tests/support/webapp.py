"""Signed initData as Telegram hands it to a Mini App, for the table's tests."""

from __future__ import annotations

import contextlib
import json
from urllib.parse import quote, urlencode

from aiohttp.test_utils import TestServer

from tutorbot.webapp import TableServer, sign


def init_fields(
    user_id: int, auth_date: int, lang: str = "en", name: str = "Ann"
) -> dict[str, str]:
    """The fields Telegram signs for a user opening the Mini App."""
    user = {"id": user_id, "first_name": name, "language_code": lang}
    return {
        "auth_date": str(auth_date),
        "query_id": f"AAH{user_id}",
        "user": json.dumps(user, separators=(",", ":"), ensure_ascii=False),
    }


def signed(fields: dict[str, str], token: str) -> str:
    """`fields` as the query string Telegram sends, with its hash."""
    return urlencode({**fields, "hash": sign(fields, token)}, quote_via=quote)


def init_data(user_id: int, token: str, auth_date: int, lang: str = "en", name: str = "Ann") -> str:
    """A genuine initData for `user_id`, signed with the bot's `token`."""
    return signed(init_fields(user_id, auth_date, lang, name), token)


@contextlib.asynccontextmanager
async def serving(server: TableServer):
    """The table's server on a free local port, in this event loop; yields its base URL."""
    test_server = TestServer(server.app(), host="127.0.0.1")
    await test_server.start_server()
    try:
        yield str(test_server.make_url("/"))
    finally:
        await test_server.close()
