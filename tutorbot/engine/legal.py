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
the hundred exchanges a position may allow.  What a hand can give, and how
many gives there are, is `gives`'s part.
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
from .gives import (
    GOODS_MASK,
    Gives,
    compatible_gives,
    give_cap,
    give_count,
    give_profile,
    goods_gives,
    hand_give_counts,
    hand_gives,
    submultisets,
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


@lru_cache(maxsize=1 << 10)
def _takes(market: Counts) -> tuple[tuple[Counts, int, int], ...]:
    """The goods an exchange could take from this market (two cards or more)."""
    offer = submultisets(market[:CAMEL] + (0,), MARKET_SIZE)
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
        self._cap = cap = give_cap(hand, self._herd)
        goods = hand[:CAMEL]
        keep, counts = hand_give_counts(goods, cap)
        sizes = []
        for key in keys:
            key &= keep
            count = counts.get(key)
            if count is None:
                allowed = key & GOODS_MASK
                count = counts[key] = give_count(
                    key >> _SIZE_SHIFT, cap, give_profile(goods, allowed)
                )
            sizes.append(count)
        self._sizes = sizes
        self._gives: Gives | None = None

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
        return compatible_gives(self._hand, self._cap, n, tmask)

    def _all_gives(self) -> Gives:
        if self._gives is None:
            self._gives = hand_gives(self._hand, self._cap)
        return self._gives


def _legal_moves(hand: Counts, herd: int, market: Counts) -> tuple[Move, ...]:
    moves = [*_take_moves(market, sum(hand) >= HAND_LIMIT), *_sell_moves(hand)]
    gives = hand_gives(hand, give_cap(hand, herd))
    for taken, n, tmask in _takes(market):
        moves.extend(gives.exchanges(taken, n, tmask))
    return tuple(moves)


def random_legal_move(hand: Counts, herd: int, market: Counts, rng: Random) -> Move:
    """A legal move drawn uniformly, without building the whole list."""
    moves = LegalMoves(hand, herd, market)
    return moves[int(rng.random() * len(moves))]


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
    "hand gives": hand_gives,
    "hand goods": goods_gives,
    "hand sales": _sell_moves,
    "give counts": give_count,
    "hand counts": hand_give_counts,
}
