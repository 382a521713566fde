"""The slash commands: one handler each, found by name in `COMMANDS`.

A new command is a handler `async def (ctx, arg) -> Reply` and one entry in
`COMMANDS` (about the game in play: wrap it in `on_game`; picking from a menu:
`choice`).  Features add theirs (/learn, /friend, /review) and wrap some
of these (a friend game answers /board while one is in play).  The bot's
command menu lists the names in `tutorbot.telegram.app.COMMANDS`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

from tutorbot.engine import ascii_int
from tutorbot.tutor import Tutor

from . import keyboards as K
from . import playing, preferences, render, resigning
from .context import Context, GameHandler, Handler
from .render import new_game_row
from .view import Message, Reply

T = TypeVar("T")


async def start(ctx: Context, arg: str) -> Reply:
    t, name = ctx.tutor.t, ctx.user.name
    hello = t("welcome", name=name) if name else t("welcome-anonymous")
    text = "\n\n".join([hello, t("how-to-play")])
    rows = [new_game_row(ctx.tutor), *K.language_menu()]
    return Reply([Message(text, rows)])


def choice(
    parse: Callable[[str], T | None],
    apply: Callable[[Context, T], Awaitable[Reply]],
    prompt: str,
    menu: Callable[[Tutor], K.Keyboard],
) -> Handler:
    """A command that applies a valid argument, or else asks with a menu."""

    async def run(ctx: Context, arg: str) -> Reply:
        chosen = parse(arg)
        if chosen is not None:
            return await apply(ctx, chosen)
        return Reply([Message(ctx.tutor.t(prompt), menu(ctx.tutor))])

    return run


async def rules(ctx: Context, arg: str) -> Reply:
    return preferences.rules(ctx.tutor, ascii_int(arg) or 1)


async def stats(ctx: Context, arg: str) -> Reply:
    return await preferences.stats(ctx)


async def help_(ctx: Context, arg: str) -> Reply:
    return Reply([Message(ctx.tutor.t("help"))])


def on_game(handler: GameHandler) -> Handler:
    """A command about the chat's game in play, by the player who may play it."""

    async def run(ctx: Context, arg: str) -> Reply:
        session = render.current(await ctx.load())
        if session is None:
            return render.no_game(ctx.tutor)
        if not ctx.may_play(session):
            return render.not_your_game(ctx.tutor)
        return await handler(ctx, ctx.turn(session), arg)

    return run


async def board(ctx: Context, arg: str) -> Reply:
    """The board, for anyone in the chat (no need to be the player)."""
    session = render.current(await ctx.load())
    return render.no_game(ctx.tutor) if session is None else render.show(ctx.turn(session))


#: Command name (lower case, no slash) -> handler; anything else gets the help.
COMMANDS: dict[str, Handler] = {
    "start": start,
    "new": choice(preferences.level_of, playing.new_game, "choose-level", K.level_menu),
    "level": choice(
        preferences.level_of, preferences.set_level, "choose-level-default", K.level_menu
    ),
    "language": choice(
        preferences.language_of,
        preferences.set_language,
        "choose-language",
        lambda tutor: K.language_menu(),
    ),
    "mode": choice(preferences.mode_of, preferences.set_mode, "choose-mode", K.mode_menu),
    "rules": rules,
    "stats": stats,
    "help": help_,
    "board": board,
    "hint": on_game(playing.hint),
    "why": on_game(playing.why),
    "analyse": on_game(playing.analyse),
    "resign": on_game(resigning.ask),
}
COMMANDS["lang"] = COMMANDS["language"]  # the short name people type
COMMANDS["analyze"] = COMMANDS["analyse"]
FALLBACK: Handler = help_
