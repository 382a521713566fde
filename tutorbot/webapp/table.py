"""The table as the page draws it: one JSON object built from a session.

Everything the page writes in words comes from here, rendered by the tutor
from the same Fluent messages the chat board uses (its lines, its buttons,
the card names), so the page holds no text of its own and speaks the
player's language.  The numbers are the ones the board shows: the market,
the player's hand and herd, the opponent's hand size and herd, the deck,
each goods pile's next values and how many are left, rupees, Seals and the
bonus tokens as the rules make them public.
"""

from __future__ import annotations

from typing import Any

from tutorbot.ai import LEVELS
from tutorbot.chat.board import pile_text, scored_rupees, turn_line
from tutorbot.chat.render import rematch_offered
from tutorbot.engine import Card, Game
from tutorbot.engine.cards import CAMEL, CARD_LETTERS, GOODS, PRECIOUS, PRECIOUS_MINIMUM
from tutorbot.store import Session
from tutorbot.store.builder import slots
from tutorbot.tutor import EMOJI, Tutor

#: The labels the page's controls show, by the Fluent message that words them.
LABELS = (
    "btn-exchange",
    "btn-sell",
    "btn-hint",
    "btn-why",
    "btn-confirm",
    "btn-cancel",
    "btn-rematch",
    "btn-review",
    "btn-market-row",
    "btn-hand-row",
    "table-sell-pick",
    "table-tutor",
    "refusal-title",
)


def cards_json(tutor: Tutor) -> list[dict[str, str]]:
    """Each card's emoji, name and notation letter, by card number."""
    return [
        {"emoji": EMOJI[c], "name": tutor.t(f"card-label-{c.label}"), "letter": CARD_LETTERS[c]}
        for c in Card
    ]


def labels(tutor: Tutor) -> dict[str, str]:
    """The page's control labels in the player's language."""
    return {key: tutor.t(key) for key in LABELS}


def no_table(tutor: Tutor) -> dict[str, Any]:
    """What the page shows when the chat has no game: the chat's own words for it."""
    return {"game": None, "lang": tutor.lang, "note": tutor.t("no-game"), "labels": labels(tutor)}


def table(tutor: Tutor, session: Session, reviewed: bool) -> dict[str, Any]:
    """The table of `session` as its player sees it; `reviewed`: its kind of
    game is kept for the review (`GameEnd.review`), so once it is over the
    review is offered, as the chat offers it under the result."""
    t = tutor.t
    game = Game.from_dict(session.position)
    obs = game.observation(session.human)
    me, them = obs.player, 1 - obs.player
    scored = scored_rupees(obs)
    mine, theirs = scored or (obs.my_rupees, obs.opp_visible_rupees)
    opp_bonus = sum(obs.opp_bonus_counts)
    level = t(f"level-{LEVELS[session.level].key}")
    lines = {
        "header": t(
            "board-header", round=obs.round, mine=obs.seals[me], theirs=obs.seals[them], level=level
        ),
        "opponent": t("board-opponent", count=obs.opp_hand_size, camels=obs.opp_herd),
        "market": t("table-market"),
        "deck": t("board-deck", count=obs.deck_size),
        "tokens": t("board-tokens"),
        "rupees": t("board-rupees", mine=mine, theirs=theirs),
        "hand": t("table-hand", count=obs.hand_size),
        "herd": t("board-herd", count=obs.herd),
        "turn": turn_line(tutor, obs, session.finished),
        "my_bonus": (
            t("board-my-bonus", values="·".join(map(str, obs.my_bonus))) if obs.my_bonus else ""
        ),
        "opp_bonus": t("board-bonus", count=opp_bonus) if opp_bonus and scored is None else "",
    }
    return {
        "game": session.game_id,
        "version": session.version,
        "lang": tutor.lang,
        "level": session.level,
        "finished": session.finished,
        "rematch": rematch_offered(session),
        "review": session.finished and reviewed,
        "my_turn": obs.my_turn and not session.finished,
        "why": session.last_ai is not None and not session.finished,
        "market": [*slots(obs.market), *[CAMEL] * obs.market[CAMEL]],
        "hand": slots(obs.hand),
        "herd": obs.herd,
        "opp_hand": obs.opp_hand_size,
        "opp_herd": obs.opp_herd,
        "deck": obs.deck_size,
        "piles": [
            {
                "good": int(g),
                "left": len(obs.goods_tokens[g]),
                "text": pile_text(obs.goods_tokens[g]),
            }
            for g in GOODS
        ],
        "sell_minimum": {int(g): PRECIOUS_MINIMUM if g in PRECIOUS else 1 for g in GOODS},
        "lines": lines,
        "cards": cards_json(tutor),
        "labels": labels(tutor),
    }
