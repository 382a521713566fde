"""Texts as players read them: boards that fit a phone, and messages rendered
with real numbers in every language (not read from the files)."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from tutorbot.ai import LEVELS
from tutorbot.chat.board import PHONE_COLUMNS, display_width, render_board
from tutorbot.engine import Card, Game, MoveParseError, build_position, parse_move
from tutorbot.engine.scoring import score_round
from tutorbot.tutor import AGAINST, LANGUAGES, Messages, Tutor
from tutorbot.tutor.explain import fact_text, first_seal
from tutorbot.tutor.facts import Fact, Kind


def positions(count: int, seed: int) -> list[Game]:
    """`count` positions from seeded random matches, rounds after the first included."""
    rng = random.Random(seed)
    found: list[Game] = []
    while len(found) < count:
        g = Game.new(seed=rng.randrange(10**6))
        while len(found) < count and g.winner is None:
            if g.round_over:
                g.next_round()
                continue
            g.play(rng.choice(g.legal_moves()))
            if rng.random() < 0.3:
                found.append(g.copy())
    return found


def test_display_width_counts_wide_characters_and_emoji():
    assert display_width("abc") == 3
    assert display_width("💎×2") == 4
    assert display_width("🌶️") == 2  # the variation selector takes no column
    assert display_width("手札") == 4
    assert display_width("✋ ") == 3
    assert display_width("⬇️ a") == 4  # a symbol in its emoji form is drawn as an emoji
    assert display_width("↩️") == 2 and display_width("↩") == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_board_line_fits_a_phone(lang):
    tutor = Tutor(lang, strict=True)
    levels = list(LEVELS.items())
    widest = ""
    for i, g in enumerate(positions(300, seed=15)):
        for player in (0, 1):
            n, level = levels[i % len(levels)]
            board = render_board(tutor, g.observation(player), n, level.key)
            widest = max([widest, *board.splitlines()], key=display_width)
    assert display_width(widest) <= PHONE_COLUMNS, widest


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_crowded_board_fits_a_phone(lang):
    """Seven different-ish cards in hand, five kinds in the market, hidden bonuses."""
    hand = ["diamond", "diamond", "gold", "silver", "cloth", "spice", "leather"]
    market = ["diamond", "gold", "silver", "cloth", "spice"]
    g = Game.from_dict(build_position(market, (hand, ["leather"] * 7), (5, 6)))
    obs = g.observation(0)
    obs = dataclasses.replace(obs, opp_bonus_counts=(5, 4, 3))
    board = render_board(Tutor(lang, strict=True), obs, 5, LEVELS[5].key)
    assert "🎫" in board
    for line in board.splitlines():
        assert display_width(line) <= PHONE_COLUMNS, line


CAMELS_ONE = {
    "en": "take the only camel in the market",
    "it": "prendere l'unico cammello del mercato",
    "fr": "prendre l'unique chameau du marché",
    "ru": "забрать с рынка единственного верблюда",
    "ja": "市場のラクダ1枚を取る",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_camel_is_not_all_one_camels(lang):
    t = Messages(lang, strict=True)
    assert t("move-camels", count=1) == CAMELS_ONE[lang]
    assert str(5) in t("move-camels", count=5)
    assert CAMELS_BOTH[lang] in t("move-camels", count=2)  # "both", not "all 2"


#: Two camels are "both" of them, in each language's words.
CAMELS_BOTH = {
    "en": "both camels",
    "it": "entrambi i cammelli",
    "fr": "les deux chameaux",
    "ru": "обоих верблюдов",
    "ja": "2枚とも",
}


@pytest.mark.parametrize(
    ("n", "line"),
    [
        (1, "🎫 У соперника 1 жетон награды"),
        (2, "🎫 У соперника 2 жетона награды"),
        (5, "🎫 У соперника 5 жетонов награды"),
        (21, "🎫 У соперника 21 жетон награды"),
    ],
)
def test_russian_hidden_bonus_is_a_count_of_tokens(n, line):
    assert Messages("ru", strict=True)("board-bonus", count=n) == line


@pytest.mark.parametrize(
    ("lang", "n", "line"),
    [
        ("en", 1, "🎫 Opponent: 1 hidden bonus token"),
        ("en", 2, "🎫 Opponent: 2 hidden bonus tokens"),
        ("fr", 1, "🎫 L'adversaire a 1 bonus caché"),
        ("fr", 2, "🎫 L'adversaire a 2 bonus cachés"),
        ("it", 1, "🎫 Avversario: 1 bonus nascosto"),
        ("it", 5, "🎫 Avversario: 5 bonus nascosti"),
        ("ja", 2, "🎫 相手のボーナス（非公開）：2枚"),
    ],
)
def test_hidden_bonus_plurals(lang, n, line):
    assert Messages(lang, strict=True)("board-bonus", count=n) == line


@pytest.mark.parametrize(
    ("n", "fragment"),
    [(1, "1 карта · "), (2, "2 карты · "), (5, "5 карт · "), (21, "21 карта · ")],
)
def test_russian_opponent_cards(n, fragment):
    assert fragment in Messages("ru", strict=True)("board-opponent", count=n, camels=0)


@pytest.mark.parametrize(
    ("n", "expected"),
    [(3, "Вы продали 3 карты "), (5, "Вы продали 5 карт "), (21, "Вы продали 21 карту ")],
)
def test_russian_big_sale_note(n, expected):
    """This sale's fact ('you sold 3 cards'), not a rule ('a sale of 3 cards brings')."""
    text = Messages("ru", strict=True)("note-first-big-sale", count=n, bonus="2 рупии")
    assert text.startswith("🏅 " + expected)


