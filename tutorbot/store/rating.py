"""A player's two ratings, kept in Redis: the numbers, the last results, and which results counted.

A player has a match rating (matches against the AI) and a puzzle rating
(first attempts at puzzles), each a record of its own, as Lichess keeps a
puzzle rating apart: a missed easy puzzle then moves the puzzle rating only,
never the numbers the level suggestion reads.  The store keeps the numbers
and does not compute them (the Glicko-2 step is `tutorbot.ai.glicko2`'s,
applied by `tutorbot.chat.rating`): `rate` reads the record, asks the caller
for the next one and writes it with one Lua script that compares the version,
so of two updates from the same record only one lands and the other is
recomputed on top of it.  Each result carries an event id (a match's game
and start, a puzzle's id); the script also refuses an event already counted
in either rating, so a double tap, two replicas finishing the same match or a
retried save after a lost reply count a result once.

Keys (one hash slot, the player's): ``{id}:rating`` the match rating and
``{id}:puzzle-rating`` the puzzle rating, each a hash ``{ver, data}`` (JSON),
``{id}:rated`` a sorted set of the counted event ids (both kinds) by time.
Each lives `RATING_TTL` after the player's last result of its kind, the set
after the last of either.

Schema 2 (current) writes ``"s": 2`` in the JSON.  Schema 1, without it, is
the single rating that matches and puzzles both moved: it lives under the
match rating's key and reads as the match rating, its numbers (and its count
of results) as they were, its trend without its puzzles (a trend of matches
shows matches; its from → to still spans what the puzzles between them
moved, until ten new matches fill it).  The puzzle rating starts fresh; the
puzzles counted then stay counted (their first attempt was rated once
already), so only puzzles answered first from now on move it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from functools import partial
from typing import Any, Final, Literal

import redis.asyncio as aioredis

from .codec import CorruptValue
from .errors import StoreUnavailable
from .keys import Keys
from .redis_io import text

log = logging.getLogger(__name__)

#: A rating is kept this long after the player's last rated result (each
#: result renews it): a year, so a learner back after a summer finds it.
RATING_TTL = 365 * 24 * 3600
#: How many results the record keeps for the trend (`/stats`).
RECENT_RESULTS = 10
#: Updates tried before giving up when other updates keep landing first: of
#: updates tried at once one lands each round, so n results at once need n
#: rounds, and a person's results come one or two at a time.
RATE_TRIES = 32

#: A result's kind, and the rating it moves.
RatingKind = Literal["match", "puzzle"]
MATCH: Final = "match"
PUZZLE: Final = "puzzle"
#: The current schema of a stored record (see the module's docstring).
RECORD_SCHEMA: Final = 2

# KEYS: the rating hash, the set of counted events.  ARGV: expected version,
# new version, data, event id, now, ttl.  Returns {1, version} when written,
# {0, current version} when another update landed first, {2, version} when
# the event was counted already.
_RATE = """
if redis.call('ZSCORE', KEYS[2], ARGV[4]) then
  return {2, redis.call('HGET', KEYS[1], 'ver') or '0'}
