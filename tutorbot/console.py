"""`tutorbot play`: the conversation in a terminal, buttons as numbered choices.

No token and no Redis: the store is the embedded one (fakeredis), the same
code path as the bot, kept in a file (`tutorbot.store.snapshot`, under the
user's state directory) after every step, so Ctrl-D, Ctrl-C or a closed
window keep the game and the next `tutorbot play` resumes it.  Type a number
to press a button, a /command, or a move in notation ("take diamond").
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from tutorbot.chat import Command, Conversation, InlineThinker, Intent, Press, Reply, Text, User
from tutorbot.chat.context import Progress
from tutorbot.chat.view import Button
from tutorbot.engine import ascii_int
from tutorbot.store import DEFAULT_LEVEL, RedisStore, snapshot
from tutorbot.store.friends import FriendStore
from tutorbot.tutor import Tutor, language_for

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
    number = ascii_int(text)
    if number is not None and 1 <= number <= len(buttons):
        return Press(buttons[number - 1].payload)
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
    state: Path | None = None,
) -> int:
    """Play in the terminal; `state`: the file that keeps the games (None: none kept)."""
    store = RedisStore.embedded()
    saved = snapshot.read(state) if state else None
    if saved:
        try:
            await snapshot.restore(store.client, saved)
        except (ValueError, KeyError, TypeError):
            await store.client.flushall()  # an unknown or damaged file: start afresh
    conversation = Conversation(
        store,
        InlineThinker(),
        game_ids=seeded_ids(seed) if seed is not None else None,
        friends=FriendStore(store),
    )
    user = User(USER_ID, lang or terminal_language(), "")
    if lang:
        prefs = await store.get_prefs(USER_ID)
        prefs.lang, prefs.level = lang, level or prefs.level or DEFAULT_LEVEL
        await store.set_prefs(USER_ID, prefs)
    try:
        await _session(conversation, user, level, stdin, stdout, state)
    finally:
        with contextlib.suppress(Exception):  # never hide how the program ended
            stdout.write(await farewell(conversation, user, state) + "\n")
            stdout.flush()
        await store.close()
    return 0


async def in_play(conversation: Conversation) -> bool:
    session = await conversation.store.load_game(CHAT_ID)
    return session is not None and not session.finished


async def keep(conversation: Conversation, state: Path | None) -> None:
    """Write the store to the state file (the whole of it: one player's games)."""
    store = conversation.store
    if state is not None and isinstance(store, RedisStore):
        snapshot.write(state, await snapshot.dump(store.client))


async def farewell(conversation: Conversation, user: User, state: Path | None) -> str:
    """Goodbye, saying that the game in play is kept for the next start."""
    if state is None or not await in_play(conversation):
        return "\n👋"
    prefs = await conversation.store.get_prefs(user.id)
    return "\n" + Tutor(language_for(user.language_code, prefs.lang)).t("console-saved") + " 👋"


async def _session(
    conversation: Conversation,
    user: User,
    level: int | None,
    stdin: TextIO,
    stdout: TextIO,
    state: Path | None,
) -> None:
    out = []
    resumed = level is None and await in_play(conversation)
    reply = await conversation.handle(CHAT_ID, user, Command("board" if resumed else "start"))
    if level is not None:
        out.append(render(reply)[0])
        reply = await conversation.handle(CHAT_ID, user, Command("new", str(level)))
    await keep(conversation, state)
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
        await keep(conversation, state)
        text, new_buttons = render(reply)
        buttons = new_buttons or buttons
        stdout.write(text + "\n> ")
        stdout.flush()


def main(
    lang: str | None,
    level: int | None,
    seed: int | None,
    friend: bool = False,
    state: Path | None = None,
) -> int:
    """`tutorbot play`; the games are kept in `state` (default: the user's state directory)."""
    try:
        if friend:
            from .pass_and_play import play_friends

            return asyncio.run(play_friends(lang or terminal_language(), seed))
        return asyncio.run(play(lang, level, seed, state=state or snapshot.default_path()))
    except KeyboardInterrupt:  # Ctrl-C: the farewell was said
        return 0
