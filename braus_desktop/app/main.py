"""Start the desktop application: ``run(argv)`` is what ``braus-desktop`` and
``python -m braus_desktop`` call.

One app runs per data folder (``instance.py``): a start on a folder that an app already
has brings that app's window to the front and exits 0 without touching the folder (1 if
the app holding it is alive but did not answer; a lock no live app holds is taken over,
whatever the lock file says; 1 with a sentence if the folder cannot be locked at all, 2
if its name is too long for the system). Ctrl-C (SIGINT) and SIGTERM close the window as its close
button does, then the app exits with 128 plus the signal's number (130 for Ctrl-C).
Without a display it says so in one line on stderr and exits 2, rather than letting Qt
abort. (These lines are printed before Qt, and so any translation, is up: they are in
English, and not marked for translation.)

``--smoke-test`` opens the window, plays one deal with computer players in every seat at
instant speed and exits 0 (packaging checks it); it keeps its data and settings in a
temporary folder so the player's saved game is never touched. ``--first-frame-exit``
(for ``benchmarks/gui_speed.py``) opens the window the same way, with a throwaway data
folder and settings, and quits as soon as the table has been painted once.
"""

from __future__ import annotations

import argparse
import errno
import gc
import os
import signal
import sys
import tempfile
from collections.abc import Callable, Mapping
from types import FrameType
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    QSocketNotifier,
    QStandardPaths,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from .compat import spare_feature_scan

spare_feature_scan()  # (before the window's modules load: PySide need not read them)

try:  # bundles: the assets compiled into Qt resources (:/assets) by packaging/build.py
    # (made by the build, not in a checkout: mypy finds no such module)
    from . import resources_rc  # type: ignore[attr-defined]  # noqa: F401
except ImportError:  # a source checkout reads assets/ directly
    pass

from .art import icon_path  # noqa: E402  (after spare_feature_scan)
from .settings import APPLICATION, ORGANIZATION, SPEEDS, Settings  # noqa: E402

if TYPE_CHECKING:  # (the window loads after the arguments are read)
    import socket

    from PySide6.QtCore import QMessageLogContext

    from .instance import Instance
    from .main_window import MainWindow

SMOKE_TIMEOUT_MS = 120_000


class _WindowParser(argparse.ArgumentParser):
    """The window's options; its help also names the command-line tool's commands, read
    from the tool's own parser only when the help is shown (a start does not load it)."""

    def format_help(self) -> str:
        from ..cli import build_parser

        commands = [
            name
            for action in build_parser()._actions
            if isinstance(action, argparse._SubParsersAction)
            for name in action.choices
        ]
        self.epilog = (
            "Without the window: braus-desktop COMMAND ... (or braus-desktop-cli "
            "COMMAND ...) runs the command-line tool, whose commands are "
            f"{', '.join(commands)}; braus-desktop-cli --help describes them."
        )
        return super().format_help()


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = _WindowParser(
        prog="braus-desktop",
        add_help=True,
        description="Bräus, Brus, Brús and Horwell's multi-card Brag against computer "
        "players: opens the game's window.",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="play one deal bot against bot at instant speed and exit",
    )
    parser.add_argument(
        "--first-frame-exit",
        nargs="?",
        const="window",
        choices=("window", "cards"),
        help="open the window with throwaway data and settings and quit once "
        "the table is first painted ('cards': first painted with the deal "
        "on it) (cold-start benchmark)",
    )
    parser.add_argument(
        "--watch",
        action="store_true",
        help="watch computer players play Bräus in every seat, deal after deal "
        "(kept apart from your own saved game unless --data-dir says)",
    )
    parser.add_argument(
        "--data-dir",
        help="where the saved game is kept (default: the platform's application data folder)",
    )
    parser.add_argument("--version", action="version", version=f"Bräus Desktop {__version__}")
    args, _qt = parser.parse_known_args(argv)
    return args


