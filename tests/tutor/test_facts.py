"""Every fact the tutor may say holds in the position it is said about.

Positions come from whole games between the AI's levels 1-3 (fast to play);
each fact `facts_for` gives about the moves the search rates best is checked
by its kind's predicate (`tutorbot.tutor.claims`), which plays the move with
the engine in sampled worlds and in the worlds worst for the claim.
`bench/claims.py` runs the same check over thousands of positions.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tutorbot.ai import get_player
from tutorbot.ai.judge import judge
from tutorbot.engine import (
    Card,
    Exchange,
    Game,
    Move,
    Observation,
    Take,
    TakeCamels,
    build_position,
    parse_move,
)
from tutorbot.engine.cards import CAMEL
from tutorbot.tutor import Tutor
from tutorbot.tutor.alternatives import alternative_for
from tutorbot.tutor.claims import holds, positions_from_games
from tutorbot.tutor.explain import fact_text
from tutorbot.tutor.facts import (
    PUBLIC_KINDS,
    Fact,
    Kind,
    decode_facts,
    encode_facts,
    facts_for,
)

POSITIONS = 150


def _players(number: int, seat: int):
    player = get_player(1 + (number + seat) % 3, seed=number * 2 + seat)
    return lambda obs: player.choose(obs).move


@pytest.fixture(scope="module")
def positions() -> list[Observation]:
    return positions_from_games(POSITIONS, seed=29, players=_players)


def test_every_fact_shown_about_the_searchs_top_moves_holds(positions):
    shown: Counter[Kind] = Counter()
    false: list[tuple[Fact, str]] = []
    for obs in positions:
        rated = judge(obs, "hint")
        for r in rated.moves[:3]:
            for fact in facts_for(obs, r.move, rated):
                shown[fact.kind] += 1
                if not holds(fact, obs, r.move, rated):
                    false.append((fact, str(r.move)))
    assert not false
    # the check is not empty: the common kinds all came up
    for kind in (Kind.SALE_TOKENS, Kind.TAKE_PILE, Kind.VERDICT_BEST, Kind.CAMELS_LEAD):
        assert shown[kind] > 0


def test_every_legal_move_of_random_positions_gets_only_true_facts(positions):
    rng = random.Random(5)
    for obs in positions[::5]:
        moves = list(obs.legal_moves())
        for move in rng.sample(moves, min(4, len(moves))):
            for fact in facts_for(obs, move):
                assert holds(fact, obs, move), (fact, move)


def test_a_false_fact_is_caught():
    """The predicates can fail: wrong numbers are false."""
    game = Game.new(seed=3)
    obs = game.observation(game.to_move)
    move = next(m for m in obs.legal_moves() if isinstance(m, Take))
    fact = next(f for f in facts_for(obs, move) if f.kind is Kind.TAKE_PILE)
    assert holds(fact, obs, move)
    assert not holds(Fact(fact.kind, {**fact.args, "left": int(fact.args["left"]) + 1}), obs, move)
    assert not holds(Fact(Kind.ONLY_MOVE), obs, move)
    assert not holds(Fact(Kind.ENDS_ROUND, {"by": "deck"}), obs, move)


def _endgame() -> Observation:
    """Leather and spice piles empty, one cloth token left; the player (seat 0)
    holds 2 cloth, so selling them ends the round.  They lead 40 to 27 in
    visible rupees; the opponent has the bigger herd and two hidden bonus
    tokens from the 4-card pile (in truth 6 and 5)."""
    position = build_position(
        ["silver", "silver", "gold", "diamond", "camel"],
        (["cloth", "cloth", "diamond"], ["gold", "gold"]),
        (1, 4),
        goods_tokens={
            "diamond": [5, 5, 5],
            "gold": [6, 6, 5, 5, 5],
            "silver": [5, 5, 5, 5],
            "cloth": [1],
            "spice": [],
            "leather": [],
        },
        bonus_tokens={"3": [3, 3, 2, 2, 2, 1, 1], "4": [6, 5, 4, 4], "5": [10, 10, 9, 8, 8]},
        won=[
            {"goods": [5, 3, 3, 2, 2, 1, 1, 4, 3, 2, 7, 7], "bonus": []},
            {"goods": [5, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 5], "bonus": [6, 5]},
        ],
    )
    return Game.from_dict(position).observation(0)


def test_the_race_takes_the_opponents_hidden_bonus_tokens_at_their_highest():
    """The reported case: ahead in rupees, but the opponent has the camel token
    and two hidden bonus tokens; the sale that ends the round must not claim
    the Seal, and says how often it is lost."""
    obs = _endgame()
    assert obs.my_rupees == 40 and obs.opp_visible_rupees == 27
    move = parse_move("sell 2 cloth")
    facts = facts_for(obs, move)
    assert facts[0] == Fact(Kind.ENDS_ROUND, {"by": "tokens"})
    race = facts[1]
    assert race.kind is Kind.RACE_LIKELY_LOSS
    # theirs: 27 + the camel token 5 + two of 6 6 5 5 4 4 (8 to 12); mine: 40 + 1
    assert (race.args["mine"], race.args["theirs"], race.args["theirs_high"]) == (41, 40, 44)
    assert holds(race, obs, move)
    text = Tutor("en").explain(facts)
    assert "You lose the round's Seal in" in text and "41 rupees against 40–44 rupees" in text


def test_an_exchange_that_gives_camels_says_the_hand_grows():
    """The lesson's false claim was "your hand stays small": it grows by 2."""
    obs, move = next(
        (obs, m)
        for seed in range(50)
        for obs in [Game.new(seed=seed).observation(0)]
        for m in obs.legal_moves()
        if isinstance(m, Exchange) and m.given[CAMEL] == 2 and not any(m.given[:CAMEL])
    )
    facts = facts_for(obs, move)
    grows = next(f for f in facts if f.kind is Kind.HAND_GROWS)
    assert grows.args["after"] == grows.args["before"] + 2


