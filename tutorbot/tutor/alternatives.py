"""A concrete legal move to suggest after a refusal, close to what was tried."""

from __future__ import annotations

from tutorbot.engine import Move, MoveKind, Observation
from tutorbot.engine import rules as R
from tutorbot.engine.cards import CAMEL


def _closeness(rule: str, tried: Move, move: Move) -> float:
    """Higher for legal moves that keep more of what the player wanted."""
    score = 0.0
    wanted = tried.taken if tried.kind is MoveKind.EXCHANGE else None
    if tried.kind is MoveKind.TAKE and tried.good is not None:
        wanted = tuple(1 if c == tried.good else 0 for c in range(CAMEL + 1))
    if wanted:
        if move.kind is MoveKind.TAKE and wanted[move.good]:
            score += 4
        if move.kind is MoveKind.EXCHANGE:
            score += 2 * sum(min(a, b) for a, b in zip(wanted, move.taken, strict=True))
            score -= 0.5 * sum(move.taken)
    if tried.kind is MoveKind.SELL and tried.good is not None:
        if move.kind is MoveKind.SELL and move.good == tried.good:
            score += 6
        elif move.kind is MoveKind.TAKE and move.good == tried.good:
            score += 4  # make the pair first
    if rule == R.HAND_LIMIT_SEVEN:
        if move.kind is MoveKind.SELL:
            score += 3 + move.number / 10
        elif move.kind is MoveKind.CAMELS:
            score += 2
        elif move.kind is MoveKind.EXCHANGE and not move.given[CAMEL]:
            score += 1
    if rule in (R.TAKE_CAMELS_ALL, R.TAKE_GOODS_OR_CAMELS) and move.kind is MoveKind.CAMELS:
        score += 5
    if move.kind is tried.kind:
        score += 0.5
    return score


def alternative_for(rule: str, tried: Move, obs: Observation) -> Move | None:
    """The legal move most like `tried`, or None when there is no legal move."""
    moves = obs.legal_moves()
    if not moves:
        return None
    return max(moves, key=lambda m: (_closeness(rule, tried, m), -moves.index(m)))
