"""The AI thinks off the event loop: the process pool decides as the inline
thinker does, answers by the deadline when busy, and keeps the quick levels
out of the pool."""

from __future__ import annotations

import asyncio

import pytest

from tutorbot.chat import InlineThinker, PoolThinker
from tutorbot.chat.thinking import EXPLAIN, MOVE, WorkerSlots, decide
from tutorbot.engine import Game


async def test_pool_thinker_decides_like_inline(monkeypatch):
    from tutorbot.chat import thinking

    # The safety net cuts a search that a loaded machine slows: not what this compares.
    monkeypatch.setitem(thinking.MAX_SECONDS, 4, 60.0)
    game = Game.new(seed=3)
    obs = game.observation(0)
    pool = PoolThinker(workers=1)
    try:
        a = await pool.choose(4, 99, obs)
    finally:
        await pool.close()
    assert a == await InlineThinker().choose(4, 99, obs) == decide(4, 99, obs)


async def test_a_busy_pool_still_answers_by_the_deadline(monkeypatch):
    """With every worker busy past the deadline, the quick level answers: a
    player never waits longer than `MAX_SECONDS` for the AI."""
    import time

    from tutorbot.chat import thinking

    monkeypatch.setitem(thinking.MAX_SECONDS, 4, 0.3)
    obs = Game.new(seed=3).observation(0)
    thinker = PoolThinker(workers=1)
    try:
        busy = asyncio.ensure_future(thinker.run(time.sleep, 2.0))
        await asyncio.sleep(0.1)
        decision = await thinker.choose(4, 7, obs)
        assert not busy.done()
    finally:
        await thinker.close()
    assert decision == decide(thinking.FALLBACK_LEVEL, 7, obs)


def test_a_search_taken_up_after_its_deadline_still_gives_a_legal_move():
    import time

    game = Game.new(seed=5)
    decision = decide(5, 1, game.observation(0), until=time.time() - 1.0)
    assert game.check(decision.move) is None


async def test_pool_thinker_decides_the_quick_levels_on_the_spot():
    """Levels without search never pay a round trip to a worker process."""

    class NoPool:
        def submit(self, *args, **kwargs):
            raise AssertionError("a quick level went to the pool")

        def shutdown(self, wait=True, cancel_futures=False):
            pass

    obs = Game.new(seed=3).observation(0)
    thinker = PoolThinker(workers=1)
    await thinker.close()
    thinker.pool = NoPool()
    for level in (1, 2, 3):
        assert await thinker.choose(level, 7, obs) == decide(level, 7, obs)
    with pytest.raises(AssertionError, match="went to the pool"):
        await thinker.choose(4, 7, obs)


async def test_worker_slots_serve_moves_first_and_keep_one_worker_from_explanations():
    """Two workers: explanations hold at most one; a waiting move is served
    before explanations that asked earlier."""
    slots = WorkerSlots(2)
    order: list[str] = []

    async def take(name: str, priority: int) -> None:
        await slots.acquire(priority)
        order.append(name)

    await take("e1", EXPLAIN)
    e2 = asyncio.create_task(take("e2", EXPLAIN))  # the other worker is kept for moves
    await asyncio.sleep(0)
    assert order == ["e1"]
    await take("m1", MOVE)  # takes the kept worker at once
    e3 = asyncio.create_task(take("e3", EXPLAIN))
    m2 = asyncio.create_task(take("m2", MOVE))
    await asyncio.sleep(0)
    slots.release(EXPLAIN)  # e1 done: the move goes first, though it asked last
    await asyncio.sleep(0)
    assert order == ["e1", "m1", "m2"]
    await m2
    slots.release(MOVE)  # m1 done: e2 runs
    slots.release(MOVE)  # m2 done: e3 still waits, one worker stays free of explanations
    async with asyncio.timeout(30):  # a guard against a hang, not a measurement
        await e2
    await asyncio.sleep(0)
    assert not e3.done() and slots.busy == 1
    slots.release(EXPLAIN)
    async with asyncio.timeout(30):
        await e3
    assert order == ["e1", "m1", "m2", "e2", "e3"]


async def test_a_single_worker_is_shared_moves_first():
    slots = WorkerSlots(1)
    order: list[str] = []

    async def take(name: str, priority: int) -> None:
        await slots.acquire(priority)
        order.append(name)

    await take("e1", EXPLAIN)  # one worker: explanations may use it
    waiting = [
        asyncio.create_task(take("e2", EXPLAIN)),
        asyncio.create_task(take("m1", MOVE)),
    ]
    await asyncio.sleep(0)
    slots.release(EXPLAIN)
    await asyncio.sleep(0)
    assert order == ["e1", "m1"]
    slots.release(MOVE)
    async with asyncio.timeout(30):
        await asyncio.gather(*waiting)
    assert order == ["e1", "m1", "e2"]


async def test_a_cancelled_waiter_frees_its_turn():
    slots = WorkerSlots(1)
    await slots.acquire(MOVE)
    gone = asyncio.create_task(slots.acquire(MOVE))
    later = asyncio.create_task(slots.acquire(EXPLAIN))
    await asyncio.sleep(0)
    gone.cancel()  # its deadline passed
    await asyncio.sleep(0)
    slots.release(MOVE)
    async with asyncio.timeout(30):
        await later
    assert slots.busy == 1 and slots.explaining == 1


async def test_a_refusals_search_is_served_as_a_move_not_behind_explanations():
    """With the explanations' worker busy (a flood of hints), work that answers
    a move (`for_move`: a refusal's alternative) takes the free worker at once;
    another explanation waits."""
    import time

    thinker = PoolThinker(workers=2)  # one worker may explain, one stays for moves
    try:
        busy = asyncio.ensure_future(thinker.run(time.sleep, 3.0))
        await asyncio.sleep(0.1)
        queued = asyncio.ensure_future(thinker.run(abs, -2))
        async with asyncio.timeout(30):  # a guard against a hang, not a measurement
            assert await thinker.run(abs, -3, for_move=True) == 3
        assert not busy.done() and not queued.done()  # it didn't wait behind them
        async with asyncio.timeout(30):
            assert await queued == 2
    finally:
        await thinker.close()