def _exchange_giving_goods(goods: int) -> tuple[Observation, Exchange]:
    """A deal's exchange that gives back `goods` goods (and camels for the rest)."""
    return next(
        (obs, m)
        for seed in range(200)
        for obs in [Game.new(seed=seed).observation(0)]
        for m in obs.legal_moves()
        if isinstance(m, Exchange) and sum(m.given[:CAMEL]) == goods
    )


@pytest.mark.parametrize(
    ("lang", "one", "several"),
    [
        ("en", "and the one given", "and the goods given"),
        ("fr", "et celle rendue", "et celles rendues"),
        ("it", "e quella rimessa", "e quelle rimesse"),
        ("ru", "отданный товар —", "отданные —"),
    ],
)
def test_the_worth_of_an_exchange_says_one_good_given_in_the_singular(lang, one, several):
    """An exchange takes at least 2 goods but may give back 1 (the rest camels):
    "celles rendues" / "отданные" for one card read as a slip."""
    texts = {}
    for goods in (1, 2):
        obs, move = _exchange_giving_goods(goods)
        worth = next(f for f in facts_for(obs, move) if f.kind is Kind.EXCHANGE_WORTH)
        assert worth.args["given_goods"] == goods and holds(worth, obs, move)
        texts[goods] = Tutor(lang).explain([worth])
    assert one in texts[1] and several not in texts[1]
    assert several in texts[2] and one not in texts[2]
    # a fact stored before the count was kept still reads, as it was written
    stored = Fact(Kind.EXCHANGE_WORTH, {"taken": 8, "given": 3})
    assert several in Tutor(lang).explain([stored])


