"""The levels' ratings in the code are the ladder's: refitted from the logs they cite."""

from __future__ import annotations

import importlib
import math

import pytest

from research.level_ratings import K, fit, product_results
from tutorbot.ai import LEVELS, core, level_ratings
from tutorbot.ai.level_ratings import (
    ANCHOR,
    ANCHOR_RATING,
    FITTED,
    LEVEL_RATINGS,
    ROLLOUT5,
    WITHOUT_CORE_LEVEL5,
)


def test_every_level_has_a_rating_and_stronger_levels_rate_higher():
    assert sorted(LEVEL_RATINGS) == sorted(LEVELS)
    ratings = [LEVEL_RATINGS[n].rating for n in sorted(LEVELS)]
    assert ratings == sorted(ratings)


def test_the_numbers_in_the_code_are_the_fit_of_the_logs_they_cite():
    fitted = fit(product_results())
    for level, rating in FITTED.items():
        r, se = fitted[f"L{level}"]
        assert rating.rating == round(r) and rating.deviation == round(se), level
    r, se = fitted[ROLLOUT5]
    assert WITHOUT_CORE_LEVEL5.rating == round(r) and WITHOUT_CORE_LEVEL5.deviation == round(se)


def test_a_player_is_rated_against_the_level_5_this_install_plays(monkeypatch):
    """Without the core, level 5 plays its rollout search: matches against it
    count as against that search's rating, not the tree search's."""
    assert LEVEL_RATINGS[5] == (FITTED[5] if core.AVAILABLE else WITHOUT_CORE_LEVEL5)
    monkeypatch.setattr(core, "AVAILABLE", False)
    try:
        assert importlib.reload(level_ratings).LEVEL_RATINGS[5] == WITHOUT_CORE_LEVEL5
        assert level_ratings.LEVEL_RATINGS[4] == FITTED[4]
    finally:
        monkeypatch.undo()
        importlib.reload(level_ratings)


def test_the_fit_recovers_ratings_it_was_given():
    """Win counts made from known gaps come back as those gaps."""
    truth = {"L1": 1100.0, "L2": 1400.0, "L3": 1800.0}

    def wins(a: float, b: float, n: int = 10_000) -> list[int]:
        p = 1 / (1 + math.exp(-K * (a - b)))
        return [round(n * p), n - round(n * p)]

    record = {
        ("L2", "L1"): wins(truth["L2"], truth["L1"]),
        ("L3", "L2"): wins(truth["L3"], truth["L2"]),
        ("L1", ANCHOR): wins(truth["L1"], ANCHOR_RATING),
    }
    fitted = fit(record)
    for name, r in truth.items():
        assert fitted[name][0] == pytest.approx(r, abs=2)
