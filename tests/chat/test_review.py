"""The match review: grading from the player's seat, key moments, screens, storage."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from bench.review_agreement import play
from tests.support.chat_driver import Driver
from tutorbot.ai import get_player
from tutorbot.ai.judge import Judgement, judge, position_key
from tutorbot.ai.players import Level, Player
from tutorbot.chat import Command, Press
from tutorbot.chat import payload as P
from tutorbot.chat.grading import replay_match, review_match
from tutorbot.chat.judgements import kept_name
from tutorbot.chat.review.screens import REVIEW_GAME
from tutorbot.engine import Card, Game, Move, Played, Sell
from tutorbot.engine.cards import CAMEL, PRECIOUS
from tutorbot.store import RedisStore, ReviewRecord
from tutorbot.store.review import decode_review, encode_review
from tutorbot.tutor import Tutor
from tutorbot.tutor.review import (
    Review,
    deep_look_for,
    grade_round,
    replay,
    start_of,
    summarise,
)

#: The first level 5's greedy look-ahead search: a strong player that plays whole
#: matches quickly enough for a test.
GRADER = Level(5, "grader", worlds=8, candidates=8, plies=3, follow_up=True)


@cache  # several tests review the same match
def self_play(seed: int, plant: bool = False) -> tuple[list[Played], int | None]:
    """The grader's search (the first level 5) against itself; with `plant`, seat 0
    once sells a single card of a set of four or more (a blunder), and the ply is
    returned.  (Today's level 5 plays rounds out: strong, but too slow to play
    whole matches in a test.)"""
    game = Game.new(seed=seed)
    players = [Player(GRADER, seed=seed), Player(GRADER, seed=seed + 1)]
    history: list[Played] = []
    planted = None
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        obs = game.observation(game.to_move)
        move = players[game.to_move].choose(obs).move
        if plant and planted is None and game.to_move == 0:
            for good in range(CAMEL):
                if obs.hand[good] >= 4 and len(obs.goods_tokens[good]) >= 4:
                    move = Move.sell(Card(good), 2 if good in PRECIOUS else 1)
                    planted = len(history)
                    break
        history.append(Played(game.to_move, move))
        game.play(move)
    return list(history), planted


def test_a_blunder_in_a_round_already_won_is_a_mistake_but_no_key_moment():
    """Selling 1 leather of 5 throws rupees away, and the round says so (its
    accuracy and biggest swing); but the Seal was won either way, so it is
    not one of the moments to study."""
    from tutorbot.chat.grading import grade_match_round, replay_match
    from tutorbot.tutor.facts import Kind, decode_facts

    history, planted = self_play(5, plant=True)
    assert str(history[planted]) == "0:sell 1 leather"  # with five leather in hand
    game_id = f"{5:08x}"
    review = review_match(game_id, history, 0)
    assert planted not in [m.ply for m in review.moments]
    (grade,) = [
        g
        for index in range(len(replay_match(game_id, history, 0)))
        for g in grade_match_round(game_id, history, 0, index)
        if g.turn.ply == planted
    ]
    assert grade.mistake and not grade.in_play and grade.best.startswith("sell")
    (gain,) = [f for f in decode_facts(grade.facts) if f.kind is Kind.VERDICT_GAIN]
    assert min(int(gain.args["seal"]), int(gain.args["other_seal"])) >= 95
    rnd = next(r for r in review.rounds if r.round == grade.turn.round)
    assert rnd.accurate < rnd.turns and rnd.swing_verdict is not None
    assert [m.ply for m in review.moments] == sorted(m.ply for m in review.moments)


def test_a_key_moment_gives_the_searchs_verdict_on_both_moves_and_it_holds():
    """What goes wrong after the weaker move, in the judge's numbers: the
    better move's Seal chance and margin against the one played, rated in the
    same worlds at the deep budget; the fact's predicate checks them against a
    fresh judgement, and the two are told apart with confidence."""
    from tutorbot.tutor.claims import holds
    from tutorbot.tutor.facts import Kind, decode_facts
    from tutorbot.tutor.review import position_before

    history, _ = self_play(5, plant=True)
    game_id = f"{5:08x}"
    review = review_match(game_id, history, 0)
    top = max(review.moments, key=lambda m: m.loss)
    (gain,) = [f for f in decode_facts(top.facts) if f.kind is Kind.VERDICT_GAIN]
    assert gain.args["other"] == top.played
    obs = position_before(start_of(5, history), history, 0, top.ply)
    judgement = judge(obs, "deep", (top.best_move, top.played_move))
    assert holds(gain, obs, top.best_move, judgement)
    assert judgement.compare(top.best_move, top.played_move).separated
    text = Tutor("en", strict=True).explain([gain])
    assert f"{gain.args['seal']}%" in text


@pytest.mark.parametrize("seed", [3, 8])
def test_following_every_hint_the_review_finds_no_mistake(seed):
    """The review judges each turn with the hint's own judgement: a move the
    hint recommended is that judgement's best, never a mistake."""
    history = play(seed, 2, hints=True)  # seat 0 plays the hint every turn
    review = review_match(f"{seed:08x}", history, 0)
    assert review.turns >= 10
    assert review.moments == () and all(r.accuracy == 100 for r in review.rounds)
    assert all(r.swing_verdict is None for r in review.rounds)


