"""First-time notes: what the tutor explains once in a player's history.

The chat layer reports what just happened as events; the tutor turns the ones
the player hasn't seen into notes, according to the player's tutor mode.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from tutorbot.engine import Exchange, Game, Move, Sell, TakeCamels, Tiebreak


class TutorMode(StrEnum):
    FULL = "full"  # refusals and every first-time note
    HINTS = "hints"  # refusals (and hints on request) only
    OFF = "off"  # refusals only, as short as possible


class NoteId(StrEnum):
    """A first-time note; the tutor has `note-<id>` for each."""

    FIRST_EXCHANGE = "first-exchange"
    FIRST_BIG_SALE = "first-big-sale"
    FIRST_CAMELS = "first-camels"
    CAMEL_TOKEN = "camel-token"
    TIEBREAK = "tiebreak"


#: Every note id, in the enum's order.
NOTES: tuple[NoteId, ...] = tuple(NoteId)

#: The notes about how a round was scored: they follow the round's account
#: (which announces the end first), where the other notes, about a move,
#: come right after that move.
ROUND_NOTES: frozenset[NoteId] = frozenset({NoteId.CAMEL_TOKEN, NoteId.TIEBREAK})


@dataclass(frozen=True)
class Event:
    """Something worth a note, with the numbers the note shows."""

    note: NoteId
    args: dict[str, object] = field(default_factory=dict)


def events_after(move: Move, mover: int, player: int, game: Game) -> list[Event]:
    """Events for `player` after `mover` played `move` (game already updated)."""
    events: list[Event] = []
    if mover == player:
        if isinstance(move, Exchange):
            events.append(Event(NoteId.FIRST_EXCHANGE))
        elif isinstance(move, TakeCamels):
            events.append(Event(NoteId.FIRST_CAMELS))
        elif isinstance(move, Sell) and move.number >= 3 and game.bonus_won[player]:
            bonus = game.bonus_won[player][-1]
            events.append(Event(NoteId.FIRST_BIG_SALE, {"count": move.number, "bonus": bonus}))
    result = game.last_result
    if game.round_over and result is not None:
        # Why the round ended is said by every round's account: no note repeats it.
        if result.camel_token is not None:
            # the note quotes this round's herds and whose took the token
            herds = {"mine": game.herds[player], "theirs": game.herds[1 - player]}
            who = "me" if result.camel_token == player else "opponent"
            events.append(Event(NoteId.CAMEL_TOKEN, {"who": who, **herds}))
        if result.tiebreak in (Tiebreak.BONUS, Tiebreak.GOODS):
            events.append(Event(NoteId.TIEBREAK, {"by": result.tiebreak}))
    return events
