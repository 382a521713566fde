"""Move notation: the one text form of a move, for typing, logs and tests.

Canonical forms (cards always in `Card` order, repeated for multiplicity)::

    take diamond
    camels
    exchange gold spice for leather camel
    sell 3 leather

`format_move(parse_move(s)) == s` for every canonical `s`.  Parsing forgives
case, extra spaces and plurals ("Sell 3 Leathers"), and raises `MoveParseError`
naming what is wrong otherwise.  "sell 2 gold and take diamond" parses to a
sale carrying a take, which the engine then refuses under `turn.take_or_sell`.
"""

from __future__ import annotations

from .cards import CARD_NAMES, Card, parse_card
from .errors import MoveParseError
from .moves import Move, Sell, counts_of
from .text import ascii_int, clip


def format_move(move: Move) -> str:
    """The canonical notation of a move (each move class writes its own)."""
    return str(move)


def _card(word: str) -> Card:
    try:
        return parse_card(word)
    except KeyError:
        known = ", ".join(CARD_NAMES)
        raise MoveParseError(f"unknown card {clip(word)!r} (cards are: {known})") from None


def _cards(words: list[str], where: str) -> tuple[int, ...]:
    if not words:
        raise MoveParseError(f"no cards named {where}")
    return counts_of([_card(w) for w in words])


def _parse_sell(words: list[str]) -> Sell:
    if len(words) != 3:
        raise MoveParseError("a sale is written 'sell <number> <good>', e.g. 'sell 3 leather'")
    number = ascii_int(words[1])
    if number is None or number < 1:
        raise MoveParseError(f"{clip(words[1])!r} is not a number of cards (1 or more)")
    return Move.sell(_card(words[2]), number)


def parse_move(text: str) -> Move:
    """Parse notation into a `Move`; see the module docstring for the forms."""
    words = text.lower().replace(",", " ").split()
    if not words:
        raise MoveParseError("empty move")
    if "and" in words:
        at = words.index("and")
        first, second = words[:at], words[at + 1 :]
        if first[:1] == ["sell"] and second[:1] == ["take"]:
            sale, take = first, second
        elif first[:1] == ["take"] and second[:1] == ["sell"]:
            take, sale = first, second
        else:
            raise MoveParseError("only 'sell ... and take ...' may be joined with 'and'")
        sold = _parse_sell(sale)
        return Sell(sold.good, sold.number, _cards(take[1:], "after 'take'"))
    verb, rest = words[0], words[1:]
    if verb == "take":
        if len(rest) != 1:
            raise MoveParseError("take one card: 'take <good>', or 'camels' for the camels")
        return Move.take(_card(rest[0]))
    if verb == "camels":
        if rest:
            raise MoveParseError("'camels' takes every camel and needs nothing after it")
        return Move.camels()
    if verb == "exchange":
        if rest.count("for") != 1:
            raise MoveParseError("an exchange is 'exchange <cards taken> for <cards given>'")
        at = rest.index("for")
        return Move.exchange(_cards(rest[:at], "to take"), _cards(rest[at + 1 :], "to give"))
    if verb == "sell":
        return _parse_sell(words)
    raise MoveParseError(f"unknown action {clip(verb)!r}: use take, camels, exchange or sell")
