"""Round-robin tournaments between AI levels, in parallel processes.

Players are levels (1-5) or benchmark opponents named in `bench/opponents.py`
("old5", "rollout").  Every pair of them plays `matches` full matches (best of three rounds, who
starts alternating); the table gives each pair's match win rate with a 95%
Wilson interval, and each level's think time per move.
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from .arena import Spec, parse_spec, play_match


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def label(spec: Spec) -> str:
    return f"L{spec}" if isinstance(spec, int) else str(spec)


def _order(spec: Spec) -> tuple[int, int, str]:
    """Levels strongest first, then the benchmark opponents by name."""
    return (0, -spec, "") if isinstance(spec, int) else (1, 0, spec)


def _one(job: tuple[Spec, Spec, int, int]) -> tuple[Spec, Spec, bool, list[float], list[float]]:
    """Play one match; report whether the stronger-listed level `a` won."""
    a, b, seed, index = job
    first = index % 2
    if index % 4 < 2:  # seats alternate too, so neither level always sits first
        rec = play_match(a, b, seed, first)
        return a, b, rec.winner == 0, rec.think[0], rec.think[1]
    rec = play_match(b, a, seed, first)
    return a, b, rec.winner == 1, rec.think[1], rec.think[0]


def run_tournament(
    levels: Iterable[Spec], matches: int, seed: int, workers: int
) -> dict[str, object]:
    """Play the round robin; returns the JSON-ready result."""
    levels = sorted(set(levels), key=_order)
    pairs = list(combinations(levels, 2))  # (higher, lower)
    jobs = [
        (a, b, seed * 1_000_003 + k * 7919 + i, i)
        for k, (a, b) in enumerate(pairs)
        for i in range(matches)
    ]
    wins = {pair: 0 for pair in pairs}
    think: dict[Spec, list[float]] = {lv: [] for lv in levels}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for a, b, a_won, t_a, t_b in pool.map(_one, jobs, chunksize=4):
            wins[(a, b)] += a_won
            think[a].extend(t_a)
            think[b].extend(t_b)
    return {
        "pairs": [
            {
                "a": a,
                "b": b,
                "matches": matches,
                "a_wins": wins[(a, b)],
                "b_wins": matches - wins[(a, b)],
            }
            for a, b in pairs
        ],
        "think_ms": {str(lv): _summary(think[lv]) for lv in sorted(levels, key=_order)},
    }


def _summary(seconds: list[float]) -> dict[str, float]:
    if not seconds:
        return {"median": 0.0, "p95": 0.0, "max": 0.0, "moves": 0}
    ordered = sorted(seconds)
    return {
        "median": round(statistics.median(ordered) * 1000, 2),
        "p95": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000, 2),
        "max": round(ordered[-1] * 1000, 2),
        "moves": len(ordered),
    }


def format_table(result: dict) -> str:
    """The human-readable report."""
    lines = ["pair                matches  wins  win rate   95% CI", "-" * 55]
    for p in result["pairs"]:
        lo, hi = wilson(p["a_wins"], p["matches"])
        rate = p["a_wins"] / p["matches"] if p["matches"] else 0.0
        lines.append(
            f"{label(p['a']) + ' v ' + label(p['b']):19s} {p['matches']:7d} {p['a_wins']:5d}   "
            f"{rate:6.1%}  "
            f"[{lo:.1%}, {hi:.1%}]"
        )
    lines += ["", "player  think ms/move: median     p95     max   moves", "-" * 53]
    for lv, t in result["think_ms"].items():
        figures = f"{t['median']:8.2f} {t['p95']:7.2f} {t['max']:7.2f} {t['moves']:7d}"
        lines.append(f"{label(parse_spec(lv)):8s}             {figures}")
    return "\n".join(lines)


def main(levels: str, matches: int, seed: int, workers: int, as_json: bool) -> int:
    result = run_tournament([parse_spec(x) for x in levels.split(",")], matches, seed, workers)
    print(json.dumps(result) if as_json else format_table(result))
    return 0
