"""The verdict facts' claims, checked against the search's ratings themselves.

A verdict is the search's word, not the engine's: its claim holds when the
numbers are those of the rated moves passed in and "best" means that nothing
scored higher (`claims` checks every other kind of fact against the engine).
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorbot.engine import Move, Observation

from .facts import Fact, Kind, RatedMove


def check_verdict(fact: Fact, obs: Observation, move: Move, rated: Sequence[RatedMove]) -> bool:
    """The numbers are the search's, the other move is the best it weighed
    besides this one, and "best" means nothing scored higher."""
    mine = [r for r in rated if r.move == move]
    others = [r for r in rated if r.move != move]
    if len(mine) != 1 or not others:
        return False
    other = max(others, key=lambda r: (r.seal, r.margin))
    numbers = _same_numbers(fact, mine[0], other) and fact.args["other"] == str(other.move)
    best = (mine[0].seal, mine[0].margin) >= (other.seal, other.margin)
    return numbers and best == (fact.kind is Kind.VERDICT_BEST)


def check_gain(fact: Fact, obs: Observation, move: Move, rated: Sequence[RatedMove]) -> bool:
    """The numbers are the search's for this move and for the move played
    (named), both rated in the same worlds."""
    found = {str(r.move): r for r in rated}
    mine, other = found.get(str(move)), found.get(str(fact.args["other"]))
    if mine is None or other is None or mine is other:
        return False
    return _same_numbers(fact, mine, other)


def _same_numbers(fact: Fact, mine: RatedMove, other: RatedMove) -> bool:
    a = fact.args
    return (
        a["seal"] == round(100 * mine.seal)
        and a["margin"] == round(mine.margin)
        and a["other_seal"] == round(100 * other.seal)
        and a["other_margin"] == round(other.margin)
    )


def check_mine(fact: Fact, obs: Observation, move: Move, rated: Sequence[RatedMove]) -> bool:
    """The AI's own verdict: its move's numbers against the best other move it
    weighed, and "best" only when nothing scored higher."""
    mine = [r for r in rated if r.move == move]
    others = [r for r in rated if r.move != move]
    if len(mine) != 1 or not others:
        return False
    best = all((mine[0].seal, mine[0].margin) >= (r.seal, r.margin) for r in others)
    other = max(others, key=lambda r: (r.seal, r.margin))
    return _same_numbers(fact, mine[0], other) and (fact.args["best"] == "yes") == best
