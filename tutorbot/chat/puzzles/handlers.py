"""The puzzles in the chat: making them from finished matches, serving the
next one due, judging an answer and counting it once.

A finished match against the AI waits to be made into puzzles (`waiting`)
until the next `/puzzle` (or "practise these moments").  A puzzle is
answered with the game's buttons or typed; its verdict comes from the values
the search kept, or from the puzzle's seeded search for a move it had not
weighed.  `record_attempt` is the one
place an answer is counted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from tutorbot.engine import IllegalMove, Move, check_move, parse_move
from tutorbot.store import MoveBuilder
from tutorbot.store.puzzles import UI_FIELD, PuzzleBook

from .. import payload as P
from .. import render
from ..commands import command_name, typed_command
from ..context import Broken, Context, GameEnd, Spot
from ..judgements import judged
from ..rating import rate_puzzle
from ..trying import built_move
from ..view import Command, Intent, Message, Reply, Text
from .builtin import builtin_set, is_builtin, is_served
from .judge import PUZZLE_BUDGET, verdict
from .making import Puzzle
from .schedule import Schedule, answered, new_schedule
from .screens import (
    NEXT,
    PUZZLE_GAME,
    RETRY,
    SOLUTION,
    Counted,
    answer_screen,
    made_line,
    nothing_due,
    puzzle_screen,
)
from .waiting import Made, make_waiting

#: The command that shows puzzles (its aliases, "esercizi", "задачи", say it too).
PUZZLE_COMMAND = "puzzle"
#: What follows a puzzle's answer: the first attempt is rated, nothing else.
PUZZLE_END = GameEnd(rated=True)


@dataclass
class OnScreen:
    """The puzzle being answered: which, how many answers it had counted when
    shown (an answer counts only against that), its buttons' version, the
    move being built with them."""

    puzzle: str = ""
    counted: int = 0
    version: int = 0
    builder: dict[str, object] | None = None
    #: The chat's game in play when the puzzle was shown (`in_play`): while
    #: it hasn't moved on, a typed move answers the puzzle, not the game.
    game: str = ""
    answered: bool = False
    #: The chat showed something else since (a command, another button: the
    #: game's board): a typed move is no longer the puzzle's (`intent_seen`).
    left: bool = False
    #: Another try after a failed answer ("try again"): judged, never counted.
    retry: bool = False
    #: The last answer, in notation ("": none yet): the solution is shown against it.
    tried: str = ""

    def to_json(self) -> str:
        body = {"p": self.puzzle, "n": self.counted, "v": self.version, "b": self.builder}
        more = {"g": self.game, "a": self.answered, "l": self.left, "r": self.retry}
        return json.dumps({**body, **more, "t": self.tried}, separators=(",", ":"))

    @classmethod
    def from_json(cls, raw: str | None) -> OnScreen:
        if not raw:
            return cls()
        b = json.loads(raw)
        more = b.get("l", False), b.get("r", False), b.get("t", "")
        return cls(b["p"], b["n"], b["v"], b["b"], b["g"], b["a"], *more)


@dataclass(frozen=True)
class Attempt:
    """An answer, counted or not: whether it solved the puzzle, whether it was
    the player's first attempt at it, and when the puzzle comes back."""

    puzzle: Puzzle
    solved: bool
    counted: bool  # False: another device's answer to the same screen came first
    first: bool
    due: float


# ------------------------------------------------------------------ serving
def _own(book: PuzzleBook) -> dict[str, Puzzle]:
    return {
        pid: Puzzle.from_dict(json.loads(raw))
        for pid, raw in book.puzzles.items()
        if not is_builtin(pid)
    }


def next_due(book: PuzzleBook, now: float, builtin: bool) -> Puzzle | None:
    """The next puzzle to serve: new ones first (the newest match's, in the
    match's order), then the most overdue; from the built-in set, a due one,
    else the next unseen."""
    schedules = {pid: Schedule.from_json(raw) for pid, raw in book.schedules.items()}
    if not builtin:
        own = _own(book)
        due = [
            (s.first is not None, s.due if s.first is not None else -s.due, own[pid].ply, pid)
            for pid, s in schedules.items()
            if pid in own and s.due <= now
        ]
        return own[min(due)[3]] if due else None
    every = builtin_set()
    overdue = [p for p in every if p.id in schedules and schedules[p.id].due <= now]
    unseen = [p for p in every if p.id not in schedules]
    return next(iter(overdue or unseen), None)


