"""The tutor in every language: completeness, plurals, refusals, notes, summaries."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast

from tutorbot.engine import RULE_IDS, Game, IllegalMove, build_position, parse_move
from tutorbot.engine.scoring import score_round
from tutorbot.tutor import (
    LANGUAGES,
    Event,
    Messages,
    MissingMessage,
    Tutor,
    TutorMode,
    events_after,
    language_for,
)
from tutorbot.tutor.checker import check, plural_categories
from tutorbot.tutor.facts import Fact, Kind
from tutorbot.tutor.locale import MEMO_SIZE, locales_dir

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
M = ["diamond", "gold", "camel", "camel", "camel"]


def game(hand, herd=0, market=M):
    return Game.from_dict(build_position(market, (hand, ["leather"]), (herd, 0)))


def refused(g: Game, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as err:
        g.play(parse_move(text))
    return err.value


def test_locales_pass_the_checker():
    assert check() == []


def test_checker_finds_problems(tmp_path):
    for lang in LANGUAGES:
        (tmp_path / f"{lang}.ftl").write_text(
            (locales_dir() / f"{lang}.ftl").read_text(encoding="utf-8"), encoding="utf-8"
        )
    ru = tmp_path / "ru.ftl"
    text = ru.read_text(encoding="utf-8")
    text = text.replace("    [few] { $count } алмаза\n", "", 1)  # a missing plural category
    text = text.replace("nothing = ничего", "nothing = { $oops }")  # a foreign variable
    text = re.sub(r"^fact-draws = .*\n(?:[ }].*\n)*", "", text, flags=re.M)  # a missing message
    ru.write_text(text + "\nextra-message = лишнее\n", encoding="utf-8")
    problems = "\n".join(check(tmp_path))
    assert "ru: cards-diamond selector on $count lacks ['few']" in problems
    assert "ru: nothing variables" in problems
    assert "ru: missing message fact-draws" in problems
    assert "ru: extra message extra-message" in problems


def test_checker_sees_variables_through_message_references(tmp_path):
    """ "worth about { rupees } more" uses $count through `rupees`: a Russian
    selector on $count matches it, and a message on another variable does not."""
    for lang in LANGUAGES:
        text = (locales_dir() / f"{lang}.ftl").read_text(encoding="utf-8")
        if lang == "fr":
            old = "review-gain = environ { rupees } de plus"
            text = text.replace(old, "review-gain = { $loss }")
        (tmp_path / f"{lang}.ftl").write_text(text, encoding="utf-8")
    problems = check(tmp_path)
    assert problems == ["fr: review-gain variables ['loss'] != ['count']"]


def test_plural_categories_from_cldr():
    assert plural_categories("ru") == {"one", "few", "many"}
    assert plural_categories("ja") == {"other"}
    assert plural_categories("en") == {"one", "other"}


def _texts(lang: str) -> dict[str, str]:
    """Each message's source text, placeables, digits, emoji and punctuation removed."""
    resource = FluentParser().parse((locales_dir() / f"{lang}.ftl").read_text(encoding="utf-8"))
    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            text = FluentSerializer().serialize_entry(entry).split("=", 1)[1]
            text = re.sub(r"\{[^{}]*\}", " ", text)
            out[entry.id.name] = re.sub(r"[\W\d_]+", " ", text).strip().lower()
    return out


#: Identical on purpose: a separator and a proper name.
SAME_EVERYWHERE = {"list-separator", "level-maharaja"}


@pytest.mark.parametrize("lang", OTHERS)
def test_nothing_left_in_english(lang):
    english, other = _texts("en"), _texts(lang)
    same = [k for k, v in other.items() if v and v == english[k] and k not in SAME_EVERYWHERE]
    assert same == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_explained_short_and_long(lang):
    tutor = Tutor(lang, strict=True)
    for rule_id in RULE_IDS:
        short, long = tutor.rule(rule_id), tutor.rule_long(rule_id)
        assert short and long and long != short


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "1 алмаз"),
        (2, "2 алмаза"),
        (5, "5 алмазов"),
        (11, "11 алмазов"),
        (21, "21 алмаз"),
        (22, "22 алмаза"),
        (25, "25 алмазов"),
    ],
)
def test_russian_plurals(n, expected):
    t = Messages("ru", strict=True)
    assert t("cards-diamond", count=n) == expected
    rupee = {1: "рупия", 2: "рупии", 5: "рупий", 11: "рупий", 21: "рупия", 22: "рупии", 25: "рупий"}
    assert t("rupees", count=n) == f"{n} {rupee[n]}"
    card = {1: "карта", 2: "карты", 5: "карт", 11: "карт", 21: "карта", 22: "карты", 25: "карт"}
    assert t("cards-gold", count=n) == f"{n} {card[n]} золота"


