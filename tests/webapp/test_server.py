"""The table's server: the page's headers, the table it draws, and moves that
are the chat's own intents (mirrored to the chat, refused alike, never twice)."""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.support.webapp import init_data
from tests.webapp.conftest import NOW, TOKEN
from tutorbot.chat import Press
from tutorbot.chat import payload as P
from tutorbot.engine import Card, Game
from tutorbot.engine.cards import CAMEL, CARD_LETTERS, GOODS
from tutorbot.store import StoreUnavailable
from tutorbot.store.builder import slots
from tutorbot.tutor import LANGUAGES, Tutor
from tutorbot.webapp.server import CSP, static_file


def auth(user_id: int = 1, lang: str = "en") -> str:
    return init_data(user_id, TOKEN, int(NOW) - 60, lang)


async def table(client, user_id=1, lang="en", **body):
    response = await client.post("/api/table", json={"initData": auth(user_id, lang), **body})
    assert response.status == 200
    return await response.json()


async def press(client, state, action, arg="", user_id=1):
    body = {"initData": auth(user_id), "action": action, "arg": arg}
    body |= {"game": state["game"], "version": state["version"]}
    response = await client.post("/api/press", json=body)
    assert response.status == 200
    return await response.json()


async def test_the_page_and_its_files_come_with_a_strict_policy(table_server):
    _, client, _ = table_server
    for path, kind in (
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/app.css", "text/css"),
    ):
        response = await client.get(path)
        assert response.status == 200
        assert response.content_type == kind
        assert response.headers["Content-Security-Policy"] == CSP
        assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'none'" in CSP and "'unsafe-inline'" not in CSP
    assert "frame-ancestors https://web.telegram.org" in CSP


