"""How long reading one typed message takes: the matching against the position.

    nice python -m bench.parse [--positions 400]

Two kinds of message, each read in its position as the bot reads it
(`Tutor.read_move` with the player's observation): the natural phrasings of
tests/support/natural_phrasings.py (42 per language), the held-out lists of
tests/support/held_out/ (written by native speakers, where a language has one), and the bot's own
wordings of moves typed back (the round trip) in real positions (random legal
play from seeded deals, every legal move's plain wording in each language).
The lexicon is built before timing (once per language and process).  Prints
milliseconds per message (median, p95, max) per language and kind, and how
many were understood.  The issue's target: p95 at most 5 ms per message.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench.tournament import measured_quantile
from tests.support import held_out
from tests.support.natural_phrasings import PHRASINGS, observation
from tests.support.positions import midgame
from tutorbot.engine import MoveParseError, Observation
from tutorbot.engine.cards import CAMEL
from tutorbot.tutor import LANGUAGES, Tutor


def timed(tutor: Tutor, cases: list[tuple[str, Observation, str]]) -> tuple[list[float], int]:
    """Milliseconds each case took to read, and how many read as the move meant."""
    times: list[float] = []
    understood = 0
    for text, obs, meant in cases:
        started = time.perf_counter()
        try:
            got = str(tutor.read_move(text, obs))
        except MoveParseError:
            got = ""
        times.append(1000 * (time.perf_counter() - started))
        understood += got == meant
    return times, understood


def line(lang: str, kind: str, times: list[float], understood: int) -> None:
    times = sorted(times)
    p95 = measured_quantile(times, 0.95)
    med, most = statistics.median(times), times[-1]
    print(f"{lang:<4} {kind:<10} {len(times):>6} {understood:>6} {med:8.3f} {p95:8.3f} {most:8.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=400)
    args = parser.parse_args()
    games = [midgame(seed, 2 + seed % 24) for seed in range(args.positions)]
    views = [g.observation(g.to_move) for g in games]
    print("milliseconds per message, one process")
    print(f"{'lang':<4} {'kind':<10} {'read':>6} {'right':>6} {'median':>8} {'p95':>8} {'max':>8}")
    every: list[float] = []
    for lang in LANGUAGES:
        tutor = Tutor(lang)
        natural = [(text, observation(pos), meant) for pos, text, meant in PHRASINGS[lang]]
        timed(tutor, natural[:3])  # the lexicon is built once per process
        times, understood = timed(tutor, natural)
        line(lang, "natural", times, understood)
        every += times
        if lang in held_out.languages():
            times, understood = timed(tutor, held_out.cases(lang))
            line(lang, "held-out", times, understood)
            every += times
        own = [
            (tutor.move(move, obs.market[CAMEL]), obs, str(move))
            for obs in views
            for move in obs.legal_moves()
        ]
        times, understood = timed(tutor, own)
        line(lang, "own words", times, understood)
        every += times
    every.sort()
    print(f"all: {len(every)} messages, p95 {measured_quantile(every, 0.95):.3f} ms")


if __name__ == "__main__":
    main()
