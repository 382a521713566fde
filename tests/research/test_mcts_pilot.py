"""The pilot's opponent on a clock (issue 48: the public design at its own
one-second budget): a seeded player the workers can receive, whose clock,
not its simulations, ends each world's tree."""

from __future__ import annotations

import pickle

import pytest

from research.mcts_pilot import CLOCKED_SIMS, clocked, level
from tests.support.positions import midgame
from tutorbot.ai.players import Player


def test_a_clocked_base_is_named_by_its_clock_and_reaches_the_workers():
    name, factory = clocked("public", 8, 1.0)
    assert name == "public-8x1s"
    player = pickle.loads(pickle.dumps(factory))(7)
    assert isinstance(player, Player) and player.max_seconds == 1.0
    assert player.level.mcts is not None and player.level.mcts.sims == CLOCKED_SIMS


def test_a_clocked_player_decides_legally_within_its_simulations():
    """Its simulations are more than any clock allows: only the deadline,
    shared among the worlds, can end its search, and it still moves."""
    game = midgame(4)
    obs = game.observation(game.to_move)
    _, factory = clocked("public", 2, 0.05)
    assert factory(1).choose(obs).move in obs.legal_moves()


def test_a_tweak_sets_one_field_of_the_pilots_search_typed_and_named():
    name, lv = level("pool", 8, 300, ("c_puct=1.0", "explore=0.05", "pool=false"))
    assert name == "pool[c_puct=1.0,explore=0.05,pool=false]-8x300"
    assert lv.mcts is not None
    assert (lv.mcts.c_puct, lv.mcts.explore, lv.mcts.pool) == (1.0, 0.05, False)
    assert lv.mcts.playout_plies == 12  # the rest is the variant's own


def test_a_tweak_of_a_field_the_search_lacks_fails_by_its_name():
    with pytest.raises(AttributeError, match="c_pukt"):
        level("pool", 8, 300, ("c_pukt=1.0",))


def test_a_peeking_pilot_sees_the_opponents_hand_and_its_opponent_sees_fairly():
    """`--peek` is an upper bound for a belief model: only the pilot's seat is
    told the opponent's hand, and its sampled worlds then deal exactly that."""
    import random

    from research.mcts_pilot import peeking
    from tutorbot.engine import determinize

    game = midgame(4)
    for pilot_seat in (0, 1):
        told = peeking(pilot_seat, game, pilot_seat)
        assert told.opp_known == tuple(game.hands[1 - pilot_seat])
        world = determinize(told, random.Random(3))
        assert world.hands[1 - pilot_seat] == game.hands[1 - pilot_seat]
        assert peeking(pilot_seat, game, 1 - pilot_seat) == game.observation(1 - pilot_seat)
