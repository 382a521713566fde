"""The product's modules import each other without cycles and only downwards.

The scan reads every import of every module of `tutorbot/`, top level and
inside functions, and `importlib.import_module("...")` with a literal name,
because a cycle hidden in a function still ties two modules together (each
can only be understood, tested and moved with the other).  Imports under
`if TYPE_CHECKING:` never run, but they count too, for the cycles as for the
floors: a module that needs another's types to be read is tied to it as
surely, and a loop there says the modules are one (or that a shared type
belongs on a lower module both import).  An import resolves to the module
it runs: `from . import x` is the submodule x when there is one, and a
package means its `__init__`.

The floors (the developers' guide): engine < ai, tutor, store < chat <
telegram, terminal, webapp < the command line; no module imports a floor above its
own, and nothing in the product imports bench/, research/ or tests/.

Each engine module is also imported alone in a fresh interpreter without the
package's `__init__`, so an import that only works in `__init__`'s order breaks.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import tutorbot
import tutorbot.engine

PACKAGE = Path(tutorbot.__file__).parent
CHECKOUT = PACKAGE.parent
ENGINE = Path(tutorbot.engine.__file__).parent


def _name(path: Path) -> str:
    parts = path.relative_to(CHECKOUT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


#: Every module of the product by dotted name; a package is its `__init__`.
MODULES: dict[str, Path] = {_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}
PACKAGES = {name for name, path in MODULES.items() if path.name == "__init__.py"}

#: The floor of each sub-package; the modules beside `cli` sit on the top floor.
FLOORS = {
    "engine": 0,
    "ai": 1,
    "tutor": 1,
    "store": 1,
    "chat": 2,
    "telegram": 3,
    "terminal": 3,
    "webapp": 3,
}
COMMAND_LINE = {"cli": 4, "__main__": 4, "demo": 4}

#: Top-level names that only a checkout has, which the product never imports:
#: the folders, and their modules by the names a test run's sys.path gives them.
OUTSIDE_FOLDERS = ("bench", "research", "tests")
OUTSIDE = {
    *OUTSIDE_FOLDERS,
    *(p.stem for d in OUTSIDE_FOLDERS for p in (CHECKOUT / d).glob("*.py")),
}
OUTSIDE -= set(sys.stdlib_module_names)


@dataclass(frozen=True)
class Import:
    """One import's target (an absolute name), and whether it ever runs."""

    target: str
    runs: bool = True


def _resolve(name: str) -> str | None:
    """The product module that importing `name` runs (its longest known prefix)."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _literal_import(node: ast.Call) -> str | None:
    """The name in `importlib.import_module("x")` or `__import__("x")`, if literal."""
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if called not in ("import_module", "__import__") or not node.args:
        return None
    first = node.args[0]
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def imports(module: str, source: str) -> list[Import]:
    """Every import `module` makes, by absolute name (product or not)."""
    package = module if module in PACKAGES else module.rpartition(".")[0]
    found: list[Import] = []

    def visit(node: ast.AST, runs: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.body:
                visit(child, False)
            for child in node.orelse:
                visit(child, runs)
            return
        if isinstance(node, ast.Import):
            found.extend(Import(alias.name, runs) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                above = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{above}.{base}" if base else above
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                target = sub if sub in MODULES else base
                found.append(Import(target, runs))
        elif isinstance(node, ast.Call) and (name := _literal_import(node)):
            found.append(Import(name, runs))
        for child in ast.iter_child_nodes(node):
            visit(child, runs)

    visit(ast.parse(source), True)
    return found


SCANNED = {m: imports(m, p.read_text()) for m, p in MODULES.items()}


def graph(
    runs_only: bool = False, scanned: dict[str, list[Import]] = SCANNED
) -> dict[str, set[str]]:
    """Module -> the product modules it imports (only those that run, if `runs_only`)."""
    edges: dict[str, set[str]] = {m: set() for m in MODULES}
    for module, found in scanned.items():
        for imp in found:
            target = _resolve(imp.target)
            if target and target != module and (imp.runs or not runs_only):
                edges[module].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a path back to its start) per group of modules that import each other."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def connect(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1 or node in edges.get(node, ()):
                groups.append(group)

    for node in sorted(edges):
        if node not in index:
            connect(node)
    return sorted(_path_back(min(g), g, edges) for g in groups)


def _path_back(start: str, group: set[str], edges: dict[str, set[str]]) -> list[str]:
    """The shortest way from `start` back to itself inside `group`."""
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        ahead = []
        for node in frontier:
            for nxt in sorted(edges[node] & group):
                if nxt == start:
                    return [*paths[node], start]
                if nxt not in paths:
                    paths[nxt] = [*paths[node], nxt]
                    ahead.append(nxt)
        frontier = ahead
    raise AssertionError(f"{start} is in no cycle")


def floor(module: str) -> int:
    """The floor `module` stands on: a higher one may import it, a lower one never."""
    parts = module.split(".")
    if len(parts) == 1:  # tutorbot/__init__: the version, nothing else
        return 0
    if len(parts) == 2 and parts[1] in COMMAND_LINE:
        return COMMAND_LINE[parts[1]]
    assert parts[1] in FLOORS, f"{module}: which floor? (add its package to FLOORS)"
    return FLOORS[parts[1]]


def _shown(cycle: list[str]) -> str:
    return " -> ".join(m.removeprefix("tutorbot.") for m in cycle)


# ------------------------------------------------------------------ the scan


def test_the_scan_sees_a_cycle():
    assert cycles({"a": {"b"}, "b": {"a"}}) == [["a", "b", "a"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"b"}}) == [["b", "c", "b"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_scan_resolves_every_kind_of_import():
    source = """
