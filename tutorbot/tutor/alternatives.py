"""A concrete legal move to suggest after a refusal, close to what was tried."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutorbot.engine import Exchange, Move, MoveKind, Observation, Sell, Take
from tutorbot.engine import rules as R
from tutorbot.engine.cards import CAMEL


def _closeness(rule: str, tried: Move) -> Callable[[Move], float]:
    """Scores legal moves higher the more of what the player wanted they keep.

    Built once per refusal: a hand can have hundreds of legal exchanges, and
    everything that depends only on the refused move is worked out up front.
    """
    wanted = tried.taken if isinstance(tried, Exchange) else None
    if isinstance(tried, Take):
        wanted = tuple(1 if c == tried.good else 0 for c in range(CAMEL + 1))
    selling = tried.good if isinstance(tried, Sell) else None
    hand_full = rule == R.HAND_LIMIT_SEVEN
    camels_first = rule in (R.TAKE_CAMELS_ALL, R.TAKE_GOODS_OR_CAMELS)

    def score(move: Move) -> float:
        value = 0.0
        if move.kind is tried.kind:
            value += 0.5
        if isinstance(move, Exchange):
            if wanted:
                kept = sum(map(min, wanted, move.taken))
                value += 2 * kept - 0.5 * sum(move.taken)
            if hand_full and not move.given[CAMEL]:
                value += 1
        elif isinstance(move, Take):
            if wanted and wanted[move.good]:
                value += 4
            if selling is not None and move.good == selling:
                value += 4  # make the pair first
        elif isinstance(move, Sell):
            if selling is not None and move.good == selling:
                value += 6
            if hand_full:
                value += 3 + move.number / 10
        elif move.kind is MoveKind.CAMELS:
            if hand_full:
                value += 2
            if camels_first:
                value += 5
        return value

    return score


#: How many of the search's best moves an alternative is chosen from.
TOP = 3


def alternative_for(
    rule: str, tried: Move, obs: Observation, ranked: Sequence[Move] = ()
) -> Move | None:
    """A legal move to suggest instead of `tried`: of the search's `TOP` best
    (`ranked`, best first), the one most like what was tried; without a
    ranking, the legal move most like it (the first of equals); None when
    there is no legal move."""
    good = [m for m in ranked[:TOP] if obs.check(m) is None]
    moves: Sequence[Move] = good or obs.legal_moves()
    if not moves:
        return None
    return max(moves, key=_closeness(rule, tried))  # max keeps the first of equals
