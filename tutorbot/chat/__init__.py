"""The conversation, independent of Telegram and of the terminal."""

from .conversation import Conversation
from .thinking import InlineThinker, PoolThinker, Thinker
from .view import Button, Command, Intent, Message, Press, Reply, Text, User

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
]
