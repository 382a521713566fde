"""Moves typed in each language: a table of what players type and what it means.

Each row is (typed text, the move in notation) or (typed text, the problem,
the suggestion offered or the rule named).  English is read in every language.
"""

from __future__ import annotations

import pytest

from tests.support.chat_driver import Driver
from tutorbot.chat import Text
from tutorbot.engine import MoveParseError
from tutorbot.engine import rules as R
from tutorbot.engine.errors import ParseProblem as P
from tutorbot.tutor import Tutor
from tutorbot.tutor.typed_moves import read_move

SWAP_GS = "exchange gold spice for camel camel"

FRENCH = [
    ("prendre cuir", "take leather"),
    ("Prendre le cuir", "take leather"),
    ("prends un diamant", "take diamond"),
    ("prend l'or", "take gold"),
    ("prendre de l'argent", "take silver"),
    ("prenez les épices", "take spice"),
    ("prendre epice", "take spice"),
    ("take tissu", "take cloth"),
    ("prendre étoffe", "take cloth"),
    ("chameaux", "camels"),
    ("prendre les chameaux", "camels"),
    ("prendre tous les chameaux", "camels"),
    ("vendre 2 tissus", "sell 2 cloth"),
    ("vends deux cuirs", "sell 2 leather"),
    ("vendre trois épices", "sell 3 spice"),
    ("vendez quatre tissus", "sell 4 cloth"),
    ("vendre cuir 3", "sell 3 leather"),
    ("vendre 2 diamants", "sell 2 diamond"),
    ("vendons 5 cuirs", "sell 5 leather"),
    ("sell deux or", "sell 2 gold"),
    ("échanger 2 chameaux contre 1 or et 1 épice", SWAP_GS),
    ("echanger deux chameaux contre or et épices", SWAP_GS),
    ("troquer 2 chameaux contre de l'or et des épices", SWAP_GS),
    ("prendre or et épices contre 2 chameaux", SWAP_GS),
    ("prendre or et épices, rendre cuir et chameau", "exchange gold spice for leather camel"),
    ("prends l'or et l'épice, donne 2 chameaux", SWAP_GS),
    ("prendre 🧵 1 tissu en échange de 🐪 2 chameaux", "exchange cloth for camel camel"),
    ("vendre 2 or et prendre diamant", "sell 2 gold and take diamond"),
    ("exchange gold spice for leather camel", "exchange gold spice for leather camel"),
    ("VENDRE   3   CUIRS !", "sell 3 leather"),
    ("prendr cuir", P.UNKNOWN_ACTION, "prendre cuir"),
    ("vendr 2 cuirs", P.UNKNOWN_ACTION, "vendre 2 cuirs"),
    ("prendre diamnt", P.UNKNOWN_CARD, "prendre diamant"),
    ("prendre rubis", P.UNKNOWN_CARD, "none"),
    ("voler diamant", P.UNKNOWN_ACTION, "none"),
    ("vendre cuir", P.SELL_FORM, None),
    ("vendre 2 or et 2 argent", P.SELL_MIXED, R.SELL_ONE_TYPE),
    ("vendre 2 chameaux et 1 cuir", P.SELL_CAMELS, R.SELL_ONE_TYPE),
    ("prendre or et argent", P.TAKE_SEVERAL, R.TAKE_SINGLE),
    ("échanger or", P.EXCHANGE_FORM, None),
    ("vendre 0 cuir", P.BAD_NUMBER, None),
    ("chameaux s'il vous plaît", "camels"),
    ("chameaux dorés", P.CAMELS_FORM, None),
]

