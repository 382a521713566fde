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
#: "both", "entrambi", "оба": two cards, the two the text names.
BOTH = "<both>"
#: "a pair", "une paire", "пару": two cards.
PAIR = "<pair>"

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
    **dict.fromkeys(["take", "taking", "takes", "took", "get", "grab", "pick"], "take"),
    **dict.fromkeys(["sell", "selling", "sells", "sold"], "sell"),
    **dict.fromkeys(["exchange", "exchanged", "swap", "trade", "trading"], "exchange"),
    **dict.fromkeys(["give", "giving", "gives", "return", "pay"], "give"),
    "both": BOTH,
    "pair": PAIR,
    "every": "all",
    **dict.fromkeys(["i", "want", "to", "d", "like", "would", "ll", "will", "let", "me", "my"], ""),
    **dict.fromkeys(["please", "s", "them", "it", "ones", "away", "up", "just"], ""),
    **dict.fromkeys(["with", "hand", "herd", "now", "then", "instead", "could", "you"], ""),
    **dict.fromkeys(["a", "an", "the", "of", "from", "market", "only", "card", "cards"], ""),
    "back": "",
    **{w: w for w in ("all", "and", "for", "in")},
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
    ("шелк", "cloth"),
    ("специ", "spice"),
    ("кож", "leather"),
    ("возьм", "take"),
    ("взя", "take"),
    ("бер", "take"),
    ("прода", "sell"),
    ("обмен", "exchange"),
    ("поменя", "exchange"),
    ("меня", "exchange"),
    ("сменя", "exchange"),
    ("хвата", "take"),
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

