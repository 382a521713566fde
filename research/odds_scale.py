"""How sure is a rupee lead of the round?  Fits the plain leaf's odds scale.

    python -m research.odds_scale [--positions 1500] [--playouts 4]

Level 5 valued a position still in play as 30 x tanh(lead / s) until
`leaf_value.LEAF_FIT` (s = `positions.PLAIN_ODDS_SCALE`), as if the chance of
taking the round's Seal were 1/2 + 1/2 tanh(lead / s); research/leaf_fit.py goes
further and weighs the lead's terms apart.  This measures what s fits best:
from positions of level-3 games, the playout policy plays each round to its
end several times, recording the leader's `leaf_value` every third ply beside
the round's result; for each band of cards left in the deck it prints the s of
greatest likelihood (and the log-likelihood per point of that s against the
plain leaf's flat scale and the deck line piloted in session 8), then the best
straight line s = a + b x deck.  Rounds the tie-break decides are left out.
"""

from __future__ import annotations

import math

from research.positions import PLAIN_ODDS_SCALE, played_out_from_args
from tutorbot.ai.leaf_value import leaf_value

#: s = 4.5 + 0.44 x deck, this script's fit in session 7: in play, no better than the flat
#: scale (400 matches against the rollout bot, research/tournament-2026-11-26.txt).
LINE = (4.5, 0.44)
BANDS = ((0, 4), (5, 9), (10, 14), (15, 19), (20, 24), (25, 29), (30, 40))
Sample = tuple[int, float, bool]  # cards in the deck, leaf value for seat 0, seat 0 won


def likelihood(
    points: list[Sample], scale: float | None = None, a: float = 0, b: float = 0
) -> float:
    """Mean log-likelihood of the results under P(win) = 1/2 + 1/2 tanh(v / s)."""
    total = 0.0
    for deck, value, won in points:
        s = scale if scale is not None else a + b * deck
        p = 0.5 + 0.5 * math.tanh(value / s)
        p = min(max(p if won else 1 - p, 1e-9), 1.0)
        total += math.log(p)
    return total / len(points)


def main() -> None:
    args, points = played_out_from_args(__doc__, 1500, 1, lambda copy: leaf_value(copy, 0))
    print(
        f"{len(points)} points from {args.positions} positions; "
        f"plain leaf: s = {PLAIN_ODDS_SCALE}; the deck line: s = {LINE[0]} + {LINE[1]} x deck"
    )
    for lo, hi in BANDS:
        band = [p for p in points if lo <= p[0] <= hi]
        if len(band) < 200:
            continue
        best = max((x / 2 for x in range(4, 120)), key=lambda s: likelihood(band, s))
        print(
            f"deck {lo:2}-{hi:2}  n {len(band):6}  best s {best:5.1f}  "
            f"log-likelihood {likelihood(band, best):.4f} "
            f"(plain s {PLAIN_ODDS_SCALE}: {likelihood(band, PLAIN_ODDS_SCALE):.4f}; "
            f"the deck line: {likelihood(band, None, *LINE):.4f})"
        )
    some = points[::3]
    a, b = max(
        ((a10 / 10, b100 / 100) for a10 in range(20, 100, 5) for b100 in range(10, 70, 2)),
        key=lambda ab: likelihood(some, None, *ab),
    )
    print(
        f"straight line: s = {a} + {b} x deck  (log-likelihood {likelihood(some, None, a, b):.4f}; "
        f"plain s {PLAIN_ODDS_SCALE}: {likelihood(some, PLAIN_ODDS_SCALE):.4f}; "
        f"the deck line: {likelihood(some, None, *LINE):.4f})"
    )


if __name__ == "__main__":
    main()
