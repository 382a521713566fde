"""The `tutorbot` command: one entry point, a subcommand per job."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tutorbot.ai import LEVELS, tournament
from tutorbot.ai.arena import registered_opponents
from tutorbot.tutor import LANGUAGES


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
    tour = sub.add_parser("tournament", help="AI levels play each other; prints win rates")
    tournament.add_arguments(
        tour, "levels 1-5 and registered opponents (a checkout: old5, rollout, uyu, beginner)"
    )
    return parser


def main(argv: list[str] | None = None) -> None:
    args = _parser().parse_args(argv)
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
    if args.command == "tournament":
        sys.exit(tournament.main(args, registered_opponents()))


if __name__ == "__main__":
    main()
