"""Each user's compute budget for explanations: a token bucket in Redis, with
the time injected (nothing sleeps)."""

from __future__ import annotations

import fakeredis

from tutorbot.store.budget import BudgetSettings, RedisComputeBudget
from tutorbot.store.keys import Keys

HINT = 0.5


def budget(client=None, capacity: float = 1.0, per_minute: float = 6.0) -> RedisComputeBudget:
    client = client or fakeredis.FakeAsyncRedis()
    return RedisComputeBudget(client, Keys("budget-test:"), BudgetSettings(capacity, per_minute))


async def test_a_full_bucket_then_the_refill_rate():
    b = budget()  # 1 s of search at once, 0.1 s earned a second
    assert await b.draw(7, HINT, now=100.0) == 0.0
    assert await b.draw(7, HINT, now=100.0) == 0.0
    assert await b.draw(7, HINT, now=100.0) == 5.0  # spent: 0.5 s at 0.1 s a second
    assert await b.draw(7, HINT, now=102.0) == -3.0  # told already; a refusal takes nothing
    assert await b.draw(7, HINT, now=105.0) == 0.0
    assert await b.draw(7, HINT, now=105.0) == 5.0  # to be told again


async def test_the_bucket_never_holds_more_than_its_capacity():
    b = budget()
    assert await b.draw(7, HINT, now=0.0) == 0.0
    # a day later: full again, not a day's worth of hints
    for _ in range(2):
        assert await b.draw(7, HINT, now=86_400.0) == 0.0
    assert await b.draw(7, HINT, now=86_400.0) > 0


async def test_users_have_their_own_and_replicas_share_one():
    client = fakeredis.FakeAsyncRedis()
    replica_a, replica_b = budget(client), budget(client)
    assert await replica_a.draw(1, 1.0, now=0.0) == 0.0
    assert await replica_b.draw(1, HINT, now=0.0) == 5.0  # the same user's bucket
    assert await replica_a.draw(1, HINT, now=0.0) == -5.0  # and its "told" mark
    assert await replica_b.draw(2, HINT, now=0.0) == 0.0  # another user's


async def test_an_idle_bucket_expires_and_zero_capacity_means_no_limit():
    client = fakeredis.FakeAsyncRedis()
    b = budget(client)
    await b.draw(1, HINT, now=0.0)
    ttl = await client.ttl("budget-test:budget:1")
    assert 0 < ttl <= 6  # refilled by then: the key isn't needed
    free = budget(client, capacity=0)
    assert all([await free.draw(1, 10.0, now=0.0) == 0.0 for _ in range(5)])
