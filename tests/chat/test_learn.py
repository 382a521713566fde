"""Lessons and the scripted first game in the chat, driven by buttons like a
learner; progress kept in Redis; the round account against the engine."""

from __future__ import annotations

import random

import pytest

from tests.support.chat_driver import Driver, presses_for
from tests.support.terminal import run_console
from tests.tutor.test_lessons import WRONG_AND_ILLEGAL
from tutorbot.ai import LEVELS
from tutorbot.chat import Press
from tutorbot.chat import payload as P
from tutorbot.chat.board import PHONE_COLUMNS, display_width
from tutorbot.engine import Card, Game, Played, parse_move
from tutorbot.engine.cards import CAMEL
from tutorbot.engine.legal import random_legal_move
from tutorbot.store import RedisStore, Stat
from tutorbot.tutor import LANGUAGES, Tutor
from tutorbot.tutor.account import match_account, round_account, side_lines, side_of
from tutorbot.tutor.claims import holds
from tutorbot.tutor.explain import fact_text
from tutorbot.tutor.facts import Kind, facts_for
from tutorbot.tutor.first_game import FIRST_GAME_STEPS
from tutorbot.tutor.lessons import LESSONS
from tutorbot.tutor.tasks import Right, hand_size, render


async def lesson_game(d: Driver) -> Game:
    session = await d.store.load_lesson(d.chat_id)
    assert session is not None and session.lesson is not None
    return Game.from_dict(session.position)


async def by_buttons(d: Driver, game: Game, notation: str):
    reply = None
    for action, arg in presses_for(parse_move(notation), game.observation(0)):
        reply = await d.press(action, arg)
    return reply


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("n", range(1, len(LESSONS) + 1))
async def test_each_lesson_is_retried_then_passed_with_the_buttons(lang, n):
    lesson, t = LESSONS[n - 1], Tutor(lang).t
    d = Driver(lang)
    await d.command("learn")
    reply = await d.send(Press(P.plain(P.LESSON, n)))
    text = reply.text()
    assert t(lesson.title) in text and render(t, lesson.task.prompt) in text
    assert all(t(line) in text for line in lesson.intro)
    board = reply.board.text.split("\n\n")[0]  # the table lines, above the task
    assert all(display_width(line) <= PHONE_COLUMNS for line in board.splitlines()), board
    game = await lesson_game(d)
    wrong, illegal = WRONG_AND_ILLEGAL[lesson.id]
    reply = await by_buttons(d, game, wrong)
    assert t("lesson-try-again") in reply.text() and reply.board is not None
    assert await lesson_game(d) == lesson.game()  # the same position to try again
    reply = await d.type(illegal)
    assert reply.rule is not None and reply.text().startswith(t("refusal-title"))
    reply = await by_buttons(d, await lesson_game(d), str(lesson.task.example))
    assert t("lesson-passed") in reply.text() and reply.rule is None
    assert await d.store.lessons_done(d.user.id) == {lesson.id}
    assert await d.store.load_lesson(d.chat_id) is None  # closed once passed
    following = P.plain(P.LESSON, n + 1) if n < len(LESSONS) else P.plain(P.FIRST_GAME)
    assert following in [b.payload for b in reply.buttons()]
    menu = (await d.command("learn")).text()
    assert t("lesson-menu-done", n=n, title=t(lesson.title)) in menu


async def test_a_lesson_leaves_the_game_in_play_alone():
    d = Driver("en")
    await d.command("new", "1")
    before = await d.session()
    await d.send(Press(P.plain(P.LESSON, 1)))
    await d.type("take leather")  # goes to the lesson, not the game
    assert (await d.session()).position == before.position
    # a player in a lesson who types /new gets a game, once they agree to
    # abandon the one in play behind the lesson
    await d.command("new", "2")
    await d.press(P.ABANDON_YES)
    await d.send(Press(P.plain(P.LEVEL, 2)))
    assert await d.store.load_lesson(d.chat_id) is None
    assert (await d.session()).level == 2


