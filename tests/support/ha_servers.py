"""Real Sentinel groups and Redis Clusters on local ports, for tests and benchmarks.

Started from the redis-server and redis-cli binaries (as `.ci/run` starts
the plain Redis), each server a child process under a temporary folder, and
stopped by its own process id.  `SentinelGroup`: one primary, one replica or
more, three sentinels (down-after `down_after_ms`).  `ClusterGroup`: three primaries
with a replica each (`redis-cli --cluster create`).
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import redis

SERVICE = "mymaster"


def binaries_missing() -> str | None:
    """Why real servers can't be started here (None: they can)."""
    for name in ("redis-server", "redis-cli"):
        if shutil.which(name) is None:
            return f"{name} is not installed"
    return None


def free_ports(count: int, bus: bool = False) -> list[int]:
    """`count` ports free now (and their cluster bus ports, +10000, with `bus`)."""
    found: list[int] = []
    port = 20000 + (os.getpid() * 37) % 9000
    while len(found) < count:
        port += 1
        if all(_free(p) for p in ((port, port + 10000) if bus else (port,))):
            found.append(port)
    return found


def _free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def wait_until(check, timeout: float, what: str, step: float = 0.05):
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = check()
            if value:
                return value
        except (redis.RedisError, OSError):
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(step)


class Servers:
    """Redis processes this object started (and only those), under one folder."""

    def __init__(self, name: str) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix=f"tutorbot-{name}-"))
        self.procs: dict[int, subprocess.Popen] = {}  # port -> process

    def launch(self) -> None:
        """Start the group (`_start`); on failure stop what did start."""
        try:
            self._start()
        except BaseException:
            self.stop()
            raise

    def _start(self) -> None:
        raise NotImplementedError

    def start_server(self, port: int, *args: str, sentinel: bool = False) -> None:
        folder = self.dir / str(port)
        folder.mkdir(exist_ok=True)
        conf = folder / "redis.conf"  # a sentinel rewrites its configuration file
        conf.write_text(f"port {port}\nbind 127.0.0.1\ndir {folder}\n")
        cmd = ["redis-server", str(conf), *(["--sentinel"] if sentinel else [])]
        cmd += ["--save", "", "--appendonly", "no", "--logfile", str(folder / "log"), *args]
        self.procs[port] = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
        wait_until(lambda: self.client(port).ping(), 10, f"redis on port {port}")

    def client(self, port: int) -> redis.Redis:
        return redis.Redis(port=port, socket_timeout=1, socket_connect_timeout=1)

    def kill(self, port: int) -> None:
        """kill -9: the server dies as in a crash (no shutdown, no last sync)."""
        proc = self.procs.pop(port)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.terminate()
        for proc in self.procs.values():
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        self.procs.clear()
        shutil.rmtree(self.dir, ignore_errors=True)


