"""Delivery: which message is the board, edited or sent anew (a stub Bot API)."""

from __future__ import annotations

import fakeredis

from tests.support.redis import unique_prefix
from tests.support.round_trips import StubBot
from tutorbot.chat import Conversation, InlineThinker, Message, Reply
from tutorbot.store import RedisStore
from tutorbot.telegram.delivery import Delivery

CHAT = 77


async def _delivered(board_anew: bool) -> StubBot:
    """A tap on the chat's board answered by a result, then the board."""
    store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
    conversation = Conversation(store, InlineThinker())
    bot = StubBot()
    old = await bot._post("sendMessage", api_kwargs={"text": "old board", "reply_markup": {}})
    await conversation.remember_board(CHAT, old["message_id"], "digest")
    reply = Reply([Message("🏁 Round over"), Message("new board", board=True)])
    reply.board_anew = board_anew
    await Delivery(conversation).reply(bot, CHAT, reply, old["message_id"], tapped=True)
    await store.close()
    return bot


async def test_a_round_end_sends_the_result_then_the_board_anew():
    bot = await _delivered(board_anew=True)
    texts = [text for _, (text, _) in sorted(bot.texts.items())]
    assert texts == ["old board", "🏁 Round over", "new board"]
    assert bot.texts[1][1] is None  # the old board lost its buttons


async def test_an_ordinary_tap_edits_the_board_where_it_was_pressed():
    bot = await _delivered(board_anew=False)
    texts = [text for _, (text, _) in sorted(bot.texts.items())]
    assert texts == ["new board", "🏁 Round over"]
