"""The AI thinks off the event loop, so one player's search never delays another.

`PoolThinker` runs each searching decision (levels 4 and 5) in a process pool
(the search is CPU-bound Python; threads would share one interpreter lock).
The levels without search decide in well under a millisecond, less than a
round trip to a worker costs, so they decide on the spot.  `InlineThinker` decides in
the calling thread, for tests and tools that want no extra processes.  A
decision is reproducible: the seed comes from the game id and the move number.
"""

from __future__ import annotations

import asyncio
import logging
import time
import zlib
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.context import BaseContext
from typing import Any, Protocol, TypeVar

from tutorbot.ai import LEVELS, Decision, get_player, settle_caches
from tutorbot.engine import Observation

T = TypeVar("T")
log = logging.getLogger(__name__)

#: A level's search is budgeted in worlds or playouts; this is only a safety net,
#: and the longest a player waits for the AI, counted from the request.
MAX_SECONDS = {1: 0.5, 2: 0.5, 3: 0.5, 4: 0.8, 5: 1.5}
#: What a reply from a worker process costs on top of its search (pickling, the pipe).
ROUND_TRIP = 0.05
#: The level that answers at once when no worker could (all busy past the deadline).
FALLBACK_LEVEL = 3


def decision_seed(game_id: str, ply: int) -> int:
    return zlib.crc32(f"{game_id}:{ply}".encode())


def time_limit(level: int, cap: float | None) -> float:
    """The seconds a decision of `level` may take: its safety net, or `cap` if tighter."""
    return MAX_SECONDS[level] if cap is None else min(cap, MAX_SECONDS[level])


def decide(
    level: int, seed: int, obs: Observation, cap: float | None = None, until: float | None = None
) -> Decision:
    """A pure function of its arguments, wherever it runs (unless the safety net,
    the tighter `cap` in seconds, or the wall-clock time `until` cuts a search short)."""
    limit = time_limit(level, cap)
    if until is not None:
        limit = max(0.0, min(limit, until - time.time()))
    return get_player(level, seed=seed, max_seconds=limit).choose(obs)


def decide_in_worker(
    level: int, seed: int, obs: Observation, cap: float | None, until: float | None = None
) -> Decision:
    decision = decide(level, seed, obs, cap, until)
    # The worker only ever searches, and lives long: freeze its caches so the
    # collector's pauses stay short (never in the bot's own process, where
    # freezing would keep cyclic garbage forever).
    settle_caches()
    return decision


class Thinker(Protocol):
    async def choose(
        self, level: int, seed: int, obs: Observation, cap: float | None = None
    ) -> Decision: ...

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        """Other CPU-bound work of the AI (a review's grading), off the event loop."""
        ...

    async def close(self) -> None: ...


class InlineThinker:
    async def choose(
        self, level: int, seed: int, obs: Observation, cap: float | None = None
    ) -> Decision:
        return decide(level, seed, obs, cap)

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        return job(*args)

    async def close(self) -> None:
        return None


class PoolThinker:
    def __init__(self, workers: int | None = None, mp_context: BaseContext | None = None) -> None:
        self.pool = ProcessPoolExecutor(max_workers=workers, mp_context=mp_context)
        #: Decisions the quick level made because no worker answered in time.
        self.fallbacks = 0

    async def choose(
        self, level: int, seed: int, obs: Observation, cap: float | None = None
    ) -> Decision:
        """The level's decision, within `MAX_SECONDS` of the request however
        busy the workers are: the search is cut to the time left when a worker
        takes it up, and if none does in time the quick level answers instead."""
        if not LEVELS[level].searches:
            return decide(level, seed, obs, cap)
        limit = time_limit(level, cap)
        until = time.time() + limit - ROUND_TRIP
        loop = asyncio.get_running_loop()
        job = loop.run_in_executor(self.pool, decide_in_worker, level, seed, obs, cap, until)
        try:
            return await asyncio.wait_for(job, timeout=limit)
        except TimeoutError:
            self.fallbacks += 1
            log.warning("AI workers busy: level %d answered by level %d", level, FALLBACK_LEVEL)
            return decide(FALLBACK_LEVEL, seed, obs)

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.pool, job, *args)

    async def close(self) -> None:
        # Wait for the workers (off the loop): with wait=False the interpreter
        # could exit while the pool's manager thread still writes to its pipe
        # ("Bad file descriptor" tracebacks at shutdown).
        await asyncio.to_thread(self.pool.shutdown, wait=True, cancel_futures=True)
