"""Facts about a move, computed from one player's observation: what a teacher would cite.

The tutor never explains a move with a canned label.  It says only facts that
hold in the position the player sees, each with its numbers: the tokens a sale
banks and the range its bonus token may take, whether the move ends the round
or lets the opponent end it, who takes the Seal if it ends (for sure, or in
what share of the possible values of the opponent's hidden bonus tokens), the
herds, the hand, what the move leaves in the market, and the search's verdict
(passed in by the caller as `Rated`-like values: this floor does not import
the AI).  Hidden things are never read: the opponent's bonus values are known
only as the pool they come from, and the deck only by its size.

`tutorbot.tutor.claims` holds a predicate per kind, checked by the tests and
`bench/claims.py` against the engine on thousands of positions.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from tutorbot.engine import Card, Exchange, Move, Observation, Sell, Take, TakeCamels
from tutorbot.engine.cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CAMEL_TOKEN,
    EMPTY_PILES_TO_END,
    HAND_LIMIT,
    PRECIOUS,
    PRECIOUS_MINIMUM,
    bonus_pile_for,
    bonus_pile_of_value,
)


class Kind(StrEnum):
    """A kind of sentence; the tutor words each as `fact-<kind>`."""

    ONLY_MOVE = "only-move"
    ENDS_ROUND = "ends-round"
    RACE_SURE_WIN = "race-sure-win"
    RACE_LIKELY_WIN = "race-likely-win"
    RACE_LIKELY_LOSS = "race-likely-loss"
    RACE_SURE_LOSS = "race-sure-loss"
    SALE_TOKENS = "sale-tokens"
    SALE_BEYOND_PILE = "sale-beyond-pile"
    SALE_BONUS = "sale-bonus"
    SALE_NO_BONUS = "sale-no-bonus"
    TAKE_SET = "take-set"
    TAKE_PILE = "take-pile"
    EXCHANGE_WORTH = "exchange-worth"
    HAND_GROWS = "hand-grows"
    HAND_FULL = "hand-full"
    CAMELS_LEAD = "camels-lead"
    CAMELS_TIE = "camels-tie"
    CAMELS_BEHIND = "camels-behind"
    LEAVES_MARKET = "leaves-market"
    OPP_BEST_TAKE = "opp-best-take"
    DRAWS = "draws"
    OPP_CAN_END = "opp-can-end"
    VERDICT_BEST = "verdict-best"
    VERDICT_BEHIND = "verdict-behind"
    VERDICT_GAIN = "verdict-gain"
    VERDICT_MINE = "verdict-mine"


#: Kinds whose facts rest only on what both players see, so the AI may say them
#: in `/why` without revealing its hand or its bonus tokens.
PUBLIC_KINDS = frozenset(
    {
        Kind.ONLY_MOVE,
        Kind.ENDS_ROUND,
        Kind.SALE_TOKENS,
        Kind.SALE_BEYOND_PILE,
        Kind.SALE_BONUS,
        Kind.SALE_NO_BONUS,
        Kind.TAKE_PILE,
        Kind.EXCHANGE_WORTH,
        Kind.HAND_GROWS,
        Kind.HAND_FULL,
        Kind.CAMELS_LEAD,
        Kind.CAMELS_TIE,
        Kind.CAMELS_BEHIND,
        Kind.LEAVES_MARKET,
        Kind.OPP_BEST_TAKE,
        Kind.DRAWS,
        Kind.OPP_CAN_END,
    }
)

#: Public kinds worded the same whoever reads them (no "you" or "I"): a move in
#: a game between two people is explained to both players alike.
NEUTRAL_KINDS = PUBLIC_KINDS - {
    Kind.HAND_GROWS,
    Kind.HAND_FULL,
    Kind.CAMELS_LEAD,
    Kind.CAMELS_BEHIND,
    Kind.LEAVES_MARKET,
    Kind.OPP_BEST_TAKE,
    Kind.OPP_CAN_END,
}

Arg = int | str
#: The arguments that are text (labels, token lists, a move); the rest are numbers.
TEXT_ARGS = frozenset({"good", "by", "end", "tokens", "next", "other", "best"})


@dataclass(frozen=True, slots=True)
class Fact:
    """One sentence's fact: its kind and the numbers (and card labels) it cites."""

    kind: Kind
    args: Mapping[str, Arg] = field(default_factory=dict)

    def encode(self) -> str:
        """`kind:a=1,b=x`: a fact kept with a stored move (for `/why`)."""
        body = ",".join(f"{k}={v}" for k, v in self.args.items())
        return f"{self.kind}:{body}"

    @classmethod
    def decode(cls, text: str) -> Fact:
        kind, _, body = text.partition(":")
        args: dict[str, Arg] = {}
        for pair in filter(None, body.split(",")):
            k, _, v = pair.partition("=")
            args[k] = v if k in TEXT_ARGS else int(v)
        return cls(Kind(kind), args)


