"""Lessons in the chat: the menu, opening a lesson, and the scripted first game.

A lesson is a session of its own, kept under the chat's lesson key
(`Keys.lesson`) and marked by `Session.lesson`, so opening one never touches
the game in play: the game's buttons keep working, and a lesson's buttons
carry a game id that starts with `LESSON_MARK`, which sends them here.
Typed moves go to the open lesson; passing it (or /new) closes it, and they go
to the game again.  The learner acts with the game's own buttons: a lesson's
action table is the game's, with the hint showing the lesson's example.

The scripted first game is a game session in the chat's slot whose
`Session.script` is its next guided step; once the steps are done it plays
on as a level-1 match.  Its game id carries `GUIDED_MARK`, so its kind
(`GUIDED`) is known to its end: it is the tutor playing along, not a match,
so it counts in no level's record, it is not rated, not kept for the review
and not made into puzzles (its deal is the tutor's, not its id's seed, so it
could not be replayed either).
Progress (the lessons passed) is a set per player, kept for good.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from tutorbot.engine import Move, ascii_int
from tutorbot.engine.cards import CAMEL
from tutorbot.store import Outcome, SaveResult, Session
from tutorbot.tutor import Tutor
from tutorbot.tutor.first_game import FIRST_GAME_LEVEL, FIRST_GAME_STEPS, first_game
from tutorbot.tutor.lessons import LESSONS, lesson_by_id, next_lesson
from tutorbot.tutor.tasks import render as render_task

from .. import keyboards as K
from .. import payload as P
from .. import render
from ..actions import GAME_ACTIONS, GameAction, press_game
from ..context import HUMAN_SEAT, Broken, Context, GameEnd, GameHandler, Handler, Turn
from ..payload import GamePayload
from ..playing import hint, typed_move, why
from ..saving import save
from ..view import Button, Message, Reply

#: A button row of lesson numbers is this long (a phone's width).
PER_ROW = 5


#: A lesson's board: the mark, then the lesson's id.
LESSON_MARK = "L"
#: The guided first game's id: the mark, then a fresh id (not its deal's seed).
GUIDED_MARK = "G"

#: A lesson ends in nothing but the lesson passed.
LESSON_END = GameEnd()
#: The guided first game: nothing follows its end, not even a line in /stats'
#: record (its suggestion says the guided game doesn't count); left
#: unfinished for a new game, it is no defeat.
GUIDED = GameEnd()


def is_lesson_id(game_id: str) -> bool:
    """Whether a button's game id is a lesson's board."""
    return game_id.startswith(LESSON_MARK)


def is_guided_id(game_id: str) -> bool:
    """Whether a game id is the guided first game's."""
    return game_id.startswith(GUIDED_MARK)


class LessonSlot:
    """The chat's open lesson, under its own key beside the game; it earns
    nothing (`LESSON_END`)."""

    async def load(self, ctx: Context) -> Session | None:
        """The open lesson (None: none is open)."""
        return await ctx.store.load_lesson(ctx.chat_id)

    async def save(self, ctx: Context, session: Session, outcome: Outcome | None) -> SaveResult:
        """Compare-and-set the lesson (what the turn earned is not kept)."""
        return await ctx.store.save_lesson(ctx.chat_id, session)


LESSON = LessonSlot()


def in_lesson(ctx: Context) -> Context:
    """`ctx` working on the chat's open lesson instead of its game."""
    return dataclasses.replace(ctx, slot=LESSON)


async def press(ctx: Context, button: GamePayload) -> Reply:
    """A tap on a lesson's board: the game's buttons, on the open lesson."""
    return await press_game(in_lesson(ctx), button, LESSON_ACTIONS)


async def press_guided(ctx: Context, button: GamePayload) -> Reply:
    """A tap on the guided game's board: the game's buttons, on the chat's game
    (its 💡 the step's own move while the tutor guides)."""
    return await press_game(ctx, button, GUIDED_ACTIONS)


async def typed(ctx: Context, move: Move | None, broken: Broken | None) -> Reply | None:
    """A move typed while a lesson is open goes to the lesson (None: none is open)."""
    lesson_ctx = in_lesson(ctx)
    session = await lesson_ctx.load()
    if session is None:
        return None
    return await typed_move(lesson_ctx, session, move, broken)


async def lesson_turn(ctx: Context) -> Turn | None:
    """The open lesson, whose position a typed move is matched in (None: none is open)."""
    lesson_ctx = in_lesson(ctx)
    session = await lesson_ctx.load()
    return None if session is None else lesson_ctx.turn(session)


