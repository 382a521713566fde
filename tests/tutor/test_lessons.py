"""Lessons and the scripted first game: every task passed, retried, refused and
rendered in every language; the first game's script legal from its deal."""

from __future__ import annotations

import random

import pytest

from tutorbot.ai import get_player
from tutorbot.engine import Card, Game, Move, MoveKind, parse_move
from tutorbot.tutor import LANGUAGES, Tutor
from tutorbot.tutor.first_game import (
    FIRST_GAME_LEVEL,
    FIRST_GAME_MESSAGES,
    FIRST_GAME_STEPS,
    first_game,
    step_messages,
)
from tutorbot.tutor.lessons import LESSONS, MENU_MESSAGES, OFF_TASK, judge, next_lesson
from tutorbot.tutor.tasks import Illegal, Right, Text, Verdict, Wrong, render

TUTORS = {lang: Tutor(lang) for lang in LANGUAGES}

#: Per lesson: a legal move that misses the idea, and one the rules refuse.
WRONG_AND_ILLEGAL = {
    "market": ("take leather", "exchange diamond for cloth"),
    "camels": ("sell 2 cloth", "take spice"),
    "exchange": ("take gold", "exchange gold for leather"),
    "selling": ("sell 2 leather", "sell 1 silver"),
    "precious": ("sell 1 spice", "sell 1 diamond"),
    "bonus": ("sell 3 leather", "sell 6 leather"),
    "round-end": ("sell 2 leather", "sell 3 spice"),
    "race": ("camels", "take gold"),
    "leftovers": ("exchange diamond diamond for spice spice", "exchange diamond for camel"),
}


def rendered(message: Text) -> list[str]:
    """`message` in every language; strict locales make a gap fail here."""
    texts = [render(TUTORS[lang].t, message) for lang in LANGUAGES]
    assert all(texts) and not any("{" in text or "$" in text for text in texts)
    return texts


def test_the_catalogue_follows_the_issue_order():
    assert [lesson.id for lesson in LESSONS] == list(WRONG_AND_ILLEGAL)
    assert len({lesson.id for lesson in LESSONS}) == len(LESSONS)
    assert next_lesson(set()) is LESSONS[0]
    assert next_lesson({lesson.id for lesson in LESSONS[:3]}) is LESSONS[3]
    assert next_lesson({lesson.id for lesson in LESSONS}) is None


def test_every_lesson_text_exists_in_every_language():
    ids = [*MENU_MESSAGES, *FIRST_GAME_MESSAGES]
    ids += [i for n in range(1, len(FIRST_GAME_STEPS) + 1) for i in step_messages(n)]
    ids += [i for lesson in LESSONS for i in lesson.message_ids()]
    for lang in LANGUAGES:
        t = TUTORS[lang].t
        assert [i for i in ids if not t.has(i)] == []
    for lesson in LESSONS:
        assert 2 <= len(lesson.intro) <= 3
        for lang in LANGUAGES:
            t = TUTORS[lang].t
            lines = [t(lesson.title), *(t(i) for i in lesson.intro), render(t, lesson.task.prompt)]
            # short enough to read in about a minute on a phone
            assert sum(len(line) for line in lines) < 600, (lesson.id, lang)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_lesson_is_passed_by_its_right_move(lesson):
    verdict = judge(lesson, lesson.task.example)
    assert isinstance(verdict, Right), verdict
    assert verdict.why.id == f"lesson-{lesson.id}-right"
    rendered(verdict.why)
    assert lesson.game() == Game.from_dict(lesson.position)  # judging changed nothing


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_wrong_move_is_explained_and_retried(lesson):
    wrong, illegal = (parse_move(m) for m in WRONG_AND_ILLEGAL[lesson.id])
    missed = judge(lesson, wrong)
    assert isinstance(missed, Wrong), missed
    assert missed.missed.id in lesson.missed_ids
    rendered(missed.missed)
    refused = judge(lesson, illegal)
    assert isinstance(refused, Illegal), refused
    for lang in LANGUAGES:
        text = TUTORS[lang].refusal(refused.error, refused.observation)
        assert text.startswith(TUTORS[lang].t("refusal-title"))
    assert isinstance(judge(lesson, lesson.task.example), Right)  # the retry passes


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_legal_move_gets_a_verdict_in_every_language(lesson):
    """No legal move falls through: each is right or says what it missed, and
    every text a lesson can show is reached by some move."""
    verdicts: list[Verdict] = [judge(lesson, move) for move in lesson.game().legal_moves()]
    assert not any(isinstance(v, Illegal) for v in verdicts)
    messages = [v.why if isinstance(v, Right) else v.missed for v in verdicts]  # type: ignore[union-attr]
    shown = {message.id for message in messages}
    assert shown | {OFF_TASK} == {f"lesson-{lesson.id}-right", *lesson.missed_ids}
    distinct = {(m.id, repr(sorted(m.args.items()))): m for m in messages}
    for message in distinct.values():
        rendered(message)


