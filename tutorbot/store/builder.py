"""The move a player is putting together with buttons, one tap at a time.

It lives in the session (so a tap on any replica continues it) and is stored
as a small dict with the keys it always had (`mode`, `good`, `take`, `give`,
`camels`), so sessions saved before it was typed still load.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from tutorbot.engine import Card, Exchange, Move
from tutorbot.engine.cards import GOODS


class Step(StrEnum):
    """Which menu the board shows while a move is being built."""

    TAKE = "take"
    SELL = "sell"
    EXCHANGE = "exchange"


def slots(counts: Sequence[int]) -> list[int]:
    """One entry per card (goods only), in card order: what exchange toggles index."""
    return [c for c in GOODS for _ in range(counts[c])]


@dataclass
class MoveBuilder:
    """A move being built: the step, the good picked for a sale, and for an
    exchange the market and hand slots picked plus the camels given."""

    step: Step
    good: int | None = None
    take: list[int] = field(default_factory=list)
    give: list[int] = field(default_factory=list)
    camels: int = 0

    @classmethod
    def exchange(cls) -> MoveBuilder:
        """A builder at the exchange's first step, nothing picked yet."""
        return cls(Step.EXCHANGE)

    def toggle_take(self, index: int) -> None:
        """Pick the market card at `index` to take, or unpick it."""
        self.take = sorted(set(self.take) ^ {index})

    def toggle_give(self, index: int) -> None:
        """Pick the hand card at `index` to give, or unpick it."""
        self.give = sorted(set(self.give) ^ {index})

    def add_camels(self, step: int, herd: int) -> None:
        """One camel more (`step` 1) or fewer (-1), between none and the whole herd."""
        self.camels = min(max(self.camels + step, 0), herd)

    def exchange_move(self, market: Sequence[int], hand: Sequence[int]) -> Exchange:
        """The exchange picked so far, given the market's and the hand's counts."""
        market_slots, hand_slots = slots(market), slots(hand)
        taken = [Card(market_slots[i]) for i in self.take if i < len(market_slots)]
        given = [Card(hand_slots[i]) for i in self.give if i < len(hand_slots)]
        given += [Card.CAMEL] * self.camels
        return Move.exchange(taken, given)

    # ------------------------------------------------------------ storage
    def to_dict(self) -> dict[str, Any]:
        """The builder as JSON, kept with the session between taps."""
        body: dict[str, Any] = {"mode": self.step.value}
        if self.good is not None:
            body["good"] = self.good
        if self.step is Step.EXCHANGE:
            body.update(take=self.take, give=self.give, camels=self.camels)
        return body

    @classmethod
    def from_dict(cls, body: dict[str, Any] | None) -> MoveBuilder | None:
        """The builder `to_dict` wrote (None: no move being built)."""
        if not body:
            return None
        return cls(
            Step(body["mode"]),
            good=body.get("good"),
            take=list(body.get("take", [])),
            give=list(body.get("give", [])),
            camels=int(body.get("camels", 0)),
        )
