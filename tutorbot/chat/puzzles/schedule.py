"""When a puzzle comes back: FSRS (the `fsrs` package), one card per puzzle.

A solved puzzle is rated Good, a failed one Again.  A new or failed puzzle
comes back after `STEP` (the same session, while the idea is fresh); solved
again, it graduates and returns after FSRS's growing intervals (days, then
weeks).  Fuzzing is off, so the same answers at the same times give the same
schedule (and tests can inject the clock).  The schedule is kept as JSON text
with the puzzle (`tutorbot.store.puzzles`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from fsrs import Card, Rating, Scheduler

#: A new or failed puzzle's next try.
STEP = timedelta(minutes=10)
SCHEDULER = Scheduler(
    learning_steps=(STEP,), relearning_steps=(STEP,), enable_fuzzing=False, maximum_interval=365
)


@dataclass
class Schedule:
    """One puzzle's card, and what the player did with it."""

    card: dict[str, Any]
    solved: int = 0
    failed: int = 0
    first: bool | None = None  # the first attempt's result (None: not tried yet)

    @property
    def due(self) -> float:
        """When the puzzle is due (seconds since the epoch)."""
        return Card.from_dict(self.card).due.timestamp()  # type: ignore[arg-type]

    def to_json(self) -> str:
        body = {"c": self.card, "s": self.solved, "f": self.failed, "1": self.first}
        return json.dumps(body, separators=(",", ":"))

    @classmethod
    def from_json(cls, raw: str) -> Schedule:
        body = json.loads(raw)
        return cls(body["c"], body["s"], body["f"], body["1"])


def _at(now: float) -> datetime:
    return datetime.fromtimestamp(now, UTC)


def new_schedule(now: float) -> Schedule:
    """A puzzle made now: due at once."""
    card = Card(card_id=1, due=_at(now))
    return Schedule(dict(card.to_dict()))


def answered(schedule: Schedule, solved: bool, now: float) -> Schedule:
    """The schedule after an answer at `now`."""
    card = Card.from_dict(schedule.card)  # type: ignore[arg-type]
    card, _ = SCHEDULER.review_card(card, Rating.Good if solved else Rating.Again, _at(now))
    return Schedule(
        dict(card.to_dict()),
        schedule.solved + solved,
        schedule.failed + (not solved),
        solved if schedule.first is None else schedule.first,
    )
