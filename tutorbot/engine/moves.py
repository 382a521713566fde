"""Moves as small immutable values, one class per kind of move.

A move says what the player wants, independent of any position, so it can be
parsed, stored, compared and checked against a game later (like a chess move).
Each kind is its own frozen class, so a sale's good is never optional and code
narrows with ``isinstance(move, Sell)`` (or ``match``) before reading fields.
Counts are kept as 7-tuples indexed by `Card`, which makes equality, hashing
and multiset arithmetic trivial and keeps exchanges free of duplicates.

The canonical text of a move lives here (``str(move)``) so that notation can
import moves without moves importing notation.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from .cards import CARD_NAMES, NUM_CARD_TYPES, Card

Counts = tuple[int, ...]
NO_CARDS: Counts = (0,) * NUM_CARD_TYPES


class MoveKind(StrEnum):
    """The four things a player can do on a turn."""

    TAKE = "take"
    CAMELS = "camels"
    EXCHANGE = "exchange"
    SELL = "sell"


def counts_of(cards: Iterable[Card | int] | Counts) -> Counts:
    """A count vector from cards; a 7-tuple of plain ints is taken as counts already."""
    is_counts = isinstance(cards, tuple) and len(cards) == NUM_CARD_TYPES
    if is_counts and all(type(x) is int for x in cards):
        return cards  # type: ignore[return-value]  # a tuple of plain ints is a count vector
    vec = [0] * NUM_CARD_TYPES
    for card in cards:
        vec[card] += 1
    return tuple(vec)


def cards_of(counts: Counts) -> list[Card]:
    """The cards of a count vector, in canonical order."""
    return [Card(i) for i, n in enumerate(counts) for _ in range(n)]


def _names(counts: Counts) -> str:
    return " ".join(CARD_NAMES[c] for c in cards_of(counts))


class Move:
    """One turn's action: the base of `Take`, `TakeCamels`, `Exchange`, `Sell`.

    The factories build the subclasses; `kind` names the subclass for code that
    switches on a value (stored codes, texts) rather than on a type.
    """

    __slots__ = ()
    kind: ClassVar[MoveKind]

    @staticmethod
    def take(good: Card | int) -> Take:
        """Take one card of `good` from the market."""
        return Take(Card(good))

    @staticmethod
    def camels() -> TakeCamels:
        """Take every camel in the market."""
        return CAMELS

    @staticmethod
    def exchange(
        taken: Iterable[Card | int] | Counts, given: Iterable[Card | int] | Counts
    ) -> Exchange:
        """Take the cards `taken` from the market for the cards (and camels) `given`."""
        return Exchange(counts_of(taken), counts_of(given))

    @staticmethod
    def sell(good: Card | int, number: int) -> Sell:
        """Sell `number` cards of `good` from the hand."""
        return Sell(Card(good), number)

    def __str__(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Take(Move):
    """Take one good from the market."""

    kind: ClassVar[MoveKind] = MoveKind.TAKE
    good: Card

    def __str__(self) -> str:
        return f"take {CARD_NAMES[self.good]}"


@dataclass(frozen=True, slots=True)
class TakeCamels(Move):
    """Take every camel of the market."""

    kind: ClassVar[MoveKind] = MoveKind.CAMELS

    def __str__(self) -> str:
        return "camels"


@dataclass(frozen=True, slots=True)
class Exchange(Move):
    """`taken` from the market, `given` back from hand and herd (count vectors)."""

    kind: ClassVar[MoveKind] = MoveKind.EXCHANGE
    taken: Counts
    given: Counts

    def __str__(self) -> str:
        return f"exchange {_names(self.taken)} for {_names(self.given)}"


@dataclass(frozen=True, slots=True)
class Sell(Move):
    """`number` cards of `good`.  A sale may also carry `taken` cards, which is
    never legal (a turn is take or sell) but lets the engine name that rule
    when a player types both."""

    kind: ClassVar[MoveKind] = MoveKind.SELL
    good: Card
    number: int
    taken: Counts = NO_CARDS

    def __str__(self) -> str:
        text = f"sell {self.number} {CARD_NAMES[self.good]}"
        if self.taken != NO_CARDS:
            text += f" and take {_names(self.taken)}"
        return text


_new = object.__new__
_set_taken = Exchange.__dict__["taken"].__set__
_set_given = Exchange.__dict__["given"].__set__


def exchange_of(taken: Counts, given: Counts) -> Exchange:
    """`Exchange(taken, given)` for two count vectors, built through the slots
    directly: listing every legal move builds thousands of exchanges, and this
    skips the frozen dataclass's slower `__init__` (same value, same class)."""
    move: Exchange = _new(Exchange)
    _set_taken(move, taken)
    _set_given(move, given)
    return move


#: The one camel move (it has no fields, so one value serves every game).
CAMELS = TakeCamels()
