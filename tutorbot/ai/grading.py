"""Grading the moves a player made, for the review: which of them lost how much.

`evaluate_moves` is the one door the tutor's review (and anything else that
grades moves rather than picking one) goes through, so a stronger search
behind it improves the review with no change there.  Today it is the greedy
look-ahead search of the first level 5 (`search.search_values`, three plies and
a follow-up), whose values are in rupee-like units the review's thresholds
use.  It finds the key moments; the numbers a key moment quotes are the
tutor's verdict (`verdict.rate_these`: level 5's tree search and the core's
playouts, Seal odds and round margins), so moving the grading itself onto
that search means restating the thresholds in its units.  On the player's
own observation only: the unseen cards are sampled, never read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutorbot.engine import Move, Observation

from .players import LEVELS, Level, quick_values
from .search import search_values

#: The level whose quick values shortlist the moves to grade: the strongest one.
STRONGEST = max(LEVELS)
#: The look-ahead of the grading search (the first level 5's).
PLIES = 3
FOLLOW_UP = True
#: A player whose search is the grading's (the first level 5), for tests and
#: tools that want moves the grader weighs the way it plays.
GRADER = Level(5, "grader", worlds=8, candidates=8, plies=PLIES, follow_up=FOLLOW_UP)


def evaluate_moves(obs: Observation, moves: list[Move], budget: int, seed: int) -> list[float]:
    """Each move's expected value for `obs.player` (rupee-like units, higher is
    better), averaged over `budget` worlds sampled from `obs` with `seed`.

    Every move is played in the same worlds, so differences between moves
    are far less noisy than the values themselves.
    """
    totals = search_values(obs, moves, random.Random(seed), budget, PLIES, FOLLOW_UP)
    return [total / budget for total in totals]


def shortlist(obs: Observation, moves: list[Move], size: int) -> list[Move]:
    """The `size` most promising of `moves` by the quick value (the strongest
    level searches only these, so grading more would judge moves it never weighs)."""
    values = quick_values(obs, moves, short_sighted=False)
    order = sorted(range(len(moves)), key=lambda i: -values[i])
    return [moves[i] for i in order[:size]]


@dataclass(frozen=True, slots=True)
class Grade:
    """One turn graded: the best move found, its value and the chosen move's
    (the tutor explains the best move with facts, `tutorbot.tutor.facts`)."""

    best: Move
    best_value: float
    chosen_value: float

    @property
    def loss(self) -> float:
        """What the chosen move gave up against the best one (never negative)."""
        return max(0.0, self.best_value - self.chosen_value)


def grade_turn(obs: Observation, chosen: Move, budget: int, seed: int, size: int = 8) -> Grade:
    """Grade `chosen` among the moves `obs.player` had: the strongest level's
    shortlist plus the chosen move, all valued in the same sampled worlds."""
    moves = list(obs.legal_moves())
    if len(moves) <= 1:
        return Grade(chosen, 0.0, 0.0)
    candidates = shortlist(obs, moves, size)
    if chosen not in candidates:
        candidates.append(chosen)
    values = evaluate_moves(obs, candidates, budget, seed)
    top = max(range(len(candidates)), key=lambda i: values[i])
    best = candidates[top]
    mine = values[candidates.index(chosen)]
    return Grade(best, values[top], mine)
