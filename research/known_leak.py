"""How many level-5 decisions does the public-knowledge fix change (issue 30, item 0)?

Random games are played; wherever the old rule (the opponent's known cards
capped at their true hand) and the public rule disagree, level 5 decides
from both observations with the same seed, and the decisions are compared;
a third decision with another seed shows level 5's own sampling noise.

    python -m research.known_leak --positions 12
"""

from __future__ import annotations

import argparse
import dataclasses
import random

from tutorbot.ai.players import get_player
from tutorbot.engine import Game, Move
from tutorbot.engine.cards import CAMEL, NUM_CARD_TYPES
from tutorbot.engine.moves import Exchange, Sell, Take


def old_known(before: list[int], hand_after: list[int], move: Move) -> list[int]:
    """The opponent's known cards after `move` by the old (leaking) rule."""
    known = list(before)
    if isinstance(move, Take):
        known[move.good] += 1
    elif isinstance(move, Exchange):
        for c in range(NUM_CARD_TYPES):
            known[c] += move.taken[c]
        for c in range(CAMEL):
            if move.given[c]:
                known[c] = min(known[c], hand_after[c])
    elif isinstance(move, Sell):
        known[move.good] = min(known[move.good], hand_after[move.good])
    return known


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--level", type=int, default=5)
    args = ap.parse_args()
    rng = random.Random(30)
    found = differ = noise = 0
    while found < args.positions:
        game = Game.new(seed=rng.randrange(10**6))
        shadow = [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]
        while not game.round_over and found < args.positions:
            p = game.to_move
            move = rng.choice(game.legal_moves())
            game.play(move)
            shadow[p] = old_known(shadow[p], game.hands[p], move)
            me = game.to_move
            if game.round_over or shadow[1 - me] == game.known[1 - me]:
                continue
            new_obs = game.observation(me)
            old_obs = dataclasses.replace(new_obs, opp_known=tuple(shadow[1 - me]))
            a = get_player(args.level, seed=found).choose(new_obs).move
            b = get_player(args.level, seed=found).choose(old_obs).move
            c = get_player(args.level, seed=found + 1000).choose(new_obs).move
            found += 1
            differ += a != b
            noise += a != c
            print(f"{found:3d}: public {a}  | leaking {b}  | other seed {c}")
    print(f"level {args.level}: {differ} of {found} decisions differ between the rules")
    print(f"(its own noise: {noise} of {found} differ with another seed, same rule)")


if __name__ == "__main__":
    main()
