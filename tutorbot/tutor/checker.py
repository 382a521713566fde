"""Checks the locale files against English: the same messages, attributes and
variables everywhere, every plural category of the language (Babel's CLDR
data) in every selector on a number, a default variant, and no syntax errors.

    python -m tutorbot.tutor.checker      # prints problems, exits 1 if any
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

from babel import Locale
from fluent.syntax import FluentParser, ast, visitor

from .locale import LANGUAGES, REFERENCE, locales_dir


@dataclass
class Entry:
    attributes: set[str] = field(default_factory=set)
    variables: set[str] = field(default_factory=set)
    references: set[str] = field(default_factory=set)
    selectors: list[tuple[str, set[str], bool]] = field(default_factory=list)


class _Collect(visitor.Visitor):
    def __init__(self, entry: Entry) -> None:
        super().__init__()
        self.entry = entry

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.entry.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.entry.references.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = {
                v.key.name if isinstance(v.key, ast.Identifier) else str(v.key.value)
                for v in node.variants
            }
            has_default = any(v.default for v in node.variants)
            self.entry.selectors.append((node.selector.id.name, keys, has_default))
        self.generic_visit(node)


def parse_file(path: Path) -> tuple[dict[str, Entry], list[str]]:
    """Messages of one file, and its syntax errors."""
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    entries: dict[str, Entry] = {}
    errors: list[str] = []
    for item in resource.body:
        if isinstance(item, ast.Junk):
            errors.append(f"{path.name}: syntax error near {(item.content or '')[:60]!r}")
        elif isinstance(item, ast.Message):
            entry = Entry(attributes={a.id.name for a in item.attributes})
            _Collect(entry).visit(item)
            if item.id.name in entries:
                errors.append(f"{path.name}: {item.id.name} defined twice")
            entries[item.id.name] = entry
    for entry in entries.values():
        entry.variables |= _referenced_variables(entries, entry.references)
    return entries, errors


def _referenced_variables(entries: dict[str, Entry], names: set[str]) -> set[str]:
    """The variables the messages `names` use, directly or through their own
    references: a referenced message (`{ rupees }`) reads its caller's arguments,
    so "worth about { rupees } more" uses $count as much as a selector on it does."""
    seen: set[str] = set()
    found: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in seen or name not in entries:
            continue
        seen.add(name)
        found |= entries[name].variables
        todo += entries[name].references
    return found


def plural_categories(lang: str) -> set[str]:
    """The categories whole numbers of cards and rupees fall in (0..999).

    Italian and French also have `many`, but only for millions: the default
    `*[other]` variant serves it, so it isn't required.
    """
    rule = Locale.parse(lang).plural_form
    return {rule(n) for n in range(1000)}


NUMBER_VARIABLES = {"count", "n", "after", "held", "hand", "rupees", "seals"}


def check(directory: Path | None = None) -> list[str]:
    """Every problem found, as readable lines (empty when all is well)."""
    directory = directory or locales_dir()
    problems: list[str] = []
    files = {lang: parse_file(directory / f"{lang}.ftl") for lang in LANGUAGES}
    reference, _ = files[REFERENCE]
    for lang, (entries, errors) in files.items():
        problems += errors
        for missing in sorted(set(reference) - set(entries)):
            problems.append(f"{lang}: missing message {missing}")
        for extra in sorted(set(entries) - set(reference)):
            problems.append(f"{lang}: extra message {extra} (not in {REFERENCE})")
        categories = plural_categories(lang)
        for msg_id, entry in entries.items():
            ref = reference.get(msg_id)
            if ref is None:
                continue
            if entry.attributes != ref.attributes:
                problems.append(f"{lang}: {msg_id} attributes {sorted(entry.attributes)}")
            if entry.variables != ref.variables:
                problems.append(
                    f"{lang}: {msg_id} variables {sorted(entry.variables)} != "
                    f"{sorted(ref.variables)}"
                )
            for var, keys, has_default in entry.selectors:
                if not has_default:
                    problems.append(f"{lang}: {msg_id} selector on ${var} has no default")
                # "other" alone is a default, not a plural: [1] with *[other] picks an
                # exact number, which needs no plural category of the language.
                numeric = keys & {"zero", "one", "two", "few", "many"}
                if numeric and var in NUMBER_VARIABLES:
                    lacking = categories - keys
                    if lacking:
                        problems.append(
                            f"{lang}: {msg_id} selector on ${var} lacks {sorted(lacking)}"
                        )
    return problems


def main() -> int:
    """Print every problem `check` finds; the exit status says whether there was one."""
    problems = check()
    for line in problems:
        print(line)
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
