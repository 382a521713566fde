"""Texts a native reader flagged: each stays fixed in all five languages."""

from __future__ import annotations

import re

import pytest

from tutorbot.tutor import LANGUAGES, Tutor


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sale_past_an_empty_pile_says_none_is_left(lang):
    t = Tutor(lang, strict=True).t
    none, one = (t("fact-sale-beyond-pile", left=n, good="👜") for n in (0, 1))
    assert none != one and "0" not in none


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_previous_page_and_the_way_back_are_two_labels(lang):
    t = Tutor(lang, strict=True).t
    assert t("btn-prev").split()[-1] != t("btn-back").split()[-1]


def test_italian_odds_need_no_article():
    t = Tutor("it", strict=True).t
    for chance in (8, 11, 50, 80):
        text = t("rating-suggest-stay", level="Mercante", won=2, played=3, chance=chance)
        assert f"il {chance}%" not in text and f"{chance} probabilità su 100" in text


def test_japanese_refusal_speaks_of_a_card_game():
    assert "打て" not in Tutor("ja", strict=True).t("refusal-title")  # Go's and shogi's verb


#: Every ja text that speaks of giving up a game (besides /help's line).
GIVING_UP = (
    "resigned",
    "cmd-resign",
    "friend-btn-resign",
    "friend-btn-resign-yes",
    "friend-busy",
    "friend-resign-confirm",
    "resign-confirm",
    "btn-resign-yes",
    "abandon-confirm",
    "btn-abandon-yes",
)


def test_japanese_gives_up_a_card_game_with_kousan_not_gos_touryou():
    """投了 is Go's and shogi's word; a card game's player 降参s, in the
    commands' descriptions and every message about it alike."""
    from tutorbot.chat.commands import command_name

    t = Tutor("ja", strict=True).t
    texts = [t(key, name="花子") for key in GIVING_UP]
    assert all("降参" in text and "投了" not in text for text in texts), texts
    assert "/resign — 降参する" in t("help") and "投了" not in t("help")
    assert command_name("降参") == command_name("投了") == "resign"  # both still understood


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_helps_examples_of_typed_moves_are_understood(lang):
    """The moves /help suggests typing, typed in a position that allows them, play."""
    from tutorbot.engine import Game, build_position

    market = ["diamond", "gold", "spice", "camel", "camel"]
    obs = Game.from_dict(build_position(market, (["leather"] * 2, ["silver"]), (3, 0))).observation(
        0
    )
    tutor = Tutor(lang, strict=True)
    quoted = [
        re.findall(r"[«“「]\s*([^»”」]+?)\s*[»”」]", line) for line in tutor.t("help").splitlines()
    ]
    examples = next(found for found in quoted if len(found) >= 4)  # the typed-move line
    assert len(examples) == 4
    moves = [str(tutor.read_move(text, obs)) for text in examples]
    assert moves == [
        "take diamond",
        "camels",
        "exchange gold spice for camel camel",
        "sell 2 leather",
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_explains_every_card_sign_and_the_token_line(lang):
    from tutorbot.engine import Card
    from tutorbot.tutor import EMOJI, good_name

    t = Tutor(lang, strict=True).t
    legend = t("help-legend", cards=" · ".join(good_name(t, c) for c in Card))
    assert all(EMOJI[c] in legend for c in Card) and "×6" in legend and "🏅" in legend


@pytest.mark.parametrize(
    ("side", "camels", "ending"),
    [
        ("hint", 1, "станет 5 — один из товаров оплачен верблюдом."),
        ("hint", 2, "станет 6 — 2 товара оплачены верблюдами."),
        ("done", 5, "стало 9 — 5 товаров оплачены верблюдами."),
    ],
)
def test_russian_goods_paid_by_one_camel_are_not_paid_by_camels(side, camels, ending):
    """An exchange's hand grows by the camels given: one camel pays for one good."""
    from tutorbot.tutor.explain import fact_text
    from tutorbot.tutor.facts import Fact, Kind

    t = Tutor("ru", strict=True).t
    fact = Fact(Kind.HAND_GROWS, {"before": 4, "after": 4 + camels})
    assert fact_text(t, fact, side).endswith(ending)


@pytest.mark.parametrize(
    ("camels", "given", "counted"),
    [
        (1, "🐪 1 верблюда", "1 верблюд"),
        (2, "🐪 2 верблюдов", "2 верблюда"),
        (3, "🐪 3 верблюдов", "3 верблюда"),
        (5, "🐪 5 верблюдов", "5 верблюдов"),
    ],
)
def test_russian_camels_given_in_an_exchange_are_an_animate_object(camels, given, counted):
    """Camels given are the verb's object, animate: «обменять 2 верблюдов», not
    «2 верблюда» (the nominative a count of camels keeps elsewhere)."""
    from tutorbot.engine import Card, Move
    from tutorbot.engine.cards import CAMEL

    tutor = Tutor("ru", strict=True)
    move = Move.exchange([Card.GOLD] * camels, [CAMEL] * camels)
    line = tutor.t("ai-move", move=tutor.move(move))
    assert line.startswith(f"🤖 Соперник решил обменять {given} на 🥇 {camels} ")
    assert tutor.t("cards-camel", count=camels) == counted


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "ja"])
def test_one_camel_paying_for_goods_is_said_in_the_singular(lang):
    """Not 'camels pay' when one did (Japanese has no plural to get wrong)."""
    from tutorbot.tutor.explain import fact_text
    from tutorbot.tutor.facts import Fact, Kind

    t = Tutor(lang, strict=True).t
    one, two = (
        re.sub(r"\d", "", fact_text(t, Fact(Kind.HAND_GROWS, {"before": 4, "after": 4 + n})))
        for n in (1, 2)
    )
    assert one != two


