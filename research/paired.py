"""Two versions of a player on the same deals: which matches each won.

    python -m research.paired BASELINE.jsonl.gz PILOT.jsonl.gz
    (e.g. research/logs/2026-11-26/5_rollout.jsonl.gz and pilots/pilot_sq.jsonl.gz there)

Both logs must come from `tutorbot tournament --log` with the same seeds (a
pilot reuses its baseline's deals), so match i is the same deal in both.  The
matches only one of the two won decide the comparison; those both won or both
lost say nothing about the difference, which is why the counts are printed.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from pathlib import Path
from typing import Any

from bench.tournament import log_lines, wilson


def by_index(path: Path) -> dict[int, dict[str, Any]]:
    rows = (json.loads(line) for line in log_lines(path) if line.strip())
    return {int(row["index"]): row for row in rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", type=Path)
    parser.add_argument("pilot", type=Path)
    args = parser.parse_args()
    base, pilot = by_index(args.baseline), by_index(args.pilot)
    shared = sorted(set(base) & set(pilot))
    n = len(shared)
    if not n:
        raise SystemExit("no match index in common")
    won_base = [bool(base[i]["a_won"]) for i in shared]
    won_pilot = [bool(pilot[i]["a_won"]) for i in shared]
    for name, won in (("baseline", won_base), ("pilot", won_pilot)):
        low, high = wilson(sum(won), n)
        print(f"{name:9s} {sum(won):4d}/{n}  {sum(won) / n:6.1%}  [{low:.1%}, {high:.1%}]")
    outcomes = Counter(zip(won_base, won_pilot, strict=True))  # (baseline won, pilot won)
    print(
        f"won by both {outcomes[True, True]}, only by the pilot {outcomes[False, True]}, "
        f"only by the baseline {outcomes[True, False]}"
    )
    think = [t for i in shared for t in pilot[i]["think_a"]]
    print(f"pilot think: median {statistics.median(think) * 1000:.0f} ms over {len(think)} moves")


if __name__ == "__main__":
    main()
