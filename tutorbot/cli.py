"""The `tutorbot` command: one entry point, a subcommand per job."""

from __future__ import annotations

import argparse
import sys


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tutorbot", description="Learn and play Jaipur.")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="print one random, AI-free match")
    demo.add_argument("--seed", type=int, default=None)
    return parser


def main(argv: list[str] | None = None) -> None:
    args = _parser().parse_args(argv)
    if args.command == "demo":
        from tutorbot.demo import run_demo

        sys.exit(run_demo(args.seed))


if __name__ == "__main__":
    main()
