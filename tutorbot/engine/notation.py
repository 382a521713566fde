"""Move notation: the one text form of a move, for typing, logs and tests.

Canonical forms (cards always in `Card` order, repeated for multiplicity)::

    take diamond
    camels
    exchange gold spice for leather camel
    sell 3 leather

`format_move(parse_move(s)) == s` for every canonical `s`.  Parsing forgives
case, extra spaces, punctuation, emoji, plurals and counts ("Sell 3 Leathers",
"exchange 2 gold for spice leather"), and reads back what the bot itself
writes in English ("exchange: take 1 cloth, 1 spice, give back 2 camels",
"take 🧵 1 cloth in exchange for 🐪 1 camel").  Otherwise it raises
`MoveParseError` with a `ParseProblem` code and its details, which the tutor
words; a request that breaks a rule ("sell gold silver") also names the rule.
"sell 2 gold and take diamond" parses to a sale carrying a take, which the
engine then refuses under `turn.take_or_sell`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from difflib import get_close_matches

from . import rules as R
from .cards import CARD_NAMES, Card, parse_card
from .errors import MoveParseError, ParseProblem
from .moves import Move, Sell, counts_of
from .text import ascii_int, clip


def format_move(move: Move) -> str:
    """The canonical notation of a move (each move class writes its own)."""
    return str(move)


VERBS = ("take", "camels", "exchange", "sell")
#: Words a verb may be typed as, besides itself.
_VERB_FORMS = {
    "taking": "take",
    "takes": "take",
    "camel": "camels",
    "selling": "sell",
    "sells": "sell",
    "swap": "exchange",
    "trade": "exchange",
}
#: Words that carry no meaning in a move ("take all 3 camels from the market").
_FILLER = {"a", "an", "the", "all", "of", "from", "market", "only", "card", "cards", "back"}
_GIVE = {"give", "giving", "gives", "for"}
#: The most cards a typed count can mean (a hand and a market together hold fewer).
_MOST = 12


def _suggest(word: str, choices: Iterable[str]) -> str:
    """The closest known word, or "none" (a Fluent selector value)."""
    found = get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return found[0] if found else "none"


def _card(word: str) -> Card:
    try:
        return parse_card(word)
    except KeyError:
        known = ", ".join(CARD_NAMES)
        raise MoveParseError(
            f"unknown card {clip(word)!r} (cards are: {known})",
            ParseProblem.UNKNOWN_CARD,
            word=clip(word),
            suggestion=_suggest(word.rstrip("s"), CARD_NAMES),
        ) from None


def _number(word: str) -> int:
    number = ascii_int(word)  # "²".isdigit(), but it is no number anyone typed
    if number is None or not 1 <= number <= _MOST:
        raise MoveParseError(
            f"{clip(word)!r} is not a number of cards (1 or more)",
            ParseProblem.BAD_NUMBER,
            word=clip(word),
        )
    return number


def _counted(words: list[str]) -> list[Card]:
    """Cards from "2 gold spice" or "gold gold spice": a number counts the card after it."""
    cards: list[Card] = []
    count = None
    for word in words:
        if word[0].isdigit():
            if count is not None:
                raise MoveParseError(
                    f"two numbers in a row: {clip(word)!r}",
                    ParseProblem.BAD_NUMBER,
                    word=clip(word),
                )
            count = _number(word)
            continue
        cards += [_card(word)] * (count or 1)
        count = None
    if count is not None:
        raise MoveParseError(
            f"{clip(words[-1])!r} counts no card", ParseProblem.BAD_NUMBER, word=clip(words[-1])
        )
    return cards


def _cards(words: list[str], side: str) -> tuple[int, ...]:
    if not words:
        where = "to take" if side == "take" else "to give"
        raise MoveParseError(f"no cards named {where}", ParseProblem.NO_CARDS, side=side)
    return counts_of(_counted(words))


def _parse_sell(words: list[str]) -> Sell:
    rest = words[1:]
    if not rest:
        raise MoveParseError(
            "a sale is written 'sell <number> <good>', e.g. 'sell 3 leather'",
            ParseProblem.SELL_FORM,
        )
    cards = _counted(rest)
    goods = sorted(set(cards))
    # "sell 2 camels" is left to the engine, which refuses it under sell.one_type
    counted = rest[0].isdigit()
    if Card.CAMEL in goods and (len(goods) > 1 or not counted):
        raise MoveParseError(
            "camels are never sold", ParseProblem.SELL_CAMELS, rule=R.SELL_ONE_TYPE
        )
    if len(goods) > 1:
        raise MoveParseError(
            "a sale is of one type of good",
            ParseProblem.SELL_MIXED,
            rule=R.SELL_ONE_TYPE,
            goods=[g.label for g in goods],
            counts=[cards.count(g) for g in goods],
        )
    if not counted and len(cards) == 1:
        raise MoveParseError(
            "a sale is written 'sell <number> <good>', e.g. 'sell 3 leather'",
            ParseProblem.SELL_FORM,
        )
    return Move.sell(goods[0], len(cards))


def _parse_exchange(taken: list[str], given: list[str]) -> Move:
    return Move.exchange(_cards(taken, "take"), _cards(given, "give"))


def _split_exchange(rest: list[str]) -> Move:
    """ "gold spice for leather camel", "take 1 cloth give 2 camels"."""
    if rest[:1] in (["take"], ["taking"]):
        rest = rest[1:]
    at = next((i for i, w in enumerate(rest) if w in _GIVE), None)
    if at is None:
        raise MoveParseError(
            "an exchange is 'exchange <cards taken> for <cards given>'", ParseProblem.EXCHANGE_FORM
        )
    given = [w for w in rest[at + 1 :] if w not in _GIVE]
    return _parse_exchange(rest[:at], given)


def _parse_take(rest: list[str], every: bool = False) -> Move:
    """A take; `every` when the text said "all" ("take all 3 camels")."""
    if "exchange" in rest:  # "take 1 cloth in exchange for 2 camels"
        at = rest.index("exchange")
        taken = [w for w in rest[:at] if w != "in"]
        after = rest[at + 1 :]
        if after[:1] in (["for"], ["of"]):
            after = after[1:]
        return _parse_exchange(taken, after)
    if any(w in _GIVE for w in rest):  # "take gold spice, give back 2 camels"
        return _split_exchange(rest)
    rest = [w for w in rest if w != "in"]
    if not rest:
        raise MoveParseError(
            "take one card: 'take <good>', or 'camels' for the camels", ParseProblem.TAKE_FORM
        )
    cards = _counted(rest)
    if all(c is Card.CAMEL for c in cards):
        counted = any(w.isdigit() for w in rest)
        # "take 1 camel", "take 2 camels": not all of them (refused under take.camels_all)
        some = counted and not every
        return Move.take(Card.CAMEL) if some else Move.camels()
    if len(cards) > 1:
        rule = R.TAKE_GOODS_OR_CAMELS if Card.CAMEL in cards else R.TAKE_SINGLE
        raise MoveParseError(
            "take one card: 'take <good>', or 'camels' for the camels",
            ParseProblem.TAKE_SEVERAL,
            rule=rule,
            count=len(cards),
        )
    return Move.take(cards[0])


def _words(text: str) -> list[str]:
    """Lower-case words and numbers; emoji, punctuation and the like become spaces."""
    words = re.sub(r"[^\w]+|_", " ", text.lower()).split()
    return [_VERB_FORMS.get(w, w) if i == 0 else w for i, w in enumerate(words)]


def parse_move(text: str) -> Move:
    """Parse notation into a `Move`; see the module docstring for the forms."""
    raw = _words(text)
    words = [w for w in raw if w not in _FILLER]
    if not words:
        raise MoveParseError("empty move", ParseProblem.EMPTY)
    if all(w.isdigit() for w in words):
        raise MoveParseError("a number alone is not a move", ParseProblem.BARE_NUMBER)
    if "and" in words:
        at = words.index("and")
        first, second = words[:at], words[at + 1 :]
        if first[:1] == ["sell"] and second[:1] == ["take"]:
            sale, take = first, second
        elif first[:1] == ["take"] and second[:1] == ["sell"]:
            take, sale = first, second
        elif first[:1] == ["sell"] or second[:1] in (["sell"], ["take"]):
            raise MoveParseError(
                "only 'sell ... and take ...' may be joined with 'and'", ParseProblem.JOIN_FORM
            )
        else:  # "exchange gold and spice for ...": a plain list
            return parse_move(" ".join(first + second))
        sold = _parse_sell(sale)
        return Sell(sold.good, sold.number, _cards(take[1:], "take"))
    verb, rest = words[0], words[1:]
    if verb == "take":
        return _parse_take(rest, every="all" in raw)
    if verb == "camels":
        if rest:
            raise MoveParseError(
                "'camels' takes every camel and needs nothing after it", ParseProblem.CAMELS_FORM
            )
        return Move.camels()
    if verb == "exchange":
        return _split_exchange(rest)
    if verb == "sell":
        return _parse_sell(words)
    raise MoveParseError(
        f"unknown action {clip(verb)!r}: use take, camels, exchange or sell",
        ParseProblem.UNKNOWN_ACTION,
        word=clip(verb),
        suggestion=_suggest(verb, VERBS),
    )
