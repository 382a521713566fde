"""What is each AI level's rating on the players' Glicko scale?  Fitted to the ladder's matches.

    python -m research.level_ratings                 # the logs the product's numbers rest on
    python -m research.level_ratings LOG.jsonl.gz ...  # any `tutorbot tournament --log` files

A Bradley-Terry fit on Glicko's logistic scale: level a beats level b with
probability 1 / (1 + 10 ** ((r_b - r_a) / 400)), the ratings chosen to make the
logged match results most likely (Newton's method on the log-likelihood).  The
scale needs one fixed point: the careful beginner of `bench/beginner.py` (the
obvious advice, no search) is 1500, where a new player starts, so a learner
who plays as a careful beginner keeps a rating of about 1500.  Each level's
deviation is its rating's standard error (the inverse of the fit's information
matrix), the uncertainty the ladder leaves, which a player's update weighs.

It prints the table and the lines of `tutorbot/ai/level_ratings.py`; with the
default logs they must be the numbers frozen there (tests/research/test_level_ratings.py
refits them).  A match seen twice (the same pair, seed and index in two logs) counts once.

The matches the product's numbers rest on (`LOGS`; seed 2026,
`python -m bench.tournament_report LOG` prints each log's table):

* research/logs/2026-11-27-rating/ladder.jsonl.gz: levels 1-4 and the careful
  beginner, every pair 400 matches (10 pairs, 4,000 matches, played for issue 33);
* research/logs/2026-11-27/5_4.jsonl.gz: the rollout search against level 4,
  400 matches (there it was level 5; the benchmark calls it "rollout5");
* research/logs/2026-11-28-session17/cut12-reshuffle_rollout5.jsonl.gz: level
  5 of sessions 18-21 (the tree search on the compiled core, one tree a
  world, its evaluation seeing the market, the hidden order drawn anew every
  simulation; the log calls it "cut12-reshuffle", its pilot's name) against
  that rollout search, 400 matches (research/tournament-2026-11-28-session18.txt);
* research/logs/2026-11-29-session22/pool_v_level5_8x1000.jsonl.gz: level 5 of
  sessions 21-22 (the same search pooled into one tree over the worlds; the log
  calls it "pool-8x1000") against that level 5 of sessions 18-21 (there
  "reshuffle-8x1000"), 400 matches (its first 37 played in session 21,
  research/tournament-2026-11-29-session22.txt), and against level 4, 26
  matches (research/logs/2026-11-29-session21/5_4.jsonl.gz, stopped early to
  give the VM to the run against the public design,
  research/tournament-2026-11-29-session21.txt); the fit calls that level 5
  "pool5";
* research/logs/2026-11-29-session23/settle2000_v_level5.jsonl.gz: level 5 as
  it plays now (that pooled tree at 8 x 2,000, settling; the log calls it
  "pool[settle=true]-8x2000") against the level 5 of sessions 18-21, 400
  matches, and against level 4, 40 matches (5_4.jsonl.gz beside it;
  research/tournament-2026-11-29-session23.txt).

Level 5 is rated through the levels 5 it replaced: the search of one tree a
world (`PER_WORLD5`), the pooled one at 8 x 1,000 (`POOL5`) and the rollout
search (`ROLLOUT5`), which is also the
level 5 of an install without the core (`WITHOUT_CORE_LEVEL5`).
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Iterable, Mapping
from pathlib import Path

from bench.arena import parse_spec
from bench.tournament import label, log_lines, wilson
from research.leaf_fit import solve
from tutorbot.ai.level_ratings import FITTED, WITHOUT_CORE_LEVEL5

CHECKOUT = Path(__file__).resolve().parent.parent

#: The fixed point of the scale: a tournament player, and the rating it is given.
ANCHOR = "beginner"
ANCHOR_RATING = 1500.0

#: The logs the product's ratings rest on, relative to the checkout's root.
LOGS = (
    "research/logs/2026-11-27-rating/ladder.jsonl.gz",
    "research/logs/2026-11-27/5_4.jsonl.gz",
    "research/logs/2026-11-28-session17/cut12-reshuffle_rollout5.jsonl.gz",
    "research/logs/2026-11-29-session22/pool_v_level5_8x1000.jsonl.gz",
    "research/logs/2026-11-29-session21/5_4.jsonl.gz",
    "research/logs/2026-11-29-session23/settle2000_v_level5.jsonl.gz",
    "research/logs/2026-11-29-session23/5_4.jsonl.gz",
)

#: The rollout search level 5 was until session 14, as the fit names it.
ROLLOUT5 = "rollout5"
#: The search of one tree a world level 5 was in sessions 18-21, as the fit names it.
PER_WORLD5 = "per-world5"
#: The pooled search at 8 x 1,000 level 5 was in sessions 21-22, as the fit names it.
POOL5 = "pool5"
#: The earlier levels 5 that rate today's through the ladder.
FORMER = (ROLLOUT5, PER_WORLD5, POOL5)
#: A log's players that the fit names otherwise: in the logs of 2026-11-27/,
#: "L5" is the rollout search; in the pilots' logs, level 5 of sessions 18-21
#: is "cut12-reshuffle" or "reshuffle-8x1000", that of sessions 21-22
#: "pool-8x1000" (and "L5" in session 21's tournament log), level 5 now
#: "pool[settle=true]-8x2000".
RENAMED: dict[str, dict[str, str]] = {
    "research/logs/2026-11-27/5_4.jsonl.gz": {"L5": ROLLOUT5},
    "research/logs/2026-11-28-session17/cut12-reshuffle_rollout5.jsonl.gz": {
        "cut12-reshuffle": PER_WORLD5
    },
    "research/logs/2026-11-29-session22/pool_v_level5_8x1000.jsonl.gz": {
        "pool-8x1000": POOL5,
        "reshuffle-8x1000": PER_WORLD5,
    },
    "research/logs/2026-11-29-session21/5_4.jsonl.gz": {"L5": POOL5},
    "research/logs/2026-11-29-session23/settle2000_v_level5.jsonl.gz": {
        "pool[settle=true]-8x2000": "L5",
        "reshuffle-8x1000": PER_WORLD5,
    },
}

#: Glicko's logistic scale: 400 points of gap are ten to one.
K = math.log(10) / 400

Record = dict[tuple[str, str], list[int]]  # (a, b) -> [a's wins, b's wins]


def results(
    paths: Iterable[Path], renamed: Mapping[Path, Mapping[str, str]] | None = None
) -> Record:
    """Wins of each pair over the logs' matches between levels, the former
    levels 5 and the anchor (the benchmark's other opponents are left out: they
    rate no level); `renamed`: a log's players the fit names otherwise."""
    seen: set[tuple[str, str, int, int]] = set()
    record: Record = {}
    for path in paths:
        names = (renamed or {}).get(path, {})
        for line in log_lines(path):
            if not line.strip():
                continue
            row = json.loads(line)
            a, b = (label(parse_spec(str(row[side]))) for side in ("a", "b"))
            a, b = names.get(a, a), names.get(b, b)
            if not all(name in (ANCHOR, *FORMER) or name.startswith("L") for name in (a, b)):
                continue
            # a pilot's log plays each deal from both seats with one seed: the
            # index tells its two matches apart
            key = (a, b, int(row["seed"]), int(row["index"]))
            if key in seen:
                continue
            seen.add(key)
            wins = record.setdefault((a, b), [0, 0])
            wins[0 if row["a_won"] else 1] += 1
    return record


