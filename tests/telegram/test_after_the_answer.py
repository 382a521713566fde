"""Nothing after the answer produces a second answer (issue 45): the store
dies between the reply and its record, and the player sees their answer once,
no apology; the bot logs one WARNING; the next update repairs the record."""

from __future__ import annotations

import logging

import fakeredis
import pytest
import redis.exceptions
from telegram import Update

from tests.support.fake_bot_api import TOKEN, FakeBotApi
from tests.support.fuzz import ErrorLog
from tests.support.redis import unique_prefix
from tutorbot.chat import FEATURES, Conversation, InlineThinker
from tutorbot.chat import payload as P
from tutorbot.store import RedisStore, StoreUnavailable
from tutorbot.store.friends import FriendStore
from tutorbot.telegram.app import build_application
from tutorbot.telegram.settings import Settings
from tutorbot.tutor import Tutor

CHAT = 4242
USER = {"id": CHAT, "is_bot": False, "first_name": "Ann", "language_code": "it"}


class Bot:
    """The real Application, in-process, against the fake Bot API."""

    def __init__(self) -> None:
        self.api = FakeBotApi()
        self.store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
        self.conversation = Conversation(
            self.store,
            InlineThinker(),
            game_ids=lambda: "0000beef",
            friends=FriendStore(self.store),
            features=FEATURES,
        )
        self.ids = iter(range(1, 10**6))

    async def __aenter__(self) -> Bot:
        await self.api.start()
        settings = Settings(token=TOKEN, redis_url="", api_url=self.api.url, rate_limit=False)
        self.app = build_application(settings, self.conversation)
        await self.app.initialize()
        return self

    async def __aexit__(self, *exc) -> None:
        await self.app.shutdown()
        await self.api.stop()
        await self.store.close()

    async def update(self, body: dict) -> None:
        body["update_id"] = next(self.ids)
        await self.app.process_update(Update.de_json(body, self.app.bot))

    async def say(self, text: str) -> None:
        chat = self.api._chat(CHAT)
        await self.update({"message": self.api.message(chat, text, USER)})

    async def tap(self, action: str) -> str:
        """Press the board's button for `action`; the query's id."""
        message_id, data = max(  # on the newest board
            (m, d)
            for m, _label, d in self.api.buttons(CHAT)
            if (g := P.decode_game(d)) is not None and g.action == action
        )
        query_id = f"q{next(self.ids)}"
        message = self.api.messages[(CHAT, message_id)]
        query = {
            "id": query_id,
            "from": USER,
            "message": message,
            "chat_instance": "c",
            "data": data,
        }
        await self.update({"callback_query": query})
        return query_id


def kill(store: RedisStore, error: Exception) -> None:
    """The store dies for what is written after the reply (its retries spent)."""

    async def dead(*args, **kwargs):
        raise error

    store.note_delivery = dead  # type: ignore[method-assign]
    store.set_board_message = dead  # type: ignore[method-assign]
    store.board_shown = dead  # type: ignore[method-assign]


def revive(store: RedisStore) -> None:
    for name in ("note_delivery", "set_board_message", "board_shown"):
        del store.__dict__[name]


@pytest.mark.parametrize(
    "error",
    [StoreUnavailable("Redis is unavailable: gone"), redis.exceptions.ConnectionError("reset")],
)
async def test_the_store_dies_between_the_reply_and_its_record(error, caplog):
    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    try:
        async with Bot() as bot:
            await bot.say("/new 1")
            board = bot.store.keys.board(CHAT)
            assert await bot.store.client.exists(board)  # recorded while the store lived
            kill(bot.store, error)
            caplog.clear()
            with caplog.at_level(logging.WARNING):
                calls = len(bot.api.calls)
                query = await bot.tap(P.TAKE_MENU)  # a tap: the board edited in place
                await bot.say("/board")  # a message: the board sent anew
            after = bot.api.calls[calls:]
            answers = [c for c in after if c.method == "answerCallbackQuery"]
            assert [c.params["callback_query_id"] for c in answers] == [query]
            apology = Tutor("it").t("error-apology")
            assert not [c for c in after if c.params.get("text") == apology]
            assert [c for c in after if c.method in ("sendMessage", "editMessageText")]
            warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
            assert {r.levelno for r in warnings} == {logging.WARNING}
            assert [r.name for r in warnings] == ["tutorbot.telegram.delivery"] * 2  # one each
            assert not errors.records
            # the store is back: the next tap, on the board /board sent (unrecorded),
            # is answered once and leaves a record of a board the chat shows
            revive(bot.store)
            calls = len(bot.api.calls)
            query = await bot.tap(P.CANCEL)  # the take menu is open: back to the main one
            answers = [c for c in bot.api.calls[calls:] if c.method == "answerCallbackQuery"]
            assert [c.params["callback_query_id"] for c in answers] == [query]
            shown = await bot.store.board_shown(CHAT)
            assert shown is not None and shown.message_id == max(bot.api.buttons(CHAT))[0]
            assert not errors.records
    finally:
        logging.getLogger().removeHandler(errors)
