"""Every store is closed when the app ends: no file of the data folder is left open.

Linux lets a folder be removed while a file in it is open; Windows does not (WinError 32),
so there the smoke test could not remove its temporary folder while the statistics
database was still open, and the windowed exe showed an error box that never closed. These
tests look at the open file descriptors (``/proc/self/fd``) at the moment the throwaway
folder is removed, and after the window is closed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="open files are read from /proc/self/fd (Linux)"
)

WAIT = 60_000

# The app, with temporary folders that say which of their files are still open when they
# are removed (where Windows refuses to remove them). In a process of its own: a run ends
# with the application's quit, which would close the windows of later tests.
WATCHED_RUN = """
import os, sys, tempfile

class Watched(tempfile.TemporaryDirectory):
    def cleanup(self):
        root = os.path.realpath(self.name) + os.sep
        for fd in os.listdir("/proc/self/fd"):
            try:
                target = os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                continue
            if target.startswith(root):
                print("open as its folder is removed:", target, flush=True)
        super().cleanup()

tempfile.TemporaryDirectory = Watched
from braus_desktop.app.main import run
sys.exit(run(sys.argv[1:]))
"""


def open_files_under(folder: str | Path) -> list[str]:
    """The files of this process that are open inside ``folder``."""
    root = os.path.realpath(folder) + os.sep
    found = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:  # (the listing's own descriptor, closed by now)
            continue
        if target.startswith(root):
            found.append(target)
    return found


@pytest.mark.parametrize(
    "option", [pytest.param("--smoke-test", marks=pytest.mark.slow), "--first-frame-exit"]
)
def test_a_throwaway_run_has_closed_every_file_before_its_folder_is_removed(tmp_path, option):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        TMPDIR=str(tmp_path),
    )
    done = subprocess.run(
        [sys.executable, "-c", WATCHED_RUN, option],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "open as its folder is removed" not in done.stdout
    if option == "--smoke-test":  # the deal was played and recorded
        assert "one deal played" in done.stdout


def test_closing_the_window_closes_the_statistics_database(qtbot, window):
    c = window.controller
    c.new_match("braus", {"target": 3}, ["beginner"] * 4, None, seed=3)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    database = Path(c.session.data_dir) / "statistics.sqlite3"
    assert window.statistics is not None and database.exists()
    assert open_files_under(c.session.data_dir), "the database is open while the window is"
    window.close()
    assert not window.statistics.store.available
    assert open_files_under(c.session.data_dir) == []
