"""One player against the AI (and the lessons) in a terminal, buttons as numbered choices.

No token and no Redis: the store is the embedded one (fakeredis), the same
code path as the bot, kept in the state file after every step (`state_file`),
so the next `tutorbot play` resumes the game.  Type a number to press a
button, a /command, or a move in notation ("take diamond").
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import TextIO

from tutorbot.chat import Command, Conversation, User
from tutorbot.chat.context import Progress
from tutorbot.store import DEFAULT_LEVEL, RedisStore
from tutorbot.tutor import Tutor, language_for

from .options import conversation_for, terminal_language
from .screen import intent_for, is_quit, render
from .state_file import CHAT_ID, USER_ID, in_play, keep, restore


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
    await restore(store, state)
    conversation = conversation_for(store, seed)
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
        if is_quit(line):
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
