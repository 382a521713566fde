"""A real failover (kill -9 of the primary) while players save: no save that
was acknowledged is lost, none is applied twice, and saves apply again.

Each save also adds 1 to the player's counter in the same script, so the
counter always equals the number of saves the game holds: a save applied
twice (a retry that wrote again) would make it larger, a lost acknowledged
save would leave the game older than its last acknowledged version.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from tests.support.redis import drop_prefix, unique_prefix
from tests.support.sessions import mid_round_session
from tutorbot.store import Outcome, RedisStore, Stat, StoreUnavailable

pytestmark = pytest.mark.ha
CHATS = range(101, 107)


async def keep_saving(store: RedisStore, chat: int, acked: dict[int, int], stop: asyncio.Event):
    session = await store.load_game(chat)
    while not stop.is_set():
        try:
            if session is None:
                session = await store.load_game(chat)
                continue
            result = await store.save_game(chat, session, Outcome(chat, (), {Stat.ROUNDS_WON: 1}))
            if result.applied:
                acked[chat] = result.version
            else:  # stale (a save that failed had landed after all): read it again
                session = None
        except StoreUnavailable:
            session = None
        await asyncio.sleep(0.01)


@pytest.mark.parametrize("setup", ["sentinel", "cluster"])
async def test_a_primary_killed_mid_save_loses_and_doubles_nothing(setup, request):
    group = request.getfixturevalue(f"{setup}_group")
    prefix = unique_prefix()
    store = RedisStore.from_url(group.url(), prefix=prefix)
    try:
        for chat in CHATS:
            assert (await store.save_game(chat, mid_round_session())).applied
        acked = dict.fromkeys(CHATS, 1)
        stop = asyncio.Event()
        players = [asyncio.create_task(keep_saving(store, c, acked, stop)) for c in CHATS]
        await asyncio.sleep(0.3)
        if setup == "sentinel":
            killed = await asyncio.to_thread(group.crash_primary)
        else:
            killed = group.primary_of(store.keys.game(CHATS[0]))
            await asyncio.to_thread(group.crash, killed)
        at_kill = dict(acked)
        deadline = time.monotonic() + 30
        while any(acked[c] == at_kill[c] for c in CHATS):  # every chat saves again
            assert time.monotonic() < deadline, "saves never applied again after the failover"
            await asyncio.sleep(0.05)
        stop.set()
        await asyncio.gather(*players)
        for chat in CHATS:
            game = await store.load_game(chat)
            counted = (await store.get_stats(chat)).get(game.level, Stat.ROUNDS_WON)
            assert game.version >= acked[chat], "an acknowledged save was lost"
            assert counted == game.version - 1, "a save was applied twice (or half)"
        await asyncio.to_thread(group.rejoin, killed)
    finally:
        await drop_prefix(store.client, prefix)
        await store.client.aclose()
