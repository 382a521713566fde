"""The AI thinks off the event loop: the process pool decides as the inline
thinker does, answers by the deadline when busy, and keeps the quick levels
out of the pool."""

from __future__ import annotations

import asyncio

import pytest

from tutorbot.chat import InlineThinker, PoolThinker
from tutorbot.chat.thinking import decide
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
