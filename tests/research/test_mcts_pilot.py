"""The pilot's opponent on a clock (issue 48: the public design at its own
one-second budget): a seeded player the workers can receive, whose clock,
not its simulations, ends each world's tree."""

from __future__ import annotations

import pickle

from research.mcts_pilot import CLOCKED_SIMS, clocked
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
