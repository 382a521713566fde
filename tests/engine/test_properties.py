"""Invariants over many seeds of random legal play (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tutorbot.engine import BONUS_TOKENS, CARD_COPIES, GOODS_TOKENS, Game
from tutorbot.engine.cards import CAMEL


def card_totals(g: Game) -> list[int]:
    totals = [g.market[c] + g.hands[0][c] + g.hands[1][c] for c in range(7)]
    for c in g.deck + g.discard:
        totals[c] += 1
    totals[CAMEL] += g.herds[0] + g.herds[1]
    return totals


ALL_GOODS_TOKENS = Counter(v for pile in GOODS_TOKENS.values() for v in pile)
ALL_BONUS = Counter(v for pile in BONUS_TOKENS.values() for v in pile)


def check_invariants(g: Game) -> None:
    assert card_totals(g) == list(CARD_COPIES)
    goods = Counter(v for pile in g.goods_tokens for v in pile)
    assert goods + Counter(g.goods_won[0] + g.goods_won[1]) == ALL_GOODS_TOKENS
    bonus = Counter(v for pile in g.bonus_tokens.values() for v in pile)
    assert bonus + Counter(g.bonus_won[0] + g.bonus_won[1]) == ALL_BONUS
    for p in (0, 1):
        assert sum(g.hands[p]) <= 7 and g.hands[p][CAMEL] == 0
        assert g.score(p) == sum(g.goods_won[p]) + sum(g.bonus_won[p]) + (
            5 if g.round_over and g.last_result.camel_token == p else 0
        )
    if not g.round_over:
        assert sum(g.market) == 5


def play_match(seed: int, chooser_seed: int) -> Game:
    rng = random.Random(chooser_seed)
    g = Game.new(seed=seed)
    while True:
        check_invariants(g)
        if g.match_over:
            return g
        if g.round_over:
            r = g.last_result
            assert r.rupees[0] == g.score(0) and r.rupees[1] == g.score(1)
            g.next_round()
            continue
        moves = g.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        move = rng.choice(moves)
        assert g.check(move) is None
        g.play(move)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1))
def test_random_matches_keep_every_invariant(seed, chooser):
    g = play_match(seed, chooser)
    assert g.winner in (0, 1) and g.seals[g.winner] == 2 and g.seals[1 - g.winner] <= 1
    assert sum(g.seals) <= 3


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**31 - 1))
def test_seed_reproduces_a_match(seed):
    a, b = play_match(seed, 1), play_match(seed, 1)
    assert a.to_dict() == b.to_dict()


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(0, 60))
def test_position_round_trips_mid_round(seed, steps):
    rng = random.Random(seed)
    g = Game.new(seed=seed)
    for _ in range(steps):
        if g.round_over:
            break
        g.play(rng.choice(g.legal_moves()))
    d = g.to_dict()
    again = Game.from_dict(d)
    assert again.to_dict() == d
    # and the restored game goes on exactly like the original
    if not g.round_over:
        move = rng.choice(g.legal_moves())
        g.play(move)
        again.play(move)
        assert again.to_dict() == g.to_dict()


def test_legal_moves_are_exactly_the_moves_check_accepts():
    # brute force over a generous superset of move shapes for some positions
    from itertools import combinations_with_replacement

    from tutorbot.engine import Card, Move

    rng = random.Random(5)
    g = Game.new(seed=11)
    for _ in range(12):
        legal = set(g.legal_moves())
        candidates = {Move.take(c) for c in Card} | {Move.camels()}
        candidates |= {Move.sell(c, n) for c in Card for n in range(1, 8)}
        goods = [c for c in Card if c is not Card.CAMEL]
        for n in range(1, 4):
            for taken in combinations_with_replacement(goods, n):
                for back in combinations_with_replacement(list(Card), n):
                    candidates.add(Move.exchange(taken, back))
        accepted = {m for m in candidates if g.check(m) is None}
        assert legal >= accepted and all(g.check(m) is None for m in legal)
        g.play(rng.choice(sorted(legal, key=str)))
        if g.round_over:
            break


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_lazy_legal_moves_agree_with_the_full_listing(seed):
    """`legal_moves()` counts and unranks without listing; every view of it
    (length, each index from both ends, iteration, membership) must be the
    listing's, in the same order.  A fresh view unranks an exchange from the
    hand's gives alone, a listed one from the hand's whole table: both are
    checked."""
    from tutorbot.engine.legal import legal_moves_for

    rng = random.Random(seed)
    g = Game.new(seed=seed)
    while not g.round_over:
        p = g.to_move
        lazy = g.legal_moves()
        full = legal_moves_for(tuple(g.hands[p]), g.herds[p], tuple(g.market))
        assert len(lazy) == len(full) and list(lazy) == list(full) and lazy == list(full)
        for i in {0, len(full) - 1, rng.randrange(len(full))}:
            assert g.legal_moves()[i] == full[i]
            assert lazy[i] == full[i] and lazy[i - len(full)] == full[i] and full[i] in lazy
        assert lazy[1:4] == list(full[1:4])
        g.play(lazy[rng.randrange(len(lazy))])
    assert g.legal_moves() == [] and len(g.legal_moves()) == 0


def test_lazy_legal_moves_refuse_what_is_not_legal():
    import pytest

    from tutorbot.engine import Card, Move

    g = Game.new(seed=3)
    legal = g.legal_moves()
    assert Move.sell(Card.CAMEL, 1) not in legal and "take" not in legal
    with pytest.raises(IndexError):
        legal[len(legal)]
    assert Move.take(Card.CAMEL) not in legal
    done = Game.new(seed=3)
    done.round_over = True
    assert Move.camels() not in done.legal_moves()
