"""What a position is worth where a playout stops, for the player who searches.

A horizon playout (`PlayoutPolicy.play_to_horizon`) stops after a few plies,
far less noisy than the sign of a whole round's random future, and values
what it reached here: a finished round by its Seal and margin, a round still
on by the evaluation's terms (`evaluation.value_diff`, read off a `RoundCopy`).
Level 5 weighs those terms by a logistic fit to how rounds end (`LEAF_FIT`)
and saturates the lead like the chance of the Seal.
"""

from __future__ import annotations

import math

from tutorbot.engine.cards import HAND_LIMIT

from .evaluation import POTENTIAL_ROWS, camel_term, crowding
from .round_copy import GOODS_RANGE, MARGIN_WEIGHT, RoundCopy

#: `leaf_terms`: banked rupees, hand potential, crowding, the camel race (each
#: `me` less the opponent) and the tempo (+1 when `me` is to move).
LeafTerms = tuple[float, float, float, float, float]
#: A round's Seal, in rupees, when a horizon playout reaches the round's end.
SEAL_RUPEES = 30.0
#: Valuing by the odds of the round (`horizon_value`, `odds=True`): a round
#: played out keeps only this share of its margin beside the Seal.
ODDS_MARGIN = 0.2
#: Level 5's leaf (`fitted_lead`): the terms of `leaf_terms` weighed by a
#: logistic fit to how rounds end, band by band of the deck:
#: (most cards left in the deck, (scale, potential, crowding, camels, tempo)),
#: banked rupees weighing 1.  Hands and the late camel race count for more than
#: the plain leaf (`leaf_value`) gives them, and a lead is surer the nearer the round's end.
LEAF_FIT = (
    (4, (4.5, 1.68, 0.1, 2.27, 1.05)),
    (9, (6.8, 1.83, 0.1, 1.13, 1.24)),
    (14, (9.3, 1.64, 0.76, 0.94, 1.45)),
    (19, (11.3, 1.46, 0.86, 1.06, 1.41)),
    (29, (14.0, 1.24, 0.66, 1.08, 1.55)),
    (99, (16.1, 0.99, 0.0, 1.19, 2.18)),
)
LEAF_BY_DECK = [next(w for most, w in LEAF_FIT if deck <= most) for deck in range(100)]
#: The evaluation's terms as lookups (a playout's hot loop calls them most).
CROWD = [crowding(n) for n in range(HAND_LIMIT + 8)]
CAMEL_TERM = [[camel_term(m, t) for m in range(16)] for t in range(16)]  # [theirs][mine]


def horizon_value(copy: RoundCopy, me: int, odds: bool = False) -> float:
    """The position a horizon playout reached, for `me`, in rupees: a round
    played out counts its Seal as `SEAL_RUPEES` plus the margin; one still on,
    `leaf_value`.

    With `odds`, values are shaped like the chance of taking the Seal: a lead
    (`fitted_lead`) saturates (`tanh`) and a finished round is mostly its
    sign.  A match is won by Seals, not rupees, so a safe small lead beats a
    gamble on a big one; level 5 plays this way."""
    if copy.over:
        won = copy.outcome(me)
        sign = _sign(won)
        if odds:
            return SEAL_RUPEES * sign + ODDS_MARGIN * (won - sign) / MARGIN_WEIGHT
        return SEAL_RUPEES * sign + (won - sign) / MARGIN_WEIGHT  # the Seal and the margin
    if odds:
        return SEAL_RUPEES * math.tanh(fitted_lead(copy, me))
    return leaf_value(copy, me)


def fitted_lead(copy: RoundCopy, me: int) -> float:
    """`me`'s lead by the fitted leaf (`LEAF_FIT`) over its scale: the
    playout's value is 30 x tanh of it, as if the chance of the Seal were
    1/2 + 1/2 tanh(lead)."""
    scale, w_potential, w_crowding, w_camels, w_tempo = LEAF_BY_DECK[len(copy.deck)]
    rupees, potential, crowding, camels, tempo = leaf_terms(copy, me)
    lead = (
        rupees
        + w_potential * potential
        + w_crowding * crowding
        + w_camels * camels
        + w_tempo * tempo
    )
    return lead / scale


def leaf_value(copy: RoundCopy, me: int) -> float:
    """How much better `me` stands, in rupees (`evaluation.value_diff` on a copy):
    banked rupees, what each hand should bring given the piles left and how
    near the round's end is, crowding, and the camel race.  Hands are worth
    the evaluation's rows, whatever rows the playout policy played with."""
    table = copy.table(POTENTIAL_ROWS)
    value = 0.0
    for p, sign in ((me, 1.0), (1 - me, -1.0)):
        hand = copy.hands[p]
        worth = copy.rupees[p] + CROWD[sum(hand)]
        for g in GOODS_RANGE:
            if hand[g]:
                worth += table[g][hand[g]]
        value += sign * worth
    return value + CAMEL_TERM[copy.herds[1 - me]][copy.herds[me]]


def leaf_terms(copy: RoundCopy, me: int) -> LeafTerms:
    """`leaf_value`'s terms apart, for `me` less the opponent, and whose turn
    it is: the terms `LEAF_FIT` weighs, each fitted against the round's result."""
    table = copy.table(POTENTIAL_ROWS)
    rupees = potential = crowd = 0.0
    for p, sign in ((me, 1.0), (1 - me, -1.0)):
        hand = copy.hands[p]
        rupees += sign * copy.rupees[p]
        crowd += sign * CROWD[sum(hand)]
        for g in GOODS_RANGE:
            if hand[g]:
                potential += sign * table[g][hand[g]]
    camels = CAMEL_TERM[copy.herds[1 - me]][copy.herds[me]]
    return rupees, potential, crowd, camels, 1.0 if copy.to_move == me else -1.0


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)
