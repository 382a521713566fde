"""The position format: a whole match state as a JSON-compatible dict.

Written by `Game.to_dict()`, read (and validated) by `Game.from_dict()`;
the two round-trip exactly.  It is meant to be written by hand too, to set up
one situation for a test or a lesson.  Keys (version 1):

``version``       1
``seed``          int: the match seed; each round is dealt from ``Random(seed * 1009 + round)``
                  (optional, default 0)
``round``         int, from 1
``starter``       0 or 1: who moved first this round (optional, default ``to_move``)
``to_move``       0 or 1
``market``        list of card names (5 while the round is on)
``deck``          list of card names, **top first**
``discard``       list of card names, top first
``hands``         two lists of card names (never camels; at most 7 each)
``herds``         two ints: camels in each herd
``known``         optional, two lists: hand cards the opponent saw taken
``goods_tokens``  {good: [values, top first]} for the six goods
``bonus_tokens``  {"3": [...], "4": [...], "5": [...]}, values top first
``won``           two dicts ``{"goods": [values], "from": [goods], "bonus": [values]}``;
                  ``from`` names the good of each goods token, in order (optional: when
                  absent each value is given to a good whose pile lost it)
``seals``         two ints
``round_over``, ``round_end`` ("tokens", "deck" or null), ``match_over``, ``winner``
``results``       optional list of scored rounds (see `RoundResult.to_dict`)

Card names are lower-case English: diamond, gold, silver, cloth, spice,
leather, camel.  `from_dict` raises `PositionError` saying what is wrong when
the counts of cards or tokens don't add up, a name is unknown, or a hand holds
more than 7 cards or a camel.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CARD_BY_NAME,
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
from .scoring import RoundEnd, RoundResult

if TYPE_CHECKING:  # annotations only: `Game` imports this module
    from .game import Game

VERSION = 1


def _names(counts: list[int]) -> list[str]:
    return [CARD_NAMES[c] for c in range(NUM_CARD_TYPES) for _ in range(counts[c])]


def game_to_dict(g: Game) -> dict[str, Any]:
    """See the module docstring."""
    return {
        "version": VERSION,
        "seed": g.seed,
        "round": g.round,
        "starter": g.starter,
        "to_move": g.to_move,
        "market": _names(g.market),
        "deck": [CARD_NAMES[c] for c in reversed(g.deck)],
        "discard": [CARD_NAMES[c] for c in reversed(g.discard)],
        "hands": [_names(g.hands[0]), _names(g.hands[1])],
        "herds": list(g.herds),
        "known": [_names(g.known[0]), _names(g.known[1])],
        "goods_tokens": {CARD_NAMES[c]: list(g.goods_tokens[c]) for c in GOODS},
        "bonus_tokens": {str(s): list(g.bonus_tokens[s]) for s in BONUS_SIZES},
        "won": [
            {
                "goods": list(g.goods_won[p]),
                "from": [CARD_NAMES[c] for c in g.goods_from[p]],
                "bonus": list(g.bonus_won[p]),
            }
            for p in (0, 1)
        ],
        "seals": list(g.seals),
        "round_over": g.round_over,
        "round_end": g.round_end.value if g.round_end else None,
        "match_over": g.match_over,
        "winner": g.winner,
        "results": [r.to_dict() for r in g.results],
    }


def _card_list(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(f"{where} must be a list of card names")
    cards = []
    for name in value:
        if not isinstance(name, str) or name.lower() not in CARD_BY_NAME:
            raise PositionError(f"{where}: unknown card {name!r}")
        cards.append(int(CARD_BY_NAME[name.lower()]))
    return cards


def _counts(cards: list[int]) -> list[int]:
    vec = [0] * NUM_CARD_TYPES
    for c in cards:
        vec[c] += 1
    return vec


def _player(value: Any, where: str, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if value not in (0, 1) or isinstance(value, bool):
        raise PositionError(f"{where} must be 0 or 1, not {value!r}")
    return int(value)


def _seat(value: Any, where: str) -> int:
    seat = _player(value, where)
    assert seat is not None  # _player refuses None unless allowed
    return seat


def _pair(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise PositionError(f"{where} must be a list of two entries")
    return value


def game_from_dict(d: dict[str, Any], g: Game) -> Game:
    """Fill the empty game `g` from `d`; see the module docstring."""
    if not isinstance(d, dict):
        raise PositionError("a position is a dict")
    if d.get("version") != VERSION:
        raise PositionError(f"unsupported position version {d.get('version')!r}")
    try:
        return _build(d, g)
    except KeyError as missing:
        raise PositionError(f"missing key {missing}") from None


def _build(d: dict[str, Any], g: Game) -> Game:
    g.seed = int(d.get("seed", 0))
    g.round = int(d["round"])
    g.to_move = _seat(d["to_move"], "to_move")
    g.starter = _seat(d.get("starter", g.to_move), "starter")
    g.market = _counts(_card_list(d["market"], "market"))
    g.deck = list(reversed(_card_list(d["deck"], "deck")))
    g.discard = list(reversed(_card_list(d["discard"], "discard")))
    hands = _pair(d["hands"], "hands")
    g.hands = [_counts(_card_list(h, f"hands[{i}]")) for i, h in enumerate(hands)]
    g.herds = [int(n) for n in _pair(d["herds"], "herds")]
    known = d.get("known") or [[], []]
    g.known = [_counts(_card_list(k, f"known[{i}]")) for i, k in enumerate(_pair(known, "known"))]
    g.goods_tokens = []
    for c in GOODS:
        pile = d["goods_tokens"].get(CARD_NAMES[c])
        if not isinstance(pile, list):
            raise PositionError(f"goods_tokens needs a list for {CARD_NAMES[c]}")
        g.goods_tokens.append([int(v) for v in pile])
    g.bonus_tokens = {s: [int(v) for v in d["bonus_tokens"][str(s)]] for s in BONUS_SIZES}
    won = _pair(d["won"], "won")
    g.goods_won = [[int(v) for v in w["goods"]] for w in won]
    g.bonus_won = [[int(v) for v in w["bonus"]] for w in won]
    g.goods_from = _goods_from(won, g)
    g.seals = [int(n) for n in _pair(d["seals"], "seals")]
    g.round_over = bool(d["round_over"])
    g.round_end = _round_end(d.get("round_end"))
    g.match_over = bool(d["match_over"])
    g.winner = _player(d["winner"], "winner", allow_none=True)
    g.results = [RoundResult.from_dict(r) for r in d.get("results", [])]
    _validate(g)
    return g


def _validate(g: Game) -> None:
    for p in (0, 1):
        if g.hands[p][CAMEL]:
            raise PositionError(f"hands[{p}] holds a camel: camels go to the herd (setup.deal)")
        if sum(g.hands[p]) > HAND_LIMIT:
            raise PositionError(f"hands[{p}] holds {sum(g.hands[p])} cards, over the limit of 7")
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
        raise PositionError(f"the market holds {sum(g.market)} cards; it must hold 5")
    for c in GOODS:
        full = GOODS_TOKENS[c]
        if tuple(g.goods_tokens[c]) != full[len(full) - len(g.goods_tokens[c]) :]:
            raise PositionError(f"goods_tokens[{CARD_NAMES[c]}] isn't the bottom of its pile")
    remaining = Counter(v for c in GOODS for v in g.goods_tokens[c])
    won = Counter(g.goods_won[0] + g.goods_won[1])
    if remaining + won != Counter(v for c in GOODS for v in GOODS_TOKENS[c]):
        raise PositionError("goods tokens won and remaining don't add up to the 38 tokens")
    for s in BONUS_SIZES:
        pile = Counter(g.bonus_tokens[s])
        won_here = Counter(v for p in (0, 1) for v in g.bonus_won[p] if v in BONUS_TOKENS[s])
        if pile + won_here != Counter(BONUS_TOKENS[s]):
            raise PositionError(f"bonus tokens of the {s}-card pile don't add up")
    for p in (0, 1):
        for good, value in zip(g.goods_from[p], g.goods_won[p], strict=True):
            if value not in GOODS_TOKENS[Card(good)]:
                raise PositionError(f"won[{p}]: no {CARD_NAMES[good]} token is worth {value}")


def _round_end(value: Any) -> RoundEnd | None:
    if value is None:
        return None
    try:
        return RoundEnd(value)
    except ValueError:
        raise PositionError(f"round_end must be 'tokens', 'deck' or null, not {value!r}") from None


def _goods_from(won: list[Any], g: Game) -> list[list[int]]:
    """The good of each goods token won: as written, or inferred from the piles.

    Inferring needs no search: a value's tokens can be shared among the goods
    that lost tokens of that value in any way, so a greedy pass always fits.
    """
    if all("from" in w for w in won):
        given = [_card_list(w["from"], f"won[{p}].from") for p, w in enumerate(won)]
        for p in (0, 1):
            if len(given[p]) != len(g.goods_won[p]):
                raise PositionError(f"won[{p}]: 'from' must name a good for each goods token")
        return given
    lost: dict[int, list[int]] = {}
    for c in GOODS:
        full = GOODS_TOKENS[c]
        for value in full[: len(full) - len(g.goods_tokens[c])]:
            lost.setdefault(value, []).append(int(c))
    inferred: list[list[int]] = [[], []]
    for p in (0, 1):
        for value in g.goods_won[p]:
            goods = lost.get(value)
            inferred[p].append(goods.pop(0) if goods else int(GOODS[0]))
    return inferred


def build_position(
    market: list[str],
    hands: tuple[list[str], list[str]] | list[list[str]],
    herds: tuple[int, int] | list[int] = (0, 0),
    *,
    to_move: int = 0,
    deck: list[str] | None = None,
    discard: list[str] | None = None,
    goods_tokens: dict[str, list[int]] | None = None,
    bonus_tokens: dict[str, list[int]] | None = None,
    won: list[dict[str, list[int]]] | None = None,
    seals: tuple[int, int] | list[int] = (0, 0),
    seed: int = 0,
    round: int = 1,
) -> dict[str, Any]:
    """A position dict written from the parts that matter for one situation.

    The deck defaults to every card not placed elsewhere, in card order (top
    first), and the token piles to full; so a lesson or a test names only the
    market, the hands and what else it cares about.
    """
    discard = list(discard or [])
    if deck is None:
        used = _counts(
            _card_list(market, "market")
            + _card_list(discard, "discard")
            + _card_list(list(hands[0]) + list(hands[1]), "hands")
        )
        used[CAMEL] += herds[0] + herds[1]
        deck = _names([CARD_COPIES[c] - used[c] for c in range(NUM_CARD_TYPES)])
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
_NAME_OF = dict(zip(CARD_LETTERS, CARD_NAMES, strict=True))
_LETTER_OF = dict(zip(CARD_NAMES, CARD_LETTERS, strict=True))


def _letters(names: list[str]) -> str:
    return "".join(_LETTER_OF[n] for n in names)


def _unletter(letters: str) -> list[str]:
    return [_NAME_OF[ch] for ch in letters]


def compact_position(p: dict[str, Any]) -> dict[str, Any]:
    """A position dict in short keys, cards as letters and goods piles as their
    lengths (a pile is always the bottom of the full pile): for storage."""
    return {
        "cv": COMPACT_VERSION,
        "sd": p.get("seed", 0),
        "r": p["round"],
        "st": p.get("starter", p["to_move"]),
        "tm": p["to_move"],
        "m": _letters(p["market"]),
        "d": _letters(p["deck"]),
        "x": _letters(p["discard"]),
        "h": [_letters(h) for h in p["hands"]],
        "hd": p["herds"],
        "k": [_letters(k) for k in p.get("known", [[], []])],
        "gt": [len(p["goods_tokens"][CARD_NAMES[g]]) for g in GOODS],
        "bt": [p["bonus_tokens"][str(s)] for s in BONUS_SIZES],
        "w": [[w["goods"], w["bonus"]] for w in p["won"]],
        "wf": [_letters(w["from"]) if "from" in w else None for w in p["won"]],
        "se": p["seals"],
        "ro": [p["round_over"], p["round_end"], p["match_over"], p["winner"]],
        "rs": p.get("results", []),
    }


def expand_position(c: dict[str, Any]) -> dict[str, Any]:
    """The position dict of any version of the compact form (an older one lacks
    the goods' origins, which `Game.from_dict` then infers)."""
    round_over, round_end, match_over, winner = c["ro"]
    origins = c.get("wf") or [None, None]
    won = []
    for (goods, bonus), origin in zip(c["w"], origins, strict=True):
        side: dict[str, Any] = {"goods": goods, "bonus": bonus}
        if origin is not None:
            side["from"] = _unletter(origin)
        won.append(side)
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
        "goods_tokens": {
            CARD_NAMES[g]: list(GOODS_TOKENS[g][len(GOODS_TOKENS[g]) - n :]) if n else []
            for g, n in zip(GOODS, c["gt"], strict=True)
        },
        "bonus_tokens": {str(s): v for s, v in zip(BONUS_SIZES, c["bt"], strict=True)},
        "won": won,
        "seals": c["se"],
        "round_over": round_over,
        "round_end": round_end,
        "match_over": match_over,
        "winner": winner,
        "results": c["rs"],
    }
