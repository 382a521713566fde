"""The words of typed moves, language by language, and a text cut into tokens.

The words come from `move_words` (inflections and synonyms, by hand) and from
the locale itself (`lexicon`): every word of each card's name as the bot
writes it ("carte cuir", "карты кожи", "なめし革3枚") reads as that card, and
the words the bot wraps a move in ("💡 Suggestion:", "🤖 Соперник решил",
"相手の手：") read as nothing, so a line copied from the screen is its move.
Japanese has no spaces: a text is cut at the longest known word at each place.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from tutorbot.engine.cards import CARD_NAMES, Card
from tutorbot.engine.text import ascii_int

from .locale import messages
from .move_words import (
    BOTH,
    COUNT_NEXT,
    ENGLISH,
    GIVEN,
    KANJI_DIGITS,
    OBJECT,
    OWN,
    PAIR,
    PLURALS,
    STEM_ENDING,
    STEMS,
    SWAP,
    TABLES,
)
from .move_words_romance import ROMANCE, ROMANCE_PLURALS
from .words import EMOJI

VERBS = frozenset({"take", "sell", "exchange", "give", "camels"})
_CARDS = {**{n: n for n in CARD_NAMES}, **{f"{n}s": n for n in CARD_NAMES}}
_EMOJI = {e.replace("\ufe0f", ""): card.label for card, e in EMOJI.items()}
#: The bot's lines that wrap a move (their other words carry nothing).
_WRAPPERS = (
    "hint", "why", "ai-move", "analyse-move", "review-played", "refusal-alternative",
    "learn-hint", "friend-move", "friend-your-move", "puzzle-question-game", "btn-camels",
    "receipt-take", "receipt-camels", "receipt-exchange", "receipt-sale",
    "receipt-sale-no-tokens", "rupees", "review-try-beats", "puzzle-solved",
)  # fmt: skip
_ARGS = {"move": "", "why": "", "count": 3, "rank": 1, "seal": 50, "margin": "", "name": ""}
_MORE_ARGS = {"cards": "", "hand": 3, "herd": 2, "given": "", "taken": "", "tokens": ""}
#: A receipt's arrow: the cards given, then the cards taken.
ARROW = "→"
_NEVER_FILLER = {"не", "нет", "no", "not", "ne", "pas", "non"}
_SIDE_MARKS = {SWAP, GIVEN, OBJECT, "for", "in", "and"}


def plain(word: str) -> str:
    """A Latin word without its accents ("échanger" -> "echanger"); other
    scripts keep theirs, except Russian ё, typed as е as often as not."""
    stripped = "".join(
        c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c)
    )
    return stripped if stripped.isascii() else word.replace("ё", "е")


def kanji_number(text: str) -> int | None:
    """一 .. 九十九 in kanji, else None."""
    if not text or any(c not in KANJI_DIGITS and c != "十" for c in text):
        return None
    if "十" not in text:
        return KANJI_DIGITS[text] if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    if "十" in ones or len(tens) > 1 or len(ones) > 1:
        return None
    return KANJI_DIGITS.get(tens, 1) * 10 + (KANJI_DIGITS[ones] if ones else 0)


@dataclass(frozen=True)
class Lexicon:
    """One language's words: what each means, and (Japanese) how to cut a text."""

    words: dict[str, str]
    pattern: re.Pattern[str] | None
    plurals: frozenset[str] = frozenset()
    #: Card words in Latin letters, a typo of which still names its card.
    near: tuple[tuple[str, str], ...] = ()


def _raw_words(text: str, lang: str) -> list[str]:
    """Words of a text the bot wrote, for building the lexicon."""
    text = unicodedata.normalize("NFKC", text).lower()
    if lang == "ja":
        return [w for w in re.split(r"[\s\W\d_a-z]+", text) if w]
    return [plain(w) for w in re.findall(r"[^\W\d_]+", text)]


@cache
def lexicon(lang: str) -> Lexicon:
    """`lang`'s words, its own table first, with what its locale adds."""
    t = messages(lang)
    words = {**TABLES.get(lang, {}), **ROMANCE.get(lang, {})}
    for word in OWN.get(lang, frozenset()) | OWN["en"]:
        words.setdefault(word, "")  # "my", "мой": a mark of the hand's cards, no move word
    by_card: dict[str, set[str]] = {}
    plurals = set(PLURALS.get(lang, ())) | ROMANCE_PLURALS.get(lang, frozenset())
    for card in Card:
        texts = [t(f"cards-{card.label}", count=n) for n in (1, 2, 5, 21)]
        plurals |= set(_raw_words(" ".join(texts[1:]), lang)) - set(_raw_words(texts[0], lang))
        for word in _raw_words(" ".join([*texts, t(f"good-{card.label}")]), lang):
            by_card.setdefault(word, set()).add(card.label)
    for word, cards in by_card.items():
        if len(cards) == 1 and word not in words:
            words[word] = next(iter(cards))
        elif len(cards) > 1 and word not in words:
            words[word] = ""  # "carte", "карты": in every card's name
    lex = Lexicon(words, _pattern(words) if lang == "ja" else None)
    for msg_id in _WRAPPERS:
        if t.has(msg_id):
            text = t(msg_id, **_ARGS, **_MORE_ARGS, bonus=0, total=0, best="", gain="")
            for tok in tokens(text, lang, lex):
                if tok.kind == "unknown" and _filler(tok.raw, lang):
                    words[plain(tok.raw)] = ""
    near = tuple((w, m) for w, m in words.items() if m in CARD_NAMES and w.isascii() and len(w) > 3)
    return Lexicon(words, _pattern(words) if lang == "ja" else None, frozenset(plurals), near)


