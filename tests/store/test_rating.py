"""The ratings' records in Redis: written whole, once per event, kept for a
year; the match rating and the puzzle rating apart, a record written before
they were read as the match rating."""

from __future__ import annotations

import asyncio
import json
from dataclasses import asdict, replace

import pytest

from tutorbot.store import (
    MATCH,
    PUZZLE,
    RATING_TTL,
    RatedResult,
    RatingKind,
    RatingRecord,
    RedisStore,
)


def plus(points: float, event: str, at: float = 1000.0, kind: RatingKind = MATCH):
    """A change that adds `points` and remembers `event` (the chat computes
    Glicko-2 instead; the store only keeps what it is given)."""

    def change(record: RatingRecord | None) -> RatingRecord:
        record = record or RatingRecord(1500.0, 350.0, 0.06)
        level = 2 if kind == MATCH else 0
        done = RatedResult(event, kind, level, 1.0, record.rating, record.rating + points, at)
        return replace(
            record,
            rating=record.rating + points,
            results=record.results + 1,
            updated=at,
            recent=[*record.recent, done][-10:],
        )

    return change


async def test_a_player_never_rated_has_no_record(store):
    assert await store.load_rating(5, MATCH) is None
    seen: list[RatingRecord | None] = []
    await store.rate(
        5, MATCH, "m:a", 1000.0, lambda record: seen.append(record) or plus(1, "m:a")(record)
    )
    assert seen == [None]


async def test_an_update_is_kept_whole_and_read_back(store):
    first = await store.rate(5, MATCH, "m:a", 1000.0, plus(40, "m:a"))
    assert first is not None and first.version == 1
    second = await store.rate(5, MATCH, "m:b", 2000.0, plus(-15, "m:b", 2000.0))
    loaded = await store.load_rating(5, MATCH)
    assert loaded == second
    assert loaded.rating == 1525 and loaded.results == 2
    assert [r.event for r in loaded.recent] == ["m:a", "m:b"]
    assert await store.load_rating(6, MATCH) is None  # another player's is apart


async def test_an_event_counts_once(store):
    assert await store.rate(5, MATCH, "m:a", 1000.0, plus(40, "m:a")) is not None
    assert await store.rate(5, MATCH, "m:a", 1001.0, plus(40, "m:a")) is None
    assert (await store.load_rating(5, MATCH)).rating == 1540


async def test_concurrent_finishes_of_one_match_count_once_and_others_all_count(store):
    same = [store.rate(5, MATCH, "m:same", 1000.0, plus(10, "m:same")) for _ in range(20)]
    others = [store.rate(5, MATCH, f"m:{i}", 1000.0, plus(1, f"m:{i}")) for i in range(8)]
    done = await asyncio.gather(*same, *others)
    assert sum(r is not None for r in done[:20]) == 1
    assert all(r is not None for r in done[20:])
    record = await store.load_rating(5, MATCH)
    assert record.results == 9 and record.rating == 1500 + 10 + 8


async def test_the_match_rating_and_the_puzzle_rating_are_apart(store):
    await store.rate(5, MATCH, "m:a", 1000.0, plus(40, "m:a"))
    assert await store.load_rating(5, PUZZLE) is None  # a match moves no puzzle rating
    missed = await store.rate(5, PUZZLE, "p:x", 2000.0, plus(-475, "p:x", 2000.0, PUZZLE))
    assert missed is not None and missed.rating == 1025 and missed.version == 1
    match = await store.load_rating(5, MATCH)
    assert match.rating == 1540 and [r.event for r in match.recent] == ["m:a"]
    assert await store.load_rating(5, PUZZLE) == missed


async def test_an_event_counts_once_in_either_rating(store):
    """The event ids of the two kinds never meet ("m:…", "p:…"), but one
    counted set keeps the once-per-event promise whichever rating is asked."""
    assert await store.rate(5, PUZZLE, "p:x", 1000.0, plus(30, "p:x", kind=PUZZLE)) is not None
    same = [store.rate(5, PUZZLE, "p:y", 1000.0, plus(10, "p:y", kind=PUZZLE)) for _ in range(10)]
    done = await asyncio.gather(*same)
    assert sum(r is not None for r in done) == 1
    assert await store.rate(5, MATCH, "p:x", 1001.0, plus(40, "p:x")) is None
    assert (await store.load_rating(5, PUZZLE)).results == 2
    assert await store.load_rating(5, MATCH) is None


