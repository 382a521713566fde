"""A random, AI-free match printed move by move: shows the engine at work."""

from __future__ import annotations

import random

from tutorbot.engine import Game


def run_demo(seed: int | None = None) -> int:
    """Play one match with uniformly random legal moves and print it."""
    game = Game.new(seed=seed)
    rng = random.Random(game.seed)
    print(f"Random match, seed {game.seed}")
    while not game.match_over:
        if game.round_over:
            game.next_round()
            print(f"--- round {game.round}, player {game.to_move} starts")
            continue
        move = rng.choice(game.legal_moves())
        print(f"P{game.to_move}: {move}")
        game.play(move)
        if game.round_over:
            r = game.last_result
            print(f"Round {r.round} over ({r.ended_by}): rupees {r.rupees}, Seal to P{r.seal}")
    print(f"Player {game.winner} wins the match, Seals {game.seals}")
    return 0
