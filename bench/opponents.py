"""Benchmark opponents for the tournament (`tutorbot tournament`); never offered to players.

    tutorbot tournament --levels 5,old5,rollout --matches 100

``old5``     level 5 as it was before it played rounds out (frozen 2026-11-26):
             greedy look-ahead of three plies over 8 sampled worlds, 8 candidates.
``rollout``  a determinized-rollout bot built like the public one: 32 sampled
             worlds, 16 candidate moves, every candidate played out in every
             world to the end of the round with a plain greedy policy (no
             denial, no exploration, no successive halving): 512 playouts a move.
``uyu``      a determinized tree search built like the strongest public Jaipur AI
             (uYu/Jaipur's hard level, from its published algorithm notes):
             8 sampled worlds, 1,000 PUCT simulations each (c = sqrt 2), priors
             from the learned evaluation, playouts to the round's end by its
             greedy policy with 10% random moves, the root by summed visit share.
             It is our search (`tutorbot.ai.mcts`) at that AI's own budget,
             on an evaluation with that AI's features (51, no market:
             bench/public_weights.py); level 5's sees the market too.
``uyu-cut12`` the same search and budget with each playout cut after 12 moves,
             where the learned evaluation's margin, read as odds of the Seal,
             is backed up (`MctsBudget.playout_plies`): beyond the public
             design; at 8 x 100 on both sides it won 70% of 400 fresh matches
             against it (research/tournament-2026-11-27-ai2.txt).  Level 5
             from session 14 until the evaluation saw the market (session
             16); kept, with its 51-feature evaluation, for the logs that
             call it so.
``uyu-cut12-2000`` the same with 2,000 simulations a world.
``cut12-16x1000`` level 5's search of session 16 (the cut playouts, the
             evaluation that sees the market) over twice the worlds, 16 x 1,000:
             a pilot toward the 90% bar against ``rollout5`` (the root decision
             of 8 worlds differs from a 64 x 2,000 search's on about 1 position
             in 5; more worlds, not more simulations a world, close that gap:
             research/tournament-2026-11-28-session17.txt).
``cut12-reshuffle`` level 5's search of session 16 at its budget (8 x 1,000) with
             every simulation drawing the deck's and bonus piles' order anew
             (`MctsBudget.reshuffle`: the tree cannot foresee the draws): a
             pilot toward the 90% bar against ``rollout5`` in session 17, level
             5 from session 18 until its worlds were pooled into one tree
             (`MctsBudget.pool`, issue 48, session 21); kept under this name
             for the logs that call it so, and as the search the judge
             nominates with (`players.PER_WORLD_SEARCH`).
``pool5``    level 5 of sessions 21 and 22: that search pooled into one tree over its
             8 worlds (`MctsBudget.pool`) at 8 x 1,000, before it doubled its
             simulations and settled (session 23).
``cut12``    level 5 of sessions 16 and 17: the same search without ``reshuffle``.
``rollout5`` level 5 as it played until 2026-11-27 (and still plays where no
             compiler built the core): the rollout search of 2,000 playouts of
             20 plies over 16 candidates, valued by the odds of the round.
``beginner`` a careful beginner (bench/beginner.py): the obvious advice, no search;
             level 1 must lose to it.
"""

from __future__ import annotations

from bench.arena import Opponent
from bench.beginner import Beginner
from bench.public_weights import padded
from tutorbot.ai.mcts import MctsBudget
from tutorbot.ai.players import LEVELS, Level
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

#: The public-like searches' evaluation: 51 features, no market (bench/public_weights.py).
PUBLIC_WEIGHTS = padded()
PUBLIC_LIKE = Level(5, "uyu-8x1000", mcts=MctsBudget(worlds=8, sims=1000, weights=PUBLIC_WEIGHTS))
CUT_PLAYOUTS = Level(
    5,
    "uyu-cut12-8x1000",
    mcts=MctsBudget(worlds=8, sims=1000, playout_plies=12, weights=PUBLIC_WEIGHTS),
)
CUT_PLAYOUTS_2000 = Level(
    5,
    "uyu-cut12-8x2000",
    mcts=MctsBudget(worlds=8, sims=2000, playout_plies=12, weights=PUBLIC_WEIGHTS),
)
WIDE_LEVEL5 = Level(5, "cut12-16x1000", mcts=MctsBudget(worlds=16, sims=1000, playout_plies=12))
RESHUFFLING_LEVEL5 = Level(
    5, "cut12-reshuffle-8x1000", mcts=MctsBudget(sims=1000, playout_plies=12, reshuffle=True)
)
POOLED_LEVEL5 = Level(
    5,
    "pool-8x1000",
    mcts=MctsBudget(sims=1000, playout_plies=12, reshuffle=True, pool=True),
)
SESSION16_LEVEL5 = Level(5, "cut12-8x1000", mcts=MctsBudget(sims=1000, playout_plies=12))
ROLLOUT_LEVEL5 = Level(5, "rollout5", rollouts=LEVELS[5].rollouts)

OPPONENTS: dict[str, Opponent] = {
    "old5": OLD_LEVEL5,
    "rollout": ROLLOUT_BOT,
    "uyu": PUBLIC_LIKE,
    "uyu-cut12": CUT_PLAYOUTS,
    "uyu-cut12-2000": CUT_PLAYOUTS_2000,
    "cut12-16x1000": WIDE_LEVEL5,
    "cut12-reshuffle": RESHUFFLING_LEVEL5,
    "pool5": POOLED_LEVEL5,
    "cut12": SESSION16_LEVEL5,
    "rollout5": ROLLOUT_LEVEL5,
    "beginner": Beginner,
}
