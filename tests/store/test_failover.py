"""A real failover (kill -9 of the primary) while players save: no save that
was acknowledged is lost, none is applied twice, and saves apply again; on
the Sentinel topology the README documents, no save is acknowledged while
the new primary has no replica to hold it.

Each save also adds 1 to the player's counter in the same script, so the
counter always equals the number of saves the game holds: a save applied
twice (a retry that wrote again) would make it larger, a lost acknowledged
save would leave the game older than its last acknowledged version.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from tests.support.ha_servers import Servers, free_ports
from tests.support.redis import drop_prefix, unique_prefix
from tests.support.sessions import mid_round_session
from tutorbot.store import Outcome, RedisStore, Stat, StoreUnavailable, redis_io

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
async def test_a_primary_killed_mid_save_loses_and_doubles_nothing(setup, request, monkeypatch):
    group = request.getfixturevalue(f"{setup}_group")
    prefix = unique_prefix()
    # A replica's acknowledgement gets a whole second: on a busy machine 100 ms
    # can pass with a replica attached; what is checked is a save with none.
    store = RedisStore.from_url(group.url(wait_ms="1000"), prefix=prefix)
    unreplicated: list[str] = []
    monkeypatch.setattr(redis_io._unacknowledged, "note", lambda key, _ms: unreplicated.append(key))
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
        if setup == "sentinel":  # two replicas, min-replicas-to-write 1
            assert unreplicated == [], "saves acknowledged with no replica holding them"
        await asyncio.to_thread(group.rejoin, killed)
    finally:
        await drop_prefix(store.client, prefix)
        await store.client.aclose()


class PrimaryAlone(Servers):
    """A primary that refuses writes without a replica (``min-replicas-to-write
    1``), as each server of the documented Sentinel topology does, and no replica yet."""

    def __init__(self) -> None:
        super().__init__("alone")
        self.primary, self.replica = free_ports(2)
        self.launch()

    def _start(self) -> None:
        self.start_server(self.primary, "--min-replicas-to-write", "1")

    def attach_replica(self) -> None:
        self.start_server(self.replica, "--replicaof", "127.0.0.1", str(self.primary))


@pytest.mark.ha
async def test_a_save_waits_for_a_replica_to_be_attached_and_is_never_acknowledged_alone():
    servers = PrimaryAlone()
    url = f"redis://127.0.0.1:{servers.primary}/0?wait=1"
    store = RedisStore.from_url(url, prefix=unique_prefix(), retry_delays=(0.05, 0.1))
    # retries for about 5 s: long enough for a replica to start and sync here
    patient = RedisStore.from_url(url, prefix=store.keys.prefix, retry_delays=(0.1,) + (0.5,) * 10)
    try:
        with pytest.raises(StoreUnavailable, match="NOREPLICAS"):
            await store.save_game(1, mid_round_session())
        assert await store.load_game(1) is None, "a refused save wrote something"
        saving = asyncio.create_task(patient.save_game(1, mid_round_session()))
        await asyncio.sleep(0.2)
        assert not saving.done(), "a save was acknowledged with no replica attached"
        await asyncio.to_thread(servers.attach_replica)
        saved = await saving
        assert saved.applied
        replica = servers.client(servers.replica)
        # on the replica too (WAIT gives it 100 ms: on a loaded machine it may land just after)
        for _ in range(40):
            held = replica.hget(store.keys.game(1), "ver")
            if held is not None:
                break
            await asyncio.sleep(0.05)
        assert held == str(saved.version).encode(), "the replica lacks the save"
    finally:
        await store.client.aclose()
        await patient.client.aclose()
        servers.stop()
