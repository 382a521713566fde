"""`tutorbot play`: the conversation in a terminal, buttons as numbered choices.

No token and no Redis: the store is the embedded one (fakeredis), the same
code path as the bot.  Type a number to press a button, a /command, or a move
in notation ("take diamond").  End of input (Ctrl-D) ends the game cleanly.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Callable
from typing import TextIO

from tutorbot.chat import Command, Conversation, InlineThinker, Intent, Press, Reply, Text, User
from tutorbot.chat.context import Progress
from tutorbot.chat.view import Button
from tutorbot.store import DEFAULT_LEVEL, Prefs, RedisStore

CHAT_ID = USER_ID = 1


def render(reply: Reply) -> tuple[str, list[Button]]:
    """The reply as terminal text, with every button numbered."""
    lines: list[str] = []
    buttons: list[Button] = []
    for message in reply.messages:
        lines.append(message.text)
        for row in message.buttons:
            cells = []
            for button in row:
                if button.url:  # a link: shown, not pressed
                    cells.append(f"{button.label}: {button.url}")
                    continue
                buttons.append(button)
                cells.append(f"[{len(buttons)}] {button.label}")
            lines.append("   ".join(cells))
        lines.append("")
    return "\n".join(lines), buttons


def intent_for(line: str, buttons: list[Button]) -> Intent:
    """A number presses that button; "/name arg" is a command; anything else is text."""
    text = line.strip()
    if text.isdigit() and 1 <= int(text) <= len(buttons):
        return Press(buttons[int(text) - 1].payload)
    if text.startswith("/"):
        name, _, arg = text[1:].partition(" ")
        return Command(name, arg)
    return Text(text)


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


def status_line(stdout: TextIO) -> Progress:
    """A long intent's status lines, printed as they come."""

    async def show(text: str) -> None:
        stdout.write(text + "\n")
        stdout.flush()

    return show


async def play(
    lang: str | None,
    level: int | None,
    seed: int | None,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
) -> int:
    store = RedisStore.embedded()
    conversation = Conversation(
        store, InlineThinker(), game_ids=seeded_ids(seed) if seed is not None else None
    )
    user = User(USER_ID, lang or terminal_language(), "")
    if lang:
        await store.set_prefs(USER_ID, Prefs(lang=lang, level=level or DEFAULT_LEVEL))
    out = []
    reply = await conversation.handle(CHAT_ID, user, Command("start"))
    if level is not None:
        out.append(render(reply)[0])
        reply = await conversation.handle(CHAT_ID, user, Command("new", str(level)))
    text, buttons = render(reply)
    stdout.write("\n".join([*out, text]) + "\n> ")
    stdout.flush()
    for line in stdin:
        if line.strip() in ("/quit", "/exit"):
            break
        if not line.strip():
            stdout.write("> ")
            stdout.flush()
            continue
        reply = await conversation.handle(
            CHAT_ID, user, intent_for(line, buttons), progress=status_line(stdout)
        )
        text, new_buttons = render(reply)
        buttons = new_buttons or buttons
        stdout.write(text + "\n> ")
        stdout.flush()
    stdout.write("\n👋\n")
    await store.close()
    return 0


def main(lang: str | None, level: int | None, seed: int | None, friend: bool = False) -> int:
    try:
        if friend:
            from .pass_and_play import play_friends

            return asyncio.run(play_friends(lang or terminal_language(), seed))
        return asyncio.run(play(lang, level, seed))
    except KeyboardInterrupt:
        print("\n👋")
        return 0
