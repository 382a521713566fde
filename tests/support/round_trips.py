"""Counts the Redis round trips of one update, from Telegram's handlers to the
store and back: a connection-level hook on the store's client, and a stub
Bot that answers the Bot API calls in process (no HTTP, no fake server).

A round trip is one write of a request to Redis followed by reading its
answers: a single command, a pipeline or a script call is one each.  Used by
the unit test (fakeredis) and by bench/bot.py (the real Redis).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from telegram import Update

from tutorbot.chat import payload as P
from tutorbot.engine import Game
from tutorbot.store import RedisStore
from tutorbot.telegram.handlers import TelegramAdapter


class RoundTrips:
    """Counts the requests written by `client`'s connections from now on
    (install it before the client's first command: connections made earlier
    aren't counted)."""

    def __init__(self, client: Any) -> None:
        self.count = 0
        self.names: list[str] = []  # each round trip's commands, to see what they are
        counter = self
        pool = client.connection_pool
        base = pool.connection_class

        class Counting(base):  # type: ignore[misc, valid-type]
            async def send_packed_command(self, command: Any, check_health: bool = True) -> None:
                counter.count += 1
                counter.names.append(command_names(command))
                await super().send_packed_command(command, check_health)

        pool.connection_class = Counting

    def since(self, start: int) -> tuple[int, str]:
        """Round trips since the count was `start`, and their commands."""
        return self.count - start, " ".join(self.names[start:])


def command_names(packed: Any) -> str:
    """The commands in one packed request (RESP arrays of bulk strings), e.g.
    ``HGETALL+HMGET+SMEMBERS+GET`` for a pipeline."""
    chunk = packed if isinstance(packed, bytes | str) else b"".join(packed)
    data = chunk.encode() if isinstance(chunk, str) else chunk
    names, at = [], 0
    while at < len(data) and data[at : at + 1] == b"*":
        end = data.index(b"\r\n", at)
        args, at = int(data[at + 1 : end]), end + 2
        for i in range(args):
            end = data.index(b"\r\n", at)
            size, at = int(data[at + 1 : end]), end + 2
            if i == 0:
                names.append(data[at : at + size].decode(errors="replace").upper())
            at += size + 2
    return "+".join(names) or "?"


@dataclass
class StubBot:
    """The Bot API calls the handlers make, answered at once; keeps what each
    message shows, so a player can press its buttons."""

    texts: dict[int, tuple[str, dict | None]] = field(default_factory=dict)
    ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    async def _post(self, method: str, *, api_kwargs: dict[str, Any]) -> Any:
        """A Bot API call as `delivery.call_api` makes it (answered as JSON)."""
        markup = api_kwargs.get("reply_markup")
        if method == "sendMessage":
            message_id = next(self.ids)
            self.texts[message_id] = (api_kwargs["text"], markup)
            return {"message_id": message_id}
        self.texts[int(api_kwargs["message_id"])] = (api_kwargs["text"], markup)
        return True

    async def edit_message_reply_markup(self, chat_id: int, message_id: int) -> bool:
        text, _ = self.texts.get(message_id, ("", None))
        self.texts[message_id] = (text, None)
        return True

    async def answer_callback_query(self, *args: Any, **kwargs: Any) -> bool:
        return True

    async def send_chat_action(self, *args: Any, **kwargs: Any) -> bool:
        return True

    def buttons(self) -> list[tuple[int, str]]:
        """(message id, payload) of every button shown, oldest message first."""
        return [
            (message_id, button["callback_data"])
            for message_id, (_, markup) in sorted(self.texts.items())
            if markup
            for row in markup["inline_keyboard"]
            for button in row
            if "callback_data" in button
        ]


#: Buttons that play a move (or open the menu of one), as a player would tap.
PLAYS = (P.CAMELS, P.TAKE, P.SELL, P.SELL_GOOD, P.TAKE_MENU, P.SELL_MENU, P.CANCEL)


class TapDriver:
    """One private chat talking to a `TelegramAdapter` through `StubBot`."""

    def __init__(self, adapter: TelegramAdapter, chat_id: int = 4242) -> None:
        self.adapter, self.chat_id = adapter, chat_id
        self.bot = StubBot()
        self.context = SimpleNamespace(bot=self.bot)
        self.updates = itertools.count(1)
        self.user = {"id": chat_id, "is_bot": False, "first_name": "Ada", "language_code": "en"}
        self.chat = {"id": chat_id, "type": "private"}

    async def type(self, text: str) -> None:
        message = {"message_id": 10**6 + next(self.updates), "date": 0, "chat": self.chat}
        message |= {"from": self.user, "text": text}
        update = Update.de_json({"update_id": next(self.updates), "message": message}, self.bot)
        if text.startswith("/"):
            await self.adapter.on_command(update, self.context)  # type: ignore[arg-type]
        else:
            await self.adapter.on_text(update, self.context)  # type: ignore[arg-type]

    async def press(self, message_id: int, data: str) -> None:
        message = {"message_id": message_id, "date": 0, "chat": self.chat, "text": "board"}
        query = {"id": str(next(self.updates)), "from": self.user, "chat_instance": "c"}
        query |= {"data": data, "message": message}
        update = Update.de_json(
            {"update_id": next(self.updates), "callback_query": query}, self.bot
        )
        await self.adapter.on_press(update, self.context)  # type: ignore[arg-type]

    def game_buttons(self) -> list[tuple[int, str, str]]:
        """(message id, payload, action) of the game buttons on the newest board."""
        out = []
        for message_id, data in self.bot.buttons():
            button = P.decode_game(data)
            if button is not None:
                out.append((message_id, data, button.action))
        newest = max((m for m, _, _ in out), default=None)
        return [b for b in out if b[0] == newest]

    def board_text(self) -> str:
        buttons = self.bot.buttons()
        return self.bot.texts[buttons[-1][0]][0] if buttons else ""


async def round_trips_per_update(
    adapter: TelegramAdapter, store: RedisStore, trips: RoundTrips
) -> dict[str, tuple[int, str]]:
    """Round trips of a first command, an ordinary tap (a move against the AI,
    which answers) and a typed move, in a fresh chat at level 1."""
    driver = TapDriver(adapter)
    out: dict[str, tuple[int, str]] = {}
    start = trips.count
    await driver.type("/new 1")
    out["/new 1"] = trips.since(start)
    taps: list[tuple[int, str]] = []
    rng = random.Random(7)
    for _ in range(500):  # bounded: a deal where no button plays still ends
        if len(taps) == 5:  # several: the first tap of a game may differ from the rest
            break
        before = await store.load_game(driver.chat_id)  # not counted: what the tap changes
        if before is None or before.finished:
            await driver.type("/new 1")
            continue
        # a move at once (camels, a good from the take menu, a sale), or a menu
        buttons = [b for b in driver.game_buttons() if b[2] in PLAYS]
        assert buttons, driver.board_text()
        message_id, data, _ = rng.choice(buttons)
        start = trips.count
        await driver.press(message_id, data)
        spent = trips.since(start)
        after = await store.load_game(driver.chat_id)
        assert after is not None
        if len(after.history) >= len(before.history) + 2:  # a move, and the AI's answer
            taps.append(spent)
    assert len(taps) == 5, taps
    out["ordinary tap (the most of 5)"] = max(taps)
    session = await store.load_game(driver.chat_id)  # outside the count: a legal move
    if session is None or session.finished:
        await driver.type("/new 1")
        session = await store.load_game(driver.chat_id)
    assert session is not None
    move = Game.from_dict(session.position).legal_moves()[0]
    start = trips.count
    await driver.type(str(move))
    out["typed move"] = trips.since(start)
    return out
