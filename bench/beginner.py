"""A careful beginner, for the ladder's floor: level 1 must lose to one.

It knows every rule and the obvious advice of a first game, and nothing more:
sell a set of three or more (the bonus), never let the hand stay full, take
the camels when the market shows three or more, otherwise take the good whose
token is worth most.  It never exchanges, never counts cards and never thinks
about what it leaves in the market: what a new player does after the lessons.
"""

from __future__ import annotations

import random

from tutorbot.ai.players import Decision, Level, Player
from tutorbot.engine import Move, Observation, Sell, Take, TakeCamels
from tutorbot.engine.cards import CAMEL, GOODS, HAND_LIMIT, PRECIOUS

SET = 3  # sells a set of this many (or more) as soon as it holds one
CAMELS_WORTH_TAKING = 3


def _top(obs: Observation, good: int) -> int:
    pile = obs.goods_tokens[good]
    return pile[0] if pile else 0


def beginner_move(obs: Observation, rng: random.Random) -> Move:
    """The move the careful beginner makes (see the module docstring)."""
    hand, market = obs.hand, obs.market
    sales = [
        (hand[g], _top(obs, g), g)
        for g in GOODS
        if hand[g] >= (2 if g in PRECIOUS else 1) and obs.goods_tokens[g]
    ]
    sets = [s for s in sales if s[0] >= SET]
    if sets:
        n, _, good = max(sets)
        return Move.sell(good, n)
    if market[CAMEL] >= CAMELS_WORTH_TAKING:
        return Move.camels()
    if sum(hand) < HAND_LIMIT:
        takes = [(_top(obs, g), hand[g], rng.random(), g) for g in GOODS if market[g]]
        if takes:
            return Move.take(max(takes)[-1])
    elif sales:
        n, _, good = max(sales)
        return Move.sell(good, n)
    if market[CAMEL]:
        return Move.camels()
    legal = list(obs.legal_moves())
    plain = [m for m in legal if isinstance(m, Sell | Take | TakeCamels)]
    return rng.choice(plain or legal)


class Beginner(Player):
    """`Player`'s interface over `beginner_move` (for the tournament)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(Level(1, "beginner"), seed)

    def choose(self, obs: Observation) -> Decision:
        move = beginner_move(obs, self.rng)
        return Decision(move)
