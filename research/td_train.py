"""What should the learned evaluation weigh?  TD(lambda) self-play, in the compiled core.

The evaluation is linear in 59 features of a round (the banked margin, whose
turn, each good's hand count 1-7 as indicators, what each hand sells for now,
the bonus a hand of three or more expects, camels and their majority, tokens
won, hand sizes; each the player's minus the opponent's; and what the market
offers whoever moves next: each good's cards there times its top token, its
camels, its goods, signed by whose turn it is), each also times the round's
progress 1 - min(40, deck)/40: 118 weights, squashed by tanh (`_core.c`,
`features`).  Self-play by the greedy one-ply policy with 15% random moves;
TD(lambda) with lambda 0.7, a step of 0.04 normalised by the features'
squared length, the target at the round's end its margin / 224; the weights
averaged over the second half of training are the ones kept.

The market's 8 features were a session-15 pilot (research/tournament-2026-11-
27-session15.txt: the greedy policy with them won 61.8% of 6,000 rounds
against the 51-feature one, level 5's search 59.0% of 200 matches head to
head), adopted in session 16 (tournament-2026-11-27-session16.txt).

Data-free and reproducible: the seed alone fixes every deal and move.

    python -m research.td_train --rounds 100000 --seed 30 --write

writes `tutorbot/ai/td_weights.py`.  100,000 rounds take about 13 s of CPU
on one core of the shared 2-core development machine (the trainer is
single-threaded, so more cores do not shorten a run); the 51-feature
evaluation took 7.4 s.  tests/ai/test_learned_evaluation.py retrains them
bit for bit.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from tutorbot.ai import core

OUT = Path(__file__).resolve().parent.parent / "tutorbot" / "ai" / "td_weights.py"
LAMBDA, STEP, EXPLORE = 0.7, 0.04, 0.15


def train(rounds: int, seed: int) -> list[float]:
    c = core.core()
    _, averaged = c.train([0.0] * c.WEIGHTS, rounds, LAMBDA, STEP, EXPLORE, seed)
    return [float(x) for x in averaged]


def write(weights: list[float], rounds: int, seed: int) -> None:
    rows = "\n".join(f"    {w!r}," for w in weights)
    OUT.write_text(
        '"""The learned evaluation\'s weights, frozen (written by research/td_train.py:\n'
        f'{rounds} rounds of TD(lambda) self-play from seed {seed}; do not edit by hand)."""\n\n'
        f"TRAINED_ROUNDS = {rounds}\nTRAINED_SEED = {seed}\n"
        f"WEIGHTS: tuple[float, ...] = (\n{rows}\n)\n"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rounds", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--write", action="store_true", help="freeze the weights into the package")
    ap.add_argument("--duel", type=int, default=2000, help="deals against a 10x shorter training")
    args = ap.parse_args()
    start = time.perf_counter()
    weights = train(args.rounds, args.seed)
    elapsed = time.perf_counter() - start
    print(f"{args.rounds} rounds from seed {args.seed}: {elapsed:.1f} s")
    if args.duel:
        short = train(max(1, args.rounds // 10), args.seed)
        won, lost, tied = core.core().duel(weights, 0.0, short, 0.0, args.duel, args.seed + 1)
        n = won + lost + tied
        print(f"greedy by these weights vs a 10x shorter training: {won}-{lost}-{tied} of {n}")
    if args.write:
        write(weights, args.rounds, args.seed)
        print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
