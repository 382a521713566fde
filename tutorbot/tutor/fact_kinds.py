"""The kinds of fact a tutor cites, a fact as a value, and the text it is kept as.

A fact is a kind and the numbers (and card labels) that back it; the tutor
words each kind as `fact-<kind>`.  `PUBLIC_KINDS` and `NEUTRAL_KINDS` say
which kinds may be told to whom, and `encode_facts` keeps a move's facts with
the stored move so `/why` can say them again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum


class Kind(StrEnum):
    """A kind of sentence; the tutor words each as `fact-<kind>`."""

    ONLY_MOVE = "only-move"
    ENDS_ROUND = "ends-round"
    RACE_SURE_WIN = "race-sure-win"
    RACE_LIKELY_WIN = "race-likely-win"
    RACE_LIKELY_LOSS = "race-likely-loss"
    RACE_SURE_LOSS = "race-sure-loss"
    SALE_TOKENS = "sale-tokens"
    SALE_BEYOND_PILE = "sale-beyond-pile"
    SALE_BONUS = "sale-bonus"
    SALE_NO_BONUS = "sale-no-bonus"
    TAKE_SET = "take-set"
    TAKE_PILE = "take-pile"
    EXCHANGE_WORTH = "exchange-worth"
    HAND_GROWS = "hand-grows"
    HAND_FULL = "hand-full"
    CAMELS_LEAD = "camels-lead"
    CAMELS_TIE = "camels-tie"
    CAMELS_BEHIND = "camels-behind"
    LEAVES_MARKET = "leaves-market"
    OPP_BEST_TAKE = "opp-best-take"
    DRAWS = "draws"
    OPP_CAN_END = "opp-can-end"
    VERDICT_BEST = "verdict-best"
    VERDICT_BEHIND = "verdict-behind"
    VERDICT_GAIN = "verdict-gain"
    VERDICT_MINE = "verdict-mine"


#: Kinds whose facts rest only on what both players see, so the AI may say them
#: in `/why` without revealing its hand or its bonus tokens.
PUBLIC_KINDS = frozenset(
    {
        Kind.ONLY_MOVE,
        Kind.ENDS_ROUND,
        Kind.SALE_TOKENS,
        Kind.SALE_BEYOND_PILE,
        Kind.SALE_BONUS,
        Kind.SALE_NO_BONUS,
        Kind.TAKE_PILE,
        Kind.EXCHANGE_WORTH,
        Kind.HAND_GROWS,
        Kind.HAND_FULL,
        Kind.CAMELS_LEAD,
        Kind.CAMELS_TIE,
        Kind.CAMELS_BEHIND,
        Kind.LEAVES_MARKET,
        Kind.OPP_BEST_TAKE,
        Kind.DRAWS,
        Kind.OPP_CAN_END,
    }
)

#: Public kinds worded the same whoever reads them (no "you" or "I"): a move in
#: a game between two people is explained to both players alike.
NEUTRAL_KINDS = PUBLIC_KINDS - {
    Kind.HAND_GROWS,
    Kind.HAND_FULL,
    Kind.CAMELS_LEAD,
    Kind.CAMELS_BEHIND,
    Kind.LEAVES_MARKET,
    Kind.OPP_BEST_TAKE,
    Kind.OPP_CAN_END,
}

Arg = int | str
#: The arguments that are text (labels, token lists, a move); the rest are numbers.
TEXT_ARGS = frozenset({"good", "by", "end", "tokens", "next", "other", "best", "clear"})


@dataclass(frozen=True, slots=True)
class Fact:
    """One sentence's fact: its kind and the numbers (and card labels) it cites."""

    kind: Kind
    args: Mapping[str, Arg] = field(default_factory=dict)

    def encode(self) -> str:
        """`kind:a=1,b=x`: a fact kept with a stored move (for `/why`)."""
        body = ",".join(f"{k}={v}" for k, v in self.args.items())
        return f"{self.kind}:{body}"

    @classmethod
    def decode(cls, text: str) -> Fact:
        """The fact `encode` wrote (numbers back as ints); `ValueError` for anything else."""
        kind, _, body = text.partition(":")
        args: dict[str, Arg] = {}
        for pair in filter(None, body.split(",")):
            k, _, v = pair.partition("=")
            args[k] = v if k in TEXT_ARGS else int(v)
        return cls(Kind(kind), args)


def encode_facts(facts: Sequence[Fact]) -> str:
    """A move's facts as one line of text, kept with the stored move for `/why`."""
    return ";".join(f.encode() for f in facts)


def decode_facts(text: str) -> list[Fact]:
    """The facts of `encode_facts`; [] for anything else (a move stored before facts)."""
    try:
        return [Fact.decode(part) for part in text.split(";") if part]
    except ValueError:
        return []
