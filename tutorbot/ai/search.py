"""Search over sampled worlds (perfect-information Monte Carlo).

The unseen cards are dealt at random many times (`determinize`), each world
is played forward a move or two with the quick move values as the players'
policy, and the positions reached are valued with `value_diff`.  Averaging
over worlds is what keeps the search honest: it never knows the real deck or
the opponent's real hand, only what a player in its seat could know.
"""

from __future__ import annotations

import random
import time

from tutorbot.engine import Game, Move, Observation, determinize
from tutorbot.engine.legal import legal_moves_for

from .evaluation import move_gain, tables_for, value_diff

FOLLOW_UP_WEIGHT = 0.6


def best_reply(game: Game, player: int) -> tuple[Move | None, float]:
    """The move with the biggest quick value for `player` in `game`; (None, -1e9)
    when `player` has no legal move (a hand of single precious cards facing a
    market it can neither take from nor exchange with)."""
    hand = tuple(game.hands[player])
    market = tuple(game.market)
    herd, opp_herd = game.herds[player], game.herds[1 - player]
    table = tables_for(game)
    piles = game.goods_tokens
    best, best_gain = None, -1e9
    for move in legal_moves_for(hand, herd, market):
        gain = move_gain(move, hand, herd, opp_herd, market, piles, table)
        if gain > best_gain:
            best, best_gain = move, gain
    return best, best_gain


def line_value(game: Game, me: int, plies: int, follow_up: bool) -> float:
    """Value for `me` after `plies` greedy moves (the opponent's first, then
    alternating); with `follow_up`, plus a share of the next mover's best gain."""
    for _ in range(plies):
        if game.round_over:
            return value_diff(game, me)
        reply, _ = best_reply(game, game.to_move)
        if reply is None:
            break  # the mover is stuck: value the position as it stands
        game.play_unchecked(reply)
    value = value_diff(game, me)
    if follow_up and not game.round_over:
        mover = game.to_move
        _, gain = best_reply(game, mover)
        value += FOLLOW_UP_WEIGHT * max(0.0, gain) * (1 if mover == me else -1)
    return value


def search_values(
    obs: Observation,
    candidates: list[Move],
    rng: random.Random,
    worlds: int,
    plies: int,
    follow_up: bool,
    deadline: float | None = None,
) -> list[float]:
    """Average value of each candidate over `worlds` sampled worlds."""
    totals = [0.0] * len(candidates)
    me = obs.player
    for done in range(worlds):
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        world = determinize(obs, rng)
        for i, move in enumerate(candidates):
            game = world.copy()
            game.play_unchecked(move)
            totals[i] += line_value(game, me, plies, follow_up)
    return totals
