"""The conversation: an intent in, what to show out; the same for every front end.

One `handle` call reads the chat (the player's preferences and seen notes,
the game, the board record and what the features asked for: one round trip)
and hands the intent to its handler: a command by name, a button by its
action (a game's: `actions.GAME_ACTIONS`, or the feature whose kind of game
the button's id names), typed text as a move in notation.  Handlers play,
let the AI answer (off the event loop) and save with compare-and-set
(`saving`); texts come from the tutor in the player's language.  The
features it is given (`feature.Feature` values) are plugged into its
`Tables` as it is built; this module knows none of them.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutorbot.engine import Move, MoveParseError
from tutorbot.store import BoardRecord, Session, SessionStore, StoreUnavailable, new_game_id
from tutorbot.store.budget import ComputeBudget
from tutorbot.tutor import MoveChoice, Tutor, TutorMode, language_for

from . import render
from .actions import GAME_ACTIONS, PLAIN_ACTIONS, press_game
from .commands import COMMANDS, FALLBACK, command_name, typed_command
from .context import Broken, Context, Progress, Services, SharedGames, Spot, no_progress
from .feature import Feature, build_tables
from .payload import GamePayload
from .playing import typed_move
from .preferences import mode_of
from .thinking import Thinker
from .view import Command, Intent, Message, Outbound, Press, Reply, User


@dataclass(frozen=True)
class Answer:
    """A reply, and the chat's board record as read when the intent came in
    (None: not read), so a front end that edits its board in place decides
    edit or send without asking the store again."""

    reply: Reply
    board: BoardRecord | None


class Conversation:
    """Everything the bot says and does, independent of Telegram or a terminal.

    `features`: what the conversation offers beyond matches against the AI
    (`tutorbot.chat.FEATURES` in the product), plugged in as it is built;
    `friends`: the store of games between two people, given by whoever builds
    the conversation on a store that keeps them (None: no friend games);
    `webapp_url`: the Mini App's address, whose button the boards of private
    chats offer ("": none, as in the terminal)."""

    def __init__(
        self,
        store: SessionStore,
        thinker: Thinker,
        game_ids: Callable[[], str] | None = None,
        clock: Callable[[], float] = time.time,
        bot_username: str = "",
        friends: SharedGames | None = None,
        budget: ComputeBudget | None = None,
        features: Sequence[Feature] = (),
        webapp_url: str = "",
    ) -> None:
        self.services = Services(
            store=store,
            thinker=thinker,
            tables=build_tables(COMMANDS, PLAIN_ACTIONS, features),
            game_ids=game_ids or new_game_id,  # a seeded factory makes deals repeatable
            clock=clock,  # injected in tests: deadlines are never slept on
            bot_username=bot_username,
            friends=friends,
            budget=budget,
            webapp_url=webapp_url,  # the board's table button (Telegram's private chats)
        )

    @property
    def store(self) -> SessionStore:
        """The session store the conversation keeps its chats in."""
        return self.services.store

    @property
    def thinker(self) -> Thinker:
        """The AI's workers."""
        return self.services.thinker

    def named(self, bot_username: str) -> None:
        """Learn the bot's username (for invitation links), once the front end knows it."""
        self.services = dataclasses.replace(self.services, bot_username=bot_username)

    async def handle(
        self, chat_id: int, user: User, intent: Intent, progress: Progress = no_progress
    ) -> Reply:
        """Answer one intent of `user` in chat `chat_id` (`progress` shows status
        lines while a long one works)."""
        return (await self.answer(chat_id, user, intent, progress)).reply

    async def answer(
        self, chat_id: int, user: User, intent: Intent, progress: Progress = no_progress
    ) -> Answer:
        """`handle`'s reply with the chat's board record as read with the chat,
        for a front end that edits its board in place."""
        lang: str | None = None
        try:
            read = await self.store.read_chat(chat_id, user.id, self.services.tables.chat_fields)
            prefs = read.prefs
            lang = prefs.lang
            mode = mode_of(prefs.mode or "") or TutorMode.FULL  # unknown names: the default
            tutor = Tutor(language_for(user.language_code, prefs.lang), mode)
            ctx = Context(self.services, chat_id, user, prefs, tutor, progress, read=read)
            return Answer(await self._intent(ctx, intent), read.board)
        except StoreUnavailable:
            text = Tutor(language_for(user.language_code, lang)).t("error-unavailable")
            return Answer(Reply([Message(text)], toast=text), None)

    async def _intent(self, ctx: Context, intent: Intent) -> Reply:
        tables = ctx.tables
        for seen in tables.intent_seen:  # a puzzle on screen, left for a command
            await seen(ctx, intent)
        if isinstance(intent, Command):
            handler = tables.commands.get(command_name(intent.name), FALLBACK)
            return await handler(ctx, intent.arg.strip())
        if isinstance(intent, Press):
            return await self._press(ctx, intent)
        return await self._typed(ctx, intent.text)

    def may_think(self, press: Press) -> bool:
        """Whether the AI may think before this press is answered."""
        button = press.button
        if not isinstance(button, GamePayload):
            return False  # outside a game
        kind = self.services.tables.game_type(button.game_id)
        if kind is not None and not kind.ai_thinks:
            return False  # a game between people: nobody thinks
        action = GAME_ACTIONS.get(button.action)
        return action is not None and action.thinks

    async def _press(self, ctx: Context, press: Press) -> Reply:
        button = press.button
        if not isinstance(button, GamePayload):
            plain = ctx.tables.buttons.get(button.verb)
            return render.old_board(ctx.tutor) if plain is None else await plain(ctx, button.arg)
        kind = ctx.tables.game_type(button.game_id)
        if kind is None:
            return await press_game(ctx, button, GAME_ACTIONS)
        return await kind.press(ctx, button)

    async def _typed(self, ctx: Context, text: str) -> Reply:
        """A move typed in the player's words ("vendi il cuoio"), matched
        against the legal moves of the game it is for; text that asks for
        something a rule forbids ("sell gold silver") is refused like a move,
        and text that fits several moves asks which, with buttons."""
        tables = ctx.tables
        command = typed_command(text)
        if command is not None:  # "помощь", "ヒント": a command Telegram can't take
            return await tables.commands.get(command, FALLBACK)(ctx, "")
        spot, main, read = await self._typed_for(ctx)
        move: Move | None = None
        broken: Broken | None = None
        try:
            move = ctx.tutor.read_move(text, spot.obs if spot else None)
        except MoveChoice as choice:
            assert spot is not None  # only a position offers moves
            return render.did_you_mean(ctx.tutor, spot, choice.moves)
        except MoveParseError as exc:
            if exc.rule is None:
                return Reply([Message(ctx.tutor.parse_error(exc))])
            broken = (ctx.tutor.parse_error(exc), exc.rule)
        for before_game in tables.typed:  # a friend game, an open lesson
            reply = await before_game(ctx, move, broken)
            if reply is not None:
                return reply
        session = main if read else render.current(await ctx.load())
        if session is not None:
            return await typed_move(ctx, session, move, broken)
        if move is not None:  # maybe a move tried at a review's key moment
            for without_game in tables.typed_without_game:
                tried = await without_game(ctx, move)
                if tried is not None:
                    return tried
        return render.no_game(ctx.tutor)

    async def _typed_for(self, ctx: Context) -> tuple[Spot | None, Session | None, bool]:
        """The position typed text is for (a feature's first: a friend game,
        an open lesson, a puzzle; else the chat's own game, or with none in
        play a feature's position on screen: a move tried in the review), the
        chat's game in play, and whether that was read (it is read once)."""
        for position in ctx.tables.positions:
            found = await position(ctx)
            if found is not None:
                return found if isinstance(found, Spot) else Spot.of(found), None, False
        session = render.current(await ctx.load())
        if session is None:
            for position in ctx.tables.positions_without_game:
                spot = await position(ctx)
                if spot is not None:
                    return spot, session, True
        if session is None or not ctx.may_play(session):
            return None, session, True
        return Spot.of(ctx.turn(session)), session, True

    async def sweep(self) -> list[Outbound]:
        """The periodic job: each feature's sweep (idle friend games, reminders)."""
        services = self.services
        if services.friends is None:
            return []
        out: list[Outbound] = []
        for job in services.tables.sweeps:
            out += await job(services.friends, services.store, services.clock())
        return out

    async def close(self) -> None:
        """Stop the AI's workers and close the store (when the bot stops)."""
        await self.thinker.close()
        await self.store.close()
