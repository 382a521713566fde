"""The bot under load: the real bot process, the fake Bot API, the local Redis.

    python -m bench.bot [--players 200] [--rate 330] [--seconds 20] [--limiter both]

1. Paced: `--players` simulated players at level 1, each pressing a button
   about every `players / rate` seconds (uniformly 0.5-1.5 times that, as
   people do, and never before the previous board came back), so together they
   offer `--rate` updates per second.  Reports the updates handled per second
   and the latency from an update being delivered to the bot (getUpdates) to
   the bot's board reply.  Level 1 thinks in well under a millisecond, so
   this is the bot's own latency.
2. Capacity: the same players press again the moment their board comes back;
   the bot's ceiling in updates per second (latency here is only queueing:
   N players waiting on a bot that serves R per second wait N / R).
3. One player plays level 5 while another presses buttons that need no AI:
   the second player's latency shows whether the AI blocks anyone.

R. Redis round trips per update (counted at the connection, in process, on
   the real Redis): a first /new, an ordinary tap (a move against the AI,
   which answers) and a typed move.  ``--round-trips`` prints only these.

0. Telegram's pace: 60 players each pressing about every 3 s (20 taps/s),
   the issue's target for the production rate limiter (tap to board p99
   <= 300 ms, no "message is not modified").

Each phase runs with python-telegram-bot's AIORateLimiter off (the bot's own
speed: the fake server has no flood limits) and on, with the production
settings (`--limiter both`, the default; or `on`, `off`).  With it on, every
call that carries a chat id waits its turn (30 a second overall by default),
so a tap must cost one such call, not two.  Each run also counts the edits
Telegram refused as "message is not modified" (wasted calls).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import random
import statistics
import sys
import time

from tests.support.fake_bot_api import FakeBotApi
from tests.support.redis import drop_prefix, unique_prefix
from tests.support.round_trips import RoundTrips, round_trips_per_update
from tests.support.telegram_harness import BotProcess
from tutorbot.chat import FEATURES, Conversation, InlineThinker
from tutorbot.chat import payload as P
from tutorbot.store import RedisStore
from tutorbot.store.connection import client_for
from tutorbot.telegram.handlers import TelegramAdapter

BOARD_MARK = "🪙"
#: A refused move is answered with its explanation and the board unchanged
#: (not edited again): that message is the reply.
REFUSAL_MARK = "✋"


def first_button(api: FakeBotApi, chat_id: int, prefer: tuple[str, ...]) -> tuple[int, str] | None:
    """(message id, data) of the chat's latest game button with the first
    action of `prefer` that is shown, or None."""
    buttons = [b for b in api.buttons(chat_id) if P.decode_game(b[2])]
    for action in prefer:
        for message_id, _label, data in reversed(buttons):
            if P.decode_game(data).action == action:
                return message_id, data
    return None


class Player:
    """Presses the first useful button of its board, waits for the board reply."""

    def __init__(self, api: FakeBotApi, chat_id: int) -> None:
        self.api, self.chat_id = api, chat_id
        self.user = api.user(chat_id, "en", f"B{chat_id}")
        self.replied = asyncio.Event()
        self.latencies: list[float] = []
        self.pending: int | None = None
        self.lost = 0  # updates whose board reply didn't come within 10 s
        self.refused = False  # the last press was refused: change course

    def on_call(self, call) -> None:
        text = call.params.get("text", "")
        refused = text.startswith(REFUSAL_MARK)
        if call.method in ("editMessageText", "sendMessage") and (BOARD_MARK in text or refused):
            self.refused = refused
            if self.pending is not None:
                delivered = self.api.delivered_at(self.pending)
                if delivered is not None:
                    self.latencies.append(call.at - delivered)
                self.pending = None
            self.replied.set()

    async def send(self, push) -> None:
        self.replied.clear()
        self.pending = push()
        try:
            await asyncio.wait_for(self.replied.wait(), 10)
        except TimeoutError:
            self.lost += 1
            self.pending = None

    def pick(self, prefer: tuple[str, ...]) -> tuple[int, str] | None:
        return first_button(self.api, self.chat_id, prefer)

    async def new_game(self, level: int) -> None:
        await self.send(lambda: self.api.send_text(self.chat_id, self.user, f"/new {level}"))

    async def press(self, prefer: tuple[str, ...]) -> bool:
        if self.refused:  # as a person would: back out, sell, or take camels
            prefer = (P.CANCEL, P.SELL, P.SELL_GOOD, P.SELL_MENU, P.CAMELS, *prefer)
        choice = self.pick(prefer)
        if choice is None:
            return False
        await self.send(lambda: self.api.press(self.chat_id, self.user, *choice))
        return True


#: A simple way through the menus: camels, else take the first good, else sell.
MOVES = (P.CAMELS, P.TAKE, P.SELL, P.SELL_GOOD, P.TAKE_MENU, P.SELL_MENU, P.CANCEL)


async def play(player: Player, level: int, until: float, prefer=MOVES, every: float = 0.0) -> None:
    """Play until `until`; with `every`, press about that often (seconds)."""
    rng = random.Random(player.chat_id)
    due = time.perf_counter() + rng.uniform(0, every)
    await asyncio.sleep(max(0.0, due - time.perf_counter()))
    if player.pick(prefer) is None:  # no game yet (a later phase goes on with it)
        await player.new_game(level)
    while True:
        if every:
            due += every * rng.uniform(0.5, 1.5)
            if due >= until:
                break
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
        elif time.perf_counter() >= until:
            break
        if not await player.press(prefer):
            await player.new_game(level)  # the match is over: a rematch


async def crowd_phase(crowd: list[Player], seconds: float, every: float) -> str:
    api = crowd[0].api
    for p in crowd:
        p.latencies.clear()
        p.lost = 0
    since = len(api.calls)
    with quiet_collector():
        start = time.perf_counter()
        await asyncio.gather(*(play(p, 1, start + seconds, every=every) for p in crowd))
        elapsed = time.perf_counter() - start
    latencies = [x for p in crowd for x in p.latencies]
    calls = api.calls[since:]
    chat_calls = sum(1 for c in calls if "chat_id" in c.params)
    unmodified = sum(1 for c in calls if c.error and "not modified" in c.error)
    return (
        f"  {len(latencies) / elapsed:.0f} updates/s handled over {elapsed:.1f} s\n"
        f"  replies not seen within 10 s: {sum(p.lost for p in crowd)}\n"
        f"  update delivered -> board reply: {summary(latencies)}\n"
        f"  rate-limited calls (with a chat id): {chat_calls / elapsed:.1f}/s; "
        f"'message is not modified': {unmodified}"
    )


@contextlib.contextmanager
def quiet_collector():
    """No garbage collection in *this* process while it measures (as `timeit`
    does): the fake server keeps every call, and a full collection of that
    log would stall the clock that times the bot's replies.  The bot process
    is left as it runs in production."""
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()


def summary(latencies: list[float]) -> str:
    ms = sorted(x * 1000 for x in latencies)
    if not ms:
        return "no samples"
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    median = statistics.median(ms)
    return f"median {median:.1f} ms, p99 {p99:.1f} ms, max {ms[-1]:.1f} ms (n={len(ms)})"


async def round_trips(redis_url: str) -> None:
    """Print the Redis round trips of one update of each kind (a count, not a time)."""
    client = client_for(redis_url)
    trips = RoundTrips(client)  # before the client's first command
    store = RedisStore(client, prefix=unique_prefix())
    adapter = TelegramAdapter(Conversation(store, InlineThinker(), features=FEATURES))
    try:
        counts = await round_trips_per_update(adapter, store, trips)
    finally:
        await drop_prefix(client, store.keys.prefix)
        await client.aclose()
    print("Redis round trips per update (level 1, one chat):")
    for what, (count, commands) in counts.items():
        print(f"  {what}: {count}  ({commands})")


#: The issue's target load: this many players, each pressing about this often (s).
TARGET_PLAYERS, TARGET_EVERY = 60, 3.0


async def main(players: int, rate: float, seconds: float, redis_url: str, limiter: bool) -> None:
    api = FakeBotApi()
    await api.start()
    prefix = unique_prefix()
    bot = BotProcess(api, prefix, TUTORBOT_RATE_LIMIT="1" if limiter else "0")
    bot.start()
    print(f"=== rate limiter {'ON (production settings)' if limiter else 'off'}")
    crowd = [Player(api, 10_000 + i) for i in range(players)]
    target = [Player(api, 50_000 + i) for i in range(TARGET_PLAYERS)]
    solo_ai, presser = Player(api, 90_001), Player(api, 90_002)
    by_chat = {p.chat_id: p for p in [*crowd, *target, solo_ai, presser]}
    api.listener = lambda call: (
        by_chat[int(call.params["chat_id"])].on_call(call)
        if "chat_id" in call.params and int(call.params["chat_id"]) in by_chat
        else None
    )
    try:
        await api.wait_for(lambda: len(api.commands) >= 6, 30)
        await crowd_phase(target, 3, TARGET_EVERY)  # warm-up: connections, caches
        print(
            f"{TARGET_PLAYERS} players at level 1, each pressing about every "
            f"{TARGET_EVERY:.0f} s ({TARGET_PLAYERS / TARGET_EVERY:.0f} taps/s):"
        )
        print(await crowd_phase(target, seconds, TARGET_EVERY))
        if limiter:  # the phases below measure the bot's own speed, far above Telegram's limits
            return
        await crowd_phase(crowd, 3, players / rate)  # warm-up: the crowd's games
        print(f"{players} players at level 1, offering {rate:.0f} updates/s together:")
        print(await crowd_phase(crowd, seconds, players / rate))
        print(f"{players} players at level 1, each pressing again at once (capacity):")
        print(await crowd_phase(crowd, seconds / 2, 0.0))

        # level 5 thinking in one chat while another chat presses builder buttons
        until = time.perf_counter() + seconds / 2
        toggles = (P.TOGGLE_TAKE, P.TOGGLE_GIVE, P.EXCHANGE_MENU, P.TAKE_MENU, P.CANCEL)
        await presser.new_game(1)
        presser.latencies.clear()
        with quiet_collector():
            await asyncio.gather(play(solo_ai, 5, until), play(presser, 1, until, prefer=toggles))
        print("while a level-5 AI thinks in another chat, a player's button press:")
        print(f"  {summary(presser.latencies)}")
        print(
            f"  (the level-5 player's own moves, AI think included: {summary(solo_ai.latencies)})"
        )
    finally:
        errors = await bot.stop()
        if "Traceback" in errors or "ERROR" in errors:
            print("bot errors:\n" + errors[-3000:])
        await api.stop()
        client = client_for(redis_url)
        await drop_prefix(client, prefix)
        await client.aclose()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument(
        "--rate", type=float, default=330, help="updates/s offered in phase 1 (target: 300)"
    )
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/15")
    parser.add_argument("--limiter", choices=("both", "on", "off"), default="both")
    parser.add_argument("--round-trips", action="store_true", help="print only phase R")
    args = parser.parse_args()
    logging.getLogger("tornado.access").setLevel(logging.ERROR)  # 400s are expected
    asyncio.run(round_trips(args.redis))
    if args.round_trips:
        sys.exit()
    for on in {"both": (False, True), "on": (True,), "off": (False,)}[args.limiter]:
        asyncio.run(main(args.players, args.rate, args.seconds, args.redis, on))
