"""Determinized Monte Carlo tree search on the compiled core.

Why determinized (one perfect-information tree per sampled world) rather than
an information-set tree: in Jaipur the hidden part is the deck's order and the
opponent's unseen cards, and a mover's legal moves depend only on their own
hand, herd and the market; trees over sampled worlds are simple, fast in C and
what the strongest public Jaipur AI does.  The root decision is shared: every
world has the same root moves (they depend only on what this seat sees), and
the move with the highest summed share of visits over the worlds is played,
so no single world's luck decides.

In each world's tree (`_core.c`, `search_world`): PUCT selection,
Q + c * P * sqrt(N + 1) / (1 + n), over every legal move (exchanges listed once
by counts), priors a softmax of each child's one-step learned value
(`td_weights`) normalised by their spread; a new leaf is played to the round's
end by the greedy policy on the same evaluation with a share of random moves,
and the round's real result (+1 / 0 / -1 for the Seal) is backed up.
`MctsBudget` can go beyond that public design: a share of the rupee margin
in what is backed up, playouts cut short where the learned evaluation then
speaks, and `reshuffle`, which level 5 plays: a world then fixes only the
opponent's hand, and every simulation draws the deck's and bonus piles' order
anew, a move that reveals cards leading to one child per market revealed.  A
fully determinized tree knows the deck's order, so 8 worlds are 8 guesses at
every future draw; with the draws as chance nodes each tree averages a move
over them, as an information-set search would for that part of the hidden
state, while the opponent's hand stays sampled per world.

`pool`, which level 5 plays since issue 48, puts the sampled worlds into one
tree: simulation k is dealt world k mod 8 (and a fresh hidden order).  The
seat's own nodes are shared by every world, since its moves depend only on
what it sees: its later choices in the tree can no longer lean on one guess
at the opponent's hand (the strategy fusion of one tree a world), and the
root weighs each move on all its simulations rather than a vote of 8 trees.
The opponent's nodes are told apart by the opponent's hand (they know it,
and their moves depend on it).  At the same simulations and think
time it wins 218 of 400 matches against the search of one tree a world (54.5%,
95% interval 49.6-59.3%: a small edge at best) and 323 of 400 against the
public design, where that search won 303 of the same deals
(research/tournament-2026-11-29-session22.txt).

`settle` stops a pooled search once its most visited root move leads the
next by more visits than simulations are left: none of them could change the
move played, so the decision is the full budget's, at 8 x 1,000 in about 60%
of its time (median, positions of level-3 games).  Level 5 spends what that
saves on close choices: 8 x 2,000 settled, 248 of 400 against the search of
one tree a world at 8 x 1,000 where the pool at 8 x 1,000 won 218 of the
same deals (research/tournament-2026-11-29-session23.txt).

Budgets are simulations per world, so a seed reproduces a decision; a
deadline, if given, is a safety net inside the core's tree, checked every 64
simulations: one tree a world gets an equal share of the time left for each
world still to search (so no world can spend the others' time), a pooled
tree all of it.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from tutorbot.engine import Move, Observation, determinize

from . import core
from .td_weights import WEIGHTS


@dataclass(frozen=True, slots=True)
class MctsBudget:
    """How a determinized search spends its time."""

    worlds: int = 8
    sims: int = 1000  # per world
    c_puct: float = math.sqrt(2)
    explore: float = 0.1  # chance of a random move in a playout
    prior_temperature: float = 1.0
    weights: tuple[float, ...] = WEIGHTS
    #: Beyond the public design (all off by default, which backs up the Seal's
    #: +1 / 0 / -1 alone).  margin_weight k blends the round's rupee margin m
    #: into what a simulation backs up: (1 - k) * result + k * tanh(m / margin_scale).
    margin_weight: float = 0.0
    margin_scale: float = 20.0
    #: > 0: each playout stops after this many moves; a round not over by then
    #: backs up the learned evaluation's margin as odds of the Seal.
    playout_plies: int = 0
    #: True: each simulation draws the deck's order and the bonus piles' anew
    #: (a world keeps only the opponent's hand), and a move that reveals cards
    #: leads to one child per market revealed: a tree that cannot foresee the
    #: draws (`_core.c`, `SearchParams.reshuffle`).
    reshuffle: bool = False
    #: True (with reshuffle): one tree over all `worlds`, each simulation dealt
    #: one of them in turn (`worlds` x `sims` simulations in all): the seat's
    #: own later choices are shared by every world, the opponent's told apart
    #: by their hand (`_core.c`, `SearchParams.pool`).
    pool: bool = False
    #: True (with pool): the search stops once the most visited root move
    #: leads the next by more visits than simulations are left, since none of
    #: them could change the move played: the full budget's decision, sooner
    #: (`_core.c`, `SearchParams.settle`).
    settle: bool = False
    #: With settle: the stop comes once the lead passes this share of the
    #: simulations left.  At 1 the decision is the full budget's; below 1 the
    #: next move would need more than that share of every simulation left (and
    #: the leader none) to catch up, so the search stops sooner on choices
    #: that are all but made.
    settle_lead: float = 1.0
    #: A number r: a move not yet tried in a node is valued at the node's
    #: mean so far less r (first-play urgency); None: at 0, a drawn round
    #: (the public design's).
    fpu: float | None = None
    #: True: the playouts' greedy policy values a move that ends the round by
    #: its Seal (won above every move that goes on, lost below them), not by
    #: its rupee margin, which on the evaluation's scale is too small to tell
    #: a Seal won from a round played on (`_core.c`, `child_key`).
    seal_ends: bool = False
    #: Weights the playouts' greedy policy and the new nodes' priors choose
    #: by, where they differ from `weights` (which the cut's leaf values by in
    #: every case); None: `weights` (`_core.c`, `SearchParams.policy`).
    policy_weights: tuple[float, ...] | None = None

    def __post_init__(self) -> None:
        if not 0.0 < self.settle_lead <= 1.0:
            raise ValueError(f"settle_lead is a share in (0, 1], not {self.settle_lead!r}")


def mcts_shares(
    obs: Observation,
    rng: random.Random,
    budget: MctsBudget,
    deadline: float | None = None,
) -> tuple[list[Move], list[float]]:
    """The root moves and their summed visit shares over the sampled worlds."""
    if budget.pool:
        return _pooled_shares(obs, rng, budget, deadline)
    moves: list[Move] = []
    shares: list[float] = []
    for done in range(budget.worlds):
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        state = core.flat_state(determinize(obs, rng))
        if not moves:
            moves = core.legal_moves(state)
            shares = [0.0] * len(moves)
        seconds = _share_left(deadline, budget.worlds - done)
        visits = _core_search([state], budget, rng.getrandbits(64), seconds)
        for i, v in enumerate(visits):
            shares[i] += v
    return moves, shares


def _pooled_shares(
    obs: Observation, rng: random.Random, budget: MctsBudget, deadline: float | None
) -> tuple[list[Move], list[float]]:
    """The root's moves and visit shares (adding to 1) of one tree over all the
    sampled worlds; past `deadline` the core stops between simulations."""
    states = [core.flat_state(determinize(obs, rng)) for _ in range(budget.worlds)]
    seconds = _share_left(deadline, 1)
    moves = core.legal_moves(states[0])
    return moves, _core_search(states, budget, rng.getrandbits(64), seconds)


def _share_left(deadline: float | None, searches: int) -> float:
    """The core's time limit for the next of `searches` searches still to run
    before `deadline` (0: none; past it, a moment: the core's first check)."""
    if deadline is None:
        return 0.0
    return max(1e-6, (deadline - time.perf_counter()) / searches)


def _core_search(
    states: list[list[int]], budget: MctsBudget, seed: int, seconds: float = 0.0
) -> list[float]:
    """The core's root visit shares for `states` under `budget` (the one place
    that spells out its arguments' order, `_core.c`'s `py_search`)."""
    return list(
        core.core().search(
            states,
            budget.weights,
            budget.sims,
            budget.c_puct,
            budget.explore,
            budget.prior_temperature,
            seed,
            budget.margin_weight,
            budget.margin_scale,
            budget.playout_plies,
            budget.reshuffle,
            budget.pool,
            seconds,
            budget.settle_lead if budget.settle else 0.0,
            budget.fpu is not None,
            budget.fpu or 0.0,
            budget.seal_ends,
            budget.policy_weights,
        )
    )


def mcts_move(
    obs: Observation, rng: random.Random, budget: MctsBudget, deadline: float | None = None
) -> Move:
    """The move with the most summed visit share (ties: the first listed)."""
    moves, shares = mcts_shares(obs, rng, budget, deadline)
    return moves[max(range(len(moves)), key=lambda i: shares[i])]
