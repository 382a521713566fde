"""The search's verdict on a move, as facts: its numbers against another move's.

The search is passed in as `RatedMove` values (`tutorbot.ai.verdict.Rated`
has their shape): this floor does not import the AI.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from tutorbot.engine import Move

from .fact_kinds import Arg, Fact, Kind


class RatedMove(Protocol):
    """A move as the search rated it (`tutorbot.ai.verdict.Rated`)."""

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


def _verdict_args(mine: RatedMove, other: RatedMove) -> dict[str, Arg]:
    return {
        "seal": round(100 * mine.seal),
        "margin": round(mine.margin),
        "other_seal": round(100 * other.seal),
        "other_margin": round(other.margin),
    }


def verdict_gain(better: Move, played: Move, rated: Sequence[RatedMove]) -> list[Fact]:
    """The search's numbers for a better move against the move played (a
    review's key moment): both rated in the same worlds; [] if either is missing."""
    found = {r.move: r for r in rated}
    if better == played or better not in found or played not in found:
        return []
    args = _verdict_args(found[better], found[played])
    return [Fact(Kind.VERDICT_GAIN, {**args, "other": str(played)})]


def verdict_mine(move: Move, rated: Sequence[RatedMove]) -> list[Fact]:
    """The search's verdict on a move the AI played, against the best other move
    it weighed, which stays unnamed (naming it could show the AI's hand)."""
    mine = next((r for r in rated if r.move == move), None)
    others = [r for r in rated if r.move != move]
    if mine is None or not others:
        return []
    other = max(others, key=lambda r: (r.seal, r.margin))
    best = (mine.seal, mine.margin) >= (other.seal, other.margin)
    return [
        Fact(Kind.VERDICT_MINE, {**_verdict_args(mine, other), "best": "yes" if best else "no"})
    ]


def verdict_facts(move: Move, rated: Sequence[RatedMove]) -> list[Fact]:
    """The search's verdict on `move` against the best other move it weighed."""
    mine = next((r for r in rated if r.move == move), None)
    others = [r for r in rated if r.move != move]
    if mine is None or not others:
        return []
    other = max(others, key=lambda r: (r.seal, r.margin))
    args = {**_verdict_args(mine, other), "other": str(other.move)}
    best = (mine.seal, mine.margin) >= (other.seal, other.margin)
    return [Fact(Kind.VERDICT_BEST if best else Kind.VERDICT_BEHIND, args)]
