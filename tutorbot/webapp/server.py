"""The Mini App's HTTP server: the page, and the table's two calls.

python-telegram-bot's webhook server is Tornado and serves only updates, so
the table has an aiohttp listener of its own, in the bot's event loop
(`start`), on the same conversation and store as the chat: any replica
answers any player, and a move made here is the same intent a tap sends.

Every call carries the initData Telegram signed (`init_data.verify`); the
chat it acts on is the private chat of the user it names, so a player
reaches only their own game.  The page polls `/api/table` with the version
it shows (a move typed in the chat changes the version, and the page
redraws): polling rather than server-sent events, because any replica must
answer (a stream held open by one replica would not hear of a move another
replica saved, without a pub/sub of its own), Telegram's web view drops
long-lived connections when it goes to the background, and an unchanged
table costs one Redis read.  A move is sent with the version the page saw,
so a double submission is absorbed by the session's compare-and-set.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from aiohttp import web

from tutorbot.chat import Answer, Conversation, Press, Reply, User
from tutorbot.chat import payload as P
from tutorbot.chat.render import rematch_offered
from tutorbot.store import StoreUnavailable
from tutorbot.tutor import Tutor, language_for

from .init_data import InvalidInitData, WebAppUser, claimed_language, verify
from .table import no_table, table

log = logging.getLogger(__name__)

#: What the chat is told of a move made on the table (the Telegram front end
#: edits the chat's board with it, as after a tap).
Mirror = Callable[[int, Answer], Awaitable[None]]

#: The game buttons the table may press, and whether each plays a move (its
#: answer then reaches the chat's board too): the chat's own intents.
ACTIONS = {
    P.TAKE: True,
    P.CAMELS: True,
    P.PLAY: True,
    P.HINT: False,
    P.WHY: False,
    P.REVIEW: False,
}
#: The review's screens the table shows (summary, a key moment, its best moves);
#: trying a moment is a game of its own, played in the chat.
REVIEW_SCREEN = re.compile(r"|s|m\d{1,3}|a\d{1,3}")

CSP = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self' https://telegram.org",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors https://web.telegram.org https://*.telegram.org",
    )
)
STATIC = {
    "/": ("index.html", "text/html"),
    "/app.js": ("app.js", "text/javascript"),
    "/app.css": ("app.css", "text/css"),
}
#: The largest request body a call may carry (initData and a move are small).
MAX_BODY = 16 * 1024


def refused(lang: str | None) -> web.HTTPUnauthorized:
    """A call without a genuine, fresh initData: 401, with the line the page
    shows in its place (Telegram signs anew each time the table is opened,
    so reopening it is the cure), in the language the caller claims."""
    tutor = Tutor(language_for(lang, None))
    body = json.dumps({"note": tutor.t("table-reopen"), "lang": tutor.lang})
    return web.HTTPUnauthorized(text=body, content_type="application/json")


def static_file(name: str) -> bytes:
    """One of the page's files, shipped inside the package."""
    return resources.files(__package__).joinpath("static", name).read_bytes()


@web.middleware
async def secured(request: web.Request, handler: Callable[..., Awaitable[Any]]) -> Any:
    """Every answer with the page's strict policy: no inline script or style,
    nothing fetched from elsewhere but Telegram's own script."""
    try:
        response = await handler(request)
    except StoreUnavailable:  # Redis out of reach, its retries spent: try again soon
        response = web.json_response({"error": "unavailable"}, status=503)
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers.setdefault("Cache-Control", "no-store")
    return response


