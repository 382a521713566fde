"""The store's small async interface, and the values it reads and writes.

Its errors live in `errors`, below every module that talks to Redis, so those
modules and this interface (which names their stores) import in one direction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from .errors import CorruptSession
from .judgements import JudgementStore
from .keys import UserField
from .models import Outcome, Prefs, Session, Stats
from .puzzles import PuzzleStore
from .rating import Change, RatingKind, RatingRecord
from .review import ReviewRecord


@dataclass(frozen=True)
class BoardShown:
    """Which message shows a chat's board, and a digest of its text and buttons,
    so the bot never sends an edit that would change nothing."""

    message_id: int
    digest: str = ""


@dataclass(frozen=True)
class BoardRecord:
    """A chat's board as the store knew it when an intent came in (`shown`
    None: no board known).  It is read with the rest of the chat, in the same
    round trip, so the front end deciding to edit or send needn't ask again."""

    shown: BoardShown | None = None


@dataclass
class ChatRead:
    """What an intent in a chat usually needs, read in one round trip: the
    user's preferences and seen notes, the chat's game and its board record.

    The game and the notes are handed out once (`take_game`, `take_seen`): a
    later load reads Redis again, since the intent may have saved meanwhile."""

    chat_id: int
    user_id: int
    prefs: Prefs
    board: BoardRecord
    game: Session | None = None
    seen: set[str] | None = None
    #: The chat's game couldn't be decoded: it was quarantined, and counts as none.
    corrupt: CorruptSession | None = None
    #: The user fields the features asked for, as read (None: not set), so
    #: that what a feature checks on every intent costs no round trip of its own.
    fields: dict[UserField, str | None] = field(default_factory=dict)
    _game_taken: bool = field(default=False, repr=False)

    def take_game(self) -> tuple[bool, Session | None]:
        """(True, the game as read) the first time; (False, None) after."""
        taken, self._game_taken = self._game_taken, True
        return (False, None) if taken else (True, self.game)

    def take_seen(self, user_id: int) -> set[str] | None:
        """The user's seen notes as read, the first time (None: ask the store)."""
        seen, self.seen = self.seen, None
        return seen if user_id == self.user_id else None


@dataclass(frozen=True)
class SaveResult:
    """`applied` False means someone saved first: reload and show a fresh board."""

    applied: bool
    version: int


class SessionStore(Protocol):
    """What the conversation keeps, per chat and per user."""

    #: The player's puzzles and their schedules.
    puzzles: PuzzleStore
    #: The one judge's judgements of positions, by digest and budget.
    judgements: JudgementStore

    async def read_chat(
        self, chat_id: int, user_id: int, fields: Sequence[UserField] = ()
    ) -> ChatRead:
        """Preferences, seen notes, the game, the board record and the user
        `fields` asked for, in one round trip (a corrupt game is quarantined
        and reported in `corrupt`)."""
        ...

    async def load_game(self, chat_id: int) -> Session | None:
        """The chat's game (None: none stored)."""
        ...

    async def save_game(
        self, chat_id: int, session: Session, outcome: Outcome | None = None
    ) -> SaveResult:
        """Compare-and-set: applies only if the stored version is still
        `session.version` (0 = no game stored); on success the new version is
        returned and set on `session`.  `outcome` (notes seen, stats earned)
        is written in the same step: with the game, or not at all, and once
        even if the save is retried after a lost reply."""
        ...

    async def delete_game(self, chat_id: int, version: int) -> bool:
        """Forget the chat's game if it is still at `version` (False: it changed since)."""
        ...

    async def board_message(self, chat_id: int) -> int | None:
        """The message that shows the chat's board (outside the versioned game)."""
        ...

    async def board_shown(self, chat_id: int) -> BoardShown | None:
        """The board message and a digest of what it shows ("": not known)."""
        ...

    async def set_board_message(
        self, chat_id: int, message_id: int, digest: str = ""
    ) -> int | None:
        """Remember a board message (and what it shows); returns the previous one."""
        ...

    async def board_and_after(self, chat_id: int) -> tuple[int | None, int | None]:
        """The board message, and the bot's latest message sent after it (None:
        none), in one round trip."""
        ...

    async def note_delivery(
        self, chat_id: int, board: BoardShown | None, after_board: int | None
    ) -> None:
        """In one round trip: the board now shows `board` (None: unchanged), and
        `after_board` is the bot's latest message, not the board (None: unchanged)."""
        ...

    async def load_lesson(self, chat_id: int) -> Session | None:
        """The chat's open lesson, kept apart from its game (None: no lesson open)."""
        ...

    async def save_lesson(self, chat_id: int, session: Session) -> SaveResult:
        """Compare-and-set, like `save_game`, under the lesson's own key."""
        ...

    async def close_lesson(self, chat_id: int) -> None:
        """Forget the chat's open lesson (passed, or left for a game)."""
        ...

    async def lessons_done(self, user_id: int) -> set[str]:
        """The lessons the user has passed, by id."""
        ...

    async def mark_lesson_done(self, user_id: int, lesson_id: str) -> None:
        """Remember that the user passed `lesson_id`."""
        ...

    async def get_prefs(self, user_id: int) -> Prefs:
        """The user's preferences (the defaults when none are stored)."""
        ...

    async def set_prefs(self, user_id: int, prefs: Prefs) -> None:
        """Keep the user's preferences."""
        ...

    async def seen_notes(self, user_id: int) -> set[str]:
        """The tutor's notes the user has seen (each is shown once)."""
        ...

    async def mark_seen(self, user_id: int, notes: list[str]) -> None:
        """Remember that the user has seen `notes`."""
        ...

    async def get_stats(self, user_id: int) -> Stats:
        """The user's lifetime results by AI level."""
        ...

    async def record(self, user_id: int, level: int, **increments: int) -> None:
        """Add to the user's lifetime counters for `level` (matches_won=1, ...)."""
        ...

    async def load_review(self, user_id: int) -> ReviewRecord | None:
        """The player's last finished match (None: none, expired or unreadable)."""
        ...

    async def save_review(self, user_id: int, record: ReviewRecord) -> None:
        """Keep `record` as the player's last finished match (for `REVIEW_TTL`)."""
        ...

    async def set_aside_review(self, user_id: int) -> str:
        """Move the player's review record aside (it can't be replayed): kept
        for a look, no longer theirs to review; returns where it went."""
        ...

    async def load_rating(self, user_id: int, kind: RatingKind) -> RatingRecord | None:
        """The player's rating record of `kind`, matches or puzzles (None: never rated)."""
        ...

    async def rate(
        self, user_id: int, kind: RatingKind, event: str, now: float, change: Change
    ) -> RatingRecord | None:
        """Apply `change` to the player's rating record of `kind` (None: never
        rated) once for `event`, whichever rating counted it, atomically; the
        new record (None: `event` was counted already)."""
        ...

    async def close(self) -> None:
        """Release the connection (the bot calls it when it stops)."""
        ...
