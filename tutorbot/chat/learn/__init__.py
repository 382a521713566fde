"""Learning: the lessons, the scripted first game, and what their boards say.

`FEATURE` brings /learn and the lesson buttons, the lesson boards' taps
(game ids with `lessons.LESSON_MARK`) and typed moves, the guided game's
kind (game ids with `lessons.GUIDED_MARK`: played as a match, but what
follows its end is its own), the judge of a
lesson's or a guided turn's move, the lessons under /start's welcome, /hint
and /why about the step in a lesson, and the dress of a lesson's board.
"""

from __future__ import annotations

from .. import payload as P
from ..context import GameType
from ..feature import At, Feature
from . import guide, judging, lessons

FEATURE = Feature(
    name="learn",
    commands={"learn": lessons.menu},
    buttons=lessons.PLAIN_ACTIONS,
    command_wrappers=[
        ("start", At(10, lessons.with_lessons)),
        ("hint", At(10, lessons.about_the_step(lessons.lesson_hint))),
        ("why", At(10, lessons.about_the_step(lessons.step_why))),
        ("language", At(10, lessons.after_language)),
        ("lang", At(10, lessons.after_language)),
    ],
    button_wrappers=[(P.LANG, At(10, lessons.after_language))],
    games=[
        GameType(lessons.is_lesson_id, lessons.press, lessons.LESSON_END),
        GameType(lessons.is_guided_id, lessons.press_guided, lessons.GUIDED),
    ],
    typed=At(20, lessons.typed),  # after a friend game in play
    position=At(20, lessons.lesson_turn),
    move_judge=At(10, judging.judge),
    board_dresser=At(10, guide.dress),
)
