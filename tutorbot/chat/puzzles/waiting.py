"""Finished matches waiting to be made into puzzles, and making them.

A finished match against the AI is kept waiting (`remember_match`); the next
`/puzzle` (or "practise these moments") reviews it as `/review` does (the
same grading, kept with the review so neither grades twice) and turns each
key moment whose move lost at least `judge.CLEAR_LOSS` into a puzzle, in the
AI's process pool (`make_waiting`).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass

from tutorbot.engine import Played
from tutorbot.store import ReviewRecord, Session
from tutorbot.store.puzzles import PuzzleBook
from tutorbot.tutor.review import Review

from ..context import AfterMatch, Context
from ..grading import analyse, graded_now
from ..replays import replay_error
from .builtin import is_builtin
from .making import puzzle_at
from .schedule import Schedule, new_schedule

log = logging.getLogger(__name__)

#: A player's own puzzles kept (a match makes up to five): beyond, the best learned go.
MAX_OWN = 200


async def remember_match(ctx: Context, session: Session) -> None:
    """Keep a match that just finished, to make puzzles of (on the next /puzzle)."""
    history = [str(p) for p in session.history]  # "seat:notation"
    match = {"id": session.game_id, "l": session.level, "hu": session.human, "hi": history}
    await ctx.store.puzzles.wait_for(session.owner or ctx.user.id, json.dumps(match))


#: Keeps a match whose kind waits for puzzles ("practise these moments" is
#: the review's, shown once it knows the match has key moments).
AFTER_MATCH = AfterMatch(lambda end: end.puzzles, remember_match)


def waiting_match(raw: str) -> ReviewRecord | str:
    """The match `raw` keeps, or why it can't be made into puzzles (it doesn't
    parse, or doesn't replay from its deal)."""
    try:
        match = json.loads(raw)
        history = [Played.parse(e) for e in match["hi"]]
        record = ReviewRecord(match["id"], match["l"], match["hu"], history)
    except Exception as exc:  # pure parsing of stored data: the data is at fault
        return f"{type(exc).__name__}: {exc}"
    return replay_error(record.game_id, record.history, record.human) or record


@dataclass(frozen=True)
class Made:
    """The puzzles one /puzzle made, and from how many matches: a match
    finished without /puzzle waits, so one call may make several matches'."""

    puzzles: int = 0
    matches: int = 0


async def make_waiting(ctx: Context, book: PuzzleBook) -> Made:
    """Turn the matches waiting into puzzles (oldest first); how many were
    made.  A match that can't be replayed is set aside, and the rest go on."""
    made, matches = 0, 0
    uid = ctx.user.id
    for raw in reversed(book.waiting):
        record = waiting_match(raw)
        if isinstance(record, str):  # it would fail on every /puzzle: set it aside
            where = await ctx.store.puzzles.set_aside(uid, raw)
            log.warning("user %s: a waiting match set aside as %s: %s", uid, where, record)
            continue
        review = await _reviewed(ctx, record)
        items: dict[str, tuple[str, str]] = {}
        for moment in review.moments:
            pid = f"{record.game_id}-{moment.ply}"
            if pid in book.puzzles:
                continue
            puzzle = await ctx.thinker.run(
                puzzle_at, pid, record.game_id, record.history, record.human, record.level, moment
            )
            if puzzle is not None:
                items[pid] = (json.dumps(puzzle.to_dict()), new_schedule(ctx.now()).to_json())
        await ctx.store.puzzles.add(uid, items)
        await ctx.store.puzzles.done_with(uid, raw)
        made += len(items)
        matches += bool(items)
    if made:
        await _keep_at_most(ctx, MAX_OWN)
    return Made(made, matches)


async def _keep_at_most(ctx: Context, limit: int) -> None:
    """Forget the player's best-learned puzzles (due the furthest ahead) beyond `limit`."""
    book = await ctx.store.puzzles.load(ctx.user.id)
    own = [pid for pid in book.schedules if not is_builtin(pid)]
    if len(own) > limit:
        own.sort(key=lambda pid: -Schedule.from_json(book.schedules[pid]).due)
        await ctx.store.puzzles.drop(ctx.user.id, own[: len(own) - limit])


async def _reviewed(ctx: Context, record: ReviewRecord) -> Review:
    """The match's review: the one kept for /review if it is this match's (and
    graded), else graded now and kept there, so /review never grades it again."""
    kept = await ctx.store.load_review(ctx.user.id)
    if kept is not None and kept.game_id == record.game_id and graded_now(kept):
        assert kept.analysis is not None
        return Review.from_dict(kept.analysis)
    review = await analyse(ctx, record)
    if kept is not None and kept.game_id == record.game_id:
        kept.analysis = review.to_dict()
        await ctx.store.save_review(ctx.user.id, kept)
    return review
