"""What the bot keeps: a chat's game session, a user's preferences and stats."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NewType

from tutorbot.engine import Move, Played, Position

from .builder import MoveBuilder

#: The AI level a new player meets first (one of `tutorbot.ai.LEVELS`).
DEFAULT_LEVEL = 2


def new_game_id() -> str:
    """A short random id, small enough for Telegram's 64-byte button payloads."""
    return secrets.token_hex(4)


class Stat(StrEnum):
    """A lifetime counter, per AI level (stored as ``<level>:<name>``)."""

    MATCHES_WON = "matches_won"
    MATCHES_LOST = "matches_lost"
    ROUNDS_WON = "rounds_won"
    ROUNDS_LOST = "rounds_lost"


#: Facts about a move in their stored form (`tutorbot.tutor.facts.encode_facts`):
#: opaque here, since the store sits below the tutor, which words them.
EncodedFacts = NewType("EncodedFacts", str)


@dataclass(frozen=True, slots=True)
class LastMove:
    """The last move, kept for "why": who played it, the facts that explain
    it, the camels in the market before it (the tutor's wording of a move
    needs them: "take the 3 camels") and, for the AI's move in a match dealt
    from its game id, the game just before it (`Game.to_dict()`), so the
    verdict on it is rated from what the AI saw without replaying the match
    (None: a hand-made position, a friend's move, or a move stored before
    the view was kept)."""

    seat: int
    move: Move
    facts: EncodedFacts
    market_camels: int
    before: Position | None = None


@dataclass
class Session:
    """One chat's game: the position and everything the conversation needs.

    `version` is the compare-and-set counter: a save applies only on top of
    the version it was loaded at, and bumps it.
    """

    game_id: str
    position: Position  # Game.to_dict()
    level: int
    human: int = 0  # the human's seat
    owner: int = 0  # the user who started the game (in groups, only they play)
    lang: str = "en"
    version: int = 0
    history: list[Played] = field(default_factory=list)  # this match's moves
    #: The AI's last move, for "why" (its seat is always the other one: ``1 - human``).
    last_ai: LastMove | None = None
    builder: MoveBuilder | None = None  # a move being put together with buttons
    finished: bool = False
    #: Ended by leaving it for a new game, no defeat (a kind of game that counts
    #: nowhere: the guided first game): nothing is offered under it, not even a
    #: rematch, wherever it is drawn (the chat, the Mini App).
    left: bool = False
    #: A lesson's id: this session is that lesson (kept under its own key).
    lesson: str | None = None
    #: The scripted first game's next guided step (None: no script, or it let go).
    script: int | None = None
    created: float = 0.0
    updated: float = 0.0


@dataclass(frozen=True)
class Outcome:
    """What a save also records for its player, in the same compare-and-set:
    first-time notes now seen, and counters to add (at the session's level)."""

    user_id: int
    notes_seen: tuple[str, ...] = ()
    stats: Mapping[Stat, int] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.notes_seen) or any(self.stats.values())


@dataclass
class Prefs:
    """A user's choices; `lang` None means "follow Telegram's language".

    `mode` is the tutor mode's name, kept opaque here (None: the default): the
    tutor owns the vocabulary of modes, and the store sits below the tutor."""

    lang: str | None = None
    level: int = DEFAULT_LEVEL
    mode: str | None = None


@dataclass
class Stats:
    """Lifetime results by AI level: level -> counters."""

    by_level: dict[int, dict[str, int]] = field(default_factory=dict)

    FIELDS = tuple(Stat)

    def get(self, level: int, name: str) -> int:
        """The counter `name` at `level` (0 when never counted)."""
        return self.by_level.get(level, {}).get(name, 0)

    @property
    def matches(self) -> int:
        """Matches finished against the AI, won or lost, at every level."""
        return sum(
            v.get(Stat.MATCHES_WON, 0) + v.get(Stat.MATCHES_LOST, 0) for v in self.by_level.values()
        )
