"""Pass-and-play (`tutorbot play --friend`): each player's language, its own
wording, the screen and scrollback cleared at each handover, the game kept on
Ctrl-D and picked up by the same command, open hands, results in /stats."""

from __future__ import annotations

import io

from tutorbot.terminal.pass_and_play import play_friends
from tutorbot.terminal.screen import CLEAR
from tutorbot.tutor import Tutor

SCROLLBACK = "\x1b[3J"


async def session(state, script: str, lang: str | None = "it", seed: int | None = 3) -> str:
    out = io.StringIO()
    assert await play_friends(lang, seed, io.StringIO(script), out, state=state) == 0
    return out.getvalue()


async def test_each_handover_clears_screen_and_scrollback_and_waits_for_the_player(tmp_path):
    t = Tutor("it", strict=True)
    text = await session(tmp_path / "f.json", "Anna\nKenji\n\n\n2\n\n2\n\n/quit\n")
    assert CLEAR.endswith(SCROLLBACK)  # after the screen's clearing, which may fill it
    handovers = text.count(t.t("friend-pass", name="Anna")) + text.count(
        t.t("friend-pass", name="Kenji")
    )
    assert handovers >= 3 and text.count(CLEAR) == 2 * handovers
    for part in text.split(CLEAR + t.t("friend-pass", name="Kenji"))[1:]:
        assert t.t("friend-board-header", round=1, mine=0, theirs=0, name="Anna") in part


async def test_its_own_words_no_invitation_nor_private_chat(tmp_path):
    t = Tutor("it", strict=True)
    text = await session(tmp_path / "f.json", "Anna\nKenji\n\n\n/quit\n")
    kind = t.t("friend-kind-hidden")
    assert t.t("friend-local-start", name="Kenji", kind=kind, open="no") in text
    assert t.t("friend-accepted", name="Kenji", kind=kind) not in text
    assert t.t("friend-started", kind=kind) not in text
    assert t.t("friend-welcome", name="Kenji", friend="Anna") not in text and "t.me" not in text


async def test_ctrl_d_keeps_the_game_and_the_same_command_resumes_it(tmp_path):
    state = tmp_path / "f.json"
    t = Tutor("it", strict=True)
    first = await session(state, "Anna\nKenji\n\n\n2\n")  # Anna takes the camels; Ctrl-D
    assert t.t("console-saved", command="tutorbot play --friend") in first
    second = await session(state, "\n")  # the same command: no names asked again
    assert t.t("friend-name-prompt", number=1) not in second
    assert t.t("friend-pass", name="Kenji") in second  # Kenji's turn, as it was left
    assert t.t("friend-board-header", round=1, mine=0, theirs=0, name="Anna") in second


async def test_a_language_per_player(tmp_path):
    it, ja = Tutor("it", strict=True), Tutor("ja", strict=True)
    # [2] Italiano, then Anna; [5] 日本語, then Kenji; Enter: a match; Anna takes the camels
    text = await session(tmp_path / "f.json", "2\nAnna\n5\nKenji\n\n\n2\n\n/quit\n", lang=None)
    before_kenji = text.split("Anna")[-1]  # Kenji's name is asked in Kenji's language
    assert ja.t("friend-name-prompt", number=2) in text and it.t("friend-name-prompt", number=1)
    assert it.t("friend-name-prompt", number=2) not in before_kenji
    assert it.t("friend-pass", name="Anna") in text
    assert ja.t("friend-pass", name="Kenji") in text
    kenji = text.split(ja.t("friend-pass", name="Kenji"))[1]
    assert ja.t("friend-board-header", round=1, mine=0, theirs=0, name="Anna") in kenji


async def test_open_hands_are_offered(tmp_path):
    t = Tutor("it", strict=True)
    text = await session(tmp_path / "f.json", "Anna\nKenji\n2\n\n/quit\n")
    assert t.t("friend-btn-open") in text and "🔓" in text
    kind = t.t("friend-kind-open")  # no "each sees only their own cards" beside both hands
    assert t.t("friend-local-start", name="Kenji", kind=kind, open="yes") in text
    assert t.t("friend-local-start", name="Kenji", kind=kind, open="no") not in text


async def test_a_resigned_game_is_in_the_stats(tmp_path):
    state = tmp_path / "f.json"
    t = Tutor("it", strict=True)
    await session(state, "Anna\nKenji\n\n\n/resign\n1\n\n")
    text = await session(state, "Anna\nKenji\n\n\n/stats\n/quit\n", seed=None)  # a new deal
    assert t.t("friend-stats-title") in text
    assert t.t("friend-stats-line", name="Kenji", won=0, lost=1) in text


async def test_a_mover_reads_their_own_receipt_on_their_next_turn(tmp_path):
    """The screen is passed at once after a move: the mover's own move and its
    receipt (private: it may name a bonus token's value) wait for their next
    turn, before the opponent's answer, and only on their screen."""
    t = Tutor("it", strict=True)
    text = await session(tmp_path / "f.json", "Anna\nKenji\n\n\n2\n\n2\n\n/quit\n")
    screens = text.split(CLEAR)
    header = t.t("friend-board-header", round=1, mine=0, theirs=0, name="{}")
    annas = [s for s in screens if header.format("Kenji") in s]
    kennys = [s for s in screens if header.format("Anna") in s]
    assert len(annas) == 2 and kennys
    first, second = annas
    assert "🧾" not in first  # before any move of hers
    assert "🧾" in second and second.index("🧾") < second.index("🎲 Kenji")
    assert all("🧾" not in s for s in kennys)  # Anna's receipt is hers alone
