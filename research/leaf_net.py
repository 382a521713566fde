"""Would a small network at the playouts' cut predict the round better than level 5's leaf?

    python -m research.leaf_net [--deals 24000] [--test-deals 4000] [--seed 48]

Level 5's playouts stop after 12 moves (`MctsBudget.playout_plies`) and back
up the odds of the Seal its leaf gives there: tanh(m / (4.5 + 0.44 x deck)),
m the learned evaluation's margin (`_core.c`, `leaf_odds`).  What the leaf
should predict is how the round would end were the playout played on, so
this plays rounds by the playout policy (greedy on the learned evaluation, one
move in ten at random) from fresh deals, and at every position plays the
round out once more by the same policy: the position, and whether seat 0 took
the Seal (rounds the tie-break leaves to nobody are left out).

Three predictors are scored by log loss on the held-out deals' positions
(lower is better; each position's one playout is a noisy target, so no
predictor reaches 0), overall and by the cards left in the deck:

- the leaf level 5 plays;
- a logistic fit of the evaluation's own 118 inputs (`core.features`);
- a network of one hidden layer (tanh) over those inputs and the state itself
  (hands, herds, market, token piles, bonus piles, what was won), trained
  by Adam on the log loss, standardised inputs (numpy: the dev extra has it).

If the network's loss is not clearly below the leaf's, a learned value on
these inputs is not where level 5's strength lies (research/README.md says
what it found).  Everything follows from --seed.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

import numpy as np

from tutorbot.ai import core
from tutorbot.ai.td_weights import WEIGHTS
from tutorbot.engine import Game

#: Where `core.flat_state` keeps whose turn, whether the round is over and the
#: deck's length (after both hands, both herds and the market).
TO_MOVE, OVER, DECK_LEN = 21, 22, 23
EXPLORE = 0.1  # the playouts' share of random moves (`MctsBudget.explore`)
GOODS, BONUS_SIZES = 6, 3


def state_inputs(s: Sequence[int]) -> list[float]:
    """The state itself, as numbers: hands, herds, market, whose turn, the
    deck's length, each token pile's length, three top tokens and sum, each
    bonus pile's length and mean, and what each seat has won."""
    out = [float(v) for v in s[:TO_MOVE]] + [float(s[TO_MOVE]), float(s[DECK_LEN])]
    i = DECK_LEN + 1 + s[DECK_LEN]
    for _ in range(GOODS):
        n = s[i]
        pile = list(s[i + 1 : i + 1 + n])
        out += [n, *(pile[k] if k < n else 0 for k in range(3)), sum(pile)]
        i += 1 + n
    for _ in range(BONUS_SIZES):
        n = s[i]
        out += [n, sum(s[i + 1 : i + 1 + n]) / max(n, 1)]
        i += 1 + n
    return out + [float(v) for v in s[i : i + 6]]


