"""A typed text matched against the legal moves of the position.

The player names a few cards and maybe a verb; the position knows which moves
exist.  Each legal move is compared with the `Reading` of the text: every card
it takes, gives or sells must be named, on its side (or on a side the text
left open), with the count said if one was said, and its kind must agree with
the verbs.  Of the moves that fit, the one that assumes least wins: a sale
without a count sells all the cards of that good ("vendi il cuoio"), "take 4
camels" with exactly 4 in the market takes them, an exchange assumes one card
of each good it names.  Several moves fitting equally is a question for the
player ("Did you mean …?"), not a guess.

An exchange's direction the words leave open ("exchange A for B": the
notation takes A, French and Russian give it) is tried as a possessive marks
it ("swap my silver for a gold") or as the language means it first, then the
other way round: a position rarely allows both, and when it does and nothing
settles which ("exchange A for B" in English), the player is asked.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutorbot.engine import Exchange, Move, Observation, Sell, Take, TakeCamels
from tutorbot.engine.cards import CAMEL, NUM_CARD_TYPES, Card

from .move_reading import Mention, Reading

#: Each mention with its side (T, G, S or ?).
Sided = list[tuple[Mention, str]]
#: The most moves a "Did you mean …?" offers.
MOST_CHOICES = 4


@dataclass(frozen=True)
class Match:
    """The moves that fit a reading best (one: the move; more: ask), and
    whether the text had words nobody knew (then even one is only offered)."""

    moves: tuple[Move, ...]
    sure: bool


def _sides(mentions: list[Mention], a_given: bool) -> Sided:
    """Each mention with its side, A and B resolved one way round."""
    a, b = ("G", "T") if a_given else ("T", "G")
    return [(m, {"A": a, "B": b}.get(m.side, m.side)) for m in mentions]


def _cost_sell(
    move: Sell, sided: list[tuple[Mention, str]], verbs: set[str], obs: Observation
) -> int | None:
    if verbs - {"sell"} or not sided:
        return None
    if not verbs and all(m.count is None for m, _ in sided):
        return None  # "cuoio!" alone never sells every leather held
    held = obs.hand[move.good]
    cost = 0
    for m, side in sided:
        if m.card != move.good or side not in ("S", "?"):
            return None
        if m.count is not None and m.count != move.number:
            return None
        if m.every and move.number != held:
            return None
        if m.count is None and not m.every:
            cost += held - move.number  # "sell gold": all of it
    return cost


def _cost_take(
    move: Take | TakeCamels, sided: list[tuple[Mention, str]], verbs: set[str], obs: Observation
) -> int | None:
    if verbs - {"take", "camels"} or not sided:
        return None
    card = move.good if isinstance(move, Take) else CAMEL
    number = 1 if isinstance(move, Take) else obs.market[CAMEL]
    for m, side in sided:
        if m.card != card or side not in ("T", "?") or (m.times and card != CAMEL):
            return None
        if m.count is not None and m.count != number:
            return None
        if m.every and number != obs.market[card]:
            return None
    return 0


def _cost_exchange(
    move: Exchange, sided: list[tuple[Mention, str]], verbs: set[str], obs: Observation
) -> int | None:
    if "sell" in verbs or "camels" in verbs:
        return None
    named_taken = [0] * NUM_CARD_TYPES
    named_given = [0] * NUM_CARD_TYPES
    cost = 0
    sided = [(m, ("T" if move.taken[m.card] else "G") if s == "?" else s) for m, s in sided]
    # "leather leather", "the gold and the gold": a card named once per card
    times = Counter((m.card, s) for m, s in sided if m.count is None and not m.every)
    for m, side in sided:
        c = m.card
        if side not in ("T", "G"):
            return None
        have = (move.taken if side == "T" else move.given)[c]
        if not have:
            return None
        if m.count is not None and m.count != have:
            return None
        whole = obs.market[c] if side == "T" else obs.hand[c] + (obs.herd if c == CAMEL else 0)
        if m.every and have != whole:
            return None
        if m.count is None and not m.every:
            named = times[c, side]
            if have != named and not m.plural:
                return None  # "l'or", "il cammello": one card
            cost += max(have - named, 0)
        (named_taken if side == "T" else named_given)[c] = 1
    for i in range(NUM_CARD_TYPES):
        if (move.taken[i] and not named_taken[i]) or (move.given[i] and not named_given[i]):
            return None
    return cost


def _may_exchange(reading: Reading) -> bool:
    if "sell" in reading.verbs or "camels" in reading.verbs:
        return False
    sides = {m.side for m in reading.mentions}
    return bool(sides & {"G", "A", "B"}) or ("?" in sides and len(reading.mentions) > 1)


def _fits(reading: Reading, obs: Observation, a_given: bool) -> list[tuple[int, Move]]:
    sided = _sides(reading.mentions, a_given)
    verbs = reading.verbs
    legal = obs.legal_moves()
    fits: list[tuple[int, Move]] = []
    for move in legal:
        if isinstance(move, Exchange):
            if not _may_exchange(reading):
                break  # the exchanges come last
            cost = _cost_exchange(move, sided, verbs, obs)
        elif isinstance(move, Sell):
            cost = _cost_sell(move, sided, verbs, obs)
        elif isinstance(move, Take | TakeCamels):
            cost = _cost_take(move, sided, verbs, obs)
        else:
            continue
        if cost is not None:
            fits.append((cost, move))
    return fits


def open_sides(reading: Reading) -> bool:
    """Whether the text names an exchange's two sides without saying which is taken."""
    return any(m.side in ("A", "B") for m in reading.mentions)


