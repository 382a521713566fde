"""Puzzles: what one is, and how one is made from a key moment (pure, for the process pool).

A puzzle is a position from a match, seen from one seat (rebuilt from the
deal's seed and the moves up to it, never stored as cards), the move played
there (the player's games) and the judge's best, with the facts that
explain the best move (`tutorbot.tutor.facts`, the verdict's numbers
included) and what the move played left open.  An answer is judged by the
position's deep judgement (`judge`), kept once made, so answering is quick.

Difficulty is read from the levels themselves: a puzzle is easy (1) when level
1's move there is solved, medium (2) when only level 3's is, hard (3) when
neither is.  Its fixed rating (`RATINGS`) follows from the difficulty.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutorbot.ai import get_player
from tutorbot.ai.judge import Judgement
from tutorbot.ai.level_ratings import LEVEL_RATINGS
from tutorbot.engine import Move, Observation, Played, parse_move
from tutorbot.tutor.facts import encode_facts, facts_for
from tutorbot.tutor.review import RISK_KINDS, Moment, position_before, start_of

from ..grading import match_seed
from .judge import judged_move, rate, verdict

#: The levels whose moves grade a puzzle's difficulty: the weakest that passes.
DIFFICULTY_LEVELS = (1, 3)
EASY, MEDIUM, HARD = 1, 2, 3
#: A puzzle's fixed rating by difficulty, on the players' Glicko-2 scale: the
#: difficulty says which levels solve it (easy: level 1 does; medium: level 3
#: but not level 1; hard: not level 3), so a puzzle is rated as the level that
#: sits there on the ladder (`ai.level_ratings`): easy as level 1, medium as
#: level 2 (between the one that fails and the one that passes), hard as level
#: 4.  Puzzles never change them.
RATINGS = {
    EASY: round(LEVEL_RATINGS[1].rating),
    MEDIUM: round(LEVEL_RATINGS[2].rating),
    HARD: round(LEVEL_RATINGS[4].rating),
}


@dataclass(frozen=True)
class Puzzle:
    id: str
    game_id: str  # the deal's seed, in hex (as a match's game id)
    history: tuple[Played, ...]  # the match's moves up to the puzzle's
    seat: int
    level: int  # the opponent's level
    round: int
    turn: int  # the seat's turn in the round, from 1
    played: str  # the move played there ("": the built-in set asks for the best)
    best: str
    loss: float  # what the move played gave up, in the judge's value (built-in: the next best)
    difficulty: int
    facts: str  # the best move's facts (`encode_facts`)
    risks: str  # what the move played left open
    values: tuple[tuple[str, float], ...]  # the judge's value of each move weighed

    @property
    def ply(self) -> int:
        """The puzzle's move's index in the match's history."""
        return len(self.history) - 1

    @property
    def seed(self) -> int:
        """The seed of the levels' moves that grade its difficulty."""
        return puzzle_seed(self.id)

    @property
    def rating(self) -> int:
        """Its fixed rating, from its difficulty."""
        return RATINGS[self.difficulty]

    @property
    def best_move(self) -> Move:
        """The judge's best move when the puzzle was made."""
        return parse_move(self.best)

    @property
    def played_move(self) -> Move | None:
        """The move played there (None: a built-in puzzle)."""
        return parse_move(self.played) if self.played else None

    def obs(self) -> Observation:
        """The position, as the seat saw it."""
        start = start_of(match_seed(self.game_id), self.history)
        return position_before(start, self.history, self.seat, self.ply)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "g": self.game_id,
            "h": [str(p) for p in self.history],  # "seat:notation"
            "s": self.seat,
            "l": self.level,
            "r": self.round,
            "t": self.turn,
            "p": self.played,
            "b": self.best,
            "x": round(self.loss, 1),
            "d": self.difficulty,
            "f": self.facts,
            "k": self.risks,
            "v": [[m, round(v, 2)] for m, v in self.values],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Puzzle:
        return cls(
            d["id"], d["g"], tuple(map(Played.parse, d["h"])), d["s"], d["l"], d["r"], d["t"],
            d["p"], d["b"], d["x"], d["d"], d["f"], d["k"], tuple((m, v) for m, v in d["v"]),
        )  # fmt: skip


def puzzle_seed(pid: str) -> int:
    """The puzzle's search always plays the same worlds."""
    return zlib.crc32(f"{pid}:puzzle".encode())


def difficulty_of(obs: Observation, seed: int, judgement: Judgement) -> int:
    """Easy if level 1's move is solved, medium if level 3's is, else hard."""
    for difficulty, level in enumerate(DIFFICULTY_LEVELS, EASY):
        move = get_player(level, seed=seed).choose(obs).move
        if judged_move(obs, judgement, move).solved:
            return difficulty
    return HARD


def puzzle_at(
    pid: str,
    game_id: str,
    history: Sequence[Played],
    seat: int,
    level: int,
    moment: Moment,
) -> Puzzle | None:
    """The puzzle a key moment makes, or None when the judge does not find the
    move played clearly behind (it always does at a key moment: the same deep
    judgement made it one)."""
    upto = tuple(history[: moment.ply + 1])
    start = start_of(match_seed(game_id), upto)
    obs = position_before(start, upto, seat, moment.ply)
    played = moment.played_move
    judgement = rate(obs, (played,))
    if verdict(judgement, played).solved:
        return None
    return _puzzle(
        pid, game_id, upto, seat, level, moment.round, moment.number, obs, judgement, played
    )


def _puzzle(
    pid: str,
    game_id: str,
    history: tuple[Played, ...],
    seat: int,
    level: int,
    rnd: int,
    turn: int,
    obs: Observation,
    judgement: Judgement,
    played: Move | None,
) -> Puzzle:
    best = judgement.best
    if played is not None:
        loss = verdict(judgement, played).loss
        risks = [f for f in facts_for(obs, played) if f.kind in RISK_KINDS]
    else:
        loss = judgement.compare(best.move, judgement.moves[1].move).gain
        risks = []
    return Puzzle(
        pid,
        game_id,
        history,
        seat,
        level,
        rnd,
        turn,
        "" if played is None else str(played),
        str(best.move),
        loss,
        difficulty_of(obs, puzzle_seed(pid), judgement),
        encode_facts(facts_for(obs, best.move, judgement)),
        encode_facts(risks),
        tuple((str(o.move), o.value) for o in judgement.moves),
    )


def clear_best(
    pid: str, game_id: str, history: tuple[Played, ...], seat: int, level: int, rnd: int, turn: int
) -> Puzzle | None:
    """A built-in puzzle at the last move of `history`: only when the judge
    tells the best move clearly apart from every other (one answer solves it)."""
    start = start_of(match_seed(game_id), history)
    obs = position_before(start, history, seat, len(history) - 1)
    if len(obs.legal_moves()) < 3:
        return None
    judgement = rate(obs)
    best = judgement.best.move
    if len(judgement.moves) < 2:
        return None
    if not all(judgement.compare(best, o.move).separated for o in judgement.moves[1:]):
        return None
    return _puzzle(pid, game_id, history, seat, level, rnd, turn, obs, judgement, None)