ITALIAN = [
    ("prendi cuoio", "take leather"),
    ("prendi il cuoio", "take leather"),
    ("prendere un diamante", "take diamond"),
    ("prendo l'oro", "take gold"),
    ("prendi dell'argento", "take silver"),
    ("prendi le spezie", "take spice"),
    ("prendi la spezia", "take spice"),
    ("take tessuto", "take cloth"),
    ("prendi stoffa", "take cloth"),
    ("prendi pelle", "take leather"),
    ("cammelli", "camels"),
    ("prendi i cammelli", "camels"),
    ("tutti i cammelli", "camels"),
    ("prendi tutti i cammelli", "camels"),
    ("vendi 2 tessuti", "sell 2 cloth"),
    ("vendi due tessuti", "sell 2 cloth"),
    ("vendo tre spezie", "sell 3 spice"),
    ("vendere quattro cuoi", "sell 4 leather"),
    ("vendi cuoio 3", "sell 3 leather"),
    ("vendi 2 diamanti", "sell 2 diamond"),
    ("vendiamo cinque pelli", "sell 5 leather"),
    ("sell due ori", "sell 2 gold"),
    ("scambia 2 cammelli con oro e spezie", SWAP_GS),
    ("scambio due cammelli con un oro e una spezia", SWAP_GS),
    ("baratta 2 cammelli con oro e spezie", SWAP_GS),
    ("prendi oro e spezie per 2 cammelli", SWAP_GS),
    ("prendi oro e spezie, dai cuoio e cammello", "exchange gold spice for leather camel"),
    ("prendi oro e spezie e dai due cammelli", SWAP_GS),
    ("prendere 🧵 1 tessuto in cambio di 🐪 2 cammelli", "exchange cloth for camel camel"),
    ("vendi 2 ori e prendi diamante", "sell 2 gold and take diamond"),
    ("exchange gold spice for leather camel", "exchange gold spice for leather camel"),
    ("VENDI 3 Cuoio!!", "sell 3 leather"),
    ("predi cuoio", P.UNKNOWN_ACTION, "prendi cuoio"),
    ("vedni 2 oro", P.UNKNOWN_ACTION, "vendi 2 oro"),
    ("prendi diamnte", P.UNKNOWN_CARD, "prendi diamante"),
    ("prendi rubino", P.UNKNOWN_CARD, "none"),
    ("ruba diamante", P.UNKNOWN_ACTION, "none"),
    ("vendi cuoio", P.SELL_FORM, None),
    ("vendi 2 oro e 2 argento", P.SELL_MIXED, R.SELL_ONE_TYPE),
    ("vendi cammelli e cuoio", P.SELL_CAMELS, R.SELL_ONE_TYPE),
    ("prendi oro e argento", P.TAKE_SEVERAL, R.TAKE_SINGLE),
    ("scambia oro", P.EXCHANGE_FORM, None),
    ("vendi 0 cuoio", P.BAD_NUMBER, None),
]

RUSSIAN = [
    ("взять кожу", "take leather"),
    ("возьми алмаз", "take diamond"),
    ("возьму золото", "take gold"),
    ("взять серебро", "take silver"),
    ("беру пряности", "take spice"),
    ("возьмите ткань", "take cloth"),
    ("взять специи", "take spice"),
    ("взять один алмаз", "take diamond"),
    ("take ткань", "take cloth"),
    ("взять бриллиант", "take diamond"),
    ("верблюды", "camels"),
    ("взять верблюдов", "camels"),
    ("взять всех верблюдов", "camels"),
    ("возьми всех верблюдов с рынка", "camels"),
    ("продать 2 ткани", "sell 2 cloth"),
    ("продай две ткани", "sell 2 cloth"),
    ("продать три кожи", "sell 3 leather"),
    ("продаю четыре пряности", "sell 4 spice"),
    ("продать кожу 3", "sell 3 leather"),
    ("продать два алмаза", "sell 2 diamond"),
    ("продам пять кож", "sell 5 leather"),
    ("продать 2 золота", "sell 2 gold"),
    ("sell два серебра", "sell 2 silver"),
    ("продать 3 тканей", "sell 3 cloth"),
    ("обменять два верблюда на золото и пряности", SWAP_GS),
    ("обменяй 2 верблюдов на золото и пряность", SWAP_GS),
    ("поменять двух верблюдов на золото и специи", SWAP_GS),
    ("взять золото и пряности за двух верблюдов", SWAP_GS),
    ("взять золото и пряности, отдать кожу и верблюда", "exchange gold spice for leather camel"),
    ("обменять: взять — 🧵 1 ткань; отдать — 🐪 2 верблюда", "exchange cloth for camel camel"),
    ("продать 2 золота и взять алмаз", "sell 2 gold and take diamond"),
    ("Продать ТРИ кожи", "sell 3 leather"),
    ("exchange gold spice for leather camel", "exchange gold spice for leather camel"),
    ("взят алмаз", "take diamond"),
    ("пордать 2 ткани", P.UNKNOWN_ACTION, "продать 2 ткани"),
    ("взять алмас", P.UNKNOWN_CARD, "взять алмаз"),
    ("взять рубин", P.UNKNOWN_CARD, "none"),
    ("украсть алмаз", P.UNKNOWN_ACTION, "none"),
    ("продать кожу", P.SELL_FORM, None),
    ("продать 2 золота и 2 серебра", P.SELL_MIXED, R.SELL_ONE_TYPE),
    ("продать верблюдов и кожу", P.SELL_CAMELS, R.SELL_ONE_TYPE),
    ("взять золото и серебро", P.TAKE_SEVERAL, R.TAKE_SINGLE),
    ("обменять золото", P.EXCHANGE_FORM, None),
    ("продать 0 кожи", P.BAD_NUMBER, None),
]

