"""One running app per data folder.

Two windows on one folder would overwrite each other's save (the last writer wins) and
each other's statistics. The first start takes a lock file in the data folder
(``.instance.lock``, a ``QLockFile``) and listens on a local socket of its own (a Unix
socket, or a named pipe on Windows: not a network connection); a later start on the same
folder finds the lock held, asks the running app over that socket to bring its window to
the front, and ends without writing anything in the folder.

What the lock file holds is never trusted to decide: a lock nobody answers for is stale,
whatever is in it (empty, NULs, another machine's id, the number of a process that is
now something else), and is taken over. A live app cannot lose its lock that way: the
app holding it keeps an operating-system lock on the file (``flock`` on POSIX, an open
file nobody may delete on Windows) until it ends, however it ends, and Qt removes a
lock file only when it can take that lock itself. A hung app keeps its lock: a second
start then says so and leaves the folder alone.

Where Qt cannot make its lock file (a folder name that is not UTF-8, a full disk, a
read-only folder) that is never taken as "nobody holds it": the operating system's lock
on the same file, taken by the name's own bytes, decides (an empty file needs no room,
and an existing one can be locked read-only); where not even that can be had, ``NoLock``
and the app does not start. The lock file and the key are 0600 whatever the umask, and
the key, kept in memory, is written again before a later start is greeted if it was
deleted or replaced while the app ran.

The socket lives where only the player can reach it: their runtime folder
(``XDG_RUNTIME_DIR``) when it is theirs alone, else a folder of their own (mode 0700) in
the data folder, else (a data folder too deep for a socket's name) one in the temporary
folder; each folder's owner and mode are checked before it is used, and the socket is
made 0600 whatever the umask. Both ends prove they know a secret kept in the data folder
(``.instance.key``, mode 0600): a squatter cannot answer "raised" for the app, nor make
its window jump. Each connection is heard on its own for at most ``HAND_OVER_S``, and a
connection that says nothing gives way to a newer one once ``MAX_WAITING`` are open:
idle connections cannot keep a real second start from being answered.

The socket is the standard library's ``multiprocessing.connection``, not QtNetwork: the
bundles leave QtNetwork out (``packaging/slim.py``). Nothing here needs a display: a
second start hands over before any window is made.
"""

from __future__ import annotations

import errno
import getpass
import hashlib
import hmac
import os
import socket
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from multiprocessing.connection import Client, Connection, Listener
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal

from ..rules.files import FileRefused, read_regular_file
from .store.files import FILE_MODE, keep_aside, make_folder, write_atomically

LOCK_NAME = ".instance.lock"
KEY_NAME = ".instance.key"  # the hand-over's secret, 0600
SOCKET_FOLDER = ".instance"  # the socket's private folder inside the data folder
HELLO = b"braus-desktop hand-over 2:"
RAISE = b"raise:"
RAISED = b"raised:"
NONCE_BYTES = 32
KEY_BYTES = 32
HAND_OVER_S = 1.5  # the second start must be gone within 2 s
MAX_WAITING = 16  # connections heard at once; the oldest silent one gives way
FAMILY = "AF_PIPE" if sys.platform == "win32" else "AF_UNIX"
# sun_path holds 108 bytes on Linux, 104 on macOS, each with its closing NUL
MAX_SOCKET_PATH = 103


