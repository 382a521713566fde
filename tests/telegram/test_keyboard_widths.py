"""Every keyboard the bot sends fits a 360-pixel phone, in every language: the
real screens (bench/screens.py's, each kind the bot shows), their keyboards
as the adapter sends them, each row within the phone's width model
(`keyboards.fits`: a row's buttons share its width equally)."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace

import pytest

from bench import screens as S
from tutorbot.ai import judge
from tutorbot.chat import Message
from tutorbot.chat.board import display_width
from tutorbot.chat.friends import invitations
from tutorbot.chat.keyboards import ROW_COLUMNS, fits, main_menu
from tutorbot.chat.learn.lessons import menu_message
from tutorbot.engine import Game, build_position
from tutorbot.telegram.delivery import keyboard
from tutorbot.tutor import LANGUAGES, Tutor
from tutorbot.tutor.lessons import LESSONS


def sent_rows(message: Message) -> list[list[str]]:
    """The labels of `message`'s keyboard, row by row, as Telegram gets them."""
    markup = keyboard(message)
    return [[b["text"] for b in row] for row in (markup or {}).get("inline_keyboard", [])]


def row_fits(labels: list[str]) -> bool:
    share = ROW_COLUMNS // len(labels)
    return all(display_width(label) <= share for label in labels)


#: Screens left out: five matches played for the rating's suggestion, whose
#: keyboard is the level menu (shown without the star in "level menu").
LEFT_OUT = ("rating:",)


@pytest.fixture
def every_screen(monkeypatch):
    """The messages of every screen bench/screens.py shows in a language; the
    review's turns judged at a lighter hint (its moments, not their depth, make
    its keyboards: a full review takes half a minute a language)."""
    sections = S.Screens.sections
    monkeypatch.setattr(
        S.Screens,
        "sections",
        lambda self: [s for s in sections(self) if not s[0].startswith(LEFT_OUT)],
    )
    hint = judge.BUDGETS["hint"]
    lighter = replace(hint, search=replace(hint.search, sims=100), worlds=50)
    monkeypatch.setitem(judge.BUDGETS, "hint", lighter)
    monkeypatch.setattr(invitations, "new_invite_code", S.invite_codes())
    shown: list[Message] = []
    show = S.Chat.print_message

    def collect(chat: S.Chat, message: Message, to: str = "") -> None:
        shown.append(message)
        show(chat, message, to)

    monkeypatch.setattr(S.Chat, "print_message", collect)

    def run(lang: str) -> tuple[list[Message], str]:
        shown.clear()
        logging.disable(logging.WARNING)  # the unavailable store's retries
        try:
            text = asyncio.run(S.Screens(lang).run())
        finally:
            logging.disable(logging.NOTSET)
        return list(shown), text

    return run


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_keyboard_of_every_screen_fits_a_phone(lang, every_screen):
    messages, text = every_screen(lang)
    assert "(not reachable" not in text
    keyboards = [rows for rows in map(sent_rows, messages) if rows]
    assert len(keyboards) >= 60  # boards, builders, lessons, review, puzzles, friends, menus
    too_wide = [row for rows in keyboards for row in rows if not row_fits(row)]
    assert not too_wide, too_wide
    sent = [label for rows in keyboards for row in rows for label in row]
    made = [b.label for m in messages for row in m.buttons for b in row]
    assert sent == made  # every button sent, in its order: only the rows change


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_move_buttons_fit_a_phone_row_in_every_language(lang):
    """Telegram shares a row's width between its buttons: on a 360-pixel phone
    no label of the board's menu is cut ("🛒 Prendre une marchandise" gets a row)."""
    market = ["gold", "spice", "camel", "camel", "camel"]
    game = Game.from_dict(build_position(market, (["leather", "leather"], ["silver"]), (2, 0)))
    rows = main_menu(Tutor(lang, strict=True), game.observation(0), "ab12", 1)
    assert sum(len(row) for row in rows) == 6  # take, camels, exchange, sell, hint, rules
    sent = sent_rows(Message("", rows))
    assert sum(len(row) for row in sent) == 6 and all(map(row_fits, sent))
    if lang == "fr":
        take = Tutor("fr").t("btn-take")
        assert display_width(take) == 26 and [take] in sent  # a row of its own
        assert not fits(rows[0])  # it would be cut beside the camels


def test_a_row_too_wide_goes_on_in_order_over_the_fewest_rows_that_fit():
    from tutorbot.chat.keyboards import fitted
    from tutorbot.chat.view import Button

    wide, small = Button("x" * 26, "a"), [Button(str(i), str(i)) for i in range(4)]
    assert fitted([[*small[:2], wide, *small[2:]]]) == [small[:2], [wide], small[2:]]
    assert fitted([small]) == [small]  # a row that fits stays as it is


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_menu_fits_a_phone_at_every_step_of_the_course(lang):
    """Its first button starts the next lesson, whichever it is (the screens
    show only the first)."""
    tutor = Tutor(lang, strict=True)
    for passed in range(len(LESSONS) + 1):
        message = menu_message(tutor, {lesson.id for lesson in LESSONS[:passed]})
        assert all(map(row_fits, sent_rows(message))), sent_rows(message)
