"""A match's history as values: who moved, and the move (a move stack, as
python-chess keeps one).

`Played` is what a session, a review or a puzzle keeps of each turn; its text
form ``seat:notation`` ("1:take cloth") is what a friend game and a puzzle
store, and `Played.parse` reads it back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .moves import Move
from .notation import parse_move


@dataclass(frozen=True, slots=True)
class Played:
    """One entry of a match's history: the seat that moved and its move."""

    seat: int
    move: Move

    def __str__(self) -> str:
        """The text form ``seat:notation``, for a stored history and for reading."""
        return f"{self.seat}:{self.move}"

    @classmethod
    def parse(cls, text: str) -> Played:
        """The entry `str` wrote ("1:take cloth"); `MoveParseError` or
        `ValueError` for anything else."""
        seat, _, notation = text.partition(":")
        return cls(int(seat), parse_move(notation))
