"""A card word typed with one slip still names its card, when a position says which move."""

from __future__ import annotations

import pytest

from tests.support.held_out import observation
from tutorbot.engine import MoveParseError
from tutorbot.tutor import MoveChoice, Tutor
from tutorbot.tutor.move_lexicon import one_slip

#: Market 💎 🥈 🧵×2 🐪; hand 🌶️×3 👜×2 🥇; herd 2.
POSITION = (
    ["diamond", "silver", "cloth", "cloth", "camel"],
    ["spice"] * 3 + ["leather"] * 2 + ["gold"],
    2,
)


@pytest.mark.parametrize(
    ("typed", "word", "slip"),
    [
        ("spezzie", "spezie", True),  # a letter added
        ("tesuti", "tessuti", True),  # dropped
        ("diamnts", "diamants", True),
        ("cuior", "cuoir", True),  # two swapped
        ("argenti", "argento", True),  # changed
        ("spezie", "spezie", False),  # no slip at all
        ("spese", "spezie", False),  # two slips
        ("agento", "tessuto", False),
    ],
)
def test_one_slip(typed, word, slip):
    assert one_slip(typed, word) is slip


@pytest.mark.parametrize(
    ("lang", "typed", "meant"),
    [
        ("it", "vendo 3 spezzie", "sell 3 spice"),
        ("it", "prendo il diamnte", "take diamond"),
        ("fr", "je prends le diamnt", "take diamond"),
        ("fr", "je vends les épises", "sell 3 spice"),
        ("en", "take the silvr", "take silver"),
    ],
)
def test_a_card_typo_that_fits_one_move_plays_it(lang, typed, meant):
    assert str(Tutor(lang, strict=True).read_move(typed, observation(POSITION))) == meant


def test_a_card_typo_that_fits_two_moves_asks_which():
    obs = observation((["leather", "gold", "camel", "camel", "camel"], ["leather"] * 2, 0))
    with pytest.raises(MoveChoice) as asked:  # take one from the market, or sell one?
        Tutor("fr", strict=True).read_move("un cuirr", obs)
    assert {str(m) for m in asked.value.moves} == {"take leather", "sell 1 leather"}


def test_a_card_typo_without_a_position_is_answered_with_the_move_meant():
    tutor = Tutor("it", strict=True)
    with pytest.raises(MoveParseError) as err:
        tutor.read_move("vendo 3 spezzie")
    assert "“vendo 3 spezie”" in tutor.parse_error(err.value)


def test_a_short_word_is_never_taken_for_a_card():
    with pytest.raises(MoveParseError):  # "ora" is one slip from "oro", but only three letters
        Tutor("it", strict=True).read_move("prendo ora", observation(POSITION))
