"""Trying a move on a board that is not a game in play: a review's key
moment, a puzzle.  The game's own buttons build the move (`built_move`), drawn
under the feature's game id (`try_keyboard`); no move is played, the feature
judges it.
"""

from __future__ import annotations

from tutorbot.engine import Card, Move, Observation, ascii_int
from tutorbot.engine.cards import PRECIOUS
from tutorbot.store import MoveBuilder, Step
from tutorbot.store.codec import move_from_code
from tutorbot.tutor import Tutor

from . import keyboards as K
from . import payload as P
from .render import MENUS, step_prompt


def built_move(
    b: MoveBuilder | None, obs: Observation, button: P.GamePayload
) -> tuple[MoveBuilder | None, Move | None]:
    """Apply a button to the move being built (`b`): the builder now, and the
    move once one is complete."""
    action, arg = button.action, button.arg
    if action in (P.TAKE_MENU, P.SELL_MENU):
        return MoveBuilder(Step.TAKE if action == P.TAKE_MENU else Step.SELL), None
    if action == P.TAKE and (good := P.good_arg(arg)) is not None:
        return b, Move.take(good)
    if action == P.CAMELS:
        return b, Move.camels()
    if action == P.SELL_GOOD and (good := P.good_arg(arg)) is not None:
        if good in PRECIOUS and obs.hand[good] == 1:
            return b, Move.sell(good, 1)  # refused, with the tutor's explanation
        return MoveBuilder(Step.SELL, good=good), None
    if action == P.SELL and (number := ascii_int(arg)) is not None and b and b.good is not None:
        return b, Move.sell(Card(b.good), number)
    if action == P.CANCEL:
        return None, None
    if action == P.PLAY:  # a "Did you mean …?" button: the whole move
        try:
            return None, move_from_code(arg)
        except (ValueError, IndexError):
            return b, None
    if action in (P.EXCHANGE_MENU, P.TOGGLE_TAKE, P.TOGGLE_GIVE, P.CAMEL_MORE, P.CAMEL_LESS):
        if b is None or b.step is not Step.EXCHANGE:
            b = MoveBuilder.exchange()
        if action == P.TOGGLE_TAKE and ascii_int(arg) is not None:
            b.toggle_take(int(arg))
        elif action == P.TOGGLE_GIVE and ascii_int(arg) is not None:
            b.toggle_give(int(arg))
        elif action in (P.CAMEL_MORE, P.CAMEL_LESS):
            b.add_camels(1 if action == P.CAMEL_MORE else -1, obs.herd)
        return b, None
    if action == P.CONFIRM and b is not None and b.step is Step.EXCHANGE:
        return b, b.exchange_move(obs.market, obs.hand)
    return b, None


def try_keyboard(
    tutor: Tutor, obs: Observation, b: MoveBuilder | None, gid: str, ver: int, prompt: str
) -> tuple[str, K.Keyboard]:
    """The line that asks for the move (`prompt`, or the open step's) and the
    game's buttons to build it, without the hint."""
    if b is not None:
        return step_prompt(tutor, obs, b), MENUS[b.step](tutor, obs, b, gid, ver)
    hint = P.GamePayload(gid, ver, P.HINT)
    rows = [
        row
        for row in K.main_menu(tutor, obs, gid, ver)
        if not any(P.decode(x.payload) == hint for x in row)
    ]
    return prompt, rows
