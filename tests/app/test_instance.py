"""One app per data folder, Ctrl-C, and no display, each with real processes: a second
start on a folder brings the first app forward and exits 0 without touching a file; a
lock left by a killed app, or a damaged one nobody answers for, is taken over; the
hand-over socket is the player's alone (its folder's owner and mode checked, 0600 under
any umask, a secret both ends prove), and idle connections cannot keep a second start
from being answered; ``--watch`` in its own folder runs beside the game; SIGINT and
SIGTERM end the app with its match saved; without a display the app says so in one line
and exits 2 instead of dumping core."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from braus_desktop.rules import records

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and sockets")

LOCK = ".instance.lock"
SAVE = "current-match.json"
WAIT = 60  # seconds: generous, the suite runs on a loaded 2-core machine


def environment(tmp_path: Path, **extra) -> dict:
    """A player's environment of their own under tmp_path (settings, data, sockets): one
    who has started the app before (a first start would wait on the welcome)."""
    settings = tmp_path / "config" / "braus-desktop" / "Bräus Desktop.conf"
    if not settings.exists():
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text("[interface]\nwelcomed=true\n", encoding="utf-8")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        XDG_RUNTIME_DIR=str(tmp_path),
        BRAUS_WATCH_SPEED="instant",
    )
    env.update(extra)
    return {k: v for k, v in env.items() if v is not None}


def start(env: dict, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "braus_desktop", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for(condition, what: str, timeout: float = WAIT) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def holder(folder: Path) -> int | None:
    """The process id in the folder's lock file (None without one)."""
    try:
        return int((folder / LOCK).read_text().split("\n", 1)[0])
    except (OSError, ValueError):
        return None


def running_in(folder: Path, app: subprocess.Popen) -> None:
    """Wait until ``app`` holds ``folder`` and has saved its game there."""
    wait_for(
        lambda: holder(folder) == app.pid and (folder / SAVE).exists(),
        f"the app to start in {folder}",
    )
    assert app.poll() is None


def human_to_move(folder: Path) -> bool:
    """The saved deal waits for the player (seat 0): the app writes nothing until then."""
    try:
        match = records.load(folder / SAVE)
    except (OSError, records.RecordError):
        return False
    state = match.deal
    return not state.is_over and state.current_player == 0


