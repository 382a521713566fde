"""AI opponents by level; each plays from its own observation only.

from tutorbot.ai import get_player
decision = get_player(3, seed=1).choose(game.observation(1))
decision.move
"""

from .grading import Grade, evaluate_moves, grade_turn
from .players import LEVELS, Decision, Level, Player, get_player, settle_caches

__all__ = [
    "LEVELS",
    "Decision",
    "Grade",
    "Level",
    "Player",
    "evaluate_moves",
    "get_player",
    "grade_turn",
    "settle_caches",
]
