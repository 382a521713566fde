"""Legality of moves, by rule id, and generation of every legal move.

Both work on the three things a player can see of their own situation (hand,
herd, market), so the same code serves the true game and a player's
observation.  What a market offers and what a hand's goods can give are cached
on their count vectors (a few hundred markets and at most 1,716 goods hands
exist; see `CACHES` for the bounds), and the exchanges a hand makes with a take
are built once per hand, only when someone lists them; a whole listing is not
cached, since on fresh deals it is hardly ever met twice and those tables were
most of a long-lived process's memory.

`Game.legal_moves()` returns a `LegalMoves` view: its length is counted (how
many gives a take allows depends only on the counts of the goods a give may
use, a few hundred cases in all), one index is unranked, and the whole list is
built only by whoever iterates it.  A random player pays for one move, not for
the hundred exchanges a position may allow.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from random import Random
from typing import overload

from . import rules as R
from .cards import (
    CAMEL,
    GOODS,
    HAND_LIMIT,
    MARKET_SIZE,
    MIN_EXCHANGE,
    PRECIOUS,
    PRECIOUS_MINIMUM,
    Card,
)
from .moves import CAMELS, NO_CARDS, Counts, Exchange, Move, Sell, Take, TakeCamels, exchange_of
from .refusals import Reason, Refusal
from .refusals import RefusalDetails as D


def _missing(wanted: Counts, have: Counts) -> tuple[Card, ...]:
    return tuple(Card(i) for i, n in enumerate(wanted) if n > have[i])


def check_move(move: Move, hand: Counts, herd: int, market: Counts) -> Refusal | None:
    """The first rule `move` breaks, with the numbers behind it, or None."""
    size = sum(hand)
    if isinstance(move, Sell):
        good = move.good
        if move.taken != NO_CARDS:
            return Refusal(R.TURN_TAKE_OR_SELL, Reason.SELL_AND_TAKE, D(good=good))
        if good is Card.CAMEL:
            return Refusal(R.SELL_ONE_TYPE, Reason.CAMELS_NOT_GOODS, D(good=good))
        held = hand[good]
        if move.number > held:
            details = D(good=good, held=held, asked=move.number)
            return Refusal(R.SELL_ONE_TYPE, Reason.MORE_THAN_HELD, details)
        if good in PRECIOUS and move.number < PRECIOUS_MINIMUM:
            return Refusal(
                R.SELL_PRECIOUS_MINIMUM, Reason.PRECIOUS_TOO_FEW, D(good=good, held=held)
            )
        return None
    if isinstance(move, Take):
        if move.good is Card.CAMEL:
            return Refusal(R.TAKE_CAMELS_ALL, Reason.ONE_CAMEL, D(market_camels=market[CAMEL]))
        if market[move.good] == 0:
            details = D(good=move.good, cards=(move.good,))
            return Refusal(R.TAKE_SINGLE, Reason.NOT_IN_MARKET, details)
        if size + 1 > HAND_LIMIT:
            return Refusal(R.HAND_LIMIT_SEVEN, Reason.HAND_FULL, D(hand=size, hand_after=size + 1))
        return None
    if isinstance(move, TakeCamels):
        if market[CAMEL] == 0:
            return Refusal(R.TAKE_CAMELS_ALL, Reason.NO_CAMELS, D(market_camels=0))
        return None
    assert isinstance(move, Exchange)
    taken, given = move.taken, move.given
    n_taken, n_given = sum(taken), sum(given)
    if taken[CAMEL]:
        return Refusal(R.TAKE_GOODS_OR_CAMELS, Reason.CAMELS_IN_EXCHANGE, D(taken=n_taken))
    missing = _missing(taken, market)
    if missing:
        return Refusal(R.TAKE_SINGLE, Reason.NOT_IN_MARKET, D(cards=missing))
    counted = D(taken=n_taken, given=n_given)
    if n_taken != n_given:
        return Refusal(R.EXCHANGE_SAME_NUMBER, Reason.UNEVEN_EXCHANGE, counted)
    if n_taken < MIN_EXCHANGE:
        return Refusal(R.EXCHANGE_MINIMUM_TWO, Reason.EXCHANGE_TOO_SMALL, counted)
    both = tuple(Card(i) for i in GOODS if taken[i] and given[i])
    if both:
        return Refusal(R.EXCHANGE_SAME_TYPE, Reason.SAME_GOOD_BOTH_WAYS, D(cards=both))
    missing = _missing(given, hand[:CAMEL] + (herd,))
    if missing:
        return Refusal(R.EXCHANGE_SAME_NUMBER, Reason.NOT_HELD, D(cards=missing))
    after = size + n_taken - (n_given - given[CAMEL])
    if after > HAND_LIMIT:
        details = D(hand=size, hand_after=after, camels=given[CAMEL])
        return Refusal(R.HAND_LIMIT_SEVEN, Reason.HAND_FULL, details)
    return None


def _submultisets(counts: Counts, limit: int) -> tuple[tuple[Counts, int, int], ...]:
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


def _compatible_gives(hand: Counts, camels_max: int, n: int, tmask: int) -> tuple[Counts, ...]:
    """The gives of `n` cards (two or more) from `hand`, with at most
    `camels_max` camels, that share no goods type with `tmask`.

    The order is fixed: goods-only gives first, then each goods give (the
    empty one first) completed with camels, each in `_submultisets` order.
    Filtering the hand's cached goods gives costs a few microseconds, so a
    random player drawing one exchange never builds the hand's whole table."""
    goods = _goods_gives(hand[:CAMEL])
    found = [given for given, size, mask in goods if size == n and not tmask & mask]
    if camels_max > 0:
        for given, size, mask in ((NO_CARDS, 0, 0), *goods):
            camels = n - size
            if 0 < camels <= camels_max and not tmask & mask:
                found.append(given[:CAMEL] + (camels,))
    return tuple(found)


