"""How long a hint's search takes on one core: the verdict the hint, `/analyse`
and `/why` quote.

    nice python -m bench.hint [--positions 100] [--sims 500,1000]

The verdict (`tutorbot.ai.verdict.rate_moves`) on the player's observation,
seeded as the bot seeds it, in this process alone (one core; the bot runs it
in one worker of its pool).  Positions come from real games (level-3 games,
as `bench/thinking.py` takes them).  Prints the wall-clock and CPU seconds of
each verdict (median, p95, max): the one with the compiled core (level 5's
tree search nominates, the core's playouts rate) and the pure-Python verdict
it replaced, which is still the verdict where the core is not built;
`--sims` times the tree verdict at other budgets.  The issue's target: a hint
within 0.5 s on one core.  On a shared machine run it at `nice` and read the
CPU column beside the wall clock.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from bench.thinking import positions
from bench.tournament import measured_quantile
from tutorbot.ai import core
from tutorbot.ai.verdict import (
    CANDIDATES,
    CORE_WORLDS,
    ROLLOUT_WORLDS,
    SEARCH,
    Rated,
    rate_moves,
    rate_moves_by_rollouts,
)
from tutorbot.engine import Observation


def row(name: str, verdict: Callable[[Observation, int], list[Rated]], found: list) -> None:
    wall: list[float] = []
    cpu: list[float] = []
    for i, obs in enumerate(found):
        started, used = time.perf_counter(), time.process_time()
        verdict(obs, i)
        cpu.append(time.process_time() - used)
        wall.append(time.perf_counter() - started)
    for label, times in (("wall", wall), ("CPU", cpu)):
        times.sort()
        p95 = measured_quantile(times, 0.95)
        print(f"{name:<34} {label:<5} {statistics.median(times):8.3f} {p95:8.3f} {times[-1]:8.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument(
        "--sims",
        default=str(SEARCH.sims),
        help="simulations a world of the nominating search, comma-separated (default the hint's)",
    )
    args = parser.parse_args()
    found = positions(args.positions)
    print(f"{len(found)} positions of level-3 games; seconds per verdict, one process")
    print(f"{'verdict':<34} {'clock':<5} {'median':>8} {'p95':>8} {'max':>8}")
    if core.AVAILABLE:
        for sims in map(int, args.sims.split(",")):
            search = replace(SEARCH, sims=sims)
            name = f"tree {search.worlds}x{sims} + {CORE_WORLDS} worlds"
            row(name, partial(rate_moves, search=search), found)
    else:
        print("(the compiled core is not built: no tree-search verdict)")
    row(f"pure Python, {CANDIDATES}+ x {ROLLOUT_WORLDS} worlds", rate_moves_by_rollouts, found)


if __name__ == "__main__":
    main()
