"""Every score explained: a round's itemised account, and the match's in one line a round.

A bare total ("You: 78 · Opponent: 59") hides which tokens made it and what
the hidden bonus tokens were worth.  `Side` itemises one player's round from
the engine's `RoundResult` (goods tokens per good, bonus token values, the
camel token); its `total` is the same sum the engine scored, which a test
checks on a thousand random matches.  The texts keep each table line short
enough for a phone (a good's line is its emoji, name and "7+5+5 = 17").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutorbot.engine import Card, RoundResult
from tutorbot.engine.cards import CAMEL_TOKEN, GOODS

from .locale import Messages
from .words import good_name, rupees


@dataclass(frozen=True, slots=True)
class Side:
    """One player's round, item by item: `goods` holds (good, token values) in
    card order, `bonus` the bonus tokens' values, `camel` the camel token (0 or 5)."""

    goods: tuple[tuple[Card, tuple[int, ...]], ...]
    bonus: tuple[int, ...]
    camel: int

    @property
    def total(self) -> int:
        """The rupees of this side's items: goods and bonus tokens and the camel token."""
        return sum(sum(values) for _, values in self.goods) + sum(self.bonus) + self.camel


def side_of(result: RoundResult, player: int) -> Side:
    """`player`'s items in `result` (goods grouped by good, in the board's order)."""
    by_good: dict[Card, list[int]] = {}
    for good, value in result.goods[player]:
        by_good.setdefault(good, []).append(value)
    goods = tuple((Card(g), tuple(by_good[Card(g)])) for g in GOODS if Card(g) in by_good)
    camel = CAMEL_TOKEN if result.camel_token == player else 0
    return Side(goods, result.bonus[player], camel)


def _sum(values: Sequence[int]) -> str:
    """ "7+5+5 = 17", or "7" for a single token; three equal tokens or more in a
    row as "1×6", so that a good's line stays within a phone's width."""
    runs: list[tuple[int, int]] = []
    for v in values:
        if runs and runs[-1][0] == v:
            runs[-1] = (v, runs[-1][1] + 1)
        else:
            runs.append((v, 1))
    parts = [f"{v}×{n}" if n >= 3 else "+".join([str(v)] * n) for v, n in runs]
    joined = "+".join(parts)
    return joined if len(values) == 1 else f"{joined} = {sum(values)}"


def side_lines(t: Messages, side: Side, total: int) -> list[str]:
    """The account's lines for one side, one item a line.  A result stored
    before the engine itemised tokens has no items: then only its `total`."""
    lines: list[str] = []
    if side.total == total:
        lines += [t("account-goods", good=good_name(t, g), tokens=_sum(v)) for g, v in side.goods]
        if not side.goods:
            lines.append(t("account-no-goods"))
        if side.bonus:
            lines.append(t("account-bonus", tokens=_sum(side.bonus)))
        lines.append(t("account-camel") if side.camel else t("account-no-camel"))
    lines.append(t("account-total", total=rupees(t, total)))
    return lines


def _who(player: int | None, me: int) -> str:
    return "none" if player is None else ("you" if player == me else "opponent")


def seal_line(t: Messages, result: RoundResult, me: int) -> str:
    """Who takes the Seal and why: more rupees, or the tie-break that decided."""
    them = 1 - me
    who = _who(result.seal, me)
    if result.tiebreak is None:
        return t(
            "account-seal-rupees",
            who=who,
            mine=result.rupees[me],
            theirs=result.rupees[them],
        )
    return t(
        "account-seal-tiebreak",
        by=result.tiebreak.value,
        who=who,
        rupees=rupees(t, result.rupees[me]),
        bonus_mine=result.bonus_counts[me],
        bonus_theirs=result.bonus_counts[them],
        goods_mine=result.goods_counts[me],
        goods_theirs=result.goods_counts[them],
    )


def round_account(t: Messages, result: RoundResult, me: int) -> str:
    """The round's end, both sides itemised, and the Seal with its reason."""
    lines = [t("round-over", round=result.round, by=result.ended_by.value), ""]
    for player, title in ((me, "account-you"), (1 - me, "account-opponent")):
        lines.append(t(title))
        side = side_of(result, player)
        lines += [f"  {line}" for line in side_lines(t, side, result.rupees[player])]
        lines.append("")
    lines.append(seal_line(t, result, me))
    return "\n".join(lines)


def match_account(t: Messages, results: Sequence[RoundResult], me: int) -> str:
    """The match's end, one line per round (the match's result line above it
    already gives the Seals)."""
    lines = [
        t(
            "account-match-round",
            round=r.round,
            mine=r.rupees[me],
            theirs=r.rupees[1 - me],
            who=_who(r.seal, me),
        )
        for r in results
    ]
    return "\n".join(lines)
