"""Moves typed in the player's own words: "vends deux cuirs", "возьми алмаз", "革を3枚売る".

The engine reads one notation, in English (`tutorbot.engine.notation`).  This
module turns what a player typed in their language into that notation and
lets the engine parse it, so that the rules of what a move may say live in one
place.  English is read in every language ("take tissu" is fine in French).

Three things differ between the languages and are handled here:

- the words (`move_words`: verbs in their usual forms, card names, number
  words, articles, Russian case forms by stem, Japanese particles);
- the order: Japanese puts the verb last ("金を取る"), so a Japanese text is cut
  into clauses that each end with their verb; a number may follow its card
  ("革3枚", "vendre cuir 3");
- what "exchange A for B" means: in the notation A is taken; "échanger A
  contre B", "scambia A con B", "обменять A на B", "AをBと交換" give A, as
  their languages mean it.

When a word is unknown, the closest word of the player's language (else of
English) is tried in its place, and if that makes a move, the whole corrected
move is offered as the suggestion, in the player's words.
"""

from __future__ import annotations

import re
import unicodedata
from difflib import get_close_matches

from tutorbot.engine import Move, MoveParseError, Observation, parse_move
from tutorbot.engine.cards import CARD_NAMES
from tutorbot.engine.errors import ParseProblem
from tutorbot.engine.notation import VERBS
from tutorbot.engine.text import clip

from .move_lexicon import kanji_number, lexicon, plain
from .move_matching import literal, match, open_sides
from .move_reading import read
from .move_words import BOTH, COUNT_NEXT, ENGLISH, GIVEN, OBJECT, PAIR, STEM_ENDING, STEMS, SWAP

_ACTIONS = {"take", "sell", "exchange", "give", "camels"}
_CARDS = set(CARD_NAMES) | {f"{name}s" for name in CARD_NAMES}
_MARKERS = {SWAP, GIVEN, OBJECT, COUNT_NEXT, BOTH, PAIR}
#: Past this many characters nobody typed a move, and no position is searched.
_MATCHED_CHARS = 300
#: Past this many words nobody typed a move, and no suggestion is searched for.
_SUGGEST_WORDS = 12
_ENGLISH_WORDS = (*VERBS, *CARD_NAMES)
#: English words the notation reads, so never the unknown word of a text.
_NOTATION_WORDS = {
    *_ACTIONS, *_CARDS, "taking", "takes", "selling", "sells", "swap", "trade", "giving", "gives",
    "for", "and", "in", "a", "an", "the", "all", "of", "from", "market", "only", "card", "cards",
    "back",
}  # fmt: skip


_plain = plain
_kanji_number = kanji_number


def _japanese_words(text: str) -> list[str]:
    """Words of a Japanese text, spaces or not: the longest known word at each
    place; what no known word covers is kept as one unknown word."""
    words: list[str] = []
    unknown = ""
    at = 0
    known = lexicon("ja").words
    pattern = lexicon("ja").pattern
    assert pattern is not None
    while at < len(text):
        found = pattern.match(text, at)
        if found is None and re.match(r"[\s\W_]", text[at]):
            if unknown:
                words.append(unknown)
                unknown = ""
            at += 1
            continue
        if found is None or not found.group():
            unknown += text[at]
            at += 1
            continue
        if unknown:
            words.append(unknown)
            unknown = ""
        word = found.group()
        if word in known or not re.fullmatch(r"[\s\W_]+", word):
            words.append(word)
        at = found.end()
    if unknown:
        words.append(unknown)
    return words


def typed_words(text: str, lang: str) -> list[str]:
    """The words of a typed move: lower case, full-width forms made plain."""
    text = unicodedata.normalize("NFKC", text).lower()
    if lang == "ja":
        return _japanese_words(text)
    return re.sub(r"[^\w]+|_", " ", text).split()


def _meaning(word: str, lang: str) -> str:
    """The notation word (or marker) a typed word stands for; itself if unknown."""
    table = lexicon(lang).words
    key = _plain(word)
    if key in table:
        return table[key]
    if key in ENGLISH:
        return ENGLISH[key]
    number = _kanji_number(word)
    if number is not None:
        return str(number)
    for stem, meaning in STEMS.get(lang, ()):
        if key.startswith(stem) and len(key) - len(stem) <= STEM_ENDING:
            return meaning
    return key if key.isascii() else word


