"""No exception ends `tutorbot play` with a traceback (issue 45): an intent
that breaks is apologised for in the player's language and play goes on; a
failure outside any intent ends with an apology; the games stay in their
file and the traceback goes to a log beside it, which the apology names."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest

from tutorbot.chat import commands
from tutorbot.store import snapshot
from tutorbot.terminal import main as terminal_main
from tutorbot.terminal import one_player
from tutorbot.terminal.guard import LOG_NAME
from tutorbot.tutor import Tutor


class Boom(RuntimeError):
    """What a bug raises, deep in a handler."""


async def _boom(ctx, arg: str):
    raise Boom("a handler broke")


def test_an_intent_that_breaks_is_apologised_for_and_play_goes_on(monkeypatch, tmp_path):
    monkeypatch.setitem(commands.COMMANDS, "rules", _boom)  # the tables are built from it
    state = tmp_path / "state" / "terminal.json"
    out = io.StringIO()
    typed = io.StringIO("/rules\ntake diamond\n/board\n")
    code = asyncio.run(one_player.play("ru", 1, 5, stdin=typed, stdout=out, state=state))
    assert code == 0
    text = out.getvalue()
    log = state.with_name(LOG_NAME)
    assert Tutor("ru").t("console-error", log=str(log)) in text
    assert "Traceback" not in text
    after = text.split(str(log), 1)[1]
    assert "🃏" in after  # the boards after it: play went on
    assert "Boom: a handler broke" in log.read_text() and "Traceback" in log.read_text()
    assert snapshot.read(state)  # the game kept
    # and the next start resumes it
    out = io.StringIO()
    asyncio.run(one_player.play("ru", None, 5, stdin=io.StringIO(""), stdout=out, state=state))
    assert Tutor("ru").t("console-saved", command="tutorbot play").split(":")[0] in out.getvalue()


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_a_failure_outside_any_intent_ends_with_an_apology(monkeypatch, tmp_path, capsys, lang):
    state = tmp_path / "kept.json"
    state.write_text('{"format": 1, "keys": {}}')
    before = state.read_text()

    async def broken(store, path):
        raise Boom("the start broke")

    monkeypatch.setattr(one_player, "restore", broken)
    code = terminal_main.main(lang, None, None, state=state)
    assert code == 1
    out = capsys.readouterr()
    log = tmp_path / LOG_NAME
    resume = f"tutorbot play --state {state}"
    assert Tutor(lang).t("console-crashed", command=resume, log=str(log)) in out.out
    assert "Traceback" not in out.out + out.err
    assert "Boom: the start broke" in log.read_text()
    assert state.read_text() == before  # the games' file untouched


def test_the_log_goes_to_the_temporary_folder_when_the_states_cannot_be_written(
    monkeypatch, tmp_path, capsys
):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    state = blocked / "terminal.json"  # its folder is a file: nothing can be written there
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()

    async def broken(store, path):
        raise Boom("the start broke")

    monkeypatch.setattr(one_player, "restore", broken)
    assert terminal_main.main("en", None, None, state=state) == 1
    log = Path(tmp_path / "tmp" / LOG_NAME)
    assert str(log) in capsys.readouterr().out and "Boom" in log.read_text()
