"""The lesson catalogue: one idea of Jaipur each, on a hand-built position.

A lesson is two or three short lines of explanation, a real position and a
task the learner solves with a move; `judge` says whether the move was right
(with why, in the learner's numbers), legal but wrong (what it missed; try
again) or illegal (the engine's refusal, which the tutor explains as usual).
The order is the order of issue 11, from the market to two pieces of strategy.
The learner is always player 0 and always to move.

Texts: ``lesson-<id>-title``, ``lesson-<id>-intro-<n>``, ``lesson-<id>-task``,
``lesson-<id>-right`` and the ``lesson-<id>-missed...`` variants, in every
locale; `message_ids` lists every one a lesson can show.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tutorbot.engine import Card, Exchange, Game, Move, Position, Sell, Take, build_position

from .tasks import (
    LEARNER,
    CardList,
    Cards,
    Explain,
    Predicate,
    Rupees,
    Task,
    Text,
    Verdict,
    exactly,
    exchange_of,
    gain,
    hand_size,
    sale_of,
    text,
)

#: Said for a legal move that has nothing to do with the lesson's idea.
OFF_TASK = "lesson-missed-off-task"


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: texts by message id, a position dict and the task on it."""

    id: str
    intro_lines: int
    position: Position
    task: Task
    missed_ids: tuple[str, ...]

    @property
    def title(self) -> str:
        return f"lesson-{self.id}-title"

    @property
    def intro(self) -> tuple[str, ...]:
        return tuple(f"lesson-{self.id}-intro-{n}" for n in range(1, self.intro_lines + 1))

    def game(self) -> Game:
        """A fresh game on the lesson's position (each try starts from it)."""
        return Game.from_dict(self.position)

    def message_ids(self) -> tuple[str, ...]:
        """Every message this lesson can show (for completeness checks)."""
        return (self.title, *self.intro, self.task.prompt.id, f"lesson-{self.id}-right") + (
            self.missed_ids
        )


def judge(lesson: Lesson, move: Move) -> Verdict:
    """The verdict on the learner's `move` in `lesson`'s position."""
    return lesson.task.judge(lesson.game(), move)


def lesson_by_id(lesson_id: str) -> Lesson:
    """The lesson called `lesson_id`; KeyError if there is none."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)


def next_lesson(done: set[str] | frozenset[str]) -> Lesson | None:
    """The first lesson not yet passed, in the catalogue's order."""
    return next((lesson for lesson in LESSONS if lesson.id not in done), None)


# ---------------------------------------------------------------- helpers
def _missed(by_kind: Callable[[Game, Game, Move], Text | None]) -> Explain:
    """`by_kind`'s text where it has one, else the generic off-task line."""

    def explain(before: Game, after: Game, move: Move) -> Text:
        return by_kind(before, after, move) or text(OFF_TASK)

    return explain


def _lesson(
    lesson_id: str,
    position: Position,
    example: Move,
    why: Explain,
    missed: Callable[[Game, Game, Move], Text | None],
    missed_ids: tuple[str, ...],
    intro_lines: int = 2,
    right: Predicate | None = None,
) -> Lesson:
    """A lesson whose task is right for `right`, by default for `example` alone."""
    right = right or exactly(example)
    task = Task(text(f"lesson-{lesson_id}-task"), example, right, why, _missed(missed))
    return Lesson(lesson_id, intro_lines, position, task, (*missed_ids, OFF_TASK))


# ----------------------------------------------- 1. the market, one good
def _market_why(_before: Game, after: Game, _move: Move) -> Text:
    return text("lesson-market-right", hand=hand_size(after))


def _market_missed(before: Game, _after: Game, move: Move) -> Text | None:
    if isinstance(move, Take):
        return text("lesson-market-missed", top=Rupees(before.goods_tokens[Card.DIAMOND][0]))
    return None


