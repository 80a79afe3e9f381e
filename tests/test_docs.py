"""The documentation: its Python examples run as written, and the rulings the tests cite
are written down in docs/rulings.md."""

import ast
import pathlib
import re

import pytest

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("name", sorted(p.name for p in DOCS.glob("*.md")))
def test_python_blocks_run(name):
    text = (DOCS / name).read_text(encoding="utf-8")
    for block in re.findall(r"```python\n(.*?)```", text, flags=re.S):
        exec(compile(block, f"{name}", "exec"), {"__name__": "docs_example"})


ROOT = DOCS.parent
TESTS = ROOT / "tests"

# A ruling's number as the tests cite it: in a name (test_B6_must_overtake...) or a
# docstring, alone ("D11") or as a range ("H3-H7", "B4-B7"); "§2" names a game's section.
RULING = re.compile(r"(?<![A-Za-z0-9])([BDHI])(\d{1,2})(?:-\1?(\d{1,2}))?(?![A-Za-z0-9])")
SECTION = re.compile(r"§(\d)")


def _cited_in_tests() -> tuple[set[str], set[str]]:
    """The ruling numbers and sections cited by the tests' names and docstrings."""
    rulings: set[str] = set()
    sections: set[str] = set()
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        texts = []
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if node.name.startswith(("test", "Test")):
                    texts.append(node.name)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                texts.append(ast.get_docstring(node) or "")
        for text in texts:
            for letter, first, last in RULING.findall(text):
                for number in range(int(first), int(last or first) + 1):
                    rulings.add(f"{letter}{number}")
            sections.update(SECTION.findall(text))
    return rulings, sections


def _written_down() -> tuple[dict[str, str], set[str]]:
    """docs/rulings.md's rulings (anchor to its text) and its sections' numbers."""
    text = (DOCS / "rulings.md").read_text(encoding="utf-8")
    rulings = {}
    for item in re.split(r"\n(?=- |## )", text):
        anchor = re.match(r'- <a id="([A-Z]\d+)"></a>\*\*\1 (.+)', item, flags=re.S)
        if anchor:
            assert anchor.group(1) not in rulings, f"ruling {anchor.group(1)} written twice"
            rulings[anchor.group(1)] = anchor.group(2)
    sections = set(re.findall(r"^## §(\d) ", text, flags=re.M))
    return rulings, sections


def test_every_ruling_a_test_cites_is_written_down():
    cited, cited_sections = _cited_in_tests()
    # the tests are named after the rulings: if this finds none, the pattern is broken
    assert {"B6", "D11", "I6", "H7"} <= cited
    written, sections = _written_down()
    missing = sorted(cited - written.keys(), key=lambda r: (r[0], int(r[1:])))
    assert not missing, f"cited by tests but not in docs/rulings.md: {', '.join(missing)}"
    assert cited_sections <= sections, f"sections cited but missing: {cited_sections - sections}"
    for number, words in written.items():
        assert len(words.split()) >= 8, f"ruling {number} says too little: {words!r}"


def test_the_rulings_are_complete_per_game():
    # every game's rulings run from 1 without a gap, as the rules' docstrings cite them
    written, _ = _written_down()
    last = {"B": 11, "D": 15, "I": 8, "H": 8}
    assert set(written) == {
        f"{letter}{n}" for letter, top in last.items() for n in range(1, top + 1)
    }


def test_the_rulings_are_linked_within_the_repository():
    # nothing points at a rulings file outside the repository: docs/rulings.md is the one
    outside = ("shared/rules", "RULINGS")
    offenders = []
    for folder in ("braus_desktop", "tests", "docs", "benchmarks", "packaging"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in {".py", ".md", ".txt", ".toml", ".cfg", ".spec"}:
                continue
            if path == pathlib.Path(__file__).resolve():
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            offenders += [f"{path.relative_to(ROOT)}: {word}" for word in outside if word in text]
    for name in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md", "pyproject.toml"):
        path = ROOT / name
        if path.exists():
            text = path.read_text(encoding="utf-8")
            offenders += [f"{name}: {word}" for word in outside if word in text]
    assert not offenders, "\n".join(offenders)


def test_every_link_between_the_pages_leads_somewhere():
    # the README is cut short and its detail lives in docs/: a page moved or renamed must
    # not leave a link to nothing (a link is relative to the page that holds it)
    pages = [
        ROOT / "README.md",
        ROOT / "CONTRIBUTING.md",
        ROOT / "packaging" / "README.md",
        *sorted(DOCS.glob("*.md")),
    ]
    broken = []
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if "://" not in target and not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken, "\n".join(broken)


def test_the_readme_is_a_five_minute_read():
    # about 250 words a minute: the rest belongs in docs/, linked from it
    words = len((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert words <= 1250, f"README.md has {words} words"
