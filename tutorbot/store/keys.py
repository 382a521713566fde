"""Every Redis key the bot uses, built in one place under a versioned prefix."""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_PREFIX = "tutorbot:v1:"
#: The Redis a bot uses when REDIS_URL isn't set (the local server).
DEFAULT_URL = "redis://127.0.0.1:6379/0"


@dataclass(frozen=True)
class Keys:
    """Key names under `prefix` (tests use their own prefix and clean it up)."""

    prefix: str = DEFAULT_PREFIX

    def game(self, chat_id: int) -> str:
        return f"{self.prefix}game:{chat_id}"

    def board(self, chat_id: int) -> str:
        return f"{self.prefix}board:{chat_id}"

    def prefs(self, user_id: int) -> str:
        return f"{self.prefix}prefs:{user_id}"

    def seen(self, user_id: int) -> str:
        return f"{self.prefix}seen:{user_id}"

    def stats(self, user_id: int) -> str:
        return f"{self.prefix}stats:{user_id}"

    def review(self, user_id: int) -> str:
        """The player's last finished match, for its review."""
        return f"{self.prefix}review:{user_id}"

    def quarantine(self, key: str, stamp: str) -> str:
        return f"{self.prefix}quarantine:{stamp}:{key.removeprefix(self.prefix)}"

    def pattern(self) -> str:
        return f"{self.prefix}*"
