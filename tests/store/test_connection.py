"""REDIS_URL's forms: one server, Sentinel, Cluster; malformed ones refused in one line."""

from __future__ import annotations

import pytest
from redis.asyncio.cluster import RedisCluster
from redis.asyncio.sentinel import SentinelConnectionPool

from tutorbot.store import RedisStore
from tutorbot.store.connection import (
    DEFAULT_WAIT_MS,
    RedisUrlError,
    client_for,
    parse_redis_url,
)
from tutorbot.store.redis_io import FAILOVER_DELAYS, RETRY_DELAYS


def test_one_server_forms_do_not_wait_by_default():
    for url in ("redis://127.0.0.1:6379/0", "rediss://:pw@cache.example:6380/2", "unix:///tmp/r"):
        target = parse_redis_url(url)
        assert target.kind == "single" and not target.wait_replica
    assert parse_redis_url("rediss://h:1/0").tls
    assert parse_redis_url("redis://h:1/0?wait=1").wait_ms == DEFAULT_WAIT_MS
    assert parse_redis_url("redis://h:1/0?wait_ms=250").wait_ms == 250


def test_sentinel_form():
    target = parse_redis_url(
        "redis+sentinel://user:s%40cret@s1:26379,s2,s3:26380/mymaster/3?sentinel_password=sp"
    )
    assert target.kind == "sentinel"
    assert target.hosts == (("s1", 26379), ("s2", 26379), ("s3", 26380))
    assert (target.service, target.db) == ("mymaster", 3)
    assert (target.username, target.password, target.sentinel_password) == ("user", "s@cret", "sp")
    assert target.wait_ms == DEFAULT_WAIT_MS and not target.tls
    assert parse_redis_url("rediss+sentinel://:pw@s1/m").tls
    assert parse_redis_url("redis+sentinel://s1/m?wait=0").wait_ms == 0


def test_cluster_form():
    target = parse_redis_url("redis+cluster://:pw@n1:7000,n2:7001?wait_ms=50")
    assert target.kind == "cluster" and target.hosts == (("n1", 7000), ("n2", 7001))
    assert (target.password, target.wait_ms, target.db) == ("pw", 50, 0)
    assert parse_redis_url("rediss+cluster://n1:7000").tls


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("localhost:6379", "has no scheme"),
        ("http://h:1/0", "is not one of"),
        ("redis+mesh://h:1", "is not one of"),
        ("unix+sentinel:///tmp/s", "need host:port"),
        ("redis+sentinel://s1:26379", "names no service"),
        ("redis+sentinel://s1:26379/m/x", "database must be a number"),
        ("redis+sentinel://s1:port/m", "is not a port"),
        ("redis+cluster://n1:7000,,n2:7001", "empty host"),
        ("redis+cluster://n1:7000/1", "only database 0"),
        ("redis://h:1/0?wait=yes", "whole number"),
        ("redis://h:1/zero", "REDIS_URL"),
    ],
)
def test_a_malformed_url_says_what_is_wrong(url, says):
    with pytest.raises(RedisUrlError, match=says):
        parse_redis_url(url)


def test_the_password_never_shows_in_the_error():
    with pytest.raises(RedisUrlError) as err:
        parse_redis_url("redis+sentinel://:hunter2@s1:26379")
    assert "hunter2" not in str(err.value) and ":***@" in str(err.value)


async def test_each_form_gets_its_client_and_the_store_its_policy():
    sentinel = client_for("redis+sentinel://127.0.0.1:1/mymaster")
    assert isinstance(sentinel.connection_pool, SentinelConnectionPool)
    cluster = client_for("redis+cluster://127.0.0.1:1")
    assert isinstance(cluster, RedisCluster)
    store = RedisStore.from_url("redis+sentinel://127.0.0.1:1/mymaster?wait_ms=70")
    assert (store.wait_ms, store.retry_delays) == (70, FAILOVER_DELAYS)
    single = RedisStore.from_url("redis://127.0.0.1:1/0")
    assert (single.wait_ms, single.retry_delays) == (0, RETRY_DELAYS)
    for client in (sentinel, cluster, store.client, single.client):
        await client.aclose()
