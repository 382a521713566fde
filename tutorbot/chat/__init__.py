"""The conversation, independent of Telegram and of the terminal.

The core (this folder's modules) answers commands, buttons and typed moves
for a game against the AI; each feature is a sub-package (`learn`,
`review`, `friends`, `puzzles`) that exports one `Feature` value.  A front
end builds `Conversation(..., features=FEATURES)`; importing a feature
changes nothing, and the core itself never imports one.
"""

from . import friends, learn, puzzles, review
from .conversation import Answer, Conversation
from .feature import At, Feature
from .thinking import InlineThinker, PoolThinker, Thinker
from .view import Button, Command, Intent, Message, Press, Reply, Text, User

#: The product's features, in the order their steps run on a tie.
FEATURES: tuple[Feature, ...] = (learn.FEATURE, review.FEATURE, friends.FEATURE, puzzles.FEATURE)

__all__ = [
    "FEATURES",
    "Answer",
    "At",
    "Button",
    "Command",
    "Conversation",
    "Feature",
    "InlineThinker",
    "Intent",
    "Message",
    "PoolThinker",
    "Press",
    "Reply",
    "Text",
    "Thinker",
    "User",
]
