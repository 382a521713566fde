"""The review's screens: the summary, a key moment, and the board to try a move on.

Drawing only: each screen is built from a graded `ReviewRecord` (the words for
losses in rupees or in Seals included), and `handlers` decides which one to show.
Screens are plain buttons ``RV:<screen>``; a move tried at a key moment is
built with the game's own buttons, drawn with the review's game id
(`REVIEW_GAME`) and the record's version.
"""

from __future__ import annotations

from tutorbot.ai import LEVELS
from tutorbot.engine import Card, Observation, Sell
from tutorbot.engine.cards import CAMEL
from tutorbot.store import ReviewRecord
from tutorbot.tutor import AGAINST, Tutor, card_count, rupees
from tutorbot.tutor.facts import Fact, Judged, Kind, decode_facts, sale_tokens
from tutorbot.tutor.review import (
    MIN_REVIEW_TURNS,
    Moment,
    Review,
    RoundReview,
    position_before,
    reply_after,
    start_of,
)

from .. import keyboards as K
from .. import payload as P
from ..board import render_board
from ..grading import gain_words, match_seed
from ..render import new_game_row
from ..trying import try_keyboard
from ..view import Button, Message

#: The game id of a move tried at a key moment's buttons
#: (``rv:<review version>:<game action>[:<arg>]``).
REVIEW_GAME = "rv"


def review_row(tutor: Tutor) -> list[Button]:
    """The button under a match's result."""
    return [Button(tutor.t("btn-review"), P.plain(P.REVIEW))]


def review_of(record: ReviewRecord) -> Review:
    """The graded review kept with the match."""
    assert record.analysis is not None, "graded before any screen is drawn"
    return Review.from_dict(record.analysis)


def moment_obs(record: ReviewRecord, moment: Moment) -> Observation:
    """What the player saw just before the key moment's move."""
    start = start_of(match_seed(record.game_id), record.history)
    return position_before(start, record.history, record.human, moment.ply)


# ------------------------------------------------------------------- screens
def summary_screen(tutor: Tutor, record: ReviewRecord) -> Message:
    t, review = tutor.t, review_of(record)
    level = tutor.level_name(record.level, LEVELS[record.level].key, AGAINST)
    lines = [t("review-title", level=level)]
    if review.turns < MIN_REVIEW_TURNS:  # resigned at once: no turn to speak of
        lines.append(t("review-too-short", turns=review.turns))
        return Message("\n\n".join(lines), [new_game_row(tutor)])
    for r in review.rounds:
        lines.append(
            t(
                "review-round",
                round=r.round,
                accuracy=r.accuracy,
                good=r.accurate,
                turns=r.turns,
                swing=round_swing(tutor, r),
                well=well_words(tutor, r.well, r.well_args),
            )
        )
    buttons: K.Keyboard = []
    if review.moments:
        lines.append(t("review-moments", count=len(review.moments)))
        buttons.append([Button(t("btn-review-moments"), P.plain(P.REVIEW, "m0"))])
        # the puzzles feature's button: these moments, again, until learned
        buttons.append([Button(t("btn-puzzle-practise"), P.plain(P.PUZZLE, "n"))])
    else:
        lines.append(t("review-clean", turns=review.turns))
    buttons.append(new_game_row(tutor))
    return Message("\n\n".join(lines), buttons)


def well_words(tutor: Tutor, code: str, args: dict[str, int | str]) -> str:
    """What went well in a round, with its numbers (`tutor.review.done_well`)."""
    t = tutor.t
    words: dict[str, int | str] = dict(args)
    if "good" in args:
        words["cards"] = card_count(t, Card[str(args["good"]).upper()], int(args["count"]))
    if "total" in args:
        total = rupees(t, int(args["total"]))
        words["sum"] = f"{args['tokens']} = {total}" if "+" in str(args["tokens"]) else total
    if "within" in args:
        words["within"] = rupees(t, int(args["within"]))
    return t(f"review-well-{code}", **words)


def round_swing(tutor: Tutor, r: RoundReview) -> str:
    """The round's biggest swing in the numbers of its largest mistake's verdict
    (the deep judgement that made it one): the Seal chances when the gain is
    more the Seal's, else the margins' difference; none when no move fell
    clearly behind.  A swing made once the Seal was decided says so: key
    moments look only where it was in play, so none of them shows it."""
    verdict = r.swing_verdict
    if verdict is None:
        return tutor.t("review-swing-none")
    a = verdict.args
    if a.get("by") == "seal":
        amount = tutor.t("review-swing-chance", seal=a["seal"], other_seal=a["other_seal"])
    else:
        amount = rupees(tutor.t, int(a["margin"]) - int(a["other_margin"]))
    return amount if r.swing_in_play else tutor.t("review-swing-decided", swing=amount)


