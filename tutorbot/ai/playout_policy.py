"""The playout policy: which move each player makes when search plays a round out.

The policy is greedy on the quick value tables of `evaluation`, with what
Jaipur players weigh: sets and their bonus, the camel race, what a move
leaves in the market for the opponent, and the round's end (a move that ends
the round is judged by who would win it).  It builds no `Move` objects: it
reads and changes a `RoundCopy` in place.

Its variants are values of one frozen config, `PlayoutPolicy`: how much what a
move leaves to the opponent counts (`denial`) and how a hand's worth is
discounted stage by stage of the round (`hand_discount`).  Level 4 plays
`PROGRESS_POLICY`, level 5 `FLAT_POLICY`, the benchmark's rollout bot
`GREEDY_POLICY`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from tutorbot.engine.cards import CAMEL, CAMEL_TOKEN, HAND_LIMIT, PRECIOUS

from .evaluation import POTENTIAL_ROWS, PROGRESS_WEIGHTS, bonus_mean
from .leaf_value import CAMEL_TERM, CROWD, horizon_value
from .round_copy import GOODS_RANGE, RoundCopy, Rows, RowTable

#: An exchange the policy builds: (value, goods taken, cards given).
Swap = tuple[float, list[int], list[int]]
#: How much of the best card a move leaves to the opponent counts against it.
DENIAL = 0.45
#: A move that ends the round is worth this, signed, to the playout policy.
DECISIVE = 1000.0
#: Exchanges are costly to build: tried only when no plain move is this good.
SWAP_WORTH_TRYING = 6.0
TAKE, CAMELS, SELL, SWAP = 0, 1, 2, 3
BONUS_OF = [bonus_mean(n) for n in range(11)]
#: Level 5's policy values a hand at this share of what its cards would sell
#: for, at every stage of the round, where level 4's discounts it by progress
#: (`evaluation.PROGRESS_WEIGHTS`, 0.75 early to 0.4 late): level 5's playouts
#: then keep building sets late, as strong players do.  It wins 55% of whole
#: rounds against level 4's policy, 58% against the greedy one; 0.65 and 0.8
#: do a little less well.
FLAT_DISCOUNT = 0.72


def reweighed_rows(weights: tuple[float, ...]) -> RowTable:
    """`evaluation.POTENTIAL_ROWS` with each stage's discount of a hand
    (`PROGRESS_WEIGHTS`) swapped for `weights[stage]`, early to late.  A stage
    whose weight is unchanged keeps its rows exactly (dividing back out
    would round a few of them differently), and unchanged weights give the
    evaluation's own table."""
    if weights == PROGRESS_WEIGHTS:
        return POTENTIAL_ROWS
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
        for by_length in POTENTIAL_ROWS
    ]


