"""The conversation: an intent in, what to show out; the same for every front end.

One `handle` call loads the player's preferences and hands the intent to its
handler: a command by name (`commands.COMMANDS`), a button by its action
(`actions.GAME_ACTIONS`, `actions.PLAIN_ACTIONS`), typed text as a move in
notation.  Handlers play, let the AI answer (off the event loop) and save
with compare-and-set (`saving`); texts come from the tutor in the player's
language.
"""

from __future__ import annotations

from collections.abc import Callable

from tutorbot.engine import MoveParseError, parse_move
from tutorbot.store import BoardShown, SessionStore, StoreUnavailable, new_game_id
from tutorbot.tutor import Tutor, language_for

from . import playing, render
from .actions import GAME_ACTIONS, PLAIN_ACTIONS
from .commands import COMMANDS, FALLBACK
from .context import Context
from .payload import GamePayload
from .thinking import Thinker
from .view import Command, Intent, Message, Press, Reply, User


class Conversation:
    """Everything the bot says and does, independent of Telegram or a terminal."""

    def __init__(
        self,
        store: SessionStore,
        thinker: Thinker,
        game_ids: Callable[[], str] | None = None,
    ) -> None:
        self.store = store
        self.thinker = thinker
        self.game_ids = game_ids or new_game_id  # a seeded factory makes deals repeatable

    async def handle(self, chat_id: int, user: User, intent: Intent) -> Reply:
        """Answer one intent of `user` in chat `chat_id`."""
        lang: str | None = None
        try:
            prefs = await self.store.get_prefs(user.id)
            lang = prefs.lang
            tutor = Tutor(language_for(user.language_code, prefs.lang), prefs.mode)
            ctx = Context(self.store, self.thinker, self.game_ids, chat_id, user, prefs, tutor)
            if isinstance(intent, Command):
                handler = COMMANDS.get(intent.name.lower(), FALLBACK)
                return await handler(ctx, intent.arg.strip())
            if isinstance(intent, Press):
                return await self._press(ctx, intent)
            return await self._typed(ctx, intent.text)
        except StoreUnavailable:
            text = Tutor(language_for(user.language_code, lang)).t("error-unavailable")
            return Reply([Message(text)], toast=text)

    @staticmethod
    def may_think(press: Press) -> bool:
        """Whether the AI may think before this press is answered."""
        button = press.button
        action = GAME_ACTIONS.get(button.action) if isinstance(button, GamePayload) else None
        return action is not None and action.thinks

    async def _press(self, ctx: Context, press: Press) -> Reply:
        button = press.button
        if not isinstance(button, GamePayload):
            plain = PLAIN_ACTIONS.get(button.verb)
            return render.old_board(ctx.tutor) if plain is None else await plain(ctx, button.arg)
        session = render.current(await ctx.load())
        if session is None:
            return render.old_board(ctx.tutor)
        if session.game_id != button.game_id or session.version != button.version:
            return render.old_board(ctx.tutor, ctx.turn(session))
        if not ctx.may_play(session):
            return Reply(toast=ctx.tutor.t("not-your-game"))
        turn = ctx.turn(session)
        action = GAME_ACTIONS.get(button.action)
        if action is None or (action.on_my_move and not turn.my_move):
            return render.show(turn)
        return await action.handler(ctx, turn, button.arg)

    async def _typed(self, ctx: Context, text: str) -> Reply:
        """A move typed in notation ("take diamond")."""
        try:
            move = parse_move(text)
        except MoveParseError as exc:
            return Reply([Message(ctx.tutor.t("parse-error", error=str(exc)))])
        session = render.current(await ctx.load())
        if session is None:
            return render.no_game(ctx.tutor)
        if not ctx.may_play(session):
            return render.not_your_game(ctx.tutor)
        turn = ctx.turn(session)
        if not turn.my_move:
            return render.show(turn)
        return await playing.attempt(ctx, turn, move)

    async def board_message(self, chat_id: int) -> int | None:
        """The message that shows the chat's board now (None: not known)."""
        return await self.store.board_message(chat_id)

    async def board_shown(self, chat_id: int) -> BoardShown | None:
        """The board message and a digest of what it shows (None: not known)."""
        return await self.store.board_shown(chat_id)

    async def remember_board(self, chat_id: int, message_id: int, digest: str = "") -> int | None:
        """Note which message now shows the chat's board (and a digest of what it
        shows); returns the previous one."""
        return await self.store.set_board_message(chat_id, message_id, digest)

    async def close(self) -> None:
        """Stop the AI's workers and close the store (when the bot stops)."""
        await self.thinker.close()
        await self.store.close()
