"""The store on fakeredis: every operation, expiry, CAS, corruption, outages."""

from __future__ import annotations

import asyncio
import base64
import json
import zlib
from dataclasses import replace
from pathlib import Path

import pytest

from tests.support.sessions import fail_one_save, mid_round_session
from tutorbot.engine import Game, Played, parse_move
from tutorbot.store import (
    DEFAULT_GAME_TTL,
    BoardShown,
    CorruptSession,
    EncodedFacts,
    LastMove,
    Outcome,
    Prefs,
    RedisStore,
    SaveResult,
    Stat,
    StoreUnavailable,
    decode,
    encode,
)
from tutorbot.store.codec import move_code, move_from_code
from tutorbot.store.friends import FriendStore, decode_friend_game, encode_friend_game


async def test_save_and_load_round_trip(store):
    session = mid_round_session()
    result = await store.save_game(7, session)
    assert result.applied and result.version == 1 and session.version == 1
    loaded = await store.load_game(7)
    assert loaded == session
    assert Game.from_dict(loaded.position).to_dict() == session.position


async def test_missing_game_is_none(store):
    assert await store.load_game(99) is None


async def test_compare_and_set(store):
    session = mid_round_session()
    await store.save_game(1, session)
    a, b = await store.load_game(1), await store.load_game(1)
    assert (await store.save_game(1, a)).applied
    stale = await store.save_game(1, b)
    assert not stale.applied and stale.version == 2
    assert (await store.load_game(1)).version == 2


async def test_new_game_only_if_none_stored(store):
    first, second = mid_round_session(1), mid_round_session(2)
    assert (await store.save_game(3, first)).applied
    assert not (await store.save_game(3, second)).applied  # version 0 is stale now


async def test_delete_is_versioned(store):
    session = mid_round_session()
    await store.save_game(4, session)
    assert not await store.delete_game(4, version=5)
    assert await store.delete_game(4, version=1)
    assert await store.load_game(4) is None


async def test_games_expire_but_users_do_not(store):
    session = mid_round_session()
    await store.save_game(5, session)
    await store.set_prefs(8, Prefs(lang="it", level=4, mode="hints"))
    await store.mark_seen(8, ["first-exchange"])
    await store.record(8, 4, matches_won=1)
    ttl = await store.client.ttl(store.keys.game(5))
    assert DEFAULT_GAME_TTL - 5 <= ttl <= DEFAULT_GAME_TTL
    for key in (store.keys.prefs(8), store.keys.seen(8), store.keys.stats(8)):
        assert await store.client.ttl(key) == -1


async def test_idle_game_is_gone_after_its_ttl():
    import fakeredis

    store = RedisStore(fakeredis.FakeAsyncRedis(), prefix="ttl:", game_ttl=1)
    await store.save_game(1, mid_round_session())
    assert 0 < await store.client.pttl(store.keys.game(1)) <= 1000
    deadline = asyncio.get_running_loop().time() + 5
    while await store.load_game(1) is not None:  # gone once the second has passed
        assert asyncio.get_running_loop().time() < deadline, "the game never expired"
        await asyncio.sleep(0.05)


async def test_board_message_is_outside_the_versioned_game(store):
    await store.save_game(1, mid_round_session())
    assert await store.board_message(1) is None
    assert await store.set_board_message(1, 10) is None
    assert await store.set_board_message(1, 11) == 10
    assert await store.board_message(1) == 11
    assert (await store.load_game(1)).version == 1  # no version bump
    assert 0 < await store.client.ttl(store.keys.board(1)) <= DEFAULT_GAME_TTL


async def test_prefs(store):
    assert await store.get_prefs(1) == Prefs()
    await store.set_prefs(1, Prefs(lang="ja", level=5, mode="off"))
    assert await store.get_prefs(1) == Prefs(lang="ja", level=5, mode="off")
    await store.set_prefs(1, Prefs(lang=None, level=1))
    assert (await store.get_prefs(1)).lang is None


async def test_seen_notes(store):
    assert await store.seen_notes(2) == set()
    await store.mark_seen(2, ["first-camels", "tiebreak"])
    await store.mark_seen(2, [])
    assert await store.seen_notes(2) == {"first-camels", "tiebreak"}


