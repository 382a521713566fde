"""Scoring a finished round: camel token, rupees, the Seal and its tie-breaks."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CAMEL_TOKEN


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round was scored, kept so the tutor can tell the story afterwards.

    `tiebreak` is None when the rupees decided, "bonus" or "goods" when that
    count of tokens decided, and "none" when even those were equal (then no
    Seal is given).  `seal` is the player who took the Seal, or None.
    """

    round: int
    ended_by: str  # "tokens" or "deck"
    rupees: tuple[int, int]
    camel_token: int | None
    bonus_counts: tuple[int, int]
    goods_counts: tuple[int, int]
    seal: int | None
    tiebreak: str | None

    def to_dict(self) -> dict:
        return {
            "round": self.round,
            "ended_by": self.ended_by,
            "rupees": list(self.rupees),
            "camel_token": self.camel_token,
            "bonus_counts": list(self.bonus_counts),
            "goods_counts": list(self.goods_counts),
            "seal": self.seal,
            "tiebreak": self.tiebreak,
        }

    @classmethod
    def from_dict(cls, d: dict) -> RoundResult:
        return cls(
            round=d["round"],
            ended_by=d["ended_by"],
            rupees=tuple(d["rupees"]),
            camel_token=d["camel_token"],
            bonus_counts=tuple(d["bonus_counts"]),
            goods_counts=tuple(d["goods_counts"]),
            seal=d["seal"],
            tiebreak=d["tiebreak"],
        )


def camel_token_winner(herds: tuple[int, int] | list[int]) -> int | None:
    """The player with strictly more camels, or None on a tie."""
    if herds[0] == herds[1]:
        return None
    return 0 if herds[0] > herds[1] else 1


def score_round(
    round_no: int,
    ended_by: str,
    herds: list[int],
    goods_won: list[list[int]],
    bonus_won: list[list[int]],
) -> RoundResult:
    """Score a round from what each player won; pure, so tests can call it directly."""
    camel = camel_token_winner(herds)
    rupees = [sum(goods_won[p]) + sum(bonus_won[p]) for p in (0, 1)]
    if camel is not None:
        rupees[camel] += CAMEL_TOKEN
    bonus = (len(bonus_won[0]), len(bonus_won[1]))
    goods = (len(goods_won[0]), len(goods_won[1]))
    seal: int | None
    tiebreak: str | None = None
    if rupees[0] != rupees[1]:
        seal = 0 if rupees[0] > rupees[1] else 1
    elif bonus[0] != bonus[1]:
        seal, tiebreak = (0 if bonus[0] > bonus[1] else 1), "bonus"
    elif goods[0] != goods[1]:
        seal, tiebreak = (0 if goods[0] > goods[1] else 1), "goods"
    else:
        seal, tiebreak = None, "none"
    pair = (rupees[0], rupees[1])
    return RoundResult(round_no, ended_by, pair, camel, bonus, goods, seal, tiebreak)
