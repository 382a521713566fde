"""Playing whole matches between two AI players (for the tournament, research and tests).

A player is named by its level (1 to 5) or by a name among the opponents the
caller hands in.  The tournament hands in the opponents registered as entry
points (`registered_opponents`): this checkout's pyproject.toml registers
bench/opponents.py's "old5", "rollout", "beginner" and the others there, and
another installed distribution may offer more.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from types import MappingProxyType

from tutorbot.ai.players import LEVELS, Level, Player, get_player, settle_caches
from tutorbot.engine import Game, Observation

#: A level number, or a benchmark opponent's name.
Spec = int | str


def parse_spec(text: str) -> Spec:
    """ "5" -> 5; "old5" stays a name."""
    text = text.strip()
    return int(text) if text.isdigit() else text


#: A benchmark opponent: a level's settings, or a factory of a scripted player.
Opponent = Level | Callable[[int], Player]
#: Opponents by name, beside the levels.
Opponents = Mapping[str, Opponent]
NO_OPPONENTS: Opponents = MappingProxyType({})
#: The entry-point group where a distribution registers opponents for the
#: tournament: each entry a mapping of names to `Opponent`s.  This checkout's
#: pyproject.toml registers `bench.opponents:OPPONENTS` there.
OPPONENT_GROUP = "tutorbot.opponents"


def registered_opponents() -> dict[str, Opponent]:
    """The opponents registered under `OPPONENT_GROUP` by installed distributions.

    An entry whose code is not installed is passed over: only levels play there."""
    found: dict[str, Opponent] = {}
    for entry in entry_points(group=OPPONENT_GROUP):
        try:
            found.update(entry.load())
        except ImportError:
            continue
    return found


def check_spec(spec: Spec, opponents: Opponents = NO_OPPONENTS) -> None:
    """Raise ValueError unless `spec` names a level or one of `opponents`."""
    if isinstance(spec, int):
        if spec not in LEVELS:
            raise ValueError(f"unknown level {spec!r}: levels are {sorted(LEVELS)}")
        return
    if spec not in opponents:
        known = (
            f"one of {sorted(opponents)}"
            if opponents
            else f"an opponent registered under the entry points {OPPONENT_GROUP!r}"
        )
        raise ValueError(f"unknown player {spec!r}: a level 1-5 or {known}")


def make_player(spec: Spec, seed: int, opponents: Opponents = NO_OPPONENTS) -> Player:
    """The player a spec names, seeded: a level, or one of `opponents`."""
    check_spec(spec, opponents)
    if isinstance(spec, int):
        return get_player(spec, seed=seed)
    found = opponents[spec]
    return Player(found, seed) if isinstance(found, Level) else found(seed)


@dataclass
class MatchRecord:
    winner: int  # seat 0 or 1
    rounds: int
    #: seat -> CPU seconds per move: the time one core spends thinking, which
    #: other work on the machine can't inflate
    think: dict[int, list[float]] = field(default_factory=dict)


#: What a seat is shown before it moves: by default its own observation.
View = Callable[[Game, int], Observation]


def fair_view(game: Game, seat: int) -> Observation:
    """The seat's observation: public facts and its own cards (every match's view)."""
    return game.observation(seat)


def play_match(
    level_a: Spec,
    level_b: Spec,
    seed: int,
    first: int = 0,
    opponents: Opponents = NO_OPPONENTS,
    view: View = fair_view,
) -> MatchRecord:
    """A full match, seat 0 = level_a, seat 1 = level_b; `first` starts round 1.
    `view` is what each seat sees (research/ may show a seat more than is fair)."""
    players = [
        make_player(level_a, seed * 2 + 1, opponents),
        make_player(level_b, seed * 2 + 2, opponents),
    ]
    game = Game.new(seed=seed, first=first)
    think: dict[int, list[float]] = {0: [], 1: []}
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        seat = game.to_move
        start = time.process_time()
        decision = players[seat].choose(view(game, seat))
        think[seat].append(time.process_time() - start)
        settle_caches()
        game.play(decision.move)
    assert game.winner is not None  # the loop ends only when the match is won
    return MatchRecord(game.winner, game.round, think)
