"""Thin handlers: a Telegram update in, the conversation's reply out.

All game logic lives in `tutorbot.chat`, and drawing the reply (which message
is the board, edit or send) in `delivery`; this module only translates an
update into an intent, answers a tap's spinner, and hands the reply over.

Nothing after the answer can produce a second one: the adapter remembers
which updates had their tap answered and their reply delivered, so an error
after that (a friend's chat that can't be reached, a bug) is logged and
never answered again with a second answerCallbackQuery or an apology.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from telegram import Bot, Chat, Update
from telegram.constants import ChatAction
from telegram.error import BadRequest, TelegramError
from telegram.ext import ContextTypes

from tutorbot.chat import Command, Conversation, Intent, Press, Text, User
from tutorbot.chat.context import Progress
from tutorbot.tutor import Tutor, language_for

from .delivery import Delivery, edit_text, harmless_ignored, is_harmless, send_text
from .kinds import command_of, explains
from .outgoing import explaining

log = logging.getLogger(__name__)

#: While the AI may think after typed text, show "typing" at the levels whose
#: thinking a player can notice (1-3 answer in a millisecond).  A tap shows
#: no "typing": sendChatAction is a rate-limited call, and the tap's spinner,
#: which stops when the board comes back, already says the bot is at work.
VISIBLE_THINKING_LEVEL = 4
#: Chats whose level is remembered for that hint (the most recently active).
LEVEL_HINTS = 100_000
#: Updates whose answer is remembered (the most recent): an error is reported
#: within moments of its update, so a few thousand cover every one in flight.
ANSWERS_KEPT = 10_000
#: How far an update was answered: the tap's spinner stopped, the reply delivered.
QUERY, REPLY = "query", "reply"


def user_of(update: Update) -> User:
    u = update.effective_user
    return User(u.id, u.language_code, u.first_name or "") if u else User(0)


def chat_of(update: Update) -> Chat:
    """The update's chat: every update these handlers are given has one."""
    if update.effective_chat is None:
        raise ValueError(f"update {update.update_id} has no chat")
    return update.effective_chat


def text_of(update: Update) -> str:
    message = update.effective_message
    return (message.text or "") if message else ""


class TelegramAdapter:
    """The handlers python-telegram-bot calls, bound to one conversation."""

    def __init__(self, conversation: Conversation) -> None:
        self.conversation = conversation
        self.delivery = Delivery(conversation.store)
        #: Each chat's AI level as last seen in a reply: only a hint for "typing"
        #: (unknown after a restart, and then "typing" is sent).
        self.levels: dict[int, int] = {}
        #: Updates answered lately, and how far (`QUERY`, then `REPLY`).
        self.answered: dict[int, str] = {}

    def _note_answered(self, update: Update, how: str) -> None:
        self.answered[update.update_id] = how
        if len(self.answered) > ANSWERS_KEPT:  # the oldest first: dicts keep their order
            del self.answered[next(iter(self.answered))]

    def _remember_level(self, chat_id: int, level: int) -> None:
        self.levels.pop(chat_id, None)  # re-inserted last: the dict keeps recent chats last
        self.levels[chat_id] = level
        if len(self.levels) > LEVEL_HINTS:  # months of chats: forget the longest idle
            del self.levels[next(iter(self.levels))]

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        name, arg = command_of(text_of(update))  # /new@tutorbot in groups
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
        if explains(update):  # its replies go out after the boards and AI moves of all chats
            with explaining():
                await self._reply(update, context, intent)
        else:
            await self._reply(update, context, intent)

    async def _reply(
        self, update: Update, context: ContextTypes.DEFAULT_TYPE, intent: Intent
    ) -> None:
        chat_id = chat_of(update).id
        progress = self.progress_line(context.bot, chat_id)
        answer = await self.conversation.answer(chat_id, user_of(update), intent, progress)
        reply = answer.reply
        if reply.level is not None:
            self._remember_level(chat_id, reply.level)
        query = update.callback_query
        pressed = query.message.message_id if query and query.message else None
        delivery = self.delivery.reply(
            context.bot, chat_id, reply, pressed, query is not None, answer.board
        )
        if query:
            # both at once: over the internet each call is a round trip, and
            # the board needn't wait for the tap's spinner to stop
            toast = (reply.toast or "")[:190] or None
            done = await asyncio.gather(
                self._answer_query(update, toast), delivery, return_exceptions=True
            )
            for result in done:  # both finished: what was answered is known to `on_error`
                if isinstance(result, BaseException):
                    raise result
        else:
            await delivery
        self._note_answered(update, REPLY)
        for outbound in reply.others:  # the opponent's chat: the player has their answer
            try:
                await self.delivery.elsewhere(context.bot, outbound)
            except TelegramError as error:  # a blocked bot, a deleted chat
                log.warning("chat %s: a move not delivered: %s", outbound.chat_id, error)

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

    async def _answer_query(self, update: Update, text: str | None = None) -> None:
        if update.callback_query is None:
            return
        with harmless_ignored():
            await update.callback_query.answer(text)
        self.answered.setdefault(update.update_id, QUERY)

    @staticmethod
    async def one_moment(update: Update) -> None:
        """Said once to a chat whose updates come faster than they are answered
        (the processor drops the excess)."""
        user, chat = update.effective_user, update.effective_chat
        if chat is None:
            return
        tutor = Tutor(language_for(user.language_code if user else None))
        # a courtesy: never an error of its own
        with explaining(), contextlib.suppress(TelegramError):
            await send_text(update.get_bot(), chat.id, tutor.t("busy-one-moment"), None)

    async def sweep(self, bot: Bot) -> None:
        """One run of the friend games' job: its messages go out."""
        for outbound in await self.conversation.sweep():
            try:
                await self.delivery.elsewhere(bot, outbound)
            except TelegramError as error:  # a blocked bot, a deleted chat: the others still go
                log.info("chat %s: friend game message not delivered: %s", outbound.chat_id, error)

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Swallow harmless API errors; log the rest with the chat, and
        apologise unless the update had its answer already."""
        error = context.error
        if isinstance(error, BadRequest) and is_harmless(error):
            return
        chat = update.effective_chat if isinstance(update, Update) else None
        log.error("chat %s: %s", chat.id if chat else None, error, exc_info=error)
        if not isinstance(update, Update) or chat is None:
            return
        answered = self.answered.get(update.update_id)
        if answered == REPLY:  # the player has their answer: never a second one
            return
        chat_id, user = chat.id, update.effective_user
        tutor = Tutor(language_for(user.language_code if user else None))
        if update.callback_query and answered is None:  # stop the spinner, once
            with contextlib.suppress(TelegramError):
                await update.callback_query.answer()
        try:
            await send_text(context.bot, chat_id, tutor.t("error-apology"), None)
        except Exception as nested:  # the apology itself must never crash the bot
            log.error("chat %s: apology failed: %s", chat_id, nested)