@dataclass(frozen=True, slots=True)
class PlayoutPolicy:
    """One playout policy, as a value: two policies with equal settings play alike."""

    #: How much of the best card a move leaves to the opponent counts against it
    #: (0: blind to the market it leaves, as the plain greedy rollout bot is).
    denial: float = DENIAL
    #: How much of a hand's worth counts, stage by stage of the round, early to late.
    hand_discount: tuple[float, ...] = PROGRESS_WEIGHTS
    #: The worth of a hand the policy reads, `[good][tokens left][progress]`
    #: (`reweighed_rows(hand_discount)`, made once with the value).
    rows: RowTable = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if len(self.hand_discount) != len(PROGRESS_WEIGHTS):
            raise ValueError(f"one hand discount a stage: {len(PROGRESS_WEIGHTS)} of them")
        object.__setattr__(self, "rows", reweighed_rows(self.hand_discount))

    def __reduce__(self) -> tuple[type[PlayoutPolicy], tuple[float, tuple[float, ...]]]:
        """Pickled as its settings (a process pool's workers get players so):
        the rows are made again on arrival, not shipped."""
        return PlayoutPolicy, (self.denial, self.hand_discount)

    # ------------------------------------------------------------ playing a round on
    def play_out(
        self, copy: RoundCopy, me: int, rng: random.Random, noise: float, max_plies: int = 200
    ) -> float:
        """Play the round to its end; its outcome for `me`."""
        for _ in range(max_plies):
            if copy.over:
                break
            self.step(copy, rng, noise)
        return copy.outcome(me)

    def play_to_horizon(
        self,
        copy: RoundCopy,
        me: int,
        rng: random.Random,
        noise: float,
        plies: int,
        odds: bool = False,
    ) -> float:
        """Play `plies` moves (or to the round's end, if sooner) and value the
        position reached for `me` (`leaf_value.horizon_value`)."""
        for _ in range(plies):
            if copy.over:
                break
            self.step(copy, rng, noise)
        return horizon_value(copy, me, odds)

    def step(self, copy: RoundCopy, rng: random.Random, noise: float) -> None:
        """Play the policy's move for the player to move: now and then
        (`noise`) a random take or sale, otherwise `greedy_move`."""
        p = copy.to_move
        pick = random_simple(copy, p, rng) if noise and rng.random() < noise else None
        swap = None
        if pick is not None:
            kind, good, number = pick
        else:
            kind, good, number, swap = self.greedy_move(copy, p)
        if kind == TAKE:
            copy.take(p, good)
        elif kind == SELL:
            copy.sell(p, good, number)
        elif kind == CAMELS:
            copy.take_camels(p)
        elif kind == SWAP:
            assert swap is not None
            copy.swap(p, swap[1], swap[2])
        else:  # no move at all (never in practice): the round is scored as it stands
            copy.over = True
        copy.to_move = 1 - p

    # ------------------------------------------------------------ choosing a move
    def greedy_move(self, copy: RoundCopy, p: int) -> tuple[int, int, int, Swap | None]:
        """The move of best value for `p`: (kind, good, number, exchange)."""
        o = 1 - p
        hand, market, herds = copy.hands[p], copy.market, copy.herds
        denial = self.denial
        table = copy.table(self.rows)
        size = sum(hand)
        crowd = CROWD[size]
        opp = copy.hands[o]
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
        deck_left = len(copy.deck)
        best = -1e18
        kind = good = number = -1
        # Sales of a whole holding (selling part of it is rarely better).
        tokens, taken = copy.tokens, copy.taken
        for g in GOODS_RANGE:
            n = hand[g]
            if not n or (n < 2 and g < 3):
                continue
            pile, start = tokens[g], taken[g]
            cash = sum(pile[start : start + n])
            if copy.empty + (start < len(pile) <= start + n) >= 3:
                value = end_value(copy, p, cash + BONUS_OF[n])
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
                        value = end_value(copy, p, 0.0)
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
                value = end_value(copy, p, 0.0, camels)
            else:
                # The refill is unknown: the cards left stay, new ones come.
                terms = CAMEL_TERM[herds[o]]
                value = terms[herds[p] + camels] - terms[herds[p]]
                value -= denial * (best_lure + 0.5 * camels)
            if value > best:
                best, kind = value, CAMELS
        if best < SWAP_WORTH_TRYING:
            swap = self.best_exchange(copy, p, table, lure, size, best)
            if swap is not None and swap[0] > best:
                return SWAP, good, number, swap
        return kind, good, number, None

    def best_exchange(
        self,
        copy: RoundCopy,
        p: int,
        table: Rows,
        lure: list[float],
        size: int,
        beat: float = -math.inf,
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
        hand, market = copy.hands[p], copy.market
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
        herd = copy.herds[p]
        terms = CAMEL_TERM[copy.herds[1 - p]]
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


def end_value(copy: RoundCopy, p: int, cash: float, camels: int = 0) -> float:
    """The policy's value of a move that ends the round: who would win it."""
    rupees = [copy.rupees[0], copy.rupees[1]]
    rupees[p] += int(cash)
    herds = [copy.herds[0], copy.herds[1]]
    herds[p] += camels
    if herds[0] != herds[1]:
        rupees[0 if herds[0] > herds[1] else 1] += CAMEL_TOKEN
    margin = rupees[p] - rupees[1 - p]
    return (DECISIVE if margin > 0 else -DECISIVE) + margin


def random_simple(copy: RoundCopy, p: int, rng: random.Random) -> tuple[int, int, int] | None:
    """A random take or sale, for the policy's occasional exploration."""
    hand, market = copy.hands[p], copy.market
    options: list[tuple[int, int, int]] = []
    if sum(hand) < HAND_LIMIT:
        options += [(TAKE, g, 0) for g in GOODS_RANGE if market[g]]
    if market[CAMEL]:
        options.append((CAMELS, 0, 0))
    options += [(SELL, g, hand[g]) for g in GOODS_RANGE if hand[g] >= (2 if g in PRECIOUS else 1)]
    return options[int(rng.random() * len(options))] if options else None


def _max_but(values: list[float], skip: int) -> float:
    """The biggest of `values` but the one at `skip`, and at least 0."""
    most = 0.0
    for i, v in enumerate(values):
        if v > most and i != skip:
            most = v
    return most


#: Level 4's playouts: hands discounted more the later the round, the market denied.
PROGRESS_POLICY = PlayoutPolicy()
#: Level 5's playouts: `FLAT_DISCOUNT` at every stage.  Only the policy's rows
#: change; the leaf still reads the evaluation's (`leaf_value`), since it is
#: fitted to them.
FLAT_POLICY = PlayoutPolicy(hand_discount=(FLAT_DISCOUNT,) * len(PROGRESS_WEIGHTS))
#: The plain greedy playout of the benchmark's rollout bot: the same moves and
#: values, blind to what a move leaves in the market.
GREEDY_POLICY = PlayoutPolicy(denial=0.0)
