"""Positions from real play, for the research scripts that study single decisions."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from typing import TypeVar

from tutorbot.ai import get_player
from tutorbot.ai.players import LEVELS, Player
from tutorbot.ai.playout_policy import PROGRESS_POLICY
from tutorbot.ai.round_copy import RoundCopy
from tutorbot.engine import Game

T = TypeVar("T")
#: Level 5's first odds leaf, before `leaf_value.LEAF_FIT`: a position still in play
#: was worth 30 x tanh(`leaf_value.leaf_value` / this), every term weighing 1 at every
#: stage.  research/odds_scale.py fitted it; research/leaf_fit.py measures against it.
PLAIN_ODDS_SCALE = 12.0
LEVEL5_BUDGET = LEVELS[5].rollouts
assert LEVEL5_BUDGET is not None, "level 5 searches by playouts"


def play_on(game: Game, plies: int, players: list[Player]) -> bool:
    """Let `players` (one a seat) play up to `plies` moves of `game`; whether
    its round is still on, i.e. whether the position is one to study."""
    for _ in range(plies):
        if game.round_over:
            break
        game.play(players[game.to_move].choose(game.observation(game.to_move)).move)
    return not game.round_over


def played_out(
    positions: int, playouts: int, seed: int, measure: Callable[[RoundCopy], T]
) -> list[tuple[int, T, bool]]:
    """What `measure` says of seat 0 every third ply of rounds level 4's playout
    policy plays to their end (exploring as level 5's playouts do), beside the
    cards left in the deck and whether seat 0 took the Seal.

    The rounds start from positions of level-3 games; each is played out
    `playouts` times.  Rounds the tie-break decides are left out.  What a
    horizon playout's leaf should predict is exactly this: how the same policy's
    round would end."""
    rng = random.Random(seed)
    players = [get_player(3, seed=1), get_player(3, seed=2)]
    noise = LEVEL5_BUDGET.noise
    out: list[tuple[int, T, bool]] = []
    for s in range(positions):
        game = Game.new(seed=50_000 + s)
        if not play_on(game, rng.randrange(0, 20), players):
            continue
        for _ in range(playouts):
            copy, policy_rng = RoundCopy.of(game), random.Random(rng.getrandbits(32))
            path = []
            while not copy.over:
                path.append((len(copy.deck), measure(copy)))
                PROGRESS_POLICY.step(copy, policy_rng, noise)
            result = copy.outcome(0)
            if result:
                out += [(deck, value, result > 0) for deck, value in path[::3]]
    return out


def played_out_from_args(
    doc: str, positions: int, seed: int, measure: Callable[[RoundCopy], T]
) -> tuple[argparse.Namespace, list[tuple[int, T, bool]]]:
    """`played_out` with its sizes from the command line (`--positions`,
    `--playouts`, `--seed`; the defaults are the script's), and the arguments."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--positions", type=int, default=positions)
    parser.add_argument("--playouts", type=int, default=4)
    parser.add_argument("--seed", type=int, default=seed)
    args = parser.parse_args()
    return args, played_out(args.positions, args.playouts, args.seed, measure)
