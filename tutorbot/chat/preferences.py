"""A player's choices (level, language, tutor mode), the rules pages and the
lifetime stats: what commands and plain buttons share."""

from __future__ import annotations

import asyncio

from tutorbot.ai import LEVELS
from tutorbot.engine import ascii_int
from tutorbot.store import MATCH, PUZZLE, Stat
from tutorbot.tutor import LANGUAGES, Tutor, TutorMode

from . import keyboards as K
from . import rating, render
from .context import Context, Turn
from .render import new_game_row
from .view import Message, Reply


def level_of(arg: str) -> int | None:
    """The AI level `arg` names, or None."""
    level = ascii_int(arg)
    return level if level in LEVELS else None


def language_of(arg: str) -> str | None:
    return arg if arg in LANGUAGES else None


def mode_of(arg: str) -> TutorMode | None:
    try:
        return TutorMode(arg)
    except ValueError:
        return None


async def set_level(ctx: Context, level: int) -> Reply:
    ctx.prefs.level = level
    await ctx.store.set_prefs(ctx.user.id, ctx.prefs)
    name = ctx.tutor.level_name(level, LEVELS[level].key)
    return Reply([Message(ctx.tutor.t("level-set", name=name))], toast=name)


async def set_language(ctx: Context, lang: str) -> Reply:
    ctx.prefs.lang = lang
    await ctx.store.set_prefs(ctx.user.id, ctx.prefs)
    tutor = Tutor(lang, ctx.tutor.mode)
    text = tutor.t("language-set")
    session = render.current(await ctx.load())
    if session is not None and ctx.may_play(session):  # mid-game: the board, in new words
        reply = render.show(Turn.of(session, ctx.user, tutor, ctx.tables, ctx.table_url))
        reply.messages.insert(0, Message(text))
        reply.toast = text
        return reply
    return Reply([Message(text, [new_game_row(tutor)])], toast=text)


async def set_mode(ctx: Context, mode: TutorMode) -> Reply:
    ctx.prefs.mode = mode
    await ctx.store.set_prefs(ctx.user.id, ctx.prefs)
    tutor = ctx.tutor
    text = Tutor(tutor.lang, mode).t("mode-set", mode=tutor.t(f"mode-{mode}"))
    return Reply([Message(text)], toast=text)


def rules(tutor: Tutor, page: int) -> Reply:
    page = min(max(page, 1), tutor.page_count)
    return Reply([Message(tutor.rules_page(page), K.rules_menu(tutor, page))])


async def stats(ctx: Context) -> Reply:
    """The player's two ratings and their record level by level (the three
    reads at once: one wait, not three)."""
    uid = ctx.user.id
    found, matches, puzzles = await asyncio.gather(
        ctx.store.get_stats(uid),
        ctx.store.load_rating(uid, MATCH),
        ctx.store.load_rating(uid, PUZZLE),
    )
    t = ctx.tutor.t
    lines = [t("stats-title")]
    lines += rating.lines(ctx.tutor, matches, puzzles)
    for level, lv in LEVELS.items():
        if level in found.by_level:
            lines.append(
                t(
                    "stats-line",
                    level=ctx.tutor.level_name(level, lv.key),
                    won=found.get(level, Stat.MATCHES_WON),
                    lost=found.get(level, Stat.MATCHES_LOST),
                    rwon=found.get(level, Stat.ROUNDS_WON),
                    rlost=found.get(level, Stat.ROUNDS_LOST),
                )
            )
    if len(lines) == 1:
        lines.append(t("stats-none"))
    # a way on, as under the other screens that end somewhere: the level menu
    # it opens stars the level the lines above suggest
    return Reply([Message("\n".join(lines), [new_game_row(ctx.tutor)])])
