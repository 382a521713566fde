"""Grading a finished match, for the review and for the puzzles made of its key moments.

Grading one round is the heavy part, run in the AI's process pool: a job is
a pure function of the stored match (seed and history) and the player's
seat, so it runs the same in a worker, inline, or in a benchmark.  Grading
uses `tutorbot.ai.grade_turn` (the greedy look-ahead search in rupee-like
units, the scale the review's thresholds are set in) to find each turn's
better move and what the move played gave up; a key moment's verdict line,
the Seal chances and margins of both moves, comes from the tutor's verdict
(`tutorbot.ai.verdict.rate_these`: the compiled core's playouts where it is
built), the same numbers the hint quotes.  On the player's observations only.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import partial

from tutorbot.ai import Grade, grade_turn
from tutorbot.ai.verdict import rate_these
from tutorbot.engine import Move, Observation, Played
from tutorbot.store import ReviewRecord
from tutorbot.tutor import Tutor
from tutorbot.tutor.facts import Fact
from tutorbot.tutor.review import (
    REVIEW_VERSION,
    ROUND_AT_STAKE,
    ReplayedRound,
    Review,
    TurnGrade,
    grade_round,
    replay,
    start_of,
)
from tutorbot.tutor.review import summarise as summarise_rounds

from .context import Context

#: Sampled worlds per graded turn: 12 keep a 3-round match well inside 10 s on one core.
REVIEW_WORLDS = 12


def review_seed(game_id: str, ply: int) -> int:
    """The worlds a turn is graded in follow from the match and the turn alone."""
    return zlib.crc32(f"{game_id}:review:{ply}".encode())


def match_seed(game_id: str) -> int:
    """The deal's seed, as `playing.new_game` derives it from the game id."""
    return int(game_id, 16)


def replay_match(game_id: str, history: Sequence[Played], seat: int) -> list[ReplayedRound]:
    """The match's rounds replayed from its deal, as `seat` saw them."""
    return replay(start_of(match_seed(game_id), history), history, seat)


def grade_match_round(
    game_id: str, history: Sequence[Played], seat: int, index: int, worlds: int | None = None
) -> list[TurnGrade]:
    """Grade the player's turns of the match's `index`-th round (from 0)."""
    rnd = replay_match(game_id, history, seat)[index]
    grader = partial(_grade, worlds=worlds or REVIEW_WORLDS)
    return grade_round(rnd, grader, partial(review_seed, game_id), rate_these)


def _grade(obs: Observation, move: Move, seed: int, worlds: int) -> Grade:
    return grade_turn(obs, move, worlds, seed)


def review_match(game_id: str, history: Sequence[Played], seat: int) -> Review:
    """The whole review in one go (tools and tests; the bot goes round by round)."""
    rounds = replay_match(game_id, history, seat)
    grades = [grade_match_round(game_id, history, seat, i) for i in range(len(rounds))]
    return summarise_rounds(rounds, grades, seat)


async def analyse(ctx: Context, record: ReviewRecord) -> Review:
    """Grade every round of the match off the event loop, saying which one."""
    rounds = replay_match(record.game_id, record.history, record.human)
    grades = []
    for index in range(len(rounds)):
        text = ctx.tutor.t("review-progress", round=index + 1, rounds=len(rounds))
        await ctx.progress(text)
        job = await ctx.thinker.run(
            grade_match_round, record.game_id, record.history, record.human, index
        )
        grades.append(job)
    return summarise_rounds(rounds, grades, record.human)


def graded_now(record: ReviewRecord) -> bool:
    """Whether the record holds a grading of today's form (an older one is
    graded again: its key moments lack the search's verdict)."""
    return record.analysis is not None and record.analysis.get("v") == REVIEW_VERSION


def gain_words(tutor: Tutor, loss: float, seal: bool = True) -> str:
    """What the better move is worth over the one played, in words (`seal`:
    a loss this large may be called enough to decide the Seal)."""
    if seal and loss >= ROUND_AT_STAKE:
        return tutor.t("review-gain-seal")
    return tutor.t("review-gain", count=max(1, round(loss)))


def verdict_gain_words(tutor: Tutor, verdict: Fact) -> str | None:
    """What a better move is worth over another, in the numbers its verdict
    line (`Kind.VERDICT_GAIN`: both moves rated in the same worlds) states:
    the margin's difference when at least a rupee, else the higher Seal
    chance; None when the line shows neither ahead."""
    a = verdict.args
    margin = int(a["margin"]) - int(a["other_margin"])
    if margin >= 1:
        return tutor.t("review-gain", count=margin)
    if int(a["seal"]) > int(a["other_seal"]):
        return tutor.t("review-gain-chance", seal=a["seal"], other_seal=a["other_seal"])
    return None
