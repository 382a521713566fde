"""Each level's frozen rating: one for every level, stronger levels higher, and
level 5's the one this install plays (the fit itself: tests/research/)."""

from __future__ import annotations

import importlib

from tutorbot.ai import LEVELS, core, level_ratings
from tutorbot.ai.level_ratings import FITTED, LEVEL_RATINGS, WITHOUT_CORE_LEVEL5


def test_every_level_has_a_rating_and_stronger_levels_rate_higher():
    assert sorted(LEVEL_RATINGS) == sorted(LEVELS)
    ratings = [LEVEL_RATINGS[n].rating for n in sorted(LEVELS)]
    assert ratings == sorted(ratings)


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
