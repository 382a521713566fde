"""Exceptions of the engine, each precise enough for the tutor to explain."""

from __future__ import annotations

from .refusals import Refusal, RefusalDetails


class IllegalMove(ValueError):
    """A move that breaks a rule.

    `refusal` says which rule, how, and the numbers the tutor needs to explain
    it in the player's situation (e.g. `hand_after` 8 for the hand limit).

    Built as ``IllegalMove(refusal, move)``.  The older call
    ``IllegalMove(rule, move, refusal=refusal)`` (what ``**found[1]`` of the
    legacy `Game.refusal` tuple gives) is still accepted while callers move over.
    """

    def __init__(self, why: Refusal | str, move: object = None, /, **legacy: Refusal) -> None:
        refusal = legacy.get("refusal") if isinstance(why, str) else why
        if refusal is None or refusal.rule != str(getattr(why, "rule", why)):
            raise TypeError("IllegalMove(rule, move) needs refusal=Refusal(rule, ...)")
        self.refusal = refusal
        self.rule = refusal.rule
        self.reason = refusal.reason
        self.details: RefusalDetails = refusal.details
        self.move = move
        text = f"{move} breaks" if move is not None else "refused by"
        super().__init__(f"{text} {refusal}")


class MoveParseError(ValueError):
    """A move string that isn't valid notation; the message says what is wrong."""


class PositionError(ValueError):
    """A position dict that cannot be a real Jaipur position."""
