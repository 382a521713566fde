"""Every review screen agrees with its own judgement, on real matches in five languages
(`bench.review_agreement` checks more matches at the product's budgets)."""

from __future__ import annotations

import pytest

from bench.review_agreement import LANGS, Checked, check_match, play


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_the_review_agrees_with_its_judgement_on_real_matches(level):
    out = Checked()
    for seed in (level * 10, level * 10 + 1):
        check_match(f"{seed:08x}", play(seed, level), out, LANGS)
    assert out.problems == []
    assert out.screens >= 10 and out.rounds >= 4  # not an empty check


def test_the_check_sees_a_header_that_disagrees(monkeypatch):
    """The check can fail: a header that states another gain is caught."""
    from tutorbot.chat.review import screens

    monkeypatch.setattr(screens, "moment_gain", lambda tutor, moment: "worth a fortune")
    out = Checked()
    for seed in range(40, 46):
        check_match(f"{seed:08x}", play(seed, 1), out, ("en",))
        if out.moments:
            break
    assert out.moments and any("header" in p for p in out.problems)
