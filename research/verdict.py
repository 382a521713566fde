"""The tutor's verdict before the one judge (`tutorbot.ai.judge`), kept for the research
scripts that measured it (`hint_budget.py`): the same nomination and common-worlds
rating, summed into a mean margin and Seal share without the per-world outcomes
or any interval.  The product no longer reads it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tutorbot.ai import core
from tutorbot.ai.judge import Budget, Outcomes, _by_rollouts, _in_core
from tutorbot.ai.mcts import MctsBudget, mcts_shares
from tutorbot.ai.players import PER_WORLD_SEARCH, quick_values
from tutorbot.ai.rollouts import pick_candidates
from tutorbot.engine import Move, Observation

#: Moves nominated for rating (plus the `must` moves).
CANDIDATES = 8
#: Simulations a world of the search that nominates them.  The rating, not
#: the search, picks the hint, so the search only has to keep the best moves
#: among its nominees.  Against a reference that rates every legal move in
#: 2,000 worlds (100 positions), 500 simulations a world nominate as well as
#: level 5's 1,000 without `reshuffle` (the hint the reference's best move 69%
#: of the time at both, the same nominees' recall and Seal regret) and 300 a
#: little worse; with `reshuffle`, as level 5 plays, 500 still nominate about
#: as well (69% the reference's best, 88% recall, 0.83 pp Seal regret; 1,000:
#: 70%, 91%, 0.68 pp).  At 500 the hint takes about half the time of 1,000
#: (p95 0.39 s where 1,000 take 0.57 s on one core), which keeps it within
#: half a second even on a slower day of the machine.
NOMINATING_SIMS = 500
#: The tree search that nominates them: level 5's of one tree a world
#: (`PER_WORLD_SEARCH`), at `NOMINATING_SIMS`.  Its
#: evaluation and exploration are also the rating playouts' policy.
SEARCH = replace(PER_WORLD_SEARCH, sims=NOMINATING_SIMS)
#: Worlds each nominated move is played out in by the core's policy: the best
#: move of one seed, valued in another seed's worlds, then trails that seed's
#: best by at most 5.2 in 90 positions of 100 and 6.0 in 95 (the margin plus 80
#: rupees a unit of Seal chance), and the rating takes 76 ms (median).
CORE_WORLDS = 200
#: Worlds of the pure-Python verdict: 8 x 40 playouts, well under a second.
ROLLOUT_WORLDS = 40
#: A refusal's alternative answers a move, not a question, and a learner may be
#: refused many times a game: its ranking nominates with a tenth of level 5's
#: simulations and rates in `ROLLOUT_WORLDS` worlds (`rank_quickly`: tens of
#: ms where the hint's verdict takes 0.2 s), so a pool busy with refusals still
#: answers everyone's moves at once (a crowd of learners is refused often).
QUICK_SEARCH = replace(PER_WORLD_SEARCH, sims=PER_WORLD_SEARCH.sims // 10)


@dataclass(frozen=True, slots=True)
class Rated:
    """One move as the search sees it: the mean rupee margin at the round's end
    (the camel token included) and the share of playouts that won the Seal."""

    move: Move
    margin: float
    seal: float


def verdict_worlds() -> int:
    """The worlds a default verdict is rated in (the figure its texts quote)."""
    return CORE_WORLDS if core.AVAILABLE else ROLLOUT_WORLDS


def rate_moves(
    obs: Observation,
    seed: int,
    must: tuple[Move, ...] = (),
    candidates: int = CANDIDATES,
    worlds: int | None = None,
    search: MctsBudget | None = None,
) -> list[Rated]:
    """The `candidates` moves the tree search visits most (by quick value
    without the core), plus each of `must`, best first by Seal chance then
    margin, rated in `worlds` (default `verdict_worlds()`).  Empty when
    `obs.player` has no move."""
    if not core.AVAILABLE:
        return rate_moves_by_rollouts(obs, seed, must, candidates, worlds or ROLLOUT_WORLDS)
    search = search or SEARCH
    chosen = nominated(obs, seed, candidates, search)
    if not chosen:
        return []
    legal = obs.legal_moves()
    chosen += [m for m in must if m not in chosen and m in legal]
    return _rate_in_core(obs, seed, chosen, worlds or CORE_WORLDS, search)


def rank_quickly(obs: Observation, seed: int) -> list[Rated]:
    """The verdict a refusal's alternative is picked from: `rate_moves` with
    `QUICK_SEARCH` nominating, rated in `ROLLOUT_WORLDS` worlds."""
    return rate_moves(obs, seed, worlds=ROLLOUT_WORLDS, search=QUICK_SEARCH)


def nominated(
    obs: Observation, seed: int, candidates: int = CANDIDATES, search: MctsBudget | None = None
) -> list[Move]:
    """The tree search's `candidates` root moves with the most summed visit
    share (ties: the first listed).  Its worlds are drawn from their own seed
    stream, so a move's rating never reuses the worlds that nominated it."""
    moves = list(obs.legal_moves())
    if len(moves) <= 1:
        return moves
    roots, shares = mcts_shares(obs, random.Random(f"nominate:{seed}"), search or SEARCH)
    order = sorted(range(len(roots)), key=lambda i: -shares[i])
    return [roots[i] for i in order[:candidates]]


