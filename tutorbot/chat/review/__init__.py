"""The review of a player's last finished match, in the chat.

`FEATURE` brings /review and its screens' buttons, the game buttons of a
move tried at a key moment (game id `screens.REVIEW_GAME`) and such a move
typed, keeping each match whose kind is reviewable (`context.GameEnd`) as it
ends, and the Review button under its result.
"""

from __future__ import annotations

from .. import payload as P
from ..context import AfterMatch, GameEnd, GameType
from ..feature import At, Feature
from . import ahead, handlers, screens

#: A move tried at a key moment: nothing follows it (the review is the match's).
TRY_IT = GameEnd()

FEATURE = Feature(
    name="review",
    commands={"review": handlers.command},
    buttons={P.REVIEW: handlers.press},
    games=[GameType(screens.REVIEW_GAME.__eq__, handlers.try_press, TRY_IT)],
    typed_without_game=At(10, handlers.try_typed),
    position_without_game=At(10, handlers.try_position),
    after_match=At(
        10, AfterMatch(lambda end: end.review, handlers.remember_match, screens.review_row)
    ),
    after_turn=ahead.judge_last_turn,
)
