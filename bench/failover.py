"""The bot through a failover: Sentinel, then Redis Cluster, started locally.

    python -m bench.failover [--players 20] [--after 15]

For each setup (a primary, a replica and three Sentinels, down-after 2 s; then
three primaries with a replica each, node timeout 2 s):

1. The cost of `WAIT`: the median save (load + compare-and-set) on the store,
   and the median tap through the bot process (update delivered -> board
   reply), with `?wait=0` and with the default `WAIT 1 100`.
2. The failover: `--players` simulated players tap through the real bot
   process (fake Bot API, level 1) on the setup's URL; the primary (for the
   cluster: the one serving the first player) is killed with `kill -9`; they
   go on tapping for `--after` seconds.  Every board the bot shows carries the
   game's version in its buttons, and each save bumps it by one, so from the
   versions the players saw acknowledged, their taps' answers and the version
   finally stored, it prints: moves lost (taps apologised for or unanswered
   that did not apply: the player taps again), moves applied twice, taps left
   unanswered (10 s), acknowledged moves lost, and the seconds from the kill
   until every player's taps apply again.

The figures are those of this machine as it is (other work slows it).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import statistics
import time
from dataclasses import dataclass, field

from bench.bot import first_button
from tests.support.fake_bot_api import FakeBotApi
from tests.support.ha_servers import ClusterGroup, SentinelGroup
from tests.support.redis import drop_prefix, unique_prefix
from tests.support.sessions import mid_round_session
from tests.support.telegram_harness import BotProcess
from tutorbot.chat import payload as P
from tutorbot.store import RedisStore

BOARD_MARK, REFUSAL_MARK = "🪙", "✋"
#: "I can't reach my memory" (the store's answer) and "sorry, something went wrong".
APOLOGY_MARKS = ("⚠️", "😔")
#: A simple way through the menus: camels, else take the first good, else sell.
MOVES = (P.CAMELS, P.TAKE, P.SELL, P.SELL_GOOD, P.TAKE_MENU, P.SELL_MENU, P.CANCEL)
ANSWER_WITHIN = 10.0
#: After a toast-less answer to a tap, how long a board may still take to come.
QUIET_AFTER = 0.5
MESSAGE_CALLS = ("editMessageText", "sendMessage", "answerCallbackQuery")
DOWN_AFTER_MS = 2000


@dataclass
class Tap:
    sent: float
    #: board (acknowledged), refused, apology, quiet (answered, nothing shown
    #: changed), none (unanswered)
    outcome: str = "none"
    version: int | None = None  # on an acknowledged board
    latency: float | None = None


@dataclass
class Tapper:
    """A player who taps the first useful button and waits for the answer."""

    api: FakeBotApi
    chat_id: int
    taps: list[Tap] = field(default_factory=list)
    start_version: int = 0
    pending: Tap | None = None
    update_id: int | None = None
    query_id: str | None = None  # the pending tap's callback query
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    refused: bool = False

    @property
    def user(self) -> dict:
        return self.api.user(self.chat_id, "en", f"F{self.chat_id}")

    def on_call(self, call) -> None:
        """A message, an edit, or (for a tap) the toast that answers it: the
        apology and a refusal may come as a toast alone."""
        if call.method not in MESSAGE_CALLS or self.pending is None:
            return
        text = call.params.get("text", "")
        tap = self.pending
        if call.method == "answerCallbackQuery" and not text:
            # the spinner stopped; a board may follow, else nothing changed
            tap.outcome = "quiet"
            asyncio.get_running_loop().call_later(QUIET_AFTER, self._settle, tap)
            return
        if text.startswith(APOLOGY_MARKS):
            tap.outcome = "apology"
        elif text.startswith(REFUSAL_MARK):
            tap.outcome = "refused"
        elif BOARD_MARK in text:
            tap.outcome = "board"
            tap.version = max(_versions(call.params.get("reply_markup")), default=None)
        else:
            return  # e.g. the AI's move, before the board
        delivered = self.api.delivered_at(self.update_id) if self.update_id else None
        tap.latency = call.at - delivered if delivered is not None else None
        self.refused = tap.outcome == "refused"
        self.pending = None
        self.answered.set()

    def _settle(self, tap: Tap) -> None:
        if self.pending is tap:
            self.pending = None
            self.answered.set()

    def pick(self) -> tuple[int, str] | None:
        prefer = MOVES
        if self.refused:
            prefer = (P.CANCEL, P.SELL, P.SELL_GOOD, P.SELL_MENU, P.CAMELS, *MOVES)
        return first_button(self.api, self.chat_id, prefer)

    async def send(self, push) -> Tap:
        tap = Tap(time.monotonic())
        self.answered.clear()
        self.pending = tap
        self.update_id = push()
        self.query_id = self.api.presses[-1] if self.api.presses else None
        try:
            await asyncio.wait_for(self.answered.wait(), ANSWER_WITHIN)
        except TimeoutError:
            self.pending = None
        return tap

    async def new_game(self) -> None:
        await self.send(lambda: self.api.send_text(self.chat_id, self.user, "/new 1"))
        games = (P.decode_game(b[2]) for b in self.api.buttons(self.chat_id))
        self.start_version = max((g.version for g in games if g is not None), default=0)

    async def play(self, until: float, rng: random.Random) -> None:
        while time.monotonic() < until:
            choice = self.pick()
            if choice is None:
                return  # the match is over (or no board): this player stops
            self.taps.append(
                await self.send(lambda c=choice: self.api.press(self.chat_id, self.user, *c))
            )
            await asyncio.sleep(rng.uniform(0.2, 0.6))


def _versions(markup) -> list[int]:
    rows = (markup or {}).get("inline_keyboard", [])
    found = (P.decode_game(b.get("callback_data", "")) for row in rows for b in row)
    return [g.version for g in found if g is not None]


@dataclass
class Figures:
    taps: int = 0
    moves_lost: int = 0
    applied_twice: int = 0
    unanswered: int = 0
    acked_lost: int = 0

    def add(self, tapper: Tapper, final_version: int) -> None:
        """Walk the taps: between two acknowledged boards, the version may grow
        by at most one per tap that may have saved; an acknowledged version
        the store no longer reaches was lost."""
        version, unknown, quiet = tapper.start_version, 0, 0
        for tap in tapper.taps:
            self.taps += 1
            if tap.outcome == "none":
                self.unanswered += 1
            if tap.outcome in ("none", "apology"):
                unknown += 1
            elif tap.outcome == "quiet":
                quiet += 1
            elif tap.outcome == "board" and tap.version is not None:
                self._gap(tap.version - version - 1, unknown, quiet)
                if tap.version <= version:  # a rollback: what was shown is gone
                    self.acked_lost += version - tap.version + 1
                version, unknown, quiet = tap.version, 0, 0
        self._gap(final_version - version, unknown, quiet)
        self.acked_lost += max(0, version - final_version)

    def _gap(self, saved: int, unknown: int, quiet: int) -> None:
        """`saved` saves came from `unknown` taps (apologised, unanswered) and
        `quiet` ones (answered, no new board): more saves than taps is a tap
        applied twice; unknown taps beyond the saves are lost (at least)."""
        self.applied_twice += max(0, saved - unknown - quiet)
        self.moves_lost += max(0, unknown - max(saved, 0))


def median_ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.1f} ms" if values else "n/a"


async def store_save_cost(url: str, saves: int = 300) -> tuple[list[float], list[float]]:
    """Save latencies (load + compare-and-set) with `?wait=0` and with WAIT, interleaved."""
    sep = "&" if "?" in url else "?"
    stores = {
        w: RedisStore.from_url(url + f"{sep}wait={w}", prefix=unique_prefix()) for w in (0, 1)
    }
    out: dict[int, list[float]] = {0: [], 1: []}
    try:
        for store in stores.values():
            await store.save_game(1, mid_round_session())
        for i in range(saves):
            for w in (i % 2, 1 - i % 2):
                store = stores[w]
                start = time.perf_counter()
                session = await store.load_game(1)
                await store.save_game(1, session)
                out[w].append(time.perf_counter() - start)
    finally:
        for store in stores.values():
            await drop_prefix(store.client, store.keys.prefix)
            await store.client.aclose()
    return out[0], out[1]


@contextlib.asynccontextmanager
async def crowd_on(url: str, players: int, first_chat: int):
    """The fake Bot API, the bot process on `url` and `players` tappers, each
    with a new game; yields (api, bot, tappers, key prefix), then stops both."""
    api = FakeBotApi()
    await api.start()
    prefix = unique_prefix()
    crowd = [Tapper(api, first_chat + i) for i in range(players)]
    api.listener = _listener(crowd)
    bot = BotProcess(api, prefix, REDIS_URL=url)
    bot.start()
    try:
        await bot.ready()
        await asyncio.gather(*(p.new_game() for p in crowd))
        yield api, bot, crowd, prefix
    finally:
        if bot.proc and bot.proc.poll() is None:
            await bot.stop()
        await api.stop()
        store = RedisStore.from_url(url, prefix=prefix)
        await drop_prefix(store.client, prefix)
        await store.client.aclose()


async def tap_cost(url: str, players: int, seconds: float) -> list[float]:
    """Median tap through the bot process on `url` (no failover)."""
    async with crowd_on(url, players, 70_000) as (_api, _bot, crowd, _prefix):
        until = time.monotonic() + 2
        await asyncio.gather(*(p.play(until, random.Random(p.chat_id)) for p in crowd))  # warm-up
        for p in crowd:
            p.taps.clear()
        until = time.monotonic() + seconds
        await asyncio.gather(*(p.play(until, random.Random(p.chat_id)) for p in crowd))
        return [t.latency for p in crowd for t in p.taps if t.outcome == "board" and t.latency]


def _listener(crowd: list[Tapper]):
    by_chat = {p.chat_id: p for p in crowd}

    def listen(call) -> None:
        chat = call.params.get("chat_id")
        if chat is not None and int(chat) in by_chat:
            by_chat[int(chat)].on_call(call)
        elif call.method == "answerCallbackQuery" and call.params.get("text"):
            query = str(call.params.get("callback_query_id"))
            for p in crowd:
                if p.query_id == query:
                    p.on_call(call)

    return listen


async def failover(group, url: str, players: int, after: float) -> None:
    async with crowd_on(url, players, 80_000) as (_api, bot, crowd, prefix):
        store = RedisStore.from_url(url, prefix=prefix)
        try:
            await _failover(group, store, bot, crowd, after)
        finally:
            await store.client.aclose()


async def _failover(group, store: RedisStore, bot: BotProcess, crowd: list[Tapper], after: float):
    """Play 4 s, kill the primary, play `after` s more; print the figures."""
    start = time.monotonic()
    until = start + 4 + after
    playing = asyncio.gather(*(p.play(until, random.Random(p.chat_id)) for p in crowd))
    await asyncio.sleep(4)
    if isinstance(group, SentinelGroup):
        killed = await asyncio.to_thread(group.crash_primary)
    else:
        killed = group.primary_of(store.keys.game(crowd[0].chat_id))
        await asyncio.to_thread(group.crash, killed)
    kill = time.monotonic()
    await playing
    errors = await bot.stop()
    figures = Figures()
    back: list[float] = []
    for p in crowd:
        game = await store.load_game(p.chat_id)
        figures.add(p, game.version if game else 0)
        again = [t.sent for t in p.taps if t.sent >= kill and t.outcome == "board"]
        back.append((min(again) - kill) if again else float("inf"))
    affected = sum(1 for p in crowd if any(t.outcome in ("apology", "none") for t in p.taps))
    print(f"  primary on port {killed} killed (kill -9) {kill - start:.1f} s into the run")
    print(f"  players: {len(crowd)} ({affected} saw an apology or no answer); taps: {figures.taps}")
    lost = figures.moves_lost
    print(f"  moves lost (apologised or unanswered, not applied; tapped again): {lost}")
    print(f"  moves applied twice: {figures.applied_twice}")
    print(f"  taps left unanswered ({ANSWER_WITHIN:.0f} s): {figures.unanswered}")
    print(f"  acknowledged moves lost: {figures.acked_lost}")
    print(f"  seconds from the kill until every player's taps apply again: {max(back):.1f}")
    logged = [line for line in errors.splitlines() if " ERROR " in line]
    if logged:
        print(f"  bot errors logged: {len(logged)}, e.g. {logged[0][:300]}")
    await asyncio.to_thread(group.rejoin, killed)


async def bench(name: str, group, url: str, players: int, after: float, seconds: float) -> None:
    print(f"=== {name}: {url}")
    without, with_wait = await store_save_cost(url)
    print(
        f"  median save (load + compare-and-set): {median_ms(without)} without WAIT, "
        f"{median_ms(with_wait)} with WAIT (n={len(without)} each)"
    )
    sep = "&" if "?" in url else "?"
    off = await tap_cost(url + f"{sep}wait=0", players, seconds)
    on = await tap_cost(url, players, seconds)
    print(
        f"  median tap (delivered -> board), {players} players: {median_ms(off)} without WAIT "
        f"(n={len(off)}), {median_ms(on)} with WAIT (n={len(on)})"
    )
    await failover(group, url, players, after)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=20)
    parser.add_argument("--after", type=float, default=15, help="seconds of play after the kill")
    parser.add_argument("--seconds", type=float, default=6, help="seconds of each WAIT-cost run")
    parser.add_argument("--only", choices=("sentinel", "cluster"), default=None)
    args = parser.parse_args()
    logging.getLogger("tornado.access").setLevel(logging.ERROR)
    for name, make in (
        ("sentinel", lambda: SentinelGroup(down_after_ms=DOWN_AFTER_MS)),
        ("cluster", lambda: ClusterGroup(node_timeout_ms=DOWN_AFTER_MS)),
    ):
        if args.only and args.only != name:
            continue
        group = make()
        try:
            title = (
                f"Sentinel (1 primary, 1 replica, 3 sentinels, down-after {DOWN_AFTER_MS} ms)"
                if name == "sentinel"
                else f"Cluster (3 primaries + 3 replicas, node timeout {DOWN_AFTER_MS} ms)"
            )
            asyncio.run(bench(title, group, group.url(), args.players, args.after, args.seconds))
        finally:
            group.stop()


if __name__ == "__main__":
    main()
