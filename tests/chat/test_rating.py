"""The ratings in the chat: the match rating after each match against the AI,
the puzzle rating after each first attempt at a puzzle, each once, shown by
/stats with their trends and a suggested level the player's own numbers
(matches only) explain."""

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
from tutorbot.store import MATCH, PUZZLE, Prefs, RatedResult, RatingKind, RatingRecord
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


def path_record(kind: RatingKind, path: list[float], deviation: float) -> RatingRecord:
    """A rating of `kind` that went along `path`, a win (or a solve) where it rose."""
    level = 2 if kind == MATCH else 0
    recent = [
        RatedResult(f"{kind}:{i}", kind, level, float(after > before), before, after, float(i))
        for i, (before, after) in enumerate(itertools.pairwise(path))
    ]
    return RatingRecord(path[-1], deviation, 0.06, len(recent), float(len(recent)), recent)


async def test_five_matches_rate_the_player_and_stats_shows_rating_trend_and_suggestion():
    d = Driver("en", 33)
    for _ in range(5):
        await d.play_match(2, human_level=4)
    record = await d.store.load_rating(d.user.id, MATCH)
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
    assert f"Last 5 rated matches: {marks}" in text
    assert "🟢 match won · 🔴 match lost" in text
    assert "🧩" not in text and "✅" not in text  # no puzzle yet: no puzzle rating line
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
    record = await d.store.load_rating(d.user.id, MATCH)
    assert record.results == 1 and record.recent[0].score == 0.0 and record.rating < 1500
    assert record.recent[0].level == 3


async def test_a_match_is_rated_once_however_often_its_end_is_reported():
    d = Driver("en", 5)
    await resigned(d, 1)
    session = await d.session()
    ctx = ctx_of(d)
    again = await asyncio.gather(*(rating.rate_match(ctx, session) for _ in range(5)))
    assert again == [None] * 5
    assert (await d.store.load_rating(d.user.id, MATCH)).results == 1


async def test_a_finished_game_s_old_resign_button_rates_nothing_more():
    d = Driver("en", 6)
    await d.command("new", "2")
    await d.command("resign")
    yes = d.find(P.RESIGN_YES)
    await d.send(Press(yes))
    await d.send(Press(yes))  # a double tap
    assert (await d.store.load_rating(d.user.id, MATCH)).results == 1


async def test_a_puzzle_s_first_attempt_counts_and_later_ones_do_not():
    d = Driver("en", 7)
    ctx = ctx_of(d)
    solved = await rating.rate_puzzle(ctx, "pz1", 1600.0, solved=True)
    assert solved is not None and solved.rating > 1500 and solved.recent[-1].kind == PUZZLE
    assert await rating.rate_puzzle(ctx, "pz1", 1600.0, solved=False) is None
    failed = await rating.rate_puzzle(ctx, "pz2", 1600.0, solved=False)
    assert failed is not None and failed.rating < solved.rating and failed.results == 2
    assert await d.store.load_rating(d.user.id, PUZZLE) == failed
    assert await d.store.load_rating(d.user.id, MATCH) is None  # puzzles move no match rating
    twins = await asyncio.gather(*(rating.rate_puzzle(ctx, "pz3", 980.0, False) for _ in range(5)))
    assert sum(r is not None for r in twins) == 1  # a double tap on two devices counts once
    assert (await d.store.load_rating(d.user.id, PUZZLE)).results == 3


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
    lines = rating.lines(t, record_of([(2, 1.0)] * 7 + [(2, 0.0)] * 3), None)
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
    trend = rating.lines(Tutor(lang, strict=True), record, None)[1]
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
    puzzles = path_record(PUZZLE, [1500, 1530, 1490, 1420], 90.0)  # ✅❌❌, settled
    for record in records:
        lines = rating.lines(t, record, None)
        assert len(lines) == 4  # settled: the rating, the trend, its legend, the suggestion
        both = rating.lines(t, record, puzzles)
        assert both == lines[:3] + rating.lines(t, None, puzzles) + lines[3:]
        assert all("{" not in line for line in both)
    assert len(rating.lines(t, None, puzzles)) == 3  # the puzzle rating has no suggestion
    provisional = RatingRecord(1500.0, 300.0, 0.06, 1, 0.0, record_of([(1, 1.0)]).recent)
    assert len(rating.lines(t, provisional, None)) == 5
    unsure = dataclasses.replace(puzzles, deviation=300.0)
    assert len(rating.lines(t, None, unsure)) == 4
    assert all("{" not in line for line in rating.lines(t, provisional, unsure))
    assert rating.lines(t, None, None) == []