def encode_facts(facts: Sequence[Fact]) -> str:
    return ";".join(f.encode() for f in facts)


def decode_facts(text: str) -> list[Fact]:
    """The facts of `encode_facts`; [] for anything else (a move stored before facts)."""
    try:
        return [Fact.decode(part) for part in text.split(";") if part]
    except ValueError:
        return []


class RatedMove(Protocol):
    """A move as the search rated it (`tutorbot.ai.verdict.Rated`)."""

    @property
    def move(self) -> Move: ...
    @property
    def margin(self) -> float: ...
    @property
    def seal(self) -> float: ...


# ----------------------------------------------------------------- the move's effect
@dataclass(frozen=True, slots=True)
class Effect:
    """What a move does that the mover can know before playing it."""

    hand: tuple[int, ...]  # the mover's hand after the move
    herd: int
    market: tuple[int, ...]  # the market after the move, before the deck refills it
    drawn: int  # cards the deck must put in the market
    tokens: tuple[int, ...]  # goods tokens a sale banks
    piles: tuple[tuple[int, ...], ...]  # the goods piles after the move
    bonus_size: int | None  # the bonus pile a sale draws from (None: none, or it is empty)


def effect_of(obs: Observation, move: Move) -> Effect:
    hand, market = list(obs.hand), list(obs.market)
    herd, drawn = obs.herd, 0
    tokens: tuple[int, ...] = ()
    piles = [tuple(p) for p in obs.goods_tokens]
    bonus_size = None
    if isinstance(move, Take):
        hand[move.good] += 1
        market[move.good] -= 1
        drawn = 1
    elif isinstance(move, TakeCamels):
        herd += market[CAMEL]
        drawn, market[CAMEL] = market[CAMEL], 0
    elif isinstance(move, Exchange):
        for c in range(CAMEL + 1):
            market[c] += move.given[c] - move.taken[c]
            if c != CAMEL:
                hand[c] += move.taken[c] - move.given[c]
        herd -= move.given[CAMEL]
    else:
        assert isinstance(move, Sell)
        g, n = move.good, move.number
        hand[g] -= n
        tokens = piles[g][:n]
        piles[g] = piles[g][n:]
        size = bonus_pile_for(n)
        if size is not None and obs.bonus_left[BONUS_SIZES.index(size)]:
            bonus_size = size
    return Effect(tuple(hand), herd, tuple(market), drawn, tokens, tuple(piles), bonus_size)


def ends_round(obs: Observation, effect: Effect) -> str | None:
    """ "tokens" or "deck" when the move ends the round, else None."""
    if sum(1 for p in effect.piles if not p) >= EMPTY_PILES_TO_END:
        return "tokens"
    if effect.drawn > obs.deck_size:
        return "deck"
    return None


def opponent_can_end(obs: Observation, effect: Effect) -> bool:
    """Whatever their hidden cards, the opponent can end the round on their next turn."""
    deck = obs.deck_size - effect.drawn
    camels = effect.market[CAMEL]  # at least these; the refill may add more
    if deck == 0 and (camels or obs.opp_hand_size < HAND_LIMIT):
        return True  # any take needs a card the deck no longer has
    if camels > deck:
        return True
    empty = sum(1 for p in effect.piles if not p)
    if empty == EMPTY_PILES_TO_END - 1:
        for g, pile in enumerate(effect.piles):
            held = obs.opp_known[g]
            minimum = PRECIOUS_MINIMUM if g in PRECIOUS else 1
            if pile and held >= max(len(pile), minimum):
                return True
    return False


