"""First-time notes: what the tutor explains once in a player's history.

The chat layer reports what just happened as events; the tutor turns the ones
the player hasn't seen into notes, according to the player's tutor mode.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from tutorbot.engine import Game, Move, MoveKind


class TutorMode(StrEnum):
    FULL = "full"  # refusals and every first-time note
    HINTS = "hints"  # refusals (and hints on request) only
    OFF = "off"  # refusals only, as short as possible


FIRST_EXCHANGE = "first-exchange"
FIRST_BIG_SALE = "first-big-sale"
FIRST_CAMELS = "first-camels"
ROUND_END_TOKENS = "round-end-tokens"
ROUND_END_DECK = "round-end-deck"
CAMEL_TOKEN = "camel-token"
TIEBREAK = "tiebreak"
NOTES: tuple[str, ...] = (
    FIRST_EXCHANGE,
    FIRST_BIG_SALE,
    FIRST_CAMELS,
    ROUND_END_TOKENS,
    ROUND_END_DECK,
    CAMEL_TOKEN,
    TIEBREAK,
)


@dataclass(frozen=True)
class Event:
    """Something worth a note, with the numbers the note shows."""

    note: str
    args: dict[str, object] = field(default_factory=dict)


def events_after(move: Move, mover: int, player: int, game: Game) -> list[Event]:
    """Events for `player` after `mover` played `move` (game already updated)."""
    events: list[Event] = []
    if mover == player:
        if move.kind is MoveKind.EXCHANGE:
            events.append(Event(FIRST_EXCHANGE))
        elif move.kind is MoveKind.CAMELS:
            events.append(Event(FIRST_CAMELS))
        elif move.kind is MoveKind.SELL and move.number >= 3 and game.bonus_won[player]:
            bonus = game.bonus_won[player][-1]
            events.append(Event(FIRST_BIG_SALE, {"count": move.number, "bonus": bonus}))
    if game.round_over:
        events.append(Event(ROUND_END_TOKENS if game.round_end == "tokens" else ROUND_END_DECK))
        result = game.last_result
        if result.camel_token is not None:
            events.append(Event(CAMEL_TOKEN))
        if result.tiebreak in ("bonus", "goods"):
            events.append(Event(TIEBREAK, {"by": result.tiebreak}))
    return events
