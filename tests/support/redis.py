"""The real Redis for tests: database 15, a key prefix of each test's own, deleted after.

Locally a test that needs it skips without a server; in CI (`CI=true`) it fails.
"""

from __future__ import annotations

import os
import uuid

import pytest
import redis.asyncio as aioredis

from tutorbot.store.connection import client_for

#: Tests use database 15 and a prefix of their own, and delete their keys.
TEST_REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/15")


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
