"""What a player does in their friend game: taps on its board, typed moves, commands.

A tap or a typed move reaches the seat's `Turn` (`play`) and then the
same handlers as against the AI, except the few that a friend game answers
its own way (`OWN`: why the opponent played that, resigning).  Commands about
"the game" (`or_friend`) mean the chat's friend game while one is in play.
"""

from __future__ import annotations

from collections.abc import Callable

from tutorbot.engine import Move
from tutorbot.store.friends import Result
from tutorbot.tutor.facts import decode_facts

from .. import payload as P
from .. import playing, render
from ..actions import GAME_ACTIONS
from ..context import Broken, Context, GameHandler, Handler, Turn
from ..payload import GamePayload
from ..view import Button, Message, Reply
from .play import FriendPlay, friend_turn
from .shared import friend_store, tutor_for


def _play_of(turn: Turn) -> FriendPlay:
    if not isinstance(turn.shared, FriendPlay):  # never: only friend turns get here
        raise TypeError("not a friend game's turn")
    return turn.shared


# ---------------------------------------------------------- own game actions
async def why(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """Why the opponent's last move may be good (the tutor's reading of it)."""
    fp, t = _play_of(turn), turn.tutor
    last = fp.fg.last
    if last is None or last.seat == fp.seat:
        rnd = turn.game.round
        nothing = t.t("why-new-round", round=rnd) if rnd > 1 else t.t("friend-why-nothing")
        return Reply([Message(nothing)])
    move = t.move(last.move, last.market_camels)
    name = fp.fg.seats[last.seat].name
    facts = decode_facts(last.facts)
    text = t.explained("friend-why", facts, "why", last.market_camels, name=name, move=move)
    return Reply([Message(text)], toast="🤔")


async def resign(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """Resign (after a confirmation): the opponent wins."""
    fp, t = _play_of(turn), turn.tutor
    fg = fp.fg
    if arg != "y":
        ver = fg.seat_versions[fp.seat]
        yes = Button(t.t("friend-btn-resign-yes"), P.game(fg.game_id, ver, P.RESIGN, "y"))
        return Reply([Message(t.t("friend-resign-confirm"), [[yes]])], toast="")
    them = await tutor_for(ctx.store, fg.seats[fp.other])
    fg.finished, fg.result, fg.winner = True, Result.RESIGNED, fp.other
    fg.builders = [None, None]
    fg.seat_versions = [fg.version + 1, fg.version + 1]
    turn.messages.append(Message(t.t("friend-resigned", name=fg.seats[fp.other].name)))
    theirs = [Message(them.t("friend-opponent-resigned", name=fg.seats[fp.seat].name))]
    return await fp.commit(ctx, turn, theirs, them)


async def analyse(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The search's best moves, in a teaching game with open hands or once the
    match is over; never while hidden hands are in play (it would play for you)."""
    fg = _play_of(turn).fg
    if not fg.open_hand and not fg.finished:
        return Reply([Message(turn.tutor.t("analyse-hidden"))])
    return await playing.analyse(ctx, turn, arg)


async def show(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    return render.show(turn)


#: Friend games answer these their own way; the rest as against the AI.
OWN: dict[str, GameHandler] = {P.WHY: why, P.RESIGN: resign}
#: Commands about the chat's friend game, when it has one in play.
GAME_COMMANDS: dict[str, GameHandler] = {
    "board": show,
    "hint": playing.hint,
    "why": why,
    "analyse": analyse,
    "analyze": analyse,
    "resign": resign,
}


async def press(ctx: Context, button: GamePayload) -> Reply:
    """A tap on a friend game's board, in one of its players' chats."""
    fg = await friend_store(ctx).load(button.game_id) if ctx.friends else None
    if fg is None or fg.finished:
        return render.old_board(ctx.tutor)
    seat = fg.seat_of(ctx.chat_id, ctx.user.id)
    if seat is None:
        return Reply(toast=ctx.tutor.t("not-your-game"))
    turn = friend_turn(ctx, fg, seat)
    if button.version != fg.seat_versions[seat]:
        return render.old_board(ctx.tutor, turn)
    own = OWN.get(button.action)
    if own is not None:
        return await own(ctx, turn, button.arg)
    action = GAME_ACTIONS.get(button.action)
    if action is None or (action.on_my_move and not turn.my_move):
        return render.show(turn)
    return await action.handler(ctx, turn, button.arg)


async def turn_of_chat(ctx: Context) -> Turn | None:
    """The chat's friend game in play, as this player's turn (None: none)."""
    if ctx.friends is None:
        return None
    fg = await friend_store(ctx).load_for_chat(ctx.chat_id)
    seat = fg.seat_of(ctx.chat_id, ctx.user.id) if fg else None
    return None if fg is None or seat is None else friend_turn(ctx, fg, seat)


async def typed(ctx: Context, move: Move | None, broken: Broken | None = None) -> Reply | None:
    """A move typed in a chat that plays a friend game (None: it doesn't);
    `broken`: text that asked for something a rule forbids (refusal, rule id)."""
    turn = await turn_of_chat(ctx)
    if turn is None:
        return None
    if not turn.my_move:
        return render.show(turn)
    if broken is not None or move is None:
        return await playing.refused(ctx, turn, *broken) if broken else render.show(turn)
    return await playing.attempt(ctx, turn, move)


def or_friend(name: str) -> Callable[[Handler], Handler]:
    """A command about "the game": the chat's friend game if one is in play."""
    friend = GAME_COMMANDS[name]

    def wrap(handler: Handler) -> Handler:
        async def run(ctx: Context, arg: str) -> Reply:
            turn = await turn_of_chat(ctx)
            return await handler(ctx, arg) if turn is None else await friend(ctx, turn, arg)

        return run

    return wrap
