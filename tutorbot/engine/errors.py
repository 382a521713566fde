"""Exceptions of the engine, each precise enough for the tutor to explain."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from .refusals import Refusal, RefusalDetails


class IllegalMove(ValueError):
    """A move that breaks a rule.

    `refusal` says which rule, how, and the numbers the tutor needs to explain
    it in the player's situation (e.g. `hand_after` 8 for the hand limit).

    Built as ``IllegalMove(refusal, move)``, the refusal from `Game.refusal_of`
    or `check_move`.
    """

    def __init__(self, refusal: Refusal, move: object = None, /) -> None:
        self.refusal = refusal
        self.rule = refusal.rule
        self.reason = refusal.reason
        self.details: RefusalDetails = refusal.details
        self.move = move
        text = f"{move} breaks" if move is not None else "refused by"
        super().__init__(f"{text} {refusal}")


class ParseProblem(StrEnum):
    """Why a typed move could not be read; the tutor words each one.

    SELL_MIXED, SELL_CAMELS and TAKE_SEVERAL are well-formed requests that
    break a rule, so they come with that rule's id and are explained like
    refusals.  AMBIGUOUS is no error of the text: several moves of the
    position fit it, and the player is asked which.
    """

    EMPTY = "empty"
    UNKNOWN_ACTION = "unknown-action"  # word, suggestion ("none" when no close match)
    UNKNOWN_CARD = "unknown-card"  # word, suggestion
    NO_CARDS = "no-cards"  # side: "take" or "give"
    BAD_NUMBER = "bad-number"  # word
    BARE_NUMBER = "bare-number"
    SELL_FORM = "sell-form"
    TAKE_FORM = "take-form"
    EXCHANGE_FORM = "exchange-form"
    CAMELS_FORM = "camels-form"
    JOIN_FORM = "join-form"
    SELL_MIXED = "sell-mixed"  # goods: labels; rule sell.one_type
    SELL_CAMELS = "sell-camels"  # rule sell.one_type
    TAKE_SEVERAL = "take-several"  # count; rule take.single or take.goods_or_camels
    AMBIGUOUS = "ambiguous"  # moves: several legal moves fit the text equally


class MoveParseError(ValueError):
    """A move string that isn't valid notation.

    `problem` and `details` are for the tutor, which words them in the
    player's language; `rule` is set when the text asks for something a rule
    forbids; the English message is for logs and tests.
    """

    def __init__(
        self,
        message: str,
        problem: ParseProblem = ParseProblem.EMPTY,
        rule: str | None = None,
        **details: Any,
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.rule = rule
        self.details: dict[str, Any] = details


class PositionError(ValueError):
    """A position dict that cannot be a real Jaipur position."""
