"""A stateful test of the conversation core (issue 45): random sequences of
every command, the buttons actually shown (and forged ones) and typed text,
across every kind of game and its end (an AI match at levels 1-2, the guided
first game, the lessons, a friend game between two users, the puzzles, the
review and a move tried in it), in the five languages, on fakeredis with the
AI thinking inline.  No intent may raise, every reply must be one Telegram
takes, and every tap must be answered.

Hypothesis shrinks a failure to its shortest sequence of steps and prints
it with the blob that reproduces it (``@reproduce_failure``).  `STEPS` counts
the intents sent, for the figure in the report.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter

import fakeredis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule

from tests.support.fuzz import ODD_DIGITS, WORDS, reply_problems
from tests.support.redis import unique_prefix
from tutorbot.ai import get_player
from tutorbot.chat import (
    FEATURES,
    Command,
    Conversation,
    InlineThinker,
    Press,
    Reply,
    Text,
    User,
)
from tutorbot.chat import payload as P
from tutorbot.chat.view import Intent
from tutorbot.engine import Game, Move, ascii_int
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendStore
from tutorbot.terminal.options import seeded_ids
from tutorbot.tutor import LANGUAGES
from tutorbot.tutor.first_game import FIRST_GAME_STEPS
from tutorbot.tutor.lessons import LESSONS, lesson_by_id

#: The AI levels a walk may meet (the others think for seconds).
MAX_LEVEL = 2
#: Plain buttons whose argument is a level that starts or sets a game.
LEVEL_VERBS = (P.LEVEL, P.LEVEL_SET, P.REMATCH)
ANN, BORIS = 1, 2  # each in their private chat: chat id = user id
#: The core's and the features' commands, a few aliases, and an unknown one.
COMMANDS = (
    "start", "new", "level", "language", "mode", "rules", "stats", "help", "board", "hint",
    "why", "analyse", "resign", "learn", "review", "puzzle", "friend", "quit",
    "aide", "podskazka", "ヒント", "задачи", "rivedi", "nosuch",
)  # fmt: skip
ARGS = ("", "1", "2", "0", "x", "9", "it", "fr", "ru", "en", "ja", "full", "off", *ODD_DIGITS[:3])
#: Ways into every kind of game, as the buttons that lead there send them.
ENTRIES = (
    P.plain(P.FIRST_GAME),
    P.plain(P.LESSON_MENU),
    *(P.plain(P.LESSON, n) for n in range(1, len(LESSONS) + 1)),
    P.plain(P.PUZZLE, "b"),
    P.plain(P.PUZZLE, "n"),
    P.plain(P.PUZZLE, "x"),
    P.plain(P.REVIEW, "s"),
    P.plain(P.REVIEW, "m0"),
    P.plain(P.REVIEW, "t0"),
    P.plain(P.REVIEW, "a0"),
    P.plain(P.NEW),
    P.plain(P.LEVEL, 1),
    P.plain(P.REMATCH, 1),
)
#: Walks, and rules per walk (`play_to_the_end` is one rule of many intents).
EXAMPLES, STEPS_PER_EXAMPLE = 10, 40
#: Intents sent by every run of the machine in this process.
STEPS = [0]
SPENT = [0.0]
#: What the walks reached: each kind of game's end.
ENDS: Counter[str] = Counter()
#: The slowest intents (seconds, intent), printed with the count.
SLOWEST: list[tuple[float, str]] = []


def allowed(payload: str) -> bool:
    """Whether a walk may press `payload`: not a level above `MAX_LEVEL`."""
    button = P.decode(payload)
    if isinstance(button, P.PlainPayload) and button.verb in LEVEL_VERBS:
        level = ascii_int(button.arg)
        return level is None or level <= MAX_LEVEL
    return True


texts = st.one_of(
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=6).map(" ".join),
    st.text(max_size=40),
    st.sampled_from(["take diamond", "camels", "sell 2 leather", "exchange 2 camels for 2 gold"]),
)


class ConversationMachine(RuleBasedStateMachine):
    """Two players, each in their private chat, and everything they may send."""

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=unique_prefix())
        self.friends = FriendStore(self.store)
        self.conversation = Conversation(
            self.store,
            InlineThinker(),
            game_ids=seeded_ids(45),
            friends=self.friends,
            features=FEATURES,
        )
        self.users = {ANN: User(ANN, "en", "Ann"), BORIS: User(BORIS, "ru", "Boris")}
        self.shown: dict[int, list[str]] = {ANN: [], BORIS: []}
        self.seen: list[str] = []
        self.player = get_player(1, seed=45)

    def teardown(self) -> None:
        self.loop.run_until_complete(self._count_ends())
        self.loop.run_until_complete(self.store.close())
        self.loop.close()

    async def _count_ends(self) -> None:
        """What this walk reached, for the summary line (`ENDS`)."""
        store = self.store
        for chat in (ANN, BORIS):
            session = await store.load_game(chat)
            if session is not None and session.finished:
                ENDS["guided game ended" if session.game_id[:1] == "G" else "AI match ended"] += 1
            if await store.lessons_done(chat):
                ENDS["lesson passed"] += 1
            book = await store.puzzles.load(chat)
            if any(book.counted.values()):
                ENDS["puzzle answered"] += 1
            review = await store.load_review(chat)
            if review is not None and review.analysis is not None:
                ENDS["match reviewed"] += 1
            game_id = await self.friends.game_of_chat(chat)
            fg = await self.friends.load(game_id) if game_id else None
            if chat == ANN and fg is not None and fg.finished:
                ENDS["open-hand game ended" if fg.open_hand else "friend game ended"] += 1

    # ------------------------------------------------------------ the checks
    def send(self, chat: int, intent: Intent) -> Reply:
        STEPS[0] += 1
        started = time.perf_counter()
        reply = self.loop.run_until_complete(
            self.conversation.handle(chat, self.users[chat], intent)
        )
        took = time.perf_counter() - started
        SLOWEST.append((took, repr(intent)[:80]))
        SPENT[0] += took
        SLOWEST.sort(reverse=True)
        del SLOWEST[5:]
        assert not reply_problems(reply, intent), (intent, reply_problems(reply, intent))
        if isinstance(intent, Press):
            assert reply.toast is not None or reply.messages, f"{intent} unanswered"
        self._keep(chat, reply.buttons())
        for outbound in reply.others:
            self._keep(
                outbound.chat_id, [b for m in outbound.messages for row in m.buttons for b in row]
            )
        return reply

    def _keep(self, chat: int, buttons) -> None:
        payloads = [b.payload for b in buttons if b.payload and allowed(b.payload)]
        if payloads and chat in self.shown:
            self.shown[chat] = payloads
            self.seen = [*self.seen, *payloads][-300:]

    # ------------------------------------------------------------- the rules
    @initialize(ann=st.sampled_from(LANGUAGES), boris=st.sampled_from(LANGUAGES))
    def languages(self, ann: str, boris: str) -> None:
        self.users = {ANN: User(ANN, ann, "Ann"), BORIS: User(BORIS, boris, "Boris")}
        self.send(ANN, Command("start"))

    @rule(chat=st.sampled_from([ANN, ANN, BORIS]), name=st.sampled_from(COMMANDS),
          arg=st.sampled_from(ARGS))  # fmt: skip
    def command(self, chat: int, name: str, arg: str) -> None:
        self.send(chat, Command(name, arg))

    @precondition(lambda self: self.shown[ANN] or self.shown[BORIS])
    @rule(data=st.data())
    def press_shown(self, data: st.DataObject) -> None:
        chat = data.draw(st.sampled_from([c for c in self.shown if self.shown[c]]))
        self.send(chat, Press(data.draw(st.sampled_from(self.shown[chat]))))

    @rule(chat=st.sampled_from([ANN, BORIS]), entry=st.sampled_from(ENTRIES))
    def press_entry(self, chat: int, entry: str) -> None:
        self.send(chat, Press(entry))

    @precondition(lambda self: self.seen)
    @rule(data=st.data(), junk=st.sampled_from(["", "-1", "99999999999", "zz", "²", "T", "ü"]))
    def press_forged(self, data: st.DataObject, junk: str) -> None:
        """An old board's button, or one with a part changed (a client may send anything)."""
        parts = data.draw(st.sampled_from(self.seen)).split(":")
        parts[data.draw(st.integers(0, len(parts) - 1))] = junk
        payload = ":".join(parts)
        self.send(ANN, Press(payload if allowed(payload) else self.seen[0]))

    @rule(chat=st.sampled_from([ANN, BORIS]), text=texts)
    def type_text(self, chat: int, text: str) -> None:
        self.send(chat, Text(text))

    @rule(hidden=st.booleans())
    def friend_game(self, hidden: bool) -> None:
        """Ann invites Boris, who accepts in his own chat."""
        self.send(ANN, Press(P.plain(P.FRIEND, "h" if hidden else "o")))
        code = self.loop.run_until_complete(self.friends.open_invite(ANN))
        if code:
            self.send(BORIS, Command("start", code))

    @rule(chat=st.sampled_from([ANN, BORIS]))
    def play_well(self, chat: int) -> None:
        """One right move in what the chat has in play (a lesson's, a guided
        step's, a level-1 player's in a match or a friend game), typed."""
        move = self.loop.run_until_complete(self.good_move(chat))
        if move is not None:
            self.send(chat, Text(str(move)))

    @rule(chat=st.sampled_from([ANN, BORIS]))
    def play_to_the_end(self, chat: int) -> None:
        """The chat's game (and its friend's turns) played on until it ends."""
        for _ in range(300):
            moves = {c: self.loop.run_until_complete(self.good_move(c)) for c in (chat, 3 - chat)}
            mover = next((c for c, move in moves.items() if move is not None), None)
            if mover is None:
                return
            self.send(mover, Text(str(moves[mover])))

    async def good_move(self, chat: int) -> Move | None:
        """A right move for `chat`'s player now (None: nothing of theirs to play)."""
        user = self.users[chat]
        lesson = await self.store.load_lesson(chat)
        if lesson is not None and lesson.lesson is not None:
            return lesson_by_id(lesson.lesson).task.example
        fg = await self.friends.load_for_chat(chat)
        if fg is not None:
            seat = fg.seat_of(chat, user.id)
            game = Game.from_dict(fg.position)
            if fg.finished or seat is None or game.to_move != seat or game.round_over:
                return None
            return self.player.choose(game.observation(seat)).move
        session = await self.store.load_game(chat)
        if session is None or session.finished or session.owner not in (0, user.id):
            return None
        if session.script is not None:
            return FIRST_GAME_STEPS[session.script].task.example
        game = Game.from_dict(session.position)
        if game.to_move != session.human or game.round_over:
            return None
        return self.player.choose(game.observation(session.human)).move


def test_the_conversation_never_breaks(monkeypatch):
    before = STEPS[0]
    ConversationMachine.TestCase.settings = settings(
        max_examples=EXAMPLES,
        stateful_step_count=STEPS_PER_EXAMPLE,
        deadline=None,
        print_blob=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )
    try:
        ConversationMachine.TestCase().runTest()
    finally:
        spent, slowest = f"{SPENT[0]:.1f} s", SLOWEST[:2]
        print(f"stateful: {STEPS[0] - before} intents in {spent}; {dict(ENDS)}; slowest {slowest}")
