"""A move typed at a puzzle or at a review's key moment is read in that
position, as in a game: a sale without a number sells every card of the good
held there, and a text that fits two moves asks with buttons that answer it."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from tests.chat.test_review import self_play
from tests.support.chat_driver import Driver
from tutorbot.chat import Press
from tutorbot.chat import payload as P
from tutorbot.chat.grading import review_match
from tutorbot.chat.puzzles import handlers as puzzles
from tutorbot.chat.puzzles.making import Puzzle
from tutorbot.chat.puzzles.screens import PUZZLE_GAME
from tutorbot.chat.review import handlers as review
from tutorbot.chat.review.screens import REVIEW_GAME, moment_obs, review_of
from tutorbot.engine import Card, Move, Observation
from tutorbot.engine.cards import GOODS, PRECIOUS
from tutorbot.store import ReviewRecord

#: "Sell the <good>" with no number, as players type it.
SELL_ALL = {
    "en": {g: f"sell the {Card(g).label}" for g in GOODS},
    "it": {
        Card.DIAMOND: "vendi i diamanti",
        Card.GOLD: "vendi l'oro",
        Card.SILVER: "vendi l'argento",
        Card.CLOTH: "vendi tutti i tessuti",
        Card.SPICE: "vendi le spezie",
        Card.LEATHER: "vendi il cuoio",
    },
}


def sellable(obs: Observation) -> Card:
    """A good `obs`'s hand may sell all of."""
    least = {g: 2 if g in PRECIOUS else 1 for g in GOODS}
    return next(Card(g) for g in GOODS if obs.hand[g] >= least[g])


def judged_moves(monkeypatch, module, name: str) -> list[Move]:
    """The moves `module.name` (a feature's judge of an answer) is given."""
    seen: list[Move] = []
    original = getattr(module, name)

    async def spy(*args):
        seen.append(args[-1])
        return await original(*args)

    monkeypatch.setattr(module, name, spy)
    return seen


async def on_screen(d: Driver) -> Puzzle:
    book = await d.store.puzzles.load(d.user.id)
    return Puzzle.from_dict(json.loads(book.puzzles[puzzles.OnScreen.from_json(book.ui).puzzle]))


async def starter_where(d: Driver, wanted: Callable[[Observation], bool]) -> Observation:
    """The first starter puzzle whose position is `wanted`, on screen (the
    ones before it answered with their best move)."""
    for _ in range(12):
        await d.command("puzzle")
        puzzle = await on_screen(d)
        if wanted(puzzle.obs()):
            return puzzle.obs()
        await d.type(puzzle.best)
    raise AssertionError("no starter puzzle has such a position")


def has_sale(obs: Observation) -> bool:
    return any(obs.hand[g] >= (2 if g in PRECIOUS else 1) for g in GOODS)


@pytest.mark.parametrize("lang", ["en", "it"])
async def test_a_sale_without_a_number_answers_a_puzzle(lang, monkeypatch):
    answers = judged_moves(monkeypatch, puzzles, "_answer")
    d = Driver(lang=lang, seed=3)
    obs = await starter_where(d, has_sale)
    good = sellable(obs)
    answers.clear()
    reply = await d.type(SELL_ALL[lang][good])
    assert answers == [Move.sell(good, obs.hand[good])], reply.text()


async def test_a_text_that_fits_two_moves_of_a_puzzle_asks_and_its_button_answers(monkeypatch):
    answers = judged_moves(monkeypatch, puzzles, "_answer")
    d = Driver(lang="fr", seed=3)

    def both(obs: Observation) -> list[Card]:
        """Goods one of which may be taken or sold."""
        if sum(obs.hand) >= 7:
            return []
        return [g for g in GOODS if g not in PRECIOUS and obs.hand[g] and obs.market[g]]

    good = both(await starter_where(d, lambda obs: bool(both(obs))))[0]
    name = {Card.SILVER: "argent", Card.CLOTH: "tissu", Card.SPICE: "épice", Card.LEATHER: "cuir"}
    asked = await d.type(f"un {name[good]}")
    offered = [P.decode(b.payload) for b in asked.buttons()]
    plays = [p for p in offered if isinstance(p, P.GamePayload) and p.action == P.PLAY]
    assert len(plays) == 2 and all(p.game_id == PUZZLE_GAME for p in plays), asked.text()
    before = len(answers)
    await d.send(Press(P.game(PUZZLE_GAME, plays[0].version, P.PLAY, plays[0].arg)))
    assert len(answers) == before + 1 and answers[-1] in (Move.take(good), Move.sell(good, 1))


@pytest.mark.parametrize("lang", ["en", "it"])
async def test_a_sale_without_a_number_is_tried_at_a_key_moment(lang, monkeypatch):
    tried = judged_moves(monkeypatch, review, "_judge")
    d = Driver(lang=lang, seed=5)
    history, _ = self_play(5, plant=True)
    record = ReviewRecord(f"{5:08x}", 5, 0, history)
    record.analysis = review_match(record.game_id, history, 0).to_dict()
    moments = review_of(record).moments
    index = next(i for i, m in enumerate(moments) if has_sale(moment_obs(record, m)))
    await d.store.save_review(d.user.id, record)
    reply = await d.send(Press(P.plain(P.REVIEW, f"t{index}")))
    assert any(
        getattr(P.decode(b.payload), "game_id", None) == REVIEW_GAME for b in reply.buttons()
    )
    obs = moment_obs(record, moments[index])
    good = sellable(obs)
    reply = await d.type(SELL_ALL[lang][good])
    assert tried == [Move.sell(good, obs.hand[good])], reply.text()
