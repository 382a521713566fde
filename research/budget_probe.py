"""What a change to level 5's search costs in think time, and how many of its moves it changes.

    python -m research.budget_probe [--positions 40] SPEC [SPEC ...]

Each SPEC is a name and level 5's search with some fields changed, e.g.
``l5:`` (level 5 itself) or ``6000s02:sims=6000,settle=true,settle_lead=0.2``
(`research.mcts_pilot.tweaked` reads each ``FIELD=VALUE``).  On positions of
level-3 games (`bench.thinking.positions`), one process, each search decides
with the same seed per position; this prints the CPU time a move (median,
p95 as every bench prints it, max) and how many moves agree with the first
SPEC's.  A budget that stops early (`MctsBudget.settle`) shows here what it
saves before a match run says whether it plays better.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bench.thinking import positions
from bench.tournament import measured_quantile
from research.mcts_pilot import tweaked
from tutorbot.ai.mcts import MctsBudget, mcts_move
from tutorbot.ai.players import L5_SEARCH


def budget(spec: str) -> tuple[str, MctsBudget]:
    """``name:field=value,...`` -> the name and level 5's search so changed."""
    name, _, fields = spec.partition(":")
    return name, tweaked(L5_SEARCH, (text for text in fields.split(",") if text))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="+", metavar="SPEC")
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args()
    found = positions(args.positions)
    first: list[object] | None = None
    for name, search in map(budget, args.specs):
        times, moves = [], []
        for i, obs in enumerate(found):
            start = time.process_time()
            moves.append(mcts_move(obs, random.Random(i), search))
            times.append(time.process_time() - start)
        first = first or list(moves)
        agree = sum(a == b for a, b in zip(first, moves, strict=True))
        p95 = measured_quantile(sorted(times), 0.95)
        print(
            f"{name:14s} median {statistics.median(times) * 1000:5.0f} ms"
            f"  p95 {p95 * 1000:5.0f}  max {max(times) * 1000:5.0f}"
            f"  same move as {args.specs[0].partition(':')[0]}: {agree} of {len(found)}",
            flush=True,
        )


if __name__ == "__main__":
    main()