#: What natural phrasings add to each language's words: wishes and the first
#: person ("je veux", "voglio", "хочу", "たい"), "both", "all" and "a pair",
#: give-and-take exchanges ("rimetti", "remettre", "отдать"), more plurals and
#: verb forms, and the words the bot's own lines wrap its moves in (they carry
#: nothing, so a line copied from the screen reads as its move).
MORE: dict[str, dict[str, str]] = {
    "fr": {
        "ors": "gold",
        "argents": "silver",
        "diamand": "diamond",
        **dict.fromkeys(["prenez", "prendrai", "prendre", "prends", "pris", "recuperer"], "take"),
        **dict.fromkeys(
            ["recupere", "ramasser", "ramasse", "piocher", "acheter", "achete"], "take"
        ),
        **dict.fromkeys(["vendrai", "vendu", "vendus", "vendue", "vendues", "ecouler"], "sell"),
        **dict.fromkeys(["remettre", "remets", "remet", "donnerai", "rendrai", "laisser"], "give"),
        **dict.fromkeys(["laisse", "donnant", "rendant", "cedant", "remettant"], "give"),
        "prise": "take",
        **dict.fromkeys(["echangerai", "echangeant", "troquerai"], "exchange"),
        **dict.fromkeys(["toute", "toutes"], "all"),
        "paire": PAIR,
        **dict.fromkeys(["veux", "voudrais", "vais", "aimerais", "souhaite", "bien"], ""),
        **dict.fromkeys(["plait", "il", "vous", "s", "te", "merci", "alors", "donc", "ici"], ""),
        **dict.fromkeys(["conseil", "adversaire", "choisit", "choisi", "avez", "lieu"], ""),
        **dict.fromkeys(["pourriez", "plutot", "meilleur", "coup", "unique", "seul"], ""),
        **dict.fromkeys(["enclos", "jeton", "jetons", "ca", "cela", "ceux", "celles"], ""),
        **dict.fromkeys(["vos", "votre", "tes", "ton", "ta", "a", "sur", "dans"], ""),
    },
    "it": {
        **dict.fromkeys(["prenderei", "prenderò", "prendero", "preso", "pesco", "pesca"], "take"),
        **dict.fromkeys(["raccolgo", "raccogli", "compro", "compra", "comprare"], "take"),
        "vendita": "sell",
        **dict.fromkeys(["venderei", "venderò", "vendero", "venduto", "vendute"], "sell"),
        **dict.fromkeys(["rimetti", "rimetto", "rimettere", "metti", "metto", "lascio"], "give"),
        **dict.fromkeys(["lascia", "lasciare", "darei", "daro", "dando", "cedendo"], "give"),
        **dict.fromkeys(["rimettendo", "restituendo", "lasciando"], "give"),
        **dict.fromkeys(["scambierei", "scambiando", "cambiare", "cambia"], "exchange"),
        **dict.fromkeys(["entrambi", "entrambe", "ambedue"], BOTH),
        **dict.fromkeys(["paio", "coppia"], PAIR),
        "tutta": "all",
        **dict.fromkeys(["voglio", "vorrei", "vado", "faccio", "per", "favore", "grazie"], ""),
        **dict.fromkeys(["allora", "ora", "adesso", "quindi", "ecco", "dal", "nel"], ""),
        **dict.fromkeys(["consiglio", "avversario", "deciso", "ha", "scelto", "hai"], ""),
        **dict.fromkeys(["potresti", "invece", "meglio", "mossa", "unico", "solo", "a"], ""),
        **dict.fromkeys(["recinto", "gettone", "gettoni", "mia", "tuoi", "tue", "tuo"], ""),
        "per": "for",
        "e": "and",
    },
    "ru": {
        **dict.fromkeys(["забрать", "забери", "заберу", "забираю", "забирай", "возьмем"], "take"),
        **dict.fromkeys(["беру", "взял", "взяла", "купить", "куплю", "набрать"], "take"),
        **dict.fromkeys(["продам", "продаю", "продал", "продала", "продаём", "сбыть"], "sell"),
        **dict.fromkeys(["отдать", "отдам", "отдаю", "отдай", "отдавая", "сдать", "сдам"], "give"),
        **dict.fromkeys(["положить", "положу", "выложить", "выложу", "вернуть", "верну"], "give"),
        **dict.fromkeys(["обменять", "обменяю", "обмениваю", "махнуть", "сменять"], "exchange"),
        **dict.fromkeys(["оба", "обе", "обоих", "обеих"], BOTH),
        **dict.fromkeys(["пару", "пара", "парой"], PAIR),
        **dict.fromkeys(["всю", "вся", "всё", "все", "всех", "весь", "всего", "целиком"], "all"),
        **dict.fromkeys(["хочу", "хотел", "хотела", "бы", "буду", "давай", "давайте"], ""),
        **dict.fromkeys(["пожалуйста", "можно", "ну", "тогда", "сейчас", "вот", "мне"], ""),
        **dict.fromkeys(["совет", "соперник", "решил", "выбрали", "вы", "лучше", "ход"], ""),
        **dict.fromkeys(["вместо", "этого", "можно", "единственного", "единственный"], ""),
        **dict.fromkeys(["стадо", "стада", "жетон", "жетоны", "у", "меня", "по"], ""),
        **dict.fromkeys(["свою", "свои", "своё", "свое", "мою", "моё", "мое", "своих"], ""),
        **dict.fromkeys(["одно", "одним", "одной", "одною"], "1"),
        **dict.fromkeys(["двое", "двумя", "двоих"], "2"),
        **dict.fromkeys(["трое", "тремя", "трёх", "троих"], "3"),
        **dict.fromkeys(["четверо", "четырьмя", "четырёх"], "4"),
        **dict.fromkeys(["пятеро", "пятью", "пятерых"], "5"),
        "парочку": PAIR,
        **dict.fromkeys(["восемь", "восьми"], "8"),
        **dict.fromkeys(["девять", "девяти"], "9"),
        **dict.fromkeys(["десять", "десяти"], "10"),
    },
    "ja": {
        **dict.fromkeys(
            ["取ります", "取りたい", "取れ", "取ろう", "取らせて", "もらいます"], "take"
        ),
        **dict.fromkeys(["引く", "引いて", "拾う", "拾って", "買う", "買って", "取得"], "take"),
        **dict.fromkeys(["売りたい", "売ろう", "売れ", "売却する", "売却して"], "sell"),
        # the verbs typed in kana, as a phone offers them before the kanji
        **dict.fromkeys(["うります", "うりたい", "うろう", "ばいきゃく"], "sell"),
        **dict.fromkeys(["とります", "とりたい", "とろう", "もらいます", "もらいたい"], "take"),
        **dict.fromkeys(["わたす", "わたして", "だす", "だして", "かえす", "もどす"], "give"),
        **dict.fromkeys(
            ["こうかんする", "こうかんして", "こうかんします", "こうかんしたい"], "exchange"
        ),
        **dict.fromkeys(["渡します", "出します", "返します", "置く", "置いて", "差し出す"], "give"),
        **dict.fromkeys(
            ["交換したい", "交換しよう", "取り替える", "取り換える", "替える"], "exchange"
        ),
        **dict.fromkeys(["両方", "2つとも", "二つとも", "ふたつとも", "どちらも"], BOTH),
        **dict.fromkeys(["ペア", "一組", "ひと組"], PAIR),
        **dict.fromkeys(["全部", "全て", "すべて", "ぜんぶ", "みんな", "全員"], "all"),
        **dict.fromkeys(["ひとつ", "一つ", "1つ"], "1"),
        **dict.fromkeys(["ふたつ", "二つ", "2つ"], "2"),
        **dict.fromkeys(["みっつ", "三つ", "3つ"], "3"),
        **dict.fromkeys(["よっつ", "四つ", "4つ"], "4"),
        **dict.fromkeys(["いつつ", "五つ", "5つ"], "5"),
        **dict.fromkeys(["むっつ", "六つ", "6つ"], "6"),
        **dict.fromkeys(["ななつ", "七つ", "7つ"], "7"),
        # counters typed in kana: "にまい" is 2枚, "まい" alone the counter after a digit
        **dict.fromkeys(["いちまい", "いっこ", "いっとう"], "1"),
        **dict.fromkeys(["にまい", "にとう"], "2"),
        **dict.fromkeys(["さんまい", "さんとう"], "3"),
        **dict.fromkeys(["よんまい", "よんとう"], "4"),
        **dict.fromkeys(["ごまい", "ごとう"], "5"),
        "ろくまい": "6",
        "ななまい": "7",
        **dict.fromkeys(["まい", "とう"], ""),
        **dict.fromkeys(["たとえば", "例えば", "おすすめ", "さん", "どうぞ", "かな"], ""),
        **dict.fromkeys(["ました", "まし", "ません", "か", "な", "だ", "ぞ", "わ"], ""),
        **dict.fromkeys(["つ", "たい", "です", "ます", "ましょう", "お願い", "おねがい"], ""),
        **dict.fromkeys(["お願いします", "下さい", "くれ", "ちょうだい", "じゃあ", "では"], ""),
        **dict.fromkeys(["提案", "相手", "あなた", "選びました", "代わりに", "こと", "でき"], ""),
        **dict.fromkeys(["唯一", "最善", "手", "群れ", "トークン", "自分", "俺"], ""),
        **dict.fromkeys(["頭", "匹", "カード", "ほしい", "欲しい", "がほしい", "いただく"], ""),
        "と引き替えに": GIVEN,
        "と交換に": GIVEN,
        "の代わりに": GIVEN,
    },
}

