"""What every store on Redis here shares: bounded retries, replies as text,
saves a replica acknowledges, and an unreadable value moved aside rather than
lost or read again.

The one-player store (`redis_store`) and the friend games' store
(`friends.redis_store`) both go through these, so a Redis outage or failover
surfaces the same way (`StoreUnavailable` after a bounded back-off) and a
corrupt value is quarantined the same way (`CorruptSession`), whichever game
it was.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import (
    AskError,
    ClusterDownError,
    ClusterError,
    ReadOnlyError,
    ResponseError,
    SlotNotCoveredError,
    TryAgainError,
)
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from .errors import CorruptSession, StoreUnavailable
from .keys import Keys

log = logging.getLogger(__name__)
T = TypeVar("T")

#: One server: a lost connection is retried twice, quickly (three attempts in all).
RETRY_DELAYS: tuple[float, ...] = (0.05, 0.2)
#: Sentinel or Cluster: a failover takes a few seconds, so the back-off grows
#: (about 2.5 s in all) before the player is told to try again.
FAILOVER_DELAYS: tuple[float, ...] = (0.05, 0.1, 0.2, 0.4, 0.8, 1.0)

#: What a retry may cure: a lost or refused connection, a primary demoted to a
#: replica (READONLY), a slot moving or not served yet (MOVED/ASK, TRYAGAIN,
#: CLUSTERDOWN), and a primary with no replica attached yet (`NOREPLICAS`,
#: below).  A retried save is safe: its token makes it apply once.
RETRYABLE: tuple[type[BaseException], ...] = (
    RedisConnectionError,
    RedisTimeoutError,
    OSError,
    ReadOnlyError,
    TryAgainError,
    AskError,  # and MovedError, its subclass
    ClusterDownError,
    ClusterError,
    SlotNotCoveredError,
)

#: The error of a write refused by a primary configured with
#: ``min-replicas-to-write`` while too few replicas are attached (just after a
#: failover, before Sentinel points the other replica at it): nothing was
#: written, and a replica is usually back within a second.  redis-py reports it
#: as a plain `ResponseError` (inside a script or a pipeline, quoted).
NO_REPLICAS = "NOREPLICAS"


def retryable(exc: BaseException) -> bool:
    """Whether `exc` is one a retry may cure (`RETRYABLE`, or `NOREPLICAS`)."""
    if isinstance(exc, RETRYABLE):
        return True
    return isinstance(exc, ResponseError) and NO_REPLICAS in str(exc)


#: What `retry` catches (`retryable` picks what it retries).
_CAUGHT: tuple[type[BaseException], ...] = (*RETRYABLE, ResponseError)


async def retry(op: Callable[[], Awaitable[T]], delays: Sequence[float] = RETRY_DELAYS) -> T:
    """Run `op`, retrying what a failover or a lost connection causes, after
    each of `delays` (a player shouldn't wait for long); then `StoreUnavailable`."""
    for delay in (*delays, None):
        try:
            return await op()
        except _CAUGHT as exc:
            if not retryable(exc):
                raise
            if delay is None:
                raise StoreUnavailable(f"Redis is unavailable: {exc}") from exc
            log.warning("Redis error, retrying in %.2fs: %s", delay, exc)
            await asyncio.sleep(delay)
    raise AssertionError("unreachable")


async def eval_acknowledged(
    client: aioredis.Redis, source: str, keys: Sequence[str], args: Sequence[Any], wait_ms: int
) -> Any:
    """Run the script `source`, then ``WAIT 1 <wait_ms>`` on the same connection
    (one pipeline: WAIT only counts the writes of its own connection), so the
    reply comes once a replica has the write too.  Without a replica in time
    the save still counts (it is on the primary) and a warning says so."""
    if isinstance(client, RedisCluster):
        await client.initialize()  # the slots' map, once (a no-op afterwards)
        node = client.get_node_from_key(keys[0])
        pipe: Any = client.pipeline()
        pipe.eval(source, len(keys), *keys, *args)
        pipe.execute_command("WAIT", 1, wait_ms, target_nodes=node)
    else:
        pipe = client.pipeline(transaction=False)
        pipe.eval(source, len(keys), *keys, *args)
        pipe.wait(1, wait_ms)
    try:
        result, acknowledged = await pipe.execute()
    finally:
        await pipe.reset()
    if int(acknowledged) < 1:
        _unacknowledged.note(keys[0], wait_ms)
    return result


class _Unacknowledged:
    """Saves no replica acknowledged in time, logged at most once every
    `EVERY` seconds (with a primary alone, every save would log)."""

    EVERY = 10.0

    def __init__(self) -> None:
        self.count, self.logged_at = 0, float("-inf")

    def note(self, key: str, wait_ms: int) -> None:
        self.count += 1
        now = time.monotonic()
        if now - self.logged_at >= self.EVERY:
            log.warning(
                "%d save(s) not acknowledged by a replica within %d ms (the last: %s)",
                self.count,
                wait_ms,
                key,
            )
            self.count, self.logged_at = 0, now


_unacknowledged = _Unacknowledged()


def text(value: bytes | str) -> str:
    """A reply as text (this client answers bytes; redis-py's types allow str)."""
    return value.decode() if isinstance(value, bytes) else value


def as_bytes(value: bytes | str) -> bytes:
    """A reply as bytes (a stored value is bytes; redis-py's types allow str)."""
    return value if isinstance(value, bytes) else value.encode()


async def quarantine(
    client: aioredis.Redis,
    keys: Keys,
    key: str,
    cause: Exception,
    delays: Sequence[float] = RETRY_DELAYS,
) -> CorruptSession:
    """Move the unreadable value at `key` aside (nothing is lost, and the chat
    can start afresh); the error to raise says where it went."""
    target = keys.quarantine(key, time.strftime("%Y%m%dT%H%M%S"))
    await retry(lambda: client.rename(key, target), delays)
    log.error("quarantined %s as %s: %s", key, target, cause)
    return CorruptSession(key, target, str(cause))
