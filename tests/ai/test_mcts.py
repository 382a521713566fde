"""The determinized tree search on the compiled core (issue 30)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bench.arena import play_match
from bench.public_weights import padded
from tests.support.positions import midgame
from tutorbot.ai import core
from tutorbot.ai.mcts import MctsBudget, mcts_move, mcts_shares
from tutorbot.ai.players import LEVELS, Level
from tutorbot.ai.td_weights import WEIGHTS
from tutorbot.engine import Game

pytestmark = pytest.mark.skipif(not core.AVAILABLE, reason="the compiled core is not built")

SMALL = MctsBudget(worlds=3, sims=60)


def test_a_seed_reproduces_a_decision():
    obs = midgame(1).observation(midgame(1).to_move)
    first = mcts_shares(obs, random.Random(5), SMALL)
    assert mcts_shares(obs, random.Random(5), SMALL) == first
    moves, shares = first
    assert set(moves) == set(obs.legal_moves())
    assert sum(shares) == pytest.approx(SMALL.worlds)  # each world's visit shares add to 1


def test_the_deadline_is_a_safety_net_inside_each_worlds_tree():
    """Past its deadline a search of one tree a world searches its first world
    until the core's first check (64 simulations), then no other."""
    game = midgame(2)
    obs = game.observation(game.to_move)
    budget = replace(SMALL, sims=5000)
    stopped = mcts_shares(obs, random.Random(1), budget, deadline=0.0)
    assert sum(stopped[1]) == pytest.approx(1.0)  # one world searched
    assert stopped == mcts_shares(obs, random.Random(1), replace(budget, worlds=1, sims=64))


@pytest.mark.parametrize(
    "budget",
    [
        SMALL,
        replace(SMALL, margin_weight=0.3),
        replace(SMALL, playout_plies=8),
        replace(SMALL, playout_plies=8, reshuffle=True),
    ],
    ids=["public", "margin", "cut", "reshuffle"],
)
def test_the_search_takes_a_sale_that_wins_the_round(budget: MctsBudget):
    """Two token piles are empty and the rupees tied; selling the last cloth
    empties a third pile and ends the round one rupee ahead.  Anything else
    lets the opponent sell three spice and lead.  A cut playout backs up the
    real result wherever the round ends before the cut."""
    from tutorbot.engine import Sell, build_position
    from tutorbot.engine.cards import Card

    pos = build_position(
        market=["leather", "leather", "spice", "camel", "camel"],
        hands=(["cloth", "diamond"], ["spice", "spice", "spice", "silver", "silver"]),
        goods_tokens={
            "diamond": [],
            "gold": [],
            "silver": [5, 5, 5],
            "cloth": [1],
            "spice": [3, 2, 2, 1, 1],
            "leather": [4, 3, 2, 1, 1, 1, 1, 1, 1],
        },
        won=[
            {"goods": [7, 7, 5, 5, 5, 5, 3, 3, 2, 2, 1], "bonus": []},  # diamond, cloth: 45
            {"goods": [6, 6, 5, 5, 5, 5, 5, 5, 3], "bonus": []},  # gold, silver, spice: 45
        ],
    )
    game = Game.from_dict(pos)
    move = mcts_move(game.observation(0), random.Random(3), budget)
    assert move == Sell(Card.CLOTH, 1)


def test_a_small_search_beats_level_1():
    searcher = Level(5, "mcts-test", mcts=MctsBudget(worlds=2, sims=40))
    opponents = {"mcts": searcher}
    wins = sum(play_match("mcts", 1, seed, seed % 2, opponents).winner == 0 for seed in range(4))
    assert wins >= 3


def test_without_the_core_a_level_plays_by_its_rollouts(monkeypatch):
    """Where no compiler built the core, a level that has both plays its
    pure-Python rollout search, the same move as that search alone."""
    from tutorbot.ai.players import Player

    five = LEVELS[5]
    both = Level(5, "both", rollouts=five.rollouts, mcts=SMALL)
    obs = midgame(3).observation(midgame(3).to_move)
    monkeypatch.setattr(core, "AVAILABLE", False)
    monkeypatch.setattr(core, "_core", None)  # the tree search would raise
    assert Player(both, seed=4).choose(obs).move == Player(five, seed=4).choose(obs).move


