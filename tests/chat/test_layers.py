"""The chat core imports none of its features; the features are values it is given.

The core is every module directly in `tutorbot/chat/` (not `__init__`, which
gathers the product's features in `FEATURES`).  The scan reads every
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

import pytest

import tutorbot.chat
from tutorbot.chat.actions import PLAIN_ACTIONS
from tutorbot.chat.commands import COMMANDS
from tutorbot.chat.feature import At, Feature, build_tables

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


def _imported_by_feature(feature: str) -> set[str]:
    """Every module name the modules of feature package `feature` import."""
    found: set[str] = set()
    package = f"tutorbot.chat.{feature}"
    for path in sorted((CHAT / feature).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                base = package.rsplit(".", node.level - 1)[0] if node.level else ""
                source = ".".join(filter(None, [base, node.module or ""]))
                found.add(source)
                found.update(f"{source}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
    return found


def test_the_features_are_sub_packages_and_the_scan_sees_them():
    assert FEATURES == ["friends", "learn", "puzzles", "review"]
    assert {"conversation", "playing", "payload", "feature"} <= set(CORE)
    assert _is_feature("tutorbot.chat.friends.actions")
    assert _is_feature("tutorbot.store.friends")
    assert not _is_feature("tutorbot.chat.friendship")


def test_the_core_imports_no_feature():
    upward = {m: sorted(filter(_is_feature, _imported(m))) for m in CORE}
    assert {m: names for m, names in upward.items() if names} == {}


def test_a_feature_imports_no_other_feature():
    """What two features share lives a floor down, in the core."""
    crossing = {
        feature: sorted(
            name
            for name in _imported_by_feature(feature)
            for other in FEATURES
            if other != feature and name.startswith(f"tutorbot.chat.{other}")
        )
        for feature in FEATURES
    }
    assert {f: names for f, names in crossing.items() if names} == {}


def test_importing_the_features_changes_nothing_global():
    """A feature is a value a conversation is given: importing every one of
    them leaves the core's tables as they were, and a conversation built
    without them answers none of their commands."""
    code = (
        "from tutorbot.chat import commands, actions\n"
        "before = (dict(commands.COMMANDS), dict(actions.PLAIN_ACTIONS))\n"
        "import tutorbot.chat\n"
        "from tutorbot.chat import FEATURES, Conversation, InlineThinker\n"
        "from tutorbot.store import RedisStore\n"
        "assert (commands.COMMANDS, actions.PLAIN_ACTIONS) == before\n"
        "bare = Conversation(RedisStore.embedded(), InlineThinker())\n"
        "full = Conversation(RedisStore.embedded(), InlineThinker(), features=FEATURES)\n"
        "assert 'learn' not in bare.services.tables.commands\n"
        "assert {'learn', 'friend', 'review', 'puzzle'} <= set(full.services.tables.commands)\n"
        "assert full.services.tables.commands['start'] is not commands.COMMANDS['start']\n"
        "assert commands.COMMANDS == before[0]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_game_button_goes_to_the_feature_whose_ids_it_carries():
    from tutorbot.chat import FEATURES as PRODUCT

    tables = build_tables(COMMANDS, PLAIN_ACTIONS, PRODUCT)
    owners = {
        "3f2a9c01": None,  # a match against the AI: the core's own
        "F3f2a9c01": "friends",
        "Ltake-one": "learn",
        "rv": "review",
        "pz": "puzzles",
    }
    for game_id, owner in owners.items():
        kind = tables.game_type(game_id)
        found = [f.name for f in PRODUCT if kind is not None and kind in f.games]
        assert found == ([owner] if owner else []), game_id
        claimed = [f.name for f in PRODUCT for g in f.games if g.claims(game_id)]
        assert len(claimed) <= 1, (game_id, claimed)  # no two kinds claim one id


def test_the_tables_keep_each_chain_in_its_order_and_refuse_a_clash():
    from tutorbot.chat import FEATURES as PRODUCT
    from tutorbot.chat.friends import actions as friend_actions
    from tutorbot.chat.learn import lessons
    from tutorbot.chat.puzzles import handlers as puzzle_handlers

    tables = build_tables(COMMANDS, PLAIN_ACTIONS, PRODUCT)
    # a friend game in play takes typed moves before an open lesson, then a puzzle
    assert tables.typed == (friend_actions.typed, lessons.typed, puzzle_handlers.answer_typed)
    assert [f.name for f in PRODUCT] == ["learn", "review", "friends", "puzzles"]
    clash = Feature("clash", commands={"help": COMMANDS["help"]})
    with pytest.raises(ValueError, match="help"):
        build_tables(COMMANDS, PLAIN_ACTIONS, [clash])
    with pytest.raises(ValueError, match="twice"):
        build_tables(COMMANDS, PLAIN_ACTIONS, [PRODUCT[0], PRODUCT[0]])
    stray = Feature("stray", command_wrappers=[("nothing", At(1, lambda h: h))])
    with pytest.raises(ValueError, match="nothing"):
        build_tables(COMMANDS, PLAIN_ACTIONS, [stray])
