"""The bot's settings, from the environment or a `.env` file, checked up front."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any

from dotenv import load_dotenv

from tutorbot.store.budget import BudgetSettings
from tutorbot.store.connection import RedisUrlError, parse_redis_url
from tutorbot.store.keys import DEFAULT_PREFIX, DEFAULT_URL

TOKEN_SHAPE = re.compile(r"^\d{5,}:[A-Za-z0-9_-]{30,}$")
OFFICIAL_API = "https://api.telegram.org/bot"


#: The limiter's settings in the environment: (variable, field, type).
RATE_SETTINGS = (
    ("TUTORBOT_RATE_OVERALL", "rate_overall", float),
    ("TUTORBOT_RATE_GROUP", "rate_group", float),
    ("TUTORBOT_RATE_RETRIES", "rate_retries", int),
    ("TUTORBOT_EXPLAIN_BUDGET", "explain_budget", float),
    ("TUTORBOT_EXPLAIN_PER_MINUTE", "explain_per_minute", float),
)


class SettingsError(ValueError):
    """A setting that is missing or malformed: shown as one line, no traceback."""


@dataclass(frozen=True)
class Settings:
    token: str
    redis_url: str
    redis_prefix: str = DEFAULT_PREFIX
    api_url: str = OFFICIAL_API
    rate_limit: bool = True
    #: python-telegram-bot's AIORateLimiter, which holds back calls that carry
    #: a chat id (sendMessage, editMessageText, sendChatAction; not
    #: answerCallbackQuery): at most `rate_overall` a second in all chats and
    #: `rate_group` a minute in each group, as Telegram asks; a call refused
    #: with RetryAfter is retried `rate_retries` times.
    rate_overall: float = 30
    rate_group: float = 20
    rate_retries: int = 3
    #: Each user's search time for explanations (hints), in seconds: at most
    #: `explain_budget` at once (0: no limit), `explain_per_minute` earned back
    #: a minute.  A hint searches for 0.5 s.
    explain_budget: float = BudgetSettings.capacity
    explain_per_minute: float = BudgetSettings.per_minute
    workers: int | None = None
    webhook_url: str | None = None
    listen: str = "0.0.0.0"
    port: int = 8443
    secret_token: str | None = None
    #: How often the friend games' job runs (idle games, reminders), in seconds.
    sweep_seconds: float = 3600.0
    #: The Mini App (the table beside the chat): its public https address
    #: (None: no table, no button), and where the bot's own aiohttp server
    #: listens for it (behind the https proxy that address reaches).
    webapp_url: str | None = None
    webapp_listen: str = "0.0.0.0"
    webapp_port: int = 8080


def webapp_settings() -> dict[str, Any]:
    """WEBAPP_URL (https only: Telegram opens no other), WEBAPP_LISTEN, WEBAPP_PORT."""
    values: dict[str, Any] = {}
    url = os.environ.get("WEBAPP_URL", "").strip()
    if url:
        if not url.startswith("https://") or len(url) <= len("https://"):
            raise SettingsError(f"WEBAPP_URL must be an https:// address, not {url!r}")
        values["webapp_url"] = url
    listen = os.environ.get("WEBAPP_LISTEN", "").strip()
    if listen:
        values["webapp_listen"] = listen
    port = os.environ.get("WEBAPP_PORT", "").strip()
    if port:
        if not port.isdigit() or not 0 < int(port) < 65536:
            raise SettingsError(f"WEBAPP_PORT must be a port number, not {port!r}")
        values["webapp_port"] = int(port)
    return values


def load_settings(env_file: str | None = ".env", **overrides: Any) -> Settings:
    """Read TELEGRAM_BOT_TOKEN, REDIS_URL, TELEGRAM_API_URL, ... (a `.env` fills gaps)."""
    if env_file:
        load_dotenv(env_file, override=False)
    token = os.environ.get("TELEGRAM_BOT_TOKEN", "").strip()
    if not token:
        raise SettingsError(
            "TELEGRAM_BOT_TOKEN is not set: get a token from @BotFather and put it in .env"
        )
    if not TOKEN_SHAPE.match(token):
        raise SettingsError(
            "TELEGRAM_BOT_TOKEN doesn't look like a bot token (expected 123456789:AA...)"
        )
    redis_url = os.environ.get("REDIS_URL", "").strip() or DEFAULT_URL
    try:
        parse_redis_url(redis_url)
    except RedisUrlError as error:
        raise SettingsError(str(error)) from None
    api_url = os.environ.get("TELEGRAM_API_URL", "").strip() or OFFICIAL_API
    if not api_url.endswith("/bot"):
        api_url = api_url.rstrip("/") + "/bot"
    values: dict[str, Any] = {
        "token": token,
        "redis_url": redis_url,
        "redis_prefix": os.environ.get("TUTORBOT_REDIS_PREFIX", DEFAULT_PREFIX),
        "api_url": api_url,
        "rate_limit": os.environ.get("TUTORBOT_RATE_LIMIT", "1") not in ("0", "off", "false"),
        "webhook_url": os.environ.get("WEBHOOK_URL") or None,
        "secret_token": os.environ.get("WEBHOOK_SECRET") or None,
    }
    values.update(webapp_settings())
    if os.environ.get("TUTORBOT_SWEEP_SECONDS"):
        values["sweep_seconds"] = float(os.environ["TUTORBOT_SWEEP_SECONDS"])
    if os.environ.get("TUTORBOT_AI_WORKERS"):
        values["workers"] = int(os.environ["TUTORBOT_AI_WORKERS"])
    for name, key, kind in RATE_SETTINGS:
        raw = os.environ.get(name, "").strip()
        if raw:
            try:
                values[key] = kind(raw)
            except ValueError:
                raise SettingsError(f"{name} must be a number, not {raw!r}") from None
            if values[key] < 0:
                raise SettingsError(f"{name} must not be negative")
    values.update({k: v for k, v in overrides.items() if v is not None})
    if values.get("explain_per_minute", 1) <= 0:
        raise SettingsError("TUTORBOT_EXPLAIN_PER_MINUTE must be more than 0")
    if values.get("webhook_url") and not values.get("secret_token"):
        raise SettingsError("a webhook needs WEBHOOK_SECRET (checked on every request)")
    return Settings(**values)