def _name_application() -> None:
    """The names the data and settings folders are found by (no application object
    needed)."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)


def application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = _start_qt(["braus-desktop"] + list(argv or []))
    _name_application()
    app.setDesktopFileName("braus-desktop")
    app.setWindowIcon(QIcon(icon_path()))
    return app


def data_dir() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)


def run(argv: list[str] | None = None, collection_held: bool = False) -> int:
    """The window's start (``collection_held``: the caller switched Python's cyclic
    garbage collector off for the start; it is switched on again once the deal's first
    frame is painted)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = _parse(argv)
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    if args.smoke_test or args.first_frame_exit:  # throwaway folders: no instance to hold
        app = application()
        from .main_window import MainWindow

        if args.smoke_test:
            if collection_held:
                gc.enable()
            return _smoke(app, MainWindow)
        return _first_frame(
            app,
            MainWindow,
            cards=args.first_frame_exit == "cards",
            collection_held=collection_held,
        )
    _name_application()
    folder = args.data_dir or data_dir()
    if args.watch and not args.data_dir:
        folder = os.path.join(folder, "watch")
    problem = folder_problem(folder)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    # Ctrl-C and SIGTERM are caught from before the lock is taken: one that came just after
    # it (before the window) ended the app with a KeyboardInterrupt and its lock file left
    ending = _Ending()
    try:
        # before anything in the folder is read or written
        from .instance import KEY_NAME, Instance, NoLock

        instance = Instance(folder)
        try:
            if not instance.acquire():
                if instance.hand_over():
                    return 0
                # no app answered: the lock is stale whatever it holds, unless a live
                # (hung) process still has it
                if not instance.take_over():
                    if instance.unproven:
                        print(
                            f"Bräus Desktop is already open for {shown(folder)}, but its window "
                            f"could not be brought forward: the file {KEY_NAME} there, which "
                            "proves a start is yours, cannot be read or written; make the "
                            "folder writable, or close the open app and start it "
                            "again.",
                            file=sys.stderr,
                        )
                        return 1
                    print(
                        f"Bräus Desktop is already open for {shown(folder)} but did not answer; "
                        "close it (or end it if it does not respond) and start it "
                        "again.",
                        file=sys.stderr,
                    )
                    return 1
            if not args.data_dir:
                # the app's own folder (and --watch's inside it); a folder the player
                # named with --data-dir is theirs to share or not, and left as it is
                from .store.files import tighten

                tighten(folder)
                if args.watch:
                    tighten(os.path.dirname(folder))
        except NoLock as exc:
            print(
                f"Bräus Desktop cannot start on {shown(folder)}: it cannot lock that folder ({exc.args[0]}), "
                "and without the lock a second copy of the app could write over this one's "
                "game; make the folder writable, or start Bräus Desktop with --data-dir and "
                "a folder you can write to.",
                file=sys.stderr,
            )
            return 1
        try:
            app = application()
            instance.listen()
            from .main_window import MainWindow

            if args.watch:
                window = _watch_window(MainWindow, folder)
            else:
                settings = Settings()
                from .i18n import install

                install(app, settings.language)
                from .dialogs.welcome import first_start

                window = MainWindow(
                    settings,
                    data_dir=folder,
                    start_after_first_frame=True,
                    welcome=first_start(settings),
                )
            if collection_held:
                collect_once_the_deal_is_shown(window)
            instance.raise_requested.connect(lambda: _bring_forward(window))
            window.show()
            code = ending.exec(app, instance)
            _dispose(window)
            return code
        finally:
            instance.release()
    finally:
        ending.restore()


def shown(folder: str) -> str:
    """A folder's name as a line on stderr can show it: bytes that are not UTF-8 (kept
    by Python as surrogates) are written as \\xff escapes, not a UnicodeEncodeError."""
    return os.fsencode(folder).decode("utf-8", "backslashreplace")


def folder_problem(folder: str) -> str | None:
    """Why the data folder's name cannot be used on this system (longer than it allows
    a path, or a part of it longer than a file name may be), in one sentence; else None
    (a folder that cannot be made or written is said by the window when it saves)."""
    try:
        os.stat(folder)
    except OSError as exc:
        if exc.errno != errno.ENAMETOOLONG:
            return None
    else:
        return None
    name = shown(folder)
    return (
        "Bräus Desktop cannot use the data folder {name}: its name is too long for this "
        "system ({length:,} bytes); start it with --data-dir and a shorter folder "
        "name."
    ).format(name=name if len(name) <= 80 else name[:79] + "…", length=len(os.fsencode(folder)))


