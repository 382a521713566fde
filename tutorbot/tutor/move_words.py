"""The words a player may type a move in, language by language.

Each table maps a typed word (lower case, accents kept only where they matter:
Russian and Japanese) to a word of the English notation, or to a marker the
reader in `typed_moves` uses to put the words in the notation's order:

- ``""``: a word that carries nothing (articles, "de", particles, counters);
- ``SWAP``: "échanger A contre B", "scambia A con B", "обменять A на B": the
  first cards are given, as the language means it (the English notation's
  "exchange A for B" takes A);
- ``GIVEN``: Japanese で / 引き換えに: the cards before it are given;
- ``OBJECT``: Japanese を, which splits "AをBと交換" (give A, get B);
- ``COUNT_NEXT``: Japanese の after a number ("3枚の革": the number counts
  the card after it; "革3枚" counts the one before).

Official card names come from the rulebooks (shared/rules/FACTS.md); the other
forms are what players commonly type.  Russian nouns and verbs also match by
stem (`STEMS`), so every case form is read without listing it.
"""

from __future__ import annotations

SWAP = "<swap>"
GIVEN = "<given>"
OBJECT = "<object>"
COUNT_NEXT = "<count-next>"

#: Words every language reads (English number words; the notation's own words pass as they are).
ENGLISH: dict[str, str] = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
}

FRENCH: dict[str, str] = {
    **dict.fromkeys(["prendre", "prends", "prend", "prenons", "prenez", "pioche"], "take"),
    **dict.fromkeys(["vendre", "vends", "vend", "vendons", "vendez", "vente"], "sell"),
    **dict.fromkeys(
        ["echanger", "echange", "echangez", "echangeons", "troquer", "troque", "troc", "troquez"],
        "exchange",
    ),
    **dict.fromkeys(
        ["rendre", "rends", "rend", "donner", "donne", "donnez", "ceder", "cede"], "give"
    ),
    **dict.fromkeys(["diamant", "diamants"], "diamond"),
    "or": "gold",
    "argent": "silver",
    **dict.fromkeys(["tissu", "tissus", "etoffe", "etoffes"], "cloth"),
    **dict.fromkeys(["epice", "epices"], "spice"),
    **dict.fromkeys(["cuir", "cuirs"], "leather"),
    **dict.fromkeys(["chameau", "chameaux"], "camel"),
    **dict.fromkeys(["un", "une"], "1"),
    "deux": "2",
    "trois": "3",
    "quatre": "4",
    "cinq": "5",
    "six": "6",
    "sept": "7",
    "huit": "8",
    "neuf": "9",
    "dix": "10",
    **dict.fromkeys(["tous", "toutes", "tout"], "all"),
    "et": "and",
    "contre": SWAP,
    "pour": "for",
    "en": "in",
    **dict.fromkeys(
        ["le", "la", "les", "l", "de", "d", "des", "du", "au", "aux", "je", "j", "mon", "ma"], ""
    ),
    **dict.fromkeys(["mes", "carte", "cartes", "marche", "main", "ma", "moi", "veux"], ""),
}

ITALIAN: dict[str, str] = {
    **dict.fromkeys(
        ["prendere", "prendi", "prendo", "prende", "prendiamo", "prenda", "piglio", "piglia"],
        "take",
    ),
    **dict.fromkeys(["vendere", "vendi", "vendo", "vende", "vendiamo", "venda"], "sell"),
    **dict.fromkeys(
        ["scambiare", "scambia", "scambio", "scambiamo", "barattare", "baratta", "baratto"],
        "exchange",
    ),
    "cambio": "exchange",
    **dict.fromkeys(
        ["dare", "dai", "do", "cedere", "cedi", "cedo", "rendere", "rendi", "rendo"], "give"
    ),
    **dict.fromkeys(["restituire", "restituisci", "restituisco"], "give"),
    **dict.fromkeys(["diamante", "diamanti"], "diamond"),
    **dict.fromkeys(["oro", "ori"], "gold"),
    **dict.fromkeys(["argento", "argenti"], "silver"),
    **dict.fromkeys(["tessuto", "tessuti", "stoffa", "stoffe"], "cloth"),
    **dict.fromkeys(["spezia", "spezie"], "spice"),
    **dict.fromkeys(["cuoio", "cuoi", "pelle", "pelli"], "leather"),
    **dict.fromkeys(["cammello", "cammelli"], "camel"),
    **dict.fromkeys(["un", "uno", "una"], "1"),
    "due": "2",
    "tre": "3",
    "quattro": "4",
    "cinque": "5",
    "sei": "6",
    "sette": "7",
    "otto": "8",
    "nove": "9",
    "dieci": "10",
    **dict.fromkeys(["tutti", "tutte", "tutto"], "all"),
    **dict.fromkeys(["e", "ed"], "and"),
    "con": SWAP,
    "per": "for",
    "in": "in",
    **dict.fromkeys(["il", "lo", "la", "i", "gli", "le", "l", "di", "d", "del", "della"], ""),
    **dict.fromkeys(
        ["dei", "degli", "delle", "dello", "dell", "al", "dal", "dall", "dalla", "da", "mio"], ""
    ),
    **dict.fromkeys(["carta", "carte", "mercato", "mano", "miei", "mie"], ""),
}

