"""What one player may know of a match, and nothing more.

An `Observation` is a frozen value built from a `Game` for one seat: it holds
only public facts and that seat's own secrets, as plain ints and tuples, so no
attribute path leads back to the deck order, the opponent's unknown cards or
their bonus values (OpenSpiel's separation of state and information state).
The AI is a function of an observation alone.

`tutorbot.engine.worlds.determinize` samples full games that agree with one.
`observe` reads a game's fields through `fields.GameFields`, so `Game`
imports this module and this module never imports `Game`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import (
    BONUS_SIZES,
    CAMEL,
    CAMEL_TOKEN,
    CARD_COPIES,
    NUM_CARD_TYPES,
    bonus_pile_of_value,
)
from .fields import GameFields
from .legal import LegalMoves, check_move
from .moves import Counts, Move
from .scoring import RoundEnd, RoundResult


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of the match.  `opp_known` are the opponent's hand cards
    that this seat saw them take and can prove they still hold: each card of
    that good given or sold removes one, floored at 0 (public moves alone)."""

    player: int
    to_move: int
    round: int
    starter: int
    hand: Counts
    herd: int
    market: Counts
    deck_size: int
    discard: Counts
    goods_tokens: tuple[tuple[int, ...], ...]
    bonus_left: tuple[int, ...]
    my_goods: tuple[int, ...]
    my_goods_from: tuple[int, ...]
    my_bonus: tuple[int, ...]
    opp_hand_size: int
    opp_herd: int
    opp_known: Counts
    opp_goods: tuple[int, ...]
    opp_goods_from: tuple[int, ...]
    opp_bonus_counts: tuple[int, ...]
    seals: tuple[int, int]
    round_over: bool
    round_end: RoundEnd | None
    match_over: bool
    winner: int | None
    last_result: RoundResult | None

    @property
    def my_turn(self) -> bool:
        """Whether this seat may move now (its turn, in a round still on)."""
        return self.to_move == self.player and not self.round_over

    def legal_moves(self) -> LegalMoves:
        """The legal moves of this seat (empty unless it is this seat's turn)."""
        if not self.my_turn:
            return LegalMoves.none()
        return LegalMoves(self.hand, self.herd, self.market)

    def check(self, move: Move) -> str | None:
        """The rule `move` would break for this seat, or None."""
        found = check_move(move, self.hand, self.herd, self.market)
        return found.rule if found else None

    @property
    def hand_size(self) -> int:
        """How many cards this seat holds (camels apart: they are in the herd)."""
        return sum(self.hand)

    @property
    def my_rupees(self) -> int:
        """Own goods and bonus tokens (the camel token is added at scoring)."""
        return sum(self.my_goods) + sum(self.my_bonus)

    @property
    def opp_visible_rupees(self) -> int:
        """The opponent's goods tokens: their bonus values are hidden."""
        return sum(self.opp_goods)

    def unseen(self) -> Counts:
        """Cards this seat can't see: the deck plus the opponent's unknown hand cards."""
        seen = [
            self.hand[c] + self.market[c] + self.discard[c] + self.opp_known[c]
            for c in range(NUM_CARD_TYPES)
        ]
        seen[CAMEL] += self.herd + self.opp_herd
        return tuple(CARD_COPIES[c] - seen[c] for c in range(NUM_CARD_TYPES))

    def camel_token_if_now(self) -> int:
        """+5 if this seat would win the camel token now, -5 if the opponent would."""
        if self.herd == self.opp_herd:
            return 0
        return CAMEL_TOKEN if self.herd > self.opp_herd else -CAMEL_TOKEN


def observe(game: GameFields, player: int) -> Observation:
    """Build `player`'s observation of `game`."""
    opp = 1 - player
    discard = [0] * NUM_CARD_TYPES
    for card in game.discard:
        discard[card] += 1
    opp_bonus = [0, 0, 0]
    for value in game.bonus_won[opp]:
        opp_bonus[BONUS_SIZES.index(bonus_pile_of_value(value))] += 1
    return Observation(
        player=player,
        to_move=game.to_move,
        round=game.round,
        starter=game.starter,
        hand=tuple(game.hands[player]),
        herd=game.herds[player],
        market=tuple(game.market),
        deck_size=len(game.deck),
        discard=tuple(discard),
        goods_tokens=tuple(tuple(p) for p in game.goods_tokens),
        bonus_left=tuple(len(game.bonus_tokens[s]) for s in BONUS_SIZES),
        my_goods=tuple(game.goods_won[player]),
        my_goods_from=tuple(game.goods_from[player]),
        my_bonus=tuple(game.bonus_won[player]),
        opp_hand_size=sum(game.hands[opp]),
        opp_herd=game.herds[opp],
        opp_known=tuple(game.known[opp]),
        opp_goods=tuple(game.goods_won[opp]),
        opp_goods_from=tuple(game.goods_from[opp]),
        opp_bonus_counts=tuple(opp_bonus),
        seals=(game.seals[0], game.seals[1]),
        round_over=game.round_over,
        round_end=game.round_end,
        match_over=game.match_over,
        winner=game.winner,
        last_result=game.results[-1] if game.results else None,
    )
