"""Positions for the AI's tests: a round some moves in, by random legal play."""

from __future__ import annotations

import random

from tutorbot.engine import Game


def midgame(seed: int, moves: int = 8) -> Game:
    """A deal of `seed` after `moves` random legal moves, its round still on."""
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    for _ in range(moves):
        game.play(rng.choice(game.legal_moves()))
    assert not game.round_over
    return game
