"""The one-line receipt after a player's own move: what it did, with its numbers.

A learner should never have to work out from a jump in the totals what a move
earned: a sale lists its tokens, its bonus token 🏅 (its value is the seller's
own: the other player never reads it) and the total 💰, the board's own signs;
a take or an exchange says how full the hand now is, a take of camels how big
the herd.  Within a phone's 36 columns for all but the longest sales.
"""

from __future__ import annotations

from tutorbot.engine import Exchange, Move, Sell, Take, TakeCamels
from tutorbot.engine.cards import NUM_CARD_TYPES, Card
from tutorbot.engine.moves import Counts

from .locale import Messages
from .words import EMOJI


def cards_short(counts: Counts) -> str:
    """Cards as emoji, a count before any kind given twice or more: "2🐪🧵"."""
    parts = []
    for card, n in enumerate(counts):
        if n:
            parts.append(EMOJI[Card(card)] if n == 1 else f"{n}{EMOJI[Card(card)]}")
    return "".join(parts)


def receipt(
    t: Messages,
    move: Move,
    hand: int,
    herd: int,
    camels: int = 0,
    tokens: tuple[int, ...] = (),
    bonus: int = 0,
) -> str:
    """The receipt of `move` just played: `hand` and `herd` are the mover's after
    it, `camels` those the market showed before it, `tokens` the goods tokens a
    sale banked and `bonus` its bonus token."""
    if isinstance(move, Sell):
        sold = [0] * NUM_CARD_TYPES
        sold[move.good] = move.number
        return t(
            "receipt-sale",
            cards=cards_short(tuple(sold)),
            tokens="+".join(str(v) for v in tokens) or "0",
            bonus=bonus,
            total=sum(tokens) + bonus,
        )
    if isinstance(move, Take):
        return t("receipt-take", cards=EMOJI[move.good], hand=hand)
    if isinstance(move, TakeCamels):
        return t("receipt-camels", count=camels, herd=herd)
    assert isinstance(move, Exchange)
    return t(
        "receipt-exchange",
        given=cards_short(move.given),
        taken=cards_short(move.taken),
        hand=hand,
    )
