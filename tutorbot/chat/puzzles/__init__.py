"""Puzzles made from the player's own games, scheduled like flash cards (issue 33).

Importing this package plugs it into the core: /puzzle and its buttons
(``PZ:n`` practise, ``PZ:x`` the next puzzle, ``PZ:b`` the built-in set), the game buttons of
a puzzle's answer (`GameKind.PUZZLE`) and an answer typed, keeping each match
as it ends to make puzzles of, and "practise these moments" under a match's
result.  The review's summary and the lessons' menu link here through the
same buttons.  `tutorbot.chat` imports it; the core never does.
"""

from __future__ import annotations

from .. import hooks
from .. import payload as P
from ..actions import PLAIN_ACTIONS
from ..commands import COMMANDS
from ..payload import GameKind
from . import handlers, screens

COMMANDS[handlers.PUZZLE_COMMAND] = handlers.command
PLAIN_ACTIONS[P.PUZZLE] = handlers.press
hooks.GAME_PRESSES[GameKind.PUZZLE] = handlers.answer_press
hooks.INTENT_SEEN.append(handlers.intent_seen)
hooks.TYPED_BEFORE_GAME.append(handlers.answer_typed)  # after a friend game, an open lesson
hooks.AFTER_MATCH.append(handlers.remember_match)
hooks.RESULT_ROWS.append(screens.practise_row)
