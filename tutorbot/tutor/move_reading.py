"""What a typed text says about a move, before any position is known.

A `Reading` is the cards a text names, each with its count (if it gives one),
whether it said "all" of them, and which side it is on: taken (T), given (G),
sold (S), one of the two sides of an exchange whose direction the words leave
open (A, B: "échanger A contre B" gives A in French, "exchange A for B" takes
A in the notation), or not said (?).  `move_matching` scores the legal moves
of the position against it, so a reading never has to be a whole move.

The words come from `move_words` (inflections and synonyms, by hand) and from
the locale itself (`lexicon`): every word of each card's name as the bot
writes it ("carte cuir", "карты кожи", "なめし革3枚") reads as that card, and
the words the bot wraps a move in ("💡 Suggestion:", "🤖 Соперник решил",
"相手の手：") read as nothing, so a line copied from the screen is its move.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache

from tutorbot.engine.cards import CARD_NAMES, Card, parse_card

from .locale import messages
from .move_words import (
    BOTH,
    COUNT_NEXT,
    ENGLISH,
    GIVEN,
    KANJI_DIGITS,
    OBJECT,
    PAIR,
    PLURALS,
    STEM_ENDING,
    STEMS,
    SWAP,
    TABLES,
)
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
    words = dict(TABLES.get(lang, {}))
    by_card: dict[str, set[str]] = {}
    plurals = set(PLURALS.get(lang, ()))
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
    return Lexicon(words, _pattern(words) if lang == "ja" else None, frozenset(plurals))


def _filler(word: str, lang: str) -> bool:
    """Whether a word of the bot's own lines may read as nothing: never a
    negation, and in Japanese no fragment of kana (it may end a verb)."""
    if word in _NEVER_FILLER:
        return False
    if lang == "ja":
        return len(word) >= 2 and not all("\u3040" <= c <= "\u309f" for c in word)
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
    return Tok("unknown", meaning, raw)


_TOKEN = re.compile(r"[×x]\d+(?!\w)|\d+|[^\W\d_]+|\S", re.UNICODE)


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
            out.append(Tok("num", str(int(piece)) if piece.isascii() else "0", piece))
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


@dataclass
class Mention:
    """A card the text names: how many (None: not said), "all" of them, which side."""

    card: Card
    count: int | None = None
    every: bool = False
    side: str = "?"
    at: int = 0  # its token's index
    emoji: bool = False
    plural: bool = False  # named in the plural ("les épices"): how many is open


@dataclass
class Reading:
    """What a text says: the cards it names, its verbs, the words it didn't know.
    `a_given`: the A side of an exchange is what the player gives, as the
    text's words mean it (the other way round is tried after)."""

    mentions: list[Mention] = field(default_factory=list)
    verbs: set[str] = field(default_factory=set)
    unknown: list[str] = field(default_factory=list)
    a_given: bool = True


def _counts(toks: list[Tok], lang: str, plurals: frozenset[str]) -> list[Mention]:
    """The cards named, with the numbers and "all" that count them: a number
    counts the card right after it, else (nothing but little words between)
    the uncounted card right before it ("cuir 3", "革3枚", "🐪×2")."""
    mentions: list[Mention] = []
    pending: tuple[str, str] | None = None  # ("num", "3") or ("quant", "all")
    near = False  # the last mention is still next to what comes

    def to_last(kind: str, value: str) -> bool:
        if not (near and mentions):
            return False
        last = mentions[-1]
        if kind == "quant":
            last.every = last.every or value == "all"
            if value in (BOTH, PAIR) and last.count is None:
                last.count = 2
            return True
        if last.count is None:
            last.count = int(value)
            return True
        return False

    def flush() -> None:
        nonlocal pending
        if pending is not None:
            to_last(*pending)
        pending = None

    for i, tok in enumerate(toks):
        if tok.kind == "card":
            card = parse_card(tok.value)
            last = mentions[-1] if mentions else None
            emoji = not tok.raw.isalpha()
            if near and last and last.card == card and (last.emoji or emoji):
                if pending and pending[0] == "num" and last.count is None:
                    last.count = int(pending[1])
                pending, last.emoji = None, emoji and last.emoji
                continue
            key = plain(tok.raw)
            plural = key in plurals or (
                lang != "ja" and key.endswith("s") and key[:-1] in CARD_NAMES
            )
            mention = Mention(
                card, at=i, emoji=emoji, plural=plural or (lang == "ja" and not key.isascii())
            )
            if pending is not None:
                kind, value = pending
                if kind == "num":
                    mention.count = int(value)
                else:
                    mention.every = value == "all"
                    mention.count = 2 if value in (BOTH, PAIR) else None
                pending = None
            mentions.append(mention)
            near = True
        elif tok.kind == "after":
            to_last("num", tok.value)
        elif tok.kind in ("num", "quant"):
            follows = _next_meaningful(toks, i + 1)
            counts_before = lang == "ja" and tok.kind == "num" and follows != COUNT_NEXT
            if counts_before and to_last("num", tok.value):
                continue
            if lang == "ja" and tok.kind == "quant" and to_last("quant", tok.value):
                continue
            if pending is not None:
                flush()
            pending = (tok.kind, tok.value)
        elif tok.kind == "fill" or (lang == "ja" and tok.value in (OBJECT, COUNT_NEXT)):
            continue
        else:
            flush()
            near = False
    flush()
    return mentions


