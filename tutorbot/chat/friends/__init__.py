"""Games between two people, each in their own private chat: inviting, playing, the daily sweep.

`FEATURE` brings /friend and its buttons, ``/start <code>`` accepting an
invitation, the "invite a friend" button on the welcome and the new-game
menu, results against friends under /stats, the friend game's taps (game
ids with `shared.FRIEND_MARK`) and typed moves, /board, /hint, /why and
/resign meaning the friend game while one is in play, and the periodic
sweep.  It plays where the conversation was given a friends' store
(`Conversation(friends=FriendStore(store))`).
"""

from __future__ import annotations

from .. import payload as P
from ..context import GameType
from ..feature import At, Feature
from . import actions, invitations, shared, sweep

FEATURE = Feature(
    name="friends",
    commands={"friend": invitations.menu},
    buttons={P.FRIEND: invitations.menu, P.FRIEND_CANCEL: invitations.cancel},
    command_wrappers=[
        # around the lessons' welcome: the invite button, then an invitation's code
        ("start", At(20, invitations.with_friend_button)),
        ("start", At(30, invitations.start_or_accept)),
        ("new", At(20, invitations.with_friend_button)),
        ("stats", At(20, invitations.with_results)),
        *((name, At(20, actions.or_friend(name))) for name in actions.GAME_COMMANDS),
    ],
    button_wrappers=[(P.NEW, At(20, invitations.with_friend_button))],
    # one mark for both kinds: a game's own end is `shared.end_of` (open hands or not)
    games=[GameType(shared.is_friend_id, actions.press, shared.FRIEND_GAME, ai_thinks=False)],
    typed=At(10, actions.typed),  # before an open lesson, as the chat plays the friend game
    position=At(10, actions.turn_of_chat),
    sweep=sweep.sweep,
)
