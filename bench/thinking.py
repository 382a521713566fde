"""How long a player waits for the AI in the bot, with the bot's own thinker.

    python -m bench.thinking [--moves 40] [--chats 1,2,4,8] [--workers N]

The thinker is the bot's: a process pool of `--workers` (default: the bot's,
one per core) started with "spawn", each decision cut at `MAX_SECONDS` of
the request.  Decisions are level 5's on positions of real level-5 games.
For each number of chats thinking at once, prints the wall-clock wait from
the request to the decision (median, p95, max) and how many decisions the
quick level had to make because no worker was free in time.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import statistics
import time

from bench.tournament import measured_quantile
from tutorbot.ai import get_player
from tutorbot.chat.thinking import MAX_SECONDS, PoolThinker
from tutorbot.engine import Game, Observation

LEVEL = 5


def positions(count: int) -> list[Observation]:
    """Observations of the mover along level-3 games (quick to make, realistic)."""
    found: list[Observation] = []
    seed = 0
    while len(found) < count:
        game = Game.new(seed=seed)
        players = [get_player(3, seed=seed), get_player(3, seed=seed + 1)]
        rng = random.Random(seed)
        while not game.round_over and len(found) < count:
            obs = game.observation(game.to_move)
            if rng.random() < 0.3:
                found.append(obs)
            game.play(players[game.to_move].choose(obs).move)
        seed += 1
    return found


async def burst(thinker: PoolThinker, batch: list[Observation], seed: int) -> list[float]:
    async def one(i: int, obs: Observation) -> float:
        start = time.perf_counter()
        await thinker.choose(LEVEL, seed + i, obs)
        return time.perf_counter() - start

    return list(await asyncio.gather(*(one(i, obs) for i, obs in enumerate(batch))))


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40, help="decisions per row")
    parser.add_argument("--chats", default="1,2,4,8", help="chats thinking at once")
    parser.add_argument("--workers", type=int, default=None)
    args = parser.parse_args()
    thinker = PoolThinker(args.workers, mp_context=multiprocessing.get_context("spawn"))
    obs = positions(args.moves)
    try:
        await burst(thinker, obs[:2], 0)  # start the workers
        print(f"level {LEVEL}, cut at {MAX_SECONDS[LEVEL]} s of the request; wall-clock waits")
        print("chats at once   decisions   median ms   p95 ms   max ms   quick-level answers")
        for chats in (int(x) for x in args.chats.split(",")):
            thinker.fallbacks = 0
            waits: list[float] = []
            for start in range(0, len(obs), chats):
                waits += await burst(thinker, obs[start : start + chats], start)
            waits.sort()
            p95 = measured_quantile(waits, 0.95)
            print(
                f"{chats:13d} {len(waits):11d} {statistics.median(waits) * 1000:11.0f} "
                f"{p95 * 1000:8.0f} {waits[-1] * 1000:8.0f} {thinker.fallbacks:21d}"
            )
    finally:
        await thinker.close()


if __name__ == "__main__":
    asyncio.run(main())
