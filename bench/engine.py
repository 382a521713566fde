"""Engine speed and memory on one core.

    python -m bench.engine [--rounds 3000] [--memory-rounds 10000] [--decisions 200]

1. Random rounds through the public API (`legal_moves()` then `play()` of a
   uniformly drawn move) on fresh deals, first with no warm-up (the cold figure,
   what a new process sees), then the next as many rounds again.
2. Every legal move listed in full, position by position (what a searching
   AI does).
3. Memory: the process's resident set after `--memory-rounds` random rounds
   and `--decisions` level-5 decisions (the figure a long-lived bot or AI
   worker settles to), and the hit rate of each bounded cache.
Times are CPU seconds of this process (`process_time`), so other work on the
machine slows them less than it would wall-clock times.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import time

from tutorbot.ai import get_player
from tutorbot.engine import Game
from tutorbot.engine.legal import CACHES


def public_rounds(count: int, first_seed: int) -> tuple[float, int]:
    """`count` random rounds through `legal_moves()` and `play()`: (CPU s, moves)."""
    moves = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + count):
        rng = random.Random(seed)
        g = Game.new(seed=seed)
        while not g.round_over:
            legal = g.legal_moves()
            g.play(legal[int(rng.random() * len(legal))])
            moves += 1
    return time.process_time() - start, moves


def listings(count: int, first_seed: int) -> tuple[float, int, int]:
    """Every legal move of each position of `count` random rounds, listed in
    full (what a searching AI does): (CPU s, positions, moves listed)."""
    positions = listed = 0
    spent = 0.0
    for seed in range(first_seed, first_seed + count):
        rng = random.Random(seed)
        g = Game.new(seed=seed)
        while not g.round_over:
            start = time.process_time()
            moves = list(g.legal_moves())
            spent += time.process_time() - start
            positions += 1
            listed += len(moves)
            g.play_unchecked(moves[int(rng.random() * len(moves))])
    return spent, positions, listed


def level5_decisions(count: int) -> float:
    """`count` level-5 decisions on positions of random play; CPU seconds."""
    rng = random.Random(7)
    spent = 0.0
    done = 0
    seed = 50_000_000
    while done < count:
        g = Game.new(seed=seed)
        seed += 1
        for _ in range(rng.randrange(0, 30)):
            g.play(rng.choice(g.legal_moves()))
            if g.round_over:
                break
        if g.round_over:
            continue
        start = time.process_time()
        get_player(5, seed=done).choose(g.observation(g.to_move))
        spent += time.process_time() - start
        done += 1
    return spent


def rss_mb() -> float:
    """The resident set now (Linux), else the peak."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3000)
    parser.add_argument("--memory-rounds", type=int, default=10_000)
    parser.add_argument("--decisions", type=int, default=200)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    cold_s, moves = public_rounds(args.rounds, 0)
    warm_s, _ = public_rounds(args.rounds, 1_000_000)
    print(f"public API, cold (no warm-up): {args.rounds / cold_s:8.0f} random rounds/s")
    print(f"public API, next rounds:       {args.rounds / warm_s:8.0f} random rounds/s")
    print(f"moves per round:               {moves / args.rounds:8.1f}")
    print(f"public API, moves per second:  {moves / cold_s:8.0f} (cold)")
    list_s, positions, listed = listings(args.rounds // 3, 4_000_000)
    print(
        f"listing every legal move:      {list_s / positions * 1e6:8.1f} µs a position "
        f"({listed / positions:.0f} moves on average)"
    )
    done = 2 * args.rounds
    if args.memory_rounds > done:
        public_rounds(args.memory_rounds - done, 3_000_000)
    l5 = level5_decisions(args.decisions)
    print(
        f"RSS after {max(done, args.memory_rounds)} random rounds and {args.decisions} "
        f"level-5 decisions ({l5 / max(1, args.decisions):.2f} s each): {rss_mb():.0f} MB "
        f"(peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB)"
    )
    for name, cache in CACHES.items():
        info = cache.cache_info()
        calls = info.hits + info.misses
        rate = info.hits / calls if calls else 0.0
        print(f"cache {name:13s} hit rate {rate:6.1%}  size {info.currsize}/{info.maxsize}")


if __name__ == "__main__":
    main()
