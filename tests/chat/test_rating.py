"""The rating in the chat: rated after each match against the AI, once, shown by
/stats with its trend and a suggested level the player's own numbers explain."""

from __future__ import annotations

import asyncio
import dataclasses
import itertools

import pytest

from tests.support.chat_driver import Driver
from tutorbot.ai import LEVELS
from tutorbot.ai.glicko2 import Rating, Result, rate
from tutorbot.ai.level_ratings import LEVEL_RATINGS
from tutorbot.chat import Press, rating
from tutorbot.chat import keyboards as K
from tutorbot.chat import payload as P
from tutorbot.chat.context import Context
from tutorbot.store import MATCH, PUZZLE, Prefs, RatedResult, RatingRecord
from tutorbot.tutor import LANGUAGES, Tutor


def ctx_of(d: Driver, clock: float = 1.8e9) -> Context:
    """A handler's context for the driver's player (what the conversation builds)."""
    tutor = Tutor("en", strict=True)
    services = dataclasses.replace(d.conv.services, game_ids=lambda: "x", clock=lambda: clock)
    return Context(services, d.chat_id, d.user, Prefs(), tutor)


async def resigned(d: Driver, level: int) -> None:
    """A new match against `level`, resigned at once (a lost match)."""
    await d.command("new", str(level))
    await d.command("resign")
    await d.press(P.RESIGN_YES)


def record_of(results: list[tuple[int, float]], rating_now: float = 1620.0) -> RatingRecord:
    """A record whose last results are (level, score) pairs, oldest first."""
    recent = [
        RatedResult(f"m:{i}", MATCH, level, score, 1500.0 + i, 1501.0 + i, float(i))
        for i, (level, score) in enumerate(results)
    ]
    return RatingRecord(rating_now, 90.0, 0.06, len(results), float(len(results)), recent)


async def test_five_matches_rate_the_player_and_stats_shows_rating_trend_and_suggestion():
    d = Driver("en", 33)
    for _ in range(5):
        await d.play_match(2, human_level=4)
    record = await d.store.load_rating(d.user.id)
    stats = await d.store.get_stats(d.user.id)
    won = stats.get(2, "matches_won")
    assert record.results == 5 and won + stats.get(2, "matches_lost") == 5
    # the stored numbers are Glicko-2's, result after result, against level 2's rating
    expected = Rating()
    for result in record.recent:
        assert result.kind == MATCH and result.level == 2
        assert result.before == pytest.approx(expected.rating)
        expected = rate(expected, [Result(LEVEL_RATINGS[2], result.score)])
        assert result.after == pytest.approx(expected.rating)
    assert (record.rating, record.deviation) == pytest.approx((expected.rating, expected.deviation))
    assert sum(r.score for r in record.recent) == won

    t = Tutor("en", strict=True)
    text = (await d.command("stats")).text()
    margin = round(2 * record.deviation)
    assert t.t("rating-line", rating=str(round(record.rating)), margin=str(margin)) in text
    assert t.t("rating-provisional", games=5) in text  # five results leave it wide
    marks = "".join("🟢" if r.score else "🔴" for r in record.recent)
    assert f"Last 5 rated results: {marks}" in text
    assert "🟢 match won · 🔴 match lost" in text
    found = rating.suggest(record)
    assert isinstance(found, rating.Suggestion) and (found.won, found.played) == (won, 5)
    assert f"You won {won} of 5 against Apprentice (level 2)" in text
    advice = {rating.Advice.UP: 3, rating.Advice.STAY: 2, rating.Advice.DOWN: 1}
    assert found.level == advice[found.advice]

    menu = await d.command("level")
    labels = [b.label for b in menu.buttons()]
    assert labels[found.level - 1].startswith(K.SUGGESTED)
    assert sum(label.startswith(K.SUGGESTED) for label in labels) == 1
    name = t.level_name(found.level, LEVELS[found.level].key)
    assert t.t("rating-menu-suggested", next=name) in menu.text()


async def test_a_resigned_match_is_rated_a_loss():
    d = Driver("en", 4)
    await resigned(d, 3)
    record = await d.store.load_rating(d.user.id)
    assert record.results == 1 and record.recent[0].score == 0.0 and record.rating < 1500
    assert record.recent[0].level == 3


async def test_a_match_is_rated_once_however_often_its_end_is_reported():
    d = Driver("en", 5)
    await resigned(d, 1)
    session = await d.session()
    ctx = ctx_of(d)
    again = await asyncio.gather(*(rating.rate_match(ctx, session) for _ in range(5)))
    assert again == [None] * 5
    assert (await d.store.load_rating(d.user.id)).results == 1


async def test_a_finished_game_s_old_resign_button_rates_nothing_more():
    d = Driver("en", 6)
    await d.command("new", "2")
    await d.command("resign")
    yes = d.find(P.RESIGN_YES)
    await d.send(Press(yes))
    await d.send(Press(yes))  # a double tap
    assert (await d.store.load_rating(d.user.id)).results == 1


