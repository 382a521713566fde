"""The chat core imports none of its features; the features plug into it.

The core is every module directly in `tutorbot/chat/` (not `__init__`, which
imports the features so that every front end gets them).  The scan reads every
import of a core module, at the top, inside functions and in `TYPE_CHECKING`
blocks alike (a core that names a feature's type knows the feature), and
resolves relative imports; the friends' store (`tutorbot.store.friends`)
counts as the friends feature.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import tutorbot.chat

CHAT = Path(tutorbot.chat.__file__).parent
CORE = sorted(p.stem for p in CHAT.glob("*.py") if p.stem != "__init__")
FEATURES = sorted(p.name for p in CHAT.iterdir() if (p / "__init__.py").exists())
FORBIDDEN = (*(f"tutorbot.chat.{name}" for name in FEATURES), "tutorbot.store.friends")


def _imported(module: str) -> set[str]:
    """Every module name core `module` imports (``from x import y``: x and x.y)."""
    package = "tutorbot.chat"
    found: set[str] = set()
    for node in ast.walk(ast.parse((CHAT / f"{module}.py").read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            source = ".".join(filter(None, [base, node.module or ""]))
            found.add(source)
            found.update(f"{source}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
            found.add("<__import__>")
        elif isinstance(node, ast.Name) and node.id == "importlib":
            found.add("<importlib>")
    return found


def _is_feature(name: str) -> bool:
    return name.startswith("<") or any(
        name == forbidden or name.startswith(forbidden + ".") for forbidden in FORBIDDEN
    )


def test_the_features_are_sub_packages_and_the_scan_sees_them():
    assert FEATURES == ["friends", "learn", "puzzles", "review"]
    assert {"conversation", "playing", "payload", "hooks"} <= set(CORE)
    assert _is_feature("tutorbot.chat.friends.actions")
    assert _is_feature("tutorbot.store.friends")
    assert not _is_feature("tutorbot.chat.friendship")


def test_the_core_imports_no_feature():
    upward = {m: sorted(filter(_is_feature, _imported(m))) for m in CORE}
    assert {m: names for m, names in upward.items() if names} == {}


def test_importing_any_chat_module_registers_every_feature():
    """A front end that imports only the conversation still gets the features."""
    code = (
        "from tutorbot.chat.conversation import Conversation\n"
        "from tutorbot.chat.commands import COMMANDS\n"
        "from tutorbot.chat import hooks\n"
        "assert {'learn', 'friend', 'review'} <= set(COMMANDS), sorted(COMMANDS)\n"
        "assert len(hooks.GAME_PRESSES) == 4, hooks.GAME_PRESSES\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_game_button_s_kind_is_read_from_the_ids_boards_already_carry():
    from tutorbot.chat import payload as P
    from tutorbot.chat.payload import GameKind

    kinds = {
        "3f2a9c01:4:T:2": GameKind.AI,
        "F3f2a9c01:2:x": GameKind.FRIEND,
        "Ltake-one:1:h": GameKind.LESSON,
        "rv:7:k": GameKind.REVIEW,
    }
    for data, kind in kinds.items():
        button = P.decode(data)
        assert isinstance(button, P.GamePayload) and button.kind is kind, data
