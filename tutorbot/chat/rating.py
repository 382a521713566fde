"""The player's two ratings: the match rating, updated after each match
against the AI, and the puzzle rating, after each first attempt at a puzzle;
/stats shows each with its own trend, and the level the match rating
suggests, with the player's own numbers as the reason.

The two are apart, as on Lichess: a puzzle is rated as a game against the
puzzle's fixed rating, and one missed easy puzzle would move a new player's
single rating by hundreds of points, then tell them they had almost no
chance against a level they keep beating.  Each result is its own Glicko-2
rating period against the opponent's fixed rating (a level's:
`tutorbot.ai.level_ratings`), as online chess rates game by game; a week
without a result of its kind is an idle period, which widens that rating's
deviation (a rating not tested for a while is less sure).  Games against
friends are not rated: their strength is unknown to the bot, and a teaching
game with an open hand says nothing about either player.  Lessons are not
rated either, nor is the guided first game: its deal and first turns are the
tutor's, so its result says little of the player (each kind of game declares
this with itself: `context.GameEnd`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum

from tutorbot.ai import LEVELS
from tutorbot.ai.glicko2 import Rating, Result, idle, rate, win_chance
from tutorbot.ai.level_ratings import LEVEL_RATINGS
from tutorbot.engine import Game
from tutorbot.store import (
    MATCH,
    PUZZLE,
    RECENT_RESULTS,
    RatedResult,
    RatingKind,
    RatingRecord,
    Session,
    StoreUnavailable,
)
from tutorbot.tutor import Tutor

from . import keyboards as K
from . import payload as P
from .context import Context
from .view import Message

log = logging.getLogger(__name__)

#: A week without a result is one idle rating period.
IDLE_PERIOD = 7 * 24 * 3600
#: Above this deviation the rating is provisional (as on Lichess): its ±
#: (two deviations) is still over 220 points.
PROVISIONAL_DEVIATION = 110.0
#: A puzzle's rating is one number; how unsure it is, when its caller doesn't say.
PUZZLE_DEVIATION = 100.0

#: Matches against one level (among the last results) before a suggestion.
SUGGEST_AFTER = 3
#: Winning at least this share of them suggests the next level up; at most
#: `DOWN_AT`, the one below.  In between the level fits: the player wins
#: some and learns from the rest.
UP_AT = 0.7
DOWN_AT = 0.3


def as_rating(record: RatingRecord) -> Rating:
    return Rating(record.rating, record.deviation, record.volatility)


def updated(
    record: RatingRecord | None,
    opponent: Rating,
    score: float,
    event: str,
    kind: RatingKind,
    level: int,
    now: float,
) -> RatingRecord:
    """The record after one result (a rating period of one game), idle weeks
    since the last result counted first; a player never rated (None) starts
    as Glicko-2's new player."""
    if record is None:
        before, weeks, results, recent = Rating(), 0, 0, []
    else:
        before, results, recent = as_rating(record), record.results, record.recent
        weeks = int((now - record.updated) // IDLE_PERIOD)
    after = rate(idle(before, weeks), [Result(opponent, score)])
    done = RatedResult(event, kind, level, score, before.rating, after.rating, now)
    return RatingRecord(
        after.rating,
        after.deviation,
        after.volatility,
        results + 1,
        now,
        [*recent, done][-RECENT_RESULTS:],
    )


async def _rate(
    ctx: Context,
    user_id: int,
    event: str,
    opponent: Rating,
    score: float,
    kind: RatingKind,
    level: int,
) -> RatingRecord | None:
    """Count one result once, in the rating of its kind; a store that fails
    is logged, not shown (the match is saved already, and an unrated result
    is the lesser harm)."""
    now = ctx.now()
    try:
        return await ctx.store.rate(
            user_id,
            kind,
            event,
            now,
            lambda record: updated(record, opponent, score, event, kind, level, now),
        )
    except StoreUnavailable as exc:
        log.error("user %s: %s %s not rated: %s", user_id, kind, event, exc)
        return None


async def rate_match(ctx: Context, session: Session) -> RatingRecord | None:
    """Rate a match against the AI that was just saved finished, of a kind
    whose end is rated (`context.GameEnd`): a win, or a loss (a resigned or
    abandoned match is lost, as /stats counts it)."""
    if session.level not in LEVEL_RATINGS:
        return None
    won = Game.from_dict(session.position).winner == session.human
    user = session.owner or ctx.user.id
    # the game id names the deal, which a terminal's --seed repeats from run to
    # run; with the second its game was first saved it names this match
    event = f"m:{session.game_id}:{int(session.created)}"
    opponent = LEVEL_RATINGS[session.level]
    return await _rate(ctx, user, event, opponent, 1.0 if won else 0.0, MATCH, session.level)


async def rate_puzzle(
    ctx: Context,
    puzzle_id: str,
    puzzle_rating: float,
    solved: bool,
    puzzle_deviation: float = PUZZLE_DEVIATION,
) -> RatingRecord | None:
    """Rate the player's first attempt at a puzzle in their puzzle rating, as
    a game against an opponent of the puzzle's rating: solved a win, failed a
    loss.  Only the first attempt counts: a second call for the same puzzle
    changes nothing (None), so the caller need not remember which attempt
    this is."""
    opponent = Rating(puzzle_rating, puzzle_deviation)
    score = 1.0 if solved else 0.0
    return await _rate(ctx, ctx.user.id, f"p:{puzzle_id}", opponent, score, PUZZLE, 0)


# ------------------------------------------------------------ the suggestion
class Advice(StrEnum):
    UP = "up"
    DOWN = "down"
    STAY = "stay"
    TOP = "top"  # winning most matches against the strongest level


@dataclass(frozen=True)
class Suggestion:
    """The level to play next, and the player's own numbers behind it."""

    level: int
    advice: Advice
    against: int  # the level the numbers are about
    won: int
    played: int
    chance: float  # the match rating's chance of beating `level` (`win_chance`)


@dataclass(frozen=True)
class Waiting:
    """Too few recent matches against the level for a suggestion."""

    level: int
    left: int


def suggest(record: RatingRecord | None) -> Suggestion | Waiting | None:
    """From the match rating's last results: the matches against the level
    of the latest one, won or lost.  Winning `UP_AT` of them suggests the
    level above, `DOWN_AT` or fewer the one below, anything between the same
    level; the chance is the match rating's (puzzles never move it)."""
    if record is None:
        return None
    matches = [r for r in record.recent if r.kind == MATCH and r.level in LEVEL_RATINGS]
    if not matches:
        return None
    level = matches[-1].level
    played = [r for r in matches if r.level == level]
    if len(played) < SUGGEST_AFTER:
        return Waiting(level, SUGGEST_AFTER - len(played))
    won = sum(1 for r in played if r.score >= 1.0)
    share = won / len(played)
    top, bottom = max(LEVEL_RATINGS), min(LEVEL_RATINGS)
    if share >= UP_AT:
        advice, target = (Advice.UP, level + 1) if level < top else (Advice.TOP, level)
    elif share <= DOWN_AT and level > bottom:
        advice, target = Advice.DOWN, level - 1
    else:
        advice, target = Advice.STAY, level
    chance = win_chance(as_rating(record), LEVEL_RATINGS[target])
    return Suggestion(target, advice, level, won, len(played), chance)


async def suggested_level(ctx: Context) -> int | None:
    """The level the player's numbers suggest now (None: not yet)."""
    found = suggest(await ctx.store.load_rating(ctx.user.id, MATCH))
    return found.level if isinstance(found, Suggestion) else None


async def level_menu(ctx: Context, prompt: str, active: int | None, verb: str = P.LEVEL) -> Message:
    """The question `prompt` over the levels: the player's current one
    (`active`) marked and the suggested one starred, each with a line that
    says what its mark means; a press sends `verb` (`keyboards.level_menu`)."""
    suggested = await suggested_level(ctx)
    text = ctx.tutor.t(prompt)
    if active is not None:
        text += "\n" + ctx.tutor.t("level-menu-current", level=_level(ctx.tutor, active))
    if suggested is not None:
        text += "\n" + ctx.tutor.t("rating-menu-suggested", next=_level(ctx.tutor, suggested))
    return Message(text, K.level_menu(ctx.tutor, active, suggested, verb))


# ---------------------------------------------------------------- the texts
def _level(tutor: Tutor, level: int) -> str:
    return tutor.level_name(level, LEVELS[level].key)


#: The trend's mark of a result, by its kind and whether it was won: a puzzle
#: looks unlike a match, so the puzzle trend never reads as more matches.
MARKS = {
    (MATCH, True): "🟢",
    (MATCH, False): "🔴",
    (PUZZLE, True): "✅",
    (PUZZLE, False): "❌",
}


#: Each rating's messages (locales/*.ftl) by its kind: "rating-line", "puzzle-rating-line"…
TEXTS = {MATCH: "rating", PUZZLE: "puzzle-rating"}


def _block(tutor: Tutor, record: RatingRecord | None, kind: RatingKind) -> list[str]:
    """One rating's lines: the rating and its margin, whether it is still
    provisional, and the trend over its last results with what the marks
    mean (none for a rating never moved)."""
    if record is None:
        return []
    t, texts = tutor.t, TEXTS[kind]
    margin = round(2 * record.deviation)  # about 95% of strengths lie within 2 deviations
    # as text: a rating is written 1480, never 1,480 or 1 480
    now = str(round(record.rating))
    out = [t(f"{texts}-line", rating=now, margin=str(margin))]
    if record.deviation > PROVISIONAL_DEVIATION:
        out.append(t(f"{texts}-provisional", games=record.results))
    recent = record.recent
    # none where a record from before the split held puzzles only (`store.rating`)
    if recent:
        marks = "".join(MARKS[r.kind, r.score >= 1.0] for r in recent)
        # from -> to: a bare "+134" read as a gain while the rating fell
        start = str(round(recent[0].before))
        out.append(t(f"{texts}-trend", count=len(recent), marks=marks, start=start, now=now))
        out.append(t(f"{texts}-legend"))
    return out


def lines(tutor: Tutor, matches: RatingRecord | None, puzzles: RatingRecord | None) -> list[str]:
    """/stats' rating lines: the match rating's and the puzzle rating's
    (each where the player has one), then the level the match rating
    suggests."""
    out = _block(tutor, matches, MATCH) + _block(tutor, puzzles, PUZZLE)
    t = tutor.t
    found = suggest(matches)
    if isinstance(found, Waiting):
        out.append(t("rating-suggest-wait", left=found.left, level=_level(tutor, found.level)))
    elif isinstance(found, Suggestion):
        out.append(
            t(
                f"rating-suggest-{found.advice}",
                won=found.won,
                played=found.played,
                level=_level(tutor, found.against),
                next=_level(tutor, found.level),
                chance=round(100 * found.chance),
            )
        )
    return out
