"""Can one chat slow another?  Five normal players while ten chats flood `/hint`.

    python -m bench.flood [--seconds 20] [--out after.json] [--compare before.json after.json]

The real bot process (two AI workers, the production rate limiter) runs
against the fake Bot API and the local Redis.  Five normal players (two at
level 5, three at level 1) press a button about every second, waiting for their
board each time, through four phases:

  baseline  nobody floods;
  flood A   ten other chats, each with a game open, send `/hint` again the
            moment the previous one is answered;
  flood B   the same ten chats send five `/hint` a second each without
            waiting for the answers;
  after     the flood has stopped: does anyone still wait for a backlog?

For each phase it prints the normal players' tap -> board latency (replies
without an AI move) and their level-5 AI-move latency (the tap -> the board
showing the AI's answer, the search included): p50, p95, max, the p95 beside
the baseline's, and the level-5 moves cut by the deadline (answered at or
after `CUT_AT`, i.e. a search stopped by the 1.5 s cap or the level-3
fallback).  Then what the flooding chats got: hints answered, other answers
("one moment", "budget spent"), apologies, and how long after the flood the
last hint reply still came.  `--out` keeps the figures; `--compare` prints two
runs side by side (before and after a change, on the same machine).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import random
import statistics
import threading
import time
from dataclasses import dataclass, field

from bench.bot import MOVES, Player, quiet_collector
from bench.tournament import measured_quantile
from tests.support.fake_bot_api import FakeBotApi
from tests.support.redis import drop_prefix, unique_prefix
from tests.support.telegram_harness import BotProcess
from tutorbot.chat import payload as P
from tutorbot.chat.thinking import MAX_SECONDS, ROUND_TRIP
from tutorbot.store.connection import client_for

#: A level-5 move answered this long after the tap ran into its deadline.
CUT_AT = MAX_SECONDS[5] - ROUND_TRIP
NORMAL_LEVELS = (5, 5, 1, 1, 1)
FLOODERS = 10
HINT_MARK, APOLOGY_MARK = "💡", "😔"
#: The buttons that play a move (the others open or close a menu).
PLAYS = frozenset({P.CAMELS, P.TAKE, P.SELL, P.CONFIRM})
PHASES = ("baseline", "flood A", "flood B", "after")


class NormalPlayer(Player):
    """A player whose replies are sorted: a plain tap, or the AI's answer."""

    def __init__(self, api: FakeBotApi, chat_id: int, level: int) -> None:
        super().__init__(api, chat_id)
        self.level = level
        self.taps: list[float] = []
        self.ai_moves: list[float] = []
        self.action = ""  # of the button pressed last
        self.selling = 0  # presses left that sell first (after a refused move)

    async def press(self, prefer: tuple[str, ...]) -> bool:
        """As `Player`, but a refused move (a full hand) is followed by a sale,
        not by the same refused move again."""
        if self.refused:
            self.selling = 3
        if self.selling:
            self.selling -= 1
            prefer = (P.SELL, P.SELL_GOOD, P.SELL_MENU, P.CANCEL, P.CAMELS, *prefer)
        return await super().press(prefer)

    def pick(self, prefer: tuple[str, ...]) -> tuple[int, str] | None:
        choice = super().pick(prefer)
        game = P.decode_game(choice[1]) if choice else None
        self.action = game.action if game else ""
        return choice

    def on_call(self, call) -> None:
        pending, before = self.pending, len(self.latencies)
        super().on_call(call)
        if pending is None or len(self.latencies) == before:
            return
        # a move played (not refused) at level 5: the board comes back with the AI's answer
        thought = self.level == 5 and self.action in PLAYS and not self.refused
        (self.ai_moves if thought else self.taps).append(self.latencies[-1])


