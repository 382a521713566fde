"""The last finished match of a player, kept for its review.

A match is kept as its game id (the seed of every deal), the player's seat,
the level and the history of moves, compactly coded like a session's; the
computed review (`analysis`, opaque here) is kept with it so that paging
through the key moments never grades again.  The screen being shown
(`cursor`, `trying`, `builder`) lives here too: a review survives a restart
and a new game in the same chat.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, field
from typing import Any

from .builder import MoveBuilder
from .codec import CorruptValue, history_code, history_entry

#: A finished match stays reviewable at least this long (each visit renews it).
REVIEW_TTL = 7 * 24 * 3600


@dataclass
class ReviewRecord:
    game_id: str
    level: int
    human: int
    history: list[str] = field(default_factory=list)  # "seat:notation"
    analysis: dict[str, Any] | None = None  # `tutorbot.tutor.review.Review.to_dict()`
    cursor: int = -1  # the key moment shown; -1: the summary
    trying: bool = False  # the player is trying a move at the moment shown
    builder: MoveBuilder | None = None  # a try being put together with buttons
    version: int = 0  # bumped on each save: buttons drawn for an older screen are stale
    finished: float = 0.0


def encode_review(r: ReviewRecord) -> bytes:
    """A finished match's record as the bytes kept in Redis."""
    body = {
        "id": r.game_id,
        "l": r.level,
        "hu": r.human,
        "hi": [history_code(e) for e in r.history],
        "a": r.analysis,
        "c": r.cursor,
        "tr": r.trying,
        "bu": r.builder.to_dict() if r.builder else None,
        "v": r.version,
        "f": int(r.finished),
    }
    raw = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    return zlib.compress(raw, 6)


def decode_review(data: bytes) -> ReviewRecord:
    """A finished match's record from its stored bytes, or `CorruptValue`."""
    try:
        body = json.loads(zlib.decompress(data))
        return ReviewRecord(
            game_id=body["id"],
            level=body["l"],
            human=body["hu"],
            history=[history_entry(c) for c in body["hi"]],
            analysis=body["a"],
            cursor=body["c"],
            trying=body["tr"],
            builder=MoveBuilder.from_dict(body["bu"]),
            version=body["v"],
            finished=float(body["f"]),
        )
    except Exception as exc:
        raise CorruptValue(f"{type(exc).__name__}: {exc}") from exc
