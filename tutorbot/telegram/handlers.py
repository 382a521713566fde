"""Thin handlers: a Telegram update in, the conversation's reply drawn out.

All game logic lives in `tutorbot.chat`; this module only translates: an
update into an intent, a reply into messages and inline keyboards.  A button
press edits the board message it came from; anything else sends new messages.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import warnings
from collections.abc import Iterator
from typing import Any

from telegram import Bot, Chat, Update
from telegram.constants import ChatAction
from telegram.error import BadRequest, TelegramError
from telegram.ext import ContextTypes
from telegram.warnings import PTBUserWarning

from tutorbot.chat import Command, Conversation, Intent, Press, Reply, Text, User
from tutorbot.chat.context import Progress
from tutorbot.chat.view import Button, Message, Outbound
from tutorbot.tutor import Tutor, language_for

log = logging.getLogger(__name__)

#: While the AI may think after typed text, show "typing" at the levels whose
#: thinking a player can notice (1-3 answer in a millisecond).  A tap shows
#: no "typing": sendChatAction is a rate-limited call, and the tap's spinner,
#: which stops when the board comes back, already says the bot is at work.
VISIBLE_THINKING_LEVEL = 4
#: Chats whose level is remembered for that hint (the most recently active).
LEVEL_HINTS = 100_000
HARMLESS = ("message is not modified", "message to edit not found", "query is too old")


def user_of(update: Update) -> User:
    u = update.effective_user
    return User(u.id, u.language_code, u.first_name or "") if u else User(0)


def chat_of(update: Update) -> Chat:
    """The update's chat: every update these handlers are given has one."""
    if update.effective_chat is None:
        raise ValueError(f"update {update.update_id} has no chat")
    return update.effective_chat


def board_digest(text: str, markup: dict[str, Any] | None) -> str:
    """A short digest of what a board message shows (text and buttons)."""
    body = json.dumps([text, markup], ensure_ascii=False, sort_keys=True).encode()
    return hashlib.blake2b(body, digest_size=8).hexdigest()


def text_of(update: Update) -> str:
    message = update.effective_message
    return (message.text or "") if message else ""


def keyboard(message: Message) -> dict[str, Any] | None:
    """The Bot API's InlineKeyboardMarkup, as the JSON it is sent as."""
    if not message.buttons:
        return None
    return {"inline_keyboard": [[button_json(b) for b in row] for row in message.buttons]}


def button_json(button: Button) -> dict[str, str]:
    """An InlineKeyboardButton: a link (`url`) or a callback with its payload."""
    if button.url:
        return {"text": button.label, "url": button.url}
    return {"text": button.label, "callback_data": button.payload}


# The board is sent and edited with `do_api_request` rather than `send_message`
# and `edit_message_text`: those parse Telegram's answer into a `Message` (and
# the keyboard into button objects) that the bot never reads, and build button
# objects only to turn them back into JSON.  Measured with bench/bot.py, that
# was a quarter of the bot's CPU per button press.  Same HTTP request, same
# rate limiter and errors; python-telegram-bot only warns that the named
# methods exist.
warnings.filterwarnings(
    "ignore", r"Please use 'Bot\.(sendMessage|editMessageText)'", PTBUserWarning
)


async def send_text(bot: Bot, chat_id: int, text: str, markup: dict | None) -> int:
    """sendMessage; returns the new message's id."""
    kwargs: dict[str, Any] = {"chat_id": chat_id, "text": text}
    if markup:
        kwargs["reply_markup"] = markup
    sent = await bot.do_api_request("sendMessage", api_kwargs=kwargs)
    return int(sent["message_id"])


async def edit_text(
    bot: Bot, chat_id: int, message_id: int, text: str, markup: dict | None
) -> None:
    """editMessageText ("message is not modified" is harmless: swallowed)."""
    kwargs: dict[str, Any] = {"chat_id": chat_id, "message_id": message_id, "text": text}
    if markup:
        kwargs["reply_markup"] = markup
    with harmless_ignored():
        await bot.do_api_request("editMessageText", api_kwargs=kwargs)