# Beyond the public design (issue 30): each option is off by default, and on
# it changes the search the way it says.

#: The decision and visit shares of `SMALL` on `midgame(1)` (seed 5), as the
#: core gave them before the options existed (commit 1c41760), with the
#: evaluation of then (the market's features came later, weighed zero here).
BEFORE_MARKET = replace(SMALL, weights=padded())
PUBLIC_MOVE = "camels"
PUBLIC_SHARES = [0.75, 0.7 / 3, 0.4 / 0.6, 0.65, 0.37 / 0.6, 0.0, 0.0, 0.05 / 0.6, 0.0]


def test_the_options_are_off_by_default():
    obs = midgame(1).observation(midgame(1).to_move)
    _, shares = mcts_shares(obs, random.Random(5), BEFORE_MARKET)
    assert SMALL.margin_weight == 0.0 and SMALL.playout_plies == 0 and not SMALL.reshuffle
    assert str(mcts_move(obs, random.Random(5), BEFORE_MARKET)) == PUBLIC_MOVE
    assert shares == pytest.approx(PUBLIC_SHARES, abs=1e-12)


def test_the_core_without_the_options_is_the_public_design():
    """The core called as before the options (seven arguments) and with them
    off search the same tree."""
    game = midgame(4)
    state = core.flat_state(game)
    c = core.core()
    args = ([state], SMALL.weights, 80, SMALL.c_puct, SMALL.explore, 1.0, 17)
    assert c.search(*args) == c.search(*args, 0.0, 20.0, 0)
    assert c.search(*args) != c.search(*args, 0.5, 20.0, 0)
    assert c.search(*args) != c.search(*args, 0.0, 20.0, 4)
    with pytest.raises(ValueError):
        c.search(*args, 1.5, 20.0, 0)


def _every_move_ends_a_lost_round() -> Game:
    """The deck is empty, so any move that draws (taking the five camels) ends
    the round, as does any sale here; the seat to move trails by 35 and loses
    whatever it does, by 22 (selling three silver, with a bonus), 30 (two
    silver, or the camels and their token) or 35 (the cloth)."""
    from tutorbot.engine import build_position

    pos = build_position(
        market=["camel"] * 5,
        hands=(["silver", "silver", "silver", "cloth"], ["spice"]),
        herds=(0, 2),
        goods_tokens={
            "diamond": [],
            "gold": [6, 5, 5, 5],
            "silver": [5, 5, 5, 5, 5],
            "cloth": [5, 3, 3, 2, 2, 1, 1],
            "spice": [5, 3, 3, 2, 2, 1, 1],
            "leather": [4, 3, 2, 1, 1, 1, 1, 1, 1],
        },
        won=[{"goods": [], "bonus": []}, {"goods": [7, 7, 5, 5, 5, 6], "bonus": []}],
    )
    pos["discard"], pos["deck"] = pos["deck"], []
    return Game.from_dict(pos)


def test_the_margin_option_prefers_the_smaller_loss():
    """With the Seal alone every move is a sure loss, worth the same -1, and
    the visits follow the priors (about 0.39 of them on the best sale); with
    the margin backed up the search spends more of them on losing by the least
    (about 0.56)."""
    from tutorbot.engine import Sell
    from tutorbot.engine.cards import Card

    obs = _every_move_ends_a_lost_round().observation(0)
    best = Sell(Card.SILVER, 3)

    def share_of_best(budget: MctsBudget) -> float:
        moves, shares = mcts_shares(obs, random.Random(2), budget)
        return shares[moves.index(best)] / sum(shares)

    assert share_of_best(replace(SMALL, margin_weight=1.0)) > share_of_best(SMALL) + 0.1


def test_a_cut_beyond_any_round_is_the_public_design_and_a_short_one_is_not():
    obs = midgame(2).observation(midgame(2).to_move)
    public = mcts_shares(obs, random.Random(8), SMALL)
    assert mcts_shares(obs, random.Random(8), replace(SMALL, playout_plies=400)) == public
    assert mcts_shares(obs, random.Random(8), replace(SMALL, playout_plies=6)) != public