# ----------------------------------------------------------------- bonus tokens
def bonus_pool(obs: Observation, size: int) -> list[int]:
    """The values of pile `size` that are not the player's own: the opponent's
    tokens of that size and the pile's are these, in an order no one knows."""
    pool = list(BONUS_TOKENS[size])
    for value in obs.my_bonus:
        if bonus_pile_of_value(value) == size:
            pool.remove(value)
    return pool


def _worlds(obs: Observation, draw: int | None) -> Iterator[tuple[int, int, int]]:
    """(the opponent's hidden bonus total, the player's drawn bonus or 0, weight)
    over every equally likely assignment of the unseen bonus values."""
    per_size: list[list[tuple[int, list[int]]]] = []
    for i, size in enumerate(BONUS_SIZES):
        pool = bonus_pool(obs, size)
        options = []
        for combo in itertools.combinations(range(len(pool)), obs.opp_bonus_counts[i]):
            rest = [v for j, v in enumerate(pool) if j not in combo]
            options.append((sum(pool[j] for j in combo), rest))
        per_size.append(options)
    for choice in itertools.product(*per_size):
        hidden = sum(total for total, _ in choice)
        if draw is None:
            yield hidden, 0, 1
            continue
        rest = choice[BONUS_SIZES.index(draw)][1]
        for value in rest:
            yield hidden, value, 1


@dataclass(frozen=True, slots=True)
class Race:
    """Who takes the Seal if the round ends as things stand after the move."""

    share: float  # of the equally likely hidden bonus values, those where the player wins
    mine: tuple[int, int]  # the player's rupees, least and most
    theirs: tuple[int, int]


def race_after(obs: Observation, effect: Effect) -> Race:
    """The Seal by the rules (rupees with the camel token, then bonus tokens,
    then goods tokens), over every assignment of the hidden bonus values."""
    camel_mine = CAMEL_TOKEN if effect.herd > obs.opp_herd else 0
    camel_theirs = CAMEL_TOKEN if obs.opp_herd > effect.herd else 0
    base_mine = obs.my_rupees + sum(effect.tokens) + camel_mine
    base_theirs = obs.opp_visible_rupees + camel_theirs
    bonus_mine = len(obs.my_bonus) + (effect.bonus_size is not None)
    bonus_theirs = sum(obs.opp_bonus_counts)
    goods_mine = len(obs.my_goods) + len(effect.tokens)
    goods_theirs = len(obs.opp_goods)
    wins = total = 0
    mine: list[int] = []
    theirs: list[int] = []
    for hidden, drawn, weight in _worlds(obs, effect.bonus_size):
        m, t = base_mine + drawn, base_theirs + hidden
        mine.append(m)
        theirs.append(t)
        key = (m - t, bonus_mine - bonus_theirs, goods_mine - goods_theirs)
        wins += weight * (key > (0, 0, 0))
        total += weight
    return Race(wins / total, (min(mine), max(mine)), (min(theirs), max(theirs)))


def race_fact(race: Race, end: str) -> Fact:
    """`end`: "move" when the move ends the round, "reply" when the opponent can."""
    args: dict[str, Arg] = {
        "end": end,
        "mine": race.mine[0],
        "mine_high": race.mine[1],
        "theirs": race.theirs[0],
        "theirs_high": race.theirs[1],
    }
    if race.share == 1:
        return Fact(Kind.RACE_SURE_WIN, args)
    if race.share == 0:
        return Fact(Kind.RACE_SURE_LOSS, args)
    if race.share >= 0.5:
        return Fact(Kind.RACE_LIKELY_WIN, {**args, "percent": math.floor(100 * race.share)})
    return Fact(Kind.RACE_LIKELY_LOSS, {**args, "percent": math.floor(100 * (1 - race.share))})


# ----------------------------------------------------------------- the facts
def _joined(values: Sequence[int]) -> str:
    return "+".join(str(v) for v in values)


def _label(good: int) -> str:
    return Card(good).label


