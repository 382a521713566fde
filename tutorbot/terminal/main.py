"""`tutorbot play`: the flags pick the game (one player or `--friend`), run to its end.

The one place that knows both games, so neither imports the other, and the
top guard: no exception ends the program with a traceback (`guard`).
"""

from __future__ import annotations

import asyncio
import shlex
from pathlib import Path

from tutorbot.store import snapshot

from .guard import farewell
from .one_player import play
from .options import terminal_language
from .pass_and_play import play_friends


def main(
    lang: str | None,
    level: int | None,
    seed: int | None,
    friend: bool = False,
    state: Path | None = None,
) -> int:
    """`tutorbot play`; the games are kept in `state` (default: the user's
    state directory).  Whatever breaks ends in an apology, never a traceback."""
    command = "tutorbot play --friend" if friend else "tutorbot play"
    resume = command + (f" --state {shlex.quote(str(state))}" if state else "")
    if friend:
        path = state or snapshot.default_path().with_name("friends.json")
    else:
        path = state or snapshot.default_path()
    try:
        if friend:
            return asyncio.run(play_friends(lang, seed, state=path, resume=resume))
        return asyncio.run(play(lang, level, seed, state=path, resume=resume))
    except KeyboardInterrupt:  # Ctrl-C: the farewell was said
        return 0
    except Exception:  # the guard: the games stay in their file, the traceback goes to the log
        print("\n" + farewell(lang or terminal_language(), path, resume), flush=True)
        return 1
