"""The Telegram bot: a thin python-telegram-bot adapter over `tutorbot.chat`."""

from .app import build_application, register_commands
from .processor import PerChatUpdateProcessor
from .settings import Settings, SettingsError, load_settings

__all__ = [
    "PerChatUpdateProcessor",
    "Settings",
    "SettingsError",
    "build_application",
    "load_settings",
    "register_commands",
]
