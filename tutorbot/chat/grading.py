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

from tutorbot.ai.judge import Judgement, judge, position_key
from tutorbot.engine import Move, Observation, Played
from tutorbot.store import ReviewRecord
from tutorbot.tutor import Tutor
from tutorbot.tutor.facts import Fact
from tutorbot.tutor.review import (
    REVIEW_VERSION,
    PlayerTurn,
    ReplayedRound,
    Review,
    TurnGrade,
    deep_look_for,
    grade_round,
    replay,
    start_of,
)
from tutorbot.tutor.review import summarise as summarise_rounds

from .context import Context
from .judgements import judged


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


async def judge_turn(
    ctx: Context, turn: PlayerTurn, background: bool = False
) -> dict[str, Judgement]:
    """The judgements a turn's grade reads, by budget, judged once and kept
    (`judgements.judged`): the hint's, and the deep look's when the hint's
    finds the move clearly behind."""
    hint = await judged(ctx, turn.obs, "hint", (turn.move,), background=background)
    found = {"hint": hint}
    best = deep_look_for(hint, turn.move)
    if best is not None:
        deep = await judged(ctx, turn.obs, "deep", (turn.move, best), background=background)
        found["deep"] = deep
    return found


async def analyse(ctx: Context, record: ReviewRecord, background: bool = False) -> Review:
    """Judge every turn of the match off the event loop (saying which round),
    reading what was judged before, then grade it from those judgements."""
    rounds = replay_match(record.game_id, record.history, record.human)
    table: dict[tuple[str, str], Judgement] = {}
    for index, rnd in enumerate(rounds):
        if not background:
            text = ctx.tutor.t("review-progress", round=index + 1, rounds=len(rounds))
            await ctx.progress(text)
        for turn in rnd.turns:
            for budget, found in (await judge_turn(ctx, turn, background)).items():
                table[found.key, budget] = found

    def from_table(obs: Observation, budget_name: str, must: Sequence[Move]) -> Judgement:
        return table[position_key(obs), budget_name]

    grades = [grade_round(rnd, from_table) for rnd in rounds]
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