def one_slip(typed: str, word: str) -> bool:
    """Whether `typed` is `word` with one letter added, dropped, changed, or
    two side by side swapped ("spezzie", "tesuti", "diamnts", "cuior")."""
    if abs(len(typed) - len(word)) > 1 or typed == word:
        return False
    if len(typed) == len(word):
        diff = [i for i, (a, b) in enumerate(zip(typed, word, strict=True)) if a != b]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and typed[diff[0]] == word[diff[1]]
            and typed[diff[1]] == word[diff[0]]
        )
    short, long = sorted((typed, word), key=len)
    at = next((i for i, (a, b) in enumerate(zip(short, long, strict=False)) if a != b), len(short))
    return short[at:] == long[at + 1 :]


def _near_card(key: str, lex: Lexicon) -> str | None:
    """The card a word of five letters or more is one slip away from, if only one."""
    if len(key) < 5 or not key.isascii():
        return None
    cards = {card for word, card in lex.near if one_slip(key, word)}
    return cards.pop() if len(cards) == 1 else None


def _filler(word: str, lang: str) -> bool:
    """Whether a word of the bot's own lines may read as nothing: never a
    negation, and in Japanese no fragment of kana (it may end a verb)."""
    if word in _NEVER_FILLER:
        return False
    if lang == "ja":
        return not all("\u3040" <= c <= "\u309f" for c in word)
    return True


def _pattern(words: dict[str, str]) -> re.Pattern[str]:
    """Japanese words, the longest first, and numbers in kanji, digits or Latin letters."""
    known = sorted(words, key=len, reverse=True)
    kanji = "".join(KANJI_DIGITS) + "十"
    return re.compile("|".join([*(re.escape(w) for w in known), f"[{kanji}]+", r"[a-z]+", r"\d+"]))


def _meaning_in(key: str, lang: str, words: dict[str, str]) -> str:
    """What `key` means in `words`, English, kanji numbers or `lang`'s stems; itself if nothing."""
    if key in words:
        return words[key]
    if key in ENGLISH:
        return ENGLISH[key]
    if key in _CARDS:
        return _CARDS[key]
    number = kanji_number(key)
    if number is not None:
        return str(number)
    for stem, meaning in STEMS.get(lang, ()):
        if key.startswith(stem) and len(key) - len(stem) <= STEM_ENDING:
            return meaning
    return key


@dataclass(frozen=True)
class Tok:
    """One token of a text: its kind, what it means, and the words as typed."""

    kind: str  # verb card num after quant mark fill break unknown
    value: str
    raw: str


def _classify(raw: str, lang: str, lex: Lexicon) -> Tok:
    key = plain(raw)
    if key.isdigit() and key.isascii():
        return Tok("num", key, raw)
    meaning = _meaning_in(key, lang, lex.words)
    if meaning == "":
        return Tok("fill", "", raw)
    if meaning.isdigit():
        return Tok("num", meaning, raw)
    if meaning in VERBS:
        return Tok("verb", meaning, raw)
    if meaning in CARD_NAMES:
        return Tok("card", meaning, raw)
    if meaning in ("all", BOTH, PAIR):
        return Tok("quant", meaning, raw)
    if meaning in _SIDE_MARKS or meaning == COUNT_NEXT:
        return Tok("mark", meaning, raw)
    card = _near_card(key, lex) if meaning == key else None
    return Tok("unknown", meaning, raw) if card is None else Tok("card", card, raw)


_TOKEN = re.compile(r"×\d+|x\d+(?![a-z])|\d+|[^\W\d_]+|\n|\S", re.UNICODE)


def tokens(text: str, lang: str, lex: Lexicon | None = None) -> list[Tok]:
    """The text cut into tokens: words, numbers ("×2" counts the card before),
    card emoji, and punctuation (a break between what it separates)."""
    lex = lex or lexicon(lang)
    text = unicodedata.normalize("NFKC", text).lower().replace("\ufe0f", "")
    out: list[Tok] = []
    for piece in _TOKEN.findall(text):
        if piece[0] in "×x" and piece[1:].isdigit():
            out.append(Tok("after", piece[1:], piece))
        elif piece in _EMOJI:
            out.append(Tok("card", _EMOJI[piece], piece))
        elif piece.isdigit():
            # no card count has more than a few digits: a longer one (or a digit
            # outside ASCII) is read as 0, which no move has, not formatted later
            number = ascii_int(piece)
            out.append(Tok("num", "0" if number is None else str(number), piece))
        elif piece in ("'", "’"):
            continue  # "l'or", "dell'oro": the article is a word of its own
        elif not (piece[0].isalpha()):
            out.append(Tok("break", piece, piece))
        elif lang == "ja" and lex.pattern is not None:
            out += _japanese(piece, lang, lex)
        else:
            out.append(_classify(piece, lang, lex))
    return out


def _japanese(run: str, lang: str, lex: Lexicon) -> list[Tok]:
    """A run of Japanese letters cut at the longest known word at each place."""
    assert lex.pattern is not None
    out: list[Tok] = []
    unknown = ""
    at = 0
    while at < len(run):
        found = lex.pattern.match(run, at)
        if found is None or not found.group():
            unknown += run[at]
            at += 1
            continue
        if unknown:
            out.append(Tok("unknown", unknown, unknown))
            unknown = ""
        out.append(_classify(found.group(), lang, lex))
        at = found.end()
    if unknown:
        out.append(Tok("unknown", unknown, unknown))
    return out
