"""Drives the conversation like a player pressing buttons (shared by chat tests)."""

from __future__ import annotations

import dataclasses

import fakeredis

from tests.support.redis import unique_prefix
from tutorbot.ai import get_player
from tutorbot.chat import FEATURES, Command, Conversation, InlineThinker, Press, Reply, Text, User
from tutorbot.chat import keyboards as K
from tutorbot.chat import payload as P
from tutorbot.engine import Game, Move, MoveKind
from tutorbot.engine.cards import CAMEL
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendStore
from tutorbot.terminal.options import seeded_ids
from tutorbot.tutor.first_game import FIRST_GAME_STEPS


def presses_for(move: Move, obs) -> list[tuple[str, int | str]]:
    """The buttons (action, argument) a player presses to build `move`."""
    if move.kind is MoveKind.TAKE:
        return [(P.TAKE_MENU, ""), (P.TAKE, int(move.good))]
    if move.kind is MoveKind.CAMELS:
        return [(P.CAMELS, "")]
    if move.kind is MoveKind.SELL:
        return [(P.SELL_MENU, ""), (P.SELL_GOOD, int(move.good)), (P.SELL, move.number)]
    presses: list[tuple[str, int | str]] = [(P.EXCHANGE_MENU, "")]
    for action, counts, slots in (
        (P.TOGGLE_TAKE, move.taken, K.slots(obs.market)),
        (P.TOGGLE_GIVE, move.given, K.slots(obs.hand)),
    ):
        used: set[int] = set()
        for card, n in enumerate(counts[:CAMEL]):
            for _ in range(n):
                index = next(i for i, c in enumerate(slots) if c == card and i not in used)
                used.add(index)
                presses.append((action, index))
    presses += [(P.CAMEL_MORE, "")] * move.given[CAMEL]
    return [*presses, (P.CONFIRM, "")]


class Driver:
    def __init__(self, lang="en", seed=1, chat_id=1, user_id=1, store=None, thinker=None):
        self.store = store or RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
        self.conv = Conversation(
            self.store,
            thinker or InlineThinker(),
            game_ids=seeded_ids(seed),
            friends=FriendStore(self.store),
            features=FEATURES,
        )
        self.chat_id = chat_id
        self.user = User(user_id, lang, "Ann")
        self.reply: Reply | None = None
        self.payloads: list[str] = []
        self.texts: list[str] = []

    def serve(self, **changes) -> None:
        """Give the conversation other services (a test's clock, a budget)."""
        self.conv.services = dataclasses.replace(self.conv.services, **changes)

    async def send(self, intent, user: User | None = None) -> Reply:
        reply = await self.conv.handle(self.chat_id, user or self.user, intent)
        self.payloads += [b.payload for b in reply.buttons()]
        self.texts.append(reply.text())
        self.reply = reply
        return reply

    async def command(self, name, arg=""):
        return await self.send(Command(name, arg))

    async def type(self, text):
        return await self.send(Text(text))

    def find(self, action: str, arg="") -> str:
        for button in self.reply.buttons():
            gp = P.decode_game(button.payload)
            if gp and gp.action == action and gp.arg == str(arg):
                return button.payload
        raise LookupError(
            f"no button {action}:{arg} in {[b.payload for b in self.reply.buttons()]}"
        )

    async def press(self, action: str, arg="") -> Reply:
        return await self.send(Press(self.find(action, arg)))

    async def session(self):
        return await self.store.load_game(self.chat_id)

    async def game(self) -> Game:
        return Game.from_dict((await self.session()).position)

    async def play_move(self, move: Move) -> Reply:
        """Build `move` with the buttons, as a player would."""
        obs = (await self.game()).observation(0)
        for action, arg in presses_for(move, obs):
            reply = await self.press(action, arg)
        return reply

    async def play_match(self, level: int, human_level: int = 2, max_moves: int = 400) -> None:
        await self.command("new", str(level))
        await self.play_on(human_level, max_moves)

    async def play_guided_game(self, human_level: int = 2, max_moves: int = 400) -> None:
        """The guided first game by its buttons: each step's right move, then on to its end."""
        await self.send(Press(P.plain(P.FIRST_GAME)))
        for step in FIRST_GAME_STEPS:
            reply = await self.play_move(step.task.example)
            assert reply.rule is None, reply.text()
        await self.play_on(human_level, max_moves)

    async def play_on(self, human_level: int = 2, max_moves: int = 400) -> None:
        """The chat's game played to its end by `human_level`'s moves, with the buttons."""
        human = get_player(human_level, seed=7)
        for _ in range(max_moves):
            session = await self.session()
            if session.finished:
                return
            obs = Game.from_dict(session.position).observation(0)
            reply = await self.play_move(human.choose(obs).move)
            assert reply.rule is None, reply.text()
        raise AssertionError("match did not finish")
