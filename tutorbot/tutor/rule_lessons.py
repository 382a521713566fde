"""The lessons on the rules, one idea each: the market, camels, an exchange,
selling, precious goods, bonus tokens, and how a round ends and who takes its Seal.
"""

from __future__ import annotations

from tutorbot.engine import Card, Exchange, Game, Move, Sell, Take, build_position
from tutorbot.engine.cards import BONUS_TOKENS, bonus_pile_for

from .lesson import build_lesson, sale_why
from .tasks import (
    LEARNER,
    CardList,
    Cards,
    Rupees,
    Text,
    exchange_of,
    gain,
    hand_size,
    text,
)


# ----------------------------------------------- 1. the market, one good
def _market_why(before: Game, after: Game, _move: Move) -> Text:
    """The diamond's worth, the full hand, and, when the deck put another
    diamond in its place, why the market reads as before (else the learner
    sees no change but the deck's count)."""
    refill = "same" if after.market == before.market else "other"
    return text("lesson-market-right", hand=hand_size(after), refill=refill)


def _market_missed(before: Game, _after: Game, move: Move) -> Text | None:
    if isinstance(move, Take):
        return text("lesson-market-missed", top=Rupees(before.goods_tokens[Card.DIAMOND][0]))
    return None


MARKET = build_lesson(
    "market",
    build_position(
        ["diamond", "leather", "spice", "camel", "camel"],
        (["cloth", "cloth", "leather", "spice", "silver", "gold"], ["gold", "silver", "cloth"]),
        (1, 1),
    ),
    Move.take(Card.DIAMOND),
    _market_why,
    _market_missed,
    ("lesson-market-missed",),
    intro_lines=3,
)


# ------------------------------------------------------------ 2. camels
def _camels_why(before: Game, after: Game, _move: Move) -> Text:
    taken = after.herds[LEARNER] - before.herds[LEARNER]
    return text(
        "lesson-camels-right",
        camels=Cards(Card.CAMEL, taken),
        herd=after.herds[LEARNER],
        hand=hand_size(after),
    )


CAMELS = build_lesson(
    "camels",
    build_position(
        ["camel", "camel", "camel", "spice", "leather"],
        (
            ["cloth", "cloth", "leather", "leather", "spice", "silver", "gold"],
            ["gold", "diamond", "cloth", "spice"],
        ),
        (1, 2),
        # the refill a player would meet, not the deck's 💎💎💎 (its card order)
        deck_top=["camel", "leather", "cloth"],
    ),
    Move.camels(),
    _camels_why,
    lambda _b, _a, _m: None,
    (),
)


# ---------------------------------------------------------- 3. exchange
def _takes_both_gold(_game: Game, move: Move) -> bool:
    return isinstance(move, Exchange) and move.taken[Card.GOLD] == 2


def _exchange_why(_before: Game, _after: Game, move: Move) -> Text:
    exchange = exchange_of(move)
    return text(
        "lesson-exchange-right",
        taken=CardList(exchange.taken),
        given=CardList(exchange.given),
        camels=exchange.given[Card.CAMEL],
    )


def _exchange_missed(_before: Game, _after: Game, move: Move) -> Text | None:
    if isinstance(move, Take) and move.good is Card.GOLD:
        return text("lesson-exchange-missed-one")
    if isinstance(move, Exchange):
        return text("lesson-exchange-missed-other", taken=CardList(move.taken))
    return None


EXCHANGE = build_lesson(
    "exchange",
    build_position(
        ["gold", "gold", "leather", "cloth", "camel"],
        (["leather", "spice", "silver", "cloth"], ["diamond", "silver", "spice"]),
        (3, 1),
    ),
    Move.exchange([Card.GOLD, Card.GOLD], [Card.CAMEL, Card.CAMEL]),
    _exchange_why,
    _exchange_missed,
    ("lesson-exchange-missed-one", "lesson-exchange-missed-other"),
    intro_lines=3,
    right=_takes_both_gold,
)


# ------------------------------------------------------------ 4. selling
def _selling_missed(before: Game, after: Game, move: Move) -> Text | None:
    if not isinstance(move, Sell):
        return None
    best = sum(before.goods_tokens[Card.CLOTH][:2])
    return text("lesson-selling-missed", total=Rupees(gain(before, after).total), best=Rupees(best))


SELLING = build_lesson(
    "selling",
    build_position(
        ["camel", "camel", "diamond", "gold", "spice"],
        (["cloth", "cloth", "leather", "leather", "spice", "silver"], ["gold", "diamond"]),
        (0, 1),
    ),
    Move.sell(Card.CLOTH, 2),
    sale_why("lesson-selling-right"),
    _selling_missed,
    ("lesson-selling-missed",),
)