async def test_start_offers_the_lessons_until_a_match_is_finished():
    d = Driver("fr")
    reply = await d.command("start")
    assert P.plain(P.LESSON, 1) in [b.payload for b in reply.buttons()]
    await d.store.record(d.user.id, 2, matches_won=1)
    reply = await d.command("start")
    payloads = [b.payload for b in reply.buttons()]
    assert P.plain(P.LESSON, 1) not in payloads and P.plain(P.LESSON_MENU) in payloads


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_round_end_lesson_announces_the_round_end_and_the_seal_once(lang):
    """Lesson 7's right move ends the round: the round's account says so, with
    the Seal, and the lesson's own lines add the why without saying it again."""
    n = next(i for i, lesson in enumerate(LESSONS, 1) if lesson.id == "round-end")
    t = Tutor(lang).t
    d = Driver(lang)
    await d.command("learn")
    await d.send(Press(P.plain(P.LESSON, n)))
    reply = await by_buttons(d, await lesson_game(d), str(LESSONS[n - 1].task.example))
    text = reply.text()
    assert t("lesson-passed") in text
    assert text.count(t("round-over", round=1, by="tokens")) == 1
    assert text.count("🏁") == 1, text  # the round's end, once
    assert text.count("🏆") == 1, text  # the Seal, once


@pytest.mark.parametrize("lang", ["en", "ja", "it"])
async def test_the_scripted_first_game_by_buttons(lang):
    t = Tutor(lang).t
    d = Driver(lang)
    reply = await d.send(Press(P.plain(P.FIRST_GAME)))
    assert t("lesson-first-game-intro") in reply.text()
    for i, step in enumerate(FIRST_GAME_STEPS):
        game = await d.game()
        assert render(t, step.task.prompt) in reply.text()
        if i == 0:  # a legal move off the script: said, and asked again
            reply = await by_buttons(d, game, "camels")
            assert render(t, step.task.judge(game, parse_move("camels")).missed) in reply.text()
            # and why the plan's move, from the facts of this position, with numbers
            obs = game.observation(0)
            plan = facts_for(obs, step.task.example)
            assert {Kind.TAKE_SET, Kind.TAKE_PILE} <= {f.kind for f in plan}
            assert all(holds(f, obs, step.task.example) for f in plan)
            assert Tutor(lang).explain(plan, "hint", obs.market[CAMEL]) in reply.text()
        verdict = step.task.judge(game, step.task.example)
        assert isinstance(verdict, Right)
        reply = await by_buttons(d, game, str(step.task.example))
        assert render(t, verdict.why) in reply.text() and reply.rule is None
        obs = game.observation(0)
        why = Tutor(lang).explain(facts_for(obs, step.task.example), "done", obs.market[CAMEL])
        assert why in reply.text()
        if lang == "en":  # the move is played: told in the present, its bonus as drawn
            for future in ("You would hold", "will be full", "grows from", "drawn at random"):
                assert future not in why, why
        session = await d.session()
        assert session.history[-1] == Played(1, step.ai_reply)  # the scripted reply
    assert t("lesson-first-game-handover") in reply.text()
    session = await d.session()
    assert session.script is None and session.level == 1 and not session.finished
    game = await d.game()
    reply = await by_buttons(d, game, str(game.legal_moves()[0]))
    assert reply.rule is None and len((await d.session()).history) == 2 * len(FIRST_GAME_STEPS) + 2


#: Per guided step: the fact under its line that says what follows the move,
#: and that fact's number, which the step's own line leaves to it.
TOLD_BY_THE_FACTS = [
    (Kind.TAKE_SET, lambda after: after.hands[0][Card.SPICE]),  # the cards held
    (Kind.CAMELS_LEAD, lambda after: after.herds[0]),  # the herd
    (Kind.HAND_FULL, hand_size),  # the hand
]


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_each_guided_step_says_each_point_once(lang):
    """A right step's line is its move's receipt and the facts under it say
    what follows, each once: not "✅ Ora hai 🌶️ 3 spezie." over "• Ora hai 3
    carte 🌶️…", nor the herd, the full hand or the sale's tokens twice."""
    tutor = Tutor(lang)
    d = Driver(lang)
    await d.send(Press(P.plain(P.FIRST_GAME)))
    for i, step in enumerate(FIRST_GAME_STEPS):
        game = await d.game()
        obs = game.observation(0)
        verdict = step.task.judge(game, step.task.example)
        assert isinstance(verdict, Right)
        line = render(tutor.t, verdict.why)
        facts = facts_for(obs, step.task.example)
        reply = (await by_buttons(d, game, str(step.task.example))).text()
        assert line in reply
        if i < len(TOLD_BY_THE_FACTS):
            kind, number = TOLD_BY_THE_FACTS[i]
            fact = next(f for f in facts if f.kind is kind)
            assert tutor.explain([fact], "done", obs.market[CAMEL]) in reply
            assert str(number(verdict.after)) not in line, line
        else:  # the sale: its line names the tokens, the facts don't again
            tokens = next(f for f in facts if f.kind is Kind.SALE_TOKENS)
            assert fact_text(tutor.t, tokens) not in reply


