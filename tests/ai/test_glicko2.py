"""Glicko-2 against Glickman's worked example, and the properties the bot relies on."""

from __future__ import annotations

import math

import pytest

from tutorbot.ai.glicko2 import (
    SCALE,
    START_DEVIATION,
    TAU,
    Rating,
    Result,
    expected_score,
    idle,
    rate,
    win_chance,
)

#: The paper's example: a 1500/200/0.06 player wins against 1400/30, loses to
#: 1550/100 and to 1700/300 in one rating period.
EXAMPLE = [
    Result(Rating(1400, 30), 1.0),
    Result(Rating(1550, 100), 0.0),
    Result(Rating(1700, 300), 0.0),
]


def test_the_paper_s_worked_example():
    after = rate(Rating(1500, 200, 0.06), EXAMPLE)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)  # 0.059996


def _f(x: float, phi: float, sigma: float, delta: float, v: float) -> float:
    """The paper's step-5 function, whose root is log(sigma'^2)."""
    a, ex = math.log(sigma**2), math.exp(x)
    return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / TAU**2


@pytest.mark.parametrize("start", [1200.0, 1500.0, 1850.0])
def test_the_new_volatility_solves_step_five_away_from_1500_too(start):
    """The example's player sits at mu = 0, where writing the rating for the
    deviation in f (as the `glicko2` package does) goes unnoticed; elsewhere
    the volatility must still be f's root."""
    player = Rating(start, 200, 0.06)
    mu, phi = player.mu, player.phi
    gs = [1 / math.sqrt(1 + 3 * r.opponent.phi**2 / math.pi**2) for r in EXAMPLE]
    es = [1 / (1 + math.exp(-g * (mu - r.opponent.mu))) for g, r in zip(gs, EXAMPLE, strict=True)]
    v = 1 / sum(g * g * e * (1 - e) for g, e in zip(gs, es, strict=True))
    delta = v * sum(g * (r.score - e) for g, e, r in zip(gs, es, EXAMPLE, strict=True))
    sigma = rate(player, EXAMPLE).volatility
    assert _f(math.log(sigma**2), phi, 0.06, delta, v) == pytest.approx(0, abs=1e-6)


def test_a_win_raises_a_loss_lowers_and_both_make_it_surer():
    player, opponent = Rating(1500, 300), Rating(1600, 50)
    won, lost = rate(player, [Result(opponent, 1)]), rate(player, [Result(opponent, 0)])
    assert lost.rating < player.rating < won.rating
    assert won.deviation < player.deviation and lost.deviation < player.deviation
    # beating a stronger opponent is worth more than the loss to it costs
    assert won.rating - player.rating > player.rating - lost.rating


def test_expected_score_is_even_between_equals_and_favours_the_stronger():
    assert expected_score(Rating(1500), Rating(1500, 30)) == pytest.approx(0.5)
    assert expected_score(Rating(1700), Rating(1500, 30)) > 0.7
    # a vaguer opponent rating pulls the expectation towards even
    assert expected_score(Rating(1700), Rating(1500, 300)) < expected_score(
        Rating(1700), Rating(1500, 30)
    )


def test_idle_periods_widen_the_deviation_up_to_a_new_player_s():
    player = Rating(1620, 60, 0.06)
    assert idle(player, 0) == player
    later = idle(player, 10)
    assert later.rating == player.rating
    assert later.deviation == pytest.approx(SCALE * math.sqrt((60 / SCALE) ** 2 + 10 * 0.06**2))
    assert idle(player, 10**6).deviation == START_DEVIATION
    assert rate(player, []) == idle(player, 1)


def test_the_chance_of_winning_counts_both_ratings_uncertainty():
    level = Rating(1650, 15)
    settled, provisional = Rating(1800, 50), Rating(1800, 250)
    assert 0.5 < win_chance(provisional, level) < win_chance(settled, level)
    assert win_chance(settled, level) == pytest.approx(
        1
        / (
            1
            + math.exp(-(150 / SCALE) / math.sqrt(1 + 3 * (50**2 + 15**2) / SCALE**2 / math.pi**2))
        )
    )
    assert win_chance(Rating(1500, 80), Rating(1500, 80)) == pytest.approx(0.5)
