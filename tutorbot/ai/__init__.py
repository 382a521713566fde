"""AI opponents by level; each plays from its own observation only.

from tutorbot.ai import get_player
decision = get_player(3, seed=1).choose(game.observation(1))
decision.move
"""

from .players import LEVELS, Decision, Level, Player, get_player, settle_caches

__all__ = [
    "LEVELS",
    "Decision",
    "Level",
    "Player",
    "get_player",
    "settle_caches",
]