async def test_hints_followed_in_the_chat_are_the_judgements_the_review_reads():
    """The player asks /hint at every turn and plays the move it read.  The
    review replays the match from its deal and must judge the very positions
    the hint judged (the game the hint saw was read back from the store), so
    it reads the hint's own judgements: no mistake, no key moment (so no
    puzzle), every turn accurate."""
    driver = Driver(seed=5)
    await driver.command("new", "1")
    hinted: list[str] = []
    for _ in range(400):
        session = await driver.session()
        if session.finished:
            break
        key = position_key(Game.from_dict(session.position).observation(0))
        assert (await driver.command("hint")).text().startswith("💡")
        kept = await driver.store.judgements.get(key, kept_name("hint"))
        assert kept is not None  # the judgement the hint read, kept under its digest
        hinted.append(key)
        move = Judgement.from_dict(json.loads(kept)).best.move
        assert (await driver.type(str(move))).rule is None  # typed, as a player may
    record = await driver.store.load_review(driver.user.id)
    replayed = replay_match(record.game_id, record.history, record.human)
    assert [position_key(t.obs) for rnd in replayed for t in rnd.turns] == hinted
    reply = await driver.command("review")
    assert "Round 1: accuracy" in reply.text()
    review = Review.from_dict((await driver.store.load_review(driver.user.id)).analysis)
    assert review.turns == len(hinted) >= 10
    assert review.moments == () and all(r.accuracy == 100 for r in review.rounds)
    assert all(r.swing_verdict is None for r in review.rounds)


@pytest.mark.parametrize("seed", [21, 22])
def test_a_move_not_clearly_behind_the_hints_best_is_never_held_against_the_player(seed):
    """Over a real match (level 1 against level 3): every turn whose move is
    the hint-depth judgement's best, or not clearly behind it, is no mistake,
    no key moment (so no puzzle) and counts as accurate in its round."""
    history = play(seed, 1)
    rounds = replay_match(f"{seed:08x}", history, 0)
    read: dict[tuple[str, str], Judgement] = {}

    def recording(obs, budget_name, must):
        found = judge(obs, budget_name, must)
        read[found.key, budget_name] = found
        return found

    grades = [grade_round(rnd, recording) for rnd in rounds]
    review = summarise(rounds, grades, 0)
    moments = {m.ply for m in review.moments}
    kept = 0
    for graded, summary in zip(grades, review.rounds, strict=True):
        for g in graded:
            hint = read[position_key(g.turn.obs), "hint"]
            if deep_look_for(hint, g.turn.move) is None:
                kept += 1
                assert not g.mistake and g.turn.ply not in moments
        assert summary.accurate == sum(1 for g in graded if not g.mistake)
    assert kept >= 10 and review.turns > kept  # some turns were looked at deeper


