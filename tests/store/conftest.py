"""The store's suite runs on fakeredis, and (marker ha) on a Sentinel group and
a Redis Cluster: the same operations, scripts and compare-and-sets on each."""

from __future__ import annotations

import fakeredis
import pytest

from tests.support.redis import drop_prefix, unique_prefix
from tutorbot.store import RedisStore

STORES = [
    "fake",
    pytest.param("sentinel", marks=pytest.mark.ha),
    pytest.param("cluster", marks=pytest.mark.ha),
]


@pytest.fixture(params=STORES)
async def store(request):
    prefix = unique_prefix()
    if request.param == "fake":
        store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=prefix)
    else:
        group = request.getfixturevalue(f"{request.param}_group")
        store = RedisStore.from_url(group.url(), prefix=prefix)
    yield store
    await drop_prefix(store.client, prefix)
    await store.client.aclose()
