"""Shared fixtures.  Real-Redis tests skip locally without a server but fail in CI."""

from __future__ import annotations

import os

import fakeredis
import pytest

from bench.screens import light_budgets
from research import verdict
from tests.support.ha_servers import ClusterGroup, SentinelGroup, binaries_missing
from tests.support.redis import TEST_REDIS_URL, drop_prefix, real_redis_client, unique_prefix
from tutorbot.ai import judge
from tutorbot.ai.mcts import MctsBudget
from tutorbot.store import RedisStore

os.environ.setdefault("TUTORBOT_STRICT_L10N", "1")  # a missing message fails a test


@pytest.fixture(autouse=True)
def _state_dir(tmp_path, monkeypatch):
    """The terminal keeps its games under XDG_STATE_HOME: a test's own, never the home's."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))


#: The tree search that nominates the tutor's moves in tests: level 5's kind of
#: search at a small budget.  Every hint, /analyse, /why and review in the suite
#: asks the one judge, and at the product's budgets (a fifth of a second a hint,
#: half a second a deep look) they would cost minutes; the code path is the
#: same, and a `full_verdict` test checks the product's budgets (`judge.BUDGETS`).
QUICK_VERDICT_SEARCH = MctsBudget(worlds=2, sims=100, playout_plies=12, reshuffle=True)
#: The judge's budgets in tests: the same names and the same search (its
#: playouts end the rounds they win, as the product's), smaller, and fewer worlds.
QUICK_BUDGETS = light_budgets()


@pytest.fixture(autouse=True)
def _quick_verdict(request, monkeypatch):
    if request.node.get_closest_marker("full_verdict") is None:
        monkeypatch.setattr(verdict, "SEARCH", QUICK_VERDICT_SEARCH)
        monkeypatch.setattr(judge, "BUDGETS", QUICK_BUDGETS)


@pytest.fixture
async def fake_store():
    store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
    yield store
    await store.close()


def _need_redis_binaries() -> None:
    """Sentinel and Cluster tests start their own servers: skip locally without
    the binaries, fail in CI."""
    missing = binaries_missing()
    if missing and os.environ.get("CI"):
        pytest.fail(f"CI needs redis-server and redis-cli for the HA tests: {missing}")
    if missing:
        pytest.skip(missing)


#: Down-after and cluster node timeout of the test servers: short, so a
#: failover test takes seconds.
HA_TIMEOUT_MS = 1000


def _servers(make, **options):
    _need_redis_binaries()
    group = make(HA_TIMEOUT_MS, **options)
    yield group
    group.stop()


@pytest.fixture(scope="session")
def sentinel_group():
    """The README's topology: one primary, two replicas, three sentinels, and
    no write without a replica attached; started once per test session."""
    yield from _servers(SentinelGroup, replicas=2, min_replicas=1)


@pytest.fixture(scope="session")
def cluster_group():
    """Three primaries with a replica each: started once per test session."""
    yield from _servers(ClusterGroup)


#: The real servers the store's integration tests run on: the plain Redis at
#: REDIS_URL, a Sentinel group and a Redis Cluster (`pytest -m ha` runs only those).
REAL_REDIS = [
    "single",
    pytest.param("sentinel", marks=pytest.mark.ha),
    pytest.param("cluster", marks=pytest.mark.ha),
]


@pytest.fixture(params=REAL_REDIS)
def real_redis_url(request) -> str:
    if request.param == "single":
        return TEST_REDIS_URL
    return request.getfixturevalue(f"{request.param}_group").url()


@pytest.fixture
async def real_store(real_redis_url):
    prefix = unique_prefix()
    if real_redis_url == TEST_REDIS_URL:
        store = RedisStore(await real_redis_client(), prefix=prefix)
    else:
        store = RedisStore.from_url(real_redis_url, prefix=prefix)
    yield store
    await drop_prefix(store.client, prefix)
    await store.client.aclose()
