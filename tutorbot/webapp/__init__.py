"""The game as a Telegram Mini App: a table beside the chat, over the same conversation.

A third front end, like `telegram` and `terminal`: `server` serves the page
(`static/`, vanilla JavaScript, cards drawn as inline SVG) and its API,
`init_data` checks who asks, `table` turns a session into what the page
draws, in the player's language.  The Telegram front end starts the server
and tells the chat of every move made on the table.
"""

from .init_data import InvalidInitData, WebAppUser, sign, verify
from .server import Mirror, TableServer, start

__all__ = ["InvalidInitData", "Mirror", "TableServer", "WebAppUser", "sign", "start", "verify"]
