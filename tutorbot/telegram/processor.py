"""Updates of one chat in order, different chats at the same time.

python-telegram-bot's `concurrent_updates(True)` may reorder one chat's
updates (a tap handled before the message that preceded it).  This processor
runs each chat's updates one after another behind a per-chat lock (asyncio
locks are fair, so arrival order is kept) while other chats proceed freely.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor


class PerChatUpdateProcessor(BaseUpdateProcessor):
    def __init__(self, max_concurrent_updates: int = 512) -> None:
        super().__init__(max_concurrent_updates)
        self._locks: dict[int, asyncio.Lock] = {}
        self._waiting: dict[int, int] = {}
        self._running: set[asyncio.Task] = set()

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
        if chat is None:
            await coroutine
            return
        lock = self._locks.setdefault(chat.id, asyncio.Lock())
        self._waiting[chat.id] = self._waiting.get(chat.id, 0) + 1
        try:
            async with lock:
                await coroutine
        finally:
            self._waiting[chat.id] -= 1
            if not self._waiting[chat.id]:  # forget idle chats: memory stays flat
                del self._waiting[chat.id]
                del self._locks[chat.id]

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None
