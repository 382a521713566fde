"""The rating's record in Redis: written whole, once per event, kept for a year."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from tutorbot.store import MATCH, RATING_TTL, RatedResult, RatingRecord, RedisStore


def plus(points: float, event: str, at: float = 1000.0):
    """A change that adds `points` and remembers `event` (the chat computes
    Glicko-2 instead; the store only keeps what it is given)."""

    def change(record: RatingRecord | None) -> RatingRecord:
        record = record or RatingRecord(1500.0, 350.0, 0.06)
        done = RatedResult(event, MATCH, 2, 1.0, record.rating, record.rating + points, at)
        return replace(
            record,
            rating=record.rating + points,
            results=record.results + 1,
            updated=at,
            recent=[*record.recent, done][-10:],
        )

    return change


async def test_a_player_never_rated_has_no_record(store):
    assert await store.load_rating(5) is None
    seen: list[RatingRecord | None] = []
    await store.rate(5, "m:a", 1000.0, lambda record: seen.append(record) or plus(1, "m:a")(record))
    assert seen == [None]


async def test_an_update_is_kept_whole_and_read_back(store):
    first = await store.rate(5, "m:a", 1000.0, plus(40, "m:a"))
    assert first is not None and first.version == 1
    second = await store.rate(5, "m:b", 2000.0, plus(-15, "m:b", 2000.0))
    loaded = await store.load_rating(5)
    assert loaded == second
    assert loaded.rating == 1525 and loaded.results == 2
    assert [r.event for r in loaded.recent] == ["m:a", "m:b"]
    assert await store.load_rating(6) is None  # another player's is apart


async def test_an_event_counts_once(store):
    assert await store.rate(5, "m:a", 1000.0, plus(40, "m:a")) is not None
    assert await store.rate(5, "m:a", 1001.0, plus(40, "m:a")) is None
    assert (await store.load_rating(5)).rating == 1540


async def test_concurrent_finishes_of_one_match_count_once_and_others_all_count(store):
    same = [store.rate(5, "m:same", 1000.0, plus(10, "m:same")) for _ in range(20)]
    others = [store.rate(5, f"m:{i}", 1000.0, plus(1, f"m:{i}")) for i in range(8)]
    done = await asyncio.gather(*same, *others)
    assert sum(r is not None for r in done[:20]) == 1
    assert all(r is not None for r in done[20:])
    record = await store.load_rating(5)
    assert record.results == 9 and record.rating == 1500 + 10 + 8


async def test_the_rating_is_kept_a_year_from_the_last_result(store):
    await store.rate(5, "m:a", 1000.0, plus(40, "m:a"))
    for key in (store.keys.rating(5), store.keys.rated(5)):
        ttl = await store.client.ttl(key)
        assert 90 * 24 * 3600 < ttl <= RATING_TTL


async def test_an_unreadable_record_starts_afresh_instead_of_failing_every_match(store):
    await store.client.hset(store.keys.rating(5), mapping={"ver": 3, "data": b"{not json"})
    assert await store.load_rating(5) is None
    after = await store.rate(5, "m:a", 1000.0, plus(40, "m:a"))
    assert after is not None and after.version == 4 and after.rating == 1540


@pytest.mark.redis
async def test_the_rating_and_its_results_survive_a_restart_on_the_real_redis(real_store):
    for i, points in enumerate([40, -20, 15]):
        await real_store.rate(8, f"m:{i}", 1000.0 + i, plus(points, f"m:{i}", 1000.0 + i))
    kept = await real_store.load_rating(8)
    again = RedisStore(real_store.client, prefix=real_store.keys.prefix)  # as after a restart
    assert await again.load_rating(8) == kept
    assert kept.rating == 1535 and [r.event for r in kept.recent] == ["m:0", "m:1", "m:2"]
    assert await again.rate(8, "m:1", 2000.0, plus(99, "m:1")) is None  # counted before


@pytest.mark.redis
async def test_concurrent_finishes_count_once_on_the_real_redis(real_store):
    twins = RedisStore(real_store.client, prefix=real_store.keys.prefix)  # a second replica
    same = [s.rate(9, "m:same", 1000.0, plus(10, "m:same")) for s in [real_store, twins] * 10]
    done = await asyncio.gather(*same)
    assert sum(r is not None for r in done) == 1
    assert (await real_store.load_rating(9)).results == 1
