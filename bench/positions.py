"""Positions from real play, for the bench scripts that study single decisions."""

from __future__ import annotations

from tutorbot.ai.players import Player
from tutorbot.engine import Game


def play_on(game: Game, plies: int, players: list[Player]) -> bool:
    """Let `players` (one a seat) play up to `plies` moves of `game`; whether
    its round is still on, i.e. whether the position is one to study."""
    for _ in range(plies):
        if game.round_over:
            break
        game.play(players[game.to_move].choose(game.observation(game.to_move)).move)
    return not game.round_over
