"""The player's side of `.ci/docker-check`'s compose steps, run in a container
on the compose network: the tests' fake Bot API on 0.0.0.0:8081 (the bot's
`TELEGRAM_API_URL` is http://telegram:8081/bot), and players who tap.

    python .ci/compose_check.py smoke        # /start, /new 1 and a tap are answered
    python .ci/compose_check.py play 25      # players tap for 25 s (the primary dies meanwhile)

`play` prints "playing" once the games are on (the check then kills the
primary's container), and at the end compares each game's stored version
(read through the bot's `REDIS_URL`) with the last version a player saw
acknowledged: an acknowledged move the store no longer has is lost.  Exits 1
on a lost move, or when taps stop being applied after the failover.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import time

from tests.support.fake_bot_api import FakeBotApi
from tutorbot.chat import payload as P
from tutorbot.store import DEFAULT_PREFIX, RedisStore

PORT = 8081
PLAYERS = range(501, 506)
MOVES = (P.CAMELS, P.TAKE, P.SELL, P.SELL_GOOD, P.TAKE_MENU, P.SELL_MENU, P.CANCEL)


def board_buttons(api: FakeBotApi, chat: int) -> list[tuple[int, str, P.GamePayload]]:
    """(message id, data, decoded) of the game buttons on the chat's latest board."""
    found = [(m, d, P.decode_game(d)) for m, _label, d in api.buttons(chat)]
    games = [(m, d, g) for m, d, g in found if g is not None]
    latest = max((m for m, _d, _g in games), default=None)
    return [(m, d, g) for m, d, g in games if m == latest]


def first_button(api: FakeBotApi, chat: int, prefer: tuple[str, ...]) -> tuple[int, str] | None:
    """(message id, data) of the latest board's button with the first action of
    `prefer` (as `bench.bot.first_button`, whose module needs pytest)."""
    buttons = board_buttons(api, chat)
    for action in prefer:
        for message_id, data, game in buttons:
            if game.action == action:
                return message_id, data
    return None


def shown_version(api: FakeBotApi, chat: int) -> int:
    """The game version the latest board's buttons carry (each save adds one)."""
    return max((g.version for _m, _d, g in board_buttons(api, chat)), default=0)


async def say(api: FakeBotApi, chat: int, text: str) -> None:
    """Send `text` and wait for a reply in the chat."""
    since = len(api.calls)
    api.send_text(chat, api.user(chat), text)
    await api.wait_for(lambda: api.replies(chat, since), 60)


async def new_game(api: FakeBotApi, chat: int) -> None:
    """`/new 1` until a board comes (the store may refuse saves for a while:
    at start, until a replica has synced)."""
    for _ in range(30):
        await say(api, chat, "/new 1")
        abandon = first_button(api, chat, (P.ABANDON_YES,))  # a match still on
        if abandon and not first_button(api, chat, MOVES):
            await press(api, chat, abandon)
        if first_button(api, chat, MOVES):
            return
        await asyncio.sleep(2)
    raise TimeoutError(f"no board for /new 1 in chat {chat}")


async def tap(api: FakeBotApi, chat: int, rng: random.Random) -> bool:
    """Press one of the board's move buttons at random (a fixed preference can
    go round a menu for ever); wait for its answer and the board after it."""
    choices = [(m, d) for m, d, game in board_buttons(api, chat) if game.action in MOVES]
    if not choices:
        return False
    await press(api, chat, rng.choice(choices))
    return True


async def press(api: FakeBotApi, chat: int, button: tuple[int, str]) -> None:
    """Press `button`; wait for its answer and the board after it."""
    api.press(chat, api.user(chat), *button)
    query = api.presses[-1]
    await api.wait_for(lambda: api.answer_to(query), 20)
    await asyncio.sleep(0.3)  # the board's edit follows the answer


async def smoke(api: FakeBotApi) -> None:
    chat = PLAYERS[0]
    await say(api, chat, "/start")
    print("docker-check: the bot in compose answered /start through the fake Bot API")
    await new_game(api, chat)
    before = shown_version(api, chat)
    choice = first_button(api, chat, MOVES)
    if choice is None:
        raise SystemExit("docker-check: the new game's board has no move button")
    await press(api, chat, choice)
    await api.wait_for(lambda: shown_version(api, chat) > before, 20)
    print(f"docker-check: a tap was applied (game version {before} -> {shown_version(api, chat)})")


async def play(api: FakeBotApi, seconds: float) -> int:
    for chat in PLAYERS:
        await new_game(api, chat)
    acked = {chat: shown_version(api, chat) for chat in PLAYERS}
    applied_at: dict[int, list[float]] = {chat: [] for chat in PLAYERS}
    print("docker-check: playing", flush=True)
    start = time.monotonic()

    async def player(chat: int) -> None:
        rng = random.Random(chat)
        while time.monotonic() - start < seconds:
            try:
                if not await tap(api, chat, rng):
                    return  # the round is over: this player stops (as in bench.failover)
            except TimeoutError:
                continue  # unanswered: counted by the check below, if it was applied
            version = shown_version(api, chat)
            if version > acked[chat]:
                acked[chat] = version
                applied_at[chat].append(time.monotonic() - start)
            await asyncio.sleep(0.5)  # a player's pace: a round outlasts the check

    await asyncio.gather(*(player(chat) for chat in PLAYERS))
    # the bot's REDIS_URL and key prefix
    store = RedisStore.from_url(prefix=os.environ.get("TUTORBOT_REDIS_PREFIX", DEFAULT_PREFIX))
    lost = 0
    for chat in PLAYERS:
        game = await store.load_game(chat)
        stored = game.version if game else 0
        lost += max(0, acked[chat] - stored)
        print(f"  player {chat}: last acknowledged version {acked[chat]}, stored {stored}")
    last = max((t for times in applied_at.values() for t in times), default=0.0)
    print(f"docker-check: acknowledged moves lost: {lost}; last tap applied {last:.1f} s in")
    if last < seconds - 8:
        print("docker-check: taps stopped being applied (no failover?)")
        return 1
    return 1 if lost else 0


async def main() -> int:
    api = FakeBotApi()
    await api.start("0.0.0.0", PORT)
    try:
        await api.wait_for(lambda: api.calls_of("getUpdates"), 180)
        if sys.argv[1] == "smoke":
            await smoke(api)
            return 0
        return await play(api, float(sys.argv[2]))
    finally:
        await api.stop()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
