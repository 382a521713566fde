"""The puzzles' screens: a puzzle to answer, an answer judged, nothing due.

Drawing only (`handlers` decides what to show).  A puzzle's board is drawn
from the player's seat with the game's buttons under the puzzle game id
(`PUZZLE_GAME`) and the screen's version; every sentence about a
move is one of its facts, with the facts' own numbers.
"""

from __future__ import annotations

from enum import Enum

from tutorbot.ai import LEVELS
from tutorbot.engine import Observation
from tutorbot.engine.cards import CAMEL
from tutorbot.store import MoveBuilder
from tutorbot.tutor import AGAINST, Tutor
from tutorbot.tutor.explain import signed_rupees
from tutorbot.tutor.facts import Fact, facts_for, verdict_gain

from .. import keyboards as K
from .. import payload as P
from ..board import render_board
from ..grading import gain_words
from ..render import new_game_row
from ..trying import try_keyboard
from ..view import Button, Message
from .builtin import builtin_set, is_builtin
from .judge import Verdict
from .making import Puzzle
from .waiting import Made

#: The game id of a puzzle's answer's buttons
#: (``pz:<puzzle screen version>:<game action>[:<arg>]``).
PUZZLE_GAME = "pz"

MINUTE, HOUR, DAY = 60, 3600, 86400
#: The "next puzzle" button's argument (``PZ:n`` is "practise these moments").
NEXT = "x"
#: "Try again"'s argument, before the puzzle's id.
RETRY = "r"
#: "Show the solution"'s argument, before the puzzle's id.
SOLUTION = "s"


class Counted(Enum):
    """Whether an answer counted: yes, no (another device's answer to the same
    screen came first), or no because it is a retry after a failed answer."""

    YES = "yes"
    ELSEWHERE = "elsewhere"
    RETRY = "retry"


def builtin_row(tutor: Tutor) -> list[Button]:
    """The way into the built-in set (the lessons' menu, nothing due)."""
    return [Button(tutor.t("btn-puzzle-builtin"), P.plain(P.PUZZLE, "b"))]


def retry_row(tutor: Tutor, puzzle: Puzzle) -> list[Button]:
    return [Button(tutor.t("btn-puzzle-retry"), P.plain(P.PUZZLE, RETRY + puzzle.id))]


def solution_row(tutor: Tutor, puzzle: Puzzle) -> list[Button]:
    return [Button(tutor.t("btn-puzzle-solution"), P.plain(P.PUZZLE, SOLUTION + puzzle.id))]


def next_row(tutor: Tutor) -> list[Button]:
    return [Button(tutor.t("btn-puzzle-next"), P.plain(P.PUZZLE, NEXT))]


def when_words(tutor: Tutor, seconds: float) -> str:
    """How long until a puzzle comes back, in the largest whole unit."""
    if seconds < HOUR:
        return tutor.t("puzzle-in-minutes", count=max(1, round(seconds / MINUTE)))
    if seconds < DAY:
        return tutor.t("puzzle-in-hours", count=round(seconds / HOUR))
    return tutor.t("puzzle-in-days", count=round(seconds / DAY))


def title(tutor: Tutor, puzzle: Puzzle) -> str:
    t = tutor.t
    difficulty = t(f"puzzle-difficulty-{puzzle.difficulty}")
    if is_builtin(puzzle.id):
        every = builtin_set()
        number = next(i for i, p in enumerate(every, 1) if p.id == puzzle.id)
        return t("puzzle-title-builtin", number=number, count=len(every), difficulty=difficulty)
    level = tutor.level_name(puzzle.level, LEVELS[puzzle.level].key, AGAINST)
    return t(
        "puzzle-title-game",
        level=level,
        round=puzzle.round,
        turn=puzzle.turn,
        difficulty=difficulty,
    )


def _board(tutor: Tutor, puzzle: Puzzle, obs: Observation) -> str:
    """A puzzle from the player's match names the level it was played against;
    a starter puzzle names none: its position comes from a match between AI
    levels, and the player is rated against its difficulty, not a level.
    Under it, the opponent's cards known from the match's earlier moves."""
    key = None if is_builtin(puzzle.id) else LEVELS[puzzle.level].key
    board = render_board(tutor, obs, puzzle.level, key)
    if not any(obs.opp_known):
        return board
    # The moves that showed these cards are not on screen (a starter puzzle's
    # match was never seen; the player's own may be long past), and the
    # judge's facts lean on them ("the 1 🌶️ they were seen taking").
    return f"{board}\n{tutor.t('puzzle-opp-known', cards=tutor.cards(obs.opp_known))}"


