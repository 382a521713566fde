"""One lesson: an idea of Jaipur on a hand-built position, with a task the learner
solves with a move, and the pieces the catalogue's lessons are built from.

`judge` says whether the move was right (with why, in the learner's numbers),
legal but wrong (what it missed; try again) or illegal (the engine's refusal,
which the tutor explains as usual).  The learner is always player 0 and always
to move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tutorbot.engine import Game, Move, Position

from .tasks import (
    Cards,
    Explain,
    Predicate,
    Rupees,
    Task,
    Text,
    Verdict,
    exactly,
    gain,
    sale_of,
    text,
)

#: Said for a legal move that has nothing to do with the lesson's idea.
OFF_TASK = "lesson-missed-off-task"


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: texts by message id, a position dict and the task on it."""

    id: str
    intro_lines: int
    position: Position
    task: Task
    missed_ids: tuple[str, ...]

    @property
    def title(self) -> str:
        """The message id of the lesson's title."""
        return f"lesson-{self.id}-title"

    @property
    def intro(self) -> tuple[str, ...]:
        """The message ids of the lesson's explanation, line by line."""
        return tuple(f"lesson-{self.id}-intro-{n}" for n in range(1, self.intro_lines + 1))

    def game(self) -> Game:
        """A fresh game on the lesson's position (each try starts from it)."""
        return Game.from_dict(self.position)

    def message_ids(self) -> tuple[str, ...]:
        """Every message this lesson can show (for completeness checks)."""
        return (self.title, *self.intro, self.task.prompt.id, f"lesson-{self.id}-right") + (
            self.missed_ids
        )


def judge(lesson: Lesson, move: Move) -> Verdict:
    """The verdict on the learner's `move` in `lesson`'s position."""
    return lesson.task.judge(lesson.game(), move)


def _missed(by_kind: Callable[[Game, Game, Move], Text | None]) -> Explain:
    """`by_kind`'s text where it has one, else the generic off-task line."""

    def explain(before: Game, after: Game, move: Move) -> Text:
        return by_kind(before, after, move) or text(OFF_TASK)

    return explain


def build_lesson(
    lesson_id: str,
    position: Position,
    example: Move,
    why: Explain,
    missed: Callable[[Game, Game, Move], Text | None],
    missed_ids: tuple[str, ...],
    intro_lines: int = 2,
    right: Predicate | None = None,
) -> Lesson:
    """A lesson whose task is right for `right`, by default for `example` alone."""
    right = right or exactly(example)
    task = Task(text(f"lesson-{lesson_id}-task"), example, right, why, _missed(missed))
    return Lesson(lesson_id, intro_lines, position, task, (*missed_ids, OFF_TASK))


def sale_why(msg_id: str) -> Explain:
    """The right-answer text of a sale: the cards sold, the tokens they banked
    and the bonus drawn, in rupees (0 under 3 cards)."""

    def why(before: Game, after: Game, move: Move) -> Text:
        got, sale = gain(before, after), sale_of(move)
        return text(
            msg_id,
            cards=Cards(sale.good, sale.number),
            tokens=got.tokens,
            bonus=sum(got.bonus),
            total=Rupees(got.total),
        )

    return why