def _is_card(word: str) -> bool:
    return word in _CARDS


def _is_number(word: str) -> bool:
    return word.isascii() and word.isdigit()


def _counted(words: list[str], numbers_follow: bool) -> list[str]:
    """The cards of a clause with each number put before the card it counts:
    "cuir 3" -> "3 cuir"; in Japanese "革3枚" counts the card before, "3枚の革"
    the one after."""
    out: list[str] = []
    pending: str | None = None  # a number waiting for the card after it
    for i, word in enumerate(words):
        if _is_number(word):
            after = words[i + 1 : i + 2]
            before_card = bool(out) and _is_card(out[-1]) and not _counted_card(out)
            if numbers_follow and after != [COUNT_NEXT] and before_card:
                out.insert(len(out) - 1, word)
                continue
            if not numbers_follow and not _card_follows(words[i + 1 :]) and before_card:
                out.insert(len(out) - 1, word)
                continue
            if pending is not None:
                out.append(pending)
            pending = word
            continue
        if word == COUNT_NEXT:
            continue
        if pending is not None:
            out.append(pending)
            pending = None
        out.append(word)
    if pending is not None:
        out.append(pending)
    return out


def _counted_card(out: list[str]) -> bool:
    """Whether the last card already has its number."""
    return len(out) >= 2 and _is_number(out[-2])


def _card_follows(words: list[str]) -> bool:
    """Whether a card comes next in the clause, before any other number or verb."""
    for word in words:
        if _is_card(word):
            return True
        if _is_number(word) or word in _ACTIONS:
            return False
    return False


def _clauses(words: list[str], verb_last: bool) -> list[list[str]]:
    """The words cut into clauses, each with its verb first."""
    clauses: list[list[str]] = []
    current: list[str] = []
    for word in words:
        if word in _ACTIONS and word != "camels":
            if verb_last:
                clauses.append([word, *current])
                current = []
                continue
            if current:
                clauses.append(current)
            current = [word]
            continue
        current.append(word)
    if current:
        if verb_last and clauses:
            clauses[-1] += current  # "取る 金": the verb typed first
        else:
            clauses.append(current)
    return clauses


def _split(words: list[str], marker: str) -> tuple[list[str], list[str]]:
    at = words.index(marker)
    return words[:at], words[at + 1 :]


def _clause_notation(clause: list[str], numbers_follow: bool) -> list[str]:
    """One clause in notation order: the verb, then what it takes, then what it gives."""
    verb, rest = clause[0], clause[1:]
    if verb not in _ACTIONS:
        verb, rest = "", clause
        if any(w == "camel" for w in rest) and all(w in ("camel", "all") for w in rest):
            verb = "take"  # "tutti i cammelli", "ラクダ全部"
    if GIVEN in rest:  # "革2枚で金を取る": the cards before で are given
        given, taken = _split(rest, GIVEN)
        rest = [*taken, "for", *given]
    elif SWAP in rest or (verb == "exchange" and OBJECT in rest and rest[-1] != OBJECT):
        first, second = _split(rest, SWAP if SWAP in rest else OBJECT)
        # "échanger A contre B" gives A; "prendre A contre B" takes A
        rest = [*second, "for", *first] if verb == "exchange" else [*first, "for", *second]
    rest = [w for w in rest if w not in (OBJECT, SWAP, GIVEN)]
    counted = _counted(rest, numbers_follow)
    return [verb, *counted] if verb else counted


def to_notation(text: str, lang: str) -> str:
    """What the player typed, in the engine's notation (maybe still not a move)."""
    meanings = [_meaning(w, lang) for w in typed_words(text, lang)]
    meanings = [m for m in meanings if m]
    verb_last = lang == "ja"
    # "and" between cards only lists them; between two actions it joins them
    meanings = [
        m
        for i, m in enumerate(meanings)
        if m != "and" or (not verb_last and meanings[i + 1 : i + 2] and meanings[i + 1] in _ACTIONS)
    ]
    clauses = _clauses(meanings, verb_last)
    parts = [" ".join(_clause_notation(c, numbers_follow=verb_last)) for c in clauses]
    return " and ".join(parts) if verb_last else " ".join(parts)


