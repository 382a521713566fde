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
* research/logs/2026-11-27/5_4.jsonl.gz: the rollout search against level 4,
  400 matches (there it was level 5; the benchmark calls it "rollout5");
* research/logs/2026-11-28-session17/cut12-reshuffle_rollout5.jsonl.gz: level
  5 as it plays now (the tree search on the compiled core, its evaluation
  seeing the market, the hidden order drawn anew every simulation; the log
  calls it "cut12-reshuffle", its pilot's name) against that rollout search,
  400 matches (research/tournament-2026-11-28-session18.txt).

Level 5 is rated through the rollout search: against level 4 it wins nearly
every match, which would leave its rating loose.  Where no compiler built
the core, level 5 plays that rollout search, so a player there is rated
against it (`WITHOUT_CORE_LEVEL5`, the same fit's "rollout5"), not against a
level they never met.

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
    "research/logs/2026-11-27/5_4.jsonl.gz",
    "research/logs/2026-11-28-session17/cut12-reshuffle_rollout5.jsonl.gz",
)

#: The rollout search level 5 was until session 14, as the fit names it.
ROLLOUT5 = "rollout5"
#: A log's players that the fit names otherwise: in the logs of 2026-11-27/,
#: "L5" is the rollout search; in the pilot's log, level 5 is "cut12-reshuffle".
RENAMED: dict[str, dict[str, str]] = {
    "research/logs/2026-11-27/5_4.jsonl.gz": {"L5": ROLLOUT5},
    "research/logs/2026-11-28-session17/cut12-reshuffle_rollout5.jsonl.gz": {
        "cut12-reshuffle": "L5"
    },
}

#: Level -> its rating and deviation, the fit of `LOGS` (printed by
#: `python -m research.level_ratings`).
#: The ladder's wins of the stronger, 400 matches a pair: L2 v L1 358, L3 v L2
#: 314, L4 v L3 335; the careful beginner beats L1 386 times and L2 268 times,
#: loses to L3 307 and to L4 354 times; L3 v L1 393, L4 v L2 374, L4 v L1 400;
#: the rollout search v L4 356, L5 v the rollout search 363.
FITTED: dict[int, Rating] = {
    1: Rating(980, 24),
    2: Rating(1395, 14),
    3: Rating(1653, 14),
    4: Rating(1900, 18),
    5: Rating(2660, 45),
}
#: Level 5 where the core is not built: the rollout search (the same fit's `ROLLOUT5`).
WITHOUT_CORE_LEVEL5 = Rating(2263, 33)

#: What a player's match against each level counts as on this install.
LEVEL_RATINGS: dict[int, Rating] = FITTED if core.AVAILABLE else FITTED | {5: WITHOUT_CORE_LEVEL5}
