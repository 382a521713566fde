"""The buttons of each step of building a move.

Only options that could ever be legal are offered: no "camels" without camels
in the market, no exchange without two goods to take and two cards to give.
A single diamond can still be picked for sale: that is exactly when the tutor
explains the two-card minimum.
"""

from __future__ import annotations

from tutorbot.ai import LEVELS
from tutorbot.engine import Card, Observation
from tutorbot.engine.cards import CAMEL, GOODS, MIN_EXCHANGE, PRECIOUS, PRECIOUS_MINIMUM
from tutorbot.store import MoveBuilder
from tutorbot.store.builder import slots
from tutorbot.tutor import EMOJI, LANGUAGES, Tutor, TutorMode, good_name

from . import payload as P
from .board import PHONE_COLUMNS, display_width
from .view import Button

Keyboard = list[list[Button]]
#: Columns a row of buttons shares on a 360-pixel phone (a chat bubble's 36,
#: and the margins a bubble has and a keyboard doesn't).
ROW_COLUMNS = PHONE_COLUMNS + 4


def fits(row: list[Button]) -> bool:
    """Whether every label of `row` shows whole on a 360-pixel phone (Telegram
    gives each button of a row an equal share of its width)."""
    share = ROW_COLUMNS // max(1, len(row))
    return all(display_width(b.label) <= share for b in row)


def fitted(rows: Keyboard) -> Keyboard:
    """`rows` as a phone shows them whole: a row too wide goes on over as many
    rows as it needs, its buttons in order, each new row taking the next
    buttons while they all fit (the Telegram adapter sends every keyboard so)."""
    out: Keyboard = []
    for row in rows:
        if fits(row):
            out.append(row)
            continue
        part: list[Button] = []
        for button in row:
            if part and not fits([*part, button]):
                out.append(part)
                part = []
            part.append(button)
        out.append(part)
    return out


def main_menu(tutor: Tutor, obs: Observation, gid: str, ver: int) -> Keyboard:
    t = tutor.t
    row1: list[Button] = []
    row2: list[Button] = []
    if any(obs.market[g] for g in GOODS):
        row1.append(Button(t("btn-take"), P.game(gid, ver, P.TAKE_MENU)))
    if obs.market[CAMEL]:
        row1.append(Button(t("btn-camels", count=obs.market[CAMEL]), P.game(gid, ver, P.CAMELS)))
    goods_in_market = sum(obs.market[g] for g in GOODS)
    if goods_in_market >= MIN_EXCHANGE and obs.hand_size + obs.herd >= MIN_EXCHANGE:
        row2.append(Button(t("btn-exchange"), P.game(gid, ver, P.EXCHANGE_MENU)))
    if obs.hand_size:
        row2.append(Button(t("btn-sell"), P.game(gid, ver, P.SELL_MENU)))
    row3 = [
        Button(t("btn-hint"), P.game(gid, ver, P.HINT)),
        Button(t("btn-rules"), P.plain(P.RULES, 1)),
    ]
    return [row for row in (row1, row2, row3) if row]


def back_row(tutor: Tutor, gid: str, ver: int) -> list[Button]:
    return [Button(tutor.t("btn-back"), P.game(gid, ver, P.CANCEL))]


def take_menu(tutor: Tutor, obs: Observation, gid: str, ver: int) -> Keyboard:
    goods = [g for g in GOODS if obs.market[g]]
    rows = [
        [Button(good_name(tutor.t, Card(g)), P.game(gid, ver, P.TAKE, g)) for g in goods[i : i + 3]]
        for i in range(0, len(goods), 3)
    ]
    return [*rows, back_row(tutor, gid, ver)]


def sell_menu(tutor: Tutor, obs: Observation, gid: str, ver: int) -> Keyboard:
    goods = [g for g in GOODS if obs.hand[g]]
    buttons = [
        Button(f"{good_name(tutor.t, Card(g))} ×{obs.hand[g]}", P.game(gid, ver, P.SELL_GOOD, g))
        for g in goods
    ]
    rows = [buttons[i : i + 2] for i in range(0, len(buttons), 2)]
    return [*rows, back_row(tutor, gid, ver)]


