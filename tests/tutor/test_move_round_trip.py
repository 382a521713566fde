"""The round trip: every wording of a move the bot prints, typed back, is that move.

Over 2,000 real positions (random legal play from seeded deals, 400 per
language), two moves of each position (one of them an exchange when the
position has one) are worded as the bot words them (the move alone, the hint,
the AI's move, /analyse, the review, a puzzle, the receipts, the button
labels) and typed back in the position: each must read as exactly that move,
never as a question or an error.
"""

from __future__ import annotations

import random

import pytest

from tests.support.positions import midgame
from tutorbot.engine import Exchange, Move, Observation, Sell, Take, TakeCamels
from tutorbot.engine.cards import CAMEL, PRECIOUS, PRECIOUS_MINIMUM
from tutorbot.tutor import EMOJI, LANGUAGES, Tutor, good_name
from tutorbot.tutor.receipts import receipt
from tutorbot.tutor.typed_moves import read_move

POSITIONS = 2000
MOVES_EACH = 2


def wordings(tutor: Tutor, obs: Observation, move: Move) -> list[str]:
    """Every line the bot prints a move in (the hint's first line: its facts follow)."""
    t, camels = tutor.t, obs.market[CAMEL]
    text = tutor.move(move, camels)
    lines = [
        text,
        t("hint", move=text, why="").strip(),
        t("why", move=text, why="").strip(),
        t("ai-move", move=text),
        t("analyse-move", rank=1, move=text, seal=62, margin=t("rupees", count=3)),
        t("review-played", move=text),
        t("refusal-alternative", move=text),
        t("learn-hint", move=text),
        t("friend-your-move", move=text),
        t("puzzle-question-game", move=text),
    ]
    hand, herd = sum(obs.hand), obs.herd
    if isinstance(move, Take):
        lines += [receipt(t, move, hand + 1, herd), good_name(t, move.good)]
    elif isinstance(move, TakeCamels):
        lines += [receipt(t, move, hand, herd + camels, camels), t("btn-camels", count=camels)]
    elif isinstance(move, Exchange):
        lines.append(receipt(t, move, hand, herd))
    elif isinstance(move, Sell):
        tokens = obs.goods_tokens[move.good][: move.number]
        lines += [receipt(t, move, hand - move.number, herd, tokens=tokens, bonus=2)]
        lines.append(f"{EMOJI[move.good]} ×{move.number}")  # the count's button
        held = obs.hand[move.good]
        least = PRECIOUS_MINIMUM if move.good in PRECIOUS else 1
        if move.number == held >= least:  # the good's button: all of it
            lines.append(f"{good_name(t, move.good)} ×{held}")
    return lines


def some_moves(obs: Observation, rng: random.Random) -> list[Move]:
    moves = list(obs.legal_moves())
    exchanges = [m for m in moves if isinstance(m, Exchange)]
    others = [m for m in moves if not isinstance(m, Exchange)]
    picked = [rng.choice(exchanges)] if exchanges else []
    return picked + rng.sample(others, min(MOVES_EACH - len(picked), len(others)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_wording_of_a_move_reads_back_as_that_move(lang):
    tutor = Tutor(lang, strict=True)
    start = LANGUAGES.index(lang) * POSITIONS
    wrong: list[tuple[str, str, str]] = []
    read = 0
    for seed in range(start, start + POSITIONS // len(LANGUAGES)):
        game = midgame(seed, 2 + seed % 24)
        obs = game.observation(game.to_move)
        for move in some_moves(obs, random.Random(seed)):
            for line in wordings(tutor, obs, move):
                read += 1
                try:
                    got = str(read_move(line, lang, obs))
                except ValueError as error:  # MoveParseError, MoveChoice
                    got = repr(error)
                if got != str(move):
                    wrong.append((line, str(move), got))
    assert read > 5000
    assert not wrong, f"{len(wrong)} of {read} wordings misread, e.g. {wrong[:5]}"
