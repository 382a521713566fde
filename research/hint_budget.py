"""How small may the search that nominates the hint's moves be, and what does a cheaper one cost?

    python -m research.hint_budget [--positions 100] [--sims 1000,500,300] [--reference 2000]

The hint (and `/analyse`, `/why`, the review) quotes the tutor's verdict
(`research.verdict.rate_moves`): level 5's tree search nominates
`CANDIDATES` moves, then each is played out in `CORE_WORLDS` sampled worlds and
the best by Seal chance, then margin, is the hint.  The nominating search is
most of its time (bench/hint.py), and the issue asks for a hint within 0.5 s on
one core.  A smaller search only has to keep the best move among its
nominees, since the rating, not the search, picks the hint.

On the positions bench/hint.py times (level-3 games), this rates every legal
move in `--reference` worlds of their own (a seed no verdict uses) and, for
each nominating budget, reports:

- how often the hint is the reference's best move;
- the hint's regret: the reference's best Seal share less the hint's
  (percentage points), and the same in rupees of margin;
- how often the reference's best move is among the nominees (recall);
- the verdict's CPU seconds (median, p95, max).

Seed-to-seed noise of the verdict itself is the floor: at level 5's own
budget the hint already differs from the reference on some positions, and a
cheaper budget is as good when its figures match those.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import replace

from bench.thinking import positions
from bench.tournament import measured_quantile
from research.verdict import CANDIDATES, CORE_WORLDS, SEARCH, nominated, rate_these


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--sims", default="1000,500,300", help="nominating simulations a world")
    parser.add_argument("--reference", type=int, default=2000, help="worlds rating every move")
    args = parser.parse_args()
    budgets = [int(s) for s in args.sims.split(",")]
    found = positions(args.positions)
    hits = {b: 0 for b in budgets}
    recall = {b: 0 for b in budgets}
    seal_regret: dict[int, list[float]] = {b: [] for b in budgets}
    margin_regret: dict[int, list[float]] = {b: [] for b in budgets}
    cpu: dict[int, list[float]] = {b: [] for b in budgets}
    for i, obs in enumerate(found):
        reference = rate_these(obs, 10**9 + i, list(obs.legal_moves()), args.reference)
        best = reference[0]
        by_move = {r.move: r for r in reference}
        for b in budgets:
            search = replace(SEARCH, sims=b)
            used = time.process_time()
            # `rate_moves` in its two steps, to see the nominees it rates
            chosen = nominated(obs, i, CANDIDATES, search)
            hint = rate_these(obs, i, chosen)[0].move
            cpu[b].append(time.process_time() - used)
            hits[b] += hint == best.move
            recall[b] += best.move in chosen
            seal_regret[b].append(100 * (best.seal - by_move[hint].seal))
            margin_regret[b].append(best.margin - by_move[hint].margin)
    n = len(found)
    print(
        f"{n} positions of level-3 games; every legal move rated in {args.reference} worlds;"
        f" the verdict rates its {CANDIDATES} nominees in {CORE_WORLDS} worlds"
    )
    print(
        f"{'nominating search':<20} {'hint = best':>11} {'best nominated':>14}"
        f" {'Seal regret pp (mean, p90)':>27} {'margin regret':>14}"
        f" {'CPU s median':>12} {'p95':>6} {'max':>6}"
    )
    for b in budgets:
        seals = sorted(seal_regret[b])
        times = sorted(cpu[b])
        p90 = measured_quantile(seals, 0.9)
        p95 = measured_quantile(times, 0.95)
        print(
            f"{SEARCH.worlds} x {b:<16} {hits[b] / n:>11.0%} {recall[b] / n:>14.0%}"
            f" {statistics.mean(seals):>19.2f} {p90:>7.1f}"
            f" {statistics.mean(margin_regret[b]):>14.2f}"
            f" {statistics.median(times):>12.3f} {p95:>6.3f} {times[-1]:>6.3f}"
        )


if __name__ == "__main__":
    main()
