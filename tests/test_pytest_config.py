"""A bare ``pytest`` (the console script, not ``python -m pytest``) collects every test
module (issue 44, item 9): pyproject.toml puts the checkout's root on sys.path, which
``python -m`` would have put there and the script does not."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow  # (a pytest of its own)
def test_a_bare_pytest_collects_the_modules_that_import_shared_test_code(tmp_path):
    sharing = sorted(
        str(p)
        for p in (ROOT / "tests").rglob("test_*.py")
        if re.search(r"^\s*(from|import) tests\b", p.read_text(encoding="utf-8"), re.MULTILINE)
    )
    assert len(sharing) >= 7  # the seven that a bare pytest could not collect
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    # -P: no current folder on sys.path, as when the `pytest` script runs; from elsewhere,
    # so that nothing but pyproject.toml's setting can find the checkout
    done = subprocess.run(
        [
            sys.executable,
            "-P",
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(ROOT),
            "-c",
            str(ROOT / "pyproject.toml"),
            *sharing,
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "error" not in done.stdout.lower()
    # -q twice (pyproject's addopts has one): a line "path: count" per module
    counts = dict(re.findall(r"^(\S+\.py): (\d+)$", done.stdout, re.MULTILINE))
    assert sorted(str(ROOT / path) for path in counts) == sharing, done.stdout[-500:]
    assert all(int(n) > 0 for n in counts.values())
