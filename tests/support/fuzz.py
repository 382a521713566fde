"""The fuzz core: whatever a public chat can send, and what a reply must never do.

`Fuzzer` walks `Conversation.handle` (embedded store, level-1 AI inline) with
commands with any arguments, any text and any callback data, from the owner
and a stranger, in every language code Telegram may report; `AdapterFuzzer`
sends the same as raw updates through the real python-telegram-bot
Application against the fake Bot API.  `tests/e2e/test_fuzz.py` runs a few
hundred steps with a fixed seed; `python -m bench.fuzz` runs 10,000 and prints
the counts.
"""

from __future__ import annotations

import logging
import random
import string
import traceback
from dataclasses import dataclass, field

import fakeredis
from telegram import Update

from tests.support.fake_bot_api import TOKEN, FakeBotApi
from tutorbot.chat import FEATURES, Command, Conversation, InlineThinker, Press, Reply, Text, User
from tutorbot.chat.view import Intent
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendStore
from tutorbot.telegram.app import build_application
from tutorbot.telegram.settings import Settings

TELEGRAM_TEXT_LIMIT = 4096
PAYLOAD_LIMIT = 64

#: Digits that `str.isdigit()` accepts and `int()` may reject (or read as a
#: number no one typed): superscripts, circled, Arabic-Indic, full-width.
ODD_DIGITS = ("²", "¹²", "③", "٣", "３", "𝟕", "⁰", "½", "Ⅻ", "߃")
COMMANDS = (
    "start", "new", "level", "language", "lang", "mode", "rules", "stats", "help",
    "board", "hint", "why", "resign", "learn", "review", "friend", "quit",
    "START", "New", "nеw",  # a Cyrillic "е"
    "aide", "aiuto", "regole", "conseil", "pomosh", "herupu", "помощь", "ヘルプ", "Règles",
)  # fmt: skip
#: Move words of the other four languages, inflected, with particles and number words.
LOCAL_WORDS = (
    "prendre vends échanger contre rendre cuirs tissu épices chameaux deux l' d' de "
    "tous et prendi vendi scambia con dai cuoio tessuti spezie cammelli due tre "
    "dell' tutti e per взять возьми продай обменять на отдать кожу ткани пряностей "
    "верблюдов две три всех и за 取る 売って 交換 渡す で と引き換えに を "
    "の と 枚 三 十二 ２ ダイヤ なめし革 ラクダ "
    "全部 ヘルプ помощь "
)
WORDS = (
    "take", "sell", "exchange", "camels", "for", "and", "give", "back", "diamond",
    "gold", "silver", "cloth", "spice", "leather", "camel", "diamonds", "2", "3",
    "0", "-1", "999999999999999999999", ":", ",", "💎", "🐪", "prendi", "vendre",
    *LOCAL_WORDS.split(),
)  # fmt: skip
LANGUAGE_CODES = ("it", "fr", "ru", "en", "ja", None, "", "xx", "pt-br", "zh-hans", "ru-RU")


def random_unicode(rng: random.Random, length: int) -> str:
    """Any code points but surrogates, weighted towards the odd ones."""
    pools = (
        string.printable,
        "".join(ODD_DIGITS),
        "{}$#-*[]<>&\"'\\\n\t\u200b\u202e\ufeff\x00",
        "💎🥇🥈🧵🌶️👜🐪🎓日本語ジャイプルРусскийàéèç",
    )
    chars = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.75:
            pool = pools[rng.randrange(len(pools))]
            chars.append(pool[rng.randrange(len(pool))])
        else:
            code = rng.randrange(0x20, 0x10FFFF)
            if 0xD800 <= code <= 0xDFFF:
                code = 0xFFFD
            chars.append(chr(code))
    return "".join(chars)


def random_length(rng: random.Random) -> int:
    roll = rng.random()
    if roll < 0.6:
        return rng.randrange(0, 12)
    if roll < 0.9:
        return rng.randrange(12, 300)
    return rng.randrange(300, TELEGRAM_TEXT_LIMIT + 1)


