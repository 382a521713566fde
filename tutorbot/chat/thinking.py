"""The AI thinks off the event loop, so one player's search never delays another.

`PoolThinker` runs each searching decision (levels 4 and 5) in a process pool
(the search is CPU-bound Python; threads would share one interpreter lock).
The AI's moves in games come first: a worker is handed to a waiting move
before any explanation (a hint's search, a review's grading), and while there
are two workers or more, one is kept free of explanations, so a flood of
hints never pushes a move to its deadline or its fallback (`WorkerSlots`).
The levels without search decide in well under a millisecond, less than a
round trip to a worker costs, so they decide on the spot.  `InlineThinker` decides in
the calling thread, for tests and tools that want no extra processes.  A
decision is reproducible: the seed comes from the game id and the move number.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import os
import time
import zlib
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
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
        self,
        level: int,
        seed: int,
        obs: Observation,
        cap: float | None = None,
        explain: bool = False,
    ) -> Decision:
        """`explain`: for an explanation (a hint), which waits behind the games' moves."""
        ...

    async def run(
        self, job: Callable[..., T], *args: Any, for_move: bool = False, background: bool = False
    ) -> T:
        """Other CPU-bound work of the AI (a review's judgements), off the event
        loop: an explanation, which waits behind the games' moves; `for_move`:
        part of the answer to a move (a refusal's alternative), served as a move
        is; `background`: work nobody waits for, served after everything else."""
        ...

    @property
    def works_ahead(self) -> bool:
        """Whether background work runs beside the conversation (workers of
        their own) rather than in the caller's turn."""
        ...

    async def close(self) -> None: ...


class InlineThinker:
    """The AI in this process: moves and explanations in the caller's turn.
    With `ahead` (the terminal), background work runs in a thread meanwhile,
    while the player reads and thinks; without it (tests, tools), none is
    started ahead, so every run is the same whatever the timing."""

    def __init__(self, ahead: bool = False) -> None:
        self.ahead = ahead

    async def choose(
        self,
        level: int,
        seed: int,
        obs: Observation,
        cap: float | None = None,
        explain: bool = False,
    ) -> Decision:
        """The level's decision, at once."""
        return decide(level, seed, obs, cap)

    async def run(
        self, job: Callable[..., T], *args: Any, for_move: bool = False, background: bool = False
    ) -> T:
        """`job` at once, in the caller's thread (background work: in a thread of its own)."""
        if background:
            return await asyncio.to_thread(job, *args)
        return job(*args)

    @property
    def works_ahead(self) -> bool:
        """Whether background work is started ahead (`ahead`)."""
        return self.ahead

    async def close(self) -> None:
        """Nothing to stop."""
        return None


#: Who gets a free worker first: a move in a game, then an explanation asked
#: for, then work nobody waits for (a review judged ahead of time).
MOVE, EXPLAIN, BACKGROUND = 0, 1, 2


class WorkerSlots:
    """The pool's workers, handed out by priority: a waiting move gets the
    next free worker before any explanation, and explanations together never
    hold more than `workers - 1` of them (one stays free for moves) unless
    there is only one.  Asking in arrival order among equals."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.explain_limit = max(1, workers - 1)
        self.busy = self.explaining = 0
        self._waiters: list[tuple[int, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def _free_for(self, priority: int) -> bool:
        if self.busy >= self.workers:
            return False
        return priority == MOVE or self.explaining < self.explain_limit

    def _take(self, priority: int) -> None:
        self.busy += 1
        self.explaining += priority != MOVE

    async def acquire(self, priority: int) -> None:
        # Every waiter that could be served was served when a worker came
        # free (`release`), so a newcomer that finds a worker free may take it.
        if self._free_for(priority):
            self._take(priority)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiters, (priority, next(self._order), future))
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():  # served, then cancelled
                self.release(priority)
            raise

    def release(self, priority: int) -> None:
        self.busy -= 1
        self.explaining -= priority != MOVE
        waiting, self._waiters = sorted(self._waiters), []
        for item in waiting:
            priority, _, future = item
            if future.done():  # cancelled meanwhile (its deadline passed)
                continue
            if self._free_for(priority):
                self._take(priority)
                future.set_result(None)
            else:
                self._waiters.append(item)  # still sorted: a valid heap


class PoolThinker:
    def __init__(self, workers: int | None = None, mp_context: BaseContext | None = None) -> None:
        workers = workers or os.cpu_count() or 1  # ProcessPoolExecutor's own default
        self.pool = ProcessPoolExecutor(max_workers=workers, mp_context=mp_context)
        self.slots = WorkerSlots(workers)
        #: Decisions the quick level made because no worker answered in time.
        self.fallbacks = 0

    async def choose(
        self,
        level: int,
        seed: int,
        obs: Observation,
        cap: float | None = None,
        explain: bool = False,
    ) -> Decision:
        """The level's decision, within `MAX_SECONDS` of the request however
        busy the workers are: the search is cut to the time left when a worker
        takes it up, and if none does in time the quick level answers instead."""
        if not LEVELS[level].searches:
            return decide(level, seed, obs, cap)
        limit = time_limit(level, cap)
        until = time.time() + limit - ROUND_TRIP
        priority = EXPLAIN if explain else MOVE
        job = self._in_worker(priority, decide_in_worker, level, seed, obs, cap, until)
        try:
            return await asyncio.wait_for(job, timeout=limit)
        except TimeoutError:
            self.fallbacks += 1
            what = "an explanation" if explain else "a move"
            log.warning(
                "AI workers busy: level %d answered by level %d (%s)", level, FALLBACK_LEVEL, what
            )
            return decide(FALLBACK_LEVEL, seed, obs)

    async def run(
        self, job: Callable[..., T], *args: Any, for_move: bool = False, background: bool = False
    ) -> T:
        """`job` in a worker: a move's part first, then explanations, then background work."""
        priority = MOVE if for_move else BACKGROUND if background else EXPLAIN
        return await self._in_worker(priority, job, *args)

    @property
    def works_ahead(self) -> bool:
        """Yes: the pool's workers take background work when nothing else waits."""
        return True

    async def _in_worker(self, priority: int, job: Callable[..., T], *args: Any) -> T:
        """`job` in a worker once `slots` gives one; the worker counts as busy
        until the job has finished there (a caller that stops waiting doesn't
        free it: the worker still searches until its deadline)."""
        await self.slots.acquire(priority)
        try:
            future: Future[T] = self.pool.submit(job, *args)
        except BaseException:
            self.slots.release(priority)
            raise
        loop = asyncio.get_running_loop()

        def done(_: Future[T]) -> None:
            with contextlib.suppress(RuntimeError):  # the loop closed at shutdown
                loop.call_soon_threadsafe(self.slots.release, priority)

        future.add_done_callback(done)
        return await asyncio.wrap_future(future)

    async def close(self) -> None:
        # Wait for the workers (off the loop): with wait=False the interpreter
        # could exit while the pool's manager thread still writes to its pipe
        # ("Bad file descriptor" tracebacks at shutdown).
        await asyncio.to_thread(self.pool.shutdown, wait=True, cancel_futures=True)
