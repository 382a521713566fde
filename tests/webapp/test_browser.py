"""The table in a real browser: Debian's headless Chromium plays a whole match
against level 1 by tapping, beside the real bot, and the chat's board follows
every move; a move made in the chat reaches the open table; the page renders
in five languages at a phone's size.  Without Chromium these skip locally and
fail in CI."""

from __future__ import annotations

import asyncio
import contextlib
import time

import pytest

from tests.support.browser import DARK, Table, need_chromium, page_url, start_chromium
from tests.support.chat_driver import Driver
from tests.support.fake_bot_api import TOKEN
from tests.support.telegram_harness import TgPlayer, free_port, running
from tests.support.webapp import init_data, serving
from tutorbot.ai import get_player
from tutorbot.chat import payload as P
from tutorbot.chat.board import cards_line
from tutorbot.engine import Game
from tutorbot.tutor import LANGUAGES, Tutor
from tutorbot.webapp import TableServer

pytestmark = pytest.mark.e2e
URL = "https://tutorbot.example.org/table/"


@pytest.fixture
def browser():
    need_chromium()
    driver = start_chromium()
    yield driver
    driver.quit()


def latest_board(player: TgPlayer) -> dict:
    """The chat's board: the bot's latest message that shows the goods piles."""
    return [m for m in player.api.bot_messages(player.chat_id) if "🪙" in m["text"]][-1]


def drawn_for(board: dict) -> set[int | None]:
    """The versions the board's buttons were drawn for (None: a button outside the game)."""
    rows = board.get("reply_markup", {}).get("inline_keyboard", [])
    found = {P.decode_game(b.get("callback_data", "")) for row in rows for b in row}
    return {g.version if g else None for g in found}


async def in_sync(player: TgPlayer, store, timeout: float = 10) -> None:
    """The chat's board shows the stored game: its market, its buttons drawn
    for its version (once it is over: only the rematch)."""
    session = await store.load_game(player.chat_id)
    tutor = Tutor("en")
    obs = Game.from_dict(session.position).observation(0)
    market = tutor.t("board-market", cards=cards_line(tutor, obs.market))
    want = {None} if session.finished else {session.version, None}
    deadline = time.monotonic() + timeout
    while True:
        board = latest_board(player)
        drawn = drawn_for(board)
        current = drawn == {None} if session.finished else session.version in drawn
        if market in board["text"] and drawn <= want and current:
            return
        assert time.monotonic() < deadline, (drawn_for(board), session.version, board["text"])
        await asyncio.sleep(0.02)


async def test_a_whole_match_played_on_the_table_keeps_the_chat_in_sync(browser):
    user_id = 515151
    port = free_port()
    env = {"WEBAPP_URL": URL, "WEBAPP_LISTEN": "127.0.0.1", "WEBAPP_PORT": str(port)}
    async with running(**env) as (api, store, bots):
        player = TgPlayer(api, store, user_id, user_id, "en")
        await player.say("/new 1", board=True)
        assert any(
            b.get("web_app") == {"url": URL}
            for m in api.bot_messages(user_id)
            for row in m.get("reply_markup", {}).get("inline_keyboard", [])
            for b in row
        ), "the chat's board offers the table"
        auth = init_data(user_id, TOKEN, int(time.time()), "en")
        await asyncio.to_thread(browser.get, page_url(f"http://127.0.0.1:{port}/", auth))
        table = Table(browser)
        state = await table.answered()
        # a move in the chat reaches the open table
        await player.press(P.CAMELS if await _has_camels(store, user_id) else P.TAKE_MENU)
        if (await store.load_game(user_id)).builder is not None:  # a take's menu: close it
            await player.press(P.CANCEL)
        state = await table.changed(state["version"], timeout=10)
        assert int(state["version"]) == (await store.load_game(user_id)).version
        human = get_player(2, seed=47)
        for _ in range(300):
            session = await store.load_game(user_id)
            if session.finished:
                break
            obs = Game.from_dict(session.position).observation(0)
            move = human.choose(obs).move
            await asyncio.to_thread(table.play, move)
            state = await table.changed(state["version"])
            assert not state["rule"], f"{move} refused: {state}"
            await in_sync(player, store)
        session = await store.load_game(user_id)
        assert session.finished and len(session.history) > 20
        assert state["finished"] == "1"
        await the_review_reads_on_the_table(table)
    for bot in bots:
        assert "Traceback" not in bot.errors, bot.errors


async def the_review_reads_on_the_table(table: Table, timeout: float = 60) -> None:
    """The finished match's review opens on the table, and its own buttons lead on."""
    title = Tutor("en").t("review-title", level="X").split("X")[0]
    deadline = time.monotonic() + timeout
    while True:
        await asyncio.to_thread(table.click, "#review")
        await table.answered()
        told = await asyncio.to_thread(
            table.js, "return document.getElementById('tutor').textContent"
        )
        if title in told:
            break
        assert time.monotonic() < deadline, told  # meanwhile: the review is being prepared
        await asyncio.sleep(0.5)
    if await asyncio.to_thread(table.js, "return !!document.getElementById('review-0')"):
        await asyncio.to_thread(table.click, "#review-0")  # e.g. its key moments
        await table.answered()
        then = await asyncio.to_thread(
            table.js, "return document.getElementById('tutor').textContent"
        )
        assert then and then != told


async def _has_camels(store, user_id: int) -> bool:
    game = Game.from_dict((await store.load_game(user_id)).position)
    return bool(game.observation(0).market[6])


@contextlib.asynccontextmanager
async def table_for(lang: str, user_id: int):
    """A chat in `lang` with a match against level 1, and its table served."""
    driver = Driver(lang=lang, chat_id=user_id, user_id=user_id)
    await driver.command("new", "1")
    async with serving(TableServer(driver.conv, TOKEN)) as base:
        yield driver, base
    await driver.store.close()


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_table_renders_in_every_language_at_a_phones_size(browser, lang, tmp_path):
    async with table_for(lang, 900 + LANGUAGES.index(lang)) as (driver, base):
        auth = init_data(driver.user.id, TOKEN, int(time.time()), lang)
        await asyncio.to_thread(browser.get, page_url(base, auth, DARK if lang == "ja" else None))
        table = Table(browser)
        await table.answered()
        wide = await asyncio.to_thread(
            browser.execute_script,
            "return document.documentElement.scrollWidth - window.innerWidth",
        )
        assert wide <= 0, f"{lang}: the table is {wide} px wider than the phone"
        lang_shown = await asyncio.to_thread(
            browser.execute_script, "return document.documentElement.lang"
        )
        assert lang_shown == lang
        await asyncio.to_thread(table.screenshot, tmp_path / f"table-{lang}.png")
        assert (tmp_path / f"table-{lang}.png").stat().st_size > 5000


async def test_a_table_opened_with_an_expired_signature_says_how_to_reopen_it(browser):
    async with table_for("fr", 990) as (driver, base):
        stale = init_data(driver.user.id, TOKEN, int(time.time()) - 2 * 24 * 3600, "fr")
        await asyncio.to_thread(browser.get, page_url(base, stale))
        want = Tutor("fr").t("table-reopen")
        deadline = time.monotonic() + 30
        shown = ""
        while want not in shown:
            assert time.monotonic() < deadline, shown
            await asyncio.sleep(0.05)
            shown = await asyncio.to_thread(
                browser.execute_script, "return document.getElementById('table').textContent"
            )
        lang_shown = await asyncio.to_thread(
            browser.execute_script, "return document.documentElement.lang"
        )
        assert lang_shown == "fr"
