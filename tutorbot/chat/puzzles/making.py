"""Puzzles: what one is, and how one is made from a key moment (pure, for the process pool).

A puzzle is a position from a match, seen from one seat (rebuilt from the
deal's seed and the moves up to it, never stored as cards), the move played
there (the player's games) and the search's best, with the facts that
explain the best move (`tutorbot.tutor.facts`, the verdict's numbers
included) and what the move played left open.  The search's values of the
moves it weighed are kept, so an answer among them is judged at once.

Difficulty is read from the levels themselves: a puzzle is easy (1) when level
1's move there passes, medium (2) when only level 3's does, hard (3) when
neither does.  Its fixed rating (`RATINGS`) follows from the difficulty.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutorbot.ai import get_player
from tutorbot.ai.level_ratings import LEVEL_RATINGS
from tutorbot.ai.verdict import Rated
from tutorbot.engine import Move, Observation, Played, parse_move
from tutorbot.tutor.facts import encode_facts, facts_for
from tutorbot.tutor.review import RISK_KINDS, Moment, position_before, start_of

from ..grading import match_seed
from .judge import CLEAR_LOSS, rate, value, verdict

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
    loss: float  # what the move played gave up (built-in: the next best move)
    difficulty: int
    facts: str  # the best move's facts (`encode_facts`)
    risks: str  # what the move played left open
    values: tuple[tuple[str, float], ...]  # the search's value of each move weighed

    @property
    def ply(self) -> int:
        return len(self.history) - 1

    @property
    def seed(self) -> int:
        return puzzle_seed(self.id)

    @property
    def rating(self) -> int:
        return RATINGS[self.difficulty]

    @property
    def best_move(self) -> Move:
        return parse_move(self.best)

    @property
    def played_move(self) -> Move | None:
        return parse_move(self.played) if self.played else None

    def obs(self) -> Observation:
        start = start_of(match_seed(self.game_id), self.history)
        return position_before(start, self.history, self.seat, self.ply)

    def known_loss(self, move: Move) -> float | None:
        """What `move` gives up, if the search weighed it when the puzzle was made."""
        found = dict(self.values).get(str(move))
        return None if found is None else max(0.0, max(v for _, v in self.values) - found)

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


def difficulty_of(obs: Observation, seed: int, rated: Sequence[Rated]) -> int:
    """Easy if level 1's move passes, medium if level 3's does, else hard."""
    for difficulty, level in enumerate(DIFFICULTY_LEVELS, EASY):
        move = get_player(level, seed=seed).choose(obs).move
        found = rated if any(r.move == move for r in rated) else rate(obs, seed, (move,))
        if verdict(found, move).solved:
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
    """The puzzle a key moment makes, or None when the move played lost less
    than `CLEAR_LOSS` by the puzzle's search."""
    upto = tuple(history[: moment.ply + 1])
    start = start_of(match_seed(game_id), upto)
    obs = position_before(start, upto, seat, moment.ply)
    played = moment.played_move
    rated = rate(obs, puzzle_seed(pid), (played,))
    judged = verdict(rated, played)
    if judged.loss < CLEAR_LOSS:
        return None
    return _puzzle(pid, game_id, upto, seat, level, moment.round, moment.number, obs, rated, played)


def _puzzle(
    pid: str,
    game_id: str,
    history: tuple[Played, ...],
    seat: int,
    level: int,
    rnd: int,
    turn: int,
    obs: Observation,
    rated: Sequence[Rated],
    played: Move | None,
) -> Puzzle:
    best = max(rated, key=value)
    if played is not None:
        loss = verdict(rated, played).loss
        risks = [f for f in facts_for(obs, played) if f.kind in RISK_KINDS]
    else:
        loss = value(best) - max(value(r) for r in rated if r.move != best.move)
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
        difficulty_of(obs, puzzle_seed(pid), rated),
        encode_facts(facts_for(obs, best.move, rated)),
        encode_facts(risks),
        tuple((str(r.move), value(r)) for r in rated),
    )


def clear_best(
    pid: str, game_id: str, history: tuple[Played, ...], seat: int, level: int, rnd: int, turn: int
) -> Puzzle | None:
    """A built-in puzzle at the last move of `history`: only when exactly one
    move passes and the next best loses at least `CLEAR_LOSS`."""
    start = start_of(match_seed(game_id), history)
    obs = position_before(start, history, seat, len(history) - 1)
    if len(obs.legal_moves()) < 3:
        return None
    rated = rate(obs, puzzle_seed(pid))
    ordered = sorted((value(r) for r in rated), reverse=True)
    if len(ordered) < 2 or ordered[0] - ordered[1] < CLEAR_LOSS:
        return None
    return _puzzle(pid, game_id, history, seat, level, rnd, turn, obs, rated, None)
