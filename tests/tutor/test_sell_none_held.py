"""Selling a good none of which is held: the refusal says the hand has none,
with no count the player never typed and no sentence about a sale's size."""

from __future__ import annotations

import pytest

from tutorbot.engine import Game, IllegalMove, build_position, check_move
from tutorbot.engine import rules as R
from tutorbot.tutor import LANGUAGES, Tutor

#: No gold and no diamond in the hand; one cloth.
OBS = Game.from_dict(
    build_position(
        ["gold", "gold", "cloth", "leather", "camel"],
        (["silver", "cloth", "spice", "leather"], ["diamond"]),
        (2, 0),
    )
).observation(0)

TYPED = {
    "en": ["sell gold", "sell the diamonds"],
    "fr": ["vendre l'or", "vends les diamants"],
    "it": ["vendi l'oro", "vendi i diamanti"],
    "ru": ["продать золото", "продай алмазы"],
    "ja": ["金を売る", "ダイヤモンドを売る"],
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sale_of_a_good_not_held_says_none_is_held(lang):
    tutor = Tutor(lang, strict=True)
    for text in TYPED[lang]:
        move = tutor.read_move(text, OBS)
        refused = check_move(move, OBS.hand, OBS.herd, OBS.market)
        assert refused is not None, text
        lines = tutor.refusal(IllegalMove(refused, move), OBS).splitlines()
        good = move.good.label
        emoji = {"gold": "🥇", "diamond": "💎"}[good]
        assert lines[1] == tutor.t("refusal-sell-none-held", good=good, emoji=emoji)
        assert tutor.rule(R.SELL_ONE_TYPE) not in lines, lines
        assert not any(ch.isdigit() for ch in lines[1]), lines[1]  # no invented count


def test_a_sale_of_more_than_held_still_quotes_the_count_and_the_rule():
    tutor = Tutor("en", strict=True)
    move = tutor.read_move("sell 3 cloth", OBS)
    refused = check_move(move, OBS.hand, OBS.herd, OBS.market)
    assert refused is not None
    text = tutor.refusal(IllegalMove(refused, move), OBS)
    assert "You asked to sell 🧵 3 cloth, but you hold only 🧵 1 cloth." in text
    assert tutor.rule(R.SELL_ONE_TYPE) in text