def next_wait(book: PuzzleBook, now: float, builtin: bool | None) -> float | None:
    """Seconds until the next puzzle comes back (None: none kept); `builtin`
    None: of either set.  A built-in puzzle the set no longer holds (the set
    was made again) never comes back, so its schedule does not count."""
    dues = [
        Schedule.from_json(raw).due
        for pid, raw in book.schedules.items()
        if (builtin is None or is_builtin(pid) == builtin)
        and (not is_builtin(pid) or is_served(pid))
    ]
    return max(0.0, min(dues) - now) if dues else None


async def serve(ctx: Context, builtin: bool, inline: bool = False, banner: bool = True) -> Reply:
    """The next puzzle due (made first from the matches waiting): the
    player's own, else the starter set's next (due again or unseen).
    `banner`: say why starter puzzles come to a player with no games yet
    (on /puzzle, not again on "next puzzle")."""
    store, uid = ctx.store.puzzles, ctx.user.id
    book = await store.load(uid)
    made = await make_waiting(ctx, book) if book.waiting else Made()
    if made.puzzles:
        book = await store.load(uid)
    now = ctx.now()
    puzzle = next_due(book, now, builtin)
    before = made_line(ctx.tutor, made)
    if puzzle is None and not builtin:  # nothing of the player's own due: the starter set
        puzzle = next_due(book, now, True)
        if puzzle is not None and banner and not _own(book):
            before = ctx.tutor.t("puzzle-none-yet")
    if puzzle is None:
        wait = next_wait(book, now, True if builtin else None)
        return Reply([nothing_due(ctx.tutor, wait, made)])
    if puzzle.id not in book.puzzles:  # a built-in puzzle's first showing
        schedule = new_schedule(now).to_json()
        await store.add(uid, {puzzle.id: (json.dumps(puzzle.to_dict()), schedule)})
    message = await _show(ctx, book, puzzle, before)
    message.inline = inline
    return Reply([message])


async def _show(
    ctx: Context, book: PuzzleBook, puzzle: Puzzle, before: str, retry: bool = False
) -> Message:
    """`puzzle` on screen, waiting for its answer: its buttons a version past
    the last shown, counted against the answers it has had so far (`retry`:
    another try, which never counts)."""
    counted = book.counted.get(puzzle.id, 0)
    game = await in_play(ctx)
    screen = OnScreen(puzzle.id, counted, _version(book) + 1, None, game, retry=retry)
    await ctx.store.puzzles.set_ui(ctx.user.id, screen.to_json())
    return puzzle_screen(ctx.tutor, puzzle, screen.version, before=before)


async def in_play(ctx: Context) -> str:
    """The chat's game in play and its version ("": none)."""
    session = render.current(await ctx.load())
    return "" if session is None else f"{session.game_id}:{session.version}"


def _version(book: PuzzleBook) -> int:
    return OnScreen.from_json(book.ui).version


# ------------------------------------------------------------------ handlers
async def command(ctx: Context, arg: str) -> Reply:
    """/puzzle: the next puzzle due (from the player's games, else the built-in set)."""
    return await serve(ctx, builtin=arg.strip().lower() in ("b", "builtin"))


async def press(ctx: Context, arg: str) -> Reply:
    """``PZ:n`` practise these moments, ``PZ:x`` the next puzzle (after an
    answer: no banner again), ``PZ:b`` the built-in set, ``PZ:r<id>`` try
    that puzzle again, ``PZ:s<id>`` its solution."""
    if arg.startswith(RETRY):
        return await retry(ctx, arg.removeprefix(RETRY))
    if arg.startswith(SOLUTION):
        return await solution(ctx, arg.removeprefix(SOLUTION))
    return await serve(ctx, builtin=arg == "b", banner=arg != NEXT)


async def retry(ctx: Context, pid: str) -> Reply:
    """The puzzle `pid` again at once, after a failed answer: its answer is
    judged and explained but not counted (only the first answer moves the
    schedule and the puzzle rating)."""
    book = await ctx.store.puzzles.load(ctx.user.id)
    raw = book.puzzles.get(pid)
    if raw is None:  # forgotten since (the player's oldest learned go)
        return await serve(ctx, builtin=False, banner=False)
    puzzle = Puzzle.from_dict(json.loads(raw))
    return Reply([await _show(ctx, book, puzzle, ctx.tutor.t("puzzle-retry"), retry=True)])


