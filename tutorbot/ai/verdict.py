"""The search's verdict on a position, in numbers a teacher can quote.

The tutor explains moves with facts, and one of them is what the search thinks:
how many rupees of round margin a move is worth on average, and how often it
takes the round's Seal.  `rate_moves` plays each candidate to the end of the
round in the same sampled worlds (common random numbers, so the comparison is
fair with few samples) and keeps both numbers, which the levels' searches fold
into one score.  Worlds are sampled from the player's own observation
(`determinize`), so the verdict never reads a hidden card; the budget is counted
in playouts, never in seconds, so the same observation and seed always give the
same verdict (and the same hint).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutorbot.engine import Move, Observation, determinize
from tutorbot.engine.cards import CAMEL_TOKEN

from .players import quick_values
from .playout_policy import PROGRESS_POLICY
from .rollouts import pick_candidates
from .round_copy import RoundCopy

#: Moves weighed and worlds each is played in: 8 x 40 playouts, well under a second.
CANDIDATES = 8
WORLDS = 40
#: How often the playout policy explores (the level-4 search's figure).
NOISE = 0.1


@dataclass(frozen=True, slots=True)
class Rated:
    """One move as the search sees it: the mean rupee margin at the round's end
    (the camel token included) and the share of playouts that won the Seal."""

    move: Move
    margin: float
    seal: float


def _margin(copy: RoundCopy, me: int) -> int:
    rupees = copy.rupees[:]
    h0, h1 = copy.herds
    if h0 != h1:
        rupees[0 if h0 > h1 else 1] += CAMEL_TOKEN
    return rupees[me] - rupees[1 - me]


def rate_moves(
    obs: Observation,
    seed: int,
    must: tuple[Move, ...] = (),
    candidates: int = CANDIDATES,
    worlds: int = WORLDS,
) -> list[Rated]:
    """The best `candidates` moves by quick value (plus each of `must`, e.g. the
    move a player made), best first by Seal chance then margin.  Empty when
    `obs.player` has no move."""
    moves = list(obs.legal_moves())
    if not moves:
        return []
    chosen = pick_candidates(moves, quick_values(obs, moves, False), candidates)
    chosen += [m for m in must if m not in chosen and m in moves]
    return rate_these(obs, seed, chosen, worlds)


def rate_these(
    obs: Observation, seed: int, chosen: list[Move], worlds: int = WORLDS
) -> list[Rated]:
    """Each of `chosen` (legal moves of `obs.player`) played out in the same
    `worlds` sampled worlds, best first by Seal chance then margin: a review's
    key moment weighs the better move against the one played, and nothing else."""
    rng = random.Random(seed)
    me = obs.player
    margins = [0.0] * len(chosen)
    seals = [0] * len(chosen)
    for _ in range(worlds):
        base = RoundCopy.of(determinize(obs, rng))
        world_seed = rng.getrandbits(32)
        for i, move in enumerate(chosen):
            sim = base.copy()
            sim.play(move)
            outcome = PROGRESS_POLICY.play_out(sim, me, random.Random(world_seed), NOISE)
            margins[i] += _margin(sim, me)
            seals[i] += outcome > 0
    rated = [Rated(m, margins[i] / worlds, seals[i] / worlds) for i, m in enumerate(chosen)]
    rated.sort(key=lambda r: (-r.seal, -r.margin))
    return rated
