"""`tutorbot play --friend`: two people, one screen, each with their own board.

The same friend game as on Telegram: two "chats" (one per player), an
invitation made and accepted here (its Telegram wording left out: the players
read that their game begins at this screen), and every move through the
conversation, each player in their own language.  Between turns the screen
and its scrollback are cleared and the next player is asked to take it, so a
hand is only shown to its owner.  The game is kept in the state file after
every step, so Ctrl-D keeps it and the same command picks it up.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from tutorbot.chat import Command, Conversation, Press, Reply, User
from tutorbot.chat import payload as P
from tutorbot.chat.friends.invitations import HIDDEN, OPEN
from tutorbot.chat.keyboards import LANGUAGE_NAMES
from tutorbot.chat.view import Message
from tutorbot.engine import Game, ascii_int
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendStore
from tutorbot.tutor import LANGUAGES, Tutor, language_for

from .guard import handled
from .options import conversation_for, terminal_language
from .screen import CLEAR, Buttons, intent_for, is_quit, render, screen_width, wrapped
from .state_file import keep, restore

CHATS = (1, 2)  # a private chat each: chat id = user id, as on Telegram


class Inboxes:
    """What each player has yet to read, and the buttons they can press.

    Kept apart per player and shown only on their own turn, so a hand is never
    on the screen while the other player holds it.
    """

    def __init__(self, width: Callable[[], int | None] = lambda: None) -> None:
        """`width`: the screen's width as it is now (read at each screen, so a
        resized window is followed; None: not wrapped)."""
        self.pending: dict[int, list[Message]] = {chat: [] for chat in CHATS}
        self.buttons: dict[int, Buttons] = {chat: {} for chat in CHATS}
        self.width = width

    def take(self, chat: int, reply: Reply) -> None:
        self._add(chat, reply.messages)
        for outbound in reply.others:
            self._add(outbound.chat_id, outbound.messages)

    def _add(self, chat: int, messages: list[Message]) -> None:
        """A new board replaces an unread older one (as a chat edits it), but
        not the lines about a move atop it: the mover passed the screen at
        once, so their own move and its receipt are read on their next turn."""
        if any(m.board for m in messages):
            self.pending[chat] = [
                Message(m.top) if m.board else m for m in self.pending[chat] if not m.board or m.top
            ]
        self.pending[chat] += messages

    def show(self, chat: int) -> str:
        text, buttons = render(Reply(self.pending[chat]), self.width())
        self.pending[chat] = []
        self.buttons[chat] = buttons or self.buttons[chat]
        return text


async def play_friends(
    lang: str | None,
    seed: int | None,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
    clear: str = CLEAR,
    state: Path | None = None,
    resume: str = "tutorbot play --friend",
) -> int:
    """Two players take turns at one screen until the match ends or input does;
    the game is kept in `state` and picked up again by `resume` (the same command)."""
    store = RedisStore.embedded()
    await restore(store, state)
    friends = FriendStore(store)
    conversation = conversation_for(store, seed, friends)
    lines: Iterator[str] = iter(stdin)
    inboxes = Inboxes(lambda: screen_width(stdout))

    def ask(prompt: str) -> str | None:
        stdout.write(wrapped(prompt, inboxes.width()) + " ")
        stdout.flush()
        line = next(lines, None)
        return None if line is None else line.strip()

    game = await friends.load_for_chat(CHATS[0])
    if game is not None:  # a game kept from last time: each player's board again
        users = [User(seat.chat_id, seat.language_code, seat.name) for seat in game.seats]
        for chat, user in zip(CHATS, users, strict=True):
            inboxes.take(chat, await conversation.handle(chat, user, Command("board")))
    else:
        seated = await _seat_players(conversation, lang, ask)
        if seated is None:
            await store.close()
            return 0
        users = seated
        await _start(conversation, friends, users, inboxes, ask)
    try:
        await _turns(conversation, friends, users, inboxes, ask, stdout, clear, lines, state)
    finally:
        await keep(conversation, state)
        game = await friends.load_for_chat(CHATS[0])
        goodbye = "\n👋"
        if game is not None and state is not None:
            tutor = Tutor(language_for(users[0].language_code))
            goodbye = "\n" + tutor.t("console-saved", command=resume) + " 👋"
        stdout.write(wrapped(goodbye, inboxes.width()) + "\n")
        await store.close()
    return 0


async def _seat_players(
    conversation: Conversation, lang: str | None, ask: Callable[[str], str | None]
) -> list[User] | None:
    """Each player's language, then name (`lang` for both when given; else each
    chooses first, from the languages' own names, Enter keeping the one chosen
    last time or the terminal's), so every prompt a player reads is in theirs."""
    prefs = await conversation.store.get_prefs(CHATS[0])
    default = language_for(lang or terminal_language(), prefs.lang)
    users: list[User] = []
    for chat in CHATS:
        chosen = lang or default
        if lang is None:
            menu = "   ".join(f"[{i}] {LANGUAGE_NAMES[c]}" for i, c in enumerate(LANGUAGES, 1))
            answer = ask(f"👤 {chat} · 🌐\n{menu}   [Enter] {LANGUAGE_NAMES[default]}\n>")
            if answer is None:
                return None
            number = ascii_int(answer)
            chosen = LANGUAGES[number - 1] if number and number <= len(LANGUAGES) else default
        name = ask(Tutor(chosen).t("friend-name-prompt", number=chat))
        if name is None:
            return None
        users.append(User(chat, chosen, name or str(chat)))
    return users


