"""Store figures on the local Redis: stored size, load + compare-and-set latency
and updates per second from one process.

    python -m bench.store [--url redis://127.0.0.1:6379/15] [--updates 5000]

Keys go under a prefix of their own and are deleted afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
import uuid

from bench.review import record
from tests.support.sessions import mid_round_session
from tutorbot.store import RedisStore, ReviewRecord, Session, encode
from tutorbot.store.connection import client_for
from tutorbot.store.review import encode_review


def finished_match(seed: int) -> Session:
    """A whole match (level 3 against itself) as stored when it ends."""
    game_id, history, game = record(seed, 3)
    return Session(game_id, game.to_dict(), 3, history=history, finished=True)


def review_size(session: Session) -> int:
    """The review record with five key moments and three round summaries."""
    record = ReviewRecord(session.game_id, session.level, 0, session.history)
    moment = [40, 2, 12, "exchange diamond cloth for leather camel", "sell 5 leather", 9.6, "x"]
    record.analysis = {"r": [[1, 20, 18, 5.9, "bonus-sale"]] * 3, "m": [moment] * 5}
    return len(encode_review(record))


async def update(store: RedisStore, chat_id: int) -> float:
    """One load + compare-and-set save; returns seconds."""
    start = time.perf_counter()
    session = await store.load_game(chat_id)
    session.history.append(session.history[-1])
    session.history.pop()
    result = await store.save_game(chat_id, session)
    assert result.applied
    return time.perf_counter() - start


async def main(url: str, updates: int, chats: int) -> None:
    client = client_for(url)
    prefix = f"tutorbot-bench:{uuid.uuid4().hex[:8]}:"
    store = RedisStore(client, prefix=prefix)
    try:
        sizes = [
            len(encode(mid_round_session(seed, moves=m)))
            for seed in range(50)
            for m in (10, 25, 40)
        ]
        print(f"stored mid-round game: median {statistics.median(sizes):.0f} B, max {max(sizes)} B")
        matches = [finished_match(seed) for seed in range(20)]
        ends = [len(encode(m)) for m in matches]
        print(f"stored finished match: median {statistics.median(ends):.0f} B, max {max(ends)} B")
        kept = [review_size(m) for m in matches]
        print(f"kept for review: median {statistics.median(kept):.0f} B, max {max(kept)} B")
        for chat in range(chats):
            await store.save_game(chat, mid_round_session(chat))
        for chat in range(chats):  # warm up connections and the script cache
            await update(store, chat)
        lat = sorted([await update(store, i % chats) for i in range(updates)])
        p = lambda q: lat[min(len(lat) - 1, int(len(lat) * q))] * 1000  # noqa: E731
        print(
            f"load + CAS save, one at a time: median {p(0.5):.3f} ms, p99 {p(0.99):.3f} ms, "
            f"max {lat[-1] * 1000:.3f} ms"
        )

        async def worker(chat: int, count: int) -> None:
            for _ in range(count):
                await update(store, chat)

        per = updates // chats
        start = time.perf_counter()
        await asyncio.gather(*(worker(chat, per) for chat in range(chats)))
        secs = time.perf_counter() - start
        print(f"throughput, {chats} chats at once: {per * chats / secs:.0f} updates/s")
    finally:
        async for key in client.scan_iter(match=f"{prefix}*", count=500):
            await client.delete(key)
        await client.aclose()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/15"))
    parser.add_argument("--updates", type=int, default=5000)
    parser.add_argument("--chats", type=int, default=32)
    args = parser.parse_args()
    asyncio.run(main(args.url, args.updates, args.chats))
