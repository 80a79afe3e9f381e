"""One app per data folder even where Qt's lock file cannot be made (issue 44, item 1):
a folder whose name is not UTF-8 is held like any other (by the operating system's lock
on the file, taken by the name's own bytes), and a folder that cannot hold a lock at all
(a read-only disk) makes the app say so in one sentence and not start, instead of
letting a second app write beside the first."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.test_instance import WAIT, apps, end, environment, human_to_move, start, wait_for  # noqa: F401

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file names and locks")

SAVE = "current-match.json"


def odd_folder(tmp_path: Path) -> str:
    """A writable folder whose name holds the bytes \\xff\\xfe (not UTF-8): as Python
    names it (surrogates), with the bytes on disk."""
    return os.fsdecode(os.fsencode(tmp_path) + b"/data\xff\xfe")


def test_a_folder_whose_name_is_not_utf8_is_held_by_one_instance(tmp_path, qapp):
    from braus_desktop.app.instance import Instance

    folder = odd_folder(tmp_path)
    first = Instance(folder)
    assert first.acquire()  # (Qt's lock fails here with UnknownError)
    second = Instance(folder)
    try:
        # it was taken as "nobody holds it", and two apps wrote one save in turn
        assert not second.acquire()
        assert not second.take_over()
    finally:
        second.release()
        first.release()
    third = Instance(folder)
    assert third.acquire()  # released: free again
    third.release()


def test_two_apps_on_a_folder_whose_name_is_not_utf8_hand_over(tmp_path, apps):  # noqa: F811
    env = environment(tmp_path)
    folder = odd_folder(tmp_path)
    data = Path(folder)
    first = start(env, "--watch", "--data-dir", folder)
    apps.append(first)
    wait_for(lambda: (data / SAVE).exists(), "the first app's save")
    second = start(env, "--watch", "--data-dir", folder)
    apps.append(second)
    out, err = second.communicate(timeout=WAIT)
    # it ran beside the first: the save went backwards (deal 3, then deal 2)
    assert second.returncode == 0, err
    assert not out and not err
    assert first.poll() is None
    assert end(first)[0] == 130


@pytest.fixture
def read_only_disk(tmp_path):
    """A tmpfs, filled by ``fill(path)`` and then remounted read-only (needs root and
    mount, as on this project's machines and CI; chmod does not stop root)."""
    where = tmp_path / "disk"
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(where)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip("cannot mount a tmpfs here: " + done.stderr.decode().strip())

    def read_only():
        subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True)

    yield where, read_only
    subprocess.run(["umount", "-l", str(where)], capture_output=True)


def test_a_read_only_folder_without_a_lock_file_is_refused_in_one_sentence(
    tmp_path,
    apps,  # noqa: F811
    read_only_disk,
):
    where, read_only = read_only_disk
    data = where / "data"
    data.mkdir()
    read_only()
    app = start(environment(tmp_path), "--data-dir", str(data))
    apps.append(app)
    out, err = app.communicate(timeout=WAIT)
    # it started beside any other app on the folder
    assert app.returncode == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "cannot lock that folder" in lines[0] and "Read-only file system" in lines[0]
    assert list(data.iterdir()) == []


def test_a_read_only_folder_with_a_lock_file_is_held_by_one_instance(
    tmp_path, qapp, read_only_disk
):
    from braus_desktop.app.instance import LOCK_NAME, Instance

    where, read_only = read_only_disk
    data = where / "data"
    data.mkdir()
    (data / LOCK_NAME).write_text("12345\nbraus-desktop\nelsewhere\n")  # left by a crash
    read_only()
    first = Instance(data)
    assert not first.acquire() and first.take_over()
    second = Instance(data)
    try:
        assert not second.acquire()
        assert not second.take_over()  # (it said "did not answer" for a lock nobody had)
    finally:
        second.release()
        first.release()


def test_a_full_disk_is_held_by_one_instance(tmp_path, qapp):
    """Qt cannot write its lock file's text on a full disk (UnknownError); an empty
    file, which needs no room, still carries the OS's lock."""
    from braus_desktop.app.instance import Instance

    where = tmp_path / "full"
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k,nr_inodes=64", "tmpfs", str(where)],
        capture_output=True,
    )
    if done.returncode != 0:
        pytest.skip("cannot mount a tmpfs here: " + done.stderr.decode().strip())
    try:
        data = where / "data"
        data.mkdir()
        fd = os.open(where / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"\0" * 4096):
                pass
        except OSError:
            pass  # full
        finally:
            os.close(fd)
        first = Instance(data)
        assert first.acquire()
        second = Instance(data)
        try:
            assert not second.acquire()  # (True: "nobody holds it")
            assert not second.take_over()
        finally:
            second.release()
            first.release()
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)
