"""The terminal's layout at its width as it is now: buttons whole on a line
(a row goes on over as many lines as it needs, a label wider than the
terminal shortened with "…" after a whole word), text wrapped at word
boundaries, and a window resized between two screens followed."""

from __future__ import annotations

import pytest

from tests.support.chat_driver import Driver
from tests.support.terminal import run_in_pty
from tutorbot.chat import Message, Press, Reply
from tutorbot.chat import payload as P
from tutorbot.chat.view import Button
from tutorbot.terminal.screen import ELLIPSIS, render, shortened, width_of


async def screens(lang: str) -> list[Reply]:
    """Real screens with many buttons: the welcome, a board, the take and
    exchange menus, the lessons, the levels, the help."""
    d = Driver(lang, seed=4)
    out = [await d.command("start"), await d.command("new", "1")]
    out.append(await d.press(P.TAKE_MENU))
    out.append(await d.press(P.CANCEL))
    out.append(await d.press(P.EXCHANGE_MENU))
    out += [await d.command("learn"), await d.command("level"), await d.command("help")]
    out.append(await d.send(Press(P.plain(P.LESSON, 7))))
    return out


def too_long() -> Reply:
    """A row of three buttons, one of them wider than any terminal here."""
    long = "▶️ 1. Le marché : prendre une marchandise ou toutes les cartes d'un coup"
    row = [Button(label, P.plain(P.LESSON, i)) for i, label in enumerate([long, "🎓 B", "C"])]
    return Reply([Message("Leçons", [row])])


def assert_laid_out(reply: Reply, columns: int) -> None:
    text, buttons = render(reply, columns)
    lines = text.splitlines()
    assert all(width_of(line) <= columns for line in lines), text
    for n, button in buttons.items():
        cell = f"[{n}] {button.label}"
        shown = shortened(cell, columns)
        assert any(shown in line for line in lines), (shown, text)  # on one line
        if shown != cell:  # too wide for any line: cut after a whole word
            kept = shown.removesuffix(ELLIPSIS)
            assert width_of(cell) > columns and cell.startswith(kept)
            assert cell[len(kept)] == " ", shown


@pytest.mark.parametrize("columns", [40, 60])
@pytest.mark.parametrize("lang", ["fr", "ja", "ru"])
async def test_every_button_shows_whole_on_one_line(lang, columns):
    for reply in [*await screens(lang), too_long()]:
        assert_laid_out(reply, columns)


@pytest.mark.parametrize("columns", [40, 60])
def test_a_row_too_wide_goes_on_a_button_at_a_time(columns):
    row = [Button(f"🛒 Prendre une marchandise {i}", P.plain(P.LESSON, i)) for i in range(3)]
    text, _ = render(Reply([Message("", [row])]), columns)
    lines = [line for line in text.splitlines() if line]
    assert lines == [f"[{i + 1}] 🛒 Prendre une marchandise {i}" for i in range(3)]
    wide, _ = render(Reply([Message("", [row[:1] + [Button("C", P.plain(P.LESSON, 9))]])]), 60)
    assert "[1] 🛒 Prendre une marchandise 0   [2] C" in wide  # side by side when they fit


def test_a_label_wider_than_the_terminal_is_shortened_after_a_word():
    lesson = "[3] ▶️ 1. Le marché : prendre une marchandise"
    assert shortened(lesson, 30) == "[3] ▶️ 1. Le marché : prendre…"
    assert shortened("[3] 🛒 Prendre", 30) == "[3] 🛒 Prendre"
    assert shortened("[3] ダイヤモンドを取る", 12) == "[3] ダイヤ…"
    assert width_of(shortened("[1] " + "x" * 50, 20)) == 20


def test_a_window_resized_between_two_screens_gets_screens_of_its_new_width(tmp_path):
    args = ["--lang", "fr", "--level", "1", "--seed", "4", "--state", "s.json"]
    shown = run_in_pty(60, args, ["/help", "/rules"], cwd=tmp_path, resized={1: 40})
    before, after = shown.split("> /rules", 1)
    assert max(width_of(line) for line in before.splitlines()) > 40  # 60 wide at first
    assert all(width_of(line) <= 60 for line in before.splitlines())
    assert all(width_of(line) <= 40 for line in after.splitlines()), after
    assert "Sceau" in after or "chameau" in after  # the rules were shown, at 40


def test_pass_and_play_reads_the_width_at_each_screen():
    from tutorbot.terminal.pass_and_play import CHATS, Inboxes

    widths = iter([60, 40])
    inboxes = Inboxes(lambda: next(widths))
    text = "Chaque manche attribue au plus un Sceau d'Excellence, et la partie se joue en deux."
    shown = []
    for _ in range(2):
        inboxes.take(CHATS[0], Reply([Message(text)]))
        shown.append(inboxes.show(CHATS[0]).splitlines())
    assert max(map(width_of, shown[0])) > 40 and max(map(width_of, shown[1])) <= 40
