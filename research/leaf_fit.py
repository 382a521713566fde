"""What should level 5's leaf weigh, and how much?  Fits the leaf's terms to round results.

    python -m research.leaf_fit [--positions 8000] [--playouts 4]

A horizon playout stops after a few plies and values the position with
`leaf_value.leaf_value`: banked rupees, each hand's potential, crowding and the camel
race, all weighing 1, and (the plain leaf, level 5's until this fit) 30 x
tanh(value / 12).  This asks the rounds themselves: the playout policy plays
positions of level-3 games to the round's end (`positions.played_out`), and
for each band of cards left in the deck a logistic fit of the result on the
terms (`leaf_value.leaf_terms`, with the tempo) gives each term's weight, rupees
banked weighing 1, and the scale s of P(Seal) = 1/2 + 1/2 tanh(lead / s).
Fitted on one half of the points, judged by the log-likelihood per point on
the other, beside the plain leaf and the plain leaf with only its scale
fitted.  The last lines are the weights as a table to paste: level 5 plays
with them (`leaf_value.LEAF_FIT`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from research.positions import PLAIN_ODDS_SCALE, played_out_from_args
from tutorbot.ai.leaf_value import leaf_terms

TERMS = ("potential", "crowding", "camels", "tempo")
#: The most cards left in the deck of each band.
BANDS = (4, 9, 14, 19, 29, 99)
Point = tuple[Sequence[float], bool]


def log_likelihood(points: Sequence[Point], weights: Sequence[float]) -> float:
    """Mean log-likelihood of the results under P(win) = sigmoid(weights . terms)."""
    total = 0.0
    for x, won in points:
        z = sum(w * t for w, t in zip(weights, x, strict=True))
        margin = z if won else -z  # log sigmoid(margin), exp kept from overflowing
        total += -math.log1p(math.exp(-margin)) if margin > -500 else margin
    return total / len(points)


def fit(points: Sequence[Point], size: int, steps: int = 12) -> list[float]:
    """Logistic regression without intercept (the terms are antisymmetric) by
    Newton's method; `size` weights, on the first `size` terms of each point."""
    w = [0.1] + [0.0] * (size - 1)
    for _ in range(steps):
        grad = [0.0] * size
        hess = [[1e-9 * (i == j) for j in range(size)] for i in range(size)]
        for x, won in points:
            z = sum(w[i] * x[i] for i in range(size))
            p = 1 / (1 + math.exp(-max(-50.0, min(50.0, z))))
            for i in range(size):
                grad[i] += (won - p) * x[i]
                for j in range(size):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gauss-Jordan with partial pivoting; a is small)."""
    n = len(b)
    rows = [a[i][:] + [b[i]] for i in range(n)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(rows[r][c]))
        rows[c], rows[pivot] = rows[pivot], rows[c]
        for r in range(n):
            if r != c:
                f = rows[r][c] / rows[c][c]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[c], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def main() -> None:
    args, points = played_out_from_args(__doc__, 8000, 2, lambda copy: leaf_terms(copy, 0))
    print(
        f"{len(points)} points from {args.positions} positions; log-likelihood per point, held out"
    )
    print("deck    points    plain  scale fitted  terms fitted   s    " + "  ".join(TERMS))
    rows: list[tuple[int, list[float]]] = []
    low = 0
    for high in BANDS:
        band: list[Point] = [(terms, won) for deck, terms, won in points if low <= deck <= high]
        if len(band) < 500:
            low = high + 1
            continue
        train, test = band[::2], band[1::2]
        # the plain leaf: the sum of the terms but the tempo, over s = PLAIN_ODDS_SCALE
        summed: list[Point] = [((float(sum(x[:4])),), won) for x, won in band]
        plain = log_likelihood(summed[1::2], [2 / PLAIN_ODDS_SCALE])
        scale = fit(summed[::2], 1)
        w = fit(train, 5)
        s = 2 / w[0]
        ratios = [wi / w[0] for wi in w[1:]]
        fitted_scale, fitted_terms = log_likelihood(summed[1::2], scale), log_likelihood(test, w)
        print(
            f"{low:2}-{high:2}  {len(band):7}  {plain:7.4f}  {fitted_scale:12.4f}  "
            f"{fitted_terms:12.4f}  {s:4.1f}  "
            + "  ".join(f"{r:{len(name)}.2f}" for r, name in zip(ratios, TERMS, strict=True))
        )
        rows.append((high, [round(s, 1)] + [round(r, 2) for r in ratios]))
        low = high + 1
    print("as a table: (most cards in the deck, (scale, " + ", ".join(TERMS) + "))")
    for high, ws in rows:
        print(f"    ({high}, ({', '.join(str(v) for v in ws)})),")


if __name__ == "__main__":
    main()
