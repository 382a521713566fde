"""The fields of a position, described once.

`FIELDS` lists every attribute of a `Game` with its kind; the kind knows how
to copy the value, write it in the readable position dict (`Game.to_dict`),
read it back with checks (`Game.from_dict`) and pack the readable form into
the compact one the store keeps.  Adding a field to the game means adding one
line here (and its rule checks in `position._validate`, if any).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .cards import (
    BONUS_SIZES,
    CARD_BY_NAME,
    CARD_LETTERS,
    CARD_NAMES,
    GOODS,
    GOODS_TOKENS,
    NUM_CARD_TYPES,
)
from .errors import PositionError
from .scoring import RoundEnd, RoundResult, ScoredRound

_NAME_OF = dict(zip(CARD_LETTERS, CARD_NAMES, strict=True))
_LETTER_OF = dict(zip(CARD_NAMES, CARD_LETTERS, strict=True))


def card_list(value: Any, where: str) -> list[int]:
    """Card ids from a list of card names, or `PositionError` naming the place."""
    if not isinstance(value, list):
        raise PositionError(f"{where} must be a list of card names")
    cards = []
    for name in value:
        if not isinstance(name, str) or name.lower() not in CARD_BY_NAME:
            raise PositionError(f"{where}: unknown card {name!r}")
        cards.append(int(CARD_BY_NAME[name.lower()]))
    return cards


def counts(cards: list[int]) -> list[int]:
    vec = [0] * NUM_CARD_TYPES
    for c in cards:
        vec[c] += 1
    return vec


def names(counted: list[int]) -> list[str]:
    return [CARD_NAMES[c] for c in range(NUM_CARD_TYPES) for _ in range(counted[c])]


def player(value: Any, where: str, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if value not in (0, 1) or isinstance(value, bool):
        raise PositionError(f"{where} must be 0 or 1, not {value!r}")
    return int(value)


def pair(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise PositionError(f"{where} must be a list of two entries")
    return value


def _letters(cards: list[str]) -> str:
    return "".join(_LETTER_OF[n] for n in cards)


def _unletter(letters: str) -> list[str]:
    return [_NAME_OF[ch] for ch in letters]


class Kind:
    """How one kind of value is copied, written, read and packed (identity here)."""

    def copy(self, value: str) -> str:
        """An expression copying the value named `value` (compiled into `copy_fields`)."""
        return value

    def write(self, value: Any) -> Any:
        return value

    def read(self, raw: Any, where: str) -> Any:
        return raw

    def pack(self, readable: Any) -> Any:
        return readable

    def unpack(self, packed: Any) -> Any:
        return packed


class Int(Kind):
    def read(self, raw: Any, where: str) -> int:
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise PositionError(f"{where} must be a whole number, not {raw!r}")
        return raw


class Flag(Kind):
    def read(self, raw: Any, where: str) -> bool:
        return bool(raw)


class Seat(Kind):
    def __init__(self, allow_none: bool = False) -> None:
        self.allow_none = allow_none

    def read(self, raw: Any, where: str) -> int | None:
        return player(raw, where, self.allow_none)


class Counted(Kind):
    """A count vector, written as card names in card order."""

    def copy(self, value: str) -> str:
        return f"{value}[:]"

    def write(self, value: list[int]) -> list[str]:
        return names(value)

    def read(self, raw: Any, where: str) -> list[int]:
        return counts(card_list(raw, where))

    def pack(self, readable: list[str]) -> str:
        return _letters(readable)

    def unpack(self, packed: str) -> list[str]:
        return _unletter(packed)


class Stack(Counted):
    """Cards in order, top at the end of the list, written top first."""

    def write(self, value: list[int]) -> list[str]:
        return [CARD_NAMES[c] for c in reversed(value)]

    def read(self, raw: Any, where: str) -> list[int]:
        return list(reversed(card_list(raw, where)))


class Goods(Counted):
    """Card ids in order (the good of each goods token won), written as names."""

    def write(self, value: list[int]) -> list[str]:
        return [CARD_NAMES[c] for c in value]

    def read(self, raw: Any, where: str) -> list[int]:
        return card_list(raw, where)


class Values(Kind):
    """Token values in order."""

    def copy(self, value: str) -> str:
        return f"{value}[:]"

    def write(self, value: list[int]) -> list[int]:
        return list(value)

    def read(self, raw: Any, where: str) -> list[int]:
        if not isinstance(raw, list):
            raise PositionError(f"{where} must be a list of token values")
        return [Int().read(v, where) for v in raw]


class Pair(Kind):
    """One value per player."""

    def __init__(self, kind: Kind) -> None:
        self.kind = kind

    def copy(self, value: str) -> str:
        if self.kind.copy("v") == "v":
            return f"{value}[:]"
        return f"[{self.kind.copy(value + '[0]')}, {self.kind.copy(value + '[1]')}]"

    def write(self, value: list[Any]) -> list[Any]:
        return [self.kind.write(v) for v in value]

    def read(self, raw: Any, where: str) -> list[Any]:
        return [self.kind.read(v, f"{where}[{p}]") for p, v in enumerate(pair(raw, where))]

    def pack(self, readable: list[Any]) -> list[Any]:
        return [self.kind.pack(v) for v in readable]

    def unpack(self, packed: list[Any]) -> list[Any]:
        return [self.kind.unpack(v) for v in packed]


class GoodsPiles(Kind):
    """The six goods token piles, top first; packed as their lengths, since a
    pile is always the bottom of the full one (checked when read)."""

    def copy(self, value: str) -> str:
        return f"[pile[:] for pile in {value}]"

    def write(self, value: list[list[int]]) -> dict[str, list[int]]:
        return {CARD_NAMES[c]: list(value[c]) for c in GOODS}

    def read(self, raw: Any, where: str) -> list[list[int]]:
        if not isinstance(raw, dict):
            raise PositionError(f"{where} must map each good to its pile")
        piles = []
        for c in GOODS:
            pile = raw.get(CARD_NAMES[c])
            if not isinstance(pile, list):
                raise PositionError(f"{where} needs a list for {CARD_NAMES[c]}")
            piles.append(Values().read(pile, f"{where}[{CARD_NAMES[c]}]"))
        return piles

    def pack(self, readable: dict[str, list[int]]) -> list[int]:
        return [len(readable[CARD_NAMES[g]]) for g in GOODS]

    def unpack(self, packed: list[int]) -> dict[str, list[int]]:
        full = {g: GOODS_TOKENS[g] for g in GOODS}
        return {
            CARD_NAMES[g]: list(full[g][len(full[g]) - n :]) if n else []
            for g, n in zip(GOODS, packed, strict=True)
        }


class BonusPiles(Kind):
    """The bonus piles by sale size, values top first."""

    def copy(self, value: str) -> str:
        return f"{{k: pile[:] for k, pile in {value}.items()}}"

    def write(self, value: dict[int, list[int]]) -> dict[str, list[int]]:
        return {str(s): list(value[s]) for s in BONUS_SIZES}

    def read(self, raw: Any, where: str) -> dict[int, list[int]]:
        if not isinstance(raw, dict):
            sizes = ", ".join(map(str, BONUS_SIZES))
            raise PositionError(f"{where} must map {sizes} to their piles")
        return {s: Values().read(raw[str(s)], f"{where}[{s}]") for s in BONUS_SIZES}

    def pack(self, readable: dict[str, list[int]]) -> list[list[int]]:
        return [readable[str(s)] for s in BONUS_SIZES]

    def unpack(self, packed: list[list[int]]) -> dict[str, list[int]]:
        return {str(s): v for s, v in zip(BONUS_SIZES, packed, strict=True)}


class Ending(Kind):
    def write(self, value: RoundEnd | None) -> str | None:
        return value.value if value else None

    def read(self, raw: Any, where: str) -> RoundEnd | None:
        if raw is None:
            return None
        try:
            return RoundEnd(raw)
        except ValueError:
            raise PositionError(f"{where} must be 'tokens', 'deck' or null, not {raw!r}") from None


class Results(Kind):
    def copy(self, value: str) -> str:
        return f"{value}[:]"  # results are frozen

    def write(self, value: list[RoundResult]) -> list[ScoredRound]:
        return [r.to_dict() for r in value]

    def read(self, raw: Any, where: str) -> list[RoundResult]:
        try:
            return [RoundResult.from_dict(r) for r in raw]
        except (KeyError, TypeError, ValueError) as exc:
            raise PositionError(f"{where}: not a scored round ({exc})") from None


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
