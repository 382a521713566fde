"""Would level 5's playouts and priors choose better with weights learned from its own search?

    python -m research.policy_fit collect --games 400 --workers 2 --out /tmp/pf.npz
    python -m research.policy_fit fit /tmp/pf.npz [--write research/logs/.../policy_weights.json]
    python -m research.policy_fit fit /tmp/pf.npz --hidden 32 --steps 300 --train-decisions 30000
    python -m research.policy_fit agree --games 10

Level 5's tree search chooses a playout's moves, and sets each new node's
priors, by the learned evaluation one move ahead (`_core.c`, `greedy` and
`expand`): weights trained by TD(lambda) on greedy self-play
(`td_train.py`), so the playout policy imitates nothing better than itself.
This is one step of expert iteration, small enough for the 2-core machine:

- `collect` plays matches of a pooled search (the teacher, `--sims` a world)
  against itself and keeps every decision: for each legal move, the
  evaluation's inputs after it (`core.features`, from the mover's side, in one
  sampled world) or, for a move that ends the round, the fixed key the playout
  policy gives it (atanh of the final margin over 224), and the share of the
  search's visits each move took.
- `agree` measures the ceiling of any imitation: how often two searches of
  the teacher on other seeds play the same move.
- `fit` learns policy weights by the cross-entropy of softmax(beta * key) to
  those shares, from the frozen TD weights, with an L2 pull towards them;
  beta makes the keys' scale meet the round-ending moves' fixed keys, as in
  `child_key`.  It reports on held-out games how often each set of weights'
  greedy move is the teacher's most visited, and writes the weights.  With
  `--hidden N` it fits a network instead (the inputs' linear part plus N tanh
  units), to ask whether more than a linear scorer of these inputs could
  imitate the teacher better (not playable by the core as it stands).

The pilot then plays level 5's search with the fitted weights choosing in the
playouts and priors while the cut's leaf keeps the TD weights
(`mcts_pilot --policy-weights FILE`).  Everything follows from --seed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

import numpy as np

from research.leaf_net import OVER, TO_MOVE
from tutorbot.ai import core
from tutorbot.ai.mcts import MctsBudget, mcts_shares
from tutorbot.ai.players import L5_SEARCH
from tutorbot.ai.td_weights import WEIGHTS
from tutorbot.engine import Game, Observation, determinize

EXPLORE_PLIES = 4  # the first moves of a round are drawn from the shares, for variety

#: One decision: each move's inputs, fixed keys and whether it ends the round,
#: the teacher's visit shares, and the match (deal seed) it comes from.
Decision = tuple[list[list[float]], list[float], list[int], list[float], int]


def _ending_key(state: list[int], player: int) -> float:
    """The playout policy's key for a move that ends the round (`child_key`):
    atanh of the round's final value (the core's `value` of a round over)."""
    v = core.core().value(state, player, WEIGHTS)
    return math.atanh(max(-0.999999, min(0.999999, v)))


def _decision(
    state: list[int], shares: list[float]
) -> tuple[list[list[float]], list[float], list[int]]:
    """Each legal move's inputs after it (zeros where it ends the round), its
    fixed key where it ends the round (else 0) and whether it does."""
    c = core.core()
    p = state[TO_MOVE]
    rows, keys, ends = [], [], []
    for i in range(len(shares)):
        child = c.play(state, i)
        if child[OVER]:
            rows.append([0.0] * len(WEIGHTS))
            keys.append(_ending_key(child, p))
            ends.append(1)
        else:
            rows.append(list(c.features(child, p)))
            keys.append(0.0)
            ends.append(0)
    return rows, keys, ends


def _teacher(sims: int) -> MctsBudget:
    """The teacher's search: the pooled search of level 5 at `sims` a world, to its end."""
    return replace(L5_SEARCH, sims=sims, settle=False)