def _name(folder: str | os.PathLike[str]) -> str:
    """The same for every spelling of the folder's path, and different for each user."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid
        user = str(os.getuid()) if hasattr(os, "getuid") else ""
    ident = f"{user}\0{os.path.realpath(folder)}"
    return (
        "braus-desktop-" + hashlib.sha256(ident.encode("utf-8", "surrogateescape")).hexdigest()[:24]
    )


def socket_addresses(folder: str | os.PathLike[str]) -> list[str]:
    """Where the app that holds ``folder`` may listen, the first usable one first (the
    app listens on the first it can; a later start looks in each)."""
    name = _name(folder)
    if FAMILY == "AF_PIPE":
        # Windows: a named pipe, as before. Its default security lets only its maker
        # (and the system, administrators) open it to write; the secret covers a pipe
        # of that name made first by someone else.
        return [r"\\.\pipe" + "\\" + name]
    found = []
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime):
        found.append(os.path.join(runtime, name + ".sock"))
    found.append(os.path.join(os.path.realpath(folder), SOCKET_FOLDER, "handover.sock"))
    found.append(
        os.path.join(tempfile.gettempdir(), f"braus-desktop-{os.getuid()}", name + ".sock")
    )
    return [a for a in found if len(os.fsencode(a)) <= MAX_SOCKET_PATH]


def private_folder(path: str, make: bool) -> bool:
    """True if ``path`` is a folder of this user's that no one else may enter or write
    (mode 0700), making it (``make``) if need be. A folder of the player's own made
    looser is tightened; one of another owner, or a link, is never used."""
    if make:
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError:
            return False
    try:
        # the runtime folder is named by the environment and may be reached by a link;
        # a folder of ours never is one
        info = os.stat(path) if not make else os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
        return False
    if stat.S_IMODE(info.st_mode) & 0o077:
        if not make:
            return False
        try:
            os.chmod(path, 0o700)
        except OSError:
            return False
    return True


def _is_ours(path: str) -> bool:
    """A socket file of this user's (never a squatter's)."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISSOCK(info.st_mode) and info.st_uid == os.getuid()


def read_key(folder: Path) -> bytes | None:
    """The hand-over's secret, if the data folder holds one only this user can read."""
    path = folder / KEY_NAME
    try:
        text = read_regular_file(path, 4 * KEY_BYTES)
        info = os.stat(path)
        key = bytes.fromhex(text.decode("ascii").strip())
    except (FileRefused, OSError, ValueError):
        return None
    if len(key) != KEY_BYTES:
        return None
    if FAMILY != "AF_PIPE" and (info.st_uid != os.getuid() or stat.S_IMODE(info.st_mode) & 0o077):
        return None  # (Windows: the data folder's own permissions keep it the player's)
    return key


def connect(address: str, timeout_s: float = HAND_OVER_S) -> Connection | None:
    """A connection to ``address``, or None. A Unix socket's connect waits while the
    listener's queue is full (a hung app's fills up): here it gives up in time."""
    if FAMILY == "AF_PIPE":
        try:
            return Client(address, family=FAMILY)  # (waits at most a second for a busy pipe)
        except OSError:
            return None
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout_s)
        sock.connect(address)
        sock.setblocking(True)
        return Connection(sock.detach())
    except OSError:
        return None
    finally:
        sock.close()


@contextmanager
def _one_at_a_time(folder: Path) -> Iterator[None]:
    """Starts on ``folder`` take or take over its lock one at a time (POSIX): Qt removes
    a stale lock file by opening it, taking its OS lock and unlinking the name, and a
    start slowed between the first two steps could unlink the lock another start has just
    made. The gate is an OS lock on the folder itself (never removed, so never stale).
    Best effort: where it cannot be had (a file system without it) starts go on without.
    Windows needs none: a lock file in use there cannot be deleted."""
    if FAMILY == "AF_PIPE":
        yield
        return
    import fcntl

    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_CLOEXEC)
    except OSError:
        yield
        return
    try:
        deadline = time.monotonic() + HAND_OVER_S
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    break  # (held that long: something else holds it; go on)
                time.sleep(0.01)
            except OSError:
                break
        yield
    finally:
        os.close(fd)  # (lets the gate go)


class NoLock(Exception):
    """The data folder cannot hold a lock (a read-only folder, a disk without a free
    inode): the app cannot make sure it is the only one writing there, so it does not
    start. ``args[0]`` is the reason, in the operating system's words."""


def _os_lock(path: Path) -> int | None:
    """The lock file's operating-system lock (``flock``), taken by the path's own bytes
    (a folder name that is not UTF-8 is a name like any other here, where Qt's lock file
    fails): the open file while this process holds it, None if another process holds
    it; ``NoLock`` if it can be neither made nor opened. An existing lock file is locked
    read-only: ``flock`` needs no write, so a read-only folder that has one still keeps
    a second app out."""
    if FAMILY == "AF_PIPE":
        raise NoLock("this system has no lock for it")
    import fcntl

    name = os.fsencode(path)
    flags = os.O_CLOEXEC | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(name, os.O_RDWR | os.O_CREAT | flags, 0o600)
    except OSError as made:
        try:
            fd = os.open(name, os.O_RDONLY | flags)
        except OSError:
            raise NoLock(os.strerror(made.errno or errno.EIO)) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except OSError as exc:
        os.close(fd)
        raise NoLock(os.strerror(exc.errno or errno.EIO)) from None
    return fd


