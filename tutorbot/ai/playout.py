"""A lean copy of one sampled world, played to the end of the round.

Search plays thousands of rounds to their end per decision, so this does not
go through `Game`: a `Sim` holds only what a round's outcome depends on (hands,
herds, market, deck, how far each token pile has been taken, rupees and token
counts) as flat lists, moves are applied in place, and the playout policy
builds no `Move` objects.  The rules are the engine's (`Game.play_unchecked`
and `score_round`); `tests/test_ai.py` checks that a playout's result agrees
with the engine's scoring of the same round.

The playout policy is greedy on the quick value tables of `evaluation`, with
what Jaipur players weigh: sets and their bonus, the camel race, what a move
leaves in the market for the opponent, and the round's end (a move that ends
the round is judged by who would win it).  Level 5's `FlatSim` plays the same
policy with one discount on a hand at every stage of the round, and values the
position where its playouts stop with the leaf `LEAF_FIT` weighs.
"""

from __future__ import annotations

import math
import random
from typing import ClassVar

from tutorbot.engine import Exchange, Game, Move, Sell, Take
from tutorbot.engine.cards import BONUS_SIZES, CAMEL, CAMEL_TOKEN, HAND_LIMIT, PRECIOUS

from .evaluation import (
    POTENTIAL_ROWS as ROWS,
)
from .evaluation import (
    PROGRESS_WEIGHTS,
    bonus_mean,
    camel_term,
    crowding,
    progress_of,
)

GOODS_RANGE = range(CAMEL)
#: `rows[good][c]`: the worth of holding `c` cards of `good` (`evaluation.potential_row`).
Rows = list[tuple[float, ...]]
#: Every row there is, `[good][tokens left][progress]` (`evaluation.POTENTIAL_ROWS`).
RowTable = list[list[list[tuple[float, ...]]]]
#: An exchange the policy builds: (value, goods taken, cards given).
Swap = tuple[float, list[int], list[int]]
#: `Sim.leaf_terms`: banked rupees, hand potential, crowding, the camel race
#: (each `me` less the opponent) and the tempo (+1 when `me` is to move).
LeafTerms = tuple[float, float, float, float, float]
#: How much of the best card a move leaves to the opponent counts against it.
DENIAL = 0.45
#: A won or lost round dominates any margin (see `Sim.outcome`).
ROUND_WIN = 1.0
MARGIN_WEIGHT = 0.01
#: A round's Seal, in rupees, when a horizon playout reaches the round's end.
SEAL_RUPEES = 30.0
#: Valuing by the odds of the round (`Sim.horizon_playout`, `odds=True`): a round
#: played out keeps only this share of its margin beside the Seal.
ODDS_MARGIN = 0.2
#: Level 5's leaf (`Sim.fitted_lead`): the terms of `Sim.leaf_terms` weighed as
#: bench/leaf_fit.py fitted them to how rounds end, band by band of the deck:
#: (most cards left in the deck, (scale, potential, crowding, camels, tempo)),
#: banked rupees weighing 1.  Hands and the late camel race count for more than
#: the plain leaf (`leaf_value`) gives them, and a lead is surer the nearer the round's end.
LEAF_FIT = (
    (4, (4.5, 1.68, 0.1, 2.27, 1.05)),
    (9, (6.8, 1.83, 0.1, 1.13, 1.24)),
    (14, (9.3, 1.64, 0.76, 0.94, 1.45)),
    (19, (11.3, 1.46, 0.86, 1.06, 1.41)),
    (29, (14.0, 1.24, 0.66, 1.08, 1.55)),
    (99, (16.1, 0.99, 0.0, 1.19, 2.18)),
)
LEAF_BY_DECK = [next(w for most, w in LEAF_FIT if deck <= most) for deck in range(100)]
#: A move that ends the round is worth this, signed, to the playout policy.
DECISIVE = 1000.0
#: Exchanges are costly to build: tried only when no plain move is this good.
SWAP_WORTH_TRYING = 6.0
TAKE, CAMELS, SELL, SWAP = 0, 1, 2, 3
#: The evaluation's terms as lookups (the playout's hot loop calls them most).
CROWD = [crowding(n) for n in range(HAND_LIMIT + 8)]
CAMEL_TERM = [[camel_term(m, t) for m in range(16)] for t in range(16)]  # [theirs][mine]
BONUS_OF = [bonus_mean(n) for n in range(11)]
#: `FlatSim`'s policy values a hand at this share of what its cards would sell
#: for, at every stage of the round, where `Sim`'s discounts it by progress
#: (`evaluation.PROGRESS_WEIGHTS`, 0.75 early to 0.4 late): level 5's playouts
#: then keep building sets late, as strong players do.  bench/policy_duel.py:
#: 55% of whole rounds against `Sim`'s policy, 58% against the greedy one; 0.65
#: and 0.8 do a little less well.  The rows are `evaluation.POTENTIAL_ROWS` with
#: each stage's weight swapped for this one.
FLAT_DISCOUNT = 0.72