async def test_stats(store):
    await store.record(3, 2, matches_won=1, rounds_won=2, rounds_lost=1)
    await store.record(3, 2, matches_lost=1, rounds_lost=2)
    await store.record(3, 5, matches_lost=1)
    stats = await store.get_stats(3)
    assert stats.get(2, "matches_won") == 1 and stats.get(2, "rounds_lost") == 3
    assert stats.get(5, "matches_lost") == 1 and stats.matches == 3


async def test_corrupt_value_is_quarantined(store):
    key = store.keys.game(6)
    await store.client.hset(key, mapping={"ver": 3, "data": b"Z\x00garbage"})
    with pytest.raises(CorruptSession) as err:
        await store.load_game(6)
    assert err.value.key == key and key in str(err.value)
    kept = await store.client.hgetall(err.value.quarantine_key)
    assert kept[b"data"] == b"Z\x00garbage"  # nothing lost
    assert await store.load_game(6) is None  # a new game can start


async def test_a_corrupt_friend_game_is_quarantined_like_a_game(store):
    friends = FriendStore(store)
    key = store.keys.friend_game("Fbad")
    await store.client.hset(key, mapping={"ver": 2, "data": b"Z\x00garbage"})
    with pytest.raises(CorruptSession) as err:
        await friends.load("Fbad")
    assert err.value.key == key
    kept = await store.client.hgetall(err.value.quarantine_key)
    assert kept[b"data"] == b"Z\x00garbage"  # nothing lost
    assert await friends.load("Fbad") is None  # the chats can start afresh


async def test_a_chat_is_read_in_one_go_and_its_game_handed_out_once(store):
    session = mid_round_session()
    await store.save_game(5, session)
    await store.set_prefs(1, Prefs(lang="fr", level=3))
    await store.mark_seen(1, ["tiebreak"])
    await store.set_board_message(5, 40, "d1")
    read = await store.read_chat(5, 1)
    assert read.prefs == Prefs(lang="fr", level=3) and read.board.shown.message_id == 40
    assert read.take_game() == (True, session) and read.take_game() == (False, None)
    assert read.take_seen(2) is None  # another user's notes aren't these
    assert (await store.read_chat(5, 1)).take_seen(1) == {"tiebreak"}
    await store.client.hset(store.keys.game(5), "data", b"Z\x00garbage")
    corrupt = await store.read_chat(5, 1)
    assert corrupt.game is None and corrupt.corrupt is not None
    assert await store.load_game(5) is None  # quarantined, as `load_game` does


async def test_a_delivery_is_noted_in_one_write(store):
    assert await store.board_and_after(3) == (None, None)
    await store.note_delivery(3, BoardShown(20, "abc"), None)
    assert await store.board_shown(3) == BoardShown(20, "abc")
    await store.note_delivery(3, None, 21)
    assert await store.board_and_after(3) == (20, 21)


async def test_older_schema_is_migrated(store):
    session = mid_round_session()
    legacy = {
        "schema": 1,
        "game_id": session.game_id,
        "position": session.position,
        "level": session.level,
        "human": 0,
        "owner": session.owner,
        "lang": session.lang,
        "board_msg": 1234,
        "history": [str(p) for p in session.history],  # "seat:notation"
        "last_ai": [str(session.last_ai.move), session.last_ai.facts],  # no camel count yet
        "finished": False,
        "created": 1.5,
        "updated": 2.5,
    }
    key = store.keys.game(9)
    await store.client.hset(key, mapping={"ver": 4, "data": json.dumps(legacy)})
    loaded = await store.load_game(9)
    assert loaded.version == 4 and loaded.game_id == session.game_id
    assert loaded.position == session.position and loaded.history == session.history
    assert loaded.last_ai == replace(session.last_ai, market_camels=0)
    assert (await store.save_game(9, loaded)).applied  # written back in schema 2
    raw = await store.client.hget(key, "data")
    assert raw[:1] == b"Z" and decode(raw, 5).position == session.position


