"""Games between two people: their data (`models`), their bytes (`codec`) and
their keeping on Redis (`redis_store`), laid out as the one-player store is."""

from .codec import decode_friend_game, encode_friend_game
from .models import (
    DAY,
    FRIEND_GAME_TTL,
    IDLE_DAYS,
    INVITE_DAYS,
    REMIND_HOURS,
    Claim,
    FriendGame,
    FriendOutcome,
    Invite,
    Result,
    Seat,
    new_invite_code,
)
from .redis_store import FriendStore

__all__ = [
    "DAY",
    "FRIEND_GAME_TTL",
    "IDLE_DAYS",
    "INVITE_DAYS",
    "REMIND_HOURS",
    "Claim",
    "FriendGame",
    "FriendOutcome",
    "FriendStore",
    "Invite",
    "Result",
    "Seat",
    "decode_friend_game",
    "encode_friend_game",
    "new_invite_code",
]
