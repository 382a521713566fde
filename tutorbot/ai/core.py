"""The one door to the compiled core (`_core.c`): states, moves and weights in and out.

The core holds one round's rules, the learned evaluation, the greedy playout
policy, TD(lambda) training and the tree search, in C, because a search that
plays thousands of rounds to their end per decision cannot afford Python.
It is built by `setup.py` when a C compiler is there; without one `AVAILABLE`
is False and the levels that need it are not offered (`players.py`).

`flat_state` writes a `Game`'s round in the layout `_core.c` reads (see its
`read_state`); the core never sees a `Game`, and the engine stays the referee
(tests/ai/test_core.py checks that both play the same rules).
"""

from __future__ import annotations

import importlib
from types import ModuleType

from tutorbot.engine import Game, Move, Sell, Take
from tutorbot.engine.cards import BONUS_SIZES, CAMEL, Card
from tutorbot.engine.moves import CAMELS, exchange_of

_core: ModuleType | None
try:
    # A C module imports nothing of ours; named through __package__ because the
    # import-floor test (tests/test_layers.py) finds no source file for it and
    # would count the package itself.
    _core = importlib.import_module(f"{__package__}._core")
except ImportError:  # no compiler where it was installed: the pure-Python levels only
    _core = None

AVAILABLE = _core is not None

#: A move as the core writes it: (kind, good, number, taken counts, given counts).
CoreMove = tuple[int, int, int, tuple[int, ...], tuple[int, ...]]
TAKE, CAMELS_KIND, EXCHANGE, SELL = 0, 1, 2, 3


def core() -> ModuleType:
    """The compiled module, or a clear error where it was not built."""
    if _core is None:
        raise RuntimeError("the compiled core is not built (no C compiler at install)")
    return _core


def flat_state(game: Game) -> list[int]:
    """The current round of `game` in the core's flat layout."""
    out: list[int] = [*game.hands[0][:CAMEL], *game.hands[1][:CAMEL], *game.herds]
    out += game.market
    out += [game.to_move, int(game.round_over), len(game.deck), *game.deck]
    for pile in game.goods_tokens:
        out += [len(pile), *pile]
    for size in BONUS_SIZES:
        pile = game.bonus_tokens[size]
        out += [len(pile), *pile]
    out += [sum(game.goods_won[p]) + sum(game.bonus_won[p]) for p in (0, 1)]
    out += [len(game.bonus_won[0]), len(game.bonus_won[1])]
    out += [len(game.goods_won[0]), len(game.goods_won[1])]
    return out


def to_move(m: CoreMove) -> Move:
    """The engine's value-type move for a core move."""
    kind, good, number, taken, given = m
    if kind == TAKE:
        return Take(Card(good))
    if kind == CAMELS_KIND:
        return CAMELS
    if kind == EXCHANGE:
        return exchange_of(tuple(taken), tuple(given))
    return Sell(Card(good), number)


def legal_moves(state: list[int]) -> list[Move]:
    """The legal moves of the player to move, as the core lists them."""
    return [to_move(m) for m in core().legal_moves(state)]
