"""Whether a kept match can still be replayed from its deal.

A match kept for the review or waiting for puzzles is rebuilt from its game
id's seed and its moves.  One that can't be (kept by an older version from a
hand-made deal, or damaged) would fail the same way on every visit: its
callers set it aside with one warning and go on without it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorbot.engine import Played

from .grading import replay_match


def replay_error(game_id: str, history: Sequence[Played], seat: int) -> str | None:
    """Why the match can't be replayed from its deal (None: it can)."""
    try:
        replay_match(game_id, history, seat)
    except Exception as exc:  # pure code on stored data: whatever breaks, the data is at fault
        return f"{type(exc).__name__}: {exc}"
    return None
