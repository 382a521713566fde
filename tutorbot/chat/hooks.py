"""Where the features plug into the core: what the core calls without knowing who answers.

The core (conversation, playing, saving, render) never imports a feature.  A
feature package adds its handlers here when `tutorbot.chat` is imported, as
it adds its commands to `commands.COMMANDS` and its buttons to
`actions.PLAIN_ACTIONS`.  Every hook starts empty: the core alone plays
against the AI.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tutorbot.engine import Move
from tutorbot.store import Session, SessionStore
from tutorbot.tutor import Tutor

from .context import Context, SharedGames, Turn
from .payload import GameKind, GamePayload
from .view import Button, Intent, Outbound, Reply

#: Text that asked for something a rule forbids: (the tutor's refusal, the rule id).
Broken = tuple[str, str]

#: A game button of a kind other than a game against the AI, by its kind.
GAME_PRESSES: dict[GameKind, Callable[[Context, GamePayload], Awaitable[Reply]]] = {}

#: Told of every intent before it is handled: a feature whose screen a typed
#: move answers (a puzzle) learns that the chat went on to something else.
INTENT_SEEN: list[Callable[[Context, Intent], Awaitable[None]]] = []

#: Typed text (a move, or what a rule forbids), asked in order before the
#: chat's game against the AI (a friend game, an open lesson); the first reply
#: wins, None passes it on.
TypedHandler = Callable[[Context, Move | None, Broken | None], Awaitable[Reply | None]]
TYPED_BEFORE_GAME: list[TypedHandler] = []

#: A typed move when the chat has no game in play (a move tried in the review).
TYPED_WITHOUT_GAME: list[Callable[[Context, Move], Awaitable[Reply | None]]] = []

#: Who judges the player's move instead of playing it (a lesson, the guided
#: first game); the first reply wins, None lets the move be played.
MOVE_JUDGES: list[Callable[[Context, Turn, Move], Awaitable[Reply | None]]] = []

#: After a match against the AI was saved finished (the review keeps it).
AFTER_MATCH: list[Callable[[Context, Session], Awaitable[None]]] = []

#: Button rows under a match's result (the review's).
RESULT_ROWS: list[Callable[[Tutor], list[Button]]] = []

#: What a board's text becomes for its session (a lesson's header and task),
#: from the tutor, the session, the board's text and whether it's the player's turn.
BOARD_DRESSERS: list[Callable[[Tutor, Session, str, bool], str]] = []

#: The periodic job's parts (friend games' deadlines), run when the front end
#: keeps games between people: their store, the session store, the time now.
SWEEPS: list[Callable[[SharedGames, SessionStore, float], Awaitable[list[Outbound]]]] = []