async def test_the_same_deal_played_again_is_another_match():
    """A terminal's --seed deals the same game ids run after run."""
    d = Driver("en", 9)
    await resigned(d, 2)
    session = await d.session()
    session.created -= 3600  # the same game id, dealt an hour earlier
    assert await rating.rate_match(ctx_of(d), session) is not None
    assert (await d.store.load_rating(d.user.id, MATCH)).results == 2


async def test_a_guided_game_is_not_rated_a_match_is():
    """What follows a game's end is its kind's (`GameEnd`): the guided first
    game, resigned, is not rated; the match after it is."""
    d = Driver("en", 8)
    await d.send(Press(P.plain(P.FIRST_GAME)))
    await d.command("resign")
    await d.press(P.RESIGN_YES)
    assert (await d.session()).finished
    assert await d.store.load_rating(d.user.id, MATCH) is None
    await resigned(d, 1)
    assert (await d.store.load_rating(d.user.id, MATCH)).results == 1  # the real match only


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
def test_each_rating_has_its_own_lines_marks_and_trend_and_the_wait_counts_matches(lang):
    """Two won matches, two failed puzzles: the dots alone read as four matches
    and the wait for a suggestion seemed to forget two of them.  Each kind
    has its own rating now, each line with its own marks and from → to."""
    matches = path_record(MATCH, [1500, 1560, 1620], 191)
    puzzles = path_record(PUZZLE, [1500, 1420, 1388], 230)
    t = Tutor(lang, strict=True).t
    found = rating.suggest(matches)
    assert isinstance(found, rating.Waiting) and found.left == rating.SUGGEST_AFTER - 2
    level = Tutor(lang).level_name(2, LEVELS[2].key)
    assert rating.lines(Tutor(lang, strict=True), matches, puzzles) == [
        t("rating-line", rating="1620", margin="382"),
        t("rating-provisional", games=2),
        t("rating-trend", count=2, marks="🟢🟢", start="1500", now="1620"),
        t("rating-legend"),
        t("puzzle-rating-line", rating="1388", margin="460"),
        t("puzzle-rating-provisional", games=2),
        t("puzzle-rating-trend", count=2, marks="❌❌", start="1500", now="1388"),
        t("puzzle-rating-legend"),
        t("rating-suggest-wait", left=1, level=level),
    ]
    if lang == "en":
        text = "\n".join(rating.lines(Tutor(lang, strict=True), matches, puzzles))
        assert "🏅 Match rating: 1620 ± 382" in text and "🧩 Puzzle rating: 1388 ± 460" in text
        assert "Last 2 rated puzzles: ❌❌ (rating 1500 → 1388)" in text
        assert "One more rated match against" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_testers_missed_easy_puzzle_moves_only_the_puzzle_rating(lang):
    """The play-tester's /stats: 🟢❌🟢 (rating 1500 → 1382), two wins and a
    loss yet a fall, the loss a missed easy puzzle rated as a game against
    level 1.  Now the two wins raise the match rating and the suggestion's
    chance, and the puzzle falls in a line of its own."""
    matches = puzzles = None
    easy = Rating(LEVEL_RATINGS[1].rating, rating.PUZZLE_DEVIATION)
    for i, (opponent, score, kind) in enumerate(
        [(LEVEL_RATINGS[1], 1.0, MATCH), (easy, 0.0, PUZZLE), (LEVEL_RATINGS[1], 1.0, MATCH)]
    ):
        if kind == MATCH:
            matches = rating.updated(matches, opponent, score, f"m:{i}", MATCH, 1, float(i))
        else:
            puzzles = rating.updated(puzzles, opponent, score, f"p:{i}", PUZZLE, 0, float(i))
    assert matches is not None and puzzles is not None
    alone = None  # the same two wins, no puzzle between them
    for i in (0, 2):
        alone = rating.updated(alone, LEVEL_RATINGS[1], 1.0, f"m:{i}", MATCH, 1, float(i))
    assert (matches.rating, matches.deviation) == (alone.rating, alone.deviation)
    assert matches.rating > 1500 > puzzles.rating
    t = Tutor(lang, strict=True)
    lines = rating.lines(t, matches, puzzles)
    m, p = round(matches.rating), round(puzzles.rating)
    assert t.t("rating-trend", count=2, marks="🟢🟢", start="1500", now=str(m)) in lines
    assert t.t("puzzle-rating-trend", count=1, marks="❌", start="1500", now=str(p)) in lines
    assert not any("−" in line or "+" in line for line in lines)  # no split of moves left


