"""The slash commands: one handler each, found by name in `COMMANDS`.

A new command is a handler `async def (ctx, arg) -> Reply` and one entry in
`COMMANDS` (commands about the game in play go through `on_game`).  The bot's
command menu lists the names in `tutorbot.telegram.app.COMMANDS`.
"""

from __future__ import annotations

from . import keyboards as K
from . import playing, preferences, render
from .context import Context, GameHandler, Handler
from .render import new_game_row
from .view import Message, Reply


async def start(ctx: Context, arg: str) -> Reply:
    t, name = ctx.tutor.t, ctx.user.name
    hello = t("welcome", name=name) if name else t("welcome-anonymous")
    text = "\n\n".join([hello, t("how-to-play")])
    return Reply([Message(text, [new_game_row(ctx.tutor), *K.language_menu()])])


async def new(ctx: Context, arg: str) -> Reply:
    level = preferences.level_of(arg)
    if level is not None:
        return await playing.new_game(ctx, level)
    return Reply([Message(ctx.tutor.t("choose-level"), K.level_menu(ctx.tutor))])


async def level(ctx: Context, arg: str) -> Reply:
    chosen = preferences.level_of(arg)
    if chosen is not None:
        return await preferences.set_level(ctx, chosen)
    return Reply([Message(ctx.tutor.t("choose-level-default"), K.level_menu(ctx.tutor))])


async def language(ctx: Context, arg: str) -> Reply:
    lang = preferences.language_of(arg)
    if lang is not None:
        return await preferences.set_language(ctx, lang)
    return Reply([Message(ctx.tutor.t("choose-language"), K.language_menu())])


async def mode(ctx: Context, arg: str) -> Reply:
    chosen = preferences.mode_of(arg)
    if chosen is not None:
        return await preferences.set_mode(ctx, chosen)
    return Reply([Message(ctx.tutor.t("choose-mode"), K.mode_menu(ctx.tutor))])


async def rules(ctx: Context, arg: str) -> Reply:
    return preferences.rules(ctx.tutor, int(arg) if arg.isdigit() else 1)


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
    "new": new,
    "level": level,
    "language": language,
    "mode": mode,
    "rules": rules,
    "stats": stats,
    "help": help_,
    "board": board,
    "hint": on_game(playing.hint),
    "why": on_game(playing.why),
    "resign": on_game(playing.resign),
}
FALLBACK: Handler = help_
