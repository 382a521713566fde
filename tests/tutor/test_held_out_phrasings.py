"""Held-out natural phrasings (tests/support/held_out/): at least 95 % understood per language."""

from __future__ import annotations

import pytest

from tests.support import held_out
from tutorbot.engine import MoveParseError
from tutorbot.tutor import Tutor


@pytest.mark.parametrize("lang", sorted(held_out.languages()))
def test_held_out_phrasings_are_understood(lang):
    rows = held_out.cases(lang)
    assert len(rows) >= 40
    tutor = Tutor(lang, strict=True)
    missed = []
    for text, obs, meant in rows:
        try:
            got = str(tutor.read_move(text, obs))
        except MoveParseError as error:
            got = tutor.parse_error(error)
        if got != meant:
            missed.append((text, meant, got))
    assert len(missed) <= len(rows) * 0.05, missed


def test_every_language_but_english_has_a_held_out_list():
    assert sorted(held_out.languages()) == ["fr", "it", "ja", "ru"]
