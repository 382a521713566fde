"""The position's fields, described once: copy, readable dict and compact form."""

from __future__ import annotations

import random
import typing

import pytest

from tutorbot.engine import (
    Card,
    Game,
    Move,
    Position,
    PositionError,
    RoundEnd,
    ScoredRound,
    WonTokens,
    build_position,
)
from tutorbot.engine.cards import CAMEL_TOKEN, GOODS_TOKENS
from tutorbot.engine.fields import FIELD_NAMES, FIELDS, GameFields
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


def test_the_fields_type_names_the_described_fields():
    """`GameFields`, what `observation` and `position` read, lists `FIELDS` in order."""
    assert tuple(GameFields.__annotations__) == FIELD_NAMES


def _keys(typed: type) -> tuple[set[str], set[str]]:
    """A TypedDict's required and optional keys, read from its annotations."""
    hints = typing.get_type_hints(typed, include_extras=True)
    optional = {k for k, v in hints.items() if typing.get_origin(v) is typing.NotRequired}
    return set(hints) - optional, optional


def test_position_type_names_the_described_fields():
    """`Position` and `fields.FIELDS` describe the same keys, optional alike."""
    required, optional = _keys(Position)
    top = [f for f in FIELDS if f.sub is None]
    assert required == {"version", "won"} | {f.key for f in top if f.default is None}
    assert optional == {f.key for f in top if f.default is not None}
    won_required, won_optional = _keys(WonTokens)
    subs = [f for f in FIELDS if f.sub is not None]
    assert won_required == {f.sub for f in subs if f.default is None}
    assert won_optional == {f.sub for f in subs if f.default is not None}


@pytest.mark.parametrize("seed", range(4))
def test_a_played_position_has_the_typed_keys(seed):
    g = played(seed, 200)  # to the round's end: its result is written
    d = g.to_dict()
    required, optional = _keys(Position)
    assert required <= set(d) <= required | optional
    won_keys = set().union(*_keys(WonTokens))
    assert all(set(side) == won_keys for side in d["won"])
    assert d["results"] and all(set(r) == set().union(*_keys(ScoredRound)) for r in d["results"])


def test_a_hand_written_position_needs_no_seed():
    d = build_position(["diamond", "gold", "camel", "camel", "camel"], (["cloth"], ["spice"]))
    del d["seed"]
    assert Game.from_dict(d).seed == 0


def test_a_hand_written_deck_top_is_drawn_first_and_the_deck_stays_whole():
    market, hands = ["camel", "camel", "camel", "spice", "leather"], (["cloth"], ["gold"])
    plain = build_position(market, hands)
    topped = build_position(market, hands, deck_top=["camel", "leather", "cloth"])
    assert plain["deck"][:3] == ["diamond"] * 3  # card order: what a lesson shouldn't show
    assert topped["deck"][:3] == ["camel", "leather", "cloth"]
    assert sorted(topped["deck"]) == sorted(plain["deck"])
    game = Game.from_dict(topped)
    game.play(Move.camels())  # the refill draws the top: 🐪 👜 🧵
    assert (
        game.market
        == Game.from_dict(
            build_position(["camel", "spice", "leather", "leather", "cloth"], hands)
        ).market
    )


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


@pytest.mark.parametrize("seed", range(8))
def test_a_position_read_back_is_observed_as_the_game_played_down_to_each_values_type(seed):
    """A game read from its stored position (the one the hint judges) and the
    game played on from its deal (the one the review replays) observe alike,
    `Card` for `Card`: the one judge seeds its worlds with a digest of the
    observation's text, where a `Card` prints otherwise than its int."""
    g = played(seed, 200)  # to the round's end: goods sold
    back = Game.from_dict(expand_position(compact_position(g.to_dict())))
    assert g.goods_from != [[], []]
    assert repr(back.goods_from) == repr(g.goods_from)
    assert [repr(back.observation(s)) for s in (0, 1)] == [repr(g.observation(s)) for s in (0, 1)]


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
