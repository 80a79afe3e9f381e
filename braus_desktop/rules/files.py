"""Reading a file only if it is an ordinary one: the one reader behind every file the app
reads (game records, the autosave, Import, the command line's replay and tournament
checkpoints, the settings file, the statistics database's header, lesson courses, card
pictures, translation catalogs, the instance's secret). ``regular_or_absent`` asks the
same of a file a library opens itself (SQLite's database and journal).

It lives apart from ``records`` so that the window can use it before the rules engine is
loaded (the window paints its first frame before that)."""

from __future__ import annotations

import os
import stat
from typing import BinaryIO

from .phrase import QT_TRANSLATE_NOOP, shown


class FileRefused(ValueError):
    """A file that was not read (not a regular file, too large, missing, not allowed);
    the message says why, for a player."""


def open_regular_file(path: str | os.PathLike[str], limit: int | None = None) -> BinaryIO:
    """``path`` opened for reading in binary if it is a regular file of at most ``limit``
    bytes, else FileRefused with a sentence, as ``read_regular_file`` asks it: for a file
    read a part at a time (a long game record), which its reader checks as it goes (the
    file may still grow)."""
    fd = _open(path)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(_not_a_file(info.st_mode))
        if limit is not None and info.st_size > limit:
            raise FileRefused(_too_large(info.st_size, limit))
        return os.fdopen(fd, "rb")
    except OSError as exc:
        os.close(fd)
        raise FileRefused(
            QT_TRANSLATE_NOOP("Files", "It cannot be read ({reason}).").format(
                reason=shown(str(exc.strerror or "an input/output error"))
            )
        ) from None
    except BaseException:
        os.close(fd)
        raise


def read_regular_file(
    path: str | os.PathLike[str], limit: int | None = None, *, head: int | None = None
) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes, else
    FileRefused with a sentence. It never blocks on a pipe (FIFO), never reads a device
    such as /dev/zero without end, and never follows a folder: it opens without waiting
    (``O_NONBLOCK``), then asks the opened file what it is before reading a byte. Every
    loader of the app, the CLI and the tournament checkpoint reads through it. ``head``:
    only the first bytes are wanted (a file of any size is read that far).

    A symbolic link is followed (settings kept in a dotfiles folder are linked there):
    what counts is the file it leads to, which must be a regular one too."""
    fd = _open(path)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(_not_a_file(info.st_mode))
        size = info.st_size
        if head is not None:
            with os.fdopen(fd, "rb", closefd=False) as fh:
                return fh.read(head)
        if limit is not None and size > limit:
            raise FileRefused(_too_large(size, limit))
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(limit + 1 if limit is not None else -1)
        if limit is not None and len(data) > limit:  # it grew while we looked
            raise FileRefused(_too_large(len(data), limit))
        return data
    except OSError as exc:
        raise FileRefused(
            QT_TRANSLATE_NOOP("Files", "It cannot be read ({reason}).").format(
                reason=shown(str(exc.strerror or "an input/output error"))
            )
        ) from None
    finally:
        os.close(fd)


def _open(path: str | os.PathLike[str]) -> int:
    """A descriptor of ``path`` opened without waiting (``O_NONBLOCK``: a pipe cannot
    make it wait); FileRefused with a sentence if it cannot be opened."""
    flags = (
        os.O_RDONLY
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_NOCTTY", 0)
        | getattr(os, "O_BINARY", 0)
    )
    try:
        return os.open(path, flags)
    except FileNotFoundError:
        raise FileRefused(QT_TRANSLATE_NOOP("Files", "There is no such file.")) from None
    except IsADirectoryError:
        raise FileRefused(QT_TRANSLATE_NOOP("Files", "It is a folder, not a file.")) from None
    except PermissionError:
        raise FileRefused(
            QT_TRANSLATE_NOOP("Files", "You are not allowed to read this file.")
        ) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        try:  # a socket cannot be opened at all: say what it is
            mode = os.stat(path).st_mode
        except (OSError, ValueError):
            mode = stat.S_IFREG
        if not stat.S_ISREG(mode):
            raise FileRefused(_not_a_file(mode)) from None
        reason = getattr(exc, "strerror", None) or "the name is not a file name"
        raise FileRefused(
            QT_TRANSLATE_NOOP("Files", "It cannot be opened ({reason}).").format(
                reason=shown(str(reason))
            )
        ) from None


def regular_or_absent(path: str | os.PathLike[str]) -> bool:
    """True if ``path`` is a regular file, False if there is nothing there; FileRefused
    with a sentence if it is anything else (a pipe, a device, a socket, a folder). For
    files a library opens itself (SQLite's database and journal, the lock file): asked
    without opening, so a pipe cannot make it wait."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return False
    except (OSError, ValueError) as exc:  # a link loop, no permission; a NUL in the name
        reason = getattr(exc, "strerror", None) or "the name is not a file name"
        raise FileRefused(
            QT_TRANSLATE_NOOP("Files", "It cannot be opened ({reason}).").format(
                reason=shown(str(reason))
            )
        ) from None
    if not stat.S_ISREG(mode):
        raise FileRefused(_not_a_file(mode))
    return True


def _not_a_file(mode: int) -> str:
    """What a file that is not a regular one is, as a sentence."""
    if stat.S_ISDIR(mode):
        return QT_TRANSLATE_NOOP("Files", "It is a folder, not a file.")
    if stat.S_ISFIFO(mode):
        return QT_TRANSLATE_NOOP(
            "Files", "It is a pipe (FIFO), not a file; it could wait forever for data."
        )
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return QT_TRANSLATE_NOOP("Files", "It is a device, not a file.")
    if stat.S_ISSOCK(mode):
        return QT_TRANSLATE_NOOP("Files", "It is a socket, not a file.")
    return QT_TRANSLATE_NOOP("Files", "It is not an ordinary file.")


def _too_large(size: int, limit: int) -> str:
    return QT_TRANSLATE_NOOP("Files", "It is too large ({size} bytes; at most {limit}).").format(
        size=f"{size:,}", limit=f"{limit:,}"
    )
