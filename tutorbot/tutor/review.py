"""The review of a finished match: replay it from the player's seat, grade
each of their turns, pick the key moments and sum each round up.

Everything here sees the match only as the player saw it: `replay` hands out
the player's observations (never the game itself), and grading is a function
of an observation and the move chosen.  The grader is passed in (the chat
layer gives the strongest AI search, `tutorbot.ai.grade_turn`), so the tutor
does not depend on the AI and a stronger search needs no change here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from tutorbot.engine import Game, Move, Observation, Played, RoundResult, Sell, parse_move
from tutorbot.engine.cards import CAMEL, PRECIOUS

from .facts import Kind, RatedMove, encode_facts, facts_for, verdict_gain

#: A turn is "accurate" when it gives up at most this much (rupee-like units).
ACCURATE_MARGIN = 1.5
#: A turn is a key moment only when it gives up more than this.
KEY_THRESHOLD = 4.0
#: A loss this big includes the round's Seal changing hands (the search values a
#: won round at 40 on top of the margin): it is told as such, not in rupees.
ROUND_AT_STAKE = 25.0
#: How far the grading's value moves between losing and winning the round's
#: Seal (`ai.evaluation.terminal_value` counts it -40 or +40).
SEAL_VALUE_SPAN = 80.0
#: Seal chances (percent) this far apart in a key moment's verdict put the
#: Seal at stake: the gap worth `ROUND_AT_STAKE` in the grading's value (31.25).
SEAL_CHANCE_AT_STAKE = 100 * ROUND_AT_STAKE / SEAL_VALUE_SPAN
#: At most this many key moments per match.
MAX_MOMENTS = 5
#: Fewer turns of the player's than this (a match resigned at once, or nearly):
#: nothing to review; "every turn stayed close to the best move" would be
#: said of no turn at all.
MIN_REVIEW_TURNS = 3
#: What a key moment says went wrong with the move played: what it left the
#: opponent, who takes the Seal if the round ends, a sale past its pile.
RISK_KINDS = frozenset(
    {
        Kind.LEAVES_MARKET,
        Kind.OPP_BEST_TAKE,
        Kind.RACE_LIKELY_LOSS,
        Kind.RACE_SURE_LOSS,
        Kind.OPP_CAN_END,
        Kind.SALE_BEYOND_PILE,
        Kind.HAND_FULL,
    }
)


class Graded(Protocol):
    """What a grader answers about one turn (`tutorbot.ai.Grade` is one)."""

    @property
    def best(self) -> Move:
        """The best move the grader found."""
        ...

    @property
    def loss(self) -> float:
        """What the chosen move gave up against the best one (never negative)."""
        ...


#: Grade the chosen move on an observation, with a seed for the sampled worlds.
Grader = Callable[[Observation, Move, int], Graded]
#: Rate the given moves in the same sampled worlds (`tutorbot.ai.verdict.rate_these`):
#: a key moment's Seal chances and margins for the better move and the one played.
Rater = Callable[[Observation, int, list[Move]], Sequence[RatedMove]]


@dataclass(frozen=True)
class PlayerTurn:
    """One of the player's turns: what they saw, what they played, where in the match."""

    ply: int  # index of the move in the match's history
    round: int
    number: int  # the player's turn number within the round, from 1
    obs: Observation
    move: Move


@dataclass(frozen=True)
class ReplayedRound:
    number: int
    turns: tuple[PlayerTurn, ...]
    my_moves: tuple[Move, ...]
    result: RoundResult | None  # public once the round is scored; None if resigned mid-round


def start_of(seed: int, history: Sequence[Played]) -> Game:
    """The match as dealt: the seed deals every round, the first mover opens."""
    return Game.new(seed=seed, first=history[0].seat if history else 0)


