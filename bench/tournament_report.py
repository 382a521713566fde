"""The tournament table of match logs (`python -m bench.tournament --log`), however many
matches each pair has reached: win rates with 95% intervals, then each
player's think time per move over every logged match it played.

    python -m bench.tournament_report research/logs/2026-11-26/*.jsonl.gz
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bench.tournament import format_table, log_lines, result_of


def report(paths: list[Path]) -> dict[str, object]:
    """`run_tournament`'s result, built from logs instead of played."""
    return result_of(json.loads(line) for path in paths for line in log_lines(path) if line.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", type=Path)
    print(format_table(report(parser.parse_args().logs)))


if __name__ == "__main__":
    main()