def test_the_review_never_reads_hidden_cards():
    """Same match, other unseen cards (the deck's undrawn bottom, the bonus
    tokens nobody took): the player's observations and grades are identical."""
    seed = 0x22
    history, _ = self_play(seed)
    start = start_of(seed, history)
    first_round = replay(start, history, 0)[0]
    played = start.copy()
    for entry in history:
        if played.round_over:
            break
        played.play(entry.move)
    undrawn = len(played.deck)
    assert undrawn >= 5  # the round ended on the tokens, with cards left unseen
    other = start.copy()
    other.deck[:undrawn] = list(reversed(other.deck[:undrawn]))
    for size, pile in other.bonus_tokens.items():
        taken = len(start.bonus_tokens[size]) - len(played.bonus_tokens[size])
        pile[taken:] = list(reversed(pile[taken:]))
    assert other.deck != start.deck
    mirrored = replay(other, history, 0)[0]
    assert [t.obs for t in mirrored.turns] == [t.obs for t in first_round.turns]

    a = grade_round(first_round, judge)
    b = grade_round(mirrored, judge)
    assert [(g.best, g.loss, g.facts) for g in a] == [(g.best, g.loss, g.facts) for g in b]


def test_a_review_record_is_small():
    history, _ = self_play(0x22)
    record = ReviewRecord(f"{0x22:08x}", 5, 0, history)
    record.analysis = review_match(record.game_id, history, 0).to_dict()
    data = encode_review(record)
    assert len(data) <= 1536, len(data)
    assert decode_review(data) == record


# ------------------------------------------------------------------ screens
async def finished_match(driver: Driver) -> None:
    await driver.play_match(level=3, human_level=1)


def review_payload(driver: Driver, arg: str = "") -> str:
    wanted = P.plain(P.REVIEW, arg) if arg else P.plain(P.REVIEW)
    assert wanted in [b.payload for b in driver.reply.buttons()], driver.reply.buttons()
    return wanted


async def test_review_screens_and_trying_a_move():
    driver = Driver(seed=11)
    assert "no finished match" in (await driver.command("review")).text()
    await finished_match(driver)
    progress: list[str] = []

    async def show(text: str) -> None:
        progress.append(text)

    reply = await driver.conv.handle(
        driver.chat_id, driver.user, Press(review_payload(driver)), show
    )
    driver.reply = reply
    assert progress[0] == "⏳ Reviewing round 1 of 3…" or progress[0].startswith("⏳ Reviewing")
    assert "Round 1: accuracy" in reply.text()
    assert not reply.messages[0].inline  # the match's result stays in the chat
    reply = await driver.send(Press(review_payload(driver, "m0")))
    text = reply.text()
    assert "Key moment 1 of" in text and "Market:" in text
    assert "You chose to" in text and "Better:" in text
    assert reply.messages[0].inline
    reply = await driver.send(Press(review_payload(driver, "a0")))
    assert reply.text().startswith("🔍 The search's three best moves here")
    # the moment's own judgement: its best move first, with the verdict line's numbers
    from tutorbot.chat.review.screens import moment_verdict, review_of

    kept = await driver.store.load_review(driver.user.id)
    gain = moment_verdict(review_of(kept).moments[0])
    first = next(line for line in reply.text().splitlines() if line.startswith("1. "))
    assert f"the Seal in {gain.args['seal']}%" in first
    explained = Tutor("en", strict=True).t("verdict-explained", seal=gain.args["seal"])
    assert reply.text().endswith(explained)  # read with the first move's own number
    reply = await driver.send(Press(review_payload(driver, "m0")))
    assert reply.text() == text  # back to the moment
    reply = await driver.send(Press(review_payload(driver, "t0")))
    assert "Better:" not in reply.text()  # the question alone first
    first = [b.label for b in reply.buttons()]
    tries = [P.decode(b.payload) for b in reply.buttons()]
    try_button = next(p for p in tries if getattr(p, "game_id", None) == REVIEW_GAME)
    for action, forged in ((P.TAKE, "99"), (P.SELL_GOOD, "6"), (P.TAKE, "²")):
        data = P.game(REVIEW_GAME, try_button.version, action, forged)
        assert "Key moment" in (await driver.send(Press(data))).text()  # ignored, not a crash
    record = await driver.store.load_review(driver.user.id)
    best = record.analysis["m"][0][4]
    back = Tutor("en", strict=True).t("btn-review-back")
    prompt = Tutor("en", strict=True).t("review-try-prompt")
    reply = await driver.type(record.analysis["m"][0][3])  # the move played: it falls short
    assert "falls short" in reply.text() and "Better:" in reply.text()
    assert reply.text().endswith(prompt)  # still asked: another go
    labels = [b.label for b in reply.buttons()]
    assert labels.index(back) == first.index(back)  # Back keeps its number after a try
    assert any(P.decode_game(b.payload) for b in reply.buttons())  # the game's buttons
    reply = await driver.type(best)
    assert "suggested move" in reply.text() and "Better:" in reply.text()  # with its why
    # a right answer closes the question: the moment, not the question again
    assert prompt not in reply.text() and reply.messages[0].inline
    assert not any(P.decode_game(b.payload) for b in reply.buttons())
    assert (await driver.store.load_review(driver.user.id)).trying is False
    await driver.send(Press(review_payload(driver, "t0")))  # another go, on request
    reply = await driver.type(best)
    assert reply.text().startswith("✅ That's the suggested move.")
    assert prompt not in reply.text()  # the moment again, with its own buttons
    reply = await driver.send(Press(review_payload(driver, "t0")))
    assert "Better:" not in reply.text()
    reply = await driver.send(Press(review_payload(driver, "b0")))  # the answer on request
    assert "Better:" in reply.text() and reply.messages[0].inline
    # a move built with the game's buttons: still trying, the answer shown
    reply = await driver.press(P.CAMELS) if _has(driver, P.CAMELS) else None
    if reply is not None:
        assert "Your move" in reply.text() or "suggested" in reply.text()
    if P.plain(P.REVIEW, "m0") in [b.payload for b in driver.reply.buttons()]:
        await driver.send(Press(review_payload(driver, "m0")))  # else the moment is shown
    reply = await driver.send(Press(review_payload(driver, "s")))
    assert "Round 1: accuracy" in reply.text()


