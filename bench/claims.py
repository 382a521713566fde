"""How often each kind of sentence is shown, and how often its fact held.

    python -m bench.claims [--positions 2000] [--seed 29]

Positions come from whole games between the AI's levels 1-3 (each game pairs
two of them).  In each position the verdict search rates the moves
(`tutorbot.ai.verdict`), and every fact the tutor would say about its top three
moves (a hint, `/analyse`), as `/why` tells it about the move the level
actually played (its public facts and the search's verdict on it), and as a
review's key moment weighs the search's best move against the one played, is
checked by its kind's predicate (`tutorbot.tutor.claims`),
which plays the move with the engine in sampled worlds and in the worlds worst
for the claim.  Every kind must hold 100%.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from tutorbot.ai import get_player
from tutorbot.ai.judge import judge
from tutorbot.engine import Move, Observation
from tutorbot.tutor.claims import holds, positions_from_games
from tutorbot.tutor.facts import Kind, facts_for, verdict_gain, verdict_mine

#: The judge's budget here: the refusals' quick one (the facts and their
#: predicates are the same at every budget; the numbers are its own).
BUDGET = "quick"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args(argv)
    played: dict[int, Move] = {}

    def players(number: int, seat: int):
        player = get_player(1 + (number + seat) % 3, seed=number * 2 + seat)

        def choose(obs: Observation) -> Move:
            move = player.choose(obs).move
            played[id(obs)] = move
            return move

        return choose

    start = time.perf_counter()
    positions = positions_from_games(args.positions, args.seed, players)
    shown: Counter[Kind] = Counter()
    held: Counter[Kind] = Counter()
    for obs in positions:
        chosen = played[id(obs)]
        rated = judge(obs, BUDGET, (chosen,))
        told = [(r.move, facts_for(obs, r.move, rated)) for r in rated.moves[:3]]
        told.append((chosen, facts_for(obs, chosen, public=True) + verdict_mine(chosen, rated)))
        best = rated.best.move
        if best != chosen:
            told.append((best, verdict_gain(rated.compare(best, chosen))))
        for move, facts in told:
            for fact in facts:
                shown[fact.kind] += 1
                held[fact.kind] += holds(fact, obs, move, rated)
    seconds = time.perf_counter() - start
    print(f"{len(positions)} positions from games between levels 1-3, seed {args.seed}")
    print(f"{'kind':<18} {'shown':>7} {'held':>7} {'held %':>7}")
    for kind in Kind:
        n = shown[kind]
        share = f"{100 * held[kind] / n:.1f}" if n else "-"
        print(f"{kind.value:<18} {n:>7} {held[kind]:>7} {share:>7}")
    total, good = sum(shown.values()), sum(held.values())
    print(f"{'all':<18} {total:>7} {good:>7} {100 * good / max(1, total):>7.1f}")
    print(f"({seconds:.0f} s)")
    return 0 if good == total else 1


if __name__ == "__main__":
    sys.exit(main())