async def solution(ctx: Context, pid: str) -> Reply:
    """The answer screen of the puzzle's last failed answer, the best move
    shown with its facts (asked for: a failed answer keeps it hidden)."""
    book = await ctx.store.puzzles.load(ctx.user.id)
    screen = OnScreen.from_json(book.ui)
    raw = book.puzzles.get(pid)
    if raw is None or screen.puzzle != pid or not screen.tried:  # another puzzle since
        return await serve(ctx, builtin=False, banner=False)
    puzzle = Puzzle.from_dict(json.loads(raw))
    obs, move = puzzle.obs(), parse_move(screen.tried)
    found = verdict(await judged(ctx, obs, PUZZLE_BUDGET, must=(move,)), move)
    counted = Counted.RETRY if screen.retry else Counted.YES
    due_in = _kept_due(book, pid, ctx.now()) - ctx.now()
    message = answer_screen(ctx.tutor, puzzle, found, due_in, counted, reveal=True)
    return Reply([message])


async def _open(ctx: Context) -> tuple[PuzzleBook, OnScreen, Puzzle] | None:
    """The puzzle on screen, if it still waits for its answer (None: none
    shown, or answered since it was shown, here or on another device)."""
    book = await ctx.store.puzzles.load(ctx.user.id)
    screen = OnScreen.from_json(book.ui)
    raw = book.puzzles.get(screen.puzzle)
    if raw is None or screen.answered or book.counted.get(screen.puzzle, 0) != screen.counted:
        return None
    return book, screen, Puzzle.from_dict(json.loads(raw))


async def answer_press(ctx: Context, button: P.GamePayload) -> Reply:
    """One of the game's buttons under a puzzle."""
    found = await _open(ctx)
    if found is None:
        return await serve(ctx, builtin=False, inline=True, banner=False)
    book, screen, puzzle = found
    if button.version != screen.version:
        message = puzzle_screen(ctx.tutor, puzzle, screen.version)
        return Reply([message], toast=ctx.tutor.t("old-board"))
    builder = MoveBuilder.from_dict(screen.builder)
    builder, move = built_move(builder, puzzle.obs(), button)
    screen.left = False  # its own buttons: the puzzle is the latest screen again
    if move is not None:
        return await _answer(ctx, book, screen, puzzle, move)
    screen.builder = builder.to_dict() if builder else None
    await ctx.store.puzzles.set_ui(ctx.user.id, screen.to_json())
    return Reply([puzzle_screen(ctx.tutor, puzzle, screen.version, builder)])


async def _shown(ctx: Context) -> str | None:
    """The puzzle screen as the intent found it (read with the chat, no round
    trip of its own; read alone where a context wasn't built from a read)."""
    if ctx.read is not None and UI_FIELD in ctx.read.fields:
        return ctx.read.fields[UI_FIELD]
    return await ctx.store.puzzles.ui(ctx.user.id)


def _puzzles_own(intent: Intent) -> bool:
    """Whether `intent` is for the puzzles (or typed: an answer, maybe)."""
    if isinstance(intent, Command):
        return command_name(intent.name) == PUZZLE_COMMAND
    if isinstance(intent, Text):
        command = typed_command(intent.text)
        return command is None or command == PUZZLE_COMMAND
    button = intent.button
    if isinstance(button, P.GamePayload):
        return button.game_id == PUZZLE_GAME
    return button.verb == P.PUZZLE


async def intent_seen(ctx: Context, intent: Intent) -> None:
    """A typed move answers the puzzle only while the puzzle is the latest
    thing the chat showed: any other command or button (the game's board, a
    game's button, a new game, /help) leaves it, and typed moves go to the
    game again.  The puzzle's own buttons still answer it."""
    if _puzzles_own(intent):
        return
    screen = OnScreen.from_json(await _shown(ctx))
    if screen.puzzle and not screen.answered and not screen.left:
        screen.left = True
        await ctx.store.puzzles.set_ui(ctx.user.id, screen.to_json())


