"""A new game while one is in play asks first: /new, the New game button and a
level pressed on an old menu all show a question, and only its "yes" abandons
the game, which then counts as a resigned loss in /stats (nothing is thrown
away without the player knowing, and nothing lost leaves the record), unless
its kind counts nowhere (`GameEnd.counted`: the guided first game), so
leaving it loses nothing, which its question says instead."""

from __future__ import annotations

from . import payload as P
from . import playing, rating, render, resigning
from .context import Context, Handler, Turn
from .view import Reply


async def in_play(ctx: Context) -> Turn | None:
    """The chat's unfinished game, when this player may play it."""
    session = render.current(await ctx.load())
    if session is None or session.finished or not ctx.may_play(session):
        return None
    return ctx.turn(session)


def asking_first(handler: Handler) -> Handler:
    """`handler` (a new game, a level menu) once no game is in play; else the question."""

    async def run(ctx: Context, arg: str) -> Reply:
        turn = await in_play(ctx)
        return await handler(ctx, arg) if turn is None else ask(turn)

    return run


def _lost(turn: Turn) -> bool:
    """Whether leaving this game for a new one loses it: only a kind of game
    that counts in the record can be lost there."""
    return turn.tables.end_of(turn.session.game_id).counted


def ask(turn: Turn) -> Reply:
    """ "Abandon this game?", saying whether it counts as lost, with yes and
    "no, keep playing"."""
    if _lost(turn):
        return resigning.question(turn, "abandon-confirm", "btn-abandon-yes", P.ABANDON_YES)
    return resigning.question(turn, "abandon-uncounted-confirm", "btn-leave-yes", P.ABANDON_YES)


async def abandon(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The game resigned (a loss in /stats, if its kind says so), then the
    levels for the new one."""
    reply = await playing.resign(ctx, turn, lost=_lost(turn))
    reply.messages.append(await rating.level_menu(ctx, "choose-level", ctx.prefs.level))
    return reply
