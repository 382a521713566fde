"""Does the compiled core play Jaipur's rules exactly as the engine does (issue 30)?

Random rounds (first and later rounds, and worlds sampled from observations)
are played move by move in the engine, the referee, and in the core: at every
position the legal moves must be the same multiset, the state after the move
the same, and the scored round the same.  Prints how many positions agreed.

    python -m research.core_check --positions 100000
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from tutorbot.ai import core
from tutorbot.engine import Game, determinize


def check_round(game: Game, rng: random.Random) -> int:
    """Play `game`'s round to its end by random moves, checking the core at
    every position (an AssertionError names the first disagreement); returns
    how many positions were checked."""
    checked = 0
    state = core.flat_state(game)
    while not game.round_over:
        moves = core.legal_moves(state)
        assert Counter(moves) == Counter(game.legal_moves()), game.to_dict()
        checked += 1
        if not moves:
            break  # the mover is stuck: both agree there is nothing to play
        i = rng.randrange(len(moves))
        game.play(moves[i])
        state = core.core().play(state, i)
        assert state == core.flat_state(game), (game.to_dict(), moves[i])
    if game.round_over:
        result = game.last_result
        assert result is not None
        assert tuple(core.core().scored(state)) == (*result.rupees, result.seal)
    return checked


def sample_game(rng: random.Random) -> Game:
    """A random starting point: a fresh deal, a later round, or a sampled world."""
    game = Game.new(seed=rng.randrange(10**9), first=rng.randrange(2))
    kind = rng.randrange(3)
    if kind == 0:
        return game
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    if not game.match_over:
        game.next_round()
    if kind == 2:
        for _ in range(rng.randrange(20)):
            if game.round_over:
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.round_over:
            return determinize(game.observation(game.to_move), rng)
    return game


def check(positions: int, seed: int) -> int:
    rng = random.Random(seed)
    checked = 0
    while checked < positions:
        checked += check_round(sample_game(rng), rng)
    return checked


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--positions", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=30)
    args = ap.parse_args()
    start = time.perf_counter()
    checked = check(args.positions, args.seed)
    elapsed = time.perf_counter() - start
    print(f"core == engine on {checked} positions (seed {args.seed}, {elapsed:.0f} s)")


if __name__ == "__main__":
    main()
