"""Delivery: a reply drawn in Telegram.  Which message is the board, whether
to edit it or send a new one, and the record of it kept in the store.

A tap on the board edits it in place, and only when that changes what it
shows (a digest of its text and buttons is kept with the record: Telegram
refuses an edit that changes nothing, and each call is rate-limited).  The
board record as it was comes with the reply (read with the chat in the
conversation's first round trip); what a delivery changes is written once, at
its end, so an ordinary tap costs no Redis round trip of its own but that one
write.

The record is kept after the player has their answer, so it never raises
into the handler (which would apologise for an answer already given): the
store retries within its budget, and if it still fails, one warning says what
went unrecorded (`_recorded`).  The next update repairs it: a board not
recorded is sent anew rather than edited, and the one it replaces loses its
buttons then.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from redis.exceptions import RedisError
from telegram import Bot
from telegram.error import BadRequest

from tutorbot.chat import Reply
from tutorbot.chat.keyboards import fitted
from tutorbot.chat.view import Button, Message, Outbound
from tutorbot.store import BoardRecord, BoardShown, SessionStore, StoreUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

#: What a store that can't be reached raises once its own retries are spent
#: (or, for a store without them, at once).
UNREACHABLE: tuple[type[BaseException], ...] = (StoreUnavailable, RedisError, OSError)

HARMLESS = ("message is not modified", "message to edit not found", "query is too old")


def board_digest(text: str, markup: dict[str, Any] | None) -> str:
    """A short digest of what a board message shows (text and buttons)."""
    body = json.dumps([text, markup], ensure_ascii=False, sort_keys=True).encode()
    return hashlib.blake2b(body, digest_size=8).hexdigest()


def keyboard(message: Message) -> dict[str, Any] | None:
    """The Bot API's InlineKeyboardMarkup, as the JSON it is sent as: every
    keyboard's rows fitted to a 360-pixel phone (`keyboards.fitted`), so no
    label is cut, whatever the screen and the language."""
    if not message.buttons:
        return None
    rows = fitted(message.buttons)
    return {"inline_keyboard": [[button_json(b) for b in row] for row in rows]}


def button_json(button: Button) -> dict[str, Any]:
    """An InlineKeyboardButton: a link (`url`), the Mini App (`web_app`, a
    WebAppInfo), or a callback with its payload."""
    if button.web_app:
        return {"text": button.label, "web_app": {"url": button.web_app}}
    if button.url:
        return {"text": button.label, "url": button.url}
    return {"text": button.label, "callback_data": button.payload}


async def call_api(bot: Bot, method: str, kwargs: dict[str, Any]) -> Any:
    """Call a Bot API method and hand back Telegram's answer as JSON, unparsed.

    The board is sent and edited this way rather than with `send_message` and
    `edit_message_text`: those parse the answer into a `Message` (and the
    keyboard into button objects) that the bot never reads, and build button
    objects only to turn them back into JSON, which `python -m bench.bot`
    measures at a quarter of the bot's CPU per button press.  `Bot._post` is
    the step every Bot method ends in (defaults, the rate limiter, retries and
    error mapping come with it); `do_api_request` would do the same but warns
    when a named method exists, which these have.
    """
    return await bot._post(method, api_kwargs=kwargs)


async def send_text(bot: Bot, chat_id: int, text: str, markup: dict | None) -> int:
    """sendMessage; returns the new message's id."""
    kwargs: dict[str, Any] = {"chat_id": chat_id, "text": text}
    if markup:
        kwargs["reply_markup"] = markup
    sent = await call_api(bot, "sendMessage", kwargs)
    return int(sent["message_id"])


async def edit_text(
    bot: Bot, chat_id: int, message_id: int, text: str, markup: dict | None
) -> None:
    """editMessageText ("message is not modified" is harmless: swallowed)."""
    with harmless_ignored():
        await _edit(bot, chat_id, message_id, text, markup)


async def _edit(bot: Bot, chat_id: int, message_id: int, text: str, markup: dict | None) -> None:
    kwargs: dict[str, Any] = {"chat_id": chat_id, "message_id": message_id, "text": text}
    if markup:
        kwargs["reply_markup"] = markup
    await call_api(bot, "editMessageText", kwargs)


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


@dataclass
class _Changes:
    """What one delivery changed in a chat, written once at its end: the board
    now shown in place (None: unchanged), and the bot's latest message when it
    isn't the board (None: unchanged)."""

    board: BoardShown | None = None
    after_board: int | None = None


