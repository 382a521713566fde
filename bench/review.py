"""Review time of 3-round matches, on one core: the whole review as the bot
computes it (every round graded with the strongest search), one match at a time.

    python -m bench.review [--matches 20] [--level 3]

The matches are recorded first (level `--level` against itself, seeds from 1
on, keeping the ones that went to three rounds), then each is reviewed.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tutorbot.ai import get_player
from tutorbot.ai.judge import DEEP, HINT
from tutorbot.chat.grading import review_match
from tutorbot.engine import Game, Played


def record(seed: int, level: int, against: int | None = None) -> tuple[str, list[Played], Game]:
    """A match between two players of `level` (or `level` in seat 0 against
    `against`): its id, history and final position."""
    game = Game.new(seed=seed)
    players = [get_player(level, seed=seed), get_player(against or level, seed=seed + 1)]
    history = []
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        move = players[game.to_move].choose(game.observation(game.to_move)).move
        history.append(Played(game.to_move, move))
        game.play(move)
    return f"{seed:08x}", history, game


def main(matches: int, level: int) -> None:
    recorded = []
    seed = 0
    while len(recorded) < matches:
        seed += 1
        game_id, history, game = record(seed, level)
        if game.round == 3:
            recorded.append((game_id, history))
    times, moments = [], []
    for game_id, history in recorded:
        start = time.perf_counter()
        review = review_match(game_id, history, 0)
        times.append(time.perf_counter() - start)
        moments.append(len(review.moments))
    turns = sum(len(h) for _, h in recorded) // 2 // len(recorded)
    print(
        f"{matches} recorded 3-round matches (level {level} vs itself, ~{turns} turns a side), "
        f"judged at the hint's budget ({HINT.played_out} worlds), deep looks at {DEEP.played_out}"
    )
    print(f"review time: median {statistics.median(times):.2f} s, max {max(times):.2f} s")
    print(f"key moments per match: median {statistics.median(moments)}, max {max(moments)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--level", type=int, default=3)
    args = parser.parse_args()
    main(args.matches, args.level)