async def test_unavailable_redis_raises_one_clear_error():
    from tutorbot.store.connection import client_for

    store = RedisStore(client_for("redis://127.0.0.1:1/0", timeout=0.2), prefix="down:")
    with pytest.raises(StoreUnavailable):
        await store.load_game(1)
    with pytest.raises(StoreUnavailable):
        await store.save_game(1, mid_round_session())
    await store.close()


def test_mid_round_session_is_compact():
    for seed in range(20):
        assert len(encode(mid_round_session(seed, moves=30))) <= 1500


def test_move_codes_round_trip():
    game = Game.new(seed=3)
    for move in game.legal_moves():
        assert move_from_code(move_code(move)) == move


def test_decodes_a_session_stored_by_the_schema_2_codec_before_goods_origins():
    """Real bytes written by the codec before the engine owned the compact form."""
    import base64
    import json
    from pathlib import Path

    from tutorbot.engine import Card, Game
    from tutorbot.store.codec import decode, encode

    here = Path(__file__).parent / "data"
    data = base64.b64decode((here / "session_schema2.b64").read_text())
    expected = json.loads((here / "session_schema2.json").read_text())
    session = decode(data, version=3)
    assert [str(p) for p in session.history] == expected["history"] and session.lang == "it"
    game = Game.from_dict(session.position)
    old = dict(expected["position"])
    for side in session.position["won"]:
        side.pop("from", None)
    assert {k: v for k, v in game.to_dict().items() if k != "won"} == {
        k: v for k, v in old.items() if k != "won"
    }
    assert [w["goods"] for w in game.to_dict()["won"]] == [w["goods"] for w in old["won"]]
    # each inferred origin is a good whose pile holds that value
    from tutorbot.engine.cards import GOODS_TOKENS

    for p in (0, 1):
        for good, value in zip(game.goods_from[p], game.goods_won[p], strict=True):
            assert value in GOODS_TOKENS[Card(good)]
    # the AI's seat: 1; stored before the game ahead of the move was kept with it
    assert session.last_ai == LastMove(1, parse_move("camels"), EncodedFacts("camels_herd"), 3)
    assert session.last_ai.before is None
    again = decode(encode(session), version=3)
    assert again.position == session.position and again.last_ai == session.last_ai
    assert _body(encode(session))["ai"] == _body(data)["ai"] == ["camels", "camels_herd", 3]
    assert len(encode(session)) <= 1536


def test_the_game_before_the_ais_move_is_kept_beside_the_move():
    """The AI's last move keeps the game just before it under a key of its own
    (``av``): the move's own list stays as it was, so older readers still read it."""
    session = mid_round_session()
    before = Game.new(seed=5).to_dict()
    session.last_ai = replace(session.last_ai, before=before)
    body = _body(encode(session))
    assert body["ai"] == [str(session.last_ai.move), "take_good", 3] and "av" in body
    assert decode(encode(session), version=1).last_ai == session.last_ai
    assert "av" not in _body(encode(mid_round_session()))  # none kept: none written


def test_a_game_left_for_a_new_one_is_kept_so_and_older_ones_read_as_not_left():
    """How a game ended is kept only when it was left (``lf``): a session
    stored before the key existed, or ended otherwise, reads as not left."""
    session = mid_round_session()
    assert "lf" not in _body(encode(session))
    session.finished = session.left = True
    assert _body(encode(session))["lf"] is True
    assert decode(encode(session), version=1).left
    here = Path(__file__).parent / "data"
    older = decode(base64.b64decode((here / "session_schema2.b64").read_text()), version=3)
    assert not older.left


def _body(data: bytes) -> dict:
    return json.loads(zlib.decompress(data[1:]))