@pytest.mark.parametrize(
    ("lang", "good", "tokens", "total", "line"),
    [
        ("ru", "leather", "1", 1, "Жетон 👜 приносит 1 рупию."),
        ("ru", "leather", "1+1", 2, "Жетоны 👜 приносят 1+1 = 2 рупии."),
        ("ru", "cloth", "5", 5, "Жетон 🧵 приносит 5 рупий."),
        ("ru", "gold", "6+5+5+5", 21, "Жетоны 🥇 приносят 6+5+5+5 = 21 рупию."),
        ("en", "leather", "1", 1, "The 👜 token brings 1 rupee."),
        ("en", "leather", "4+3", 7, "The 👜 tokens bring 4+3 = 7 rupees."),
        ("it", "leather", "1", 1, "Il gettone 👜 frutta 1 rupia."),
        ("fr", "leather", "1", 1, "Le jeton 👜 rapporte 1 roupie."),
        ("ja", "leather", "4+3", 7, "👜のトークン2枚で4+3 = 7ルピーになります。"),
    ],
)
def test_a_sales_tokens_are_counted_and_bring_rupees_as_the_verbs_object(
    lang, good, tokens, total, line
):
    """Not "Жетоны 👜 приносят: 1 рупия": one token or several, and in Russian
    the amount in the accusative (1 рупию)."""
    fact = Fact(Kind.SALE_TOKENS, {"good": good, "count": 4, "tokens": tokens, "total": total})
    assert fact_text(Messages(lang, strict=True), fact) == line


