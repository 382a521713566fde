"""Integration tests on the real Redis (REDIS_URL, database 15, own prefix)."""

from __future__ import annotations

import asyncio

from tests.support.sessions import fail_one_save, mid_round_session
from tutorbot.engine import Game
from tutorbot.store import CorruptSession, Outcome, RedisStore, Stat
from tutorbot.store.friends import FriendStore


async def test_round_trip_and_restart(real_store):
    session = mid_round_session()
    assert (await real_store.save_game(11, session)).applied
    assert await real_store.load_game(11) == session
    # a new store object, as after a restart of the bot
    again = RedisStore(real_store.client, prefix=real_store.keys.prefix)
    loaded = await again.load_game(11)
    assert loaded == session
    assert Game.from_dict(loaded.position).to_dict() == session.position


async def test_fifty_concurrent_updates_apply_once(real_store):
    await real_store.save_game(12, mid_round_session())
    copies = [await real_store.load_game(12) for _ in range(50)]
    results = await asyncio.gather(*(real_store.save_game(12, s) for s in copies))
    assert sum(r.applied for r in results) == 1
    assert {r.version for r in results if not r.applied} == {2}
    assert (await real_store.load_game(12)).version == 2


async def test_corrupt_value_is_quarantined(real_store):
    key = real_store.keys.game(13)
    await real_store.client.hset(key, mapping={"ver": 1, "data": b"not a session"})
    try:
        await real_store.load_game(13)
        raise AssertionError("expected CorruptSession")
    except CorruptSession as err:
        assert err.key == key
        assert await real_store.client.hget(err.quarantine_key, "data") == b"not a session"
    assert await real_store.load_game(13) is None


async def test_a_corrupt_friend_game_is_quarantined(real_store):
    key = real_store.keys.friend_game("Fbad")
    await real_store.client.hset(key, mapping={"ver": 1, "data": b"not a friend game"})
    friends = FriendStore(real_store)
    try:
        await friends.load("Fbad")
        raise AssertionError("expected CorruptSession")
    except CorruptSession as err:
        assert err.key == key
        assert await real_store.client.hget(err.quarantine_key, "data") == b"not a friend game"
    assert await friends.load("Fbad") is None


async def test_a_save_whose_reply_was_lost_counts_once(real_store):
    session = mid_round_session()
    log = fail_one_save(real_store, after_applied=True)
    outcome = Outcome(9, ("first-exchange", "tiebreak"), {Stat.ROUNDS_LOST: 1})
    assert (await real_store.save_game(14, session, outcome)).applied
    assert log == ["failed after", "retried: 1"]
    assert (await real_store.get_stats(9)).by_level == {3: {"rounds_lost": 1}}
    assert await real_store.seen_notes(9) == {"first-exchange", "tiebreak"}
