"""The rule catalogue: one id per rule of Jaipur (see shared/rules/FACTS.md).

The engine names one of these ids whenever it refuses a move, and the tutor has
an explanation for each in every language, so the ids are part of the public
contract.  The English one-liners are for logs and exception messages only; the
player-facing texts live in `locales/`.
"""

from __future__ import annotations

SETUP_MARKET = "setup.market"
SETUP_DEAL = "setup.deal"
TURN_TAKE_OR_SELL = "turn.take_or_sell"
TAKE_GOODS_OR_CAMELS = "take.goods_or_camels"
TAKE_SINGLE = "take.single"
TAKE_CAMELS_ALL = "take.camels_all"
EXCHANGE_SAME_NUMBER = "exchange.same_number"
EXCHANGE_MINIMUM_TWO = "exchange.minimum_two"
EXCHANGE_SAME_TYPE = "exchange.same_type"
HAND_LIMIT_SEVEN = "hand.limit_seven"
HAND_CAMELS_NOT_COUNTED = "hand.camels_not_counted"
SELL_ONE_TYPE = "sell.one_type"
SELL_PRECIOUS_MINIMUM = "sell.precious_minimum"
SELL_TOKENS_TOP_FIRST = "sell.tokens_top_first"
SELL_BONUS = "sell.bonus"
SELL_TOKENS_SHORT = "sell.tokens_short"
ROUND_END_TOKENS = "round.end_tokens"
ROUND_END_DECK = "round.end_deck"
SCORE_CAMEL_TOKEN = "score.camel_token"
SCORE_SEAL = "score.seal"
MATCH_NEXT_ROUND = "match.next_round"
MATCH_TWO_SEALS = "match.two_seals"

#: Every rule id, in the catalogue's order, with a terse English summary.
RULES: dict[str, str] = {
    SETUP_MARKET: "the market starts with 3 camels and 2 cards from the deck",
    SETUP_DEAL: "5 cards each; camels in a hand go straight to its herd",
    TURN_TAKE_OR_SELL: "a turn is take cards or sell cards, never both",
    TAKE_GOODS_OR_CAMELS: "when taking you take goods or camels, never both",
    TAKE_SINGLE: "take one good; the gap is refilled from the deck",
    TAKE_CAMELS_ALL: "taking camels means taking all of them",
    EXCHANGE_SAME_NUMBER: "an exchange gives back as many cards as it takes",
    EXCHANGE_MINIMUM_TWO: "an exchange is at least 2 cards for 2 cards",
    EXCHANGE_SAME_TYPE: "the same goods type can't be both taken and given back",
    HAND_LIMIT_SEVEN: "no more than 7 cards in hand at the end of a turn",
    HAND_CAMELS_NOT_COUNTED: "camels in the herd don't count toward the 7",
    SELL_ONE_TYPE: "a sale is any number of cards of one goods type",
    SELL_PRECIOUS_MINIMUM: "diamonds, gold and silver sell at least 2 at a time",
    SELL_TOKENS_TOP_FIRST: "tokens come off the top of the pile, highest first",
    SELL_BONUS: "3, 4, 5+ cards sold earn a bonus token",
    SELL_TOKENS_SHORT: "fewer tokens than cards: the bonus still counts the cards sold",
    ROUND_END_TOKENS: "the round ends at once when 3 goods token piles are empty",
    ROUND_END_DECK: "the round ends at once when the market can't be refilled",
    SCORE_CAMEL_TOKEN: "the biggest herd takes the camel token; a tie gives it to nobody",
    SCORE_SEAL: "the richer trader takes a Seal; ties: more bonus, then more goods tokens",
    MATCH_NEXT_ROUND: "the loser of a round starts the next one",
    MATCH_TWO_SEALS: "the first trader with 2 Seals wins the match",
}

RULE_IDS: tuple[str, ...] = tuple(RULES)
