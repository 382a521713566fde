"""The conversation: an intent in, what to show out; the same for every front end.

One `handle` call reads the chat (the player's preferences and seen notes,
the game, the board record: one round trip) and hands the intent to its
handler: a command by name (`commands.COMMANDS`), a button by its action
(`actions.GAME_ACTIONS`, `actions.PLAIN_ACTIONS`, or the feature that answers
its kind of game, `hooks.GAME_PRESSES`), typed text as a move in notation.
Handlers play, let the AI answer (off the event loop) and save with
compare-and-set (`saving`); texts come from the tutor in the player's
language.  Features (lessons, friends, the review) plug into these tables
and `hooks` when `tutorbot.chat` is imported; this module knows none of them.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from tutorbot.engine import Move, MoveParseError
from tutorbot.store import BoardShown, SessionStore, StoreUnavailable, new_game_id
from tutorbot.store.budget import ComputeBudget
from tutorbot.tutor import Tutor, TutorMode, language_for

from . import hooks, render
from .actions import GAME_ACTIONS, PLAIN_ACTIONS, press_game
from .commands import COMMANDS, FALLBACK, command_name, typed_command
from .context import Context, Progress, SharedGames, no_progress
from .payload import GameKind, GamePayload
from .playing import typed_move
from .preferences import mode_of
from .thinking import Thinker
from .view import Command, Intent, Message, Outbound, Press, Reply, User


class Conversation:
    """Everything the bot says and does, independent of Telegram or a terminal.

    `friends`: the store of games between two people, given by whoever builds
    the conversation on a store that keeps them (None: no friend games)."""

    def __init__(
        self,
        store: SessionStore,
        thinker: Thinker,
        game_ids: Callable[[], str] | None = None,
        clock: Callable[[], float] = time.time,
        bot_username: str = "",
        friends: SharedGames | None = None,
        budget: ComputeBudget | None = None,
    ) -> None:
        self.store = store
        self.thinker = thinker
        self.game_ids = game_ids or new_game_id  # a seeded factory makes deals repeatable
        self.clock = clock  # injected in tests: deadlines are never slept on
        self.bot_username = bot_username  # for invitation links; the adapter sets it
        self.friends = friends
        self.budget = budget  # explanations' search time per user (None: unlimited)

    async def handle(
        self, chat_id: int, user: User, intent: Intent, progress: Progress = no_progress
    ) -> Reply:
        """Answer one intent of `user` in chat `chat_id` (`progress` shows status
        lines while a long one works)."""
        lang: str | None = None
        try:
            read = await self.store.read_chat(chat_id, user.id)
            prefs = read.prefs
            lang = prefs.lang
            mode = mode_of(prefs.mode or "") or TutorMode.FULL  # unknown names: the default
            tutor = Tutor(language_for(user.language_code, prefs.lang), mode)
            ctx = Context(
                self.store, self.thinker, self.game_ids, chat_id, user, prefs, tutor, progress
            )
            ctx.friends, ctx.bot_username, ctx.clock = self.friends, self.bot_username, self.clock
            ctx.read, ctx.budget = read, self.budget
            reply = await self._intent(ctx, intent)
            reply.board_record = read.board
            return reply
        except StoreUnavailable:
            text = Tutor(language_for(user.language_code, lang)).t("error-unavailable")
            return Reply([Message(text)], toast=text)

    async def _intent(self, ctx: Context, intent: Intent) -> Reply:
        for seen in hooks.INTENT_SEEN:  # a puzzle on screen, left for a command
            await seen(ctx, intent)
        if isinstance(intent, Command):
            handler = COMMANDS.get(command_name(intent.name), FALLBACK)
            return await handler(ctx, intent.arg.strip())
        if isinstance(intent, Press):
            return await self._press(ctx, intent)
        return await self._typed(ctx, intent.text)

    @staticmethod
    def may_think(press: Press) -> bool:
        """Whether the AI may think before this press is answered."""
        button = press.button
        if not isinstance(button, GamePayload) or button.kind is GameKind.FRIEND:
            return False  # outside a game, or a game between friends: nobody thinks
        action = GAME_ACTIONS.get(button.action)
        return action is not None and action.thinks

    async def _press(self, ctx: Context, press: Press) -> Reply:
        button = press.button
        if not isinstance(button, GamePayload):
            plain = PLAIN_ACTIONS.get(button.verb)
            return render.old_board(ctx.tutor) if plain is None else await plain(ctx, button.arg)
        if button.kind is GameKind.AI:
            return await press_game(ctx, button, GAME_ACTIONS)
        feature = hooks.GAME_PRESSES.get(button.kind)
        return render.old_board(ctx.tutor) if feature is None else await feature(ctx, button)

    async def _typed(self, ctx: Context, text: str) -> Reply:
        """A move typed in notation ("take diamond"); text that asks for
        something a rule forbids ("sell gold silver") is refused like a move."""
        command = typed_command(text)
        if command is not None:  # "помощь", "ヒント": a command Telegram can't take
            return await COMMANDS.get(command, FALLBACK)(ctx, "")
        move: Move | None = None
        broken: hooks.Broken | None = None
        try:
            move = ctx.tutor.read_move(text)
        except MoveParseError as exc:
            if exc.rule is None:
                return Reply([Message(ctx.tutor.parse_error(exc))])
            broken = (ctx.tutor.parse_error(exc), exc.rule)
        for before_game in hooks.TYPED_BEFORE_GAME:  # a friend game, an open lesson
            reply = await before_game(ctx, move, broken)
            if reply is not None:
                return reply
        session = render.current(await ctx.load())
        if session is not None:
            return await typed_move(ctx, session, move, broken)
        if move is not None:  # maybe a move tried at a review's key moment
            for without_game in hooks.TYPED_WITHOUT_GAME:
                tried = await without_game(ctx, move)
                if tried is not None:
                    return tried
        return render.no_game(ctx.tutor)

    # The board record, for a front end that edits a board in place (Telegram's
    # delivery): which message shows it, what it shows, what was sent after it.
    async def board_shown(self, chat_id: int) -> BoardShown | None:
        """The board message and a digest of what it shows (None: not known)."""
        return await self.store.board_shown(chat_id)

    async def remember_board(self, chat_id: int, message_id: int, digest: str = "") -> int | None:
        """Note which message now shows the chat's board (and a digest of what it
        shows); returns the previous one."""
        return await self.store.set_board_message(chat_id, message_id, digest)

    async def board_is_latest(self, chat_id: int) -> tuple[int | None, bool]:
        """The chat's board message, and whether nothing was sent after it (a
        friend's move then edits it; else it arrives as a new message)."""
        board, after = await self.store.board_and_after(chat_id)
        return board, board is not None and (after is None or after < board)

    async def note_delivery(
        self, chat_id: int, board: BoardShown | None, after_board: int | None
    ) -> None:
        """What a delivery changed, in one write: the board now shows `board`,
        the bot's latest message is `after_board`, not the board (None: unchanged)."""
        await self.store.note_delivery(chat_id, board, after_board)

    async def sweep(self) -> list[Outbound]:
        """The periodic job: abandon idle friend games, remind who must move."""
        if self.friends is None:
            return []
        out: list[Outbound] = []
        for job in hooks.SWEEPS:
            out += await job(self.friends, self.store, self.clock())
        return out

    async def close(self) -> None:
        """Stop the AI's workers and close the store (when the bot stops)."""
        await self.thinker.close()
        await self.store.close()