def test_the_right_moves_are_the_ideas_not_one_move():
    exchange = next(lesson for lesson in LESSONS if lesson.id == "exchange")
    paid_with_goods = parse_move("exchange gold gold for leather spice")
    assert isinstance(judge(exchange, paid_with_goods), Right)
    leftovers = next(lesson for lesson in LESSONS if lesson.id == "leftovers")
    assert isinstance(
        judge(leftovers, parse_move("exchange diamond diamond for gold camel")), Right
    )
    assert isinstance(
        judge(leftovers, parse_move("exchange diamond diamond for spice camel")), Wrong
    )


def test_the_round_end_lesson_is_a_tie_won_on_bonus_tokens():
    lesson = next(lesson for lesson in LESSONS if lesson.id == "round-end")
    for move in ("sell 1 spice", "sell 2 spice"):
        verdict = judge(lesson, parse_move(move))
        assert isinstance(verdict, Right)
        result = verdict.after.last_result
        assert result is not None and verdict.after.round_end == "tokens"
        assert result.camel_token == 0 and result.tiebreak == "bonus" and result.seal == 0
        assert result.rupees[0] == result.rupees[1]


def test_lesson_texts_use_the_learners_numbers():
    selling = next(lesson for lesson in LESSONS if lesson.id == "selling")
    verdict = judge(selling, parse_move("sell 1 cloth"))
    assert isinstance(verdict, Wrong)
    assert "5 rupees" in render(TUTORS["en"].t, verdict.missed)
    assert "5 рупий" in render(TUTORS["ru"].t, verdict.missed)
    bonus = next(lesson for lesson in LESSONS if lesson.id == "bonus")
    small = judge(bonus, parse_move("sell 4 leather"))
    assert isinstance(small, Wrong)
    assert "4 карты кожи" in render(TUTORS["ru"].t, small.missed)
    assert "なめし革4枚" in render(TUTORS["ja"].t, small.missed)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_market_lesson_says_the_deck_put_another_diamond_only_when_it_did(lang):
    """Its deck refills the market with a diamond, so the market reads as before
    the take: the right answer says why; refilled with another card, it says nothing."""
    market, t = LESSONS[0], TUTORS[lang].t
    take = market.task.example
    verdict = judge(market, take)
    assert isinstance(verdict, Right) and verdict.after.market == market.game().market
    said = render(t, verdict.why)
    lines = said.splitlines()
    assert len(lines) == 3 and lines[-1].startswith("📦") and "💎" in lines[-1]
    position = dict(market.position, deck=list(reversed(market.position["deck"])))
    other = market.task.judge(Game.from_dict(position), take)
    assert isinstance(other, Right) and other.after.market != market.game().market
    assert render(t, other.why) == "\n".join(lines[:-1])


# ----------------------------------------------------------- the first game
def play_script(choose=lambda step, game: step.task.example) -> Game:
    game = first_game()
    for step in FIRST_GAME_STEPS:
        assert game.to_move == 0 and not game.round_over
        verdict = step.task.judge(game, choose(step, game))
        assert isinstance(verdict, Right), verdict
        rendered(verdict.why)
        game = verdict.after
        game.play(step.ai_reply)  # raises if the scripted reply were illegal
    return game