def test_a_match_rating_whose_last_results_were_all_puzzles_shows_its_numbers_alone():
    """A record written before the split whose last ten were puzzles keeps
    no trend as a match rating (`store.rating`): its line, no empty trend."""
    t = Tutor("en", strict=True)
    bare = RatingRecord(1432.4, 80.0, 0.06, 14, 10.0, [])
    assert rating.lines(t, bare, None) == [t.t("rating-line", rating="1432", margin="160")]


async def test_a_missed_puzzle_leaves_the_match_rating_and_the_suggested_chance_alone():
    """One missed easy puzzle took a new player's one rating from 1500 to
    about 1025, and the suggestion then gave them almost no chance against
    the level they had been beating."""
    d = Driver("en", 11)
    for _ in range(3):
        await resigned(d, 1)
    before = await d.store.load_rating(d.user.id, MATCH)
    found = rating.suggest(before)
    assert isinstance(found, rating.Suggestion)
    earlier = (await d.command("stats")).text()
    missed = await rating.rate_puzzle(ctx_of(d), "easy", 980.0, solved=False)
    assert missed is not None and missed.rating < 1100  # the fall, in the puzzle rating
    assert await d.store.load_rating(d.user.id, MATCH) == before
    text = (await d.command("stats")).text()
    suggestion = next(line for line in earlier.splitlines() if line.startswith("🎯"))
    assert suggestion in text.splitlines()
    assert f"about a {round(100 * found.chance)}% chance" in suggestion
    # every number on the screen is the stored records'
    t = Tutor("en", strict=True)
    for kind, record, marks in ((MATCH, before, "🔴🔴🔴"), (PUZZLE, missed, "❌")):
        texts = rating.TEXTS[kind]
        now, margin = str(round(record.rating)), str(round(2 * record.deviation))
        assert t.t(f"{texts}-line", rating=now, margin=margin) in text
        trend = t.t(f"{texts}-trend", count=len(marks), marks=marks, start="1500", now=now)
        assert trend in text
    assert text.index("🏅") < text.index("🧩") < text.index("🎯")


async def test_a_match_leaves_the_puzzle_rating_alone_and_stats_shows_only_what_exists():
    d = Driver("en", 12)
    solved = await rating.rate_puzzle(ctx_of(d), "pz", 1200.0, solved=True)
    text = (await d.command("stats")).text()
    assert "🧩 Puzzle rating" in text and "✅" in text
    assert "🏅" not in text and "🎯" not in text  # no match yet: no match line, no suggestion
    await resigned(d, 2)
    assert await d.store.load_rating(d.user.id, PUZZLE) == solved
    match = await d.store.load_rating(d.user.id, MATCH)
    assert match.results == 1 and match.recent[0].before == 1500  # the solve didn't move it


async def test_stats_ends_with_the_new_game_row_as_the_other_end_screens_do():
    """/stats showed no button: a new player had to know to type /new."""
    d = Driver("en", 7)
    for _ in range(2):  # nothing to show yet, then a rated match
        reply = await d.command("stats")
        assert [b.payload for b in reply.buttons()] == [P.plain(P.NEW)]
        await resigned(d, 1)
    pressed = await d.send(Press(P.plain(P.NEW)))
    assert any(P.decode_plain(b.payload)[0] == P.LEVEL for b in pressed.buttons())