def test_a_sale_past_the_pile_says_the_cards_left_without_a_token():
    obs = _endgame()
    move = parse_move("sell 2 cloth")
    facts = {f.kind: f for f in facts_for(obs, move)}
    assert facts[Kind.SALE_TOKENS].args["tokens"] == "1"
    assert facts[Kind.SALE_BEYOND_PILE].args == {"good": "cloth", "left": 1, "count": 2}
    for fact in facts.values():
        assert holds(fact, obs, move)


def test_a_sale_onto_an_empty_pile_says_no_token_is_left_not_that_its_tokens_bring_0():
    """Not "The 🌶️ tokens bring 0 rupees." over "No 🌶️ tokens are left…": with
    no token taken the sale-tokens fact does not hold, so it is not said."""
    tokens = {"diamond": [7, 7, 5, 5, 5], "gold": [6, 6, 5, 5, 5], "silver": [5, 5, 5, 5, 5]}
    tokens |= {"cloth": [5, 3, 3, 2, 2, 1, 1], "spice": [], "leather": [4, 3, 2, 1, 1, 1, 1, 1, 1]}
    position = build_position(
        ["gold", "diamond", "camel", "camel", "camel"],
        (["spice", "spice", "cloth"], ["silver"]),
        goods_tokens=tokens,
        won=[{"goods": [5, 3, 3, 2, 2, 1, 1], "bonus": []}, {"goods": [], "bonus": []}],
    )
    obs = Game.from_dict(position).observation(0)
    move = parse_move("sell 2 spice")
    facts = {f.kind: f for f in facts_for(obs, move)}
    assert Kind.SALE_TOKENS not in facts
    assert facts[Kind.SALE_BEYOND_PILE].args == {"good": "spice", "left": 0, "count": 2}
    for fact in facts.values():
        assert holds(fact, obs, move)
    none = Fact(Kind.SALE_TOKENS, {"good": "spice", "count": 2, "tokens": "", "total": 0})
    assert not holds(none, obs, move)
    text = Tutor("en", strict=True).explain(list(facts.values()))
    assert "No 🌶️ tokens are left" in text and "bring" not in text


def test_facts_survive_being_stored_with_a_move():
    game = Game.new(seed=4)
    obs = game.observation(game.to_move)
    for move in list(obs.legal_moves())[:20]:
        facts = facts_for(obs, move)
        assert decode_facts(encode_facts(facts)) == facts
    assert decode_facts("sell_bonus") == []  # a reason code kept before facts


def test_the_ais_why_tells_only_public_facts(positions):
    for obs in positions[::10]:
        for move in list(obs.legal_moves())[:10]:
            assert {f.kind for f in facts_for(obs, move, public=True)} <= PUBLIC_KINDS


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
def test_every_kind_is_worded_in_every_language(positions, lang):
    tutor = Tutor(lang, strict=True)
    worded: set[Kind] = set()
    for obs in positions[:60]:
        rated = judge(obs, "quick")
        for r in rated.moves:
            for fact in facts_for(obs, r.move, rated):
                for side in ("hint", "why"):
                    text = fact_text(tutor.t, fact, side, obs.market[CAMEL])
                    assert "{" not in text and text.strip()
                worded.add(fact.kind)
    assert len(worded) >= 10


def test_the_hint_is_stable(positions):
    """The same observation and seed give the same verdict, hence the same hint."""
    tutor = Tutor("en")
    for obs in positions[:8]:
        first, again = judge(obs, "hint"), judge(obs, "hint")
        assert first == again
        move = first.best.move
        assert tutor.hint(move, facts_for(obs, move, first)) == tutor.hint(
            move, facts_for(obs, move, again)
        )


def test_take_camels_reports_the_herds():
    game = Game.new(seed=2)
    obs = game.observation(game.to_move)
    facts = {f.kind: f for f in facts_for(obs, TakeCamels())}
    herd = next(f for k, f in facts.items() if k.name.startswith("CAMELS_"))
    assert herd.args["mine"] == obs.herd + obs.market[CAMEL]
    assert facts[Kind.DRAWS].args["count"] == obs.market[CAMEL]


