"""The verdict facts' claims, checked against the judgement itself.

A verdict is the judge's word, not the engine's: its claim holds when the
numbers are those of the judgement's moves, "best" means nothing weighed
was valued higher, and "clear" is the judgement's own separation of the two
(`claims` checks every other kind of fact against the engine).
"""

from __future__ import annotations

from tutorbot.engine import Move, Observation

from .facts import Fact, Judged, Kind, RatedMove


def check_verdict(fact: Fact, obs: Observation, move: Move, judgement: Judged) -> bool:
    """The numbers are the judgement's, the other move is the best it weighed
    besides this one, "best" means nothing was valued higher, "clear" is its separation."""
    compared = judgement.against_best(move)
    if compared is None:
        return False
    best = compared.better.move == move
    other = compared.other if best else compared.better
    mine = compared.better if best else compared.other
    return (
        _same_numbers(fact, mine, other, compared.separated)
        and fact.args["other"] == str(other.move)
        and best == (fact.kind is Kind.VERDICT_BEST)
    )


def check_gain(fact: Fact, obs: Observation, move: Move, judgement: Judged) -> bool:
    """The numbers are the judgement's for this move and for the move played
    (named), this one clearly the better of the two."""
    found = {str(r.move): r.move for r in judgement.moves}
    other = found.get(str(fact.args["other"]))
    if other is None or other == move or move not in found.values():
        return False
    compared = judgement.compare(move, other)
    return (
        compared.better.move == move
        and compared.separated
        and _same_numbers(fact, compared.better, compared.other, True)
    )


def check_mine(fact: Fact, obs: Observation, move: Move, judgement: Judged) -> bool:
    """The AI's own verdict: its move's numbers against the best other move
    weighed, "best" only when nothing was valued higher, "clear" the separation."""
    compared = judgement.against_best(move)
    if compared is None:
        return False
    best = compared.better.move == move
    mine, other = (compared.better, compared.other) if best else (compared.other, compared.better)
    return (
        _same_numbers(fact, mine, other, compared.separated)
        and (fact.args["best"] == "yes") == best
    )


def _same_numbers(fact: Fact, mine: RatedMove, other: RatedMove, clear: bool) -> bool:
    a = fact.args
    return (
        a["seal"] == round(100 * mine.seal)
        and a["margin"] == round(mine.margin)
        and a["other_seal"] == round(100 * other.seal)
        and a["other_margin"] == round(other.margin)
        and a["clear"] == ("yes" if clear else "no")
    )
