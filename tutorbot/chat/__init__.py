"""The conversation, independent of Telegram and of the terminal.

The core (this folder's modules) answers commands, buttons and typed moves
for a game against the AI; each feature is a sub-package (`learn`,
`review`, `friends`) that plugs into the core's tables and `hooks` when it
is imported.  They are imported here, after the core, so every front end
that imports `tutorbot.chat` gets them; the core itself never imports one.
"""

from .conversation import Conversation
from .thinking import InlineThinker, PoolThinker, Thinker
from .view import Button, Command, Intent, Message, Press, Reply, Text, User

# The features, in this order: friends wraps the /start that learn wraps.
# isort: off
from . import learn, review
from . import friends
from . import puzzles
# isort: on

__all__ = [
    "Button",
    "Command",
    "Conversation",
    "InlineThinker",
    "Intent",
    "Message",
    "PoolThinker",
    "Press",
    "Reply",
    "Text",
    "Thinker",
    "User",
    "friends",
    "learn",
    "puzzles",
    "review",
]
