"""Exceptions of the engine, each precise enough for the tutor to explain."""

from __future__ import annotations

from typing import Any


class IllegalMove(ValueError):
    """A move that breaks a rule.

    `rule` is a rule id from `tutorbot.engine.rules`; `details` carries the
    numbers the tutor needs to explain the refusal in the player's situation
    (e.g. ``{"hand_after": 8}`` for the hand limit), so nobody has to re-derive
    them from the position.
    """

    def __init__(self, rule: str, move: object = None, **details: Any) -> None:
        self.rule = rule
        self.move = move
        self.details: dict[str, Any] = details
        extra = ", ".join(f"{k}={v}" for k, v in details.items())
        text = f"{move} breaks {rule}" if move is not None else f"refused by {rule}"
        super().__init__(f"{text} ({extra})" if extra else text)


class MoveParseError(ValueError):
    """A move string that isn't valid notation; the message says what is wrong."""


class PositionError(ValueError):
    """A position dict that cannot be a real Jaipur position."""
