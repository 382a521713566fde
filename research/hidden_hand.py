"""How much of the opponent's hand is hidden when a seat decides?

    python -m research.hidden_hand --games 40 --level 4

A belief over the opponent's hand (what their public moves say of the cards
no one saw them take) can only help a search where some of that hand is
unknown.  In Jaipur most of it soon is not: every card taken from the market
is seen, and each one given or sold is seen leaving (`Observation.opp_known`).
This plays the first round of `--games` deals between two players of
`--level` and counts, at every decision, the opponent's cards the mover
cannot name, beside the opponent's hand size.
"""

from __future__ import annotations

import argparse
from collections import Counter

from tutorbot.ai import get_player
from tutorbot.engine import Game


def unknown_counts(games: int, level: int, seed: int) -> tuple[Counter[int], list[int]]:
    """At each decision of the first rounds: how many of the opponent's cards
    are unknown (a count of decisions by number), and the opponent's hand sizes."""
    unknown: Counter[int] = Counter()
    sizes: list[int] = []
    for deal in range(games):
        game = Game.new(seed=seed + deal)
        players = [get_player(level, seed=2 * deal + seat) for seat in (0, 1)]
        while not game.round_over:
            obs = game.observation(game.to_move)
            unknown[obs.opp_hand_size - sum(obs.opp_known)] += 1
            sizes.append(obs.opp_hand_size)
            game.play(players[game.to_move].choose(obs).move)
    return unknown, sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    unknown, sizes = unknown_counts(args.games, args.level, args.seed)
    decisions = sum(unknown.values())
    print(f"{decisions} decisions, first rounds of {args.games} level-{args.level} games")
    print("opponent's unknown cards  decisions  share")
    for count in sorted(unknown):
        print(f"{count:>24}  {unknown[count]:>9}  {unknown[count] / decisions:6.1%}")
    mean_unknown = sum(k * v for k, v in unknown.items()) / decisions
    print(f"mean: {mean_unknown:.2f} unknown of {sum(sizes) / len(sizes):.2f} cards in hand")


if __name__ == "__main__":
    main()
