"""What follows each kind of game (issue 45): rated or not, kept for the
review or not, made into puzzles or not, declared once with the kind; a kept
match that can't be replayed is set aside, and the player gets the rest."""

from __future__ import annotations

import json
import logging

import pytest

from tests.support.chat_driver import Driver
from tutorbot.chat import Press
from tutorbot.chat import payload as P
from tutorbot.chat.context import AI_MATCH, GameEnd
from tutorbot.chat.friends.shared import FRIEND_GAME, FRIEND_MARK, OPEN_HAND_GAME, end_of
from tutorbot.chat.learn.lessons import GUIDED_MARK, LESSON_MARK
from tutorbot.chat.puzzles.screens import PUZZLE_GAME
from tutorbot.chat.review.screens import REVIEW_GAME
from tutorbot.store import MATCH, ReviewRecord, Stat
from tutorbot.store.friends import FriendGame
from tutorbot.tutor import Tutor


def test_each_kind_of_game_says_what_follows_its_end():
    tables = Driver().conv.services.tables
    nothing = GameEnd()
    assert tables.end_of("0badcafe") == AI_MATCH == GameEnd(True, True, True, True)
    assert tables.end_of(GUIDED_MARK + "0badcafe") == nothing  # the tutor playing along
    assert tables.end_of(LESSON_MARK + "take-one") == nothing
    assert tables.end_of(FRIEND_MARK + "0badcafe") == FRIEND_GAME == GameEnd(counted=True)
    assert tables.end_of(PUZZLE_GAME) == GameEnd(rated=True)  # a first attempt
    assert tables.end_of(REVIEW_GAME) == nothing  # a move tried in the review
    fg = FriendGame.__new__(FriendGame)  # only its kind is asked
    fg.open_hand = True
    assert end_of(fg) == OPEN_HAND_GAME == nothing
    fg.open_hand = False
    assert end_of(fg) == FRIEND_GAME
    # what follows a match: the review, then the puzzles, each only where its end says so
    assert [a.follow(AI_MATCH) for a in tables.after_match] == [True, True]
    assert tables.following(GUIDED_MARK + "0badcafe") == ()


@pytest.mark.parametrize("lang", ["ru", "ja"])
async def test_the_guided_game_to_its_end_then_puzzle_review_stats(lang):
    """The path that crashed: the guided first game won, then /puzzle, /review, /stats."""
    t = Tutor(lang).t
    d = Driver(lang, seed=4)
    await d.play_guided_game()
    session = await d.session()
    assert session.finished and session.game_id.startswith(GUIDED_MARK)
    result = d.reply.buttons()
    assert P.plain(P.REVIEW) not in [b.payload for b in result]  # nothing to review
    assert P.plain(P.PUZZLE, "n") not in [b.payload for b in result]  # nor to practise
    book = await d.store.puzzles.load(d.user.id)
    assert book.waiting == []  # not queued for puzzles
    assert await d.store.load_review(d.user.id) is None  # not kept for review
    reply = await d.command("puzzle")
    assert t("puzzle-none-yet") in reply.text()  # none of their own: the starter set
    reply = await d.command("review")  # not "no finished match": one just finished
    assert t("review-not-this-kind") in reply.text() and t("review-none") not in reply.text()
    reply = await d.command("stats")
    assert await d.store.load_rating(d.user.id, MATCH) is None  # not rated
    assert "🏅" not in reply.text()  # no rating line
    # nor in any level's record, as /stats' suggestion says: neither its match nor its rounds
    assert (await d.store.get_stats(d.user.id)).by_level == {}
    assert t("stats-none") in reply.text()


async def test_a_resigned_guided_game_is_no_lost_match_either():
    """Given up with /resign, the guided game still counts nowhere: level 1's
    record stays empty, and the match after it is the first one there."""
    d = Driver("en", 8)
    await d.send(Press(P.plain(P.FIRST_GAME)))
    await d.command("resign")
    await d.press(P.RESIGN_YES)
    assert (await d.session()).finished
    assert (await d.store.get_stats(d.user.id)).by_level == {}
    await d.command("new", "1")
    await d.command("resign")
    await d.press(P.RESIGN_YES)
    assert (await d.store.get_stats(d.user.id)).by_level == {1: {Stat.MATCHES_LOST: 1}}


