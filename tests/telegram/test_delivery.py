"""Delivery: which message is the board, edited or sent anew (a stub Bot API)."""

from __future__ import annotations

import fakeredis

from tests.support.redis import unique_prefix
from tests.support.round_trips import StubBot
from tutorbot.chat import Message, Reply
from tutorbot.store import RedisStore
from tutorbot.telegram.delivery import Delivery

CHAT = 77


async def _delivered(result_first: bool) -> StubBot:
    """A tap on the chat's board answered by a result, then the board."""
    store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
    bot = StubBot()
    old = await bot._post("sendMessage", api_kwargs={"text": "old board", "reply_markup": {}})
    await store.set_board_message(CHAT, old["message_id"], "digest")
    reply = Reply([Message("🏁 Round over"), Message("new board", board=True)])
    reply.result_first = result_first
    await Delivery(store).reply(bot, CHAT, reply, old["message_id"], tapped=True)
    await store.close()
    return bot


async def test_a_round_end_sends_the_result_then_the_result_first():
    bot = await _delivered(result_first=True)
    texts = [text for _, (text, _) in sorted(bot.texts.items())]
    assert texts == ["old board", "🏁 Round over", "new board"]
    assert bot.texts[1][1] is None  # the old board lost its buttons


async def test_an_ordinary_tap_edits_the_board_where_it_was_pressed():
    bot = await _delivered(result_first=False)
    texts = [text for _, (text, _) in sorted(bot.texts.items())]
    assert texts == ["new board", "🏁 Round over"]
