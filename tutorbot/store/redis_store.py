"""The store on Redis (redis-py's asyncio client, or fakeredis for the terminal).

A game is a hash ``{ver, data}``; saving is one Lua script that compares the
version and writes, so of two saves from the same version exactly one lands
(one round trip, which also keeps saves fast).  What an intent usually reads
(preferences, seen notes, the game, the board record) comes in one pipelined
round trip too (`read_chat`).  Idle games expire; preferences, seen notes and
stats don't.  Connection failures are retried a bounded number of times, then
surface as `StoreUnavailable` (`redis_io`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import redis.asyncio as aioredis
from redis.typing import EncodableT, FieldT

from . import redis_io
from .base import BoardRecord, BoardShown, ChatRead, SaveResult
from .codec import CorruptValue, decode, encode
from .connection import client_of, parse_redis_url
from .errors import CorruptSession
from .judgements import JudgementStore, RedisJudgementStore
from .keys import DEFAULT_PREFIX, DEFAULT_URL, Keys, UserField
from .models import Outcome, Prefs, Session, Stats
from .puzzles import PuzzleStore, RedisPuzzleStore
from .rating import Change, RatingKeeper, RatingKind, RatingRecord
from .redis_io import as_bytes, text
from .review import REVIEW_TTL, ReviewRecord, decode_review, encode_review
from .save_scripts import CAS_SAVE, CREDIT, DELETE_AT_VERSION, notes_and_stats

log = logging.getLogger(__name__)
T = TypeVar("T")

DEFAULT_GAME_TTL = 30 * 24 * 3600


class RedisStore:
    """`SessionStore` over a redis-py asyncio client."""

    def __init__(
        self,
        client: aioredis.Redis,
        prefix: str = DEFAULT_PREFIX,
        game_ttl: int = DEFAULT_GAME_TTL,
        wait_ms: int = 0,
        retry_delays: Sequence[float] = redis_io.RETRY_DELAYS,
    ) -> None:
        self.client = client
        self.keys = Keys(prefix)
        self.game_ttl = game_ttl
        #: After a save, wait this long for a replica to have it (0: don't).
        self.wait_ms = wait_ms
        self.retry_delays = tuple(retry_delays)
        self._cas = self.saving_script(CAS_SAVE)
        self._credit = self.saving_script(CREDIT)
        self._delete = client.register_script(DELETE_AT_VERSION)
        self._ratings = RatingKeeper(client, self.keys, self.retry, self.saving_script)
        #: The one judge's judgements of positions (`store.judgements`).
        self.judgements: JudgementStore = RedisJudgementStore(client, self.keys, self.retry)
        #: The player's puzzles and their schedules (`store.puzzles`).
        self.puzzles: PuzzleStore = RedisPuzzleStore(
            client, self.keys, self.retry, self.saving_script
        )

    @classmethod
    def from_url(cls, url: str | None = None, **kwargs: Any) -> RedisStore:
        """A store on the Redis at `url` (default: REDIS_URL or the local server):
        a Sentinel or Cluster URL also waits for a replica after each save and
        retries for as long as a failover takes."""
        target = parse_redis_url(url or os.environ.get("REDIS_URL", DEFAULT_URL))
        kwargs.setdefault("wait_ms", target.wait_ms)
        if target.kind != "single":
            kwargs.setdefault("retry_delays", redis_io.FAILOVER_DELAYS)
        return cls(client_of(target), **kwargs)

    async def retry(self, op: Callable[[], Awaitable[T]]) -> T:
        """`op` with this store's bounded retries (`redis_io.retry`)."""
        return await redis_io.retry(op, self.retry_delays)

    def saving_script(self, source: str) -> Callable[..., Awaitable[Any]]:
        """A saving script, called as ``script(keys=..., args=...)``; with
        `wait_ms`, its reply comes once a replica has the write (`WAIT`)."""
        if not self.wait_ms:
            return self.client.register_script(source)
        client, wait = self.client, self.wait_ms

        async def acknowledged(keys: Sequence[str], args: Sequence[Any]) -> Any:
            return await redis_io.eval_acknowledged(client, source, keys, args, wait)

        return acknowledged

    async def quarantine(self, key: str, cause: Exception) -> CorruptSession:
        """Move the unreadable value at `key` aside; the error to raise says where."""
        return await redis_io.quarantine(self.client, self.keys, key, cause, self.retry_delays)

    @classmethod
    def embedded(cls, **kwargs: Any) -> RedisStore:
        """An in-process store (fakeredis): the terminal game needs no server."""
        import fakeredis

        return cls(fakeredis.FakeAsyncRedis(), **kwargs)

    async def close(self) -> None:
        """Close the Redis client's connections."""
        await self.client.aclose()

    # ------------------------------------------------------------------ chats
    async def read_chat(
        self, chat_id: int, user_id: int, fields: Sequence[UserField] = ()
    ) -> ChatRead:
        """One pipeline: preferences, seen notes, game, board record, the fields asked for."""
        k = self.keys
        hashes = [k.user_hash(f.key, user_id) for f in fields]

        async def run() -> list[Any]:
            async with self.client.pipeline(transaction=False) as pipe:
                pipe.hgetall(k.prefs(user_id))
                pipe.hmget(k.game(chat_id), "ver", "data")
                pipe.smembers(k.seen(user_id))
                pipe.get(k.board(chat_id))
                for key, f in zip(hashes, fields, strict=True):
                    pipe.hget(key, f.name)
                return await pipe.execute()

        prefs, (version, data), seen, board, *asked = await self.retry(run)
        read = ChatRead(chat_id, user_id, _prefs(prefs), BoardRecord(_board_shown(board)))
        read.seen = {text(v) for v in seen}
        read.fields = {
            f: None if value is None else text(value)
            for f, value in zip(fields, asked, strict=True)
        }
        try:
            read.game = await self._decode(k.game(chat_id), version, data)
        except CorruptSession as exc:
            read.corrupt = exc
        return read

    # ------------------------------------------------------------------ games
    async def load_game(self, chat_id: int) -> Session | None:
        """The chat's game, decoded (a corrupt one is quarantined: `CorruptSession`)."""
        return await self._load(self.keys.game(chat_id))

    async def _load(self, key: str) -> Session | None:
        version, data = await self.retry(lambda: self.client.hmget(key, "ver", "data"))
        return await self._decode(key, version, data)

    async def _decode(
        self, key: str, version: bytes | str | None, data: bytes | str | None
    ) -> Session | None:
        """The session stored at `key` (None: none); an unreadable one is quarantined."""
        if data is None:
            return None
        try:
            return decode(as_bytes(data), int(text(version or "0")))
        except (CorruptValue, ValueError) as exc:
            raise await self.quarantine(key, exc) from exc

    async def save_game(
        self, chat_id: int, session: Session, outcome: Outcome | None = None
    ) -> SaveResult:
        """The compare-and-set save script, acknowledged by a replica where one waits."""
        return await self._save(self.keys.game(chat_id), chat_id, session, outcome)

    def save_keys(self, key: str, user_id: int) -> list[str]:
        """The keys one saving script touches: the session and its user's notes
        and stats (one hash slot when the chat is the user's private chat)."""
        return [key, self.keys.seen(user_id), self.keys.stats(user_id)]

    async def _save(
        self, key: str, chat_id: int, session: Session, outcome: Outcome | None
    ) -> SaveResult:
        now = float(int(time.time()))  # whole seconds: what the codec keeps
        session.created = session.created or now
        session.updated = now
        data = encode(session)
        expected, new = session.version, session.version + 1
        user = outcome.user_id if outcome else chat_id
        token = secrets.token_hex(8)
        credit: list[Any] = [*notes_and_stats(session, outcome)]
        args: list[Any] = [expected, new, data, self.game_ttl, token]
        apart = user != chat_id and credit != [0]  # a group chat: two slots
        if apart:
            keys, args = [key], [*args, 0]
        else:
            keys, args = self.save_keys(key, user), [*args, *credit]
        applied, current = await self.retry(lambda: self._cas(keys=keys, args=args))
        if not applied:
            return SaveResult(False, int(current))
        if apart:
            mark = self.keys.person(user, f"save:{token}")
            credit_keys = [self.keys.seen(user), self.keys.stats(user), mark]
            await self.retry(lambda: self._credit(keys=credit_keys, args=credit))
        session.version = new
        return SaveResult(True, new)

    async def delete_game(self, chat_id: int, version: int) -> bool:
        """A script deletes the game only if it is still at `version`."""
        key = self.keys.game(chat_id)
        return bool(await self.retry(lambda: self._delete(keys=[key], args=[version])))

    async def board_message(self, chat_id: int) -> int | None:
        """The message id of `board_shown`."""
        shown = await self.board_shown(chat_id)
        return shown.message_id if shown else None

    async def board_shown(self, chat_id: int) -> BoardShown | None:
        """The chat's board record, read alone."""
        raw = await self.retry(lambda: self.client.get(self.keys.board(chat_id)))
        return _board_shown(raw)

    async def set_board_message(
        self, chat_id: int, message_id: int, digest: str = ""
    ) -> int | None:
        """Write the board record; the previous board message comes back."""
        key, value = self.keys.board(chat_id), f"{message_id}:{digest}"
        old = await self.retry(lambda: self.client.set(key, value, ex=self.game_ttl, get=True))
        shown = _board_shown(old) if isinstance(old, bytes | str) else None
        return shown.message_id if shown else None

    async def board_and_after(self, chat_id: int) -> tuple[int | None, int | None]:
        """The board record and the bot's latest message after it, in one round trip."""
        k = self.keys

        async def run() -> list[Any]:
            async with self.client.pipeline(transaction=False) as pipe:
                pipe.get(k.board(chat_id))
                pipe.get(k.after_board(chat_id))
                return await pipe.execute()

        board, after = await self.retry(run)
        shown = _board_shown(board)
        return (shown.message_id if shown else None), (int(after) if after else None)

    async def note_delivery(
        self, chat_id: int, board: BoardShown | None, after_board: int | None
    ) -> None:
        """Write what a delivery changed (board and latest message) in one round trip."""
        if board is None and after_board is None:
            return
        k, ttl = self.keys, self.game_ttl

        async def run() -> None:
            async with self.client.pipeline(transaction=False) as pipe:
                if board is not None:
                    pipe.set(k.board(chat_id), f"{board.message_id}:{board.digest}", ex=ttl)
                if after_board is not None:
                    pipe.set(k.after_board(chat_id), after_board, ex=ttl)
                await pipe.execute()

        await self.retry(run)

    # ---------------------------------------------------------------- lessons
    async def load_lesson(self, chat_id: int) -> Session | None:
        """The chat's open lesson, decoded like a game."""
        return await self._load(self.keys.lesson(chat_id))

    async def save_lesson(self, chat_id: int, session: Session) -> SaveResult:
        """Compare-and-set under the lesson's key, like a game's save."""
        return await self._save(self.keys.lesson(chat_id), chat_id, session, None)

    async def close_lesson(self, chat_id: int) -> None:
        """Delete the chat's open lesson."""
        await self.retry(lambda: self.client.delete(self.keys.lesson(chat_id)))

    async def lessons_done(self, user_id: int) -> set[str]:
        """The set of lessons the user passed."""
        raw = await self.retry(lambda: self.client.smembers(self.keys.learned(user_id)))
        return {text(v) for v in raw}

    async def mark_lesson_done(self, user_id: int, lesson_id: str) -> None:
        """Add `lesson_id` to the user's passed lessons."""
        await self.retry(lambda: self.client.sadd(self.keys.learned(user_id), lesson_id))

    # ---------------------------------------------------------------- reviews
    async def load_review(self, user_id: int) -> ReviewRecord | None:
        """The last match's record (an unreadable one is logged and counts as none)."""
        raw = await self.retry(lambda: self.client.get(self.keys.review(user_id)))
        if raw is None:
            return None
        try:
            return decode_review(as_bytes(raw))
        except CorruptValue as exc:  # only a review: forget it rather than quarantine
            log.error("user %s: unreadable review dropped: %s", user_id, exc)
            return None

    async def save_review(self, user_id: int, record: ReviewRecord) -> None:
        """Write the record, its version one higher, for `REVIEW_TTL`."""
        record.version += 1
        data = encode_review(record)
        key = self.keys.review(user_id)
        await self.retry(lambda: self.client.set(key, data, ex=REVIEW_TTL))

    async def set_aside_review(self, user_id: int) -> str:
        """Rename the record to a quarantine key in its slot (its expiry kept)."""
        key = self.keys.review(user_id)
        target = self.keys.quarantine(key, time.strftime("%Y%m%dT%H%M%S"))
        with contextlib.suppress(aioredis.ResponseError):  # gone already (expired, a second tap)
            await self.retry(lambda: self.client.rename(key, target))
        return target

    # ---------------------------------------------------------------- ratings
    async def load_rating(self, user_id: int, kind: RatingKind) -> RatingRecord | None:
        """The player's rating record of `kind`, from the rating keeper."""
        return await self._ratings.load(user_id, kind)

    async def rate(
        self, user_id: int, kind: RatingKind, event: str, now: float, change: Change
    ) -> RatingRecord | None:
        """Apply a rating change once per event (the rating keeper's script)."""
        return await self._ratings.rate(user_id, kind, event, now, change)

    # ------------------------------------------------------ users: no expiry
    async def get_prefs(self, user_id: int) -> Prefs:
        """The user's preference hash, read into `Prefs`."""
        return _prefs(await self.retry(lambda: self.client.hgetall(self.keys.prefs(user_id))))

    async def set_prefs(self, user_id: int, prefs: Prefs) -> None:
        """Write the user's preference hash."""
        mapping: dict[FieldT, EncodableT] = {
            "lang": prefs.lang or "",
            "level": prefs.level,
            "mode": prefs.mode or "",
        }
        await self.retry(lambda: self.client.hset(self.keys.prefs(user_id), mapping=mapping))

    async def seen_notes(self, user_id: int) -> set[str]:
        """The set of notes the user has seen."""
        raw = await self.retry(lambda: self.client.smembers(self.keys.seen(user_id)))
        return {text(v) for v in raw}

    async def mark_seen(self, user_id: int, notes: list[str]) -> None:
        """Add `notes` to the user's seen notes."""
        if notes:
            await self.retry(lambda: self.client.sadd(self.keys.seen(user_id), *notes))

    async def get_stats(self, user_id: int) -> Stats:
        """The user's stats hash (``<level>:<name>`` counters), read into `Stats`."""
        raw = await self.retry(lambda: self.client.hgetall(self.keys.stats(user_id)))
        stats = Stats()
        for field, value in raw.items():
            level, _, name = text(field).partition(":")
            stats.by_level.setdefault(int(level), {})[name] = int(value)
        return stats

    async def record(self, user_id: int, level: int, **increments: int) -> None:
        """Add to lifetime counters (matches_won, rounds_lost, ...) for a level."""
        key = self.keys.stats(user_id)

        async def run() -> None:
            async with self.client.pipeline(transaction=True) as pipe:
                for name, amount in increments.items():
                    if amount:
                        pipe.hincrby(key, f"{level}:{name}", amount)
                await pipe.execute()

        await self.retry(run)


def _prefs(raw: dict[Any, Any]) -> Prefs:
    """A user's preferences from their hash (missing fields: the defaults)."""
    prefs = Prefs()
    if b"lang" in raw:
        prefs.lang = text(raw[b"lang"]) or None
    if b"level" in raw:
        prefs.level = int(raw[b"level"])
    if b"mode" in raw:
        prefs.mode = text(raw[b"mode"]) or None
    return prefs


def _board_shown(raw: bytes | str | None) -> BoardShown | None:
    """`<message id>:<digest>` (a bare id, as older versions wrote it, has no digest)."""
    if not raw:
        return None
    message_id, _, digest = text(raw).partition(":")
    return BoardShown(int(message_id), digest)