def _turns(game: Game) -> Iterator[tuple[Observation, int]]:
    """Each turn of `game` to the match's end: the mover's view, and how many
    moves its round had before it (the caller plays the move)."""
    while not game.match_over:
        if game.round_over:
            game.next_round()
        ply = 0
        while not game.round_over:
            yield game.observation(game.to_move), ply
            ply += 1


def _most_visited(shares: list[float]) -> int:
    """The index the search plays (the first of equals)."""
    return max(range(len(shares)), key=shares.__getitem__)


def _play(args: tuple[int, int]) -> list[Decision]:
    """One match of the teacher against itself from deal `seed`: its decisions."""
    seed, sims = args
    budget = _teacher(sims)
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    out: list[Decision] = []
    for obs, ply in _turns(game):
        moves, shares = mcts_shares(obs, rng, budget)
        world = core.flat_state(determinize(obs, rng))
        rows, keys, ends = _decision(world, shares)
        out.append((rows, keys, ends, shares, seed))
        if ply < EXPLORE_PLIES:
            i = rng.choices(range(len(moves)), weights=shares)[0]
        else:
            i = _most_visited(shares)
        game.play(moves[i])
    return out


def collect(games: int, sims: int, workers: int, seed: int, path: str) -> None:
    feats, keys, ends, targets, offsets, groups = [], [], [], [], [0], []
    jobs = [(seed + g, sims) for g in range(games)]
    with ProcessPoolExecutor(workers) as pool:
        for n, decisions in enumerate(pool.map(_play, jobs), 1):
            for rows, k, e, s, g in decisions:
                feats += rows
                keys += k
                ends += e
                targets += s
                offsets.append(offsets[-1] + len(rows))
                groups.append(g)
            if n % 20 == 0:
                print(f"{n} games, {len(groups)} decisions", flush=True)
    np.savez_compressed(
        path,
        x=np.array(feats, dtype=np.float32),
        key=np.array(keys),
        end=np.array(ends, dtype=np.int8),
        target=np.array(targets),
        offsets=np.array(offsets),
        group=np.array(groups),
    )
    print(f"{len(groups)} decisions from {games} games -> {path}")


def teacher_agreement(games: int, sims: int, seed: int) -> None:
    """The ceiling of any imitation: how often two searches of the teacher, on
    other seeds, play the same move (matches of the teacher against itself)."""
    budget = _teacher(sims)
    agree = n = 0
    for g in range(games):
        rng, other = random.Random(seed + g), random.Random(seed + g + 1_000_000)
        game = Game.new(seed=seed + g)
        for obs, _ in _turns(game):
            moves, a = mcts_shares(obs, rng, budget)
            first = _most_visited(a)
            agree += first == _most_visited(mcts_shares(obs, other, budget)[1])
            n += 1
            game.play(moves[first])
    print(f"{n} decisions of {games} matches: two searches of the teacher agree {agree / n:.1%}")


class Data:
    """Decisions as flat move rows, with each decision's slice."""

    def __init__(self, d: dict[str, np.ndarray], keep: np.ndarray) -> None:
        offs = d["offsets"]
        idx = [np.arange(offs[i], offs[i + 1]) for i in np.nonzero(keep)[0]]
        rows = np.concatenate(idx)
        self.x = d["x"][rows].astype(np.float64)
        self.key = d["key"][rows]
        self.end = d["end"][rows].astype(bool)
        self.t = d["target"][rows]
        lens = np.array([len(i) for i in idx])
        self.seg = np.repeat(np.arange(len(idx)), lens)
        self.starts = np.concatenate([[0], np.cumsum(lens)[:-1]])
        self.n = len(idx)

    def keys(self, scores: np.ndarray) -> np.ndarray:
        """Each move's key: its score, or the fixed key of a move that ends the round."""
        return np.where(self.end, self.key, scores)

    def softmax(self, a: np.ndarray) -> np.ndarray:
        m = np.maximum.reduceat(a, self.starts)[self.seg]
        e = np.exp(np.clip(a - m, -50, 0))
        return e / np.add.reduceat(e, self.starts)[self.seg]

    def cross_entropy(self, q: np.ndarray) -> float:
        """The mean cross-entropy of the teacher's shares to `q`, a decision."""
        return float(-np.sum(self.t * np.log(q + 1e-12)) / self.n)

    def agreement(self, z: np.ndarray) -> float:
        """How often the greedy move (highest key `z`) is the teacher's most visited."""
        hits = 0
        for s, e in zip(self.starts, [*self.starts[1:], len(z)], strict=True):
            hits += int(np.argmax(z[s:e]) == np.argmax(self.t[s:e]))
        return hits / self.n

    def linear_agreement(self, w: np.ndarray) -> float:
        """`agreement` of the greedy policy on weights `w`."""
        return self.agreement(self.keys(self.x @ w))


