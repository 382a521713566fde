"""No file of the checkout edits `sys.path` (that nothing in tutorbot/ imports
the checkout's bench/, research/ or tests/ is checked with the import floors,
in test_layers.py).

An installed `tutorbot` ships tutorbot/ only, so an import of the checkout
would work in a checkout and break everywhere else; a `sys.path` edit makes
imports depend on where a file lies.  Benchmark opponents reach the
tournament through an entry point instead, and tests and scripts find
`bench.*`, `research.*` and `tests.*` from the checkout's root.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support import ROOT


def _python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def _edits_sys_path(path: Path) -> bool:
    """Whether `path` changes `sys.path` (a call on it, or an assignment to it)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        target = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target = node.func.value
        elif isinstance(node, ast.Assign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            target = next((t for t in targets if isinstance(t, ast.Attribute)), None)
        if (
            isinstance(target, ast.Attribute)
            and target.attr == "path"
            and isinstance(target.value, ast.Name)
            and target.value.id == "sys"
        ):
            return True
    return False


def test_no_file_edits_sys_path():
    files = [
        p
        for folder in ("tutorbot", "bench", "research", "tests")
        for p in _python_files(ROOT / folder)
    ]
    assert len(files) > 50
    assert [str(p.relative_to(ROOT)) for p in files if _edits_sys_path(p)] == []


def test_every_benchmark_and_research_script_imports():
    """A script of bench/ or research/ that no test runs still imports: a
    module moved in the product can't silently break it."""
    import importlib

    names = [
        f"{folder}.{path.stem}"
        for folder in ("bench", "research")
        for path in _python_files(ROOT / folder)
        if path.stem != "__init__"
    ]
    assert len(names) > 15
    for name in names:
        importlib.import_module(name)
