"""The board of a lesson or of the scripted first game: what the tutor asks, on the board.

`dress` is one of the core's board dressers (`hooks.BOARD_DRESSERS`): the
core draws the board, and this adds what only a lesson's board says.
"""

from __future__ import annotations

from tutorbot.store import Session
from tutorbot.tutor import Tutor
from tutorbot.tutor.first_game import FIRST_GAME_STEPS
from tutorbot.tutor.lessons import LESSONS, lesson_by_id
from tutorbot.tutor.tasks import render

from ..render import rematch_offered
from .lessons import is_guided_id


def lesson_header(tutor: Tutor, lesson_id: str) -> str:
    """ "🎓 Lesson 3/9": short, as a board line must be (the title is in the intro)."""
    n = LESSONS.index(lesson_by_id(lesson_id)) + 1
    return tutor.t("learn-header", n=n, count=len(LESSONS))


def dress(tutor: Tutor, session: Session, board: str, my_turn: bool) -> str:
    """`board` with a lesson's header and task, or the first game's guidance
    (and, once it is over, what follows it)."""
    if session.lesson is not None:
        lesson = lesson_by_id(session.lesson)
        _, _, rest = board.partition("\n")  # the match header means nothing in a lesson
        return "\n".join(
            [lesson_header(tutor, session.lesson), rest, "", render(tutor.t, lesson.task.prompt)]
        )
    guiding = not session.finished and my_turn  # a game given up guides no further
    if session.script is not None and guiding and session.script < len(FIRST_GAME_STEPS):
        step = session.script + 1
        header = tutor.t("learn-first-game-step", step=step, steps=len(FIRST_GAME_STEPS))
        prompt = render(tutor.t, FIRST_GAME_STEPS[session.script].task.prompt)
        return "\n".join([board, "", header, prompt])
    if is_guided_id(session.game_id) and rematch_offered(session):
        # It was played to its end as a match against level 1, yet /review
        # and /stats leave it out (the tutor chose its first moves): say so
        # where it ends, and what does count.
        return "\n".join([board, "", tutor.t("lesson-first-game-over")])
    return board
