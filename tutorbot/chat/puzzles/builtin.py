"""The built-in set: puzzles for players with no games yet, from a data file.

`builtin.json` beside this module is written by `research/puzzle_set.py` (from
a seed, reproducibly): positions from matches between AI levels where one move
is clearly best.  Nothing in it is text: each puzzle is explained from its
facts, in the player's language.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from .making import Puzzle

BUILTIN_FILE = Path(__file__).with_name("builtin.json")
#: The built-in puzzles' ids start with this (the player's own: the match's id).
BUILTIN_MARK = "b-"


def is_builtin(puzzle_id: str) -> bool:
    """Whether the puzzle is a built-in (starter) one, not from the player's match."""
    return puzzle_id.startswith(BUILTIN_MARK)


@cache
def builtin_set() -> tuple[Puzzle, ...]:
    """The built-in puzzles, easiest first."""
    body = json.loads(BUILTIN_FILE.read_text())
    return tuple(Puzzle.from_dict(d) for d in body["puzzles"])


def builtin(pid: str) -> Puzzle | None:
    return next((p for p in builtin_set() if p.id == pid), None)


def is_served(pid: str) -> bool:
    """Whether the built-in set holds `pid` (a schedule may outlive a set made again)."""
    return builtin(pid) is not None
