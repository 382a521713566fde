"""The chat's review of a player's last finished match: the command, its buttons, trying a move.

`/review` (or the Review button under a match's result) grades the player's
last finished match round by round in the AI's process pool, showing
"Reviewing round 2 of 3…" meanwhile, and keeps the result with the match
(`ReviewRecord`), so paging back and forth never grades again.  Each press
replaces the message it was pressed on with a screen (`screens`); a
move tried at a key moment is judged against the suggestion, off the event
loop as well.  The grading itself is `tutorbot.tutor.review` (the words) and
`grading` (the search); the record is `tutorbot.store.review`.
"""

from __future__ import annotations

import logging
import time

from tutorbot.engine import IllegalMove, Move, Observation, ascii_int, check_move
from tutorbot.engine.cards import CAMEL
from tutorbot.store import ReviewRecord, Session
from tutorbot.tutor.facts import verdict_gain

from .. import payload as P
from ..context import Context, Spot
from ..grading import analyse, gain_words, graded_now
from ..judgements import judged
from ..playing import explain_budget_spent
from ..render import new_game_row
from ..replays import replay_error
from ..trying import built_move
from ..view import Message, Reply
from .ahead import review_ahead
from .screens import (
    REVIEW_GAME,
    analysis_screen,
    moment_obs,
    moment_screen,
    review_of,
    summary_screen,
    try_screen,
)

log = logging.getLogger(__name__)


async def remember_match(ctx: Context, session: Session) -> None:
    """Keep a match that just finished as its player's one to review."""
    record = ReviewRecord(
        session.game_id, session.level, session.human, list(session.history), None
    )
    record.finished = float(int(time.time()))
    user_id = session.owner or ctx.user.id
    await ctx.store.save_review(user_id, record)
    review_ahead(ctx, record, user_id)


async def nothing_to_review(ctx: Context) -> str:
    """Why there is no review: no match finished yet, or the one just
    finished is of a kind that isn't reviewed (the guided first game, a
    friend's game), so "no finished match" would not be true."""
    game = await ctx.store.load_game(ctx.chat_id)
    if game is not None and game.finished and not ctx.tables.end_of(game.game_id).review:
        return "review-not-this-kind"
    return "review-none"


# ------------------------------------------------------------------ handlers
async def command(ctx: Context, arg: str) -> Reply:
    """/review: the summary of the last finished match (graded on first sight)."""
    return await _show(ctx, "s", inline=False)


async def press(ctx: Context, arg: str) -> Reply:
    """A review button: ``s`` summary, ``m<i>`` key moment i, ``t<i>`` try it there,
    ``a<i>`` the search's best moves there, ``b<i>`` the better move while trying;
    the button under a match's result (no argument) sends the summary anew."""
    return await _show(ctx, arg or "s", inline=bool(arg))


async def _show(ctx: Context, screen: str, inline: bool) -> Reply:
    t = ctx.tutor.t
    record = await ctx.store.load_review(ctx.user.id)
    if record is None:
        return Reply([Message(t(await nothing_to_review(ctx)), [new_game_row(ctx.tutor)])])
    if not graded_now(record):
        why = replay_error(record.game_id, record.history, record.human)
        if why is not None:  # it would fail on every visit: set it aside
            where = await ctx.store.set_aside_review(ctx.user.id)
            log.warning("user %s: a review set aside as %s: %s", ctx.user.id, where, why)
            return Reply([Message(t("review-none"), [new_game_row(ctx.tutor)])])
        record.analysis = (await analyse(ctx, record)).to_dict()
    count = len(review_of(record).moments)
    kind, index = screen[:1], int(screen[1:]) if ascii_int(screen[1:]) is not None else -1
    record.trying, record.builder = False, None
    if kind == "a" and 0 <= index < count:
        spent = await explain_budget_spent(ctx, ctx.tutor)  # a search that only explains
        if spent is not None:
            return spent
        record.cursor = index
        await ctx.store.save_review(ctx.user.id, record)
        moment = review_of(record).moments[index]
        obs = moment_obs(record, moment)
        # the deep look that made it a key moment: its numbers are the moment's
        must = (moment.played_move, moment.best_move)
        message = analysis_screen(ctx.tutor, obs, await judged(ctx, obs, "deep", must), index)
    elif kind in "mtb" and 0 <= index < count:
        record.cursor = index
        record.trying = kind in "tb"
        await ctx.store.save_review(ctx.user.id, record)
        if record.trying:
            return Reply([try_screen(ctx.tutor, record, answer=kind == "b")])
        message = moment_screen(ctx.tutor, record, index)
    else:
        record.cursor = -1
        await ctx.store.save_review(ctx.user.id, record)
        message = summary_screen(ctx.tutor, record)
    message.inline = inline
    return Reply([message])