@pytest.mark.parametrize(
    ("known", "hint", "why"),
    [
        (
            1,
            "Вместе с 1 картой 👜, которую он уже взял на ваших глазах, у него будет 2 карты 👜",
            "Вместе с 1 картой 👜, которую вы уже взяли на моих глазах, у вас будет 2 карты 👜",
        ),
        (
            2,
            "Вместе с 2 картами 👜, которые он уже взял на ваших глазах, у него будет 3 карты 👜",
            "Вместе с 2 картами 👜, которые вы уже взяли на моих глазах, у вас будет 3 карты 👜",
        ),
        (
            5,
            "Вместе с 5 картами 👜, которые он уже взял на ваших глазах, у него будет 6 карт 👜",
            "Вместе с 5 картами 👜, которые вы уже взяли на моих глазах, у вас будет 6 карт 👜",
        ),
        (
            21,
            "Вместе с 21 картой 👜, которую он уже взял на ваших глазах, у него будет 22 карты 👜",
            "Вместе с 21 картой 👜, которую вы уже взяли на моих глазах, у вас будет 22 карты 👜",
        ),
    ],
)
def test_russian_opponents_best_take_counts_the_cards_seen(known, hint, why):
    """Not "Вместе с уже замеченными у него (1) это 2 👜": the cards seen and
    the cards to sell, each counted in words."""
    t = Messages("ru", strict=True)
    args = {"good": "leather", "known": known, "held": known + 1, "tokens": "4+3", "worth": 7}
    fact = Fact(Kind.OPP_BEST_TAKE, args)
    tail = " на продажу: по жетонам, которые сейчас в стопке, это 4+3 = 7 рупий."
    hint_text, why_text = fact_text(t, fact, "hint"), fact_text(t, fact, "why")
    # "с рынка, который останется после хода" read clumsily (a play-tester's walk)
    assert hint_text.startswith("После этого хода соперник сможет взять 👜 с рынка. ")
    assert why_text.startswith("После моего хода вы сможете взять 👜 с рынка. ")
    assert hint_text.endswith(hint + tail) and why_text.endswith(why + tail)


def game(hand, market=("diamond", "gold", "camel", "camel", "camel"), herd=0) -> Game:
    return Game.from_dict(build_position(list(market), (list(hand), ["leather"]), (herd, 0)))


def refusal(lang: str, g: Game, text: str) -> str:
    from tutorbot.engine import IllegalMove

    with pytest.raises(IllegalMove) as err:
        g.play(parse_move(text))
    return Tutor(lang, strict=True).refusal(err.value, g.observation(0))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_for_one_refusal_says_what_was_taken(lang):
    g = game(["silver", "cloth"])
    text = refusal(lang, g, "exchange diamond for cloth")
    t = Messages(lang, strict=True)
    taken, given = t("cards-diamond", count=1), t("cards-cloth", count=1)
    assert text.index(taken) < text.index(given)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_selling_what_you_do_not_hold(lang):
    text = refusal(lang, game(["cloth", "spice"]), "sell 5 diamond")
    assert "0" not in text.replace("5", "")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_taking_camels_from_an_empty_market_names_the_market(lang):
    tutor = Tutor(lang, strict=True)
    market = ("diamond", "gold", "silver", "cloth", "spice")
    for typed in ("camels", "take camels", "take 2 camels"):
        text = refusal(lang, game(["leather"], market), typed)
        assert tutor.t("refusal-no-camels") in text
        assert tutor.t("refusal-market-only") in text
        assert tutor.rule("take.camels_all") not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_taking_a_good_the_market_lacks(lang):
    tutor = Tutor(lang, strict=True)
    text = refusal(lang, game(["leather"]), "take silver")
    assert tutor.t("refusal-market-only") in text
    assert tutor.rule("take.single") not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_selling_camels_is_explained(lang):
    tutor = Tutor(lang, strict=True)
    text = refusal(lang, game(["leather"], herd=3), "sell 2 camels")
    assert tutor.t("refusal-sell-camels") in text
    with pytest.raises(MoveParseError) as err:
        parse_move("sell camels")
    assert tutor.t("refusal-sell-camels") in tutor.parse_error(err.value)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("typed", ["sell gold silver", "sell 3 gold 1 silver"])
def test_a_sale_of_two_goods_is_explained_by_its_rule(lang, typed):
    tutor = Tutor(lang, strict=True)
    with pytest.raises(MoveParseError) as err:
        parse_move(typed)
    text = tutor.parse_error(err.value)
    assert tutor.rule("sell.one_type") in text
    assert tutor.t("cards-silver", count=1) in text


