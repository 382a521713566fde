"""The review of a finished match: replay it from the player's seat, judge
each of their turns, pick the key moments and sum each round up.

Everything here sees the match only as the player saw it: `replay` hands out
the player's observations (never the game itself).  Each turn is judged by
the one judge (passed in: the chat layer gives `tutorbot.ai.judge.judge`, so
the tutor does not depend on the AI) at the hint's depth, the very judgement
the hint read: a move the hint recommended is the judgement's best, never a
mistake.  A move the hint's depth finds clearly behind is looked at again at
the deep budget, and is a mistake only when that look separates it too; the
key moment's header, its verdict line, the round's accuracy and its biggest
swing all come from that one deep comparison, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from tutorbot.engine import Game, Move, Observation, Played, RoundResult, Sell, parse_move
from tutorbot.engine.cards import CAMEL, PRECIOUS

from .facts import Fact, Judged, Kind, decode_facts, encode_facts, facts_for, verdict_gain

#: The Seal is still in play at a turn unless both moves compared take it in
#: at least this share of the played-out rounds, or both in at most 1 minus it.
SEAL_DECIDED = 0.95
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


class Judge(Protocol):
    """The one judge (`tutorbot.ai.judge.judge`): a position judged at a named
    budget, weighing the given moves too."""

    def __call__(self, obs: Observation, budget_name: str, must: Sequence[Move]) -> Judged:
        """The judgement of `obs.player`'s position."""
        ...


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
    """A key moment: a turn the deep look found clearly behind `best`, by
    `loss` (the judge's value: margin plus 80 rupees a Seal); `facts` end with
    the verdict comparing the two (`Kind.VERDICT_GAIN`)."""

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


#: The review's stored form and its judge (`JUDGE_VERSION`); a record graded in
#: an older form, or by an older judge, is graded again.
REVIEW_VERSION = 5


@dataclass(frozen=True)
class RoundReview:
    """One round summed up: accuracy (turns the judge found clearly behind
    none), the biggest swing (the round's largest mistake, its verdict in
    `swing`: encoded facts, "" when no move fell clearly behind; made while
    the Seal was still in play, or not: `swing_in_play`), one thing
    done well (`well`, a `review-well-<code>` suffix, its numbers in `well_args`)."""

    round: int
    turns: int
    accurate: int
    swing: str
    well: str
    won: bool | None = None  # the player took the round's Seal (None: not said)
    well_args: dict[str, int | str] = field(default_factory=dict)
    swing_in_play: bool = True  # False: made once the Seal was decided, no key moment

    @property
    def accuracy(self) -> int:
        """Percent of turns the judge found clearly behind no other move, a half
        rounded up as a reader does (15 of 24 is 63%; Python's round gives 62)."""
        if not self.turns:
            return 100
        return (200 * self.accurate + self.turns) // (2 * self.turns)

    @property
    def swing_verdict(self) -> Fact | None:
        """The biggest mistake's verdict (None: the round had none)."""
        return next(iter(decode_facts(self.swing)), None) if self.swing else None


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
                [r.round, r.turns, r.accurate, r.swing, r.well, r.won, r.well_args, r.swing_in_play]
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
    """One turn judged: the best move and, for a mistake, what it gave up
    (`loss` > 0), the better move's facts ending with their verdict, what the
    move played left open (`risks`), and whether the round's Seal was still
    in play (a key moment only then)."""

    turn: PlayerTurn
    best: str
    loss: float
    facts: str
    risks: str
    in_play: bool = True

    @property
    def mistake(self) -> bool:
        """The deep look found the move played clearly behind the best."""
        return self.loss > 0


def deep_look_for(hint: Judged, move: Move) -> Move | None:
    """The hint's best move, when the hint's judgement finds `move` clearly
    behind it (a deep look decides then); None when it does not."""
    best = hint.moves[0].move if hint.moves else move
    if best == move or not hint.compare(best, move).separated:
        return None
    return best


def grade_turn(turn: PlayerTurn, judge: Judge) -> TurnGrade:
    """Judge one turn: at the hint's depth, then, if the move played falls
    clearly behind there, again at the deep budget, which has the last word."""
    obs, move = turn.obs, turn.move
    hint = judge(obs, "hint", [move])
    best = deep_look_for(hint, move)
    if best is None:
        return TurnGrade(turn, str(hint.moves[0].move if hint.moves else move), 0.0, "", "")
    deep = judge(obs, "deep", [move, best])
    best = deep.moves[0].move
    compared = deep.compare(best, move) if best != move else None
    if compared is None or not compared.separated:
        return TurnGrade(turn, str(best), 0.0, "", "")
    seals = (compared.better.seal, compared.other.seal)
    in_play = not (min(seals) >= SEAL_DECIDED or max(seals) <= 1 - SEAL_DECIDED)
    facts = encode_facts(facts_for(obs, best) + verdict_gain(compared))
    risks = [f for f in facts_for(obs, move) if f.kind in RISK_KINDS]
    return TurnGrade(turn, str(best), compared.gain, facts, encode_facts(risks), in_play)


def grade_round(rnd: ReplayedRound, judge: Judge) -> list[TurnGrade]:
    """Judge each of the player's turns of a round (the slow part)."""
    return [grade_turn(turn, judge) for turn in rnd.turns]


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
    if grades and not any(g.mistake for g in grades):
        return "accurate", {"turns": len(grades)}
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
        accurate = sum(1 for g in graded if not g.mistake)
        biggest = max(graded, key=lambda g: g.loss, default=None)
        swing = _verdict_of(biggest.facts) if biggest is not None and biggest.mistake else ""
        # a swing made once the Seal was decided is no key moment: the summary says so
        swing_in_play = biggest is None or biggest.in_play
        won = None if rnd.result is None else rnd.result.seal == seat
        well, args = done_well(rnd, graded, seat)
        summaries.append(
            RoundReview(rnd.number, len(graded), accurate, swing, well, won, args, swing_in_play)
        )
    every = [g for graded in grades for g in graded if g.mistake and g.in_play]
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


def _verdict_of(facts: str) -> str:
    """The verdict fact among encoded facts, encoded alone."""
    return encode_facts([f for f in decode_facts(facts) if f.kind is Kind.VERDICT_GAIN])
