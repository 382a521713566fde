"""Fuzz the conversation with whatever a public chat can send, and count.

    python -m bench.fuzz [--updates 10000] [--seed 2026]

Drives `Conversation.handle` (the same code the bot and the terminal use,
embedded store, level-1 AI inline) with commands with any arguments, any text
(any Unicode, up to Telegram's 4,096 characters), and any callback data (real
buttons, old ones, forged ones, up to 64 bytes), from the owner and from a
stranger, in every language code Telegram may report.  Prints how many
intents ended in an exception (a traceback in the bot), how many replies broke
a limit (a message over 4,096 characters, a payload over 64 bytes, Fluent's
`{???}`), and how many button presses went unanswered.

The walk itself is `tests/support/fuzz.py`, which `tests/e2e/test_fuzz.py` runs
a few hundred steps of with a fixed seed; this script runs 10,000.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import time

from tests.support.fuzz import AdapterFuzzer, Counts, Fuzzer


def report(name: str, seed: int, counts: Counts, elapsed: float) -> None:
    print(f"fuzz ({name}, seed {seed}): {counts.line()}")
    print(f"  {elapsed:.1f} s, {counts.intents / elapsed:.0f} intents/s")
    for failure in counts.failures[:10]:
        print("--- " + failure[:600])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--updates", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    logging.getLogger("tornado.access").setLevel(logging.CRITICAL)  # 400s are expected
    failures = 0
    for name, kind in (("conversation, embedded store", Fuzzer),
                       ("Telegram adapter, fake Bot API", AdapterFuzzer)):  # fmt: skip
        start = time.perf_counter()
        counts = asyncio.run(kind(args.seed).run(args.updates))
        report(name, args.seed, counts, time.perf_counter() - start)
        failures += len(counts.failures)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
