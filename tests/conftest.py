"""Shared fixtures.  Real-Redis tests skip locally without a server but fail in CI."""

from __future__ import annotations

import os
import random
import uuid
from pathlib import Path

import fakeredis
import pytest
import redis.asyncio as aioredis

from tutorbot.engine import Game
from tutorbot.store import LastMove, RedisStore, Session, new_game_id
from tutorbot.store.redis_store import client_for

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("TUTORBOT_STRICT_L10N", "1")  # a missing message fails a test

#: Tests use database 15 and a prefix of their own, and delete their keys.
TEST_REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/15")


@pytest.fixture(autouse=True)
def _state_dir(tmp_path, monkeypatch):
    """The terminal keeps its games under XDG_STATE_HOME: a test's own, never the home's."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))


def unique_prefix() -> str:
    return f"tutorbot-test:{uuid.uuid4().hex[:10]}:"


async def real_redis_client() -> aioredis.Redis:
    """A client of the real Redis, or skip (locally) / fail (in CI)."""
    client = client_for(TEST_REDIS_URL)
    try:
        await client.ping()
    except Exception as exc:
        await client.aclose()
        if os.environ.get("CI"):
            pytest.fail(f"CI needs Redis at {TEST_REDIS_URL}: {exc}")
        pytest.skip(f"no Redis server at {TEST_REDIS_URL}")
    return client


async def drop_prefix(client: aioredis.Redis, prefix: str) -> None:
    async for key in client.scan_iter(match=f"{prefix}*", count=500):
        await client.delete(key)


@pytest.fixture
async def fake_store():
    store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
    yield store
    await store.close()


@pytest.fixture
async def real_store():
    client = await real_redis_client()
    prefix = unique_prefix()
    store = RedisStore(client, prefix=prefix)
    yield store
    await drop_prefix(client, prefix)
    await client.aclose()


def mid_round_session(seed: int = 5, moves: int = 14) -> Session:
    """A session some way into a round (random legal play), with its history."""
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    history = []
    for _ in range(moves):
        move = rng.choice(game.legal_moves())
        history.append(f"{game.to_move}:{move}")
        game.play(move)
        if game.round_over:
            break
    return Session(
        game_id=new_game_id(),
        position=game.to_dict(),
        level=3,
        owner=42,
        lang="ru",
        history=history,
        last_ai=LastMove(1, history[-1].split(":", 1)[1], "take_good", 3),
    )


def fail_one_save(store: RedisStore, after_applied: bool) -> list[str]:
    """Make the store's next save fail once half-way: a timeout either before
    Redis ran the compare-and-set or after it applied (the reply lost).  The
    store then retries on its own; returns a log of what happened."""
    from redis.exceptions import TimeoutError as RedisTimeoutError

    script = store._cas
    log: list[str] = []

    async def flaky(**kwargs):
        if not log and not after_applied:
            log.append("failed before")
            raise RedisTimeoutError("timeout before the script ran")
        result = await script(**kwargs)
        if not log:
            log.append("failed after")
            raise RedisTimeoutError("reply lost after the script ran")
        log.append(f"retried: {result[0]}")
        return result

    store._cas = flaky
    return log
