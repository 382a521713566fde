"""The one judge's verdict on a move, as facts: its numbers against another move's.

The judgement is passed in (`tutorbot.ai.judge.Judgement` has the shape of
`Judged`): this floor does not import the AI.  A verdict fact carries both
moves' Seal chances and average margins as the judgement rated them, and
`clear`: whether the judgement tells the two apart (its paired interval
excludes zero and the gain is worth a learner's attention).  The words then
say "better" only when `clear` is yes, and "about as good" otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from tutorbot.engine import Move

from .fact_kinds import Arg, Fact, Kind


class RatedMove(Protocol):
    """A move as the judge rated it (`tutorbot.ai.judge.Outcomes`)."""

    @property
    def move(self) -> Move:
        """The move rated."""
        ...

    @property
    def margin(self) -> float:
        """The mean rupee margin at the round's end after this move."""
        ...

    @property
    def seal(self) -> float:
        """The share of playouts in which the mover took the Seal."""
        ...


class Compared(Protocol):
    """Two moves of one judgement (`tutorbot.ai.judge.Comparison`)."""

    @property
    def better(self) -> RatedMove:
        """The higher-valued move."""
        ...

    @property
    def other(self) -> RatedMove:
        """The other move."""
        ...

    @property
    def gain(self) -> float:
        """What the better move gains over the other, in the judge's value."""
        ...

    @property
    def separated(self) -> bool:
        """Whether the judgement tells them apart with confidence."""
        ...

    @property
    def by_seal(self) -> bool:
        """Whether the gain is more the Seal's than the margin's."""
        ...


class Judged(Protocol):
    """A judgement of one position (`tutorbot.ai.judge.Judgement`)."""

    @property
    def moves(self) -> Sequence[RatedMove]:
        """The moves weighed, best first."""
        ...

    @property
    def worlds(self) -> int:
        """The worlds each move was played out in."""
        ...

    def against_best(self, move: Move) -> Compared | None:
        """`move` against the best other move weighed (None: nothing else was)."""
        ...

    def compare(self, a: Move, b: Move) -> Compared:
        """Two weighed moves, the better-valued first."""
        ...


def verdict_args(mine: RatedMove, other: RatedMove, clear: bool) -> dict[str, Arg]:
    """Both moves' numbers as the screens show them, and whether they differ clearly."""
    return {
        "seal": round(100 * mine.seal),
        "margin": round(mine.margin),
        "other_seal": round(100 * other.seal),
        "other_margin": round(other.margin),
        "clear": "yes" if clear else "no",
    }


def verdict_gain(compared: Compared) -> list[Fact]:
    """The judgement's numbers for a clearly better move against the move
    played (a review's key moment, a puzzle's answer); [] if not clearly better."""
    if not compared.separated:
        return []
    args = verdict_args(compared.better, compared.other, True)
    by = "seal" if compared.by_seal else "margin"
    return [Fact(Kind.VERDICT_GAIN, {**args, "other": str(compared.other.move), "by": by})]


def verdict_mine(move: Move, judgement: Judged) -> list[Fact]:
    """The judgement of a move the AI played, against the best other move it
    weighed, which stays unnamed (naming it could show the AI's hand)."""
    compared = judgement.against_best(move)
    if compared is None:
        return []
    best = compared.better.move == move
    mine, other = (compared.better, compared.other) if best else (compared.other, compared.better)
    args = verdict_args(mine, other, compared.separated)
    return [Fact(Kind.VERDICT_MINE, {**args, "best": "yes" if best else "no"})]


def verdict_facts(move: Move, judgement: Judged | None) -> list[Fact]:
    """The judgement of `move` against the best other move weighed: rated
    best, or behind it, clearly or not."""
    compared = None if judgement is None else judgement.against_best(move)
    if compared is None:
        return []
    best = compared.better.move == move
    mine, other = (compared.better, compared.other) if best else (compared.other, compared.better)
    args = {**verdict_args(mine, other, compared.separated), "other": str(other.move)}
    return [Fact(Kind.VERDICT_BEST if best else Kind.VERDICT_BEHIND, args)]
