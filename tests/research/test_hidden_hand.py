"""research.hidden_hand counts the opponent's cards a mover cannot name."""

from __future__ import annotations

from research.hidden_hand import unknown_counts
from tutorbot.engine import Game


def test_the_first_decision_knows_none_of_the_opponents_dealt_goods():
    """Before anyone moves, every card in the opponent's hand is unknown (the
    camels dealt went to their herd, in view)."""
    unknown, sizes = unknown_counts(games=1, level=1, seed=7)
    first_hand = sum(Game.new(seed=7).hands[1])
    assert sizes[0] == first_hand and unknown[first_hand] >= 1
    assert sum(unknown.values()) == len(sizes)
    assert max(unknown) <= max(sizes)