def test_the_scripted_round_is_legal_from_its_deal():
    game = play_script()
    assert game.to_move == 0 and not game.round_over and game.round == 1
    assert game.hands[0][Card.CLOTH] == 3  # the learner keeps a set for later


def test_every_accepted_move_keeps_the_script_legal():
    """Where a step accepts several moves, the replies stay legal after each."""
    game = first_game()
    for n, step in enumerate(FIRST_GAME_STEPS):
        accepted = [m for m in game.legal_moves() if step.task.right(game, m)]
        assert step.task.example in accepted
        for move in accepted:
            after = game.copy()
            after.play(move)
            after.play(step.ai_reply)
            rest = FIRST_GAME_STEPS[n + 1 :]
            for later in rest:  # and the later steps' examples too
                assert after.check(later.task.example) is None
                after.play(later.task.example)
                after.play(later.ai_reply)
        game.play(step.task.example)
        game.play(step.ai_reply)


def test_the_guidance_and_misses_render_and_a_wrong_move_is_retried():
    game = first_game()
    for n, step in enumerate(FIRST_GAME_STEPS, start=1):
        rendered(step.task.prompt)
        wrong = next(m for m in game.legal_moves() if not step.task.right(game, m))
        verdict = step.task.judge(game, wrong)
        assert (
            isinstance(verdict, Wrong) and verdict.missed.id == f"lesson-first-game-step-{n}-missed"
        )
        rendered(verdict.missed)
        right = step.task.judge(game, step.task.example)
        assert isinstance(right, Right)
        game = right.after
        game.play(step.ai_reply)
    for message in FIRST_GAME_MESSAGES:
        rendered(Text(message))


def test_the_step_meets_the_hand_limit():
    game = first_game()
    for step in FIRST_GAME_STEPS[:-1]:
        game.play(step.task.example)
        game.play(step.ai_reply)
    assert sum(game.hands[0]) == 7
    assert all(m.kind is not MoveKind.TAKE for m in game.legal_moves())
    last = FIRST_GAME_STEPS[-1]
    assert isinstance(last.task.judge(game, Move.sell(Card.CLOTH, 3)), Right)


def test_after_the_script_the_match_plays_on_at_level_1():
    game = play_script(lambda step, game: step.task.example)
    learner = random.Random(11)
    opponent = get_player(FIRST_GAME_LEVEL, seed=3)
    for _ in range(400):
        if game.match_over:
            break
        if game.round_over:
            game.next_round()
            continue
        if game.to_move == 0:
            game.play(learner.choice(game.legal_moves()))
        else:
            game.play(opponent.choose(game.observation(1)).move)
    assert game.match_over


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_refusal_in_a_lesson_suggests_the_lessons_own_move(lesson):
    """Not a move the lesson calls wrong, nor one from another lesson."""
    verdict = judge(lesson, parse_move(WRONG_AND_ILLEGAL[lesson.id][1]))
    assert isinstance(verdict, Illegal) and verdict.suggestion == lesson.task.example
    for tutor in TUTORS.values():
        text = tutor.refusal(verdict.error, verdict.observation, verdict.suggestion)
        camels = verdict.observation.market[Card.CAMEL]
        assert tutor.t("refusal-alternative", move=tutor.move(lesson.task.example, camels)) in text


def test_a_refusal_in_the_guided_game_suggests_the_steps_move():
    game = first_game()
    for step in FIRST_GAME_STEPS:
        tried = next(
            m
            for m in (parse_move("take 1 camel"), parse_move("sell 1 diamond"))
            if game.check(m) is not None
        )
        verdict = step.task.judge(game, tried)
        assert isinstance(verdict, Illegal) and verdict.suggestion == step.task.example
        game.play(step.task.example)
        if not game.round_over:
            game.play(step.ai_reply)