async def test_a_guided_game_an_older_version_counted_stays_and_reads():
    """The stored counters don't say which match was which, so a guided game an
    older version counted stays in them: /stats reads them as level 1's record,
    and the guided game played again adds nothing."""
    d = Driver("en", 3)
    await d.store.record(d.user.id, 1, matches_won=1, rounds_won=2, rounds_lost=1)
    await d.play_guided_game()
    assert (await d.store.get_stats(d.user.id)).by_level == {
        1: {Stat.MATCHES_WON: 1, Stat.ROUNDS_WON: 2, Stat.ROUNDS_LOST: 1}
    }
    assert ": matches 1–0, rounds 2–1" in (await d.command("stats")).text()


async def guided_history(d: Driver) -> list[str]:
    """A finished guided game's moves, as a waiting match keeps them."""
    await d.play_guided_game()
    return [str(p) for p in (await d.session()).history]


async def test_a_waiting_match_that_cannot_be_replayed_is_set_aside(caplog):
    """A guided game kept as a match (by an older version: its id was a plain
    hex id, its deal the tutor's) would fail /puzzle forever: it is set aside
    with one warning, and the player's other match is made into puzzles."""
    d = Driver("en", seed=11)
    history = await guided_history(d)
    await d.play_match(level=3, human_level=1)  # a real match, waiting too
    uid = d.user.id
    legacy = json.dumps({"id": "00000001", "l": 1, "hu": 0, "hi": history})
    await d.store.puzzles.wait_for(uid, legacy)
    await d.store.puzzles.wait_for(uid, "{not json")
    with caplog.at_level(logging.WARNING, logger="tutorbot.chat.puzzles.waiting"):
        reply = await d.command("puzzle")
    assert "Puzzle from your match against" in reply.text()
    warnings = [r for r in caplog.records if r.name == "tutorbot.chat.puzzles.waiting"]
    assert len(warnings) == 2 and all(r.levelno == logging.WARNING for r in warnings)
    assert any("IllegalMove" in r.getMessage() for r in warnings)
    book = await d.store.puzzles.load(uid)
    assert book.waiting == [] and any(not pid.startswith("b-") for pid in book.puzzles)
    aside = d.store.keys.quarantine(d.store.keys.puzzle_matches(uid), "unreplayable")
    kept = await d.store.client.lrange(aside, 0, -1)
    assert sorted(x.decode() for x in kept) == sorted([legacy, "{not json"])
    caplog.clear()
    reply = await d.command("puzzle")  # and never again
    assert not [r for r in caplog.records if r.name == "tutorbot.chat.puzzles.waiting"]


async def test_a_review_that_cannot_be_replayed_is_set_aside(caplog):
    d = Driver("fr", seed=5)
    await d.play_guided_game()
    session = await d.session()
    record = ReviewRecord("00000001", 1, 0, list(session.history))  # kept by an older version
    await d.store.save_review(d.user.id, record)
    with caplog.at_level(logging.WARNING, logger="tutorbot.chat.review.handlers"):
        reply = await d.command("review")
    assert Tutor("fr").t("review-none") in reply.text()
    warnings = [r for r in caplog.records if r.name == "tutorbot.chat.review.handlers"]
    assert [r.levelno for r in warnings] == [logging.WARNING]
    assert await d.store.load_review(d.user.id) is None
    aside = await d.store.client.keys(d.store.keys.quarantine(d.store.keys.review(1), "*"))
    assert len(aside) == 1
    caplog.clear()
    reply = await d.send(Press(P.plain(P.REVIEW, "m0")))  # an old screen's button
    assert Tutor("fr").t("review-not-this-kind") in reply.text()  # the guided game is the last
    assert not caplog.records
