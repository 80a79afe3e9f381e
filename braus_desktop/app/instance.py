"""One running app per data folder.

Two windows on one folder would overwrite each other's save (the last writer wins) and
each other's statistics. The first start takes a lock file in the data folder
(``.instance.lock``, a ``QLockFile``: one left by a process that was killed is taken over)
and listens on a local socket named after the folder (a Unix socket, or a named pipe on
Windows: not a network connection); a later start on the same folder finds the lock held,
asks the running app over that socket to bring its window to the front, and ends without
reading or writing anything in the folder.

The socket is the standard library's ``multiprocessing.connection``, not QtNetwork: the
bundles leave QtNetwork out (``packaging/slim.py``). Nothing here needs a display: a
second start hands over before any window is made.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import sys
import tempfile
import threading
import time
from multiprocessing.connection import Client, Connection, Listener
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal

LOCK_NAME = ".instance.lock"
RAISE = b"raise"
RAISED = b"raised"
HAND_OVER_S = 1.5  # the second start must be gone within 2 s
FAMILY = "AF_PIPE" if sys.platform == "win32" else "AF_UNIX"


def socket_address(folder: str | os.PathLike) -> str:
    """Where the app that holds ``folder`` listens: the same for every spelling of the
    folder's path, and different for each user."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid
        user = str(os.getuid()) if hasattr(os, "getuid") else ""
    ident = f"{user}\0{os.path.realpath(folder)}"
    name = "braus-desktop-" + hashlib.sha256(
        ident.encode("utf-8", "surrogateescape")).hexdigest()[:24]
    if FAMILY == "AF_PIPE":
        return r"\\.\pipe" + "\\" + name
    # the user's own runtime folder where there is one; a socket path must stay short
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    base = runtime if runtime and os.path.isdir(runtime) else tempfile.gettempdir()
    return os.path.join(base, name + ".sock")


class Instance(QObject):
    """This process's claim on a data folder. ``acquire`` takes it (False: another app
    has it, and ``hand_over`` asks that one to come to the front); once the application
    object exists, ``listen`` waits for later starts, and ``raise_requested`` is emitted
    (in the main thread) when one asks this app to come forward."""

    raise_requested = Signal()
    _asked = Signal(object)  # a later start's connection, from the listening thread

    def __init__(self, folder: str | os.PathLike, parent=None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.address = socket_address(folder)
        self._lock: QLockFile | None = None
        self._listener: Listener | None = None
        self._thread: threading.Thread | None = None
        self._closing = False
        self._asked.connect(self._answer)

    def acquire(self) -> bool:
        """Take the folder (making it if need be); False if a running app has it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # nobody can hold it; the window says what fails when it saves
        lock = QLockFile(str(self.folder / LOCK_NAME))
        # Stale only when its process is gone: an app left open for hours keeps its lock.
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self._lock = lock
            return True
        # LockFailedError: a live process has it. Otherwise the lock could not be written
        # at all (a read-only folder): nobody holds it either.
        return lock.error() != QLockFile.LockError.LockFailedError

    def listen(self) -> bool:
        """Wait for later starts on this folder (in a thread); False if that cannot be
        done (the app runs on, but a second start cannot bring it forward)."""
        if self._lock is None:
            return False
        try:
            listener = Listener(self.address, family=FAMILY)
        except OSError:
            # a socket file left by a killed app: this app holds the folder's lock, so no
            # live app listens there
            try:
                os.unlink(self.address)
                listener = Listener(self.address, family=FAMILY)
            except OSError:
                return False
        self._listener = listener
        self._thread = threading.Thread(target=self._serve, args=(listener,), daemon=True,
                                        name="braus-desktop-instance")
        self._thread.start()
        return True

    def _serve(self, listener: Listener) -> None:
        while True:
            try:
                conn = listener.accept()
            except OSError:
                return
            if self._closing:  # the app is ending (release woke this thread)
                conn.close()
                return
            try:
                asked = conn.poll(HAND_OVER_S) and conn.recv_bytes(64) == RAISE
            except (OSError, EOFError):
                asked = False
            if asked:
                self._asked.emit(conn)  # answered from the main thread: proof it runs
            else:
                conn.close()

    def _answer(self, conn: Connection) -> None:
        self.raise_requested.emit()
        try:
            conn.send_bytes(RAISED)
        except OSError:
            pass
        conn.close()

    def hand_over(self, timeout_s: float = HAND_OVER_S) -> bool:
        """Ask the app that holds the folder to bring its window to the front; True once
        it said it did, False if it did not answer in time."""
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                conn = Client(self.address, family=FAMILY)
                break
            except OSError:
                # still starting (its lock taken, not listening yet), or gone
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.05)
        try:
            conn.send_bytes(RAISE)
            return (conn.poll(max(0.0, deadline - time.monotonic()))
                    and conn.recv_bytes(64) == RAISED)
        except (OSError, EOFError):
            return False
        finally:
            conn.close()

    def release(self) -> None:
        """Give the folder up (the app is ending)."""
        if self._listener is not None:
            # The thread must be gone before this object is: a request still in hand
            # would reach a window that no longer exists. Closing the socket would not
            # wake its accept() (on Linux); a connection does.
            self._closing = True
            try:
                Client(self.address, family=FAMILY).close()
            except OSError:
                pass
            if self._thread is not None:
                self._thread.join(HAND_OVER_S + 1)
            self._listener.close()  # (also removes the socket file)
            self._listener = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
