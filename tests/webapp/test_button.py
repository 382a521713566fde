"""The chat board's 🃏 Table button: a web_app button in private chats only,
when the bot serves a table; never in a group, a lesson or the terminal."""

from __future__ import annotations

from tests.support.chat_driver import Driver
from tutorbot.telegram.delivery import keyboard

URL = "https://tutorbot.example.org/table/"


def table_buttons(reply):
    return [b for b in reply.buttons() if b.web_app]


async def test_a_private_chats_board_offers_the_table():
    driver = Driver(chat_id=5, user_id=5)
    driver.serve(webapp_url=URL)
    reply = await driver.command("new", "1")
    (button,) = table_buttons(reply)
    assert (button.label, button.web_app, button.payload) == ("🃏 Table", URL, "")
    markup = keyboard(reply.board)
    assert {"text": "🃏 Table", "web_app": {"url": URL}} in markup["inline_keyboard"][-1]
    assert table_buttons(await driver.command("board"))


async def test_a_groups_board_and_a_bot_without_a_table_offer_none():
    group = Driver(chat_id=-100, user_id=5)
    group.serve(webapp_url=URL)
    assert not table_buttons(await group.command("new", "1"))
    plain = Driver(chat_id=5, user_id=5)  # the terminal's conversation: no address
    assert not table_buttons(await plain.command("new", "1"))
