"""A fast heuristic value of a Jaipur position for one player.

Every level of the AI measures moves with this, so it is written for speed:
the worth of holding `c` cards of a good is a table per state of the token
piles (a pile is always the bottom part of its full pile, so its length is
enough to know it), and the change a move makes is computed from the few
counts it touches instead of re-evaluating the whole position.

The value of a player's position is what they have banked, plus what their
hand should still bring (discounted: the opponent may sell first, the round
may end), plus the camel race, minus a cost for a crowded hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from tutorbot.engine import GOODS_TOKENS, Exchange, Game, Move, Sell, Take, TakeCamels
from tutorbot.engine.cards import CAMEL, CAMEL_TOKEN, GOODS, PRECIOUS
from tutorbot.engine.moves import Counts

#: `table[good][c]`: what holding `c` cards of `good` is worth (see `potential_table`).
Table = tuple[tuple[float, ...], ...]

#: What a bonus token of each pile is worth on average (the values are hidden).
BONUS_MEAN = {3: 2.0, 4: 5.0, 5: 9.0}
FULL_PILES = [GOODS_TOKENS[g] for g in GOODS]


def bonus_mean(sold: int) -> float:
    if sold < 3:
        return 0.0
    return BONUS_MEAN[min(sold, 5)]


def camel_term(mine: int, theirs: int) -> float:
    """The camel race: the 5-rupee token, smoothed, plus a little for flexibility.

    Antisymmetric, so one player's gain is the other's loss.
    """
    return CAMEL_TOKEN / 2 * math.tanh((mine - theirs) / 2) + 0.3 * (min(mine, 5) - min(theirs, 5))


def crowding(size: int) -> float:
    """A full hand can't take: a small cost for each card past five."""
    return -0.8 * max(0, size - 5)


@lru_cache(maxsize=1 << 12)
def potential_table(pile_lengths: tuple[int, ...], progress: int) -> Table:
    """`table[good][c]`: what holding `c` cards of `good` is worth now.

    `progress` (0 early .. 4 late) discounts unsold cards as the round nears its end.
    """
    return tuple(
        POTENTIAL_ROWS[g][length][progress] for g, length in zip(GOODS, pile_lengths, strict=True)
    )


#: How much of a hand's worth counts, by the round's progress (0 early .. 4
#: late): an unsold card may lose its tokens to the opponent's sale first, or
#: stay unsold when the round ends.
PROGRESS_WEIGHTS = (0.75, 0.7, 0.62, 0.52, 0.4)


def potential_row(good: int, length: int, progress: int) -> tuple[float, ...]:
    """`row[c]`: what holding `c` cards of `good` is worth with `length` tokens left."""
    weight = PROGRESS_WEIGHTS[progress]
    full = FULL_PILES[good]
    pile = full[len(full) - length :]
    row = [0.0]
    for c in range(1, 11):
        worth = sum(pile[:c]) + bonus_mean(c)
        if good in PRECIOUS and c == 1:
            worth = 0.5 * (pile[0] if pile else 0)  # can't be sold alone
        row.append(weight * worth)
    return tuple(row)


#: `POTENTIAL_ROWS[good][length][progress]`: every row there is, computed once
#: (about 300), so search never builds a table.
POTENTIAL_ROWS = [
    [[potential_row(g, n, s) for s in range(5)] for n in range(len(FULL_PILES[g]) + 1)]
    for g in GOODS
]


def progress_of(deck_size: int, empty_piles: int) -> int:
    """0..4: how close the round is to its end, from the deck and the empty piles."""
    by_deck = 4 - min(4, deck_size // 7)
    return min(4, max(by_deck, empty_piles * 2))


def tables_for(game: Game) -> Table:
    piles = game.goods_tokens
    lengths = tuple(len(p) for p in piles)
    empty = sum(1 for n in lengths if n == 0)
    return potential_table(lengths, progress_of(len(game.deck), empty))


def player_value(game: Game, p: int, table: Table) -> float:
    """Banked rupees, hand potential and crowding of player `p` (camels aside)."""
    hand = game.hands[p]
    value: float = sum(game.goods_won[p]) + sum(game.bonus_won[p])
    for g in range(CAMEL):
        if hand[g]:
            value += table[g][hand[g]]
    return value + crowding(sum(hand))


def value_diff(game: Game, p: int) -> float:
    """How much better `p` stands than the opponent, in rupee-like units."""
    if game.round_over:
        return terminal_value(game, p)
    table = tables_for(game)
    o = 1 - p
    return (
        player_value(game, p, table)
        - player_value(game, o, table)
        + camel_term(game.herds[p], game.herds[o])
    )


def terminal_value(game: Game, p: int) -> float:
    """A scored round: winning the Seal dominates, the margin breaks ties."""
    r = game.last_result
    assert r is not None, "terminal_value needs a scored round"
    margin = r.rupees[p] - r.rupees[1 - p]
    won = 0 if r.seal is None else (1 if r.seal == p else -1)
    return 40.0 * won + margin


def move_gain(
    move: Move,
    hand: Counts,
    herd: int,
    opp_herd: int,
    market: Counts,
    piles: Sequence[Sequence[int]],
    table: Table,
) -> float:
    """The change of the mover's value that `move` makes, ignoring the refill."""
    size = sum(hand)
    if isinstance(move, Take):
        g = move.good
        return table[g][hand[g] + 1] - table[g][hand[g]] + crowding(size + 1) - crowding(size)
    if isinstance(move, TakeCamels):
        n = market[CAMEL]
        return camel_term(herd + n, opp_herd) - camel_term(herd, opp_herd)
    if isinstance(move, Sell):
        g, n = move.good, move.number
        banked = sum(piles[g][:n]) + bonus_mean(n)
        return (
            banked + table[g][hand[g] - n] - table[g][hand[g]] + crowding(size - n) - crowding(size)
        )
    assert isinstance(move, Exchange)
    taken, given = move.taken, move.given
    gain = 0.0
    goods_given = 0
    for c in range(CAMEL):
        t, v = taken[c], given[c]
        if t or v:
            gain += table[c][hand[c] + t - v] - table[c][hand[c]]
            goods_given += v
    camels = given[CAMEL]
    if camels:
        gain += camel_term(herd - camels, opp_herd) - camel_term(herd, opp_herd)
    after = size + sum(taken) - goods_given
    return gain + crowding(after) - crowding(size)