class MoveChoice(MoveParseError):
    """Several legal moves fit the text equally (or it had words nobody knew):
    the player is asked which, `moves` the ones to offer."""

    def __init__(self, moves: tuple[Move, ...]) -> None:
        super().__init__("which move?", ParseProblem.AMBIGUOUS, moves=[str(m) for m in moves])
        self.moves = moves


def read_move(text: str, lang: str, obs: Observation | None = None) -> Move:
    """The move typed in `lang` (or English): matched against the legal moves
    of `obs` when there is a position, else read as notation.  `MoveChoice`
    when several moves fit; else `MoveParseError` as the engine's, its word
    quoted as typed and its suggestion a whole move in the player's words."""
    move: Move | None = None
    error: MoveParseError | None = None
    try:
        move = parse_move(to_notation(text, lang))
    except MoveParseError as exc:
        error = exc
    if obs is not None and obs.my_turn and len(text) <= _MATCHED_CHARS:
        reading = read(text, lang)
        sides_open = open_sides(reading)  # "swap my silver for a gold": the position says
        legal = move if move is not None and obs.check(move) is None else None
        if legal is not None and not sides_open:
            return legal
        found = match(reading, obs)
        if found is not None and found.sure:
            return found.moves[0]
        if found is not None and (move is None or not reading.unknown):
            raise MoveChoice(found.moves)
        if legal is not None:
            return legal
        if sides_open or (move is None and (error is None or error.rule is None)):
            move = literal(reading, obs) or move
    if move is not None:
        return move
    assert error is not None
    _quote_as_typed(error, text, lang)
    raise error


def _quote_as_typed(error: MoveParseError, text: str, lang: str) -> None:
    """The error's word as the player typed it, never the notation's English."""
    if error.problem in (ParseProblem.UNKNOWN_ACTION, ParseProblem.UNKNOWN_CARD):
        word = _unknown_word(text, lang) or _typed_as(text, lang, error.details["word"])
        error.details["word"] = clip(word)
        error.details["suggestion"] = _suggestion(text, lang, word)
    elif "word" in error.details:
        error.details["word"] = clip(_typed_as(text, lang, error.details["word"]))


def _typed_as(text: str, lang: str, meaning: str) -> str:
    """The first typed word that means `meaning` (itself if none does)."""
    for word in typed_words(text, lang):
        if _meaning(word, lang) == meaning or _plain(word) == meaning:
            return word
    return meaning


def _unknown_word(text: str, lang: str) -> str | None:
    """The first typed word that means nothing in `lang` nor in the notation
    (the engine may stumble on a word this module put first, "革 取っる")."""
    for word in typed_words(text, lang):
        meaning = _meaning(word, lang)
        known = meaning in _NOTATION_WORDS or _is_number(meaning)
        if meaning in (_plain(word), word) and not known:
            return word
    return None


def _suggestion(text: str, lang: str, unknown: str) -> str:
    """The typed text with its unknown word replaced by the closest known word
    that makes it a move (a word of `lang` first), or "none"."""
    words = typed_words(text, lang)
    if len(words) > _SUGGEST_WORDS:
        return "none"
    if unknown not in words:
        return "none"
    at = words.index(unknown)
    own = [w for w, m in lexicon(lang).words.items() if m and m not in _MARKERS and len(w) > 1]
    for choices in (own, list(_ENGLISH_WORDS)):
        for word in get_close_matches(_plain(unknown), choices, n=3, cutoff=0.7):
            fixed = [*words[:at], word, *words[at + 1 :]]
            candidate = _join(fixed, lang)
            try:
                parse_move(to_notation(candidate, lang))
            except MoveParseError as error:
                if error.rule is None:
                    continue
            return candidate
    return "none"


def _join(words: list[str], lang: str) -> str:
    """Words back into a text: Japanese runs together, except Latin words."""
    if lang != "ja":
        return " ".join(words)
    out = ""
    for word in words:
        if out and out[-1].isascii() and word[0].isascii():
            out += " "
        out += word
    return out
