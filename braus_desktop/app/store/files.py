"""Files the app writes and reads back: written whole or not at all, and an unreadable
one kept aside under a free ``.corrupt`` name so nothing overwrites it. No Qt here: the
save, the statistics database and the settings file all use these."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

# Reading: every loader (the save, Import, the settings, the statistics' header) reads
# through this one helper, which refuses pipes, devices and folders without blocking and
# files over a size limit, raising FileRefused with a sentence for the player. It lives
# in the rules model so that records and the CLI use it too (the rules never import the
# app).
from ...rules.files import FileRefused, read_regular_file  # noqa: F401 (re-exported)


def write_atomically(path: Path, text: str) -> None:
    """Write, flush, fsync, then rename over ``path`` and fsync the folder: a crash leaves
    the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + "-", suffix=".tmp", dir=path.parent)
    try:
        # newline="": the same bytes on every platform (Windows would write \r\n)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_folder(path.parent)


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files of writes to ``path`` that a crash cut off."""
    for stale in path.parent.glob(f".{path.name}-*.tmp"):
        try:
            stale.unlink()
        except OSError:
            pass


def sync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); not possible (nor needed) on Windows."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_name(path: Path, companions: tuple[str, ...] = ()) -> Path:
    """The first free name of ``<name>.corrupt``, ``.corrupt-2`` ... (free for the file
    and for each companion suffix, e.g. a database's ``-journal``)."""
    n = 1
    while True:
        target = path.with_name(path.name + (".corrupt" if n == 1 else f".corrupt-{n}"))
        if not target.exists() and not any(Path(f"{target}{c}").exists() for c in companions):
            return target
        n += 1


def keep_aside(path: Path) -> Path | None:
    """Rename an unreadable file to a free ``.corrupt`` name; the new name, or None if
    it could not be moved."""
    target = aside_name(path)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def keep_copy(path: Path, data: bytes) -> Path | None:
    """Keep ``data`` (the bytes of ``path`` as read) under a free ``.corrupt`` name
    beside it, leaving ``path`` itself where it is (the settings file, whose other lines
    are still in use); the new name, or None if it could not be written whole."""
    target = aside_name(path)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)  # never over a file
    except OSError:
        return None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except OSError:
        try:
            os.unlink(target)  # half a copy is no copy
        except OSError:
            pass
        return None
    sync_folder(path.parent)
    return target