async def _waiting(ctx: Context) -> tuple[PuzzleBook, OnScreen, Puzzle] | None:
    """The puzzle typed text answers: on screen, unanswered, the latest thing
    the chat showed, and the chat's game (if any) not moved since it was
    shown (None: the text is not for it)."""
    shown = OnScreen.from_json(await _shown(ctx))
    if not shown.puzzle or shown.answered or shown.left:  # the usual case: nothing more read
        return None
    found = await _open(ctx)
    if found is None or found[1].game != await in_play(ctx):
        return None
    return found


async def position(ctx: Context) -> Spot | None:
    """The waiting puzzle's position, which a typed answer is read in
    ("sell the silver" sells every silver of the puzzle's hand)."""
    found = await _waiting(ctx)
    if found is None:
        return None
    _, screen, puzzle = found
    return Spot(puzzle.obs(), PUZZLE_GAME, screen.version)


async def answer_typed(ctx: Context, move: Move | None, broken: Broken | None) -> Reply | None:
    """A move typed while a puzzle waits for its answer (None: the text is not for it)."""
    found = await _waiting(ctx)
    if found is None:
        return None
    book, screen, puzzle = found
    if move is None:  # text that asks for something a rule forbids
        text = broken[0] if broken else ""
        message = puzzle_screen(ctx.tutor, puzzle, screen.version, before=text)
        return Reply([message], toast=ctx.tutor.t("refusal-title"))
    return await _answer(ctx, book, screen, puzzle, move)


async def _answer(
    ctx: Context, book: PuzzleBook, screen: OnScreen, puzzle: Puzzle, move: Move
) -> Reply:
    tutor = ctx.tutor
    obs = puzzle.obs()
    broken = check_move(move, obs.hand, obs.herd, obs.market)
    if broken is not None:
        screen.builder = None
        await ctx.store.puzzles.set_ui(ctx.user.id, screen.to_json())
        refusal = tutor.refusal(IllegalMove(broken, move), obs)
        message = puzzle_screen(tutor, puzzle, screen.version, before=refusal)
        return Reply([message], toast=tutor.t("refusal-title"))
    judgement = await judged(ctx, obs, PUZZLE_BUDGET, must=(move,))
    found = verdict(judgement, move)
    solved = found.solved
    if screen.retry:  # not counted: the schedule stays as the first answer set it
        attempt = Attempt(puzzle, solved, False, False, _kept_due(book, puzzle.id, ctx.now()))
    else:
        attempt = await record_attempt(ctx, book, screen, puzzle, solved)
    screen.builder, screen.version, screen.answered = None, screen.version + 1, True
    screen.tried = str(move)
    await ctx.store.puzzles.set_ui(ctx.user.id, screen.to_json())
    message = answer_screen(
        tutor,
        puzzle,
        found,
        attempt.due - ctx.now(),
        Counted.RETRY if screen.retry else Counted.YES if attempt.counted else Counted.ELSEWHERE,
        reveal=False,
    )
    return Reply([message])


def _kept_due(book: PuzzleBook, pid: str, now: float) -> float:
    """When the puzzle comes back as its kept schedule says (`now`: none kept)."""
    kept = book.schedules.get(pid)
    return Schedule.from_json(kept).due if kept else now


async def record_attempt(
    ctx: Context, book: PuzzleBook, screen: OnScreen, puzzle: Puzzle, solved: bool
) -> Attempt:
    """Count an answer to the puzzle on `screen` and schedule its return: once,
    however many devices answer the same screen at once (the store's
    compare-and-set on the answers counted).  The one place every answer
    passes, so the one place a first attempt moves the player's puzzle
    rating, as a game against `puzzle.rating` (solved a win, failed a loss;
    the rating counts a puzzle once, whoever calls it again)."""
    store, uid, now = ctx.store.puzzles, ctx.user.id, ctx.now()
    raw = book.schedules.get(puzzle.id)
    schedule = Schedule.from_json(raw) if raw else new_schedule(now)
    after = answered(schedule, solved, now)
    if await store.answer(uid, puzzle.id, screen.counted, after.to_json()):
        first = screen.counted == 0
        if first and PUZZLE_END.rated:
            await rate_puzzle(ctx, puzzle.id, puzzle.rating, solved)
        return Attempt(puzzle, solved, True, first, after.due)
    stored = (await store.load(uid)).schedules.get(puzzle.id)
    due = Schedule.from_json(stored).due if stored else after.due
    return Attempt(puzzle, solved, False, False, due)
