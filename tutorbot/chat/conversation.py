"""The conversation: an intent in, what to show out; the same for every front end.

One `handle` call loads the chat's session, applies the intent, lets the AI
answer (off the event loop), and saves with compare-and-set.  If someone saved
first (a double tap, a second replica), nothing is applied twice: the player
gets the fresh board.  Texts come from the tutor in the player's language.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from tutorbot.ai import LEVELS
from tutorbot.engine import (
    Card,
    Game,
    IllegalMove,
    Move,
    MoveParseError,
    parse_move,
)
from tutorbot.engine.cards import CAMEL, PRECIOUS
from tutorbot.store import (
    CorruptSession,
    Prefs,
    Session,
    SessionStore,
    StoreUnavailable,
    new_game_id,
)
from tutorbot.tutor import LANGUAGES, Event, Tutor, events_after, language_for

from . import keyboards as K
from . import payload as P
from .board import render_board
from .thinking import Thinker, decision_seed
from .view import Button, Command, Intent, Message, Press, Reply, User

log = logging.getLogger(__name__)

AI_SEAT, HUMAN_SEAT = 1, 0
HINT_LEVEL = 4


@dataclass
class Turn:
    """One intent's work on a session: the game, the tutor and what to show."""

    session: Session
    game: Game
    tutor: Tutor
    user: User
    messages: list[Message] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  # not yet turned into notes
    seen: set[str] = field(default_factory=set)  # notes the player already had
    notes_shown: list[str] = field(default_factory=list)
    stats: dict[str, int] = field(default_factory=dict)
    ai_lines: list[str] = field(default_factory=list)  # the AI's moves, shown atop the board


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

    # ------------------------------------------------------------- entrance
    async def handle(self, chat_id: int, user: User, intent: Intent) -> Reply:
        """Answer one intent of `user` in chat `chat_id`."""
        prefs: Prefs | None = None
        try:
            prefs = await self.store.get_prefs(user.id)
            tutor = Tutor(language_for(user.language_code, prefs.lang), prefs.mode)
            if isinstance(intent, Command):
                return await self._command(chat_id, user, prefs, tutor, intent)
            if isinstance(intent, Press):
                return await self._press(chat_id, user, prefs, tutor, intent.payload)
            return await self._typed(chat_id, user, tutor, intent.text)
        except StoreUnavailable:
            tutor = Tutor(language_for(user.language_code, prefs.lang if prefs else None))
            text = tutor.t("error-unavailable")
            return Reply([Message(text)], toast=text)

    # ------------------------------------------------------------- commands
    async def _command(
        self, chat_id: int, user: User, prefs: Prefs, tutor: Tutor, cmd: Command
    ) -> Reply:
        t, name, arg = tutor.t, cmd.name.lower(), cmd.arg.strip()
        if name == "start":
            hello = t("welcome", name=user.name) if user.name else t("welcome-anonymous")
            text = "\n\n".join([hello, t("how-to-play")])
            buttons = [[Button(t("btn-new-game"), P.plain(P.NEW))], *K.language_menu()]
            return Reply([Message(text, buttons)])
        if name == "new":
            if arg.isdigit() and int(arg) in LEVELS:
                return await self._new_game(chat_id, user, prefs, tutor, int(arg))
            return Reply([Message(t("choose-level"), K.level_menu(tutor))])
        if name == "level":
            if arg.isdigit() and int(arg) in LEVELS:
                return await self._set_level(user, prefs, tutor, int(arg))
            return Reply([Message(t("choose-level-default"), K.level_menu(tutor))])
        if name == "language":
            if arg in LANGUAGES:
                return await self._set_language(user, prefs, arg)
            return Reply([Message(t("choose-language"), K.language_menu())])
        if name == "mode":
            if arg in ("full", "hints", "off"):
                return await self._set_mode(user, prefs, tutor, arg)
            return Reply([Message(t("choose-mode"), K.mode_menu(tutor))])
        if name == "rules":
            page = int(arg) if arg.isdigit() else 1
            return self._rules(tutor, page)
        if name == "stats":
            return await self._stats(user, tutor)
        if name == "help":
            return Reply([Message(t("help"))])
        if name in ("board", "hint", "why", "resign"):
            session = await self._load(chat_id)
            if session is None or session.finished:
                return self._no_game(tutor)
            turn = self._turn(session, user, tutor)
            if name == "board":
                return self._finish_unsaved(turn)
            if not self._may_play(session, user):
                return Reply([Message(t("not-your-game"))])
            if name == "hint":
                return await self._hint(turn)
            if name == "why":
                return self._why(turn)
            return await self._resign(chat_id, turn)
        return Reply([Message(t("help"))])

    async def _set_level(self, user: User, prefs: Prefs, tutor: Tutor, level: int) -> Reply:
        prefs.level = level
        await self.store.set_prefs(user.id, prefs)
        name = tutor.level_name(level, LEVELS[level].key)
        return Reply([Message(tutor.t("level-set", name=name))], toast=name)

    async def _set_language(self, user: User, prefs: Prefs, lang: str) -> Reply:
        prefs.lang = lang
        await self.store.set_prefs(user.id, prefs)
        t = Tutor(lang).t
        text = t("language-set")
        return Reply([Message(text, [[Button(t("btn-new-game"), P.plain(P.NEW))]])], toast=text)

    async def _set_mode(self, user: User, prefs: Prefs, tutor: Tutor, mode: str) -> Reply:
        prefs.mode = mode
        await self.store.set_prefs(user.id, prefs)
        text = Tutor(tutor.lang, mode).t("mode-set", mode=tutor.t(f"mode-{mode}"))
        return Reply([Message(text)], toast=text)

    def _rules(self, tutor: Tutor, page: int) -> Reply:
        page = min(max(page, 1), tutor.page_count)
        return Reply([Message(tutor.rules_page(page), K.rules_menu(tutor, page))])

    async def _stats(self, user: User, tutor: Tutor) -> Reply:
        stats = await self.store.get_stats(user.id)
        t = tutor.t
        lines = [t("stats-title")]
        for level, lv in LEVELS.items():
            if level in stats.by_level:
                lines.append(
                    t(
                        "stats-line",
                        level=tutor.level_name(level, lv.key),
                        won=stats.get(level, "matches_won"),
                        lost=stats.get(level, "matches_lost"),
                        rwon=stats.get(level, "rounds_won"),
                        rlost=stats.get(level, "rounds_lost"),
                    )
                )
        if len(lines) == 1:
            lines.append(t("stats-none"))
        return Reply([Message("\n".join(lines))])

    def _no_game(self, tutor: Tutor) -> Reply:
        t = tutor.t
        return Reply([Message(t("no-game"), [[Button(t("btn-new-game"), P.plain(P.NEW))]])])

    # ---------------------------------------------------------------- games
    async def _new_game(
        self, chat_id: int, user: User, prefs: Prefs, tutor: Tutor, level: int
    ) -> Reply:
        if prefs.level != level:
            prefs.level = level
            await self.store.set_prefs(user.id, prefs)
        old = await self._load(chat_id)
        if old is not None and not old.finished and not self._may_play(old, user):
            return Reply([Message(tutor.t("not-your-game"))])
        game_id = self.game_ids()
        game = Game.new(seed=int(game_id, 16), first=HUMAN_SEAT)
        session = Session(
            game_id=game_id,
            position=game.to_dict(),
            level=level,
            human=HUMAN_SEAT,
            owner=user.id,
            lang=tutor.lang,
            version=old.version if old else 0,
        )
        turn = Turn(session, game, tutor, user)
        turn.messages.append(
            Message(tutor.t("game-started", level=tutor.level_name(level, LEVELS[level].key)))
        )
        return await self._save(chat_id, turn)

    async def _load(self, chat_id: int) -> Session | None:
        try:
            return await self.store.load_game(chat_id)
        except CorruptSession as exc:
            log.error("chat %s: %s", chat_id, exc)
            return None

    @staticmethod
    def _turn(session: Session, user: User, tutor: Tutor) -> Turn:
        return Turn(session, Game.from_dict(session.position), tutor, user)

    @staticmethod
    def _may_play(session: Session, user: User) -> bool:
        return session.owner in (0, user.id)

    async def _press(
        self, chat_id: int, user: User, prefs: Prefs, tutor: Tutor, data: str
    ) -> Reply:
        gp = P.decode_game(data)
        if gp is None:
            verb, arg = P.decode_plain(data)
            if verb == P.NEW:
                return Reply([Message(tutor.t("choose-level"), K.level_menu(tutor))], toast="")
            if verb == P.LEVEL and arg.isdigit() and int(arg) in LEVELS:
                return await self._new_game(chat_id, user, prefs, tutor, int(arg))
            if verb == P.REMATCH and arg.isdigit() and int(arg) in LEVELS:
                return await self._new_game(chat_id, user, prefs, tutor, int(arg))
            if verb == P.LANG and arg in LANGUAGES:
                return await self._set_language(user, prefs, arg)
            if verb == P.MODE and arg in ("full", "hints", "off"):
                return await self._set_mode(user, prefs, tutor, arg)
            if verb == P.RULES and arg.isdigit():
                reply = self._rules(tutor, int(arg))
                reply.messages[0].inline = True  # turn the page in place
                return reply
            return self._old_board(tutor, None)
        session = await self._load(chat_id)
        current = session is not None and not session.finished
        if not current or session.game_id != gp.game_id or session.version != gp.version:
            return self._old_board(tutor, session if current else None, user)
        if not self._may_play(session, user):
            return Reply(toast=tutor.t("not-your-game"))
        return await self._game_action(chat_id, self._turn(session, user, tutor), gp.action, gp.arg)

    def _old_board(self, tutor: Tutor, session: Session | None, user: User | None = None) -> Reply:
        """A tap on a board that is no longer current: say so, change nothing."""
        text = tutor.t("old-board")
        reply = Reply([Message(text)], toast=text)
        if session is not None and user is not None:
            reply.messages += self._finish_unsaved(self._turn(session, user, tutor)).messages
        return reply

    async def _game_action(self, chat_id: int, turn: Turn, action: str, arg: str) -> Reply:
        s, game = turn.session, turn.game
        if action == P.HINT:
            return await self._hint(turn)
        if action == P.WHY:
            return self._why(turn)
        if game.to_move != s.human or game.round_over:
            return self._finish_unsaved(turn)
        obs = game.observation(s.human)
        if action == P.TAKE_MENU:
            s.builder = {"mode": "take"}
        elif action == P.TAKE and arg.isdigit():
            return await self._attempt(chat_id, turn, Move.take(Card(int(arg))))
        elif action == P.CAMELS:
            return await self._attempt(chat_id, turn, Move.camels())
        elif action == P.SELL_MENU:
            s.builder = {"mode": "sell"}
        elif action == P.SELL_GOOD and arg.isdigit():
            good = int(arg)
            if good in PRECIOUS and obs.hand[good] == 1:
                return await self._attempt(chat_id, turn, Move.sell(Card(good), 1))
            s.builder = {"mode": "sell", "good": good}
        elif action == P.SELL and arg.isdigit() and s.builder and "good" in s.builder:
            return await self._attempt(chat_id, turn, Move.sell(Card(s.builder["good"]), int(arg)))
        elif action == P.EXCHANGE_MENU:
            if not (s.builder and s.builder.get("mode") == "exchange"):
                s.builder = {"mode": "exchange", "take": [], "give": [], "camels": 0}
            else:
                return self._finish_unsaved(turn)  # a label button: nothing to do
        elif action in (P.TOGGLE_TAKE, P.TOGGLE_GIVE) and arg.isdigit():
            b = self._exchange_builder(s)
            key = "take" if action == P.TOGGLE_TAKE else "give"
            index = int(arg)
            b[key] = sorted(set(b[key]) ^ {index})
        elif action in (P.CAMEL_MORE, P.CAMEL_LESS):
            b = self._exchange_builder(s)
            step = 1 if action == P.CAMEL_MORE else -1
            b["camels"] = min(max(b["camels"] + step, 0), obs.herd)
        elif action == P.CONFIRM:
            b = self._exchange_builder(s)
            return await self._attempt(chat_id, turn, self._exchange_move(obs, b))
        elif action == P.CANCEL:
            s.builder = None
        elif action == P.RESIGN:
            return await self._resign(chat_id, turn)
        else:
            return self._finish_unsaved(turn)
        return await self._save(chat_id, turn)

    @staticmethod
    def _exchange_builder(s: Session) -> dict:
        if not (s.builder and s.builder.get("mode") == "exchange"):
            s.builder = {"mode": "exchange", "take": [], "give": [], "camels": 0}
        return s.builder

    @staticmethod
    def _exchange_move(obs, b: dict) -> Move:
        market, hand = K.slots(obs.market), K.slots(obs.hand)
        taken = [Card(market[i]) for i in b["take"] if i < len(market)]
        given = [Card(hand[i]) for i in b["give"] if i < len(hand)]
        given += [Card.CAMEL] * b["camels"]
        return Move.exchange(taken, given)

    async def _typed(self, chat_id: int, user: User, tutor: Tutor, text: str) -> Reply:
        t = tutor.t
        try:
            move = parse_move(text)
        except MoveParseError as exc:
            return Reply([Message(t("parse-error", error=str(exc)))])
        session = await self._load(chat_id)
        if session is None or session.finished:
            return self._no_game(tutor)
        if not self._may_play(session, user):
            return Reply([Message(t("not-your-game"))])
        turn = self._turn(session, user, tutor)
        if turn.game.to_move != session.human or turn.game.round_over:
            return self._finish_unsaved(turn)
        return await self._attempt(chat_id, turn, move)

    # ----------------------------------------------------------- playing
    async def _attempt(self, chat_id: int, turn: Turn, move: Move) -> Reply:
        """Play the human's move, or explain why not and keep the builder open."""
        s, game, tutor = turn.session, turn.game, turn.tutor
        found = game.refusal(move)
        if found:
            error = IllegalMove(found[0], move, **found[1])
            obs = game.observation(s.human)
            text = tutor.refusal(error, obs)
            reply = self._finish_unsaved(turn)
            reply.messages.insert(0, Message(text))
            reply.toast = tutor.t("refusal-title")
            reply.rule = error.rule
            return reply
        turn.seen = await self.store.seen_notes(turn.user.id)
        self._play(turn, s.human, move)
        s.builder = None
        if not turn.game.round_over:
            self._flush_notes(turn)  # about the player's own move, before the AI answers
        await self._after_move(turn)
        return await self._save(chat_id, turn)

    def _play(self, turn: Turn, seat: int, move: Move) -> None:
        turn.game.play(move)
        turn.session.history.append(f"{seat}:{move}")
        turn.events += events_after(move, seat, turn.session.human, turn.game)

    async def _after_move(self, turn: Turn) -> None:
        """Let the AI answer, score rounds and deal the next, until it's the human's turn."""
        s, game, tutor = turn.session, turn.game, turn.tutor
        while True:
            if game.round_over:  # just ended: every round gets its summary
                self._round_over(turn)
                if game.match_over:
                    break
                game.next_round()
                who = "you" if game.to_move == s.human else "opponent"
                turn.messages.append(Message(tutor.t("round-start", round=game.round, who=who)))
                continue
            if game.to_move == s.human:
                break
            seat = game.to_move
            obs = game.observation(seat)
            seed = decision_seed(s.game_id, len(s.history))
            decision = await self.thinker.choose(s.level, seed, obs)
            camels = game.market[CAMEL]
            self._play(turn, seat, decision.move)
            s.last_ai = (str(decision.move), decision.reason, camels)
            line = tutor.t("ai-move", move=tutor.move(decision.move, camels))
            if game.round_over:  # said before the round's summary, not on the next board
                turn.messages.append(Message(line))
            else:  # on the board itself: one message that stays in view on a phone
                turn.ai_lines.append(line)
        if game.match_over:
            self._match_over(turn)

    def _round_over(self, turn: Turn) -> None:
        s, game, tutor = turn.session, turn.game, turn.tutor
        result = game.last_result
        self._flush_notes(turn)
        text = tutor.round_summary(result, s.human)
        text += "\n" + tutor.seals_line(game.seals, s.human)
        if not game.match_over:
            starter = 1 - result.seal if result.seal is not None else 1 - game.starter
            text += "\n" + tutor.next_round_line(starter, s.human)
        turn.messages.append(Message(text))
        if result.seal is not None:
            key = "rounds_won" if result.seal == s.human else "rounds_lost"
            turn.stats[key] = turn.stats.get(key, 0) + 1

    def _match_over(self, turn: Turn) -> None:
        s, game, tutor = turn.session, turn.game, turn.tutor
        s.finished = True
        s.builder = None
        turn.messages.append(
            Message(
                tutor.match_summary(game.seals, s.human, game.winner),
                [[Button(tutor.t("btn-rematch"), P.plain(P.REMATCH, s.level))]],
            )
        )
        turn.stats["matches_won" if game.winner == s.human else "matches_lost"] = 1

    def _flush_notes(self, turn: Turn) -> None:
        """Add the first-time notes of the events so far (once in a player's life)."""
        for note_id, text in turn.tutor.notes(turn.events, turn.seen):
            turn.messages.append(Message(text))
            turn.seen.add(note_id)
            turn.notes_shown.append(note_id)
        turn.events = []

    async def _hint(self, turn: Turn) -> Reply:
        s, game, tutor = turn.session, turn.game, turn.tutor
        if game.to_move != s.human or game.round_over:
            return self._finish_unsaved(turn)
        obs = game.observation(s.human)
        decision = await self.thinker.choose(HINT_LEVEL, decision_seed(s.game_id, -1), obs)
        text = tutor.hint(decision.move, decision.reason, game.market[CAMEL])
        return Reply([Message(text)], toast="💡")

    def _why(self, turn: Turn) -> Reply:
        s, tutor = turn.session, turn.tutor
        if not s.last_ai:
            return Reply([Message(tutor.t("why-nothing-yet"))])
        notation, reason, camels = s.last_ai
        return Reply([Message(tutor.why(parse_move(notation), reason, camels))], toast="🤔")

    async def _resign(self, chat_id: int, turn: Turn) -> Reply:
        s = turn.session
        s.finished = True
        s.builder = None
        turn.stats = {"matches_lost": 1}
        turn.messages.append(
            Message(
                turn.tutor.t("resigned"),
                [[Button(turn.tutor.t("btn-rematch"), P.plain(P.REMATCH, s.level))]],
            )
        )
        return await self._save(chat_id, turn)

    # ------------------------------------------------------------- showing
    def _board(self, turn: Turn, version: int) -> Message:
        s, game, tutor = turn.session, turn.game, turn.tutor
        obs = game.observation(s.human)
        text = render_board(tutor, obs, s.level, LEVELS[s.level].key)
        if turn.ai_lines:
            text = "\n".join([*turn.ai_lines, "", text])
        gid = s.game_id
        buttons: K.Keyboard = []
        if s.finished:
            buttons = [[Button(tutor.t("btn-rematch"), P.plain(P.REMATCH, s.level))]]
        elif obs.my_turn:
            b = s.builder or {}
            mode = b.get("mode")
            if mode == "take":
                text += "\n\n" + tutor.t("pick-take")
                buttons = K.take_menu(tutor, obs, gid, version)
            elif mode == "sell" and "good" in b:
                text += "\n\n" + tutor.t("pick-sell-count")
                buttons = K.sell_count_menu(tutor, obs, b["good"], gid, version)
            elif mode == "sell":
                text += "\n\n" + tutor.t("pick-sell")
                buttons = K.sell_menu(tutor, obs, gid, version)
            elif mode == "exchange":
                move = self._exchange_move(obs, b)
                text += "\n\n" + tutor.t(
                    "exchange-summary",
                    taken=tutor.cards(move.taken),
                    given=tutor.cards(move.given),
                )
                buttons = K.exchange_menu(tutor, obs, b, gid, version)
            else:
                buttons = K.main_menu(tutor, obs, gid, version)
            if s.last_ai:
                buttons.append([Button(tutor.t("btn-why"), P.game(gid, version, P.WHY))])
        return Message(text, buttons, board=True)

    def _finish_unsaved(self, turn: Turn) -> Reply:
        """Show the board as stored (nothing changed, same version)."""
        board = self._board(turn, turn.session.version)
        return Reply([*turn.messages, board], level=turn.session.level)

    async def remember_board(self, chat_id: int, message_id: int) -> int | None:
        """Note which message now shows the chat's board; returns the previous one."""
        return await self.store.set_board_message(chat_id, message_id)

    async def _save(self, chat_id: int, turn: Turn) -> Reply:
        s, tutor = turn.session, turn.tutor
        self._flush_notes(turn)
        s.position = turn.game.to_dict()
        board = self._board(turn, s.version + 1)  # the version this save creates
        result = await self.store.save_game(chat_id, s)
        if not result.applied:
            fresh = await self._load(chat_id)
            text = tutor.t("stale-board")
            if fresh is None or fresh.finished:
                return Reply([Message(text)], toast=text)
            reply = self._finish_unsaved(self._turn(fresh, turn.user, tutor))
            reply.messages.insert(0, Message(text))
            reply.toast = text
            return reply
        if turn.notes_shown:
            await self.store.mark_seen(turn.user.id, turn.notes_shown)
        if any(turn.stats.values()):
            await self.store.record(turn.user.id, s.level, **turn.stats)
        return Reply([*turn.messages, board], level=s.level)
