"""Engine speed on one core: random rounds per second and move-generation time.

    python bench/engine.py [--rounds 3000] [--warmup 6000]

Random rounds draw every move uniformly from the legal moves (through the
engine's uniform sampler, which counts moves instead of listing them).  The
engine's move tables are caches, so a warm-up runs first and the steady state
is reported; the cold figure is printed too.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from tutorbot.engine import Game
from tutorbot.engine.legal import _legal_moves, legal_moves_for, random_legal_move


def random_rounds(count: int, first_seed: int) -> tuple[float, int]:
    """Play `count` random rounds; return (seconds, moves)."""
    moves = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        rng = random.Random(seed)
        g = Game.new(seed=seed)
        hands, herds, market = g.hands, g.herds, g.market
        while not g.round_over:
            p = g.to_move
            g.play_unchecked(random_legal_move(tuple(hands[p]), herds[p], tuple(market), rng))
            moves += 1
    return time.perf_counter() - start, moves


def generation_times(positions: int) -> list[float]:
    """Seconds to list every legal move of positions not seen before (warm tables)."""
    rng = random.Random(1)
    samples: list[tuple] = []
    seed = 10_000_000
    while len(samples) < positions:
        g = Game.new(seed=seed)
        seed += 1
        while not g.round_over and len(samples) < positions:
            p = g.to_move
            samples.append((tuple(g.hands[p]), g.herds[p], tuple(g.market)))
            g.play_unchecked(random_legal_move(*samples[-1], rng))
    _legal_moves.cache_clear()  # time the listing itself, not a cache hit
    times = []
    for hand, herd, market in samples:
        start = time.perf_counter()
        legal_moves_for(hand, herd, market)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3000)
    parser.add_argument("--warmup", type=int, default=6000)
    parser.add_argument("--positions", type=int, default=20000)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    cold_s, _ = random_rounds(args.warmup, 0)
    secs, moves = random_rounds(args.rounds, 1_000_000)
    print(f"cold start:        {args.warmup / cold_s:8.0f} random rounds/s (first {args.warmup})")
    print(f"steady state:      {args.rounds / secs:8.0f} random rounds/s")
    print(f"moves per round:   {moves / args.rounds:8.1f}")
    print(f"moves per second:  {moves / secs:8.0f}")
    times = sorted(generation_times(args.positions))
    p99 = times[int(len(times) * 0.99)]
    print(
        f"legal_moves(), all moves listed, {len(times)} positions: "
        f"median {statistics.median(times) * 1e6:.1f} us, p99 {p99 * 1e6:.1f} us"
    )


if __name__ == "__main__":
    main()
