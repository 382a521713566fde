"""Move notation: canonical round-trips and clear parse errors."""

from __future__ import annotations

import pytest

from tutorbot.engine import Card, Game, Move, MoveParseError, format_move, parse_move
from tutorbot.engine import rules as R
from tutorbot.engine.errors import ParseProblem

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
    ("text", "problem", "details"),
    [
        ("", ParseProblem.EMPTY, {}),
        ("  ,, ", ParseProblem.EMPTY, {}),
        ("3", ParseProblem.BARE_NUMBER, {}),
        ("steal diamond", ParseProblem.UNKNOWN_ACTION, {"word": "steal", "suggestion": "sell"}),
        ("tkae gold", ParseProblem.UNKNOWN_ACTION, {"word": "tkae", "suggestion": "take"}),
        ("fly away", ParseProblem.UNKNOWN_ACTION, {"word": "fly", "suggestion": "none"}),
        ("take ruby", ParseProblem.UNKNOWN_CARD, {"word": "ruby", "suggestion": "none"}),
        ("take diamnod", ParseProblem.UNKNOWN_CARD, {"word": "diamnod", "suggestion": "diamond"}),
        ("sell leather", ParseProblem.SELL_FORM, {}),
        ("sell 0 leather", ParseProblem.BAD_NUMBER, {"word": "0"}),
        ("sell 3", ParseProblem.BAD_NUMBER, {"word": "3"}),
        ("exchange gold spice", ParseProblem.EXCHANGE_FORM, {}),
        ("exchange for camel", ParseProblem.NO_CARDS, {"side": "take"}),
        ("exchange gold for", ParseProblem.NO_CARDS, {"side": "give"}),
        ("camels please", ParseProblem.CAMELS_FORM, {}),
        ("sell 2 gold and exchange", ParseProblem.JOIN_FORM, {}),
    ],
)
def test_parse_errors_have_a_code_and_details(text, problem, details):
    with pytest.raises(MoveParseError) as err:
        parse_move(text)
    assert err.value.problem is problem
    assert err.value.details == details
    assert err.value.rule is None


@pytest.mark.parametrize(
    ("text", "problem", "rule"),
    [
        ("sell gold silver", ParseProblem.SELL_MIXED, R.SELL_ONE_TYPE),
        ("sell 3 gold 1 silver", ParseProblem.SELL_MIXED, R.SELL_ONE_TYPE),
        ("sell camels", ParseProblem.SELL_CAMELS, R.SELL_ONE_TYPE),
        ("sell camel gold", ParseProblem.SELL_CAMELS, R.SELL_ONE_TYPE),
        ("take gold silver", ParseProblem.TAKE_SEVERAL, R.TAKE_SINGLE),
        ("take 2 gold", ParseProblem.TAKE_SEVERAL, R.TAKE_SINGLE),
        ("take diamond camel", ParseProblem.TAKE_SEVERAL, R.TAKE_GOODS_OR_CAMELS),
    ],
)
def test_requests_against_a_rule_name_it(text, problem, rule):
    with pytest.raises(MoveParseError) as err:
        parse_move(text)
    assert (err.value.problem, err.value.rule) == (problem, rule)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (
            "exchange: take 1 cloth, 1 spice, give back 2 camels",
            "exchange cloth spice for camel camel",
        ),
        (
            "exchange: take 🧵 1 cloth, 🌶️ 1 spice, give back 🐪 2 camels",
            "exchange cloth spice for camel camel",
        ),
        (
            "take 🧵 1 cloth, 🌶️ 1 spice in exchange for 🐪 2 camels",
            "exchange cloth spice for camel camel",
        ),
        ("exchange 2 gold for spice leather", "exchange gold gold for spice leather"),
        ("exchange cloth spice for 2 camels", "exchange cloth spice for camel camel"),
        ("Exchange Gold and Spice for 2 CAMELS", "exchange gold spice for camel camel"),
        ("take 💎 1 diamond", "take diamond"),
        ("Take Diamonds", "take diamond"),
        ("take all 3 camels from the market", "camels"),
        ("take the only camel in the market", "camels"),
        ("take camels", "camels"),
        ("camel", "camels"),
        ("take 2 camels", "take camel"),
        ("take 1 camel", "take camel"),
        ("Take 1 Camel", "take camel"),
        ("sell 🥇 2 gold", "sell 2 gold"),
        ("sell gold gold", "sell 2 gold"),
        ("Selling 3 Leathers", "sell 3 leather"),
        ("Sell 2 Camels", "sell 2 camel"),
    ],
)
def test_reads_what_the_bot_writes(text, canonical):
    assert str(parse_move(text)) == canonical


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
