"""Natural phrasings, matched against the position, and errors in the player's words."""

from __future__ import annotations

import re

import pytest

from tests.support.natural_phrasings import PHRASINGS, observation
from tutorbot.engine import Game, MoveParseError, build_position
from tutorbot.engine.cards import CARD_NAMES
from tutorbot.engine.notation import VERBS
from tutorbot.tutor import MoveChoice, Tutor

#: The notation's English words: an error never quotes one the player didn't type.
ENGLISH_WORDS = {*CARD_NAMES, *VERBS, "give", "camel", "diamonds", "for"}


@pytest.mark.parametrize("lang", sorted(PHRASINGS))
def test_natural_phrasings_are_understood(lang):
    rows = PHRASINGS[lang]
    assert len(rows) >= 40
    tutor = Tutor(lang, strict=True)
    missed = []
    for position, text, meant in rows:
        try:
            got = str(tutor.read_move(text, observation(position)))
        except MoveParseError as error:
            got = tutor.parse_error(error)
        if got != meant:
            missed.append((text, meant, got))
    assert len(missed) <= len(rows) * 0.05, missed


def test_take_four_camels_takes_them_when_the_market_has_four():
    obs = observation("P1")  # three camels
    tutor = Tutor("it", strict=True)
    assert str(tutor.read_move("prendi 3 cammelli", obs)) == "camels"
    assert str(tutor.read_move("prendi 2 cammelli", obs)) == "take camel"  # the rule refuses it


def test_a_text_that_fits_two_moves_asks_which():
    game = Game.from_dict(
        build_position(
            ["leather", "gold", "camel", "camel", "camel"], (["leather"] * 2, ["silver"])
        )
    )
    obs = game.observation(0)
    tutor = Tutor("fr", strict=True)
    with pytest.raises(MoveChoice) as asked:
        tutor.read_move("un cuir", obs)  # take one from the market, or sell one?
    assert {str(m) for m in asked.value.moves} == {"take leather", "sell 1 leather"}
    assert tutor.parse_error(asked.value) == tutor.t("parse-ambiguous", count=2)
    with pytest.raises(MoveChoice) as asked:
        tutor.read_move("prendre l'or blabla", obs)  # a word nobody knows: offered, not played
    assert [str(m) for m in asked.value.moves] == ["take gold"]


#: Texts that are no move (in P1), in each language: the error quotes them as typed.
NOT_MOVES = {
    "it": ["cuoio!", "ruba il diamante", "prendi il rubino", "vendi"],
    "fr": ["achète le rubis", "donne", "voler le diamant", "cuir"],
    "ru": ["кожу", "украсть алмаз", "взять рубин", "продай"],
    "ja": ["革", "ダイヤを盗む", "ルビーを取る", "売る"],
    "en": ["steal the diamond", "take the ruby", "leather"],
}


@pytest.mark.parametrize("lang", sorted(NOT_MOVES))
def test_errors_quote_the_players_own_words(lang):
    tutor = Tutor(lang, strict=True)
    for text in NOT_MOVES[lang]:
        with pytest.raises(MoveParseError) as error:
            tutor.read_move(text, observation("P1"))
        said = tutor.parse_error(error.value)
        quoted = re.findall(r"[«“「]\s*([^»”」]+?)\s*[»”」]", said)
        typed = text.lower()
        for word in quoted:
            if word.lower() in ENGLISH_WORDS and lang != "en":
                assert word.lower() in typed, (text, said)
        if lang != "en":
            assert not any(w in said.split() for w in ENGLISH_WORDS - set(typed.split())), said
    with pytest.raises(MoveParseError) as error:
        tutor.read_move("achète le rubis" if lang == "fr" else "x rubis", observation("P1"))
    if lang == "fr":
        assert "achète" in tutor.parse_error(error.value) or "rubis" in tutor.parse_error(
            error.value
        )
