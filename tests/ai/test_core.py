"""The compiled core against the engine, the referee (issue 30).

Random rounds are played move by move in both: the same legal moves, the same
state after each move, the same scored result at the round's end.  The suite
samples a few thousand positions; `python -m research.core_check` runs the
issue's 100,000.  The core is built by `pip install -e .` wherever a C
compiler is (README's commands).
"""

from __future__ import annotations

import random

import pytest

from research.core_check import check, check_round
from tutorbot.ai import core
from tutorbot.engine import Game
from tutorbot.engine.moves import Exchange

pytestmark = pytest.mark.skipif(not core.AVAILABLE, reason="the compiled core is not built")


def test_core_agrees_with_the_engine_on_first_rounds():
    rng = random.Random(30)
    checked = sum(check_round(Game.new(seed=s, first=s % 2), rng) for s in range(40))
    assert checked > 1000


def test_core_agrees_on_later_rounds_and_sampled_worlds():
    assert check(3000, seed=7) >= 3000


def test_exchanges_are_listed_once_by_counts():
    game = Game.new(seed=5)
    moves = core.legal_moves(core.flat_state(game))
    exchanges = [m for m in moves if isinstance(m, Exchange)]
    assert exchanges and len(set(exchanges)) == len(exchanges)


def test_a_wrong_state_is_refused():
    with pytest.raises(ValueError):
        core.core().legal_moves([0] * 10)