async def try_press(ctx: Context, button: P.GamePayload) -> Reply:
    """One of the game's buttons, pressed while trying a move at a key moment."""
    record = await ctx.store.load_review(ctx.user.id)
    if record is None or record.analysis is None or not record.trying:
        return await _show(ctx, "s", inline=True)
    if button.version != record.version:
        return Reply([try_screen(ctx.tutor, record)], toast=ctx.tutor.t("old-board"))
    moment = review_of(record).moments[record.cursor]
    obs = moment_obs(record, moment)
    record.builder, move = built_move(record.builder, obs, button)
    if move is not None:
        return await _judge(ctx, record, obs, move)
    await ctx.store.save_review(ctx.user.id, record)
    return Reply([try_screen(ctx.tutor, record)])


async def try_position(ctx: Context) -> Spot | None:
    """The key moment a move is being tried at, which a typed move is read in
    ("sell the silver" sells every silver held there); the core asks only
    while the chat has no game in play (a typed move is the game's then)."""
    record = await ctx.store.load_review(ctx.user.id)
    if record is None or record.analysis is None or not record.trying:
        return None
    moment = review_of(record).moments[record.cursor]
    return Spot(moment_obs(record, moment), REVIEW_GAME, record.version)


async def try_typed(ctx: Context, move: Move) -> Reply | None:
    """A move typed while trying one at a key moment (None: not trying)."""
    record = await ctx.store.load_review(ctx.user.id)
    if record is None or record.analysis is None or not record.trying:
        return None
    moment = review_of(record).moments[record.cursor]
    return await _judge(ctx, record, moment_obs(record, moment), move)


async def _judge(ctx: Context, record: ReviewRecord, obs: Observation, move: Move) -> Reply:
    """Is the tried move as good as the suggestion?  Refused moves are explained."""
    tutor, t = ctx.tutor, ctx.tutor.t
    found = check_move(move, obs.hand, obs.herd, obs.market)
    if found is not None:
        record.builder = None
        await ctx.store.save_review(ctx.user.id, record)
        refusal = tutor.refusal(IllegalMove(found, move), obs)
        return Reply([try_screen(tutor, record, refusal)], toast=t("refusal-title"))
    moment = review_of(record).moments[record.cursor]
    camels = obs.market[CAMEL]
    judgement = await judged(ctx, obs, "deep", must=(move, moment.best_move))
    compared = judgement.compare(moment.best_move, move)
    mine = tutor.move(move, camels)
    record.builder = None
    if move == moment.best_move:
        verdict = t("review-try-best")
    elif compared.better.move == move:
        verdict = t("review-try-beats", move=mine)
    elif not compared.separated:
        verdict = t("review-try-close", move=mine)
    else:  # still trying: another go, as many as the player likes
        gain = gain_words(tutor, verdict_gain(compared)[0])
        verdict = t("review-try-worse", move=mine, gain=gain)
        await ctx.store.save_review(ctx.user.id, record)
        return Reply([try_screen(tutor, record, verdict, answer=True)])
    # a right answer closes the question, as a solved puzzle does: the moment
    # with its better move and its own buttons ("Try it yourself" tries again)
    record.trying = False
    await ctx.store.save_review(ctx.user.id, record)
    message = moment_screen(tutor, record, record.cursor, verdict)
    message.inline = True
    return Reply([message])