async def test_progress_survives_a_restart(real_store, real_redis_url):
    d = Driver("ru", store=real_store)
    await d.send(Press(P.plain(P.LESSON, 1)))
    await by_buttons(d, await lesson_game(d), "take diamond")
    # a new process: a new client, the same Redis
    again_store = RedisStore.from_url(real_redis_url, prefix=real_store.keys.prefix)
    client = again_store.client
    again = Driver("ru", store=again_store)
    t = Tutor("ru").t
    menu = (await again.command("learn")).text()
    assert t("lesson-menu-done", n=1, title=t(LESSONS[0].title)) in menu
    assert t("lesson-menu-todo", n=2, title=t(LESSONS[1].title)) in menu
    await client.aclose()


# ------------------------------------------------------------- the account


def random_match(rng: random.Random) -> Game:
    game = Game.new(seed=rng.randrange(1 << 30))
    while True:
        p = game.to_move
        move = random_legal_move(tuple(game.hands[p]), game.herds[p], tuple(game.market), rng)
        game.play_unchecked(move)
        if game.round_over:
            result = game.last_result
            assert result is not None
            for p in (0, 1):
                assert side_of(result, p).total == result.rupees[p] == game.score(p)
            if game.match_over:
                return game
            game.next_round()


def test_the_account_adds_up_to_the_engines_score_in_1000_random_matches():
    rng = random.Random(11)
    games = [random_match(rng) for _ in range(1000)]
    assert sum(len(g.results) for g in games) >= 2000
    results = [r for g in games for r in g.results]
    assert any(r.bonus[0] for r in results) and any(r.camel_token == 1 for r in results)


def test_the_account_is_itemised_short_and_in_every_language():
    rng = random.Random(3)
    games = [random_match(rng) for _ in range(40)]
    results = [r for g in games for r in g.results]
    for lang in LANGUAGES:
        t = Tutor(lang).t
        for result in results:
            text = round_account(t, result, 0)
            assert "{" not in text
            for p in (0, 1):
                lines = side_lines(t, side_of(result, p), result.rupees[p])
                assert all(line in text for line in lines)
                assert all(display_width(f"  {line}") <= PHONE_COLUMNS for line in lines), lines
        game = games[0]
        summary = match_account(t, game.results, 0)
        assert len(summary.splitlines()) == len(game.results)


def test_the_account_names_the_tokens_and_the_tiebreak():
    from tutorbot.engine.scoring import RoundEnd, score_round

    t = Tutor("en").t
    won = score_round(2, RoundEnd.TOKENS, [3, 1], [[7, 5], [5, 2]], [[3], []], [[0, 0], [3, 5]])
    text = round_account(t, won, 0)
    assert "💎 Diamond: 7+5 = 12" in text and "🏅 Bonus tokens: 3" in text
    assert "🐪 Camel token: 5" in text and "🐪 No camel token" in text
    assert "🧵 Cloth: 5\n" in text and "💰 Total: 20 rupees" in text
    assert "More rupees, 20 to 7: the Seal of Excellence is yours." in text
    tie = score_round(2, RoundEnd.DECK, [2, 2], [[7, 5], [5, 5, 5]], [[3], []], [[0, 0], [3] * 3])
    assert tie.tiebreak == "bonus" and tie.seal == 0
    text = round_account(t, tie, 1)
    assert "🧵 Cloth: 5×3 = 15" in text
    assert "Tied at 15 rupees each. Bonus tokens decide: 0 to 1." in text
    assert "🏆 The opponent takes the Seal of Excellence." in text


# ------------------------------------------------------------ the terminal
class Numbered:
    """The numbers a terminal player types, found by playing the same taps in-process."""

    def __init__(self, lang: str) -> None:
        self.d = Driver(lang)
        self.lines: list[str] = []
        self.buttons: dict = {}

    async def send(self, intent, line: str) -> None:
        from tutorbot.terminal.screen import render as draw

        self.lines.append(line)
        reply = await self.d.send(intent)
        self.buttons = draw(reply)[1] or self.buttons

    async def tap(self, payload: str) -> None:
        number = next(n for n, b in self.buttons.items() if b.payload == payload)
        await self.send(Press(payload), str(number))

    async def move(self, game: Game, notation: str) -> None:
        for action, arg in presses_for(parse_move(notation), game.observation(0)):
            await self.tap(self.d.find(action, arg))


