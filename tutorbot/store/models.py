"""What the bot keeps: a chat's game session, a user's preferences and stats."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any


def new_game_id() -> str:
    """A short random id, small enough for Telegram's 64-byte button payloads."""
    return secrets.token_hex(4)


@dataclass
class Session:
    """One chat's game: the position and everything the conversation needs.

    `version` is the compare-and-set counter: a save applies only on top of
    the version it was loaded at, and bumps it.
    """

    game_id: str
    position: dict[str, Any]  # Game.to_dict()
    level: int
    human: int = 0  # the human's seat
    owner: int = 0  # the user who started the game (in groups, only they play)
    lang: str = "en"
    version: int = 0
    history: list[str] = field(default_factory=list)  # "seat:notation", this match
    #: The AI's last move for "why": (notation, reason code, camels it saw in the market)
    last_ai: tuple[str, str, int] | None = None
    builder: dict[str, Any] | None = None  # a move being put together with buttons
    finished: bool = False
    created: float = 0.0
    updated: float = 0.0


@dataclass
class Prefs:
    """A user's choices; `lang` None means "follow Telegram's language"."""

    lang: str | None = None
    level: int = 2
    mode: str = "full"


@dataclass
class Stats:
    """Lifetime results by AI level: level -> counters."""

    by_level: dict[int, dict[str, int]] = field(default_factory=dict)

    FIELDS = ("matches_won", "matches_lost", "rounds_won", "rounds_lost")

    def get(self, level: int, name: str) -> int:
        return self.by_level.get(level, {}).get(name, 0)

    @property
    def matches(self) -> int:
        return sum(
            v.get("matches_won", 0) + v.get("matches_lost", 0) for v in self.by_level.values()
        )