PARSE_CASES = [
    "",
    "3",
    "tkae gold",
    "fly",
    "take ruby",
    "take diamnod",
    "sell leather",
    "sell 0 leather",
    "exchange gold spice",
    "exchange for camel",
    "exchange gold for",
    "camels please",
    "sell 2 gold and exchange",
    "take gold silver",
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_parse_errors_are_worded_in_the_language(lang):
    tutor = Tutor(lang, strict=True)
    english = Tutor("en", strict=True)
    for typed in PARSE_CASES:
        with pytest.raises(MoveParseError) as err:
            parse_move(typed)
        text = tutor.parse_error(err.value)
        if lang != "en":
            assert str(err.value) not in text
            assert text != english.parse_error(err.value)
    with pytest.raises(MoveParseError) as err:
        parse_move("tkae gold")
    quoted = {
        "en": "“take”",
        "it": "“take”",
        "fr": "«\u00a0take\u00a0»",
        "ru": "«take»",
        "ja": "「take」",
    }
    assert quoted[lang] in tutor.parse_error(err.value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_double_colons_and_no_seal_said_once(lang):
    tutor = Tutor(lang, strict=True)
    t = tutor.t
    colon = "：" if lang == "ja" else ":"
    for key in ("novice", "maharaja"):
        name = tutor.level_name(1, key)
        for text in (
            t("stats-line", level=name, won=0, lost=0, rwon=1, rlost=2),
            t("level-set", name=name),
            t("game-started", level=name),
        ):
            assert text.count(colon) <= 1, text
    for mode in ("full", "hints", "off"):
        text = t("mode-set", mode=t(f"mode-{mode}"))
        assert text.count(colon) <= 1, text
    g = game(["silver", "cloth", "cloth", "gold", "gold"])
    for move in g.legal_moves():
        for text in (
            tutor.hint(move, [Fact(Kind.ONLY_MOVE)], 3),
            t("refusal-alternative", move=tutor.move(move, 3)),
        ):
            assert text.count(colon) <= 1, text
    level = score_round(1, "deck", [2, 2], [[5], [5]], [[], []])
    assert (level.tiebreak, level.seal) == ("none", None)
    text = tutor.round_summary(level, 0)
    seal = {"en": "Seal", "it": "Sigillo", "fr": "Sceau", "ru": "печат", "ja": "印"}[lang]
    assert text.count(seal) == 1, text


@pytest.mark.parametrize(
    ("lang", "word"),
    [
        ("ja", "ジャイプール"),
        ("ja", "高価な"),
        ("ja", "頭"),
        ("ja", "お金持ち"),
        ("it", "Benvenuto"),
    ],
)
def test_words_that_are_gone(lang, word):
    t = Messages(lang, strict=True)
    texts = [
        t("welcome", name="Aki"),
        t("rule-sell-precious-minimum", "long"),
        t("fact-take-pile", good="💎", left=3, next="5, 5, 5"),
        t("board-herd", count=3),
        t("board-opponent", count=2, camels=3),
        t("rule-score-seal"),
    ]
    assert not any(word in text for text in texts)


def test_card_words_have_one_case_in_french():
    t = Messages("fr", strict=True)
    assert t("cards-gold", count=2) == "2 cartes or"
    assert t("cards-leather", count=1) == "1 carte cuir"


def test_cards_of_every_good_are_counted_in_japanese_with_mai():
    t = Messages("ja", strict=True)
    for card in Card:
        assert t(f"cards-{card.label}", count=2).endswith("2枚")
    assert t("round-seals", mine=1, theirs=0) == "印：あなた1枚、相手0枚"


@pytest.mark.parametrize(
    ("n", "rupees", "deck"),
    [(0, "0 roupie", "📦 Pioche\u00a0: 0 carte"), (1, "1 roupie", "📦 Pioche\u00a0: 1 carte")],
)
def test_french_zero_and_one_are_singular_but_one_camel_is_exact(n, rupees, deck):
    t = Messages("fr", strict=True)
    assert t("rupees", count=n) == rupees
    assert t("board-deck", count=n) == deck
    assert t("move-camels", count=n) != CAMELS_ONE["fr"] or n == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_taking_one_camel_is_refused_and_says_how_to_take_them_all(lang):
    """It used to take every camel in the market without a word."""
    tutor = Tutor(lang, strict=True)
    g = game(["leather"])  # the market holds camels
    assert g.check(parse_move("take 1 camel")) == "take.camels_all"
    text = refusal(lang, g, "take 1 camel")
    assert tutor.t("refusal-one-camel", count=g.market[Card.CAMEL]) in text
    assert tutor.rule("take.camels_all") in text
    quoted = re.findall(r"[«“「]\s*([^»”」]+?)\s*[»”」]", tutor.t("refusal-one-camel", count=2))
    assert quoted  # the words that take them all, in the player's language or the notation
    for typed in quoted:
        assert tutor.read_move(typed, g.observation(0)) == parse_move("camels"), typed
    for typed in ("camels", "take camels"):
        assert g.check(parse_move(typed)) is None


@pytest.mark.parametrize(("won", "record"), [(0, "3戦全敗"), (1, "3戦1勝")])
def test_japanese_rating_advice_says_no_win_as_all_lost(won, record):
    """'3戦0勝' reads like a scoreboard; a player says 全敗 (lost them all)."""
    t = Messages("ja", strict=True)
    for advice in ("down", "stay"):
        text = t(f"rating-suggest-{advice}", won=won, played=3, level="L", next="N", chance=40)
        assert f"L相手に{record}でした" in text


@pytest.mark.parametrize(("left", "words"), [(1, "ещё одну партию"), (2, "ещё 2 партии")])
def test_russian_matches_left_before_advice(left, words):
    assert words in Messages("ru", strict=True)("rating-suggest-wait", left=left, level="L")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_board_after_the_round_says_the_totals_its_account_gave(lang):
    """Once a round is scored, the camel token and every bonus token are in
    the account just told: the board under it says the same totals, and no
    longer counts the opponent's bonus tokens as hidden."""
    from tutorbot.ai import get_player

    game = Game.new(seed=12)
    players = [get_player(1, seed=1), get_player(1, seed=2)]
    while not game.round_over:
        game.play(players[game.to_move].choose(game.observation(game.to_move)).move)
    result = game.last_result
    assert result is not None
    obs = game.observation(0)
    assert obs.opp_visible_rupees != result.rupees[1] or obs.my_rupees != result.rupees[0]
    tutor = Tutor(lang, strict=True)
    board = render_board(tutor, obs, 1, LEVELS[1].key)
    said = tutor.t("board-rupees", mine=result.rupees[0], theirs=result.rupees[1])
    assert said in board.splitlines()
    assert tutor.t("board-bonus", count=sum(obs.opp_bonus_counts)) not in board


#: How each language says "this kind of good" of a lone precious card.
PRECIOUS_WORDS = {
    "en": "precious good",
    "it": "di questa merce",
    "fr": "de cette marchandise",
    "ru": "такой товар",
    "ja": "高級品",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lone_precious_card_is_refused_as_a_precious_good_not_as_any_card(lang):
    """One spice or leather sells on its own: the refusal says the lone card
    can't be sold because of its good, not because it is alone."""
    t = Messages(lang, strict=True)
    cards = t("cards-diamond", count=1)
    held = t("refusal-sell-precious-minimum", held=1, cards=f"💎 {cards}")
    assert PRECIOUS_WORDS[lang] in held, held
    assert held in refusal(lang, game(["diamond", "cloth"]), "sell 1 diamond")


def test_italian_wording_of_the_lessons_hint_and_bonus():
    """The move's infinitive follows a verb ("prova a vendere"), never a bare
    colon; and the bonus lesson counts "3 o più carte"."""
    t = Messages("it", strict=True)
    assert t("learn-hint", move="vendere 🥇 2 carte oro") == (
        "💡 Per esempio, prova a vendere 🥇 2 carte oro."
    )
    assert "3 o più carte" in t("lesson-bonus-intro-1")


#: The ranking words the close verdicts once said ("rates it first", "a little
#: higher", "the next best"), in each language.
RANKING_WORDS = {
    "en": ("first", "higher", "next best", "rates", "better"),
    "it": ("primo", "second", "preferisce", "di più", "miglior"),
    "fr": ("premier", "devant", "mieux", "suivant", "meilleur"),
    "ru": ("перв", "выше", "следующ", "лучш", "отрыв"),
    "ja": ("上", "次点", "最善"),
}

#: Close verdicts whose ranked-first move rounds to the lower Seal chance:
#: (fact, this move's numbers, the other move's numbers).
CLOSE_VERDICTS = [
    (Kind.VERDICT_BEST, {"other": "sell 1 cloth"}, (41, 3), (42, 2)),
    (Kind.VERDICT_BEHIND, {"other": "take diamond"}, (12, 5), (11, 4)),
    (Kind.VERDICT_MINE, {"best": "yes"}, (84, 9), (85, 8)),
    (Kind.VERDICT_MINE, {"best": "no"}, (63, 7), (62, 6)),
]


def _first_at(text: str, number: str) -> int:
    found = re.search(rf"(?<![\d+]){re.escape(number)}(?!\d)", text)
    assert found, (number, text)
    return found.start()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("kind", "args", "mine", "other"), CLOSE_VERDICTS)
def test_close_verdicts_rank_nothing_and_give_this_moves_numbers_first(
    lang, kind, args, mine, other
):
    """Moves the judgement can't tell apart are about as good: no "rates it
    first" or "a little higher" beside numbers that are no better (98% against
    100%), and this move's numbers come first, as the words name them, and are
    the ones how to read the numbers quotes."""
    numbers = {"seal": mine[0], "margin": mine[1], "other_seal": other[0]}
    fact = Fact(kind, {**args, **numbers, "other_margin": other[1], "clear": "no"})
    for side in ("hint", "why"):
        text = fact_text(Messages(lang, strict=True), fact, side)
        said = [w for w in RANKING_WORDS[lang] if w in text.lower()]
        assert said == [], text
        assert _first_at(text, str(mine[0])) < _first_at(text, str(other[0])), text
        assert _first_at(text, f"+{mine[1]}") < _first_at(text, f"+{other[1]}"), text
    assert first_seal([fact]) == mine[0]


RUSSIAN_AGAINST = {1: "Новичка", 2: "Ученика", 3: "Торговца", 4: "Купца", 5: "Махараджи"}


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_reviews_and_a_puzzles_titles_name_the_level_they_played_against(level: int):
    """After "against" Russian puts the level in the genitive ("против
    Новичка", not "против соперника: Новичок"); every language has the form."""
    key = LEVELS[level].key
    ru = Tutor("ru")
    name = ru.level_name(level, key, AGAINST)
    assert name == f"{RUSSIAN_AGAINST[level]} (уровень {level})"
    assert ru.t("review-title", level=name) == f"📋 Разбор вашей партии против {name}"
    title = ru.t("puzzle-title-game", level=name, round=1, turn=3, difficulty="лёгкая")
    assert title.startswith(f"🧩 Задача из вашей партии против {name} ·")
    for lang in LANGUAGES:
        tutor = Tutor(lang)
        if lang != "ru":  # the same words as the name itself
            assert tutor.level_name(level, key, AGAINST) == tutor.level_name(level, key)