def test_a_pilot_plays_each_deal_from_both_seats(tmp_path):
    """research/mcts_pilot.py: a deal's two matches share a seed, the pilot
    first in one and second in the other, and a rerun plays only what is missing."""
    from bench.tournament import append_row
    from research.mcts_pilot import jobs, level, missing, play

    pilot, pilot_level = level("margin", 2, 10)
    base, base_level = level("public", 2, 10)
    assert pilot_level.mcts is not None and pilot_level.mcts.margin_weight > 0
    assert base_level.mcts == MctsBudget(worlds=2, sims=10, weights=padded())
    todo = jobs(pilot, base, 7, range(3))
    assert [job[2] for job in todo[:2]] == [todo[0][2]] * 2
    assert [job[3] for job in todo] == list(range(6))
    players = {pilot: pilot_level, base: base_level}
    rows = [play(job, players) for job in todo[:2]]
    assert [(row["index"], row["a"]) for row in rows] == [(0, pilot), (1, pilot)]
    log = tmp_path / "pilot.jsonl"
    for row in rows:
        append_row(log, row)
    assert missing(todo, log) == todo[2:]


def test_the_benchmarks_public_like_searches_keep_the_public_features():
    """The benchmark's "uyu" searches value by the public AI's 51 features (the
    market weighed zero), as in the logs that name them; level 5 by today's."""
    from bench.opponents import OPPONENTS
    from tutorbot.ai.td_weights import WEIGHTS

    for name in ("uyu", "uyu-cut12", "uyu-cut12-2000"):
        level = OPPONENTS[name]
        assert isinstance(level, Level) and level.mcts is not None
        assert level.mcts.weights == padded()
    assert LEVELS[5].mcts is not None and LEVELS[5].mcts.weights == WEIGHTS != padded()


def test_the_public_features_end_where_the_cores_market_begins():
    """bench/public_weights.py pads the 51 public features where the core's
    market features start, and weighs the market zero in both halves."""
    from bench.public_weights import PUBLIC_FEATURES

    assert core.core().FIRST_MARKET_FEATURE == PUBLIC_FEATURES
    weights = padded()
    half = len(weights) // 2
    assert half * 2 == core.core().WEIGHTS
    assert set(weights[PUBLIC_FEATURES:half]) == {0.0}
    assert set(weights[half + PUBLIC_FEATURES :]) == {0.0}


def _hidden_order_changed(game: Game) -> Game:
    """`game` with the deck's and each bonus pile's order reversed: the same
    cards, another order."""
    other = game.copy()
    other.deck.reverse()
    for pile in other.bonus_tokens.values():
        pile.reverse()
    return other


def test_a_reshuffling_search_cannot_foresee_the_draws():
    """With `reshuffle`, the deck's and the bonus piles' order in a world
    change nothing: every simulation draws them anew.  Without it, a tree
    searches the order its world was dealt."""
    game = midgame(4)
    state = core.flat_state(game)
    other = core.flat_state(_hidden_order_changed(game))
    assert other != state
    c = core.core()

    def shares(world: list[int], reshuffle: bool) -> list[float]:
        return c.search([world], WEIGHTS, 200, 1.4, 0.1, 1.0, 9, 0.0, 20.0, 12, reshuffle)

    assert shares(state, True) == shares(other, True)
    assert shares(state, False) != shares(other, False)


def test_a_reshuffling_search_is_reproducible_and_plays_whole_matches():
    budget = replace(SMALL, playout_plies=12, reshuffle=True)
    obs = midgame(1).observation(midgame(1).to_move)
    moves, shares = mcts_shares(obs, random.Random(5), budget)
    assert (moves, shares) == mcts_shares(obs, random.Random(5), budget)
    assert set(moves) == set(obs.legal_moves())
    assert sum(shares) == pytest.approx(budget.worlds)
    searcher = Level(5, "reshuffle-test", mcts=replace(budget, worlds=2, sims=40))
    match = play_match("r", 1, 3, 0, {"r": searcher})
    assert match.winner in (0, 1)


