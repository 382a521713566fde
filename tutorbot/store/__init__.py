"""Sessions, preferences and stats behind a small async interface, on Redis."""

from .base import (
    BoardRecord,
    BoardShown,
    ChatRead,
    SaveResult,
    SessionStore,
)
from .builder import MoveBuilder, Step
from .codec import SCHEMA, CorruptValue, decode, encode
from .errors import CorruptSession, StoreUnavailable
from .keys import DEFAULT_PREFIX, DEFAULT_URL, Keys, UserField
from .models import (
    DEFAULT_LEVEL,
    EncodedFacts,
    LastMove,
    Outcome,
    Prefs,
    Session,
    Stat,
    Stats,
    new_game_id,
)
from .rating import (
    MATCH,
    PUZZLE,
    RATING_TTL,
    RECENT_RESULTS,
    RatedResult,
    RatingKind,
    RatingRecord,
)
from .redis_store import DEFAULT_GAME_TTL, RedisStore
from .review import REVIEW_TTL, ReviewRecord

__all__ = [
    "DEFAULT_GAME_TTL",
    "DEFAULT_LEVEL",
    "DEFAULT_PREFIX",
    "DEFAULT_URL",
    "MATCH",
    "PUZZLE",
    "RATING_TTL",
    "RECENT_RESULTS",
    "REVIEW_TTL",
    "SCHEMA",
    "BoardRecord",
    "BoardShown",
    "ChatRead",
    "CorruptSession",
    "CorruptValue",
    "EncodedFacts",
    "Keys",
    "LastMove",
    "MoveBuilder",
    "Outcome",
    "Prefs",
    "RatedResult",
    "RatingKind",
    "RatingRecord",
    "RedisStore",
    "ReviewRecord",
    "SaveResult",
    "Session",
    "SessionStore",
    "Stat",
    "Stats",
    "Step",
    "StoreUnavailable",
    "UserField",
    "decode",
    "encode",
    "new_game_id",
]
