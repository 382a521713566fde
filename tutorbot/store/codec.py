"""Compact, versioned encoding of a stored session.

Schema 2 (current): JSON with short keys, the position in the engine's compact
form (`tutorbot.engine.position.compact_position`, which carries its own
version and reads every older one), moves in a short code; then zlib, behind
the marker byte ``Z``.  A mid-round game with its history stays well under
1.5 KB.  The history is decoded straight into `Played` values and the AI's
last move into a `LastMove` holding its `Move`: the rest of the bot never
sees a code.  The game before the AI's last move (``av``, for "why") is a key
of its own, so a session stored without it still reads (its "why" then
leaves out the verdict); so is a game's end by leaving it (``lf``), written
only when it was left, so a session stored before reads as not left.

Schema 1 (the first release) stored plain JSON with the long position dict
and the board's message id (``board_msg``), which now has a key of its own so
that remembering it never bumps the game's version; `decode` migrates it,
dropping that id (the bot simply sends a fresh board).  A value that is neither
raises `CorruptValue`.
"""

from __future__ import annotations

import json
import zlib
from functools import lru_cache
from typing import Any

from tutorbot.engine import Card, Exchange, Move, Played, Sell, Take, TakeCamels, parse_move
from tutorbot.engine.cards import CARD_LETTERS
from tutorbot.engine.moves import counts_of
from tutorbot.engine.position import CompactPosition, Position, compact_position, expand_position

from .builder import MoveBuilder
from .models import EncodedFacts, LastMove, Session

SCHEMA = 2
LETTERS = CARD_LETTERS


class CorruptValue(ValueError):
    """A stored value that can't be decoded."""


def _counts_code(counts: tuple[int, ...]) -> str:
    return "".join(LETTERS[c] * n for c, n in enumerate(counts))


def move_code(move: Move) -> str:
    """ "tD", "m", "xDG-SM" (take DG, give SM), "s3L", "s2G+D" (with a take)."""
    if isinstance(move, Take):
        return "t" + LETTERS[move.good]
    if isinstance(move, TakeCamels):
        return "m"
    if isinstance(move, Exchange):
        return f"x{_counts_code(move.taken)}-{_counts_code(move.given)}"
    assert isinstance(move, Sell)
    code = f"s{move.number}{LETTERS[move.good]}"
    if any(move.taken):
        code += "+" + _counts_code(move.taken)
    return code


def move_from_code(code: str) -> Move:
    """The move `move_code` wrote."""
    kind, rest = code[0], code[1:]
    if kind == "t":
        return Move.take(Card(LETTERS.index(rest)))
    if kind == "m":
        return Move.camels()
    if kind == "x":
        taken, given = rest.split("-")
        return Move.exchange(
            [Card(LETTERS.index(c)) for c in taken], [Card(LETTERS.index(c)) for c in given]
        )
    sale, _, taken = rest.partition("+")
    good, number = Card(LETTERS.index(sale[-1])), int(sale[:-1])
    return Sell(good, number, counts_of([Card(LETTERS.index(c)) for c in taken]))


@lru_cache(maxsize=4096)  # a match repeats the same few hundred moves
def history_code(played: Played) -> str:
    """A history entry as stored: the seat's digit, then the move's code ("1tD")."""
    return f"{played.seat}{move_code(played.move)}"


@lru_cache(maxsize=4096)
def history_entry(code: str) -> Played:
    """The history entry `history_code` wrote."""
    return Played(int(code[0]), move_from_code(code[1:]))


@lru_cache(maxsize=1024)
def stored_move(notation: str) -> Move:
    """A last move stored by its notation (moves are values: one parse serves every load)."""
    return parse_move(notation)


def pack_position(p: Position) -> CompactPosition:
    """The engine's compact form of a position: opaque here, versioned by the engine."""
    return compact_position(p)


def unpack_position(c: CompactPosition) -> Position:
    """A position dict from any version of the engine's compact form."""
    return expand_position(c)


def encode(s: Session) -> bytes:
    """The stored bytes of a session (schema 2, compressed)."""
    body: dict[str, Any] = {
        "s": SCHEMA,
        "id": s.game_id,
        "p": pack_position(s.position),
        "l": s.level,
        "hu": s.human,
        "o": s.owner,
        "lg": s.lang,
        "hi": [history_code(e) for e in s.history],
        "ai": _ai_move_code(s.last_ai) if s.last_ai else None,
        "bu": s.builder.to_dict() if s.builder else None,
        "f": s.finished,
        "t": [int(s.created), int(s.updated)],
    }
    if s.last_ai is not None and s.last_ai.before is not None:
        body["av"] = pack_position(s.last_ai.before)
    if s.lesson is not None:
        body["le"] = s.lesson
    if s.script is not None:
        body["sc"] = s.script
    if s.left:
        body["lf"] = True
    raw = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    return b"Z" + zlib.compress(raw, 1)  # level 1: nearly as small, several times faster


def _ai_move_code(last: LastMove) -> list[str | int]:
    """The AI's last move as stored: [notation, facts, camels] (its seat is implied)."""
    return [str(last.move), last.facts, last.market_camels]


def _ai_move(code: list[Any], human: int, before: Any) -> LastMove:
    """The AI's last move from its stored form, with the game before it when kept."""
    notation, facts, camels = code
    view = unpack_position(before) if before is not None else None
    return LastMove(
        1 - int(human), stored_move(str(notation)), EncodedFacts(str(facts)), int(camels), view
    )


def decode(data: bytes, version: int) -> Session:
    """A session from stored bytes (any schema), or `CorruptValue`."""
    try:
        if data[:1] == b"Z":
            body = json.loads(zlib.decompress(data[1:]))
        else:
            body = migrate(json.loads(data))
        if body.get("s") != SCHEMA:
            raise CorruptValue(f"unknown schema {body.get('s')!r}")
        created, updated = body["t"]
        return Session(
            game_id=body["id"],
            position=unpack_position(body["p"]),
            level=body["l"],
            human=body["hu"],
            owner=body["o"],
            lang=body["lg"],
            version=version,
            history=[history_entry(c) for c in body["hi"]],
            last_ai=_ai_move(body["ai"], body["hu"], body.get("av")) if body["ai"] else None,
            builder=MoveBuilder.from_dict(body["bu"]),
            finished=body["f"],
            left=body.get("lf", False),
            lesson=body.get("le"),
            script=body.get("sc"),
            created=float(created),
            updated=float(updated),
        )
    except CorruptValue:
        raise
    except Exception as exc:  # zlib, JSON, missing keys, bad letters: all corrupt
        raise CorruptValue(f"{type(exc).__name__}: {exc}") from exc


def migrate(body: dict[str, Any]) -> dict[str, Any]:
    """Bring an older schema's body up to the current one."""
    if body.get("schema") == 1:
        body = {
            "s": 2,
            "id": body["game_id"],
            "p": pack_position(body["position"]),
            "l": body["level"],
            "hu": body.get("human", 0),
            "o": body.get("owner", 0),
            "lg": body.get("lang", "en"),
            "hi": [history_code(Played.parse(e)) for e in body.get("history", [])],
            # schema 1 kept (notation, reason): the camel count came later
            "ai": [*body["last_ai"], 0][:3] if body.get("last_ai") else None,
            "bu": None,
            "f": body.get("finished", False),
            "t": [body.get("created", 0.0), body.get("updated", 0.0)],
        }
    return body
