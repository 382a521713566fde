"""The bot's aiohttp backend for python-telegram-bot, against a tiny local
server that records what arrives: JSON bodies with real nested objects,
multipart for files, and Telegram's errors and timeouts mapped the way
python-telegram-bot's own backend maps them."""

from __future__ import annotations

import asyncio
import json

import aiohttp.web
import pytest
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import BadRequest, NetworkError, TimedOut

from tests.support.fake_bot_api import BOT, TOKEN
from tutorbot.telegram.request import AiohttpRequest

MESSAGE = {"message_id": 7, "date": 0, "chat": {"id": 1, "type": "private"}, "text": "hi"}


class Recorder:
    def __init__(self) -> None:
        self.requests: list[tuple[str, str, bytes]] = []  # method, content type, body
        self.delay = 0.0

    async def handle(self, request: aiohttp.web.Request) -> aiohttp.web.Response:
        method = request.match_info["method"]
        body = await request.read()
        self.requests.append((method, request.headers.get("Content-Type", ""), body))
        await asyncio.sleep(self.delay)
        if method == "getMe":
            return aiohttp.web.json_response({"ok": True, "result": BOT})
        if method == "deleteMessage":
            error = {"ok": False, "error_code": 400, "description": "Bad Request: no way"}
            return aiohttp.web.json_response(error, status=400)
        return aiohttp.web.json_response({"ok": True, "result": MESSAGE})


@pytest.fixture
async def server():
    recorder = Recorder()
    app = aiohttp.web.Application()
    app.router.add_post("/bot{token}/{method}", recorder.handle)
    runner = aiohttp.web.AppRunner(app)
    await runner.setup()
    site = aiohttp.web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    try:
        yield recorder, f"http://127.0.0.1:{port}/bot"
    finally:
        await runner.cleanup()


def bot_at(url: str, **timeouts) -> Bot:
    return Bot(TOKEN, base_url=url, request=AiohttpRequest(4, **timeouts))


async def test_json_bodies_carry_real_objects(server):
    recorder, url = server
    markup = InlineKeyboardMarkup([[InlineKeyboardButton("Take", callback_data="g:1:T")]])
    async with bot_at(url) as bot:
        sent = await bot.send_message(1, "hi", reply_markup=markup)
    assert sent.message_id == 7
    method, kind, body = recorder.requests[1]
    assert method == "sendMessage" and kind == "application/json"
    assert json.loads(body) == {
        "chat_id": 1,
        "text": "hi",
        "reply_markup": {"inline_keyboard": [[{"text": "Take", "callback_data": "g:1:T"}]]},
    }


async def test_files_go_as_multipart(server):
    recorder, url = server
    async with bot_at(url) as bot:
        await bot.send_document(1, document=b"the rules", filename="rules.txt", caption="read")
    method, kind, body = recorder.requests[-1]
    assert method == "sendDocument" and kind.startswith("multipart/form-data")
    assert b'filename="rules.txt"' in body and b"the rules" in body
    assert b'name="caption"' in body and b"read" in body


async def test_errors_and_timeouts_map_like_python_telegram_bot(server):
    recorder, url = server
    async with bot_at(url, read_timeout=0.2) as bot:
        with pytest.raises(BadRequest, match="No way"):
            await bot.delete_message(1, 2)
        recorder.delay = 1.0
        with pytest.raises(TimedOut):
            await bot.send_message(1, "slow")
    refused = bot_at("http://127.0.0.1:9/bot")  # nothing listens on the discard port
    await refused.request.initialize()
    try:
        with pytest.raises(NetworkError):
            await refused.send_message(1, "nobody there")
    finally:
        await refused.request.shutdown()


async def test_not_initialized_is_an_error():
    with pytest.raises(RuntimeError, match="not initialized"):
        await AiohttpRequest().do_request("http://127.0.0.1:9/", "POST")
