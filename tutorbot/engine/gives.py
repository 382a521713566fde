"""What a hand can give back in an exchange: listed, and counted without listing.

An exchange's give depends only on the hand, the camels it may use and the
take it answers, so the answers are cached per hand (`Gives`, `hand_gives`) and
per hand's goods (`goods_gives`): the same hand meets the same takes in market
after market.  Counting the gives (`give_count`) needs only the counts of the
goods a give may use (`give_profile`), a few hundred cases in all, which is how
`legal.LegalMoves` knows its length without building a move.
"""

from __future__ import annotations

from functools import lru_cache

from .cards import CAMEL, HAND_LIMIT, MARKET_SIZE
from .moves import NO_CARDS, Counts, Move, exchange_of

#: The bits of the goods types in a type mask (camels apart).
GOODS_MASK = (1 << CAMEL) - 1


def submultisets(counts: Counts, limit: int) -> tuple[tuple[Counts, int, int], ...]:
    """Every non-empty sub-multiset of `counts` with at most `limit` cards.

    Each comes with its size and a bitmask of the card types in it.
    """
    results: list[tuple[Counts, int, int]] = [(NO_CARDS, 0, 0)]
    for card, available in enumerate(counts):
        if not available:
            continue
        grown: list[tuple[Counts, int, int]] = []
        for vec, size, mask in results:
            for n in range(1, min(available, limit - size) + 1):
                new = list(vec)
                new[card] = n
                grown.append((tuple(new), size + n, mask | (1 << card)))
        results.extend(grown)
    return tuple(r for r in results if r[1])


def compatible_gives(hand: Counts, camels_max: int, n: int, tmask: int) -> tuple[Counts, ...]:
    """The gives of `n` cards (two or more) from `hand`, with at most
    `camels_max` camels, that share no goods type with `tmask`.

    The order is fixed: goods-only gives first, then each goods give (the
    empty one first) completed with camels, each in `submultisets` order.
    Filtering the hand's cached goods gives costs a few microseconds, so a
    random player drawing one exchange never builds the hand's whole table."""
    goods = goods_gives(hand[:CAMEL])
    found = [given for given, size, mask in goods if size == n and not tmask & mask]
    if camels_max > 0:
        for given, size, mask in ((NO_CARDS, 0, 0), *goods):
            camels = n - size
            if 0 < camels <= camels_max and not tmask & mask:
                found.append(given[:CAMEL] + (camels,))
    return tuple(found)


def give_cap(hand: Counts, herd: int) -> int:
    """How many camels a give may use: the hand grows by each camel given, so
    no more than its room, and none when it is full."""
    room = HAND_LIMIT - sum(hand)
    return min(herd, room) if room > 0 else 0


class Gives:
    """What one hand may give back in an exchange, with at most `cap` camels,
    by (cards taken, types taken).  Shared by every market the hand meets, so
    each answer is worked out once per hand."""

    __slots__ = ("hand", "cap", "memo", "made")

    def __init__(self, hand: Counts, cap: int) -> None:
        self.hand, self.cap = hand, cap
        self.memo: dict[tuple[int, int], tuple[Counts, ...]] = {}
        self.made: dict[Counts, tuple[Move, ...]] = {}

    def compatible(self, n: int, tmask: int) -> tuple[Counts, ...]:
        """The gives of `n` cards that share no goods type with `tmask`."""
        key = (n, tmask)
        found = self.memo.get(key)
        if found is None:
            found = compatible_gives(self.hand, self.cap, n, tmask)
            self.memo[key] = found
        return found

    def exchanges(self, taken: Counts, n: int, tmask: int) -> tuple[Move, ...]:
        """The exchanges taking `taken` (of `n` cards, types `tmask`), built once
        per hand: the same hand meets the same takes in market after market."""
        found = self.made.get(taken)
        if found is None:
            found = tuple([exchange_of(taken, given) for given in self.compatible(n, tmask)])
            self.made[taken] = found
        return found


@lru_cache(maxsize=1 << 11)
def goods_gives(goods: Counts) -> tuple[tuple[Counts, int, int], ...]:
    """What a hand's goods (camels apart) can give: every non-empty sub-multiset
    of at most five cards, with its size and types.  At most 1,716 hands exist."""
    return submultisets(goods + (0,), MARKET_SIZE)


@lru_cache(maxsize=1 << 12)
def hand_gives(hand: Counts, cap: int) -> Gives:
    """The shared `Gives` of one hand and camel cap (cached: a hand meets many markets)."""
    return Gives(hand, cap)


def give_profile(goods: Counts, allowed: int) -> tuple[int, ...]:
    """The counts of the goods a give may use (types in `allowed`), sorted: how
    many gives a hand has depends on nothing else, so hands share one count."""
    return tuple(sorted([n for g, n in enumerate(goods) if n and allowed >> g & 1]))


@lru_cache(maxsize=1 << 12)
def hand_give_counts(goods: Counts, cap: int) -> tuple[int, dict[int, int]]:
    """How many gives one hand (its goods, and `cap` camels it may give) has
    for each give key, filled as markets ask, with the mask that keeps of a key
    only what matters to this hand: the size, and the allowed types it holds.
    A hand meets the same few keys turn after turn, and a dictionary lookup
    costs far less than sorting its profile again.  At most 4 sizes times the
    subsets of the types it holds; a few dozen in practice."""
    held = sum(1 << g for g, n in enumerate(goods) if n)
    return ~GOODS_MASK | held, {}


@lru_cache(maxsize=1 << 12)
def give_count(n: int, camels: int, profile: tuple[int, ...]) -> int:
    """How many gives of `n` cards exist: goods held `profile` (a count per type)
    and up to `camels` camels, at least one card of goods or camels."""
    ways = [1] + [0] * n  # ways[k]: sub-multisets of k goods cards
    for held in profile:
        grown = [0] * (n + 1)
        for k, w in enumerate(ways):
            if w:
                for j in range(min(held, n - k) + 1):
                    grown[k + j] += w
        ways = grown
    return sum(ways[n - c] for c in range(min(camels, n) + 1))
