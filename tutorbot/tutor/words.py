"""Cards and moves in a player's language, with one emoji per card everywhere."""

from __future__ import annotations

from collections.abc import Sequence

from tutorbot.engine import Card, Exchange, Move, Sell, Take, TakeCamels
from tutorbot.engine.moves import Counts

from .locale import Messages

#: The one emoji of each card, used on the board, in buttons and in messages.
EMOJI: dict[Card, str] = {
    Card.DIAMOND: "💎",
    Card.GOLD: "🥇",
    Card.SILVER: "🥈",
    Card.CLOTH: "🧵",
    Card.SPICE: "🌶️",
    Card.LEATHER: "👜",
    Card.CAMEL: "🐪",
}


def emoji_counts(counts: Sequence[int]) -> str:
    """ "💎×2 🥇 🐪×3": each kind of card by its emoji, with how many when more
    than one; the notation of the board and of the receipts ("" when empty)."""
    return " ".join(EMOJI[Card(c)] + (f"×{n}" if n > 1 else "") for c, n in enumerate(counts) if n)


#: A no-break space: it keeps an emoji and its word on one line where text wraps.
NO_BREAK = "\u00a0"


def good_name(t: Messages, card: Card, space: str = " ") -> str:
    """The card's name with its emoji, e.g. "💎 Diamond"; `space` `NO_BREAK`
    keeps the two on one line where a text wraps."""
    return f"{EMOJI[card]}{space}{t(f'good-{card.label}')}"


def card_count(t: Messages, card: Card, count: int, case: str | None = None) -> str:
    """A number of cards of one kind, e.g. "💎 2 diamonds"; `case` "acc" as a
    move's object (Russian: "взять 1 карту золота"; the same words elsewhere)."""
    return f"{EMOJI[card]} {t(f'cards-{card.label}', case, count=count)}"


def joined(t: Messages, parts: list[str]) -> str:
    """Items as a sentence lists them: "a, b and c" ("a, b e c", "a、b、c")."""
    if len(parts) < 2:
        return "".join(parts)
    return t("list-separator").join(parts[:-1]) + t("list-last-separator") + parts[-1]


def card_list(t: Messages, counts: Counts, case: str | None = None) -> str:
    """Several kinds of cards, in card order; "nothing" when empty."""
    parts = [card_count(t, Card(c), n, case) for c, n in enumerate(counts) if n]
    return joined(t, parts) if parts else t("nothing")


def rupees(t: Messages, amount: int, case: str | None = None) -> str:
    """An amount in rupees, with the plural the language needs; `case` "acc"
    as a verb's object (Russian: "приносит 1 рупию"; the same words elsewhere)."""
    return t("rupees", case, count=amount)


#: The attribute of each `cards-*` message (and of `rupees`) that names cards
#: (or rupees) as a verb's object.
OBJECT = "acc"
#: The attribute of each `level-*` message that names a level after "against"
#: (Russian: the genitive, "против Новичка"; the same words elsewhere).
AGAINST = "gen"


def describe_move(t: Messages, move: Move, market_camels: int = 0) -> str:
    """A move in words ("take 💎 1 diamond", "sell 🧵 3 cloth" ...)."""
    if isinstance(move, Take):
        return t("move-take", cards=card_count(t, move.good, 1, OBJECT))
    if isinstance(move, TakeCamels):
        return t("move-camels", count=market_camels)
    if isinstance(move, Exchange):
        taken, given = card_list(t, move.taken, OBJECT), card_list(t, move.given, OBJECT)
        return t("move-exchange", taken=taken, given=given)
    assert isinstance(move, Sell)
    return t("move-sell", cards=card_count(t, move.good, move.number, OBJECT))
