"""Games between two people, each in their own private chat: inviting, playing, the daily sweep.

Importing this package plugs it into the core: /friend and its buttons,
``/start <code>`` accepting an invitation, the "invite a friend" button on
the welcome and the new-game menu, results against friends under /stats,
the friend game's taps and typed moves (`GameKind.FRIEND`), /board, /hint,
/why and /resign meaning the friend game while one is in play, and the
periodic sweep.  `tutorbot.chat` imports it after `learn`, whose /start it
wraps; the core never does.  It works where the conversation was given a
friends' store (`Conversation(friends=FriendStore(store))`).
"""

from __future__ import annotations

from .. import hooks
from .. import payload as P
from ..actions import PLAIN_ACTIONS
from ..commands import COMMANDS
from ..payload import GameKind
from . import actions, invitations, sweep

COMMANDS["start"] = invitations.start_or_accept(invitations.with_friend_button(COMMANDS["start"]))
COMMANDS["new"] = invitations.with_friend_button(COMMANDS["new"])
COMMANDS["stats"] = invitations.with_results(COMMANDS["stats"])
for name in actions.GAME_COMMANDS:
    COMMANDS[name] = actions.or_friend(name, COMMANDS[name])
COMMANDS["friend"] = invitations.menu
PLAIN_ACTIONS[P.NEW] = invitations.with_friend_button(PLAIN_ACTIONS[P.NEW])
PLAIN_ACTIONS[P.FRIEND] = invitations.menu
PLAIN_ACTIONS[P.FRIEND_CANCEL] = invitations.cancel
hooks.GAME_PRESSES[GameKind.FRIEND] = actions.press
hooks.TYPED_BEFORE_GAME.insert(0, actions.typed)  # before an open lesson, as the chat plays it
hooks.SWEEPS.append(sweep.sweep)