def _watch_window(MainWindow: type[MainWindow], folder: str) -> MainWindow:
    """Computer players in every seat, deal after deal, saving as a match does (resumed
    from ``folder`` the next time)."""
    from .choice import GameChoice, default_names

    settings = Settings()
    speed = os.environ.get("BRAUS_WATCH_SPEED", settings.speed)
    settings.override("animation/speed", speed if speed in SPEEDS else settings.speed)
    choice = GameChoice("braus", {"players": 4}, ["standard"] * 4, default_names(4))
    window = MainWindow(settings, data_dir=folder, choice=choice, start_after_first_frame=True)

    def carry_on(_text: str) -> None:
        QTimer.singleShot(1500 if settings.speed_factor else 0, window.next_deal)

    window.controller.deal_finished.connect(carry_on)
    window.controller.match_finished.connect(carry_on)
    return window


def _bring_forward(window: MainWindow) -> None:
    """A later start asked for this window: show it in front, as it was (a minimised
    window comes back; a maximised one stays maximised)."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


class _Ending:
    """Ctrl-C (SIGINT) and SIGTERM close the window as its close button does (it saves
    and stops its computer players) and end the app with 128 plus the signal's number.
    Set up before the window is made: a signal that comes while it starts is kept and
    acted on as soon as the event loop runs."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self.app: QApplication | None = None
        self.instance: Instance | None = None
        handled = [s for s in (signal.SIGINT, getattr(signal, "SIGTERM", None)) if s]
        self._previous = {s: signal.signal(s, self._caught) for s in handled}
        self._wakeup = None

    def _caught(self, signum: int, _frame: FrameType | None) -> None:
        if self.signum is None:
            self.signum = signum
            if self.app is not None:
                QTimer.singleShot(0, self._end)

    def _end(self) -> None:
        if self.instance is not None:
            # a later start must not show the window again once it is closing (shown
            # after its close, it crashed as it was deleted)
            self.instance.blockSignals(True)
        if self.app is not None and self.signum is not None:
            self.app.closeAllWindows()
            self.app.exit(128 + self.signum)

    def exec(self, app: QApplication, instance: Instance | None = None) -> int:
        """Run the event loop until the window is closed or a signal closes it."""
        # Python runs a signal handler only between bytecodes, and Qt's loop runs in C++:
        # a byte written to this socket wakes the loop, whose Python slot lets it run.
        import socket

        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)
        notifier.activated.connect(lambda: _drain(reader))
        previous_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        self.app, self.instance = app, instance
        if self.signum is not None:  # it came while the window was being made
            QTimer.singleShot(0, self._end)
        try:
            code = app.exec()
        finally:
            self.app = None
            signal.set_wakeup_fd(previous_fd)
            notifier.setEnabled(False)
            reader.close()
            writer.close()
        return 128 + self.signum if self.signum is not None else code

    def restore(self) -> None:
        for s, handler in self._previous.items():
            signal.signal(s, handler)


def _drain(reader: socket.socket) -> None:
    try:
        reader.recv(512)
    except OSError:
        pass


