"""The review of a player's last finished match, in the chat.

Importing this package plugs it into the core: /review and its screens'
buttons, the game buttons of a move tried at a key moment
(`GameKind.REVIEW`) and such a move typed, keeping each match as it ends, and
the Review button under a match's result.  `tutorbot.chat` imports it; the
core never does.
"""

from __future__ import annotations

from .. import hooks
from .. import payload as P
from ..actions import PLAIN_ACTIONS
from ..commands import COMMANDS
from ..payload import GameKind
from . import handlers, screens

COMMANDS["review"] = handlers.command
PLAIN_ACTIONS[P.REVIEW] = handlers.press
hooks.GAME_PRESSES[GameKind.REVIEW] = handlers.try_press
hooks.TYPED_WITHOUT_GAME.append(handlers.try_typed)
hooks.AFTER_MATCH.append(handlers.remember_match)
hooks.RESULT_ROWS.append(screens.review_row)
