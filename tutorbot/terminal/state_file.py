"""The state file: the one-player games, written after every step and read back at start.

So Ctrl-D, Ctrl-C or a closed window keep the game, and the next `tutorbot play`
resumes it.  The file's place and format are `tutorbot.store.snapshot`'s; this
module decides when to read and write it.
"""

from __future__ import annotations

from pathlib import Path

from tutorbot.chat import Conversation
from tutorbot.store import RedisStore, snapshot

#: The terminal's one chat: chat id = user id, as in a private Telegram chat.
CHAT_ID = USER_ID = 1


async def restore(store: RedisStore, state: Path | None) -> None:
    """Fill the (empty, embedded) store from the state file, if there is one."""
    saved = snapshot.read(state) if state else None
    if saved:
        try:
            await snapshot.restore(store.client, saved)
        except (ValueError, KeyError, TypeError):
            await store.client.flushall()  # an unknown or damaged file: start afresh


async def keep(conversation: Conversation, state: Path | None) -> None:
    """Write the store to the state file (the whole of it: one player's games)."""
    store = conversation.store
    if state is not None and isinstance(store, RedisStore):
        snapshot.write(state, await snapshot.dump(store.client))


async def in_play(conversation: Conversation) -> bool:
    """Whether a game is under way: the next start shows its board instead of a welcome."""
    session = await conversation.store.load_game(CHAT_ID)
    return session is not None and not session.finished