# What Qt needs to open a window on X11 (its xcb platform plugin), beyond itself: the
# library and the Debian/Ubuntu package that has it.
XCB_LIBRARIES = (
    ("libxcb.so.1", "libxcb1"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
)


def display_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """Why no window can be opened here, in one sentence for the player, or None when
    Qt may try (on Linux and the BSDs: no display at all, or X11 libraries missing)."""
    env = os.environ if environ is None else environ
    if sys.platform in ("win32", "darwin") or env.get("QT_QPA_PLATFORM"):
        return None  # (a platform chosen by hand is Qt's to start; start_qt words a failure)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return "Bräus Desktop needs a graphical desktop: no display was found (DISPLAY is not set)."
    if env.get("WAYLAND_DISPLAY") or getattr(sys, "frozen", False):
        return None  # Wayland needs no X11 libraries; a bundle carries its own
    import ctypes

    missing = []
    for library, package in XCB_LIBRARIES:
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append((library, package))
    if not missing:
        return None
    return (
        "Bräus Desktop cannot open its window: libraries it needs to show windows on "
        "this desktop are missing ({libraries}); on Debian or Ubuntu, install them with: "
        "sudo apt install {packages}"
    ).format(
        libraries=", ".join(lib for lib, _ in missing), packages=" ".join(pkg for _, pkg in missing)
    )


def _start_qt(argv: list[str]) -> QApplication:
    """The QApplication; if Qt cannot start any display it would abort (a core dump): say
    why in one line and exit 2 instead."""
    held = []

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if mode == QtMsgType.QtFatalMsg:
            platform = os.environ.get("QT_QPA_PLATFORM")
            if platform:
                text = (
                    "Bräus Desktop could not open its window: the display system "
                    f'"{platform}" named by QT_QPA_PLATFORM could not be started.'
                )
            else:
                text = (
                    "Bräus Desktop needs a graphical desktop: the display {name} could "
                    "not be opened."
                ).format(name=os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
            sys.stderr.write(text + "\n")
            sys.stderr.flush()
            os._exit(2)
        held.append(
            f"{context.category}: {message}"
            if context.category and context.category != "default"
            else message
        )

    qInstallMessageHandler(handler)
    try:
        app = QApplication(argv)
    finally:
        qInstallMessageHandler(None)
    for line in held:  # what Qt said while starting, when it did start after all
        print(line, file=sys.stderr)
    return app


def _dispose(window: MainWindow) -> None:
    """Delete the window while Qt is still up (Python's exit order would be too late)."""
    import shiboken6

    window.shutdown()  # before a throwaway data folder is removed
    if shiboken6.isValid(window):
        shiboken6.delete(window)


def _smoke(app: QApplication, MainWindow: type[MainWindow]) -> int:
    from .choice import GameChoice

    with tempfile.TemporaryDirectory(prefix="braus-smoke-") as tmp:
        store = QSettings(f"{tmp}/settings.ini", QSettings.Format.IniFormat)
        settings = Settings(store)
        settings.override("animation/speed", "instant")
        choice = GameChoice(
            "braus", {"players": 4}, ["standard"] * 4, ["South", "West", "North", "East"]
        )
        outcome = {"code": 1}

        def finished(_text: str) -> None:
            outcome["code"] = 0
            QTimer.singleShot(0, app.quit)

        window = MainWindow(settings, data_dir=tmp, resume=False, choice=None, defer=True)
        window.controller.deal_finished.connect(finished)
        window.controller.match_finished.connect(finished)
        window.show()
        window.start(choice)
        QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
        app.exec()
        _dispose(window)
        print("smoke test: " + ("one deal played" if outcome["code"] == 0 else "timed out"))
        return outcome["code"]


class _QuitAfterPaint(QObject):
    """Quits the application once the watched widget has been painted (when ``ready()``)."""

    def __init__(self, app: QApplication, ready: Callable[[], bool] = lambda: True) -> None:
        super().__init__()
        self.app = app
        self.ready = ready
        self.painted = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted and self.ready():
            self.painted = True
            QTimer.singleShot(0, self._painted)  # after this paint has been done
        return False

    def _painted(self) -> None:
        import time

        print(f"first frame at {time.time():.6f}", flush=True)  # the benchmark's clock
        # ... and the process's CPU time so far (every thread's), which a busy machine
        # does not stretch as it stretches the wall time
        print(f"first frame's CPU {time.process_time():.6f}", flush=True)
        self.app.quit()


def collect_once_the_deal_is_shown(window: MainWindow) -> None:
    """Switch Python's cyclic garbage collector on again once the window's first deal
    is on the screen (or at most ``deal_shown.LONGEST_WAIT_MS`` after the window asks for
    it: a welcome first, a window started minimized). Until then objects in reference
    cycles wait, as they would for a collection; all others are freed as always."""
    window.after_deal_shown.add(gc.enable)


def _first_frame(
    app: QApplication,
    MainWindow: type[MainWindow],
    cards: bool = False,
    collection_held: bool = False,
) -> int:
    """Start as ``run`` does, with throwaway data and settings; quit after the table's
    first frame (``cards``: its first frame with the deal on it)."""
    with tempfile.TemporaryDirectory(prefix="braus-first-frame-") as tmp:
        settings = Settings(QSettings(f"{tmp}/settings.ini", QSettings.Format.IniFormat))
        from .i18n import install

        install(app, settings.language)  # as run does: its cost belongs to the figure
        window = MainWindow(settings, data_dir=tmp, resume=False, start_after_first_frame=True)
        if collection_held:
            collect_once_the_deal_is_shown(window)
        table = window.table
        watcher = _QuitAfterPaint(
            app, (lambda: table.trick is not None) if cards else (lambda: True)
        )
        table.viewport().installEventFilter(watcher)
        window.show()
        QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
        app.exec()
        table.viewport().removeEventFilter(watcher)
        _dispose(window)
        print("first frame: " + ("painted" if watcher.painted else "timed out"), flush=True)
        return 0 if watcher.painted else 1
