"""Which playout policy plays the better rounds?  Policies against each other, in seconds.

    python -m research.policy_duel [--deals 4000] [--noise 0.0] [--weights 0.72 ...]

Level 5 judges each candidate by how its playouts end, so the playout policy
is its model of how a round goes on, for both players.  A level-5 match costs
half a minute, and a change to the policy hides under hundreds of matches of
noise; a round of the policy against another costs a millisecond.  This plays
whole rounds (true world, both hands seen, as in a playout) between two
policies on the same deals, each deal twice with the seats swapped, and
prints the share of rounds the first policy wins with a 95% interval:

- level 5's policy (`FLAT_POLICY`) against level 4's (`PROGRESS_POLICY`) and
  the rollout bot's (`GREEDY_POLICY`), level 4's against the rollout bot's, and
- for each `--weights`, level 4's policy valuing hands with those weights by
  the round's progress (one number: the same weight at every stage; five: one
  a stage, early to late) instead of `evaluation.PROGRESS_WEIGHTS`, against
  level 4's.  `--weights 0.72` is level 5's `FLAT_POLICY`.

Who plays better rounds here is a guide, not a verdict: a search needs a
policy that predicts, and only matches show what a change does to level 5.
"""

from __future__ import annotations

import argparse
import random
from dataclasses import replace

from bench.tournament import wilson
from tutorbot.ai.evaluation import PROGRESS_WEIGHTS
from tutorbot.ai.playout_policy import FLAT_POLICY, GREEDY_POLICY, PROGRESS_POLICY, PlayoutPolicy
from tutorbot.ai.round_copy import RoundCopy
from tutorbot.engine import Game

MAX_PLIES = 300


def reweighed(weights: tuple[float, ...]) -> PlayoutPolicy:
    """Level 4's policy valuing hands with `weights` by progress instead."""
    return replace(PROGRESS_POLICY, hand_discount=weights)


def round_won(
    first: PlayoutPolicy, second: PlayoutPolicy, seed: int, seat: int, noise: float
) -> bool:
    """Whether `first`, sitting in `seat`, wins the round of deal `seed` against `second`.

    One copy of the round is played by both policies, each moving in its turn."""
    copy = RoundCopy.of(Game.new(seed=seed, first=seed % 2))
    rng = random.Random(seed)
    for _ in range(MAX_PLIES):
        if copy.over:
            break
        (first if copy.to_move == seat else second).step(copy, rng, noise)
    return copy.outcome(seat) > 0


def duel(first: PlayoutPolicy, second: PlayoutPolicy, deals: int, noise: float) -> int:
    """Rounds `first` wins of `2 * deals`, each deal played from both seats."""
    return sum(
        round_won(first, second, seed, seat, noise) for seed in range(deals) for seat in (0, 1)
    )


def weights_of(text: str) -> tuple[float, ...]:
    values = tuple(float(x) for x in text.split(","))
    if len(values) == 1:
        return values * len(PROGRESS_WEIGHTS)
    if len(values) != len(PROGRESS_WEIGHTS):
        raise argparse.ArgumentTypeError(f"one weight or {len(PROGRESS_WEIGHTS)}, not {text!r}")
    return values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--noise", type=float, default=0.0, help="exploration, as in playouts")
    parser.add_argument("--weights", type=weights_of, nargs="*", default=[])
    args = parser.parse_args()
    print(f"{args.deals} deals, each from both seats; noise {args.noise}")
    print(f"{'first policy':48s}  {'against':10s}  rounds won     rate  95% CI")
    duels: list[tuple[str, PlayoutPolicy, str, PlayoutPolicy]] = [
        ("level 5's (FLAT_POLICY)", FLAT_POLICY, "level 4's", PROGRESS_POLICY),
        ("level 5's (FLAT_POLICY)", FLAT_POLICY, "greedy", GREEDY_POLICY),
        ("level 4's (PROGRESS_POLICY)", PROGRESS_POLICY, "greedy", GREEDY_POLICY),
    ]
    for w in args.weights:
        name = f"level 4's, weights {', '.join(f'{x:g}' for x in w)}"
        duels.append((name, reweighed(w), "level 4's", PROGRESS_POLICY))
    rounds = 2 * args.deals
    for name, first, other, second in duels:
        won = duel(first, second, args.deals, args.noise)
        low, high = wilson(won, rounds)
        print(
            f"{name:48s}  {other:10s}  {won:5d}/{rounds}  {won / rounds:6.1%}  "
            f"[{low:.1%}, {high:.1%}]",
            flush=True,
        )
    print(f"(level 4's own weights: {', '.join(f'{x:g}' for x in PROGRESS_WEIGHTS)})")


if __name__ == "__main__":
    main()
