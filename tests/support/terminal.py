"""`tutorbot play` run as a player runs it: a subprocess fed typed lines."""

from __future__ import annotations

import subprocess
import sys


def run_console(*args: str, stdin: str) -> subprocess.CompletedProcess:
    """`tutorbot play ARGS` with `stdin` typed in; its output once it ends."""
    return subprocess.run(
        [sys.executable, "-m", "tutorbot", "play", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=180,
    )