# One tree over all the worlds (`MctsBudget.pool`, issue 48).

POOLED = replace(SMALL, playout_plies=12, reshuffle=True, pool=True)


def test_a_pooled_search_is_reproducible_and_its_shares_add_to_one():
    obs = midgame(1).observation(midgame(1).to_move)
    moves, shares = mcts_shares(obs, random.Random(5), POOLED)
    assert (moves, shares) == mcts_shares(obs, random.Random(5), POOLED)
    assert set(moves) == set(obs.legal_moves())
    assert sum(shares) == pytest.approx(1.0)  # one tree: its root's visit shares


def test_a_pooled_search_cannot_foresee_the_draws():
    """The worlds' deck and bonus orders change nothing: every simulation
    draws them anew, whichever world it is dealt."""
    game = midgame(4)
    state = core.flat_state(game)
    other = core.flat_state(_hidden_order_changed(game))
    assert other != state
    c = core.core()

    def shares(worlds: list[list[int]]) -> list[float]:
        return c.search(worlds, WEIGHTS, 100, 1.4, 0.1, 1.0, 9, 0.0, 20.0, 12, True, True)

    assert shares([state, state]) == shares([other, other])


def test_a_pool_needs_the_reshuffled_draws():
    state = core.flat_state(midgame(4))
    with pytest.raises(ValueError, match="reshuffle"):
        core.core().search([state], WEIGHTS, 10, 1.4, 0.1, 1.0, 9, 0.0, 20.0, 12, False, True)


def test_every_world_of_a_pool_is_searched():
    """Two worlds that differ in the opponent's hidden hand: the pooled tree
    deals both, so its root differs from the tree that deals one of them twice."""
    from tests.ai.test_ai import hidden_twin

    game = next(g for g in (midgame(n) for n in range(1, 20)) if hidden_twin(g).hands != g.hands)
    a, b = core.flat_state(game), core.flat_state(hidden_twin(game))
    c = core.core()

    def shares(worlds: list[list[int]]) -> list[float]:
        return c.search(worlds, WEIGHTS, 150, 1.4, 0.1, 1.0, 9, 0.0, 20.0, 12, True, True)

    both = shares([a, b])
    assert sum(both) == pytest.approx(1.0)
    assert both != shares([a, a])


def test_the_deadline_is_a_safety_net_inside_a_pooled_tree():
    """Past its deadline a pooled search stops at its first check, after 64
    simulations: the same tree as a budget of 64 simulations in all."""
    obs = midgame(2).observation(midgame(2).to_move)
    budget = replace(POOLED, worlds=2, sims=500)
    stopped = mcts_shares(obs, random.Random(3), budget, deadline=0.0)
    assert stopped == mcts_shares(obs, random.Random(3), replace(budget, sims=32))
    assert stopped != mcts_shares(obs, random.Random(3), budget)


