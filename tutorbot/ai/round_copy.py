"""A lean copy of one sampled world's round: the rules a playout needs, in flat lists.

Search plays thousands of rounds to their end per decision, so a playout does
not go through `Game`: a `RoundCopy` holds only what a round's outcome depends
on (hands, herds, market, deck, how far each token pile has been taken, rupees
and token counts) as flat lists, and moves are applied in place.  The rules are
the engine's (`Game.play_unchecked` and `score_round`); `tests/ai/test_ai.py`
checks that a copy's result agrees with the engine's scoring of the same round.
Which move to play is the playout policy's (`playout_policy`), and what a
position is worth where a playout stops is the leaf's (`leaf_value`).
"""

from __future__ import annotations

from tutorbot.engine import Exchange, Game, Move, Sell, Take
from tutorbot.engine.cards import BONUS_SIZES, CAMEL, CAMEL_TOKEN

from .evaluation import progress_of

GOODS_RANGE = range(CAMEL)
#: `rows[good][c]`: the worth of holding `c` cards of `good` (`evaluation.potential_row`).
Rows = list[tuple[float, ...]]
#: Every row there is, `[good][tokens left][progress]` (`evaluation.POTENTIAL_ROWS`).
RowTable = list[list[list[tuple[float, ...]]]]
#: A won or lost round dominates any margin (see `RoundCopy.outcome`).
ROUND_WIN = 1.0
MARGIN_WEIGHT = 0.01


class RoundCopy:
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
        "rows_table",
        "rows_progress",
    )

    hands: list[list[int]]
    herds: list[int]
    market: list[int]
    deck: list[int]
    tokens: list[tuple[int, ...]]  # the piles as they were when the copy was made (read only)
    taken: list[int]  # tokens taken off each pile since then
    bonus: list[tuple[int, ...]]  # the bonus piles by size, read only
    bonus_taken: list[int]
    rupees: list[int]
    bonus_count: list[int]
    goods_count: list[int]
    empty: int
    to_move: int
    over: bool
    rows: Rows  # the last `table()`, valid for `rows_table` while `rows_progress` is the progress
    rows_table: RowTable | None
    rows_progress: int  # -1: stale (a sale took tokens)

    @classmethod
    def of(cls, game: Game) -> RoundCopy:
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
        s.rows_table = None
        s.rows_progress = -1
        return s

    def copy(self) -> RoundCopy:
        s = RoundCopy.__new__(RoundCopy)
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
        s.rows_table = self.rows_table
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

    def take(self, p: int, good: int) -> None:
        self.hands[p][good] += 1
        self.market[good] -= 1
        self.refill(1)

    def take_camels(self, p: int) -> None:
        market = self.market
        n = market[CAMEL]
        self.herds[p] += n
        market[CAMEL] = 0
        self.refill(n)

    def swap(self, p: int, taken: list[int], given: list[int]) -> None:
        """An exchange as lists of cards: `given` may hold camels (`CAMEL`)."""
        hand, market = self.hands[p], self.market
        for c in taken:
            hand[c] += 1
            market[c] -= 1
        for c in given:
            if c == CAMEL:
                self.herds[p] -= 1
            else:
                hand[c] -= 1
            market[c] += 1

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
        if isinstance(move, Take):
            self.take(p, move.good)
        elif isinstance(move, Sell):
            self.sell(p, move.good, move.number)
        elif isinstance(move, Exchange):
            hand, market = self.hands[p], self.market
            for c in GOODS_RANGE:
                hand[c] += move.taken[c] - move.given[c]
                market[c] += move.given[c] - move.taken[c]
            self.herds[p] -= move.given[CAMEL]
            market[CAMEL] += move.given[CAMEL]
        else:
            self.take_camels(p)
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

    # ------------------------------------------------------------ the worth of hands
    def table(self, rows: RowTable) -> Rows:
        """Each good's row of `rows` for the piles and the round's progress now.

        Kept until a sale takes tokens, the progress moves on (every few plies
        at most) or another table is asked for, since every ply of a playout
        asks for it."""
        progress = progress_of(len(self.deck), self.empty)
        if progress != self.rows_progress or rows is not self.rows_table:
            self.rows = self.rows_of(rows, progress)
            self.rows_table = rows
            self.rows_progress = progress
        return self.rows

    def rows_of(self, table: RowTable, progress: int) -> Rows:
        """Each good's row of `table` for the piles as they stand and `progress`."""
        tokens, taken = self.tokens, self.taken
        return [table[g][len(tokens[g]) - taken[g]][progress] for g in GOODS_RANGE]
