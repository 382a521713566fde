"""Outgoing calls by priority: boards and AI moves before explanations, within
one overall rate; what counts as an explanation or a repeatable request."""

from __future__ import annotations

import asyncio
import datetime as dt

from telegram import Chat, Message, Update

from tutorbot.telegram.kinds import explains, repeatable
from tutorbot.telegram.outgoing import (
    EXPLAINING,
    PLAYING,
    PriorityGate,
    explaining,
    outgoing_priority,
)


async def test_the_gate_serves_the_game_before_explanations():
    gate = PriorityGate(rate=200)  # a token every 5 ms: the order is what's checked
    gate.tokens = 0  # the burst is spent
    served: list[str] = []

    async def call(name: str, priority: int) -> None:
        await gate.acquire(priority)
        served.append(name)

    tasks = [
        asyncio.create_task(call("hint 1", EXPLAINING)),
        asyncio.create_task(call("hint 2", EXPLAINING)),
        asyncio.create_task(call("board", PLAYING)),
        asyncio.create_task(call("hint 3", EXPLAINING)),
        asyncio.create_task(call("ai move", PLAYING)),
    ]
    async with asyncio.timeout(30):  # a guard against a hang, not a measurement
        await asyncio.gather(*tasks)
    assert served == ["board", "ai move", "hint 1", "hint 2", "hint 3"]


async def test_a_burst_goes_at_once_and_a_cancelled_waiter_is_skipped():
    gate = PriorityGate(rate=200)
    for _ in range(200):  # a second's worth at once, as aiolimiter allows
        await gate.acquire(PLAYING)
    waiting = asyncio.create_task(gate.acquire(PLAYING))
    after = asyncio.create_task(gate.acquire(EXPLAINING))
    await asyncio.sleep(0)
    waiting.cancel()
    async with asyncio.timeout(30):
        await after


def test_the_priority_is_the_tasks_own():
    assert outgoing_priority.get() == PLAYING
    with explaining():
        assert outgoing_priority.get() == EXPLAINING
    assert outgoing_priority.get() == PLAYING


def message(text: str) -> Update:
    chat = Chat(5, Chat.PRIVATE)
    return Update(1, message=Message(1, dt.datetime.now(dt.UTC), chat, text=text))


def test_kinds_of_requests():
    assert explains(message("/hint")) and explains(message("/why@tutorbot"))
    assert not explains(message("/board")) and not explains(message("/new 5"))
    assert not explains(message("take gold"))
    assert repeatable(message("/hint")) == repeatable(message("/hint@tutorbot"))
    assert repeatable(message("/board")) is not None
    assert repeatable(message("/new 5")) is None and repeatable(message("hello")) is None
    assert repeatable(message("/review 2")) != repeatable(message("/review 3"))
