"""The rules of Jaipur, exactly, with no I/O.

The public surface other layers rely on::

    from tutorbot.engine import Game, Move, IllegalMove, parse_move
    game = Game.new(seed=7)
    game.legal_moves(); game.check(move); game.play(move)
    game.observation(0); Game.from_dict(game.to_dict())
"""

from .cards import (
    BONUS_TOKENS,
    CAMEL_TOKEN,
    CARD_COPIES,
    GOODS,
    GOODS_TOKENS,
    HAND_LIMIT,
    PRECIOUS,
    Card,
    parse_card,
)
from .errors import IllegalMove, MoveParseError, PositionError
from .game import Game
from .legal import LegalMoves, check_move
from .moves import Exchange, Move, MoveKind, Sell, Take, TakeCamels, cards_of, counts_of
from .notation import format_move, parse_move
from .observation import Observation
from .played import Played
from .position import Position, WonTokens, build_position
from .refusals import Reason, Refusal, RefusalDetails
from .rules import RULE_IDS, RULES
from .scoring import GoodsToken, RoundEnd, RoundResult, ScoredRound, Tiebreak
from .text import ascii_int, clip
from .worlds import determinize

__all__ = [
    "BONUS_TOKENS",
    "CAMEL_TOKEN",
    "CARD_COPIES",
    "GOODS",
    "GOODS_TOKENS",
    "HAND_LIMIT",
    "PRECIOUS",
    "RULES",
    "RULE_IDS",
    "Card",
    "Exchange",
    "Game",
    "GoodsToken",
    "IllegalMove",
    "LegalMoves",
    "Move",
    "MoveKind",
    "MoveParseError",
    "Observation",
    "Played",
    "Position",
    "PositionError",
    "Reason",
    "Refusal",
    "RefusalDetails",
    "RoundEnd",
    "RoundResult",
    "ScoredRound",
    "Sell",
    "Take",
    "TakeCamels",
    "Tiebreak",
    "WonTokens",
    "ascii_int",
    "build_position",
    "cards_of",
    "check_move",
    "clip",
    "counts_of",
    "determinize",
    "format_move",
    "parse_card",
    "parse_move",
]