#: A friend game as `encode_friend_game` stored it while the last move was a
#: plain tuple: "la" is [seat, notation, reason code, camels in the market before].
FRIEND_GAME_STORED = {
    "id": "Fab12cd34",
    "p": {
        "cv": 2,
        "sd": 5,
        "r": 1,
        "tm": 1,
        "st": 0,
        "m": "PMMMM",
        "d": "CPLDDGMLPCPDPMCLCLSLPGSMMGSCLGDMCSGLLLP",
        "x": "",
        "h": ["DSSCC", "DGPL"],
        "hd": [1, 1],
        "k": ["C", ""],
        "gt": [5, 5, 5, 7, 7, 9],
        "bt": [[3, 1, 2, 3, 1, 2, 2], [4, 5, 6, 5, 6, 4], [8, 9, 8, 10, 10]],
        "wg": [[], []],
        "wf": ["", ""],
        "wb": [[], []],
        "se": [0, 0],
        "ro": False,
        "re": None,
        "mo": False,
        "w": None,
        "rs": [],
    },
    "se": [[1, 11, "Anna", "it"], [2, 22, "Kenji", "ja"]],
    "oh": False,
    "sv": [1, 1],
    "bu": [None, None],
    "hi": ["0:take cloth"],
    "la": [0, "take cloth", "take_good", 3],
    "f": False,
    "r": "",
    "w": None,
    "t": [10.0, 5.0, 10.0, 10.0],
    "rm": False,
}


def test_decodes_a_friend_game_stored_with_its_last_move_as_a_list():
    data = b"Z" + zlib.compress(json.dumps(FRIEND_GAME_STORED).encode())
    fg = decode_friend_game(data, version=1)
    took = parse_move("take cloth")
    assert fg.last == LastMove(0, took, EncodedFacts("take_good"), market_camels=3)
    assert Game.from_dict(fg.position).to_move == 1 and fg.history == [Played(0, took)]
    assert _body(encode_friend_game(fg)) == FRIEND_GAME_STORED  # written back the same


@pytest.mark.parametrize("after_applied", [False, True])
async def test_a_save_failed_half_way_counts_once_and_loses_nothing(store, after_applied):
    """The game, its notes and its counters are one compare-and-set: a retry
    after a timeout (even one after Redis applied it) writes them once."""
    session = mid_round_session()
    log = fail_one_save(store, after_applied)
    outcome = Outcome(8, ("first-camels",), {Stat.MATCHES_WON: 1, Stat.ROUNDS_WON: 2})
    result = await store.save_game(1, session, outcome)
    assert log == ["failed after" if after_applied else "failed before", "retried: 1"]
    assert result == SaveResult(True, 1) and session.version == 1
    assert (await store.load_game(1)).version == 1
    assert (await store.get_stats(8)).by_level == {3: {"matches_won": 1, "rounds_won": 2}}
    assert await store.seen_notes(8) == {"first-camels"}


async def test_a_stale_save_records_nothing(store):
    session = mid_round_session()
    await store.save_game(1, session)
    session.version = 0  # as if loaded before that save
    outcome = Outcome(8, ("tiebreak",), {Stat.MATCHES_LOST: 1})
    assert not (await store.save_game(1, session, outcome)).applied
    assert (await store.get_stats(8)).by_level == {}
    assert await store.seen_notes(8) == set()


async def test_a_group_players_notes_and_stats_count_once_per_save(store):
    """In a group the game (the chat's slot) and the player's notes and stats
    (the user's slot) are saved in two steps; the second is marked with the
    save's token, so a retried step adds nothing twice."""
    session = mid_round_session()
    outcome = Outcome(9, ("tiebreak",), {Stat.ROUNDS_WON: 1})
    assert (await store.save_game(-1001, session, outcome)).applied
    k = store.keys
    keys = [k.seen(9), k.stats(9), k.person(9, "save:feedbeef")]
    args = [0, f"{session.level}:rounds_won", 1]
    assert await store._credit(keys=keys, args=args) == 1
    assert await store._credit(keys=keys, args=args) == 0  # the same token again
    assert (await store.get_stats(9)).get(session.level, Stat.ROUNDS_WON) == 2
    assert await store.seen_notes(9) == {"tiebreak"}


async def test_a_snapshot_keeps_sorted_sets():
    """The friend games' schedules are sorted sets: pass-and-play's state file keeps them."""
    import fakeredis

    from tutorbot.store import snapshot

    client = fakeredis.FakeAsyncRedis()
    await client.zadd("k", {"a": 1.5, "b": 2})
    data = await snapshot.dump(client)
    fresh = fakeredis.FakeAsyncRedis(server=fakeredis.FakeServer())
    assert await snapshot.restore(fresh, data) == 1
    assert await fresh.zrange("k", 0, -1, withscores=True) == [(b"a", 1.5), (b"b", 2.0)]
