"""Hidden worlds consistent with one player's observation.

`determinize` samples a full `Game` that agrees with an observation: the
unseen cards (deck plus the opponent's unknown hand cards) and the unseen bonus
values are dealt at random.  Search uses it to reason about hidden information
without ever peeking.
"""

from __future__ import annotations

import random

from .cards import BONUS_SIZES, BONUS_TOKENS, CAMEL, NUM_CARD_TYPES, bonus_pile_of_value
from .game import Game
from .observation import Observation


def determinize(obs: Observation, rng: random.Random) -> Game:
    """A full game consistent with `obs`, its hidden parts sampled with `rng`."""
    me, opp = obs.player, 1 - obs.player
    g = Game()
    g.seed = rng.randrange(2**31)
    g.round, g.starter, g.to_move = obs.round, obs.starter, obs.to_move
    g.market = list(obs.market)
    unseen = list(obs.unseen())
    goods_pool = [c for c in range(CAMEL) for _ in range(unseen[c])]
    rng.shuffle(goods_pool)
    unknown_in_hand = obs.opp_hand_size - sum(obs.opp_known)
    opp_hand = list(obs.opp_known)
    for card in goods_pool[:unknown_in_hand]:
        opp_hand[card] += 1
        unseen[card] -= 1
    deck = [c for c in range(NUM_CARD_TYPES) for _ in range(unseen[c])]
    rng.shuffle(deck)
    g.deck = deck
    g.discard = [c for c in range(NUM_CARD_TYPES) for _ in range(obs.discard[c])]
    g.hands = [[], []]
    g.hands[me], g.hands[opp] = list(obs.hand), opp_hand
    g.herds = [0, 0]
    g.herds[me], g.herds[opp] = obs.herd, obs.opp_herd
    g.known = [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]
    g.known[opp] = list(obs.opp_known)
    g.goods_tokens = [list(p) for p in obs.goods_tokens]
    g.goods_won = [[], []]
    g.goods_won[me], g.goods_won[opp] = list(obs.my_goods), list(obs.opp_goods)
    g.goods_from = [[], []]
    g.goods_from[me], g.goods_from[opp] = list(obs.my_goods_from), list(obs.opp_goods_from)
    g.bonus_won = [[], []]
    g.bonus_won[me] = list(obs.my_bonus)
    g.bonus_tokens = {}
    for i, size in enumerate(BONUS_SIZES):
        pool = list(BONUS_TOKENS[size])
        for value in obs.my_bonus:
            if value in pool and bonus_pile_of_value(value) == size:
                pool.remove(value)
        rng.shuffle(pool)
        taken = obs.opp_bonus_counts[i]
        g.bonus_won[opp].extend(pool[:taken])
        g.bonus_tokens[size] = pool[taken : taken + obs.bonus_left[i]]
    g.seals = list(obs.seals)
    g.round_over, g.round_end = obs.round_over, obs.round_end
    g.match_over, g.winner = obs.match_over, obs.winner
    g.results = [obs.last_result] if obs.last_result else []
    return g