def sell_count_menu(tutor: Tutor, obs: Observation, good: int, gid: str, ver: int) -> Keyboard:
    low = PRECIOUS_MINIMUM if good in PRECIOUS else 1
    counts = range(low, obs.hand[good] + 1)
    row = [Button(f"{EMOJI[Card(good)]} ×{n}", P.game(gid, ver, P.SELL, n)) for n in counts]
    return [row[i : i + 4] for i in range(0, len(row), 4)] + [back_row(tutor, gid, ver)]


def exchange_menu(
    tutor: Tutor, obs: Observation, builder: MoveBuilder, gid: str, ver: int
) -> Keyboard:
    t = tutor.t
    taking, giving = set(builder.take), set(builder.give)

    def label(card: int, on: bool) -> str:
        return ("✅" if on else "") + EMOJI[Card(card)]

    market = [
        Button(label(c, i in taking), P.game(gid, ver, P.TOGGLE_TAKE, i))
        for i, c in enumerate(slots(obs.market))
    ]
    hand = [
        Button(label(c, i in giving), P.game(gid, ver, P.TOGGLE_GIVE, i))
        for i, c in enumerate(slots(obs.hand))
    ]
    refresh = P.game(gid, ver, P.EXCHANGE_MENU)
    rows: Keyboard = [[Button(t("btn-market-row"), refresh, heading=True)], market]
    if hand:
        rows += [[Button(t("btn-hand-row"), refresh, heading=True)]]
        rows += [hand[i : i + 4] for i in range(0, len(hand), 4)]
    if obs.herd:
        rows.append(
            [
                Button("🐪 −", P.game(gid, ver, P.CAMEL_LESS)),
                Button(f"🐪 {builder.camels}/{obs.herd}", refresh, heading=True),
                Button("🐪 +", P.game(gid, ver, P.CAMEL_MORE)),
            ]
        )
    rows.append(
        [
            Button(t("btn-confirm"), P.game(gid, ver, P.CONFIRM)),
            Button(t("btn-cancel"), P.game(gid, ver, P.CANCEL)),
        ]
    )
    return rows


#: Marks the choice in force in a menu (/mode, /language).
ACTIVE = "✅ "
#: Marks the player's current level in the level menus ("you are here"): not
#: a tick, which a newcomer reads as "passed", nor ▶️, which starts things on
#: the buttons; the menu's text says what it means (``level-menu-current``).
CURRENT = "📍 "
#: Marks the level the player's match rating suggests (`chat.rating`).
SUGGESTED = "⭐ "


def _marked(label: str, active: bool) -> str:
    return ACTIVE + label if active else label


def level_menu(
    tutor: Tutor, active: int | None = None, suggested: int | None = None, verb: str = P.LEVEL
) -> Keyboard:
    """The levels, the player's current one (`active`) and the suggested one
    marked; a press sends `verb` (a new game at that level, or /level's: keep it)."""
    rows = []
    for n, lv in LEVELS.items():
        name = tutor.level_name(n, lv.key)
        label = CURRENT + name if n == active else name
        rows.append([Button(SUGGESTED + label if n == suggested else label, P.plain(verb, n))])
    return rows


#: Each language's own name, as its button says it (the codes are `LANGUAGES`).
LANGUAGE_NAMES = {
    "en": "🇬🇧 English",
    "it": "🇮🇹 Italiano",
    "fr": "🇫🇷 Français",
    "ru": "🇷🇺 Русский",
    "ja": "🇯🇵 日本語",
}


def language_menu(active: str | None = None) -> Keyboard:
    buttons = [
        Button(_marked(LANGUAGE_NAMES[code], code == active), P.plain(P.LANG, code))
        for code in LANGUAGES
    ]
    return [buttons[:3], buttons[3:]]


def mode_menu(tutor: Tutor) -> Keyboard:
    """The tutor's modes, the one in force marked."""
    return [
        [Button(_marked(tutor.t(f"mode-{m}"), m is tutor.mode), P.plain(P.MODE, m))]
        for m in TutorMode
    ]


def rules_menu(tutor: Tutor, page: int) -> Keyboard:
    """Previous where there is a page before, Next where there is one after:
    the first page has no Previous and the last no Next, so no button turns
    back to the start as if it went forward."""
    pages = tutor.page_count
    row = []
    if page > 1:
        row.append(Button(tutor.t("btn-prev"), P.plain(P.RULES, page - 1)))
    if page < pages:
        row.append(Button(tutor.t("btn-next"), P.plain(P.RULES, page + 1)))
    return [row] if row else []
