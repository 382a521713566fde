"""The tournament table of match logs (`tutorbot tournament --log`), however many
matches each pair has reached: win rates with 95% intervals, then each
player's think time per move over every logged match it played.

    python bench/tournament_report.py bench/logs/2026-11-26/*.jsonl
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tutorbot.ai.arena import parse_spec
from tutorbot.ai.tournament import format_table, log_lines, strongest_first, think_summary


def report(paths: list[Path]) -> dict[str, object]:
    """`run_tournament`'s result, built from logs instead of played."""
    pairs: dict[tuple[str, str], list[bool]] = {}
    think: dict[str, list[float]] = {}
    for path in paths:
        for line in log_lines(path):
            if not line.strip():
                continue
            row = json.loads(line)
            a, b = str(row["a"]), str(row["b"])
            pairs.setdefault((a, b), []).append(bool(row["a_won"]))
            think.setdefault(a, []).extend(row["think_a"])
            think.setdefault(b, []).extend(row["think_b"])
    return {
        "pairs": [
            {
                "a": parse_spec(a),
                "b": parse_spec(b),
                "matches": len(won),
                "a_wins": sum(won),
                "b_wins": len(won) - sum(won),
            }
            for (a, b), won in pairs.items()
        ],
        "think_ms": {name: think_summary(think[name]) for name in sorted(think, key=_strongest)},
    }


def _strongest(name: str) -> tuple[int, int, str]:
    return strongest_first(parse_spec(name))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", type=Path)
    print(format_table(report(parser.parse_args().logs)))


if __name__ == "__main__":
    main()
