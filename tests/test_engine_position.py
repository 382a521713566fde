"""The position's fields, described once: copy, readable dict and compact form."""

from __future__ import annotations

import random

import pytest

from tutorbot.engine import Card, Game, PositionError, RoundEnd, build_position
from tutorbot.engine.cards import CAMEL_TOKEN, GOODS_TOKENS
from tutorbot.engine.fields import FIELD_NAMES
from tutorbot.engine.position import COMPACT_VERSION, compact_position, expand_position


def played(seed: int, moves: int) -> Game:
    g = Game.new(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.round_over:
            break
        g.play(rng.choice(g.legal_moves()))
    return g


def test_game_slots_are_the_described_fields():
    assert Game.__slots__ == FIELD_NAMES
    assert set(Game().to_dict()) >= {"seed", "won", "results"}


def test_a_hand_written_position_needs_no_seed():
    d = build_position(["diamond", "gold", "camel", "camel", "camel"], (["cloth"], ["spice"]))
    del d["seed"]
    assert Game.from_dict(d).seed == 0


@pytest.mark.parametrize("seed", range(6))
def test_copy_is_equal_and_independent(seed):
    g = played(seed, 25)
    twin = g.copy()
    assert twin == g
    before = g.to_dict()
    if not twin.round_over:
        twin.play(twin.legal_moves()[0])
        assert g.to_dict() == before and twin != g


@pytest.mark.parametrize("seed", range(8))
def test_compact_form_round_trips(seed):
    g = played(seed, 200)  # some games end their round, with a scored result
    d = g.to_dict()
    c = compact_position(d)
    assert c["cv"] == COMPACT_VERSION
    assert expand_position(c) == d
    assert Game.from_dict(expand_position(c)) == g


def test_goods_origins_are_kept_and_checked():
    g = played(3, 40)
    d = g.to_dict()
    assert [len(w["from"]) for w in d["won"]] == [len(w["goods"]) for w in d["won"]]
    assert Game.from_dict(d).goods_from == g.goods_from
    seller = 0 if d["won"][0]["goods"] else 1
    d["won"][seller]["from"][0] = "camel"
    with pytest.raises(PositionError):
        Game.from_dict(d)


def test_round_result_itemises_each_players_tokens():
    g = played(11, 500)
    assert g.round_over
    result = g.last_result
    assert result is not None and result.ended_by in (RoundEnd.TOKENS, RoundEnd.DECK)
    for p in (0, 1):
        goods = result.goods[p]
        assert [v for _, v in goods] == g.goods_won[p]  # in the order taken
        assert [int(c) for c, _ in goods] == g.goods_from[p]
        assert all(isinstance(c, Card) and v in GOODS_TOKENS[c] for c, v in goods)
        assert list(result.bonus[p]) == g.bonus_won[p]
        camel = CAMEL_TOKEN if result.camel_token == p else 0
        assert sum(v for _, v in goods) + sum(result.bonus[p]) + camel == result.rupees[p]
    again = Game.from_dict(g.to_dict()).last_result
    assert again == result
