"""What the terminal does when something breaks: apologise, keep the games, log the traceback.

No exception ends `tutorbot play` with a traceback on the player's screen.
An intent that fails (`handled`) is apologised for in the player's language
and play goes on: the state file still holds every step that worked.
Anything else (`main`'s guard) is apologised for on the way out, naming the
command that picks the games up again.  Either way the traceback goes to a
log beside the state file (under $XDG_STATE_HOME/tutorbot/ by default), and
the apology names it, so a report can quote it.
"""

from __future__ import annotations

import tempfile
import time
import traceback
from pathlib import Path

from tutorbot.chat import Conversation, Message, Reply, User
from tutorbot.chat.context import Progress, no_progress
from tutorbot.chat.view import Intent
from tutorbot.store import snapshot
from tutorbot.tutor import Tutor, language_for

#: The log's name, beside the state file.
LOG_NAME = "tutorbot-errors.log"


def log_path(state: Path | None) -> Path:
    """Where the tracebacks go: beside the state file (or the default one's place)."""
    return (state or snapshot.default_path()).with_name(LOG_NAME)


def log_failure(state: Path | None) -> Path:
    """Append the exception being handled, with the time, to the log; its path
    (the system's temporary folder if the state's folder can't be written)."""
    entry = f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} tutorbot play\n{traceback.format_exc()}\n"
    for path in (log_path(state), Path(tempfile.gettempdir()) / LOG_NAME):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as log:
                log.write(entry)
            return path
        except OSError:
            continue
    return log_path(state)  # named all the same: the apology still says where it would be


async def handled(
    conversation: Conversation,
    chat_id: int,
    user: User,
    intent: Intent,
    state: Path | None,
    progress: Progress = no_progress,
) -> Reply:
    """The conversation's reply, or, if it raised, an apology in the player's
    language that names the log (play goes on)."""
    try:
        return await conversation.handle(chat_id, user, intent, progress)
    except Exception:  # the guard: whatever broke, the player keeps playing
        path = log_failure(state)
        try:
            chosen = (await conversation.store.get_prefs(user.id)).lang
        except Exception:  # the store itself may be what broke
            chosen = None
        tutor = Tutor(language_for(user.language_code, chosen))
        return Reply([Message(tutor.t("console-error", log=str(path)))])


def farewell(lang: str | None, state: Path | None, resume: str) -> str:
    """After a failure outside any intent (`main`'s guard): the apology, where
    the games are kept and the command that resumes them, and the log."""
    path = log_failure(state)
    return Tutor(language_for(lang)).t("console-crashed", command=resume, log=str(path))