def _next_meaningful(toks: list[Tok], start: int) -> str:
    for tok in toks[start:]:
        if tok.kind != "fill":
            return tok.value
    return ""


_VERB_SIDE = {"take": "T", "camels": "T", "give": "G", "sell": "S"}


def _sides(toks: list[Tok], mentions: list[Mention], lang: str, reading: Reading) -> None:
    """Each mention's side, from the verbs and markers around it, in reading order."""
    if lang == "ja":
        _japanese_sides(toks, mentions, reading)
        return
    by_at = {m.at: m for m in mentions}
    state = "?"  # T G S X (an exchange's first cards) A B
    after_in = False
    switched = False  # "in exchange for": the "for" adds nothing
    for i, tok in enumerate(toks):
        if tok.kind == "verb":
            if tok.value == "exchange":
                named_taken = any(m.side == "T" for m in mentions if m.at < i)
                if after_in or (state == "T" and named_taken):
                    state, switched = "G", True
                else:
                    state = "X"
            else:
                state, switched = _VERB_SIDE[tok.value], False
        elif tok.kind == "mark" and tok.value in ("for", SWAP):
            if switched:
                switched = False
            elif state in ("T", "G"):
                state = "G" if state == "T" else "T"
            elif state in ("X", "?", "A"):
                for m in mentions:
                    if m.at < i and m.side in ("X", "?"):
                        m.side = "A"
                reading.a_given = state == "X" and (tok.value == SWAP or lang != "en")
                state = "B"
        elif tok.kind == "card" and i in by_at:
            by_at[i].side = state
        after_in = tok.kind == "mark" and tok.value == "in"
    for m in mentions:
        if m.side == "X":
            m.side = "?"


def _japanese_sides(toks: list[Tok], mentions: list[Mention], reading: Reading) -> None:
    """Japanese puts the verb last: each clause's cards take its verb's side;
    で / と引き換えに mark the cards before them as given; in "AをBと交換" A is given."""
    verbs = [i for i, tok in enumerate(toks) if tok.kind == "verb"]
    start = 0
    clauses: list[tuple[int, int, str]] = []
    for i in verbs:
        clauses.append((start, i, toks[i].value))
        start = i + 1
    if clauses and start < len(toks):  # "取る 金": the verb typed first
        first, _, verb = clauses[-1]
        clauses[-1] = (first, len(toks), verb)
    elif start < len(toks):
        clauses.append((start, len(toks), ""))
    for first, last, verb in clauses:
        inside = [m for m in mentions if first <= m.at < last]
        given_at = next((i for i in range(first, last) if toks[i].value == GIVEN), None)
        object_at = next((i for i in range(first, last) if toks[i].value == OBJECT), None)
        for m in inside:
            if given_at is not None:
                m.side = "G" if m.at < given_at else _VERB_SIDE.get(verb, "T")
            elif verb == "exchange":
                m.side = "?" if object_at is None else ("A" if m.at < object_at else "B")
            else:
                m.side = _VERB_SIDE.get(verb, "?")
    reading.a_given = True


def read(text: str, lang: str) -> Reading:
    """What `text` says about a move, in `lang` (English words read in every language)."""
    toks = tokens(text, lang)
    reading = Reading()
    reading.verbs = {tok.value for tok in toks if tok.kind == "verb"}
    reading.unknown = [tok.raw for tok in toks if tok.kind == "unknown"]
    reading.mentions = _counts(toks, lang, lexicon(lang).plurals)
    _sides(toks, reading.mentions, lang, reading)
    return reading
