"""How often does level 5's root decision match a much bigger search's, budget by budget?

    python -m research.root_agreement [--positions 28] [--seeds 3] [--reference 64x2000]

Level 5 decides by the summed visit shares of its tree search over a few
sampled worlds (`tutorbot.ai.mcts`).  Each world is one guess at the hidden
cards, so with 8 worlds the decision still depends on which guesses were
drawn.  On positions of level-3 games (both seats, early to late in a round),
a reference search of the same design with many more worlds and simulations
decides once; each budget decides with `--seeds` seeds, and this prints:

- agree: how often the budget plays the reference's move;
- share lost: the reference's visit share of its own move less that of the
  budget's move, averaged (0 where they agree; a share, not rupees).

The reference has level 5's own evaluation and design, so this measures the
noise of a budget, not its bias: only matches against other players show
that.  Budgets that spend the same simulations in more worlds (16 x 1,000,
32 x 500) against more simulations in the same 8 worlds (8 x 2,000) say
where a bigger budget should go.
"""

from __future__ import annotations

import argparse
import random
import statistics
from dataclasses import replace

from research.positions import play_on
from tutorbot.ai import get_player
from tutorbot.ai.mcts import MctsBudget, mcts_shares
from tutorbot.ai.players import PER_WORLD_SEARCH
from tutorbot.engine import Game, Observation

BUDGETS = "8x1000,16x1000,8x2000,24x1000,32x500"


def budget(text: str) -> MctsBudget:
    """ "16x1000" -> level 5's search over 16 worlds of 1,000 simulations."""
    worlds, sims = (int(n) for n in text.split("x"))
    return replace(PER_WORLD_SEARCH, worlds=worlds, sims=sims)


def found(count: int) -> list[Observation]:
    """The mover's observation at a random ply (0-29) of level-3 games."""
    rng = random.Random(7)
    players = [get_player(3, seed=1), get_player(3, seed=2)]
    out: list[Observation] = []
    deal = 0
    while len(out) < count:
        game = Game.new(seed=70_000 + deal)
        deal += 1
        if play_on(game, rng.randrange(0, 30), players):
            out.append(game.observation(game.to_move))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=28)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--reference", default="64x2000")
    parser.add_argument("--budgets", default=BUDGETS)
    args = parser.parse_args()
    reference = budget(args.reference)
    budgets = {name: budget(name) for name in args.budgets.split(",")}
    agree: dict[str, list[bool]] = {name: [] for name in budgets}
    lost: dict[str, list[float]] = {name: [] for name in budgets}
    for i, obs in enumerate(found(args.positions)):
        moves, shares = mcts_shares(obs, random.Random(1000 + i), reference)
        total = sum(shares)
        ref = [s / total for s in shares]
        best = max(range(len(moves)), key=lambda j: ref[j])
        for name, b in budgets.items():
            for seed in range(args.seeds):
                _, mine = mcts_shares(obs, random.Random(seed * 77 + i), b)
                j = max(range(len(moves)), key=lambda k: mine[k])
                agree[name].append(j == best)
                lost[name].append(ref[best] - ref[j])
    print(
        f"{args.positions} positions of level-3 games, {args.seeds} seeds a budget;"
        f" reference {args.reference} (level 5's search, one seed)"
    )
    print(f"{'budget':<10} {'agree':>6} {'share lost':>11}")
    for name in budgets:
        print(
            f"{name:<10} {statistics.mean(agree[name]):>6.0%} {statistics.mean(lost[name]):>11.4f}"
        )


if __name__ == "__main__":
    main()