def test_the_page_has_no_inline_script_style_or_markup_from_text():
    html = static_file("index.html").decode()
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S)
    assert scripts and all('src="' in attrs and not body.strip() for attrs, body in scripts)
    assert not re.search(r"\son\w+=|\sstyle=|<style", html)
    js = static_file("app.js").decode()
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(", js)


async def test_no_game_is_said_in_the_players_words(table_server):
    _, client, _ = table_server
    state = await table(client, lang="fr")
    assert state["game"] is None
    assert state["note"] == "Aucune partie en cours."


async def test_the_table_shows_what_the_board_shows(table_server):
    driver, client, _ = table_server
    await driver.command("new", "1")
    state = await table(client)
    session = await driver.session()
    obs = Game.from_dict(session.position).observation(0)
    assert (state["game"], state["version"]) == (session.game_id, session.version)
    assert state["market"] == [*slots(obs.market), *[CAMEL] * obs.market[CAMEL]]
    assert state["hand"] == slots(obs.hand)
    assert (state["herd"], state["opp_hand"], state["deck"]) == (
        obs.herd,
        obs.opp_hand_size,
        obs.deck_size,
    )
    assert [p["left"] for p in state["piles"]] == [len(obs.goods_tokens[g]) for g in GOODS]
    assert [c["letter"] for c in state["cards"]] == list(CARD_LETTERS)
    assert state["my_turn"] and state["lines"]["turn"] == "👉 Your turn."


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_table_speaks_every_language(table_server, lang):
    driver, client, _ = table_server
    await driver.command("new", "1")
    state = await table(client, lang=lang)
    assert state["lang"] == lang
    assert all(state["labels"].values()) and all(
        isinstance(v, str) for v in state["lines"].values()
    )


async def test_a_take_on_the_table_is_the_chats_take_and_reaches_the_chat(table_server):
    driver, client, mirrored = table_server
    await driver.command("new", "1")
    state = await table(client)
    good = next(c for c in state["market"] if c != CAMEL)
    answer = await press(client, state, P.TAKE, str(good))
    session = await driver.session()
    assert answer["rule"] is None and not answer["stale"]
    assert answer["table"]["version"] == session.version == state["version"] + 1
    assert session.history[0].move.good == Card(good)
    assert len(mirrored) == 1 and mirrored[0][0] == 1
    board = mirrored[0][1].reply.board
    assert board is not None and f":{session.version}:" in board.buttons[0][0].payload
    assert answer["lines"], "the receipt and the AI's answer are told beside the table"


async def test_a_refused_move_is_explained_and_changes_nothing(table_server):
    driver, client, mirrored = table_server
    await driver.command("new", "1")
    state = await table(client)
    good = next(c for c in state["market"] if c != CAMEL)
    given = next((c for c in state["hand"] if c != good), None) or CAMEL
    code = f"x{CARD_LETTERS[good]}-{CARD_LETTERS[given]}"  # one card for one
    answer = await press(client, state, P.PLAY, code)
    assert answer["rule"] == "exchange.minimum_two"
    assert answer["lines"][0].startswith("✋")
    assert answer["table"]["version"] == state["version"] and not mirrored
    # the chat's own button for the same move is refused under the same rule
    reply = await driver.send(chat_press(state, code))
    assert reply.rule == answer["rule"]


def chat_press(state, code):
    """The chat's button that plays the move `code` on the board the table saw."""
    return Press(P.game(state["game"], state["version"], P.PLAY, code))


async def test_a_double_submission_is_absorbed(table_server):
    driver, client, mirrored = table_server
    await driver.command("new", "1")
    state = await table(client)
    good = next(c for c in state["market"] if c != CAMEL)
    answers = await asyncio.gather(*(press(client, state, P.TAKE, str(good)) for _ in range(2)))
    session = await driver.session()
    assert session.version == state["version"] + 1
    assert len(session.history) == 2  # one take, one answer of the AI
    assert sorted(a["stale"] for a in answers) == [False, True]
    assert len(mirrored) == 1


async def test_a_move_in_the_chat_reaches_the_polling_table(table_server):
    driver, client, _ = table_server
    await driver.command("new", "1")
    state = await table(client)
    assert await table(client, since=state["version"], game=state["game"]) == {"same": True}
    first = state["market"][0]
    await driver.send(chat_press(state, "m" if first == CAMEL else f"t{CARD_LETTERS[first]}"))
    moved = await table(client, since=state["version"], game=state["game"])
    assert moved["version"] == state["version"] + 1


async def test_a_guided_game_left_for_a_new_one_offers_no_rematch_on_the_table(table_server):
    """The table agrees with the chat: a guided game left for a new one is over
    with no rematch under it (the chat offers the new game's levels), and a
    rematch sent anyway deals nothing; a match given up still offers one."""
    driver, client, _ = table_server
    await driver.send(Press(P.plain(P.FIRST_GAME)))
    await driver.command("new")
    reply = await driver.press(P.ABANDON_YES)
    assert reply.board is not None and reply.board.buttons == []  # the chat's board
    state = await table(client)
    assert state["finished"] and not state["rematch"]
    answer = await press(client, state, P.REMATCH)
    assert answer["stale"] and answer["table"]["version"] == state["version"]
    assert (await driver.session()).game_id == state["game"]  # nothing dealt
    await driver.send(Press(P.plain(P.LEVEL, 1)))  # the new game, given up in turn
    await driver.command("resign")
    await driver.press(P.RESIGN_YES)
    state = await table(client)
    assert state["finished"] and state["rematch"]


async def test_the_table_offers_the_review_only_under_a_match_the_chat_reviews(table_server):
    """Once over, a match against the AI offers its review, as the chat's result
    does; the guided first game, which is not reviewed, offers none there either."""
    driver, client, _ = table_server
    await driver.play_guided_game()
    assert P.plain(P.REVIEW) not in [b.payload for b in driver.reply.buttons()]  # the chat's
    state = await table(client)
    assert state["finished"] and state["rematch"] and not state["review"]
    await driver.command("new", "1")
    assert not (await table(client))["review"]  # in play: nothing to review yet
    await driver.command("resign")
    await driver.press(P.RESIGN_YES)
    assert P.plain(P.REVIEW) in [b.payload for b in driver.reply.buttons()]
    assert (await table(client))["review"]


async def test_another_user_reaches_only_their_own_game(table_server):
    driver, client, mirrored = table_server
    await driver.command("new", "1")
    state = await table(client)
    assert (await table(client, user_id=2))["game"] is None
    answer = await press(client, state, P.TAKE, str(state["market"][0]), user_id=2)
    assert answer["table"]["game"] is None and not mirrored
    assert (await driver.session()).version == state["version"]


async def test_calls_without_a_genuine_init_data_are_refused(table_server):
    driver, client, _ = table_server
    await driver.command("new", "1")
    for body in ({}, {"initData": ""}, {"initData": auth() + "0"}, {"initData": 5}):
        assert (await client.post("/api/table", json=body)).status == 401
    assert (await client.post("/api/table", data=b"{not json")).status == 400
    state = await table(client)
    body = {"initData": auth(), "game": state["game"], "version": state["version"]}
    for action in ("N", "ry", "k", None):  # not the table's: a new game, resign, a builder's
        assert (await client.post("/api/press", json={**body, "action": action})).status == 400
    for arg in ("t0", "m", "x", "s:1"):  # trying a moment is the chat's; no other screen
        refused = await client.post("/api/press", json={**body, "action": P.REVIEW, "arg": arg})
        assert refused.status == 400


async def test_an_expired_table_says_how_to_reopen_it_in_the_callers_language(table_server):
    driver, client, _ = table_server
    await driver.command("new", "1")
    stale = init_data(1, TOKEN, int(NOW) - 2 * 24 * 3600, "ru")  # signed two days ago
    response = await client.post("/api/table", json={"initData": stale})
    assert response.status == 401
    refusal = await response.json()
    assert refusal == {"note": Tutor("ru").t("table-reopen"), "lang": "ru"}
    assert Tutor("ru").t("btn-table") in refusal["note"]
    response = await client.post("/api/table", json={"initData": auth(lang="ja") + "0"})
    assert (await response.json())["lang"] == "ja"  # a forgery's claim words only its refusal
    assert "game" not in await response.json()


async def test_a_store_out_of_reach_is_a_retry_later_not_a_crash(table_server, monkeypatch):
    driver, client, _ = table_server

    async def unreachable(chat_id):
        raise StoreUnavailable("redis is down")

    monkeypatch.setattr(driver.store, "load_game", unreachable)
    response = await client.post("/api/table", json={"initData": auth()})
    assert response.status == 503
    assert response.headers["Content-Security-Policy"] == CSP
