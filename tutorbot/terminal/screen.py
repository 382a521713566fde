"""The terminal's screen: a reply drawn as text with numbered buttons, a typed line read back.

A terminal has no buttons, so each one gets a number, and typing the number
presses it; the same two functions serve one player and pass-and-play.
"""

from __future__ import annotations

from tutorbot.chat import Command, Intent, Press, Reply, Text
from tutorbot.chat.commands import command_name
from tutorbot.chat.view import Button
from tutorbot.engine import ascii_int

#: Clears a terminal and puts the cursor at the top.
CLEAR = "\033[2J\033[H"


def render(reply: Reply) -> tuple[str, list[Button]]:
    """The reply as terminal text, with every button numbered."""
    lines: list[str] = []
    buttons: list[Button] = []
    for message in reply.messages:
        lines.append(message.text)
        for row in message.buttons:
            cells = []
            for button in row:
                if button.url:  # a link: shown, not pressed
                    cells.append(f"{button.label}: {button.url}")
                    continue
                buttons.append(button)
                cells.append(f"[{len(buttons)}] {button.label}")
            lines.append("   ".join(cells))
        lines.append("")
    return "\n".join(lines), buttons


def is_quit(line: str) -> bool:
    """Whether the line asks to leave: /quit, /exit or the same in the player's words."""
    text = line.strip()
    return text.startswith("/") and command_name(text[1:]) in ("quit", "exit")


def intent_for(line: str, buttons: list[Button]) -> Intent:
    """A number presses that button; "/name arg" is a command; anything else is text."""
    text = line.strip()
    number = ascii_int(text)
    if number is not None and 1 <= number <= len(buttons):
        return Press(buttons[number - 1].payload)
    if text.startswith("/"):
        name, _, arg = text[1:].partition(" ")
        return Command(name, arg)
    return Text(text)