def welcome_row(tutor: Tutor) -> list[Button]:
    """The welcome screen's way in: the lessons and the guided first game."""
    return [
        Button(tutor.t("learn-button"), P.plain(P.LESSON_MENU)),
        Button(tutor.t("learn-first-game-button"), P.plain(P.FIRST_GAME)),
    ]


def menu_message(tutor: Tutor, done: set[str]) -> Message:
    """The lessons with their done marks, a button each, the next one first."""
    t = tutor.t
    lines = [t("lesson-menu-title")]
    for n, lesson in enumerate(LESSONS, 1):
        mark = "lesson-menu-done" if lesson.id in done else "lesson-menu-todo"
        lines.append(t(mark, n=n, title=t(lesson.title)))
    numbers = [
        Button(("✅ " if lesson.id in done else "") + str(n), P.plain(P.LESSON, n))
        for n, lesson in enumerate(LESSONS, 1)
    ]
    rows: K.Keyboard = [numbers[i : i + PER_ROW] for i in range(0, len(numbers), PER_ROW)]
    upcoming = next_lesson(done)
    if upcoming is None:
        lines += ["", t("lesson-all-done")]
    else:
        n = LESSONS.index(upcoming) + 1
        label = t("learn-start-button", n=n, title=t(upcoming.title))
        rows.insert(0, [Button(label, P.plain(P.LESSON, n))])
    rows.append([Button(t("learn-first-game-button"), P.plain(P.FIRST_GAME))])
    rows.append([Button(t("btn-puzzle-builtin"), P.plain(P.PUZZLE, "b"))])  # chat.puzzles
    return Message("\n".join(lines), rows)


async def menu(ctx: Context, arg: str = "") -> Reply:
    """/learn and the lessons button: the menu with the player's progress."""
    done = await ctx.store.lessons_done(ctx.user.id)
    return Reply([menu_message(ctx.tutor, done)], toast="")


async def newcomer_menu(ctx: Context) -> list[Message]:
    """After /start, for a player who has never finished a match: the lessons."""
    if (await ctx.store.get_stats(ctx.user.id)).matches:
        return []
    done = await ctx.store.lessons_done(ctx.user.id)
    message = menu_message(ctx.tutor, done)
    message.text = "\n\n".join([ctx.tutor.t("learn-newcomer"), message.text])
    return [message]


def with_lessons(start: Handler) -> Handler:
    """``/start`` with the way into the lessons under the new-game row, or, for
    a newcomer, the lessons' menu after the welcome (it has its own buttons)."""

    async def run(ctx: Context, arg: str) -> Reply:
        newcomer = await newcomer_menu(ctx)
        reply = await start(ctx, arg)
        if not newcomer:
            reply.messages[0].buttons.insert(1, welcome_row(ctx.tutor))  # after "new game"
        reply.messages += newcomer
        return reply

    return run


def after_language(choose: Handler) -> Handler:
    """A language chosen outside a game (the first screen's flags): the way
    into the lessons stays on the screen, in the new words."""

    async def run(ctx: Context, arg: str) -> Reply:
        reply = await choose(ctx, arg)
        if reply.board is not None or not reply.messages or ctx.prefs.lang is None:
            return reply  # mid-game (the board again), or no language chosen
        ctx = dataclasses.replace(ctx, tutor=Tutor(ctx.prefs.lang, ctx.tutor.mode))
        newcomer = await newcomer_menu(ctx)
        if newcomer:
            reply.messages += newcomer
        else:
            reply.messages[0].buttons.append(welcome_row(ctx.tutor))
        return reply

    return run


async def open_lesson(ctx: Context, arg: str) -> Reply:
    """Lesson number `arg` (1-based): its title and lines, then its board and task."""
    if not ascii_int(arg) is not None or not 1 <= int(arg) <= len(LESSONS):
        return await menu(ctx)
    lesson = LESSONS[int(arg) - 1]
    ctx = in_lesson(ctx)
    old = await ctx.load()
    game = lesson.game()
    session = Session(
        game_id=LESSON_MARK + lesson.id,
        position=game.to_dict(),
        level=FIRST_GAME_LEVEL,
        human=HUMAN_SEAT,
        owner=ctx.user.id,
        lang=ctx.tutor.lang,
        version=old.version if old else 0,
        lesson=lesson.id,
    )
    turn = Turn(session, game, ctx.tutor, ctx.user, ctx.tables)
    t = ctx.tutor.t
    turn.messages.append(Message("\n".join([f"🎓 {t(lesson.title)}", *map(t, lesson.intro)])))
    return await save(ctx, turn)


