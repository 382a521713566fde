"""A friend game's board, as one seat sees it: drawn from that seat's own view.

Each seat gets its own board: only what that seat may see (both hands and the
full scores in an open-hand game), the opponent by name instead of the AI,
and buttons for its own version.  The lines every board shares (the market,
the hand, the deck) are the core's (`board`); the rest is said here.
"""

from __future__ import annotations

from tutorbot.engine import Game
from tutorbot.engine.cards import CAMEL
from tutorbot.store.friends import FriendGame
from tutorbot.tutor import Tutor

from .. import keyboards as K
from .. import payload as P
from .. import render
from ..board import (
    cards_line,
    my_bonus_lines,
    scored_rupees,
    supply_lines,
    table_lines,
    turn_line,
)
from ..view import Button, Message
from .shared import friend_row


def board_text(tutor: Tutor, fg: FriendGame, seat: int, game: Game) -> str:
    """What seat `seat` sees of the game, line by line."""
    t, obs = tutor.t, game.observation(seat)
    theirs = 1 - seat
    name = fg.seats[theirs].name
    header = t(
        "friend-board-header",
        round=obs.round,
        mine=obs.seals[seat],
        theirs=obs.seals[theirs],
        name=name,
    )
    lines = [
        header,
        *table_lines(tutor, obs),
        t("friend-board-opponent", name=name, count=obs.opp_hand_size, camels=obs.opp_herd),
    ]
    if fg.open_hand:  # nothing is hidden: their hand, and their full score
        hand = cards_line(tutor, (*game.hands[theirs][:CAMEL], 0))
        lines.append(t("friend-board-open-hand", cards=hand))
        lines += supply_lines(tutor, obs)
        full = sum(game.goods_won[theirs]) + sum(game.bonus_won[theirs])
        mine, full = scored_rupees(obs) or (obs.my_rupees, full)
        lines.append(t("friend-board-rupees-open", mine=mine, theirs=full, name=name))
        lines += my_bonus_lines(tutor, obs)
    else:
        lines += supply_lines(tutor, obs)
        scored = scored_rupees(obs)
        mine, seen = scored or (obs.my_rupees, obs.opp_visible_rupees)
        lines.append(t("friend-board-rupees", mine=mine, theirs=seen, name=name))
        lines += my_bonus_lines(tutor, obs)
        if sum(obs.opp_bonus_counts) and scored is None:
            lines.append(t("board-bonus", count=sum(obs.opp_bonus_counts)))
    if fg.finished:
        lines.append(t("board-game-over"))
    elif not obs.my_turn and not obs.round_over:
        lines.append(t("friend-board-their-turn", name=name))
    else:
        lines.append(turn_line(tutor, obs))
    return "\n".join(lines)


def board(
    tutor: Tutor, fg: FriendGame, seat: int, game: Game, top: list[str] | None = None
) -> Message:
    """Seat `seat`'s board message (under `top`, the lines about the last
    move), with buttons for its own version."""
    t, obs, gid, ver = tutor.t, game.observation(seat), fg.game_id, fg.seat_versions[seat]
    above = "\n".join(top or [])
    text = "\n\n".join(part for part in (above, board_text(tutor, fg, seat, game)) if part)
    if fg.finished:
        return Message(text, [friend_row(tutor)], board=True, top=above)
    rows: K.Keyboard = []
    builder = fg.builders[seat]
    if obs.my_turn:
        if builder is not None:
            text += "\n\n" + render.step_prompt(tutor, obs, builder)
            rows = render.MENUS[builder.step](tutor, obs, builder, gid, ver)
        else:
            rows = K.main_menu(tutor, obs, gid, ver)
    extra = []
    if fg.last is not None and fg.last.seat != seat and not fg.open_hand:
        extra.append(Button(t("friend-btn-why"), P.game(gid, ver, P.WHY)))
    extra.append(Button(t("friend-btn-resign"), P.game(gid, ver, P.RESIGN)))
    return Message(text, [*rows, extra], board=True, top=above)
