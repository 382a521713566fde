"""How noisy the one judge is, budget by budget, and why its verdict thresholds.

Two runs of the judge on the same position differ only in the worlds they
draw (`judge(..., salt=...)`; the product always draws the position's own).
On positions from games between levels, for the hint's and the deep budget,
this prints:

* how often the two runs name a different best move;
* for every move the first run calls clearly worse than its best (a
  "mistake" verdict), how often the second run disagrees: it ranks that move
  first, or above the first run's best;
* the same contradiction rate had the verdict been given without the
  interval (any positive difference), or with the interval but no minimum
  size, beside the product's rule (interval and `MIN_WORTH`);
* the seconds one judgement takes (median, p95) on this core.

    python -m bench.judge_noise --positions 60
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from bench.tournament import measured_quantile
from tutorbot.ai import core, get_player
from tutorbot.ai.judge import MIN_WORTH, Comparison, judge
from tutorbot.engine import Move, Observation
from tutorbot.tutor.claims import positions_from_games

Rule = Callable[[Comparison], bool]
RULES: dict[str, Rule] = {
    "any difference": lambda c: c.gain > 0,
    "95% interval": lambda c: c.gain - c.half_width > 0,
    f"interval and >= {MIN_WORTH:g}": lambda c: c.separated,
}


def _players(game: int, seat: int) -> Callable[[Observation], Move]:
    level = (2, 4)[(game + seat) % 2]
    player = get_player(level, seed=game * 2 + seat)
    return lambda obs: player.choose(obs).move


def measure(budget: str, positions: list[Observation]) -> None:
    """Print the figures of one budget."""
    differ = 0
    told = dict.fromkeys(RULES, 0)
    wrong = dict.fromkeys(RULES, 0)
    seconds: list[float] = []
    for obs in positions:
        start = time.process_time()
        a = judge(obs, budget, salt="")
        seconds.append(time.process_time() - start)
        b = judge(obs, budget, must=[o.move for o in a.moves], salt=":second")
        differ += a.best.move != b.best.move
        for other in a.moves[1:]:
            c = a.compare(a.best.move, other.move)
            second = b.compare(a.best.move, other.move)
            for name, rule in RULES.items():
                if rule(c):
                    told[name] += 1
                    wrong[name] += second.better.move == other.move
    n = len(positions)
    print(f"{budget}: {a.worlds} worlds; best moves differ in {differ} of {n} positions "
          f"({100 * differ / n:.0f}%)")  # fmt: skip
    for name in RULES:
        share = 100 * wrong[name] / told[name] if told[name] else 0.0
        print(f"  verdict by {name:<22} {told[name]:>5} said, {wrong[name]:>4} reversed "
              f"by the second run ({share:.1f}%)")  # fmt: skip
    p95 = measured_quantile(sorted(seconds), 0.95)
    print(f"  one judgement: median {statistics.median(seconds):.3f} s, p95 {p95:.3f} s CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=44)
    parser.add_argument("--budgets", default="hint,deep")
    args = parser.parse_args()
    positions = [
        obs
        for obs in positions_from_games(args.positions * 3, args.seed, _players)
        if len(obs.legal_moves()) > 1
    ][: args.positions]
    print(f"{len(positions)} positions from games between levels 2 and 4 (seed {args.seed}); "
          f"compiled core: {core.AVAILABLE}")  # fmt: skip
    for budget in args.budgets.split(","):
        measure(budget, positions)


if __name__ == "__main__":
    main()
