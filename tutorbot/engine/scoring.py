"""Scoring a finished round: camel token, rupees, the Seal and its tie-breaks."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NotRequired, TypedDict

from .cards import CAMEL_TOKEN, Card, parse_card


class RoundEnd(StrEnum):
    """What ended a round: three empty goods piles, or a market the deck can't refill."""

    TOKENS = "tokens"
    DECK = "deck"


class Tiebreak(StrEnum):
    """What gave the Seal when the rupees were equal; NONE: nothing did (no Seal)."""

    BONUS = "bonus"
    GOODS = "goods"
    NONE = "none"


_CARDS = tuple(Card)  # indexing beats calling the enum, once per token scored

#: One goods token won: the good it came from and its value.
GoodsToken = tuple[Card, int]


class ScoredRound(TypedDict):
    """`RoundResult` in the position format (its ``results``); the items,
    `goods` and `bonus`, are absent from results stored before itemising."""

    round: int
    ended_by: str  # a `RoundEnd` value
    rupees: list[int]
    camel_token: int | None
    bonus_counts: list[int]
    goods_counts: list[int]
    seal: int | None
    tiebreak: str | None  # a `Tiebreak` value
    goods: NotRequired[list[list[list[Any]]]]  # per player, [good name, value] in order
    bonus: NotRequired[list[list[int]]]  # per player, values in order


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round was scored, kept so the tutor can tell the story afterwards.

    `tiebreak` is None when the rupees decided.  `seal` is the player who took
    the Seal, or None.  `goods` and `bonus` itemise each player's tokens: goods
    tokens as (good, value) in the order taken, bonus token values likewise, so
    a score can be explained item by item.
    """

    round: int
    ended_by: RoundEnd
    rupees: tuple[int, int]
    camel_token: int | None
    bonus_counts: tuple[int, int]
    goods_counts: tuple[int, int]
    seal: int | None
    tiebreak: Tiebreak | None
    goods: tuple[tuple[GoodsToken, ...], tuple[GoodsToken, ...]] = ((), ())
    bonus: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())

    def to_dict(self) -> ScoredRound:
        """The scored round as the position dict keeps it (`ScoredRound`)."""
        return {
            "round": self.round,
            "ended_by": self.ended_by.value,
            "rupees": list(self.rupees),
            "camel_token": self.camel_token,
            "bonus_counts": list(self.bonus_counts),
            "goods_counts": list(self.goods_counts),
            "seal": self.seal,
            "tiebreak": self.tiebreak.value if self.tiebreak else None,
            "goods": [[[g.label, v] for g, v in side] for side in self.goods],
            "bonus": [list(side) for side in self.bonus],
        }

    @classmethod
    def from_dict(cls, d: ScoredRound) -> RoundResult:
        """Read `to_dict`'s form; results stored before itemising have no items."""
        goods = d.get("goods") or [[], []]
        bonus = d.get("bonus") or [[], []]
        return cls(
            round=int(d["round"]),
            ended_by=RoundEnd(d["ended_by"]),
            rupees=(int(d["rupees"][0]), int(d["rupees"][1])),
            camel_token=d["camel_token"],
            bonus_counts=(int(d["bonus_counts"][0]), int(d["bonus_counts"][1])),
            goods_counts=(int(d["goods_counts"][0]), int(d["goods_counts"][1])),
            seal=d["seal"],
            tiebreak=Tiebreak(d["tiebreak"]) if d["tiebreak"] else None,
            goods=(_items(goods[0]), _items(goods[1])),
            bonus=(tuple(int(v) for v in bonus[0]), tuple(int(v) for v in bonus[1])),
        )


def _items(side: list[list[Any]]) -> tuple[GoodsToken, ...]:
    return tuple((parse_card(name), int(value)) for name, value in side)


def camel_token_winner(herds: tuple[int, int] | list[int]) -> int | None:
    """The player with strictly more camels, or None on a tie."""
    if herds[0] == herds[1]:
        return None
    return 0 if herds[0] > herds[1] else 1


def score_round(
    round_no: int,
    ended_by: RoundEnd,
    herds: list[int],
    goods_won: list[list[int]],
    bonus_won: list[list[int]],
    goods_from: list[list[int]] | None = None,
) -> RoundResult:
    """Score a round from what each player won; pure, so tests can call it directly.

    `goods_from[p][i]` is the good that `goods_won[p][i]` came from (for the items).
    """
    camel = camel_token_winner(herds)
    rupees = [sum(goods_won[p]) + sum(bonus_won[p]) for p in (0, 1)]
    if camel is not None:
        rupees[camel] += CAMEL_TOKEN
    bonus = (len(bonus_won[0]), len(bonus_won[1]))
    goods = (len(goods_won[0]), len(goods_won[1]))
    seal: int | None
    tiebreak: Tiebreak | None = None
    if rupees[0] != rupees[1]:
        seal = 0 if rupees[0] > rupees[1] else 1
    elif bonus[0] != bonus[1]:
        seal, tiebreak = (0 if bonus[0] > bonus[1] else 1), Tiebreak.BONUS
    elif goods[0] != goods[1]:
        seal, tiebreak = (0 if goods[0] > goods[1] else 1), Tiebreak.GOODS
    else:
        seal, tiebreak = None, Tiebreak.NONE
    items: tuple[tuple[GoodsToken, ...], tuple[GoodsToken, ...]] = ((), ())
    if goods_from is not None:
        pairs = [
            tuple((_CARDS[g], v) for g, v in zip(goods_from[p], goods_won[p], strict=True))
            for p in (0, 1)
        ]
        items = (pairs[0], pairs[1])
    pair = (rupees[0], rupees[1])
    return RoundResult(
        round_no,
        RoundEnd(ended_by),
        pair,
        camel,
        bonus,
        goods,
        seal,
        tiebreak,
        items,
        (tuple(bonus_won[0]), tuple(bonus_won[1])),
    )