def _adam(m: np.ndarray, v: np.ndarray, g: np.ndarray, t: int) -> np.ndarray:
    """Adam's step direction at step `t` for gradient `g` (the moments `m`, `v`
    updated in place); the caller scales it by its learning rate."""
    m[:] = 0.9 * m + 0.1 * g
    v[:] = 0.999 * v + 0.001 * g * g
    return (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)


def _held_out(d: dict[str, np.ndarray], rng: np.random.Generator) -> np.ndarray:
    """Which decisions are held out: those of a fifth of the matches, drawn by `rng`."""
    groups = d["group"]
    unique = np.unique(groups)
    test_groups = set(rng.choice(unique, size=max(1, len(unique) // 5), replace=False).tolist())
    return np.array([g in test_groups for g in groups])


def fit(path: str, seed: int, l2: float, steps: int, write: str | None) -> None:
    d = dict(np.load(path))
    rng = np.random.default_rng(seed)
    test = _held_out(d, rng)
    train, held = Data(d, ~test), Data(d, test)
    w0 = np.array(WEIGHTS)
    params = np.concatenate([w0, [0.0]])  # the weights, then log beta
    m = np.zeros_like(params)
    v = np.zeros_like(params)
    lr = 0.01
    scale = np.abs(w0).mean()

    def loss_grad(p: np.ndarray, data: Data, fit_w: bool) -> tuple[float, np.ndarray]:
        w, beta = p[:-1], math.exp(p[-1])
        z = data.keys(data.x @ w)
        q = data.softmax(beta * z)
        ce = data.cross_entropy(q)
        diff = (q - data.t) / data.n  # d ce / d logits (targets sum to 1 per decision)
        g_logit = diff * beta
        gw = data.x[~data.end].T @ g_logit[~data.end] if fit_w else np.zeros_like(w)
        gb = float(np.sum(diff * z)) * beta
        reg = l2 * float(np.sum((w - w0) ** 2)) / scale**2
        gw = gw + 2 * l2 * (w - w0) / scale**2 if fit_w else gw
        return ce + reg, np.concatenate([gw, [gb]])

    # beta for the TD weights alone first, so the weights start from their best scale
    for phase, fit_w, n in (("beta", False, 300), ("weights", True, steps)):
        m[:] = 0
        v[:] = 0
        for t in range(1, n + 1):
            loss, g = loss_grad(params, train, fit_w)
            step = lr * _adam(m, v, g, t)
            if not fit_w:
                step[:-1] = 0
            else:
                step[:-1] *= scale  # the weights move on their own scale
            params -= step
            if t % 100 == 0 or t == n:
                held_loss, _ = loss_grad(params, held, False)
                beta = math.exp(params[-1])
                print(f"{phase} {t}: train {loss:.4f}, held-out {held_loss:.4f}, beta {beta:.2f}")
    w = params[:-1]
    print(
        f"held-out decisions {held.n}: greedy on the TD weights picks the teacher's move "
        f"{held.linear_agreement(w0):.1%}, on the fitted weights {held.linear_agreement(w):.1%}"
    )
    before, after = train.linear_agreement(w0), train.linear_agreement(w)
    print(f"train decisions {train.n}: {before:.1%} -> {after:.1%}")
    if write:
        with open(write, "w") as f:
            json.dump({"weights": w.tolist(), "beta": math.exp(params[-1]), "source": path}, f)
        print(f"weights -> {write}")


def fit_network(path: str, seed: int, hidden: int, steps: int, train_decisions: int) -> None:
    """How well could a non-linear scorer of the same inputs imitate the teacher?
    score = w . x + u . tanh(A x + b), w from the TD weights, fitted like `fit`
    (no pull) on up to `train_decisions` decisions; reports the held-out
    agreement of its greedy move with the teacher's, beside the TD weights'."""
    d = dict(np.load(path))
    rng = np.random.default_rng(seed)
    test = _held_out(d, rng)
    train_keep = ~test & (np.cumsum(~test) <= train_decisions)
    train, held = Data(d, train_keep), Data(d, test)
    w0 = np.array(WEIGHTS)
    params = {
        "w": w0.copy(),
        "A": rng.normal(0, 0.3, (hidden, len(w0))),
        "b": np.zeros(hidden),
        "u": np.zeros(hidden),
        "lb": np.array([math.log(120.0)]),
    }
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in params.items()}

    def scores(data: Data) -> tuple[np.ndarray, np.ndarray]:
        h = np.tanh(data.x @ params["A"].T + params["b"])
        return data.keys(data.x @ params["w"] + h @ params["u"] / 100), h

    for t in range(1, steps + 1):
        z, h = scores(train)
        beta = math.exp(params["lb"][0])
        q = train.softmax(beta * z)
        loss = train.cross_entropy(q)
        diff = (q - train.t) / train.n
        g = np.where(train.end, 0.0, diff * beta)
        gpre = (g[:, None] * params["u"] / 100) * (1 - h * h)
        grads = {
            "w": train.x.T @ g,
            "u": h.T @ g / 100,
            "A": gpre.T @ train.x,
            "b": gpre.sum(axis=0),
            "lb": np.array([float(np.sum(diff * z)) * beta]),
        }
        for k, gk in grads.items():
            lr = 0.003 if k != "w" else 0.003 * np.abs(w0).mean()
            params[k] -= lr * _adam(*moments[k], gk, t)
        if t % 100 == 0 or t == steps:
            zh, _ = scores(held)
            held_loss = held.cross_entropy(held.softmax(math.exp(params["lb"][0]) * zh))
            print(f"network {t}: train {loss:.4f}, held-out {held_loss:.4f}", flush=True)
    zh, _ = scores(held)
    print(
        f"held-out decisions {held.n}: the TD weights' greedy move is the teacher's "
        f"{held.linear_agreement(w0):.1%}, the network's {held.agreement(zh):.1%} "
        f"({hidden} tanh units, {train.n} training decisions)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=400)
    c.add_argument("--sims", type=int, default=300)
    c.add_argument("--workers", type=int, default=2)
    c.add_argument("--seed", type=int, default=70_000)
    c.add_argument("--out", required=True)
    a = sub.add_parser("agree")
    a.add_argument("--games", type=int, default=10)
    a.add_argument("--sims", type=int, default=300)
    a.add_argument("--seed", type=int, default=90_000)
    f = sub.add_parser("fit")
    f.add_argument("data")
    f.add_argument("--seed", type=int, default=49)
    f.add_argument("--l2", type=float, default=0.01)
    f.add_argument("--steps", type=int, default=1500)
    f.add_argument("--write")
    f.add_argument("--hidden", type=int, default=0, help="> 0: a network of that many units")
    f.add_argument("--train-decisions", type=int, default=12_000)
    args = parser.parse_args()
    if args.cmd == "collect":
        collect(args.games, args.sims, args.workers, args.seed, args.out)
    elif args.cmd == "agree":
        teacher_agreement(args.games, args.sims, args.seed)
    elif args.hidden:
        fit_network(args.data, args.seed, args.hidden, args.steps, args.train_decisions)
    else:
        fit(args.data, args.seed, args.l2, args.steps, args.write)


if __name__ == "__main__":
    main()
