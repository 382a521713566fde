"""Puzzles made from the player's own games, scheduled like flash cards.

`FEATURE` brings /puzzle and its buttons (``PZ:n`` practise, ``PZ:x`` the
next puzzle, ``PZ:b`` the built-in set), the game buttons of a puzzle's
answer (game id `screens.PUZZLE_GAME`) and an answer typed, keeping each
match as it ends to make puzzles of.  The review's summary ("practise these
moments", only when the match has key moments: each makes a puzzle) and the
lessons' menu link here through the same buttons.
"""

from __future__ import annotations

from tutorbot.store.puzzles import UI_FIELD

from .. import payload as P
from ..context import GameType
from ..feature import At, Feature
from . import handlers, screens, waiting

FEATURE = Feature(
    name="puzzles",
    commands={handlers.PUZZLE_COMMAND: handlers.command},
    buttons={P.PUZZLE: handlers.press},
    games=[GameType(screens.PUZZLE_GAME.__eq__, handlers.answer_press, handlers.PUZZLE_END)],
    intent_seen=handlers.intent_seen,
    typed=At(30, handlers.answer_typed),  # after a friend game, an open lesson
    position=At(30, handlers.position),
    # after the review keeps the match (it grades it once for both)
    after_match=At(20, waiting.AFTER_MATCH),
    chat_fields=[UI_FIELD],
)
