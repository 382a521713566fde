"""Outgoing messages by priority, within the rate limiter's budget.

Telegram allows a bot about 30 messages a second in all; python-telegram-bot's
`AIORateLimiter` hands them out first come, first served, so a burst of hint
replies would make every board edit and AI move wait behind it.  Here the
overall budget is a token bucket of our own that gives each token to the most
urgent call waiting: the game's own replies (`PLAYING`: boards, AI moves)
before explanations (`EXPLAINING`: hints, "why", a review).  The per-group
limit and the retries after a RetryAfter stay python-telegram-bot's.

The priority travels with the update's task (a context variable): the
handler of an explanation marks its task once, and every call it makes, the
tap's answer included, waits in the explanations' line.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from collections.abc import Callable, Coroutine, Iterator
from contextvars import ContextVar
from typing import Any

from telegram._utils.types import JSONDict
from telegram.ext import AIORateLimiter

#: Lower goes first.
PLAYING, EXPLAINING = 0, 1
outgoing_priority: ContextVar[int] = ContextVar("outgoing_priority", default=PLAYING)


@contextlib.contextmanager
def explaining() -> Iterator[None]:
    """The calls made inside go out after the game's own (hint replies)."""
    token = outgoing_priority.set(EXPLAINING)
    try:
        yield
    finally:
        outgoing_priority.reset(token)


class PriorityGate:
    """A token bucket of `rate` calls a second (bursts of up to a second's
    worth, as `aiolimiter` allows) whose tokens go to the waiter of the lowest
    priority number first, in arrival order among equals."""

    def __init__(self, rate: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.clock = rate, clock
        self.capacity = max(1.0, rate)
        self.tokens, self.stamp = self.capacity, clock()
        self._waiters: list[tuple[int, int, asyncio.Future[None]]] = []
        self._order = itertools.count()
        self._timer: asyncio.TimerHandle | None = None

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    async def acquire(self, priority: int) -> None:
        self._refill()
        if not self._waiters and self.tokens >= 1:
            self.tokens -= 1
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiters, (priority, next(self._order), future))
        self._schedule()
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():  # granted, then cancelled: give it back
                self.tokens += 1
            raise

    def _schedule(self) -> None:
        if self._timer is None and self._waiters:
            delay = max(0.0, (1 - self.tokens) / self.rate)
            self._timer = asyncio.get_running_loop().call_later(delay, self._grant)

    def _grant(self) -> None:
        self._timer = None
        self._refill()
        while self._waiters and self.tokens >= 1:
            _, _, future = heapq.heappop(self._waiters)
            if not future.done():  # not cancelled meanwhile
                self.tokens -= 1
                future.set_result(None)
        self._schedule()


class PriorityRateLimiter(AIORateLimiter):
    """`AIORateLimiter` whose overall budget (calls that carry a chat id) is a
    `PriorityGate`: the same rate, served by priority."""

    def __init__(
        self,
        overall_max_rate: float,
        overall_time_period: float,
        group_max_rate: float,
        group_time_period: float,
        max_retries: int,
    ) -> None:
        super().__init__(
            overall_max_rate=0,  # the gate below does it
            group_max_rate=group_max_rate,
            group_time_period=group_time_period,
            max_retries=max_retries,
        )
        rate = overall_max_rate / overall_time_period if overall_time_period else 0
        self.gate = PriorityGate(rate) if rate else None

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, bool | JSONDict | list[JSONDict]]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | JSONDict | list[JSONDict]:
        chat = data.get("chat_id") is not None and not data.get("allow_paid_broadcast")
        if self.gate is not None and chat:
            await self.gate.acquire(outgoing_priority.get())
        return await super().process_request(
            callback, args, kwargs, endpoint, data, rate_limit_args
        )