def is_harmless(error: BadRequest) -> bool:
    return any(text in str(error).lower() for text in HARMLESS)


@contextlib.contextmanager
def harmless_ignored() -> Iterator[None]:
    """Telegram's "nothing to do" answers (HARMLESS) are not errors here."""
    try:
        yield
    except BadRequest as error:
        if not is_harmless(error):
            raise


class TelegramAdapter:
    """The handlers python-telegram-bot calls, bound to one conversation."""

    def __init__(self, conversation: Conversation) -> None:
        self.conversation = conversation
        #: Each chat's AI level as last seen in a reply: only a hint for "typing"
        #: (unknown after a restart, and then "typing" is sent).
        self.levels: dict[int, int] = {}

    def _remember_level(self, chat_id: int, level: int) -> None:
        self.levels.pop(chat_id, None)  # re-inserted last: the dict keeps recent chats last
        self.levels[chat_id] = level
        if len(self.levels) > LEVEL_HINTS:  # months of chats: forget the longest idle
            del self.levels[next(iter(self.levels))]

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        name, _, arg = text_of(update)[1:].partition(" ")
        name = name.split("@")[0]  # /new@tutorbot in groups
        await self._answer(update, context, Command(name, arg))

    async def on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        chat_id = chat_of(update).id
        if self.levels.get(chat_id, VISIBLE_THINKING_LEVEL) >= VISIBLE_THINKING_LEVEL:
            await context.bot.send_chat_action(chat_id, ChatAction.TYPING)
        await self._answer(update, context, Text(text_of(update)))

    async def on_press(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A tap: answered with the board it changes (one rate-limited call, the
        edit; answerCallbackQuery isn't limited).  Taps on buttons the bot can't
        own (an inline-mode message, a channel post) are only answered."""
        query, chat = update.callback_query, update.effective_chat
        if query is None:
            return
        if chat is None or chat.type == Chat.CHANNEL or query.message is None:
            await self._answer_query(update)
            return
        await self._answer(update, context, Press(query.data or ""))  # decoded here, once

    async def _answer(
        self, update: Update, context: ContextTypes.DEFAULT_TYPE, intent: Intent
    ) -> None:
        chat_id = chat_of(update).id
        progress = self.progress_line(context.bot, chat_id)
        reply = await self.conversation.handle(chat_id, user_of(update), intent, progress)
        if reply.level is not None:
            self._remember_level(chat_id, reply.level)
        delivery = self.deliver(context.bot, chat_id, reply, update)
        if update.callback_query:
            # both at once: over the internet each call is a round trip, and
            # the board needn't wait for the tap's spinner to stop
            toast = (reply.toast or "")[:190] or None
            await asyncio.gather(self._answer_query(update, toast), delivery)
        else:
            await delivery
        for outbound in reply.others:
            await self.deliver_elsewhere(context.bot, outbound)

    @staticmethod
    def progress_line(bot: Bot, chat_id: int) -> Progress:
        """Status lines of a long intent: the first is sent, the next edit it in place."""
        sent: list[int] = []

        async def show(text: str) -> None:
            if sent:
                await edit_text(bot, chat_id, sent[0], text, None)
            else:
                sent.append(await send_text(bot, chat_id, text, None))

        return show

    @staticmethod
    async def _answer_query(update: Update, text: str | None = None) -> None:
        if update.callback_query is None:
            return
        with harmless_ignored():
            await update.callback_query.answer(text)

    async def deliver(self, bot: Bot, chat_id: int, reply: Reply, update: Update) -> None:
        """Draw the reply: the board edited where it was pressed (only if that
        changes something), a page turned in place unless it was pressed on the
        board (the board stays), the rest as new messages.  On a tap, a text
        that is also the tap's toast is not sent again as a message."""
        query = update.callback_query
        pressed = query.message.message_id if query and query.message else None
        shown = None
        if pressed is not None and (reply.board or any(m.inline for m in reply.messages)):
            shown = await self.conversation.board_shown(chat_id)
        on_board = shown is not None and pressed == shown.message_id
        last: int | None = None  # the last message sent, unless it is the board
        for message in reply.messages:
            if query is not None and not message.buttons and message.text == reply.toast:
                continue
            markup = keyboard(message)
            digest = board_digest(message.text, markup) if message.board else ""
            if pressed is not None and message.board and on_board:
                if not reply.shown_again and (shown is None or shown.digest != digest):
                    await edit_text(bot, chat_id, pressed, message.text, markup)
                    await self.conversation.remember_board(chat_id, pressed, digest)
                continue
            if pressed is not None and message.inline and not on_board:
                await edit_text(bot, chat_id, pressed, message.text, markup)
                continue
            last = await self._send(bot, chat_id, message, markup, digest)
        if last is not None:  # the chat's latest message isn't its board
            await self.conversation.note_sent(chat_id, last)

    async def _send(
        self, bot: Bot, chat_id: int, message: Message, markup: dict | None, digest: str = ""
    ) -> int | None:
        """Send `message` anew; a board replaces the chat's previous one (whose
        buttons go).  Returns the new message's id unless it is the board."""
        sent = await send_text(bot, chat_id, message.text, markup)
        if not message.board:
            return sent
        old = await self.conversation.remember_board(chat_id, sent, digest)
        if old and old != sent:
            await self._retire(bot, chat_id, old)
        return None

    async def deliver_elsewhere(self, bot: Bot, outbound: Outbound) -> None:
        """Messages for another chat (a friend's move reaches the opponent).
        Its board is edited in place while it is the chat's latest message;
        otherwise the board arrives as a new message (a notification) and the
        old one loses its buttons."""
        chat_id = outbound.chat_id
        board_id, latest = await self.conversation.board_is_latest(chat_id)
        plain = [m for m in outbound.messages if not m.board]
        last: int | None = None
        for message in outbound.messages:
            markup = keyboard(message)
            if message.board and board_id is not None and latest and not plain:
                try:
                    await bot.do_api_request(
                        "editMessageText",
                        api_kwargs={
                            "chat_id": chat_id,
                            "message_id": board_id,
                            "text": message.text,
                            **({"reply_markup": markup} if markup else {}),
                        },
                    )
                    # what it shows now isn't known to a tap's digest: edit on the next one
                    await self.conversation.remember_board(chat_id, board_id)
                    continue
                except BadRequest as error:
                    if "not modified" in str(error).lower():
                        continue  # the board already shows this
                    log.info("chat %s: board %s not editable: %s", chat_id, board_id, error)
            last = await self._send(bot, chat_id, message, markup)
        if last is not None:
            await self.conversation.note_sent(chat_id, last)

    async def sweep(self, bot: Bot) -> None:
        """One run of the friend games' job: its messages go out."""
        for outbound in await self.conversation.sweep():
            try:
                await self.deliver_elsewhere(bot, outbound)
            except TelegramError as error:  # a blocked bot, a deleted chat: the others still go
                log.info("chat %s: friend game message not delivered: %s", outbound.chat_id, error)

    @staticmethod
    async def _retire(bot: Bot, chat_id: int, message_id: int) -> None:
        """Take the buttons off a board that a newer one replaced."""
        try:
            await bot.edit_message_reply_markup(chat_id=chat_id, message_id=message_id)
        except BadRequest as error:
            if not is_harmless(error):
                log.info("chat %s: couldn't retire board %s: %s", chat_id, message_id, error)

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Swallow harmless API errors; log the rest with the chat, apologise."""
        error = context.error
        if isinstance(error, BadRequest) and is_harmless(error):
            return
        chat = update.effective_chat if isinstance(update, Update) else None
        log.error("chat %s: %s", chat.id if chat else None, error, exc_info=error)
        if not isinstance(update, Update) or chat is None:
            return
        chat_id, user = chat.id, update.effective_user
        tutor = Tutor(language_for(user.language_code if user else None))
        if update.callback_query:  # stop the spinner, unless that was done already
            with contextlib.suppress(TelegramError):
                await update.callback_query.answer()
        try:
            await send_text(context.bot, chat_id, tutor.t("error-apology"), None)
        except Exception as nested:  # the apology itself must never crash the bot
            log.error("chat %s: apology failed: %s", chat_id, nested)
