"""The true state of a match of Jaipur and the transitions between states.

`Game` holds everything, hidden cards included; players and the AI should see
it only through `Game.observation(player)`.  Hands and the market are count
vectors indexed by `Card`; the deck is a list whose *end* is its top (so a draw
is a cheap `pop()`); the position format turns that around to "top first".

Every shuffle of a round comes from `random.Random(seed * 1009 + round)`, so the
seed alone reproduces a match, and a position dict needs no RNG state.
"""

from __future__ import annotations

import random

from . import rules as R
from .cards import (
    BONUS_TOKENS,
    CAMEL,
    CAMEL_TOKEN,
    CARD_COPIES,
    EMPTY_PILES_TO_END,
    GOODS,
    GOODS_TOKENS,
    HAND_DEAL,
    MARKET_CAMELS_AT_SETUP,
    MARKET_SIZE,
    NUM_CARD_TYPES,
    SEALS_TO_WIN,
    bonus_pile_for,
)
from .errors import IllegalMove
from .fields import FIELD_NAMES, copy_fields
from .legal import LegalMoves, check_move
from .moves import Exchange, Move, Sell, Take, TakeCamels
from .observation import Observation, observe
from .position import Position, game_from_dict, game_to_dict
from .refusals import Reason, Refusal, RefusalDetails
from .scoring import RoundEnd, RoundResult, score_round


