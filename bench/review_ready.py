"""Is the review ready when the match ends, and do the AI's moves keep their pace meanwhile?

Plays whole matches through the conversation as the bot runs it, a move every
`--pace` seconds (a person reads the board and thinks): the AI in
a process pool of `--workers` workers (`PoolThinker`, spawned as the bot
spawns it), the store an in-process Redis.  The player (level 2's moves,
typed) plays `--level` (3; level 5 thinks in the pool, beside the judging).
After each of the player's moves the review judges that turn in the
background, at the pool's lowest priority; at the match's end it makes the
review.  Prints, with judging ahead on and off:

* a move's round trip (the player's move and the AI's answer), median and p95;
* how long `/review` takes when asked one second after the match's end.

    python -m bench.review_ready --matches 3 --workers 2
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import statistics
import time

from bench.tournament import measured_quantile
from tutorbot.ai import get_player
from tutorbot.chat import FEATURES, Command, Conversation, PoolThinker, Text, User
from tutorbot.engine import Game
from tutorbot.store import RedisStore


class NotAhead(PoolThinker):
    """The same pool, judging nothing ahead: the review judges on demand."""

    @property
    def works_ahead(self) -> bool:
        """No background work: the baseline."""
        return False


async def run(
    ahead: bool, matches: int, workers: int, pace: float, level: int = 3
) -> tuple[list[float], list[float]]:
    """Move round trips and /review times over `matches` matches."""
    kind = PoolThinker if ahead else NotAhead
    thinker = kind(workers, mp_context=multiprocessing.get_context("spawn"))
    store = RedisStore.embedded()
    conv = Conversation(store, thinker, features=FEATURES)
    moves: list[float] = []
    reviews: list[float] = []
    for m in range(matches):
        chat = 100 + m
        user = User(chat, "en", "Ann")
        await conv.handle(chat, user, Command("new", str(level)))
        human = get_player(2, seed=m)
        while True:
            session = await store.load_game(chat)
            if session is None or session.finished:
                break
            obs = Game.from_dict(session.position).observation(session.human)
            started = time.perf_counter()
            await conv.handle(chat, user, Text(str(human.choose(obs).move)))
            moves.append(time.perf_counter() - started)
            await asyncio.sleep(pace)  # the player reads the board and thinks
        await asyncio.sleep(1.0)
        started = time.perf_counter()
        await conv.handle(chat, user, Command("review"))
        reviews.append(time.perf_counter() - started)
    await conv.close()
    return moves, reviews


def _line(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = measured_quantile(ordered, 0.95)
    return f"{name}: median {statistics.median(ordered):.3f} s, p95 {p95:.3f} s (n = {len(times)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--level", type=int, default=3, help="the AI's level")
    parser.add_argument("--pace", type=float, default=2.0, help="seconds a player takes a move")
    args = parser.parse_args()
    print(
        f"{args.matches} matches, level 2's moves against level {args.level}, a move every "
        f"{args.pace:g} s, {args.workers} AI workers"
    )
    for ahead in (False, True):
        moves, reviews = asyncio.run(run(ahead, args.matches, args.workers, args.pace, args.level))
        label = "judging ahead" if ahead else "judging on demand"
        print(f"{label}:")
        print("  " + _line("a move's round trip", moves))
        print("  " + _line("/review one second after the end", reviews))


if __name__ == "__main__":
    main()
