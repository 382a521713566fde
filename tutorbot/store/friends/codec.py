"""A friend game as compact bytes, and back.

JSON with short keys, the position in the engine's compact form (as a
one-player session keeps it, `store.codec`), then zlib behind the marker byte
``Z``.  A value that can't be read raises `CorruptValue`, which the store
turns into a quarantine.
"""

from __future__ import annotations

import json
import zlib

from ..builder import MoveBuilder
from ..codec import CorruptValue, pack_position, unpack_position
from ..models import LastMove
from .models import FriendGame, Seat


def encode_friend_game(g: FriendGame) -> bytes:
    """A friend game as the bytes kept in Redis."""
    last = [g.last.seat, g.last.notation, g.last.reason, g.last.market_camels] if g.last else None
    body = {
        "id": g.game_id,
        "p": pack_position(g.position),
        "se": [[s.user_id, s.chat_id, s.name, s.language_code] for s in g.seats],
        "oh": g.open_hand,
        "sv": g.seat_versions,
        "bu": [b.to_dict() if b else None for b in g.builders],
        "hi": g.history,
        "la": last,
        "f": g.finished,
        "r": g.result,
        "w": g.winner,
        "t": [g.turn_since, g.created, g.updated, g.active],
        "rm": g.reminded,
    }
    return b"Z" + zlib.compress(json.dumps(body, separators=(",", ":")).encode(), 1)


def decode_friend_game(data: bytes, version: int) -> FriendGame:
    """A friend game from its stored bytes, or `CorruptValue`."""
    try:
        body = json.loads(zlib.decompress(data[1:]))
        turn_since, created, updated, active = body["t"]
        la = body["la"]
        return FriendGame(
            game_id=body["id"],
            position=unpack_position(body["p"]),
            seats=[Seat(*s) for s in body["se"]],
            open_hand=body["oh"],
            version=version,
            seat_versions=list(body["sv"]),
            builders=[MoveBuilder.from_dict(b) for b in body["bu"]],
            history=list(body["hi"]),
            last=LastMove(int(la[0]), str(la[1]), str(la[2]), int(la[3])) if la else None,
            finished=body["f"],
            result=body["r"],
            winner=body["w"],
            turn_since=float(turn_since),
            reminded=body["rm"],
            created=float(created),
            updated=float(updated),
            active=float(active),
        )
    except Exception as exc:  # zlib, JSON, missing keys: all corrupt
        raise CorruptValue(f"{type(exc).__name__}: {exc}") from exc