MARKET = _lesson(
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


CAMELS = _lesson(
    "camels",
    build_position(
        ["camel", "camel", "camel", "spice", "leather"],
        (
            ["cloth", "cloth", "leather", "leather", "spice", "silver", "gold"],
            ["gold", "diamond", "cloth", "spice"],
        ),
        (1, 2),
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


EXCHANGE = _lesson(
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
def _sale_why(msg_id: str) -> Explain:
    def why(before: Game, after: Game, move: Move) -> Text:
        got, sale = gain(before, after), sale_of(move)
        return text(
            msg_id,
            cards=Cards(sale.good, sale.number),
            tokens=got.tokens,
            total=Rupees(got.total),
        )

    return why


def _selling_missed(before: Game, after: Game, move: Move) -> Text | None:
    if not isinstance(move, Sell):
        return None
    best = sum(before.goods_tokens[Card.CLOTH][:2])
    return text("lesson-selling-missed", total=Rupees(gain(before, after).total), best=Rupees(best))


SELLING = _lesson(
    "selling",
    build_position(
        ["camel", "camel", "diamond", "gold", "spice"],
        (["cloth", "cloth", "leather", "leather", "spice", "silver"], ["gold", "diamond"]),
        (0, 1),
    ),
    Move.sell(Card.CLOTH, 2),
    _sale_why("lesson-selling-right"),
    _selling_missed,
    ("lesson-selling-missed",),
)


# ---------------------------------------------------- 5. precious goods
def _precious_missed(_before: Game, _after: Game, move: Move) -> Text | None:
    return text("lesson-precious-missed") if isinstance(move, Sell) else None


PRECIOUS_LESSON = _lesson(
    "precious",
    build_position(
        ["camel", "leather", "leather", "cloth", "spice"],
        (["diamond", "gold", "gold", "leather", "spice"], ["silver", "silver", "cloth"]),
        (2, 0),
    ),
    Move.sell(Card.GOLD, 2),
    _sale_why("lesson-precious-right"),
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
    if not isinstance(move, Sell) or move.good is not Card.LEATHER:
        return None
    got = gain(before, after)
    if not got.bonus:
        return text("lesson-bonus-missed-none", cards=Cards(Card.LEATHER, move.number))
    return text(
        "lesson-bonus-missed-small",
        cards=Cards(Card.LEATHER, move.number),
        bonus=Rupees(sum(got.bonus)),
    )


BONUS = _lesson(
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
    result = after.last_result
    assert result is not None  # _ends_and_wins holds
    me, them = LEARNER, 1 - LEARNER
    return text(
        "lesson-round-end-right",
        mine=Rupees(result.rupees[me]),
        theirs=Rupees(result.rupees[them]),
        herd=after.herds[me],
        their_herd=after.herds[them],
        bonus=result.bonus_counts[me],
        their_bonus=result.bonus_counts[them],
    )


ROUND_END = _lesson(
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


RACE = _lesson(
    "race",
    _race_position(),
    Move.sell(Card.SPICE, 3),
    _sale_why("lesson-race-right"),
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


LEFTOVERS = _lesson(
    "leftovers",
    _leftovers_position(),
    Move.exchange([Card.DIAMOND, Card.DIAMOND], [Card.CAMEL, Card.CAMEL]),
    lambda _b, _a, move: text("lesson-leftovers-right", given=CardList(exchange_of(move).given)),
    _leftovers_missed,
    ("lesson-leftovers-missed-spice", "lesson-leftovers-missed-one"),
    right=_diamonds_no_spice,
)

#: Every lesson, in the order a newcomer takes them (issue 11's order; the
#: last two are the strategy pair of its lesson 8).
LESSONS: tuple[Lesson, ...] = (
    MARKET,
    CAMELS,
    EXCHANGE,
    SELLING,
    PRECIOUS_LESSON,
    BONUS,
    ROUND_END,
    RACE,
    LEFTOVERS,
)

#: Shared texts of the lesson menu and flow (see lessons-api notes).
MENU_MESSAGES: tuple[str, ...] = (
    "lesson-menu-title",
    "lesson-menu-done",
    "lesson-menu-todo",
    "lesson-try-again",
    "lesson-passed",
    "lesson-all-done",
    OFF_TASK,
)
