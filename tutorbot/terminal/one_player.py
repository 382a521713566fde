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

from tutorbot.chat import Command, Conversation, Intent, Message, Reply, User
from tutorbot.chat.commands import command_name
from tutorbot.chat.context import Progress
from tutorbot.store import DEFAULT_LEVEL, RedisStore
from tutorbot.tutor import Tutor, language_for

from .guard import handled
from .options import conversation_for, terminal_language
from .screen import intent_for, is_quit, render, screen_width, wrapped
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
    resume: str = "tutorbot play",
) -> int:
    """Play in the terminal; `state`: the file that keeps the games (None: none
    kept); `resume`: the command that picks the game up again, for the goodbye."""
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
            goodbye = await farewell(conversation, user, state, resume)
            stdout.write(wrapped(goodbye, screen_width(stdout)) + "\n")
            stdout.flush()
        await store.close()
    return 0


async def tutor_for(conversation: Conversation, user: User) -> Tutor:
    """The tutor in the player's language as it stands now (/language may change it)."""
    prefs = await conversation.store.get_prefs(user.id)
    return Tutor(language_for(user.language_code, prefs.lang))


async def farewell(conversation: Conversation, user: User, state: Path | None, resume: str) -> str:
    """Goodbye, naming the command that picks up the game in play."""
    if state is None or not await in_play(conversation):
        return "\n👋"
    tutor = await tutor_for(conversation, user)
    return "\n" + tutor.t("console-saved", command=resume) + " 👋"


def asks_help(conversation: Conversation, intent: Intent) -> bool:
    """/help, or a command the conversation answers with the help."""
    if not isinstance(intent, Command):
        return False
    name = command_name(intent.name)
    return name == "help" or name not in conversation.services.tables.commands


async def _session(
    conversation: Conversation,
    user: User,
    level: int | None,
    stdin: TextIO,
    stdout: TextIO,
    state: Path | None,
) -> None:
    out = []

    def width() -> int | None:  # read at each screen: the window may have been resized
        return screen_width(stdout)

    resumed = level is None and await in_play(conversation)
    reply = await conversation.handle(CHAT_ID, user, Command("board" if resumed else "start"))
    if level is not None:
        out.append(render(reply, width())[0])
        reply = await conversation.handle(CHAT_ID, user, Command("new", str(level)))
    await keep(conversation, state)
    text, buttons = render(reply, width())
    stdout.write("\n".join([*out, text]) + "\n> ")
    stdout.flush()
    for line in stdin:
        if is_quit(line):
            break
        if not line.strip():
            stdout.write("> ")
            stdout.flush()
            continue
        intent = intent_for(line, buttons)
        if isinstance(intent, Command) and command_name(intent.name) == "friend":
            # a friend at this screen, not a link to send: the terminal's own way
            tutor = await tutor_for(conversation, user)
            stdout.write(wrapped(tutor.t("console-friend"), width()) + "\n> ")
            stdout.flush()
            continue
        reply = await handled(conversation, CHAT_ID, user, intent, state, status_line(stdout))
        await keep(conversation, state)
        if asks_help(conversation, intent):  # what only a terminal has: leaving, Ctrl-D
            tutor = await tutor_for(conversation, user)
            reply = Reply([*reply.messages, Message(tutor.t("console-help"))])
        text, new_buttons = render(reply, width())
        buttons = new_buttons or buttons
        stdout.write(text + "\n> ")
        stdout.flush()
