"""The cards and tokens of Jaipur: the one place where the component table lives.

Everything else (legality, scoring, the position format, the AI's card counting)
reads these tables, so a correction to the game's components is made here once.
Cards are small ints so that hands and the market can be plain count vectors,
which keeps the hot paths of random play and search cheap.
"""

from __future__ import annotations

from enum import IntEnum


class Card(IntEnum):
    """A card type; the order is also the canonical order in notation."""

    DIAMOND = 0
    GOLD = 1
    SILVER = 2
    CLOTH = 3
    SPICE = 4
    LEATHER = 5
    CAMEL = 6

    @property
    def label(self) -> str:
        """The lower-case English name used in notation and the position format."""
        return CARD_NAMES[self]


#: Goods are every card but the camel.
GOODS: tuple[Card, ...] = tuple(c for c in Card if c is not Card.CAMEL)
#: Diamonds, gold and silver: they must be sold at least two at a time.
PRECIOUS: frozenset[Card] = frozenset({Card.DIAMOND, Card.GOLD, Card.SILVER})
CARD_NAMES: tuple[str, ...] = tuple(c.name.lower() for c in Card)
CARD_BY_NAME: dict[str, Card] = {c.name.lower(): c for c in Card}
#: One letter per card for compact forms: diamond gold silver cloth spice(Pepper) leather caMel.
CARD_LETTERS = "DGSCPLM"
NUM_CARD_TYPES = len(Card)
CAMEL = int(Card.CAMEL)

#: Copies of each card in the box (55 in all).
CARD_COPIES: tuple[int, ...] = (6, 6, 6, 8, 8, 10, 11)
TOTAL_CARDS = sum(CARD_COPIES)

#: Goods token piles, top (taken first) to bottom.
GOODS_TOKENS: dict[Card, tuple[int, ...]] = {
    Card.DIAMOND: (7, 7, 5, 5, 5),
    Card.GOLD: (6, 6, 5, 5, 5),
    Card.SILVER: (5, 5, 5, 5, 5),
    Card.CLOTH: (5, 3, 3, 2, 2, 1, 1),
    Card.SPICE: (5, 3, 3, 2, 2, 1, 1),
    Card.LEATHER: (4, 3, 2, 1, 1, 1, 1, 1, 1),
}

#: Bonus token piles by sale size (a sale of 5 or more uses the 5 pile).
BONUS_TOKENS: dict[int, tuple[int, ...]] = {
    3: (3, 3, 2, 2, 2, 1, 1),
    4: (6, 6, 5, 5, 4, 4),
    5: (10, 10, 9, 8, 8),
}
BONUS_SIZES: tuple[int, ...] = tuple(BONUS_TOKENS)

CAMEL_TOKEN = 5
SEALS_TO_WIN = 2
TOTAL_SEALS = 3
HAND_LIMIT = 7
MARKET_SIZE = 5
HAND_DEAL = 5
MARKET_CAMELS_AT_SETUP = 3
PRECIOUS_MINIMUM = 2
MIN_EXCHANGE = 2
EMPTY_PILES_TO_END = 3


def bonus_pile_for(sold: int) -> int | None:
    """The bonus pile a sale of `sold` cards draws from, or None below three."""
    if sold < 3:
        return None
    return min(sold, 5)


def bonus_pile_of_value(value: int) -> int:
    """Which pile a bonus value came from; the piles' value ranges don't overlap."""
    for size, values in BONUS_TOKENS.items():
        if value in values:
            return size
    raise ValueError(f"no bonus token is worth {value}")


def parse_card(name: str) -> Card:
    """A card from its English name, singular or plural ("diamonds", "camel")."""
    key = name.strip().lower()
    if key in CARD_BY_NAME:
        return CARD_BY_NAME[key]
    if key.endswith("s") and key[:-1] in CARD_BY_NAME:
        return CARD_BY_NAME[key[:-1]]
    raise KeyError(name)