RUSSIAN: dict[str, str] = {
    **dict.fromkeys(["взять", "возьми", "возьму", "возьмём", "беру", "бери", "брать"], "take"),
    **dict.fromkeys(["продать", "продай", "продаю", "продам", "продажа"], "sell"),
    **dict.fromkeys(["обменять", "обменяй", "обмен", "меняю", "поменять", "поменяй"], "exchange"),
    **dict.fromkeys(["отдать", "отдай", "отдаю", "отдам", "вернуть", "верни"], "give"),
    **dict.fromkeys(["алмаз", "алмазы", "алмаза", "алмазов"], "diamond"),
    **dict.fromkeys(["золото", "золота"], "gold"),
    **dict.fromkeys(["серебро", "серебра"], "silver"),
    **dict.fromkeys(["ткань", "ткани", "тканей"], "cloth"),
    **dict.fromkeys(["пряность", "пряности", "пряностей", "специи", "специй"], "spice"),
    **dict.fromkeys(["кожа", "кожу", "кожи", "кож"], "leather"),
    **dict.fromkeys(["верблюд", "верблюды", "верблюда", "верблюдов"], "camel"),
    **dict.fromkeys(["один", "одна", "одну", "одного", "одной"], "1"),
    **dict.fromkeys(["два", "две", "двух"], "2"),
    **dict.fromkeys(["три", "трех"], "3"),
    **dict.fromkeys(["четыре", "четырех"], "4"),
    **dict.fromkeys(["пять", "пяти"], "5"),
    **dict.fromkeys(["шесть", "шести"], "6"),
    **dict.fromkeys(["семь", "семи"], "7"),
    **dict.fromkeys(["все", "всех", "весь"], "all"),
    "и": "and",
    "на": SWAP,
    "за": "for",
    "в": "in",
    **dict.fromkeys(["с", "со", "из", "рынка", "рынок", "карту", "карты", "карт", "шт", "я"], ""),
    **dict.fromkeys(["штуки", "штук", "штуку", "мои", "моих"], ""),
}

#: Russian stems: any word that starts with one and ends in at most four more
#: letters is that word ("алмазами", "пряностями", "возьмите", "продаём").
RUSSIAN_STEMS: tuple[tuple[str, str], ...] = (
    ("верблюд", "camel"),
    ("пряност", "spice"),
    ("серебр", "silver"),
    ("бриллиант", "diamond"),
    ("алмаз", "diamond"),
    ("золот", "gold"),
    ("ткан", "cloth"),
    ("специ", "spice"),
    ("кож", "leather"),
    ("возьм", "take"),
    ("взя", "take"),
    ("бер", "take"),
    ("прода", "sell"),
    ("обмен", "exchange"),
    ("поменя", "exchange"),
    ("меня", "exchange"),
    ("отда", "give"),
    ("верн", "give"),
)

JAPANESE: dict[str, str] = {
    **dict.fromkeys(
        ["取る", "取って", "取り", "取ります", "とる", "とって", "もらう", "もらって", "貰う"],
        "take",
    ),
    **dict.fromkeys(["売る", "売って", "売り", "売ります", "うる", "うって", "売却"], "sell"),
    **dict.fromkeys(
        ["交換", "交換する", "交換して", "交換します", "こうかん", "取り替え", "取り換え"],
        "exchange",
    ),
    "トレード": "exchange",
    **dict.fromkeys(
        ["渡す", "渡して", "出す", "出して", "返す", "返して", "戻す", "戻して", "手放す"], "give"
    ),
    **dict.fromkeys(["ダイヤモンド", "ダイヤ", "ダイア", "ダイアモンド"], "diamond"),
    **dict.fromkeys(["金", "きん", "ゴールド"], "gold"),
    **dict.fromkeys(["銀", "ぎん", "シルバー"], "silver"),
    **dict.fromkeys(["織物", "おりもの", "布"], "cloth"),
    **dict.fromkeys(["香辛料", "こうしんりょう", "スパイス"], "spice"),
    **dict.fromkeys(["なめし革", "革", "皮", "かわ", "レザー"], "leather"),
    **dict.fromkeys(["ラクダ", "らくだ", "駱駝", "キャメル"], "camel"),
    **dict.fromkeys(["全部", "全て", "すべて", "ぜんぶ", "全"], "all"),
    **dict.fromkeys(["で", "と引き換えに", "と引換えに", "引き換えに"], GIVEN),
    "を": OBJECT,
    "の": COUNT_NEXT,
    **dict.fromkeys(["と", "や", "、", "，"], "and"),
    **dict.fromkeys(["枚", "個", "が", "は", "も", "に", "から", "市場", "手札", "ください"], ""),
    **dict.fromkeys(["します", "する", "したい", "よ", "ね", "。", "私", "僕"], ""),
}

#: The kanji digits; 十 makes tens ("十二" is 12).
KANJI_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}

TABLES: dict[str, dict[str, str]] = {
    "en": {},
    "fr": FRENCH,
    "it": ITALIAN,
    "ru": RUSSIAN,
    "ja": JAPANESE,
}
STEMS: dict[str, tuple[tuple[str, str], ...]] = {"ru": RUSSIAN_STEMS}
#: The longest ending a Russian stem may carry.
STEM_ENDING = 4
