"""`tutorbot play` as a subprocess: a whole match from scripted input."""

from __future__ import annotations

import pytest

from tests.support.chat_driver import Driver
from tests.support.terminal import run_console
from tutorbot.ai import get_player
from tutorbot.ai.judge import judge
from tutorbot.engine import Game
from tutorbot.tutor import Tutor


async def scripted_moves(lang: str, level: int, seed: int) -> tuple[list[str], Game]:
    """The moves a level-2 player types in this deal (found in-process, same seed)."""
    d = Driver(lang, seed)
    await d.command("new", str(level))
    human = get_player(2, seed=3)
    typed = []
    while not (session := await d.session()).finished:
        move = human.choose(Game.from_dict(session.position).observation(0)).move
        typed.append(str(move))
        assert (await d.type(str(move))).rule is None
    return typed, Game.from_dict(session.position)


async def test_a_whole_match_in_the_terminal():
    typed, final = await scripted_moves("ru", 2, 7)
    proc = run_console("--lang", "ru", "--level", "2", "--seed", "7", stdin="\n".join(typed) + "\n")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    t = Tutor("ru", strict=True)
    assert t.match_summary(final.seals, 0, final.winner) in out
    assert out.count("🤖 ") >= 10 and out.rstrip().endswith("👋")


def test_refusal_and_numbered_buttons_in_the_terminal():
    proc = run_console("--lang", "ja", "--level", "1", "--seed", "5", stdin="sell 1 diamond\n1\n")
    assert proc.returncode == 0, proc.stderr
    assert (
        "✋ その手はルール上できません。" in proc.stdout
    )  # refused whether or not a diamond is held
    assert "[1] " in proc.stdout


def test_end_of_input_ends_cleanly():
    proc = run_console("--lang", "it", stdin="")
    assert proc.returncode == 0 and "benvenuto" in proc.stdout and "Traceback" not in proc.stderr


@pytest.mark.full_verdict  # the terminal judges at the product's budgets
async def test_analyse_in_the_terminal_shows_the_searchs_three_best_moves_and_a_receipt():
    """/analyse typed in the terminal: the same seeded verdict as in a chat on
    the same deal (its three moves, numbers and facts), then the first of them
    played gets its receipt."""
    d = Driver("en", 5)
    await d.command("new", "1")
    expected = (await d.command("analyse")).text()
    assert expected.count("the Seal in") == 3 and "average margin" in expected
    first = next(line for line in expected.splitlines() if line.startswith("1. "))
    game = await d.game()
    best = judge(game.observation(0), "hint").best.move
    proc = run_console("--lang", "en", "--level", "1", "--seed", "5", stdin=f"/analyse\n{best}\n")
    assert proc.returncode == 0, proc.stderr
    assert expected in proc.stdout and first in proc.stdout
    assert "🧾 " in proc.stdout.split(expected, 1)[1]  # the move's receipt
