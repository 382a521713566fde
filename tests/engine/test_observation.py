"""Observations hold only what a seat may know; determinizations agree with them."""

from __future__ import annotations

import dataclasses
import random

from tutorbot.engine import Game, Observation, determinize


def _walk(value, seen=None):
    """Every value reachable from an observation's fields."""
    seen = seen if seen is not None else []
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            _walk(getattr(value, f.name), seen)
    elif isinstance(value, (tuple, list)):
        for item in value:
            _walk(item, seen)
    else:
        seen.append(value)
    return seen


def test_observation_has_no_path_to_hidden_state():
    g = Game.new(seed=3)
    obs = g.observation(0)
    assert isinstance(obs, Observation)
    assert not hasattr(obs, "__dict__")  # slots: nothing can be hung on it
    leaves = _walk(obs)
    assert all(isinstance(v, (int, str, bool, type(None))) for v in leaves)
    assert not any(isinstance(v, Game) for v in leaves)
    names = {f.name for f in dataclasses.fields(obs)}
    assert not names & {"deck", "seed", "hands", "bonus_tokens", "opp_hand", "opp_bonus"}


def test_same_observation_for_different_hidden_cards():
    g = Game.new(seed=9)
    d = g.to_dict()
    # swap the opponent's hand with deck cards and reorder the deck
    other = dict(d)
    opp_hand, deck = list(d["hands"][1]), list(d["deck"])
    goods_in_deck = [i for i, c in enumerate(deck) if c != "camel"]
    i = goods_in_deck[0]
    deck[i], opp_hand[0] = opp_hand[0], deck[i]
    order = ["diamond", "gold", "silver", "cloth", "spice", "leather"]
    other["hands"] = [d["hands"][0], sorted(opp_hand, key=order.index)]
    other["deck"] = list(reversed(deck))
    other["bonus_tokens"] = {k: list(reversed(v)) for k, v in d["bonus_tokens"].items()}
    g2 = Game.from_dict(other)
    assert g2.to_dict() != d
    assert g.observation(0) == g2.observation(0)


def test_observation_contents():
    g = Game.new(seed=4)
    obs = g.observation(1)
    assert obs.hand == tuple(g.hands[1]) and obs.herd == g.herds[1]
    assert obs.opp_hand_size == sum(g.hands[0]) and obs.opp_herd == g.herds[0]
    assert obs.deck_size == len(g.deck) and obs.market == tuple(g.market)
    assert obs.seals == (0, 0) and obs.bonus_left == (7, 6, 5)
    assert obs.legal_moves() == []  # not player 1's turn
    assert g.observation(0).legal_moves() == g.legal_moves()


def test_opponent_cards_seen_taken_are_known():
    g = Game.new(seed=4)
    market_good = next(m for m in g.legal_moves() if m.kind.value == "take")
    g.play(market_good)
    obs = g.observation(1)
    assert obs.opp_known[market_good.good] == 1


def test_determinize_agrees_with_the_observation():
    rng = random.Random(0)
    g = Game.new(seed=21)
    for _ in range(15):
        g.play(rng.choice(g.legal_moves()))
        if g.round_over:
            break
    obs = g.observation(g.to_move)
    for k in range(20):
        world = determinize(obs, random.Random(k))
        assert world.observation(obs.player) == obs
        Game.from_dict(world.to_dict())  # a consistent, valid position
