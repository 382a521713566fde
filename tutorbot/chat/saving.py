"""Saving a turn: one compare-and-set for the game and what it earned.

The board is drawn for the version the save creates.  When the save ends the
match, what follows is what the game's kind declares (`context.GameEnd`):
rated or not, kept for the review and for puzzles or not.  If someone saved first
(a double tap, a second replica), nothing of this turn is kept, neither the
move nor its notes and counters: the player gets the fresh board instead.
"""

from __future__ import annotations

from . import rating, render
from .context import Context, Turn
from .view import Message, Reply


async def save(ctx: Context, turn: Turn) -> Reply:
    """Save the turn's session with what it earned, and draw its board; if
    someone saved first, keep nothing of it and show the fresh board."""
    if turn.shared is not None:
        return await turn.shared.save(ctx, turn)
    s, tutor = turn.session, turn.tutor
    turn.flush_notes()
    s.position = turn.game.to_dict()
    board = render.board(turn, s.version + 1)  # the version this save creates
    end = ctx.tables.end_of(s.game_id)
    if not end.counted:  # a guided game's rounds, say: not in the lifetime record
        turn.stats.clear()
    outcome = turn.outcome()
    result = await ctx.save_session(s, outcome if outcome else None)
    if result.applied:
        if s.finished:  # the match just ended: what its kind says follows it
            if end.rated:
                await rating.rate_match(ctx, s)
            for after in ctx.tables.following(s.game_id):
                await after.keep(ctx, s)
        if turn.moved:  # the player's move (and the AI's answer) now stands
            for after_turn in ctx.tables.after_turn:
                await after_turn(ctx, s)
        return Reply([*turn.messages, board], level=s.level)
    fresh = render.current(await ctx.load())
    text = tutor.t("stale-board")
    if fresh is None:
        return Reply([Message(text)], toast=text)
    reply = render.show(ctx.turn(fresh))
    reply.messages.insert(0, Message(text))
    reply.toast, reply.stale = text, True
    return reply
