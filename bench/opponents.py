"""Benchmark opponents for the tournament (`tutorbot tournament`); never offered to players.

    tutorbot tournament --levels 5,old5,rollout --matches 100

``old5``     level 5 as it was before it played rounds out (frozen 2026-11-26):
             greedy look-ahead of three plies over 8 sampled worlds, 8 candidates.
``rollout``  a determinized-rollout bot built like the public one: 32 sampled
             worlds, 16 candidate moves, every candidate played out in every
             world to the end of the round with a plain greedy policy (no
             denial, no exploration, no successive halving): 512 playouts a move.
``beginner`` a careful beginner (bench/beginner.py): the obvious advice, no search;
             level 1 must lose to it.
"""

from __future__ import annotations

from bench.beginner import Beginner
from tutorbot.ai.arena import Opponent
from tutorbot.ai.players import Level
from tutorbot.ai.playout_policy import GREEDY_POLICY
from tutorbot.ai.rollouts import Budget

OLD_LEVEL5 = Level(5, "maharaja-2026-11", worlds=8, candidates=8, plies=3, follow_up=True)
ROLLOUT_BOT = Level(
    5,
    "rollout-32x16",
    rollouts=Budget(
        playouts=32 * 16, candidates=16, noise=0.0, halving=False, policy=GREEDY_POLICY
    ),
)

OPPONENTS: dict[str, Opponent] = {"old5": OLD_LEVEL5, "rollout": ROLLOUT_BOT, "beginner": Beginner}
