"""Does every review screen agree with its own judgement?  Checked on real matches.

Matches are played between AI levels (the reviewed seat plays each of the
levels given); each match is reviewed as `/review` reviews it, and every
screen of the review (the summary, each key moment, trying the best move
there) is drawn in each language and checked:

* a key moment's header ("👉 Better: …, worth N more") says the gain in the
  numbers of the verdict line printed under it, and that verdict is the deep
  judgement's own (same numbers, and it separates the two moves);
* the round's accuracy counts exactly the turns no judgement found clearly
  behind, and its biggest swing is its largest mistake's verdict, or none;
* a key moment only where the round's Seal was still in play;
* trying the better move at a key moment is told it is the suggestion.

    python -m bench.review_agreement --matches 12

Prints how many screens were checked and every disagreement (none, or it fails).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from dataclasses import dataclass, field

from tutorbot.ai import get_player
from tutorbot.ai.judge import judge
from tutorbot.chat.grading import gain_words, grade_match_round, replay_match
from tutorbot.chat.review.screens import moment_screen, round_swing, summary_screen
from tutorbot.engine import Game, Played
from tutorbot.store import ReviewRecord
from tutorbot.tutor import Tutor
from tutorbot.tutor.claims import holds
from tutorbot.tutor.facts import Kind, decode_facts
from tutorbot.tutor.review import SEAL_DECIDED, position_before, start_of, summarise

LANGS = ("en", "it", "fr", "ru", "ja")


@dataclass
class Checked:
    """Screens drawn and what disagreed, over every match checked."""

    screens: int = 0
    moments: int = 0
    rounds: int = 0
    turns: int = 0
    mistakes: int = 0
    problems: list[str] = field(default_factory=list)


def play(seed: int, level: int, opponent: int = 3, hints: bool = False) -> list[Played]:
    """A whole match: seat 0 at `level` (with `hints`: playing the hint every
    turn, the judge's best at the hint's depth), seat 1 at `opponent`."""
    game = Game.new(seed=seed)
    players = [get_player(level, seed=seed), get_player(opponent, seed=seed + 1)]
    history: list[Played] = []
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        obs = game.observation(game.to_move)
        if hints and game.to_move == 0:
            move = judge(obs, "hint").best.move
        else:
            move = players[game.to_move].choose(obs).move
        history.append(Played(game.to_move, move))
        game.play(move)
    return history


def check_match(game_id: str, history: list[Played], out: Checked, langs: Iterable[str]) -> None:
    """Review one match as seat 0 and check every screen of it."""
    rounds = replay_match(game_id, history, 0)
    grades = [grade_match_round(game_id, history, 0, i) for i in range(len(rounds))]
    review = summarise(rounds, grades, 0)
    record = ReviewRecord(game_id, 3, 0, history, review.to_dict())
    start = start_of(int(game_id, 16), history)
    for rnd, graded in zip(review.rounds, grades, strict=True):
        out.rounds += 1
        mistakes = [g for g in graded if g.mistake]
        out.turns += len(graded)
        out.mistakes += len(mistakes)
        if rnd.accurate != rnd.turns - len(mistakes):
            out.problems.append(f"{game_id} round {rnd.round}: accuracy {rnd.accurate}")
        if (rnd.swing_verdict is None) != (not mistakes):
            out.problems.append(f"{game_id} round {rnd.round}: swing without a mistake")
        biggest = max(mistakes, key=lambda g: g.loss, default=None)
        if biggest is not None and rnd.swing_in_play != biggest.in_play:
            out.problems.append(f"{game_id} round {rnd.round}: swing said in play wrongly")
    for index, moment in enumerate(review.moments):
        out.moments += 1
        obs = position_before(start, history, 0, moment.ply)
        (gain,) = [f for f in decode_facts(moment.facts) if f.kind is Kind.VERDICT_GAIN]
        deep = judge(obs, "deep", (moment.played_move, moment.best_move))
        if not holds(gain, obs, moment.best_move, deep):
            out.problems.append(f"{game_id} ply {moment.ply}: verdict not the judgement's")
        seals = (int(gain.args["seal"]), int(gain.args["other_seal"]))
        if min(seals) >= 100 * SEAL_DECIDED or max(seals) <= 100 * (1 - SEAL_DECIDED):
            out.problems.append(f"{game_id} ply {moment.ply}: the Seal was decided")
        for lang in langs:
            tutor = Tutor(lang, strict=True)
            text = moment_screen(tutor, record, index).text
            out.screens += 1
            if gain_words(tutor, gain) not in text:
                out.problems.append(f"{game_id} ply {moment.ply} {lang}: header not its gain")
            if str(gain.args["seal"]) not in text or str(gain.args["other_seal"]) not in text:
                out.problems.append(f"{game_id} ply {moment.ply} {lang}: verdict line missing")
    for lang in langs:
        tutor = Tutor(lang, strict=True)
        text = summary_screen(tutor, record).text
        out.screens += 1
        for rnd in review.rounds:
            if round_swing(tutor, rnd) not in text:
                out.problems.append(f"{game_id} round {rnd.round} {lang}: swing not shown")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--seed", type=int, default=71)
    parser.add_argument(
        "--follow-hints", action="store_true", help="seat 0 plays the hint every turn"
    )
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    out = Checked()
    for i in range(args.matches):
        seed = args.seed + i
        history = play(seed, levels[i % len(levels)], hints=args.follow_hints)
        check_match(f"{seed:08x}", history, out, LANGS)
    who = "the hint every turn" if args.follow_hints else f"levels {args.levels}"
    print(
        f"{args.matches} matches (seat 0 playing {who}, against level 3): "
        f"{out.rounds} rounds, {out.turns} turns, {out.mistakes} called mistakes, "
        f"{out.moments} key moments, {out.screens} screens in {len(LANGS)} languages; "
        f"disagreements: {len(out.problems)}"
    )
    for problem in out.problems:
        print("  " + problem)
    if out.problems:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
