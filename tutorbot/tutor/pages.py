"""The rules, paged for a phone: each page a title and the long texts of its rules."""

from __future__ import annotations

from tutorbot.engine import rules as R

PAGES: tuple[tuple[str, ...], ...] = (
    (R.MATCH_TWO_SEALS, R.SETUP_MARKET, R.SETUP_DEAL),
    (R.TURN_TAKE_OR_SELL, R.TAKE_GOODS_OR_CAMELS, R.TAKE_SINGLE, R.TAKE_CAMELS_ALL),
    (
        R.EXCHANGE_SAME_NUMBER,
        R.EXCHANGE_MINIMUM_TWO,
        R.EXCHANGE_SAME_TYPE,
        R.HAND_LIMIT_SEVEN,
        R.HAND_CAMELS_NOT_COUNTED,
    ),
    (
        R.SELL_ONE_TYPE,
        R.SELL_PRECIOUS_MINIMUM,
        R.SELL_TOKENS_TOP_FIRST,
        R.SELL_BONUS,
        R.SELL_TOKENS_SHORT,
    ),
    (
        R.ROUND_END_TOKENS,
        R.ROUND_END_DECK,
        R.SCORE_CAMEL_TOKEN,
        R.SCORE_SEAL,
        R.MATCH_NEXT_ROUND,
    ),
)


def rule_message_id(rule_id: str) -> str:
    """`exchange.minimum_two` -> `rule-exchange-minimum-two` (the locale convention)."""
    return "rule-" + rule_id.replace(".", "-").replace("_", "-")
