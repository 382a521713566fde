"""Information-set search with playouts to the end of the round (levels 4, 5).

Each iteration samples a world consistent with the player's observation
(`determinize`: it never sees the real deck or the opponent's hidden cards),
applies a candidate move to a lean copy of the round (`round_copy`) and plays
it on with the Jaipur-aware playout policy (`playout_policy`), to the round's
end or to a horizon whose position the leaf values (`leaf_value`).  The
candidates are the moves the quick values rank best, plus every kind of move a
player should weigh (each take, the camels, each whole sale), and the budget
is shared by successive halving: all candidates get a few worlds, the worse
half is dropped, the survivors get more, and so on, every candidate of a
round meeting the same worlds (common random numbers make the comparison fair
with few samples).

The budget counts playouts, so a seed reproduces a decision exactly; the
optional deadline is only a safety net.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from tutorbot.engine import Move, Observation, Sell, Take, TakeCamels, determinize

from .playout_policy import PROGRESS_POLICY, PlayoutPolicy
from .round_copy import RoundCopy


@dataclass(frozen=True, slots=True)
class Budget:
    """How much one decision may search."""

    playouts: int  # round-end playouts in all, shared among the candidates
    candidates: int  # moves searched, best first by the quick value
    noise: float = 0.1  # chance per ply that the playout policy explores
    halving: bool = True  # successive halving; False: every candidate meets every world
    #: the playout policy: `PROGRESS_POLICY` (level 4), `FLAT_POLICY` (level 5)
    #: or the rollout bot's plain `GREEDY_POLICY`, blind to what a move leaves
    policy: PlayoutPolicy = PROGRESS_POLICY
    #: plies per playout before the leaf value (None: to the end of the round)
    horizon: int | None = None
    #: value horizon playouts by the odds of the round, not its rupees
    #: (`leaf_value.horizon_value`)
    odds: bool = False


def pick_candidates(moves: list[Move], values: list[float], limit: int) -> list[Move]:
    """The `limit` best moves by quick value, always with each kind of plain move
    (a take of each good, the camels, the biggest sale of each good) if legal."""
    order = sorted(range(len(moves)), key=lambda i: -values[i])
    chosen: list[Move] = []
    biggest: dict[int, Sell] = {}
    for m in moves:
        if isinstance(m, Sell) and m.number > getattr(biggest.get(m.good), "number", 0):
            biggest[m.good] = m
    for i in order:
        m = moves[i]
        plain = isinstance(m, Take | TakeCamels) or (
            isinstance(m, Sell) and biggest.get(m.good) is m
        )
        if plain:
            chosen.append(m)
    for i in order:
        if len(chosen) >= limit:
            break
        if moves[i] not in chosen:
            chosen.append(moves[i])
    if len(chosen) > limit:  # too many plain moves: keep the best by quick value
        rank = {id(moves[i]): r for r, i in enumerate(order)}
        chosen.sort(key=lambda m: rank[id(m)])
        chosen = chosen[:limit]
    return chosen


def search(
    obs: Observation,
    candidates: list[Move],
    rng: random.Random,
    budget: Budget,
    deadline: float | None = None,
) -> list[float]:
    """Mean playout outcome of each candidate (-inf for those dropped early)."""
    count = len(candidates)
    totals = [0.0] * count
    seen = [0] * count
    alive = list(range(count))
    me = obs.player
    stages = max(1, math.ceil(math.log2(count))) if budget.halving and count > 1 else 1
    left = budget.playouts
    policy = budget.policy
    for stage in range(stages):
        share = left // (stages - stage)
        worlds = max(1, share // len(alive))
        for w in range(worlds):
            if deadline is not None and (stage or w) and time.perf_counter() > deadline:
                break
            base = RoundCopy.of(determinize(obs, rng))
            seed = rng.getrandbits(32)
            for i in alive:
                sim = base.copy()
                sim.play(candidates[i])
                if budget.horizon is None:
                    totals[i] += policy.play_out(sim, me, random.Random(seed), budget.noise)
                else:
                    totals[i] += policy.play_to_horizon(
                        sim, me, random.Random(seed), budget.noise, budget.horizon, budget.odds
                    )
                seen[i] += 1
        left -= worlds * len(alive)
        means = {i: totals[i] / seen[i] for i in alive if seen[i]}
        if stage < stages - 1:
            alive.sort(key=lambda i: -means.get(i, -math.inf))
            alive = alive[: max(1, (len(alive) + 1) // 2)]
    return [totals[i] / seen[i] if i in alive and seen[i] else -math.inf for i in range(count)]
