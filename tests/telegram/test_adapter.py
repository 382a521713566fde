"""The adapter's own small pieces: keyboards as the Bot API's JSON, and the
per-chat level hints kept bounded for a bot that runs for months."""

from __future__ import annotations

from tutorbot.chat import Conversation, InlineThinker
from tutorbot.chat.view import Button, Message
from tutorbot.store import RedisStore
from tutorbot.telegram import handlers
from tutorbot.telegram.delivery import keyboard
from tutorbot.telegram.handlers import TelegramAdapter


def test_keyboard_is_the_bot_api_json():
    message = Message(
        "board", [[Button("🐪", "g:1:C"), Button("❌", "g:1:X")], [Button("?", "V:h")]]
    )
    assert keyboard(message) == {
        "inline_keyboard": [
            [{"text": "🐪", "callback_data": "g:1:C"}, {"text": "❌", "callback_data": "g:1:X"}],
            [{"text": "?", "callback_data": "V:h"}],
        ]
    }
    assert keyboard(Message("no buttons")) is None


def test_level_hints_forget_the_longest_idle_chats(monkeypatch):
    monkeypatch.setattr(handlers, "LEVEL_HINTS", 3)
    adapter = TelegramAdapter(Conversation(RedisStore.embedded(), InlineThinker()))
    for chat in (1, 2, 3):
        adapter._remember_level(chat, 5)
    adapter._remember_level(1, 4)  # chat 1 is active again
    adapter._remember_level(4, 2)  # one too many: chat 2 has been idle longest
    assert adapter.levels == {3: 5, 1: 4, 4: 2}
