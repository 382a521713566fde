"""`REDIS_URL` in every form the bot accepts, and the client each one needs.

* ``redis://[[user]:password@]host[:port][/db]``, ``rediss://`` (TLS), ``unix://``:
  one server (redis-py's own URL forms);
* ``redis+sentinel://[[user]:password@]host[:port][,host[:port]...]/service[/db]``
  (``rediss+sentinel://``: TLS to the sentinels and the primary): Sentinel finds
  the primary and redis-py follows it through a failover.  The password is the
  primary's; sentinels that ask for one of their own take ``?sentinel_password=``;
* ``redis+cluster://[[user]:password@]host[:port][,host[:port]...]``
  (``rediss+cluster://``: TLS): a Redis Cluster, found from any of its nodes.

Sentinel and Cluster URLs wait for a replica after each save by default
(`Target.wait_replica`), ``?wait=0`` turns that off and ``?wait_ms=`` sets the
timeout.  A URL that is none of these is refused with one line (`RedisUrlError`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import parse_qs, unquote, urlsplit

import redis.asyncio as aioredis
from redis.asyncio.cluster import ClusterNode, RedisCluster
from redis.asyncio.retry import Retry
from redis.asyncio.sentinel import Sentinel
from redis.backoff import NoBackoff
from redis.connection import parse_url

Kind = Literal["single", "sentinel", "cluster"]
DEFAULT_PORTS = {"single": 6379, "sentinel": 26379, "cluster": 6379}
#: How long a save waits for a replica's acknowledgement (``WAIT 1 <ms>``).
DEFAULT_WAIT_MS = 100
_OPTIONS = frozenset({"wait", "wait_ms", "sentinel_password"})


class RedisUrlError(ValueError):
    """A REDIS_URL that can't be used: said in one line at start-up."""


@dataclass(frozen=True)
class Target:
    """Where the store's Redis is, as read from its URL."""

    kind: Kind
    url: str
    hosts: tuple[tuple[str, int], ...] = ()
    service: str = ""
    db: int = 0
    username: str | None = None
    password: str | None = None
    sentinel_password: str | None = None
    tls: bool = False
    #: Milliseconds a save waits for one replica to have it (0: it doesn't wait).
    wait_ms: int = 0

    @property
    def wait_replica(self) -> bool:
        """Whether a save waits for a replica's acknowledgement (`wait_ms` above 0)."""
        return self.wait_ms > 0


def parse_redis_url(url: str) -> Target:
    """The `Target` of `url`, or `RedisUrlError` saying what is wrong with it."""
    url = url.strip()
    scheme, sep, _ = url.partition("://")
    if not sep:
        raise RedisUrlError(f"REDIS_URL {_shown(url)} has no scheme (redis://host:6379/0)")
    base, _, topology = scheme.lower().partition("+")
    if base not in ("redis", "rediss", "unix") or topology not in ("", "sentinel", "cluster"):
        raise RedisUrlError(
            f"REDIS_URL scheme {scheme!r} is not one of redis://, rediss://, unix://, "
            "redis+sentinel://, rediss+sentinel://, redis+cluster://, rediss+cluster://"
        )
    if base == "unix" and topology:
        raise RedisUrlError(f"REDIS_URL {scheme!r}: Sentinel and Cluster need host:port")
    parts = urlsplit(url)
    options = _options(parts.query)
    if not topology:
        try:
            kwargs = parse_url(_without(url, _OPTIONS))
        except ValueError as exc:
            raise RedisUrlError(f"REDIS_URL {_shown(url)}: {exc}") from None
        if base != "unix":
            if not kwargs.get("host"):
                raise RedisUrlError(f"REDIS_URL {_shown(url)} names no host")
            _db([p for p in parts.path.split("/") if p], url)
        wait = _wait_ms(options, default=0)
        return Target("single", url, wait_ms=wait, tls=base == "rediss")
    kind: Kind = "sentinel" if topology == "sentinel" else "cluster"
    userinfo, _, hostlist = parts.netloc.rpartition("@")
    username, _, password = userinfo.partition(":")
    hosts = tuple(_host(h, DEFAULT_PORTS[kind], url) for h in hostlist.split(","))
    path = [p for p in parts.path.split("/") if p]
    service, db = "", 0
    if kind == "sentinel":
        if not path:
            raise RedisUrlError(
                f"REDIS_URL {_shown(url)} names no service (redis+sentinel://host:26379/mymaster/0)"
            )
        service = unquote(path[0])
        db = _db(path[1:], url)
    elif path:
        raise RedisUrlError(f"REDIS_URL {_shown(url)}: a cluster has only database 0")
    return Target(
        kind,
        url,
        hosts,
        service,
        db,
        unquote(username) or None,
        unquote(password) or None,
        options.get("sentinel_password") or None,
        base == "rediss",
        _wait_ms(options, default=DEFAULT_WAIT_MS),
    )


