"""Round-robin tournaments between AI levels, in parallel processes.

    tutorbot tournament --levels 1,2,3,4,5 --matches 400 --seed 2026 --workers 2
    python -m bench.tournament --levels 5,rollout --matches 2   # the same

Players are levels (1-5) or opponents handed in by name (the command hands in
those registered as entry points: from a checkout, the benchmark's "old5",
"rollout", "beginner" and the others of `bench/opponents.py`).  The product's
`tutorbot tournament` finds `main` through the `tutorbot.commands` entry
point (pyproject.toml); an install without bench/ has no tournament.

Every pair of players plays `matches` full matches (best of three rounds, who
starts alternating); the table gives each pair's match win rate with a 95%
Wilson interval, and each level's think time per move.

With a log file, every finished match is appended to it as one JSON line and
a run that is stopped and started again plays only the matches the log lacks:
a 400-match pair can be played over several sittings, and the table is always
the log's (the same seeds give the same matches, wherever they were played).
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import statistics
import sys
import zlib
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from itertools import combinations
from pathlib import Path
from typing import Any

from bench.arena import (
    NO_OPPONENTS,
    Opponents,
    Spec,
    check_spec,
    parse_spec,
    play_match,
    registered_opponents,
)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def measured_quantile(ordered: Sequence[float], share: float) -> float:
    """The sorted values' entry at rank floor(n * share): a p95 that is one of
    the times really measured, never an interpolation, and never below the
    textbook nearest rank (one above it where n * share is whole, so on the
    slow side).  Every bench and report prints its p95 this way, so their
    figures compare."""
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def label(spec: Spec) -> str:
    return f"L{spec}" if isinstance(spec, int) else str(spec)


def strongest_first(spec: Spec) -> tuple[int, int, str]:
    """Levels strongest first, then the benchmark opponents by name."""
    return (0, -spec, "") if isinstance(spec, int) else (1, 0, spec)


def _one(
    job: tuple[Spec, Spec, int, int], opponents: Opponents
) -> tuple[Spec, Spec, bool, list[float], list[float]]:
    """Play one match; report whether the stronger-listed level `a` won."""
    a, b, seed, index = job
    first = index % 2
    if index % 4 < 2:  # seats alternate too, so neither level always sits first
        rec = play_match(a, b, seed, first, opponents)
        return a, b, rec.winner == 0, rec.think[0], rec.think[1]
    rec = play_match(b, a, seed, first, opponents)
    return a, b, rec.winner == 1, rec.think[1], rec.think[0]


Job = tuple[Spec, Spec, int, int]  # stronger-listed player, the other, seed, index


#: One played match as the log keeps it (JSON).
Row = dict[str, Any]


def log_lines(log: Path) -> list[str]:
    """A log's lines; a log whose name ends in .gz is gzip-compressed (appending
    adds a gzip member, which readers join), so kept logs stay small."""
    if log.suffix == ".gz":
        with gzip.open(log, "rt") as f:
            return f.read().splitlines()
    return log.read_text().splitlines()


def append_row(log: Path, row: Row) -> None:
    with gzip.open(log, "at") if log.suffix == ".gz" else log.open("a") as out:
        out.write(json.dumps(row) + "\n")


def _logged(log: Path | None) -> dict[tuple[str, str, int], Row]:
    """The matches a log already holds, by (a, b, seed)."""
    if log is None or not log.exists():
        return {}
    found: dict[tuple[str, str, int], Row] = {}
    for line in log_lines(log):
        if line.strip():
            row = json.loads(line)
            found[(str(row["a"]), str(row["b"]), row["seed"])] = row
    return found


def _pair_offset(a: Spec, b: Spec) -> int:
    """Where a pair's seeds start: from the pair's names, so the same pair plays
    the same matches whichever other players the round robin has."""
    return zlib.crc32(f"{a} v {b}".encode()) % 100_003 * 7919


def pair_jobs(a: Spec, b: Spec, seed: int, indices: Iterable[int]) -> list[Job]:
    """The pair's matches at `indices` (`a` listed first): a match's deal depends
    only on the pair's names, `seed` and its index, so any slice of a pair can be
    played anywhere and its log joined to the rest (`research/slice.py`)."""
    return [(a, b, seed * 1_000_003 + _pair_offset(a, b) + i, i) for i in indices]


def _key(job: Job) -> tuple[str, str, int]:
    """A job's key in a log (`_logged`): the players' names and the seed."""
    return str(job[0]), str(job[1]), job[2]


def missing(jobs: Iterable[Job], log: Path | None) -> list[Job]:
    """The jobs `log` does not hold yet."""
    done = _logged(log)
    return [job for job in jobs if _key(job) not in done]


def play_row(job: Job, opponents: Opponents = NO_OPPONENTS) -> Row:
    """Play one match; the row the log keeps for it."""
    a, b, a_won, t_a, t_b = _one(job, opponents)
    played: Row = {"a": a, "b": b, "seed": job[2], "index": job[3], "a_won": a_won}
    return played | {"think_a": _micro(t_a), "think_b": _micro(t_b)}


def run_tournament(
    levels: Iterable[Spec],
    matches: int,
    seed: int,
    workers: int,
    log: Path | None = None,
    opponents: Opponents = NO_OPPONENTS,
) -> dict[str, object]:
    """Play the round robin (only the matches `log` lacks); returns the JSON-ready result.

    Names among `levels` are looked up in `opponents`."""
    levels = sorted(set(levels), key=strongest_first)
    pairs = list(combinations(levels, 2))  # (higher, lower)
    jobs = [job for a, b in pairs for job in pair_jobs(a, b, seed, range(matches))]
    done = _logged(log)
    rows: dict[Job, Row | None] = {job: done.get(_key(job)) for job in jobs}
    todo = [job for job, row in rows.items() if row is None]
    if todo:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for job, played in zip(
                todo,
                pool.map(
                    partial(play_row, opponents=dict(opponents)), todo, chunksize=1 if log else 4
                ),
                strict=True,
            ):
                rows[job] = played
                if log is not None:
                    append_row(log, played)
    return result_of([row for row in rows.values() if row is not None])


def result_of(rows: Iterable[Row]) -> dict[str, object]:
    """The JSON-ready result of played matches (rows as the log keeps them): each
    pair in the order first met, and every player's think times."""
    won: dict[tuple[Spec, Spec], list[bool]] = {}
    think: dict[Spec, list[float]] = {}
    for row in rows:
        a, b = parse_spec(str(row["a"])), parse_spec(str(row["b"]))
        won.setdefault((a, b), []).append(bool(row["a_won"]))
        think.setdefault(a, []).extend(row["think_a"])
        think.setdefault(b, []).extend(row["think_b"])
    return {
        "pairs": [
            {"a": a, "b": b, "matches": len(w), "a_wins": sum(w), "b_wins": len(w) - sum(w)}
            for (a, b), w in won.items()
        ],
        "think_ms": {
            str(lv): think_summary(think[lv]) for lv in sorted(think, key=strongest_first)
        },
    }