def _give_cap(hand: Counts, herd: int) -> int:
    """How many camels a give may use: the hand grows by each camel given, so
    no more than its room, and none when it is full."""
    room = HAND_LIMIT - sum(hand)
    return min(herd, room) if room > 0 else 0


class _Gives:
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
            found = _compatible_gives(self.hand, self.cap, n, tmask)
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
def _goods_gives(goods: Counts) -> tuple[tuple[Counts, int, int], ...]:
    """What a hand's goods (camels apart) can give: every non-empty sub-multiset
    of at most five cards, with its size and types.  At most 1,716 hands exist."""
    return _submultisets(goods + (0,), MARKET_SIZE)


@lru_cache(maxsize=1 << 12)
def _gives(hand: Counts, cap: int) -> _Gives:
    return _Gives(hand, cap)


@lru_cache(maxsize=1 << 10)
def _takes(market: Counts) -> tuple[tuple[Counts, int, int], ...]:
    """The goods an exchange could take from this market (two cards or more)."""
    offer = _submultisets(market[:CAMEL] + (0,), MARKET_SIZE)
    return tuple(t for t in offer if t[1] >= MIN_EXCHANGE)


@lru_cache(maxsize=1 << 10)
def _market(
    market: Counts,
) -> tuple[
    tuple[Move, ...],
    tuple[Move, ...],
    tuple[tuple[Counts, int, int], ...],
    tuple[int, ...],
]:
    """What a market offers: the takes with room in hand and with a full hand,
    the exchanges' takes, and for each of those a give key (`_SIZE_SHIFT`): its
    size and the goods types a give may use.  One lookup per move keeps random playouts cheap."""
    camels: tuple[Move, ...] = (CAMELS_MOVE,) if market[CAMEL] else ()
    takes = tuple(TAKE_MOVES[i] for i in GOODS if market[i]) + camels
    exchanges = _takes(market)
    keys = tuple(n << _SIZE_SHIFT | GOODS_MASK ^ tmask for _, n, tmask in exchanges)
    return takes, camels, exchanges, keys


def _take_moves(market: Counts, hand_full: bool) -> tuple[Move, ...]:
    """Takes of one good (not with a full hand) and of the camels."""
    info = _market(market)
    return info[1] if hand_full else info[0]


@lru_cache(maxsize=1 << 13)
def _sell_moves(hand: Counts) -> tuple[Move, ...]:
    """Every sale this hand allows."""
    moves: list[Move] = []
    for good in GOODS:
        low = PRECIOUS_MINIMUM if good in PRECIOUS else 1
        moves.extend(SELL_MOVES[good][low : hand[good] + 1])
    return tuple(moves)


def _clip(herd: int) -> int:
    # A herd bigger than the market can never give more: share cache entries.
    return herd if herd < MARKET_SIZE else MARKET_SIZE


def legal_moves_for(hand: Counts, herd: int, market: Counts) -> tuple[Move, ...]:
    """Every legal move, without duplicates, in a stable order."""
    return _legal_moves(hand, _clip(herd), market)