def _has(driver: Driver, action: str) -> bool:
    try:
        driver.find(action)
    except LookupError:
        return False
    return True


async def test_review_survives_a_restart_and_a_new_game(real_store):
    driver = Driver(seed=12, store=real_store)
    await finished_match(driver)
    await driver.command("new", "1")  # a new game has started
    restarted = RedisStore(real_store.client, prefix=real_store.keys.prefix)
    again = Driver(seed=12, store=restarted)
    reply = await again.command("review")
    assert "📋 Review of your match against" in reply.text()
    ttl = await real_store.client.ttl(real_store.keys.review(again.user.id))
    assert ttl >= 7 * 24 * 3600 - 5
    assert Command  # the command menu names it


def _gain(count: int, by: str = "margin", seal: int = 50, other_seal: int = 40):
    """A verdict whose margins lie `count` rupees apart (as the screens round them)."""
    from tutorbot.tutor.facts import Fact, Kind

    args = {"seal": seal, "other_seal": other_seal, "margin": count + 2, "other_margin": 2}
    return Fact(Kind.VERDICT_GAIN, args | {"other": "camels", "clear": "yes", "by": by})


@pytest.mark.parametrize(
    ("count", "words"),
    [
        (1, "примерно на 1 рупию выгоднее"),
        (2, "примерно на 2 рупии выгоднее"),
        (5, "примерно на 5 рупий выгоднее"),
        (11, "примерно на 11 рупий выгоднее"),
        (21, "примерно на 21 рупию выгоднее"),
        (22, "примерно на 22 рупии выгоднее"),
    ],
)
def test_the_russian_gain_puts_rupees_in_the_accusative(count, words):
    """ "на сколько выгоднее" takes the accusative: на 21 рупию, never "на 21 рупия"
    (the puzzle's failure line and the review's better move both say it)."""
    from tutorbot.chat.grading import gain_words

    assert gain_words(Tutor("ru", strict=True), _gain(count)) == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "worth about 21 rupees more"),
        ("it", "vale circa 21 rupie in più"),
        ("fr", "environ 21 roupies de plus"),
        ("ja", "約21ルピー多く得られます"),
    ],
)
def test_the_gain_names_the_rupees_in_every_language(lang, words):
    from tutorbot.chat.grading import gain_words

    assert gain_words(Tutor(lang, strict=True), _gain(21)) == words


