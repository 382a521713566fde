"""An exchange's two sides named without saying which is taken: the position,
a possessive and the language's own way decide, and a question when nothing does."""

from __future__ import annotations

import pytest

from tutorbot.engine import Game, IllegalMove, build_position, check_move
from tutorbot.tutor import MoveChoice, Tutor
from tutorbot.tutor.rule_lessons import EXCHANGE


def seat(market: list[str], hand: list[str], herd: int = 0):
    """Seat 0's view of a position with that market, hand and herd."""
    return Game.from_dict(build_position(market, (hand, ["diamond"]), (herd, 0))).observation(0)


#: Lesson 3's position: silver in the hand, two gold in the market.
LESSON3 = seat(
    ["gold", "gold", "cloth", "leather", "camel"], ["silver", "cloth", "spice", "leather"], 2
)
#: Gold, spice and two leather both in the hand and in the market: both ways are legal.
BOTH_WAYS = seat(
    ["gold", "spice", "leather", "leather", "silver"], ["gold", "spice", "leather", "leather"]
)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "swap my silver for a gold"),
        ("en", "exchange silver for gold"),
        ("fr", "échanger mon argent contre un or"),
        ("it", "scambia il mio argento con un oro"),
        ("ru", "обменять моё серебро на золото"),
    ],
)
def test_one_for_one_is_refused_by_its_own_rule_not_as_a_take_from_the_hand(lang, text):
    tutor = Tutor(lang, strict=True)
    move = tutor.read_move(text, LESSON3)
    assert str(move) == "exchange gold for silver"
    assert LESSON3.check(move) == "exchange.minimum_two"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "trade my silver and cloth for the gold and the gold"),
        ("en", "swap silver cloth for gold gold"),
        ("fr", "échange argent tissu contre or or"),
        ("it", "scambia argento e tessuto con due ori"),
        ("ru", "обменять серебро и ткань на два золота"),
    ],
)
def test_the_hands_cards_are_given_and_the_markets_taken(lang, text):
    assert (
        str(Tutor(lang, strict=True).read_move(text, LESSON3))
        == "exchange gold gold for silver cloth"
    )


def test_a_reversed_exchange_with_repeated_card_words_reads():
    obs = seat(["spice", "spice", "gold", "cloth", "camel"], ["gold", "silver", "spice", "leather"])
    tutor = Tutor("fr", strict=True)
    assert str(tutor.read_move("échange or argent contre épice épice", obs)) == (
        "exchange spice spice for gold silver"
    )


def test_both_ways_legal_the_words_decide_or_the_player_is_asked():
    en = Tutor("en", strict=True)
    assert str(en.read_move("swap my gold spice for leather leather", BOTH_WAYS)) == (
        "exchange leather leather for gold spice"
    )
    assert str(en.read_move("exchange gold spice for my leather leather", BOTH_WAYS)) == (
        "exchange gold spice for leather leather"
    )
    assert str(en.read_move("swap gold spice for leather leather", BOTH_WAYS)) == (
        "exchange leather leather for gold spice"
    )
    assert str(
        Tutor("fr", strict=True).read_move("échanger or épice contre cuir cuir", BOTH_WAYS)
    ) == ("exchange leather leather for gold spice")
    with pytest.raises(MoveChoice) as asked:  # the notation's way, or the speaker's
        en.read_move("exchange gold spice for leather leather", BOTH_WAYS)
    assert [str(m) for m in asked.value.moves] == [
        "exchange gold spice for leather leather",
        "exchange leather leather for gold spice",
    ]


def test_in_the_exchange_lessons_own_position_the_refusal_is_the_one_for_one_rule():
    obs = Game.from_dict(EXCHANGE.position).observation(0)
    tutor = Tutor("en", strict=True)
    for text in ("swap my silver for a gold", "exchange silver for gold"):
        move = tutor.read_move(text, obs)
        refused = check_move(move, obs.hand, obs.herd, obs.market)
        assert refused is not None and refused.rule == "exchange.minimum_two", text
        assert "isn't in the market" not in tutor.refusal(IllegalMove(refused, move), obs)