async def every_lesson_and_the_first_game(lang: str) -> list[str]:
    from tutorbot.chat import Command

    n = Numbered(lang)
    await n.send(Command("start"), "")
    n.lines = []
    await n.send(Command("learn"), "/learn")
    for i, lesson in enumerate(LESSONS, 1):
        await n.tap(P.plain(P.LESSON, i))
        await n.move(await lesson_game(n.d), str(lesson.task.example))
    await n.tap(P.plain(P.FIRST_GAME))
    for step in FIRST_GAME_STEPS:
        await n.move(await n.d.game(), str(step.task.example))
    return n.lines


@pytest.mark.parametrize("lang", ["ja", "it"])
async def test_the_terminal_teaches_every_lesson_and_the_first_game_by_buttons(lang):
    lines = await every_lesson_and_the_first_game(lang)
    assert all(line.isdigit() for line in lines[1:])  # nothing but the buttons
    proc = run_console("--lang", lang, stdin="\n".join(lines) + "\n")
    assert proc.returncode == 0, proc.stderr
    t = Tutor(lang).t
    assert proc.stdout.count(t("lesson-passed")) >= len(LESSONS)
    assert t("lesson-first-game-handover") in proc.stdout


async def test_the_first_screens_language_keeps_the_lessons_offer():
    d = Driver("en")
    await d.command("start")
    reply = await d.send(Press(P.plain(P.LANG, "fr")))  # a newcomer picks French
    payloads = [b.payload for b in reply.buttons()]
    assert P.plain(P.NEW) in payloads and P.plain(P.LESSON, 1) in payloads
    assert Tutor("fr").t("learn-newcomer") in reply.text()
    await d.store.record(d.user.id, 2, matches_won=1)  # no newcomer now: the lessons' row
    reply = await d.command("language", "it")
    assert P.plain(P.LESSON_MENU) in [b.payload for b in reply.buttons()]


async def test_hint_and_why_typed_in_a_lesson_and_a_guided_turn_answer_about_the_step():
    d = Driver("en")
    t = Tutor("en", strict=True).t
    await d.send(Press(P.plain(P.LESSON, 1)))
    lesson = LESSONS[0]
    hint = (await d.command("hint")).text()
    assert hint.startswith("💡") and t("no-game") not in hint
    why = (await d.command("why")).text()
    assert why == t("learn-why-step", task=render(t, lesson.task.prompt))
    d = Driver("en")
    await d.send(Press(P.plain(P.FIRST_GAME)))
    step = FIRST_GAME_STEPS[0]
    camels = (await d.game()).market[6]
    hint = (await d.command("hint")).text()
    assert hint == t("learn-hint", move=Tutor("en").move(step.task.example, camels))
    assert (await d.command("why")).text() == t("learn-why-step", task=render(t, step.task.prompt))


async def test_the_guided_games_hint_button_gives_the_steps_move_and_why_its_reply():
    """On a guided turn the board's 💡 says the step's own move, as /hint typed
    there does (a learner is never told two moves at once); once the
    opponent's scripted reply is played, /why and the board's 🤔 explain that
    reply, as everywhere else; after the script lets go, 💡 is the judge's hint."""
    d = Driver("en")
    t, tutor = Tutor("en", strict=True).t, Tutor("en")
    await d.send(Press(P.plain(P.FIRST_GAME)))
    with pytest.raises(LookupError):
        d.find(P.WHY)  # the opponent has not moved: nothing to ask about
    for i, step in enumerate(FIRST_GAME_STEPS):
        game = await d.game()
        camels = game.market[CAMEL]
        told = t("learn-hint", move=tutor.move(step.task.example, camels))
        assert (await d.press(P.HINT)).text() == told
        assert (await d.command("hint")).text() == told
        if i == 0:
            assert (await d.command("why")).text() == t(
                "learn-why-step", task=render(t, step.task.prompt)
            )
        else:
            reply_camels = (await d.session()).last_ai.market_camels
            named = tutor.move(FIRST_GAME_STEPS[i - 1].ai_reply, reply_camels)
            why = (await d.command("why")).text()
            assert why.startswith("🤔") and named in why, why
            await d.command("board")
            assert (await d.press(P.WHY)).text() == why
        await d.command("board")
        await by_buttons(d, game, str(step.task.example))
    assert (await d.session()).script is None
    hinted = (await d.press(P.HINT)).text()
    assert hinted.startswith("💡") and hinted != told


