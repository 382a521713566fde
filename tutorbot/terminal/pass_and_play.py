"""`tutorbot play --friend`: two people, one screen, each with their own board.

The same friend game as on Telegram: two "chats" (one per player), an
invitation made and accepted here, and every move through the conversation.
Between turns the screen is cleared and the next player is asked to take it
("pass to <name>"), so a hand is only shown to its owner.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import TextIO

from tutorbot.chat import Command, Press, Reply, User
from tutorbot.chat import payload as P
from tutorbot.chat.friends.invitations import HIDDEN
from tutorbot.chat.view import Message
from tutorbot.engine import Game
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendStore
from tutorbot.tutor import Tutor, language_for

from .options import conversation_for
from .screen import CLEAR, Buttons, intent_for, is_quit, render, screen_width

CHATS = (1, 2)  # a private chat each: chat id = user id, as on Telegram


class Inboxes:
    """What each player has yet to read, and the buttons they can press.

    Kept apart per player and shown only on their own turn, so a hand is never
    on the screen while the other player holds it.
    """

    def __init__(self) -> None:
        self.pending: dict[int, list[Message]] = {chat: [] for chat in CHATS}
        self.buttons: dict[int, Buttons] = {chat: {} for chat in CHATS}
        self.width: int | None = None

    def take(self, chat: int, reply: Reply) -> None:
        self._add(chat, reply.messages)
        for outbound in reply.others:
            self._add(outbound.chat_id, outbound.messages)

    def _add(self, chat: int, messages: list[Message]) -> None:
        """A new board replaces an unread older one (as a chat edits it)."""
        if any(m.board for m in messages):
            self.pending[chat] = [m for m in self.pending[chat] if not m.board]
        self.pending[chat] += messages

    def show(self, chat: int) -> str:
        text, buttons = render(Reply(self.pending[chat]), self.width)
        self.pending[chat] = []
        self.buttons[chat] = buttons or self.buttons[chat]
        return text


async def play_friends(
    lang: str | None,
    seed: int | None,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
    clear: str = CLEAR,
) -> int:
    """Two players take turns at one screen until the match ends or input does."""
    store = RedisStore.embedded()
    friends = FriendStore(store)
    conversation = conversation_for(store, seed, friends)
    tutor = Tutor(language_for(lang))
    lines: Iterator[str] = iter(stdin)

    def ask(prompt: str) -> str | None:
        stdout.write(prompt + " ")
        stdout.flush()
        line = next(lines, None)
        return None if line is None else line.strip()

    users: list[User] = []
    for chat in CHATS:
        name = ask(tutor.t("friend-name-prompt", number=chat))
        if name is None:
            await store.close()
            return 0
        users.append(User(chat, lang, name or str(chat)))
    inboxes = Inboxes()
    inboxes.width = screen_width(stdout)
    await conversation.handle(CHATS[0], users[0], Press(P.plain(P.FRIEND, HIDDEN)))
    code = await friends.open_invite(users[0].id) or ""
    inboxes.take(CHATS[1], await conversation.handle(CHATS[1], users[1], Command("start", code)))
    shown: int | None = None
    while True:
        game = await friends.load_for_chat(CHATS[0])
        if game is None:  # over: each player reads the end on their own screen
            for chat in CHATS:
                if inboxes.pending[chat]:
                    _pass(stdout, tutor, users[chat - 1], clear, ask, chat != shown)
                    stdout.write(inboxes.show(chat) + "\n")
            break
        chat = game.seats[Game.from_dict(game.position).to_move].chat_id
        if chat != shown:
            if not _pass(stdout, tutor, users[chat - 1], clear, ask):
                break
            shown = chat
        stdout.write(inboxes.show(chat) + "> ")
        stdout.flush()
        line = next(lines, None)
        if line is None or is_quit(line):
            break
        if not line.strip():
            continue
        reply = await conversation.handle(
            chat, users[chat - 1], intent_for(line, inboxes.buttons[chat])
        )
        inboxes.take(chat, reply)
    stdout.write("\n👋\n")
    await store.close()
    return 0


def _pass(
    stdout: TextIO,
    tutor: Tutor,
    user: User,
    clear: str,
    ask: Callable[[str], str | None],
    needed: bool = True,
) -> bool:
    """Clear the screen and wait for `user` to take it (False: input ended)."""
    if not needed:
        return True
    stdout.write(clear)
    answer = ask(tutor.t("friend-pass", name=user.name))
    stdout.write(clear)
    return answer is not None