def _sale_facts(obs: Observation, move: Sell, effect: Effect, public: bool) -> list[Fact]:
    g, n = move.good, move.number
    tokens = effect.tokens
    facts = [
        Fact(
            Kind.SALE_TOKENS,
            {"good": _label(g), "count": n, "tokens": _joined(tokens), "total": sum(tokens)},
        )
    ]
    if len(tokens) < n:
        facts.append(
            Fact(Kind.SALE_BEYOND_PILE, {"good": _label(g), "left": len(tokens), "count": n})
        )
    size = bonus_pile_for(n)
    if size is not None:
        if effect.bonus_size is None:
            facts.append(Fact(Kind.SALE_NO_BONUS, {"size": size}))
        else:
            # told to the other player, the range must not narrow to the pool the
            # mover knows (that would hint at the mover's own bonus tokens)
            pool = BONUS_TOKENS[size] if public else bonus_pool(obs, size)
            low, high = min(pool), max(pool)
            facts.append(Fact(Kind.SALE_BONUS, {"size": size, "low": low, "high": high}))
    return facts


def _market_facts(obs: Observation, move: Move, effect: Effect) -> list[Fact]:
    facts: list[Fact] = []
    if isinstance(move, Take):
        g = move.good
        pile = obs.goods_tokens[g]
        held = effect.hand[g]
        if held >= (PRECIOUS_MINIMUM if g in PRECIOUS else 2) and not ends_round(obs, effect):
            facts.append(
                Fact(Kind.TAKE_SET, {"good": _label(g), "held": held, "pays": sum(pile[:held])})
            )
        if pile:
            facts.append(
                Fact(
                    Kind.TAKE_PILE,
                    {"good": _label(g), "next": _joined(pile[:3]), "left": len(pile)},
                )
            )
    if isinstance(move, Exchange) and any(move.given[:CAMEL]):

        def worth(counts: Sequence[int]) -> int:
            return sum(sum(obs.goods_tokens[c][: counts[c]]) for c in range(CAMEL))

        facts.append(
            Fact(Kind.EXCHANGE_WORTH, {"taken": worth(move.taken), "given": worth(move.given)})
        )
    if isinstance(move, Exchange):
        before, after = obs.hand_size, sum(effect.hand)
        if after > before:
            facts.append(Fact(Kind.HAND_GROWS, {"before": before, "after": after}))
    if not isinstance(move, Sell) and sum(effect.hand) == HAND_LIMIT and obs.hand_size < HAND_LIMIT:
        facts.append(Fact(Kind.HAND_FULL, {"size": HAND_LIMIT}))
    if isinstance(move, TakeCamels) or (isinstance(move, Exchange) and move.given[CAMEL]):
        mine, theirs = effect.herd, obs.opp_herd
        kind = (
            Kind.CAMELS_LEAD
            if mine > theirs
            else Kind.CAMELS_TIE
            if mine == theirs
            else Kind.CAMELS_BEHIND
        )
        facts.append(Fact(kind, {"mine": mine, "theirs": theirs}))
    if not ends_round(obs, effect):
        left, offer = _precious_left(obs, effect), best_take_left(obs, effect)
        if left is not None and (offer is None or offer.args["good"] != left.args["good"]):
            facts.append(left)  # unless the offer says more about the same good
        if offer is not None:
            facts.append(offer)
    if isinstance(move, TakeCamels) and effect.drawn <= obs.deck_size:
        facts.append(
            Fact(Kind.DRAWS, {"count": effect.drawn, "deck": obs.deck_size - effect.drawn})
        )
    return facts


def _most_worth(effect: Effect, counts: Mapping[int, int]) -> tuple[int, int, int] | None:
    """(good, count, worth) of the sale of `counts[good]` cards that would bank
    the most at the piles after the move (first in card order on a tie)."""
    best: tuple[int, int, int] | None = None
    for g, count in counts.items():
        pile = effect.piles[g]
        if count and pile:
            worth = sum(pile[:count])
            if best is None or worth > best[2]:
                best = (g, count, worth)
    return best


def _precious_left(obs: Observation, effect: Effect) -> Fact | None:
    """The precious good the move leaves (or puts) in the market that would bank
    the most for whoever takes it, with what its next tokens are worth."""
    precious = {g: effect.market[g] for g in sorted(int(c) for c in PRECIOUS)}
    best = _most_worth(effect, precious)
    if best is None:
        return None
    g, count, worth = best
    return Fact(Kind.LEAVES_MARKET, {"good": _label(g), "count": count, "worth": worth})