end
local current = redis.call('HGET', KEYS[1], 'ver') or '0'
if current ~= ARGV[1] then return {0, current} end
redis.call('HSET', KEYS[1], 'ver', ARGV[2], 'data', ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[5]) - tonumber(ARGV[6]))
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('EXPIRE', KEYS[2], ARGV[6])
return {1, ARGV[2]}
"""


@dataclass(frozen=True)
class RatedResult:
    """One result that moved the rating: what it was, and the rating around it."""

    event: str  # "m:<game id>:<first saved>" or "p:<puzzle id>" (counted once)
    kind: RatingKind
    level: int  # the AI level played (0 for a puzzle)
    score: float  # 1 won or solved, 0 lost or failed
    before: float  # the rating before this result
    after: float  # and after it
    at: float  # when (seconds since the epoch)


@dataclass
class RatingRecord:
    """A player's Glicko-2 numbers of one kind (matches or puzzles), how many
    results made them, when the last came, and the last `RECENT_RESULTS`
    results, oldest first.  A player never rated has none (a new player's
    numbers are the rating system's, not the store's)."""

    rating: float
    deviation: float
    volatility: float
    results: int = 0
    updated: float = 0.0
    recent: list[RatedResult] = field(default_factory=list)
    version: int = 0  # the compare-and-set counter (0: never rated)


def encode_rating(record: RatingRecord) -> str:
    """A rating record as the JSON kept in its hash (the version is kept beside it)."""
    body = asdict(record)
    body.pop("version")
    return json.dumps({"s": RECORD_SCHEMA, **body}, separators=(",", ":"))


def decode_rating(data: bytes | str, version: int) -> RatingRecord:
    """A rating record from its JSON (any schema) and version, or `CorruptValue`."""
    try:
        body = json.loads(data)
        schema = body.pop("s", 1)
        recent = [RatedResult(**r) for r in body.pop("recent")]
        if schema == 1:  # the shared rating: read as the match rating
            recent = [r for r in recent if r.kind == MATCH]
        return RatingRecord(**body, recent=recent, version=version)
    except Exception as exc:
        raise CorruptValue(f"{type(exc).__name__}: {exc}") from exc


#: What a caller computes: the next record from the current one (None: never rated).
Change = Callable[[RatingRecord | None], RatingRecord]
Retry = Callable[[Callable[[], Awaitable[Any]]], Awaitable[Any]]


class RatingKeeper:
    """The rating's reads and compare-and-set writes on a store's Redis client."""

    def __init__(
        self,
        client: aioredis.Redis,
        keys: Keys,
        retry: Retry,
        script: Callable[[str], Callable[..., Awaitable[Any]]],
    ) -> None:
        self.client, self.keys, self.retry = client, keys, retry
        self._rate = script(_RATE)

    def _key(self, user_id: int, kind: RatingKind) -> str:
        return self.keys.rating(user_id) if kind == MATCH else self.keys.puzzle_rating(user_id)

    async def _read(
        self, user_id: int, kind: RatingKind, event: str | None
    ) -> tuple[RatingRecord | None, int, bool]:
        """The record of `kind` (None: none, or unreadable), its version, and
        whether `event` was counted already (in either rating)."""
        k = self.keys

        async def run() -> list[Any]:
            async with self.client.pipeline(transaction=False) as pipe:
                pipe.hmget(self._key(user_id, kind), "ver", "data")
                pipe.zscore(k.rated(user_id), event or "")
                return await pipe.execute()

        (raw_version, data), counted = await self.retry(run)
        version = int(text(raw_version or "0"))
        if data is None:
            return None, version, counted is not None
        try:
            return decode_rating(data, version), version, counted is not None
        except (CorruptValue, ValueError) as exc:  # start afresh rather than fail every match
            log.error("user %s: unreadable rating replaced: %s", user_id, exc)
            return None, version, counted is not None

    async def load(self, user_id: int, kind: RatingKind) -> RatingRecord | None:
        """The player's rating record of `kind` (None: never rated)."""
        record, _, _ = await self._read(user_id, kind, None)
        return record

    async def rate(
        self, user_id: int, kind: RatingKind, event: str, now: float, change: Change
    ) -> RatingRecord | None:
        """The record of `kind` after `change`, written once for `event`
        (None: the event was counted already, by this call's twin or a retry)."""
        keys = [self._key(user_id, kind), self.keys.rated(user_id)]
        for _ in range(RATE_TRIES):
            record, version, counted = await self._read(user_id, kind, event)
            if counted:
                return None
            new = change(record)
            new.version = version + 1
            args = [version, new.version, encode_rating(new), event, now, RATING_TTL]
            status, _ = await self.retry(partial(self._rate, keys=keys, args=args))
            if int(status) == 1:
                return new
            if int(status) == 2:
                return None
        raise StoreUnavailable(f"user {user_id}: the rating changed under {RATE_TRIES} updates")
