"""The terminal's screen: text wrapped at word boundaries to the terminal's
width (run through a pseudo-terminal at 40 and 60 columns), buttons that keep
their numbers, headings without one, and a goodbye that names its command."""

from __future__ import annotations

import pytest

from tests.support.chat_driver import Driver
from tests.support.terminal import run_console, run_in_pty
from tutorbot.ai import LEVELS
from tutorbot.chat import Message, Reply
from tutorbot.chat import keyboards as K
from tutorbot.chat import payload as P
from tutorbot.chat.view import Button
from tutorbot.terminal.screen import render, width_of, wrap
from tutorbot.tutor import Tutor


def words(text: str) -> set[str]:
    return set(text.split())


@pytest.mark.parametrize("columns", [40, 60])
def test_no_line_is_wider_than_the_terminal_and_no_word_is_split(columns, tmp_path):
    typed = ["/help", "/rules", "prendre cuir", "chameaux", "3"]
    args = ["--lang", "fr", "--level", "1", "--seed", "4", "--state", "s.json"]
    shown = run_in_pty(columns, args, typed, cwd=tmp_path)
    wide = run_console(*args[:-1], str(tmp_path / "wide.json"), stdin="\n".join(typed))
    assert "Sceau" in shown or "chameau" in shown
    for line in shown.splitlines():
        assert width_of(line) <= columns, line
    # every word shown is a word of the unwrapped text: none was cut in two
    # (a button too wide for a line ends in "…" after a whole word)
    shown_words = {w.removesuffix("…") for w in words(shown)}
    cut = shown_words - words(wide.stdout) - words(" ".join(typed)) - {">", "s.json", ""}
    assert not cut, cut


def test_wrapping_counts_wide_characters_twice_and_keeps_words_whole():
    text = "🏁 Раунд 2 окончен: опустели три стопки жетонов товара, и печать махараджи ваша."
    for width in (20, 40):
        lines = wrap(text, width)
        assert all(width_of(line) <= width for line in lines)
        assert " ".join(lines).split() == text.split()
    japanese = (
        "入力された手を読み取れませんでした。"
        + "ボタンを使うか、「ダイヤモンドを取る」のように入力してください。"
    )
    lines = wrap(japanese, 40)
    assert all(width_of(line) <= 40 for line in lines) and "".join(lines) == japanese
    assert not any(line.startswith(("。", "、", "」")) for line in lines)
    assert width_of("🌶️ ダイヤ") == 2 + 1 + 6


def test_each_action_keeps_its_number_and_headings_have_none():
    def menu(*actions: str) -> Reply:
        buttons = [Button(a, P.game("ab", 1, a)) for a in actions]
        return Reply([Message("board", [buttons])])

    all_there = render(menu(P.TAKE_MENU, P.CAMELS, P.EXCHANGE_MENU, P.SELL_MENU, P.HINT))[1]
    no_camels = render(menu(P.TAKE_MENU, P.EXCHANGE_MENU, P.SELL_MENU, P.HINT))[1]
    assert P.decode_game(all_there[3].payload).action == P.EXCHANGE_MENU
    assert P.decode_game(no_camels[3].payload).action == P.EXCHANGE_MENU and 2 not in no_camels
    heading = Button("⬇️ Market", P.game("ab", 1, P.EXCHANGE_MENU), heading=True)
    card = Button("💎", P.game("ab", 1, P.TOGGLE_TAKE, 0))
    text, buttons = render(Reply([Message("x", [[heading], [card]])]))
    assert "[1] 💎" in text and "] ⬇️ Market" not in text and "⬇️ Market" in text
    assert list(buttons) == [1]


def test_the_goodbye_names_the_command_that_resumes_the_game(tmp_path):
    state = tmp_path / "my game.json"
    proc = run_console("--lang", "en", "--level", "1", "--state", str(state), stdin="camels\n")
    expected = Tutor("en").t("console-saved", command=f"tutorbot play --state '{state}'")
    assert expected in proc.stdout


def test_help_in_the_terminal_names_quit_and_ctrl_d(tmp_path):
    proc = run_console("--lang", "ja", "--state", str(tmp_path / "s.json"), stdin="/help\n")
    t = Tutor("ja")
    assert t.t("help") in proc.stdout and t.t("console-help") in proc.stdout
    assert "/quit" in t.t("console-help") and "Ctrl-D" in t.t("console-help")


async def test_level_and_mode_menus_mark_the_choice_in_force():
    d = Driver("en")
    await d.command("level", "3")
    reply = await d.command("level")
    marked = [
        b.label
        for row in reply.messages[0].buttons
        for b in row
        if b.label.startswith(("✅", K.CURRENT))
    ]
    assert marked == [K.CURRENT + Tutor("en").level_name(3, LEVELS[3].key)]
    reply = await d.command("mode")
    marked = [b.label for row in reply.messages[0].buttons for b in row if b.label.startswith("✅")]
    assert marked == ["✅ " + Tutor("en").t("mode-full")]


def test_friend_in_the_terminal_explains_pass_and_play(tmp_path):
    proc = run_console("--lang", "fr", "--state", str(tmp_path / "s.json"), stdin="/friend\n/ami\n")
    t = Tutor("fr")
    assert proc.stdout.count(t.t("console-friend")) == 2 and "--friend" in t.t("console-friend")
    assert "t.me" not in proc.stdout


#: The help legend's signs, each glued to its word.
LEGEND_SIGNS = (
    *("🔎", "🪙", "🏅", "💰", "🏆", "✋", "📦", "🧾"),
    *("💎", "🥇", "🥈", "🧵", "🌶️", "👜", "🐪"),
)


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
@pytest.mark.parametrize("columns", range(24, 61, 3))
async def test_the_help_never_leaves_a_sign_at_a_lines_end_without_its_word(lang, columns):
    reply = await Driver(lang).command("help")
    legend = reply.text().split("🔎", 1)[1]
    for line in legend.split("\n"):
        for part in wrap(line, columns):
            assert not part.rstrip().endswith(LEGEND_SIGNS), (part, columns)
