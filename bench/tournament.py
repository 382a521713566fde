"""The AI levels' match win rates and think times, with the benchmark's opponents.

    python -m bench.tournament --levels 5,rollout --matches 2
    python -m bench.tournament --levels 1,2,3,4,5 --matches 400 --seed 2026 --workers 2

`tutorbot tournament` with the benchmark opponents of `bench/opponents.py`
(old5, rollout, beginner) handed in: the product knows only its levels and
never reaches into the checkout, so the opponents play from here.  Run it from
the checkout's root.  The same options as `tutorbot tournament`; a log
(`--log FILE`) is read by `python -m bench.tournament_report`.
"""

from __future__ import annotations

import argparse
import sys

from bench.opponents import OPPONENTS
from tutorbot.ai import tournament


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    tournament.add_arguments(parser, f"levels 1-5 and {', '.join(sorted(OPPONENTS))}")
    return tournament.main(parser.parse_args(argv), OPPONENTS)


if __name__ == "__main__":
    sys.exit(main())