def positions(seed: int, deals: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every position of `deals` rounds the playout policy plays: (the
    evaluation's inputs, the state's, the leaf's odds, whether seat 0 took
    the Seal in one more playout from there)."""
    c = core.core()
    weights = list(WEIGHTS)
    rng = random.Random(seed)
    feats, states, odds, won = [], [], [], []
    for deal in range(deals):
        s = core.flat_state(Game.new(seed=seed * 1_000_003 + deal))
        while not s[OVER]:
            moves = c.legal_moves(s)
            if not moves:
                break
            _, _, seal = c.playout(s, weights, EXPLORE, rng.getrandbits(64))
            if seal is not None:
                margin = 224.0 * c.value(s, 0, weights)  # `_core.c`'s MARGIN_SCALE
                feats.append(c.features(s, 0))
                states.append(state_inputs(s))
                odds.append(np.tanh(margin / (4.5 + 0.44 * s[DECK_LEN])))
                won.append(1.0 if seal == 0 else 0.0)
            greedy = c.greedy(s, weights)
            pick = rng.randrange(len(moves)) if rng.random() < EXPLORE else greedy
            s = c.play(s, pick)
    return np.array(feats), np.array(states), np.array(odds), np.array(won)


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def fit(x: np.ndarray, y: np.ndarray, hidden: int, epochs: int, seed: int) -> list[np.ndarray]:
    """Adam on the log loss: a logistic fit (hidden 0) or one tanh layer."""
    rng = np.random.default_rng(seed)
    n, f = x.shape
    params = (
        [rng.normal(0, f**-0.5, (f, hidden)), np.zeros(hidden), rng.normal(0, hidden**-0.5, hidden)]
        if hidden
        else [np.zeros(f)]
    ) + [np.zeros(1)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step = 0
    for _ in range(epochs):
        order = rng.permutation(n)
        for start in range(0, n, 512):
            batch = order[start : start + 512]
            xb, yb = x[batch], y[batch]
            z, h = forward(params, xb)
            g = (1 / (1 + np.exp(-z)) - yb) / len(batch)
            if hidden:
                w2 = params[2]
                gh = np.outer(g, w2) * (1 - h * h)
                grads = [xb.T @ gh, gh.sum(0), h.T @ g, np.array([g.sum()])]
            else:
                grads = [xb.T @ g, np.array([g.sum()])]
            step += 1
            for k, (p, gk) in enumerate(zip(params, grads, strict=True)):
                m[k] = 0.9 * m[k] + 0.1 * gk
                v[k] = 0.999 * v[k] + 0.001 * gk * gk
                p -= 1e-3 * (m[k] / (1 - 0.9**step)) / (np.sqrt(v[k] / (1 - 0.999**step)) + 1e-8)
    return params


def forward(params: list[np.ndarray], x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The logit, and the hidden layer (the inputs themselves for a logistic fit)."""
    if len(params) == 2:
        return x @ params[0] + params[1][0], x
    w1, b1, w2, b2 = params
    h = np.tanh(x @ w1 + b1)
    return h @ w2 + b2[0], h


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=24_000)
    parser.add_argument("--test-deals", type=int, default=4_000)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--seed", type=int, default=48)
    args = parser.parse_args()
    f, s, _, y = positions(args.seed, args.deals)
    tf, ts, t_odds, ty = positions(args.seed + 1, args.test_deals)
    both, t_both = np.hstack([f, s]), np.hstack([tf, ts])
    mu, sd = both.mean(0), both.std(0) + 1e-6
    linear = fit(f, y, 0, 3, args.seed)
    net = fit((both - mu) / sd, y, args.hidden, args.epochs, args.seed)
    predictions = {
        "level 5's leaf": (1 + t_odds) / 2,
        "logistic, 118 inputs": 1 / (1 + np.exp(-forward(linear, tf)[0])),
        f"network, {both.shape[1]} inputs x {args.hidden}": 1
        / (1 + np.exp(-forward(net, (t_both - mu) / sd)[0])),
    }
    deck = ts[:, TO_MOVE + 1]
    bands = [(0, 10), (10, 20), (20, 30), (30, 41)]
    print(
        f"{len(y):,} positions of {args.deals:,} rounds to fit, {len(ty):,} of"
        f" {args.test_deals:,} others to test (seed {args.seed}); log loss (lower is better):"
    )
    print(
        f"{'predictor':<32} {'all':>7}" + "".join(f" {f'deck {a}-{b - 1}':>11}" for a, b in bands)
    )
    print(f"{'the base rate':<32} {log_loss(np.full_like(ty, y.mean()), ty):>7.4f}")
    for name, p in predictions.items():
        by_band = "".join(
            f" {log_loss(p[(deck >= a) & (deck < b)], ty[(deck >= a) & (deck < b)]):>11.4f}"
            for a, b in bands
        )
        print(f"{name:<32} {log_loss(p, ty):>7.4f}{by_band}")


if __name__ == "__main__":
    main()
