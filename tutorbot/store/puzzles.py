"""A player's puzzles and their spaced-repetition schedules, on Redis.

Two keys per player, in the player's hash slot (`keys.Keys.puzzles`,
`keys.Keys.puzzle_matches`):

* a hash: ``p:<id>`` the puzzle, ``s:<id>`` its schedule, ``r:<id>`` how many
  answers it has counted, ``ui`` the puzzle on screen (all text, opaque here:
  `tutorbot.chat.puzzles` owns their meaning);
* a list: finished matches waiting to be made into puzzles, newest first.

Both live `PUZZLE_TTL` (90 days), renewed by every read and write, so a
player who comes back within three months finds every puzzle where it was.

An answer is counted by one compare-and-set script on ``r:<id>``: it applies
only if the puzzle has counted exactly as many answers as when it was shown,
so the same puzzle answered on two devices at once counts once (the second
is told so), on one server, a Sentinel group or a cluster alike.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import redis.asyncio as aioredis

from .keys import Keys, UserField
from .redis_io import text

T = TypeVar("T")

#: Puzzles outlive three months without a visit; each visit renews them.
PUZZLE_TTL = 90 * 24 * 3600
#: The puzzle on screen, which the chat's one read fetches for the puzzles' feature.
UI_FIELD = UserField("puzzles", "ui")
#: Finished matches kept waiting to be made into puzzles (the newest).
MAX_WAITING = 5
#: Waiting matches that could not be replayed, kept aside for a look (the newest).
MAX_SET_ASIDE = 20

# KEYS: the hash.  ARGV: puzzle id, answers counted when shown, new schedule, ttl.
_ANSWER = """
local counted = redis.call('HGET', KEYS[1], 'r:' .. ARGV[1])
if not counted or counted ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'r:' .. ARGV[1], tonumber(ARGV[2]) + 1, 's:' .. ARGV[1], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
"""


@dataclass
class PuzzleBook:
    """Everything of one player's puzzles, read in one round trip."""

    puzzles: dict[str, str] = field(default_factory=dict)  # id -> puzzle
    schedules: dict[str, str] = field(default_factory=dict)  # id -> schedule
    counted: dict[str, int] = field(default_factory=dict)  # id -> answers counted
    ui: str | None = None  # the puzzle on screen
    waiting: list[str] = field(default_factory=list)  # matches to make puzzles of


class PuzzleStore(Protocol):
    """What the puzzles feature keeps per player."""

    async def load(self, user_id: int) -> PuzzleBook:
        """Every puzzle, schedule and waiting match of the player, in one round trip."""
        ...

    async def add(self, user_id: int, items: Mapping[str, tuple[str, str]]) -> None:
        """Add puzzles (id -> (puzzle, first schedule)); one already kept is left as it is."""
        ...

    async def drop(self, user_id: int, puzzle_ids: list[str]) -> None:
        """Forget puzzles (a player's own are kept up to a limit)."""
        ...

    async def wait_for(self, user_id: int, match: str) -> None:
        """Keep a finished match to make puzzles of (the newest `MAX_WAITING`)."""
        ...

    async def done_with(self, user_id: int, match: str) -> None:
        """The match was made into puzzles: stop keeping it."""
        ...

    async def set_aside(self, user_id: int, match: str) -> str:
        """Move a waiting match that can't be made into puzzles to a quarantine
        list (kept for a look, never tried again); returns the list's key."""
        ...

    async def answer(self, user_id: int, puzzle_id: str, counted: int, schedule: str) -> bool:
        """Count an answer and store the schedule it gave, only if the puzzle has
        counted `counted` answers so far (False: another answer came first)."""
        ...

    async def ui(self, user_id: int) -> str | None:
        """The puzzle on screen alone (cheap: asked of every typed move)."""
        ...

    async def set_ui(self, user_id: int, ui: str) -> None:
        """Remember the puzzle on screen."""
        ...


