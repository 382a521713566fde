"""Moves as small immutable values.

A move says what the player wants, independent of any position, so it can be
parsed, stored, compared and checked against a game later (like a chess move).
Counts are kept as 7-tuples indexed by `Card`, which makes equality, hashing
and multiset arithmetic trivial and keeps exchanges free of duplicates.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import NamedTuple

from .cards import NUM_CARD_TYPES, Card

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
        return cards  # a tuple of plain ints is already a count vector
    items = tuple(cards)
    vec = [0] * NUM_CARD_TYPES
    for card in items:
        vec[card] += 1
    return tuple(vec)


def cards_of(counts: Counts) -> list[Card]:
    """The cards of a count vector, in canonical order."""
    return [Card(i) for i, n in enumerate(counts) for _ in range(n)]


class Move(NamedTuple):
    """One turn's action.

    - TAKE: `good` is the card taken from the market.
    - CAMELS: take every camel of the market.
    - EXCHANGE: `taken` from the market, `given` back from hand and herd.
    - SELL: `number` cards of `good`. A sale may also carry `taken` cards, which
      is never legal (a turn is take or sell) but lets the engine name that rule
      when a player types both.
    """

    kind: MoveKind
    good: Card | None = None
    number: int = 0
    taken: Counts = NO_CARDS
    given: Counts = NO_CARDS

    @classmethod
    def take(cls, good: Card) -> Move:
        return cls(MoveKind.TAKE, Card(good), 1)

    @classmethod
    def camels(cls) -> Move:
        return cls(MoveKind.CAMELS)

    @classmethod
    def exchange(
        cls, taken: Iterable[Card | int] | Counts, given: Iterable[Card | int] | Counts
    ) -> Move:
        return cls(MoveKind.EXCHANGE, taken=counts_of(taken), given=counts_of(given))

    @classmethod
    def sell(cls, good: Card, number: int) -> Move:
        return cls(MoveKind.SELL, Card(good), number)

    def __str__(self) -> str:
        from .notation import format_move

        return format_move(self)
