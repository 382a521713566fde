"""The terminal's screen: a reply drawn as text with numbered buttons, a typed line read back.

A terminal has no buttons, so each one gets a number, and typing the number
presses it; the same functions serve one player and pass-and-play.  A board's
action keeps its number on every screen (Take is always 1, Camels 2, even when
there are no camels to take and 2 is left unused; Back is 0), so a hand that learnt
the numbers is never surprised; a heading (a button that only labels a row)
has no number.  Text is wrapped at word boundaries to the terminal's width,
counting a wide (CJK, emoji) character as two columns; the width is read again
at each screen, so a resized window gets screens of its new width.  Buttons are
laid out whole: a row too wide goes on over as many lines as it needs, a button
at a time, and a label wider than the terminal is shortened with "…".
"""

from __future__ import annotations

import io
import os
import unicodedata
from typing import TextIO

from tutorbot.chat import Command, Intent, Press, Reply, Text
from tutorbot.chat import payload as P
from tutorbot.chat.board import display_width
from tutorbot.chat.commands import command_name
from tutorbot.chat.view import Button
from tutorbot.engine import ascii_int
from tutorbot.tutor import NO_BREAK

#: Puts the cursor at the top, clears the screen, then the scrollback (as `clear`
#: does: some terminals, tmux among them, keep what 2J erased in the scrollback).
CLEAR = "\033[H\033[2J\033[3J"

#: The number each move-building action of a board always has; the buttons
#: after them (Rules, Why...) count on from the last of these on the screen.
FIXED_NUMBERS: dict[str, int] = {
    P.TAKE_MENU: 1,
    P.CAMELS: 2,
    P.EXCHANGE_MENU: 3,
    P.SELL_MENU: 4,
    P.HINT: 5,
    P.CANCEL: 0,
}

Buttons = dict[int, Button]


def _action(button: Button) -> str:
    """A game button's action letter; "" for the others (menus, pages)."""
    decoded = P.decode_game(button.payload)
    return "" if decoded is None else decoded.action


def numbered(buttons: list[Button]) -> Buttons:
    """Each button's number: an action's fixed number when it is alone on the
    screen with that action, the others counted on after the fixed ones."""
    actions = [_action(b) for b in buttons]
    fixed = {
        i: FIXED_NUMBERS[a]
        for i, a in enumerate(actions)
        if a in FIXED_NUMBERS and actions.count(a) == 1
    }
    following = max(fixed.values(), default=0) + 1
    numbers: Buttons = {}
    for i, button in enumerate(buttons):
        if i in fixed:
            numbers[fixed[i]] = button
        else:
            numbers[following] = button
            following += 1
    return numbers


def _is_wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in "WF"


#: Columns a text takes: the chat board's measure (wide characters and emoji 2).
width_of = display_width


#: Characters a line never starts with (they stay with what they close).
_CLOSING = "、。」』）・ー！？,.:;!?»)"


def _pieces(line: str) -> list[str]:
    """A line cut where it may break: after a space, and around wide
    characters (Japanese has no spaces), never before closing punctuation."""
    pieces: list[str] = []
    for char in line:
        prev = pieces[-1][-1] if pieces else ""
        glue = char in _CLOSING or char == "\ufe0f" or unicodedata.combining(char) or char == " "
        glue = glue or NO_BREAK in (char, prev)  # a no-break space binds its neighbours
        if pieces and not glue and (prev == " " or _is_wide(char) or _is_wide(prev)):
            pieces.append(char)
        elif pieces:
            pieces[-1] += char
        else:
            pieces.append(char)
    return pieces


def wrap(line: str, width: int) -> list[str]:
    """`line` in lines of at most `width` columns, broken at word boundaries;
    a continuation keeps the line's indent.  A word wider than the terminal
    is the one thing cut."""
    if width_of(line) <= width:
        return [line]
    indent = line[: len(line) - len(line.lstrip(" "))]
    if width_of(indent) > width // 2:
        indent = ""
    lines: list[str] = []
    current = ""
    for piece in _pieces(line):
        candidate = current + piece
        if width_of(candidate.rstrip()) <= width or not current.strip():
            current = candidate
            while width_of(current.rstrip()) > width:  # one word too wide: cut it
                cut = _fit(current, width)
                lines.append(current[:cut])
                current = indent + current[cut:]
            continue
        lines.append(current.rstrip())
        current = indent + piece.lstrip(" ")
    if current.strip():
        lines.append(current.rstrip())
    return lines or [""]


