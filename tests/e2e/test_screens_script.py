"""bench/screens.py renders every screen of a language through the conversation."""

from __future__ import annotations

import subprocess
import sys

from tests.support import ROOT


def test_every_screen_renders_in_russian_without_leftovers(tmp_path):
    out = tmp_path / "screens-ru.txt"
    done = subprocess.run(
        [sys.executable, "-m", "bench.screens", "--lang", "ru", "--out", str(out), "--light"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    headers = [line for line in text.splitlines() if line.startswith("--- ")]
    assert len(headers) >= 30
    assert "(not reachable" not in text
    for leftover in ("{???}", "{$", "{ $"):
        assert leftover not in text
    assert "🏁" in text and "⚖️" in text  # round ends, one decided by a tie-break
    assert "21 карта" in text and "Колода: 2 карты" in text  # plurals
