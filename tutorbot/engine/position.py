"""The position format: a whole match state as a JSON-compatible dict.

Written by `Game.to_dict()`, read (and validated) by `Game.from_dict()`;
the two round-trip exactly.  It is meant to be written by hand too, to set up
one situation for a test or a lesson.  `Position` names its keys (version 1)
and what each holds; the optional ones (`NotRequired`) are computed when
absent, so a position written by hand or stored before they existed still reads.

Card names are lower-case English: diamond, gold, silver, cloth, spice,
leather, camel.  `from_dict` raises `PositionError` saying what is wrong when
the counts of cards or tokens don't add up, a name is unknown, or a hand holds
more than 7 cards or a camel.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NotRequired, TypedDict, TypeVar, cast

from .cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CARD_COPIES,
    CARD_LETTERS,
    CARD_NAMES,
    GOODS,
    GOODS_TOKENS,
    HAND_LIMIT,
    MARKET_SIZE,
    NUM_CARD_TYPES,
    Card,
)
from .errors import PositionError
from .field_kinds import BonusPiles, GoodsPiles, card_list, counts, names
from .fields import GameFields, pack_fields, read_fields, unpack_fields, write_fields
from .scoring import ScoredRound

#: The game being filled: `Game.from_dict` gets back the type it passed in.
G = TypeVar("G", bound=GameFields)

VERSION = 1

#: One player's tokens won this round: goods values, the good of each
#: (``from``, optional: when absent each value is given to a good whose pile
#: lost it), bonus values.  Written as a call: ``from`` is a Python keyword.
WonTokens = TypedDict(
    "WonTokens", {"goods": list[int], "from": NotRequired[list[str]], "bonus": list[int]}
)


class Position(TypedDict):
    """A position dict: the keys of version 1 and their forms."""

    version: int  # VERSION
    #: The match seed; each round is dealt from ``Random(seed * 1009 + round)`` (default 0).
    seed: NotRequired[int]
    round: int  # from 1
    starter: NotRequired[int]  # 0 or 1: who moved first this round (default `to_move`)
    to_move: int  # 0 or 1
    market: list[str]  # card names (5 while the round is on)
    deck: list[str]  # card names, **top first**
    discard: list[str]  # card names, top first
    hands: list[list[str]]  # two lists of card names (never camels; at most 7 each)
    herds: list[int]  # two ints: camels in each herd
    known: NotRequired[list[list[str]]]  # two lists: hand cards the opponent saw taken
    goods_tokens: dict[str, list[int]]  # {good: [values, top first]} for the six goods
    bonus_tokens: dict[str, list[int]]  # {"3": [...], "4": [...], "5": [...]}, top first
    won: list[WonTokens]  # one per player
    seals: list[int]  # two ints
    round_over: bool
    round_end: NotRequired[str | None]  # "tokens", "deck" or None (default None)
    match_over: bool
    winner: int | None
    results: NotRequired[list[ScoredRound]]  # the rounds scored (`RoundResult.to_dict`)


#: The compact form of a position the store keeps: JSON with short keys, opaque
#: outside the engine, read back in every version by `expand_position`.
CompactPosition = dict[str, Any]


def game_to_dict(g: GameFields) -> Position:
    """See `Position`; the fields and their forms are in `fields.FIELDS`."""
    return cast(Position, {"version": VERSION, **write_fields(g)})


def game_from_dict(d: Position, g: G) -> G:
    """Fill the empty game `g` from `d` (checked: it may come from anywhere); see `Position`."""
    if not isinstance(d, dict):
        raise PositionError("a position is a dict")
    if d.get("version") != VERSION:
        raise PositionError(f"unsupported position version {d.get('version')!r}")
    read_fields(d, g)
    if g.goods_from is None:
        g.goods_from = _infer_goods_from(g)
    _validate(g)
    return g


def _validate(g: GameFields) -> None:
    for p in (0, 1):
        if g.hands[p][CAMEL]:
            raise PositionError(f"hands[{p}] holds a camel: camels go to the herd (setup.deal)")
        if sum(g.hands[p]) > HAND_LIMIT:
            held = sum(g.hands[p])
            raise PositionError(f"hands[{p}] holds {held} cards, over the limit of {HAND_LIMIT}")
        if any(k > h for k, h in zip(g.known[p], g.hands[p], strict=True)):
            raise PositionError(f"known[{p}] lists cards that hands[{p}] doesn't hold")
    totals = [
        g.market[c] + g.deck.count(c) + g.discard.count(c) + g.hands[0][c] + g.hands[1][c]
        for c in range(NUM_CARD_TYPES)
    ]
    totals[CAMEL] += g.herds[0] + g.herds[1]
    for c in range(NUM_CARD_TYPES):
        if totals[c] != CARD_COPIES[c]:
            raise PositionError(
                f"{totals[c]} {CARD_NAMES[c]} cards in the position; the game has {CARD_COPIES[c]}"
            )
    if not g.round_over and sum(g.market) != MARKET_SIZE:
        raise PositionError(f"the market holds {sum(g.market)} cards; it must hold {MARKET_SIZE}")
    for c in GOODS:
        full = GOODS_TOKENS[c]
        if tuple(g.goods_tokens[c]) != full[len(full) - len(g.goods_tokens[c]) :]:
            raise PositionError(f"goods_tokens[{CARD_NAMES[c]}] isn't the bottom of its pile")
    remaining = Counter(v for c in GOODS for v in g.goods_tokens[c])
    won = Counter(g.goods_won[0] + g.goods_won[1])
    if remaining + won != Counter(v for c in GOODS for v in GOODS_TOKENS[c]):
        total = sum(len(pile) for pile in GOODS_TOKENS.values())
        raise PositionError(f"goods tokens won and remaining don't add up to the {total} tokens")
    for s in BONUS_SIZES:
        pile = Counter(g.bonus_tokens[s])
        won_here = Counter(v for p in (0, 1) for v in g.bonus_won[p] if v in BONUS_TOKENS[s])
        if pile + won_here != Counter(BONUS_TOKENS[s]):
            raise PositionError(f"bonus tokens of the {s}-card pile don't add up")
    for p in (0, 1):
        if len(g.goods_from[p]) != len(g.goods_won[p]):
            raise PositionError(f"won[{p}]: 'from' must name a good for each goods token")
        for good, value in zip(g.goods_from[p], g.goods_won[p], strict=True):
            if value not in GOODS_TOKENS.get(Card(good), ()):
                raise PositionError(f"won[{p}]: no {CARD_NAMES[good]} token is worth {value}")


def _infer_goods_from(g: GameFields) -> list[list[int]]:
    """The good of each goods token won, for a position that doesn't say.

    No search is needed: a value's tokens can be shared among the goods that
    lost tokens of that value in any way, so a greedy pass always fits.
    """
    lost: dict[int, list[int]] = {}
    for c in GOODS:
        full = GOODS_TOKENS[c]
        for value in full[: len(full) - len(g.goods_tokens[c])]:
            lost.setdefault(value, []).append(c)
    inferred: list[list[int]] = [[], []]
    for p in (0, 1):
        for value in g.goods_won[p]:
            goods = lost.get(value)
            inferred[p].append(goods.pop(0) if goods else GOODS[0])
    return inferred


def build_position(
    market: list[str],
    hands: tuple[list[str], list[str]] | list[list[str]],
    herds: tuple[int, int] | list[int] = (0, 0),
    *,
    to_move: int = 0,
    deck: list[str] | None = None,
    deck_top: list[str] | None = None,
    discard: list[str] | None = None,
    goods_tokens: dict[str, list[int]] | None = None,
    bonus_tokens: dict[str, list[int]] | None = None,
    won: list[WonTokens] | None = None,
    seals: tuple[int, int] | list[int] = (0, 0),
    seed: int = 0,
    round: int = 1,
) -> Position:
    """A position dict written from the parts that matter for one situation.

    The deck defaults to every card not placed elsewhere, in card order (top
    first), after `deck_top` (the cards a refill draws first, where a lesson
    cares what the market shows next), and the token piles to full; so a
    lesson or a test names only the market, the hands and what else it cares
    about.
    """
    discard = list(discard or [])
    if deck is None:
        top = list(deck_top or [])
        used = counts(
            card_list(market, "market")
            + card_list(discard, "discard")
            + card_list(list(hands[0]) + list(hands[1]), "hands")
            + card_list(top, "deck")
        )
        used[CAMEL] += herds[0] + herds[1]
        deck = top + names([CARD_COPIES[c] - used[c] for c in range(NUM_CARD_TYPES)])
    return {
        "version": VERSION,
        "seed": seed,
        "round": round,
        "starter": to_move,
        "to_move": to_move,
        "market": list(market),
        "deck": deck,
        "discard": discard,
        "hands": [list(hands[0]), list(hands[1])],
        "herds": list(herds),
        "goods_tokens": goods_tokens or {CARD_NAMES[c]: list(GOODS_TOKENS[c]) for c in GOODS},
        "bonus_tokens": bonus_tokens or {str(s): list(BONUS_TOKENS[s]) for s in BONUS_SIZES},
        "won": won or [{"goods": [], "bonus": []}, {"goods": [], "bonus": []}],
        "seals": list(seals),
        "round_over": False,
        "round_end": None,
        "match_over": False,
        "winner": None,
    }


# ------------------------------------------------------------- compact form
#: Version of the compact form.  1 (no ``cv`` key): the store's first packing;
#: 2 adds ``wf``, the good of each goods token won.
COMPACT_VERSION = 2


def compact_position(p: Position) -> CompactPosition:
    """The compact form of a position dict, for storage: short keys, cards as
    letters, goods piles as their lengths (`fields.FIELDS` says how)."""
    return {"cv": COMPACT_VERSION, **pack_fields(p)}


def expand_position(c: CompactPosition) -> Position:
    """The position dict of any version of the compact form."""
    if "cv" not in c:
        return _expand_v1(c)
    if c["cv"] != COMPACT_VERSION:
        raise PositionError(f"unknown compact position version {c['cv']!r}")
    return cast(Position, {"version": VERSION, **unpack_fields(c)})


def _expand_v1(c: CompactPosition) -> Position:
    """Version 1, the store's own packing before the engine owned it: the won
    tokens and the round's flags grouped, no goods origins (they are inferred)."""
    round_over, round_end, match_over, winner = c["ro"]
    return {
        "version": VERSION,
        "seed": c["sd"],
        "round": c["r"],
        "starter": c["st"],
        "to_move": c["tm"],
        "market": _unletter(c["m"]),
        "deck": _unletter(c["d"]),
        "discard": _unletter(c["x"]),
        "hands": [_unletter(h) for h in c["h"]],
        "herds": c["hd"],
        "known": [_unletter(k) for k in c["k"]],
        "goods_tokens": GoodsPiles().unpack(c["gt"]),
        "bonus_tokens": BonusPiles().unpack(c["bt"]),
        "won": [{"goods": g, "bonus": b} for g, b in c["w"]],
        "seals": c["se"],
        "round_over": round_over,
        "round_end": round_end,
        "match_over": match_over,
        "winner": winner,
        "results": c["rs"],
    }


def _unletter(letters: str) -> list[str]:
    return [CARD_NAMES[CARD_LETTERS.index(ch)] for ch in letters]
