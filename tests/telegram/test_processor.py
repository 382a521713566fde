"""Per-chat order: one chat's updates one after another, other chats meanwhile."""

from __future__ import annotations

import asyncio
import datetime as dt

from telegram import Chat, Message, Update

from tutorbot.telegram.processor import PerChatUpdateProcessor


def update(update_id: int, chat_id: int) -> Update:
    chat = Chat(chat_id, Chat.PRIVATE)
    return Update(update_id, message=Message(update_id, dt.datetime.now(dt.UTC), chat))


async def test_one_chat_in_order_other_chats_concurrently():
    processor = PerChatUpdateProcessor(8)
    log: list[str] = []

    async def handle(name: str, seconds: float) -> None:
        log.append(f"start {name}")
        await asyncio.sleep(seconds)
        log.append(f"end {name}")

    async with processor:
        await asyncio.gather(
            processor.process_update(update(1, 10), handle("a1", 0.05)),  # slow
            processor.process_update(update(2, 10), handle("a2", 0.0)),  # must wait for a1
            processor.process_update(update(3, 20), handle("b1", 0.0)),  # needn't wait
            processor.process_update(update(4, 10), handle("a3", 0.0)),
        )
    assert log.index("end a1") < log.index("start a2") < log.index("start a3")
    assert log.index("end b1") < log.index("end a1")
    assert not processor._locks and not processor._waiting  # idle chats are forgotten


async def test_updates_without_a_chat_just_run():
    processor = PerChatUpdateProcessor(2)
    ran = []

    async def handle() -> None:
        ran.append(True)

    async with processor:
        await processor.process_update(Update(5), handle())
    assert ran == [True]
