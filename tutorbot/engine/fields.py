"""The fields of a position, described once.

`FIELDS` lists every attribute of a `Game` with its kind; the kind knows how
to copy the value, write it in the readable position dict (`Game.to_dict`),
read it back with checks (`Game.from_dict`) and pack the readable form into
the compact one the store keeps (the kinds are in `field_kinds`).  Adding a
field to the game means adding one line here, one in `GameFields` (and its rule
checks in `position._validate`, if any).

`GameFields` names those attributes as a type, so the modules that read or fill
a game's fields (`observation`, `position`) need not import `Game`, which
imports them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .cards import NUM_CARD_TYPES
from .errors import PositionError
from .field_kinds import (
    BonusPiles,
    Counted,
    Ending,
    Flag,
    Goods,
    GoodsPiles,
    Int,
    Kind,
    Pair,
    Results,
    Seat,
    Stack,
    Values,
    pair,
)
from .scoring import RoundEnd, RoundResult


class GameFields(Protocol):
    """The attributes of a match's state (`Game` has them), one per `FIELDS` entry."""

    seed: int
    round: int
    to_move: int
    starter: int
    market: list[int]
    deck: list[int]
    discard: list[int]
    hands: list[list[int]]
    herds: list[int]
    known: list[list[int]]
    goods_tokens: list[list[int]]
    bonus_tokens: dict[int, list[int]]
    goods_won: list[list[int]]
    goods_from: list[list[int]]
    bonus_won: list[list[int]]
    seals: list[int]
    round_over: bool
    round_end: RoundEnd | None
    match_over: bool
    winner: int | None
    results: list[RoundResult]


@dataclass(frozen=True, slots=True)
class Field:
    """One attribute of `Game`.

    `key` is its place in the readable dict; a `sub` key puts a per-player
    value inside ``d[key][player][sub]`` (the ``won`` entries).  `short` is its
    key in the compact form.  `default`, when given, makes the key optional:
    it computes the value from the fields read before it.
    """

    name: str
    kind: Kind
    key: str
    short: str
    sub: str | None = None
    default: Callable[[Any], Any] | None = None


def _zeros(_: Any) -> list[list[int]]:
    return [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]


#: Every field of a position, in the readable dict's order.
FIELDS: tuple[Field, ...] = (
    Field("seed", Int(), "seed", "sd", default=lambda g: 0),
    Field("round", Int(), "round", "r"),
    Field("to_move", Seat(), "to_move", "tm"),
    Field("starter", Seat(), "starter", "st", default=lambda g: g.to_move),
    Field("market", Counted(), "market", "m"),
    Field("deck", Stack(), "deck", "d"),
    Field("discard", Stack(), "discard", "x"),
    Field("hands", Pair(Counted()), "hands", "h"),
    Field("herds", Pair(Int()), "herds", "hd"),
    Field("known", Pair(Counted()), "known", "k", default=_zeros),
    Field("goods_tokens", GoodsPiles(), "goods_tokens", "gt"),
    Field("bonus_tokens", BonusPiles(), "bonus_tokens", "bt"),
    Field("goods_won", Pair(Values()), "won", "wg", sub="goods"),
    Field("goods_from", Pair(Goods()), "won", "wf", sub="from", default=lambda g: None),
    Field("bonus_won", Pair(Values()), "won", "wb", sub="bonus"),
    Field("seals", Pair(Int()), "seals", "se"),
    Field("round_over", Flag(), "round_over", "ro"),
    Field("round_end", Ending(), "round_end", "re", default=lambda g: None),
    Field("match_over", Flag(), "match_over", "mo"),
    Field("winner", Seat(allow_none=True), "winner", "w"),
    Field("results", Results(), "results", "rs", default=lambda g: []),
)
FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in FIELDS)


def _compile_copier() -> Callable[[Any, Any], Any]:
    """`copy_fields`, written out from `FIELDS` once (as `dataclasses` writes
    `__init__`): search copies games constantly, and a loop over the fields
    costs twice as much as the straight assignments."""
    lines = ["def copy_fields(s, t):"]
    lines += [f"    t.{f.name} = {f.kind.copy('s.' + f.name)}" for f in FIELDS]
    lines.append("    return t")
    scope: dict[str, Any] = {}
    exec("\n".join(lines), scope)
    copier: Callable[[Any, Any], Any] = scope["copy_fields"]
    copier.__doc__ = "Copy every field of `s` onto `t`, deep enough to be independent."
    return copier


copy_fields = _compile_copier()


def write_fields(g: Any) -> dict[str, Any]:
    """Every field in its readable form (the position dict without its version)."""
    d: dict[str, Any] = {}
    for f in FIELDS:
        value = f.kind.write(getattr(g, f.name))
        if f.sub is None:
            d[f.key] = value
        else:
            sides = d.setdefault(f.key, [{}, {}])
            for p in (0, 1):
                sides[p][f.sub] = value[p]
    return d


def _raw(d: Mapping[str, Any], f: Field) -> Any:
    """The readable value of `f` in `d`, or `_MISSING`."""
    if f.sub is None:
        return d.get(f.key, _MISSING)
    sides = pair(d.get(f.key), f.key)
    if not all(isinstance(side, dict) for side in sides):
        raise PositionError(f"{f.key} must hold one dict per player")
    if not all(f.sub in side for side in sides):
        return _MISSING
    return [side[f.sub] for side in sides]


_MISSING = object()


def read_fields(d: Mapping[str, Any], g: Any) -> Any:
    """Set every field of `g` from the readable dict `d`, checking each value's form."""
    for f in FIELDS:
        raw = _raw(d, f)
        if raw is _MISSING or (raw is None and f.default is not None):
            if f.default is None:
                raise PositionError(f"missing key {f.key}" + (f".{f.sub}" if f.sub else ""))
            setattr(g, f.name, f.default(g))
        else:
            setattr(g, f.name, f.kind.read(raw, f.key))
    return g


def pack_fields(d: Mapping[str, Any]) -> dict[str, Any]:
    """The compact form of a readable dict (an absent optional field stays absent)."""
    packed: dict[str, Any] = {}
    for f in FIELDS:
        raw = _raw(d, f)
        if raw is not _MISSING:
            packed[f.short] = raw if raw is None else f.kind.pack(raw)
    return packed


def unpack_fields(c: dict[str, Any]) -> dict[str, Any]:
    """The readable dict of a compact form (without its version)."""
    d: dict[str, Any] = {}
    for f in FIELDS:
        if f.short not in c:
            continue
        packed = c[f.short]
        value: Any = packed if packed is None else f.kind.unpack(packed)
        if f.sub is None:
            d[f.key] = value
        elif value is not None:
            sides = d.setdefault(f.key, [{}, {}])
            for p in (0, 1):
                sides[p][f.sub] = value[p]
    return d