def _oriented(reading: Reading, obs: Observation) -> list[tuple[int, Move]]:
    """The moves that fit, an exchange's open sides tried both ways round:
    the way a possessive marks ("my silver"), else the language's, first;
    both ways when both fit and nothing settles it (a question)."""
    if not open_sides(reading):
        return _fits(reading, obs, reading.a_given)
    marked = reading.marked()
    first = reading.a_given if marked is None else marked
    fits = _fits(reading, obs, first)
    other = _fits(reading, obs, not first)
    if fits and other and marked is None and not reading.settled:
        return fits + other
    return fits or other


def match(reading: Reading, obs: Observation) -> Match | None:
    """The legal moves of `obs` that fit `reading` best, or None if none does."""
    if not reading.mentions or not obs.my_turn:
        return None
    fits = _oriented(reading, obs)
    if not fits:
        return None
    least = min(cost for cost, _ in fits)
    best = tuple(move for cost, move in fits if cost == least)
    return Match(best[:MOST_CHOICES], sure=not reading.unknown and len(best) == 1)


def literal(reading: Reading, obs: Observation) -> Move | None:
    """The move the text spells out when no legal move fits it, so the
    engine says which rule forbids it: "sell gold" with one gold held sells
    that one, "take 2 camels" takes one camel (all of them, if that is how
    many the market shows), an exchange with both sides named is that one."""
    if reading.unknown or not reading.mentions:
        return None
    sided = _sides(reading.mentions, _literal_way(reading, obs))
    cards = {m.card for m in reading.mentions}
    counts = {m.count for m in reading.mentions if m.count is not None}
    if reading.verbs == {"sell"} and len(cards) == 1 and len(counts) <= 1:
        good = next(iter(cards))
        return (
            None
            if good == CAMEL
            else Move.sell(good, counts.pop() if counts else max(1, obs.hand[good]))
        )
    sides = {side for _, side in sided}
    if sides == {"T", "G"} and not reading.verbs - {"take", "give", "exchange"}:
        taken = [0] * NUM_CARD_TYPES
        given = [0] * NUM_CARD_TYPES
        for m, side in sided:
            (taken if side == "T" else given)[m.card] += m.count or 1
        return Move.exchange(tuple(taken), tuple(given))
    return None


def _literal_way(reading: Reading, obs: Observation) -> bool:
    """Whether an exchange's A side is given, in a move no rule allows: as a
    possessive marks it, else the way round whose given cards are held (camels
    of the herd too) and whose taken cards lie in the market, else the
    language's way ("swap my silver for a gold" with no silver in the market
    gives the silver, and the rule it breaks is the one-for-one exchange)."""
    marked = reading.marked()
    if marked is not None:
        return marked
    held = [*obs.hand]
    held[CAMEL] += obs.herd
    cards = {side: {m.card for m in reading.mentions if m.side == side} for side in "AB"}

    def can(given: set[Card], taken: set[Card]) -> bool:
        return all(held[c] for c in given) and all(obs.market[c] for c in taken)

    a_given, b_given = can(cards["A"], cards["B"]), can(cards["B"], cards["A"])
    return a_given if a_given != b_given else reading.a_given
