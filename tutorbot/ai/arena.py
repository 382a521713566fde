"""Playing whole matches between two AI players (used by the tournament and tests)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from tutorbot.engine import Game

from .players import get_player, settle_caches


@dataclass
class MatchRecord:
    winner: int  # seat 0 or 1
    rounds: int
    #: seat -> CPU seconds per move: the time one core spends thinking, which
    #: other work on the machine can't inflate
    think: dict[int, list[float]] = field(default_factory=dict)


def play_match(level_a: int, level_b: int, seed: int, first: int = 0) -> MatchRecord:
    """A full match, seat 0 = level_a, seat 1 = level_b; `first` starts round 1."""
    players = [get_player(level_a, seed=seed * 2 + 1), get_player(level_b, seed=seed * 2 + 2)]
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
