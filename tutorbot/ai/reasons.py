"""Reason codes: why a move was chosen, in words the tutor can translate.

A code is decided from the move and the chooser's own observation only, so
it never hints at hidden cards.  The tutor has a message `why-<code>` for each
(dots and underscores become hyphens) in every language.
"""

from __future__ import annotations

from enum import StrEnum

from tutorbot.engine import Exchange, Move, Observation, Sell, Take, TakeCamels
from tutorbot.engine.cards import CAMEL, HAND_LIMIT, PRECIOUS


class ReasonCode(StrEnum):
    """Why a move was chosen; the tutor has `why-<code>` for each."""

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


#: Every reason code, in the enum's order.
REASONS: tuple[ReasonCode, ...] = tuple(ReasonCode)


def reason_for(move: Move, obs: Observation, legal_count: int | None = None) -> ReasonCode:
    """The reason code that best describes `move` in `obs`."""
    if legal_count == 1:
        return ReasonCode.ONLY_MOVE
    if isinstance(move, Sell):
        g, n = move.good, move.number
        empty = sum(1 for pile in obs.goods_tokens if not pile)
        if empty == 2 and len(obs.goods_tokens[g]) <= n and obs.goods_tokens[g]:
            return ReasonCode.SELL_END_ROUND
        if n >= 5:
            return ReasonCode.SELL_BIG_BONUS
        if n >= 3:
            return ReasonCode.SELL_BONUS
        if obs.opp_known[g] >= 2:
            return ReasonCode.SELL_BEFORE_OPPONENT
        if g in PRECIOUS:
            return ReasonCode.SELL_PRECIOUS
        if obs.hand_size >= HAND_LIMIT - 1:
            return ReasonCode.SELL_MAKE_ROOM
        return ReasonCode.SELL_TOP_TOKENS
    if isinstance(move, Take):
        g = move.good
        if obs.opp_known[g] >= 2 and obs.hand[g] < 2:
            return ReasonCode.TAKE_DENY
        if obs.hand[g] >= 2:
            return ReasonCode.TAKE_BUILD_SET
        if g in PRECIOUS:
            return ReasonCode.TAKE_PRECIOUS
        return ReasonCode.TAKE_GOOD
    if isinstance(move, TakeCamels):
        if obs.opp_hand_size >= HAND_LIMIT - 1:
            return ReasonCode.CAMELS_PRESSURE
        if obs.herd <= obs.opp_herd < obs.herd + obs.market[CAMEL]:
            return ReasonCode.CAMELS_TOKEN
        return ReasonCode.CAMELS_REFILL
    assert isinstance(move, Exchange)
    if move.given[CAMEL]:
        return ReasonCode.EXCHANGE_CAMELS
    if any(move.taken[g] for g in PRECIOUS):
        return ReasonCode.EXCHANGE_PRECIOUS
    if any(move.taken[g] and obs.hand[g] for g in range(CAMEL)):
        return ReasonCode.EXCHANGE_BUILD_SET
    return ReasonCode.EXCHANGE_GOODS
