"""How a puzzle is judged: the verdict search, one number a move, and two margins.

A move's worth is what the pure-Python verdict search
(`tutorbot.ai.verdict.rate_moves_by_rollouts`) says of it in one number: its
mean rupee margin at the round's end plus `SEAL_VALUE_SPAN` rupees a unit of
Seal chance (a round won against a round lost is +40 against -40, the
evaluation's own figure, `ai.evaluation`; the review weighs the Seal the
same, `tutor.review`).  The search is seeded by the puzzle, so the same
answer always gets the same verdict, and a move added to the candidates never
changes another's value (every move is played in the same worlds).

The margins come from `research/puzzle_thresholds.py` (12 matches, levels 1
and 2 against level 3, seed 33: 60 key moments):

* `PASS_MARGIN`: an answer within this of the best passes.  It is the search's
  own noise at `PUZZLE_WORLDS` worlds: what one seed's best move loses when
  valued in another seed's worlds is 0 in three cases of four, 2.2 at the 90th
  percentile and 4.2 at the 95th (8.8 at most; at 40 worlds: 5.3, 6.2 and
  12.1).  A move closer to the best than that is not worse by anything the
  search can tell.
* `CLEAR_LOSS`: a key moment becomes a puzzle when the move played lost at
  least this, twice the pass margin, so the move played fails its puzzle even
  on an unlucky sample.  The moves played at key moments lose 10.4 (median),
  24.7 (75th percentile); 57% of them lose 8 or more: about three puzzles a
  match.

Why the puzzles keep the pure-Python verdict when the hint, `/analyse`,
`/why` and the review take the tree search's (`tutorbot.ai.verdict`): the
margins above and the built-in set (`research/puzzle_set.py`) were measured
on this verdict, and they do not carry over.  Judged by the tree-search
verdict at the same seeds and worlds (`research/puzzle_verdicts.py`), 4 of
the 36 built-in answers would fail and only 12 would remain the one clear
answer.  Moving the puzzles means choosing the set and the margins again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutorbot.ai.verdict import Rated, rate_moves_by_rollouts
from tutorbot.engine import Move, Observation
from tutorbot.tutor.review import SEAL_VALUE_SPAN

#: Worlds the puzzle's search plays each candidate in (0.5 s CPU a search, median; 1 s at most).
PUZZLE_WORLDS = 400
#: An answer this close to the best passes (the search's noise, measured).
PASS_MARGIN = 4.0
#: A key moment is a puzzle when the move played lost at least this.
CLEAR_LOSS = 8.0


def value(rated: Rated) -> float:
    """One move's worth to the search, in rupees of expected round margin."""
    return rated.margin + SEAL_VALUE_SPAN * rated.seal


@dataclass(frozen=True)
class Verdict:
    """An answer judged: what it gives up against the best, and whether it passes."""

    move: Move
    best: Move
    loss: float
    rated: tuple[Rated, ...]

    @property
    def solved(self) -> bool:
        return self.loss <= PASS_MARGIN


def rate(obs: Observation, seed: int, must: Sequence[Move] = ()) -> list[Rated]:
    """The puzzle's search (run in the AI's process pool: a pure function)."""
    return rate_moves_by_rollouts(obs, seed, must=tuple(must), worlds=PUZZLE_WORLDS)


def verdict(rated: Sequence[Rated], move: Move) -> Verdict:
    """`move` (one of `rated`) against the best of `rated`."""
    best = max(rated, key=value)
    mine = next(r for r in rated if r.move == move)
    return Verdict(move, best.move, max(0.0, value(best) - value(mine)), tuple(rated))


def judge(obs: Observation, seed: int, move: Move) -> Verdict:
    """The verdict on `move` (legal in `obs`), searched with the puzzle's seed."""
    return verdict(rate(obs, seed, (move,)), move)