async def test_a_puzzle_s_first_attempt_counts_and_later_ones_do_not():
    d = Driver("en", 7)
    ctx = ctx_of(d)
    solved = await rating.rate_puzzle(ctx, "pz1", 1600.0, solved=True)
    assert solved is not None and solved.rating > 1500 and solved.recent[-1].kind == PUZZLE
    assert await rating.rate_puzzle(ctx, "pz1", 1600.0, solved=False) is None
    failed = await rating.rate_puzzle(ctx, "pz2", 1600.0, solved=False)
    assert failed is not None and failed.rating < solved.rating and failed.results == 2


def test_idle_weeks_widen_the_deviation_before_the_next_result():
    start = RatingRecord(1600.0, 60.0, 0.06, 30, 0.0, [])
    soon = rating.updated(start, LEVEL_RATINGS[3], 1.0, "m:a", MATCH, 3, 3600.0)
    later = rating.updated(start, LEVEL_RATINGS[3], 1.0, "m:a", MATCH, 3, 52 * rating.IDLE_PERIOD)
    assert later.deviation > soon.deviation
    assert later.rating - 1600 > soon.rating - 1600  # a less sure rating moves more


def test_the_suggestion_follows_the_record_against_the_latest_level():
    assert rating.suggest(None) is None
    wait = rating.suggest(record_of([(2, 1.0)] * 7 + [(3, 1.0)]))
    assert wait == rating.Waiting(3, 2)  # one match against level 3 so far
    up = rating.suggest(record_of([(2, 1.0)] * 7 + [(2, 0.0)] * 3))
    assert isinstance(up, rating.Suggestion)
    assert (up.level, up.advice, up.won, up.played) == (3, rating.Advice.UP, 7, 10)
    stay = rating.suggest(record_of([(3, 1.0), (3, 0.0), (3, 0.0), (3, 1.0)]))
    assert isinstance(stay, rating.Suggestion) and (stay.level, stay.advice) == (3, "stay")
    down = rating.suggest(record_of([(4, 0.0)] * 4 + [(4, 1.0)]))
    assert isinstance(down, rating.Suggestion) and (down.level, down.advice) == (3, "down")
    top = rating.suggest(record_of([(5, 1.0)] * 4))
    assert isinstance(top, rating.Suggestion) and (top.level, top.advice) == (5, "top")
    floor = rating.suggest(record_of([(1, 0.0)] * 4))
    assert isinstance(floor, rating.Suggestion) and (floor.level, floor.advice) == (1, "stay")
    puzzles_between = record_of([(2, 1.0)] * 3)
    puzzles_between.recent.insert(1, RatedResult("p:x", PUZZLE, 0, 0.0, 1.0, 1.0, 0.5))
    assert rating.suggest(puzzles_between).won == 3  # a puzzle is no match against a level


