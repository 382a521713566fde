"""Judging a match ahead of its review, while it is played, so `/review` opens at once.

After each of the player's moves in a match against the AI, the turn just
played is judged in the background (the AI's workers at their lowest
priority: every move and every explanation asked for goes first), and kept
(`judgements.judged`); when the match ends, the whole review is made and kept
with the match.  `/review` then reads judgements already made.  Where the AI
thinks in the caller's turn (the terminal, tests), nothing is judged ahead:
the review judges on demand, saying which round it is at.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

from tutorbot.store import ReviewRecord, Session

from ..context import Context
from ..grading import analyse, judge_turn, replay_match

log = logging.getLogger(__name__)

#: The judging under way, held so that none is collected before it ends.
_UNDER_WAY: set[asyncio.Task[None]] = set()


def _judged_ahead(session: Session) -> bool:
    """A match dealt from its id, the player in the first seat, no script."""
    return session.lesson is None and session.script is None and session.human == 0


def _start(job: Coroutine[Any, Any, None]) -> None:
    task = asyncio.create_task(job)
    _UNDER_WAY.add(task)
    task.add_done_callback(_UNDER_WAY.discard)


async def judge_last_turn(ctx: Context, session: Session) -> None:
    """Start judging the player's latest turn in the background."""
    end = ctx.tables.end_of(session.game_id)
    if ctx.thinker.works_ahead and end.review and _judged_ahead(session):
        _start(_last_turn(ctx, session))


async def _last_turn(ctx: Context, session: Session) -> None:
    try:
        rounds = replay_match(session.game_id, session.history, session.human)
        turns = [turn for rnd in rounds for turn in rnd.turns]
        if turns:
            await judge_turn(ctx, turns[-1], background=True)
    except Exception as exc:  # ahead of time only: the review judges it again
        log.warning("game %s: turn not judged ahead: %s", session.game_id, exc)


def review_ahead(ctx: Context, record: ReviewRecord, user_id: int) -> None:
    """Start making the finished match's review in the background, kept with it."""
    if ctx.thinker.works_ahead:
        _start(_review(ctx, record, user_id))


async def _review(ctx: Context, record: ReviewRecord, user_id: int) -> None:
    try:
        analysis = (await analyse(ctx, record, background=True)).to_dict()
        kept = await ctx.store.load_review(user_id)
        if kept is not None and kept.game_id == record.game_id and kept.analysis is None:
            kept.analysis = analysis
            await ctx.store.save_review(user_id, kept)
    except Exception as exc:  # ahead of time only: /review makes it when asked
        log.warning("game %s: review not made ahead: %s", record.game_id, exc)