@dataclass
class Flooder:
    api: FakeBotApi
    chat_id: int
    user: dict = field(default_factory=dict)
    replied: asyncio.Event = field(default_factory=asyncio.Event)
    sent: int = 0
    hints: int = 0
    others: int = 0
    apologies: int = 0
    last_reply: float = 0.0

    def on_call(self, call) -> None:
        if call.method != "sendMessage":
            return
        text = call.params.get("text", "")
        if text.startswith(HINT_MARK):
            self.hints += 1
        elif text.startswith(APOLOGY_MARK):
            self.apologies += 1
        elif "🪙" not in text:
            self.others += 1
        self.last_reply = time.perf_counter()
        self.replied.set()

    async def hint(self, wait: bool) -> None:
        """One `/hint` (`wait`: until something comes back, or for a second)."""
        self.replied.clear()
        self.sent += 1
        self.api.send_text(self.chat_id, self.user, "/hint")
        if wait:
            with contextlib.suppress(TimeoutError):  # a script asks again after 1 s of silence
                await asyncio.wait_for(self.replied.wait(), 1)


async def flood(flooders: list[Flooder], until: float, every: float | None) -> None:
    """Each chat asks for a hint again when answered (`every` None), or every `every` s."""

    async def one(f: Flooder) -> None:
        rng = random.Random(f.chat_id)
        await asyncio.sleep(rng.uniform(0, every or 0.05))
        while time.perf_counter() < until:
            await f.hint(wait=every is None)
            if every is not None:
                await asyncio.sleep(every)

    await asyncio.gather(*(one(f) for f in flooders))


def percentiles(values: list[float]) -> dict[str, float | int]:
    ms = sorted(v * 1000 for v in values)
    if not ms:
        return {"n": 0}
    p95 = measured_quantile(ms, 0.95)
    return {"n": len(ms), "p50": statistics.median(ms), "p95": p95, "max": ms[-1]}


class StderrTail:
    """Drains the bot's stderr as it comes (a full pipe would stall the bot)."""

    def __init__(self, bot: BotProcess) -> None:
        self.lines: list[str] = []
        assert bot.proc is not None and bot.proc.stderr is not None
        self.thread = threading.Thread(target=self._read, args=(bot.proc.stderr,), daemon=True)
        self.thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            self.lines.append(line)


async def run(seconds: float, redis_url: str) -> dict:
    api = FakeBotApi()
    await api.start()
    prefix = unique_prefix()
    bot = BotProcess(api, prefix, TUTORBOT_RATE_LIMIT="1", TUTORBOT_AI_WORKERS="2")
    bot.start()
    tail = StderrTail(bot)
    normal = [NormalPlayer(api, 60_000 + i, lv) for i, lv in enumerate(NORMAL_LEVELS)]
    flooders = [Flooder(api, 70_000 + i) for i in range(FLOODERS)]
    for f in flooders:
        f.user = api.user(f.chat_id, "en", f"F{f.chat_id}")
    by_chat: dict[int, NormalPlayer | Flooder] = {p.chat_id: p for p in [*normal, *flooders]}
    api.listener = lambda call: (
        by_chat[int(call.params["chat_id"])].on_call(call)
        if "chat_id" in call.params and int(call.params["chat_id"]) in by_chat
        else None
    )
    results: dict = {"seconds": seconds, "phases": {}}
    try:
        await api.wait_for(lambda: len(api.commands) >= 6, 30)
        for p in normal:
            await p.new_game(p.level)
        for f in flooders:
            f.replied.clear()
            api.send_text(f.chat_id, f.user, "/new 1")
        await api.wait_for(lambda: all(f.replied.is_set() for f in flooders), 30)
        await asyncio.sleep(0.5)
        for f in flooders:  # what the flooding chats get is counted from here
            f.hints = f.others = f.apologies = 0
        lengths = {"baseline": seconds * 0.75, "flood A": seconds, "flood B": seconds}
        lengths["after"] = seconds * 0.75
        flood_ended = 0.0
        for phase in PHASES:
            for p in normal:
                p.latencies.clear()
                p.taps.clear()
                p.ai_moves.clear()
            start = time.perf_counter()
            until = start + lengths[phase]
            players = [play_paced(p, until) for p in normal]
            with quiet_collector():
                if phase == "flood A":
                    await asyncio.gather(*players, flood(flooders, until, None))
                elif phase == "flood B":
                    await asyncio.gather(*players, flood(flooders, until, 0.2))
                else:
                    await asyncio.gather(*players)
            if phase == "flood B":
                flood_ended = time.perf_counter()
            l5 = [x for p in normal for x in p.ai_moves]
            results["phases"][phase] = {
                "tap": percentiles([x for p in normal for x in p.taps]),
                "ai5": percentiles(l5),
                "cut": sum(1 for x in l5 if x >= CUT_AT),
                "lost": sum(p.lost for p in normal),
            }
            if phase == "flood A":
                results["flood A sent"] = sum(f.sent for f in flooders)
        # the flooders' last answers: how long the backlog lasted after the flood
        await asyncio.sleep(2)
        results["flooders"] = {
            "sent": sum(f.sent for f in flooders),
            "hints": sum(f.hints for f in flooders),
            "other answers": sum(f.others for f in flooders),
            "apologies": sum(f.apologies for f in flooders),
            "last reply after flood (s)": max(
                0.0, max(f.last_reply for f in flooders) - flood_ended
            ),
        }
    finally:
        await bot.stop()
        tail.thread.join(timeout=5)
        await api.stop()
        client = client_for(redis_url)
        await drop_prefix(client, prefix)
        await client.aclose()
    errors = "".join(tail.lines)
    results["tracebacks"] = errors.count("Traceback")
    results["fallbacks logged"] = errors.count("answered by level")
    return results