def test_japanese_counters_and_french_spacing():
    assert Messages("ja", strict=True)("cards-camel", count=3) == "ラクダ3枚"
    fr = (locales_dir() / "fr.ftl").read_text(encoding="utf-8")
    values = [line for line in fr.splitlines() if not line.lstrip().startswith(("#", "[", "*["))]
    for line in values:
        text = line.split("=", 1)[-1]
        assert not re.search(r"\w [:;?!]", text), line  # a no-break space, never a plain one
    assert "\u00a0:" in fr and "\u202f?" in fr


def test_strict_loader_raises_on_missing_message_and_variable():
    t = Messages("it", strict=True)
    with pytest.raises(MissingMessage):
        t("no-such-message")
    with pytest.raises(MissingMessage):
        t("cards-diamond")  # $count not given
    with pytest.raises(MissingMessage):
        t("rule-take-single", "nope")


def test_formatted_texts_are_remembered_exactly():
    t = Messages("ru", strict=True)
    fresh = Messages("ru", strict=True)
    fresh._memo = {}
    for n in (1, 2, 5, 1, 2, 5, 21):
        text = t("cards-diamond", count=n)
        assert text == fresh._format("cards-diamond", None, {"count": n})
    assert t("cards-diamond", count=1) != t("cards-diamond", count=2)
    for _ in range(2):  # an error is never remembered as a text
        with pytest.raises(MissingMessage):
            t("cards-diamond")
    for n in range(MEMO_SIZE + 10):  # and the memory stays bounded
        t("cards-diamond", count=n)
    assert len(t._memo) <= MEMO_SIZE


def test_lenient_loader_falls_back_to_english():
    t = Messages("ja", strict=False)
    assert t("good-camel") == "ラクダ"


@pytest.mark.parametrize(
    ("code", "lang"),
    [
        ("ru", "ru"),
        ("ja", "ja"),
        ("it-IT", "it"),
        ("fr-CA", "fr"),
        ("pt-BR", "en"),
        (None, "en"),
        ("EN_gb", "en"),
    ],
)
def test_language_from_telegram_code(code, lang):
    assert language_for(code) == lang


def test_explicit_choice_overrides():
    assert language_for("ru", chosen="ja") == "ja"


