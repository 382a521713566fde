"""The lessons on strategy, for a learner who knows the rules: sell a good before
the opponent does, and look at what an exchange leaves in the market.
"""

from __future__ import annotations

from tutorbot.engine import Card, Exchange, Game, Move, Position, Sell, Take, build_position

from .lesson import build_lesson, sale_why
from .tasks import (
    CardList,
    Cards,
    Rupees,
    Text,
    exchange_of,
    text,
)


# ------------------------------------------- 8a. strategy: sell before them
def _race_position() -> Position:
    position = build_position(
        ["camel", "camel", "leather", "cloth", "gold"],
        (
            ["spice", "spice", "spice", "leather", "leather", "cloth", "silver"],
            ["spice", "spice", "spice", "spice", "diamond"],
        ),
        (1, 1),
    )
    position["known"] = [[], ["spice"] * 4]  # the learner saw them take 4 spice
    return position


def _race_missed(before: Game, _after: Game, move: Move) -> Text | None:
    pile = before.goods_tokens[Card.SPICE]
    if isinstance(move, Sell) and move.good is Card.SPICE:
        return text("lesson-race-missed-small")
    return text("lesson-race-missed", later=Rupees(sum(pile[4:7])))


RACE = build_lesson(
    "race",
    _race_position(),
    Move.sell(Card.SPICE, 3),
    sale_why("lesson-race-right"),
    _race_missed,
    ("lesson-race-missed-small", "lesson-race-missed"),
)


# ----------------------------- 8b. strategy: what an exchange leaves behind
def _leftovers_position() -> Position:
    position = build_position(
        ["diamond", "diamond", "leather", "silver", "camel"],
        (
            ["spice", "spice", "leather", "gold", "cloth"],
            ["spice", "spice", "spice", "cloth", "gold"],
        ),
        (2, 1),
    )
    position["known"] = [[], ["spice"] * 3]
    return position


def _diamonds_no_spice(_game: Game, move: Move) -> bool:
    return (
        isinstance(move, Exchange) and move.taken[Card.DIAMOND] == 2 and move.given[Card.SPICE] == 0
    )


def _leftovers_missed(_before: Game, _after: Game, move: Move) -> Text | None:
    if isinstance(move, Exchange) and move.given[Card.SPICE]:
        return text(
            "lesson-leftovers-missed-spice", spice=Cards(Card.SPICE, 3 + move.given[Card.SPICE])
        )
    if isinstance(move, Take) and move.good is Card.DIAMOND:
        return text("lesson-leftovers-missed-one")
    return None


LEFTOVERS = build_lesson(
    "leftovers",
    _leftovers_position(),
    Move.exchange([Card.DIAMOND, Card.DIAMOND], [Card.CAMEL, Card.CAMEL]),
    lambda _b, _a, move: text("lesson-leftovers-right", given=CardList(exchange_of(move).given)),
    _leftovers_missed,
    ("lesson-leftovers-missed-spice", "lesson-leftovers-missed-one"),
    right=_diamonds_no_spice,
)