def replay(start: Game, history: Sequence[Played], seat: int) -> list[ReplayedRound]:
    """Play the history from `start`, keeping only what `seat` could see."""
    game = start.copy()
    rounds: list[ReplayedRound] = []
    turns: list[PlayerTurn] = []
    mine: list[Move] = []
    number = 0

    def close(result: RoundResult | None) -> None:
        nonlocal turns, mine, number
        rounds.append(ReplayedRound(game.round, tuple(turns), tuple(mine), result))
        turns, mine, number = [], [], 0

    for ply, played in enumerate(history):
        mover, move = played.seat, played.move
        if game.round_over:
            game.next_round()
        if mover != game.to_move:
            raise ValueError(f"history entry {ply} is seat {mover}'s, but {game.to_move} moves")
        if mover == seat:
            number += 1
            turns.append(PlayerTurn(ply, game.round, number, game.observation(seat), move))
            mine.append(move)
        game.play(move)
        if game.round_over:
            close(game.last_result)
    if turns or mine:
        close(None)
    return rounds


def position_before(start: Game, history: Sequence[Played], seat: int, ply: int) -> Observation:
    """What `seat` saw just before history entry `ply` (a key moment's board)."""
    for rnd in replay(start, history[: ply + 1], seat):
        for turn in rnd.turns:
            if turn.ply == ply:
                return turn.obs
    raise ValueError(f"entry {ply} is not a move of seat {seat}")


#: The opponent's answer to a move: the move, the goods tokens it banked, and
#: the camels the market showed when it was played (to word a take of camels).
Answer = tuple[Move, tuple[int, ...], int]


def reply_after(start: Game, history: Sequence[Played], ply: int) -> Answer | None:
    """The opponent's answer to history entry `ply` (public once played);
    None when `ply` ended the round or the match."""
    game = start.copy()
    for i, move in enumerate(p.move for p in history[: ply + 2]):
        if game.round_over:
            if i == ply + 1:
                return None
            game.next_round()
        mover, camels = game.to_move, game.market[CAMEL]
        before = len(game.goods_won[mover])
        game.play(move)
        if i == ply + 1:
            return move, tuple(game.goods_won[mover][before:]), camels
    return None


@dataclass(frozen=True)
class Moment:
    """A key moment: a turn that gave up `loss` against `best`."""

    ply: int
    round: int
    number: int
    played: str  # notation
    best: str
    loss: float
    facts: str  # `facts.encode_facts` of the better move's facts
    risks: str = ""  # likewise, what the move played left open (see `RISK_KINDS`)

    @property
    def best_move(self) -> Move:
        """The better move, parsed from its notation."""
        return parse_move(self.best)

    @property
    def played_move(self) -> Move:
        """The move played, parsed from its notation."""
        return parse_move(self.played)


#: The review's stored form; a record graded in an older form is graded again.
REVIEW_VERSION = 2


@dataclass(frozen=True)
class RoundReview:
    """One round summed up: accuracy, the biggest swing, one thing done well
    (`well`, a `review-well-<code>` message suffix, with its numbers in `well_args`)."""

    round: int
    turns: int
    accurate: int
    swing: float
    well: str
    won: bool | None = None  # the player took the round's Seal (None: not said)
    well_args: dict[str, int | str] = field(default_factory=dict)

    @property
    def accuracy(self) -> int:
        """Percent of turns within `ACCURATE_MARGIN` of the best."""
        return round(100 * self.accurate / self.turns) if self.turns else 100