def test_a_refusal_in_a_lesson_or_a_guided_turn_suggests_the_steps_own_move():
    """After an illegal move in a lesson or on a guided turn of the first game,
    the alternative offered is the step's move, never the search's idea."""
    tasks = [(lesson.task, lesson.game()) for lesson in LESSONS]
    game = first_game()
    for step in FIRST_GAME_STEPS:
        tasks.append((step.task, game.copy()))
        after = step.task.judge(game, step.task.example)
        assert isinstance(after, Right)
        game = after.after
        game.play(step.ai_reply)
    tried = [parse_move(m) for m in ("sell 1 diamond", "take camel", "exchange gold for spice")]
    refusals = 0
    for task, position in tasks:
        for move in tried:
            verdict = task.judge(position, move)
            if not isinstance(verdict, Illegal):
                continue
            refusals += 1
            assert verdict.suggestion == task.example
            for lang in LANGUAGES:
                tutor = TUTORS[lang]
                text = tutor.refusal(verdict.error, verdict.observation, verdict.suggestion)
                camels = verdict.observation.market[Card.CAMEL]
                line = tutor.t("refusal-alternative", move=tutor.move(task.example, camels))
                assert text.endswith(line), (lang, text)
    assert refusals >= len(tasks)


def test_lesson_one_says_what_a_full_hand_still_allows_and_that_a_lone_diamond_waits():
    """A full hand still sells, exchanges and takes camels; the praised diamond is
    a lone one, so the lesson says it can't be sold yet, like the guided game."""
    market = next(lesson for lesson in LESSONS if lesson.id == "market")
    verdict = judge(market, market.task.example)
    assert isinstance(verdict, Right)
    after = verdict.after
    assert sum(after.hands[0]) == 7 and after.hands[0][Card.DIAMOND] == 1
    after.to_move = 0  # the learner's next turn, the market as it stands
    kinds = {m.kind for m in after.legal_moves()}
    assert MoveKind.TAKE not in kinds
    assert {MoveKind.CAMELS, MoveKind.EXCHANGE, MoveKind.SELL} <= kinds
    en = render(TUTORS["en"].t, verdict.why)
    assert "take the camels" in en and "can't be sold" in en
    it = render(TUTORS["it"].t, verdict.why)
    assert "prendi i cammelli" in it and "non si vende" in it


def test_the_guided_first_turn_says_why_a_lone_diamond_waits_only_when_taken():
    game = first_game()
    step = FIRST_GAME_STEPS[0]
    diamond = step.task.judge(game, Move.take(Card.DIAMOND))
    camels = step.task.judge(game, Move.camels())
    assert isinstance(diamond, Wrong) and isinstance(camels, Wrong)
    for lang in LANGUAGES:
        t = TUTORS[lang].t
        assert "💎" in render(t, diamond.missed)
        assert "💎" not in render(t, camels.missed)


@pytest.mark.parametrize("move, pile", [("sell 3 leather", "1–3"), ("sell 4 leather", "4–6")])
def test_a_smaller_bonus_sale_is_told_as_a_try_not_a_receipt(move, pile):
    """Nothing is sold in a lesson until the right move: the miss names the
    bonus pile the sale would draw from, not a bonus it never drew."""
    bonus = next(lesson for lesson in LESSONS if lesson.id == "bonus")
    verdict = judge(bonus, parse_move(move))
    assert isinstance(verdict, Wrong)
    en = render(TUTORS["en"].t, verdict.missed)
    assert en.startswith("Legal, but") and pile in en and "Sold" not in en
    assert "Hai venduto" not in render(TUTORS["it"].t, verdict.missed)


def test_the_race_lessons_sum_names_the_bonus_it_adds():
    race = next(lesson for lesson in LESSONS if lesson.id == "race")
    verdict = judge(race, race.task.example)
    assert isinstance(verdict, Right)
    bonus = verdict.why.args["bonus"]
    assert isinstance(bonus, int) and 1 <= bonus <= 3
    assert f"5 + 3 + 3 + bonus {bonus} = {11 + bonus} rupees" in render(TUTORS["en"].t, verdict.why)