class LegalMoves(Sequence[Move]):
    """Every legal move of one position, as a lazy, immutable sequence.

    Like python-chess's ``board.legal_moves``: a random player asks for the
    length and one index, a legality test is a rule check, and only iteration
    builds the moves (each exchange is a new value).  The order is the one of
    `legal_moves_for`: the takes, the sales, then the exchanges take by take.
    The length comes from counting, not listing, the gives each take allows.
    """

    __slots__ = ("_hand", "_herd", "_market", "_cap", "_sizes", "_head", "_gives")

    def __init__(self, hand: Counts, herd: int, market: Counts) -> None:
        self._hand, self._herd, self._market = hand, _clip(herd), market
        room_takes, full_takes, _, keys = _market(market)
        full = sum(hand) >= HAND_LIMIT
        self._head: tuple[Move, ...] = (full_takes if full else room_takes) + _sell_moves(hand)
        self._cap = cap = _give_cap(hand, self._herd)
        goods = hand[:CAMEL]
        keep, counts = _hand_give_counts(goods, cap)
        sizes = []
        for key in keys:
            key &= keep
            count = counts.get(key)
            if count is None:
                allowed = key & GOODS_MASK
                count = counts[key] = _give_count(key >> _SIZE_SHIFT, cap, _profile(goods, allowed))
            sizes.append(count)
        self._sizes = sizes
        self._gives: _Gives | None = None

    @classmethod
    def none(cls) -> LegalMoves:
        """No move at all: the round is over, or it is not this seat's turn."""
        empty = cls.__new__(cls)
        empty._hand, empty._herd, empty._market, empty._cap = NO_CARDS, 0, NO_CARDS, 0
        empty._head, empty._sizes, empty._gives = (), [], None
        return empty

    def __len__(self) -> int:
        return len(self._head) + sum(self._sizes)

    @overload
    def __getitem__(self, index: int) -> Move: ...
    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...
    def __getitem__(self, index: int | slice) -> Move | list[Move]:
        if isinstance(index, slice):
            return list(self)[index]
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("legal move index out of range")
        head = self._head
        if index < len(head):
            return head[index]
        index -= len(head)
        for (taken, n, tmask), count in zip(_takes(self._market), self._sizes, strict=True):
            if index < count:
                return exchange_of(taken, self._gives_for(n, tmask)[index])
            index -= count
        raise AssertionError("unreachable: index within the length")

    def __iter__(self) -> Iterator[Move]:
        yield from self._head
        if any(self._sizes):
            gives = self._all_gives()
            for taken, n, tmask in _takes(self._market):
                yield from gives.exchanges(taken, n, tmask)

    def __contains__(self, move: object) -> bool:
        return (
            isinstance(move, Move)
            and bool(len(self))
            and (check_move(move, self._hand, self._herd, self._market) is None)
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalMoves | list | tuple):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<LegalMoves: {len(self)} moves>"

    def _gives_for(self, n: int, tmask: int) -> tuple[Counts, ...]:
        # One draw needs one list of gives: build it alone unless the hand's
        # table is already at hand.
        if self._gives is not None:
            return self._gives.compatible(n, tmask)
        return _compatible_gives(self._hand, self._cap, n, tmask)

    def _all_gives(self) -> _Gives:
        if self._gives is None:
            self._gives = _gives(self._hand, self._cap)
        return self._gives


def _profile(goods: Counts, allowed: int) -> tuple[int, ...]:
    """The counts of the goods a give may use (types in `allowed`), sorted: how
    many gives a hand has depends on nothing else, so hands share one count."""
    return tuple(sorted([n for g, n in enumerate(goods) if n and allowed >> g & 1]))


@lru_cache(maxsize=1 << 12)
def _hand_give_counts(goods: Counts, cap: int) -> tuple[int, dict[int, int]]:
    """How many gives one hand (its goods, and `cap` camels it may give) has
    for each give key, filled as markets ask, with the mask that keeps of a key
    only what matters to this hand: the size, and the allowed types it holds.
    A hand meets the same few keys turn after turn, and a dictionary lookup
    costs far less than sorting its profile again.  At most 4 sizes times the
    subsets of the types it holds; a few dozen in practice."""
    held = sum(1 << g for g, n in enumerate(goods) if n)
    return ~GOODS_MASK | held, {}


@lru_cache(maxsize=1 << 12)
def _give_count(n: int, camels: int, profile: tuple[int, ...]) -> int:
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


def _legal_moves(hand: Counts, herd: int, market: Counts) -> tuple[Move, ...]:
    moves = [*_take_moves(market, sum(hand) >= HAND_LIMIT), *_sell_moves(hand)]
    gives = _gives(hand, _give_cap(hand, herd))
    for taken, n, tmask in _takes(market):
        moves.extend(gives.exchanges(taken, n, tmask))
    return tuple(moves)


def random_legal_move(hand: Counts, herd: int, market: Counts, rng: Random) -> Move:
    """A legal move drawn uniformly, without building the whole list."""
    moves = LegalMoves(hand, herd, market)
    return moves[int(rng.random() * len(moves))]


GOODS_MASK = (1 << CAMEL) - 1
#: A give key is ``size << _SIZE_SHIFT | allowed goods types``: one int, so a
#: hand's counts are one dictionary lookup and one mask away.
_SIZE_SHIFT = CAMEL
TAKE_MOVES = {int(g): Move.take(g) for g in GOODS}
CAMELS_MOVE = CAMELS
SELL_MOVES = {int(g): [Move.sell(g, n) for n in range(11)] for g in GOODS}

#: The bounded caches of move generation, for reports of their hit rates.
CACHES = {
    "markets": _market,
    "market takes": _takes,
    "hand gives": _gives,
    "hand goods": _goods_gives,
    "hand sales": _sell_moves,
    "give counts": _give_count,
    "hand counts": _hand_give_counts,
}
