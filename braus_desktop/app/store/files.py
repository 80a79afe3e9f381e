"""Files the app writes and reads back: written whole or not at all, and an unreadable
one kept aside under a free ``.corrupt`` name so nothing overwrites it. No Qt here: the
save, the statistics database and the settings file all use these."""

from __future__ import annotations

import errno
import logging
import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

# Reading: every loader (the save, Import, the settings, the statistics' header) reads
# through this one helper, which refuses pipes, devices and folders without blocking and
# files over a size limit, raising FileRefused with a sentence for the player. It lives
# in the rules model so that records and the CLI use it too (the rules never import the
# app).
from ...rules.files import FileRefused, read_regular_file  # noqa: F401 (re-exported)

_log = logging.getLogger("braus_desktop")

# What the player keeps (their games, their history, their settings) is theirs alone:
# every folder the app makes is 0700 and every file it writes 0600, whatever the umask.
FOLDER_MODE = 0o700
FILE_MODE = 0o600


def make_folder(path: str | os.PathLike[str]) -> None:
    """Make the folder ``path`` and any parent it lacks, each 0700 whatever the umask
    (a folder already there is left as it is); FileExistsError if ``path`` is a file,
    OSError if it cannot be made."""
    path = Path(path)
    missing = []
    at = path
    while not os.path.lexists(at) and at != at.parent:
        missing.append(at)
        at = at.parent
    for folder in reversed(missing):
        try:
            os.mkdir(folder, FOLDER_MODE)
        except FileExistsError:
            continue  # (made meanwhile by another start)
        os.chmod(folder, FOLDER_MODE)  # a umask such as 0o277 takes the owner's bits too
    if not path.is_dir():
        raise FileExistsError(errno.EEXIST, "it is a file, not a folder", str(path))


def tighten(path: str | os.PathLike[str]) -> bool:
    """Take away every right of others on a file or folder of the app's own (one it made
    before this rule, or under a loose umask), with a line in the log; True if it was
    changed. A link, or something of another owner's, is left alone."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    mode = stat.S_IMODE(info.st_mode)
    if (
        not (stat.S_ISREG(info.st_mode) or stat.S_ISDIR(info.st_mode))
        or not mode & 0o077
        or (hasattr(os, "getuid") and info.st_uid != os.getuid())
    ):
        return False
    try:
        os.chmod(path, mode & ~0o077)
    except OSError:
        return False
    _log.warning(
        "%s could be read or changed by other users of this computer (mode %o); "
        "it is now yours alone (mode %o)",
        os.fsencode(path).decode("utf-8", "backslashreplace"),
        mode,
        mode & ~0o077,
    )
    return True


def through_link(path: Path) -> Path:
    """Where a write to ``path`` must go: the file a link there points to (a dotfiles
    folder links the settings file or the save elsewhere; replacing the link would leave
    its target stale), else ``path`` itself (a dangling link is replaced)."""
    if not os.path.islink(path):
        return path
    target = Path(os.path.realpath(path))
    return target if target.is_file() else path


def write_atomically(path: Path, text: str) -> None:
    """Write, flush, fsync, then rename over ``path`` (over the file it links to, if it
    is a link) and fsync the folder: a crash leaves the old file or the new one, never
    half of one. The file is 0600 (``mkstemp``'s mode), a folder made for it 0700."""
    with written_atomically(path) as fh:
        fh.write(text)


@contextmanager
def written_atomically(path: Path) -> Iterator[IO[str]]:
    """A text file to write a part at a time (an export of a long history) that takes
    the place of ``path`` only once all of it is written, as ``write_atomically``: it is
    written beside ``path`` under a temporary name, flushed, fsynced and renamed over it
    when the ``with`` block ends. Anything raised in the block or while finishing (a full
    disk) removes the temporary file and leaves the old ``path`` whole."""
    path = through_link(Path(path))
    make_folder(path.parent)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + "-", suffix=".tmp", dir=path.parent)
    try:
        # newline="": the same bytes on every platform (Windows would write \r\n)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            yield fh
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
    try:
        stale_ones = list(path.parent.glob(f".{path.name}-*.tmp"))
    except OSError:
        return  # (a folder that cannot be listed holds none of the app's)
    for stale in stale_ones:
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
