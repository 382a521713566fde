"""What every handler works with: the intent's surroundings and a game's turn.

`Context` is one intent's world (the store, the AI, who asks, in which chat,
in which language); `Turn` is the work on one loaded session, gathered until
it is saved or shown.  Handlers receive these instead of reaching into the
conversation, so a new command or button needs nothing else.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Protocol

from tutorbot.engine import Game, Move
from tutorbot.store import (
    ChatRead,
    CorruptSession,
    Outcome,
    Prefs,
    SaveResult,
    Session,
    SessionStore,
    Stat,
)
from tutorbot.store.budget import ComputeBudget
from tutorbot.tutor import Event, Tutor

from .thinking import Thinker
from .view import Message, Reply, User

log = logging.getLogger(__name__)

#: Shows a passing status line while a long intent works ("Reviewing round 2 of 3…");
#: each call replaces the previous line (Telegram edits one message in place).
Progress = Callable[[str], Awaitable[None]]


async def no_progress(text: str) -> None:
    return None


AI_SEAT, HUMAN_SEAT = 1, 0


class SharedGames(Protocol):
    """The store of games between two people (`tutorbot.store.friends`), when
    the front end keeps them.  The core asks nothing of it: it only carries it
    to the friends feature, which owns all of it (the board records a friend's
    move needs live in the session store, beside the chat's board)."""


class FriendHooks(Protocol):
    """How a game between two people saves, plays and shows (`chat.friends.play`):
    set on a `Turn`, it lets the same button handlers build moves in it."""

    async def save(self, ctx: Context, turn: Turn) -> Reply: ...

    async def play(self, ctx: Context, turn: Turn, move: Move) -> Reply: ...

    def show(self, turn: Turn) -> Reply: ...


@dataclass
class Turn:
    """One intent's work on a session: the game, the tutor and what to show."""

    session: Session
    game: Game
    tutor: Tutor
    user: User
    messages: list[Message] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  # not yet turned into notes
    seen: set[str] = field(default_factory=set)  # notes the player already had
    notes_shown: list[str] = field(default_factory=list)
    stats: dict[Stat, int] = field(default_factory=dict)
    ai_lines: list[str] = field(default_factory=list)  # the AI's moves, shown atop the board
    friend: FriendHooks | None = None  # set when the game is against a friend

    @classmethod
    def of(cls, session: Session, user: User, tutor: Tutor) -> Turn:
        return cls(session, Game.from_dict(session.position), tutor, user)

    @property
    def my_move(self) -> bool:
        """The player is to move (and the round isn't over)."""
        return self.game.to_move == self.session.human and not self.game.round_over

    def count(self, stat: Stat, amount: int = 1) -> None:
        self.stats[stat] = self.stats.get(stat, 0) + amount

    def flush_notes(self) -> None:
        """Add the first-time notes of the events so far (once in a player's life)."""
        for note_id, text in self.tutor.notes(self.events, self.seen):
            self.messages.append(Message(text))
            self.seen.add(note_id)
            self.notes_shown.append(note_id)
        self.events = []

    def outcome(self) -> Outcome:
        """What the save records besides the game (in the same compare-and-set)."""
        return Outcome(self.user.id, tuple(self.notes_shown), dict(self.stats))


@dataclass
class Context:
    """One intent's surroundings: where to keep things, who asks, in which words."""

    store: SessionStore
    thinker: Thinker
    game_ids: Callable[[], str]
    chat_id: int
    user: User
    prefs: Prefs
    tutor: Tutor
    progress: Progress = no_progress
    #: Work on the chat's open lesson (its own key, see chat.learn), not its game.
    lesson: bool = False
    friends: SharedGames | None = None  # games between two people (None: not kept)
    bot_username: str = ""  # for invitation links
    clock: Callable[[], float] = time.time
    #: Each user's search time for explanations (None: unlimited).
    budget: ComputeBudget | None = None
    #: The chat as read when the intent came in (one round trip): the first
    #: load of the game and of the seen notes come from it.
    read: ChatRead | None = None

    @property
    def private(self) -> bool:
        """A private chat with the bot (Telegram: the chat id is the user's id)."""
        return self.chat_id == self.user.id

    async def load(self) -> Session | None:
        """The chat's game (or open lesson); a corrupt one was quarantined and counts as none."""
        try:
            if self.lesson:
                return await self.store.load_lesson(self.chat_id)
            first, game = self.read.take_game() if self.read else (False, None)
            if first and self.read and self.read.corrupt:
                raise self.read.corrupt
            return game if first else await self.store.load_game(self.chat_id)
        except CorruptSession as exc:
            log.error("chat %s: %s", self.chat_id, exc)
            return None

    async def seen_notes(self, user_id: int) -> set[str]:
        """The first-time notes `user_id` has seen (read with the chat the first time)."""
        seen = self.read.take_seen(user_id) if self.read else None
        return seen if seen is not None else await self.store.seen_notes(user_id)

    async def save_session(self, session: Session, outcome: Outcome | None) -> SaveResult:
        """Compare-and-set the game (or the open lesson, which earns nothing)."""
        if self.lesson:
            return await self.store.save_lesson(self.chat_id, session)
        return await self.store.save_game(self.chat_id, session, outcome)

    async def explaining_wait(self, seconds: float) -> float:
        """Draw `seconds` of search for an explanation from the user's budget:
        0.0 if drawn, else how long until they may ask again (negative: they
        were told so already)."""
        if self.budget is None:
            return 0.0
        return await self.budget.draw(self.user.id, seconds, self.clock())

    def may_play(self, session: Session) -> bool:
        """In a group only the player who started the game plays it."""
        return session.owner in (0, self.user.id)

    def turn(self, session: Session) -> Turn:
        return Turn.of(session, self.user, self.tutor)


#: What a command or a plain button runs: its argument in, the reply out.
Handler = Callable[[Context, str], Awaitable[Reply]]
#: What a game button runs, on the turn of the game the button was drawn for.
GameHandler = Callable[[Context, Turn, str], Awaitable[Reply]]
