"""The one-line receipt after a player's own move: what it did, with its numbers.

A learner should never have to work out from a jump in the totals what a move
earned: a sale lists its tokens, its bonus token 🏅 (its value is the seller's
own: the other player never reads it) and the total 💰, the board's own signs;
a take or an exchange says how full the hand now is, a take of camels how big
the herd.  Cards are written as on the board ("🐪×2 🧵"); an exchange takes
two lines, its cards on the second, so even a 4-for-4 one stays within a
phone's 36 columns; so does any sale but the longest.
"""

from __future__ import annotations

from tutorbot.engine import Exchange, Move, Sell, Take, TakeCamels
from tutorbot.engine.cards import NUM_CARD_TYPES

from .locale import Messages
from .words import EMOJI, emoji_counts


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
        cards, total = emoji_counts(sold), sum(tokens) + bonus
        if not tokens:  # the pile was empty: only a bonus token, if any, is earned
            return t("receipt-sale-no-tokens", cards=cards, bonus=bonus, total=total)
        tokens_text = "+".join(str(v) for v in tokens)
        return t("receipt-sale", cards=cards, tokens=tokens_text, bonus=bonus, total=total)
    if isinstance(move, Take):
        return t("receipt-take", cards=EMOJI[move.good], hand=hand)
    if isinstance(move, TakeCamels):
        return t("receipt-camels", count=camels, herd=herd)
    assert isinstance(move, Exchange)
    return t(
        "receipt-exchange",
        given=emoji_counts(move.given),
        taken=emoji_counts(move.taken),
        hand=hand,
    )
