"""The terminal keeps your game: in a file, resumed at the next start, with
buttons whose numbers don't move, confirmation before resigning, and one
Rematch."""

from __future__ import annotations

import io
import json

from tests.support.chat_driver import Driver
from tutorbot.ai import get_player
from tutorbot.chat import Press
from tutorbot.chat import payload as P
from tutorbot.engine import Game
from tutorbot.store import snapshot
from tutorbot.terminal.one_player import play
from tutorbot.terminal.screen import render
from tutorbot.tutor import Tutor


async def session_in(state, *lines: str, lang="en", level=None, seed=3) -> str:
    out = io.StringIO()
    stdin = io.StringIO("".join(f"{line}\n" for line in lines))
    assert await play(lang, level, seed, stdin=stdin, stdout=out, state=state) == 0
    return out.getvalue()


async def test_end_of_input_keeps_the_game_and_the_next_start_resumes_it(tmp_path):
    state = tmp_path / "terminal.json"
    t = Tutor("it", strict=True)
    first = await session_in(state, "camels", lang="it", level=1)
    assert t.t("console-saved", command="tutorbot play") in first.splitlines()[-1]
    data = json.loads(state.read_text())
    assert data["format"] == snapshot.FORMAT
    second = await session_in(state, lang="it")  # Ctrl-D at once
    assert "🪙" in second and t.t("welcome-anonymous") not in second  # the board, not a welcome
    assert "🤖" in first and "camels" not in second.splitlines()[-1]
    third = await session_in(state, "/resign", "1", lang="it")  # [1] yes, resign
    assert t.t("resigned") in third and "tutorbot play" not in third


async def test_a_damaged_state_file_starts_afresh(tmp_path):
    state = tmp_path / "terminal.json"
    state.write_text('{"format": 99, "keys": {}}')
    out = await session_in(state)
    assert Tutor("en").t("how-to-play") in out
    state.write_text("not json")
    assert Tutor("en").t("how-to-play") in await session_in(state)


async def test_no_state_file_without_a_path(tmp_path):
    assert "👋" in await session_in(None, "/new 1")
    assert not list(tmp_path.rglob("*.json"))


async def test_the_default_path_is_under_the_state_directory(tmp_path):
    assert snapshot.default_path() == tmp_path / "state" / "tutorbot" / "terminal.json"


async def test_the_rules_pager_has_no_previous_on_the_first_page_nor_next_on_the_last():
    d = Driver("en", 4)
    t = Tutor("en")
    reply = await d.command("rules")
    assert [b.label for b in reply.buttons()] == [t.t("btn-next")]
    _, buttons = render(reply)
    pages = []
    for _ in range(t.page_count - 1):  # Next is the last button, to the last page
        reply = await d.send(Press(buttons[len(buttons)].payload))
        _, buttons = render(reply)
        pages.append(reply.text().splitlines()[0])
    assert pages[0] == t.rules_page(2).splitlines()[0]
    assert pages[-1] == t.rules_page(t.page_count).splitlines()[0]
    assert [b.label for b in reply.buttons()] == [t.t("btn-prev")]
    reply = await d.send(Press(buttons[1].payload))  # Previous from the last page
    assert reply.text().splitlines()[0] == t.rules_page(t.page_count - 1).splitlines()[0]
    assert [b.label for b in reply.buttons()] == [t.t("btn-prev"), t.t("btn-next")]


async def test_lang_and_a_switch_mid_game_show_the_board_again():
    d = Driver("en", 5)
    await d.command("new", "1")
    reply = await d.command("lang", "ja")
    ja = Tutor("ja")
    assert reply.text().startswith(ja.t("language-set")) and reply.board is not None
    assert ja.t("btn-hint") in [b.label for b in reply.buttons()]
    reply = await d.command("lang")
    assert ja.t("choose-language") in reply.text()


async def test_resign_asks_and_rematch_shows_once():
    d = Driver("fr", 6)
    await d.command("new", "1")
    t = Tutor("fr")
    reply = await d.command("resign")
    assert reply.text() == t.t("resign-confirm") and not (await d.session()).finished
    reply = await d.press(P.RESIGN_NO)
    assert reply.board is not None and not (await d.session()).finished
    await d.command("resign")
    reply = await d.press(P.RESIGN_YES)
    assert (await d.session()).finished
    assert [b.label for b in reply.buttons()].count(t.t("btn-rematch")) == 1


async def test_rematch_shows_once_after_a_match():
    d = Driver("ru", 8)
    await d.command("new", "1")
    human = get_player(1, seed=2)
    while not (session := await d.session()).finished:
        move = human.choose(Game.from_dict(session.position).observation(0)).move
        reply = await d.type(str(move))
    rematch = Tutor("ru").t("btn-rematch")
    assert [b.label for b in reply.buttons()].count(rematch) == 1


async def test_the_rating_outlives_the_program(tmp_path):
    """A resigned match is rated a loss; the next start's /stats still shows it."""
    state = tmp_path / "terminal.json"
    t = Tutor("en", strict=True)
    await session_in(state, "/resign", "1", lang="en", level=3)  # [1] yes, resign
    later = await session_in(state, "/stats", lang="en")
    line = next(x for x in later.splitlines() if x.startswith("🏅"))
    rating, margin = line.removeprefix("🏅 Match rating: ").split(" ± ")
    assert int(rating) < 1500 and int(margin) > 220  # one loss: lower, and still provisional
    assert t.t("rating-provisional", games=1) in later
    assert "Last rated match: 🔴" in later
    assert t.t("rating-suggest-wait", left=2, level=t.level_name(3, "trader")) in later
