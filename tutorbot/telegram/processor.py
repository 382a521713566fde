"""Updates of one chat in order, different chats at the same time, and no chat
able to slow the others.

python-telegram-bot's `concurrent_updates` may reorder one chat's updates (a
tap handled before the message that preceded it), so each chat's updates run
one after another behind the chat's own lock (asyncio locks are fair: arrival
order is kept).  The base processor takes one of its shared slots *before*
`do_process_update` runs, so an update waiting for its own chat's lock would
hold a slot that other chats need: ten chats with a backlog would freeze
everyone.  Here the shared limit counts *running* handlers only: an update
takes a slot once its chat's turn has come (the base class's semaphore, which
can't be bypassed, is made too large to matter: `UNLIMITED`).

And a chat can't pile up work: it holds at most `bound` unfinished updates
(the excess is dropped, the chat told once "one moment"; never an error, and
never one Bot API call per dropped update), and a request that would give the
same answer as the one just before it in the chat, still waiting (`/hint`
twice on an unchanged position: see `kinds.repeatable`), is answered once.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor

from .kinds import repeatable

log = logging.getLogger(__name__)

#: The base class's slots: never all taken (each chat holds at most `bound`).
UNLIMITED = 1 << 30
#: A chat's unfinished updates (the one running and those waiting) at most.
CHAT_BOUND = 8


@dataclass
class _ChatLine:
    """One chat's updates not yet finished."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    unfinished: int = 0
    #: Of those, the ones not started yet (the latest admitted is one of them, if any).
    waiting: int = 0
    #: What the latest admitted update asked for (`kinds.repeatable`).
    last: str | None = None
    #: "One moment" was said since the chat last had nothing to do.
    warned: bool = False


class PerChatUpdateProcessor(BaseUpdateProcessor):
    def __init__(
        self,
        max_concurrent_updates: int = 512,
        bound: int = CHAT_BOUND,
        on_excess: Callable[[Update], Awaitable[None]] | None = None,
    ) -> None:
        super().__init__(UNLIMITED)
        self.bound = bound
        #: Said once to a chat whose updates are dropped (its user's language).
        self.on_excess = on_excess
        #: Handlers running at once, in all chats.
        self.running = max_concurrent_updates
        self._slots = asyncio.Semaphore(max_concurrent_updates)
        self._chats: dict[int, _ChatLine] = {}
        self._running: set[asyncio.Task] = set()
        #: Updates answered by an identical one before them, and dropped over the bound.
        self.coalesced = 0
        self.dropped = 0

    def wind_down(self, grace: float) -> None:
        """Let the updates in hand finish for `grace` seconds, then cancel the
        rest (when the bot stops).  A cancelled update saves nothing: a game is
        saved in one compare-and-set after the AI has answered, so the player's
        tap is simply not applied and the board still offers it."""

        def cancel() -> None:
            for task in self._running:
                task.cancel()

        asyncio.get_running_loop().call_later(grace, cancel)

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._running.add(task)
        try:
            await self._in_order(update, coroutine)
        finally:
            if task is not None:
                self._running.discard(task)

    async def _in_order(self, update: object, coroutine: Awaitable[Any]) -> None:
        chat = update.effective_chat if isinstance(update, Update) else None
        if chat is None or not isinstance(update, Update):
            async with self._slots:
                await coroutine
            return
        line = self._chats.setdefault(chat.id, _ChatLine())
        kind = repeatable(update)
        # only a request not yet started is joined: one already running may have
        # answered already (a player asking again at once must get an answer)
        if line.waiting and kind is not None and kind == line.last:
            self.coalesced += 1
            _discard(coroutine)
            return
        if line.unfinished >= self.bound:
            self.dropped += 1
            _discard(coroutine)
            if not line.warned and self.on_excess is not None:
                line.warned = True
                await self.on_excess(update)
            return
        line.unfinished += 1
        line.waiting += 1
        line.last = kind
        started = False
        try:
            async with line.lock:
                line.waiting -= 1
                started = True
                async with self._slots:
                    await coroutine
        finally:
            if not started:  # cancelled while waiting (the bot stops)
                line.waiting -= 1
            line.unfinished -= 1
            if not line.unfinished:  # forget idle chats: memory stays flat
                del self._chats[chat.id]

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None


def _discard(coroutine: Awaitable[Any]) -> None:
    """An update not handled: its handler's coroutine is closed unstarted
    (no "never awaited" warning)."""
    if inspect.iscoroutine(coroutine):
        coroutine.close()
