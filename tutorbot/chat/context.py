"""What every handler works with: the conversation's services, one intent, a game's turn.

`Services` is built once per conversation (the stores, the AI, the clock and
the `Tables` its features were plugged into); `Context` is one intent (who
asks, in which chat and language, on which session slot); `Turn` is the work
on one loaded session, gathered until it is saved or shown.  Handlers receive
these instead of reaching into the conversation, so a new command or button
needs nothing else.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from tutorbot.engine import Game, Move, Observation
from tutorbot.engine.cards import CAMEL
from tutorbot.store import (
    ChatRead,
    CorruptSession,
    Outcome,
    Prefs,
    SaveResult,
    Session,
    SessionStore,
    Stat,
    UserField,
)
from tutorbot.store.budget import ComputeBudget
from tutorbot.tutor import ROUND_NOTES, Event, Tutor

from .payload import GamePayload
from .thinking import Thinker
from .view import Button, Intent, Message, Outbound, Reply, User

log = logging.getLogger(__name__)

#: Shows a passing status line while a long intent works ("Reviewing round 2 of 3…");
#: each call replaces the previous line (Telegram edits one message in place).
Progress = Callable[[str], Awaitable[None]]


async def no_progress(text: str) -> None:
    """No status line: where nobody watches a long intent work."""
    return None


AI_SEAT, HUMAN_SEAT = 1, 0


class SharedGames(Protocol):
    """The store of games between two people (`tutorbot.store.friends`), when
    the front end keeps them.  The core asks nothing of it: it only carries it
    to the friends feature, which owns all of it (the board records a friend's
    move needs live in the session store, beside the chat's board)."""


class SharedPlay(Protocol):
    """How a game shared between two people saves, plays and shows (set on a
    `Turn` by the feature that keeps such games), so the core's button
    handlers build moves in it as in a match against the AI."""

    async def save(self, ctx: Context, turn: Turn) -> Reply: ...

    async def play(self, ctx: Context, turn: Turn, move: Move) -> Reply: ...

    def show(self, turn: Turn) -> Reply: ...


@dataclass(frozen=True)
class Spot:
    """A position typed text is read in, outside a session of the chat's own
    (a puzzle, a move tried in the review): the seat's view, and the game id
    and version the buttons of a "Did you mean …?" carry back to it."""

    obs: Observation
    game_id: str
    version: int

    @classmethod
    def of(cls, turn: Turn) -> Spot:
        """A session's turn as the position its typed text is read in."""
        session = turn.session
        return cls(turn.game.observation(session.human), session.game_id, session.version)

    @property
    def market_camels(self) -> int:
        """The camels in the market (how a take of camels is worded)."""
        return self.obs.market[CAMEL]


@dataclass
class Turn:
    """One intent's work on a session: the game, the tutor and what to show."""

    session: Session
    game: Game
    tutor: Tutor
    user: User
    #: The conversation's tables: how the board is dressed, what follows a result.
    tables: Tables
    messages: list[Message] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  # not yet turned into notes
    seen: set[str] = field(default_factory=set)  # notes the player already had
    notes_shown: list[str] = field(default_factory=list)
    stats: dict[Stat, int] = field(default_factory=dict)
    ai_lines: list[str] = field(default_factory=list)  # the AI's moves, shown atop the board
    moved: bool = False  # a move was played in this turn (not only a menu opened)
    shared: SharedPlay | None = None  # set when the game is between two people
    #: The Mini App's address, when its board offers the table (a private chat's game).
    table_url: str = ""

    @classmethod
    def of(
        cls, session: Session, user: User, tutor: Tutor, tables: Tables, table_url: str = ""
    ) -> Turn:
        """The turn on a loaded session, its game decoded from the stored position."""
        return cls(
            session, Game.from_dict(session.position), tutor, user, tables, table_url=table_url
        )

    @property
    def my_move(self) -> bool:
        """The player is to move (and the round isn't over)."""
        return self.game.to_move == self.session.human and not self.game.round_over

    def count(self, stat: Stat, amount: int = 1) -> None:
        """Add `amount` to a counter the save records with the game."""
        self.stats[stat] = self.stats.get(stat, 0) + amount

    def flush_notes(self, moves_only: bool = False) -> None:
        """Add the first-time notes of the events so far (once in a player's
        life); `moves_only`: only those about a move, the round's scoring
        notes kept for after the round's account (`ROUND_NOTES`)."""
        later = [e for e in self.events if moves_only and e.note in ROUND_NOTES]
        now = [e for e in self.events if e not in later]
        for note_id, text in self.tutor.notes(now, self.seen):
            self.messages.append(Message(text))
            self.seen.add(note_id)
            self.notes_shown.append(note_id)
        self.events = later

    def outcome(self) -> Outcome:
        """What the save records besides the game (in the same compare-and-set)."""
        return Outcome(self.user.id, tuple(self.notes_shown), dict(self.stats))


class SessionSlot(Protocol):
    """Where an intent's session lives: the chat's game, or a feature's own
    session beside it (an open lesson)."""

    async def load(self, ctx: Context) -> Session | None: ...

    async def save(self, ctx: Context, session: Session, outcome: Outcome | None) -> SaveResult: ...


class GameSlot:
    """The chat's game: its first load comes from the chat's one read."""

    async def load(self, ctx: Context) -> Session | None:
        """The game as read with the chat the first time, from Redis after."""
        read = ctx.read
        first, game = read.take_game() if read else (False, None)
        if first and read and read.corrupt:
            raise read.corrupt
        return game if first else await ctx.store.load_game(ctx.chat_id)

    async def save(self, ctx: Context, session: Session, outcome: Outcome | None) -> SaveResult:
        """Compare-and-set the game with what the turn earned."""
        return await ctx.store.save_game(ctx.chat_id, session, outcome)


GAME = GameSlot()


@dataclass(frozen=True)
class GameEnd:
    """What follows the end of one kind of game, declared once with the kind:
    `rated` it counts in the player's match rating; `counted` in their lifetime
    record (/stats' counters, or the record between two friends); `puzzles`
    it waits to be made into puzzles; `review` it is kept for /review.
    Leaving a counted game unfinished for a new one is a lost match in that
    record; leaving one that counts nowhere (the guided first game) is no
    defeat.  The core and the features consult it, so a kind never needs an
    `if` elsewhere."""

    rated: bool = False
    counted: bool = False
    puzzles: bool = False
    review: bool = False


#: A match against the AI: everything follows it.
AI_MATCH = GameEnd(rated=True, counted=True, puzzles=True, review=True)


@dataclass(frozen=True)
class GameType:
    """A kind of game other than a match against the AI, whose buttons carry
    game ids that `claims` recognises; `press` answers its taps; `end` says
    what follows its end.  `ai_thinks`: the AI may think after a tap (not in
    a game between people)."""

    claims: Callable[[str], bool]
    press: Callable[[Context, GamePayload], Awaitable[Reply]]
    end: GameEnd
    ai_thinks: bool = True


@dataclass(frozen=True)
class AfterMatch:
    """A feature's part in what follows a match the core saw end: `follow`
    names the part of a `GameEnd` it is (only a game whose end includes it
    runs it), `keep` keeps the match, `row` is its button under the result."""

    follow: Callable[[GameEnd], bool]
    keep: Callable[[Context, Session], Awaitable[None]]
    row: Callable[[Tutor], list[Button]] | None = None


@dataclass(frozen=True)
class Tables:
    """What the conversation answers with: the core's commands and buttons
    with its features' (`feature.build_tables`), and the features' steps in
    the core's hooks, each chain in its order."""

    commands: Mapping[str, Handler]
    buttons: Mapping[str, Handler]
    #: The features' kinds of game, found by a button's game id.
    games: tuple[GameType, ...] = ()
    #: Told of every intent first (a puzzle on screen learns the chat moved on).
    intent_seen: tuple[Callable[[Context, Intent], Awaitable[None]], ...] = ()
    #: Typed text before the chat's game against the AI; the first reply wins.
    typed: tuple[TypedHandler, ...] = ()
    #: A typed move when the chat has no game in play (a move tried in the review).
    typed_without_game: tuple[Callable[[Context, Move], Awaitable[Reply | None]], ...] = ()
    #: The game typed text is for, when a feature's comes first (a friend game,
    #: an open lesson, a puzzle): its position is what a typed move is
    #: matched against.
    positions: tuple[Callable[[Context], Awaitable[Turn | Spot | None]], ...] = ()
    #: The position typed text is for when the chat has no game in play (a
    #: move tried in the review): asked after the chat's game is read, once.
    positions_without_game: tuple[Callable[[Context], Awaitable[Spot | None]], ...] = ()
    #: Judge the player's move instead of playing it (a lesson); None lets it be played.
    move_judges: tuple[Callable[[Context, Turn, Move], Awaitable[Reply | None]], ...] = ()
    #: After a match the core saved finished (the review keeps it), each with
    #: its button row under the result.
    after_match: tuple[AfterMatch, ...] = ()
    #: After a turn in which the player moved was saved (the review judges it ahead).
    after_turn: tuple[Callable[[Context, Session], Awaitable[None]], ...] = ()
    #: What a board's text becomes for its session (tutor, session, text, my turn).
    board_dressers: tuple[Callable[[Tutor, Session, str, bool], str], ...] = ()
    #: The periodic job's parts: games between people, the sessions, the time now.
    sweeps: tuple[Sweep, ...] = ()
    #: Per-user fields the chat's one read also fetches (`ChatRead.fields`).
    chat_fields: tuple[UserField, ...] = ()

    def game_type(self, game_id: str) -> GameType | None:
        """The kind of game a game id belongs to (None: a match against the AI)."""
        return next((g for g in self.games if g.claims(game_id)), None)

    def end_of(self, game_id: str) -> GameEnd:
        """What follows the end of the game `game_id` names (its kind's `end`)."""
        kind = self.game_type(game_id)
        return AI_MATCH if kind is None else kind.end

    def following(self, game_id: str) -> tuple[AfterMatch, ...]:
        """The features' parts that follow the end of the game `game_id` names."""
        end = self.end_of(game_id)
        return tuple(after for after in self.after_match if after.follow(end))


@dataclass(frozen=True)
class Services:
    """What a conversation is built on, once: the stores, the AI, the clock,
    its tables.  Every intent's `Context` shares it."""

    store: SessionStore
    thinker: Thinker
    tables: Tables
    game_ids: Callable[[], str]
    clock: Callable[[], float] = time.time
    bot_username: str = ""  # for invitation links
    friends: SharedGames | None = None  # games between two people (None: not kept)
    #: Each user's search time for explanations (None: unlimited).
    budget: ComputeBudget | None = None
    #: The Mini App's https address ("": the front end serves no table).
    webapp_url: str = ""


@dataclass(frozen=True)
class Context:
    """One intent: who asks, in which chat and words, on which session slot,
    with the chat as read when the intent came in (one round trip)."""

    services: Services
    chat_id: int
    user: User
    prefs: Prefs
    tutor: Tutor
    progress: Progress = no_progress
    #: The session this intent works on (a lesson's handlers give their own).
    slot: SessionSlot = GAME
    read: ChatRead | None = None

    @property
    def store(self) -> SessionStore:
        """The session store (every handler keeps things there)."""
        return self.services.store

    @property
    def thinker(self) -> Thinker:
        """The AI's workers."""
        return self.services.thinker

    @property
    def tables(self) -> Tables:
        """The conversation's commands, buttons and features' steps."""
        return self.services.tables

    @property
    def friends(self) -> SharedGames | None:
        """Games between two people, where the front end keeps them."""
        return self.services.friends

    def now(self) -> float:
        """The time now, by the conversation's clock (tests inject theirs)."""
        return self.services.clock()

    def new_game_id(self) -> str:
        """A fresh game id (seeded in tests, so deals repeat)."""
        return self.services.game_ids()

    @property
    def private(self) -> bool:
        """A private chat with the bot (Telegram: the chat id is the user's id)."""
        return self.chat_id == self.user.id

    async def load(self) -> Session | None:
        """The slot's session; a corrupt one was quarantined and counts as none."""
        try:
            return await self.slot.load(self)
        except CorruptSession as exc:
            log.error("chat %s: %s", self.chat_id, exc)
            return None

    async def seen_notes(self, user_id: int) -> set[str]:
        """The first-time notes `user_id` has seen (read with the chat the first time)."""
        seen = self.read.take_seen(user_id) if self.read else None
        return seen if seen is not None else await self.store.seen_notes(user_id)

    async def save_session(self, session: Session, outcome: Outcome | None) -> SaveResult:
        """Compare-and-set the slot's session (with what the turn earned, if it earns)."""
        return await self.slot.save(self, session, outcome)

    async def explaining_wait(self, seconds: float) -> float:
        """Draw `seconds` of search for an explanation from the user's budget:
        0.0 if drawn, else how long until they may ask again (negative: they
        were told so already)."""
        budget = self.services.budget
        if budget is None:
            return 0.0
        return await budget.draw(self.user.id, seconds, self.now())

    def may_play(self, session: Session) -> bool:
        """In a group only the player who started the game plays it."""
        return session.owner in (0, self.user.id)

    @property
    def table_url(self) -> str:
        """The Mini App's address where its board may offer it: the chat's own
        game in a private chat (Telegram opens a web app only there)."""
        own_game = self.private and self.slot is GAME
        return self.services.webapp_url if own_game else ""

    def turn(self, session: Session) -> Turn:
        """The work of this intent on `session`."""
        return Turn.of(session, self.user, self.tutor, self.tables, self.table_url)


#: What a command or a plain button runs: its argument in, the reply out.
Handler = Callable[[Context, str], Awaitable[Reply]]
#: What a game button runs, on the turn of the game the button was drawn for.
GameHandler = Callable[[Context, Turn, str], Awaitable[Reply]]
#: Text that asked for something a rule forbids: (the tutor's refusal, the rule id).
Broken = tuple[str, str]
#: Typed text (a move, or what a rule forbids) offered to a feature before the
#: chat's game against the AI; None passes it on.
TypedHandler = Callable[[Context, Move | None, Broken | None], Awaitable[Reply | None]]
#: The periodic job's part of a feature: games between people, the sessions, the time now.
Sweep = Callable[[SharedGames, SessionStore, float], Awaitable[list[Outbound]]]