def _illegal_moves(obs: Observation, rng: random.Random) -> list:
    """Moves a learner might try that the rules refuse here."""
    tries: list[Move] = [Move.take(Card.CAMEL)]
    tries += [Move.take(Card(g)) for g in range(CAMEL)]
    tries += [Move.sell(Card(g), 1) for g in range(3)]
    tries += [Move.sell(Card(g), obs.hand[g] + 1) for g in range(CAMEL)]
    pairs = [(a, b) for a in range(CAMEL) for b in range(CAMEL) if a != b]
    tries += [Move.exchange([Card(a)], [Card(b)]) for a, b in rng.sample(pairs, 6)]
    return [m for m in tries if obs.check(m) is not None]


def test_the_alternative_after_a_refusal_is_legal_and_among_the_searchs_top_three(positions):
    rng = random.Random(3)
    shown = among = 0
    for obs in positions[:60]:
        rated = judge(obs, "quick").moves
        top = [r.move for r in rated[:3]]
        for tried in _illegal_moves(obs, rng)[:3]:
            rule = obs.check(tried)
            assert rule is not None
            better = alternative_for(rule, tried, obs, [r.move for r in rated])
            assert better is not None and obs.check(better) is None
            shown += 1
            among += better in top
    assert shown > 50 and among / shown >= 0.95


def test_a_sale_says_when_its_bonus_pile_has_run_out():
    """Rare in real games (none in 2,000 positions of bench/claims.py), so built here."""
    position = build_position(
        ["camel", "camel", "camel", "gold", "diamond"],
        (["leather", "leather", "leather", "spice"], ["gold"]),
        bonus_tokens={"3": [], "4": [6, 6, 5, 5, 4, 4], "5": [10, 10, 9, 8, 8]},
        won=[{"goods": [], "bonus": []}, {"goods": [], "bonus": [3, 3, 2, 2, 2, 1, 1]}],
    )
    obs = Game.from_dict(position).observation(0)
    move = parse_move("sell 3 leather")
    facts = {f.kind: f for f in facts_for(obs, move)}
    assert Kind.SALE_BONUS not in facts
    assert facts[Kind.SALE_NO_BONUS].args == {"size": 3}
    assert holds(facts[Kind.SALE_NO_BONUS], obs, move)
    assert not holds(Fact(Kind.SALE_NO_BONUS, {"size": 3}), obs, parse_move("sell 2 leather"))
    text = Tutor("en").explain([facts[Kind.SALE_NO_BONUS]])
    assert "bonus tokens for 3 cards have run out" in text


def _seen_taking_a_diamond() -> Observation:
    """The opponent (seat 1) was seen taking a diamond; one more is in the market."""
    position = build_position(
        ["diamond", "diamond", "gold", "camel", "camel"],
        (["silver", "cloth"], ["spice"]),
        to_move=1,
    )
    game = Game.from_dict(position)
    game.play(parse_move("take diamond"))
    return game.observation(0)


def test_what_the_market_left_offers_the_opponent_counts_the_cards_they_were_seen_taking():
    obs = _seen_taking_a_diamond()
    assert obs.opp_known[Card.DIAMOND] == 1 and obs.market[Card.DIAMOND] >= 1
    move = parse_move("take gold")
    facts = {f.kind: f for f in facts_for(obs, move)}
    offer = facts[Kind.OPP_BEST_TAKE]
    assert offer.args == {"good": "diamond", "known": 1, "held": 2, "tokens": "7+7", "worth": 14}
    assert holds(offer, obs, move)
    for wrong in ({"worth": 19, "tokens": "7+7+5"}, {"known": 2, "held": 3}):
        assert not holds(Fact(offer.kind, {**offer.args, **wrong}), obs, move)
    text = Tutor("en", strict=True).explain([offer])
    assert "7+7 = 14 rupees" in text and "the 1 💎 they were seen taking" in text
    # taking that diamond leaves them none: the fact is not said
    take = {f.kind for f in facts_for(obs, parse_move("take diamond"))}
    if obs.market[Card.DIAMOND] == 1:
        assert Kind.OPP_BEST_TAKE not in take


