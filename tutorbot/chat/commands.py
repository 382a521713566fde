"""The slash commands: one handler each, found by name in `COMMANDS`.

A new command is a handler `async def (ctx, arg) -> Reply` and one entry in
`COMMANDS` (about the game in play: wrap it in `on_game`; picking from a menu:
`choice`).  A feature brings its own (/learn, /friend, /review) in its
`Feature` value and may wrap some of these (a friend game answers /board
while one is in play); the conversation's `Tables` hold the result.  The bot's
command menu lists the names in `tutorbot.telegram.app.COMMANDS`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Awaitable, Callable
from typing import TypeVar

from tutorbot.engine import Card, ascii_int
from tutorbot.tutor import NO_BREAK, good_name

from . import abandoning, playing, preferences, rating, render, resigning
from . import keyboards as K
from . import payload as P
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


#: The question of a `choice` with its menu, from the question's message id.
Ask = Callable[[Context, str], Awaitable[Message]]


def choice(
    parse: Callable[[str], T | None],
    apply: Callable[[Context, T], Awaitable[Reply]],
    prompt: str,
    ask: Ask,
) -> Handler:
    """A command that applies a valid argument, or else asks with a menu."""

    async def run(ctx: Context, arg: str) -> Reply:
        chosen = parse(arg)
        if chosen is not None:
            return await apply(ctx, chosen)
        return Reply([await ask(ctx, prompt)])

    return run


def asking(menu: Callable[[Context], K.Keyboard]) -> Ask:
    """A plain menu's question: its text over the buttons `menu` draws."""

    async def ask(ctx: Context, prompt: str) -> Message:
        return Message(ctx.tutor.t(prompt), menu(ctx))

    return ask


async def rules(ctx: Context, arg: str) -> Reply:
    return preferences.rules(ctx.tutor, ascii_int(arg) or 1)


async def stats(ctx: Context, arg: str) -> Reply:
    return await preferences.stats(ctx)


#: The Seal percentage /help's note on the search's numbers quotes: a letter,
#: so no one takes it for a reading of their position.
GENERIC_SEAL = "N"


async def help_(ctx: Context, arg: str) -> Reply:
    """The commands, how to read the search's numbers, then what the board's
    signs mean (each card's emoji, the token line's "next ×left"), explained
    once where a player looks for them."""
    t = ctx.tutor.t
    # each sign with its word: a wrapped line never leaves an emoji alone at its end
    cards = " · ".join(good_name(t, card, NO_BREAK) for card in Card)
    # no numbers on this screen: how to read them quotes a plain "N", not a reading
    numbers = t("verdict-explained", seal=GENERIC_SEAL)
    return Reply([Message("\n\n".join([t("help"), numbers, t("help-legend", cards=cards)]))])


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


async def _levels(ctx: Context, prompt: str) -> Message:
    """The levels, the player's own marked and the suggested one starred."""
    return await rating.level_menu(ctx, prompt, ctx.prefs.level)


async def _next_levels(ctx: Context, prompt: str) -> Message:
    """/level's menu: a press keeps the level for the next games, as /help
    says, and starts none (a game in play goes on)."""
    return await rating.level_menu(ctx, prompt, ctx.prefs.level, P.LEVEL_SET)


