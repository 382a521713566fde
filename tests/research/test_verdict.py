"""The tutor's verdict: nominated by level 5's tree search and rated by the
core's playouts where the core is built, the pure-Python verdict where not."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from research import verdict as v
from tests.support.positions import midgame
from tutorbot.ai import core
from tutorbot.ai.mcts import MctsBudget, mcts_shares
from tutorbot.engine import Game, Observation, determinize

needs_core = pytest.mark.skipif(not core.AVAILABLE, reason="the compiled core is not built")

TINY = MctsBudget(worlds=2, sims=40, playout_plies=12)


def _midgame(seed: int) -> Observation:
    game = midgame(seed)
    return game.observation(game.to_move)


def _plain(rated: list[v.Rated]) -> list[tuple[str, float, float]]:
    return [(str(r.move), r.margin, r.seal) for r in rated]


@needs_core
def test_the_candidates_are_the_searchs_most_visited_moves():
    obs = _midgame(1)
    moves, shares = mcts_shares(obs, random.Random("nominate:7"), TINY)
    top = sorted(range(len(moves)), key=lambda i: -shares[i])[:3]
    rated = v.rate_moves(obs, 7, candidates=3, worlds=5, search=TINY)
    assert {r.move for r in rated} == {moves[i] for i in top}
    assert v.nominated(obs, 7, 3, TINY) == [moves[i] for i in top]


@needs_core
def test_a_must_move_is_rated_beside_the_nominated_ones():
    obs = _midgame(2)
    nominated = v.nominated(obs, 3, 2, TINY)
    least = next(m for m in obs.legal_moves() if m not in nominated)
    rated = v.rate_moves(obs, 3, must=(least,), candidates=2, worlds=5, search=TINY)
    assert {r.move for r in rated} == {*nominated, least}


@needs_core
def test_the_same_observation_and_seed_give_the_same_verdict():
    obs = _midgame(3)
    first = v.rate_moves(obs, 5, candidates=4, worlds=20, search=TINY)
    assert v.rate_moves(obs, 5, candidates=4, worlds=20, search=TINY) == first
    assert [(r.seal, r.margin) for r in first] == sorted(
        ((r.seal, r.margin) for r in first), reverse=True
    )


@needs_core
def test_the_numbers_are_the_cores_playouts_in_common_worlds():
    """Each move played by the engine in each world drawn from the observation,
    then to the round's end by the core's policy with that world's seed."""
    obs = _midgame(4)
    chosen = list(obs.legal_moves())[:3]
    worlds = 6
    rng = random.Random(9)
    margins = [0] * len(chosen)
    seals = [0] * len(chosen)
    for _ in range(worlds):
        world = determinize(obs, rng)
        seed = rng.getrandbits(64)
        for i, move in enumerate(chosen):
            game = world.copy()
            game.play(move)
            state = core.flat_state(game)
            r0, r1, seal = core.core().playout(state, v.SEARCH.weights, v.SEARCH.explore, seed)
            margins[i] += (r0 - r1) * (1 if obs.player == 0 else -1)
            seals[i] += seal == obs.player
    expected = {m: (margins[i] / worlds, seals[i] / worlds) for i, m in enumerate(chosen)}
    rated = v.rate_these(obs, 9, chosen, worlds)
    assert {r.move: (r.margin, r.seal) for r in rated} == expected


@needs_core
def test_rating_some_moves_gives_the_numbers_the_whole_verdict_gives_them():
    obs = _midgame(5)
    rated = v.rate_moves(obs, 2, candidates=4, worlds=10, search=TINY)
    pair = [rated[0].move, rated[-1].move]
    assert v.rate_these(obs, 2, pair, 10) == [rated[0], rated[-1]]


@needs_core
def test_the_quoted_worlds_are_the_worlds_rated_in():
    obs = _midgame(6)
    chosen = list(obs.legal_moves())[:2]
    assert v.verdict_worlds() == v.CORE_WORLDS
    assert v.rate_these(obs, 1, chosen) == v.rate_these(obs, 1, chosen, v.CORE_WORLDS)


def test_without_the_core_the_verdict_is_the_pure_python_one(monkeypatch):
    monkeypatch.setattr(core, "AVAILABLE", False)
    monkeypatch.setattr(core, "_core", None)  # the tree search and core playouts would raise
    obs = _midgame(3)
    assert v.verdict_worlds() == v.ROLLOUT_WORLDS
    rated = v.rate_moves(obs, 11, candidates=3, worlds=5)
    assert rated == v.rate_moves_by_rollouts(obs, 11, candidates=3, worlds=5)
    # as the verdict gave them before the tree search existed (commit 120ee88)
    assert _plain(rated) == [
        ("sell 1 spice", -1.2, 0.4),
        ("camels", -13.6, 0.2),
        ("take cloth", -16.4, 0.2),
    ]
    chosen = [r.move for r in rated]
    assert v.rate_these(obs, 11, chosen) == v.rate_these_by_rollouts(obs, 11, chosen, 40)


def test_no_move_no_verdict():
    game = Game.new(seed=1)
    obs = game.observation(1 - game.to_move)
    assert not obs.legal_moves()
    assert v.rate_moves(obs, 1) == []


@pytest.mark.full_verdict
def test_the_tutor_nominates_with_level_5s_search_at_fewer_simulations():
    """The hint's nominees come from level 5's search of one tree a world (its
    design, evaluation and worlds), at the simulations research/hint_budget.py
    found enough; the rating's playouts use level 5's evaluation and exploration."""
    from tutorbot.ai.players import L5_SEARCH, PER_WORLD_SEARCH

    assert replace(PER_WORLD_SEARCH, sims=v.NOMINATING_SIMS) == v.SEARCH
    assert replace(L5_SEARCH, pool=False, settle=False, sims=1000) == PER_WORLD_SEARCH
    assert PER_WORLD_SEARCH.sims > v.NOMINATING_SIMS
