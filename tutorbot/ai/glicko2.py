"""The Glicko-2 rating system: a strength, how sure we are of it, and how erratic it is.

Mark E. Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf,
the 2022 revision), step by step; the names follow the paper (mu, phi, sigma,
v, delta, tau).  The paper's worked example is a test
(tests/ai/test_glicko2.py): 1500/200/0.06 against 1400/30 (won), 1550/100
(lost) and 1700/300 (lost) becomes 1464.06/151.52/0.05999.

Why not the `glicko2` package on PyPI (2.1.0, 2024): its volatility step
writes the rating where the paper has the deviation (``delta**2 -
self.__rating**2 - v - ex`` in `_f`), which agrees with the paper's example only
because that player's rating is 1500, i.e. mu = 0.  This module is the
paper's formulas, nothing else, and pure: no I/O, no clock.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: Glicko-2's internal scale: mu = (r - 1500) / SCALE, phi = RD / SCALE.
SCALE = 173.7178
#: A new player, as the paper starts one.
START_RATING = 1500.0
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
#: The system constant (how much the volatility may change); the paper suggests
#: 0.3 to 1.2 and uses 0.5 in its example.
TAU = 0.5
#: The convergence tolerance of the volatility's iteration (the paper's epsilon).
EPSILON = 0.000001


@dataclass(frozen=True, slots=True)
class Rating:
    """A strength on the Glicko scale (1500 for a new player), its rating
    deviation (RD: about 95% of the time the true strength is within 2 RD),
    and its volatility (how much the strength itself seems to move)."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    @property
    def mu(self) -> float:
        return (self.rating - START_RATING) / SCALE

    @property
    def phi(self) -> float:
        return self.deviation / SCALE


@dataclass(frozen=True, slots=True)
class Result:
    """One game of a rating period: the opponent as rated then, and the score
    (1 a win, 0 a loss, 0.5 a draw)."""

    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """The player's expected score against `opponent` (the paper's E, which
    discounts the gap by how unsure the opponent's rating is)."""
    return _e(player.mu, opponent.mu, opponent.phi)


def win_chance(player: Rating, opponent: Rating) -> float:
    """The chance that `player` beats `opponent`, both ratings' uncertainty
    counted (Glickman's prediction for a game between two rated players): a
    provisional rating predicts nearer an even game than a settled one."""
    combined = math.sqrt(player.phi**2 + opponent.phi**2)
    return _e(player.mu, opponent.mu, combined)


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm on f(x) = 0."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def rate(player: Rating, results: Sequence[Result], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with `results` (steps 2-8);
    with none, only the deviation grows (`idle`)."""
    if not results:
        return idle(player, 1)
    mu, phi = player.mu, player.phi
    v_sum = 0.0
    d_sum = 0.0
    for result in results:
        opp = result.opponent
        g = _g(opp.phi)
        e = _e(mu, opp.mu, opp.phi)
        v_sum += g * g * e * (1.0 - e)
        d_sum += g * (result.score - e)
    v = 1.0 / v_sum
    delta = v * d_sum
    sigma = _volatility(phi, player.volatility, delta, v, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * d_sum
    return Rating(START_RATING + SCALE * new_mu, min(SCALE * new_phi, START_DEVIATION), sigma)


def idle(player: Rating, periods: int) -> Rating:
    """The rating after `periods` rating periods without a game: the strength
    is kept, the deviation grows (step 6 alone, once a period), up to a new
    player's."""
    if periods <= 0:
        return player
    phi = math.sqrt(player.phi**2 + periods * player.volatility**2)
    return Rating(player.rating, min(SCALE * phi, START_DEVIATION), player.volatility)
