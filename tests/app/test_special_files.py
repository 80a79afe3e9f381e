"""A pipe (FIFO) where one of the app's files should be: the statistics database or its
journal, the settings file, the save, the instance lock and key, a lesson course, a card
picture, a translation. Opening a pipe for reading waits until something writes to it,
so each of these hung the app for good (SIGTERM ignored, the instance lock held). Now
nothing is opened unless it is a regular file: the app starts, the player reads one
sentence, and the app plays on and ends cleanly.

Every start here is a real process with a timeout: a hang fails the test instead of
hanging the suite."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX pipes (mkfifo)")

WAIT = 60  # seconds: generous, the suite runs on a loaded 2-core machine
SETTINGS_NAME = "Bräus Desktop.conf"

# The app as a player starts it (``main.run``), with what the status bar says printed too,
# and the welcome taken as seen: the settings file that would say so may be the pipe.
DRIVER = """
import sys
from braus_desktop.app import main, main_window
from braus_desktop.app.dialogs import welcome
shown = main_window.MainWindow._show_status
def spy(self, text):
    print("STATUS:", text, flush=True)
    shown(self, text)
main_window.MainWindow._show_status = spy
welcome.first_start = lambda settings: False
sys.exit(main.run(sys.argv[1:]))
"""


def environment(tmp_path: Path) -> dict:
    settings = tmp_path / "config" / "braus-desktop" / SETTINGS_NAME
    if not settings.exists() and not settings.is_symlink():
        settings.parent.mkdir(parents=True, exist_ok=True)
        if not settings.exists():
            settings.write_text("[interface]\nwelcomed=true\n", encoding="utf-8")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        XDG_RUNTIME_DIR=str(tmp_path),
    )
    return env


def run_until_said(tmp_path: Path, data: Path, *words: str) -> tuple[str, str]:
    """Start the app on ``data``, wait until its status bar said a sentence holding all of
    ``words``, then end it with Ctrl-C (SIGINT); its output. Fails (never hangs) if the
    app does not start, does not say it, or does not end."""
    app = subprocess.Popen(
        [sys.executable, "-c", DRIVER, "--data-dir", str(data)],
        env=environment(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    said: list[str] = []
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert app.stdout is not None
        for line in app.stdout:
            lines.put(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    err = ""
    try:
        deadline = time.monotonic() + WAIT
        while not any(all(w in line for w in words) for line in said):
            assert time.monotonic() < deadline, f"the app never said {words}: {said}"
            assert app.poll() is None or not lines.empty(), "the app ended"
            try:
                said.append(lines.get(timeout=0.2))
            except queue.Empty:
                pass
        app.send_signal(signal.SIGINT)
        app.wait(timeout=WAIT)
        reader.join(WAIT)
        assert app.stderr is not None
        err = app.stderr.read()
    finally:
        if app.poll() is None:
            app.kill()
            app.communicate()
    assert app.returncode == 130, err  # ended by Ctrl-C as a player ends it, match saved
    assert "Traceback" not in err, err
    return "".join(said), err


def test_a_pipe_for_the_statistics_database_leaves_statistics_off(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "statistics.sqlite3")
    run_until_said(tmp_path, data, "Statistics are off for now", "pipe")
    assert (data / "statistics.sqlite3").is_fifo()  # left where it is, not written over
    assert (data / "current-match.json").is_file()  # the game plays and saves


def test_a_pipe_for_the_statistics_journal_leaves_statistics_off(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "statistics.sqlite3-journal")
    run_until_said(tmp_path, data, "Statistics are off for now", "pipe")
    assert (data / "statistics.sqlite3-journal").is_fifo()


def test_a_pipe_for_the_settings_file_uses_the_defaults_this_time(tmp_path):
    path = tmp_path / "config" / "braus-desktop" / SETTINGS_NAME
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    data = tmp_path / "data"
    run_until_said(tmp_path, data, "Your settings could not be read", "defaults")
    assert path.is_fifo()  # never written over
    assert not (data / ".instance.lock").exists()  # the folder was given up at the end


def test_a_pipe_for_the_save_is_kept_aside_and_a_new_game_starts(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "current-match.json")
    run_until_said(tmp_path, data, "The saved game could not be loaded", "pipe")
    assert (data / "current-match.json.corrupt").is_fifo()
    assert (data / "current-match.json").is_file()


@pytest.mark.parametrize("name", [".instance.lock", ".instance.key"])
def test_a_pipe_for_the_instance_files_does_not_stop_the_start(tmp_path, name):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / name)
    app = subprocess.Popen(
        [sys.executable, "-m", "braus_desktop", "--data-dir", str(data)],
        env=environment(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + WAIT
        while not (data / "current-match.json").exists():
            assert time.monotonic() < deadline and app.poll() is None, "the app did not start"
            time.sleep(0.05)
        # a second start is answered: the lock and the key are the app's own again
        second = subprocess.run(
            [sys.executable, "-m", "braus_desktop", "--data-dir", str(data)],
            env=environment(tmp_path),
            capture_output=True,
            text=True,
            timeout=WAIT,
        )
        assert second.returncode == 0, second.stderr
        app.send_signal(signal.SIGINT)
        _out, err = app.communicate(timeout=WAIT)
    finally:
        if app.poll() is None:
            app.kill()
            app.communicate()
    assert app.returncode == 130, err
    if name == ".instance.lock":
        assert (data / f"{name}.corrupt").is_fifo()  # put aside, unopened
    else:  # a secret holds nothing to keep: a new one took the pipe's place
        assert (data / name).is_file() and (data / name).stat().st_mode & 0o777 == 0o600


# Files read in the app's own process: each in a fresh Python with a timeout, pointed at a
# folder holding a pipe instead.
CHECKS = {
    "course": """
from pathlib import Path
import os, sys
from braus_desktop.rules import lessons
os.mkfifo(Path(sys.argv[1]) / "braus.json")
lessons.lessons_dir = lambda: Path(sys.argv[1])
try:
    lessons.load_course("braus")
except ValueError as exc:
    print("refused:", exc)
""",
    "card": """
from pathlib import Path
import os, sys
from braus_desktop.app import art
(Path(sys.argv[1]) / "cards").mkdir()
os.mkfifo(Path(sys.argv[1]) / "cards" / "back.svg")
art.assets_dir = lambda: Path(sys.argv[1])
print("refused:", art._read("cards/back.svg"))
""",
    "translation": """
from pathlib import Path
import os, sys
from PySide6.QtCore import QCoreApplication
from braus_desktop.app import i18n
app = QCoreApplication([])
pipe = Path(sys.argv[1]) / "braus_desktop_sv.qm"
os.mkfifo(pipe)
i18n.qm_path = lambda code: str(pipe)
print("refused:", i18n.install(app, "sv"))
""",
}


@pytest.mark.parametrize("what", sorted(CHECKS))
def test_a_pipe_among_the_apps_own_files_is_refused_without_waiting(tmp_path, what):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", CHECKS[what], str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("refused:"), done.stdout
    assert done.stdout.strip() in ("refused: None", "refused: en") or "pipe" in done.stdout