def test_a_key_moment_says_what_the_opponent_answered():
    from tutorbot.tutor.review import reply_after

    start = Game.new(seed=7)
    game, history, camels = start.copy(), [], []
    player = get_player(1, seed=1)
    for _ in range(3):
        move = player.choose(game.observation(game.to_move)).move
        camels.append(game.market[Card.CAMEL])
        history.append(Played(game.to_move, move))
        game.play(move)
    move, _tokens, shown = reply_after(start, history, 0)
    assert (Played(1, move), shown) == (history[1], camels[1])
    assert reply_after(start, history, 2) is None  # nothing answered yet


def _sold_onto_an_empty_pile(seed: int) -> list[Played] | None:
    """A first round from `seed` in which both seats sell whenever a coin says
    so: its history up to seat 1's first sale that banks no token, if any."""
    game, history, rng = Game.new(seed=seed), [], random.Random(seed)
    while not game.round_over:
        moves = list(game.observation(game.to_move).legal_moves())
        sales = [m for m in moves if isinstance(m, Sell)]
        move = rng.choice(sales if sales and rng.random() < 0.5 else moves)
        seat, banked = game.to_move, len(game.goods_won[game.to_move])
        history.append(Played(seat, move))
        game.play(move)
        if seat == 1 and isinstance(move, Sell) and len(game.goods_won[1]) == banked:
            return history
    return None