async def play_paced(player: NormalPlayer, until: float, every: float = 1.0) -> None:
    """Press about every `every` seconds (never before the board came back)."""
    rng = random.Random(player.chat_id)
    while time.perf_counter() < until:
        started = time.perf_counter()
        if not await player.press(MOVES):
            await player.new_game(player.level)
        pause = every * rng.uniform(0.5, 1.5) - (time.perf_counter() - started)
        await asyncio.sleep(max(0.0, min(pause, until - time.perf_counter())))


def cell(stats: dict, key: str) -> str:
    return f"{stats[key]:.0f}" if key in stats else "-"


def latency_line(stats: dict, base: dict) -> str:
    ratio = ""
    if stats.get("p95") and base.get("p95"):
        ratio = f"  ({stats['p95'] / base['p95']:.1f}x baseline p95)"
    return (
        f"p50 {cell(stats, 'p50'):>6} ms  p95 {cell(stats, 'p95'):>6} ms  "
        f"max {cell(stats, 'max'):>6} ms  n={stats['n']}{ratio}"
    )


def report(results: dict) -> list[str]:
    phases = results["phases"]
    base = phases["baseline"]
    lines = []
    for phase in PHASES:
        r = phases[phase]
        lines.append(f"{phase}:")
        lines.append(f"  tap -> board        {latency_line(r['tap'], base['tap'])}")
        lines.append(f"  level-5 AI move     {latency_line(r['ai5'], base['ai5'])}")
        lines.append(f"  level-5 moves cut by the deadline (>= {CUT_AT:.2f} s): {r['cut']}")
        lines.append(f"  normal players' replies not seen within 10 s: {r['lost']}")
    f = results["flooders"]
    lines.append(
        f"flooding chats: {f['sent']} /hint sent ({results.get('flood A sent', 0)} in flood A), "
        f"{f['hints']} hints answered, {f['other answers']} other answers, "
        f"{f['apologies']} apologies"
    )
    backlog = f["last reply after flood (s)"]
    lines.append(f"  last reply to a flooding chat {backlog:.1f} s after the flood")
    lines.append(
        f"bot log: {results['tracebacks']} tracebacks, "
        f"{results['fallbacks logged']} 'answered by level 3' fallbacks (hints and moves)"
    )
    return lines


def compare(before: dict, after: dict) -> None:
    left, right = report(before), report(after)
    width = max(len(x) for x in left) + 2
    print(f"{'BEFORE':<{width}}| AFTER")
    for i in range(max(len(left), len(right))):
        a = left[i] if i < len(left) else ""
        b = right[i] if i < len(right) else ""
        print(f"{a:<{width}}| {b}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20, help="length of each flood phase")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/15")
    parser.add_argument("--out", help="also write the figures to this JSON file")
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.compare:
        with open(args.compare[0]) as a, open(args.compare[1]) as b:
            compare(json.load(a), json.load(b))
        raise SystemExit
    logging.getLogger("tornado.access").setLevel(logging.ERROR)
    figures = asyncio.run(run(args.seconds, args.redis))
    print("\n".join(report(figures)))
    if args.out:
        with open(args.out, "w") as out:
            json.dump(figures, out, indent=1)
