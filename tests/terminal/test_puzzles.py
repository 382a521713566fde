"""`/puzzle` in the terminal: the same conversation, typed (issue 33)."""

from __future__ import annotations

from tests.support.terminal import run_console
from tutorbot.chat.puzzles.builtin import builtin_set
from tutorbot.engine import parse_move
from tutorbot.engine.cards import CAMEL
from tutorbot.tutor import Tutor


def test_a_starter_puzzle_solved_in_the_terminal():
    first = builtin_set()[0]
    proc = run_console("--lang", "it", stdin=f"/esercizio\n{first.best}\n")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert f"🧩 Esercizi per iniziare: 1 di {len(builtin_set())}" in out
    assert "Qui la ricerca giudica una mossa migliore di tutte le altre." in out
    t = Tutor("it", strict=True)
    best = t.move(parse_move(first.best), first.obs().market[CAMEL])
    assert f"✅ Risolto: la tua mossa ({best})" in out
    assert "📅 Questo esercizio tornerà tra 2 giorni." in out  # solved at once: FSRS, 2 days