#: Command name (lower case, no slash) -> handler: the core's own commands;
#: anything that no table answers gets the help.
COMMANDS: dict[str, Handler] = {
    "start": start,
    "new": abandoning.asking_first(
        choice(preferences.level_of, playing.new_game, "choose-level", _levels)
    ),
    "level": choice(
        preferences.level_of, preferences.set_level, "choose-level-default", _next_levels
    ),
    "language": choice(
        preferences.language_of,
        preferences.set_language,
        "choose-language",
        asking(lambda ctx: K.language_menu(ctx.tutor.lang)),
    ),
    "mode": choice(
        preferences.mode_of,
        preferences.set_mode,
        "choose-mode",
        asking(lambda ctx: K.mode_menu(ctx.tutor)),
    ),
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

#: Commands in the players' languages -> the command they stand for.  Telegram
#: takes only Latin letters, digits and _ after a slash, so Russian and Japanese
#: have transliterations (/pomosh, /herupu) that work as commands everywhere,
#: and their own words (помощь, ヘルプ), which work typed alone, with or
#: without a slash (Telegram sends them as text), and after a slash in the terminal.
ALIASES: dict[str, str] = {
    # fr
    **dict.fromkeys(["aide"], "help"),
    **dict.fromkeys(["regles"], "rules"),
    **dict.fromkeys(["conseil", "indice"], "hint"),
    **dict.fromkeys(["pourquoi"], "why"),
    **dict.fromkeys(["nouvelle", "nouveau", "partie"], "new"),
    **dict.fromkeys(["plateau"], "board"),
    **dict.fromkeys(["niveau"], "level"),
    **dict.fromkeys(["langue"], "language"),
    **dict.fromkeys(["abandon", "abandonner"], "resign"),
    **dict.fromkeys(["statistiques", "resultats"], "stats"),
    **dict.fromkeys(["lecons"], "learn"),
    **dict.fromkeys(["revoir"], "review"),
    **dict.fromkeys(["exercice", "exercices", "probleme"], "puzzle"),
    **dict.fromkeys(["ami"], "friend"),
    **dict.fromkeys(["quitter"], "quit"),
    # it
    **dict.fromkeys(["aiuto"], "help"),
    **dict.fromkeys(["regole"], "rules"),
    **dict.fromkeys(["consiglio", "suggerimento"], "hint"),
    **dict.fromkeys(["perche"], "why"),
    **dict.fromkeys(["nuova", "partita"], "new"),
    **dict.fromkeys(["tavolo"], "board"),
    **dict.fromkeys(["livello"], "level"),
    **dict.fromkeys(["lingua"], "language"),
    **dict.fromkeys(["modo", "modalita"], "mode"),
    **dict.fromkeys(["statistiche", "risultati"], "stats"),
    **dict.fromkeys(["abbandona", "arrenditi"], "resign"),
    **dict.fromkeys(["lezioni"], "learn"),
    **dict.fromkeys(["rivedi"], "review"),
    **dict.fromkeys(["esercizio", "esercizi", "rompicapo"], "puzzle"),
    **dict.fromkeys(["amico"], "friend"),
    **dict.fromkeys(["esci"], "quit"),
    # ru: transliterated, then the words themselves
    **dict.fromkeys(["pomosh", "помощь", "справка"], "help"),
    **dict.fromkeys(["pravila", "правила"], "rules"),
    **dict.fromkeys(["podskazka", "подсказка"], "hint"),
    **dict.fromkeys(["pochemu", "почему"], "why"),
    **dict.fromkeys(["novaya", "новая", "заново"], "new"),
    **dict.fromkeys(["doska", "доска", "стол"], "board"),
    **dict.fromkeys(["uroven", "уровень"], "level"),
    **dict.fromkeys(["yazyk", "язык"], "language"),
    **dict.fromkeys(["rezhim", "режим"], "mode"),
    **dict.fromkeys(["statistika", "статистика"], "stats"),
    **dict.fromkeys(["sdatsya", "сдаться"], "resign"),
    **dict.fromkeys(["uroki", "уроки"], "learn"),
    **dict.fromkeys(["razbor", "разбор"], "review"),
    **dict.fromkeys(["zadacha", "zadachi", "задача", "задачи"], "puzzle"),
    **dict.fromkeys(["drug", "друг"], "friend"),
    **dict.fromkeys(["vyhod", "выход"], "quit"),
    # ja: romaji, then the words themselves
    **dict.fromkeys(["herupu", "ヘルプ", "使い方"], "help"),
    **dict.fromkeys(["ruru", "ルール"], "rules"),
    **dict.fromkeys(["hinto", "ヒント"], "hint"),
    **dict.fromkeys(["naze", "なぜ"], "why"),
    **dict.fromkeys(["shinki", "新しいゲーム", "新規"], "new"),
    **dict.fromkeys(["banmen", "盤面"], "board"),
    **dict.fromkeys(["reberu", "レベル"], "level"),
    **dict.fromkeys(["gengo", "言語"], "language"),
    **dict.fromkeys(["seiseki", "成績"], "stats"),
    **dict.fromkeys(["kosan", "kousan", "降参", "toryo", "投了"], "resign"),
    **dict.fromkeys(["ressun", "レッスン"], "learn"),
    **dict.fromkeys(["furikaeri", "振り返り"], "review"),
    **dict.fromkeys(["mondai", "問題", "パズル"], "puzzle"),
    **dict.fromkeys(["tomodachi", "友達"], "friend"),
    **dict.fromkeys(["owari", "終了"], "quit"),
}


def _alias_key(word: str) -> str:
    """How a typed name is looked up: folded, and without its accents where
    that leaves plain letters ("règles" -> "regles"), as the aliases are kept."""
    key = unicodedata.normalize("NFKC", word).lower()
    plain = "".join(c for c in unicodedata.normalize("NFD", key) if not unicodedata.combining(c))
    return plain if plain.isascii() else key


def command_name(name: str) -> str:
    """The command a name typed after a slash stands for ("aide" -> "help")."""
    key = _alias_key(name)
    return ALIASES.get(key, key)


def typed_command(text: str) -> str | None:
    """The command a line typed without a slash means, if it is one of the
    words Telegram can't take as a command ("помощь", "/ヘルプ", "/règles"); else None."""
    word = text.strip().removeprefix("/")
    if word.isascii():
        return None
    return ALIASES.get(_alias_key(word))