class SentinelGroup(Servers):
    """A primary, `replicas` replicas and three sentinels watching them; with
    `min_replicas`, every data server refuses a write while fewer replicas
    than that are attached (``min-replicas-to-write``), as the README's
    documented topology does (two replicas, one required)."""

    def __init__(self, down_after_ms: int = 2000, replicas: int = 1, min_replicas: int = 0) -> None:
        super().__init__("sentinel")
        ports = free_ports(1 + replicas + 3)
        self.primary, self.replicas = ports[0], ports[1 : 1 + replicas]
        self.sentinels = ports[1 + replicas :]
        self.down_after_ms, self.min_replicas = down_after_ms, min_replicas
        self.launch()

    @property
    def data_ports(self) -> list[int]:
        """The primary's and the replicas' ports (whether alive or not)."""
        return [self.primary, *self.replicas]

    def _data_args(self) -> list[str]:
        return ["--min-replicas-to-write", str(self.min_replicas)] if self.min_replicas else []

    def _start(self) -> None:
        down_after_ms = self.down_after_ms
        self.start_server(self.primary, *self._data_args())
        for port in self.replicas:
            args = ("--replicaof", "127.0.0.1", str(self.primary), *self._data_args())
            self.start_server(port, *args)
        for port in self.sentinels:
            self.start_server(port, sentinel=True)
            sentinel = self.client(port)
            sentinel.execute_command("SENTINEL", "MONITOR", SERVICE, "127.0.0.1", self.primary, 2)
            for option, value in (
                ("down-after-milliseconds", down_after_ms),
                ("failover-timeout", 4 * down_after_ms),
            ):
                sentinel.execute_command("SENTINEL", "SET", SERVICE, option, value)
        self.settle()

    def url(self, db: int = 0, **options: str) -> str:
        hosts = ",".join(f"127.0.0.1:{p}" for p in self.sentinels)
        query = "&".join(f"{k}={v}" for k, v in options.items())
        return f"redis+sentinel://{hosts}/{SERVICE}/{db}" + (f"?{query}" if query else "")

    def primary_port(self) -> int:
        addr = self.client(self.sentinels[0]).execute_command(
            "SENTINEL", "GET-MASTER-ADDR-BY-NAME", SERVICE
        )
        return int(addr[1])

    def settle(self, timeout: float = 30) -> None:
        """Every sentinel knows every replica and the two other sentinels, and
        every replica is in sync: a failover can happen now."""

        def ready() -> bool:
            for port in self.sentinels:
                s = self.client(port)
                replicas = s.sentinel_slaves(SERVICE)
                if sum(1 for r in replicas if not r["is_sdown"]) < len(self.replicas):
                    return False
                if len(s.sentinel_sentinels(SERVICE)) < 2:
                    return False
            info = self.client(self.primary_port()).info("replication")
            online = [
                info[f"slave{i}"]["state"] == "online"
                for i in range(info.get("connected_slaves", 0))
            ]
            return len(online) >= len(self.replicas) and all(online)

        wait_until(ready, timeout, "the sentinel group to settle", step=0.2)

    def crash_primary(self) -> int:
        """kill -9 the primary; returns its port."""
        port = self.primary_port()
        self.kill(port)
        return port

    def rejoin(self, port: int, timeout: float = 30, settle: bool = True) -> None:
        """Restart a killed server as a replica of the primary now in office
        (`settle`: and wait until the group is whole again)."""
        new = wait_until(
            lambda: self.primary_port() != port and self.primary_port(), timeout, "a new primary"
        )
        args = ("--replicaof", "127.0.0.1", str(new), *self._data_args())
        self.start_server(port, *args)
        servers = self.data_ports
        self.primary, self.replicas = new, [p for p in servers if p != new]
        if settle:
            self.settle(timeout)


class ClusterGroup(Servers):
    """Three primaries with a replica each (`redis-cli --cluster create`)."""

    def __init__(self, node_timeout_ms: int = 2000) -> None:
        super().__init__("cluster")
        self.ports = free_ports(6, bus=True)
        self.node_timeout_ms = node_timeout_ms
        self.launch()

    def _start(self) -> None:
        for port in self.ports:
            self.start_server(port, *self._cluster_args(port))
        nodes = [f"127.0.0.1:{p}" for p in self.ports]
        subprocess.run(
            [
                "redis-cli",
                "--cluster",
                "create",
                *nodes,
                "--cluster-replicas",
                "1",
                "--cluster-yes",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.settle()

    def _cluster_args(self, port: int) -> list[str]:
        return [
            "--cluster-enabled",
            "yes",
            "--cluster-config-file",
            str(self.dir / f"nodes-{port}.conf"),
            "--cluster-node-timeout",
            str(self.node_timeout_ms),
        ]

    def url(self, **options: str) -> str:
        hosts = ",".join(f"127.0.0.1:{p}" for p in self.ports[:3])
        query = "&".join(f"{k}={v}" for k, v in options.items())
        return f"redis+cluster://{hosts}" + (f"?{query}" if query else "")

    def alive(self) -> list[int]:
        return [p for p in self.ports if p in self.procs]

    def primaries(self) -> list[int]:
        roles = {p: self.client(p).info("replication")["role"] for p in self.alive()}
        return [p for p, role in roles.items() if role == "master"]

    def settle(self, timeout: float = 30) -> None:
        """The cluster serves every slot and each primary has an in-sync replica."""

        def ready() -> bool:
            for port in self.alive():
                if self.client(port).cluster("info")["cluster_state"] != "ok":
                    return False
            primaries = self.primaries()
            if len(primaries) != 3:
                return False
            for port in primaries:
                info = self.client(port).info("replication")
                if info.get("connected_slaves", 0) < 1 or info["slave0"]["state"] != "online":
                    return False
            return True

        wait_until(ready, timeout, "the cluster to settle", step=0.2)

    def primary_of(self, key: str) -> int:
        slot = self.client(self.alive()[0]).cluster("keyslot", key)
        for start, end, primary, *_ in self.client(self.alive()[0]).cluster("slots"):
            if start <= slot <= end:
                return int(primary[1])
        raise LookupError(key)

    def crash(self, port: int) -> None:
        self.kill(port)

    def rejoin(self, port: int, timeout: float = 30) -> None:
        """Restart a killed node (its nodes file brings it back as a replica)."""
        self.start_server(port, *self._cluster_args(port))
        self.settle(timeout)
