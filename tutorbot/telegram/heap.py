"""Keeping the garbage collector's pauses out of the players' way.

Under load a full collection takes around 100 ms, every few seconds, so the
p99 of a button press would be the collector's, not the bot's (`python -m
bench.bot` shows it).  A full collection walks every tracked object: the modules and
classes loaded at start (some 120,000 objects, alive for good) and the
engine's move caches (bounded, but large, and holding no cycles).

So: after start-up, and then every few minutes, collect once and *freeze*
what survives — frozen objects are never walked again, and reference
counting still frees them (an evicted cache entry, say).  Anything that
becomes cyclic garbage while frozen waits for the next unfreeze-collect-freeze
cycle, so nothing leaks for longer than one period.  That settling is itself
a full collection (about 160 ms with the engine's caches full), once
every ten minutes instead of every few seconds.  The young generation is
also collected less often, which makes objects that live for one update (most
of them) die young without promotion.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

log = logging.getLogger(__name__)

#: Allocations between young collections (CPython's default is 700).
YOUNG_THRESHOLD = 10_000
#: How often the frozen heap is collected and refrozen.
SETTLE_EVERY = 600.0


def settle() -> float:
    """Collect everything, then freeze the survivors; returns the pause in seconds."""
    start = time.perf_counter()
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    return time.perf_counter() - start


def tune() -> None:
    """Once, when the bot has started."""
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
    settle()


async def keep_settled(every: float = SETTLE_EVERY) -> None:
    """Run as a task for the bot's lifetime."""
    while True:
        await asyncio.sleep(every)
        pause = settle()
        log.debug("heap settled in %.0f ms, %d objects frozen", pause * 1000, gc.get_freeze_count())
