"""Legality of moves, by rule id, and generation of every legal move.

Both work on the three things a player can see of their own situation (hand,
herd, market), so the same code serves the true game and a player's
observation.  Generation is cached on those count vectors: random play and
search revisit the same hands and markets constantly.
"""

from __future__ import annotations

from functools import lru_cache
from random import Random
from typing import Any

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
from .moves import NO_CARDS, Counts, Move, MoveKind

Refusal = tuple[str, dict[str, Any]]


def _missing(wanted: Counts, have: Counts) -> list[str]:
    return [Card(i).label for i, n in enumerate(wanted) if n > have[i]]


def check_move(move: Move, hand: Counts, herd: int, market: Counts) -> Refusal | None:
    """The first rule `move` breaks, with the numbers behind it, or None."""
    size = sum(hand)
    kind = move.kind
    if kind is MoveKind.SELL:
        if move.taken != NO_CARDS:
            return R.TURN_TAKE_OR_SELL, {"good": move.good.label}
        if move.good is Card.CAMEL:
            return R.SELL_ONE_TYPE, {"good": "camel", "reason": "camels_not_goods"}
        held = hand[move.good]
        if move.number > held:
            return R.SELL_ONE_TYPE, {"good": move.good.label, "held": held, "asked": move.number}
        if move.good in PRECIOUS and move.number < PRECIOUS_MINIMUM:
            return R.SELL_PRECIOUS_MINIMUM, {"good": move.good.label, "held": held}
        return None
    if kind is MoveKind.TAKE:
        if move.good is Card.CAMEL:
            return R.TAKE_CAMELS_ALL, {"market_camels": market[CAMEL]}
        if market[move.good] == 0:
            return R.TAKE_SINGLE, {"good": move.good.label, "reason": "not_in_market"}
        if size + 1 > HAND_LIMIT:
            return R.HAND_LIMIT_SEVEN, {"hand": size, "hand_after": size + 1}
        return None
    if kind is MoveKind.CAMELS:
        if market[CAMEL] == 0:
            return R.TAKE_CAMELS_ALL, {"market_camels": 0, "reason": "no_camels"}
        return None
    taken, given = move.taken, move.given
    n_taken, n_given = sum(taken), sum(given)
    if taken[CAMEL]:
        return R.TAKE_GOODS_OR_CAMELS, {"taken": n_taken}
    missing = _missing(taken, market)
    if missing:
        return R.TAKE_SINGLE, {"missing": missing, "reason": "not_in_market"}
    if n_taken != n_given:
        return R.EXCHANGE_SAME_NUMBER, {"taken": n_taken, "given": n_given}
    if n_taken < MIN_EXCHANGE:
        return R.EXCHANGE_MINIMUM_TWO, {"taken": n_taken, "given": n_given}
    both = [Card(i).label for i in GOODS if taken[i] and given[i]]
    if both:
        return R.EXCHANGE_SAME_TYPE, {"goods": both}
    missing = _missing(given, hand[:CAMEL] + (herd,))
    if missing:
        return R.EXCHANGE_SAME_NUMBER, {"missing": missing, "reason": "not_held"}
    after = size + n_taken - (n_given - given[CAMEL])
    if after > HAND_LIMIT:
        return R.HAND_LIMIT_SEVEN, {"hand": size, "hand_after": after, "camels": given[CAMEL]}
    return None


@lru_cache(maxsize=1 << 14)
def _submultisets(counts: Counts, limit: int) -> tuple[tuple[Counts, int, int], ...]:
    """Every non-empty sub-multiset of `counts` with at most `limit` cards.

    Each comes with its size and a bitmask of the card types in it.
    """
    results: list[tuple[Counts, int, int]] = [(NO_CARDS, 0, 0)]
    for card, available in enumerate(counts):
        if not available:
            continue
        grown = []
        for vec, size, mask in results:
            for n in range(1, min(available, limit - size) + 1):
                new = list(vec)
                new[card] = n
                grown.append((tuple(new), size + n, mask | (1 << card)))
        results.extend(grown)
    return tuple(r for r in results if r[1])


