"""The one-off move of keys written before hash tags (``tutorbot migrate-keys``).

Keys used to be ``<prefix><kind>:<id>``; they are ``<prefix>{<id>}:<kind>`` now
(`store.keys`), so that a script's keys share a cluster slot.  Run this once,
with the old bot stopped and the new one not yet started, on the Redis that
holds the data (before moving it to a cluster, or on the cluster itself: there
each key is copied with its time to live, then the old one deleted).  Running
it again moves nothing; a key whose new name is already taken is left as it
is and counted apart.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster

from .keys import Keys
from .redis_io import text

log = logging.getLogger(__name__)


@dataclass
class Migration:
    moved: int = 0
    #: Old keys left alone: their new name already held a value.
    kept: int = 0


async def migrate_keys(client: aioredis.Redis, keys: Keys) -> Migration:
    """Move every old-style key under `keys.prefix` to its tagged name."""
    done = Migration()
    old_keys = [text(k) async for k in client.scan_iter(match=keys.pattern(), count=1000)]
    for old in old_keys:
        new = keys.legacy_target(old)
        if new is None:
            continue
        if await _move(client, old, new):
            done.moved += 1
        else:
            done.kept += 1
            log.warning("%s not moved: %s already exists", old, new)
    return done


async def _move(client: aioredis.Redis, old: str, new: str) -> bool:
    if not isinstance(client, RedisCluster):
        return bool(await client.renamenx(old, new))
    # a cluster can't rename across slots: copy (with the time to live), then delete
    if await client.exists(new):
        return False
    dumped = await client.dump(old)
    if dumped is None:  # expired meanwhile
        return False
    ttl = await client.pttl(old)
    await client.restore(new, max(int(ttl), 0), dumped)
    await client.delete(old)
    return True


def main(url: str | None, prefix: str | None) -> int:
    """`tutorbot migrate-keys`: says how many keys moved (exit 2: a bad URL)."""
    import asyncio
    import os

    from .connection import RedisUrlError, client_for
    from .keys import DEFAULT_PREFIX, DEFAULT_URL

    url = url or os.environ.get("REDIS_URL", DEFAULT_URL)
    prefix = prefix or os.environ.get("TUTORBOT_REDIS_PREFIX", DEFAULT_PREFIX)
    try:
        client = client_for(url)
    except RedisUrlError as error:
        print(f"tutorbot: {error}")
        return 2

    async def run() -> Migration:
        try:
            return await migrate_keys(client, Keys(prefix))
        finally:
            await client.aclose()

    done = asyncio.run(run())
    print(f"moved {done.moved} keys to hash-tagged names; {done.kept} left (new name taken)")
    return 0
