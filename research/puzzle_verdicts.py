"""Would the built-in puzzles hold if the tree-search verdict judged them?

The puzzles are judged by the pure-Python verdict at `PUZZLE_WORLDS` worlds
(`chat.puzzles.judge`), which `research/puzzle_thresholds.py` calibrated and
`research/puzzle_set.py` chose the built-in set with: one move clearly best,
the next best `CLEAR_LOSS` behind.  The hint, `/analyse`, `/why` and the
review now take the verdict of the compiled core (`tutorbot.ai.verdict`:
level 5's tree search nominates, the core's learned playouts rate).  For each
built-in puzzle, with the puzzle's own seed and worlds, this prints what that
verdict says: whether the puzzle's answer passes (within `PASS_MARGIN` of its
best), whether it is still the one move that passes (the next best at least
`CLEAR_LOSS` behind), and the totals.

    python -m research.puzzle_verdicts
"""

from __future__ import annotations

import argparse

from tutorbot.ai import core
from tutorbot.ai.verdict import rate_moves
from tutorbot.chat.puzzles.builtin import builtin_set
from tutorbot.chat.puzzles.judge import CLEAR_LOSS, PUZZLE_WORLDS, value, verdict


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worlds", type=int, default=PUZZLE_WORLDS)
    args = parser.parse_args()
    if not core.AVAILABLE:
        raise SystemExit("the compiled core is not built: nothing to compare")
    passes = clear = 0
    puzzles = builtin_set()
    print("puzzle            difficulty  answer loses  next best behind  answer passes  one answer")
    for p in puzzles:
        rated = rate_moves(p.obs(), p.seed, must=(p.best_move,), worlds=args.worlds)
        judged = verdict(rated, p.best_move)
        answer = next(value(r) for r in rated if r.move == p.best_move)
        others = sorted((value(r) for r in rated if r.move != p.best_move), reverse=True)
        behind = answer - others[0] if others else float("inf")
        ok, alone = judged.solved, behind >= CLEAR_LOSS
        passes += ok
        clear += ok and alone
        print(
            f"{p.id:<17} {p.difficulty:10d} {judged.loss:13.1f} {behind:17.1f} "
            f"{'yes' if ok else 'no':>14} {'yes' if ok and alone else 'no':>11}"
        )
    print(
        f"{len(puzzles)} built-in puzzles at {args.worlds} worlds: the answer passes in {passes}, "
        f"and is the one clear answer (next best {CLEAR_LOSS:g} behind) in {clear}"
    )


if __name__ == "__main__":
    main()