def test_the_review_and_why_verdicts_quote_the_judgements_numbers(positions):
    from tutorbot.tutor.facts import verdict_gain, verdict_mine

    checked = clear = close = 0
    for obs in positions[:40]:
        moves = list(obs.legal_moves())
        if len(moves) < 2:
            continue
        better, played = moves[0], moves[-1]
        judgement = judge(obs, "hint", (better, played))
        compared = judgement.compare(better, played)
        gains = verdict_gain(compared)
        assert bool(gains) == compared.separated  # "better" only when it is one
        for gain in gains:
            best = compared.better.move
            assert holds(gain, obs, best, judgement)
            wrong = Fact(gain.kind, {**gain.args, "seal": int(gain.args["seal"]) + 1})
            assert not holds(wrong, obs, best, judgement)
            foggy = Fact(gain.kind, {**gain.args, "clear": "no"})
            assert not holds(foggy, obs, best, judgement)
        (mine,) = verdict_mine(played, judgement)
        assert holds(mine, obs, played, judgement)
        flipped = "no" if mine.args["best"] == "yes" else "yes"
        assert not holds(Fact(mine.kind, {**mine.args, "best": flipped}), obs, played, judgement)
        unclear = "no" if mine.args["clear"] == "yes" else "yes"
        assert not holds(Fact(mine.kind, {**mine.args, "clear": unclear}), obs, played, judgement)
        clear += mine.args["clear"] == "yes"
        close += mine.args["clear"] == "no"
        for lang in ("en", "it", "fr", "ru", "ja"):
            t = Tutor(lang, strict=True).t
            for fact in (*gains, mine):
                text = fact_text(t, fact, "why", obs.market[CAMEL])
                assert "{" not in text and str(fact.args["seal"]) in text
        checked += 1
    assert checked >= 30 and clear and close  # both wordings came up


def test_if_the_opponent_ends_the_round_next_turn_their_ending_move_counts(positions):
    """ "If your opponent ends the round next turn, you still take the Seal …":
    their rupees include the tokens of the very move that ends it (a sale that
    empties a third pile brings its tokens and maybe a bonus), so the claim
    holds for every reply that ends the round; where it depends on how they
    end it, nothing is said."""
    from tutorbot.tutor.move_effect import (
        effect_of,
        opponent_can_end,
        opponent_endings,
        race_after,
        race_after_reply,
    )

    said = counted_sale = 0
    for obs in positions:
        for move in list(obs.legal_moves())[:30]:
            effect = effect_of(obs, move)
            if not opponent_can_end(obs, effect) or ends_round_now(obs, move):
                continue
            facts = [f for f in facts_for(obs, move) if f.kind.name.startswith("RACE_")]
            race = race_after_reply(obs, effect)
            assert [f.args["end"] for f in facts] == ([] if race is None else ["reply"])
            for fact in facts:
                said += 1
                assert holds(fact, obs, move), (fact, str(move))
                sales = [e for e in opponent_endings(obs, effect) if e.tokens]
                if sales:
                    as_if_now = race_after(obs, effect)  # the round ending as things stand
                    top = max(e.tokens + e.bonus for e in sales)
                    assert fact.args["theirs_high"] >= as_if_now.theirs[1] + top
                    counted_sale += 1
    assert said > 0 and counted_sale > 0, (said, counted_sale)


def ends_round_now(obs: Observation, move: Move) -> bool:
    from tutorbot.tutor.move_effect import effect_of, ends_round

    return ends_round(obs, effect_of(obs, move)) is not None
