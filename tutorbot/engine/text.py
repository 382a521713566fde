"""Reading numbers people type and quoting what they typed: one place for both.

`str.isdigit()` accepts "²", "③" or "٣", which `int()` rejects or reads as a
number no one meant, so every number from a chat, a button or the terminal
goes through `ascii_int`.  Anything typed that a reply quotes back goes
through `clip`, so a 4,096-character message is never echoed whole (and never
reaches Fluent's 1,000-character limit on a placeable).
"""

from __future__ import annotations

#: The longest number anyone means here (a level, a page, a card count).
MAX_DIGITS = 12
#: How much of something typed a reply quotes.
QUOTE_LIMIT = 40
ELLIPSIS = "…"


def ascii_int(text: str) -> int | None:
    """The number `text` spells in ASCII digits 0-9 (spaces around allowed), else None."""
    digits = text.strip()
    if not 0 < len(digits) <= MAX_DIGITS or not (digits.isascii() and digits.isdigit()):
        return None
    return int(digits)


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """`text` cut to `limit` characters, with an ellipsis when it was longer."""
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS
