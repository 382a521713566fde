"""The review's heavy part, run in the AI's process pool: grade one round.

A job is a pure function of the stored match (seed and history) and the
player's seat, so it runs the same in a worker, inline, or in a benchmark.
Grading uses `tutorbot.ai.grade_turn` (the greedy look-ahead search in
rupee-like units, the scale the review's thresholds are set in) to find each
turn's better move and what the move played gave up; a key moment's verdict
line, the Seal chances and margins of both moves, comes from the tutor's
verdict (`tutorbot.ai.verdict.rate_these`: the compiled core's playouts
where it is built), the same numbers the hint quotes.  On the player's
observations only.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import partial

from tutorbot.ai import Grade, grade_turn
from tutorbot.ai.verdict import rate_these
from tutorbot.engine import Move, Observation, Played
from tutorbot.tutor.review import ReplayedRound, Review, TurnGrade, grade_round, replay, start_of
from tutorbot.tutor.review import summarise as summarise_rounds

#: Sampled worlds per graded turn: 12 keep a 3-round match well inside 10 s on one core.
REVIEW_WORLDS = 12


def review_seed(game_id: str, ply: int) -> int:
    """The worlds a turn is graded in follow from the match and the turn alone."""
    return zlib.crc32(f"{game_id}:review:{ply}".encode())


def match_seed(game_id: str) -> int:
    """The deal's seed, as `playing.new_game` derives it from the game id."""
    return int(game_id, 16)


def replay_match(game_id: str, history: Sequence[Played], seat: int) -> list[ReplayedRound]:
    """The match replayed from its deal, as `seat` saw it, round by round."""
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