import importlib
from typing import TYPE_CHECKING
from . import payload
from .view import Reply
from .. import engine
from ..engine import Game
import tutorbot.store.keys
def later():
    from tutorbot.engine import moves
    importlib.import_module("tutorbot.tutor")
if TYPE_CHECKING:
    from tutorbot.telegram import app
"""
    found = imports("tutorbot.chat.conversation", source)
    assert [(i.target, i.runs) for i in found if i.target.startswith("tutorbot")] == [
        ("tutorbot.chat.payload", True),  # `from . import x`: the submodule
        ("tutorbot.chat.view", True),
        ("tutorbot.engine", True),  # a package: its __init__
        ("tutorbot.engine", True),
        ("tutorbot.store.keys", True),
        ("tutorbot.engine.moves", True),  # inside a function
        ("tutorbot.tutor", True),  # by name
        ("tutorbot.telegram.app", False),  # never runs
    ]
    assert imports("tutorbot.chat", "from .view import Reply")[0].target == "tutorbot.chat.view"


def test_the_scan_reads_the_real_tree():
    edges = graph()
    assert "tutorbot.engine.observation" in edges["tutorbot.engine.game"]
    assert "tutorbot.terminal.main" in edges["tutorbot.cli"]  # a function-level import
    assert "tutorbot.engine.fields" in edges["tutorbot.engine.position"]


def test_the_scan_sees_a_cycle_through_type_checking():
    """A loop closed only by an annotation's import is still a loop."""
    scanned = {
        "tutorbot.engine.game": imports("tutorbot.engine.game", "from . import observation"),
        "tutorbot.engine.observation": imports(
            "tutorbot.engine.observation",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .game import Game\n",
        ),
    }
    assert cycles(graph(scanned=scanned, runs_only=True)) == []
    assert cycles(graph(scanned=scanned)) == [
        ["tutorbot.engine.game", "tutorbot.engine.observation", "tutorbot.engine.game"]
    ]


# ------------------------------------------------------------------ the rules


def test_no_import_cycle_in_the_product():
    """Not even one closed by an import under `if TYPE_CHECKING:`."""
    found = cycles(graph())
    assert not found, "import cycles:\n" + "\n".join(_shown(c) for c in found)


def test_no_module_imports_a_floor_above_its_own():
    upward = [
        f"{m} ({floor(m)}) imports {t} ({floor(t)})"
        for m, targets in graph().items()
        for t in sorted(targets)
        if floor(t) > floor(m)
    ]
    assert not upward, "\n".join(upward)


def test_the_product_never_imports_the_checkouts_folders():
    reaches = {
        (module, imp.target)
        for module, found in SCANNED.items()
        for imp in found
        if imp.target.split(".")[0] in OUTSIDE
    }
    assert reaches == set(), sorted(reaches)


# ------------------------------------------------------------------ the engine


#: Imports one engine module with the package's `__init__` left out (a bare
#: package stands in), so nothing has been imported before it.
ALONE = """
import sys, types, importlib
package = types.ModuleType("tutorbot.engine")
package.__path__ = [{path!r}]
sys.modules["tutorbot.engine"] = package
importlib.import_module("tutorbot.engine.{module}")
"""


def test_each_engine_module_imports_alone():
    for module in sorted(p.stem for p in ENGINE.glob("*.py") if p.stem != "__init__"):
        code = ALONE.format(path=str(ENGINE), module=module)
        run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert run.returncode == 0, f"{module}: {run.stderr}"