class _Gives:
    """What one hand and herd may give back in an exchange, by (cards taken,
    types taken).  Shared by every market the hand meets, so it is built once
    per hand: `counts[n][allowed]` is how many gives of `n` cards use only the
    goods types in bitmask `allowed` (a subset-sum over the 64 type masks)."""

    __slots__ = ("valid", "counts", "memo", "sells", "full")

    def __init__(self, hand: Counts, herd: int) -> None:
        room = HAND_LIMIT - sum(hand)
        self.full = room <= 0
        self.sells = _sell_moves(hand)
        self.valid: dict[int, list[tuple[Counts, int]]] = {}
        exact = {n: [0] * 64 for n in range(MIN_EXCHANGE, MARKET_SIZE + 1)}
        for given, size, mask in _submultisets(hand[:CAMEL] + (herd,), MARKET_SIZE):
            # The hand grows by the camels given (goods given leave it): room.
            if size >= MIN_EXCHANGE and given[CAMEL] <= room:
                gmask = mask & GOODS_MASK
                self.valid.setdefault(size, []).append((given, gmask))
                exact[size][gmask] += 1
        for table in exact.values():
            for bit in range(CAMEL):
                step = 1 << bit
                for m in range(64):
                    if m & step:
                        table[m] += table[m ^ step]
        self.counts = exact
        self.memo: dict[tuple[int, int], tuple[Counts, ...]] = {}

    def compatible(self, n: int, tmask: int) -> tuple[Counts, ...]:
        """The gives of `n` cards that share no goods type with `tmask`."""
        key = (n, tmask)
        found = self.memo.get(key)
        if found is None:
            found = tuple(given for given, gmask in self.valid.get(n, ()) if not tmask & gmask)
            self.memo[key] = found
        return found


@lru_cache(maxsize=1 << 15)
def _gives(hand: Counts, herd: int) -> _Gives:
    return _Gives(hand, herd)


@lru_cache(maxsize=1 << 10)
def _takes(market: Counts) -> tuple[tuple[Counts, int, int], ...]:
    """The goods an exchange could take from this market (two cards or more)."""
    offer = _submultisets(market[:CAMEL] + (0,), MARKET_SIZE)
    return tuple(t for t in offer if t[1] >= MIN_EXCHANGE)


@lru_cache(maxsize=1 << 10)
def _market(market: Counts) -> tuple[tuple[Move, ...], tuple[Move, ...], tuple, tuple]:
    """What a market offers: the takes with room in hand and with a full hand,
    the exchanges' takes, and for each of those its size and the goods types a
    give may use.  One lookup per move keeps random playouts cheap."""
    camels = (CAMELS_MOVE,) if market[CAMEL] else ()
    takes = tuple(TAKE_MOVES[i] for i in GOODS if market[i]) + camels
    exchanges = _takes(market)
    keys = tuple((n, GOODS_MASK ^ tmask) for _, n, tmask in exchanges)
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


@lru_cache(maxsize=1 << 16)
def _legal_moves(hand: Counts, herd: int, market: Counts) -> tuple[Move, ...]:
    moves = [*_take_moves(market, sum(hand) >= HAND_LIMIT), *_sell_moves(hand)]
    gives = _gives(hand, herd)
    exchange = MoveKind.EXCHANGE
    for taken, n, tmask in _takes(market):
        compatible = gives.compatible(n, tmask)
        moves.extend([Move(exchange, None, 0, taken, given) for given in compatible])
    return tuple(moves)


def random_legal_move(hand: Counts, herd: int, market: Counts, rng: Random) -> Move:
    """A legal move drawn uniformly, without building the whole list.

    Counts the exchanges per take from the hand's cached count table, then
    unranks one index; this is what makes random playouts cheap.
    """
    room_takes, full_takes, exchanges, keys = _market(market)
    gives = _gives(hand, _clip(herd))
    takes = full_takes if gives.full else room_takes
    sells = gives.sells
    counts = gives.counts
    sizes = [counts[n][allowed] for n, allowed in keys]
    index = int(rng.random() * (len(takes) + len(sells) + sum(sizes)))
    if index < len(takes):
        return takes[index]
    index -= len(takes)
    if index < len(sells):
        return sells[index]
    index -= len(sells)
    for (taken, n, tmask), size in zip(exchanges, sizes, strict=True):
        if index < size:
            return Move(MoveKind.EXCHANGE, None, 0, taken, gives.compatible(n, tmask)[index])
        index -= size
    raise AssertionError("unreachable: index within total")


GOODS_MASK = (1 << CAMEL) - 1
TAKE_MOVES = {int(g): Move.take(g) for g in GOODS}
CAMELS_MOVE = Move.camels()
SELL_MOVES = {int(g): [Move.sell(g, n) for n in range(11)] for g in GOODS}
