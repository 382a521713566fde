"""Resigning asks first: /resign and the board's resign button show a
confirmation, and only its "yes" ends the match (a slip of the finger, or a
terminal's "/resign" typed by mistake, costs nothing)."""

from __future__ import annotations

from . import payload as P
from . import render
from .context import Context, Turn
from .view import Button, Message, Reply


async def ask(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The question, with "yes, resign" and "no, keep playing" for this board's version."""
    s, t = turn.session, turn.tutor.t
    buttons = [
        [
            Button(t("btn-resign-yes"), P.game(s.game_id, s.version, P.RESIGN_YES)),
            Button(t("btn-resign-no"), P.game(s.game_id, s.version, P.RESIGN_NO)),
        ]
    ]
    return Reply([Message(t("resign-confirm"), buttons)])


async def keep(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """No resignation: the board again, as it was."""
    return render.show(turn)