def product_results() -> Record:
    """`results` of the logs the product's ratings rest on (`LOGS`, `RENAMED`)."""
    return results(
        (CHECKOUT / log for log in LOGS),
        {CHECKOUT / log: names for log, names in RENAMED.items()},
    )


def fit(record: Record) -> dict[str, tuple[float, float]]:
    """Each player's (rating, standard error), the anchor fixed at `ANCHOR_RATING`."""
    players = sorted({p for pair in record for p in pair} - {ANCHOR})
    index = {p: i for i, p in enumerate(players)}
    rating = dict.fromkeys(players, ANCHOR_RATING) | {ANCHOR: ANCHOR_RATING}

    def information() -> tuple[list[float], list[list[float]]]:
        grad = [0.0] * len(players)
        info = [[0.0] * len(players) for _ in players]
        for (a, b), (wa, wb) in record.items():
            p = 1 / (1 + math.exp(-K * (rating[a] - rating[b])))
            g, w = K * (wa - (wa + wb) * p), K * K * (wa + wb) * p * (1 - p)
            for x, sign in ((a, 1), (b, -1)):
                if x in index:
                    grad[index[x]] += sign * g
                    info[index[x]][index[x]] += w
            if a in index and b in index:
                info[index[a]][index[b]] -= w
                info[index[b]][index[a]] -= w
        return grad, info

    for _ in range(50):
        grad, info = information()
        step = solve(info, grad)
        for p, s in zip(players, step, strict=True):
            rating[p] += s
        if max(abs(s) for s in step) < 1e-9:
            break
    _, info = information()
    errors = []
    for i in range(len(players)):
        unit = [1.0 if j == i else 0.0 for j in range(len(players))]
        errors.append(math.sqrt(solve(info, unit)[i]))
    return {p: (rating[p], e) for p, e in zip(players, errors, strict=True)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="*", type=Path)
    logs = parser.parse_args().logs
    record = results(logs) if logs else product_results()
    print("pair                 matches  wins  win rate   95% CI")
    for (a, b), (wa, wb) in sorted(record.items()):
        low, high = wilson(wa, wa + wb)
        print(
            f"{a + ' v ' + b:20s} {wa + wb:7d} {wa:5d}  {wa / (wa + wb):7.1%}"
            f"  [{low:.1%}, {high:.1%}]"
        )
    fitted = fit(record)
    print(f"\nrating (the {ANCHOR} fixed at {ANCHOR_RATING:.0f})  standard error  in the code")
    for name, (r, se) in sorted(fitted.items()):
        code = (
            WITHOUT_CORE_LEVEL5
            if name == ROLLOUT5
            else FITTED.get(int(name[1:]))
            if name.startswith("L")
            else None
        )
        now = f"{code.rating:.0f} ± {code.deviation:.0f}" if code else "-"
        print(f"{name:8s} {r:8.0f} {se:14.0f}          {now}")
    print("\nFITTED = {")
    for name, (r, se) in sorted(fitted.items()):
        if name.startswith("L"):
            print(f"    {name[1:]}: Rating({r:.0f}, {se:.0f}),")
    print("}")
    if ROLLOUT5 in fitted:
        r, se = fitted[ROLLOUT5]
        print(f"WITHOUT_CORE_LEVEL5 = Rating({r:.0f}, {se:.0f})")


if __name__ == "__main__":
    main()
