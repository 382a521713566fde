"""The determinized tree search on the compiled core (issue 30)."""

from __future__ import annotations

import random

import pytest

from tutorbot.ai import core
from tutorbot.ai.arena import play_match
from tutorbot.ai.mcts import MctsBudget, mcts_move, mcts_shares
from tutorbot.ai.players import Level
from tutorbot.engine import Game

pytestmark = pytest.mark.skipif(not core.AVAILABLE, reason="the compiled core is not built")

SMALL = MctsBudget(worlds=3, sims=60)


def _midgame(seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    for _ in range(8):
        game.play(rng.choice(game.legal_moves()))
    assert not game.round_over
    return game


def test_a_seed_reproduces_a_decision():
    obs = _midgame(1).observation(_midgame(1).to_move)
    first = mcts_shares(obs, random.Random(5), SMALL)
    assert mcts_shares(obs, random.Random(5), SMALL) == first
    moves, shares = first
    assert set(moves) == set(obs.legal_moves())
    assert sum(shares) == pytest.approx(SMALL.worlds)  # each world's visit shares add to 1


def test_the_deadline_is_a_safety_net_between_worlds():
    game = _midgame(2)
    _, shares = mcts_shares(game.observation(game.to_move), random.Random(1), SMALL, deadline=0.0)
    assert sum(shares) == pytest.approx(1.0)  # one world searched, then the deadline stopped it


def test_the_search_takes_a_sale_that_wins_the_round():
    """Two token piles are empty and the rupees tied; selling the last cloth
    empties a third pile and ends the round one rupee ahead.  Anything else
    lets the opponent sell three spice and lead."""
    from tutorbot.engine import Sell, build_position
    from tutorbot.engine.cards import Card

    pos = build_position(
        market=["leather", "leather", "spice", "camel", "camel"],
        hands=(["cloth", "diamond"], ["spice", "spice", "spice", "silver", "silver"]),
        goods_tokens={
            "diamond": [],
            "gold": [],
            "silver": [5, 5, 5],
            "cloth": [1],
            "spice": [3, 2, 2, 1, 1],
            "leather": [4, 3, 2, 1, 1, 1, 1, 1, 1],
        },
        won=[
            {"goods": [7, 7, 5, 5, 5, 5, 3, 3, 2, 2, 1], "bonus": []},  # diamond, cloth: 45
            {"goods": [6, 6, 5, 5, 5, 5, 5, 5, 3], "bonus": []},  # gold, silver, spice: 45
        ],
    )
    game = Game.from_dict(pos)
    move = mcts_move(game.observation(0), random.Random(3), SMALL)
    assert move == Sell(Card.CLOTH, 1)


def test_a_small_search_beats_level_1():
    searcher = Level(5, "mcts-test", mcts=MctsBudget(worlds=2, sims=40))
    opponents = {"mcts": searcher}
    wins = sum(play_match("mcts", 1, seed, seed % 2, opponents).winner == 0 for seed in range(4))
    assert wins >= 3


def test_without_the_core_a_level_plays_by_its_rollouts(monkeypatch):
    """Where no compiler built the core, a level that has both plays its
    pure-Python rollout search, the same move as that search alone."""
    from tutorbot.ai.players import LEVELS, Player

    five = LEVELS[5]
    both = Level(5, "both", rollouts=five.rollouts, mcts=SMALL)
    obs = _midgame(3).observation(_midgame(3).to_move)
    monkeypatch.setattr(core, "AVAILABLE", False)
    monkeypatch.setattr(core, "_core", None)  # the tree search would raise
    assert Player(both, seed=4).choose(obs).move == Player(five, seed=4).choose(obs).move
