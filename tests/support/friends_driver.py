"""Two players of a friend game, driven through the conversation (no Telegram)."""

from __future__ import annotations

import re
from collections import defaultdict

from tests.support.chat_driver import presses_for
from tutorbot.ai import get_player
from tutorbot.chat import (
    FEATURES,
    Command,
    Conversation,
    InlineThinker,
    Message,
    Press,
    Reply,
    User,
)
from tutorbot.chat import payload as P
from tutorbot.engine import Game, Move
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendGame, FriendStore
from tutorbot.terminal.options import seeded_ids

START = 1_800_000_000.0  # the injected clock's first reading


def code_in(text: str) -> str:
    found = re.search(r"\?start=([\w-]+)", text)
    assert found, text
    return found.group(1)


class Pair:
    """Seat 0 invites, seat 1 accepts; each in a private chat (chat id = user id)."""

    def __init__(self, store: RedisStore, langs=("it", "ja"), seed: int = 5) -> None:
        self.store = store
        self.now = START
        self.conv = Conversation(
            store,
            InlineThinker(),
            game_ids=seeded_ids(seed),
            clock=lambda: self.now,
            bot_username="tutorbot_test_bot",
            friends=FriendStore(store),
            features=FEATURES,
        )
        self.users = [User(11, langs[0], "Anna"), User(22, langs[1], "Kenji")]
        self.boards: dict[int, Message] = {}  # each chat's latest board
        self.texts: dict[int, list[str]] = defaultdict(list)  # everything each chat read
        self.game_id: str | None = None  # known once started (the chats forget it at the end)

    def _take(self, chat: int, messages: list[Message]) -> None:
        for message in messages:
            self.texts[chat].append(message.text)
            if message.board:
                self.boards[chat] = message

    async def send(self, seat: int, intent, chat: int | None = None) -> Reply:
        user = self.users[seat]
        reply = await self.conv.handle(user.id if chat is None else chat, user, intent)
        self._take(user.id if chat is None else chat, reply.messages)
        for outbound in reply.others:
            self._take(outbound.chat_id, outbound.messages)
        return reply

    async def invite(self, open_hand: bool = False) -> str:
        await self.send(0, Command("friend"))
        reply = await self.send(0, Press(P.plain(P.FRIEND, "o" if open_hand else "h")))
        return code_in(reply.text())

    async def start(self, open_hand: bool = False) -> Reply:
        code = await self.invite(open_hand)
        reply = await self.send(1, Command("start", code))
        assert self.conv.services.friends is not None
        self.game_id = await self.conv.services.friends.game_of_chat(11)
        return reply

    async def game(self) -> FriendGame:
        friends = self.conv.services.friends
        assert friends is not None
        self.game_id = self.game_id or await friends.game_of_chat(11)
        assert self.game_id
        fg = await friends.load(self.game_id)
        assert fg is not None
        return fg

    def find(self, seat: int, action: str, arg="") -> str:
        board = self.boards[self.users[seat].id]
        for row in board.buttons:
            for button in row:
                gp = P.decode_game(button.payload)
                if gp and gp.action == action and gp.arg == str(arg):
                    return button.payload
        raise LookupError(f"no {action}:{arg} on seat {seat}'s board")

    async def press(self, seat: int, action: str, arg="") -> Reply:
        return await self.send(seat, Press(self.find(seat, action, arg)))

    async def play_move(self, seat: int, move: Move) -> Reply:
        obs = Game.from_dict((await self.game()).position).observation(seat)
        for action, arg in presses_for(move, obs):
            reply = await self.press(seat, action, arg)
        return reply

    async def play_match(self, max_moves: int = 400, check=None) -> FriendGame:
        """Both seats play by buttons (level-2 choices) until the match ends;
        `check(pair, seat)` runs after each move."""
        players = [get_player(2, seed=1), get_player(2, seed=2)]
        for _ in range(max_moves):
            fg = await self.game()
            if fg.finished:
                return fg
            game = Game.from_dict(fg.position)
            seat = game.to_move
            reply = await self.play_move(seat, players[seat].choose(game.observation(seat)).move)
            assert reply.rule is None, reply.text()
            if check is not None:
                await check(self, seat)
        raise AssertionError("the match didn't end")
