"""End to end: the real bot process, python-telegram-bot over HTTP, the fake Bot
API on 127.0.0.1 and the real Redis; the tests act as Telegram users."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from tests.support.fake_bot_api import TOKEN, FakeBotApi
from tests.support.telegram_harness import TgPlayer, running
from tutorbot.chat import payload as P
from tutorbot.chat.puzzles.screens import PUZZLE_GAME
from tutorbot.store import MATCH
from tutorbot.tutor import Tutor

pytestmark = pytest.mark.e2e


@pytest.fixture
async def world():
    async with running() as (api, store, bots):
        yield api, store, bots[0]
    assert "Traceback" not in bots[0].errors, bots[0].errors


async def finished(session) -> bool:
    return session is not None and session.finished


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
async def test_a_whole_match_in_each_language(world, lang):
    api, store, _ = world
    player = TgPlayer(
        api, store, chat_id=1000 + len(lang) * 7 + ord(lang[0]), user_id=501, lang=lang
    )
    t = Tutor(lang, strict=True)
    welcome = await player.say("/start")
    assert t.t("how-to-play") in welcome[0].params["text"]
    await player.say("/new 1", board=True)
    await player.play_until(finished)
    game = await player.game()
    everything = "\n".join(c.params.get("text", "") for c in api.replies(player.chat_id))
    assert t.match_summary(game.seals, 0, game.winner) in everything
    assert "🏁" in everything and "🤖" in everything
    # the match is rated: /stats shows the stored rating in the player's language
    record = await store.load_rating(501, MATCH)
    assert record.results == 1 and record.recent[0].score == float(game.winner == 0)
    stats = (await player.say("/stats"))[0].params["text"]
    margin = str(round(2 * record.deviation))
    assert t.t("rating-line", rating=str(round(record.rating)), margin=margin) in stats
    # one board message, edited in place while playing
    boards = [m for m in api.bot_messages(player.chat_id) if "🪙" in m["text"]]
    assert len(boards) == 1 and boards[0].get("edit_date")
    # every tap was answered; the command menu exists in all five languages
    answered = {c.params["callback_query_id"] for c in api.calls_of("answerCallbackQuery")}
    assert api.presses and answered == set(api.presses)
    assert set(api.commands) == {"", "en", "it", "fr", "ru", "ja"}
    assert api.commands[lang][0] == {"command": "new", "description": t.t("cmd-new")}


async def test_signature_refusals_are_shown(world):
    api, store, _ = world
    t = Tutor("en", strict=True)
    player = TgPlayer(api, store, chat_id=2001, user_id=502, lang="en")
    await player.say("/new 1", board=True)
    await player.place(["silver", "cloth"])
    await player.press(P.EXCHANGE_MENU)
    await player.press(P.TOGGLE_TAKE, 0)
    await player.press(P.TOGGLE_GIVE, 0)
    replies = await player.press(P.CONFIRM, board=False)  # the board is unchanged: not edited
    assert any(t.rule("exchange.minimum_two") in c.params["text"] for c in replies)
    await player.place(["diamond", "cloth"])
    await player.press(P.SELL_MENU)
    replies = await player.press(P.SELL_GOOD, 0, board=False)
    assert any(t.rule("sell.precious_minimum") in c.params["text"] for c in replies)
    await player.place(["silver", "cloth", "cloth", "spice", "spice", "leather", "leather"], 2)
    await player.press(P.TAKE_MENU)
    replies = await player.press(P.TAKE, 0, board=False)
    text = "\n".join(c.params["text"] for c in replies)
    assert t.rule("hand.limit_seven") in text
    assert t.t("refusal-hand-limit-seven", after=8) in text


async def test_double_tap_applies_once_and_old_boards_change_nothing(world):
    api, store, _ = world
    player = TgPlayer(api, store, chat_id=2002, user_id=503, lang="it")
    await player.say("/new 1", board=True)
    message_id, data = player.find(P.CAMELS)
    since = len(api.calls)
    api.press(player.chat_id, player.user, message_id, data)
    api.press(player.chat_id, player.user, message_id, data)  # the same tap again, at once
    old = Tutor("it").t("old-board")

    def both_done() -> bool:
        """Both taps were answered, the slower one with a toast saying the board is old."""
        answers = [c for c in api.calls[since:] if c.method == "answerCallbackQuery"]
        return len(answers) >= 2 and any(c.params.get("text") == old for c in answers)

    await api.wait_for(both_done)
    await asyncio.sleep(0.3)  # anything more the bot would send
    # the board was edited once (the slower tap found it showing the new board
    # already), and the toast wasn't sent again as a message
    replies = api.replies(2002, since)
    assert [c.method for c in replies].count("editMessageText") == 1
    assert not any(old in c.params["text"] for c in replies)
    session = await store.load_game(player.chat_id)
    assert [str(h) for h in session.history if h.seat == 0] == ["0:camels"]
    assert len(api.calls_of("answerCallbackQuery")) >= 2  # both taps answered
    # a button from a board that is no longer current
    version = session.version
    assert await player.tap_answered(message_id, data) == old
    assert (await store.load_game(player.chat_id)).version == version


async def test_restart_mid_match_resumes_the_same_game(world):
    api, store, bot = world
    player = TgPlayer(api, store, chat_id=2003, user_id=504, lang="ru")
    await player.say("/new 2", board=True)
    moves = 0

    async def three_moves(session):
        nonlocal moves
        moves += 1
        return moves > 3

    await player.play_until(three_moves)
    before = await store.load_game(player.chat_id)
    await bot.stop()
    bot.start()  # a new process: nothing in memory
    await bot.ready()
    await player.play_until(finished)
    after = await store.load_game(player.chat_id)
    assert (
        after.game_id == before.game_id and after.history[: len(before.history)] == before.history
    )


async def test_two_players_at_once(world):
    api, store, _ = world
    a = TgPlayer(api, store, chat_id=2004, user_id=505, lang="fr")
    b = TgPlayer(api, store, chat_id=2005, user_id=506, lang="ja")
    await asyncio.gather(a.say("/new 1", board=True), b.say("/new 1", board=True))
    await asyncio.gather(a.play_until(finished), b.play_until(finished))
    for p in (a, b):
        assert (await store.load_game(p.chat_id)).finished


async def test_group_chat_only_the_starter_presses(world):
    api, store, _ = world
    owner = TgPlayer(api, store, chat_id=-3001, user_id=507, lang="en")
    other = api.user(508, "en", "Bob")
    await owner.say("/new 1", board=True)
    version = (await store.load_game(-3001)).version
    message_id, data = owner.find(P.CAMELS)
    since = len(api.calls)
    api.press(-3001, other, message_id, data)
    answer = await api.wait_for(
        lambda: [c for c in api.calls[since:] if c.method == "answerCallbackQuery"]
    )
    assert answer[0].params.get("text") == Tutor("en").t("not-your-game")
    assert (await store.load_game(-3001)).version == version


async def test_the_fake_api_answers_like_telegram():
    api = FakeBotApi()
    await api.start()
    try:
        async with httpx.AsyncClient() as http:
            url = f"{api.url}{TOKEN}"
            me = (await http.post(f"{url}/getMe")).json()
            assert me["ok"] and me["result"]["is_bot"]
            long = {"inline_keyboard": [[{"text": "x", "callback_data": "y" * 65}]]}
            r = await http.post(
                f"{url}/sendMessage", json={"chat_id": 1, "text": "hi", "reply_markup": long}
            )
            assert (
                r.status_code == 400
                and r.json()["description"] == "Bad Request: BUTTON_DATA_INVALID"
            )
            sent = (
                await http.post(f"{url}/sendMessage", data={"chat_id": "1", "text": "hi"})
            ).json()
            same = {"chat_id": 1, "message_id": sent["result"]["message_id"], "text": "hi"}
            r = await http.post(f"{url}/editMessageText", json=same)
            assert "message is not modified" in r.json()["description"]
    finally:
        await api.stop()


async def test_a_tap_costs_one_chat_call_even_while_a_strong_ai_thinks(world):
    """answerCallbackQuery is not rate-limited; sendChatAction ("typing") would
    be a second limited call per tap, so the tap's spinner shows the thinking."""
    api, store, _ = world
    player = TgPlayer(api, store, chat_id=2006, user_id=509, lang="en")
    await player.say("/mode off")  # no first-time notes: they are messages of their own
    await player.say("/new 5", board=True)
    since = len(api.calls)
    await player.press(P.CAMELS)
    await api.wait_for(lambda: api.answer_to(api.presses[-1]))
    methods = [c.method for c in api.calls[since:] if c.params.get("chat_id") in ("2006", 2006)]
    assert methods == ["editMessageText"]


async def test_a_starter_puzzle_through_telegram(world):
    """/puzzle with no games: the first starter puzzle, answered with its buttons."""
    from tutorbot.chat.puzzles.builtin import builtin_set

    api, store, _ = world
    player = TgPlayer(api, store, chat_id=2010, user_id=510, lang="en")
    first = builtin_set()[0]
    assert first.best == "camels"  # one tap answers it
    shown = await player.say("/puzzle", board=True)
    assert "🧩 Starter puzzle 1 of" in shown[-1].params["text"]
    message_id, data = player.find(P.CAMELS)
    assert P.decode_game(data).game_id == PUZZLE_GAME
    replies = await player.tap(message_id, data, board=True)
    assert "✅ Solved" in replies[-1].params["text"]
    book = await store.puzzles.load(510)  # the user's, whichever chat they answer in
    assert book.counted[first.id] == 1
    assert {"command": "puzzle", "description": Tutor("en").t("cmd-puzzle")} in api.commands["en"]
