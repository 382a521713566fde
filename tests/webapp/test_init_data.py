"""initData: the genuine is accepted; forged, altered, expired, future or
another user's is never (thousands of tries, each kind many times)."""

from __future__ import annotations

import hashlib
import hmac
import random
from urllib.parse import parse_qsl, quote, urlencode

import pytest

from tests.support.webapp import forgeries, init_data, init_fields
from tutorbot.webapp import InvalidInitData, verify
from tutorbot.webapp.init_data import MAX_AGE

TOKEN = "123456789:AAwebappTestTokenForTheTableServer0"
NOW = 1_800_000_000


def docs_hash(data_check_string: str, token: str) -> str:
    """The hash exactly as Telegram's Mini App documentation writes it."""
    secret = hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()
    return hmac.new(secret, data_check_string.encode(), hashlib.sha256).hexdigest()


def test_a_genuine_init_data_names_its_user():
    user = verify(init_data(42, TOKEN, NOW - 10, "ja", "<b>Ann</b>"), TOKEN, NOW)
    assert (user.id, user.language_code, user.first_name) == (42, "ja", "<b>Ann</b>")


def test_the_hash_is_the_documented_one():
    fields = init_fields(42, NOW)
    check = "\n".join(f"{k}={fields[k]}" for k in sorted(fields))
    query = urlencode({**fields, "hash": docs_hash(check, TOKEN)}, quote_via=quote)
    assert verify(query, TOKEN, NOW).id == 42


def test_no_forgery_of_thousands_is_accepted():
    rng = random.Random(47)
    tried = accepted = 0
    for _kind, text in forgeries(rng, 2000, TOKEN, NOW):
        tried += 1
        try:
            verify(text, TOKEN, NOW)
            accepted += 1
        except InvalidInitData:
            pass
    assert (tried, accepted) == (2000, 0)


def test_another_users_genuine_init_data_reaches_only_that_user():
    """A valid initData of user 8 is user 8's: the server acts for no one else."""
    assert verify(init_data(8, TOKEN, NOW), TOKEN, NOW).id == 8


@pytest.mark.parametrize("age", [0, MAX_AGE - 1])
def test_fresh_enough_is_accepted(age):
    assert verify(init_data(7, TOKEN, NOW - age), TOKEN, NOW).id == 7


def test_parsing_keeps_what_telegram_signed():
    text = init_data(7, TOKEN, NOW, name="Zoë & co=1")
    assert dict(parse_qsl(text))["user"].endswith('"language_code":"en"}')
    assert verify(text, TOKEN, NOW).first_name == "Zoë & co=1"
