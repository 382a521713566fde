"""The engine's modules import each other without cycles, at any level.

The scan reads every import in each module (top level and inside functions),
leaving out only `if TYPE_CHECKING:` blocks, which never run; then each module
is imported alone in a fresh interpreter without the package's `__init__`, so
an import that only works in `__init__`'s order breaks.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import tutorbot.engine

ENGINE = Path(tutorbot.engine.__file__).parent
MODULES = sorted(p.stem for p in ENGINE.glob("*.py") if p.stem != "__init__")


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(module: str) -> set[str]:
    """The sibling engine modules `module` imports when it runs."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.ImportFrom):
            if node.level == 1 and node.module:
                found.add(node.module.split(".")[0])
            elif node.level == 1:
                found.update(alias.name for alias in node.names)
            elif node.module and node.module.startswith("tutorbot.engine."):
                found.add(node.module.split(".")[2])
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse((ENGINE / f"{module}.py").read_text()))
    return found & set(MODULES)


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    path: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state:
                found = walk(nxt)
                if found:
                    return found
        state[node] = 2
        path.pop()
        return None

    for node in sorted(graph):
        if node not in state:
            found = walk(node)
            if found:
                return found
    return None


def test_the_scan_sees_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"a"}}) == ["a", "b", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_in_the_engine():
    graph = {m: _imports(m) for m in MODULES}
    assert "observation" in graph["game"] and "position" in graph["game"]  # the scan works
    assert _cycle(graph) is None


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
    for module in MODULES:
        code = ALONE.format(path=str(ENGINE), module=module)
        run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert run.returncode == 0, f"{module}: {run.stderr}"
