"""The hand-over's secret (``.instance.key``) cannot be lost (issue 44, item 5): a folder
in its place is set aside and a fresh key made, and a key deleted, cut short, opened to
others or replaced while the app runs is written again by the app before it greets a
later start, which still hands over (every one of these said "did not answer")."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tests.app.test_instance import (  # noqa: F401
    WAIT,
    apps,
    end,
    environment,
    human_to_move,
    running_in,
    start,
    wait_for,
)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX sockets and modes")

KEY = ".instance.key"


def second_start(env: dict, data: Path, apps) -> tuple[int, str]:  # noqa: F811
    again = start(env, "--data-dir", str(data))
    apps.append(again)
    _out, err = again.communicate(timeout=WAIT)
    return again.returncode, err


def test_a_folder_as_the_key_is_set_aside_and_the_app_listens(tmp_path, apps):  # noqa: F811
    env = environment(tmp_path)
    data = tmp_path / "data"
    (data / KEY).mkdir(parents=True)
    (data / KEY / "inside").write_text("kept")
    first = start(env, "--data-dir", str(data))
    apps.append(first)
    running_in(data, first)
    assert second_start(env, data, apps) == (0, "")  # "did not answer", every time
    assert (data / (KEY + ".corrupt") / "inside").read_text() == "kept"
    assert (data / KEY).is_file()
    assert end(first)[0] == 130


def spoil(kind: str, key: Path, tmp_path: Path) -> None:
    if kind == "deleted":
        key.unlink()
    elif kind == "truncated":
        key.write_bytes(key.read_bytes()[:10])
    elif kind == "emptied":
        key.write_bytes(b"")
    elif kind == "opened to others":
        os.chmod(key, 0o644)
    elif kind == "random bytes":
        key.write_bytes(os.urandom(65))
    elif kind == "another key":
        key.write_text(os.urandom(32).hex() + "\n")
    elif kind == "a link":
        other = tmp_path / "elsewhere"
        other.write_text(os.urandom(32).hex() + "\n")
        os.chmod(other, 0o600)
        key.unlink()
        key.symlink_to(other)
    elif kind == "a folder":
        key.unlink()
        key.mkdir()
    elif kind == "another user's":
        if os.getuid() != 0:
            return  # (only root can give a file away)
        os.chown(key, 12345, 12345)


KINDS = [
    "deleted",
    "truncated",
    "emptied",
    "opened to others",
    "random bytes",
    "another key",
    "a link",
    "a folder",
    "another user's",
]


@pytest.mark.slow  # (three app processes)
def test_a_key_spoiled_while_the_app_runs_is_made_good_before_a_later_start(tmp_path, apps):  # noqa: F811
    env = environment(tmp_path)
    data = tmp_path / "data"
    first = start(env, "--data-dir", str(data))
    apps.append(first)
    running_in(data, first)
    wait_for(lambda: human_to_move(data), "the player's turn")
    key = data / KEY
    wait_for(key.is_file, "the key")
    answers = {}
    for kind in KINDS:
        spoil(kind, key, tmp_path)
        answers[kind] = second_start(env, data, apps)
        assert first.poll() is None
    assert answers == {kind: (0, "") for kind in KINDS}
    info = os.lstat(key)
    assert info.st_uid == os.getuid() and oct(info.st_mode & 0o777) == "0o600"
    assert (tmp_path / "elsewhere").exists()  # a link's target is never written
    assert end(first)[0] == 130