JAPANESE = [
    ("ダイヤモンドを取る", "take diamond"),
    ("ダイヤを取る", "take diamond"),
    ("ダイヤモンド を 取る", "take diamond"),
    ("金を取って", "take gold"),
    ("銀を取ります", "take silver"),
    ("織物を取る", "take cloth"),
    ("香辛料をとる", "take spice"),
    ("なめし革を取る", "take leather"),
    ("革を取る", "take leather"),
    ("取る 金", "take gold"),
    ("take 織物", "take cloth"),
    ("ラクダ", "camels"),
    ("ラクダを取る", "camels"),
    ("ラクダを全部取る", "camels"),
    ("ラクダ全部", "camels"),
    ("なめし革を3枚売る", "sell 3 leather"),
    ("革3枚売る", "sell 3 leather"),
    ("3枚の革を売る", "sell 3 leather"),
    ("なめし革３枚を売る", "sell 3 leather"),
    ("革を三枚売る", "sell 3 leather"),
    ("織物を2枚売って", "sell 2 cloth"),
    ("香辛料四枚を売ります", "sell 4 spice"),
    ("ダイヤモンド2枚を売る", "sell 2 diamond"),
    ("売る 金 2", "sell 2 gold"),
    ("sell 二 銀", "sell 2 silver"),
    ("革を十枚売る", "sell 10 leather"),
    ("金と香辛料を取って革2枚を渡す", "exchange gold spice for leather leather"),
    ("金と香辛料を取って、なめし革とラクダを渡す", "exchange gold spice for leather camel"),
    ("ラクダ2枚で金と香辛料を取る", SWAP_GS),
    ("ラクダ2枚と引き換えに金と香辛料を取る", SWAP_GS),
    ("ラクダ２枚を金と香辛料と交換", SWAP_GS),
    ("ラクダ2枚と引き換えに織物1枚を取る", "exchange cloth for camel camel"),
    ("金を2枚売ってダイヤモンドを取る", "sell 2 gold and take diamond"),
    ("exchange gold spice for leather camel", "exchange gold spice for leather camel"),
    ("ダイアを取る", "take diamond"),
    ("ダイヤを取っる", P.UNKNOWN_ACTION, "ダイヤを取る"),
    ("ルビーを取る", P.UNKNOWN_CARD, "none"),
    ("ダイヤを盗む", P.UNKNOWN_ACTION, "none"),
    ("革を売る", P.SELL_FORM, None),
    ("金2枚と銀2枚を売る", P.SELL_MIXED, R.SELL_ONE_TYPE),
    ("ラクダと革を売る", P.SELL_CAMELS, R.SELL_ONE_TYPE),
    ("金と銀を取る", P.TAKE_SEVERAL, R.TAKE_SINGLE),
    ("金を交換", P.EXCHANGE_FORM, None),
    ("革を0枚売る", P.BAD_NUMBER, None),
]