def _mac(key: bytes, label: bytes, first: bytes, second: bytes) -> bytes:
    return hmac.new(key, label + first + second, hashlib.sha256).digest()


def _wait(conn: Connection, deadline: float, stop: Callable[[], bool]) -> bool:
    """Wait for a message on ``conn`` until ``deadline`` in short steps (``stop()``: give
    up early); True once one is there."""
    while not conn.poll(0.05):
        if stop() or time.monotonic() >= deadline:
            return False
    return True


class Instance(QObject):
    """This process's claim on a data folder. ``acquire`` takes it (False: another app
    has it, and ``hand_over`` asks that one to come to the front, or ``take_over`` takes
    a lock nobody answered for); once the application object exists, ``listen`` waits
    for later starts, and ``raise_requested`` is emitted (in the main thread) when one
    asks this app to come forward."""

    raise_requested = Signal()
    _asked = Signal(object)  # (connection, proof) of a later start, from a listening thread

    def __init__(self, folder: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.address: str | None = None  # where this app listens, once it does
        self._lock: QLockFile | None = None
        self._held_fd: int | None = None  # the lock held without Qt (``_os_lock``)
        self._key: bytes | None = None
        self._listener: Listener | None = None
        self._thread: threading.Thread | None = None
        self._closing = False
        self._guard = threading.Lock()
        self._key_guard = threading.Lock()
        self.unproven = False  # a later start: an app answered, but the secret was unusable
        self._waiting: list[threading.Event] = []  # the connections being heard, oldest first
        self._hearing: set[threading.Thread] = set()
        self._asked.connect(self._answer)

    # -- the lock --------------------------------------------------------------------
    def acquire(self) -> bool:
        """Take the folder (making it if need be); False if another app seems to have
        it (``hand_over``, then ``take_over`` if it did not answer); ``NoLock`` if the
        folder cannot hold a lock at all (then the app must not start: a second one
        would write beside it)."""
        try:
            make_folder(self.folder)
        except OSError:
            return True  # nobody can hold it; the window says what fails when it saves
        self._clear_odd_lock()
        lock = QLockFile(str(self.folder / LOCK_NAME))
        # Stale at once when its process is gone: an app left open for hours keeps its
        # lock. Any other lock (a damaged one, one whose number is another process now)
        # is stale when nobody answers for it: ``take_over``.
        lock.setStaleLockTime(0)
        with _one_at_a_time(self.folder):
            taken = lock.tryLock(0)
            if taken:
                self._lock = lock
                self._private_lock()
                return True
            if lock.error() == QLockFile.LockError.LockFailedError:
                return False  # someone seems to have it
            # Qt could not make its lock file (a folder name that is not UTF-8, a full
            # disk, a read-only folder): never "nobody has it". The OS's lock on the
            # same file decides, or the app does not start (``NoLock``).
            return self._hold_without_qt()

    def _private_lock(self) -> None:
        """Qt makes its lock file as the umask says (0666 under ``umask 000``): the
        player's alone, as every file the app writes."""
        try:
            os.chmod(self.folder / LOCK_NAME, FILE_MODE)
        except OSError:
            pass

    def _hold_without_qt(self) -> bool:
        fd = _os_lock(self.folder / LOCK_NAME)
        if fd is None:
            return False
        self._held_fd = fd
        return True

    @property
    def holds(self) -> bool:
        """This process holds the folder."""
        return self._lock is not None or self._held_fd is not None

    def take_over(self) -> bool:
        """Take a lock that no running app answered for (whatever the file holds); False
        if a live process still holds it (a hung app: it keeps its folder)."""
        self._clear_odd_lock()
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)
        # removeStaleLockFile takes the file's operating-system lock before removing it:
        # it fails while any live process has it, however damaged the file's text
        with _one_at_a_time(self.folder):
            taken = lock.tryLock(0) or (lock.removeStaleLockFile() and lock.tryLock(0))
            if taken:
                self._lock = lock
                self._private_lock()
                return True
            if lock.error() == QLockFile.LockError.LockFailedError and not os.access(
                os.fsencode(self.folder), os.W_OK
            ):
                # a lock file nobody answers for in a folder that cannot be written
                # (Qt cannot remove it): free if no live process holds its OS lock
                return self._hold_without_qt()
            if lock.error() not in (
                QLockFile.LockError.LockFailedError,
                QLockFile.LockError.NoError,
            ):
                return self._hold_without_qt()
        return False

    def _clear_odd_lock(self) -> None:
        """A pipe, a folder, a link or a device where the lock file should be is never a
        live app's lock (Qt makes a regular file): put it aside, unopened (Qt would open
        a pipe to read it and wait for ever)."""
        path = self.folder / LOCK_NAME
        try:
            info = os.lstat(path)
        except OSError:
            return
        if not stat.S_ISREG(info.st_mode):
            keep_aside(path)

    # -- listening -------------------------------------------------------------------
    def listen(self) -> bool:
        """Wait for later starts on this folder (in a thread); False if that cannot be
        done (the app runs on, but a second start cannot bring it forward)."""
        if not self.holds:
            return False
        self._key = self._make_key()
        if self._key is None:
            return False
        for address in socket_addresses(self.folder):
            listener = self._bind(address)
            if listener is not None:
                break
        else:
            return False
        self.address = address
        self._listener = listener
        self._thread = threading.Thread(
            target=self._serve, args=(listener,), daemon=True, name="braus-desktop-instance"
        )
        self._thread.start()
        return True

    def _make_key(self) -> bytes | None:
        """The folder's secret: the one there if it is sound, else a new one."""
        key = read_key(self.folder)
        if key is not None:
            return key
        key = os.urandom(KEY_BYTES)
        return key if self._write_key(key) else None

    def _write_key(self, key: bytes) -> bool:
        """Write the secret (0600: ``write_atomically``'s temporary file is made so
        whatever the umask). A folder, a link or a pipe in its place is set aside first:
        a rename cannot replace a folder, and a link's target is not the app's to write."""
        path = self.folder / KEY_NAME
        try:
            info = os.lstat(path)
        except OSError:
            pass
        else:
            if not stat.S_ISREG(info.st_mode) and keep_aside(path) is None:
                return False
        try:
            write_atomically(path, key.hex() + "\n")
        except OSError:
            return False
        return True

    def _keep_key(self) -> None:
        """Before a later start is greeted (it reads the secret then): the file holds
        this app's secret again if it was deleted, cut short, opened to others or
        replaced while the app ran (a later start could not prove itself and said the
        app "did not answer")."""
        key = self._key
        if key is None:
            return
        with self._key_guard:
            if read_key(self.folder) != key:
                self._write_key(key)

    @staticmethod
    def _bind(address: str) -> Listener | None:
        """A listener at ``address`` reachable by this user alone; None if not there."""
        if FAMILY == "AF_PIPE":
            try:
                return Listener(address, family=FAMILY, backlog=MAX_WAITING)
            except OSError:
                return None
        runtime = os.environ.get("XDG_RUNTIME_DIR")
        folder = os.path.dirname(address)
        in_runtime = bool(runtime) and os.path.normpath(folder) == os.path.normpath(runtime or "")
        if not private_folder(folder, make=not in_runtime):
            return None
        try:
            # a socket file left by a killed app: this app holds the folder's lock, so no
            # live app listens there (and nobody else can write in this folder)
            if os.path.lexists(address):
                os.unlink(address)
            listener = Listener(address, family=FAMILY, backlog=MAX_WAITING)
        except OSError:
            return None
        try:
            os.chmod(address, 0o600)  # not the umask's choice
        except OSError:
            listener.close()
            return None
        return listener

    def _serve(self, listener: Listener) -> None:
        while True:
            try:
                conn = listener.accept()
            except OSError:
                return
            if self._closing:  # the app is ending (release woke this thread)
                conn.close()
                return
            gone = threading.Event()
            with self._guard:
                if len(self._waiting) >= MAX_WAITING:
                    self._waiting.pop(0).set()  # the oldest silent one gives way
                self._waiting.append(gone)
                self._hearing = {t for t in self._hearing if t.is_alive()}
                thread = threading.Thread(
                    target=self._hear,
                    args=(conn, gone),
                    daemon=True,
                    name="braus-desktop-instance-ask",
                )
                self._hearing.add(thread)
            thread.start()

    def _hear(self, conn: Connection, gone: threading.Event) -> None:
        """One later start's request: answered in the main thread if it proves it knows
        the secret; any other connection is closed within ``HAND_OVER_S``."""
        answer: Connection | None = None
        proof = b""
        try:
            self._keep_key()
            nonce = os.urandom(NONCE_BYTES)
            conn.send_bytes(HELLO + nonce)
            deadline = time.monotonic() + HAND_OVER_S
            if not _wait(conn, deadline, lambda: gone.is_set() or self._closing):
                return
            message = conn.recv_bytes(len(RAISE) + NONCE_BYTES + 32)
            theirs = message[len(RAISE) : len(RAISE) + NONCE_BYTES]
            key = self._key
            if (
                key is not None
                and message.startswith(RAISE)
                and len(theirs) == NONCE_BYTES
                and hmac.compare_digest(
                    message[len(RAISE) + NONCE_BYTES :], _mac(key, RAISE, nonce, theirs)
                )
                and not self._closing
            ):
                answer, proof = conn, _mac(key, RAISED, theirs, nonce)
        except (OSError, EOFError):
            pass
        finally:
            with self._guard:
                if gone in self._waiting:
                    self._waiting.remove(gone)
            if answer is None:
                conn.close()
        if answer is not None:
            self._asked.emit((answer, proof))  # answered from the main thread: proof it runs

    def _answer(self, asked: tuple[Connection, bytes]) -> None:
        conn, proof = asked
        self.raise_requested.emit()
        try:
            conn.send_bytes(RAISED + proof)
        except OSError:
            pass
        conn.close()

    # -- a later start -----------------------------------------------------------------
    def hand_over(self, timeout_s: float = HAND_OVER_S) -> bool:
        """Ask the app that holds the folder to bring its window to the front; True once
        it said it did (and proved it is the player's app), False if no app answered in
        time."""
        deadline = time.monotonic() + timeout_s
        while True:
            conn = self._connect()
            if conn is not None:
                break
            # still starting (its lock taken, not listening yet), or gone
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)
        try:
            if not _wait(conn, deadline, lambda: False):
                return False
            hello = conn.recv_bytes(len(HELLO) + NONCE_BYTES)
            theirs = hello[len(HELLO) :]
            key = read_key(self.folder)  # read now: the app writes it before it listens
            if not hello.startswith(HELLO) or len(theirs) != NONCE_BYTES:
                return False
            if key is None:
                self.unproven = True  # the app that answered could not restore it
                return False
            mine = os.urandom(NONCE_BYTES)
            conn.send_bytes(RAISE + mine + _mac(key, RAISE, theirs, mine))
            if not _wait(conn, deadline, lambda: False):
                return False
            reply = conn.recv_bytes(len(RAISED) + 32)
            return reply.startswith(RAISED) and hmac.compare_digest(
                reply[len(RAISED) :], _mac(key, RAISED, mine, theirs)
            )
        except (OSError, EOFError):
            return False
        finally:
            conn.close()

    def _connect(self) -> Connection | None:
        """A connection to the first of the folder's sockets that is this user's own."""
        for address in socket_addresses(self.folder):
            if FAMILY != "AF_PIPE" and not _is_ours(address):
                continue
            conn = connect(address)
            if conn is not None:
                return conn
        return None

    def release(self) -> None:
        """Give the folder up (the app is ending)."""
        if self._listener is not None:
            # The threads must be gone before this object is: a request still in hand
            # would reach a window that no longer exists. Closing the socket would not
            # wake its accept() (on Linux); a connection does.
            self._closing = True
            if self.address is not None:
                woken = connect(self.address)
                if woken is not None:
                    woken.close()
            if self._thread is not None:
                self._thread.join(HAND_OVER_S + 1)
            with self._guard:
                hearing = list(self._hearing)
            for thread in hearing:  # each sees ``_closing`` within a poll step
                thread.join(HAND_OVER_S + 1)
            self._listener.close()  # (also removes the socket file)
            self._listener = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
        if self._held_fd is not None:
            os.close(self._held_fd)  # (lets the OS lock go; the empty file stays, stale)
            self._held_fd = None
