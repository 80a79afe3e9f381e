"""The floor under the cold start's figures (benchmarks/skeleton_window.py): the app's
window drawn by PySide alone must show what the app's first frames show, from the app's
own tables, or the figure it gives measures some other window."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys

import pytest

from braus_desktop.app.menus import MENUS

BENCHMARKS = os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks")


@pytest.fixture(scope="module")
def spec() -> dict:
    found = importlib.util.spec_from_file_location(
        "gui_speed", os.path.join(BENCHMARKS, "gui_speed.py")
    )
    assert found is not None and found.loader is not None
    gui_speed = importlib.util.module_from_spec(found)
    found.loader.exec_module(gui_speed)
    return gui_speed._skeleton_spec()


def test_the_floor_has_the_apps_menus_words_and_keys(spec: dict) -> None:
    assert [title for title, _entries, _shown in spec["menus"]] == [m.text for m in MENUS]
    shown = [title for title, _entries, visible in spec["menus"] if visible]
    assert shown == ["&File", "&Game", "Prac&tice", "&Help"]  # as a first start shows them
    entries = {e[0]: e[1] for _t, items, _s in spec["menus"] for e in items if e is not None}
    assert entries["&Quit"] == "Ctrl+Q"
    assert isinstance(entries["&New game…"], int)  # a standard key, by its number
    for path in (spec["icon"], spec["back"], spec["face"]):
        assert os.path.isfile(path), path


@pytest.mark.parametrize("cards", [False, True])
def test_the_floor_paints_its_frame_and_says_so(spec: dict, tmp_path, cards: bool) -> None:
    spec_file = tmp_path / "skeleton.json"
    spec_file.write_text(json.dumps(spec), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, os.path.join(BENCHMARKS, "skeleton_window.py"), str(spec_file)]
        + (["--cards"] if cards else []),
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "first frame: painted"
    assert [line.split(" at ")[0] for line in lines if " at " in line] == ["first frame"]
    assert any(line.startswith("first frame's CPU ") for line in lines)