def _micro(seconds: list[float]) -> list[float]:
    return [round(t, 6) for t in seconds]


def think_summary(seconds: list[float]) -> dict[str, float]:
    if not seconds:
        return {"median": 0.0, "p95": 0.0, "max": 0.0, "moves": 0}
    ordered = sorted(seconds)
    return {
        "median": round(statistics.median(ordered) * 1000, 2),
        "p95": round(measured_quantile(ordered, 0.95) * 1000, 2),
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


def add_arguments(parser: argparse.ArgumentParser, names: str) -> None:
    """The tournament's command-line options; `names` says which players
    `--levels` may name."""
    parser.add_argument("--levels", default="1,2,3,4,5", help=f"comma-separated: {names}")
    parser.add_argument("--matches", type=int, default=100, help="matches per pair of levels")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--log",
        help="append each match to this JSON-lines file; a rerun plays only what it lacks",
    )


def run(args: argparse.Namespace, opponents: Opponents = NO_OPPONENTS) -> int:
    """Run the tournament `add_arguments`'s options describe and print its table."""
    specs = [parse_spec(x) for x in args.levels.split(",")]
    try:
        for spec in specs:
            check_spec(spec, opponents)
    except ValueError as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    log = Path(args.log) if args.log else None
    result = run_tournament(specs, args.matches, args.seed, args.workers, log, opponents)
    print(json.dumps(result) if args.json else format_table(result))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """`tutorbot tournament ARGS` (and `python -m bench.tournament ARGS`): the
    levels and the registered opponents play; prints the table."""
    parser = argparse.ArgumentParser(
        prog="tutorbot tournament", description="AI levels play each other; prints win rates."
    )
    add_arguments(
        parser, "levels 1-5 and registered opponents (a checkout: old5, rollout, uyu, beginner)"
    )
    return run(parser.parse_args(argv), registered_opponents())


if __name__ == "__main__":
    sys.exit(main())