#: Card words in the plural beyond the locale's own ("les cuirs", "le pelli"):
#: an exchange of "l'or" is of one gold, of "les épices" of some spice.
PLURALS: dict[str, frozenset[str]] = {
    "en": frozenset({"golds", "silvers", "cloths", "spices", "leathers"}),
    "fr": frozenset({"ors", "argents", "cuirs", "etoffes", "epices", "tissus", "diamants"}),
    "it": frozenset({"ori", "argenti", "cuoi", "pelli", "stoffe", "tessuti", "spezie"}),
    "ru": frozenset(
        {"алмазы", "алмазов", "верблюды", "верблюдов", "специи", "специй", "пряности"}
        # mass nouns: "отдам кожу", "за золото" say what, not how many
        | {"золото", "золота", "серебро", "серебра", "кожа", "кожу", "кожи", "кож"}
        | {"ткань", "ткани", "тканей", "шелк", "шелка"}
    ),
    "ja": frozenset(),
}

#: Possessives that mark cards as the hand's ("swap my silver for a gold"):
#: in an exchange whose direction the words leave open, those are given.
OWN: dict[str, frozenset[str]] = {
    "en": frozenset({"my", "mine", "our"}),
    "fr": frozenset({"mon", "ma", "mes", "notre", "nos"}),
    "it": frozenset({"mio", "mia", "miei", "mie"}),
    "ru": frozenset({"мой", "моя", "мою", "мое", "мои", "моих", "моей", "моего", "моими"})
    | frozenset({"свой", "своя", "свою", "свое", "свои", "своих", "своей", "своего"}),
    "ja": frozenset({"自分", "私", "僕", "俺", "手札"}),
}
#: English verbs of an exchange that never are the notation's "exchange A for
#: B" (A taken): "swap my silver for a gold", "trade A for B" give A.
SWAP_VERBS = frozenset({"swap", "swapping", "trade", "trading"})

#: The kanji digits; 十 makes tens ("十二" is 12).
KANJI_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}

TABLES: dict[str, dict[str, str]] = {
    "en": {},
    "fr": {**FRENCH, **MORE["fr"]},
    "it": {**ITALIAN, **MORE["it"]},
    "ru": {**RUSSIAN, **MORE["ru"]},
    "ja": {**JAPANESE, **MORE["ja"]},
}
STEMS: dict[str, tuple[tuple[str, str], ...]] = {"ru": RUSSIAN_STEMS}
#: The longest ending a Russian stem may carry.
STEM_ENDING = 4