class Game:
    """A match: the current round's full state plus Seals and round history."""

    __slots__ = FIELD_NAMES  # the fields are described once, in `fields.FIELDS`

    def __init__(self) -> None:
        """An empty shell; use `Game.new` or `Game.from_dict`."""
        self.seed: int = 0
        self.round: int = 0
        self.starter: int = 0
        self.to_move: int = 0
        self.market: list[int] = [0] * NUM_CARD_TYPES
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]
        self.herds: list[int] = [0, 0]
        self.goods_tokens: list[list[int]] = [[] for _ in GOODS]
        self.bonus_tokens: dict[int, list[int]] = {size: [] for size in BONUS_TOKENS}
        self.goods_won: list[list[int]] = [[], []]
        #: The good each token of `goods_won` came from, index for index.
        self.goods_from: list[list[int]] = [[], []]
        self.bonus_won: list[list[int]] = [[], []]
        self.seals: list[int] = [0, 0]
        #: Per player, the cards of their hand the opponent has seen them take
        #: and can prove are still there: a take adds, a card given or sold
        #: removes one (floored at 0) whatever the hidden cards are, so the
        #: count follows public moves alone.
        self.known: list[list[int]] = [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]
        self.round_over = False
        self.round_end: RoundEnd | None = None
        self.match_over = False
        self.winner: int | None = None
        self.results: list[RoundResult] = []

    # ----------------------------------------------------------------- set-up
    @classmethod
    def new(cls, seed: int | None = None, first: int = 0) -> Game:
        """A new match with its first round dealt; `first` moves first."""
        game = cls()
        game.seed = random.randrange(2**31) if seed is None else seed
        game._deal(round_no=1, starter=first)
        return game

    def _deal(self, round_no: int, starter: int) -> None:
        rng = random.Random(self.seed * 1009 + round_no)
        deck = [card for card, n in enumerate(CARD_COPIES) for _ in range(n)]
        for _ in range(MARKET_CAMELS_AT_SETUP):
            deck.remove(CAMEL)
        rng.shuffle(deck)
        self.hands = [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]
        self.herds = [0, 0]
        for player in (0, 1):
            for _ in range(HAND_DEAL):
                card = deck.pop()
                if card == CAMEL:
                    self.herds[player] += 1
                else:
                    self.hands[player][card] += 1
        self.market = [0] * NUM_CARD_TYPES
        self.market[CAMEL] = MARKET_CAMELS_AT_SETUP
        for _ in range(MARKET_SIZE - MARKET_CAMELS_AT_SETUP):
            self.market[deck.pop()] += 1
        self.deck = deck
        self.discard = []
        self.goods_tokens = [list(GOODS_TOKENS[g]) for g in GOODS]
        self.bonus_tokens = {}
        for size, values in BONUS_TOKENS.items():
            pile = list(values)
            rng.shuffle(pile)
            self.bonus_tokens[size] = pile
        self.goods_won = [[], []]
        self.goods_from = [[], []]
        self.bonus_won = [[], []]
        self.known = [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]
        self.round = round_no
        self.starter = self.to_move = starter
        self.round_over = False
        self.round_end = None

    # ------------------------------------------------------------------ rules
    def legal_moves(self) -> LegalMoves:
        """Every legal move of the player to move (none once the round is over),
        as a lazy sequence: counting them and drawing one builds no list."""
        if self.round_over:
            return LegalMoves.none()
        p = self.to_move
        return LegalMoves(tuple(self.hands[p]), self.herds[p], tuple(self.market))

    def refusal_of(self, move: Move) -> Refusal | None:
        """Why `move` is refused now (rule, reason, details), or None if it is legal."""
        if self.match_over:
            details = RefusalDetails(winner=self.winner)
            return Refusal(R.MATCH_TWO_SEALS, Reason.MATCH_OVER, details)
        if self.round_over:
            rule = R.ROUND_END_TOKENS if self.round_end is RoundEnd.TOKENS else R.ROUND_END_DECK
            return Refusal(rule, Reason.ROUND_OVER)
        p = self.to_move
        return check_move(move, tuple(self.hands[p]), self.herds[p], tuple(self.market))

    def check(self, move: Move) -> str | None:
        """The id of the rule `move` breaks, or None if it is legal now."""
        found = self.refusal_of(move)
        return found.rule if found else None

    def play(self, move: Move) -> None:
        """Apply a legal move for the player to move, or raise `IllegalMove`."""
        found = self.refusal_of(move)
        if found:
            raise IllegalMove(found, move)
        self.play_unchecked(move)

    def play_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal (one from `legal_moves()`), skipping the
        check: random playouts and search apply millions of generated moves."""
        p = self.to_move
        hand = self.hands[p]
        market = self.market
        known = self.known[p]
        if isinstance(move, Take):
            good = move.good
            hand[good] += 1
            known[good] += 1
            market[good] -= 1
            self._refill(1)
        elif isinstance(move, TakeCamels):
            n = market[CAMEL]
            self.herds[p] += n
            market[CAMEL] = 0
            self._refill(n)
        elif isinstance(move, Exchange):
            given = move.given
            for card, n in enumerate(move.taken):
                if n:
                    hand[card] += n
                    market[card] -= n
                    known[card] += n
            for card, n in enumerate(given):
                if n and card != CAMEL:
                    hand[card] -= n
                    market[card] += n
                    # Public knowledge only: the observer saw n cards go, not which.
                    known[card] = max(0, known[card] - n)
            self.herds[p] -= given[CAMEL]
            market[CAMEL] += given[CAMEL]
        else:
            assert isinstance(move, Sell)
            self._sell(p, move.good, move.number)
        if self.round_over:
            self._score()
        else:
            self.to_move = 1 - p

    def _refill(self, n: int) -> None:
        deck = self.deck
        for _ in range(n):
            if not deck:
                self.round_over, self.round_end = True, RoundEnd.DECK
                return
            self.market[deck.pop()] += 1

    def _sell(self, p: int, good: int, n: int) -> None:
        self.hands[p][good] -= n
        # Public knowledge only: n cards sold may include every card seen taken;
        # capping at the true hand would tell the observer the hidden cards.
        self.known[p][good] = max(0, self.known[p][good] - n)
        self.discard.extend([good] * n)
        pile = self.goods_tokens[good]
        got = pile[:n]
        del pile[:n]
        self.goods_won[p].extend(got)
        self.goods_from[p].extend([good] * len(got))
        size = bonus_pile_for(n)
        if size is not None and self.bonus_tokens[size]:
            self.bonus_won[p].append(self.bonus_tokens[size].pop(0))
        if sum(1 for pile in self.goods_tokens if not pile) >= EMPTY_PILES_TO_END:
            self.round_over, self.round_end = True, RoundEnd.TOKENS

    def _score(self) -> None:
        ended_by = self.round_end or RoundEnd.DECK
        result = score_round(
            self.round, ended_by, self.herds, self.goods_won, self.bonus_won, self.goods_from
        )
        self.results.append(result)
        if result.seal is not None:
            self.seals[result.seal] += 1
            if self.seals[result.seal] >= SEALS_TO_WIN:
                self.match_over, self.winner = True, result.seal

    def next_round(self) -> None:
        """Deal the next round, its loser to move (after a full tie: the second player)."""
        if self.match_over:
            details = RefusalDetails(winner=self.winner)
            raise IllegalMove(Refusal(R.MATCH_TWO_SEALS, Reason.MATCH_OVER, details))
        if not self.round_over:
            raise IllegalMove(Refusal(R.MATCH_NEXT_ROUND, Reason.ROUND_NOT_OVER))
        last = self.results[-1]
        starter = 1 - last.seal if last.seal is not None else 1 - self.starter
        self._deal(self.round + 1, starter)

    # ---------------------------------------------------------------- queries
    def score(self, player: int) -> int:
        """Rupees won so far this round (the camel token counts once the round is scored)."""
        total = sum(self.goods_won[player]) + sum(self.bonus_won[player])
        if self.round_over and self.results and self.results[-1].camel_token == player:
            total += CAMEL_TOKEN
        return total

    @property
    def last_result(self) -> RoundResult | None:
        """The result of the round just scored, if any."""
        return self.results[-1] if self.results else None

    def observation(self, player: int) -> Observation:
        """What `player` may know; see `tutorbot.engine.observation`."""
        return observe(self, player)

    def to_dict(self) -> Position:
        """The position as a JSON-compatible dict; see `tutorbot.engine.position`."""
        return game_to_dict(self)

    @classmethod
    def from_dict(cls, data: Position) -> Game:
        """A game from a position dict, validated; see `tutorbot.engine.position`."""
        return game_from_dict(data, cls())

    def copy(self) -> Game:
        """An independent copy (for search)."""
        g: Game = copy_fields(self, Game.__new__(Game))
        return g

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Game seed={self.seed} round={self.round} to_move={self.to_move}>"
