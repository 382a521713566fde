"""The one judge's judgements, kept so a position gets the same numbers on every screen.

A judgement (`tutorbot.ai.judge.Judgement`, opaque here: its JSON text) is
keyed by the position's digest and the budget it was made at, in a key of
its own hash tag (judgements are shared by every player who reaches the
position).  It lives `JUDGEMENT_TTL`; a judgement is a pure function of its
key, so one that expired is only made again, never changed.
"""

from __future__ import annotations

import zlib
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import redis.asyncio as aioredis

from .keys import Keys

#: The store's bounded retry of one Redis call (`RedisStore.retry`).
Retry = Callable[[Callable[[], Awaitable[Any]]], Awaitable[Any]]

#: A week: long enough for a match, its review and the puzzles made of it.
JUDGEMENT_TTL = 7 * 24 * 3600


class JudgementStore(Protocol):
    """Judgements by position digest and budget name."""

    async def get(self, position: str, budget: str) -> str | None:
        """The judgement's JSON text (None: not judged, or expired)."""
        ...

    async def put(self, position: str, budget: str, judgement: str) -> None:
        """Keep a judgement's JSON text for `JUDGEMENT_TTL`."""
        ...


class RedisJudgementStore:
    """`JudgementStore` on Redis, each judgement compressed (a deep one is ~20 kB of JSON)."""

    def __init__(
        self,
        client: aioredis.Redis,
        keys: Keys,
        retry: Retry,
    ) -> None:
        self.client, self.keys, self._retry = client, keys, retry

    async def get(self, position: str, budget: str) -> str | None:
        """Reads and inflates the judgement, if kept."""
        key = self.keys.judgement(position, budget)
        raw = await self._retry(lambda: self.client.get(key))
        if not isinstance(raw, bytes):
            return None
        try:
            return zlib.decompress(raw).decode()
        except (zlib.error, UnicodeDecodeError):
            return None  # unreadable: judged again, and overwritten

    async def put(self, position: str, budget: str, judgement: str) -> None:
        """Deflates and keeps the judgement with its time to live."""
        key = self.keys.judgement(position, budget)
        data = zlib.compress(judgement.encode(), 6)
        await self._retry(lambda: self.client.set(key, data, ex=JUDGEMENT_TTL))
