"""Sessions, preferences and stats behind a small async interface, on Redis."""

from .base import CorruptSession, SaveResult, SessionStore, StoreUnavailable
from .codec import SCHEMA, CorruptValue, decode, encode
from .keys import DEFAULT_PREFIX, Keys
from .models import Prefs, Session, Stats, new_game_id
from .redis_store import DEFAULT_GAME_TTL, RedisStore

__all__ = [
    "DEFAULT_GAME_TTL",
    "DEFAULT_PREFIX",
    "SCHEMA",
    "CorruptSession",
    "CorruptValue",
    "Keys",
    "Prefs",
    "RedisStore",
    "SaveResult",
    "Session",
    "SessionStore",
    "Stats",
    "StoreUnavailable",
    "decode",
    "encode",
    "new_game_id",
]