async def test_take_diamond_in_the_guided_game_says_what_the_plans_move_gains_here():
    """The issue's case: `take diamond` on the first guided turn used to get
    "let's follow the plan" and no reason."""
    d = Driver("en")
    await d.send(Press(P.plain(P.FIRST_GAME)))
    reply = await d.type("take diamond")
    text = reply.text()
    assert "can't be sold until you hold a second" in text
    assert "You would hold 3 🌶️: sold now, they would bring 11 rupees, plus a bonus token." in text
    assert "The 🌶️ pile has 7 tokens left, the next ones are 5, 3, 3." in text
    assert (await d.session()).script == 0  # asked again, nothing played


async def test_a_newcomer_plays_the_guided_games_level_and_leaving_it_is_no_defeat():
    """A newcomer's level menus mark level 1, the guided game's, not the
    default they never played; leaving the guided game for a new one says it
    won't count, and /stats shows no lost match."""
    d = Driver("en")
    t = Tutor("en", strict=True)
    assert (await d.store.get_prefs(d.user.id)).level == 2  # the default, never played
    await d.send(Press(P.plain(P.FIRST_GAME)))
    reply = await d.command("new")
    assert reply.text() == t.t("abandon-uncounted-confirm")
    reply = await d.press(P.ABANDON_YES)
    assert "🎓" not in reply.text()  # the board given up no longer guides
    assert t.t("left-uncounted") in reply.text() and t.t("resigned") not in reply.text()
    level = t.level_name(1, LEVELS[1].key)
    assert t.t("level-menu-current", level=level) in reply.text()
    assert "📍 " + level in [b.label for b in reply.buttons()]
    stats = await d.store.get_stats(d.user.id)
    assert stats.get(1, Stat.MATCHES_LOST) == 0 and stats.matches == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_a_guided_game_left_for_a_new_one_offers_no_rematch(lang):
    """Left for a new game, the guided board is over with no rematch under it:
    the new game's levels follow, and a match given up still offers one."""
    d = Driver(lang)
    await d.send(Press(P.plain(P.FIRST_GAME)))
    await d.command("new")
    reply = await d.press(P.ABANDON_YES)
    assert reply.board is not None and reply.board.buttons == []
    verbs = [P.decode(b.payload) for b in reply.buttons()]
    assert P.PlainPayload(P.LEVEL, "1") in verbs  # the new game's levels
    assert not any(isinstance(v, P.PlainPayload) and v.verb == P.REMATCH for v in verbs), verbs
    await d.send(Press(P.plain(P.LEVEL, 1)))  # a match, given up for another: a rematch
    await d.command("new")
    reply = await d.press(P.ABANDON_YES)
    assert reply.board is not None
    assert [b.payload for row in reply.board.buttons for b in row] == [P.plain(P.REMATCH, 1)]


async def test_a_player_with_a_match_keeps_their_level_when_replaying_the_guided_game():
    d = Driver("en")
    await d.store.record(d.user.id, 4, matches_won=1)
    await d.command("level", "4")
    await d.send(Press(P.plain(P.FIRST_GAME)))
    assert (await d.store.get_prefs(d.user.id)).level == 4
    reply = await d.command("new")  # the guided game, whoever plays it, is no defeat
    assert reply.text() == Tutor("en", strict=True).t("abandon-uncounted-confirm")


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_guided_games_end_says_it_is_left_out_and_what_counts(lang):
    """Played to its end as a match against level 1, the guided game left a
    play-tester sure it was one, then /review refused it: its end now says so
    and what counts from now on, and resigning it no longer promises a loss
    in the stats; a match's end and resignation say what a match's do."""
    d = Driver(lang)
    t = Tutor(lang, strict=True)
    over = t.t("lesson-first-game-over")
    await d.send(Press(P.plain(P.FIRST_GAME)))
    # resigning it asked "your stats count it as lost" of a game they leave out
    assert (await d.command("resign")).text() == t.t("resign-confirm-uncounted")
    reply = await d.press(P.RESIGN_YES)
    assert (await d.session()).finished and reply.board is not None
    assert over in reply.board.text
    assert [b.payload for row in reply.board.buttons for b in row] == [P.plain(P.REMATCH, 1)]
    assert (await d.store.get_stats(d.user.id)).matches == 0
    await d.send(Press(P.plain(P.REMATCH, 1)))  # a match: its end is a match's
    assert (await d.command("resign")).text() == t.t("resign-confirm")
    reply = await d.press(P.RESIGN_YES)
    assert reply.board is not None and over not in reply.board.text
    assert (await d.store.get_stats(d.user.id)).matches == 1
