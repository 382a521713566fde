"""Learning: the lessons, the scripted first game, and what their boards say.

Importing this package plugs it into the core: /learn and the lesson buttons,
the lesson boards' taps and typed moves, the judge of a lesson's or a guided
turn's move, the lessons under /start's welcome, and the dress of a lesson's
board.  `tutorbot.chat` imports it; the core never does.
"""

from __future__ import annotations

from .. import hooks
from .. import payload as P
from ..actions import PLAIN_ACTIONS
from ..commands import COMMANDS
from ..payload import GameKind
from . import guide, judging, lessons

COMMANDS["learn"] = lessons.menu
COMMANDS["start"] = lessons.with_lessons(COMMANDS["start"])
PLAIN_ACTIONS.update(lessons.PLAIN_ACTIONS)
COMMANDS["hint"] = lessons.about_the_step(COMMANDS["hint"], lessons.lesson_hint)
COMMANDS["why"] = lessons.about_the_step(COMMANDS["why"], lessons.step_why)
PLAIN_ACTIONS[P.LANG] = lessons.after_language(PLAIN_ACTIONS[P.LANG])
COMMANDS["language"] = COMMANDS["lang"] = lessons.after_language(COMMANDS["language"])
hooks.GAME_PRESSES[GameKind.LESSON] = lessons.press
hooks.TYPED_BEFORE_GAME.append(lessons.typed)
hooks.MOVE_JUDGES.append(judging.judge)
hooks.BOARD_DRESSERS.append(guide.dress)
