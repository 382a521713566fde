"""A friend game as compact bytes, and back.

JSON with short keys, the position in the engine's compact form (as a
one-player session keeps it, `store.codec`), then zlib behind the marker byte
``Z``.  A value that can't be read raises `CorruptValue`, which the store
turns into a quarantine.
"""

from __future__ import annotations

import json
import zlib
from functools import lru_cache
from typing import Any

from tutorbot.engine import Played

from ..builder import MoveBuilder
from ..codec import CorruptValue, pack_position, stored_move, unpack_position
from ..models import EncodedFacts, LastMove
from .models import FriendGame, Seat


def encode_friend_game(g: FriendGame) -> bytes:
    """The stored bytes of a friend game (its history as ``seat:notation`` texts)."""
    last = [g.last.seat, str(g.last.move), g.last.facts, g.last.market_camels] if g.last else None
    body = {
        "id": g.game_id,
        "p": pack_position(g.position),
        "se": [[s.user_id, s.chat_id, s.name, s.language_code] for s in g.seats],
        "oh": g.open_hand,
        "sv": g.seat_versions,
        "bu": [b.to_dict() if b else None for b in g.builders],
        "hi": [str(p) for p in g.history],
        "la": last,
        "f": g.finished,
        "r": g.result,
        "w": g.winner,
        "t": [g.turn_since, g.created, g.updated, g.active],
        "rm": g.reminded,
    }
    return b"Z" + zlib.compress(json.dumps(body, separators=(",", ":")).encode(), 1)


def decode_friend_game(data: bytes, version: int) -> FriendGame:
    """The friend game `encode_friend_game` wrote, or `CorruptValue`."""
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
            history=[_entry(e) for e in body["hi"]],
            last=_last_move(la) if la else None,
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


def _last_move(la: list[Any]) -> LastMove:
    """The last move from its stored form [seat, notation, facts, camels]."""
    seat, notation, facts, camels = la
    return LastMove(int(seat), stored_move(str(notation)), EncodedFacts(str(facts)), int(camels))


#: A history entry from its text; a game repeats the same few hundred moves.
_entry = lru_cache(maxsize=4096)(Played.parse)
