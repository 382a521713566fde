"""The bot through failovers: Sentinel, then Redis Cluster, started locally.

    python -m bench.failover [--kills 10] [--players 20] [--after 10] [--only sentinel]
    python -m bench.failover --only sentinel --replicas 1 --min-replicas 0   # the old topology

For each setup (by default the README's: a primary, two replicas that
`min-replicas-to-write 1` requires one of, and three Sentinels, down-after
2 s; then three primaries with a replica each, node timeout 2 s):

1. The cost of `WAIT`: the median save (load + compare-and-set) on the store,
   and the median tap through the bot process (update delivered -> board
   reply), with `?wait=0` and with the default `WAIT 1 100`.
2. `--kills` failovers, each with a fresh bot process and fresh games:
   `--players` simulated players tap through the real bot process (fake Bot
   API, level 1) on the setup's URL; the primary (for the cluster: the one
   serving the first player) is killed with `kill -9`; it is restarted as a
   replica `--rejoin-after` seconds later (as a restart policy would); the
   players go on tapping for `--after` seconds.  Every board the bot shows carries the
   game's version in its buttons, and each save bumps it by one, so from the
   versions the players saw acknowledged, their taps' answers and the version
   finally stored, it prints: moves lost (taps apologised for or unanswered
   that did not apply: the player taps again), moves applied twice, taps left
   unanswered (10 s), acknowledged moves lost, and the seconds from the kill
   until every player's taps apply again; ERROR lines the bot logged and
   second answers (a tap answered again after its answer: a refused second
   `answerCallbackQuery`, or an apology after the board).
3. The unreplicated window: every 20 ms each live data server is asked for
   its role and its replicas online; the seconds a primary spent with none,
   and the saves the players saw acknowledged in that time (a board with a
   new version, stamped by the fake Bot API within such an interval, which
   starts after a reply showed the primary alone and ends before the last
   such reply: a lower bound, exact up to a step at either end), i.e.
   moves whose only copy was on one server.  Also the saves the bot itself
   logged as not acknowledged by a replica (its WARNING lines: the first is
   logged at once, later ones summed every 10 s, so 0 is exact and more is a
   lower bound).

The figures are those of this machine as it is (other work slows it).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import multiprocessing
import random
import re
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from redis import RedisError as redis_errors

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
    at: float | None = None  # when the answer came (perf_counter)


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
    #: apologies that came after the tap had its answer (a second answer)
    late_apologies: int = 0

    @property
    def user(self) -> dict:
        return self.api.user(self.chat_id, "en", f"F{self.chat_id}")

    def on_call(self, call) -> None:
        """A message, an edit, or (for a tap) the toast that answers it: the
        apology and a refusal may come as a toast alone."""
        if call.method not in MESSAGE_CALLS:
            return
        text = call.params.get("text", "")
        if self.pending is None:
            if text.startswith(APOLOGY_MARKS) and self.taps and self.taps[-1].outcome == "board":
                self.late_apologies += 1
            return
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
        tap.at = call.at
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


class Monitor:
    """Samples the data servers' roles and replicas online every `STEP`
    seconds in a process of its own (a thread here would wait for the event
    loop's turn), and keeps the intervals in which a primary certainly had
    none (each may be short of the truth by up to a sampling step at either end)."""

    STEP = 0.02

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.alone: list[tuple[float, float]] = []  # (start, end), time.monotonic
        context = multiprocessing.get_context("spawn")
        self._stop = context.Event()
        self._ours, theirs = context.Pipe()
        self._proc = context.Process(target=_watch, args=(ports, self._stop, theirs), daemon=True)

    def __enter__(self) -> Monitor:
        self._proc.start()
        if not self._ours.poll(30):  # its first sample
            raise TimeoutError("the monitor did not start")
        self._ours.recv()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self.alone = self._ours.recv()
        self._proc.join()

    def seconds(self, after: float) -> float:
        """Seconds a primary spent with no replica online, from `after` on."""
        return sum(end - max(start, after) for start, end in self.alone if end > after)

    def covers(self, at: float) -> bool:
        """Whether a primary had no replica online at `at` (as sampled)."""
        return any(start <= at <= end for start, end in self.alone)


def _watch(ports: list[int], stop, out) -> None:
    """The monitor's process: sample until `stop`, then send the intervals."""
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    # no retries: redis-py's own would spend seconds on a killed server
    clients = {
        p: redis.Redis(
            port=p, socket_timeout=0.2, socket_connect_timeout=0.2, retry=Retry(NoBackoff(), 0)
        )
        for p in ports
    }
    # An interval runs from just after the first reply that showed a primary
    # alone to just before the last one: it certainly had no replica then.
    since: float | None = None
    last = 0.0
    intervals: list[tuple[float, float]] = []
    first = True
    while not stop.is_set():
        alone_at: tuple[float, float] | None = None
        for client in clients.values():
            before = time.monotonic()
            try:
                info = client.info("replication")
            except (OSError, redis.RedisError):
                continue  # killed, or not started yet
            online = sum(
                1
                for i in range(info.get("connected_slaves", 0))
                if info.get(f"slave{i}", {}).get("state") == "online"
            )
            if info.get("role") == "master" and online == 0:
                alone_at = (before, time.monotonic())
        if alone_at is not None:
            if since is None:
                since = alone_at[1]
            last = alone_at[0]
        elif since is not None:
            intervals.append((since, max(since, last)))
            since = None
        if first:
            out.send("sampling")
            first = False
        stop.wait(Monitor.STEP)
    if since is not None:
        intervals.append((since, max(since, last)))
    out.send(intervals)


UNACKED = re.compile(r"(\d+) save\(s\) not acknowledged by a replica")


@dataclass
class Kill:
    """One failover's figures."""

    figures: Figures
    recovered: float  # seconds from the kill until every player's taps apply again
    named: float  # seconds from the kill until the setup named a new primary
    alone: float  # seconds a primary had no replica, from the kill on
    acked_alone: int  # boards acknowledged while it had none
    bot_unacked: int  # saves the bot logged as not acknowledged by a replica
    errors: list[str]
    second_answers: int
    affected: int
    stderr: str = ""


async def failover(group, url: str, players: int, after: float, rejoin_after: float) -> Kill:
    """One kill of the primary mid-play, with a fresh bot and fresh games."""
    async with crowd_on(url, players, 80_000) as (api, bot, crowd, prefix):
        store = RedisStore.from_url(url, prefix=prefix)
        try:
            return await _failover(group, store, api, bot, crowd, after, rejoin_after)
        finally:
            await store.client.aclose()


async def _failover(
    group, store: RedisStore, api: FakeBotApi, bot: BotProcess, crowd, after, rejoin_after
) -> Kill:
    """Play 3 s, kill the primary, rejoin it `rejoin_after` s later, play
    until `after` s after the kill; then let the group settle."""
    sentinel = isinstance(group, SentinelGroup)
    ports = group.data_ports if sentinel else group.ports
    with Monitor(ports) as monitor:
        start = time.monotonic()
        until = start + 3 + after
        playing = asyncio.gather(*(p.play(until, random.Random(p.chat_id)) for p in crowd))
        await asyncio.sleep(3)
        if sentinel:
            killed = await asyncio.to_thread(group.crash_primary)
            named = asyncio.to_thread(_when, lambda: group.primary_port() != killed)
        else:
            killed = group.primary_of(store.keys.game(crowd[0].chat_id))
            await asyncio.to_thread(group.crash, killed)
            named = asyncio.to_thread(_when, lambda: len(group.primaries()) == 3)
        kill = time.monotonic()
        named_at = await named
        await asyncio.sleep(max(0.0, kill + rejoin_after - time.monotonic()))
        if sentinel:
            await asyncio.to_thread(group.rejoin, killed, 30, False)
        else:
            await asyncio.to_thread(group.start_server, killed, *group._cluster_args(killed))
        await playing
        await asyncio.to_thread(group.settle)
    stderr = await bot.stop()
    figures = Figures()
    back: list[float] = []
    for p in crowd:
        game = await store.load_game(p.chat_id)
        figures.add(p, game.version if game else 0)
        again = [t.sent for t in p.taps if t.sent >= kill and t.outcome == "board"]
        back.append((min(again) - kill) if again else float("inf"))
    # saves acknowledged (a board with a new version) while a primary had no
    # replica; the fake API stamps calls with perf_counter, the monitor with monotonic
    shift = time.monotonic() - time.perf_counter()
    acked_alone = 0
    for p in crowd:
        version = p.start_version
        for t in p.taps:
            if t.outcome == "board" and t.version is not None and t.at is not None:
                if t.version > version and t.at + shift >= kill and monitor.covers(t.at + shift):
                    acked_alone += 1
                version = max(version, t.version)
    answers: dict[str, int] = {}
    for c in api.calls_of("answerCallbackQuery"):
        query = str(c.params.get("callback_query_id"))
        answers[query] = answers.get(query, 0) + 1
    second = sum(n - 1 for n in answers.values()) + sum(p.late_apologies for p in crowd)
    return Kill(
        figures,
        max(back),
        named_at - kill,
        monitor.seconds(kill),
        acked_alone,
        sum(int(m.group(1)) for m in UNACKED.finditer(stderr)),
        [line for line in stderr.splitlines() if LOG_LINE.match(line) and " ERROR " in line],
        second,
        sum(1 for p in crowd if any(t.outcome in ("apology", "none") for t in p.taps)),
        stderr,
    )


def _when(check, timeout: float = 60) -> float:
    """The monotonic time at which `check()` first held (polled every 20 ms)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if check():
                return time.monotonic()
        except (OSError, redis_errors, LookupError):
            pass
        time.sleep(0.02)
    raise TimeoutError("no new primary was named")


LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ ")


def _raised_at(stderr: str) -> list[str]:
    """For each ERROR logged with a traceback: its frames in tutorbot/telegram,
    the innermost of the bot's own, and the error it ends with."""
    found, event = [], None
    for line in [*stderr.splitlines(), "0000-00-00 00:00:00,0 end"]:
        if LOG_LINE.match(line):
            if event and "Traceback" in "\n".join(event):
                last = "\n".join(event).rsplit("Traceback (most recent call last):", 1)[1]
                frames = [
                    ln.strip().split("tutorbot/", 1)[1].replace('", line ', ":")
                    for ln in last.splitlines()
                    if ln.strip().startswith("File ") and "tutorbot/" in ln
                ]
                end = [ln for ln in last.splitlines() if ln and not ln.startswith(" ")]
                if frames:
                    ours = " > ".join(f for f in frames if f.startswith("telegram/"))
                    found.append(f"{ours} > ... {frames[-1]} ({end[-1][:100]})")
            event = [line] if " ERROR " in line else None
        elif event is not None:
            event.append(line)
    return found


def report(kills: list[Kill]) -> None:
    total = Figures()
    for i, k in enumerate(kills, 1):
        f = k.figures
        print(
            f"  kill {i:2}: taps {f.taps}, players apologised to {k.affected}, moves lost "
            f"{f.moves_lost}, applied twice {f.applied_twice}, unanswered {f.unanswered}, "
            f"acknowledged lost {f.acked_lost}; new primary after {k.named:.1f} s, taps apply "
            f"again after {k.recovered:.1f} s; primary without a replica {k.alone:.2f} s, "
            f"saves acknowledged then {k.acked_alone}, bot-logged unreplicated saves "
            f"{k.bot_unacked}; errors logged {len(k.errors)}, second answers {k.second_answers}"
        )
        for name in ("taps", "moves_lost", "applied_twice", "unanswered", "acked_lost"):
            setattr(total, name, getattr(total, name) + getattr(f, name))
    errors = [e for k in kills for e in k.errors]

    def spread(values: list[float]) -> str:
        return f"{min(values):.1f}-{max(values):.1f} s (median {statistics.median(values):.1f})"

    print(f"  over {len(kills)} kills: taps {total.taps}")
    print(f"  moves lost (apologised or unanswered, not applied; tapped again): {total.moves_lost}")
    print(f"  moves applied twice: {total.applied_twice}")
    print(f"  taps left unanswered ({ANSWER_WITHIN:.0f} s): {total.unanswered}")
    print(f"  acknowledged moves lost: {total.acked_lost}")
    print(f"  errors logged by the bot: {len(errors)}")
    for line in errors[:2]:
        print(f"    e.g. {line[:300]}")
    frames = Counter(where for k in kills for where in _raised_at(k.stderr))
    for where, n in frames.most_common(3):
        print(f"    {n} with a traceback through {where}")
    print(f"  second answers: {sum(k.second_answers for k in kills)}")
    print(f"  new primary named after the kill: {spread([k.named for k in kills])}")
    print(f"  taps apply again after the kill: {spread([k.recovered for k in kills])}")
    alone = [k.alone for k in kills]
    print(f"  unreplicated window (a primary with no replica online): {spread(alone)}")
    acked = [k.acked_alone for k in kills]
    print(
        f"  saves acknowledged in that window: {sum(acked)} ({min(acked)}-{max(acked)} a kill); "
        f"saves the bot logged as unreplicated: {sum(k.bot_unacked for k in kills)}"
    )


async def bench(name: str, group, url: str, args) -> None:
    print(f"=== {name}: {url}")
    if args.cost:
        without, with_wait = await store_save_cost(url)
        print(
            f"  median save (load + compare-and-set): {median_ms(without)} without WAIT, "
            f"{median_ms(with_wait)} with WAIT (n={len(without)} each)"
        )
        sep = "&" if "?" in url else "?"
        off = await tap_cost(url + f"{sep}wait=0", args.players, args.seconds)
        on = await tap_cost(url, args.players, args.seconds)
        print(
            f"  median tap (delivered -> board), {args.players} players: {median_ms(off)} "
            f"without WAIT (n={len(off)}), {median_ms(on)} with WAIT (n={len(on)})"
        )
    print(
        f"  {args.kills} kills (kill -9 of the primary 3 s into play, restarted as a replica "
        f"{args.rejoin_after:.0f} s later, play until {args.after:.0f} s after the kill), "
        f"{args.players} players:"
    )
    kills = []
    for _ in range(args.kills):
        kills.append(await failover(group, url, args.players, args.after, args.rejoin_after))
    report(kills)
    if args.bot_log:
        with open(args.bot_log, "w", encoding="utf-8") as f:
            for i, k in enumerate(kills, 1):
                f.write(f"===== kill {i}\n{k.stderr}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=20)
    parser.add_argument("--kills", type=int, default=10, help="failovers per setup")
    parser.add_argument("--after", type=float, default=10, help="seconds of play after a kill")
    parser.add_argument(
        "--rejoin-after", type=float, default=5, help="seconds until the killed server restarts"
    )
    parser.add_argument("--seconds", type=float, default=6, help="seconds of each WAIT-cost run")
    parser.add_argument("--no-cost", dest="cost", action="store_false", help="skip WAIT's cost")
    parser.add_argument("--bot-log", help="write the bot's stderr of every kill here")
    parser.add_argument("--only", choices=("sentinel", "cluster"), default=None)
    parser.add_argument("--replicas", type=int, default=2, help="Sentinel: replicas")
    parser.add_argument(
        "--min-replicas", type=int, default=1, help="Sentinel: min-replicas-to-write"
    )
    args = parser.parse_args()
    logging.getLogger("tornado.access").setLevel(logging.ERROR)
    for name, make in (
        (
            "sentinel",
            lambda: SentinelGroup(DOWN_AFTER_MS, args.replicas, args.min_replicas),
        ),
        ("cluster", lambda: ClusterGroup(node_timeout_ms=DOWN_AFTER_MS)),
    ):
        if args.only and args.only != name:
            continue
        group = make()
        try:
            title = (
                f"Sentinel (1 primary, {args.replicas} replica(s), min-replicas-to-write "
                f"{args.min_replicas}, 3 sentinels, down-after {DOWN_AFTER_MS} ms)"
                if name == "sentinel"
                else f"Cluster (3 primaries + 3 replicas, node timeout {DOWN_AFTER_MS} ms)"
            )
            asyncio.run(bench(title, group, group.url(), args))
        finally:
            group.stop()


if __name__ == "__main__":
    main()
