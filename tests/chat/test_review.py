"""The match review: grading from the player's seat, key moments, screens, storage."""

from __future__ import annotations

from functools import cache

import pytest

from tests.support.chat_driver import Driver
from tutorbot.ai.grading import GRADER
from tutorbot.ai.players import Player
from tutorbot.chat import Command, Press, grading
from tutorbot.chat import payload as P
from tutorbot.chat.grading import review_match, review_seed
from tutorbot.chat.review.screens import REVIEW_GAME
from tutorbot.engine import Card, Game, Move, Played
from tutorbot.engine.cards import CAMEL, PRECIOUS
from tutorbot.store import RedisStore, ReviewRecord
from tutorbot.store.review import decode_review, encode_review
from tutorbot.tutor import Tutor
from tutorbot.tutor.review import KEY_THRESHOLD, grade_round, replay, start_of


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


def test_a_planted_blunder_is_the_top_key_moment():
    history, planted = self_play(5, plant=True)
    assert str(history[planted]) == "0:sell 1 leather"  # with five leather in hand
    review = review_match(f"{5:08x}", history, 0)
    top = max(review.moments, key=lambda m: m.loss)
    assert top.ply == planted
    assert top.best.startswith("sell") and top.loss > KEY_THRESHOLD
    assert [m.ply for m in review.moments] == sorted(m.ply for m in review.moments)


def test_a_key_moment_gives_the_searchs_verdict_on_both_moves_and_it_holds():
    """What goes wrong after the weaker move, in the search's numbers: the
    better move's Seal chance and margin against the one played, rated in the
    same worlds; the fact's predicate checks them against a fresh rating."""
    from tutorbot.ai.verdict import rate_these
    from tutorbot.tutor.claims import holds
    from tutorbot.tutor.facts import Kind, decode_facts
    from tutorbot.tutor.review import position_before

    history, planted = self_play(5, plant=True)
    game_id = f"{5:08x}"
    review = review_match(game_id, history, 0)
    top = max(review.moments, key=lambda m: m.loss)
    assert top.ply == planted
    (gain,) = [f for f in decode_facts(top.facts) if f.kind is Kind.VERDICT_GAIN]
    assert gain.args["other"] == top.played
    obs = position_before(start_of(5, history), history, 0, top.ply)
    rated = rate_these(obs, review_seed(game_id, top.ply), [top.best_move, top.played_move])
    assert holds(gain, obs, top.best_move, rated)
    assert int(gain.args["margin"]) > int(gain.args["other_margin"])  # selling 1 of 5 costs
    text = Tutor("en", strict=True).explain([gain])
    assert f"{gain.args['seal']}%" in text and "sell 👜 1 leather" in text


def test_the_strongest_level_against_itself_has_few_key_moments():
    history, _ = self_play(0x22)
    review = review_match(f"{0x22:08x}", history, 0)
    assert len(review.moments) <= 1
    assert all(r.accuracy >= 80 for r in review.rounds)
    assert len(review.rounds) >= 2


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

    def grader(obs, move, s):
        return grading._grade(obs, move, s, worlds=3)

    def seed_of(ply):
        return review_seed("x", ply)

    a = grade_round(first_round, grader, seed_of)
    b = grade_round(mirrored, grader, seed_of)
    assert [(g.best, g.loss, g.facts) for g in a] == [(g.best, g.loss, g.facts) for g in b]


def test_a_review_record_is_small():
    history, _ = self_play(0x22)
    record = ReviewRecord(f"{0x22:08x}", 5, 0, history)
    record.analysis = review_match(record.game_id, history, 0).to_dict()
    data = encode_review(record)
    assert len(data) <= 1536, len(data)
    assert decode_review(data) == record


# ------------------------------------------------------------------ screens
@pytest.fixture
def quick_review(monkeypatch):
    monkeypatch.setattr(grading, "REVIEW_WORLDS", 2)


async def finished_match(driver: Driver) -> None:
    await driver.play_match(level=3, human_level=1)


def review_payload(driver: Driver, arg: str = "") -> str:
    wanted = P.plain(P.REVIEW, arg) if arg else P.plain(P.REVIEW)
    assert wanted in [b.payload for b in driver.reply.buttons()], driver.reply.buttons()
    return wanted