def moment_verdict(moment: Moment) -> Fact | None:
    """The search's verdict on the key moment's better move against the one
    played (both rated in the same worlds), when the grading kept one."""
    return next((f for f in decode_facts(moment.facts) if f.kind is Kind.VERDICT_GAIN), None)


def moment_gain(tutor: Tutor, moment: Moment) -> str:
    """What the better move is worth, in the numbers of the verdict line shown
    beside it (the deep judgement that made the moment a key moment)."""
    verdict = moment_verdict(moment)
    if verdict is None:  # never: a key moment is made of its verdict
        raise ValueError(f"key moment at ply {moment.ply} has no verdict")
    return gain_words(tutor, verdict)


def moment_text(
    tutor: Tutor, record: ReviewRecord, index: int, answer: bool = True
) -> tuple[str, Observation]:
    """The key moment: its board, the move played and (with `answer`) the better one."""
    t, review = tutor.t, review_of(record)
    moment = review.moments[index]
    obs = moment_obs(record, moment)
    camels = obs.market[CAMEL]
    board = render_board(tutor, obs, record.level, LEVELS[record.level].key)
    lines = [
        t(
            "review-moment-title",
            index=index + 1,
            count=len(review.moments),
            round=moment.round,
            turn=moment.number,
        ),
        board,
        tutor.explained(
            "review-played",
            decode_facts(moment.risks),
            "hint",
            camels,
            move=tutor.move(moment.played_move, camels),
        ),
        *reply_lines(tutor, record, moment),
    ]
    if answer:
        lines.append(
            tutor.explained(
                "review-better",
                decode_facts(moment.facts),
                "hint",
                camels,
                move=tutor.move(moment.best_move, camels),
                gain=moment_gain(tutor, moment),
            )
        )
    return "\n\n".join(lines), obs


def reply_lines(tutor: Tutor, record: ReviewRecord, moment: Moment) -> list[str]:
    """What the opponent answered to the move played, and what it banked."""
    start = start_of(match_seed(record.game_id), record.history)
    found = reply_after(start, record.history, moment.ply)
    if found is None:
        return []
    move, tokens, camels = found
    line = tutor.t("ai-move", move=tutor.move(move, camels))
    banked = sale_tokens(move, tokens) if isinstance(move, Sell) else []
    if banked:
        line += "\n" + tutor.explain(banked)
    return [line]


def moment_screen(tutor: Tutor, record: ReviewRecord, index: int, before: str = "") -> Message:
    t, count = tutor.t, len(review_of(record).moments)
    text, _ = moment_text(tutor, record, index)
    nav = []
    if index > 0:
        nav.append(Button(t("btn-review-prev"), P.plain(P.REVIEW, f"m{index - 1}")))
    if index + 1 < count:
        nav.append(Button(t("btn-review-next"), P.plain(P.REVIEW, f"m{index + 1}")))
    buttons = [
        nav,
        [
            Button(t("btn-review-try"), P.plain(P.REVIEW, f"t{index}")),
            Button(t("btn-review-analyse"), P.plain(P.REVIEW, f"a{index}")),
        ],
        [Button(t("btn-review-summary"), P.plain(P.REVIEW, "s"))],
    ]
    return Message("\n\n".join(filter(None, [before, text])), [row for row in buttons if row])


def analysis_screen(tutor: Tutor, obs: Observation, judgement: Judged, index: int) -> Message:
    """`/analyse` on a key moment's board: the judge's three best moves there."""
    back = [Button(tutor.t("btn-review-back"), P.plain(P.REVIEW, f"m{index}"))]
    return Message(tutor.analysis(obs, judgement), [back])


def try_screen(
    tutor: Tutor, record: ReviewRecord, before: str = "", answer: bool = False
) -> Message:
    """The moment's board with the game's buttons, to play a move of one's own
    until one is right (a right one closes the question: `handlers`): the
    question alone, the better move only on request (`answer`) or after a
    try that falls short."""
    t = tutor.t
    text, obs = moment_text(tutor, record, record.cursor, answer)
    prompt, buttons = try_keyboard(
        tutor, obs, record.builder, REVIEW_GAME, record.version, t("review-try-prompt")
    )
    text += "\n\n" + prompt
    # Back before the answer: the answer's button goes once the answer is
    # shown, and Back keeps its place (its number, in a terminal) try after try
    buttons.append([Button(t("btn-review-back"), P.plain(P.REVIEW, f"m{record.cursor}"))])
    if not answer:
        buttons.append([Button(t("btn-review-answer"), P.plain(P.REVIEW, f"b{record.cursor}"))])
    return Message("\n\n".join(filter(None, [before, text])), buttons, inline=True)
