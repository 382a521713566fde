"""Move notation: canonical round-trips and clear parse errors."""

from __future__ import annotations

import pytest

from tutorbot.engine import Card, Game, Move, MoveParseError, format_move, parse_move

CANONICAL = [
    "take diamond",
    "camels",
    "exchange gold spice for leather camel",
    "exchange cloth cloth for camel camel",
    "exchange diamond gold silver for cloth spice leather",
    "sell 3 leather",
    "sell 2 diamond",
    "sell 2 gold and take diamond",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_round_trip(text):
    assert format_move(parse_move(text)) == text
    assert str(parse_move(text)) == text


def test_forgiving_input():
    assert str(parse_move("  TAKE   Diamond ")) == "take diamond"
    assert str(parse_move("Exchange spice gold FOR camel leather")) == (
        "exchange gold spice for leather camel"
    )
    assert str(parse_move("sell 3 leathers")) == "sell 3 leather"
    assert str(parse_move("take diamond and sell 2 gold")) == "sell 2 gold and take diamond"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty"),
        ("steal diamond", "unknown action 'steal'"),
        ("take ruby", "unknown card 'ruby'"),
        ("take diamond gold", "take one card"),
        ("sell leather", "sell <number> <good>"),
        ("sell x leather", "not a number"),
        ("sell 0 leather", "not a number"),
        ("exchange gold spice", "exchange <cards taken> for <cards given>"),
        ("exchange for camel", "no cards named to take"),
        ("exchange gold for", "no cards named to give"),
        ("camels please", "needs nothing after it"),
    ],
)
def test_parse_errors_say_what_is_wrong(text, fragment):
    with pytest.raises(MoveParseError, match=fragment):
        parse_move(text)


def test_every_generated_move_round_trips():
    for seed in range(20):
        g = Game.new(seed=seed)
        for move in g.legal_moves():
            assert parse_move(str(move)) == move


def test_moves_are_values():
    assert Move.exchange([Card.GOLD, Card.SPICE], [Card.CAMEL, Card.LEATHER]) == parse_move(
        "exchange gold spice for leather camel"
    )
    assert len({parse_move("take gold"), Move.take(Card.GOLD)}) == 1
