"""Reason codes: why a move was chosen, in words the tutor can translate.

A code is decided from the move and the chooser's own observation only, so
it never hints at hidden cards.  The tutor has a message `why-<code>` for each
(dots and underscores become hyphens) in every language.
"""

from __future__ import annotations

from tutorbot.engine import Move, MoveKind, Observation
from tutorbot.engine.cards import CAMEL, HAND_LIMIT, PRECIOUS

ONLY_MOVE = "only_move"
SELL_BIG_BONUS = "sell_big_bonus"
SELL_BONUS = "sell_bonus"
SELL_PRECIOUS = "sell_precious"
SELL_BEFORE_OPPONENT = "sell_before_opponent"
SELL_MAKE_ROOM = "sell_make_room"
SELL_END_ROUND = "sell_end_round"
SELL_TOP_TOKENS = "sell_top_tokens"
TAKE_PRECIOUS = "take_precious"
TAKE_BUILD_SET = "take_build_set"
TAKE_DENY = "take_deny"
TAKE_GOOD = "take_good"
CAMELS_TOKEN = "camels_token"
CAMELS_PRESSURE = "camels_pressure"
CAMELS_REFILL = "camels_refill"
EXCHANGE_CAMELS = "exchange_camels"
EXCHANGE_PRECIOUS = "exchange_precious"
EXCHANGE_BUILD_SET = "exchange_build_set"
EXCHANGE_GOODS = "exchange_goods"

REASONS: tuple[str, ...] = (
    ONLY_MOVE,
    SELL_BIG_BONUS,
    SELL_BONUS,
    SELL_PRECIOUS,
    SELL_BEFORE_OPPONENT,
    SELL_MAKE_ROOM,
    SELL_END_ROUND,
    SELL_TOP_TOKENS,
    TAKE_PRECIOUS,
    TAKE_BUILD_SET,
    TAKE_DENY,
    TAKE_GOOD,
    CAMELS_TOKEN,
    CAMELS_PRESSURE,
    CAMELS_REFILL,
    EXCHANGE_CAMELS,
    EXCHANGE_PRECIOUS,
    EXCHANGE_BUILD_SET,
    EXCHANGE_GOODS,
)


def reason_for(move: Move, obs: Observation, legal_count: int | None = None) -> str:
    """The reason code that best describes `move` in `obs`."""
    if legal_count == 1:
        return ONLY_MOVE
    kind = move.kind
    if kind is MoveKind.SELL:
        g, n = move.good, move.number
        empty = sum(1 for pile in obs.goods_tokens if not pile)
        if empty == 2 and len(obs.goods_tokens[g]) <= n and obs.goods_tokens[g]:
            return SELL_END_ROUND
        if n >= 5:
            return SELL_BIG_BONUS
        if n >= 3:
            return SELL_BONUS
        if obs.opp_known[g] >= 2:
            return SELL_BEFORE_OPPONENT
        if g in PRECIOUS:
            return SELL_PRECIOUS
        if obs.hand_size >= HAND_LIMIT - 1:
            return SELL_MAKE_ROOM
        return SELL_TOP_TOKENS
    if kind is MoveKind.TAKE:
        g = move.good
        if obs.opp_known[g] >= 2 and obs.hand[g] < 2:
            return TAKE_DENY
        if obs.hand[g] >= 2:
            return TAKE_BUILD_SET
        if g in PRECIOUS:
            return TAKE_PRECIOUS
        return TAKE_GOOD
    if kind is MoveKind.CAMELS:
        if obs.opp_hand_size >= HAND_LIMIT - 1:
            return CAMELS_PRESSURE
        if obs.herd <= obs.opp_herd < obs.herd + obs.market[CAMEL]:
            return CAMELS_TOKEN
        return CAMELS_REFILL
    if move.given[CAMEL]:
        return EXCHANGE_CAMELS
    if any(move.taken[g] for g in PRECIOUS):
        return EXCHANGE_PRECIOUS
    if any(move.taken[g] and obs.hand[g] for g in range(CAMEL)):
        return EXCHANGE_BUILD_SET
    return EXCHANGE_GOODS
