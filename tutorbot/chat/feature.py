"""What a feature brings to the conversation, as one value, and the tables built from them.

A feature (lessons, the review, friend games, puzzles) is a `Feature`: its
commands and buttons, the commands it wraps, the kinds of game whose taps it
answers, and its steps in the core's hooks (typed text, judging a move, the
end of a match, the board's dress), each chain's step with an explicit
`order`.  `Conversation(features=[...])` builds one `Tables` from the core's
own commands and buttons and those values (`build_tables`); importing a
feature changes nothing.  The core never names a feature: it walks the tables.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from tutorbot.engine import Move
from tutorbot.store import Session, UserField
from tutorbot.tutor import Tutor

from .context import (
    AfterMatch,
    Context,
    GameType,
    Handler,
    Spot,
    Sweep,
    Tables,
    Turn,
    TypedHandler,
)
from .view import Intent, Reply

T = TypeVar("T")

#: A handler that takes the handler it replaces (a command a feature wraps).
Wrapper = Callable[[Handler], Handler]


@dataclass(frozen=True)
class At(Generic[T]):
    """One feature's step in a chain, and where it stands: a lower `order`
    runs first (a wrapper with a lower order wraps first: it ends up inside)."""

    order: int
    step: T


@dataclass(frozen=True)
class Feature:
    """Everything one feature adds to the conversation (every part optional)."""

    name: str
    #: New commands by name (lower case, no slash).
    commands: Mapping[str, Handler] = field(default_factory=dict)
    #: New buttons outside a game, by verb.
    buttons: Mapping[str, Handler] = field(default_factory=dict)
    #: Commands it answers its own way in its own situations, by name (each
    #: name's wrappers from every feature applied lowest order first).
    command_wrappers: Sequence[tuple[str, At[Wrapper]]] = ()
    #: Buttons outside a game it wraps the same way, by verb.
    button_wrappers: Sequence[tuple[str, At[Wrapper]]] = ()
    #: Its kinds of game (their buttons come back to it).
    games: Sequence[GameType] = ()
    #: Told of every intent first (a puzzle on screen learns the chat moved on).
    intent_seen: Callable[[Context, Intent], Awaitable[None]] | None = None
    #: Typed text before the chat's game against the AI; the first reply wins.
    typed: At[TypedHandler] | None = None
    #: A typed move when the chat has no game in play (a move tried in the review).
    typed_without_game: At[Callable[[Context, Move], Awaitable[Reply | None]]] | None = None
    #: Its game in play, or the position on screen, that typed text is for
    #: (its position reads the move: "sell the silver" sells every silver held).
    position: At[Callable[[Context], Awaitable[Turn | Spot | None]]] | None = None
    #: The position on screen typed text is for when the chat has no game in
    #: play (a move tried in the review), asked once the core has found none.
    position_without_game: At[Callable[[Context], Awaitable[Spot | None]]] | None = None
    #: Judges the player's move instead of playing it (a lesson); None lets it be played.
    move_judge: At[Callable[[Context, Turn, Move], Awaitable[Reply | None]]] | None = None
    #: What it keeps of a match the core saved finished, when the game's kind
    #: says it follows (`GameEnd`), and its button row under the result.
    after_match: At[AfterMatch] | None = None
    #: After a turn in which the player moved was saved.
    after_turn: Callable[[Context, Session], Awaitable[None]] | None = None
    #: What a board's text becomes for its session (tutor, session, text, my turn).
    board_dresser: At[Callable[[Tutor, Session, str, bool], str]] | None = None
    #: The periodic job's part (games between people: deadlines, reminders).
    sweep: Sweep | None = None
    #: Per-user fields the chat's one read also fetches for it (`ChatRead.fields`).
    chat_fields: Sequence[UserField] = ()


def _chain(features: Iterable[Feature], pick: Callable[[Feature], At[T] | None]) -> tuple[T, ...]:
    """The steps `pick` finds, by order (on a tie, in the features' order)."""
    found = [at for at in map(pick, features) if at is not None]
    return tuple(at.step for at in sorted(found, key=lambda at: at.order))


def _merged(tables: Iterable[Mapping[str, Handler]]) -> dict[str, Handler]:
    """One table from several, refusing a name that two of them answer."""
    out: dict[str, Handler] = {}
    for table in tables:
        for name, handler in table.items():
            if name in out:
                raise ValueError(f"two handlers answer {name!r}")
            out[name] = handler
    return out


def _wrapped(
    table: Mapping[str, Handler], wrappers: Iterable[tuple[str, At[Wrapper]]]
) -> dict[str, Handler]:
    """`table` with each wrapper applied to its entry, lowest order first."""
    out = dict(table)
    for name, at in sorted(wrappers, key=lambda pair: pair[1].order):
        if name not in out:
            raise ValueError(f"a feature wraps {name!r}, which nothing answers")
        out[name] = at.step(out[name])
    return out


def build_tables(
    commands: Mapping[str, Handler], buttons: Mapping[str, Handler], features: Sequence[Feature]
) -> Tables:
    """The core's `commands` and `buttons` with `features` plugged in."""
    names = [f.name for f in features]
    if len(set(names)) != len(names):
        raise ValueError(f"a feature is given twice: {names}")
    return Tables(
        commands=_wrapped(
            _merged([commands, *(f.commands for f in features)]),
            [pair for f in features for pair in f.command_wrappers],
        ),
        buttons=_wrapped(
            _merged([buttons, *(f.buttons for f in features)]),
            [pair for f in features for pair in f.button_wrappers],
        ),
        games=tuple(game for f in features for game in f.games),
        intent_seen=tuple(f.intent_seen for f in features if f.intent_seen),
        typed=_chain(features, lambda f: f.typed),
        typed_without_game=_chain(features, lambda f: f.typed_without_game),
        positions=_chain(features, lambda f: f.position),
        positions_without_game=_chain(features, lambda f: f.position_without_game),
        move_judges=_chain(features, lambda f: f.move_judge),
        after_match=_chain(features, lambda f: f.after_match),
        after_turn=tuple(f.after_turn for f in features if f.after_turn),
        board_dressers=_chain(features, lambda f: f.board_dresser),
        sweeps=tuple(f.sweep for f in features if f.sweep),
        chat_fields=tuple(dict.fromkeys(field for f in features for field in f.chat_fields)),
    )
