"""A task on a fixed position, and how a learner's move is judged against it.

Lessons and the scripted first game both say "here is a position, make the
move that shows the idea": a `Task` holds the idea as a predicate on the move,
so several moves may be right where the idea allows it, and texts that are
built from the learner's own numbers (what their sale brought, how big their
herd is now).  Everything here is pure: the chat layer renders a `Text` with
`render` and decides what to show; nothing here does I/O or keeps progress.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from tutorbot.engine import Card, Exchange, Game, IllegalMove, Move, Observation, Sell, Take
from tutorbot.engine.moves import Counts

from .locale import Messages
from .words import card_count, card_list, rupees

LEARNER = 0
"""The seat of the learner in every lesson and in the first game."""


@dataclass(frozen=True, slots=True)
class Rupees:
    """An amount of rupees, written with the language's plural ("11 рупий")."""

    amount: int


@dataclass(frozen=True, slots=True)
class Cards:
    """A number of cards of one kind, written with its emoji and plural."""

    card: Card
    count: int


@dataclass(frozen=True, slots=True)
class CardList:
    """Several kinds of cards (a count vector), written as a list."""

    counts: Counts


Arg = int | str | Rupees | Cards | CardList
_NO_ARGS: Mapping[str, Arg] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Text:
    """A message id and its arguments, rendered later in the learner's language."""

    id: str
    args: Mapping[str, Arg] = field(default_factory=lambda: _NO_ARGS)


def text(msg_id: str, **args: Arg) -> Text:
    """A `Text`; keyword arguments become its (read-only) arguments."""
    return Text(msg_id, MappingProxyType(args))


def render(t: Messages, message: Text) -> str:
    """`message` in the language of `t`: rupees and cards get their plurals there."""
    return t(message.id, **{name: _word(t, value) for name, value in message.args.items()})


def _word(t: Messages, value: Arg) -> int | str:
    if isinstance(value, Rupees):
        return rupees(t, value.amount)
    if isinstance(value, Cards):
        return card_count(t, value.card, value.count)
    if isinstance(value, CardList):
        return card_list(t, value.counts)
    return value


# ------------------------------------------------------------------ verdicts
@dataclass(frozen=True, slots=True, eq=False)
class Right:
    """The move shows the idea: say `why`, and `after` is the position it made."""

    why: Text
    after: Game


@dataclass(frozen=True, slots=True)
class Wrong:
    """A legal move that misses the idea: say `missed`, then ask again (the
    position is unchanged)."""

    missed: Text


@dataclass(frozen=True, slots=True, eq=False)
class Illegal:
    """A move the rules refuse: show the tutor's usual refusal,
    ``Tutor(lang).refusal(error, observation)``, then ask again."""

    error: IllegalMove
    observation: Observation
    #: the move to suggest instead: the task's own (a lesson's, a guided step's)
    suggestion: Move | None = None


Verdict = Right | Wrong | Illegal

#: Builds a text from the position before the move, the position after it, and the move.
Explain = Callable[[Game, Game, Move], Text]
#: Whether a legal move in a position shows the task's idea.
Predicate = Callable[[Game, Move], bool]


@dataclass(frozen=True, slots=True)
class Task:
    """What the learner must do on a position.

    `prompt` asks for the move; `right` says whether a legal move shows the
    idea; `why` explains a right move and `missed` a legal wrong one, both
    from the learner's own numbers.  `example` is one right move (for a hint,
    and for tests that play the task through).
    """

    prompt: Text
    example: Move
    right: Predicate
    why: Explain
    missed: Explain

    def judge(self, game: Game, move: Move) -> Verdict:
        """The verdict on `move` in `game` (which is left as it was)."""
        refusal = game.refusal_of(move)
        if refusal is not None:
            obs = game.observation(game.to_move)
            return Illegal(IllegalMove(refusal, move), obs, self.example)
        after = game.copy()
        after.play(move)
        if self.right(game, move):
            return Right(self.why(game, after, move), after)
        return Wrong(self.missed(game, after, move))


# ------------------------------------------------------- numbers of a move
@dataclass(frozen=True, slots=True)
class Gain:
    """The tokens one move won for the learner."""

    goods: tuple[int, ...]
    bonus: tuple[int, ...]

    @property
    def goods_total(self) -> int:
        """The rupees of the goods tokens alone."""
        return sum(self.goods)

    @property
    def total(self) -> int:
        """The rupees of the goods and bonus tokens together."""
        return sum(self.goods) + sum(self.bonus)

    @property
    def tokens(self) -> str:
        """The goods tokens as a sum, e.g. "5 + 3 + 3"."""
        return " + ".join(str(v) for v in self.goods) or "0"


def gain(before: Game, after: Game, player: int = LEARNER) -> Gain:
    """What `player` took between two positions of the same round."""
    goods = after.goods_won[player][len(before.goods_won[player]) :]
    bonus = after.bonus_won[player][len(before.bonus_won[player]) :]
    return Gain(tuple(goods), tuple(bonus))


def hand_size(game: Game, player: int = LEARNER) -> int:
    """How many cards `player` holds (camels apart)."""
    return sum(game.hands[player])


def exactly(expected: Move) -> Predicate:
    """The predicate of a task with a single right move."""
    return lambda _game, move: move == expected


def good_of(move: Move) -> Card:
    """The good of a take or a sale (the only moves that name one)."""
    if isinstance(move, Take | Sell):
        return move.good
    raise ValueError(f"{move} names no good")


def sale_of(move: Move) -> Sell:
    """`move` as a sale: explanations of a sale task are only asked about sales."""
    if isinstance(move, Sell):
        return move
    raise ValueError(f"{move} is not a sale")


def exchange_of(move: Move) -> Exchange:
    """`move` as an exchange: explanations of an exchange task are only asked about exchanges."""
    if isinstance(move, Exchange):
        return move
    raise ValueError(f"{move} is not an exchange")
