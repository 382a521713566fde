"""How much does level 5 lose to its sampling and to its shortlist?  Budgets compared in minutes.

    python -m research.decision_noise [--positions 40] [--seeds 3] [--playouts 2000,3200]
    python -m research.decision_noise --playouts 2000 --candidates 16,32

A match against the rollout bot costs about 25 CPU seconds, and a budget's
effect on the match score hides under hundreds of matches of noise.  This
measures the part of a budget's strength that comes from sampling and from
the shortlist of candidates it searches, on fixed positions (from level-4
games, both sides, early to late in a round):

1. a reference search scores every legal move with `--reference` worlds
   each, every move on the same worlds, no halving;
2. each budget (level 5 with that many playouts and candidates) decides every
   position with `--seeds` seeds; its regret is the reference value of the
   reference's best move less that of the move it chose.  A best move left
   off the shortlist costs its whole regret, whatever the playouts.

Values are level 5's own (odds of the round, 30 = a whole Seal), so a regret
of 0.6 is about 1% of a round's win chance (v = 30 x (2p - 1)).  The reference
shares level 5's playout policy and leaf value: this says nothing about their
bias, which only matches against other players can show.  The reference's own
best is chosen on noisy values too, so a regret is measured a little low; it is
the comparison between budgets that counts.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import replace

from research.positions import LEVEL5_BUDGET, play_on
from tutorbot.ai import get_player
from tutorbot.ai.players import LEVELS, Player
from tutorbot.ai.rollouts import Budget, search
from tutorbot.engine import Game, Move, Observation

L5 = LEVELS[5]
L5_BUDGET: Budget = LEVEL5_BUDGET


def positions(count: int, seed: int) -> list[Observation]:
    """Positions of level-4 games with a real choice, spread over the round."""
    rng = random.Random(seed)
    players = [get_player(4, seed=1), get_player(4, seed=2)]
    found: list[Observation] = []
    deal = 0
    while len(found) < count:
        deal += 1
        game = Game.new(seed=70_000 + deal)
        if not play_on(game, rng.randrange(0, 36), players):
            continue
        obs = game.observation(game.to_move)
        if len(obs.legal_moves()) > 1:
            found.append(obs)
    return found


class Reference:
    """One position's reference values, every move on the same worlds."""

    def __init__(self, obs: Observation, worlds: int, seed: int, moves: list[Move] | None = None):
        """Scores `moves`, by default every legal move."""
        self.obs, self.seed = obs, seed
        self.budget = replace(L5_BUDGET, playouts=worlds, halving=False)
        if moves is None:
            moves = list(obs.legal_moves())
        self.values: dict[Move, float] = {}
        self.score(moves)

    def score(self, moves: list[Move]) -> None:
        # search() spends playouts // len(moves) worlds on each move; the same
        # seed draws the same worlds whatever the number of moves.
        budget = replace(self.budget, playouts=self.budget.playouts * len(moves))
        values = search(self.obs, moves, random.Random(self.seed), budget)
        self.values.update(zip(moves, values, strict=True))

    def regret(self, move: Move) -> float:
        if move not in self.values:
            self.score([move])
        return max(self.values.values()) - self.values[move]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--playouts", default="2000,3200", help="level-5 budgets to compare")
    parser.add_argument(
        "--candidates", default=str(L5_BUDGET.candidates), help="shortlist sizes to compare"
    )
    parser.add_argument("--reference", type=int, default=1500, help="worlds per move")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    budgets = [
        replace(L5_BUDGET, playouts=int(p), candidates=int(c))
        for c in args.candidates.split(",")
        for p in args.playouts.split(",")
    ]
    obs_list = positions(args.positions, args.seed)
    started = time.process_time()
    refs = [Reference(obs, args.reference, 1000 + i) for i, obs in enumerate(obs_list)]
    moves = statistics.fmean(len(ref.values) for ref in refs)
    print(
        f"{len(refs)} positions ({moves:.1f} legal moves on average); reference "
        f"{args.reference} worlds a move ({time.process_time() - started:.0f} CPU s)"
    )
    print(
        "playouts  candidates  decisions  mean regret  ~round win %  regret > 0.5  "
        "seeds agree  median ms"
    )
    for budget in budgets:
        level = replace(L5, rollouts=budget)
        regrets, agree, pairs, think = [], 0, 0, []
        for ref in refs:
            picks = []
            for s in range(args.seeds):
                t = time.process_time()
                picks.append(Player(level, seed=s).choose(ref.obs).move)
                think.append(time.process_time() - t)
            regrets += [ref.regret(m) for m in picks]
            agree += sum(a == b for i, a in enumerate(picks) for b in picks[i + 1 :])
            pairs += len(picks) * (len(picks) - 1) // 2
        mean = statistics.fmean(regrets)
        print(
            f"{budget.playouts:8}  {budget.candidates:10}  {len(regrets):9}  {mean:11.3f}  "
            f"{mean / 60 * 100:12.2f}  {sum(r > 0.5 for r in regrets) / len(regrets):12.0%}  "
            f"{agree / max(pairs, 1):11.0%}  {statistics.median(think) * 1000:9.0f}"
        )


if __name__ == "__main__":
    main()
