"""Drawing replies: the board message with the menu of the move being built,
and the small replies several handlers share."""

from __future__ import annotations

from collections.abc import Callable

from tutorbot.ai import LEVELS
from tutorbot.engine import Move, Observation
from tutorbot.store import MoveBuilder, Session, Step
from tutorbot.store.codec import move_code
from tutorbot.tutor import Tutor

from . import keyboards as K
from . import payload as P
from .board import render_board
from .context import Spot, Turn
from .view import Button, Message, Reply

#: A builder step's prompt (message id) and its menu.
StepMenu = Callable[[Tutor, Observation, MoveBuilder, str, int], K.Keyboard]


def _take(tutor: Tutor, obs: Observation, b: MoveBuilder, gid: str, ver: int) -> K.Keyboard:
    return K.take_menu(tutor, obs, gid, ver)


def _sell(tutor: Tutor, obs: Observation, b: MoveBuilder, gid: str, ver: int) -> K.Keyboard:
    if b.good is not None:
        return K.sell_count_menu(tutor, obs, b.good, gid, ver)
    return K.sell_menu(tutor, obs, gid, ver)


def _exchange(tutor: Tutor, obs: Observation, b: MoveBuilder, gid: str, ver: int) -> K.Keyboard:
    return K.exchange_menu(tutor, obs, b, gid, ver)


MENUS: dict[Step, StepMenu] = {Step.TAKE: _take, Step.SELL: _sell, Step.EXCHANGE: _exchange}


def step_prompt(tutor: Tutor, obs: Observation, b: MoveBuilder) -> str:
    """The line under the board that says what to pick next."""
    if b.step is Step.TAKE:
        return tutor.t("pick-take")
    if b.step is Step.SELL:
        return tutor.t("pick-sell-count" if b.good is not None else "pick-sell")
    move = b.exchange_move(obs.market, obs.hand)
    return tutor.t("exchange-summary", taken=tutor.cards(move.taken), given=tutor.cards(move.given))


def rematch_row(tutor: Tutor, level: int) -> list[Button]:
    return [Button(tutor.t("btn-rematch"), P.plain(P.REMATCH, level))]


def rematch_offered(session: Session) -> bool:
    """Whether a rematch is offered under the game, in the chat as on the
    table: once it is over, unless it was left for a new game (whose levels
    follow instead)."""
    return session.finished and not session.left


def new_game_row(tutor: Tutor) -> list[Button]:
    return [Button(tutor.t("btn-new-game"), P.plain(P.NEW))]


def board(turn: Turn, version: int) -> Message:
    """The board as the player sees it, with the buttons drawn for `version`."""
    s, tutor = turn.session, turn.tutor
    obs = turn.game.observation(s.human)
    text = render_board(tutor, obs, s.level, LEVELS[s.level].key, s.finished)
    for dress in turn.tables.board_dressers:
        text = dress(tutor, s, text, obs.my_turn)
    if turn.ai_lines:
        text = "\n".join([*turn.ai_lines, "", text])
    buttons: K.Keyboard = []
    if s.finished:
        buttons = [rematch_row(tutor, s.level)] if rematch_offered(s) else []
    elif obs.my_turn:
        if s.builder is not None:
            text += "\n\n" + step_prompt(tutor, obs, s.builder)
            buttons = MENUS[s.builder.step](tutor, obs, s.builder, s.game_id, version)
        else:
            buttons = K.main_menu(tutor, obs, s.game_id, version)
        if s.last_ai:
            buttons.append([Button(tutor.t("btn-why"), P.game(s.game_id, version, P.WHY))])
    if turn.table_url and not s.finished:
        buttons.append([Button(tutor.t("btn-table"), "", web_app=turn.table_url)])
    return Message(text, buttons, board=True, top="\n".join(turn.ai_lines))


def show(turn: Turn) -> Reply:
    """The board as stored (nothing changed, same version), after the turn's messages."""
    if turn.shared is not None:
        return turn.shared.show(turn)
    return Reply([*turn.messages, board(turn, turn.session.version)], level=turn.session.level)


def no_game(tutor: Tutor) -> Reply:
    return Reply([Message(tutor.t("no-game"), [new_game_row(tutor)])])


def not_your_game(tutor: Tutor) -> Reply:
    return Reply([Message(tutor.t("not-your-game"))])


def old_board(tutor: Tutor, turn: Turn | None = None) -> Reply:
    """A tap on a board that is no longer current: say so, change nothing
    (and show the current board, if the chat has a game in play)."""
    text = tutor.t("old-board")
    reply = Reply([Message(text)], toast=text, stale=True)
    if turn is not None:
        reply.messages += show(turn).messages
    return reply


def current(session: Session | None) -> Session | None:
    """The session if a game is in play (not finished), else None."""
    return session if session is not None and not session.finished else None


def did_you_mean(tutor: Tutor, spot: Spot, moves: tuple[Move, ...]) -> Reply:
    """Several moves fit what was typed: each as a button to play it, in the
    bot's own words, and the board's way back (to the game, the puzzle or the
    review's key moment the position is of)."""
    game_id, version, camels = spot.game_id, spot.version, spot.market_camels
    rows = [
        [Button(tutor.move(move, camels), P.game(game_id, version, P.PLAY, move_code(move)))]
        for move in moves
    ]
    rows.append(K.back_row(tutor, game_id, version))
    return Reply([Message(tutor.t("parse-ambiguous", count=len(moves)), rows)])
