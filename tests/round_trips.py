"""Counts the Redis round trips of one update, from Telegram's handlers to the
store and back: a connection-level hook on the store's client, and a stub
Bot that answers the Bot API calls in process (no HTTP, no fake server).

A round trip is one write of a request to Redis followed by reading its
answers: a single command, a pipeline or a script call is one each.  Used by
the unit test (fakeredis) and by bench/bot.py (the real Redis).
"""

from __future__ import annotations

import itertools
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
        self.names: list[str] = []  # each round trip's first command, to see what they are
        counter = self
        pool = client.connection_pool
        base = pool.connection_class

        class Counting(base):  # type: ignore[misc, valid-type]
            async def send_packed_command(self, command: Any, check_health: bool = True) -> None:
                counter.count += 1
                counter.names.append(first_command(command))
                await super().send_packed_command(command, check_health)

        pool.connection_class = Counting

    def since(self, start: int) -> tuple[int, str]:
        """Round trips since the count was `start`, and their first commands."""
        return self.count - start, " ".join(self.names[start:])


def first_command(packed: Any) -> str:
    """The name of the first command in a packed request (RESP: ``*n\\r\\n$len\\r\\nNAME``)."""
    chunk = packed if isinstance(packed, bytes | str) else b"".join(packed)
    data = chunk.encode() if isinstance(chunk, str) else chunk
    parts = data.split(b"\r\n")
    return parts[2].decode(errors="replace").upper() if len(parts) > 2 else "?"


@dataclass
class StubBot:
    """The Bot API calls the handlers make, answered at once; keeps what each
    message shows, so a player can press its buttons."""

    texts: dict[int, tuple[str, dict | None]] = field(default_factory=dict)
    ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    async def do_api_request(self, method: str, api_kwargs: dict[str, Any]) -> Any:
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

    def button(self, *actions: str) -> tuple[int, str] | None:
        """The newest button of the first of `actions` shown."""
        for action in actions:
            for message_id, data in reversed(self.bot.buttons()):
                button = P.decode_game(data)
                if button is not None and button.action == action:
                    return message_id, data
        return None

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
    while len(taps) < 5:  # several: the first tap of a game may differ from the rest
        # a move at once (camels, a good from the take menu), else a sale's menu
        choice = driver.button(P.CAMELS, P.TAKE, P.SELL, P.TAKE_MENU, P.SELL_GOOD, P.SELL_MENU)
        assert choice is not None, driver.board_text()
        before = await store.load_game(driver.chat_id)  # not counted: what the tap changes
        start = trips.count
        await driver.press(*choice)
        spent = trips.since(start)
        after = await store.load_game(driver.chat_id)
        assert before is not None and after is not None
        if len(after.history) >= len(before.history) + 2:  # a move, and the AI's answer
            taps.append(spent)
    out["ordinary tap (the most of 5)"] = max(taps)
    session = await store.load_game(driver.chat_id)  # outside the count: a legal move
    assert session is not None and not session.finished
    move = Game.from_dict(session.position).legal_moves()[0]
    start = trips.count
    await driver.type(str(move))
    out["typed move"] = trips.since(start)
    return out
