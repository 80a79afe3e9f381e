"""`pip install .` (not only an editable install) gives a complete app: the wheel carries
the card art, the icon, the translation sources and the lessons inside the package, where art.py
finds them."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow  # builds a wheel
def test_the_wheel_carries_every_asset(tmp_path):
    # built the way `pip install .` builds it (an isolated build environment)
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    wheel = next(tmp_path.glob("braus_desktop-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = [
        p.relative_to(ROOT / "assets").as_posix()
        for p in (ROOT / "assets").rglob("*")
        if p.suffix in (".svg", ".ts", ".json") and p.is_file()
    ]
    assert wanted and len(wanted) > 100
    missing = [w for w in wanted if f"braus_desktop/assets/{w}" not in names]
    assert not missing, missing[:5]