class TableServer:
    """The page and its API over `conversation`; `token` checks initData;
    `mirror` (None: no chat to tell) hears of every move made here."""

    def __init__(
        self,
        conversation: Conversation,
        token: str,
        mirror: Mirror | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.conversation = conversation
        self.token = token
        self.mirror = mirror
        self.clock = clock
        self.files = {path: (static_file(name), kind) for path, (name, kind) in STATIC.items()}

    def app(self) -> web.Application:
        """The aiohttp application: static page files and the two calls."""
        app = web.Application(middlewares=[secured], client_max_size=MAX_BODY)
        for path in self.files:
            app.router.add_get(path, self.page)
        app.router.add_post("/api/table", self.table)
        app.router.add_post("/api/press", self.press)
        return app

    async def page(self, request: web.Request) -> web.Response:
        body, kind = self.files[request.path]
        return web.Response(body=body, content_type=kind, charset="utf-8")

    async def _caller(self, request: web.Request) -> tuple[WebAppUser, dict[str, Any]]:
        """The verified user and the call's JSON body (401/400 otherwise)."""
        try:
            body = json.loads(await request.read())
        except ValueError:
            raise web.HTTPBadRequest() from None
        init_data = body.get("initData") if isinstance(body, dict) else None
        if not isinstance(init_data, str):
            raise refused(None)
        try:
            return verify(init_data, self.token, self.clock()), body
        except InvalidInitData as error:
            log.info("table call refused: %s", error)
            raise refused(claimed_language(init_data)) from None

    async def _table(self, user: WebAppUser) -> dict[str, Any]:
        store = self.conversation.store
        prefs = await store.get_prefs(user.id)
        tutor = Tutor(language_for(user.language_code, prefs.lang))
        session = await store.load_game(user.id)
        if session is None:
            return no_table(tutor)
        reviewed = self.conversation.services.tables.end_of(session.game_id).review
        return table(tutor, session, reviewed)

    async def table(self, request: web.Request) -> web.Response:
        """The table now, or only that it is unchanged since the version the page shows."""
        user, body = await self._caller(request)
        since, game = body.get("since"), body.get("game")
        if isinstance(since, int) and isinstance(game, str):
            session = await self.conversation.store.load_game(user.id)
            if session is not None and (session.game_id, session.version) == (game, since):
                return web.json_response({"same": True})
        return web.json_response(await self._table(user))

    async def press(self, request: web.Request) -> web.Response:
        """One of the chat's intents, sent from the table for the version it saw."""
        user, body = await self._caller(request)
        action, arg = body.get("action"), body.get("arg", "")
        version, game = body.get("version"), body.get("game")
        if not isinstance(action, str) or not (action in ACTIONS or action == P.REMATCH):
            raise web.HTTPBadRequest()
        if not isinstance(arg, str) or not isinstance(version, int) or not isinstance(game, str):
            raise web.HTTPBadRequest()
        if action == P.REVIEW:
            if not REVIEW_SCREEN.fullmatch(arg):
                raise web.HTTPBadRequest()
            payload = P.plain(P.REVIEW, arg)
        elif action == P.REMATCH:
            session = await self.conversation.store.load_game(user.id)
            if (
                session is None
                or (session.game_id, session.version) != (game, version)
                or not rematch_offered(session)
            ):
                # a second tap, a table out of date, or a game left for a new
                # one (the table offers no rematch under it): nothing is dealt
                return await self._answered(user, Reply(stale=True))
            payload = P.plain(P.REMATCH, session.level)
        else:
            try:
                payload = P.game(game, version, action, arg)
            except ValueError:  # longer than a button may carry
                raise web.HTTPBadRequest() from None
        who = User(user.id, user.language_code, user.first_name)
        answer = await self.conversation.answer(user.id, who, Press(payload))
        reply = answer.reply
        moved = ACTIONS.get(action, True) and reply.rule is None and not reply.stale
        if moved and self.mirror is not None:
            try:
                await self.mirror(user.id, answer)
            except Exception as error:  # the player has the table: the chat catches up later
                log.warning("chat %s: the table's move not shown in the chat: %s", user.id, error)
        return await self._answered(user, reply)

    async def _answered(self, user: WebAppUser, reply: Reply) -> web.Response:
        """The table after `reply`, with the tutor's lines it told (a board's
        own lines are the moves atop it: the receipt, the AI's answer)."""
        lines = [m.top if m.board else m.text for m in reply.messages]
        return web.json_response(
            {
                "lines": [line for line in lines if line],
                "review": review_buttons(reply),
                "rule": reply.rule,
                "stale": reply.stale,
                "table": await self._table(user),
            }
        )


def review_buttons(reply: Reply) -> list[dict[str, str]]:
    """The review's own buttons under `reply` that the table can follow
    (between the summary, the key moments and their best moves)."""
    found = []
    for message in reply.messages:
        for row in message.buttons:
            for button in row:
                verb, _, arg = button.payload.partition(":")
                if verb == P.REVIEW and REVIEW_SCREEN.fullmatch(arg):
                    found.append({"label": button.label, "arg": arg})
    return found


async def start(server: TableServer, host: str, port: int) -> web.AppRunner:
    """Serve the table on `host`:`port` in the running event loop (stop: `runner.cleanup()`)."""
    runner = web.AppRunner(server.app(), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner
