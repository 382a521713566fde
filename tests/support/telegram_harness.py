"""Runs the real bot (`python -m tutorbot bot`) against the fake Bot API and
plays as Telegram users would, pressing the buttons it shows."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import subprocess
import sys

from tests.support.chat_driver import presses_for
from tests.support.fake_bot_api import TOKEN, FakeBotApi
from tests.support.redis import TEST_REDIS_URL, drop_prefix, real_redis_client, unique_prefix
from tutorbot.ai import get_player
from tutorbot.chat import payload as P
from tutorbot.engine import Game, build_position
from tutorbot.store import RedisStore


class BotProcess:
    """The bot as its own process, as it runs in production."""

    def __init__(self, api: FakeBotApi, prefix: str, *args: str, **env: str) -> None:
        self.api, self.prefix = api, prefix
        self.args, self.env = args, env  # e.g. a webhook's options; TUTORBOT_RATE_LIMIT="1"
        self.proc: subprocess.Popen | None = None
        self.errors = ""  # its stderr, once stopped by `running`

    def start(self) -> None:
        env = dict(
            os.environ,
            TELEGRAM_BOT_TOKEN=TOKEN,
            TELEGRAM_API_URL=self.api.url,
            REDIS_URL=TEST_REDIS_URL,
            TUTORBOT_REDIS_PREFIX=self.prefix,
            TUTORBOT_AI_WORKERS="1",
            TUTORBOT_RATE_LIMIT="0",
            PYTHONUNBUFFERED="1",
        )
        env.update(self.env)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tutorbot", "bot", *self.args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )

    async def ready(self, timeout: float = 30) -> None:
        await self.api.wait_for(lambda: len(self.api.commands) >= 6, timeout)

    async def stop(self) -> str:
        """Stop the bot without blocking the loop that serves the fake API (the
        bot finishes its last requests against it while shutting down)."""
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            for _ in range(200):
                if self.proc.poll() is not None:
                    break
                await asyncio.sleep(0.05)
            else:
                self.proc.kill()
        return self.proc.stderr.read() if self.proc and self.proc.stderr else ""


SECRET = "s3cret-token_for-the-webhook"
PUBLIC_URL = "https://tutorbot.example.org/telegram"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def listening(port: int, timeout: float = 30) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            if loop.time() > deadline:
                raise
            await asyncio.sleep(0.05)
        else:
            writer.close()
            return


@contextlib.asynccontextmanager
async def running(replicas: int = 1, webhook: bool = False, **env: str):
    """The fake Bot API, real Redis and `replicas` bot processes; yields
    (api, store, bots).  Their stderr is checked by the caller."""
    client = await real_redis_client()
    prefix = unique_prefix()
    store = RedisStore(client, prefix=prefix)
    api = FakeBotApi()
    await api.start()
    bots, ports = [], []
    for _ in range(replicas):
        args = ()
        if webhook:
            # every replica registers the one public URL; the fake Telegram
            # plays the load balancer in front of their own addresses
            port = free_port()
            ports.append(port)
            args = ("--webhook-url", PUBLIC_URL, "--listen", "127.0.0.1", "--port", str(port))
            api.webhook_targets.append(f"http://127.0.0.1:{port}/telegram")
        bots.append(BotProcess(api, prefix, *args, WEBHOOK_SECRET=SECRET, **env))
    for bot in bots:
        bot.start()
    try:
        if webhook:  # each replica registers the webhook, then starts listening
            await api.wait_for(lambda: len(api.calls_of("setWebhook")) >= replicas, 30)
            for port in ports:
                await listening(port)
        else:
            await bots[0].ready()
        yield api, store, bots
    finally:
        for bot in bots:
            bot.errors = await bot.stop()
        await api.stop()
        await drop_prefix(client, prefix)
        await client.aclose()


class TgPlayer:
    """One Telegram user in one chat."""

    def __init__(self, api: FakeBotApi, store: RedisStore, chat_id: int, user_id: int, lang: str):
        self.api, self.store, self.chat_id = api, store, chat_id
        self.user = api.user(user_id, lang, f"P{user_id}")

    async def _reply(self, since: int, board: bool, timeout: float = 30) -> list:
        def done():
            calls = self.api.replies(self.chat_id, since)
            if board:
                return calls if any("🪙" in c.params.get("text", "") for c in calls) else None
            return calls or None

        return await self.api.wait_for(done, timeout)

    async def say(self, text: str, board: bool = False):
        since = len(self.api.calls)
        self.api.send_text(self.chat_id, self.user, text)
        return await self._reply(since, board)

    def board_buttons(self) -> list[tuple[int, str, str]]:
        return [b for b in self.api.buttons(self.chat_id) if P.decode_game(b[2])]

    def find(self, action: str, arg="") -> tuple[int, str]:
        for message_id, _label, data in reversed(self.board_buttons()):
            gp = P.decode_game(data)
            if gp.action == action and gp.arg == str(arg):
                return message_id, data
        raise LookupError(f"no {action}:{arg} button")

    async def tap(self, message_id: int, data: str, board: bool = True):
        since = len(self.api.calls)
        self.api.press(self.chat_id, self.user, message_id, data)
        return await self._reply(since, board)

    async def tap_answered(self, message_id: int, data: str, timeout: float = 30) -> str | None:
        """Tap and wait for the tap's answer (only the toast: the reply may
        change nothing on screen); returns the toast's text."""
        self.api.press(self.chat_id, self.user, message_id, data)
        query_id = self.api.presses[-1]
        answer = await self.api.wait_for(lambda: self.api.answer_to(query_id), timeout)
        return answer.params.get("text")

    async def press(self, action: str, arg="", board: bool = True):
        return await self.tap(*self.find(action, arg), board=board)

    async def place(self, hand, herd=0, market=None) -> None:
        """A hand-made position in the player's game (a lesson set up by a teacher)."""
        market = market or ["diamond", "gold", "camel", "camel", "camel"]
        session = await self.store.load_game(self.chat_id)
        session.builder = None
        session.position = Game.from_dict(
            build_position(market, (list(hand), ["leather"]), (herd, 0))
        ).to_dict()
        assert (await self.store.save_game(self.chat_id, session)).applied
        await self.say("/board", board=True)

    async def game(self) -> Game:
        return Game.from_dict((await self.store.load_game(self.chat_id)).position)

    async def play_move(self, move) -> list:
        obs = (await self.game()).observation(0)
        for action, arg in presses_for(move, obs):
            replies = await self.press(action, arg)
        return replies

    async def play_until(self, done, human_level: int = 2, max_moves: int = 300) -> None:
        human = get_player(human_level, seed=self.chat_id & 0xFFFF)
        for _ in range(max_moves):
            session = await self.store.load_game(self.chat_id)
            if await done(session):
                return
            obs = Game.from_dict(session.position).observation(0)
            await self.play_move(human.choose(obs).move)
        raise AssertionError("the match didn't end")
