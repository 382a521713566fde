"""What an update asks for, as far as fairness cares: a command's name, and
whether it only explains (its answer can wait behind the game's own replies)
or would repeat the answer of an identical request on an unchanged position."""

from __future__ import annotations

from telegram import Update

from tutorbot.chat import payload as P

#: Commands that change nothing, so the same one twice in a row gives the same answer.
REPEATABLE_COMMANDS = frozenset({"hint", "why", "board", "review", "analyse", "puzzle"})
#: Requests that only explain: their replies go out after boards and AI moves.
EXPLAINING_COMMANDS = frozenset({"hint", "why", "review", "analyse"})
EXPLAINING_BUTTONS = frozenset({P.HINT, P.WHY})


def command_of(text: str) -> tuple[str, str]:
    """A command's name and argument: ``/new@tutorbot 5`` -> ("new", "5")."""
    name, _, arg = text[1:].partition(" ")
    return name.split("@")[0], arg


def repeatable(update: Update) -> str | None:
    """A key equal for requests that would get the same answer (a command and
    its argument; a hint or why button of one board version, which already
    names the position), or None for anything that may change the chat."""
    message = update.message
    if message is not None and message.text and message.text.startswith("/"):
        name, arg = command_of(message.text)
        return f"/{name} {arg.strip()}" if name in REPEATABLE_COMMANDS else None
    query = update.callback_query
    if query is not None and query.data:
        game = P.decode_game(query.data)
        if game is not None and game.action in EXPLAINING_BUTTONS:
            return query.data
    return None


def explains(update: Update) -> bool:
    """Whether the update only asks for an explanation (`/hint`, 💡, `/why`...)."""
    message = update.message
    if message is not None and message.text and message.text.startswith("/"):
        return command_of(message.text)[0] in EXPLAINING_COMMANDS
    query = update.callback_query
    game = P.decode_game(query.data) if query is not None and query.data else None
    return game is not None and game.action in EXPLAINING_BUTTONS
