"""When is a key moment a puzzle, and which answers pass?  Measured on real matches.

A puzzle is judged by the pure-Python verdict search
(`tutorbot.ai.verdict.rate_moves_by_rollouts`, `chat.puzzles.judge`),
each move's value being its mean round margin plus 80 rupees a unit of Seal
chance (`chat.puzzles.judge.value`: a won round against a lost one is worth
+-40, the evaluation's own figure).  Two questions, one script:

1. How noisy is that judgement?  The best move of one seed, valued in a second,
   independent seed's worlds, loses something against the second seed's best:
   pure sampling noise.  An answer within the noise of the best must pass
   (`PASS_MARGIN`), and the budget (`PUZZLE_WORLDS`) must make the noise small
   beside what a key moment loses.
2. What do the moves played at key moments lose?  Matches between levels (the
   weaker side stands in for a learner), reviewed as the bot reviews them; the
   loss of the move played at each key moment, judged by the verdict search.
   A key moment becomes a puzzle when its move loses clearly more than the
   noise (`CLEAR_LOSS`).

    python -m research.puzzle_thresholds --matches 12 --seed 33
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench.review import record
from tutorbot.ai.verdict import rate_moves_by_rollouts as rate_moves
from tutorbot.chat.grading import review_match
from tutorbot.chat.puzzles.judge import CLEAR_LOSS, PASS_MARGIN, PUZZLE_WORLDS, value
from tutorbot.chat.puzzles.making import puzzle_at
from tutorbot.tutor.review import position_before, start_of


def quantiles(values: list[float]) -> str:
    if len(values) < 2:
        return f"n={len(values)}"
    q = statistics.quantiles(values, n=20)
    return (
        f"n={len(values)} median {statistics.median(values):.1f}  "
        f"p75 {q[14]:.1f}  p90 {q[17]:.1f}  p95 {q[18]:.1f}  max {max(values):.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=12)
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--worlds", default="40,160,400")
    args = parser.parse_args()
    budgets = [int(w) for w in args.worlds.split(",")]
    noise: dict[int, list[float]] = {w: [] for w in budgets}
    played: dict[int, list[float]] = {w: [] for w in budgets}
    review_seconds, making_seconds = [], []
    moments = made = 0
    for i in range(args.matches):
        seed = args.seed * 1000 + i
        weak, strong = (1, 3) if i % 2 == 0 else (2, 3)
        game_id, history, _ = record(seed, weak, strong)
        started = time.perf_counter()
        review = review_match(game_id, history, 0)
        review_seconds.append(time.perf_counter() - started)
        start = start_of(seed, history)
        started = time.perf_counter()
        made += sum(
            puzzle_at(f"{game_id}-{m.ply}", game_id, history, 0, strong, m) is not None
            for m in review.moments
        )
        making_seconds.append(time.perf_counter() - started)
        for moment in review.moments:
            moments += 1
            obs = position_before(start, history, 0, moment.ply)
            for w in budgets:
                a = rate_moves(obs, seed + moment.ply, must=(moment.played_move,), worlds=w)
                b = rate_moves(obs, seed + moment.ply + 7, must=(a[0].move,), worlds=w)
                best_b = max(value(r) for r in b)
                noise[w].append(best_b - next(value(r) for r in b if r.move == a[0].move))
                mine = next(value(r) for r in a if r.move == moment.played_move)
                played[w].append(max(value(r) for r in a) - mine)
        print(
            f"match {i + 1}: level {weak} v {strong}, {len(review.moments)} key moments", flush=True
        )
    print(f"\n{args.matches} matches, {moments} key moments (review: loss > 4 by its grader)")
    review_s, making_s = sum(review_seconds), sum(making_seconds)
    print(
        f"making puzzles: {made} puzzles; the review {review_s / args.matches:.1f} s a match, "
        f"the puzzles' searches {making_s / args.matches:.1f} s a match: "
        f"{(review_s + making_s) / max(1, made):.1f} s a puzzle from a match (one core)"
    )
    for w in budgets:
        print(f"\nverdict search, {w} worlds:")
        print(f"  noise (seed A's best judged in seed B's worlds): {quantiles(noise[w])}")
        print(f"  loss of the move played at a key moment:        {quantiles(played[w])}")
        shares = [
            f">= {cut:g}: {sum(x >= cut for x in played[w]) / max(1, len(played[w])):.0%}"
            for cut in (2, 4, CLEAR_LOSS, 12, 20)
        ]
        print(f"  key moments whose move loses {', '.join(shares)}")
    print(
        f"\nin the product: {PUZZLE_WORLDS} worlds, pass within {PASS_MARGIN:g}, "
        f"puzzle when the move played loses >= {CLEAR_LOSS:g}"
    )


if __name__ == "__main__":
    main()
