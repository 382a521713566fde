"""The one judge, as the conversation asks it: judged once, kept, and read by every screen.

`judged` returns the judgement of a position at a named budget
(`tutorbot.ai.judge`), with the moves a screen must weigh: from the store
when the position was judged before (by the hint, the review, a puzzle, on
any replica), else judged in the AI's workers and kept there.  A judgement
is a pure function of the position and the budget, so whoever judges it
first, every screen gets the same numbers.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence

from tutorbot.ai.judge import Judgement, judge, judge_more, position_key
from tutorbot.engine import Move, Observation

from .context import Context

log = logging.getLogger(__name__)

#: The first-time note that says how to read the judge's numbers.
NUMBERS_NOTE = "verdict-numbers"


async def kept(ctx: Context, key: str, budget: str) -> Judgement | None:
    """The judgement kept for a position digest at `budget` (None: none, or unreadable)."""
    raw = await ctx.store.judgements.get(key, budget)
    if raw is None:
        return None
    try:
        return Judgement.from_dict(json.loads(raw))
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("judgement %s/%s unreadable, judged again: %s", key, budget, exc)
        return None


async def judged(
    ctx: Context,
    obs: Observation,
    budget: str = "hint",
    must: Sequence[Move] = (),
    for_move: bool = False,
    background: bool = False,
) -> Judgement:
    """`obs.player`'s position judged at `budget`, weighing `must` too.
    `for_move`: part of the answer to a move, served as a move is;
    `background`: judged ahead of time, after everything else."""
    key = position_key(obs)
    found = await kept(ctx, key, budget)
    if found is None:
        args = (obs, budget, tuple(must))
        found = await ctx.thinker.run(judge, *args, for_move=for_move, background=background)
    elif all(found.of(m) is not None for m in must if m in obs.legal_moves()):
        return found
    else:
        args2 = (obs, found, tuple(must))
        found = await ctx.thinker.run(judge_more, *args2, for_move=for_move, background=background)
    await ctx.store.judgements.put(key, budget, json.dumps(found.to_dict(), separators=(",", ":")))
    return found


async def numbers_explained_once(ctx: Context, text: str) -> str:
    """`text`, followed by how to read "the Seal in 62% of the played-out
    rounds" the first time a player is shown such numbers (then never again:
    /help and /analyse keep it)."""
    if NUMBERS_NOTE in await ctx.seen_notes(ctx.user.id):
        return text
    await ctx.store.mark_seen(ctx.user.id, [NUMBERS_NOTE])
    return text + "\n\n" + ctx.tutor.t("verdict-explained")
