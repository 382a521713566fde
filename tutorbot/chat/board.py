"""The board as a phone shows it: a dozen short lines, emoji and official names."""

from __future__ import annotations

from collections.abc import Sequence

from tutorbot.engine import Card, Observation
from tutorbot.engine.cards import CAMEL, GOODS
from tutorbot.tutor import EMOJI, Tutor, good_name


def cards_line(tutor: Tutor, counts: Sequence[int]) -> str:
    """ "💎 Diamond ×2 · 🐪 Camel ×3"; the tutor's word for nothing when empty."""
    parts = []
    for c, n in enumerate(counts):
        if n:
            name = good_name(tutor.t, Card(c))
            parts.append(f"{name} ×{n}" if n > 1 else name)
    return " · ".join(parts) if parts else tutor.t("nothing")


def render_board(tutor: Tutor, obs: Observation, level: int, level_key: str) -> str:
    t = tutor.t
    tokens = " ".join(
        f"{EMOJI[Card(g)]}{obs.goods_tokens[g][0] if obs.goods_tokens[g] else '–'}" for g in GOODS
    )
    opp_bonus = sum(obs.opp_bonus_counts)
    if obs.round_over:
        turn = t("board-round-over")
    elif obs.my_turn:
        turn = t("board-your-turn")
    else:
        turn = t("board-ai-turn")
    lines = [
        t(
            "board-header",
            round=obs.round,
            mine=obs.seals[obs.player],
            theirs=obs.seals[1 - obs.player],
            level=tutor.level_name(level, level_key),
        ),
        t("board-market", cards=cards_line(tutor, obs.market)),
        t("board-hand", cards=cards_line(tutor, obs.hand[:CAMEL] + (0,)), count=obs.hand_size),
        t("board-herd", count=obs.herd),
        t("board-opponent", count=obs.opp_hand_size, camels=obs.opp_herd),
        t("board-deck", count=obs.deck_size),
        t("board-tokens", tokens=tokens),
        t(
            "board-rupees",
            mine=obs.my_rupees,
            theirs=obs.opp_visible_rupees,
            bonus=opp_bonus,
        ),
        turn,
    ]
    return "\n".join(lines)
