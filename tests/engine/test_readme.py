"""The README's "Engine in five lines" runs, with the outputs it shows.

The block is read from README.md itself (not copied here) and run by
`doctest`, so an edit to either the README or the engine that makes the
example wrong fails here.
"""

from __future__ import annotations

import doctest
import re

from tests.support import ROOT

README = ROOT / "README.md"
SECTION = "## Engine in five lines"


def engine_example() -> tuple[str, int]:
    """The first fenced code block after the section's heading, before the next
    heading, and the README line it starts after (for doctest's reports)."""
    text = README.read_text(encoding="utf-8")
    start = text.index(SECTION) + len(SECTION)
    section = re.split(r"^## ", text[start:], maxsplit=1, flags=re.MULTILINE)[0]
    block = re.search(r"^```[a-z]*\n(.*?)^```", section, flags=re.MULTILINE | re.DOTALL)
    assert block, f"no code block under {SECTION!r} in {README}"
    return block.group(1), text[: start + block.start(1)].count("\n")


def test_the_readme_engine_example_runs_as_shown():
    example, line = engine_example()
    test = doctest.DocTestParser().get_doctest(example, {}, "README engine", str(README), line)
    assert len(test.examples) >= 5, "the README's example lost its >>> lines"
    report: list[str] = []  # doctest's own account of each failure
    result = doctest.DocTestRunner().run(test, out=report.append)
    assert result.attempted == len(test.examples) and result.failed == 0, "".join(report)
