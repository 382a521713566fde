"""Per-chat order: one chat's updates one after another, other chats meanwhile;
no chat's backlog holds a slot the others need; a bound per chat; repeated
explanations answered once.  Every wait here is on an event, never a clock."""

from __future__ import annotations

import asyncio
import datetime as dt

from telegram import CallbackQuery, Chat, Message, Update, User

from tutorbot.chat import payload as P
from tutorbot.telegram.processor import PerChatUpdateProcessor


def update(update_id: int, chat_id: int, text: str | None = None) -> Update:
    chat = Chat(chat_id, Chat.PRIVATE)
    return Update(update_id, message=Message(update_id, dt.datetime.now(dt.UTC), chat, text=text))


def press(update_id: int, chat_id: int, data: str) -> Update:
    chat = Chat(chat_id, Chat.PRIVATE)
    board = Message(1, dt.datetime.now(dt.UTC), chat)
    user = User(chat_id, "P", False)
    return Update(
        update_id, callback_query=CallbackQuery(str(update_id), user, "c", board, data=data)
    )


class Handlers:
    """Handlers that record what ran and may be held until released."""

    def __init__(self) -> None:
        self.log: list[str] = []
        self.gates: dict[str, asyncio.Event] = {}
        self.started: dict[str, asyncio.Event] = {}

    def held(self, name: str) -> asyncio.Event:
        self.gates[name] = asyncio.Event()
        self.started[name] = asyncio.Event()
        return self.gates[name]

    async def run(self, name: str) -> None:
        self.log.append(f"start {name}")
        if name in self.started:
            self.started[name].set()
            await self.gates[name].wait()
        self.log.append(f"end {name}")


async def settle() -> None:
    """Let every ready task run until they all wait (no clock involved)."""
    for _ in range(20):
        await asyncio.sleep(0)


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
    assert not processor._chats  # idle chats are forgotten


async def test_updates_without_a_chat_just_run():
    processor = PerChatUpdateProcessor(2)
    ran = []

    async def handle() -> None:
        ran.append(True)

    async with processor:
        await processor.process_update(Update(5), handle())
    assert ran == [True]


async def test_a_chats_backlog_holds_no_slot_other_chats_need():
    """Two slots; chat 10 has one update running and three waiting behind it:
    chat 20 is still served at once (the waiting ones hold no slot)."""
    processor = PerChatUpdateProcessor(2)
    h = Handlers()
    gate = h.held("a1")
    async with processor:
        flood = [
            asyncio.create_task(processor.process_update(update(i, 10), h.run(f"a{i}")))
            for i in (1, 2, 3, 4)
        ]
        await h.started["a1"].wait()
        async with asyncio.timeout(30):  # a guard against a hang, not a measurement
            await processor.process_update(update(9, 20), h.run("b1"))  # returns: b1 ran
        assert "end b1" in h.log and "start a2" not in h.log
        gate.set()
        await asyncio.gather(*flood)
    assert [x for x in h.log if x.startswith("end a")] == ["end a1", "end a2", "end a3", "end a4"]


async def test_only_running_handlers_count_against_the_shared_limit():
    processor = PerChatUpdateProcessor(2)
    h = Handlers()
    gates = [h.held(f"c{chat}") for chat in (1, 2, 3)]
    async with processor:
        tasks = [
            asyncio.create_task(processor.process_update(update(chat, chat), h.run(f"c{chat}")))
            for chat in (1, 2, 3)
        ]
        await settle()
        assert sum(x.startswith("start") for x in h.log) == 2  # the third waits for a slot
        gates[0].set()
        gates[1].set()
        await settle()
        assert "start c3" in h.log
        gates[2].set()
        await asyncio.gather(*tasks)


async def test_a_chat_holds_at_most_its_bound_and_is_told_once():
    told: list[int] = []

    async def one_moment(u: Update) -> None:
        told.append(u.update_id)

    processor = PerChatUpdateProcessor(8, bound=3, on_excess=one_moment)
    h = Handlers()
    gate = h.held("m1")
    async with processor:
        tasks = [
            asyncio.create_task(processor.process_update(update(i, 10, f"m{i}"), h.run(f"m{i}")))
            for i in range(1, 8)
        ]
        await h.started["m1"].wait()
        await settle()
        assert processor._chats[10].unfinished == 3
        gate.set()
        await asyncio.gather(*tasks)
    assert [x for x in h.log if x.startswith("end")] == ["end m1", "end m2", "end m3"]
    assert told == [4] and processor.dropped == 4  # one "one moment" for four dropped


async def test_repeated_explanations_on_an_unchanged_position_are_answered_once():
    processor = PerChatUpdateProcessor(8)
    h = Handlers()
    gate = h.held("move")
    sequence = [
        ("move", "hello"),  # not a command: may change the chat
        ("hint1", "/hint"),
        ("hint2", "/hint"),  # same as just before: coalesced
        ("hint3", "/hint@tutorbot"),  # the same command
        ("board1", "/board"),
        ("hint4", "/hint"),  # a /board came between: answered
        ("new", "/new 5"),
        ("new2", "/new 5"),  # changes the chat: never coalesced
    ]
    async with processor:
        tasks = [
            asyncio.create_task(processor.process_update(update(i, 10, text), h.run(name)))
            for i, (name, text) in enumerate(sequence)
        ]
        await h.started["move"].wait()
        gate.set()
        await asyncio.gather(*tasks)
    ran = [x.removeprefix("end ") for x in h.log if x.startswith("end")]
    assert ran == ["move", "hint1", "board1", "hint4", "new", "new2"]
    assert processor.coalesced == 2


async def test_a_hint_button_of_one_board_is_answered_once_a_new_board_again():
    processor = PerChatUpdateProcessor(8)
    h = Handlers()
    gate = h.held("take")
    hint_v3 = P.game("abc", 3, P.HINT)
    hint_v4 = P.game("abc", 4, P.HINT)
    sequence = [
        ("take", P.game("abc", 2, P.CAMELS)),
        ("first", hint_v3),
        ("again", hint_v3),
        ("newer", hint_v4),
    ]
    async with processor:
        tasks = [
            asyncio.create_task(processor.process_update(press(i, 10, data), h.run(name)))
            for i, (name, data) in enumerate(sequence)
        ]
        await h.started["take"].wait()
        gate.set()
        await asyncio.gather(*tasks)
    ran = [x for x in h.log if x.startswith("end")]
    assert ran == ["end take", "end first", "end newer"]


async def test_a_request_asked_again_while_the_first_runs_is_answered_again():
    """The first may have answered already: joining it could leave the second unanswered."""
    processor = PerChatUpdateProcessor(8)
    h = Handlers()
    gate = h.held("hint1")
    async with processor:
        first = asyncio.create_task(
            processor.process_update(update(1, 10, "/hint"), h.run("hint1"))
        )
        await h.started["hint1"].wait()
        second = asyncio.create_task(
            processor.process_update(update(2, 10, "/hint"), h.run("hint2"))
        )
        await settle()
        gate.set()
        await asyncio.gather(first, second)
    assert [x for x in h.log if x.startswith("end")] == ["end hint1", "end hint2"]
    assert processor.coalesced == 0
