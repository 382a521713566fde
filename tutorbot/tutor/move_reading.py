"""What a typed text says about a move, before any position is known.

A `Reading` is the cards a text names, each with its count (if it gives one),
whether it said "all" of them, and which side it is on: taken (T), given (G),
sold (S), one of the two sides of an exchange whose direction the words leave
open (A, B: "échanger A contre B" gives A in French, "exchange A for B" takes
A in the notation and gives it as English speakers say it), or not said (?);
a possessive ("my silver") marks cards of the hand.  `move_matching` scores the legal moves
of the position against it, so a reading never has to be a whole move.
The words and tokens are `move_lexicon`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tutorbot.engine.cards import CARD_NAMES, Card, parse_card

from .move_lexicon import ARROW, Tok, lexicon, plain, tokens
from .move_words import BOTH, COUNT_NEXT, GIVEN, OBJECT, OWN, PAIR, SWAP, SWAP_VERBS


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
    times: bool = False  # counted as the hand and sales are ("👜 ×3"), never a take
    own: bool = False  # "my silver", "mes épices", "мои ткани": cards of the hand


@dataclass
class Reading:
    """What a text says: the cards it names, its verbs, the words it didn't know.
    `a_given`: the A side of an exchange is what the player gives, as the
    text's words mean it (the other way round is tried after); `settled`:
    the words mean it for sure ("échanger A contre B", "swap A for B"), where
    the English "exchange A for B" may be the notation's (A taken) or the
    speaker's (A given)."""

    mentions: list[Mention] = field(default_factory=list)
    verbs: set[str] = field(default_factory=set)
    unknown: list[str] = field(default_factory=list)
    a_given: bool = True
    settled: bool = True

    def marked(self) -> bool | None:
        """Whether the A side is given, as a possessive marks it ("my silver
        for a gold": A is the hand's), or None when nothing marks a side."""
        owned = {m.side for m in self.mentions if m.own and m.side in ("A", "B")}
        return None if len(owned) != 1 else owned == {"A"}


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
        elif tok.kind == "after" and to_last("num", tok.value):
            mentions[-1].times = True
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
    for mention in mentions:
        if mention.emoji and mention.count is None and not mention.every:
            mention.count = 1  # the board's and receipts' "🐪×2 🧵": one cloth
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
    swap = False  # "swap", "trade": the English verbs that never are the notation's
    for i, tok in enumerate(toks):
        if tok.kind == "verb":
            if tok.value == "exchange":
                swap = plain(tok.raw) in SWAP_VERBS
                named_taken = any(m.side == "T" for m in mentions if m.at < i)
                if after_in and state == "G":  # "do A in cambio di B": B is taken
                    state, switched = "T", True
                elif after_in or (state == "T" and named_taken):
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
                reading.settled = state == "X" and (tok.value == SWAP or lang != "en" or swap)
                reading.a_given = reading.settled
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
            elif verb == "exchange" and any(n.at > (object_at or last) for n in inside):
                m.side = "A" if m.at < (object_at or last) else "B"
            elif verb == "exchange":  # "AとBを交換": which is given, the position says
                m.side = "?"
            else:
                m.side = _VERB_SIDE.get(verb, "?")
    reading.a_given = True


def read(text: str, lang: str) -> Reading:
    """What `text` says about a move, in `lang` (English words read in every language)."""
    toks = tokens(text, lang)
    reading = Reading()
    reading.verbs = {tok.value for tok in toks if tok.kind == "verb"}
    reading.unknown = _unfenced(toks)
    reading.mentions = _counts(toks, lang, lexicon(lang).plurals)
    _sides(toks, reading.mentions, lang, reading)
    _owned(toks, reading.mentions, lang)
    arrow = next((i for i, tok in enumerate(toks) if tok.value == ARROW), None)
    if arrow is not None:  # a receipt's "🧵 🐪 → 🥇 🌶️": given, then taken
        for m in reading.mentions:
            m.side = "G" if m.at < arrow else "T"
    return reading


def _owned(toks: list[Tok], mentions: list[Mention], lang: str) -> None:
    """Marks the cards a possessive names ("my silver", "i miei tessuti",
    "自分の金"): the next card, with nothing but little words between."""
    own = OWN.get(lang, frozenset()) | OWN["en"]
    by_at = {m.at: m for m in mentions}
    marking = False
    for i, tok in enumerate(toks):
        if tok.kind == "card" and i in by_at:
            by_at[i].own = by_at[i].own or marking
            marking = False
        elif tok.kind in ("fill", "unknown") and plain(tok.raw) in own:
            marking = True
        elif tok.kind not in ("fill", "num", "quant") and tok.value != COUNT_NEXT:
            marking = False


def _unfenced(toks: list[Tok]) -> list[str]:
    """The unknown words inside the move's words: one set apart from all of
    them by punctuation ("Anna: take gold", "Ход соперника (Anna) — …") is
    a name or a remark, not a word of the move."""
    meaningful = [i for i, tok in enumerate(toks) if tok.kind in ("verb", "card", "quant")]
    if not meaningful:
        return [tok.raw for tok in toks if tok.kind == "unknown"]
    first, last = meaningful[0], meaningful[-1]
    out = []
    for i, tok in enumerate(toks):
        if tok.kind != "unknown":
            continue
        before = i < first and any(t.kind == "break" for t in toks[i + 1 : first])
        after = i > last and any(t.kind == "break" for t in toks[last + 1 : i])
        if not (before or after):
            out.append(tok.raw)
    return out
