"""Odd paths (issue 44, item 6): a ``--data-dir`` longer than the system allows is said in
one sentence (it was a traceback and a bare table), and a save or settings file that is a
link (a dotfiles folder) is written through the link, never replaced by a file of its own
(which left the link's target stale)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings

from braus_desktop.app.settings import Settings
from braus_desktop.rules import records
from tests.app.test_instance import WAIT, apps, end, environment, running_in, start, wait_for  # noqa: F401

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX links and paths")

SAVE = "current-match.json"


@pytest.mark.parametrize(
    "name",
    ["/".join(["a" * 200] * 25), "b" * 300],
    ids=["longer-than-path-max", "a-part-longer-than-a-name"],
)
def test_a_data_folder_name_too_long_is_said_in_one_sentence(tmp_path, name):
    folder = str(tmp_path / name)
    done = subprocess.run(
        [sys.executable, "-m", "braus_desktop", "--data-dir", folder],
        env=environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr  # (a traceback, and the window opened anyway)
    assert "name is too long" in lines[0] and "--data-dir" in lines[0]
    assert len(lines[0]) < 400


def test_a_linked_settings_file_is_written_through_the_link(tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "braus.conf"
    target.write_text("[animation]\nspeed=slow\n")
    link = tmp_path / "config" / "Bräus Desktop.conf"
    link.parent.mkdir()
    link.symlink_to(target)
    settings = Settings(QSettings(str(link), QSettings.Format.IniFormat))
    assert settings.speed == "slow"
    settings.set("animation/speed", "fast")
    assert link.is_symlink()  # (replaced by a file of its own; the target still "slow")
    assert "speed=fast" in target.read_text()
    assert Settings(QSettings(str(link), QSettings.Format.IniFormat)).speed == "fast"


def test_a_linked_save_is_written_through_the_link(tmp_path, apps):  # noqa: F811
    env = environment(tmp_path)
    data = tmp_path / "data"
    first = start(env, "--watch", "--data-dir", str(data))
    apps.append(first)
    running_in(data, first)
    assert end(first)[0] == 130
    target = tmp_path / "dotfiles" / "save.json"
    target.parent.mkdir()
    (data / SAVE).rename(target)
    (data / SAVE).symlink_to(target)
    before = target.read_bytes()
    again = start(env, "--watch", "--data-dir", str(data))  # plays on, saving as it goes
    apps.append(again)
    wait_for(lambda: target.read_bytes() != before, "a save through the link")
    assert end(again)[0] == 130
    assert (data / SAVE).is_symlink()
    records.load(target)  # a whole record