def _fit(text: str, width: int) -> int:
    """How many characters of `text` fit in `width` columns (at least one)."""
    for i in range(len(text), 0, -1):
        if width_of(text[:i]) <= width:
            return i
    return 1


def wrapped(text: str, width: int | None) -> str:
    if width is None:
        return text
    return "\n".join(part for line in text.split("\n") for part in wrap(line, width))


#: What a shortened label ends with.
ELLIPSIS = "…"
#: Between two buttons of a row.
GAP = "   "
#: A button as the screen shows it, and whether it is pressed (by its number)
#: rather than read (a heading, a link).
Cell = tuple[str, bool]


def shortened(text: str, width: int) -> str:
    """`text` in at most `width` columns: whole when it fits, else cut after
    its last word that fits, with "…" to show the cut.  When no more than its
    first word (a button's number) would be left, the next word is cut inside
    instead: a number alone would say nothing."""
    if width_of(text) <= width:
        return text
    room = max(1, width - width_of(ELLIPSIS))
    pieces = _pieces(text)
    kept = ""
    for piece in pieces:
        if width_of((kept + piece).rstrip()) > room:
            break
        kept += piece
    if len(kept) <= len(pieces[0]):
        kept = text[: _fit(text, room)]
    return kept.rstrip() + ELLIPSIS


def button_lines(cells: list[Cell], width: int | None) -> list[str]:
    """A row of buttons in lines of at most `width` columns (None: one line):
    each button whole on one line, the next one on a new line when it would
    not fit beside the last.  A button wider than a line is shortened; a
    heading or a link that wide (words to read, an address to copy) is
    wrapped on lines of its own instead."""
    if width is None:
        return [GAP.join(text for text, _ in cells)]
    lines: list[str] = []
    for text, pressed in cells:
        if pressed:
            text = shortened(text, width)
        if lines and width_of(lines[-1] + GAP + text) <= width:
            lines[-1] += GAP + text
        else:
            lines += wrap(text, width)
    return lines


def render(reply: Reply, width: int | None = None) -> tuple[str, Buttons]:
    """The reply as terminal text, every button but headings numbered; text
    wrapped to `width` columns at word boundaries, buttons laid out whole
    (None: not wrapped)."""
    pressable = [
        button
        for message in reply.messages
        for row in message.buttons
        for button in row
        if not button.url and not button.heading
    ]
    buttons = numbered(pressable)
    numbers = {id(button): n for n, button in buttons.items()}
    lines: list[str] = []
    for message in reply.messages:
        lines.append(wrapped(message.text, width))
        for row in message.buttons:
            cells: list[Cell] = []
            for button in row:
                if button.url:  # a link: shown, not pressed
                    cells.append((f"{button.label}: {button.url}", False))
                elif button.heading:
                    cells.append((button.label, False))
                else:
                    cells.append((f"[{numbers[id(button)]}] {button.label}", True))
            lines += button_lines(cells, width)
        lines.append("")
    return "\n".join(lines), buttons


def screen_width(stdout: TextIO) -> int | None:
    """The terminal's width in columns, or None when the output is no terminal
    (a pipe, a file: nothing is wrapped)."""
    try:
        if not stdout.isatty():
            return None
        return os.get_terminal_size(stdout.fileno()).columns or None
    except (OSError, ValueError, io.UnsupportedOperation):
        return ascii_int(os.environ.get("COLUMNS", ""))


def is_quit(line: str) -> bool:
    """Whether the line asks to leave: /quit, /exit or the same in the player's words."""
    text = line.strip()
    return text.startswith("/") and command_name(text[1:]) in ("quit", "exit")


def intent_for(line: str, buttons: Buttons) -> Intent:
    """A number presses that button; "/name arg" is a command; anything else is text."""
    text = line.strip()
    number = ascii_int(text)
    if number is not None and number in buttons:
        return Press(buttons[number].payload)
    if text.startswith("/"):
        name, _, arg = text[1:].partition(" ")
        return Command(name, arg)
    return Text(text)
