"""Playing whole matches between two AI players (used by the tournament and tests).

A player is named by its level (1 to 5) or by the name of a benchmark opponent
of `bench/opponents.py` ("old5", "rollout"), which only a checkout has.
"""

from __future__ import annotations

import importlib
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tutorbot.engine import Game

from .players import Level, Player, get_player, settle_caches

#: A level number, or a benchmark opponent's name.
Spec = int | str
CHECKOUT = Path(__file__).resolve().parents[2]


def parse_spec(text: str) -> Spec:
    """ "5" -> 5; "old5" stays a name."""
    text = text.strip()
    return int(text) if text.isdigit() else text


#: A benchmark opponent: a level's settings, or a factory of a scripted player.
Opponent = Level | Callable[[int], Player]


def bench_opponents() -> dict[str, Opponent]:
    """The benchmark opponents of the checkout's `bench/opponents.py`."""
    if str(CHECKOUT) not in sys.path:
        sys.path.append(str(CHECKOUT))
    opponents: dict[str, Opponent] = importlib.import_module("bench.opponents").OPPONENTS
    return opponents


def make_player(spec: Spec, seed: int) -> Player:
    """The player a spec names, seeded."""
    if isinstance(spec, int):
        return get_player(spec, seed=seed)
    found = bench_opponents().get(spec)
    if found is None:
        raise ValueError(
            f"unknown player {spec!r}: a level 1-5 or one of {sorted(bench_opponents())}"
        )
    return Player(found, seed) if isinstance(found, Level) else found(seed)


@dataclass
class MatchRecord:
    winner: int  # seat 0 or 1
    rounds: int
    #: seat -> CPU seconds per move: the time one core spends thinking, which
    #: other work on the machine can't inflate
    think: dict[int, list[float]] = field(default_factory=dict)


def play_match(level_a: Spec, level_b: Spec, seed: int, first: int = 0) -> MatchRecord:
    """A full match, seat 0 = level_a, seat 1 = level_b; `first` starts round 1."""
    players = [make_player(level_a, seed * 2 + 1), make_player(level_b, seed * 2 + 2)]
    game = Game.new(seed=seed, first=first)
    think: dict[int, list[float]] = {0: [], 1: []}
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        seat = game.to_move
        start = time.process_time()
        decision = players[seat].choose(game.observation(seat))
        think[seat].append(time.process_time() - start)
        settle_caches()
        game.play(decision.move)
    assert game.winner is not None  # the loop ends only when the match is won
    return MatchRecord(game.winner, game.round, think)
