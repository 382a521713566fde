"""The AI levels: fair play, reproducibility, reasons and whole matches."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from bench.arena import Opponent, make_player, play_match
from bench.opponents import OPPONENTS
from tutorbot.ai import LEVELS, get_player
from tutorbot.ai.leaf_value import fitted_lead, leaf_terms, leaf_value
from tutorbot.ai.players import Level, Player, quick_values
from tutorbot.ai.playout_policy import FLAT_POLICY, GREEDY_POLICY, PROGRESS_POLICY
from tutorbot.ai.round_copy import RoundCopy
from tutorbot.engine import Game, Move, Sell

#: Playouts per decision in these tests: the same code paths as the real
#: budgets (several halving stages), a fraction of the time.
TEST_PLAYOUTS = {4: 24, 5: 40}


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    for n, playouts in TEST_PLAYOUTS.items():
        lv = LEVELS[n]
        assert lv.rollouts is not None
        monkeypatch.setitem(
            LEVELS, n, replace(lv, rollouts=replace(lv.rollouts, playouts=playouts))
        )


def small(opponent: Opponent) -> Opponent:
    """A benchmark opponent with a small budget (the rollout bot's 512 playouts: 32)."""
    if isinstance(opponent, Level) and opponent.rollouts is not None:
        return replace(opponent, rollouts=replace(opponent.rollouts, playouts=32))
    return opponent


SMALL_OPPONENTS = {name: small(opponent) for name, opponent in OPPONENTS.items()}


def bench_player(name: str, seed: int) -> Player:
    """A benchmark opponent with a small budget."""
    return make_player(name, seed, SMALL_OPPONENTS)


def positions(count: int = 12, seed: int = 0) -> list[Game]:
    """Positions from random play, each with a move to make."""
    rng = random.Random(seed)
    out = []
    for s in range(count):
        g = Game.new(seed=1000 + s)
        for _ in range(rng.randrange(0, 25)):
            g.play(rng.choice(g.legal_moves()))
            if g.round_over:
                break
        if not g.round_over:
            out.append(g)
    return out


def hidden_twin(game: Game) -> Game:
    """Same observation for the player to move, different hidden cards."""
    d = game.to_dict()
    me, opp = game.to_move, 1 - game.to_move
    deck = list(d["deck"])
    opp_hand = list(d["hands"][opp])
    known = d["known"][opp]
    unknown = [c for c in opp_hand]
    for k in known:
        unknown.remove(k)
    goods_at = [i for i, c in enumerate(deck) if c != "camel" and c not in unknown]
    if unknown and goods_at:
        i = goods_at[0]
        swap = unknown[0]
        opp_hand.remove(swap)
        opp_hand.append(deck[i])
        deck[i] = swap
    order = ["diamond", "gold", "silver", "cloth", "spice", "leather"]
    d["hands"][opp] = sorted(opp_hand, key=order.index)
    d["deck"] = list(reversed(deck))
    d["bonus_tokens"] = {k: list(reversed(v)) for k, v in d["bonus_tokens"].items()}
    twin = Game.from_dict(d)
    assert twin.observation(me) == game.observation(me)
    return twin


def test_five_levels_with_names():
    assert sorted(LEVELS) == [1, 2, 3, 4, 5]
    assert len({lv.key for lv in LEVELS.values()}) == 5
    with pytest.raises(ValueError):
        get_player(6)


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_fair_play_same_observation_same_decision(level):
    for game in positions(8):
        twin = hidden_twin(game)
        a = get_player(level, seed=42).choose(game.observation(game.to_move))
        b = get_player(level, seed=42).choose(twin.observation(twin.to_move))
        assert a == b


@pytest.mark.parametrize("name", ["old5", "rollout", "beginner"])
def test_benchmark_opponents_play_fair_and_reproducibly(name):
    for game in positions(6, seed=2):
        twin = hidden_twin(game)
        a = bench_player(name, 42).choose(game.observation(game.to_move))
        b = bench_player(name, 42).choose(twin.observation(twin.to_move))
        assert a == b and game.check(a.move) is None


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_move_legal_over_many_positions(level):
    # level 5 thinks ~0.3 s a move: fewer positions (its core is checked
    # against the engine move by move in test_core.py)
    games = positions(60 if level < 5 else 24, seed=11)
    assert len(games) > (40 if level < 5 else 16)
    for game in games:
        move = get_player(level, seed=3).choose(game.observation(game.to_move)).move
        assert game.check(move) is None


def test_the_careful_beginner_plays_legal_moves_and_sells_its_sets():
    sold_sets = 0
    for seed in range(30):
        game = Game.new(seed=seed)
        players = [bench_player("beginner", seed), bench_player("beginner", seed + 1)]
        while not game.round_over:
            obs = game.observation(game.to_move)
            move = players[game.to_move].choose(obs).move
            assert game.check(move) is None
            sold_sets += isinstance(move, Sell) and move.number >= 3
            game.play(move)
    assert sold_sets >= 30


def test_a_safety_deadline_still_gives_a_legal_move():
    for game in positions(4, seed=8):
        decision = get_player(5, seed=1, max_seconds=1e-6).choose(game.observation(game.to_move))
        assert game.check(decision.move) is None


def test_the_round_copy_follows_the_engine():
    """The search's lean copy of a round applies moves and scores rounds as the engine does."""
    rng = random.Random(4)
    for seed in range(30):
        game = Game.new(seed=seed)
        sim = RoundCopy.of(game)
        while not game.round_over:
            move = rng.choice(game.legal_moves())
            game.play(move)
            sim.play(move)
            assert sim.over == game.round_over
            assert sim.hands == game.hands and sim.market == game.market
            assert sim.rupees == [sum(game.goods_won[p]) + sum(game.bonus_won[p]) for p in (0, 1)]
        result = game.last_result
        assert result is not None
        margin = result.rupees[0] - result.rupees[1]
        value = sim.outcome(0)
        if result.seal is None:
            assert value == 0
        else:
            assert (value > 0) == (result.seal == 0)
            assert value == pytest.approx((1 if result.seal == 0 else -1) + 0.01 * margin)


def test_the_exchange_bound_only_skips_exchanges_that_could_not_win():
    """`best_exchange` gives up early against a better plain move (`beat`), or
    skips the sizes of exchange that could not beat it: whenever the exchange
    built in full beats `beat`, the early one must be that same exchange."""
    rng = random.Random(11)
    skipped = 0
    for game in positions(60, seed=12):
        sim = RoundCopy.of(game)
        p = sim.to_move
        table = sim.table(PROGRESS_POLICY.rows)
        lure = [rng.choice([0.0, rng.uniform(0, 6)]) for _ in range(6)]
        size = sum(sim.hands[p])
        full = PROGRESS_POLICY.best_exchange(sim, p, table, lure, size)
        for beat in (-5.0, 0.0, 1.5, 3.0, 6.0, 12.0):
            early = PROGRESS_POLICY.best_exchange(sim, p, table, lure, size, beat)
            if full is not None and full[0] > beat:
                assert early == full
            else:
                assert early is None or early[0] <= beat
                skipped += early != full
    assert skipped  # the bound does cut some work short


def test_the_leaf_value_is_the_evaluations():
    """A playout's leaf is valued exactly as `evaluation.value_diff` values a game."""
    from tutorbot.ai.evaluation import value_diff

    for game in positions(30, seed=6):
        for me in (0, 1):
            assert leaf_value(RoundCopy.of(game), me) == pytest.approx(value_diff(game, me))


def test_the_leaf_terms_add_up_to_the_leaf_value():
    """research/leaf_fit.py weighs the leaf's terms apart: weighing each 1 (the
    tempo aside) is the leaf itself, and each term is one player's less the
    other's, so it changes sign with the seat."""
    for game in positions(30, seed=7):
        sim = RoundCopy.of(game)
        for me in (0, 1):
            terms = leaf_terms(sim, me)
            assert sum(terms[:4]) == pytest.approx(leaf_value(sim, me))
            assert terms == pytest.approx([-t for t in leaf_terms(sim, 1 - me)])


def test_horizon_playouts_stop_or_score_the_round():
    rng = random.Random(3)
    for seed in range(20):
        sim = RoundCopy.of(Game.new(seed=seed))
        deck = len(sim.deck)
        value = PROGRESS_POLICY.play_to_horizon(sim, 0, rng, noise=0.1, plies=12)
        assert sim.over or len(sim.deck) < deck  # it played, and stopped at the horizon
        assert -200 < value < 200


def test_odds_values_saturate_a_lead_and_keep_the_seal_first():
    """Level 5 values a position like its chance of the Seal: a lead still in
    play is the fitted leaf's (`fitted_lead`), saturated, and never reaches a
    Seal's worth; a finished round is its Seal and keeps a fifth of its margin."""
    from tutorbot.ai.leaf_value import ODDS_MARGIN, SEAL_RUPEES

    kinds = set()
    for seed in range(40):
        plies = 6 if seed % 2 else 80
        rupees_sim, odds_sim = RoundCopy.of(Game.new(seed=seed)), RoundCopy.of(Game.new(seed=seed))
        play = PROGRESS_POLICY.play_to_horizon
        rupees = play(rupees_sim, 0, random.Random(seed), 0.1, plies)
        odds = play(odds_sim, 0, random.Random(seed), 0.1, plies, odds=True)
        assert odds_sim.over == rupees_sim.over  # the same playout, valued two ways
        if odds_sim.over:
            seal = math.copysign(SEAL_RUPEES, rupees)
            assert odds == pytest.approx(seal + ODDS_MARGIN * (rupees - seal))
        else:
            assert abs(odds) < SEAL_RUPEES
            assert odds == pytest.approx(SEAL_RUPEES * math.tanh(fitted_lead(odds_sim, 0)))
        kinds.add(odds_sim.over)
    assert kinds == {True, False}


def test_the_fitted_lead_is_one_players_less_the_others():
    """The fitted leaf weighs terms that change sign with the seat, so one
    player's lead is the other's deficit, and the same terms weigh more (a
    smaller scale) the fewer cards are left in the deck."""
    from tutorbot.ai.leaf_value import LEAF_BY_DECK, LEAF_FIT

    for game in positions(30, seed=9):
        sim = RoundCopy.of(game)
        assert fitted_lead(sim, 0) == pytest.approx(-fitted_lead(sim, 1))
    assert len(LEAF_BY_DECK) > 40 and LEAF_BY_DECK[0] == LEAF_FIT[0][1]
    scales = [weights[0] for weights in LEAF_BY_DECK]
    assert scales == sorted(scales)


def test_level_5s_playouts_value_hands_alike_at_every_stage():
    """Level 5's policy discounts a hand by `FLAT_DISCOUNT` whatever the
    round's progress, where level 4's discounts it more the later it is; the
    leaf still reads the evaluation's rows."""
    from tutorbot.ai.evaluation import POTENTIAL_ROWS, PROGRESS_WEIGHTS, value_diff
    from tutorbot.ai.playout_policy import FLAT_DISCOUNT

    for g, by_length in enumerate(FLAT_POLICY.rows):
        for length, by_stage in enumerate(by_length):
            for stage, row in enumerate(by_stage):
                plain = POTENTIAL_ROWS[g][length][stage]
                factor = FLAT_DISCOUNT / PROGRESS_WEIGHTS[stage]
                assert row == pytest.approx([x * factor for x in plain])
                assert row == pytest.approx(by_stage[0])
    for game in positions(10, seed=10):
        copy = RoundCopy.of(game)
        flat = copy.table(FLAT_POLICY.rows)  # the copy now holds the policy's rows
        assert leaf_value(copy, 0) == pytest.approx(value_diff(game, 0))
        plain = copy.table(PROGRESS_POLICY.rows)
        assert flat != plain or all(not any(r) for r in plain)


def test_playouts_reach_the_round_end():
    rng = random.Random(2)
    for seed in range(20):
        sim = RoundCopy.of(Game.new(seed=seed))
        value = PROGRESS_POLICY.play_out(sim, 0, rng, noise=0.1)
        assert sim.over and -2 < value < 2


def test_hidden_cards_really_differ_somewhere():
    games = positions(8)
    assert any(hidden_twin(g).to_dict()["hands"] != g.to_dict()["hands"] for g in games)


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_reproducible_for_a_seed(level):
    for game in positions(6, seed=3):
        obs = game.observation(game.to_move)
        first = get_player(level, seed=9).choose(obs)
        again = get_player(level, seed=9).choose(obs)
        assert first == again
        assert isinstance(first.move, Move) and game.check(first.move) is None


@pytest.mark.parametrize("level", [1, 2])
def test_low_levels_are_weak_but_never_absurd(level):
    for game in positions(20, seed=5):
        obs = game.observation(game.to_move)
        moves = obs.legal_moves()
        values = sorted(quick_values(obs, moves, short_sighted=level == 1))
        chosen = get_player(level, seed=1).choose(obs).move
        value = quick_values(obs, [chosen], short_sighted=level == 1)[0]
        assert value >= values[len(values) // 2]  # never from the worse half of its options


def test_only_move():
    from tutorbot.engine import build_position

    # A market of camels and three single precious cards in hand: no sale (two at
    # least), no good to take, nothing to exchange for; taking the camels is all.
    g = Game.from_dict(build_position(["camel"] * 5, (["diamond", "gold", "silver"], ["cloth"])))
    assert [str(m) for m in g.legal_moves()] == ["camels"]
    decision = get_player(3, seed=1).choose(g.observation(0))
    assert str(decision.move) == "camels"


def test_matches_between_levels_finish():
    rec = play_match(4, 2, seed=3)
    assert rec.winner in (0, 1) and rec.rounds in (2, 3)
    assert rec.think[0] and rec.think[1]


def test_playout_policies_are_values():
    """A policy is its settings: equal settings are the same policy, and it
    travels to a tournament's worker processes as its settings."""
    import pickle

    from research.policy_duel import reweighed

    assert reweighed((0.72,) * 5) == FLAT_POLICY and hash(reweighed((0.72,) * 5))
    assert len({PROGRESS_POLICY, FLAT_POLICY, GREEDY_POLICY}) == 3
    again = pickle.loads(pickle.dumps(FLAT_POLICY))
    assert again == FLAT_POLICY and again.rows == FLAT_POLICY.rows


def test_a_reference_value_does_not_depend_on_the_other_moves_scored():
    """research/decision_noise.py scores a move a budget picks outside the
    reference's list later, alone: that is fair only if the same seed draws the
    same worlds for it, however many moves share the search."""
    from research.decision_noise import Reference, positions

    obs = positions(1, seed=3)[0]
    ref = Reference(obs, worlds=6, seed=5)
    move, value = next(iter(ref.values.items()))
    assert Reference(obs, worlds=6, seed=5, moves=[move]).values[move] == value
    assert ref.regret(max(ref.values, key=ref.values.__getitem__)) == 0.0


def test_the_policy_duel_is_fair_between_equal_policies():
    """research/policy_duel.py plays each deal from both seats: a policy against
    an equal one wins exactly one of each pair of rounds (no exploration, no
    tie on these deals), and one that barely values its hand loses most."""
    from research.policy_duel import duel, reweighed
    from tutorbot.ai.evaluation import PROGRESS_WEIGHTS

    assert duel(reweighed(PROGRESS_WEIGHTS), PROGRESS_POLICY, deals=30, noise=0.0) == 30
    assert duel(PROGRESS_POLICY, PROGRESS_POLICY, deals=30, noise=0.0) == 30
    assert duel(reweighed((0.05,) * 5), PROGRESS_POLICY, deals=30, noise=0.0) < 20