async def test_a_record_from_before_the_puzzle_rating_reads_as_the_match_rating(store):
    """Schema 1 had no "s" and one rating that puzzles moved too: its numbers
    are the match rating's, its trend keeps its matches, the puzzle rating
    starts fresh and the puzzles it counted stay counted."""
    recent = [
        RatedResult("m:1", MATCH, 1, 1.0, 1500.0, 1662.0, 10.0),
        RatedResult("p:easy", PUZZLE, 0, 0.0, 1662.0, 1389.0, 20.0),
        RatedResult("m:2", MATCH, 1, 1.0, 1389.0, 1470.0, 30.0),
    ]
    old = {"rating": 1470.0, "deviation": 250.0, "volatility": 0.06, "results": 3}
    old |= {"updated": 30.0, "recent": [asdict(r) for r in recent]}
    await store.client.hset(store.keys.rating(5), mapping={"ver": 3, "data": json.dumps(old)})
    await store.client.zadd(store.keys.rated(5), {"m:1": 10.0, "p:easy": 20.0, "m:2": 30.0})
    match = await store.load_rating(5, MATCH)
    assert match == RatingRecord(1470.0, 250.0, 0.06, 3, 30.0, [recent[0], recent[2]], version=3)
    assert await store.load_rating(5, PUZZLE) is None
    assert await store.rate(5, PUZZLE, "p:easy", 40.0, plus(9, "p:easy", kind=PUZZLE)) is None
    later = await store.rate(5, MATCH, "m:3", 50.0, plus(20, "m:3", 50.0))
    assert later is not None and later.version == 4
    assert json.loads(await store.client.hget(store.keys.rating(5), "data"))["s"] == 2
    assert await store.load_rating(5, MATCH) == later


async def test_the_rating_is_kept_a_year_from_the_last_result(store):
    await store.rate(5, MATCH, "m:a", 1000.0, plus(40, "m:a"))
    await store.rate(5, PUZZLE, "p:a", 1000.0, plus(40, "p:a", kind=PUZZLE))
    for key in (store.keys.rating(5), store.keys.puzzle_rating(5), store.keys.rated(5)):
        ttl = await store.client.ttl(key)
        assert 90 * 24 * 3600 < ttl <= RATING_TTL


async def test_an_unreadable_record_starts_afresh_instead_of_failing_every_match(store):
    await store.client.hset(store.keys.rating(5), mapping={"ver": 3, "data": b"{not json"})
    assert await store.load_rating(5, MATCH) is None
    after = await store.rate(5, MATCH, "m:a", 1000.0, plus(40, "m:a"))
    assert after is not None and after.version == 4 and after.rating == 1540


@pytest.mark.redis
async def test_the_rating_and_its_results_survive_a_restart_on_the_real_redis(real_store):
    for i, points in enumerate([40, -20, 15]):
        await real_store.rate(8, MATCH, f"m:{i}", 1000.0 + i, plus(points, f"m:{i}", 1000.0 + i))
    kept = await real_store.load_rating(8, MATCH)
    again = RedisStore(real_store.client, prefix=real_store.keys.prefix)  # as after a restart
    assert await again.load_rating(8, MATCH) == kept
    assert kept.rating == 1535 and [r.event for r in kept.recent] == ["m:0", "m:1", "m:2"]
    assert await again.rate(8, MATCH, "m:1", 2000.0, plus(99, "m:1")) is None  # counted before


@pytest.mark.redis
async def test_concurrent_finishes_count_once_on_the_real_redis(real_store):
    twins = RedisStore(real_store.client, prefix=real_store.keys.prefix)  # a second replica
    same = [
        s.rate(9, MATCH, "m:same", 1000.0, plus(10, "m:same")) for s in [real_store, twins] * 10
    ]
    done = await asyncio.gather(*same)
    assert sum(r is not None for r in done) == 1
    assert (await real_store.load_rating(9, MATCH)).results == 1