@dataclass(frozen=True)
class Review:
    rounds: tuple[RoundReview, ...]
    moments: tuple[Moment, ...]  # in match order

    @property
    def turns(self) -> int:
        """The player's turns graded, over every round."""
        return sum(r.turns for r in self.rounds)

    def to_dict(self) -> dict[str, Any]:
        """A compact JSON form, kept with the match so navigating never recomputes."""
        return {
            "v": REVIEW_VERSION,
            "r": [
                [r.round, r.turns, r.accurate, round(r.swing, 1), r.well, r.won, r.well_args]
                for r in self.rounds
            ],
            "m": [
                [m.ply, m.round, m.number, m.played, m.best, round(m.loss, 1), m.facts, m.risks]
                for m in self.moments
            ],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Review:
        """The review `to_dict` wrote."""
        return cls(
            tuple(RoundReview(*r) for r in data["r"]),
            tuple(Moment(*m) for m in data["m"]),
        )


@dataclass(frozen=True)
class TurnGrade:
    turn: PlayerTurn
    best: str
    loss: float
    facts: str
    risks: str


def grade_round(
    rnd: ReplayedRound, grader: Grader, seed_of: Callable[[int], int], rate: Rater | None = None
) -> list[TurnGrade]:
    """Grade each of the player's turns of a round (the slow part: one search a
    turn); a turn that may be a key moment gets the search's verdict on the
    better move against the one played (`rate`), in Seal chance and margin."""
    out = []
    for turn in rnd.turns:
        g = grader(turn.obs, turn.move, seed_of(turn.ply))
        better = facts_for(turn.obs, g.best)
        if rate is not None and g.loss > KEY_THRESHOLD and g.best != turn.move:
            rated = rate(turn.obs, seed_of(turn.ply), [g.best, turn.move])
            better += verdict_gain(g.best, turn.move, rated)
        facts = encode_facts(better)
        risks = [f for f in facts_for(turn.obs, turn.move) if f.kind in RISK_KINDS]
        out.append(TurnGrade(turn, str(g.best), g.loss, facts, encode_facts(risks)))
    return out


Praise = tuple[str, dict[str, int | str]]


def _joined(values: Sequence[int]) -> str:
    return "+".join(str(v) for v in values)


def done_well(rnd: ReplayedRound, grades: Sequence[TurnGrade], seat: int) -> Praise:
    """The one thing to praise in a round, most remarkable first, with the
    numbers that make it true (from the round's itemised result)."""
    sales = [m for m in rnd.my_moves if isinstance(m, Sell)]
    result = rnd.result
    big = max(sales, key=lambda m: m.number, default=None)
    if big is not None and big.number >= 5:
        return "big-sale", {"good": big.good.label, "count": big.number}
    if grades and all(g.loss <= ACCURATE_MARGIN for g in grades):
        return "accurate", {"turns": len(grades), "within": math.ceil(ACCURATE_MARGIN)}
    if result is not None and result.camel_token == seat:
        return "camels", {}
    if result is not None and result.bonus[seat]:
        bonus = result.bonus[seat]
        return "bonus-sale", {"count": len(bonus), "tokens": _joined(bonus), "total": sum(bonus)}
    precious = [] if result is None else [v for g, v in result.goods[seat] if g in PRECIOUS]
    if precious:
        return "precious", {"tokens": _joined(precious), "total": sum(precious)}
    if result is not None and result.seal == seat:
        return "round-won", {"mine": result.rupees[seat], "theirs": result.rupees[1 - seat]}
    return "steady", {"turns": len(rnd.turns)}


def summarise(
    rounds: Sequence[ReplayedRound], grades: Sequence[Sequence[TurnGrade]], seat: int
) -> Review:
    """The rounds' summaries and the key moments, from the graded turns."""
    summaries = []
    for rnd, graded in zip(rounds, grades, strict=True):
        accurate = sum(1 for g in graded if g.loss <= ACCURATE_MARGIN)
        swing = max((g.loss for g in graded), default=0.0)
        won = None if rnd.result is None else rnd.result.seal == seat
        well, args = done_well(rnd, graded, seat)
        summaries.append(RoundReview(rnd.number, len(graded), accurate, swing, well, won, args))
    every = [g for graded in grades for g in graded if g.loss > KEY_THRESHOLD]
    worst = sorted(every, key=lambda g: -g.loss)[:MAX_MOMENTS]
    moments = tuple(
        Moment(
            g.turn.ply,
            g.turn.round,
            g.turn.number,
            str(g.turn.move),
            g.best,
            g.loss,
            g.facts,
            g.risks,
        )
        for g in sorted(worst, key=lambda g: g.turn.ply)
    )
    return Review(tuple(summaries), moments)
