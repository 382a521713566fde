"""Every public function of the engine, the store and the tutor says what it is for.

Public: a module-level function or a method of a public class (properties
included) whose name has no leading underscore, in a module whose path has
none; dunder methods say what Python says they do and are left out.  The
docstring's first line is the one a reader sees in a listing, so it must be
there and say something.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tutorbot

PACKAGE = Path(tutorbot.__file__).parent
CHECKED = ("engine", "store", "tutor")

Function = ast.FunctionDef | ast.AsyncFunctionDef


def _public(name: str) -> bool:
    return not name.startswith("_")


def _documented(node: Function) -> bool:
    return bool((ast.get_docstring(node) or "").strip())


def _overload(node: Function) -> bool:
    return any(
        (isinstance(d, ast.Name) and d.id == "overload")
        or (isinstance(d, ast.Attribute) and d.attr == "overload")
        for d in node.decorator_list
    )


def _inherits_doc(cls: ast.ClassDef, name: str, classes: dict[str, ast.ClassDef]) -> bool:
    """A base class in the same module documents `name` (`inspect.getdoc` shows
    an override the base's docstring, so the override needn't repeat it)."""
    for base in cls.bases:
        parent = classes.get(base.id) if isinstance(base, ast.Name) else None
        if parent is None:
            continue
        for item in parent.body:
            if isinstance(item, Function) and item.name == name and _documented(item):
                return True
        if _inherits_doc(parent, name, classes):
            return True
    return False


def undocumented(source: str) -> list[str]:
    """The public functions of `source` without a docstring, own or inherited
    (an overload's stub aside): module-level ones and public classes' methods."""
    tree = ast.parse(source)
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    missing = []
    for node in tree.body:
        if isinstance(node, Function) and _public(node.name) and not _documented(node):
            missing.append(f"{node.name} (line {node.lineno})")
        elif isinstance(node, ast.ClassDef) and _public(node.name):
            for item in node.body:
                if (
                    isinstance(item, Function)
                    and _public(item.name)
                    and not _overload(item)
                    and not _documented(item)
                    and not _inherits_doc(node, item.name, classes)
                ):
                    missing.append(f"{node.name}.{item.name} (line {item.lineno})")
    return missing


def test_the_scan_finds_what_lacks_a_docstring():
    source = '''
def told():
    """Says why."""
def untold(): ...
def _private(): ...
class Open:
    def __init__(self): ...
    @property
    def shape(self): return 1
    def _inner(self): ...
class _Closed:
    def method(self): ...
class Base:
    def said(self):
        """Says why."""
class Derived(Base):
    def said(self): ...
    def unsaid(self): ...
'''
    assert undocumented(source) == [
        "untold (line 4)",
        "Open.shape (line 9)",
        "Derived.unsaid (line 18)",
    ]


def test_every_public_function_has_a_docstring():
    missing = [
        f"{path.relative_to(PACKAGE.parent)}: {name}"
        for package in CHECKED
        for path in sorted((PACKAGE / package).rglob("*.py"))
        if path.name == "__init__.py" or not path.name.startswith("_")
        for name in undocumented(path.read_text(encoding="utf-8"))
    ]
    assert not missing, f"{len(missing)} public functions without a docstring:\n" + "\n".join(
        missing
    )
