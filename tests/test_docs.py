"""The documentation's Python examples run as written."""

import pathlib
import re

import pytest

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("name", sorted(p.name for p in DOCS.glob("*.md")))
def test_python_blocks_run(name):
    text = (DOCS / name).read_text(encoding="utf-8")
    for block in re.findall(r"```python\n(.*?)```", text, flags=re.S):
        exec(compile(block, f"{name}", "exec"), {"__name__": "docs_example"})
