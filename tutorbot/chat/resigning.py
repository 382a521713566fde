"""Resigning asks first: /resign and the board's resign button show a
confirmation, and only its "yes" ends the match (a slip of the finger, or a
terminal's "/resign" typed by mistake, costs nothing)."""

from __future__ import annotations

from . import payload as P
from . import render
from .context import Context, Turn
from .view import Button, Message, Reply


def question(turn: Turn, text_id: str, yes_id: str, yes_action: str) -> Reply:
    """A question about giving the game up, with its "yes" (`yes_action`) and
    "no, keep playing" for this board's version."""
    s, t = turn.session, turn.tutor.t
    buttons = [
        [
            Button(t(yes_id), P.game(s.game_id, s.version, yes_action)),
            Button(t("btn-resign-no"), P.game(s.game_id, s.version, P.RESIGN_NO)),
        ]
    ]
    return Reply([Message(t(text_id), buttons)])


async def ask(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The question, with "yes, resign" and "no, keep playing"; it says the
    stats count the loss only where this kind of game counts in them."""
    counted = turn.tables.end_of(turn.session.game_id).counted
    text_id = "resign-confirm" if counted else "resign-confirm-uncounted"
    return question(turn, text_id, "btn-resign-yes", P.RESIGN_YES)


async def keep(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """No resignation: the board again, as it was."""
    return render.show(turn)
