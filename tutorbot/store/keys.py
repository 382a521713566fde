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

    def lesson(self, chat_id: int) -> str:
        """The chat's open lesson: a session of its own, so a game in play is kept."""
        return f"{self.prefix}lesson:{chat_id}"

    def learned(self, user_id: int) -> str:
        """The ids of the lessons a player has passed (a set; never expires)."""
        return f"{self.prefix}learned:{user_id}"

    def review(self, user_id: int) -> str:
        """The player's last finished match, for its review."""
        return f"{self.prefix}review:{user_id}"

    def budget(self, user_id: int) -> str:
        """The user's compute budget for explanations (a hash: tokens, at)."""
        return f"{self.prefix}budget:{user_id}"

    def quarantine(self, key: str, stamp: str) -> str:
        return f"{self.prefix}quarantine:{stamp}:{key.removeprefix(self.prefix)}"

    def pattern(self) -> str:
        return f"{self.prefix}*"

    # ---------------------------------------------------------- friend games
    def invite(self, code: str) -> str:
        return f"{self.prefix}invite:{code}"

    def invite_of(self, user_id: int) -> str:
        """The open invitation a user made (one at a time)."""
        return f"{self.prefix}invite-of:{user_id}"

    def friend_game(self, game_id: str) -> str:
        return f"{self.prefix}fgame:{game_id}"

    def friend_chat(self, chat_id: int) -> str:
        """The friend game a chat plays (both players' chats point to it)."""
        return f"{self.prefix}fchat:{chat_id}"

    def friend_idle(self) -> str:
        """Sorted set: ``<game>:<version>`` scored by when it is abandoned."""
        return f"{self.prefix}fidle"

    def friend_remind(self) -> str:
        """Sorted set: ``<game>:<version>`` scored by when to remind the player to move."""
        return f"{self.prefix}fremind"

    def friend_stats(self, user_id: int) -> str:
        return f"{self.prefix}fstats:{user_id}"

    def after_board(self, chat_id: int) -> str:
        """The bot's latest message in a chat, when it isn't the board."""
        return f"{self.prefix}after-board:{chat_id}"
