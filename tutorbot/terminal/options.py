"""How `tutorbot play`'s options become the conversation's settings: language and deals.

Both terminal games build their conversation here, so `--seed` means the same
deals (and `--lang` falls back to the same terminal locale) in each.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from tutorbot.chat import FEATURES, Conversation, InlineThinker
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendStore


def terminal_language() -> str | None:
    """The terminal's language (LC_ALL, LC_MESSAGES or LANG, e.g. "it_IT.UTF-8")."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return value.split(".")[0]
    return None


def seeded_ids(seed: int) -> Callable[[], str]:
    """Game ids (and so deals) that follow from `--seed`, one per new game."""
    counter = iter(range(seed, seed + 1_000_000))
    return lambda: f"{next(counter) & 0xFFFFFFFF:08x}"


def conversation_for(
    store: RedisStore, seed: int | None, friends: FriendStore | None = None
) -> Conversation:
    """The conversation over `store`, the AI thinking inline, deals following `seed`;
    friend games kept in `friends` (by default a friend store over the same Redis)."""
    return Conversation(
        store,
        InlineThinker(ahead=True),  # the review judged while the player thinks
        game_ids=seeded_ids(seed) if seed is not None else None,
        friends=friends if friends is not None else FriendStore(store),
        features=FEATURES,
    )