async def _start(
    conversation: Conversation,
    friends: FriendStore,
    users: list[User],
    inboxes: Inboxes,
    ask: Callable[[str], str | None],
) -> None:
    """The game asked for and accepted here, without the Telegram words of an
    invitation: each player reads only that the game begins at this screen."""
    tutor = Tutor(language_for(users[0].language_code))
    kinds = f"[1] {tutor.t('friend-btn-hidden')}   [2] {tutor.t('friend-btn-open')}"
    answer = ask(tutor.t("friend-local-choose") + "\n" + kinds + "\n>")
    kind = OPEN if answer is not None and answer.strip() == "2" else HIDDEN
    await conversation.handle(CHATS[0], users[0], Press(P.plain(P.FRIEND, kind)))
    code = await friends.open_invite(users[0].id) or ""
    accepted = await conversation.handle(CHATS[1], users[1], Command("start", code))
    for chat, user in zip(CHATS, users, strict=True):
        own = Tutor(language_for(user.language_code))
        other = users[1] if chat == CHATS[0] else users[0]
        what = own.t("friend-kind-open" if kind == OPEN else "friend-kind-hidden")
        opened = "yes" if kind == OPEN else "no"
        start = own.t("friend-local-start", name=other.name, kind=what, open=opened)
        inboxes.pending[chat].append(Message(start))
    boards = [m for m in accepted.messages if m.board]
    inboxes.take(CHATS[1], Reply(boards))
    for outbound in accepted.others:
        inboxes.take(outbound.chat_id, Reply([m for m in outbound.messages if m.board]))


async def _turns(
    conversation: Conversation,
    friends: FriendStore,
    users: list[User],
    inboxes: Inboxes,
    ask: Callable[[str], str | None],
    stdout: TextIO,
    clear: str,
    lines: Iterator[str],
    state: Path | None,
) -> None:
    """Turn after turn, the screen cleared and passed whenever the mover changes."""
    shown: int | None = None
    while True:
        await keep(conversation, state)
        game = await friends.load_for_chat(CHATS[0])
        if game is None:  # over: each player reads the end on their own screen
            for chat in CHATS:
                if inboxes.pending[chat]:
                    _pass(stdout, users[chat - 1], clear, ask, chat != shown)
                    stdout.write(inboxes.show(chat) + "\n")
                    shown = chat
            return
        chat = game.seats[Game.from_dict(game.position).to_move].chat_id
        if chat != shown:
            if not _pass(stdout, users[chat - 1], clear, ask):
                return
            shown = chat
        stdout.write(inboxes.show(chat) + "> ")
        stdout.flush()
        line = next(lines, None)
        if line is None or is_quit(line):
            return
        if not line.strip():
            continue
        intent = intent_for(line, inboxes.buttons[chat])
        reply = await handled(conversation, chat, users[chat - 1], intent, state)
        inboxes.take(chat, reply)


def _pass(
    stdout: TextIO,
    user: User,
    clear: str,
    ask: Callable[[str], str | None],
    needed: bool = True,
) -> bool:
    """Clear the screen and its scrollback, and wait for `user` to take it
    (False: input ended); asked in that player's language."""
    if not needed:
        return True
    stdout.write(clear)
    tutor = Tutor(language_for(user.language_code))
    answer = ask(tutor.t("friend-pass", name=user.name))
    stdout.write(clear)
    return answer is not None
