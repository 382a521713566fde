"""The scripted first game: one fixed deal, the tutor guiding the first turns.

The deal is hand-built (the deck's top cards are chosen, the rest shuffled
with a fixed seed) so that every learner sees the same market and every
scripted reply of the opponent is legal.  The learner (player 0) meets, one
step each: taking a good, taking the camels, a 2-for-2 exchange paid with
camels, and a full hand (7 cards) that leaves a sale of 3 for a bonus as the
way on.  After the last step the opponent's scripted reply is played and the
match goes on unscripted at level `FIRST_GAME_LEVEL`.

The chat layer drives it with `first_game()`, `FIRST_GAME_STEPS` and
`Step.task.judge(game, move)`; see the lessons-api notes.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from tutorbot.engine import CARD_COPIES, Card, Game, Move, Position, Sell, Take, build_position

from .tasks import (
    LEARNER,
    CardList,
    Cards,
    Explain,
    Predicate,
    Rupees,
    Task,
    Text,
    exactly,
    exchange_of,
    gain,
    good_of,
    sale_of,
    text,
)

#: The opponent's level once the script lets go.
FIRST_GAME_LEVEL = 1
#: The match seed: it deals rounds 2 and 3, and shuffles the deck's untold rest.
FIRST_GAME_SEED = 20_11

_MARKET = ["camel", "camel", "camel", "spice", "diamond"]
_HANDS = (["spice", "spice", "cloth", "leather"], ["gold", "silver", "leather", "leather"])
_HERDS = (1, 1)  # a camel in each deal went straight to its herd
#: What the deck brings, top first, as the script's moves refill the market.
_DECK_TOP = ["cloth", "cloth", "leather", "gold", "silver", "leather", "diamond", "camel"]
_BONUS = {"3": [2, 1, 3, 2, 1, 3, 2], "4": [5, 4, 6, 4, 6, 5], "5": [8, 10, 9, 10, 8]}


def _position() -> Position:
    used = Counter(_MARKET + _HANDS[0] + _HANDS[1] + _DECK_TOP)
    used["camel"] += sum(_HERDS)
    rest = [card.label for card in Card for _ in range(CARD_COPIES[card] - used[card.label])]
    random.Random(FIRST_GAME_SEED).shuffle(rest)
    return build_position(
        _MARKET, _HANDS, _HERDS, deck=_DECK_TOP + rest, bonus_tokens=_BONUS, seed=FIRST_GAME_SEED
    )


#: The first game's deal, in the position format.
FIRST_GAME_POSITION: Position = _position()


def first_game() -> Game:
    """A fresh game on the scripted deal, the learner to move."""
    return Game.from_dict(FIRST_GAME_POSITION)


@dataclass(frozen=True, slots=True)
class Step:
    """One guided turn: the learner's task, then the opponent's fixed reply.

    The prompt of `task` is the guidance to show; its `judge` gives the
    verdict; on a right move, play `ai_reply` on the verdict's `after`.
    """

    task: Task
    ai_reply: Move


def _missed(msg_id: str) -> Text:
    return text(msg_id)


def _step(
    n: int,
    example: Move,
    right: Predicate,
    why: Explain,
    ai_reply: Move,
    missed: Explain | None = None,
) -> Step:
    prefix = f"lesson-first-game-step-{n}"
    missed = missed or (lambda _b, _a, _m: _missed(f"{prefix}-missed"))
    return Step(Task(text(prefix), example, right, why, missed), ai_reply)


def _take_missed(before: Game, _after: Game, move: Move) -> Text:
    """The plan again; a lone diamond taken instead gets its due (the richest
    tokens) and the reason it waits: it can't be sold until a second one is
    held, which the lessons teach too."""
    lone = (
        isinstance(move, Take)
        and move.good is Card.DIAMOND
        and before.hands[LEARNER][Card.DIAMOND] == 0
    )
    return text("lesson-first-game-step-1-missed", took="lone-diamond" if lone else "other")


def _take_why(_before: Game, _after: Game, move: Move) -> Text:
    """A right step's line is its move's receipt: what it took, gave or sold.
    What follows from it (the cards now held, the herd, the full hand) is left
    to the move's facts, told under it ("done"), so the screen says each point
    once."""
    return text("lesson-first-game-step-1-right", cards=Cards(good_of(move), 1))


def _camels_why(before: Game, after: Game, _move: Move) -> Text:
    taken = after.herds[LEARNER] - before.herds[LEARNER]
    return text("lesson-first-game-step-2-right", camels=Cards(Card.CAMEL, taken))


def _exchange_why(_before: Game, _after: Game, move: Move) -> Text:
    return text("lesson-first-game-step-3-right", taken=CardList(exchange_of(move).taken))


def _sells_three(_game: Game, move: Move) -> bool:
    return isinstance(move, Sell) and move.number >= 3


def _sale_why(before: Game, after: Game, move: Move) -> Text:
    got, sale = gain(before, after), sale_of(move)
    return text(
        "lesson-first-game-step-4-right",
        cards=Cards(sale.good, sale.number),
        tokens=got.tokens,
        bonus=Rupees(sum(got.bonus)),
        total=Rupees(got.total),
    )


_CAMELS2 = [Card.CAMEL, Card.CAMEL]

#: The guided turns of the first round, in order.
FIRST_GAME_STEPS: tuple[Step, ...] = (
    _step(
        1,
        Move.take(Card.SPICE),
        exactly(Move.take(Card.SPICE)),
        _take_why,
        Move.take(Card.DIAMOND),
        _take_missed,
    ),
    _step(2, Move.camels(), exactly(Move.camels()), _camels_why, Move.take(Card.GOLD)),
    _step(
        3,
        Move.exchange([Card.CLOTH, Card.CLOTH], _CAMELS2),
        exactly(Move.exchange([Card.CLOTH, Card.CLOTH], _CAMELS2)),
        _exchange_why,
        Move.camels(),
    ),
    # Either set of three sells for a bonus; the reply is legal after both.
    _step(4, Move.sell(Card.SPICE, 3), _sells_three, _sale_why, Move.sell(Card.GOLD, 2)),
)

#: Texts of the first game besides the steps' own.
FIRST_GAME_MESSAGES: tuple[str, ...] = (
    "lesson-first-game-title",
    "lesson-first-game-intro",
    "lesson-first-game-handover",
)


def step_messages(n: int) -> tuple[str, ...]:
    """The three texts of step `n` (1-based): guidance, right, missed."""
    prefix = f"lesson-first-game-step-{n}"
    return (prefix, f"{prefix}-right", f"{prefix}-missed")