def _simulations_run(obs, budget: MctsBudget, shares: list[float]) -> int:
    """How many simulations gave `shares`: the budget (in all, a multiple of
    the 64 between checks) whose tree has exactly those shares."""
    totals = range(64, budget.worlds * budget.sims + 1, 64)
    return next(
        total
        for total in totals
        if mcts_shares(obs, random.Random(3), replace(budget, sims=total // budget.worlds))[1]
        == shares
    )


def test_a_settled_search_plays_the_full_budgets_move_on_fewer_simulations():
    """Settled, a pooled search stops once no simulation left could change
    the most visited root move: the full budget's move, on the tree of the
    simulations it ran (a smaller budget's, exactly)."""
    budget = replace(POOLED, worlds=2, sims=400)
    ran = []
    for n in range(1, 5):
        obs = midgame(n).observation(midgame(n).to_move)
        full = mcts_move(obs, random.Random(3), budget)
        settled = replace(budget, settle=True)
        assert mcts_move(obs, random.Random(3), settled) == full
        ran.append(_simulations_run(obs, budget, mcts_shares(obs, random.Random(3), settled)[1]))
    assert min(ran) < 800  # it stopped early somewhere (the full budget: 800)


def test_level_5_settles_and_so_plays_its_full_budgets_moves():
    """Level 5 stops once its move is settled: the very moves of its search
    run to the end (the same seed), so its figures carry over."""
    search = LEVELS[5].mcts
    assert search is not None and search.settle and search.pool
    for n in (1, 3, 6):
        obs = midgame(n).observation(midgame(n).to_move)
        full = mcts_move(obs, random.Random(n), replace(search, settle=False))
        assert mcts_move(obs, random.Random(n), search) == full


def _lead(obs, budget: MctsBudget, total: int) -> int:
    """The most visited root move's lead over the next in the tree of `total`
    simulations under `budget` (unsettled)."""
    shares = mcts_shares(obs, random.Random(3), replace(budget, sims=total // budget.worlds))[1]
    first, second = sorted((round(x * total) for x in shares), reverse=True)[:2]
    return first - second


def test_a_settle_lead_below_1_stops_at_the_first_check_past_that_share():
    """With `settle_lead` s the search stops at the first check (every 64
    simulations) where the lead passes s times the simulations left: not
    before, and so sooner than a settled search that waits for certainty."""
    budget = replace(POOLED, worlds=2, sims=400)
    full = budget.worlds * budget.sims
    sooner = 0
    for n in range(1, 5):
        obs = midgame(n).observation(midgame(n).to_move)
        shares = mcts_shares(obs, random.Random(3), replace(budget, settle=True, settle_lead=0.3))
        ran = _simulations_run(obs, budget, shares[1])
        if ran < full:
            assert _lead(obs, budget, ran) > 0.3 * (full - ran)
        if ran > 64:
            assert _lead(obs, budget, ran - 64) <= 0.3 * (full - ran + 64)
        certain = mcts_shares(obs, random.Random(3), replace(budget, settle=True))
        sooner += ran < _simulations_run(obs, budget, certain[1])
    assert sooner  # somewhere it stopped before certainty


@pytest.mark.parametrize("lead", [0.0, -0.5, 1.5])
def test_a_settle_lead_is_a_share(lead: float):
    """0 would silently switch settling off; above 1 it would never settle."""
    with pytest.raises(ValueError, match="settle_lead"):
        MctsBudget(settle=True, settle_lead=lead)


def test_a_settled_search_needs_one_tree():
    """One tree a world votes by summed shares: no one tree's lead settles the vote."""
    state = core.flat_state(midgame(4))
    with pytest.raises(ValueError, match="settle needs pool"):
        core.core().search(
            [state], WEIGHTS, 10, 1.4, 0.1, 1.0, 9, 0.0, 20.0, 12, True, False, 0.0, True
        )


def test_a_pooled_search_plays_whole_matches():
    searcher = Level(5, "pool-test", mcts=replace(POOLED, worlds=4, sims=20))
    match = play_match("p", 1, 3, 0, {"p": searcher})
    assert match.winner in (0, 1)


def test_first_play_urgency_values_an_untried_move_at_its_nodes_mean_less_the_reduction():
    """Without it an untried move counts as a draw (0), and a node whose tried
    moves fare worse tries every move (all 22 at the root in 64 simulations);
    valued at the node's mean less 0.2 fewer are tried, and less 3 (below any
    result) none but the first."""
    obs = midgame(4).observation(midgame(4).to_move)
    budget = replace(POOLED, worlds=1, sims=64)

    def tried(fpu: float | None) -> int:
        shares = mcts_shares(obs, random.Random(3), replace(budget, fpu=fpu))[1]
        return sum(share > 0 for share in shares)

    assert tried(None) == 22
    assert 1 < tried(0.2) < 22
    assert tried(3.0) == 1


#: A play-tester's match (deal 2d6c57f5, round 1) up to the position where the
#: review claimed a 90% Seal for an exchange the opponent answers by ending the
#: round and winning it.
ENDGAME = (
    "sell 2 diamond|camels|take cloth|exchange silver cloth spice for diamond leather camel|"
    "take diamond|sell 3 spice|take silver|sell 2 silver|take spice|camels|sell 2 cloth|"
    "exchange leather leather leather leather for cloth camel camel camel|camels|sell 3 leather|"
    "take spice|exchange gold cloth for leather camel|sell 3 spice|take silver|take leather|"
    "sell 1 cloth|take leather|exchange cloth cloth for gold silver|camels|sell 2 cloth|"
    "take diamond|take gold|sell 2 diamond|take cloth|take silver|take cloth|sell 2 silver|"
    "take gold|take leather|exchange gold gold for cloth cloth|sell 3 leather|sell 3 gold|"
    "take diamond|take cloth|take diamond|sell 1 cloth|sell 2 diamond|take gold|take cloth|"
    "sell 2 gold|take spice|take gold|take leather|take silver|take leather|camels|"
    "exchange leather leather for cloth spice"
)


def test_with_seal_ends_the_playout_policy_ends_a_round_it_wins():
    """The deck is out: taking the 🥈 ends the round, and the mover then holds
    more rupees.  By the margin alone (a few rupees, about 0.02 on the
    evaluation's scale) an exchange that plays on looks better to the greedy
    policy; by the Seal, the take wins the round."""
    from tutorbot.ai.td_weights import WEIGHTS
    from tutorbot.engine import Game, parse_move

    game = Game.new(seed=int("2d6c57f5", 16), first=0)
    for notation in ENDGAME.split("|"):
        game.play(parse_move(notation))
    assert game.to_move == 1 and not game.deck and not game.round_over
    state = core.flat_state(game)
    moves = core.legal_moves(state)
    ending = moves[core.core().greedy(state, WEIGHTS, True)]
    after = game.copy()
    after.play(ending)
    assert after.round_over and after.last_result is not None and after.last_result.seal == 1
    assert moves[core.core().greedy(state, WEIGHTS)] != ending  # the margin alone plays on


def test_the_judge_plays_out_with_seal_ends_and_sees_the_opponent_end_the_round(monkeypatch):
    """The review called that exchange a 90% Seal: its playouts let the opponent
    walk past the round they win by taking the 🥈.  The judge's search plays
    out with `seal_ends` (every budget's), so it sees the take, and the
    exchange loses nearly every round; with the flag off it looks a likely Seal."""
    from dataclasses import replace

    from tutorbot.ai import judge
    from tutorbot.engine import Game, parse_move

    assert all(b.search.seal_ends for b in (judge.HINT, judge.DEEP, judge.QUICK))
    game = Game.new(seed=int("2d6c57f5", 16), first=0)
    *before, exchange = ENDGAME.split("|")
    for notation in before:
        game.play(parse_move(notation))
    obs, move = game.observation(0), parse_move(exchange)
    quick = judge.BUDGETS["quick"]
    assert quick.search.seal_ends  # the tests' budgets keep the product's playouts
    by_seal = judge.judge(obs, "quick", must=[move]).of(move)
    margin_only = replace(quick, search=replace(quick.search, seal_ends=False))
    monkeypatch.setitem(judge.BUDGETS, "quick", margin_only)
    by_margin = judge.judge(obs, "quick", must=[move]).of(move)
    assert by_margin is not None and by_seal is not None
    assert by_margin.seal > 0.5 and by_seal.seal < 0.2


def test_policy_weights_choose_the_playouts_and_priors_and_the_leaf_keeps_the_weights():
    """`policy_weights` replace `weights` wherever the search chooses (playouts,
    priors): with playouts to the round's end nothing else reads them, so the
    search is the one on those weights; with a cut, the leaf still values by
    `weights`, so the search differs."""
    obs = midgame(3).observation(midgame(3).to_move)
    other = tuple(w * (1.5 if i % 2 else 0.5) for i, w in enumerate(WEIGHTS))
    to_end = MctsBudget(worlds=2, sims=150, reshuffle=True, pool=True)

    def shares(budget: MctsBudget) -> list[float]:
        return mcts_shares(obs, random.Random(9), budget)[1]

    assert shares(replace(to_end, policy_weights=WEIGHTS)) == shares(to_end)
    assert shares(replace(to_end, policy_weights=other)) == shares(replace(to_end, weights=other))
    cut = replace(to_end, playout_plies=6)
    assert shares(replace(cut, policy_weights=other)) != shares(replace(cut, weights=other))
