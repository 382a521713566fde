"""A local stand-in for Telegram's Bot API, on 127.0.0.1, for end-to-end tests.

It answers like Telegram for the methods the bot uses (JSON or form-encoded
bodies, the real result shapes, `BUTTON_DATA_INVALID` for callback data over
64 bytes, "message is not modified" for an identical edit), and lets a test
act as users: send a message or a command, press a button, then wait for the
bot's answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

import aiohttp
import tornado.httpserver
import tornado.netutil
import tornado.web

BOT = {
    "id": 700000001,
    "is_bot": True,
    "first_name": "Tutorbot",
    "username": "tutorbot_test_bot",
    "can_join_groups": True,
    "can_read_all_group_messages": False,
    "supports_inline_queries": False,
}
TOKEN = "700000001:AAFakeTokenForTheLocalBotApiServer_x"


class ApiError(Exception):
    def __init__(self, description: str, code: int = 400, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.description, self.code, self.retry_after = description, code, retry_after


@dataclass
class Call:
    """One request the bot made."""

    method: str
    params: dict[str, Any]
    at: float
    error: str | None = None  # Telegram's description, when the call failed


@dataclass
class FakeBotApi:
    updates: list[dict] = field(default_factory=list)
    messages: dict[tuple[int, int], dict] = field(default_factory=dict)
    calls: list[Call] = field(default_factory=list)
    commands: dict[str, list] = field(default_factory=dict)
    presses: list[str] = field(default_factory=list)  # callback query ids sent
    listener: Any = None  # called with each Call, e.g. by a benchmark
    port: int = 0

    def __post_init__(self) -> None:
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(1)
        self._query_ids = itertools.count(1)
        self._changed = asyncio.Condition()
        self._delivered: dict[int, float] = {}
        self._by_chat: dict[int, dict[int, dict]] = {}  # chat -> message id -> message
        self._server: tornado.httpserver.HTTPServer | None = None
        self._stopping = False
        self._faults: dict[tuple[str, Any], ApiError] = {}
        self._answered: set[str] = set()  # callback queries answered once already
        self.webhook: dict[str, Any] = {}  # as set by setWebhook
        self.webhook_targets: list[str] = []  # replicas behind the "load balancer"
        self._next_target = itertools.count()
        self._http = None  # aiohttp session for webhook deliveries

    # ------------------------------------------------------------- server
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> str:
        """Serve on `host`:`port` (a free port by default); the URL on loopback.
        `.ci/docker-check` serves it on all of a container's addresses."""
        api = self

        class Handler(tornado.web.RequestHandler):
            def prepare(self) -> None:
                # Telegram answers at once; without this, Nagle's algorithm and
                # delayed ACKs add tens of milliseconds on loopback
                self.request.connection.stream.set_nodelay(True)

            async def post(self, token: str, method: str) -> None:
                await api._serve(self, token, method)

            get = post

        app = tornado.web.Application([(r"/bot([^/]+)/(\w+)", Handler)])
        sockets = tornado.netutil.bind_sockets(port, host)
        self.port = sockets[0].getsockname()[1]
        self._server = tornado.httpserver.HTTPServer(app)
        self._server.add_sockets(sockets)
        return self.url

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bot"

    async def stop(self) -> None:
        if self._server:
            self._server.stop()
            self._stopping = True  # long polls still waiting answer at once
            async with self._changed:
                self._changed.notify_all()
            await asyncio.sleep(0.01)
            await self._server.close_all_connections()
        if self._http:
            await self._http.close()

    async def _serve(self, handler: tornado.web.RequestHandler, token: str, method: str) -> None:
        params = self._params(handler.request)
        call = Call(method, params, time.perf_counter())
        self.calls.append(call)
        if self.listener:
            self.listener(call)
        try:
            if token != TOKEN:
                raise ApiError("Unauthorized", 401)
            chat = params.get("chat_id")
            fault = self._faults.pop((method, int(chat) if chat else None), None)
            if fault:
                raise fault
            result = await getattr(self, f"m_{method}", self._unknown)(params)
            body = {"ok": True, "result": result}
        except ApiError as error:
            call.error = error.description
            handler.set_status(error.code)
            body = {"ok": False, "error_code": error.code, "description": error.description}
            if error.retry_after is not None:
                body["parameters"] = {"retry_after": error.retry_after}
        handler.set_header("Content-Type", "application/json")
        handler.write(json.dumps(body))
        async with self._changed:
            self._changed.notify_all()

    @staticmethod
    def _params(request) -> dict[str, Any]:
        kind = request.headers.get("Content-Type", "")
        if "json" in kind:
            return json.loads(request.body or b"{}")
        params: dict[str, Any] = {}
        for key, value in parse_qsl(request.body.decode(), keep_blank_values=True):
            try:  # python-telegram-bot sends nested values as JSON strings
                params[key] = json.loads(value) if value[:1] in "{[" else value
            except ValueError:
                params[key] = value
        return params

    async def _unknown(self, params):
        raise ApiError("Not Found: method not found", 404)

    # -------------------------------------------------------- Bot API
    async def m_getMe(self, p):
        return BOT

    async def m_deleteWebhook(self, p):
        self.webhook = {}
        return True

    async def m_setWebhook(self, p):
        if not str(p.get("url", "")).startswith(("https://", "http://")):
            raise ApiError("Bad Request: bad webhook: An HTTPS URL must be provided for webhook")
        self.webhook = {"url": p["url"], "secret_token": p.get("secret_token")}
        return True

    async def m_setMyCommands(self, p):
        self.commands[p.get("language_code", "")] = p["commands"]
        return True

    async def m_getUpdates(self, p):
        offset = int(p.get("offset", 0) or 0)
        timeout = float(p.get("timeout", 0) or 0)
        deadline = time.monotonic() + timeout
        while True:
            self.updates = [u for u in self.updates if u["update_id"] >= offset]
            if self.updates or time.monotonic() >= deadline or self._stopping:
                return self._deliver(self.updates)
            async with self._changed:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), deadline - time.monotonic())

    def _deliver(self, updates: list[dict]) -> list[dict]:
        now = time.perf_counter()
        for u in updates:
            self._delivered.setdefault(u["update_id"], now)
        return updates

    @staticmethod
    def _check_markup(markup, chat_id=0) -> None:
        for row in (markup or {}).get("inline_keyboard", []):
            for button in row:
                if len(button.get("callback_data", "").encode()) > 64:
                    raise ApiError("Bad Request: BUTTON_DATA_INVALID")
                web_app = button.get("web_app")
                # Telegram opens a web app from private chats only, and only over https
                url = str((web_app or {}).get("url", ""))
                private_https = int(chat_id) > 0 and url.startswith("https:")
                if web_app is not None and not private_https:
                    raise ApiError("Bad Request: BUTTON_TYPE_INVALID")

    def _chat(self, chat_id) -> dict:
        chat_id = int(chat_id)
        if chat_id < 0:
            return {"id": chat_id, "type": "group", "title": "Jaipur club"}
        return {"id": chat_id, "type": "private", "first_name": "Player"}

    async def m_sendMessage(self, p):
        markup = p.get("reply_markup")
        self._check_markup(markup, p["chat_id"])
        if not p.get("text"):
            raise ApiError("Bad Request: message text is empty")
        message = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": self._chat(p["chat_id"]),
            "from": BOT,
            "text": p["text"],
        }
        if markup:
            message["reply_markup"] = markup
        self.messages[(int(p["chat_id"]), message["message_id"])] = message
        self._by_chat.setdefault(int(p["chat_id"]), {})[message["message_id"]] = message
        return message

    def _message(self, p) -> dict:
        key = (int(p["chat_id"]), int(p["message_id"]))
        if key not in self.messages:
            raise ApiError("Bad Request: message to edit not found")
        return self.messages[key]

    async def m_editMessageText(self, p):
        message = self._message(p)
        markup = p.get("reply_markup")
        self._check_markup(markup, p["chat_id"])
        if message["text"] == p["text"] and message.get("reply_markup") == markup:
            raise ApiError(
                "Bad Request: message is not modified: specified new message content and "
                "reply markup are exactly the same as a current content and reply markup "
                "of the message"
            )
        message["text"] = p["text"]
        message["edit_date"] = int(time.time())
        return self._set_markup(message, markup)

    async def m_editMessageReplyMarkup(self, p):
        message = self._message(p)
        markup = p.get("reply_markup")
        self._check_markup(markup, p["chat_id"])
        if message.get("reply_markup") == markup or (not markup and "reply_markup" not in message):
            raise ApiError("Bad Request: message is not modified")
        return self._set_markup(message, markup)

    @staticmethod
    def _set_markup(message: dict, markup: dict | None) -> dict:
        if markup:
            message["reply_markup"] = markup
        else:
            message.pop("reply_markup", None)
        return message

    async def m_answerCallbackQuery(self, p):
        if p["callback_query_id"] in self._answered:
            raise ApiError(
                "Bad Request: query is too old and response timeout expired or query ID is invalid"
            )
        self._answered.add(p["callback_query_id"])
        return True

    async def m_sendChatAction(self, p):
        return True

    async def m_deleteMessage(self, p):
        self.messages.pop((int(p["chat_id"]), int(p["message_id"])), None)
        self._by_chat.get(int(p["chat_id"]), {}).pop(int(p["message_id"]), None)
        return True

    # ------------------------------------------------------ acting as users
    def delivered_at(self, update_id: int) -> float | None:
        """When getUpdates handed this update to the bot (None: not yet)."""
        return self._delivered.get(update_id)

    def fail_next(
        self, method: str, chat_id: int, description: str, code: int = 400, retry_after=None
    ) -> None:
        """Make the bot's next `method` call for `chat_id` fail as Telegram would."""
        self._faults[(method, chat_id)] = ApiError(description, code, retry_after)

    def push(self, update: dict) -> int:
        """Any update, as Telegram would send it (its update_id is added)."""
        return self._push(update)

    def message(self, chat: dict, text: str, sender: dict | None = None) -> dict:
        """A message dict (a command gets its bot_command entity)."""
        message = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": chat,
            "text": text,
        }
        if sender is not None:
            message["from"] = sender
        if text.startswith("/"):
            command = text.split()[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
        return message

    def _push(self, update: dict) -> int:
        update["update_id"] = next(self._update_ids)
        if self.webhook_targets:  # Telegram posts it; a load balancer picks a replica
            target = self.webhook_targets[next(self._next_target) % len(self.webhook_targets)]
            asyncio.get_running_loop().create_task(self._post_update(target, update))
            return update["update_id"]
        self.updates.append(update)
        asyncio.get_running_loop().create_task(self._poke())
        return update["update_id"]

    async def _post_update(self, target: str, update: dict, secret: str | None = None) -> int:
        if self._http is None:
            self._http = aiohttp.ClientSession()
        secret = secret if secret is not None else self.webhook.get("secret_token") or ""
        self._delivered.setdefault(update["update_id"], time.perf_counter())
        headers = {"X-Telegram-Bot-Api-Secret-Token": secret}
        async with self._http.post(target, json=update, headers=headers) as response:
            return response.status

    async def _poke(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    @staticmethod
    def user(user_id: int, lang: str = "en", name: str = "Player") -> dict:
        return {"id": user_id, "is_bot": False, "first_name": name, "language_code": lang}

    def send_text(self, chat_id: int, user: dict, text: str) -> int:
        message = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": self._chat(chat_id),
            "from": user,
            "text": text,
        }
        if text.startswith("/"):
            command = text.split()[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
        return self._push({"message": message})

    def press(self, chat_id: int, user: dict, message_id: int, data: str) -> int:
        message = self.messages[(chat_id, message_id)]
        query_id = str(next(self._query_ids))
        self.presses.append(query_id)
        query = {
            "id": query_id,
            "from": user,
            "message": message,
            "chat_instance": f"ci{chat_id}",
            "data": data,
        }
        return self._push({"callback_query": query})

    # ------------------------------------------------------------ looking
    def bot_messages(self, chat_id: int) -> list[dict]:
        """The bot's messages in a chat, oldest first."""
        return list(self._by_chat.get(chat_id, {}).values())

    def links(self, chat_id: int) -> list[tuple[int, str, str]]:
        """(message id, label, url) of every link button now shown in a chat."""
        return [
            (m["message_id"], b["text"], b["url"])
            for m in self.bot_messages(chat_id)
            for row in m.get("reply_markup", {}).get("inline_keyboard", [])
            for b in row
            if "url" in b
        ]

    def buttons(self, chat_id: int) -> list[tuple[int, str, str]]:
        """(message id, label, data) of every button now shown in a chat."""
        out = []
        for m in self.bot_messages(chat_id):
            for row in m.get("reply_markup", {}).get("inline_keyboard", []):
                out += [
                    (m["message_id"], b["text"], b["callback_data"])
                    for b in row
                    if "callback_data" in b  # a link button sends nothing back
                ]
        return out

    def replies(self, chat_id: int, since: int = 0) -> list[Call]:
        """Messages sent or edited in a chat, from call number `since` on."""
        return [
            c
            for c in self.calls[since:]
            if c.method in ("sendMessage", "editMessageText")
            and int(c.params.get("chat_id", 0)) == chat_id
        ]

    async def wait_for(self, predicate, timeout: float = 20.0):
        deadline = time.monotonic() + timeout
        while True:
            found = predicate()
            if found:
                return found
            if time.monotonic() > deadline:
                raise TimeoutError("the bot didn't answer in time")
            async with self._changed:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(
                        self._changed.wait(), max(0.01, deadline - time.monotonic())
                    )

    def answer_to(self, query_id: str) -> Call | None:
        """The bot's answerCallbackQuery to a press, once made."""
        for c in reversed(self.calls):  # the latest first: it is usually among them
            if c.method == "answerCallbackQuery" and c.params.get("callback_query_id") == query_id:
                return c
        return None

    def calls_of(self, method: str) -> list[Call]:
        return [c for c in self.calls if c.method == method]
