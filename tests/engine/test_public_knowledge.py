"""`Observation.opp_known` follows public moves alone (issue 30, item 0).

An observer sees which cards the opponent takes and how many of a good they
give or sell, never which of their cards those were; so the opponent's
known cards can only be proved down by what left, floored at 0, whatever
the hidden hand holds.  Capping at the true hand leaked hidden cards."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutorbot.engine import Exchange, Game, Move, Sell, Take, build_position, counts_of
from tutorbot.engine.cards import Card

GOLD, LEATHER = Card.GOLD, Card.LEATHER


def _two_hidden_gold(to_move: int = 1) -> Game:
    """Seat 1 holds 2 gold nobody saw; a gold waits in the market."""
    return Game.from_dict(
        build_position(
            market=["gold", "leather", "leather", "leather", "camel"],
            hands=(["spice", "spice"], ["gold", "gold", "cloth"]),
            to_move=to_move,
        )
    )


def test_a_sale_removes_known_cards_up_to_its_number():
    g = _two_hidden_gold()
    g.play(Take(GOLD))
    assert g.observation(0).opp_known[GOLD] == 1
    g.play(Take(LEATHER))  # seat 0 passes the turn back
    g.play(Sell(GOLD, 2))
    # seat 1 still holds one gold, the one seen taken or not: 0 is all seat 0 can prove
    assert g.hands[1][GOLD] == 1
    assert g.observation(0).opp_known[GOLD] == 0


def test_an_exchange_removes_known_given_cards_up_to_their_number():
    g = _two_hidden_gold()
    g.play(Take(GOLD))
    g.play(Take(LEATHER))
    g.play(Exchange(counts_of([LEATHER, LEATHER]), counts_of([GOLD, GOLD])))
    assert g.hands[1][GOLD] == 1
    assert g.observation(0).opp_known[GOLD] == 0
    assert g.observation(0).opp_known[LEATHER] == 2


def _play_round(game: Game, rng: random.Random, plies: int) -> list[Move]:
    moves: list[Move] = []
    for _ in range(plies):
        if game.round_over:
            break
        move = rng.choice(game.legal_moves())
        game.play(move)
        moves.append(move)
    return moves


def _with_hidden_swap(start: dict, seat: int, drawn: int, rng: random.Random) -> dict | None:
    """`start` with one of `seat`'s dealt goods swapped for a deck card nobody
    draws in the game (the deck's bottom beyond `drawn`): the same public
    history, a different hidden hand."""
    hand = list(start["hands"][seat])
    deck = list(start["deck"])  # top first
    bottom = [i for i in range(drawn, len(deck)) if deck[i] != "camel"]
    if not hand or not bottom:
        return None
    h, d = rng.randrange(len(hand)), rng.choice(bottom)
    if hand[h] == deck[d]:
        return None
    hand[h], deck[d] = deck[d], hand[h]
    other = dict(start)
    other["hands"] = [list(x) for x in start["hands"]]
    other["hands"][seat] = hand
    other["deck"] = deck
    return other


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(1, 60), swaps=st.integers(1, 4))
def test_the_observation_is_the_same_for_every_consistent_hidden_hand(seed, plies, swaps):
    """Random games replayed on deals that differ only in the opponent's
    hidden cards: wherever the same moves stay legal, the observer's view is
    the same ply by ply."""
    rng = random.Random(seed)
    game = Game.new(seed=seed, first=seed % 2)
    start = game.to_dict()
    moves = _play_round(game, rng, plies)
    drawn = len(start["deck"]) - len(game.deck)
    for observer in (0, 1):
        other_dict = start
        for _ in range(swaps):
            other_dict = _with_hidden_swap(other_dict, 1 - observer, drawn, rng) or other_dict
        a, b = Game.from_dict(start), Game.from_dict(other_dict)
        for move in moves:
            if b.check(move) is not None:
                break  # the other hidden hand could not have played this: not consistent
            a.play(move)
            b.play(move)
            assert a.observation(observer) == b.observation(observer)