SIGNATURE = {
    "exchange.minimum_two": (["silver", "cloth"], 0, "exchange diamond for silver", "1"),
    "sell.precious_minimum": (["diamond", "cloth"], 0, "sell 1 diamond", "1"),
    "hand.limit_seven": (
        ["silver", "cloth", "cloth", "spice", "spice", "leather", "leather"],
        2,
        "take diamond",
        "8",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rule", sorted(SIGNATURE))
def test_signature_refusals_render_with_real_numbers(lang, rule):
    hand, herd, move, number = SIGNATURE[rule]
    g = game(hand, herd)
    err = refused(g, move)
    assert err.rule == rule
    text = Tutor(lang, strict=True).refusal(err, g.observation(0))
    lines = text.splitlines()
    assert len(lines) == 4  # title, situation, rule, alternative
    assert number in lines[1]
    assert Tutor(lang, strict=True).rule(rule) == lines[2]
    assert "💡" in lines[3]


def test_refusal_alternatives_are_legal_and_fitting():
    g = game(["silver", "cloth"])
    err = refused(g, "exchange diamond for silver")
    text = Tutor("en", strict=True).refusal(err, g.observation(0))
    assert "take 💎 1 diamond" in text
    full = game(["silver", "cloth", "cloth", "spice", "spice", "leather", "leather"], 2)
    err = refused(full, "take diamond")
    assert "sell" in Tutor("en", strict=True).refusal(err, full.observation(0)).splitlines()[-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_other_refusals_render(lang):
    tutor = Tutor(lang, strict=True)
    cases = [
        (game(["silver"]), "take leather"),
        (game(["silver"]), "exchange diamond gold for cloth cloth"),
        (game(["silver"], market=["diamond", "gold", "silver", "cloth", "spice"]), "camels"),
        (game(["cloth"]), "sell 3 cloth"),
        (game(["cloth"]), "take 2 camels"),
        (game(["cloth", "gold"]), "exchange diamond gold for gold cloth"),
        (game(["cloth", "spice"]), "sell 1 cloth and take diamond"),
    ]
    for g, move in cases:
        text = tutor.refusal(refused(g, move), g.observation(0))
        assert len(text.splitlines()) >= 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_pages_fit_a_phone(lang):
    tutor = Tutor(lang, strict=True)
    covered = set()
    for page in range(1, tutor.page_count + 1):
        text = tutor.rules_page(page)
        assert f"{page}" in text.splitlines()[0]
        assert len(text) < 1400
    from tutorbot.tutor import PAGES

    for page in PAGES:
        covered |= set(page)
    assert covered == set(RULE_IDS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hint_and_why_say_their_facts(lang):
    tutor = Tutor(lang, strict=True)
    move = parse_move("sell 3 leather")
    facts = [
        Fact(Kind.SALE_TOKENS, {"good": "leather", "count": 3, "tokens": "4+3+2", "total": 9}),
        Fact(Kind.SALE_BONUS, {"size": 3, "low": 1, "high": 3}),
    ]
    assert tutor.explain(facts, "why") in tutor.why(move, facts)
    assert tutor.explain(facts, "hint") in tutor.hint(move, facts)
    assert "4+3+2 = 9" in tutor.hint(move, facts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bot_explains_its_move_from_its_own_side(lang):
    """In /why the bot speaks: the player's hand is "your" hand, not "the opponent's"."""
    tutor = Tutor(lang, strict=True)
    move = parse_move("camels")
    facts = [Fact(Kind.CAMELS_BEHIND, {"mine": 2, "theirs": 5})]
    why, hint = tutor.why(move, facts, 2), tutor.hint(move, facts, 2)
    opponent = {
        "en": "opponent",
        "it": "avversario",
        "fr": "adversaire",
        "ru": "соперник",
        "ja": "相手",
    }
    assert opponent[lang] not in why.lower()
    assert opponent[lang] in hint.lower()


def test_first_time_notes_once_and_by_mode():
    g = game(["leather"] * 4)
    move = parse_move("sell 4 leather")
    g.play(move)
    events = events_after(move, 0, 0, g)
    assert [e.note for e in events] == ["first-big-sale"]
    tutor = Tutor("en", strict=True)
    notes = tutor.notes(events, seen=set())
    assert notes[0][0] == "first-big-sale" and "rupees" in notes[0][1]
    assert str(g.bonus_won[0][0]) in notes[0][1]
    assert tutor.notes(events, seen={"first-big-sale"}) == []
    assert Tutor("en", TutorMode.HINTS).notes(events, set()) == []
    assert Tutor("en", TutorMode.OFF).notes(events, set()) == []
    # the opponent's exchange is not the player's first exchange
    g2 = game(["silver", "cloth"])
    ex = parse_move("exchange diamond gold for silver cloth")
    g2.play(ex)
    assert events_after(ex, 0, 1, g2) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_note_renders(lang):
    tutor = Tutor(lang, strict=True)
    events = [
        Event("first-exchange"),
        Event("first-big-sale", {"count": 5, "bonus": 9}),
        Event("first-camels"),
        Event("camel-token", {"who": "opponent", "mine": 2, "theirs": 5}),
        Event("tiebreak", {"by": "bonus"}),
    ]
    assert len(tutor.notes(events, set())) == 5


@pytest.mark.parametrize("lang", LANGUAGES)
def test_round_and_match_summaries(lang):
    tutor = Tutor(lang, strict=True)
    result = score_round(2, "tokens", [3, 1], [[5, 5], [7, 3]], [[], [1]])
    text = tutor.round_summary(result, me=0)
    assert "15" in text and "11" in text  # 10 + camel token 5; 10 + 1 bonus
    tie = score_round(1, "deck", [0, 0], [[5, 5], [7]], [[], [3]])
    assert len(tutor.round_summary(tie, me=1).splitlines()) == 5
    assert tutor.seals_line([1, 2], 0)
    assert tutor.match_summary([2, 1], 0, 0) != tutor.match_summary([2, 1], 0, 1)


def test_the_camel_token_note_quotes_the_rounds_herds_from_each_seat():
    """The note follows the round's account: it says whose herd took the token
    and both herds' sizes, from the seat of the player it is shown to."""
    args = (["cloth", "spice", "leather", "gold", "silver"], (["leather", "leather"], ["silver"]))
    full = build_position(*args, herds=(1, 4))
    g = Game.from_dict(build_position(*args, herds=(1, 4), deck=[], discard=full["deck"]))
    move = parse_move("sell 2 leather")
    g.play(move)
    g.play(parse_move("take cloth"))  # the deck is out: the round ends
    assert g.round_over and g.last_result is not None and g.last_result.camel_token == 1
    by_seat = {
        seat: next(e for e in events_after(move, 0, seat, g) if e.note == "camel-token")
        for seat in (0, 1)
    }
    assert by_seat[0].args == {"who": "opponent", "mine": 1, "theirs": 4}
    assert by_seat[1].args == {"who": "me", "mine": 4, "theirs": 1}
    tutor = Tutor("en", strict=True)
    assert "your opponent's, 🐪 4 against 1" in tutor.notes([by_seat[0]], set())[0][1]
    assert "yours, 🐪 4 against 1" in tutor.notes([by_seat[1]], set())[0][1]
