"""The levels' ratings frozen in the product are the ladder's: refitted from the logs
research/level_ratings.py cites."""

from __future__ import annotations

import math

import pytest

from research.level_ratings import ANCHOR, ANCHOR_RATING, ROLLOUT5, K, fit, product_results
from tutorbot.ai.level_ratings import FITTED, WITHOUT_CORE_LEVEL5


def test_the_numbers_in_the_code_are_the_fit_of_the_logs_they_rest_on():
    fitted = fit(product_results())
    for level, rating in FITTED.items():
        r, se = fitted[f"L{level}"]
        assert rating.rating == round(r) and rating.deviation == round(se), level
    r, se = fitted[ROLLOUT5]
    assert WITHOUT_CORE_LEVEL5.rating == round(r) and WITHOUT_CORE_LEVEL5.deviation == round(se)


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
