"""Does a change to the tree search beat the public design at equal simulations?

    python -m research.mcts_pilot margin --sims 100 --deals 100 \\
        --log research/logs/2026-11-27-ai2/margin_8x100.jsonl

Each deal is played twice with the same seed, the pilot in each seat
(index 2d: the pilot sits first; 2d + 1: the public design does), so the
cards cannot favour either side; the opponent is `--base`, by default the
public design (`VARIANTS["public"]`, the benchmark's "uyu"), at the same
worlds and simulations per world (or `--base-sims`: is a bigger budget
worth its time?), or on a clock: `--base-seconds 1` lets it think one second
a move, as the public AI's hard level does, its simulations unbounded and
each world's tree given an equal share of the time left (`mcts.mcts_shares`;
a wall clock, so the machine must be otherwise quiet: the log's think times,
CPU seconds, show what it got).
Rows are the tournament log's (`a` = the pilot), so
`python -m bench.tournament_report LOG` prints the win rate with its Wilson
95% interval and `python -m research.paired LOG_A LOG_B` compares two pilots
deal by deal (same --seed and --deals: same deals, same seats).

`--peek` tells the pilot the opponent's whole hand (every sampled world
deals it; the deck's order stays hidden): not a player anyone meets, but the
most any belief over that hand, read from the opponent's public moves, could
give the search (session 25: `research/tournament-2026-11-29-session25.txt`).

Rows are appended as each match ends, so a run stopped at a deadline keeps
what it played and a rerun plays only what is missing.  --workers 1 (the
default) on a shared machine, under `nice`; a lent 16-core device can run 16.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import replace
from functools import partial
from pathlib import Path

from bench.arena import Opponent, fair_view, play_match
from bench.opponents import PUBLIC_WEIGHTS
from bench.tournament import Job, Row, append_row, log_lines
from tutorbot.ai.mcts import MctsBudget
from tutorbot.ai.players import Level, Player
from tutorbot.engine import Game, Observation

#: Each variant's search at `worlds` x `sims` (both sides of a pilot get the same).
#: "public" keeps the public AI's features (51, no market: bench/public_weights.py);
#: the others use level 5's evaluation of the day (the market's features too
#: since session 16: the logs before then are of the 51-feature one).
VARIANTS: dict[str, Callable[[int, int], MctsBudget]] = {
    "public": lambda w, n: MctsBudget(worlds=w, sims=n, weights=PUBLIC_WEIGHTS),
    # a: the rupee margin blended into the backed-up result
    "margin": lambda w, n: MctsBudget(worlds=w, sims=n, margin_weight=0.3, margin_scale=20.0),
    # b: playouts cut after 12 moves, the learned evaluation's odds backed up
    "cut12": lambda w, n: MctsBudget(worlds=w, sims=n, playout_plies=12),
    # b + a together
    "cut12margin": lambda w, n: MctsBudget(
        worlds=w, sims=n, playout_plies=12, margin_weight=0.3, margin_scale=20.0
    ),
    # c: twice the worlds, half the simulations each (the same total)
    "wide": lambda w, n: MctsBudget(worlds=2 * w, sims=n // 2),
    # level 5's search (cut12) with another exploration constant (sqrt 2 = 1.41)
    "cut12c1": lambda w, n: MctsBudget(worlds=w, sims=n, playout_plies=12, c_puct=1.0),
    "cut12c2": lambda w, n: MctsBudget(worlds=w, sims=n, playout_plies=12, c_puct=2.0),
    # level 5's search with playouts cut after 8 moves
    "cut8": lambda w, n: MctsBudget(worlds=w, sims=n, playout_plies=8),
    # level 5's search drawing the deck's and bonus piles' order anew every
    # simulation, a child per market a take reveals (session 17)
    "reshuffle": lambda w, n: MctsBudget(worlds=w, sims=n, playout_plies=12, reshuffle=True),
    # issue 48's pilots, each level 5's search (reshuffle) with one thing changed:
    # fewer random moves in its playouts (0.1 in level 5)
    "rs-explore05": lambda w, n: MctsBudget(
        worlds=w, sims=n, playout_plies=12, reshuffle=True, explore=0.05
    ),
    # sharper or flatter priors (temperature 1 in level 5)
    "rs-temp05": lambda w, n: MctsBudget(
        worlds=w, sims=n, playout_plies=12, reshuffle=True, prior_temperature=0.5
    ),
    "rs-temp2": lambda w, n: MctsBudget(
        worlds=w, sims=n, playout_plies=12, reshuffle=True, prior_temperature=2.0
    ),
    # one tree over all the worlds (`MctsBudget.pool`): worlds x sims simulations
    "pool": lambda w, n: MctsBudget(worlds=w, sims=n, playout_plies=12, reshuffle=True, pool=True),
    # the same tree over four times the worlds, a quarter of the simulations each
    "pool-wide": lambda w, n: MctsBudget(
        worlds=4 * w, sims=n // 4, playout_plies=12, reshuffle=True, pool=True
    ),
}


def level(variant: str, worlds: int, sims: int, tweaks: tuple[str, ...] = ()) -> tuple[str, Level]:
    """The variant's name at its budget, and a level that plays it; each of
    `tweaks` ("c_puct=1.0") sets one more field of its `MctsBudget`, and the
    name says so ("pool[c_puct=1.0]-8x300")."""
    budget = tweaked(VARIANTS[variant](worlds, sims), tweaks)
    if tweaks:
        variant = f"{variant}[{','.join(tweaks)}]"
    name = f"{variant}-{worlds}x{sims}"
    return name, Level(5, name, mcts=budget)


def tweaked(budget: MctsBudget, tweaks: Iterable[str]) -> MctsBudget:
    """`budget` with each of `tweaks` ("c_puct=1.0") setting one of its fields."""
    return replace(budget, **dict(tweak(budget, text) for text in tweaks))


def tweak(budget: MctsBudget, text: str) -> tuple[str, object]:
    """ "explore=0.05" -> ("explore", 0.05), typed as `budget`'s field is."""
    field, _, value = text.partition("=")
    current = getattr(budget, field)  # an unknown field fails here, by name
    if current is None:  # an option that is off by default: a number turns it on
        return field, float(value)
    if isinstance(current, bool):
        return field, value.lower() in ("1", "true", "yes")
    return field, type(current)(value)


