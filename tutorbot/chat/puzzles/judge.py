"""How a puzzle is judged: the one judge's deep look, and only a clear difference fails.

A puzzle's position is judged at the deep budget (`tutorbot.ai.judge.DEEP`),
the same judgement the review's key moment read when it called the move
played a mistake, so the moment, its puzzle and every answer to it agree.
An answer is solved unless that judgement tells it apart from the best move
(its 95 % paired interval excludes zero and the gain is worth a learner's
attention): an answer the judge cannot tell from the best is as good as the
best, and the screen says so with both moves' numbers.  A key moment makes a
puzzle only when the move played there is clearly behind, which is what made
it a key moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutorbot.ai.judge import Comparison, Judgement, judge, judge_more
from tutorbot.engine import Move, Observation

#: The budget puzzles are judged at.
PUZZLE_BUDGET = "deep"


@dataclass(frozen=True)
class Verdict:
    """An answer judged: the best move, and the answer against it (None: the
    answer is the best)."""

    move: Move
    best: Move
    compared: Comparison | None

    @property
    def solved(self) -> bool:
        """The judge cannot tell the answer from the best move (or it is the best)."""
        return self.compared is None or not self.compared.separated

    @property
    def loss(self) -> float:
        """What the answer gives up against the best, in the judge's value."""
        return 0.0 if self.compared is None else self.compared.gain


def rate(obs: Observation, must: Sequence[Move] = ()) -> Judgement:
    """The puzzle's judgement (run in the AI's process pool: a pure function)."""
    return judge(obs, PUZZLE_BUDGET, tuple(must))


def verdict(judgement: Judgement, move: Move) -> Verdict:
    """`move` (weighed in `judgement`) against the judgement's best move."""
    best = judgement.best.move
    if move == best:
        return Verdict(move, best, None)
    return Verdict(move, best, judgement.compare(best, move))


def judged_move(obs: Observation, judgement: Judgement, move: Move) -> Verdict:
    """The verdict on `move` (legal in `obs`), weighed in `judgement`'s worlds if it wasn't."""
    return verdict(judge_more(obs, judgement, (move,)), move)
