"""Building and running the bot: long polling, or a webhook for several replicas."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import signal

from aiohttp import web
from telegram import Bot, BotCommand, Update
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    MessageHandler,
    filters,
)

from tutorbot.chat import FEATURES, Answer, Conversation, PoolThinker
from tutorbot.store import RedisStore
from tutorbot.store.budget import BudgetSettings, RedisComputeBudget
from tutorbot.store.friends import FriendStore
from tutorbot.tutor import LANGUAGES, messages
from tutorbot.webapp import Mirror, TableServer, start

from . import heap
from .handlers import TelegramAdapter
from .outgoing import PriorityRateLimiter
from .processor import PerChatUpdateProcessor
from .request import AiohttpRequest
from .settings import Settings

log = logging.getLogger(__name__)

#: Updates handled at once (running: those waiting behind their own chat's
#: earlier updates hold none of these); each makes up to two Bot API calls at a time (a
#: tap's answer and its board), so the HTTP pool is twice as large and an
#: update never waits for a connection.
UPDATES_AT_ONCE = 32
HTTP_POOL = 2 * UPDATES_AT_ONCE

COMMANDS = (
    "new",
    "friend",
    "learn",
    "board",
    "hint",
    "why",
    "analyse",
    "rules",
    "level",
    "language",
    "mode",
    "stats",
    "resign",
    "review",
    "puzzle",
)
#: Also understood, not in the menu: /start, /lang for /language, /analyze for /analyse.
ALL_COMMANDS = ("start", *COMMANDS, "help", "lang", "analyze")
#: What the bot answers: new messages in private chats and groups.  Edited
#: messages (a move is not played twice), channel posts and posts sent on
#: behalf of a channel are ignored, like every update type no handler takes.
NEW_MESSAGES = filters.UpdateType.MESSAGE & ~filters.SenderChat.CHANNEL


def command_menu(lang: str) -> list[BotCommand]:
    t = messages(lang)
    return [BotCommand(name, t(f"cmd-{name}")) for name in (*COMMANDS, "help")]


async def register_commands(app: Application) -> None:
    """The command menu in each language (English also as the default)."""
    await app.bot.set_my_commands(command_menu("en"))
    for lang in LANGUAGES:
        await app.bot.set_my_commands(command_menu(lang), language_code=lang)


#: Seconds the updates in hand may take once the bot is told to stop.
STOP_GRACE = 0.5


def stop_soon(app: Application) -> None:
    """Stop running (the signal handler): updates in hand get `STOP_GRACE`."""
    processor = app.update_processor
    if isinstance(processor, PerChatUpdateProcessor):
        processor.wind_down(STOP_GRACE)
    app.stop_running()


def table_mirror(adapter: TelegramAdapter, bot: Bot) -> Mirror:
    """How a move made on the table reaches the chat: its reply delivered as
    a tap on the chat's board would be (the board edited in place, a round's
    account sent), so the chat and the table show one game."""

    async def mirror(chat_id: int, answer: Answer) -> None:
        shown = answer.board.shown if answer.board else None
        pressed = shown.message_id if shown else None
        await adapter.delivery.reply(bot, chat_id, answer.reply, pressed, True, answer.board)

    return mirror


def build_application(settings: Settings, conversation: Conversation | None = None) -> Application:
    if conversation is None:
        store = RedisStore.from_url(settings.redis_url, prefix=settings.redis_prefix)
        thinker = PoolThinker(settings.workers, mp_context=multiprocessing.get_context("spawn"))
        budget = RedisComputeBudget(
            store.client,
            store.keys,
            BudgetSettings(settings.explain_budget, settings.explain_per_minute),
        )
        conversation = Conversation(
            store,
            thinker,
            friends=FriendStore(store),
            budget=budget,
            features=FEATURES,
            webapp_url=settings.webapp_url or "",
        )
    adapter = TelegramAdapter(conversation)
    background: set[asyncio.Task] = set()
    tables: list[web.AppRunner] = []  # the Mini App's server, while it runs

    async def post_init(app: Application) -> None:
        # SIGTERM/SIGINT: stop fetching, give the updates in hand a moment, then
        # cancel the rest (python-telegram-bot would wait for every AI to finish)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # not on Windows
                loop.add_signal_handler(sig, stop_soon, app)
        await register_commands(app)
        heap.tune()
        # not app.create_task: the application would wait for it when stopping
        background.add(asyncio.create_task(heap.keep_settled()))
        conversation.named(app.bot.username or "")  # for invitation links
        background.add(asyncio.create_task(sweeping(app, settings.sweep_seconds)))
        if settings.webapp_url:  # the table: the bot's own aiohttp server, in this loop
            server = TableServer(conversation, settings.token, table_mirror(adapter, app.bot))
            tables.append(await start(server, settings.webapp_listen, settings.webapp_port))
        log.info("tutorbot is up as @%s", app.bot.username)

    async def sweeping(app: Application, every: float) -> None:
        """The friend games' job (idle games closed, reminders), every `every`
        seconds in each replica: deadlines are claimed atomically in Redis."""
        while True:
            await asyncio.sleep(every)
            try:
                await adapter.sweep(app.bot)
            except Exception as error:  # the job must outlive a Redis or network hiccup
                log.error("friend games' job failed: %s", error, exc_info=error)

    async def post_shutdown(app: Application) -> None:
        for task in background:
            task.cancel()
        for runner in tables:
            await runner.cleanup()
        await conversation.close()

    builder = (
        ApplicationBuilder()
        .token(settings.token)
        .base_url(settings.api_url)
        .concurrent_updates(PerChatUpdateProcessor(UPDATES_AT_ONCE, on_excess=adapter.one_moment))
        .post_init(post_init)
        .post_shutdown(post_shutdown)
        .request(AiohttpRequest(HTTP_POOL))
        .get_updates_request(AiohttpRequest(1, read_timeout=10))
    )
    # the limiter changes the bot's type (ExtBot[int], its retry argument), so
    # each branch builds its own application rather than re-typing `builder`
    app: Application
    if settings.rate_limit:
        limiter = PriorityRateLimiter(
            overall_max_rate=settings.rate_overall,
            overall_time_period=1,
            group_max_rate=settings.rate_group,
            group_time_period=60,
            max_retries=settings.rate_retries,
        )
        app = builder.rate_limiter(limiter).build()
    else:
        app = builder.build()
    app.add_handler(CommandHandler(list(ALL_COMMANDS), adapter.on_command, NEW_MESSAGES))
    app.add_handler(CallbackQueryHandler(adapter.on_press))
    app.add_handler(MessageHandler(NEW_MESSAGES & filters.TEXT & ~filters.COMMAND, adapter.on_text))
    app.add_error_handler(adapter.on_error)
    return app


def run(settings: Settings) -> int:
    logging.basicConfig(
        format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO
    )
    app = build_application(settings)
    if settings.webhook_url:
        app.run_webhook(
            listen=settings.listen,
            port=settings.port,
            url_path="telegram",
            webhook_url=settings.webhook_url,
            secret_token=settings.secret_token,
            allowed_updates=Update.ALL_TYPES,
            stop_signals=None,
        )
    else:
        app.run_polling(
            allowed_updates=Update.ALL_TYPES, poll_interval=0.0, timeout=30, stop_signals=None
        )
    return 0


def main(webhook_url: str | None, listen: str | None, port: int | None, secret: str | None) -> int:
    from .settings import SettingsError, load_settings

    try:
        settings = load_settings(
            webhook_url=webhook_url, listen=listen, port=port, secret_token=secret
        )
    except SettingsError as error:
        print(f"tutorbot: {error}")
        return 2
    try:  # a faster event loop where available (Linux, macOS)
        import uvloop

        asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    except ImportError:
        pass
    asyncio.set_event_loop(asyncio.new_event_loop())
    return run(settings)
