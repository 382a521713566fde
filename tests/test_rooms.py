"""No module of the product is longer than a reader can hold: 400 lines at most.

A longer file is two or more ideas sharing a room; split it along its seam
into modules whose names say what each holds.  `_core.c` is C and not counted.
"""

from __future__ import annotations

from pathlib import Path

import tutorbot

PACKAGE = Path(tutorbot.__file__).parent
CHECKOUT = PACKAGE.parent
MOST_LINES = 400


def _lines(path: Path) -> int:
    with path.open(encoding="utf-8") as f:
        return sum(1 for _ in f)


def test_no_module_is_over_400_lines():
    long = {
        str(p.relative_to(CHECKOUT)): n
        for p in sorted(PACKAGE.rglob("*.py"))
        if (n := _lines(p)) > MOST_LINES
    }
    assert not long, "modules over 400 lines: " + ", ".join(f"{p} ({n})" for p, n in long.items())
