"""Judging the learner's moves: in a lesson, and in the scripted first game.

Both ask for a move on a position and give one of the task's three verdicts
(`tutorbot.tutor.tasks`): a right move is explained and lets the learner on,
a legal wrong one says what it missed and asks again on the same position,
an illegal one gets the tutor's usual refusal.  A lesson never changes its
position (each try starts from it); the first game plays the right move and
the opponent's scripted reply, then, after the last step, goes on as a
normal match.  `judge` claims the player's move for these (`hooks.MOVE_JUDGES`);
the core's `playing.human_move` plays every other one.
"""

from __future__ import annotations

from tutorbot.engine import Move
from tutorbot.engine.cards import CAMEL
from tutorbot.tutor.account import round_account
from tutorbot.tutor.facts import facts_for
from tutorbot.tutor.first_game import FIRST_GAME_STEPS
from tutorbot.tutor.lessons import LESSONS, lesson_by_id
from tutorbot.tutor.tasks import Illegal, Right, Verdict, Wrong, render

from .. import keyboards as K
from .. import payload as P
from ..board import render_board
from ..context import Context, Turn
from ..playing import record_ai_move, record_move, refused
from ..saving import save
from ..view import Button, Message, Reply
from .guide import lesson_header


async def _wrong(ctx: Context, turn: Turn, verdict: Wrong, why: str = "") -> Reply:
    """What the move missed (`why`: the facts of the move asked for), and the
    same position again with a fresh menu."""
    t = turn.tutor.t
    turn.session.builder = None
    lines = [render(t, verdict.missed), why, t("lesson-try-again")]
    turn.messages.append(Message("\n".join(filter(None, lines))))
    return await save(ctx, turn)


def plan_facts(turn: Turn, plan: Move, side: str = "hint") -> str:
    """What the guided step's move does in this very position, one fact a line
    with its numbers (computed, so a change of the deal can't make it false);
    `side` "done" words them for the move just played."""
    obs = turn.game.observation(turn.session.human)
    return turn.tutor.explain(facts_for(obs, plan), side, obs.market[CAMEL])


async def _refused(ctx: Context, turn: Turn, verdict: Illegal) -> Reply:
    """The tutor's usual refusal, in the task's position, suggesting the task's move."""
    text = turn.tutor.refusal(verdict.error, verdict.observation, verdict.suggestion)
    return await refused(ctx, turn, text, verdict.error.rule)


async def _unless_right(ctx: Context, turn: Turn, verdict: Verdict) -> Right | Reply:
    """A right verdict as it is, to go on with; else the reply to a refused or
    a missed move (the same position, to try again)."""
    if isinstance(verdict, Illegal):
        return await _refused(ctx, turn, verdict)
    if isinstance(verdict, Wrong):
        return await _wrong(ctx, turn, verdict)
    return verdict


async def lesson_move(ctx: Context, turn: Turn, move: Move) -> Reply:
    """The learner's move in a lesson: passed, missed (retry) or refused."""
    lesson_id = turn.session.lesson
    if lesson_id is None:  # never: only a lesson's session comes here
        raise AssertionError("a lesson move outside a lesson")
    lesson = lesson_by_id(lesson_id)
    verdict = await _unless_right(ctx, turn, lesson.task.judge(turn.game, move))
    if not isinstance(verdict, Right):
        return verdict
    await ctx.store.mark_lesson_done(ctx.user.id, lesson.id)
    await ctx.store.close_lesson(ctx.chat_id)  # typed moves go to the game again
    tutor, t = turn.tutor, turn.tutor.t
    after = verdict.after
    board = render_board(tutor, after.observation(turn.session.human), 1, "novice")
    lines = board.split("\n")[1:-1]  # no match header, no "whose turn": the lesson is over
    board = "\n".join([lesson_header(tutor, lesson.id), *lines])
    messages = [Message(board, board=True)]
    result = after.last_result
    if after.round_over and result is not None:  # the round-end lesson: its account too
        messages.append(Message(round_account(t, result, turn.session.human)))
    index = LESSONS.index(lesson)
    buttons: K.Keyboard = [[Button(t("learn-menu-button"), P.plain(P.LESSON_MENU))]]
    if index + 1 < len(LESSONS):
        buttons.insert(0, [Button(t("learn-next-button"), P.plain(P.LESSON, index + 2))])
    else:
        buttons.insert(0, [Button(t("learn-first-game-button"), P.plain(P.FIRST_GAME))])
    text = "\n".join([render(t, verdict.why), "", t("lesson-passed")])
    messages.append(Message(text, buttons))
    return Reply(messages, toast=t("lesson-passed"))


async def scripted_move(ctx: Context, turn: Turn, move: Move) -> Reply:
    """The learner's move on a guided turn of the first game."""
    s, t = turn.session, turn.tutor.t
    if s.script is None:  # never: only a scripted session comes here
        raise AssertionError("a scripted move without a script")
    step = FIRST_GAME_STEPS[s.script]
    judged = step.task.judge(turn.game, move)
    if isinstance(judged, Wrong):  # what the plan's move does here, in numbers
        return await _wrong(ctx, turn, judged, plan_facts(turn, step.task.example))
    verdict = await _unless_right(ctx, turn, judged)
    if not isinstance(verdict, Right):
        return verdict
    done = plan_facts(turn, move, "done")  # the move now stands: told in the present
    turn.messages.append(Message("\n".join([render(t, verdict.why), done])))
    record_move(turn, s.human, move)
    turn.ai_lines.append(record_ai_move(turn, 1 - s.human, step.ai_reply))  # "why" explains it
    s.builder = None
    s.script += 1
    if s.script == len(FIRST_GAME_STEPS):
        s.script = None  # the script lets go: a normal match from here
        turn.messages.append(Message(t("lesson-first-game-handover")))
    turn.seen = await ctx.seen_notes(turn.user.id)
    return await save(ctx, turn)


async def judge(ctx: Context, turn: Turn, move: Move) -> Reply | None:
    """The player's move judged in a lesson or on a guided turn (None: neither,
    the move is played)."""
    if turn.session.lesson is not None:
        return await lesson_move(ctx, turn, move)
    if turn.session.script is not None:
        return await scripted_move(ctx, turn, move)
    return None
