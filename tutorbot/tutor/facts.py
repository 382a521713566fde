"""Facts about a move, computed from one player's observation: what a teacher would cite.

The tutor never explains a move with a canned label.  It says only facts that
hold in the position the player sees, each with its numbers: the tokens a sale
banks and the range its bonus token may take, whether the move ends the round
or lets the opponent end it, who takes the Seal if it ends (for sure, or in
what share of the possible values of the opponent's hidden bonus tokens), the
herds, the hand, what the move leaves in the market, and the search's verdict.
What the move does is worked out in `move_effect`, the verdict's facts in
`verdicts`, and what a fact is in `fact_kinds`; this module picks the facts
that hold and orders them, and its names are where callers import them from.

`tutorbot.tutor.claims` holds a predicate per kind, checked by the tests and
`bench/claims.py` against the engine on thousands of positions.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from tutorbot.engine import Card, Exchange, Move, Observation, Sell, Take, TakeCamels
from tutorbot.engine.cards import (
    BONUS_TOKENS,
    CAMEL,
    HAND_LIMIT,
    PRECIOUS,
    PRECIOUS_MINIMUM,
    bonus_pile_for,
)

from .fact_kinds import (
    NEUTRAL_KINDS,
    PUBLIC_KINDS,
    TEXT_ARGS,
    Arg,
    Fact,
    Kind,
    decode_facts,
    encode_facts,
)
from .move_effect import (
    Effect,
    Race,
    bonus_pool,
    effect_of,
    ends_round,
    opponent_can_end,
    race_after,
    race_after_reply,
)
from .verdicts import Compared, Judged, RatedMove, verdict_facts, verdict_gain, verdict_mine

__all__ = [
    "NEUTRAL_KINDS",
    "PUBLIC_KINDS",
    "TEXT_ARGS",
    "Arg",
    "Compared",
    "Effect",
    "Fact",
    "Judged",
    "Kind",
    "Race",
    "RatedMove",
    "best_take_left",
    "bonus_pool",
    "decode_facts",
    "effect_of",
    "encode_facts",
    "ends_round",
    "facts_for",
    "opponent_can_end",
    "race_after",
    "race_fact",
    "sale_tokens",
    "verdict_facts",
    "verdict_gain",
    "verdict_mine",
]


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


def sale_tokens(move: Sell, tokens: Sequence[int]) -> list[Fact]:
    """What the tokens a sale took bring, as a fact; none onto an empty pile,
    where the sale takes no token (`Kind.SALE_BEYOND_PILE` says so)."""
    if not tokens:
        return []
    args: dict[str, Arg] = {"good": _label(move.good), "count": move.number}
    return [Fact(Kind.SALE_TOKENS, {**args, "tokens": _joined(tokens), "total": sum(tokens)})]


def _sale_facts(obs: Observation, move: Sell, effect: Effect, public: bool) -> list[Fact]:
    g, n = move.good, move.number
    tokens = effect.tokens
    facts = sale_tokens(move, tokens)
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
            Fact(
                Kind.EXCHANGE_WORTH,
                {
                    "taken": worth(move.taken),
                    "given": worth(move.given),
                    "given_goods": sum(move.given[:CAMEL]),
                },
            )
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


def facts_for(
    obs: Observation, move: Move, judgement: Judged | None = None, public: bool = False
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
    if ending is not None:
        facts.append(race_fact(race_after(obs, effect), "move"))
    elif opp_ends:  # said only when it holds however they end it
        race = race_after_reply(obs, effect)
        if race is not None:
            facts.append(race_fact(race, "reply"))
    if isinstance(move, Sell):
        facts += _sale_facts(obs, move, effect, public)
    facts += _market_facts(obs, move, effect)
    if opp_ends:
        facts.append(Fact(Kind.OPP_CAN_END, {"deck": obs.deck_size - effect.drawn}))
    facts += verdict_facts(move, judgement)
    if public:
        facts = [f for f in facts if f.kind in PUBLIC_KINDS]
    return facts
