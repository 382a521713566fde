"""The `tutorbot` command: one entry point, a subcommand per job."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points
from pathlib import Path

from tutorbot.ai import LEVELS
from tutorbot.tutor import LANGUAGES

#: The entry-point group where a distribution offers a subcommand that is no
#: part of the product: each entry, named as the subcommand, a function of its
#: arguments that returns the exit status.  A checkout's pyproject.toml offers
#: `tournament` there (bench/tournament.py); an install of the product alone
#: (the Docker image) has no bench/ and says so.
COMMAND_GROUP = "tutorbot.commands"
#: Subcommands that only a checkout offers (through `COMMAND_GROUP`).
CHECKOUT_COMMANDS = {"tournament": "AI levels play each other; prints win rates (from a checkout)"}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tutorbot", description="Learn and play Jaipur.")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play against the AI in this terminal (no token, no Redis)")
    play.add_argument("--lang", choices=list(LANGUAGES), default=None)
    play.add_argument("--level", type=int, choices=sorted(LEVELS), default=None)
    play.add_argument("--seed", type=int, default=None, help="repeatable deals")
    play.add_argument(
        "--friend", action="store_true", help="two players on this screen (pass and play)"
    )
    play.add_argument(
        "--state",
        type=Path,
        default=None,
        help="the file that keeps your games (default: ~/.local/state/tutorbot/terminal.json)",
    )
    bot = sub.add_parser("bot", help="run the Telegram bot (TELEGRAM_BOT_TOKEN, REDIS_URL)")
    bot.add_argument("--webhook-url", default=None, help="serve a webhook instead of polling")
    bot.add_argument("--listen", default=None, help="webhook listen address (0.0.0.0)")
    bot.add_argument("--port", type=int, default=None, help="webhook port (8443)")
    bot.add_argument("--secret-token", default=None, help="webhook secret (or WEBHOOK_SECRET)")
    migrate = sub.add_parser(
        "migrate-keys", help="once, after upgrading: move Redis keys to their hash-tagged names"
    )
    migrate.add_argument("--url", default=None, help="the Redis (default: REDIS_URL)")
    migrate.add_argument("--prefix", default=None, help="key prefix (TUTORBOT_REDIS_PREFIX)")
    demo = sub.add_parser("demo", help="print one random, AI-free match")
    demo.add_argument("--seed", type=int, default=None)
    for name, help_text in CHECKOUT_COMMANDS.items():
        # its options (and --help) are the offering command's own
        sub.add_parser(name, help=help_text, add_help=False)
    return parser


def checkout_command(name: str, argv: Sequence[str]) -> int:
    """Run the subcommand `name` that an installed distribution offers under
    `COMMAND_GROUP`, or say in one line that this install has none."""
    for entry in entry_points(group=COMMAND_GROUP, name=name):
        try:
            command = entry.load()
        except ImportError:
            break
        status: int = command(list(argv))
        return status
    print(f"tutorbot {name}: runs from a checkout (bench/ is not installed here)", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> None:
    parser = _parser()
    args, rest = parser.parse_known_args(argv)
    if args.command in CHECKOUT_COMMANDS:
        sys.exit(checkout_command(args.command, rest))
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "play":
        from tutorbot.terminal.main import main as play

        sys.exit(play(args.lang, args.level, args.seed, args.friend, args.state))
    if args.command == "bot":
        from tutorbot.telegram.app import main as bot

        sys.exit(bot(args.webhook_url, args.listen, args.port, args.secret_token))
    if args.command == "migrate-keys":
        from tutorbot.store.migrate import main as migrate

        sys.exit(migrate(args.url, args.prefix))
    if args.command == "demo":
        from tutorbot.demo import run_demo

        sys.exit(run_demo(args.seed))


if __name__ == "__main__":
    main()