async def test_review_screens_and_trying_a_move(quick_review):
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
    assert reply.text().count("\n\n") == 3
    reply = await driver.send(Press(review_payload(driver, "m0")))
    assert reply.text() == text  # back to the moment
    reply = await driver.send(Press(review_payload(driver, "t0")))
    assert "Better:" not in reply.text()  # the question alone first
    tries = [P.decode(b.payload) for b in reply.buttons()]
    try_button = next(p for p in tries if getattr(p, "game_id", None) == REVIEW_GAME)
    for action, forged in ((P.TAKE, "99"), (P.SELL_GOOD, "6"), (P.TAKE, "²")):
        data = P.game(REVIEW_GAME, try_button.version, action, forged)
        assert "Key moment" in (await driver.send(Press(data))).text()  # ignored, not a crash
    record = await driver.store.load_review(driver.user.id)
    best = record.analysis["m"][0][4]
    reply = await driver.type(best)
    assert "suggested move" in reply.text() and "Better:" in reply.text()  # with its why
    reply = await driver.type(best)  # another try, straight away: as many as one likes
    assert "suggested move" in reply.text()
    await driver.send(Press(review_payload(driver, "m0")))  # back to the moment
    reply = await driver.send(Press(review_payload(driver, "t0")))
    assert "Better:" not in reply.text()
    reply = await driver.send(Press(review_payload(driver, "b0")))  # the answer on request
    assert "Better:" in reply.text() and reply.messages[0].inline
    # a move built with the game's buttons: still trying, the answer shown
    reply = await driver.press(P.CAMELS) if _has(driver, P.CAMELS) else None
    if reply is not None:
        assert "Your move" in reply.text() or "suggested" in reply.text()
    await driver.send(Press(review_payload(driver, "m0")))
    reply = await driver.send(Press(review_payload(driver, "s")))
    assert "Round 1: accuracy" in reply.text()


def _has(driver: Driver, action: str) -> bool:
    try:
        driver.find(action)
    except LookupError:
        return False
    return True


async def test_review_survives_a_restart_and_a_new_game(real_store, quick_review):
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


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
def test_the_seal_swing_is_told_as_a_risk_after_a_won_round(lang):
    """A round the player won did not cost them its Seal."""
    from tutorbot.chat.review.screens import swing_words
    from tutorbot.tutor import Tutor
    from tutorbot.tutor.review import ROUND_AT_STAKE

    tutor = Tutor(lang, strict=True)
    won = swing_words(tutor, ROUND_AT_STAKE + 1, True)
    lost = swing_words(tutor, ROUND_AT_STAKE + 1, False)
    assert won == tutor.t("review-swing-seal", won="yes") != lost
    if lang == "en":
        assert "at risk" in won and "decide" in lost


@pytest.mark.parametrize(
    ("loss", "words"),
    [
        (0.4, "примерно на 1 рупию выгоднее"),
        (1, "примерно на 1 рупию выгоднее"),
        (2, "примерно на 2 рупии выгоднее"),
        (5, "примерно на 5 рупий выгоднее"),
        (11, "примерно на 11 рупий выгоднее"),
        (21.2, "примерно на 21 рупию выгоднее"),
        (22, "примерно на 22 рупии выгоднее"),
    ],
)
def test_the_russian_gain_puts_rupees_in_the_accusative(loss, words):
    """ "на сколько выгоднее" takes the accusative: на 21 рупию, never "на 21 рупия"
    (the puzzle's failure line and the review's better move both say it)."""
    from tutorbot.chat.review.screens import gain_words
    from tutorbot.tutor import Tutor

    assert gain_words(Tutor("ru", strict=True), loss) == words


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
    from tutorbot.chat.review.screens import gain_words
    from tutorbot.tutor import Tutor

    assert gain_words(Tutor(lang, strict=True), 21) == words


def test_a_key_moment_says_what_the_opponent_answered():
    from tutorbot.ai import get_player
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


async def test_the_best_moves_of_a_key_moment_draw_from_the_explanation_budget(quick_review):
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


