"""Hash tags: every script's and transaction's keys in one cluster slot, and
keys written before the tags moved to their new names (`tutorbot migrate-keys`)."""

from __future__ import annotations

import asyncio

import fakeredis
import pytest
from redis.crc import key_slot

from tests.support.sessions import mid_round_session
from tutorbot.engine import Game
from tutorbot.store import Keys, Outcome, Prefs, RedisStore, Stat
from tutorbot.store.friends import FriendGame, FriendStore
from tutorbot.store.friends.models import Seat
from tutorbot.store.migrate import main as migrate_main
from tutorbot.store.migrate import migrate_keys

PREFIX = "tutorbot:v1:"


def one_slot(keys: list[str]) -> bool:
    return len({key_slot(k.encode()) for k in keys}) == 1


def friend_game() -> FriendGame:
    seats = [Seat(11, 11, "Anna", "it"), Seat(22, 22, "Kenji", "ja")]
    return FriendGame("Fg1", Game.new(seed=3).to_dict(), seats)


def script_keys() -> dict[str, list[str]]:
    """Each Lua script's and each transaction's keys, as the stores build them."""
    store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=PREFIX)
    friends = FriendStore(store)
    k = store.keys
    game = k.game(42)
    return {
        "save game (private chat)": store.save_keys(game, 42),
        "save lesson": store.save_keys(k.lesson(42), 42),
        "credit a group player": [k.seen(7), k.stats(7), k.person(7, "save:abcd")],
        "delete game": [game],
        "quarantine": [game, k.quarantine(game, "20261127T100000")],
        "record stats": [k.stats(7)],
        "save friend game": friends.save_keys(friend_game()),
        "claim invite": [k.invite("abc")],
        "create/cancel invite": [k.invite("abc"), k.invite_of(11)],
        "claim idle": [k.friend_idle()],
        "claim remind": [k.friend_remind()],
        "quarantine friend game": [
            k.friend_game("Fg1"),
            k.quarantine(k.friend_game("Fg1"), "20261127T100000"),
        ],
    }


@pytest.mark.parametrize("name", list(script_keys()))
def test_every_script_touches_one_slot(name):
    keys = script_keys()[name]
    assert one_slot(keys), {k: key_slot(k.encode()) for k in keys}


def test_a_persons_keys_share_their_tag_and_people_spread_over_slots():
    k = Keys(PREFIX)
    assert k.game(42) == "tutorbot:v1:{42}:game"
    assert k.friend_game("Fg1") == "tutorbot:v1:{friends}:fgame:Fg1"
    assert k.person(42, "bucket") == "tutorbot:v1:{42}:bucket"  # a new kind is one call
    assert len({key_slot(k.game(u).encode()) for u in range(1000, 1100)}) > 90


OLD_TO_NEW = {
    "game:42": "{42}:game",
    "board:42": "{42}:board",
    "after-board:-1001": "{-1001}:after-board",
    "prefs:42": "{42}:prefs",
    "seen:42": "{42}:seen",
    "stats:42": "{42}:stats",
    "lesson:42": "{42}:lesson",
    "learned:42": "{42}:learned",
    "review:42": "{42}:review",
    "invite:abc": "{friends}:invite:abc",
    "invite-of:42": "{friends}:invite-of:42",
    "fgame:Fg1": "{friends}:fgame:Fg1",
    "fchat:42": "{friends}:fchat:42",
    "fstats:42": "{friends}:fstats:42",
    "fidle": "{friends}:fidle",
    "fremind": "{friends}:fremind",
}


def test_old_keys_map_to_their_tagged_names():
    k = Keys(PREFIX)
    for old, new in OLD_TO_NEW.items():
        assert k.legacy_target(PREFIX + old) == PREFIX + new
    for untouched in ("{42}:game", "quarantine:20261127:game:42", "other:1", "game"):
        assert k.legacy_target(PREFIX + untouched) is None
    assert k.legacy_target("someone-else:game:42") is None


async def write_old_layout(client) -> None:
    """A player's data and a friend game as the bot wrote them before hash tags."""
    store = RedisStore(client, prefix=PREFIX)
    session = mid_round_session()
    await client.hset(PREFIX + "game:42", mapping={"ver": 3, "data": _encoded(session)})
    await client.expire(PREFIX + "game:42", 1000)
    await client.hset(PREFIX + "prefs:42", mapping={"lang": "ja", "level": 4, "mode": ""})
    await client.sadd(PREFIX + "seen:42", "first-exchange")
    await client.hset(PREFIX + "stats:42", "3:matches_won", 2)
    await client.zadd(PREFIX + "fidle", {"Fg1:4": 99.0})
    await client.set(PREFIX + "fchat:42", "Fg1")
    assert await store.load_game(42) is None  # not readable under the new names yet


def _encoded(session) -> bytes:
    from tutorbot.store import encode

    return encode(session)


async def assert_readable_after_migration(client) -> None:
    store = RedisStore(client, prefix=PREFIX)
    game = await store.load_game(42)
    assert game is not None and game.version == 3 and game.history == mid_round_session().history
    assert 0 < await client.ttl(store.keys.game(42)) <= 1000  # the time to live moved too
    assert await store.get_prefs(42) == Prefs(lang="ja", level=4, mode=None)
    assert await store.seen_notes(42) == {"first-exchange"}
    assert (await store.get_stats(42)).by_level == {3: {"matches_won": 2}}
    friends = FriendStore(store)
    assert await friends.game_of_chat(42) == "Fg1"
    assert await friends.claim_due("idle", now=100.0) == [("Fg1", 4)]
    outcome = Outcome(42, ("tiebreak",), {Stat.ROUNDS_WON: 1})
    assert (await store.save_game(42, game, outcome)).applied  # and writable


async def test_migration_moves_old_keys_once():
    client = fakeredis.FakeAsyncRedis()
    await write_old_layout(client)
    done = await migrate_keys(client, Keys(PREFIX))
    assert (done.moved, done.kept) == (6, 0)
    await assert_readable_after_migration(client)
    again = await migrate_keys(client, Keys(PREFIX))
    assert (again.moved, again.kept) == (0, 0)
    assert not [k async for k in client.scan_iter(match=PREFIX + "game:*")]


async def test_migration_never_overwrites_newer_data():
    client = fakeredis.FakeAsyncRedis()
    await client.set(PREFIX + "board:5", "old")
    await client.set(PREFIX + "{5}:board", "new")
    done = await migrate_keys(client, Keys(PREFIX))
    assert (done.moved, done.kept) == (0, 1)
    assert await client.get(PREFIX + "{5}:board") == b"new"


@pytest.mark.redis
async def test_migrate_keys_command_on_the_real_redis(real_store, real_redis_url, capsys):
    """`tutorbot migrate-keys` on each real server, under the test's own prefix."""
    client, prefix = real_store.client, real_store.keys.prefix
    await client.set(prefix + "board:5", "77:abc")
    await client.sadd(prefix + "learned:5", "sell")
    code = await asyncio.to_thread(migrate_main, real_redis_url, prefix)
    assert code == 0
    assert "moved 2 keys" in capsys.readouterr().out
    assert await real_store.board_message(5) == 77
    assert await real_store.lessons_done(5) == {"sell"}