ENGLISH = [
    ("take diamond", "take diamond"),
    ("sell three leather", "sell 3 leather"),
    ("sell leather 3", "sell 3 leather"),
    ("all camels", "camels"),
    ("exchange 2 gold for spice leather", "exchange gold gold for spice leather"),
    ("tkae gold", P.UNKNOWN_ACTION, "take gold"),
    ("take diamnod", P.UNKNOWN_CARD, "take diamond"),
    ("fly away", P.UNKNOWN_ACTION, "none"),
]

TABLE = [
    (lang, row)
    for lang, rows in (
        ("fr", FRENCH),
        ("it", ITALIAN),
        ("ru", RUSSIAN),
        ("ja", JAPANESE),
        ("en", ENGLISH),
    )
    for row in rows
]


@pytest.mark.parametrize(("lang", "row"), TABLE, ids=[f"{lang}:{row[0]}" for lang, row in TABLE])
def test_typed_move(lang, row):
    text, expected, *extra = row
    if not isinstance(expected, P):
        assert str(read_move(text, lang)) == expected
        return
    with pytest.raises(MoveParseError) as err:
        read_move(text, lang)
    assert err.value.problem is expected
    if expected in (P.UNKNOWN_ACTION, P.UNKNOWN_CARD):
        assert err.value.details["suggestion"] == extra[0]
    elif extra[0] is not None:
        assert err.value.rule == extra[0]


@pytest.mark.parametrize(
    ("lang", "rows"), [("fr", FRENCH), ("it", ITALIAN), ("ru", RUSSIAN), ("ja", JAPANESE)]
)
def test_every_language_has_forty_typed_moves(lang, rows):
    assert len(rows) >= 40
    assert sum(not isinstance(row[1], P) for row in rows) >= 30  # mostly moves that play


@pytest.mark.parametrize(
    ("lang", "typed", "words"),
    [
        ("fr", "prendr cuir", ["«\u00a0prendr\u00a0»", "«\u00a0prendre cuir\u00a0»"]),
        ("it", "predi cuoio", ["“predi”", "“prendi cuoio”"]),
        ("ru", "пордать 2 ткани", ["«пордать»", "«продать 2 ткани»"]),
        ("ja", "ダイヤを取っる", ["「取っる」", "「ダイヤを取る」"]),
        ("ja", "ルビーを取る", ["「ルビー」はカードではありません", "ダイヤモンド、金"]),
        ("fr", "voler diamant", ["prendre, chameaux, échanger ou vendre"]),
    ],
)
def test_a_typo_is_answered_with_the_closest_move_in_the_players_words(lang, typed, words):
    tutor = Tutor(lang, strict=True)
    with pytest.raises(MoveParseError) as err:
        tutor.read_move(typed)
    text = tutor.parse_error(err.value)
    for word in words:
        assert word in text
    assert "take" not in text and "sell" not in text


def test_a_long_text_is_read_without_a_search_for_suggestions():
    with pytest.raises(MoveParseError) as err:
        read_move("ダイヤ" * 500 + "を盗む", "ja")
    assert len(err.value.details["word"]) <= 40


@pytest.mark.parametrize("lang", ["en", "it"])
async def test_a_count_of_thirty_digits_is_refused_in_words_not_by_an_exception(lang):
    """Found by the fuzzer: the count reached Fluent's number formatting whole."""
    d = Driver(lang, seed=3)
    await d.command("new", "1")
    apology = Tutor(lang).t("error-apology")
    for typed in ("sell 999999999999999999999999999999 silver", "sell 0011111111111111111111 gold"):
        text = (await d.send(Text(typed))).text()
        assert text and apology not in text, text