def random_arg(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.3:
        return rng.choice(ODD_DIGITS) * rng.randrange(1, 3)
    if roll < 0.5:
        return str(rng.choice((0, 1, 2, 3, 4, 5, 6, 9, 10, -1, 10**30)))
    if roll < 0.65:
        return rng.choice(("it", "fr", "ru", "en", "ja", "full", "hints", "off", "xx", " 2 "))
    return random_unicode(rng, random_length(rng))


def random_text(rng: random.Random) -> str:
    if rng.random() < 0.15:  # one long word: a parser quoting "unknown word" quotes it all
        word = rng.choice((*WORDS, "x")) * rng.randrange(1, TELEGRAM_TEXT_LIMIT // 8)
        return word[: rng.randrange(1, TELEGRAM_TEXT_LIMIT + 1)]
    if rng.random() < 0.5:
        words = [rng.choice(WORDS) for _ in range(rng.randrange(1, 9))]
        if rng.random() < 0.3:
            words.insert(rng.randrange(len(words) + 1), rng.choice(ODD_DIGITS))
        return ("" if rng.random() < 0.2 else " ").join(words)  # Japanese needs no spaces
    return random_unicode(rng, random_length(rng))


def forged_payload(rng: random.Random, seen: list[str]) -> str:
    """Callback data a client could send: mutated real ones, odd digits, junk."""
    roll = rng.random()
    if seen and roll < 0.4:
        parts = rng.choice(seen).split(":")
        parts[rng.randrange(len(parts))] = rng.choice(
            (*ODD_DIGITS, "", "-1", "99999999999", "zz", "T", "S", "n", random_unicode(rng, 3))
        )
        data = ":".join(parts)
    elif roll < 0.7:
        verb = rng.choice(("V", "R", "RM", "L", "M", "N", "deadbeef:1", "00000000:0"))
        data = f"{verb}:{random_arg(rng)}"
    else:
        data = random_unicode(rng, rng.randrange(0, 40))
    return data.encode()[:PAYLOAD_LIMIT].decode(errors="ignore")


@dataclass
class Counts:
    intents: int = 0
    exceptions: int = 0
    broken_limits: int = 0
    presses: int = 0
    unanswered: int = 0
    failures: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"{self.intents} intents: {self.exceptions} exceptions, "
            f"{self.broken_limits} replies over a limit, "
            f"{self.unanswered} of {self.presses} presses unanswered"
        )


#: Longer input than this must not come back whole inside a message.
ECHO_LIMIT = 100


def echoed(intent: Intent) -> str:
    """The part of an intent a careless reply could quote back."""
    if isinstance(intent, Text):
        return intent.text
    if isinstance(intent, Command):
        return intent.arg
    return intent.payload


def reply_problems(reply: Reply, intent: Intent | None = None) -> list[str]:
    """What in a reply Telegram would refuse, or a player would see as broken."""
    problems = []
    said = echoed(intent).strip() if intent is not None else ""
    if len(said) > ECHO_LIMIT and any(said in m.text for m in reply.messages):
        problems.append(f"{len(said)} characters of input quoted back whole")
    for message in reply.messages:
        if not message.text.strip():
            problems.append("an empty message")
        if len(message.text) > TELEGRAM_TEXT_LIMIT:
            problems.append(f"a message of {len(message.text)} characters")
        if "{???}" in message.text:
            problems.append("Fluent's {???} in a message")
        for row in message.buttons:
            for button in row:
                if button.url:  # a link: no payload
                    continue
                if len(button.payload.encode()) > PAYLOAD_LIMIT or not button.payload:
                    problems.append(f"payload {button.payload!r}")
                if not button.label.strip():
                    problems.append("a button without a label")
    return problems


def short(intent: Intent | str, limit: int = 80) -> str:
    """An intent's repr, cut: a failure line, not 4,096 characters of input."""
    text = repr(intent)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} chars)"


class Fuzzer:
    """One chat, an owner and a stranger, and a random walk of intents."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=f"fuzz:{seed}:")
        deals = random.Random(seed)  # game ids, and so deals, follow from the seed too
        self.conversation = Conversation(
            self.store,
            InlineThinker(),
            game_ids=lambda: f"{deals.getrandbits(32):08x}",
            friends=FriendStore(self.store),
            features=FEATURES,
        )
        self.seen: list[str] = []  # every payload shown so far (old boards included)
        self.current: list[str] = []  # the payloads of the last reply
        self.counts = Counts()

    def user(self) -> User:
        rng = self.rng
        user_id = 1 if rng.random() < 0.9 else rng.choice((2, 0, -5, 2**40))
        return User(user_id, rng.choice(LANGUAGE_CODES), random_unicode(rng, rng.randrange(0, 6)))

    def intent(self) -> Intent:
        rng = self.rng
        roll = rng.random()
        if roll < 0.45 and self.current:
            return Press(rng.choice(self.current))  # play on: real buttons of the screen
        if roll < 0.6:
            return Press(rng.choice(self.seen) if self.seen and rng.random() < 0.5 else
                         forged_payload(rng, self.seen))  # fmt: skip
        if roll < 0.8:
            name = rng.choice(COMMANDS) if rng.random() < 0.9 else random_unicode(rng, 5)
            return Command(name, random_arg(rng) if rng.random() < 0.6 else "")
        return Text(random_text(rng))

    async def step(self) -> None:
        intent, user = self.intent(), self.user()
        self.counts.intents += 1
        try:
            reply = await self.conversation.handle(1, user, intent)
        except Exception:
            self.counts.exceptions += 1
            self.counts.failures.append(f"{short(intent)}\n{traceback.format_exc(limit=-3)}")
            return
        problems = reply_problems(reply, intent)
        if problems:
            self.counts.broken_limits += 1
            self.counts.failures.append(f"{short(intent)}: {problems}")
        if isinstance(intent, Press):
            self.counts.presses += 1
            if reply.toast is None and not reply.messages:
                self.counts.unanswered += 1
                self.counts.failures.append(f"{short(intent)}: nothing to answer the press with")
        payloads = [b.payload for b in reply.buttons()]
        if payloads:
            self.current = payloads
            self.seen.extend(payloads)
            del self.seen[:-500]

    async def run(self, n: int) -> Counts:
        await self.conversation.handle(1, User(1, "en", "Ann"), Command("new", "1"))
        for _ in range(n):
            await self.step()
        await self.store.close()
        return self.counts


class ErrorLog(logging.Handler):
    """Every ERROR (or worse) logged while it is attached: a traceback in the bot."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


