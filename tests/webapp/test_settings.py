"""The table's settings: an https address or none; where its server listens."""

from __future__ import annotations

import pytest

from tutorbot.telegram.settings import SettingsError, load_settings

TOKEN = "123456789:AAabcdefghijklmnopqrstuvwxyz0123456"


@pytest.fixture(autouse=True)
def _token(monkeypatch):
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", TOKEN)
    for name in ("WEBAPP_URL", "WEBAPP_LISTEN", "WEBAPP_PORT"):
        monkeypatch.delenv(name, raising=False)


def test_no_address_no_table():
    settings = load_settings(env_file=None)
    assert (settings.webapp_url, settings.webapp_listen, settings.webapp_port) == (
        None,
        "0.0.0.0",
        8080,
    )


def test_an_https_address_and_where_to_listen(monkeypatch):
    monkeypatch.setenv("WEBAPP_URL", "https://bot.example.org/table/")
    monkeypatch.setenv("WEBAPP_LISTEN", "127.0.0.1")
    monkeypatch.setenv("WEBAPP_PORT", "9090")
    settings = load_settings(env_file=None)
    assert settings.webapp_url == "https://bot.example.org/table/"
    assert (settings.webapp_listen, settings.webapp_port) == ("127.0.0.1", 9090)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("WEBAPP_URL", "http://bot.example.org/table/"),
        ("WEBAPP_URL", "https://"),
        ("WEBAPP_PORT", "eighty"),
        ("WEBAPP_PORT", "70000"),
    ],
)
def test_a_wrong_setting_is_said_in_one_line(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(SettingsError, match=name):
        load_settings(env_file=None)
