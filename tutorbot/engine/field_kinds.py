"""How each kind of position value is copied, written, read and packed.

A `Kind` turns one attribute of a game into its readable form (card names,
token values), reads it back with checks that name the place of a mistake,
and packs the readable form into the compact one the store keeps.
`fields.FIELDS` gives each attribute of a game its kind.
"""

from __future__ import annotations

from typing import Any

from .cards import (
    BONUS_SIZES,
    CARD_BY_NAME,
    CARD_LETTERS,
    CARD_NAMES,
    GOODS,
    GOODS_TOKENS,
    NUM_CARD_TYPES,
    Card,
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
    """The count vector of a list of card ids."""
    vec = [0] * NUM_CARD_TYPES
    for c in cards:
        vec[c] += 1
    return vec


def names(counted: list[int]) -> list[str]:
    """Card names, in card order, of a count vector (the readable form of a hand)."""
    return [CARD_NAMES[c] for c in range(NUM_CARD_TYPES) for _ in range(counted[c])]


def player(value: Any, where: str, allow_none: bool = False) -> int | None:
    """A seat read from a position, or `PositionError` naming the place."""
    if value is None and allow_none:
        return None
    if value not in (0, 1) or isinstance(value, bool):
        raise PositionError(f"{where} must be 0 or 1, not {value!r}")
    return int(value)


def pair(value: Any, where: str) -> list[Any]:
    """A per-player entry read from a position: a list of two, or `PositionError`."""
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
        """The value in its readable form, as the position dict holds it."""
        return value

    def read(self, raw: Any, where: str) -> Any:
        """The value of its readable form, checked; `PositionError` names `where`."""
        return raw

    def pack(self, readable: Any) -> Any:
        """The compact form the store keeps, from the readable one."""
        return readable

    def unpack(self, packed: Any) -> Any:
        """The readable form back from the compact one."""
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
    """Cards in order (the good of each goods token won), written as names.
    Read back as `Card`s, as a sale puts them there (a sale's good is one): the
    one judge digests an observation's text, where a `Card` prints otherwise
    than its int, so a position read back must print as the game played."""

    def write(self, value: list[int]) -> list[str]:
        return [CARD_NAMES[c] for c in value]

    def read(self, raw: Any, where: str) -> list[int]:
        return [Card(c) for c in card_list(raw, where)]


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
