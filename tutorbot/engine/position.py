"""The position format: a whole match state as a JSON-compatible dict.

Written by `Game.to_dict()`, read (and validated) by `Game.from_dict()`;
the two round-trip exactly.  It is meant to be written by hand too, to set up
one situation for a test or a lesson.  Keys (version 1):

``version``       1
``seed``          int: the match seed; each round is dealt from ``Random(seed * 1009 + round)``
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
``won``           two dicts ``{"goods": [values], "bonus": [values]}``
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
from typing import Any

from .cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CARD_BY_NAME,
    CARD_COPIES,
    CARD_NAMES,
    GOODS,
    GOODS_TOKENS,
    HAND_LIMIT,
    MARKET_SIZE,
    NUM_CARD_TYPES,
)
from .errors import PositionError
from .game import Game
from .scoring import RoundResult

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
        "won": [{"goods": list(g.goods_won[p]), "bonus": list(g.bonus_won[p])} for p in (0, 1)],
        "seals": list(g.seals),
        "round_over": g.round_over,
        "round_end": g.round_end,
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


def _pair(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise PositionError(f"{where} must be a list of two entries")
    return value


def game_from_dict(d: dict[str, Any]) -> Game:
    """See the module docstring."""
    if not isinstance(d, dict):
        raise PositionError("a position is a dict")
    if d.get("version") != VERSION:
        raise PositionError(f"unsupported position version {d.get('version')!r}")
    try:
        return _build(d)
    except KeyError as missing:
        raise PositionError(f"missing key {missing}") from None


def _build(d: dict[str, Any]) -> Game:
    g = Game()
    g.seed = int(d["seed"])
    g.round = int(d["round"])
    g.to_move = _player(d["to_move"], "to_move")
    g.starter = _player(d.get("starter", g.to_move), "starter")
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
    g.seals = [int(n) for n in _pair(d["seals"], "seals")]
    g.round_over = bool(d["round_over"])
    g.round_end = d.get("round_end")
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
    if g.round_end not in (None, "tokens", "deck"):
        raise PositionError(f"round_end must be 'tokens', 'deck' or null, not {g.round_end!r}")


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
