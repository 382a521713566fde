"""The board as a phone shows it: short lines of emoji and numbers.

A phone held upright shows about 35 columns of chat text, and an emoji or an
East Asian character takes two of them, so every line is kept within
`PHONE_COLUMNS` in every language (the tests render many positions to check).
Goods appear by their emoji only: their names are on the buttons and in the
lessons, and repeating them on every line is what made the board too wide.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from tutorbot.engine import Card, Observation
from tutorbot.engine.cards import CAMEL, GOODS
from tutorbot.tutor import EMOJI, Tutor, emoji_counts

#: The widest a board line may be, in display columns.
PHONE_COLUMNS = 36
#: The variation selector that asks for a symbol's emoji form.
EMOJI_PRESENTATION = "\ufe0f"


def display_width(text: str) -> int:
    """Columns `text` takes in a chat bubble: wide East Asian characters and
    emoji count 2, combining marks and variation selectors 0, the rest 1.  A
    symbol asked to show as an emoji (followed by U+FE0F, as in ⬇️ or ↩️) is
    drawn as one, so it counts 2 like the other emoji."""
    width = 0
    for i, ch in enumerate(text):
        code = ord(ch)
        if unicodedata.combining(ch) or 0xFE00 <= code <= 0xFE0F or code == 0x200D:
            continue
        wide = unicodedata.east_asian_width(ch) in ("W", "F")
        emoji = 0x1F000 <= code <= 0x1FAFF or 0x2600 <= code <= 0x27BF
        as_emoji = text[i + 1 : i + 2] == EMOJI_PRESENTATION
        width += 2 if wide or emoji or as_emoji else 1
    return width


def cards_line(tutor: Tutor, counts: Sequence[int]) -> str:
    """ "💎×2 🥇 🐪×3": each kind of card by its emoji, with how many when more
    than one; the tutor's word for nothing when empty."""
    return emoji_counts(counts) or tutor.t("nothing")


def table_lines(tutor: Tutor, obs: Observation) -> list[str]:
    """The market, then the player's hand and herd: what every board shows alike."""
    t = tutor.t
    return [
        t("board-market", cards=cards_line(tutor, obs.market)),
        t("board-hand", cards=cards_line(tutor, obs.hand[:CAMEL] + (0,)), count=obs.hand_size),
        t("board-herd", count=obs.herd),
    ]


#: Token values shown per pile (the next ones), and piles per board line.
NEXT_TOKENS = 2
PILES_PER_LINE = 3


def pile_text(pile: Sequence[int]) -> str:
    """A goods pile as the rules make it public: its next values and how many
    tokens are left ("7·7 ×5", "5 ×1"), or "–" once empty."""
    if not pile:
        return "–"
    return "·".join(str(v) for v in pile[:NEXT_TOKENS]) + f" ×{len(pile)}"


def supply_lines(tutor: Tutor, obs: Observation) -> list[str]:
    """The deck and every goods pile (next values, tokens left): what every
    board shows alike.  The piles go three to a line, under a header that
    says how to read them."""
    t = tutor.t
    piles = [f"{EMOJI[Card(g)]}{pile_text(obs.goods_tokens[g])}" for g in GOODS]
    rows = [
        "   " + "  ".join(piles[i : i + PILES_PER_LINE])
        for i in range(0, len(piles), PILES_PER_LINE)
    ]
    return [t("board-deck", count=obs.deck_size), t("board-tokens"), *rows]


def my_bonus_lines(tutor: Tutor, obs: Observation) -> list[str]:
    """The player's own bonus tokens with their values (a player may look at
    their own; only the opponent's stay hidden), when they have any."""
    if not obs.my_bonus:
        return []
    values = "·".join(str(v) for v in obs.my_bonus)
    line = tutor.t("board-my-bonus", values=values)
    if display_width(line) <= PHONE_COLUMNS:
        return [line]
    # many tokens: the values get a line of their own
    return [tutor.t("board-my-bonus", values=""), "   " + values]


def turn_line(tutor: Tutor, obs: Observation, finished: bool = False) -> str:
    """Whose turn it is (or that the round is over), against the AI; once the
    game is `finished` (a resign ends it mid-round), that it is over."""
    if finished:
        return tutor.t("board-game-over")
    if obs.round_over:
        return tutor.t("board-round-over")
    return tutor.t("board-your-turn" if obs.my_turn else "board-ai-turn")


def scored_rupees(obs: Observation) -> tuple[int, int] | None:
    """Both players' rupees as the round just ended was scored (camel token and
    bonus tokens included, every bonus now shown), while the board still shows
    that round; None during play, when the opponent's bonus tokens are hidden."""
    result = obs.last_result
    if not obs.round_over or result is None or result.round != obs.round:
        return None
    return result.rupees[obs.player], result.rupees[1 - obs.player]


def render_board(
    tutor: Tutor, obs: Observation, level: int, level_key: str | None, finished: bool = False
) -> str:
    """The board for `obs`'s player; `level` is kept for callers, the header names
    the level by its name alone (its number is on the level buttons), or none
    where `level_key` is None (a position no level of the player's plays:
    a starter puzzle); `finished`: the game is over (its last line says so,
    not whose turn it would be)."""
    t = tutor.t
    opp_bonus = sum(obs.opp_bonus_counts)
    seals = {"round": obs.round, "mine": obs.seals[obs.player], "theirs": obs.seals[1 - obs.player]}
    if level_key is None:
        header = t("board-header-no-level", **seals)
    else:
        header = t("board-header", level=t(f"level-{level_key}"), **seals)
    lines = [
        header,
        *table_lines(tutor, obs),
        t("board-opponent", count=obs.opp_hand_size, camels=obs.opp_herd),
        *supply_lines(tutor, obs),
    ]
    scored = scored_rupees(obs)  # the round's account was just told: the same totals
    mine, theirs = scored or (obs.my_rupees, obs.opp_visible_rupees)
    lines.append(t("board-rupees", mine=mine, theirs=theirs))
    lines += my_bonus_lines(tutor, obs)
    if opp_bonus and scored is None:
        lines.append(t("board-bonus", count=opp_bonus))
    lines.append(turn_line(tutor, obs, finished))
    return "\n".join(lines)