class RedisPuzzleStore:
    """`PuzzleStore` over the session store's Redis client and key names."""

    def __init__(
        self,
        client: aioredis.Redis,
        keys: Keys,
        retry: Callable[[Callable[[], Awaitable[Any]]], Awaitable[Any]],
        script: Callable[[str], Callable[..., Awaitable[Any]]],
    ) -> None:
        """`script`: how the session store makes a saving script (acknowledged
        by a replica where it waits for one), so a counted answer survives a
        failover as a saved game does."""
        self.client, self.keys, self._retry = client, keys, retry
        self._answer = script(_ANSWER)

    async def load(self, user_id: int) -> PuzzleBook:
        """One pipeline reads the hash and the waiting list, and renews both."""
        book_key, list_key = self.keys.puzzles(user_id), self.keys.puzzle_matches(user_id)

        async def run() -> list[Any]:
            async with self.client.pipeline(transaction=False) as pipe:
                pipe.hgetall(book_key)
                pipe.lrange(list_key, 0, -1)
                pipe.expire(book_key, PUZZLE_TTL)
                pipe.expire(list_key, PUZZLE_TTL)
                return list(await pipe.execute())

        raw, waiting, *_ = await self._retry(run)
        book = PuzzleBook(waiting=[text(m) for m in waiting])
        for name, value in raw.items():
            kind, _, pid = text(name).partition(":")
            if kind == "p":
                book.puzzles[pid] = text(value)
            elif kind == "s":
                book.schedules[pid] = text(value)
            elif kind == "r":
                book.counted[pid] = int(value)
            elif kind == UI_FIELD.name:
                book.ui = text(value)
        return book

    async def add(self, user_id: int, items: Mapping[str, tuple[str, str]]) -> None:
        """One transaction adds the new puzzles (HSETNX) and renews the hash."""
        key = self.keys.puzzles(user_id)

        async def run() -> None:
            async with self.client.pipeline(transaction=True) as pipe:
                for pid, (puzzle, schedule) in items.items():
                    pipe.hsetnx(key, f"p:{pid}", puzzle)
                    pipe.hsetnx(key, f"s:{pid}", schedule)
                    pipe.hsetnx(key, f"r:{pid}", 0)
                pipe.expire(key, PUZZLE_TTL)
                await pipe.execute()

        if items:
            await self._retry(run)

    async def drop(self, user_id: int, puzzle_ids: list[str]) -> None:
        """Deletes each puzzle's three fields (puzzle, schedule, answers counted)."""
        fields = [f"{kind}:{pid}" for pid in puzzle_ids for kind in "psr"]
        if fields:
            await self._retry(lambda: self.client.hdel(self.keys.puzzles(user_id), *fields))

    async def wait_for(self, user_id: int, match: str) -> None:
        """Pushes the match on the waiting list, trimmed to the newest `MAX_WAITING`, renewed."""
        key = self.keys.puzzle_matches(user_id)

        async def run() -> None:
            async with self.client.pipeline(transaction=True) as pipe:
                pipe.lpush(key, match)
                pipe.ltrim(key, 0, MAX_WAITING - 1)
                pipe.expire(key, PUZZLE_TTL)
                await pipe.execute()

        await self._retry(run)

    async def done_with(self, user_id: int, match: str) -> None:
        """Removes the match from the waiting list."""
        key = self.keys.puzzle_matches(user_id)
        await self._retry(lambda: self.client.lrem(key, 0, match))

    async def set_aside(self, user_id: int, match: str) -> str:
        """One transaction moves the match to the quarantine list (in the same
        hash slot), trimmed to `MAX_SET_ASIDE` and living `PUZZLE_TTL`."""
        key = self.keys.puzzle_matches(user_id)
        target = self.keys.quarantine(key, "unreplayable")

        async def run() -> None:
            async with self.client.pipeline(transaction=True) as pipe:
                pipe.lrem(key, 0, match)
                pipe.lpush(target, match)
                pipe.ltrim(target, 0, MAX_SET_ASIDE - 1)
                pipe.expire(target, PUZZLE_TTL)
                await pipe.execute()

        await self._retry(run)
        return target

    async def answer(self, user_id: int, puzzle_id: str, counted: int, schedule: str) -> bool:
        """The compare-and-set script `_ANSWER`, on the answers counted."""
        key = self.keys.puzzles(user_id)
        args: list[str | int] = [puzzle_id, counted, schedule, PUZZLE_TTL]
        applied = await self._retry(lambda: self._answer(keys=[key], args=args))
        return bool(int(applied))

    async def ui(self, user_id: int) -> str | None:
        """Reads the hash's one ``ui`` field."""
        raw = await self._retry(lambda: self.client.hget(self.keys.puzzles(user_id), UI_FIELD.name))
        return None if raw is None else text(raw)

    async def set_ui(self, user_id: int, ui: str) -> None:
        """Writes the ``ui`` field and renews the hash."""
        key = self.keys.puzzles(user_id)

        async def run() -> None:
            async with self.client.pipeline(transaction=True) as pipe:
                pipe.hset(key, UI_FIELD.name, ui)
                pipe.expire(key, PUZZLE_TTL)
                await pipe.execute()

        await self._retry(run)
