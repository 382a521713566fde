"""The lesson catalogue: one idea of Jaipur each, on a hand-built position.

A lesson is two or three short lines of explanation, a real position and a
task the learner solves with a move (`lesson`); the lessons go from the market
to two pieces of strategy (`rule_lessons`, then `strategy_lessons`).

Texts: ``lesson-<id>-title``, ``lesson-<id>-intro-<n>``, ``lesson-<id>-task``,
``lesson-<id>-right`` and the ``lesson-<id>-missed...`` variants, in every
locale; `Lesson.message_ids` lists every one a lesson can show.
"""

from __future__ import annotations

from .lesson import OFF_TASK, Lesson, judge
from .rule_lessons import BONUS, CAMELS, EXCHANGE, MARKET, PRECIOUS_LESSON, ROUND_END, SELLING
from .strategy_lessons import LEFTOVERS, RACE

__all__ = [
    "LESSONS",
    "MENU_MESSAGES",
    "OFF_TASK",
    "Lesson",
    "judge",
    "lesson_by_id",
    "next_lesson",
]


def lesson_by_id(lesson_id: str) -> Lesson:
    """The lesson called `lesson_id`; KeyError if there is none."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)


def next_lesson(done: set[str] | frozenset[str]) -> Lesson | None:
    """The first lesson not yet passed, in the catalogue's order."""
    return next((lesson for lesson in LESSONS if lesson.id not in done), None)


#: Every lesson, in the order a newcomer takes them: from the market to the
#: end of a round, then the two on strategy.
LESSONS: tuple[Lesson, ...] = (
    MARKET,
    CAMELS,
    EXCHANGE,
    SELLING,
    PRECIOUS_LESSON,
    BONUS,
    ROUND_END,
    RACE,
    LEFTOVERS,
)

#: Texts the lesson menu and flow share, whichever lesson is open.
MENU_MESSAGES: tuple[str, ...] = (
    "lesson-menu-title",
    "lesson-menu-done",
    "lesson-menu-todo",
    "lesson-try-again",
    "lesson-passed",
    "lesson-all-done",
    OFF_TASK,
)