def best_take_left(obs: Observation, effect: Effect) -> Fact | None:
    """What the market the move leaves offers the opponent: the good they can
    take whose sale next would bank the most, counting only the cards of it they
    were seen taking and still hold (`opp_known`), so the tokens named are the
    least such a sale brings, at the piles as they stand after the move.  None
    when their hand is full, when their take would end the round (the deck
    can't refill the market), or when no take lets them sell two cards or more."""
    if obs.opp_hand_size >= HAND_LIMIT or obs.deck_size - effect.drawn < 1:
        return None
    takes = {g: obs.opp_known[g] + 1 for g in range(CAMEL) if effect.market[g]}
    best = _most_worth(effect, {g: n for g, n in takes.items() if n >= 2})
    if best is None:
        return None
    g, held, worth = best
    tokens = effect.piles[g][:held]
    args: dict[str, Arg] = {"good": _label(g), "known": held - 1, "held": held}
    return Fact(Kind.OPP_BEST_TAKE, {**args, "tokens": _joined(tokens), "worth": worth})


def _verdict_args(mine: RatedMove, other: RatedMove) -> dict[str, Arg]:
    return {
        "seal": round(100 * mine.seal),
        "margin": round(mine.margin),
        "other_seal": round(100 * other.seal),
        "other_margin": round(other.margin),
    }


def verdict_gain(better: Move, played: Move, rated: Sequence[RatedMove]) -> list[Fact]:
    """The search's numbers for a better move against the move played (a
    review's key moment): both rated in the same worlds; [] if either is missing."""
    found = {r.move: r for r in rated}
    if better == played or better not in found or played not in found:
        return []
    args = _verdict_args(found[better], found[played])
    return [Fact(Kind.VERDICT_GAIN, {**args, "other": str(played)})]


def verdict_mine(move: Move, rated: Sequence[RatedMove]) -> list[Fact]:
    """The search's verdict on a move the AI played, against the best other move
    it weighed, which stays unnamed (naming it could show the AI's hand)."""
    mine = next((r for r in rated if r.move == move), None)
    others = [r for r in rated if r.move != move]
    if mine is None or not others:
        return []
    other = max(others, key=lambda r: (r.seal, r.margin))
    best = (mine.seal, mine.margin) >= (other.seal, other.margin)
    return [
        Fact(Kind.VERDICT_MINE, {**_verdict_args(mine, other), "best": "yes" if best else "no"})
    ]


def verdict_facts(move: Move, rated: Sequence[RatedMove]) -> list[Fact]:
    """The search's verdict on `move` against the best other move it weighed."""
    mine = next((r for r in rated if r.move == move), None)
    others = [r for r in rated if r.move != move]
    if mine is None or not others:
        return []
    other = max(others, key=lambda r: (r.seal, r.margin))
    args = {**_verdict_args(mine, other), "other": str(other.move)}
    best = (mine.seal, mine.margin) >= (other.seal, other.margin)
    return [Fact(Kind.VERDICT_BEST if best else Kind.VERDICT_BEHIND, args)]


def facts_for(
    obs: Observation, move: Move, rated: Sequence[RatedMove] = (), public: bool = False
) -> list[Fact]:
    """Every fact about `move` (legal, for `obs.player` to play) that holds in
    `obs`, most important first; `public` keeps only what both players can see."""
    if len(obs.legal_moves()) == 1:
        return [Fact(Kind.ONLY_MOVE)]
    effect = effect_of(obs, move)
    facts: list[Fact] = []
    ending = ends_round(obs, effect)
    if ending is not None:
        facts.append(Fact(Kind.ENDS_ROUND, {"by": ending}))
    opp_ends = ending is None and opponent_can_end(obs, effect)
    if ending is not None or opp_ends:
        facts.append(race_fact(race_after(obs, effect), "move" if ending else "reply"))
    if isinstance(move, Sell):
        facts += _sale_facts(obs, move, effect, public)
    facts += _market_facts(obs, move, effect)
    if opp_ends:
        facts.append(Fact(Kind.OPP_CAN_END, {"deck": obs.deck_size - effect.drawn}))
    facts += verdict_facts(move, rated)
    if public:
        facts = [f for f in facts if f.kind in PUBLIC_KINDS]
    return facts
