"""What every store on Redis here shares: bounded retries, replies as text,
and an unreadable value moved aside rather than lost or read again.

The one-player store (`redis_store`) and the friend games' store
(`friends.redis_store`) both go through these, so a Redis outage surfaces the
same way (`StoreUnavailable` after three attempts) and a corrupt value is
quarantined the same way (`CorruptSession`), whichever game it was.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import redis.asyncio as aioredis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from .base import CorruptSession, StoreUnavailable
from .keys import Keys

log = logging.getLogger(__name__)
T = TypeVar("T")

RETRY_DELAYS = (0.05, 0.2)  # then give up: three attempts in all


async def retry(op: Callable[[], Awaitable[T]]) -> T:
    """Run `op`, retrying a lost connection or a timeout a bounded number of
    times (a player shouldn't wait for long); then `StoreUnavailable`."""
    for delay in (*RETRY_DELAYS, None):
        try:
            return await op()
        except (RedisConnectionError, RedisTimeoutError, OSError) as exc:
            if delay is None:
                raise StoreUnavailable(f"Redis is unavailable: {exc}") from exc
            log.warning("Redis error, retrying in %.2fs: %s", delay, exc)
            await asyncio.sleep(delay)
    raise AssertionError("unreachable")


def text(value: bytes | str) -> str:
    """A reply as text (this client answers bytes; redis-py's types allow str)."""
    return value.decode() if isinstance(value, bytes) else value


def as_bytes(value: bytes | str) -> bytes:
    """A reply as bytes (a stored value is bytes; redis-py's types allow str)."""
    return value if isinstance(value, bytes) else value.encode()


async def quarantine(
    client: aioredis.Redis, keys: Keys, key: str, cause: Exception
) -> CorruptSession:
    """Move the unreadable value at `key` aside (nothing is lost, and the chat
    can start afresh); the error to raise says where it went."""
    target = keys.quarantine(key, time.strftime("%Y%m%dT%H%M%S"))
    await retry(lambda: client.rename(key, target))
    log.error("quarantined %s as %s: %s", key, target, cause)
    return CorruptSession(key, target, str(cause))