async def test_a_review_graded_in_the_older_form_is_graded_again(quick_review):
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
def test_the_better_moves_worth_is_the_margin_its_verdict_line_states(lang):
    """One number on one screen: the "worth N more" of the better move is the
    verdict's margin difference (both moves rated in the same worlds), not the
    grading search's own estimate beside it."""
    from dataclasses import replace

    from tutorbot.chat.review.screens import gain_words, moment_gain
    from tutorbot.tutor.facts import Fact, Kind, decode_facts, encode_facts

    history, _ = self_play(5, plant=True)
    review = review_match(f"{5:08x}", history, 0)
    top = max(review.moments, key=lambda m: m.loss)
    tutor = Tutor(lang, strict=True)
    (gain,) = [f for f in decode_facts(top.facts) if f.kind is Kind.VERDICT_GAIN]
    swing = int(gain.args["margin"]) - int(gain.args["other_margin"])
    assert moment_gain(tutor, top) == tutor.t("review-gain", count=swing)
    # margins tied, a higher Seal chance: that is what it is worth
    tied = Fact(Kind.VERDICT_GAIN, {**gain.args, "other_margin": gain.args["margin"]})
    said = moment_gain(tutor, replace(top, facts=encode_facts([tied])))
    assert str(gain.args["seal"]) in said and str(gain.args["other_seal"]) in said
    # no verdict kept: the grading's own figure
    assert moment_gain(tutor, replace(top, facts="")) == gain_words(tutor, top.loss)


@pytest.mark.parametrize(("lang", "moves"), [("en", 0), ("fr", 0), ("ru", 2), ("ja", 1)])
async def test_a_match_resigned_before_three_moves_has_nothing_to_review(quick_review, lang, moves):
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
    assert t.t("review-clean") not in reply.text()
    payloads = [b.payload for b in reply.buttons()]
    assert P.plain(P.PUZZLE, "n") not in payloads and P.plain(P.REVIEW, "m0") not in payloads


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
def test_a_rounds_biggest_swing_is_told_in_its_key_moments_numbers(lang):
    """The summary's "biggest swing" of a round agrees with its key moments'
    "worth N more": the largest verdict margin among them (the grading's own
    loss, from another search, said 24 where the moment says 9), the Seal only
    when a verdict's Seal chances lie `SEAL_CHANCE_AT_STAKE` apart, and the
    grading's figure for a round with no verdict kept."""
    from tutorbot.chat.review.screens import moment_gain, round_swing, summary_screen, swing_words
    from tutorbot.tutor import rupees
    from tutorbot.tutor.facts import Fact, Kind, encode_facts
    from tutorbot.tutor.review import SEAL_CHANCE_AT_STAKE, Moment, Review, RoundReview

    def moment(rnd, ply, seal, other_seal, margin, other_margin):
        args = {"seal": seal, "other_seal": other_seal, "margin": margin}
        fact = Fact(Kind.VERDICT_GAIN, args | {"other_margin": other_margin, "other": "camels"})
        return Moment(ply, rnd, 1, "camels", "take diamond", 24.0, encode_facts([fact]))

    tutor = Tutor(lang, strict=True)
    rounds = tuple(RoundReview(n, 9, 6, 24.0, "steady", True, {"turns": 9}) for n in (1, 2, 3))
    near = int(SEAL_CHANCE_AT_STAKE)  # below the threshold, as percent points go
    moments = (
        moment(1, 4, 55, 55 - near, 12, 3),
        moment(1, 8, 50, 45, 5, 1),
        moment(2, 30, 80, 80 - near - 1, 2, 2),
    )
    assert round_swing(tutor, rounds[0], moments) == rupees(tutor.t, 9)
    assert tutor.t("review-gain", count=9) == moment_gain(tutor, moments[0])
    assert round_swing(tutor, rounds[1], moments) == tutor.t("review-swing-seal", won="yes")
    assert round_swing(tutor, rounds[2], moments) == swing_words(tutor, 24.0, True)
    record = ReviewRecord("0000000b", 2, 0, analysis=Review(rounds, moments).to_dict())
    text = summary_screen(tutor, record).text
    assert rupees(tutor.t, 24) in text  # round 3 alone keeps the grading's figure
    assert text.count(rupees(tutor.t, 9)) == 1
