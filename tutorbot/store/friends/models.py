"""What a game between two people keeps: its seats, the invitation that
started it, the shared game, and what a save also records.

Plain data, like the one-player `store.models`: how it is encoded is
`friends.codec`'s business, where it is kept `friends.redis_store`'s.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from tutorbot.engine import Played, Position

from ..builder import MoveBuilder
from ..models import LastMove

INVITE_DAYS = 7
IDLE_DAYS = 14
REMIND_HOURS = 24
DAY = 24 * 3600
#: A friend game is kept this long after its last save (abandoned well before).
FRIEND_GAME_TTL = 30 * DAY


def new_invite_code() -> str:
    """12 characters from Telegram's deep-link alphabet (A-Z a-z 0-9 _ -)."""
    return secrets.token_urlsafe(9)


@dataclass(frozen=True)
class Seat:
    """One player of a friend game: who, in which private chat, their name and
    Telegram language (their tutor follows it unless they chose one)."""

    user_id: int
    chat_id: int
    name: str
    language_code: str | None = None


@dataclass(frozen=True)
class Invite:
    code: str
    inviter: Seat
    open_hand: bool
    expires: float


class Claim:
    """What accepting an invitation found."""

    OK, USED, EXPIRED, UNKNOWN, OWN = "ok", "used", "expired", "unknown", "own"


class Result:
    """How a finished friend game ended."""

    WON, RESIGNED, ABANDONED = "won", "resigned", "abandoned"


@dataclass
class FriendGame:
    """The shared game.  `seat_versions[s]` is the version seat `s`'s board
    buttons were drawn for: building a move bumps only the mover's, so the
    other board stays usable; a move bumps both."""

    game_id: str
    position: Position
    seats: list[Seat]
    open_hand: bool = False
    version: int = 0
    seat_versions: list[int] = field(default_factory=lambda: [0, 0])
    builders: list[MoveBuilder | None] = field(default_factory=lambda: [None, None])
    history: list[Played] = field(default_factory=list)
    last: LastMove | None = None  # for "why"
    finished: bool = False
    result: str = ""
    winner: int | None = None
    turn_since: float = 0.0  # when the player to move got the turn
    reminded: bool = False  # the player to move was reminded (once per turn)
    active: float = 0.0  # a player's last tap: the game is abandoned `IDLE_DAYS` after it
    created: float = 0.0
    updated: float = 0.0

    def seat_of(self, chat_id: int, user_id: int) -> int | None:
        """The seat that `user_id` plays from `chat_id` (None: neither seat)."""
        for i, seat in enumerate(self.seats):
            if seat.chat_id == chat_id and seat.user_id == user_id:
                return i
        return None


@dataclass(frozen=True)
class FriendOutcome:
    """What a save also records: the actor's first-time notes, and per seat
    the results against the other (only when a counted game ends)."""

    actor: int  # user id whose notes these are
    notes_seen: tuple[str, ...] = ()
    won_by: int | None = None  # the winning seat, when the game ends and counts
