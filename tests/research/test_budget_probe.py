"""The budget probe reads its searches as level 5's with fields changed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from research.budget_probe import budget
from tutorbot.ai.players import L5_SEARCH


def test_a_spec_names_level_5s_search_with_its_fields_changed():
    assert budget("l5:") == ("l5", L5_SEARCH)
    name, search = budget("6000s02:sims=6000,settle=true,settle_lead=0.2,fpu=0.2")
    assert name == "6000s02"
    assert search == replace(L5_SEARCH, sims=6000, settle=True, settle_lead=0.2, fpu=0.2)


def test_an_unknown_field_is_refused_by_name():
    with pytest.raises(AttributeError, match="simulations"):
        budget("x:simulations=10")
