"""How many worlds should the tutor's verdict rate its moves in, on the compiled core?

The verdict (`tutorbot.ai.verdict`) nominates moves by level 5's tree search
and rates each in common sampled worlds by the core's learned playouts.  More
worlds cost time (the hint must answer within half a second on one core) and
buy less noise.  For each budget of worlds, on positions from real games
(level-3 games, as `bench/thinking.py` and `bench/hint.py` take them), with the
candidates nominated once per position:

* noise: the best move of one seed, valued in a second, independent seed's
  worlds, loses this much against the second seed's best (value = margin +
  80 rupees a unit of Seal chance, as the review and the puzzles weigh it):
  pure sampling noise, the figure `research/puzzle_thresholds.py` measured for
  the pure-Python verdict (at 40 worlds: p90 6.2, p95 12.1);
* same hint: how often both seeds put the same move first (Seal, then margin);
* CPU ms: the rating's process time per position (the nomination's not
  counted; it is the same at every budget).

    python -m research.verdict_noise --positions 60 --worlds 50,100,200,400
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench.thinking import positions
from tutorbot.ai.verdict import Rated, nominated, rate_these
from tutorbot.tutor.review import SEAL_VALUE_SPAN


def value(rated: Rated) -> float:
    return rated.margin + SEAL_VALUE_SPAN * rated.seal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--worlds", default="50,100,200,400")
    args = parser.parse_args()
    budgets = [int(w) for w in args.worlds.split(",")]
    found = [obs for obs in positions(args.positions) if len(obs.legal_moves()) > 1]
    chosen = [nominated(obs, i) for i, obs in enumerate(found)]
    print(f"{len(found)} positions of level-3 games; candidates nominated by level 5's search")
    print("worlds   noise median   p75    p90    p95    max   same hint   CPU ms median  p95")
    for w in budgets:
        noise: list[float] = []
        same = 0
        cpu: list[float] = []
        for i, (obs, moves) in enumerate(zip(found, chosen, strict=True)):
            started = time.process_time()
            a = rate_these(obs, 1000 + i, moves, w)
            cpu.append(time.process_time() - started)
            b = rate_these(obs, 2000 + i, moves, w)
            best_b = max(value(r) for r in b)
            noise.append(best_b - next(value(r) for r in b if r.move == a[0].move))
            same += a[0].move == b[0].move
        q = statistics.quantiles(noise, n=20)
        c = statistics.quantiles(cpu, n=20)
        print(
            f"{w:6d} {statistics.median(noise):14.1f} {q[14]:5.1f} {q[17]:6.1f} {q[18]:6.1f} "
            f"{max(noise):6.1f} {100 * same / len(found):10.0f}% "
            f"{1000 * statistics.median(cpu):14.0f} {1000 * c[18]:5.0f}"
        )


if __name__ == "__main__":
    main()