def client_for(url: str, timeout: float = 2.0) -> aioredis.Redis:
    """A client of the Redis at `url` whose only retries are the store's own
    bounded ones (redis-py's default backoff would keep a player waiting)."""
    return client_of(parse_redis_url(url), timeout)


def client_of(target: Target, timeout: float = 2.0) -> aioredis.Redis:
    """A Redis client for `target` that never retries itself: the store's retries decide."""
    common: dict[str, Any] = {
        "socket_timeout": timeout,
        "socket_connect_timeout": timeout,
        "retry": Retry(NoBackoff(), 0),
    }
    if target.kind == "single":
        return aioredis.Redis.from_url(_without(target.url, _OPTIONS), **common)
    auth: dict[str, Any] = {
        "username": target.username,
        "password": target.password,
        "ssl": target.tls,
    }
    if target.kind == "sentinel":
        sentinel = Sentinel(
            list(target.hosts),
            sentinel_kwargs={
                "socket_timeout": timeout,
                "socket_connect_timeout": timeout,
                "password": target.sentinel_password,
                "ssl": target.tls,
            },
        )
        primary: aioredis.Redis = sentinel.master_for(
            target.service, db=target.db, **auth, **common
        )
        return primary
    # A cluster client is typed apart from `Redis` but answers the same
    # commands the store uses (scripts, pipelines, WAIT routed by key).
    # One immediate retry inside redis-py follows a MOVED/ASK after a slot map
    # refresh; what outlasts it goes to the store's back-off.
    cluster: Any = RedisCluster(
        startup_nodes=[ClusterNode(host, port) for host, port in target.hosts],
        **auth,
        **{**common, "retry": Retry(NoBackoff(), 1)},
    )
    client: aioredis.Redis = cluster
    return client


def _host(text: str, default_port: int, url: str) -> tuple[str, int]:
    host, _, port = text.strip().rpartition(":") if ":" in text else (text.strip(), "", "")
    if not host:
        raise RedisUrlError(f"REDIS_URL {_shown(url)} has an empty host in its list")
    if not port:
        return host, default_port
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise RedisUrlError(f"REDIS_URL {_shown(url)}: {port!r} is not a port")
    return host, int(port)


def _db(rest: list[str], url: str) -> int:
    if not rest:
        return 0
    if len(rest) > 1 or not rest[0].isdigit():
        raise RedisUrlError(f"REDIS_URL {_shown(url)}: the database must be a number")
    return int(rest[0])


def _options(query: str) -> dict[str, str]:
    raw = {k: v[-1] for k, v in parse_qs(query, keep_blank_values=True).items()}
    return {k: v for k, v in raw.items() if k in _OPTIONS}


def _wait_ms(options: dict[str, str], default: int) -> int:
    wait, wait_ms = options.get("wait"), options.get("wait_ms")
    for name, value in (("wait", wait), ("wait_ms", wait_ms)):
        if value is not None and not value.isdigit():
            raise RedisUrlError(f"REDIS_URL option {name}={value!r} must be a whole number")
    if wait == "0":
        return 0
    if wait_ms is not None:
        return int(wait_ms)
    return default if wait is None else DEFAULT_WAIT_MS


def _without(url: str, names: frozenset[str]) -> str:
    """`url` less our own query options (redis-py would refuse them)."""
    base, sep, query = url.partition("?")
    if not sep:
        return url
    kept = [p for p in query.split("&") if p and p.partition("=")[0] not in names]
    return base + ("?" + "&".join(kept) if kept else "")


def _shown(url: str) -> str:
    """The URL with its password hidden (it goes to a log or a terminal)."""
    parts = urlsplit(url)
    if parts.password:
        return url.replace(f":{parts.password}@", ":***@", 1)
    return url
