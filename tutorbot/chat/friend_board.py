"""What both players of a friend game share: its ids, their tutors, their boards.

A friend game is one `FriendGame` seen from two private chats.  Each seat gets
its own board (only what that seat may see, with buttons for its own version)
and its own tutor (its player's language and mode); the turn, the invitation
and the daily sweep all draw with these, so they live below all three.
"""

from __future__ import annotations

from tutorbot.ai import LEVELS
from tutorbot.engine import Game
from tutorbot.engine.cards import CAMEL
from tutorbot.store import Session, SessionStore
from tutorbot.store.friends import FriendGame, FriendStore, Seat
from tutorbot.tutor import Tutor, TutorMode, language_for

from . import keyboards as K
from . import payload as P
from . import render
from .board import cards_line, render_board
from .context import Context
from .preferences import mode_of
from .view import Button, Message

#: What friend replies report as the "level": nobody thinks, so no "typing".
FRIEND_LEVEL = 1
#: Friend game ids start with this (AI games' ids are lower-case hex).
PREFIX = "F"


def is_friend_game(game_id: str) -> bool:
    return game_id.startswith(PREFIX)


def friend_row(tutor: Tutor) -> list[Button]:
    """The button that invites a friend (welcome, new-game menu, a game's end)."""
    return [Button(tutor.t("friend-btn-invite"), P.plain(P.FRIEND))]


async def tutor_for(store: SessionStore, seat: Seat) -> Tutor:
    """A player's tutor: their chosen language (or Telegram's) and tutor mode."""
    prefs = await store.get_prefs(seat.user_id)
    mode = mode_of(prefs.mode or "") or TutorMode.FULL  # unknown names: the default
    return Tutor(language_for(seat.language_code, prefs.lang), mode)


# ----------------------------------------------------------------- the board
def board(
    tutor: Tutor, fg: FriendGame, seat: int, game: Game, top: list[str] | None = None
) -> Message:
    """Seat `seat`'s board: only what that seat may see (both hands and the
    full scores in an open-hand game), with buttons for its own version."""
    t, obs, gid, ver = tutor.t, game.observation(seat), fg.game_id, fg.seat_versions[seat]
    opp, theirs = fg.seats[1 - seat], 1 - seat
    lines = render_board(tutor, obs, FRIEND_LEVEL, LEVELS[FRIEND_LEVEL].key).split("\n")
    lines[0] = t(
        "friend-board-header",
        round=obs.round,
        mine=obs.seals[seat],
        theirs=obs.seals[theirs],
        name=opp.name,
    )

    def replace(old: str, new: str) -> None:
        lines[lines.index(old)] = new

    count, camels = obs.opp_hand_size, obs.opp_herd
    opponent = t("friend-board-opponent", name=opp.name, count=count, camels=camels)
    replace(t("board-opponent", count=count, camels=camels), opponent)
    rupees = t("board-rupees", mine=obs.my_rupees, theirs=obs.opp_visible_rupees)
    if fg.open_hand:
        hand = cards_line(tutor, (*game.hands[theirs][:CAMEL], 0))
        lines.insert(lines.index(opponent) + 1, t("friend-board-open-hand", cards=hand))
        full = sum(game.goods_won[theirs]) + sum(game.bonus_won[theirs])
        replace(
            rupees, t("friend-board-rupees-open", mine=obs.my_rupees, theirs=full, name=opp.name)
        )
        hidden = t("board-bonus", count=sum(obs.opp_bonus_counts))
        if hidden in lines:  # nothing is hidden in an open-hand game
            lines.remove(hidden)
    else:
        mine, seen = obs.my_rupees, obs.opp_visible_rupees
        replace(rupees, t("friend-board-rupees", mine=mine, theirs=seen, name=opp.name))
    if not fg.finished and not obs.my_turn and not obs.round_over:
        replace(t("board-ai-turn"), t("friend-board-their-turn", name=opp.name))
    if fg.finished:
        lines[-1] = t("friend-board-over")
    text = "\n".join([*(top or []), *([""] if top else []), *lines])
    rows: K.Keyboard = []
    if fg.finished:
        return Message(text, [friend_row(tutor)], board=True)
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
    return Message(text, [*rows, extra], board=True)


def session_view(fg: FriendGame, seat: int, tutor: Tutor) -> Session:
    """The game as one seat's `Session`, for the shared button handlers."""
    return Session(
        game_id=fg.game_id,
        position=fg.position,
        level=FRIEND_LEVEL,
        human=seat,
        owner=fg.seats[seat].user_id,
        lang=tutor.lang,
        version=fg.seat_versions[seat],
        history=fg.history,
        builder=fg.builders[seat],
        finished=fg.finished,
    )


def friend_store(ctx: Context) -> FriendStore:
    """The store of friend games (only the Redis store has one)."""
    if ctx.friends is None:  # never: friend games are only reached through it
        raise RuntimeError("friend games need the Redis store")
    return ctx.friends
