"""Signed initData as Telegram hands it to a Mini App, for the table's tests."""

from __future__ import annotations

import contextlib
import json
import random
from urllib.parse import quote, urlencode

from aiohttp.test_utils import TestServer

from tutorbot.webapp import TableServer, sign
from tutorbot.webapp.init_data import MAX_AGE

#: Another bot's token: what it signs is no initData of ours.
OTHER_TOKEN = "987654321:AAanotherBotsTokenThatSignsNothingOk"


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


def forgeries(rng: random.Random, n: int, token: str, now: int, user_id: int = 7):
    """`n` initData strings for `user_id` of every kind that must be refused
    at `now` by the bot of `token`, round robin: (kind, text)."""
    genuine = init_fields(user_id, now - 100)
    good = signed(genuine, token)
    kinds = [
        lambda: urlencode({**genuine, "hash": f"{rng.getrandbits(256):064x}"}),  # random hash
        lambda: flipped(rng, genuine, token),  # a byte of a field changed after signing
        lambda: signed(init_fields(user_id, now - MAX_AGE - 1 - rng.randrange(10**6)), token),
        lambda: signed(init_fields(user_id, now + 61 + rng.randrange(10**6)), token),  # future
        lambda: signed(init_fields(user_id, now - 5), OTHER_TOKEN),  # another bot's signature
        lambda: urlencode(genuine),  # no hash
        lambda: good + "&user=" + quote(json.dumps({"id": user_id + 1})),  # a key twice
        lambda: good + "&auth_date=" + str(now),  # a key twice, the signed one first
        lambda: signed({"auth_date": str(now)}, token),  # signed, but no user
        lambda: good.replace("hash=", "hash=" + rng.choice("0123456789abcdef"), 1),
    ]
    for i in range(n):
        yield i % len(kinds), kinds[i % len(kinds)]()


def flipped(rng: random.Random, fields: dict[str, str], token: str) -> str:
    """`fields` signed, then one byte of one field changed."""
    sig = signed(fields, token).rsplit("&hash=", 1)[1]
    key = rng.choice(sorted(fields))
    value = bytearray(fields[key].encode())
    at = rng.randrange(len(value))
    value[at] = (value[at] + 1 + rng.randrange(9)) % 128 or 65
    changed = {**fields, key: value.decode("utf-8", "replace")}
    return urlencode({**changed, "hash": sig}, quote_via=quote)