def test_french_spaces_before_high_punctuation_and_inside_quotes_never_break():
    """French puts a space before : ; ? ! » and after «, one a line never
    breaks: no-break before the colon and inside the quotes, narrow no-break
    before ; ? !, everywhere in the file."""
    from tutorbot.tutor.locale import locales_dir

    wrong = []
    for line in (locales_dir() / "fr.ftl").read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#"):
            continue
        for at, mark in enumerate(line):
            space = "\u202f" if mark in ";?!" else "\u00a0"
            before = mark in ":;?!»" and line[at - 1] != space
            if before or (mark == "«" and line[at + 1] != space):
                wrong.append(line[max(0, at - 20) : at + 20])
    assert wrong == []


@pytest.mark.parametrize(
    ("lang", "start"),
    [
        ("en", "🏅 Your sale of 3 cards earns you a bonus token worth 2 rupees."),
        ("fr", "🏅 Cette vente de 3 cartes vous rapporte un jeton bonus de 2 roupies."),
        ("it", "🏅 Con questa vendita di 3 carte guadagni un gettone bonus da 2 rupie."),
        ("ru", "🏅 Вы продали 3 карты разом и получили жетон награды стоимостью 2 рупии."),
    ],
)
def test_the_first_big_sales_note_tells_this_sale_not_a_rule(lang, start):
    from tutorbot.tutor.notes import Event, NoteId

    sale = Event(NoteId.FIRST_BIG_SALE, {"count": 3, "bonus": 2})
    [(_, text)] = Tutor(lang, strict=True).notes([sale], set())
    assert text.startswith(start)


def test_french_draws_name_the_deck_once():
    """Not '… cartes de la pioche (il en reste 35 dans la pioche)'."""
    from tutorbot.tutor.explain import fact_text
    from tutorbot.tutor.facts import Fact, Kind

    t = Tutor("fr", strict=True).t
    for deck in (35, 1, 0):
        text = fact_text(t, Fact(Kind.DRAWS, {"count": 3, "deck": deck}))
        assert text.count("pioche") == 1 and (str(deck) in text) == (deck > 1), text


@pytest.mark.parametrize("lang", ["fr", "ru", "it"])
def test_draws_that_empty_the_deck_say_none_is_left(lang):
    from tutorbot.tutor.explain import fact_text
    from tutorbot.tutor.facts import Fact, Kind

    text = fact_text(Tutor(lang, strict=True).t, Fact(Kind.DRAWS, {"count": 3, "deck": 0}))
    assert "0" not in text, text