def test_an_answer_sold_onto_an_empty_pile_is_not_said_to_bring_0_rupees():
    """Not "🤖 Opponent: sell 🌶️ 1 spice." over "• The 🌶️ tokens bring 0
    rupees.": an answer that banked no token names no tokens."""
    from tutorbot.chat.review.screens import reply_lines
    from tutorbot.tutor.review import Moment, reply_after

    seed, history = next((s, h) for s in range(50) if (h := _sold_onto_an_empty_pile(s)))
    record = ReviewRecord(f"{seed:08x}", 1, 0, history)
    ply = len(history) - 2  # seat 0's move, the sale its answer
    played = str(history[ply].move)
    moment = Moment(ply, 1, ply // 2 + 1, played, played, 0.0, "")
    tutor = Tutor("en", strict=True)
    answer, banked, camels = reply_after(start_of(seed, history), history, ply)
    assert answer == history[-1].move and banked == ()
    assert reply_lines(tutor, record, moment) == [
        tutor.t("ai-move", move=tutor.move(answer, camels))
    ]


async def test_the_best_moves_of_a_key_moment_draw_from_the_explanation_budget():
    """/analyse on a review's key moment is a search that only explains: a
    script pressing it again and again is told when to ask again, once."""
    import fakeredis

    from tutorbot.store.budget import BudgetSettings, RedisComputeBudget
    from tutorbot.tutor import Tutor

    driver = Driver(seed=11)
    await finished_match(driver)
    now = [1000.0]
    driver.serve(clock=lambda: now[0])
    driver.serve(
        budget=RedisComputeBudget(
            fakeredis.FakeAsyncRedis(), driver.store.keys, BudgetSettings(1.0, 6.0)
        )
    )
    driver.reply = await driver.command("review")
    driver.reply = await driver.send(Press(review_payload(driver, "m0")))
    texts = [(await driver.send(Press(P.plain(P.REVIEW, "a0")))).text() for _ in range(4)]
    assert texts[0].startswith("🔍") and texts[1].startswith("🔍")
    assert texts[2] == Tutor("en").t("explain-budget-spent", seconds=5)
    assert texts[3] == ""  # told once: then nothing, not a message per press


def test_what_went_well_in_a_round_is_said_with_the_rounds_own_numbers():
    """The round summary's praise is computed: each code's numbers come from
    the round's itemised result, and read in every language."""
    from tutorbot.chat.grading import replay_match
    from tutorbot.chat.review.screens import well_words
    from tutorbot.tutor.review import done_well

    said: set[str] = set()
    for seed in (5, 0x22):
        history, _ = self_play(seed)
        for rnd in replay_match(f"{seed:08x}", history, 0):
            code, args = done_well(rnd, [], 0)
            result = rnd.result
            said.add(code)
            if code == "bonus-sale":
                assert args["tokens"] == "+".join(map(str, result.bonus[0]))
                assert args["total"] == sum(result.bonus[0]) and args["count"] == len(
                    result.bonus[0]
                )
            elif code == "precious":
                values = [v for g, v in result.goods[0] if g in PRECIOUS]
                assert args["total"] == sum(values) > 0
            elif code == "round-won":
                assert result.seal == 0 and args["mine"] == result.rupees[0]
            elif code == "big-sale":
                assert int(args["count"]) >= 5
            for lang in ("en", "it", "fr", "ru", "ja"):
                text = well_words(Tutor(lang, strict=True), code, args)
                assert "{" not in text and text.startswith("👍")
    assert said
    steady = well_words(Tutor("ru", strict=True), "steady", {"turns": 22})
    assert "22 хода" in steady


async def test_a_review_graded_in_the_older_form_is_graded_again():
    """Key moments stored before they carried the search's verdict are graded
    anew on first sight; a current one is kept as it is."""
    from tutorbot.tutor.review import REVIEW_VERSION

    driver = Driver(seed=12)
    await finished_match(driver)
    await driver.command("review")
    record = await driver.store.load_review(driver.user.id)
    graded = record.analysis
    assert graded["v"] == REVIEW_VERSION
    marker = dict(graded, m=[])  # a current record is not graded again
    record.analysis = marker
    await driver.store.save_review(driver.user.id, record)
    await driver.command("review")
    assert (await driver.store.load_review(driver.user.id)).analysis == marker
    old = {k: v for k, v in marker.items() if k != "v"}
    record.analysis = old
    await driver.store.save_review(driver.user.id, record)
    await driver.command("review")
    assert (await driver.store.load_review(driver.user.id)).analysis == graded


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
def test_the_better_moves_worth_is_in_its_verdict_lines_numbers(lang):
    """One judgement on one screen: the "worth N more" of the better move is
    the difference of the margins its verdict line shows, or, when the gain
    is more the Seal's, the two Seal chances that line shows."""
    from dataclasses import replace

    from tutorbot.chat.review.screens import moment_gain
    from tutorbot.tutor.facts import Fact, Kind, decode_facts, encode_facts

    history, _ = self_play(5, plant=True)
    review = review_match(f"{5:08x}", history, 0)
    top = max(review.moments, key=lambda m: m.loss)
    tutor = Tutor(lang, strict=True)
    (gain,) = [f for f in decode_facts(top.facts) if f.kind is Kind.VERDICT_GAIN]
    said = moment_gain(tutor, top)
    if gain.args["by"] == "margin":
        swing = int(gain.args["margin"]) - int(gain.args["other_margin"])
        assert swing >= 1 and said == tutor.t("review-gain", count=swing)
    else:
        assert str(gain.args["seal"]) in said and str(gain.args["other_seal"]) in said
    by_seal = Fact(Kind.VERDICT_GAIN, {**gain.args, "by": "seal"})
    said = moment_gain(tutor, replace(top, facts=encode_facts([by_seal])))
    assert said == tutor.t(
        "review-gain-chance", seal=gain.args["seal"], other_seal=gain.args["other_seal"]
    )
    with pytest.raises(ValueError):  # a key moment without its verdict is a bug, not a guess
        moment_gain(tutor, replace(top, facts=""))


@pytest.mark.parametrize(("lang", "moves"), [("en", 0), ("fr", 0), ("ru", 2), ("ja", 1)])
async def test_a_match_resigned_before_three_moves_has_nothing_to_review(lang, moves):
    """No turn of the player's (or one or two) is no "clean game": the review
    says there is nothing to review and offers no moments to practise."""
    d = Driver(lang, seed=11)
    await d.command("new", "1")
    for _ in range(moves):
        await d.press(P.CAMELS) if (await d.game()).market[CAMEL] else await d.type("take 1")
    await d.command("resign")
    await d.press(P.RESIGN_YES)
    reply = await d.command("review")
    t = Tutor(lang, strict=True)
    assert t.t("review-too-short", turns=moves) in reply.text()
    assert t.t("review-clean", turns=moves) not in reply.text()
    payloads = [b.payload for b in reply.buttons()]
    assert P.plain(P.PUZZLE, "n") not in payloads and P.plain(P.REVIEW, "m0") not in payloads


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
def test_a_rounds_biggest_swing_is_told_in_its_largest_mistakes_numbers(lang):
    """The summary's "biggest swing" of a round is its largest mistake's
    verdict in the words a key moment uses, and "none" when no move fell
    clearly behind: never a figure of another search."""
    from tutorbot.chat.review.screens import round_swing, summary_screen
    from tutorbot.tutor import rupees
    from tutorbot.tutor.facts import encode_facts
    from tutorbot.tutor.review import Moment, Review, RoundReview

    tutor = Tutor(lang, strict=True)
    nine, seal = _gain(9), _gain(3, by="seal", seal=62, other_seal=41)
    rounds = (
        RoundReview(1, 9, 7, encode_facts([nine]), "steady", True, {"turns": 9}),
        RoundReview(2, 9, 8, encode_facts([seal]), "steady", True, {"turns": 9}),
        RoundReview(3, 9, 9, "", "steady", True, {"turns": 9}),
    )
    moments = (Moment(4, 1, 1, "camels", "take diamond", 9.0, encode_facts([nine])),)
    assert round_swing(tutor, rounds[0]) == rupees(tutor.t, 9)  # the margins' difference
    assert round_swing(tutor, rounds[1]) == tutor.t("review-swing-chance", seal=62, other_seal=41)
    assert round_swing(tutor, rounds[2]) == tutor.t("review-swing-none")
    record = ReviewRecord("0000000b", 2, 0, analysis=Review(rounds, moments).to_dict())
    text = summary_screen(tutor, record).text
    assert text.count(rupees(tutor.t, 9)) == 1 and tutor.t("review-swing-none") in text


@pytest.mark.parametrize(
    ("accurate", "turns", "shown"), [(15, 24, 63), (1, 8, 13), (7, 8, 88), (5, 9, 56), (0, 3, 0)]
)
def test_a_rounds_accuracy_rounds_a_half_up_as_its_reader_would(accurate, turns, shown):
    """ "62% (15 of 24)" read as a slip: 62.5 rounds to 63 on paper."""
    from tutorbot.tutor.review import RoundReview

    assert RoundReview(1, turns, accurate, "", "steady").accuracy == shown


def test_a_swing_made_once_the_seal_was_decided_says_so():
    """The play-tester's summary named a 17-rupee swing no key moment showed:
    it came after the round's Seal was decided, where key moments never look.
    The summary still names it (rupees thrown away), and says when it came."""
    from tutorbot.chat.review.screens import round_swing
    from tutorbot.engine import parse_move
    from tutorbot.tutor.facts import Fact, Kind, encode_facts
    from tutorbot.tutor.review import PlayerTurn, ReplayedRound, TurnGrade

    obs = Game.new(seed=3).observation(0)
    move = parse_move("camels")

    def grade(ply: int, gain: int, in_play: bool) -> TurnGrade:
        verdict = Fact(
            Kind.VERDICT_GAIN,
            {"seal": 60, "margin": gain, "other_seal": 58, "other_margin": 0, "by": "margin"},
        )
        turn = PlayerTurn(ply, 1, ply // 2 + 1, obs, move)
        return TurnGrade(turn, "take diamond", float(gain), encode_facts([verdict]), "", in_play)

    rnd = ReplayedRound(1, (), (), None)
    tutor = Tutor("en", strict=True)
    later = summarise([rnd], [[grade(0, 8, True), grade(2, 17, False)]], 0)
    assert [m.ply for m in later.moments] == [0]
    assert round_swing(tutor, later.rounds[0]) == "17 rupees, once the Seal was already decided"
    in_play = summarise([rnd], [[grade(0, 18, True), grade(2, 17, False)]], 0)
    assert round_swing(tutor, in_play.rounds[0]) == "18 rupees"
    stored = Review.from_dict(later.to_dict())  # the flag is kept with the review
    assert stored.rounds[0].swing_in_play is False