def rate_these(
    obs: Observation, seed: int, chosen: list[Move], worlds: int | None = None
) -> list[Rated]:
    """Each of `chosen` (legal moves of `obs.player`) played out in the same
    `worlds` sampled worlds (default `verdict_worlds()`), best first by Seal
    chance then margin: a review's key moment weighs the better move against
    the one played, and nothing else.  The same numbers `rate_moves` gives
    these moves with the same seed."""
    if not core.AVAILABLE:
        return rate_these_by_rollouts(obs, seed, chosen, worlds or ROLLOUT_WORLDS)
    return _rate_in_core(obs, seed, chosen, worlds or CORE_WORLDS, SEARCH)


def _rate_in_core(
    obs: Observation, seed: int, chosen: list[Move], worlds: int, search: MctsBudget
) -> list[Rated]:
    """`rate_these` by the core's learned policy: the judge's own playouts
    (`judge._in_core`), summed."""
    budget = Budget("research", search, len(chosen), worlds, worlds)
    return _summed(chosen, _in_core(obs, chosen, budget, seed), worlds)


def _summed(chosen: list[Move], outcomes: list[Outcomes], worlds: int) -> list[Rated]:
    margins = [sum(o.margins) for o in outcomes]
    seals = [sum(o.seals) for o in outcomes]
    return _best_first(chosen, margins, seals, worlds)


def _best_first(
    chosen: list[Move], margins: list[int], seals: list[int], worlds: int
) -> list[Rated]:
    rated = [Rated(m, margins[i] / worlds, seals[i] / worlds) for i, m in enumerate(chosen)]
    rated.sort(key=lambda r: (-r.seal, -r.margin))
    return rated


def rate_moves_by_rollouts(
    obs: Observation,
    seed: int,
    must: tuple[Move, ...] = (),
    candidates: int = CANDIDATES,
    worlds: int = ROLLOUT_WORLDS,
) -> list[Rated]:
    """The pure-Python verdict: the best `candidates` moves by quick value
    (with each kind of plain move, `pick_candidates`), plus each of `must`,
    rated by `rate_these_by_rollouts`.  Empty when `obs.player` has no move."""
    moves = list(obs.legal_moves())
    if not moves:
        return []
    chosen = pick_candidates(moves, quick_values(obs, moves, False), candidates)
    chosen += [m for m in must if m not in chosen and m in moves]
    return rate_these_by_rollouts(obs, seed, chosen, worlds)


def rate_these_by_rollouts(
    obs: Observation, seed: int, chosen: list[Move], worlds: int = ROLLOUT_WORLDS
) -> list[Rated]:
    """Each of `chosen` played out in the same `worlds` sampled worlds by level
    4's pure-Python playout policy, best first by Seal chance then margin."""
    return _summed(chosen, _by_rollouts(obs, chosen, worlds, seed), worlds)
