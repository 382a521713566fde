"""Facts in the player's language: one sentence per fact, with its numbers.

`facts.facts_for` decides what is true; this module only words it, so a
sentence can never say more than its fact (each `fact-<kind>` message takes
the fact's own numbers and nothing else).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutorbot.engine import Card, parse_move

from .facts import Fact, Kind
from .locale import Messages
from .words import EMOJI, OBJECT, card_count, describe_move, rupees

#: Facts a hint or a `/why` shows at most, besides the search's verdict: the
#: first ones, which `facts_for` puts in order of importance.
SHOWN = 4
VERDICTS = frozenset({Kind.VERDICT_BEST, Kind.VERDICT_BEHIND, Kind.VERDICT_GAIN, Kind.VERDICT_MINE})


def rupee_range(t: Messages, low: int, high: int) -> str:
    """An amount in rupees, or a range of them ("5–8 rupees") when `low` and `high` differ."""
    return rupees(t, low) if low == high else t("rupees-range", low=low, high=high)


def signed_rupees(t: Messages, amount: int) -> str:
    """An amount in rupees with its sign ("+5", "−3"), for a gain or a loss."""
    if amount > 0:
        return "+" + rupees(t, amount)
    if amount < 0:
        return "−" + rupees(t, -amount)
    return rupees(t, 0)


def _card(label: object) -> Card:
    return Card[str(label).upper()]


def fact_text(t: Messages, fact: Fact, side: str = "hint", market_camels: int = 0) -> str:
    """The sentence of `fact`; `side` is who speaks ("hint": advice to the
    player, "why": the AI about its own move)."""
    a = dict(fact.args)
    args: dict[str, Any] = {**a, "side": side}
    if "good" in a:
        card = _card(a["good"])
        args["good"] = EMOJI[card]
        if "count" in a and fact.kind is Kind.LEAVES_MARKET:
            args["cards"] = card_count(t, card, int(a["count"]))
    if fact.kind is Kind.SALE_TOKENS:
        # what the tokens bring: the amount is the verb's object
        total, tokens = int(a["total"]), str(a["tokens"])
        amount = rupees(t, total, OBJECT)
        args["sum"] = f"{tokens} = {amount}" if "+" in tokens else amount
        args["token_count"] = len(tokens.split("+"))  # a sale's fact names a token or more
    elif fact.kind is Kind.TAKE_PILE:
        args["next"] = t("list-separator").join(str(a["next"]).split("+"))
    elif fact.kind is Kind.TAKE_SET:
        args["sum"] = rupees(t, int(a["pays"]))
        args["bonus"] = "yes" if int(a["held"]) >= 3 else "no"
    elif fact.kind is Kind.SALE_BONUS:
        args["range"] = rupee_range(t, int(a["low"]), int(a["high"]))
    elif fact.kind.name.startswith("RACE_"):
        args["mine"] = rupee_range(t, int(a["mine"]), int(a["mine_high"]))
        args["theirs"] = rupee_range(t, int(a["theirs"]), int(a["theirs_high"]))
    elif fact.kind is Kind.HAND_GROWS:
        # an exchange gives back as many cards as it takes: the hand grows by
        # the camels given, each paying for one of the goods
        args["camels"] = int(a["after"]) - int(a["before"])
    elif fact.kind is Kind.EXCHANGE_WORTH:
        args["taken"] = rupees(t, int(a["taken"]))
        args["given"] = rupees(t, int(a["given"]))
        # one good given back is said in the singular, several in the plural;
        # a fact stored before the count was kept reads as it was written
        args["given_goods"] = int(a.get("given_goods", 2))
    elif fact.kind is Kind.LEAVES_MARKET:
        args["worth"] = rupees(t, int(a["worth"]))
    elif fact.kind is Kind.OPP_BEST_TAKE:
        tokens = str(a["tokens"])
        args["sum"] = f"{tokens} = {rupees(t, int(a['worth']))}"
    elif fact.kind in VERDICTS:
        args["margin"] = signed_rupees(t, int(a["margin"]))
        args["other_margin"] = signed_rupees(t, int(a["other_margin"]))
        if "other" in a:
            args["other"] = describe_move(t, parse_move(str(a["other"])), market_camels)
    # a verdict the judgement cannot tell apart says so, in words of its own
    close = "-close" if fact.kind in VERDICTS and a.get("clear") == "no" else ""
    return t(f"fact-{fact.kind}{close}", **args)


def first_seal(facts: Sequence[Fact]) -> int | None:
    """The first Seal percentage the verdict lines of `facts` print (a move
    clearly behind, or an AI move clearly not its best, names the better move's
    first; moves the judgement cannot tell apart rank nothing, so this move's
    come first), so how to read the numbers can quote the one on the screen."""
    for fact in facts:
        if fact.kind in VERDICTS:
            a = fact.args
            behind = fact.kind is Kind.VERDICT_BEHIND
            not_mine = fact.kind is Kind.VERDICT_MINE and a.get("best") != "yes"
            better_first = (behind or not_mine) and a.get("clear") != "no"
            return int(a["other_seal" if better_first else "seal"])
    return None


def shown(facts: Sequence[Fact], limit: int = SHOWN) -> list[Fact]:
    """The facts a hint or a `/why` says: the first `limit`, then the verdict."""
    plain = [f for f in facts if f.kind not in VERDICTS][:limit]
    return plain + [f for f in facts if f.kind in VERDICTS]