GROUP = -7001
CHANNEL = -1007001


class AdapterFuzzer(Fuzzer):
    """The same walk as raw Telegram updates through the real Application
    (handlers, adapter, error handler) against the fake Bot API: also edited
    messages, channel posts and taps in a group.  An ERROR logged counts as an
    exception; a tap without an answerCallbackQuery as unanswered."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.api = FakeBotApi()
        self.errors = ErrorLog()
        self._ids = iter(range(1, 10**9))

    async def start(self) -> None:
        await self.api.start()
        settings = Settings(token=TOKEN, redis_url="", api_url=self.api.url, rate_limit=False)
        self.app = build_application(settings, self.conversation)
        await self.app.initialize()
        logging.getLogger().addHandler(self.errors)

    async def stop(self) -> None:
        logging.getLogger().removeHandler(self.errors)
        await self.app.shutdown()
        await self.api.stop()
        await self.store.close()

    def tg_user(self) -> dict:
        user = self.user()
        return {"id": user.id, "is_bot": False, "first_name": user.name,
                "language_code": user.language_code}  # fmt: skip

    def update_for(self, intent: Intent) -> tuple[dict, str | None]:
        """A raw update carrying `intent` (and the tap's query id, if a tap)."""
        rng, api = self.rng, self.api
        chat_id = 1 if rng.random() < 0.85 else GROUP
        chat = api._chat(chat_id)
        sender = self.tg_user()
        if isinstance(intent, Press):
            recent = api.bot_messages(chat_id)[-RECENT:]
            shown = [m for m, _label, data in buttons_of(recent) if data == intent.payload]
            mine = recent
            if shown:
                message = api.messages[(chat_id, rng.choice(shown))]
            elif mine:
                message = rng.choice(mine)
            else:
                message = api.message(chat, "hi", api_bot())
            query_id = f"q{next(self._ids)}"
            query = {"id": query_id, "from": sender, "message": message,
                     "chat_instance": "ci", "data": intent.payload}  # fmt: skip
            if rng.random() < 0.03:
                del query["message"]
                query["inline_message_id"] = "inline"
            return {"callback_query": query}, query_id
        text = f"/{intent.name} {intent.arg}" if isinstance(intent, Command) else intent.text
        text = text[:TELEGRAM_TEXT_LIMIT] or "."
        roll = rng.random()
        if roll < 0.05:
            return {"channel_post": api.message({"id": CHANNEL, "type": "channel"}, text)}, None
        kind = "edited_message" if roll < 0.1 else "message"
        return {kind: api.message(chat, text, sender)}, None

    async def step(self) -> None:
        intent = self.intent()
        update, query_id = self.update_for(intent)
        update["update_id"] = next(self._ids)
        self.counts.intents += 1
        errors = len(self.errors.records)
        await self.app.process_update(Update.de_json(update, self.app.bot))
        if len(self.errors.records) > errors:
            self.counts.exceptions += 1
            record = self.errors.records[-1]
            self.counts.failures.append(f"{short(intent)}: {record.getMessage()[:300]}")
        if query_id is not None:
            self.counts.presses += 1
            if self.api.answer_to(query_id) is None:
                self.counts.unanswered += 1
                self.counts.failures.append(f"{short(intent)}: tap not answered")
        payloads = [data for _m, _label, data in buttons_of(self.api.bot_messages(1)[-RECENT:])]
        if payloads:
            self.current = payloads
            self.seen = [*self.seen, *payloads][-500:]

    async def run(self, n: int) -> Counts:
        await self.start()
        try:
            await self.conversation.handle(1, User(1, "en", "Ann"), Command("new", "1"))
            for _ in range(n):
                await self.step()
        finally:
            await self.stop()
        return self.counts


#: The bot's latest messages in a chat that the walk presses on (older ones are
#: reached through forged and remembered payloads).
RECENT = 20


def buttons_of(messages: list[dict]) -> list[tuple[int, str, str]]:
    """(message id, label, data) of the buttons on `messages`."""
    return [
        (m["message_id"], b["text"], b.get("callback_data", ""))
        for m in messages
        for row in m.get("reply_markup", {}).get("inline_keyboard", [])
        for b in row
        if "callback_data" in b  # not a link
    ]


def api_bot() -> dict:
    return {"id": 1, "is_bot": True, "first_name": "Bot"}
