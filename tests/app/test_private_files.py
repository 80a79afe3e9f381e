"""The player's files are theirs alone whatever the umask (issue 44, item 2): every folder
the app makes is 0700 and every file it writes 0600 (the data folder and the parents it
makes, the settings folder, ``.instance.lock``, the statistics database and its
companions); the app's own folder or files made looser before are tightened once, with a
line in the log; a folder the player named with ``--data-dir`` is left as it is."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.test_instance import WAIT, apps, end, wait_for  # noqa: F401

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes")

STATISTICS = "statistics.sqlite3"


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def player(tmp_path: Path) -> dict:
    """A player whose settings and data folders do not exist yet."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        XDG_RUNTIME_DIR=str(tmp_path),
        BRAUS_WATCH_SPEED="instant",
    )
    return env


def watch(env: dict, *args: str, umask: int = 0) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "braus_desktop", "--watch", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: os.umask(umask),
    )


@pytest.mark.parametrize("umask", [0o000, 0o022])
def test_every_folder_made_is_0700_and_every_file_0600_whatever_the_umask(tmp_path, apps, umask):  # noqa: F811
    env = player(tmp_path)
    data = tmp_path / "xdg" / "braus-desktop" / "Bräus Desktop" / "watch"
    app = watch(env, umask=umask)
    apps.append(app)
    wait_for(
        lambda: (
            (data / STATISTICS).exists()
            and (data / "current-match.json").exists()
            and (data / ".instance.lock").exists()
        ),
        "the app's files",
    )
    made = [tmp_path / "xdg", *[data.parents[n] for n in range(3)][::-1], data]
    # 0777 under umask 000 (0755 under 022); the lock 0666, the database 0644 always
    assert {str(f): oct(mode(f)) for f in made} == {str(f): "0o700" for f in made}
    files = [f for f in data.iterdir() if f.is_file()]
    assert {f.name: oct(mode(f)) for f in files} == {f.name: "0o600" for f in files}
    assert end(app)[0] == 130
    config = tmp_path / "config" / "braus-desktop"
    assert mode(tmp_path / "config") == 0o700 and mode(config) == 0o700
    assert [oct(mode(f)) for f in config.iterdir()] == ["0o600"]  # the settings file
    for f in data.iterdir():
        assert mode(f) == (0o700 if f.is_dir() else 0o600), f


def test_the_apps_own_loose_folder_and_files_are_tightened_once_with_a_log_line(tmp_path, apps):  # noqa: F811
    env = player(tmp_path)
    home = tmp_path / "xdg" / "braus-desktop" / "Bräus Desktop"
    data = home / "watch"
    data.mkdir(parents=True)
    (data / STATISTICS).touch()  # as SQLite made it: 0644
    for path, loose in ((home, 0o755), (data, 0o777), (data / STATISTICS, 0o644)):
        os.chmod(path, loose)
    app = watch(env, umask=0o022)
    apps.append(app)
    wait_for(lambda: (data / "current-match.json").exists(), "the app's save")
    # the statistics are opened after the first frame, which may come after the save
    wait_for(lambda: mode(data / STATISTICS) == 0o600, "the statistics tightened")
    code, _out, err = end(app)
    assert code == 130
    assert (mode(home), mode(data), mode(data / STATISTICS)) == (0o700, 0o700, 0o600)
    said = [line for line in err.splitlines() if "yours alone" in line]
    assert len(said) == 3, err  # one line each
    assert any(STATISTICS in line and "644" in line for line in said)
    again = watch(env, umask=0o022)  # once: nothing more to say the next time
    apps.append(again)
    wait_for(lambda: (data / ".instance.lock").exists(), "the app's lock")
    assert "yours alone" not in end(again)[2]


def test_a_data_dir_the_player_named_is_left_as_it_is(tmp_path, apps):  # noqa: F811
    env = player(tmp_path)
    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o755)
    app = watch(env, "--data-dir", str(shared), umask=0o022)
    apps.append(app)
    wait_for(lambda: (shared / "current-match.json").exists(), "the app's save")
    assert end(app)[0] == 130
    assert mode(shared) == 0o755
    made = tmp_path / "new" / "deeper"
    app = watch(env, "--data-dir", str(made), umask=0o000)
    apps.append(app)
    wait_for(lambda: (made / "current-match.json").exists(), "the app's save")
    assert end(app)[0] == 130
    assert mode(made) == 0o700 and mode(made.parent) == 0o700