class Delivery:
    """Draws replies in chats, keeping the record of each chat's board (which
    message shows it, what it shows, what was sent after it) in the store."""

    def __init__(self, store: SessionStore) -> None:
        self.store = store

    async def reply(
        self,
        bot: Bot,
        chat_id: int,
        reply: Reply,
        pressed: int | None,
        tapped: bool,
        known: BoardRecord | None = None,
    ) -> None:
        """Draw the reply: the board edited where it was pressed (`pressed`, the
        message whose button was tapped; only if that changes something), a page
        turned in place unless it was pressed on the board (the board stays),
        the rest as new messages (the board too when `reply.result_first`: the
        old one then loses its buttons).  On a tap, a text that is also the tap's
        toast is not sent again as a message.  `known`: the chat's board
        record as read with the intent (None: asked of the store if needed)."""
        shown = None
        if pressed is not None and (reply.board or any(m.inline for m in reply.messages)):
            read = partial(self.store.board_shown, chat_id)
            shown = (
                known.shown
                if known
                else await self._recorded(chat_id, "board record read", read, None)
            )
        on_board = shown is not None and pressed == shown.message_id
        changes = _Changes()
        try:
            for message in reply.messages:
                if tapped and not message.buttons and message.text == reply.toast:
                    continue
                markup = keyboard(message)
                digest = board_digest(message.text, markup) if message.board else ""
                if pressed is not None and message.board and on_board and not reply.result_first:
                    if not reply.stale and (shown is None or shown.digest != digest):
                        await edit_text(bot, chat_id, pressed, message.text, markup)
                        changes.board = BoardShown(pressed, digest)
                    continue
                if pressed is not None and message.inline and not on_board:
                    await edit_text(bot, chat_id, pressed, message.text, markup)
                    continue
                await self._send(bot, chat_id, message, markup, changes, digest)
        finally:
            await self._note(chat_id, changes)

    async def elsewhere(self, bot: Bot, outbound: Outbound) -> None:
        """Messages for another chat (a friend's move reaches the opponent).
        Its board is edited in place while it is the chat's latest message;
        otherwise the board arrives as a new message (a notification) and the
        old one loses its buttons."""
        chat_id = outbound.chat_id
        unknown: tuple[int | None, int | None] = (None, None)  # sent anew, not edited
        board_id, after = await self._recorded(
            chat_id, "board record read", partial(self.store.board_and_after, chat_id), unknown
        )
        latest = board_id is not None and (after is None or after < board_id)
        plain = [m for m in outbound.messages if not m.board]
        changes = _Changes()
        try:
            for message in outbound.messages:
                markup = keyboard(message)
                if message.board and board_id is not None and latest and not plain:
                    try:
                        await _edit(bot, chat_id, board_id, message.text, markup)
                        # what it shows now isn't known to a tap's digest: edit on the next one
                        changes.board = BoardShown(board_id)
                        continue
                    except BadRequest as error:
                        if "not modified" in str(error).lower():
                            continue  # the board already shows this
                        log.info("chat %s: board %s not editable: %s", chat_id, board_id, error)
                await self._send(bot, chat_id, message, markup, changes)
        finally:
            await self._note(chat_id, changes)

    async def _send(
        self,
        bot: Bot,
        chat_id: int,
        message: Message,
        markup: dict | None,
        changes: _Changes,
        digest: str = "",
    ) -> None:
        """Send `message` anew; a board replaces the chat's previous one (whose
        buttons go) and is remembered at once (the old one is needed to retire it)."""
        sent = await send_text(bot, chat_id, message.text, markup)
        if not message.board:
            changes.after_board = sent
            return
        changes.board = changes.after_board = None  # the newest message is the board
        remember = partial(self.store.set_board_message, chat_id, sent, digest)
        old = await self._recorded(chat_id, "board record", remember, None)
        if old and old != sent:
            await self._retire(bot, chat_id, old)

    async def _note(self, chat_id: int, changes: _Changes) -> None:
        if changes.board is not None or changes.after_board is not None:
            await self._recorded(
                chat_id,
                "delivery record",
                partial(self.store.note_delivery, chat_id, changes.board, changes.after_board),
                None,
            )

    @staticmethod
    async def _recorded(chat_id: int, what: str, op: Callable[[], Awaitable[T]], otherwise: T) -> T:
        """`op`'s answer, or, when the store can't be reached (its retries
        spent), `otherwise` and one warning: a board's record is the bot's own
        bookkeeping, and the player must not pay for it with an error."""
        try:
            return await op()
        except UNREACHABLE as exc:
            log.warning("chat %s: %s skipped, the store is unreachable: %s", chat_id, what, exc)
            return otherwise

    @staticmethod
    async def _retire(bot: Bot, chat_id: int, message_id: int) -> None:
        """Take the buttons off a board that a newer one replaced."""
        try:
            await bot.edit_message_reply_markup(chat_id=chat_id, message_id=message_id)
        except BadRequest as error:
            if not is_harmless(error):
                log.info("chat %s: couldn't retire board %s: %s", chat_id, message_id, error)
