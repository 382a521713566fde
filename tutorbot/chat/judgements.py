"""The one judge, as the conversation asks it: judged once, kept, and read by every screen.

`judged` returns the judgement of a position at a named budget
(`tutorbot.ai.judge`), with the moves a screen must weigh: from the store
when the position was judged before (by the hint, the review, a puzzle, on
any replica), else judged in the AI's workers and kept there.  A judgement
is a pure function of the position and the budget, so whoever judges it
first, every screen gets the same numbers.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Sequence

from tutorbot.ai.judge import JUDGE_VERSION, Judgement, judge, judge_more, position_key
from tutorbot.engine import Move, Observation

from .context import Context

log = logging.getLogger(__name__)

#: The first-time note that says how to read the judge's numbers.
NUMBERS_NOTE = "verdict-numbers"


def kept_name(budget: str) -> str:
    """The name a judgement at `budget` is kept under: the budget and the
    judge's version, so one made by an earlier judge is never read."""
    return f"{budget}.v{JUDGE_VERSION}"


async def kept(ctx: Context, key: str, budget: str) -> Judgement | None:
    """The judgement kept for a position digest at `budget` (None: none, or unreadable)."""
    raw = await ctx.store.judgements.get(key, kept_name(budget))
    if raw is None:
        return None
    try:
        return Judgement.from_dict(json.loads(raw))
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("judgement %s/%s unreadable, judged again: %s", key, budget, exc)
        return None


#: Judgements being made in this process, so a second ask waits for the first.
_MAKING: dict[tuple[str, str], asyncio.Future[Judgement]] = {}


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
    `background`: judged ahead of time, after everything else.  The same
    position asked again while it is being judged waits for that judgement."""
    key = position_key(obs)
    making = _MAKING.get((key, budget))
    if making is not None:
        with contextlib.suppress(Exception):  # it failed: judged again below
            await asyncio.shield(making)
    found = await kept(ctx, key, budget)
    legal = obs.legal_moves()
    if found is not None and all(found.of(m) is not None for m in must if m in legal):
        return found
    future: asyncio.Future[Judgement] = asyncio.get_running_loop().create_future()
    _MAKING[key, budget] = future
    try:
        if found is None:
            args = (obs, budget, tuple(must))
            found = await ctx.thinker.run(judge, *args, for_move=for_move, background=background)
        else:
            more = (obs, found, tuple(must))
            found = await ctx.thinker.run(
                judge_more, *more, for_move=for_move, background=background
            )
        text = json.dumps(found.to_dict(), separators=(",", ":"))
        await ctx.store.judgements.put(key, kept_name(budget), text)
        future.set_result(found)
        return found
    except BaseException as exc:
        future.set_exception(exc)
        future.exception()  # retrieved: a waiter judges again rather than fail with it
        raise
    finally:
        if _MAKING.get((key, budget)) is future:
            del _MAKING[key, budget]


async def numbers_explained_once(ctx: Context, text: str, seal: int | None) -> str:
    """`text`, followed by how to read "the Seal in 62% of the played-out
    rounds" the first time a player is shown such numbers (then never again:
    /help and /analyse keep it), quoting `seal`, the first percentage `text`
    shows (None: it shows none, and nothing follows)."""
    if seal is None or NUMBERS_NOTE in await ctx.seen_notes(ctx.user.id):
        return text
    await ctx.store.mark_seen(ctx.user.id, [NUMBERS_NOTE])
    return text + "\n\n" + ctx.tutor.t("verdict-explained", seal=seal)