def question(tutor: Tutor, puzzle: Puzzle, obs: Observation) -> str:
    played = puzzle.played_move
    if played is None:
        return tutor.t("puzzle-question-builtin")
    return tutor.t("puzzle-question-game", move=tutor.move(played, obs.market[CAMEL]))


def puzzle_screen(
    tutor: Tutor,
    puzzle: Puzzle,
    version: int,
    builder: MoveBuilder | None = None,
    before: str = "",
) -> Message:
    """The puzzle, to answer with the game's buttons or typed."""
    obs = puzzle.obs()
    prompt, rows = try_keyboard(
        tutor, obs, builder, PUZZLE_GAME, version, tutor.t("review-try-prompt")
    )
    text = "\n\n".join(
        filter(
            None,
            [
                before,
                title(tutor, puzzle),
                _board(tutor, puzzle, obs),
                question(tutor, puzzle, obs),
                prompt,
            ],
        )
    )
    return Message(text, rows, inline=bool(before) or builder is not None)


def answer_screen(
    tutor: Tutor,
    puzzle: Puzzle,
    found: Verdict,
    due_in: float,
    counted: Counted,
    reveal: bool = True,
) -> Message:
    """The verdict on an answer, the judge's best move with its facts, and when
    the puzzle comes back.  A failed answer's verdict line compares the best
    move with the answer in the same worlds, and "worth N more" states its
    numbers; an answer the judge cannot tell from the best is solved.  A right
    retry is not "solved": its verdict says it is right and counts for
    nothing, in one line.  A failed answer keeps the best move hidden unless
    `reveal` (the player asked for the solution), so another try is still a
    question: the verdict line says how far short it fell, without the move."""
    t, obs = tutor.t, puzzle.obs()
    camels = obs.market[CAMEL]
    best, answer = tutor.move(found.best, camels), tutor.move(found.move, camels)
    facts = facts_for(obs, found.best)
    retried = "-retry" if counted is Counted.RETRY else ""
    if found.compared is None:
        verdict = t(f"puzzle-solved{retried}", move=answer)
    elif found.solved:
        verdict = t(f"puzzle-solved-close{retried}", move=answer, best=best)
    else:
        against = verdict_gain(found.compared)
        verdict = t("puzzle-failed", move=answer, gain=gain_words(tutor, against[0]))
        facts += against
    lines = [title(tutor, puzzle), _board(tutor, puzzle, obs), verdict]
    hidden = not found.solved and not reveal
    if hidden:  # the numbers behind "worth N more", the best move unnamed
        lines.append(_failed_numbers(tutor, against[0]))
    else:
        lines.append(tutor.explained("puzzle-best", facts, "hint", camels, move=best))
    if counted is Counted.ELSEWHERE:
        lines.append(t("puzzle-answered-elsewhere"))
    elif counted is Counted.RETRY and not found.solved:  # a right one's verdict says it
        lines.append(t("puzzle-retry-uncounted"))
    lines.append(t("puzzle-comes-back", when=when_words(tutor, due_in)))
    rows = [next_row(tutor), new_game_row(tutor)]
    if hidden:
        rows.insert(0, solution_row(tutor, puzzle))
    if not found.solved:
        rows.insert(0, retry_row(tutor, puzzle))
    return Message("\n\n".join(lines), rows, inline=True)


def _failed_numbers(tutor: Tutor, gain: Fact) -> str:
    """The verdict's numbers (`gain`, its verdict-gain fact) for a failed
    answer, the answer's first and the best move unnamed (the solution names
    it, when asked for)."""
    t = tutor.t
    a = gain.args
    return t(
        "puzzle-failed-numbers",
        seal=int(a["seal"]),
        other_seal=int(a["other_seal"]),
        margin=signed_rupees(t, int(a["margin"])),
        other_margin=signed_rupees(t, int(a["other_margin"])),
    )


def made_line(tutor: Tutor, made: Made) -> str:
    """How many puzzles were just made, and from how many matches ("": none)."""
    if not made.puzzles:
        return ""
    return tutor.t("puzzle-made", count=made.puzzles, matches=made.matches)


def nothing_due(tutor: Tutor, wait: float | None, made: Made) -> Message:
    """No puzzle to answer now: when the next one is due, or how puzzles come."""
    t = tutor.t
    made_now = made_line(tutor, made)
    lines = [made_now] if made_now else []
    if wait is None:
        lines.append(t("puzzle-none-yet"))
    else:
        lines.append(t("puzzle-none-due", when=when_words(tutor, wait)))
    rows: K.Keyboard = [builtin_row(tutor), new_game_row(tutor)]
    return Message("\n\n".join(lines), rows)