def reweighed_rows(weights: tuple[float, ...]) -> RowTable:
    """`evaluation.POTENTIAL_ROWS` with each stage's discount of a hand
    (`PROGRESS_WEIGHTS`) swapped for `weights[stage]`, early to late.  A stage
    whose weight is unchanged keeps its rows exactly (dividing back out
    would round a few of them differently)."""
    return [
        [
            [
                row
                if weights[s] == PROGRESS_WEIGHTS[s]
                else tuple(x * weights[s] / PROGRESS_WEIGHTS[s] for x in row)
                for s, row in enumerate(rows)
            ]
            for rows in by_length
        ]
        for by_length in ROWS
    ]


#: `FlatSim`'s rows: `FLAT_DISCOUNT` at every stage.
FLAT_ROWS = reweighed_rows((FLAT_DISCOUNT,) * len(PROGRESS_WEIGHTS))


class Sim:
    """One world's round in flat lists (see the module docstring)."""

    __slots__ = (
        "hands",
        "herds",
        "market",
        "deck",
        "tokens",
        "taken",
        "bonus",
        "bonus_taken",
        "rupees",
        "bonus_count",
        "goods_count",
        "empty",
        "to_move",
        "over",
        "rows",
        "rows_progress",
    )

    #: How much of the best card a move leaves to the opponent counts against it.
    denial: ClassVar[float] = DENIAL
    #: The worth of a hand that `table` reads, `[good][tokens left][progress]`
    #: (bench/policy_duel.py gives a subclass reweighed ones).
    potential_rows: ClassVar[RowTable] = ROWS

    hands: list[list[int]]
    herds: list[int]
    market: list[int]
    deck: list[int]
    tokens: list[tuple[int, ...]]  # the piles as they were when the Sim was made (read only)
    taken: list[int]  # tokens taken off each pile since then
    bonus: list[tuple[int, ...]]  # the bonus piles by size, read only
    bonus_taken: list[int]
    rupees: list[int]
    bonus_count: list[int]
    goods_count: list[int]
    empty: int
    to_move: int
    over: bool
    rows: Rows  # the last `table()`, valid while `rows_progress` is the progress
    rows_progress: int  # -1: stale (a sale took tokens)

    @classmethod
    def of(cls, game: Game) -> Sim:
        s = cls.__new__(cls)
        s.hands = [list(game.hands[0]), list(game.hands[1])]
        s.herds = list(game.herds)
        s.market = list(game.market)
        s.deck = list(game.deck)
        s.tokens = [tuple(pile) for pile in game.goods_tokens]
        s.taken = [0] * CAMEL
        s.bonus = [tuple(game.bonus_tokens[size]) for size in BONUS_SIZES]
        s.bonus_taken = [0, 0, 0]
        s.rupees = [sum(game.goods_won[p]) + sum(game.bonus_won[p]) for p in (0, 1)]
        s.bonus_count = [len(game.bonus_won[0]), len(game.bonus_won[1])]
        s.goods_count = [len(game.goods_won[0]), len(game.goods_won[1])]
        s.empty = sum(1 for pile in game.goods_tokens if not pile)
        s.to_move = game.to_move
        s.over = game.round_over
        s.rows = []
        s.rows_progress = -1
        return s

    def copy(self) -> Sim:
        s = self.__class__.__new__(self.__class__)
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.herds = self.herds[:]
        s.market = self.market[:]
        s.deck = self.deck[:]
        s.tokens = self.tokens
        s.taken = self.taken[:]
        s.bonus = self.bonus
        s.bonus_taken = self.bonus_taken[:]
        s.rupees = self.rupees[:]
        s.bonus_count = self.bonus_count[:]
        s.goods_count = self.goods_count[:]
        s.empty = self.empty
        s.to_move = self.to_move
        s.over = self.over
        s.rows = self.rows
        s.rows_progress = self.rows_progress
        return s

    # ------------------------------------------------------------ the rules
    def refill(self, n: int) -> None:
        deck, market = self.deck, self.market
        for _ in range(n):
            if not deck:
                self.over = True
                return
            market[deck.pop()] += 1

    def sell(self, p: int, good: int, n: int) -> None:
        self.hands[p][good] -= n
        pile, start = self.tokens[good], self.taken[good]
        got = min(n, len(pile) - start)
        if got > 0:
            self.rows_progress = -1
            self.rupees[p] += sum(pile[start : start + got])
            self.goods_count[p] += got
            self.taken[good] = start + got
            if start + got == len(pile):
                self.empty += 1
        if n >= 3:
            b = min(n, 5) - 3
            i = self.bonus_taken[b]
            if i < len(self.bonus[b]):
                self.rupees[p] += self.bonus[b][i]
                self.bonus_count[p] += 1
                self.bonus_taken[b] = i + 1
        if self.empty >= 3:
            self.over = True

    def play(self, move: Move) -> None:
        """Apply a legal move (a `Move`, as search's candidates are)."""
        p = self.to_move
        hand, market = self.hands[p], self.market
        if isinstance(move, Take):
            hand[move.good] += 1
            market[move.good] -= 1
            self.refill(1)
        elif isinstance(move, Sell):
            self.sell(p, move.good, move.number)
        elif isinstance(move, Exchange):
            for c in GOODS_RANGE:
                hand[c] += move.taken[c] - move.given[c]
                market[c] += move.given[c] - move.taken[c]
            self.herds[p] -= move.given[CAMEL]
            market[CAMEL] += move.given[CAMEL]
        else:
            n = market[CAMEL]
            self.herds[p] += n
            market[CAMEL] = 0
            self.refill(n)
        self.to_move = 1 - p

    def outcome(self, me: int) -> float:
        """The scored round for `me`: +-1 for the Seal, plus a little margin."""
        rupees = self.rupees[:]
        h0, h1 = self.herds
        if h0 != h1:
            rupees[0 if h0 > h1 else 1] += CAMEL_TOKEN
        margin = rupees[me] - rupees[1 - me]
        if margin == 0:
            margin_b = self.bonus_count[me] - self.bonus_count[1 - me]
            margin_g = self.goods_count[me] - self.goods_count[1 - me]
            won = margin_b or margin_g
            return 0.0 if not won else (ROUND_WIN if won > 0 else -ROUND_WIN)
        return (ROUND_WIN if margin > 0 else -ROUND_WIN) + MARGIN_WEIGHT * margin

    def table(self) -> Rows:
        """Each good's row for the piles and the round's progress now.

        Kept until a sale takes tokens or the progress moves on (every few
        plies at most), since every ply of a playout asks for it."""
        progress = progress_of(len(self.deck), self.empty)
        if progress != self.rows_progress:
            self.rows = self.rows_of(self.potential_rows, progress)
            self.rows_progress = progress
        return self.rows

    def leaf_table(self) -> Rows:
        """The evaluation's rows now, for the leaf (the policy's own may differ)."""
        if self.potential_rows is ROWS:
            return self.table()
        return self.rows_of(ROWS, progress_of(len(self.deck), self.empty))

    def rows_of(self, table: RowTable, progress: int) -> Rows:
        """Each good's row of `table` for the piles as they stand and `progress`."""
        tokens, taken = self.tokens, self.taken
        return [table[g][len(tokens[g]) - taken[g]][progress] for g in GOODS_RANGE]

    # ------------------------------------------------------------ the policy
    def step(self, rng: random.Random, noise: float) -> None:
        """Play the playout policy's move for the player to move: now and then
        (`noise`) a random take or sale, otherwise `greedy_move`."""
        p = self.to_move
        hand, market, herds = self.hands[p], self.market, self.herds
        pick = self.random_simple(p, rng) if noise and rng.random() < noise else None
        swap = None
        if pick is not None:
            kind, good, number = pick
        else:
            kind, good, number, swap = self.greedy_move(p)
        if kind == TAKE:
            hand[good] += 1
            market[good] -= 1
            self.refill(1)
        elif kind == SELL:
            self.sell(p, good, number)
        elif kind == CAMELS:
            camels = market[CAMEL]
            herds[p] += camels
            market[CAMEL] = 0
            self.refill(camels)
        elif kind == SWAP:
            assert swap is not None
            for c in swap[1]:
                hand[c] += 1
                market[c] -= 1
            for c in swap[2]:
                if c == CAMEL:
                    herds[p] -= 1
                else:
                    hand[c] -= 1
                market[c] += 1
        else:  # no move at all (never in practice): the round is scored as it stands
            self.over = True
        self.to_move = 1 - p

    def greedy_move(self, p: int) -> tuple[int, int, int, Swap | None]:
        """The move of best value for `p`: (kind, good, number, exchange)."""
        o = 1 - p
        hand, market, herds = self.hands[p], self.market, self.herds
        denial = self.denial
        table = self.table()
        size = sum(hand)
        crowd = CROWD[size]
        opp = self.hands[o]
        # What the opponent would gain by taking one card of each good.
        lure = [0.0] * CAMEL
        if sum(opp) < HAND_LIMIT:
            for g in GOODS_RANGE:
                if market[g]:
                    row, h = table[g], opp[g]
                    lure[g] = row[h + 1] - row[h]
        best_lure = max(lure)
        # The good the opponent wants most: taking its last card leaves the next best.
        top = lure.index(best_lure)
        deck_left = len(self.deck)
        best = -1e18
        kind = good = number = -1
        # Sales of a whole holding (selling part of it is rarely better).
        tokens, taken = self.tokens, self.taken
        for g in GOODS_RANGE:
            n = hand[g]
            if not n or (n < 2 and g < 3):
                continue
            pile, start = tokens[g], taken[g]
            cash = sum(pile[start : start + n])
            if self.empty + (start < len(pile) <= start + n) >= 3:
                value = self.end_value(p, cash + BONUS_OF[n])
            else:
                row = table[g]
                value = cash + BONUS_OF[n] - row[n] + CROWD[size - n] - crowd - denial * best_lure
            if value > best:
                best, kind, good, number = value, SELL, g, n
        if size < HAND_LIMIT:
            crowd_up = CROWD[size + 1]
            for g in GOODS_RANGE:
                if market[g]:
                    if not deck_left:
                        value = self.end_value(p, 0.0)
                    else:
                        row, h = table[g], hand[g]
                        if market[g] > 1:
                            left = lure[g]
                        else:
                            left = best_lure if g != top else _max_but(lure, g)
                        value = row[h + 1] - row[h] + crowd_up - crowd
                        value -= denial * left
                    if value > best:
                        best, kind, good = value, TAKE, g
        camels = market[CAMEL]
        if camels:
            if deck_left < camels:
                value = self.end_value(p, 0.0, camels)
            else:
                # The refill is unknown: the cards left stay, new ones come.
                terms = CAMEL_TERM[herds[o]]
                value = terms[herds[p] + camels] - terms[herds[p]]
                value -= denial * (best_lure + 0.5 * camels)
            if value > best:
                best, kind = value, CAMELS
        if best < SWAP_WORTH_TRYING:
            swap = self.best_exchange(p, table, lure, size, best)
            if swap is not None and swap[0] > best:
                return SWAP, good, number, swap
        return kind, good, number, None

    def end_value(self, p: int, cash: float, camels: int = 0) -> float:
        """The policy's value of a move that ends the round: who would win it."""
        rupees = [self.rupees[0], self.rupees[1]]
        rupees[p] += int(cash)
        herds = [self.herds[0], self.herds[1]]
        herds[p] += camels
        if herds[0] != herds[1]:
            rupees[0 if herds[0] > herds[1] else 1] += CAMEL_TOKEN
        margin = rupees[p] - rupees[1 - p]
        return (DECISIVE if margin > 0 else -DECISIVE) + margin

    def best_exchange(
        self, p: int, table: Rows, lure: list[float], size: int, beat: float = -math.inf
    ) -> Swap | None:
        """A good exchange, built greedily: the market goods worth most to this
        hand, paid for with camels and the hand's least useful cards; None if
        there is none, or none could be worth more than `beat`.

        It runs in most plies of every playout, so it is written with plain
        loops and gives up early: an exchange is worth at most what its taken
        cards add (crowding, camels and goods given, and the denial only
        subtract), which is at most the sum of the best few cards' gains; and
        one of k cards at most its k best gains less the k cheapest cards the
        hand could give, so a size that could not beat `beat` is not built.
        The exchange returned is the one a full search returns whenever that
        one beats `beat`.
        """
        hand, market = self.hands[p], self.market
        wanted: list[tuple[float, int]] = []
        for g in GOODS_RANGE:
            m = market[g]
            if m:
                row, h = table[g], hand[g]
                for k in range(h, h + m):
                    wanted.append((row[k + 1] - row[k], g))
        if len(wanted) < 2:
            return None
        wanted.sort(reverse=True)
        if wanted[1][0] <= 0:  # not even two cards worth taking
            return None
        most = 0.0
        for gain, _ in wanted[:4]:
            if gain > 0:
                most += gain
        if most < beat - 1e-9:  # a hair of slack: the sums round differently
            return None
        herd = self.herds[p]
        terms = CAMEL_TERM[self.herds[1 - p]]
        offers: list[tuple[float, int]] = []
        for g in GOODS_RANGE:
            h = hand[g]
            if h:
                row = table[g]
                for j in range(h, 0, -1):
                    offers.append((row[j] - row[j - 1], g))
        for j in range(herd, max(herd - 5, 0), -1):
            offers.append((terms[j] - terms[j - 1], CAMEL))
        offers.sort()
        best: Swap | None = None
        gained = wanted[0][0]
        paid = offers[0][0] if offers else 0.0
        for k in range(2, min(len(wanted), 4) + 1):
            if wanted[k - 1][0] <= 0:
                break
            if k > len(offers):
                break  # too few cards to give
            # No exchange of k cards is worth more than the best k gains less
            # the k cheapest cards to give: skip the k that could not win.
            gained += wanted[k - 1][0]
            paid += offers[k - 1][0]
            if gained - paid < beat - 1e-9:
                continue
            taken = [g for _, g in wanted[:k]]
            given = []
            for _, g in offers:
                if g not in taken:
                    given.append(g)
                    if len(given) == k:
                        break
            else:
                break  # too few cards to give
            camels = given.count(CAMEL)
            after = size + camels
            if after > HAND_LIMIT:
                continue
            value = CROWD[after] - CROWD[size] + terms[herd - camels] - terms[herd]
            for g in set(taken):
                value += table[g][hand[g] + taken.count(g)] - table[g][hand[g]]
            for g in set(given):
                if g != CAMEL:
                    value += table[g][hand[g] - given.count(g)] - table[g][hand[g]]
            # The goods given back land in the market, in the opponent's reach.
            denied = 0.0
            for g in GOODS_RANGE:
                if lure[g] > denied and g not in taken:
                    denied = lure[g]
            value -= self.denial * denied
            if best is None or value > best[0]:
                best = (value, taken, given)
        return best

    def random_simple(self, p: int, rng: random.Random) -> tuple[int, int, int] | None:
        """A random take or sale, for the policy's occasional exploration."""
        hand, market = self.hands[p], self.market
        options: list[tuple[int, int, int]] = []
        if sum(hand) < HAND_LIMIT:
            options += [(0, g, 0) for g in GOODS_RANGE if market[g]]
        if market[CAMEL]:
            options.append((1, 0, 0))
        options += [(2, g, hand[g]) for g in GOODS_RANGE if hand[g] >= (2 if g in PRECIOUS else 1)]
        return options[int(rng.random() * len(options))] if options else None

    def playout(self, me: int, rng: random.Random, noise: float, max_plies: int = 200) -> float:
        """Play the round to its end with the policy; its outcome for `me`."""
        for _ in range(max_plies):
            if self.over:
                break
            self.step(rng, noise)
        return self.outcome(me)

    def horizon_playout(
        self, me: int, rng: random.Random, noise: float, plies: int, odds: bool = False
    ) -> float:
        """Play `plies` moves (or to the round's end, if sooner) and value the
        position for `me` in rupees: a round played out counts its Seal as
        `SEAL_RUPEES` plus the margin; one still on, `leaf_value`.  Far less
        noisy than the sign of a whole round's random future.

        With `odds`, values are shaped like the chance of taking the Seal: a
        lead (`fitted_lead`) saturates (`tanh`) and a finished round is mostly
        its sign.  A match is won by Seals, not rupees, so a safe small lead
        beats a gamble on a big one; level 5 plays this way
        (bench/tournament-2026-11-26.txt)."""
        for _ in range(plies):
            if self.over:
                break
            self.step(rng, noise)
        if self.over:
            won = self.outcome(me)
            sign = _sign(won)
            if odds:
                return SEAL_RUPEES * sign + ODDS_MARGIN * (won - sign) / MARGIN_WEIGHT
            return SEAL_RUPEES * sign + (won - sign) / MARGIN_WEIGHT  # the Seal and the margin
        if odds:
            return SEAL_RUPEES * math.tanh(self.fitted_lead(me))
        return self.leaf_value(me)

    def fitted_lead(self, me: int) -> float:
        """`me`'s lead by the fitted leaf (`LEAF_FIT`) over its scale: the
        playout's value is 30 x tanh of it, as if the chance of the Seal were
        1/2 + 1/2 tanh(lead)."""
        scale, w_potential, w_crowding, w_camels, w_tempo = LEAF_BY_DECK[len(self.deck)]
        rupees, potential, crowding, camels, tempo = self.leaf_terms(me)
        lead = (
            rupees
            + w_potential * potential
            + w_crowding * crowding
            + w_camels * camels
            + w_tempo * tempo
        )
        return lead / scale

    def leaf_value(self, me: int) -> float:
        """How much better `me` stands, in rupees (`evaluation.value_diff` on a Sim):
        banked rupees, what each hand should bring given the piles left and how
        near the round's end is, crowding, and the camel race."""
        table = self.leaf_table()
        value = 0.0
        for p, sign in ((me, 1.0), (1 - me, -1.0)):
            hand = self.hands[p]
            worth = self.rupees[p] + CROWD[sum(hand)]
            for g in GOODS_RANGE:
                if hand[g]:
                    worth += table[g][hand[g]]
            value += sign * worth
        return value + CAMEL_TERM[self.herds[1 - me]][self.herds[me]]

    def leaf_terms(self, me: int) -> LeafTerms:
        """`leaf_value`'s terms apart, for `me` less the opponent, and whose turn
        it is: how bench/leaf_fit.py weighs each against the round's result."""
        table = self.leaf_table()
        rupees = potential = crowd = 0.0
        for p, sign in ((me, 1.0), (1 - me, -1.0)):
            hand = self.hands[p]
            rupees += sign * self.rupees[p]
            crowd += sign * CROWD[sum(hand)]
            for g in GOODS_RANGE:
                if hand[g]:
                    potential += sign * table[g][hand[g]]
        camels = CAMEL_TERM[self.herds[1 - me]][self.herds[me]]
        return rupees, potential, crowd, camels, 1.0 if self.to_move == me else -1.0


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def _max_but(values: list[float], skip: int) -> float:
    """The biggest of `values` but the one at `skip`, and at least 0."""
    most = 0.0
    for i, v in enumerate(values):
        if v > most and i != skip:
            most = v
    return most


class GreedySim(Sim):
    """The plain greedy playout of the benchmark's rollout bot: the same moves
    and values, blind to what a move leaves in the market."""

    __slots__ = ()
    denial = 0.0


class FlatSim(Sim):
    """Level 5's playouts: `Sim`'s policy valuing hands with `FLAT_ROWS`.

    Only the policy's rows change; the leaf still reads the evaluation's
    (`Sim.leaf_table`), since it was fitted to them (bench/leaf_fit.py)."""

    __slots__ = ()
    potential_rows = FLAT_ROWS
