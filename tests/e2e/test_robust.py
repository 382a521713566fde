"""End to end, what a public bot meets on its first day: channel posts, edited
messages, taps on buttons it can't own, the info buttons on a board, and
being stopped mid-game (the real bot process against the fake Bot API)."""

from __future__ import annotations

import asyncio
import time

import pytest

from tests.support.telegram_harness import TgPlayer, running
from tutorbot.chat import payload as P
from tutorbot.tutor import Tutor

pytestmark = pytest.mark.e2e


@pytest.fixture
async def world():
    async with running() as (api, store, bots):
        yield api, store, bots[0]
    assert "Traceback" not in bots[0].errors and " ERROR " not in bots[0].errors, bots[0].errors


async def settle(api, since: int, quiet: float = 0.5) -> list:
    """The calls the bot makes from `since` until it has been quiet a while
    (and has answered the last tap, if any since)."""
    if api.presses and api.answer_to(api.presses[-1]) is None:
        await api.wait_for(lambda: api.answer_to(api.presses[-1]), 30)
    count = -1
    while count != len(api.calls):
        count = len(api.calls)
        await asyncio.sleep(quiet)
    return api.calls[since:]


async def test_channel_posts_edits_and_foreign_taps_are_ignored(world):
    api, store, _ = world
    channel = {"id": -1009001, "type": "channel", "title": "News"}
    since = len(api.calls)
    api.push({"channel_post": api.message(channel, "/new 1")})
    api.push({"channel_post": api.message(channel, "take diamond")})
    api.push({"edited_channel_post": api.message(channel, "/new 2")})
    player = TgPlayer(api, store, chat_id=4001, user_id=601, lang="en")
    chat = {"id": 4001, "type": "private", "first_name": "P"}
    api.push({"edited_message": api.message(chat, "/new 1", player.user)})
    # a post sent in a group on behalf of a channel
    group = {"id": -4002, "type": "supergroup", "title": "Club"}
    on_behalf = api.message(group, "/new 1", {"id": 136817688, "is_bot": True, "first_name": "C"})
    on_behalf["sender_chat"] = {"id": -1009002, "type": "channel", "title": "Other"}
    api.push({"message": on_behalf})
    # taps on a channel's message and on an inline-mode message (no chat)
    post = api.message(channel, "hi")
    api.push({"callback_query": {"id": "c1", "from": player.user, "message": post,
              "chat_instance": "x", "data": "V:1"}})  # fmt: skip
    api.push({"callback_query": {"id": "c2", "from": player.user, "inline_message_id": "AAA",
              "chat_instance": "y", "data": P.plain(P.LEVEL, 1)}})  # fmt: skip
    # and updates of kinds the bot doesn't use
    api.push({"my_chat_member": {"chat": group, "from": player.user, "date": 1,
              "old_chat_member": {"status": "left", "user": player.user},
              "new_chat_member": {"status": "member", "user": player.user}}})  # fmt: skip
    located = api.message(chat, "", player.user)
    del located["text"]
    located["location"] = {"latitude": 26.9, "longitude": 75.8}
    api.push({"message": located})
    calls = await settle(api, since)
    answered = {c.params["callback_query_id"] for c in calls if c.method == "answerCallbackQuery"}
    assert answered == {"c1", "c2"}
    assert [c.method for c in calls if "chat_id" in c.params] == []  # nothing said anywhere
    for chat_id in (-1009001, 4001, -4002):
        assert await store.load_game(chat_id) is None


@pytest.mark.parametrize("action", [P.HINT, P.RULES, P.WHY])
async def test_info_buttons_keep_the_board(world, action):
    api, store, _ = world
    chat_id = 4100 + len(action) + ord(action[0])
    player = TgPlayer(api, store, chat_id=chat_id, user_id=602, lang="en")
    await player.say("/new 1", board=True)
    if action == P.WHY:  # the Why button appears once the AI has moved
        await player.press(P.CAMELS)
    board_id, _ = player.find(P.HINT)
    before = next(m for m in api.bot_messages(chat_id) if m["message_id"] == board_id)
    before = dict(before, reply_markup=dict(before["reply_markup"]))
    if action == P.RULES:
        data = next(d for m, _l, d in api.buttons(chat_id) if m == board_id and d.startswith("R:"))
    else:
        data = player.find(action)[1]
    since = len(api.calls)
    api.press(chat_id, player.user, board_id, data)
    calls = await settle(api, since)
    assert not [c for c in calls if c.method.startswith("edit")]  # the board untouched
    sent = [c for c in calls if c.method == "sendMessage"]
    assert len(sent) == 1 and "🪙" not in sent[0].params["text"]  # info: a message of its own
    after = next(m for m in api.bot_messages(chat_id) if m["message_id"] == board_id)
    assert after["text"] == before["text"] and after["reply_markup"] == before["reply_markup"]
    if action == P.RULES:  # the rules pager turns its own pages, the board still stays
        rules_id = api.bot_messages(chat_id)[-1]["message_id"]
        nxt = next(d for m, _l, d in api.buttons(chat_id) if m == rules_id)
        since = len(api.calls)
        api.press(chat_id, player.user, rules_id, nxt)
        calls = await settle(api, since)
        edits = [c for c in calls if c.method == "editMessageText"]
        assert [int(c.params["message_id"]) for c in edits] == [rules_id]
        assert next(m for m in api.bot_messages(chat_id) if m["message_id"] == board_id) == after


async def test_stats_while_playing_keeps_the_board(world):
    api, store, _ = world
    player = TgPlayer(api, store, chat_id=4201, user_id=603, lang="it")
    await player.say("/new 1", board=True)
    board_id, _ = player.find(P.HINT)
    replies = await player.say("/stats")
    assert Tutor("it").t("stats-title") in replies[0].params["text"]
    assert player.find(P.HINT)[0] == board_id


async def test_sigterm_stops_within_three_seconds_and_the_game_resumes(world):
    api, store, bot = world
    players = [TgPlayer(api, store, 4300 + i, 700 + i, "en") for i in range(8)]
    await asyncio.gather(*(p.say("/new 5", board=True) for p in players))
    before = {p.chat_id: await store.load_game(p.chat_id) for p in players}
    for p in players:  # level-5 thinking in every chat when the signal comes
        api.press(p.chat_id, p.user, *p.find(P.CAMELS))
    await asyncio.sleep(0.1)
    start = time.perf_counter()
    bot.proc.terminate()
    while bot.proc.poll() is None and time.perf_counter() - start < 10:
        await asyncio.sleep(0.02)
    stopped = time.perf_counter() - start
    errors = bot.proc.stderr.read()
    print(f"SIGTERM -> exit: {stopped:.2f} s")
    assert bot.proc.returncode is not None and stopped <= 3.0, stopped
    assert " ERROR " not in errors and "Traceback" not in errors, errors
    for p in players:  # each game either took the tap whole or not at all
        after = await store.load_game(p.chat_id)
        assert after.version in (before[p.chat_id].version, before[p.chat_id].version + 1)
        if after.version == before[p.chat_id].version:
            assert after.history == before[p.chat_id].history
        else:
            assert str(after.history[0]) == "0:camels" and after.history[-1].seat == 1
    bot.start()  # a restart resumes every game
    await bot.ready()
    for p in players:
        await p.say("/board", board=True)
        assert (await store.load_game(p.chat_id)).game_id == before[p.chat_id].game_id