def test_the_example_of_the_issue_reads_as_it_should():
    t = Tutor("en", strict=True)
    lines = rating.lines(t, record_of([(2, 1.0)] * 7 + [(2, 0.0)] * 3))
    assert any(
        line.startswith("🎯 You won 7 of 10 against Apprentice (level 2): try Trader (level 3).")
        for line in lines
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trend_says_where_the_rating_went_from_and_to(lang):
    """A bare "+134" over the last results read as a gain while the rating fell:
    the trend shows the rating before the first of them and after the last."""
    path = [1043.0, 1060.0, 1010.0, 990.0, 960.0, 930.0, 897.0]  # it fell by 146
    recent = [
        RatedResult(f"m:{i}", MATCH, 3, float(after > before), before, after, float(i))
        for i, (before, after) in enumerate(itertools.pairwise(path))
    ]
    record = RatingRecord(path[-1], 90.0, 0.06, len(recent), float(len(recent)), recent)
    start, now = 1043, 897
    trend = rating.lines(Tutor(lang, strict=True), record)[1]
    assert f"{start} → {now}" in trend
    assert "+" not in trend and "−" not in trend


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rating_text_renders_in_every_language(lang):
    t = Tutor(lang, strict=True)  # a missing message or argument fails
    records = [
        record_of([(2, 1.0)] * 7 + [(2, 0.0)] * 3),
        record_of([(4, 0.0)] * 5),
        record_of([(3, 1.0), (3, 0.0), (3, 1.0)]),
        record_of([(5, 1.0)] * 3),
        record_of([(2, 1.0)]),
    ]
    for record in records:
        lines = rating.lines(t, record)
        assert len(lines) == 4  # settled: the rating, the trend, its legend, the suggestion
        assert all("{" not in line for line in lines)
    provisional = RatingRecord(1500.0, 300.0, 0.06, 1, 0.0, record_of([(1, 1.0)]).recent)
    assert len(rating.lines(t, provisional)) == 5
    assert rating.lines(t, None) == []


async def test_the_same_deal_played_again_is_another_match():
    """A terminal's --seed deals the same game ids run after run."""
    d = Driver("en", 9)
    await resigned(d, 2)
    session = await d.session()
    session.created -= 3600  # the same game id, dealt an hour earlier
    assert await rating.rate_match(ctx_of(d), session) is not None
    assert (await d.store.load_rating(d.user.id)).results == 2


async def test_a_guided_game_is_not_rated_a_match_is():
    """What follows a game's end is its kind's (`GameEnd`): the guided first
    game, resigned, is not rated; the match after it is."""
    d = Driver("en", 8)
    await d.send(Press(P.plain(P.FIRST_GAME)))
    await d.command("resign")
    await d.press(P.RESIGN_YES)
    assert (await d.session()).finished
    assert await d.store.load_rating(d.user.id) is None
    await resigned(d, 1)
    assert (await d.store.load_rating(d.user.id)).results == 1  # the real match only


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_level_menus_mark_the_current_level_and_say_what_the_mark_means(lang):
    """The current level wears a play sign, never the tick a newcomer reads as
    "passed", and the menu's text names it beside the sign."""
    d = Driver(lang)
    await d.send(Press(P.plain(P.LEVEL_SET, 3)))  # /level's choice: the current level
    t = Tutor(lang, strict=True)
    name = t.level_name(3, LEVELS[3].key)
    for menu in (await d.command("level"), await d.command("new")):
        verbs = (P.LEVEL, P.LEVEL_SET)
        labels = [b.label for b in menu.buttons() if P.decode_plain(b.payload)[0] in verbs]
        assert [label.startswith(K.CURRENT) for label in labels] == [n == 3 for n in LEVELS]
        assert not any("✅" in label for label in labels)
        assert t.t("level-menu-current", level=name) in menu.text()
        assert K.CURRENT.strip() in t.t("level-menu-current", level=name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trends_puzzles_wear_their_own_marks_and_the_wait_counts_matches(lang):
    """Two won matches, two failed puzzles: the dots alone read as four matches
    and the wait for a suggestion seemed to forget two of them."""
    recent = [
        RatedResult("m:1", MATCH, 2, 1.0, 1500, 1560, 1.0),
        RatedResult("p:a", PUZZLE, 0, 0.0, 1560, 1540, 2.0),
        RatedResult("m:2", MATCH, 2, 1.0, 1540, 1620, 3.0),
        RatedResult("p:b", PUZZLE, 0, 0.0, 1620, 1608, 4.0),
    ]
    record = RatingRecord(1608, 191, 0.06, 4, 4.0, recent)
    tutor = Tutor(lang, strict=True)
    text = "\n".join(rating.lines(tutor, record))
    legend = tutor.t("rating-legend", matches=2, puzzles=2, by_matches="+140", by_puzzles="−32")
    assert legend in text
    assert "🟢❌🟢❌" in text
    found = rating.suggest(record)
    assert isinstance(found, rating.Waiting) and found.left == rating.SUGGEST_AFTER - 2
    if lang == "en":
        assert "match won/lost: +140 · ✅/❌ puzzle solved/missed: −32" in text
        assert "1 more rated match against" in text.replace("One more", "1 more")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trend_lists_the_results_that_moved_the_rating_and_what_each_kind_moved(lang):
    """The play-tester's /stats: 🟢🔴🟢 (rating 1500 → 1382), two wins and a
    loss yet a fall, with nothing on screen saying the loss was a missed easy
    puzzle, rated as a game against level 1.  Each result wears its kind's
    mark, and the legend's two changes add up to the trend's."""
    record = None
    easy = Rating(LEVEL_RATINGS[1].rating, rating.PUZZLE_DEVIATION)
    for i, (opponent, score, kind) in enumerate(
        [(LEVEL_RATINGS[1], 1.0, MATCH), (easy, 0.0, PUZZLE), (LEVEL_RATINGS[1], 1.0, MATCH)]
    ):
        level = 1 if kind == MATCH else 0
        record = rating.updated(record, opponent, score, f"{kind}:{i}", kind, level, float(i))
    assert record is not None
    tutor = Tutor(lang, strict=True)
    trend, legend = rating.lines(tutor, record)[2:4]
    start, now = 1500, round(record.rating)
    assert now < start  # two wins and a loss, and the rating fell
    assert "🟢❌🟢" in trend and f"{start} → {now}" in trend
    by_matches = round(sum(r.after - r.before for r in record.recent if r.kind == MATCH))
    by_puzzles = now - start - by_matches
    assert by_matches > 0 > by_puzzles
    assert legend == tutor.t(
        "rating-legend",
        matches=2,
        puzzles=1,
        by_matches=f"+{by_matches}",
        by_puzzles=f"−{-by_puzzles}",
    )
    assert f"+{by_matches}" in legend and f"−{-by_puzzles}" in legend


async def test_stats_ends_with_the_new_game_row_as_the_other_end_screens_do():
    """/stats showed no button: a new player had to know to type /new."""
    d = Driver("en", 7)
    for _ in range(2):  # nothing to show yet, then a rated match
        reply = await d.command("stats")
        assert [b.payload for b in reply.buttons()] == [P.plain(P.NEW)]
        await resigned(d, 1)
    pressed = await d.send(Press(P.plain(P.NEW)))
    assert any(P.decode_plain(b.payload)[0] == P.LEVEL for b in pressed.buttons())
