"""The AI levels: fair play, reproducibility, reasons, and the tournament command."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from tutorbot.ai import LEVELS, REASONS, get_player
from tutorbot.ai.arena import play_match
from tutorbot.ai.players import quick_values
from tutorbot.ai.tournament import run_tournament, wilson
from tutorbot.engine import Game, Move


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


def test_hidden_cards_really_differ_somewhere():
    games = positions(8)
    assert any(hidden_twin(g).to_dict()["hands"] != g.to_dict()["hands"] for g in games)


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_reproducible_for_a_seed_with_valid_reasons(level):
    for game in positions(6, seed=3):
        obs = game.observation(game.to_move)
        first = get_player(level, seed=9).choose(obs)
        again = get_player(level, seed=9).choose(obs)
        assert first == again
        assert isinstance(first.move, Move) and game.check(first.move) is None
        assert first.reason in REASONS


@pytest.mark.parametrize("level", [1, 2])
def test_low_levels_are_weak_but_never_absurd(level):
    for game in positions(20, seed=5):
        obs = game.observation(game.to_move)
        moves = obs.legal_moves()
        values = sorted(quick_values(obs, moves, short_sighted=level == 1))
        chosen = get_player(level, seed=1).choose(obs).move
        value = quick_values(obs, [chosen], short_sighted=level == 1)[0]
        assert value >= values[len(values) // 2]  # never from the worse half of its options


def test_only_move_reason():
    from tutorbot.engine import build_position

    # A market of camels and three single precious cards in hand: no sale (two at
    # least), no good to take, nothing to exchange for; taking the camels is all.
    g = Game.from_dict(build_position(["camel"] * 5, (["diamond", "gold", "silver"], ["cloth"])))
    assert [str(m) for m in g.legal_moves()] == ["camels"]
    decision = get_player(3, seed=1).choose(g.observation(0))
    assert str(decision.move) == "camels" and decision.reason == "only_move"


def test_matches_between_levels_finish():
    rec = play_match(4, 2, seed=3)
    assert rec.winner in (0, 1) and rec.rounds in (2, 3)
    assert rec.think[0] and rec.think[1]


def test_tournament_result_shape():
    result = run_tournament([1, 2], matches=4, seed=1, workers=1)
    assert result["pairs"] == [
        {
            "a": 2,
            "b": 1,
            "matches": 4,
            "a_wins": 3,  # measured with seed 1, before and after the typed moves
            "b_wins": 1,
        }
    ]
    assert set(result["think_ms"]) == {"1", "2"}
    assert {"median", "p95", "max"} <= set(result["think_ms"]["1"])


def test_tournament_command_json():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tutorbot",
            "tournament",
            "--levels",
            "1,3",
            "--matches",
            "2",
            "--seed",
            "5",
            "--workers",
            "2",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    data = json.loads(out)
    assert data["pairs"][0]["a"] == 3 and data["pairs"][0]["matches"] == 2


def test_wilson_interval():
    lo, hi = wilson(371, 400)
    assert 0.89 < lo < 0.9275 < hi < 0.95