# ---------------------------------------------------- 5. precious goods
def _precious_missed(_before: Game, _after: Game, move: Move) -> Text | None:
    return text("lesson-precious-missed") if isinstance(move, Sell) else None


PRECIOUS_LESSON = build_lesson(
    "precious",
    build_position(
        ["camel", "leather", "leather", "cloth", "spice"],
        (["diamond", "gold", "gold", "leather", "spice"], ["silver", "silver", "cloth"]),
        (2, 0),
    ),
    Move.sell(Card.GOLD, 2),
    sale_why("lesson-precious-right"),
    _precious_missed,
    ("lesson-precious-missed",),
)


# ------------------------------------------------------- 6. bonus tokens
def _bonus_why(before: Game, after: Game, move: Move) -> Text:
    got = gain(before, after)
    return text(
        "lesson-bonus-right",
        goods=Rupees(got.goods_total),
        bonus=Rupees(sum(got.bonus)),
        total=Rupees(got.total),
    )


def _bonus_missed(before: Game, after: Game, move: Move) -> Text | None:
    """What a smaller leather sale would miss, told as a try, not a receipt:
    nothing is sold in a lesson until the right move."""
    if not isinstance(move, Sell) or move.good is not Card.LEATHER:
        return None
    cards = Cards(Card.LEATHER, move.number)
    size = bonus_pile_for(move.number)
    if size is None:
        return text("lesson-bonus-missed-none", cards=cards)
    pile = BONUS_TOKENS[size]
    return text("lesson-bonus-missed-small", cards=cards, low=min(pile), high=max(pile))


BONUS = build_lesson(
    "bonus",
    build_position(
        ["camel", "camel", "gold", "silver", "diamond"],
        (["leather"] * 5 + ["spice", "cloth"], ["gold", "silver", "diamond"]),
        (0, 2),
        bonus_tokens={"3": [2, 3, 1, 2, 3, 1, 2], "4": [5, 6, 4, 6, 5, 4], "5": [9, 8, 10, 8, 10]},
    ),
    Move.sell(Card.LEATHER, 5),
    _bonus_why,
    _bonus_missed,
    ("lesson-bonus-missed-none", "lesson-bonus-missed-small"),
    intro_lines=3,
)


# ----------------------------------- 7. the end of a round, camel token, Seal
def _ends_and_wins(game: Game, move: Move) -> bool:
    after = game.copy()
    after.play(move)
    result = after.last_result
    return after.round_over and result is not None and result.seal == LEARNER


def _round_end_why(_before: Game, after: Game, _move: Move) -> Text:
    """What the round's account (shown beside it: the round's end, the items,
    the Seal) leaves unsaid: the herds that gave the camel token, and how the
    token and the bonus tokens decided; the end itself is announced once, there."""
    me, them = LEARNER, 1 - LEARNER
    return text("lesson-round-end-right", herd=after.herds[me], their_herd=after.herds[them])


ROUND_END = build_lesson(
    "round-end",
    build_position(
        ["camel", "camel", "leather", "cloth", "silver"],
        (["spice", "spice", "leather", "leather", "cloth"], ["silver", "leather", "cloth"]),
        (4, 2),
        discard=["diamond"] * 5 + ["gold"] * 5 + ["spice"] * 6,
        goods_tokens={
            "diamond": [],
            "gold": [],
            "silver": [5, 5, 5, 5, 5],
            "cloth": [5, 3, 3, 2, 2, 1, 1],
            "spice": [1],
            "leather": [4, 3, 2, 1, 1, 1, 1, 1, 1],
        },
        bonus_tokens={"3": [2, 2, 1, 1], "4": [6, 6, 5, 5, 4, 4], "5": [10, 10, 9, 8, 8]},
        # Level once the spice is sold and the camel token counted (43 each):
        # the learner's 2 bonus tokens against 1 decide the Seal.
        won=[
            {"goods": [7, 7, 6, 6, 3, 2, 1], "bonus": [3, 2]},
            {"goods": [5, 5, 5, 5, 5, 5, 5, 3, 2], "bonus": [3]},
        ],
    ),
    Move.sell(Card.SPICE, 2),
    _round_end_why,
    lambda _b, _a, _m: text("lesson-round-end-missed"),
    ("lesson-round-end-missed",),
    intro_lines=3,
    right=_ends_and_wins,
)