async def start_first_game(ctx: Context, arg: str = "") -> Reply:
    """The scripted first game: a fixed deal, the tutor guiding the first turns."""
    old = await ctx.load()
    if old is not None and not old.finished and not ctx.may_play(old):
        return render.not_your_game(ctx.tutor)
    await ctx.store.close_lesson(ctx.chat_id)
    await _first_level(ctx)
    session = Session(
        game_id=GUIDED_MARK + ctx.new_game_id(),
        position=first_game().to_dict(),
        level=FIRST_GAME_LEVEL,
        human=HUMAN_SEAT,
        owner=ctx.user.id,
        lang=ctx.tutor.lang,
        version=old.version if old else 0,
        script=0,
    )
    turn = ctx.turn(session)
    t = ctx.tutor.t
    turn.messages.append(
        Message("\n".join([t("lesson-first-game-title"), t("lesson-first-game-intro")]))
    )
    return await save(ctx, turn)


async def _first_level(ctx: Context) -> None:
    """A newcomer's level becomes the guided game's: the level menus mark the
    level they are playing, and /new goes on at it (a player who has
    finished a match keeps the level they have)."""
    if ctx.prefs.level == FIRST_GAME_LEVEL or (await ctx.store.get_stats(ctx.user.id)).matches:
        return
    ctx.prefs.level = FIRST_GAME_LEVEL
    await ctx.store.set_prefs(ctx.user.id, ctx.prefs)


def example(session: Session) -> Move | None:
    """A right move for the lesson or guided turn on the board (for the hint)."""
    if session.lesson is not None:
        return lesson_by_id(session.lesson).task.example
    if session.script is not None:
        return FIRST_GAME_STEPS[session.script].task.example
    return None


async def lesson_hint(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The hint in a lesson: one right move (the AI's choice may miss the lesson's idea)."""
    move = example(turn.session)
    if move is None:  # never: a lesson always has its example
        return render.show(turn)
    text = turn.tutor.t("learn-hint", move=turn.tutor.move(move, turn.game.market[CAMEL]))
    return Reply([Message(text)], toast="💡")


async def guided_hint(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The guided game's 💡: the step's own move while the tutor guides (as
    /hint typed there), so the learner is never told two moves at once; the
    judge's hint once the script lets go."""
    if turn.session.script is not None:
        return await lesson_hint(ctx, turn, arg)
    return await hint(ctx, turn, arg)


async def step_why(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """/why in a lesson: what the step is about (its task).  On a guided turn,
    why the opponent played its scripted reply, as /why asks everywhere else;
    before the opponent's first move, what the step is about."""
    s, t = turn.session, turn.tutor.t
    if s.lesson is not None:
        task = lesson_by_id(s.lesson).task
    elif s.last_ai is not None:
        return await why(ctx, turn, arg)
    else:
        task = FIRST_GAME_STEPS[s.script or 0].task
    return Reply([Message(t("learn-why-step", task=render_task(t, task.prompt)))], toast="🎓")


def about_the_step(answer: GameHandler) -> Callable[[Handler], Handler]:
    """/hint or /why typed in a lesson or on a guided turn: answered about the
    step (as the lesson's 💡 button is); anywhere else, the command as it was."""

    def wrap(command: Handler) -> Handler:
        async def run(ctx: Context, arg: str) -> Reply:
            lesson_ctx = in_lesson(ctx)
            lesson = await lesson_ctx.load()
            if lesson is not None:
                return await answer(lesson_ctx, lesson_ctx.turn(lesson), arg)
            game = render.current(await ctx.load())
            step = game.script if game is not None else None
            guided = step is not None and step < len(FIRST_GAME_STEPS)
            if game is not None and guided and ctx.may_play(game):
                return await answer(ctx, ctx.turn(game), arg)
            return await command(ctx, arg)

        return run

    return wrap


#: A lesson's buttons: the game's own, but the hint shows the lesson's example.
LESSON_ACTIONS: dict[str, GameAction] = {
    **GAME_ACTIONS,
    P.HINT: GameAction(lesson_hint, on_my_move=False),
}

#: The guided game's buttons: the game's own, but the hint shows the step's move
#: while the tutor guides.
GUIDED_ACTIONS: dict[str, GameAction] = {
    **GAME_ACTIONS,
    P.HINT: GameAction(guided_hint, on_my_move=False, thinks=True),
}

#: Buttons outside any board: a lesson by number, the menu, the first game.
PLAIN_ACTIONS: dict[str, Handler] = {
    P.LESSON: open_lesson,
    P.LESSON_MENU: menu,
    P.FIRST_GAME: start_first_game,
}