#: A clocked player's simulations a world: more than any second allows, so
#: its clock alone ends each tree.
CLOCKED_SIMS = 1_000_000


def clocked(variant: str, worlds: int, seconds: float) -> tuple[str, Opponent]:
    """The variant thinking `seconds` a move over `worlds` (its name says
    so), as a player factory the arena seeds (picklable, for the workers)."""
    name = f"{variant}-{worlds}x{seconds:g}s"
    searcher = Level(5, name, mcts=VARIANTS[variant](worlds, CLOCKED_SIMS))
    return name, partial(Player, searcher, max_seconds=seconds)


def jobs(pilot: str, base: str, seed: int, deals: range) -> list[Job]:
    """Two matches a deal, same seed, the pilot first in the one and second in the other."""
    return [(pilot, base, seed * 1_000_003 + d, 2 * d + side) for d in deals for side in (0, 1)]


def missing(todo: list[Job], log: Path) -> list[Job]:
    """The jobs `log` does not hold yet, by index (a deal's two matches share a seed)."""
    if not log.exists():
        return todo
    rows = [json.loads(line) for line in log_lines(log) if line.strip()]
    done = {(row["a"], row["b"], row["index"]) for row in rows}
    return [job for job in todo if (job[0], job[1], job[3]) not in done]


def peeking(pilot_seat: int, game: Game, seat: int) -> Observation:
    """What `seat` sees, the pilot's seat told the opponent's whole hand (no
    fair seat sees it: `--peek` measures what knowing it is worth)."""
    obs = game.observation(seat)
    if seat != pilot_seat:
        return obs
    return replace(obs, opp_known=tuple(game.hands[1 - seat]))


def play(job: Job, players: dict[str, Opponent], peek: bool = False) -> Row:
    """One match of `job`; the row the tournament's log keeps for it."""
    pilot, base, seed, index = job
    first = (index // 2) % 2  # who starts round 1 alternates by deal
    pilot_seat = index % 2
    seats = (pilot, base) if pilot_seat == 0 else (base, pilot)
    view = partial(peeking, pilot_seat) if peek else fair_view
    rec = play_match(seats[0], seats[1], seed, first, players, view)
    return {
        "a": pilot,
        "b": base,
        "seed": seed,
        "index": index,
        "a_won": rec.winner == pilot_seat,
        "think_a": [round(t, 6) for t in rec.think[pilot_seat]],
        "think_b": [round(t, 6) for t in rec.think[1 - pilot_seat]],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pilot", choices=sorted(VARIANTS))
    parser.add_argument(
        "--tweak",
        action="append",
        default=[],
        help="FIELD=VALUE: one more MctsBudget field of the pilot (repeatable)",
    )
    parser.add_argument("--base", choices=sorted(VARIANTS), default="public")
    parser.add_argument("--worlds", type=int, default=8)
    parser.add_argument("--sims", type=int, default=100, help="simulations per world")
    parser.add_argument("--base-sims", type=int, help="the base's, if not --sims")
    parser.add_argument("--base-worlds", type=int, help="the base's, if not --worlds")
    parser.add_argument(
        "--base-seconds", type=float, help="the base thinks this long a move instead (a clock)"
    )
    parser.add_argument(
        "--peek",
        action="store_true",
        help="the pilot is told the opponent's hand: what any belief about it could be worth",
    )
    parser.add_argument(
        "--policy-weights",
        type=Path,
        help="JSON weights (research/policy_fit.py) the pilot's playouts and priors choose by",
    )
    parser.add_argument("--first-deal", type=int, default=0)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--workers", type=int, default=1, help="processes (1 on a shared machine)")
    args = parser.parse_args()
    pilot, pilot_level = level(args.pilot, args.worlds, args.sims, tuple(args.tweak))
    if args.policy_weights:
        fitted = tuple(json.loads(args.policy_weights.read_text())["weights"])
        assert pilot_level.mcts is not None
        pilot_level = replace(pilot_level, mcts=replace(pilot_level.mcts, policy_weights=fitted))
        pilot = f"{pilot}[policy={args.policy_weights.stem}]"
    if args.peek:
        pilot = f"peek-{pilot}"
    base_worlds = args.base_worlds or args.worlds
    base, base_player = (
        clocked(args.base, base_worlds, args.base_seconds)
        if args.base_seconds
        else level(args.base, base_worlds, args.base_sims or args.sims)
    )
    players: dict[str, Opponent] = {pilot: pilot_level, base: base_player}
    deals = range(args.first_deal, args.first_deal + args.deals)
    todo = missing(jobs(pilot, base, args.seed, deals), args.log)
    print(f"{pilot} v {base}: {len(todo)} matches to play", flush=True)
    args.log.parent.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = [pool.submit(play, job, players, args.peek) for job in todo]
        for done, future in enumerate(as_completed(futures), 1):
            append_row(args.log, future.result())
            if done % 20 == 0:
                print(f"{done} played, {time.perf_counter() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
