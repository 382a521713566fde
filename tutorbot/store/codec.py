"""Compact, versioned encoding of a stored session.

Schema 2 (current): JSON with short keys, cards as one letter each, token
piles as their lengths (a pile is always the bottom of the full pile), moves
in a short code; then zlib, behind the marker byte ``Z``.  A mid-round game
with its history stays well under 1.5 KB.

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

from tutorbot.engine import Card, Move, MoveKind, parse_move
from tutorbot.engine.cards import BONUS_SIZES, CARD_NAMES, GOODS, GOODS_TOKENS
from tutorbot.engine.moves import counts_of

from .builder import MoveBuilder
from .models import Session

SCHEMA = 2
LETTERS = "DGSCPLM"  # diamond gold silver cloth spice(pepper) leather camel(M)
LETTER_OF = {name: LETTERS[i] for i, name in enumerate(CARD_NAMES)}
NAME_OF = {letter: CARD_NAMES[i] for i, letter in enumerate(LETTERS)}


class CorruptValue(ValueError):
    """A stored value that can't be decoded."""


def _cards(names: list[str]) -> str:
    return "".join(LETTER_OF[n] for n in names)


def _names(letters: str) -> list[str]:
    return [NAME_OF[ch] for ch in letters]


def _counts_code(counts: tuple[int, ...]) -> str:
    return "".join(LETTERS[c] * n for c, n in enumerate(counts))


def _letter(card: Card | None) -> str:
    if card is None:
        raise ValueError("a take or a sale names its good")
    return LETTERS[card]


def move_code(move: Move) -> str:
    """ "tD", "m", "xDG-SM" (take DG, give SM), "s3L", "s2G+D" (with a take)."""
    if move.kind is MoveKind.TAKE:
        return "t" + _letter(move.good)
    if move.kind is MoveKind.CAMELS:
        return "m"
    if move.kind is MoveKind.EXCHANGE:
        return f"x{_counts_code(move.taken)}-{_counts_code(move.given)}"
    code = f"s{move.number}{_letter(move.good)}"
    if any(move.taken):
        code += "+" + _counts_code(move.taken)
    return code


def move_from_code(code: str) -> Move:
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
    move = Move.sell(Card(LETTERS.index(sale[-1])), int(sale[:-1]))
    if taken:
        move = move._replace(taken=counts_of([Card(LETTERS.index(c)) for c in taken]))
    return move


@lru_cache(maxsize=4096)  # a match repeats the same few hundred moves
def _history_code(entry: str) -> str:
    seat, _, notation = entry.partition(":")
    return seat + move_code(parse_move(notation))


@lru_cache(maxsize=4096)
def _history_entry(code: str) -> str:
    return f"{code[0]}:{move_from_code(code[1:])}"


def pack_position(p: dict[str, Any]) -> dict[str, Any]:
    return {
        "sd": p["seed"],
        "r": p["round"],
        "st": p["starter"],
        "tm": p["to_move"],
        "m": _cards(p["market"]),
        "d": _cards(p["deck"]),
        "x": _cards(p["discard"]),
        "h": [_cards(h) for h in p["hands"]],
        "hd": p["herds"],
        "k": [_cards(k) for k in p.get("known", [[], []])],
        "gt": [len(p["goods_tokens"][CARD_NAMES[g]]) for g in GOODS],
        "bt": [p["bonus_tokens"][str(s)] for s in BONUS_SIZES],
        "w": [[w["goods"], w["bonus"]] for w in p["won"]],
        "se": p["seals"],
        "ro": [p["round_over"], p["round_end"], p["match_over"], p["winner"]],
        "rs": p.get("results", []),
    }


def unpack_position(c: dict[str, Any]) -> dict[str, Any]:
    round_over, round_end, match_over, winner = c["ro"]
    return {
        "version": 1,
        "seed": c["sd"],
        "round": c["r"],
        "starter": c["st"],
        "to_move": c["tm"],
        "market": _names(c["m"]),
        "deck": _names(c["d"]),
        "discard": _names(c["x"]),
        "hands": [_names(h) for h in c["h"]],
        "herds": c["hd"],
        "known": [_names(k) for k in c["k"]],
        "goods_tokens": {
            CARD_NAMES[g]: list(GOODS_TOKENS[g][len(GOODS_TOKENS[g]) - n :]) if n else []
            for g, n in zip(GOODS, c["gt"], strict=True)
        },
        "bonus_tokens": {str(s): v for s, v in zip(BONUS_SIZES, c["bt"], strict=True)},
        "won": [{"goods": g, "bonus": b} for g, b in c["w"]],
        "seals": c["se"],
        "round_over": round_over,
        "round_end": round_end,
        "match_over": match_over,
        "winner": winner,
        "results": c["rs"],
    }


def encode(s: Session) -> bytes:
    body = {
        "s": SCHEMA,
        "id": s.game_id,
        "p": pack_position(s.position),
        "l": s.level,
        "hu": s.human,
        "o": s.owner,
        "lg": s.lang,
        "hi": [_history_code(e) for e in s.history],
        "ai": list(s.last_ai) if s.last_ai else None,
        "bu": s.builder.to_dict() if s.builder else None,
        "f": s.finished,
        "t": [int(s.created), int(s.updated)],
    }
    raw = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    return b"Z" + zlib.compress(raw, 1)  # level 1: nearly as small, several times faster


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
            history=[_history_entry(c) for c in body["hi"]],
            last_ai=tuple(body["ai"]) if body["ai"] else None,
            builder=MoveBuilder.from_dict(body["bu"]),
            finished=body["f"],
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
            "hi": [_history_code(e) for e in body.get("history", [])],
            # schema 1 kept (notation, reason): the camel count came later
            "ai": [*body["last_ai"], 0][:3] if body.get("last_ai") else None,
            "bu": None,
            "f": body.get("finished", False),
            "t": [body.get("created", 0.0), body.get("updated", 0.0)],
        }
    return body
