"""The review of a player's last finished match, in the chat.

`FEATURE` brings /review and its screens' buttons, the game buttons of a
move tried at a key moment (game id `screens.REVIEW_GAME`) and such a move
typed, keeping each match as it ends, and the Review button under a match's
result.
"""

from __future__ import annotations

from .. import payload as P
from ..context import GameType
from ..feature import At, Feature
from . import ahead, handlers, screens

FEATURE = Feature(
    name="review",
    commands={"review": handlers.command},
    buttons={P.REVIEW: handlers.press},
    games=[GameType(screens.REVIEW_GAME.__eq__, handlers.try_press)],
    typed_without_game=At(10, handlers.try_typed),
    after_match=At(10, handlers.remember_match),
    after_turn=ahead.judge_last_turn,
    result_row=At(10, screens.review_row),
)
