"""End to end, how the bot runs in production: webhook replicas sharing one
Redis, Telegram's flood limits, failing API calls, and its settings."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.support.telegram_harness import PUBLIC_URL, SECRET, TgPlayer, running
from tutorbot.chat import payload as P
from tutorbot.telegram.settings import SettingsError, load_settings
from tutorbot.tutor import Tutor

pytestmark = pytest.mark.e2e


async def test_webhook_replicas_share_one_game_and_check_the_secret():
    async with running(replicas=2, webhook=True) as (api, store, bots):
        assert api.webhook == {"url": PUBLIC_URL, "secret_token": SECRET}
        player = TgPlayer(api, store, chat_id=3101, user_id=601, lang="fr")
        await player.say("/new 1", board=True)  # replica 1
        await player.place(["silver", "cloth"])  # its /board: replica 2
        await player.press(P.TAKE_MENU)  # replica 1 again, same game
        await player.press(P.CANCEL)  # replica 2
        assert (await store.load_game(3101)).version == 4

        # a double tap: the same button reaches both replicas at once
        message_id, data = player.find(P.TAKE_MENU)
        api.press(3101, player.user, message_id, data)
        api.press(3101, player.user, message_id, data)
        told = {Tutor("fr").t("stale-board"), Tutor("fr").t("old-board")}

        def both_answered() -> bool:  # a menu tap is answered after its save
            answers = api.calls_of("answerCallbackQuery")
            toasts = {c.params.get("text") for c in answers[-2:]}
            return len(answers) >= 4 and bool(told & toasts)  # the slower tap is told

        await api.wait_for(both_answered)
        assert (await store.load_game(3101)).version == 5  # applied once

        # a request without Telegram's secret is refused by every replica
        update = {"update_id": 999_999, "message": {}}
        for target in api.webhook_targets:
            assert await api._post_update(target, update, secret="wrong") == 403
    for bot in bots:
        assert "Traceback" not in bot.errors, bot.errors


async def test_flood_limits_are_waited_out():
    async with running(TUTORBOT_RATE_LIMIT="1") as (api, store, bots):
        player = TgPlayer(api, store, chat_id=3201, user_id=602, lang="en")
        await player.say("/new 1", board=True)
        api.fail_next("editMessageText", 3201, "Too Many Requests: retry after 1", 429, 1)
        player.api.press(3201, player.user, *player.find(P.CAMELS))

        def edits():
            calls = [c for c in api.calls_of("editMessageText") if c.params["chat_id"] == 3201]
            return calls if len(calls) == 2 else None

        refused, done = await api.wait_for(edits)
        assert done.at - refused.at >= 1.0  # the bot waited as told, then edited again
        assert done.params == refused.params
        assert not [c for c in api.replies(3201) if "😔" in c.params.get("text", "")]
    assert "Traceback" not in bots[0].errors, bots[0].errors


async def test_an_api_error_is_logged_and_apologised_for_and_harmless_ones_are_not():
    async with running() as (api, store, bots):
        player = TgPlayer(api, store, chat_id=3301, user_id=603, lang="ru")
        await player.say("/new 1", board=True)
        await player.place(["silver", "cloth"])
        # harmless: Telegram says an edit changes nothing (the bot no longer
        # sends such edits, but another replica's may have crossed ours)
        api.fail_next("editMessageText", 3301, "Bad Request: message is not modified")
        since = len(api.calls)
        await player.press(P.TAKE_MENU, board=False)
        edits = api.calls_of
        await api.wait_for(lambda: [c for c in edits("editMessageText") if c.error])
        assert "not modified" in next(c for c in edits("editMessageText") if c.error).error
        await api.wait_for(lambda: api.answer_to(api.presses[-1]))
        assert not [c for c in api.calls[since:] if c.method == "sendMessage"]  # no apology
        await player.say("/board", board=True)  # a board the fake server really shows
        # anything else: logged with the chat, and the player hears it in Russian
        apology = Tutor("ru").t("error-apology")
        api.fail_next("editMessageText", 3301, "Bad Request: can't parse entities")
        since = len(api.calls)
        api.press(3301, player.user, *player.find(P.CANCEL))
        await api.wait_for(
            lambda: [c for c in api.replies(3301, since) if c.params["text"] == apology]
        )
        version = (await store.load_game(3301)).version
        await player.say("/board", board=True)  # the game is intact and goes on
        await player.press(P.TAKE_MENU)
        assert (await store.load_game(3301)).version == version + 1
        apologies = [c for c in api.replies(3301) if c.params["text"] == apology]
        assert len(apologies) == 1
    errors = bots[0].errors
    assert "ERROR tutorbot.telegram.handlers: chat 3301: Can't parse entities" in errors
    assert "not modified" not in errors


def bot_command(tmp_path, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "WEBHOOK_"))}
    return subprocess.run(
        [sys.executable, "-m", "tutorbot", "bot"],
        env={**clean, **env},
        cwd=tmp_path,  # no .env here
        capture_output=True,
        text=True,
        timeout=30,
    )


@pytest.mark.parametrize(
    ("token", "says"),
    [("", "TELEGRAM_BOT_TOKEN is not set"), ("12345:short", "doesn't look like a bot token")],
)
def test_a_missing_or_malformed_token_is_one_clear_line(tmp_path, token, says):
    done = bot_command(tmp_path, TELEGRAM_BOT_TOKEN=token)
    out = (done.stdout + done.stderr).strip()
    assert done.returncode == 2
    assert len(out.splitlines()) == 1 and says in out and "Traceback" not in out


def test_a_malformed_redis_url_is_one_clear_line(tmp_path):
    token = "123456789:AAabcdefghijklmnopqrstuvwxyz0123456"
    done = bot_command(tmp_path, TELEGRAM_BOT_TOKEN=token, REDIS_URL="redis+sentinel://s1:26379")
    out = (done.stdout + done.stderr).strip()
    assert done.returncode == 2
    assert len(out.splitlines()) == 1 and "names no service" in out and "Traceback" not in out


def test_settings_come_from_a_dotenv_file(tmp_path, monkeypatch):
    for name in ("TELEGRAM_BOT_TOKEN", "TELEGRAM_API_URL", "WEBHOOK_URL", "WEBHOOK_SECRET"):
        monkeypatch.delenv(name, raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text(
        "TELEGRAM_BOT_TOKEN=123456789:AAabcdefghijklmnopqrstuvwxyz0123456\n"
        "TELEGRAM_API_URL=http://127.0.0.1:8081\n"
    )
    try:
        settings = load_settings(env_file=str(env_file))
        assert settings.token.startswith("123456789:")
        assert settings.api_url == "http://127.0.0.1:8081/bot"
        monkeypatch.setenv("WEBHOOK_URL", "https://bot.example.org/telegram")
        with pytest.raises(SettingsError, match="WEBHOOK_SECRET"):
            load_settings(env_file=str(env_file))
    finally:  # load_dotenv wrote them into os.environ
        os.environ.pop("TELEGRAM_BOT_TOKEN", None)
        os.environ.pop("TELEGRAM_API_URL", None)


def test_the_rate_limiter_is_configured_from_the_environment(monkeypatch):
    from telegram.ext import AIORateLimiter

    from tutorbot.telegram.app import build_application

    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", "123456789:AAabcdefghijklmnopqrstuvwxyz0123456")
    defaults = load_settings(env_file=None)
    assert (defaults.rate_limit, defaults.rate_overall, defaults.rate_group) == (True, 30, 20)
    monkeypatch.setenv("TUTORBOT_RATE_OVERALL", "25")
    monkeypatch.setenv("TUTORBOT_RATE_GROUP", "15")
    monkeypatch.setenv("TUTORBOT_RATE_RETRIES", "0")
    settings = load_settings(env_file=None)
    assert (settings.rate_overall, settings.rate_group, settings.rate_retries) == (25, 15, 0)
    limiter = build_application(settings).bot.rate_limiter
    assert isinstance(limiter, AIORateLimiter)
    # the overall rate is the priority gate's (boards before hint replies)
    assert limiter.gate is not None and limiter.gate.rate == 25
    assert limiter._base_limiter is None and limiter._max_retries == 0
    assert limiter._group_max_rate == 15 and limiter._group_time_period == 60
    assert (settings.explain_budget, settings.explain_per_minute) == (5, 6)
    monkeypatch.setenv("TUTORBOT_EXPLAIN_BUDGET", "2.5")
    monkeypatch.setenv("TUTORBOT_EXPLAIN_PER_MINUTE", "3")
    budget = load_settings(env_file=None)
    assert (budget.explain_budget, budget.explain_per_minute) == (2.5, 3)
    monkeypatch.setenv("TUTORBOT_EXPLAIN_PER_MINUTE", "0")
    with pytest.raises(SettingsError, match="TUTORBOT_EXPLAIN_PER_MINUTE"):
        load_settings(env_file=None)
    monkeypatch.setenv("TUTORBOT_EXPLAIN_PER_MINUTE", "6")
    monkeypatch.setenv("TUTORBOT_RATE_OVERALL", "fast")
    with pytest.raises(SettingsError, match="TUTORBOT_RATE_OVERALL"):
        load_settings(env_file=None)
    monkeypatch.setenv("TUTORBOT_RATE_LIMIT", "off")
    monkeypatch.setenv("TUTORBOT_RATE_OVERALL", "30")
    assert build_application(load_settings(env_file=None)).bot.rate_limiter is None
