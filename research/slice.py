"""Play a slice of one tournament pair's matches, for a machine lent for a few minutes.

    python -m research.slice 5 rollout --first 169 --last 400 --workers 16 --log 5_rollout.jsonl
    python -m research.slice 5 4 --first 399 --last -1 --step -1 --log 5_4-from-the-end.jsonl

The matches are the very ones `tutorbot tournament --seed 2026` plays
for the pair (same seeds, same indices), and the rows are the tournament
log's, so logs played on several machines join into one (`cat`, then the
tournament's `--log` over the joined log plays only what is still missing).

`--deals-of A B` plays the pair on another pair's deals (its seeds, indices
and seats), for `research.paired` to compare two versions of a player match
by match against the same opponent:

    python -m research.slice uyu-cut12-2000 rollout5 --deals-of uyu-cut12 5 --log cut2000.jsonl

Unlike the tournament, which logs in order, a row is written as soon as its
match ends: a run stopped at a deadline (`timeout 540 ...`) loses only the
matches in progress.  Use a plain (not .gz) log where a run may be killed
mid-write.  Needs only the standard library and the checkout (no bot
dependencies), so it runs on a bare Python 3.11+.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from bench.arena import check_spec, parse_spec
from bench.opponents import OPPONENTS
from bench.tournament import append_row, missing, pair_jobs, play_row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", help="the stronger-listed player, as the tournament lists it")
    parser.add_argument("b")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--last", type=int, default=400, help="stop before this index")
    parser.add_argument("--step", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument(
        "--deals-of", nargs=2, metavar=("A", "B"), help="play on this pair's deals instead"
    )
    args = parser.parse_args()
    a, b = parse_spec(args.a), parse_spec(args.b)
    check_spec(a, OPPONENTS)
    check_spec(b, OPPONENTS)
    dealer = [parse_spec(name) for name in args.deals_of] if args.deals_of else [a, b]
    deals = pair_jobs(*dealer, args.seed, range(args.first, args.last, args.step))
    jobs = [(a, b, seed, index) for _, _, seed, index in deals]
    todo = missing(jobs, args.log)
    print(f"{args.a} v {args.b}: {len(todo)} of {len(jobs)} matches to play", flush=True)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for done in as_completed([pool.submit(play_row, job, OPPONENTS) for job in todo]):
            append_row(args.log, done.result())


if __name__ == "__main__":
    main()
