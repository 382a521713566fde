"""Why a move was refused: a rule id, a reason and the numbers behind it.

The rule id says which rule of the catalogue was broken (the tutor explains
it); the `Reason` says which way it was broken, since one rule can be broken
in several ways (e.g. `take.single` by a card missing from the market).  The
details carry the numbers of the player's situation, typed, so nobody matches
strings or re-derives them from the position.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card


class Reason(StrEnum):
    """Each way the engine can refuse; one per refusal it makes."""

    SELL_AND_TAKE = "sell_and_take"  # turn.take_or_sell
    CAMELS_NOT_GOODS = "camels_not_goods"  # sell.one_type: camels can't be sold
    MORE_THAN_HELD = "more_than_held"  # sell.one_type: selling cards not held
    PRECIOUS_TOO_FEW = "precious_too_few"  # sell.precious_minimum
    ONE_CAMEL = "one_camel"  # take.camels_all: a single camel taken
    NO_CAMELS = "no_camels"  # take.camels_all: no camel in the market
    NOT_IN_MARKET = "not_in_market"  # take.single: cards the market lacks
    HAND_FULL = "hand_full"  # hand.limit_seven
    CAMELS_IN_EXCHANGE = "camels_in_exchange"  # take.goods_or_camels
    UNEVEN_EXCHANGE = "uneven_exchange"  # exchange.same_number: counts differ
    NOT_HELD = "not_held"  # exchange.same_number: giving cards not held
    EXCHANGE_TOO_SMALL = "exchange_too_small"  # exchange.minimum_two
    SAME_GOOD_BOTH_WAYS = "same_good_both_ways"  # exchange.same_type
    ROUND_OVER = "round_over"  # round.end_*: no move after the end
    ROUND_NOT_OVER = "round_not_over"  # match.next_round asked too early
    MATCH_OVER = "match_over"  # match.two_seals


@dataclass(frozen=True, slots=True)
class RefusalDetails:
    """The numbers of one refusal; a field is None/empty when it doesn't apply.

    `good`: the good sold or taken; `held`/`asked`: cards held and asked for;
    `hand`/`hand_after`: hand size now and after the move; `camels`: camels
    given in the exchange; `market_camels`: camels in the market; `taken` and
    `given`: cards counted in an exchange; `cards`: the cards that are missing
    (or taken and given at once); `winner`: the match's winner.
    """

    good: Card | None = None
    held: int | None = None
    asked: int | None = None
    hand: int | None = None
    hand_after: int | None = None
    camels: int | None = None
    market_camels: int | None = None
    taken: int | None = None
    given: int | None = None
    cards: tuple[Card, ...] = ()
    winner: int | None = None


NO_DETAILS = RefusalDetails()


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refused move: which rule (`tutorbot.engine.rules` id), how, and the numbers."""

    rule: str
    reason: Reason
    details: RefusalDetails = NO_DETAILS

    def __str__(self) -> str:
        shown = [
            f"{name}={value}"
            for name in RefusalDetails.__slots__
            if (value := getattr(self.details, name)) not in (None, ())
        ]
        extra = ", ".join([self.reason.value, *shown])
        return f"{self.rule} ({extra})"
