"""How long a hint's judgement takes on one core: the judgement every screen quotes.

    nice python -m bench.hint [--positions 100] [--budgets hint,deep]

The one judge (`tutorbot.ai.judge.judge`) on the player's observation, in
this process alone (one core; the bot runs it in one worker of its pool), at
the hint's budget and at the review's deep look.  Positions come from real
games (level-3 games, as `bench/thinking.py` takes them).  Prints the
wall-clock and CPU seconds of each judgement (median, p95, max).  The
target: a hint within 0.5 s on one core.  On a shared machine run it at
`nice` and read the CPU column beside the wall clock.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from functools import partial

from bench.thinking import positions
from bench.tournament import measured_quantile
from tutorbot.ai import core, judge
from tutorbot.engine import Observation


def row(name: str, verdict: Callable[[Observation], object], found: list) -> None:
    """Time `verdict` on every position: median, p95 and max, wall clock and CPU."""
    wall: list[float] = []
    cpu: list[float] = []
    for obs in found:
        started, used = time.perf_counter(), time.process_time()
        verdict(obs)
        cpu.append(time.process_time() - used)
        wall.append(time.perf_counter() - started)
    for label, times in (("wall", wall), ("CPU", cpu)):
        times.sort()
        p95 = measured_quantile(times, 0.95)
        print(f"{name:<34} {label:<5} {statistics.median(times):8.3f} {p95:8.3f} {times[-1]:8.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--budgets", default="hint,deep", help="the judge's budgets to time")
    args = parser.parse_args()
    found = positions(args.positions)
    print(f"{len(found)} positions of level-3 games; seconds per judgement, one process")
    print(f"compiled core: {core.AVAILABLE}")
    print(f"{'judgement':<34} {'clock':<5} {'median':>8} {'p95':>8} {'max':>8}")
    for name in args.budgets.split(","):
        b = judge.BUDGETS[name]
        label = f"{name}: {b.search.worlds}x{b.search.sims} + {b.played_out} worlds"
        row(label, partial(judge.judge, budget_name=name), found)


if __name__ == "__main__":
    main()
