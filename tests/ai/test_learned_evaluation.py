"""The learned evaluation: its fast path, symmetry and the frozen weights' strength
(their training: tests/research/test_td_train.py)."""

from __future__ import annotations

import math
import random

import pytest

from tutorbot.ai import core
from tutorbot.ai.td_weights import WEIGHTS
from tutorbot.engine import Game

pytestmark = pytest.mark.skipif(not core.AVAILABLE, reason="the compiled core is not built")


def _states(n_games: int) -> list[list[int]]:
    rng = random.Random(4)
    states = []
    for seed in range(n_games):
        game = Game.new(seed=seed)
        while not game.round_over:
            states.append(core.flat_state(game))
            game.play(rng.choice(game.legal_moves()))
    return states


def test_value_is_tanh_of_the_features_dot_the_weights():
    c = core.core()
    for state in _states(5):
        for p in (0, 1):
            dot = sum(x * w for x, w in zip(c.features(state, p), WEIGHTS, strict=True))
            assert c.value(state, p, WEIGHTS) == pytest.approx(math.tanh(dot), abs=1e-12)


def test_one_seat_s_value_is_minus_the_other_s():
    c = core.core()
    for state in _states(3):
        assert c.value(state, 0, WEIGHTS) == pytest.approx(-c.value(state, 1, WEIGHTS))


def test_the_frozen_weights_play_better_than_untrained_and_random_policies():
    c = core.core()
    zeros = [0.0] * c.WEIGHTS
    assert len(WEIGHTS) == c.WEIGHTS
    won, lost, _ = c.duel(list(WEIGHTS), 0.0, zeros, 1.0, 100, 3)  # vs random moves
    assert won >= 180 and lost <= 20
    won, lost, _ = c.duel(list(WEIGHTS), 0.0, zeros, 0.0, 100, 3)  # vs greedy on nothing
    assert won >= 150


def _random_weights(seed: int) -> tuple[float, ...]:
    rng = random.Random(seed)
    return tuple(rng.uniform(-1.0, 1.0) for _ in WEIGHTS)


@pytest.mark.parametrize(
    "weights",
    [WEIGHTS, _random_weights(1), _random_weights(2)],
    ids=["frozen", "random-1", "random-2"],
)
def test_the_playout_policy_plays_the_child_of_highest_value(weights: tuple[float, ...]):
    """The core's greedy policy values children incrementally (the goods a move
    moves, the herds, hand sizes and the market it leaves, with the cards a
    take draws); it must pick what valuing each child whole picks.  Random
    weights too: there every feature (the market's among them) sways the
    choice, so a child valued wrongly shows."""
    c = core.core()
    checked = 0
    for state in _states(12):
        moves = c.legal_moves(state)
        if not moves:
            continue
        p = state[21]  # to_move, after hands (12), herds (2) and market (7)
        values = [c.value(c.play(state, i), p, weights) for i in range(len(moves))]
        best = max(values)
        chosen = c.greedy(state, weights)
        assert values[chosen] == pytest.approx(best, abs=1e-12)
        assert chosen == min(i for i, v in enumerate(values) if v >= best - 1e-12)
        checked += 1
    assert checked > 300
