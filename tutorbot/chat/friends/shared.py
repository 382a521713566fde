"""What every part of the friends feature shares: its store, the players' tutors, a seat's session.

A friend game is one `FriendGame` seen from two private chats.  Each seat has
its own tutor (its player's language and mode) and its own view of the game
as a `Session`, for the core's button handlers; the turn, the invitation and
the daily sweep all use these, so they live below all three.
"""

from __future__ import annotations

from tutorbot.store import Session, SessionStore
from tutorbot.store.friends import FriendGame, FriendStore, Seat
from tutorbot.tutor import Tutor, TutorMode, language_for

from .. import payload as P
from ..context import Context, GameEnd, SharedGames
from ..preferences import mode_of
from ..view import Button

#: What friend replies report as the "level": nobody thinks, so no "typing".
FRIEND_LEVEL = 1
#: A friend game's id: the mark, then a hex id (its deal's seed).
FRIEND_MARK = "F"


#: A game between friends with hands hidden (on Telegram, or pass-and-play at
#: one terminal): its result counts in the record between the two, but it is
#: not rated (the bot knows neither's strength), reviewed nor made into puzzles.
FRIEND_GAME = GameEnd(counted=True)
#: A teaching game with open hands: it says nothing about either player, so
#: nothing follows it.
OPEN_HAND_GAME = GameEnd()


def end_of(fg: FriendGame) -> GameEnd:
    """What follows the end of `fg`: its kind's, open hands or hidden."""
    return OPEN_HAND_GAME if fg.open_hand else FRIEND_GAME


def is_friend_id(game_id: str) -> bool:
    """Whether a button's game id is a friend game's."""
    return game_id.startswith(FRIEND_MARK)


def friend_row(tutor: Tutor) -> list[Button]:
    """The button that invites a friend (welcome, new-game menu, a game's end)."""
    return [Button(tutor.t("friend-btn-invite"), P.plain(P.FRIEND))]


async def tutor_for(store: SessionStore, seat: Seat) -> Tutor:
    """A player's tutor: their chosen language (or Telegram's) and tutor mode."""
    prefs = await store.get_prefs(seat.user_id)
    mode = mode_of(prefs.mode or "") or TutorMode.FULL  # unknown names: the default
    return Tutor(language_for(seat.language_code, prefs.lang), mode)


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
    """The store of friend games the conversation was given."""
    return as_friend_store(ctx.friends)


def as_friend_store(friends: SharedGames | None) -> FriendStore:
    """The core keeps the friends' store as what it needs of it (`SharedGames`);
    this feature gave it a `FriendStore`, and uses all of it."""
    if not isinstance(friends, FriendStore):  # never: friend games are only reached through it
        raise RuntimeError("friend games need a FriendStore, given to the Conversation")
    return friends
