"""Judging a finished match, for the review and for the puzzles made of its key moments.

Judging one round is the heavy part, run in the AI's process pool: a job is
a pure function of the stored match (seed and history) and the player's
seat, so it runs the same in a worker, inline, or in a benchmark.  Each turn
is judged by the one judge (`tutorbot.ai.judge`) at the hint's depth, the
judgement the hint itself read, and a move found clearly behind there is
looked at again at the deep budget (`tutorbot.tutor.review.grade_turn`).
On the player's observations only.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorbot.ai.judge import judge
from tutorbot.engine import Played
from tutorbot.store import ReviewRecord
from tutorbot.tutor import Tutor
from tutorbot.tutor.facts import Fact
from tutorbot.tutor.review import (
    REVIEW_VERSION,
    ReplayedRound,
    Review,
    TurnGrade,
    grade_round,
    replay,
    start_of,
)
from tutorbot.tutor.review import summarise as summarise_rounds

from .context import Context


def match_seed(game_id: str) -> int:
    """The deal's seed, as `playing.new_game` derives it from the game id."""
    return int(game_id, 16)


def replay_match(game_id: str, history: Sequence[Played], seat: int) -> list[ReplayedRound]:
    """The match's rounds replayed from its deal, as `seat` saw them."""
    return replay(start_of(match_seed(game_id), history), history, seat)


def grade_match_round(
    game_id: str, history: Sequence[Played], seat: int, index: int
) -> list[TurnGrade]:
    """Judge the player's turns of the match's `index`-th round (from 0)."""
    return grade_round(replay_match(game_id, history, seat)[index], judge)


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


def gain_words(tutor: Tutor, verdict: Fact) -> str:
    """What a clearly better move is worth over another, in the numbers its
    verdict line (`Kind.VERDICT_GAIN`) states: its higher Seal chance when the
    gain is more the Seal's, else the difference of the average margins shown."""
    a = verdict.args
    if a.get("by") == "seal":
        return tutor.t("review-gain-chance", seal=a["seal"], other_seal=a["other_seal"])
    return tutor.t("review-gain", count=int(a["margin"]) - int(a["other_margin"]))