def files(folder: Path) -> dict:
    """Every file in the folder with its bytes and modification time."""
    return {
        p.name: (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


def end(app: subprocess.Popen, how=signal.SIGINT) -> tuple[int, str, str]:
    if app.poll() is None:
        app.send_signal(how)
    try:
        out, err = app.communicate(timeout=WAIT)
    except subprocess.TimeoutExpired:
        app.kill()
        out, err = app.communicate()
        pytest.fail(f"the app did not end on {how!r}: {err}")
    return app.returncode, out, err


@pytest.fixture
def apps():
    """Processes a test started: none outlives it."""
    started: list[subprocess.Popen] = []
    yield started
    for app in started:
        if app.poll() is None:
            app.kill()
            app.communicate()


@pytest.mark.slow  # (two app processes)
def test_a_second_start_brings_the_first_forward_and_touches_nothing(tmp_path, apps):
    env = environment(tmp_path)
    data = tmp_path / "data"
    first = start(env, "--data-dir", str(data))
    apps.append(first)
    running_in(data, first)
    wait_for(lambda: human_to_move(data), "the player's turn")
    before = files(data)
    second = start(env, "--data-dir", str(data))
    apps.append(second)
    out, err = second.communicate(timeout=WAIT)
    # 0: the first app answered that it brought its window forward
    assert second.returncode == 0, err
    assert "Bräus" not in err and not out
    assert files(data) == before
    assert first.poll() is None and holder(data) == first.pid
    assert end(first)[0] == 130


@pytest.mark.slow  # (waits out an app that does not answer)
def test_a_second_start_says_so_when_the_first_does_not_answer(tmp_path, apps):
    env = environment(tmp_path)
    data = tmp_path / "data"
    first = start(env, "--data-dir", str(data))
    apps.append(first)
    running_in(data, first)
    wait_for(lambda: human_to_move(data), "the player's turn")
    before = files(data)
    first.send_signal(signal.SIGSTOP)  # hung
    try:
        second = start(env, "--data-dir", str(data))
        apps.append(second)
        out, err = second.communicate(timeout=WAIT)
    finally:
        first.send_signal(signal.SIGCONT)
    assert second.returncode == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "already open" in lines[0] and "did not answer" in lines[0]
    assert files(data) == before
    assert end(first)[0] == 130


def test_a_lock_left_by_a_killed_app_is_taken_over(tmp_path, apps):
    env = environment(tmp_path)
    data = tmp_path / "data"
    killed = start(env, "--data-dir", str(data))
    apps.append(killed)
    running_in(data, killed)
    killed.kill()
    killed.communicate()
    assert holder(data) == killed.pid  # left behind, as after a crash or a power cut
    again = start(env, "--data-dir", str(data))
    apps.append(again)
    wait_for(lambda: holder(data) == again.pid, "the next start to take the folder over")
    assert again.poll() is None
    # its socket replaced the killed app's: a third start reaches it
    third = start(env, "--data-dir", str(data))
    apps.append(third)
    third.communicate(timeout=WAIT)
    assert third.returncode == 0
    assert end(again)[0] == 130
    assert not (data / LOCK).exists()


def test_watching_in_its_own_folder_runs_beside_the_game(tmp_path, apps):
    env = environment(tmp_path)
    data = tmp_path / "xdg" / "braus-desktop" / "Bräus Desktop"  # the default data folder
    game = start(env)
    apps.append(game)
    running_in(data, game)
    watch = start(env, "--watch")
    apps.append(watch)
    running_in(data / "watch", watch)
    assert game.poll() is None and holder(data) == game.pid
    assert end(watch)[0] == 130
    assert end(game)[0] == 130


def progress(path: Path) -> tuple[str, int]:
    """Which match the save holds and how many actions it has saved (loading raises if
    the file is not a whole record)."""
    match = records.load(path)
    first = json.loads(path.read_text(encoding="utf-8"))["deals"][0]["setup"]
    return (
        f"{match.seed}:{json.dumps(first, sort_keys=True)}",
        sum(len(d.history) for d in match.deals),
    )


@pytest.mark.parametrize(
    "how, code", [(signal.SIGINT, 130), pytest.param(signal.SIGTERM, 143, marks=pytest.mark.slow)]
)
def test_ctrl_c_or_sigterm_ends_the_app_with_its_match_saved(tmp_path, apps, how, code):
    env = environment(tmp_path)
    data = tmp_path / "watch"
    app = start(env, "--watch", "--data-dir", str(data))
    apps.append(app)
    running_in(data, app)
    wait_for(lambda: progress(data / SAVE)[1] >= 20, "the computer players to play on")
    seen = progress(data / SAVE)
    returncode, _out, err = end(app, how)
    assert returncode == code, err
    now = progress(data / SAVE)  # a whole record ...
    assert now[0] != seen[0] or now[1] >= seen[1]  # ... with nothing saved lost
    assert not list(data.glob("*.tmp")) and not (data / LOCK).exists()
    assert "Traceback" not in err
    # the next start resumes it
    again = start(env, "--watch", "--data-dir", str(data))
    apps.append(again)
    wait_for(lambda: holder(data) == again.pid, "the next start")
    # signalled the moment it holds the lock, before its window: it ends as it would later
    # (a Ctrl-C there was once a KeyboardInterrupt, lost inside Qt, and the app ran on)
    returncode, _out, err = end(again)
    assert returncode == 130 and "Traceback" not in err, err


def test_leftovers_of_a_save_cut_off_are_removed_at_start(tmp_path, apps):
    env = environment(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    leftovers = [data / ".current-match.json-abc123.tmp", data / ".current-match.json-x_9.tmp"]
    for path in leftovers:
        path.write_text("half a wri")
    app = start(env, "--data-dir", str(data))
    apps.append(app)
    wait_for(lambda: (data / SAVE).exists(), "the app to start")
    # (the app holds the folder: no other app can be writing one of these right now)
    wait_for(lambda: not any(p.exists() for p in leftovers), "the leftovers to go")
    end(app)


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def test_no_display_is_said_in_one_line_and_exit_2(tmp_path):
    env = environment(tmp_path, QT_QPA_PLATFORM=None, DISPLAY=None, WAYLAND_DISPLAY=None)
    data = tmp_path / "data"
    done = subprocess.run(
        [sys.executable, "-m", "braus_desktop", "--data-dir", str(data)],
        env=env,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 2
    assert one_line(done.stderr) == (
        "Bräus Desktop needs a graphical desktop: no display was found (DISPLAY is not set)."
    )
    assert not data.exists()


def unused_display() -> int:
    """An X display number with neither a socket nor a lock file: no server there."""
    return next(
        n
        for n in range(97, 1000)
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock")
    )


@pytest.mark.parametrize(
    "extra",
    [
        {"QT_QPA_PLATFORM": "no-such-platform"},
        # no X server there: on this machine either its libraries are missing or it cannot
        # be reached, and either way the player is told in one line
        {"QT_QPA_PLATFORM": None, "WAYLAND_DISPLAY": None, "DISPLAY": "unused"},
    ],
)
def test_a_display_that_cannot_be_used_is_said_in_one_line_and_exit_2(tmp_path, extra):
    if extra.get("DISPLAY") == "unused":
        # a display number no X server on this machine has (a developer's Xvfb may be
        # running on any fixed one)
        extra = dict(extra, DISPLAY=f":{unused_display()}")
    env = environment(tmp_path, **extra)
    done = subprocess.run(
        [sys.executable, "-m", "braus_desktop", "--smoke-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert line.startswith("Bräus Desktop") and ("window" in line or "display" in line)


@pytest.mark.parametrize(
    "option", [pytest.param("--smoke-test", marks=pytest.mark.slow), "--first-frame-exit"]
)
def test_a_throwaway_run_leaves_no_temporary_folder_behind(tmp_path, option):
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = environment(tmp_path, TMPDIR=str(scratch))
    done = subprocess.run(
        [sys.executable, "-m", "braus_desktop", option],
        env=env,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 0, done.stderr
    assert not list(scratch.iterdir())


# ---------------------------------------------------------------- a damaged lock file


def lock_as_qt_writes_it(tmp_path: Path) -> list[str]:
    """The lines of a lock file a killed app of this machine left (pid, program name,
    host name, machine id, boot id), made by Qt itself."""
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    subprocess.run(
        [
            sys.executable,
            "-c",
            "import os, sys\n"
            "from PySide6.QtCore import QLockFile\n"
            "lock = QLockFile(sys.argv[1])\n"
            "lock.tryLock(0)\n"
            "os._exit(0)\n",
            str(scratch / LOCK),
        ],
        check=True,
        timeout=WAIT,
    )
    return (scratch / LOCK).read_text(encoding="utf-8").split("\n")


def damaged_lock(kind: str, tmp_path: Path, path: Path) -> None:
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "empty, a year old":
        path.write_bytes(b"")
        year_ago = time.time() - 366 * 24 * 3600
        os.utime(path, (year_ago, year_ago))
    elif kind == "NULs":
        path.write_bytes(b"\0" * 4096)
    elif kind == "text":
        path.write_text("this is not a lock file\n" * 20, encoding="utf-8")
    elif kind == "another machine's id":
        lines = lock_as_qt_writes_it(tmp_path)
        lines[0] = str(os.getpid())  # a live Python: it would pass for an app
        lines[3] = "0123456789abcdef0123456789abcdef"
        path.write_text("\n".join(lines), encoding="utf-8")
    elif kind == "a live unrelated process's number":
        lines = lock_as_qt_writes_it(tmp_path)
        lines[0] = str(os.getpid())  # this test's own Python, running, not an app
        path.write_text("\n".join(lines), encoding="utf-8")
    elif kind == "a folder":
        path.mkdir()
        (path / "inside").write_text("kept", encoding="utf-8")


# each starts the app in a process of its own (about 2 s of waiting): one in the fast
# lane, all in the whole suite
LOCKS = ["empty", "empty, a year old", "NULs", "text", "another machine's id"]
LOCKS += ["a live unrelated process's number", "a folder"]


@pytest.mark.parametrize(
    "kind", [k if k == "text" else pytest.param(k, marks=pytest.mark.slow) for k in LOCKS]
)
def test_a_damaged_lock_nobody_answers_for_is_taken_over(tmp_path, apps, kind):
    env = environment(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    damaged_lock(kind, tmp_path, data / LOCK)
    app = start(env, "--data-dir", str(data))
    apps.append(app)
    running_in(data, app)  # it took the folder: the lock now names it
    # and it is the folder's app: a second start is answered
    second = start(env, "--data-dir", str(data))
    apps.append(second)
    _out, err = second.communicate(timeout=WAIT)
    assert second.returncode == 0, err
    assert end(app)[0] == 130
    assert not (data / LOCK).exists()
    if kind == "a folder":  # put aside, not emptied
        assert (data / f"{LOCK}.corrupt" / "inside").read_text(encoding="utf-8") == "kept"


@pytest.mark.slow  # (app processes started together)
def test_simultaneous_starts_on_a_damaged_lock_leave_exactly_one_app(tmp_path, apps):
    env = environment(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    (data / LOCK).write_bytes(b"")
    starts = [start(env, "--data-dir", str(data)) for _ in range(4)]
    apps.extend(starts)
    wait_for(lambda: sum(app.poll() is None for app in starts) <= 1, "all starts but one to end")
    running = [app for app in starts if app.poll() is None]
    assert len(running) == 1
    assert all(app.returncode in (0, 1) for app in starts if app is not running[0])
    running_in(data, running[0])  # the one left holds the folder
    assert end(running[0])[0] == 130


# ---------------------------------------------------------------- the hand-over socket


def sockets_in(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_socket()]


@pytest.fixture
def short_folder():
    """A 0700 folder with a short path (a socket's path must stay under 104 bytes; a
    pytest folder is too deep for a runtime folder's socket name)."""
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="braus-run-", dir="/tmp"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("runtime", [True, False], ids=["runtime folder", "no runtime folder"])
def test_the_socket_is_the_players_alone_whatever_the_umask(tmp_path, apps, runtime, short_folder):
    run = short_folder
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = environment(tmp_path, XDG_RUNTIME_DIR=str(run) if runtime else None, TMPDIR=str(scratch))
    env.pop("XDG_RUNTIME_DIR", None)
    if runtime:
        env["XDG_RUNTIME_DIR"] = str(run)
    data = tmp_path / "data"
    app = subprocess.Popen(
        [sys.executable, "-m", "braus_desktop", "--data-dir", str(data)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        umask=0,
    )
    apps.append(app)
    running_in(data, app)
    wait_for(lambda: sockets_in(run if runtime else data), "the app to listen")
    (sock,) = sockets_in(run if runtime else data)
    assert sock.stat().st_mode & 0o077 == 0, oct(sock.stat().st_mode)
    assert sock.parent.stat().st_mode & 0o077 == 0, oct(sock.parent.stat().st_mode)
    assert sock.stat().st_uid == os.getuid()
    key = data / ".instance.key"
    assert key.stat().st_mode & 0o777 == 0o600
    assert not list(scratch.iterdir())  # nothing in the shared temporary folder
    second = start(env, "--data-dir", str(data))
    apps.append(second)
    _out, err = second.communicate(timeout=WAIT)
    assert second.returncode == 0, err
    assert end(app)[0] == 130


def test_a_runtime_folder_others_may_write_in_is_not_used(tmp_path, apps, short_folder):
    run = short_folder
    run.chmod(0o777)
    env = environment(tmp_path, XDG_RUNTIME_DIR=str(run), TMPDIR=str(tmp_path / "tmp"))
    data = tmp_path / "data"
    app = start(env, "--data-dir", str(data))
    apps.append(app)
    running_in(data, app)
    wait_for(lambda: sockets_in(data), "the app to listen in its own folder")
    assert not sockets_in(run)
    second = start(env, "--data-dir", str(data))
    apps.append(second)
    _out, err = second.communicate(timeout=WAIT)
    assert second.returncode == 0, err
    assert end(app)[0] == 130


class Squatter:
    """Another user's socket that answers "raised" to whoever asks, old style and new
    (it cannot know the player's secret), counting who came."""

    def __init__(self, path: Path) -> None:
        import socket
        import threading

        self.visits = 0
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.bind(str(path))
        self.sock.listen(8)
        os.chown(path, NOBODY, NOBODY)
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        from multiprocessing.connection import Connection

        while True:
            try:
                raw, _ = self.sock.accept()
            except OSError:
                return
            self.visits += 1
            conn = Connection(raw.detach())
            try:
                conn.send_bytes(b"braus-desktop hand-over 2:" + b"\0" * 32)
                if conn.poll(5):
                    conn.recv_bytes(1000)
                conn.send_bytes(b"raised:" + b"\0" * 32)
                conn.send_bytes(b"raised")
            except (OSError, EOFError):
                pass
            conn.close()

    def close(self) -> None:
        self.sock.close()


NOBODY = 65534
needs_root = pytest.mark.skipif(
    not hasattr(os, "getuid") or os.getuid() != 0,
    reason="another owner's files can be made only as root",
)


@needs_root
def test_places_squatted_by_another_user_are_never_used(tmp_path, apps, short_folder):
    """No runtime folder; another user got into the data folder first (it was left
    writable) and made the socket's folder and a socket that answers "raised", and made
    the temporary folder's one too. The app listens in neither, and a second start is
    never told "raised" by the squatter."""
    scratch = short_folder  # the temporary folder
    env = environment(tmp_path, TMPDIR=str(scratch))
    env.pop("XDG_RUNTIME_DIR")
    data = tmp_path / "data"
    data.mkdir()
    squatted = data / ".instance"
    squatted.mkdir()
    squatted.chmod(0o777)
    os.chown(squatted, NOBODY, NOBODY)
    squatter = Squatter(squatted / "handover.sock")
    try:
        app = start(env, "--data-dir", str(data))
        apps.append(app)
        running_in(data, app)
        wait_for(lambda: sockets_in(scratch), "the app to listen in a folder of its own")
        (sock,) = sockets_in(scratch)
        assert sock.parent.stat().st_uid == os.getuid()
        assert sock.parent.stat().st_mode & 0o777 == 0o700
        second = start(env, "--data-dir", str(data))
        apps.append(second)
        _out, err = second.communicate(timeout=WAIT)
        assert second.returncode == 0, err  # answered by the player's own app
        assert squatter.visits == 0
        assert end(app)[0] == 130
        # the temporary folder's place squatted too: the app cannot be reached, and
        # says so, but nobody else answers for it
        squatter.close()
        assert not sock.exists()  # removed at the end
        os.chown(sock.parent, NOBODY, NOBODY)
        squatter = Squatter(sock)  # at the very name the app would use
        app = start(env, "--data-dir", str(data))
        apps.append(app)
        running_in(data, app)
        second = start(env, "--data-dir", str(data))
        apps.append(second)
        _out, err = second.communicate(timeout=WAIT)
        assert second.returncode == 1 and "did not answer" in err
        assert squatter.visits == 0
        assert end(app)[0] == 130
    finally:
        squatter.close()


def test_a_squatter_that_says_raised_is_not_believed(tmp_path, qapp, short_folder):
    """A socket at the app's address whose owner does not know the player's secret
    (simulated here by a wrong key): "raised" from it is not an answer."""
    import threading
    from multiprocessing.connection import Listener

    from braus_desktop.app import instance as instance_module

    data = tmp_path / "data"
    data.mkdir()
    (data / ".instance.key").write_text("ab" * 32 + "\n")
    (data / ".instance.key").chmod(0o600)
    run = short_folder
    os.environ["XDG_RUNTIME_DIR"] = str(run)
    try:
        address = instance_module.socket_addresses(data)[0]
        listener = Listener(address, family="AF_UNIX")

        def answer_anyone() -> None:
            conn = listener.accept()
            conn.send_bytes(instance_module.HELLO + b"\1" * 32)
            conn.recv_bytes(1000)
            conn.send_bytes(instance_module.RAISED + b"\2" * 32)
            conn.close()

        thread = threading.Thread(target=answer_anyone, daemon=True)
        thread.start()
        assert instance_module.Instance(data).hand_over(timeout_s=WAIT) is False
        thread.join(WAIT)
        listener.close()
    finally:
        os.environ.pop("XDG_RUNTIME_DIR")


def test_idle_connections_do_not_keep_a_second_start_from_being_answered(tmp_path, apps):
    import socket

    env = environment(tmp_path)
    data = tmp_path / "data"
    first = start(env, "--data-dir", str(data))
    apps.append(first)
    running_in(data, first)
    wait_for(lambda: sockets_in(tmp_path), "the app to listen")
    (address,) = sockets_in(tmp_path)
    idle = []
    try:
        for _ in range(200):  # connect, say nothing, stay
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(5)
            try:
                s.connect(str(address))
            except OSError:
                s.close()
                continue
            idle.append(s)
        assert idle
        second = start(env, "--data-dir", str(data))
        apps.append(second)
        _out, err = second.communicate(timeout=WAIT)
        assert second.returncode == 0, err
    finally:
        for s in idle:
            s.close()
    assert end(first)[0] == 130
