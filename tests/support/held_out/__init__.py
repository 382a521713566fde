"""Held-out natural phrasings: written by native speakers before the reader was tuned on them.

One module per language (`it.py`, `fr.py`, `ru.py`, `ja.py`), each with its own
positions, so that the reader's word tables are judged on phrasings nobody
tuned them on.  Each module holds:

- `POSITIONS`: name -> (market, hand, herd), the player to move, whose view is read;
- `ROWS`: (position name, text as typed, the move meant in notation).

`tests/tutor/test_held_out_phrasings.py` checks them; `bench/parse.py` times them.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from tutorbot.engine import Game, Observation, build_position

Position = tuple[list[str], list[str], int]
Row = tuple[str, str, str]


def languages() -> dict[str, ModuleType]:
    """Every language with a held-out list, by its code."""
    return {
        info.name: importlib.import_module(f"{__name__}.{info.name}")
        for info in pkgutil.iter_modules(__path__)
    }


def observation(position: Position) -> Observation:
    """The player's view of `position`, their turn (the opponent holds one silver)."""
    market, hand, herd = position
    return Game.from_dict(build_position(market, (hand, ["silver"]), (herd, 0))).observation(0)


def cases(lang: str) -> list[tuple[str, Observation, str]]:
    """(text, observation, move meant) for each held-out row of `lang`."""
    module = languages()[lang]
    return [(text, observation(module.POSITIONS[name]), meant) for name, text, meant in module.ROWS]
