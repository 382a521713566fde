"""Each AI level's fixed rating on the players' Glicko-2 scale, from the tournament ladder.

A player's rating moves after each match against a level as Glicko-2 says
for a game against an opponent of this rating and deviation; the levels
themselves never move (they play the same way every day).  The numbers are
a Bradley-Terry fit of the ladder's matches (`python -m research.level_ratings`
recomputes them from the logs below and prints these lines), with the careful
beginner of bench/beginner.py (the obvious advice, no search) fixed at 1500,
where a new player starts.  A level's deviation is the fit's standard error.

The matches they rest on (seed 2026; `python -m bench.tournament_report LOG`
prints each log's table):

* research/logs/2026-11-27-rating/ladder.jsonl.gz: levels 1-4 and the careful
  beginner, every pair 400 matches (10 pairs, 4,000 matches, played for issue 33);
* research/logs/2026-11-27-session14/5_4.jsonl.gz: level 5 against level 4,
  202 matches (research/tournament-2026-11-27-session14.txt: the level 5 that
  plays now, the tree search on the compiled core).

Where no compiler built the core, level 5 plays its earlier rollout search,
weaker by about 275 points: a player there is rated against that one
(`WITHOUT_CORE_LEVEL5`, the fit of `WITHOUT_CORE_LOGS`), not against a level
they never met.

These are strengths between programs: a person may find a level's style
easier or harder than its number says, which their own rating then shows.
"""

from __future__ import annotations

from . import core
from .glicko2 import Rating

#: The fixed point of the scale: a tournament player, and the rating it is given.
ANCHOR = "beginner"
ANCHOR_RATING = 1500.0

#: The logs the ratings rest on, relative to the checkout's root.
LOGS = (
    "research/logs/2026-11-27-rating/ladder.jsonl.gz",
    "research/logs/2026-11-27-session14/5_4.jsonl.gz",
)

#: The logs of the level 5 that plays where the core is not built: the ladder
#: and that rollout search's 400 matches against level 4.
WITHOUT_CORE_LOGS = (
    "research/logs/2026-11-27-rating/ladder.jsonl.gz",
    "research/logs/2026-11-27/5_4.jsonl.gz",
)
#: Level 5's rating there (`python -m research.level_ratings` and the two logs).
WITHOUT_CORE_LEVEL5 = Rating(2263, 33)

#: Level -> its rating and deviation, the fit of `LOGS` (printed by
#: `python -m research.level_ratings`).
#: The ladder's wins of the stronger, 400 matches a pair: L2 v L1 358, L3 v L2
#: 314, L4 v L3 335 (L5 v L4: 197 of 202); the careful beginner beats L1 386 times and
#: L2 268 times, loses to L3 307 and to L4 354 times; L3 v L1 393, L4 v L2 374,
#: L4 v L1 400.
FITTED: dict[int, Rating] = {
    1: Rating(980, 24),
    2: Rating(1395, 14),
    3: Rating(1653, 14),
    4: Rating(1900, 18),
    5: Rating(2538, 81),
}

#: What a player's match against each level counts as on this install.
LEVEL_RATINGS: dict[int, Rating] = FITTED if core.AVAILABLE else FITTED | {5: WITHOUT_CORE_LEVEL5}
