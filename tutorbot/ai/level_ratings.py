"""Each AI level's fixed rating on the players' Glicko-2 scale: frozen numbers, no fitting.

A player's match rating moves after each match against a level as Glicko-2 says
for a game against an opponent of this rating and deviation; the levels
themselves never move (they play the same way every day).  The numbers are
a Bradley-Terry fit of 400 matches a pair between the levels, with a careful
beginner (the obvious advice, no search) fixed at 1500, where a new player
starts.  A level's deviation is the fit's standard error.

Level 5 is rated through the rollout search it plays where no compiler built
the core: against level 4 it wins nearly every match, which alone would leave
its rating loose.  Where the core is missing, a player is rated against that
rollout search (`WITHOUT_CORE_LEVEL5`), not against a level they never met.

These are strengths between programs: a person may find a level's style
easier or harder than its number says, which their own rating then shows.
"""

from __future__ import annotations

from . import core
from .glicko2 import Rating

#: Level -> its rating and deviation.
#: The wins of the stronger, 400 matches a pair: L2 v L1 358, L3 v L2 314,
#: L4 v L3 335; the careful beginner beats L1 386 times and L2 268 times,
#: loses to L3 307 and to L4 354 times; L3 v L1 393, L4 v L2 374, L4 v L1 400;
#: the rollout search v L4 356, level 5 of sessions 18-21 v the rollout search
#: 363; level 5 of sessions 21-22 (one tree over its worlds) v that level 5 218
#: of 400 and v L4 24 of 26; level 5 now (that tree at twice the simulations,
#: settling) v the level 5 of sessions 18-21 248 of 400 and v L4 40 of 40.
#: Level 5 is rated through the levels 5 it replaced.
FITTED: dict[int, Rating] = {
    1: Rating(980, 24),
    2: Rating(1395, 14),
    3: Rating(1653, 14),
    4: Rating(1900, 18),
    5: Rating(2732, 47),
}
#: Level 5 where the core is not built: the rollout search, in the same fit.
WITHOUT_CORE_LEVEL5 = Rating(2257, 33)

#: What a player's match against each level counts as on this install.
LEVEL_RATINGS: dict[int, Rating] = FITTED if core.AVAILABLE else FITTED | {5: WITHOUT_CORE_LEVEL5}
