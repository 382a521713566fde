"""The terminal's sessions kept in a file, so a game outlives the program.

`tutorbot play` needs no Redis server: its store is an embedded fakeredis.
To let Ctrl-D and a later `tutorbot play` resume the same game, the whole
(small: one player's) keyspace is written to a JSON file after every change
and read back at start (text as text, other bytes, e.g. a compressed game,
in base64).  JSON rather than Redis' DUMP format, because
fakeredis' DUMP is a pickle, and a file under the user's home should never be
able to run code when read.  Writes go to a temporary file that replaces the
old one, so a crash mid-write leaves the previous snapshot whole.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis

from .redis_io import text

log = logging.getLogger(__name__)

FORMAT = 1


def default_path() -> Path:
    """Where the terminal keeps its games: the user's state directory (XDG)."""
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "tutorbot" / "terminal.json"


def _out(value: bytes | str) -> Any:
    """A stored value as JSON: text as it is, other bytes (a compressed game) in base64."""
    if isinstance(value, str):
        return value
    try:
        return value.decode()
    except UnicodeDecodeError:
        return {"b64": base64.b64encode(value).decode("ascii")}


def _in(value: Any) -> bytes | str:
    """The stored value back from `_out`."""
    if isinstance(value, dict):
        return base64.b64decode(value["b64"])
    if not isinstance(value, str):
        raise ValueError(f"unexpected value {value!r} in a snapshot")
    return value


async def dump(client: aioredis.Redis) -> dict[str, Any]:
    """Every key of the store as JSON-compatible data, with its time to live."""
    keys: dict[str, Any] = {}
    async for raw in client.scan_iter(count=500):
        key = text(raw)
        kind = text(await client.type(key))
        ttl = await client.ttl(key)
        if kind == "string":
            value: Any = _out(await client.get(key) or b"")
        elif kind == "hash":
            value = {text(k): _out(v) for k, v in (await client.hgetall(key)).items()}
        elif kind == "set":
            value = sorted((_out(v) for v in await client.smembers(key)), key=repr)
        elif kind == "list":
            value = [_out(v) for v in await client.lrange(key, 0, -1)]
        elif kind == "zset":  # the friend games' schedules (pass-and-play keeps them)
            scored: Any = await client.zrange(key, 0, -1, withscores=True)
            value = [[_out(member), score] for member, score in scored]
        else:  # the store uses no other type; say so rather than drop it silently
            log.warning("snapshot: key %s of type %s not kept", key, kind)
            continue
        keys[key] = {"type": kind, "value": value, "ttl": ttl if ttl > 0 else None}
    return {"format": FORMAT, "keys": keys}


async def restore(client: aioredis.Redis, data: dict[str, Any]) -> int:
    """Load a `dump` into an empty store; returns how many keys came back."""
    if data.get("format") != FORMAT:
        raise ValueError(f"unknown snapshot format {data.get('format')!r}")
    count = 0
    for key, entry in data["keys"].items():
        kind, value = entry["type"], entry["value"]
        if kind == "string":
            await client.set(key, _in(value))
        elif kind == "hash":
            if value:
                await client.hset(key, mapping={k: _in(v) for k, v in value.items()})
        elif kind == "set":
            if value:
                await client.sadd(key, *map(_in, value))
        elif kind == "list":
            if value:
                await client.rpush(key, *map(_in, value))
        elif kind == "zset":
            if value:
                scores: dict[Any, float] = {_in(m): float(score) for m, score in value}
                await client.zadd(key, scores)
        else:
            continue
        if entry.get("ttl"):
            await client.expire(key, int(entry["ttl"]))
        count += 1
    return count


def write(path: Path, data: dict[str, Any]) -> None:
    """Replace the file at `path` with `data`, never leaving half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read(path: Path) -> dict[str, Any] | None:
    """The snapshot at `path`, or None when there is none or it can't be read."""
    try:
        with path.open(encoding="utf-8") as source:
            data = json.load(source)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("snapshot %s not readable (%s): starting afresh", path, exc)
        return None
    return data if isinstance(data, dict) else None
