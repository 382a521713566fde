"""`tutorbot play` run as a player runs it: a subprocess fed typed lines, through
a pipe or a pseudo-terminal of a given (and changing) width."""

from __future__ import annotations

import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from fcntl import ioctl


def run_console(*args: str, stdin: str) -> subprocess.CompletedProcess:
    """`tutorbot play ARGS` with `stdin` typed in; its output once it ends."""
    return subprocess.run(
        [sys.executable, "-m", "tutorbot", "play", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=180,
    )


ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def resize(fd: int, columns: int) -> None:
    """The pseudo-terminal of `fd` made `columns` wide (50 lines high)."""
    ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))


def run_in_pty(
    columns: int, args: list[str], lines: list[str], cwd=None, resized: dict[int, int] | None = None
) -> str:
    """`tutorbot play ARGS` in a pseudo-terminal `columns` wide, `lines` typed;
    `resized`: the window's new width before the line of that index is typed."""
    main, child = pty.openpty()
    resize(child, columns)
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tutorbot", "play", *args],
        stdin=child,
        stdout=child,
        stderr=subprocess.PIPE,
        env=env,
        cwd=cwd,
    )
    os.close(child)
    out = b""
    typed = iter(enumerate([*lines, None]))
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([main], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(main, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
            if out.rstrip().endswith(b">"):
                index, line = next(typed, (len(lines), None))
                if index in (resized or {}):
                    resize(main, (resized or {})[index])
                os.write(main, b"\x04" if line is None else line.encode() + b"\n")
        elif proc.poll() is not None:
            break
    proc.wait(timeout=30)
    os.close(main)
    text = out.decode(errors="replace").replace("\r\n", "\n")
    return ESCAPES.sub("", text)
