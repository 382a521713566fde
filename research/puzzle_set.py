"""The built-in puzzle set: positions from matches between AI levels where one
move is clearly best by the puzzle's search, at three difficulties.

Matches are played from `--seed` (level 2 against level 4, seats alternating);
at every turn of either seat the one judge's deep look (`chat.puzzles.judge`)
weighs the moves; a turn is a puzzle when it tells its best move clearly apart
from every other (so exactly one move solves it).  Its difficulty is the
weakest of levels 1 and 3 whose own move there is solved (`making.difficulty_of`).  At most
two puzzles a match, a few turns apart, until each difficulty has `--each`.
Writes `tutorbot/chat/puzzles/builtin.json` with `--write`; prints the
counts and how long one puzzle takes to find.

    python -m research.puzzle_set --seed 33 --each 12 --write
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from tutorbot.ai import get_player
from tutorbot.chat.puzzles.builtin import BUILTIN_FILE
from tutorbot.chat.puzzles.making import EASY, HARD, MEDIUM, Puzzle, clear_best
from tutorbot.engine import Game, Played

LEVELS = (2, 4)  # seat 0's, seat 1's
PER_MATCH = 2
GAP = 6  # plies between two puzzles of one match


def scan_match(seed: int, wanted: dict[int, int], found: list[Puzzle]) -> int:
    """Play one match, keeping its clear positions; the turns searched."""
    game = Game.new(seed=seed, first=0)
    players = [get_player(level, seed=seed * 2 + 1 + i) for i, level in enumerate(LEVELS)]
    history: list[Played] = []
    game_id = f"{seed:08x}"
    turns = {0: 0, 1: 0}
    searched, kept, last = 0, 0, -GAP
    while not game.match_over:
        if game.round_over:
            game.next_round()
            turns = {0: 0, 1: 0}
            continue
        seat = game.to_move
        turns[seat] += 1
        obs = game.observation(seat)
        move = players[seat].choose(obs).move
        history.append(Played(seat, move))
        if kept < PER_MATCH and len(history) - last >= GAP and obs.deck_size > 0:
            searched += 1
            pid = f"b-{game_id}-{len(history) - 1}"
            opponent = LEVELS[1 - seat]
            puzzle = clear_best(
                pid, game_id, tuple(history), seat, opponent, game.round, turns[seat]
            )
            if puzzle is not None and wanted[puzzle.difficulty] > 0:
                wanted[puzzle.difficulty] -= 1
                found.append(puzzle)
                kept, last = kept + 1, len(history)
        game.play(move)
    return searched


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--each", type=int, default=12)
    parser.add_argument("--max-matches", type=int, default=200)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--out", type=Path, default=BUILTIN_FILE, help="where --write writes")
    args = parser.parse_args()
    wanted = {EASY: args.each, MEDIUM: args.each, HARD: args.each}
    found: list[Puzzle] = []
    started = time.process_time()
    matches = searched = 0
    while any(wanted.values()) and matches < args.max_matches:
        searched += scan_match(args.seed * 10_000 + matches, wanted, found)
        matches += 1
    seconds = time.process_time() - started
    found.sort(key=lambda p: (p.difficulty, p.id))
    counts = {d: sum(p.difficulty == d for p in found) for d in (EASY, MEDIUM, HARD)}
    print(
        f"{len(found)} puzzles from {matches} matches (level 2 v 4, seed {args.seed}); "
        f"easy {counts[EASY]}, medium {counts[MEDIUM]}, hard {counts[HARD]}"
    )
    print(
        f"{searched} positions searched, {seconds:.1f} s CPU: "
        f"{seconds / max(1, searched):.2f} s a position, "
        f"{seconds / max(1, len(found)):.2f} s a puzzle found"
    )
    if args.write:
        body = {"seed": args.seed, "puzzles": [p.to_dict() for p in found]}
        args.out.write_text(json.dumps(body, ensure_ascii=False, indent=0) + "\n")
        print(f"written: {args.out}")


if __name__ == "__main__":
    main()
