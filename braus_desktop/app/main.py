"""Start the desktop application: ``run(argv)`` is what ``braus-desktop`` and
``python -m braus_desktop`` call.

``--smoke-test`` opens the window, plays one deal with computer players in every seat at
instant speed and exits 0 (packaging checks it); it keeps its data and settings in a
temporary folder so the player's saved game is never touched. ``--first-frame-exit``
(for ``benchmarks/gui_speed.py``) opens the window the same way, with a throwaway data
folder and settings, and quits as soon as the table has been painted once.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

from PySide6.QtCore import QEvent, QObject, QSettings, QStandardPaths, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__

try:  # bundles: the assets compiled into Qt resources (:/assets) by packaging/build.py
    from . import resources_rc  # noqa: F401
except ImportError:  # a source checkout reads assets/ directly
    pass

from .art import icon_path
from .settings import APPLICATION, ORGANIZATION, SPEEDS, Settings

SMOKE_TIMEOUT_MS = 120_000


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="braus-desktop", add_help=True)
    parser.add_argument("--smoke-test", action="store_true",
                        help="play one deal bot against bot at instant speed and exit")
    parser.add_argument("--first-frame-exit", nargs="?", const="window",
                        choices=("window", "cards"),
                        help="open the window with throwaway data and settings and quit once "
                        "the table is first painted ('cards': first painted with the deal "
                        "on it) (cold-start benchmark)")
    parser.add_argument("--watch", action="store_true",
                        help="watch computer players play Bräus in every seat, deal after deal "
                        "(kept apart from your own saved game unless --data-dir says)")
    parser.add_argument("--data-dir", help="where the saved game is kept (default: the "
                        "platform's application data folder)")
    parser.add_argument("--version", action="version", version=f"Bräus Desktop {__version__}")
    args, _qt = parser.parse_known_args(argv)
    return args


def application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(["braus-desktop"] + list(argv or []))
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("braus-desktop")
    app.setWindowIcon(QIcon(icon_path()))
    return app


def data_dir() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)


def run(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = _parse(argv)
    app = application()
    from .main_window import MainWindow
    if args.smoke_test:
        return _smoke(app, MainWindow)
    if args.first_frame_exit:
        return _first_frame(app, MainWindow, cards=args.first_frame_exit == "cards")
    folder = args.data_dir or data_dir()
    if args.watch:
        return _watch(app, MainWindow, args.data_dir or os.path.join(data_dir(), "watch"))
    settings = Settings()
    from .i18n import install
    install(app, settings.language)
    window = MainWindow(settings, data_dir=folder, start_after_first_frame=True)
    window.show()
    code = app.exec()
    _dispose(window)
    return code


def _watch(app: QApplication, MainWindow, folder: str) -> int:
    """Computer players in every seat, deal after deal, saving as a match does (resumed
    from ``folder`` the next time)."""
    from .choice import GameChoice, default_names
    settings = Settings()
    speed = os.environ.get("BRAUS_WATCH_SPEED", settings.speed)
    settings.override("animation/speed", speed if speed in SPEEDS else settings.speed)
    choice = GameChoice("braus", {"players": 4}, ["standard"] * 4, default_names(4))
    window = MainWindow(settings, data_dir=folder, choice=choice,
                        start_after_first_frame=True)

    def carry_on(_text: str) -> None:
        QTimer.singleShot(1500 if settings.speed_factor else 0, window.next_deal)

    window.controller.deal_finished.connect(carry_on)
    window.controller.match_finished.connect(carry_on)
    window.show()
    code = app.exec()
    _dispose(window)
    return code


def _dispose(window) -> None:
    """Delete the window while Qt is still up (Python's exit order would be too late)."""
    import shiboken6
    window.controller.shutdown()
    if shiboken6.isValid(window):
        shiboken6.delete(window)


def _smoke(app: QApplication, MainWindow) -> int:
    from .choice import GameChoice
    with tempfile.TemporaryDirectory(prefix="braus-smoke-") as tmp:
        store = QSettings(f"{tmp}/settings.ini", QSettings.IniFormat)
        settings = Settings(store)
        settings.override("animation/speed", "instant")
        choice = GameChoice("braus", {"players": 4}, ["standard"] * 4,
                            ["South", "West", "North", "East"])
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

    def __init__(self, app: QApplication, ready=lambda: True) -> None:
        super().__init__()
        self.app = app
        self.ready = ready
        self.painted = False

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Paint and not self.painted and self.ready():
            self.painted = True
            QTimer.singleShot(0, self._painted)  # after this paint has been done
        return False

    def _painted(self) -> None:
        import time
        print(f"first frame at {time.time():.6f}", flush=True)  # the benchmark's clock
        self.app.quit()


def _first_frame(app: QApplication, MainWindow, cards: bool = False) -> int:
    """Start as ``run`` does, with throwaway data and settings; quit after the table's
    first frame (``cards``: its first frame with the deal on it)."""
    with tempfile.TemporaryDirectory(prefix="braus-first-frame-") as tmp:
        settings = Settings(QSettings(f"{tmp}/settings.ini", QSettings.IniFormat))
        from .i18n import install
        install(app, settings.language)  # as run does: its cost belongs to the figure
        window = MainWindow(settings, data_dir=tmp, resume=False, start_after_first_frame=True)
        table = window.table
        watcher = _QuitAfterPaint(app, (lambda: table.trick is not None) if cards
                                  else (lambda: True))
        table.viewport().installEventFilter(watcher)
        window.show()
        QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
        app.exec()
        table.viewport().removeEventFilter(watcher)
        _dispose(window)
        print("first frame: " + ("painted" if watcher.painted else "timed out"), flush=True)
        return 0 if watcher.painted else 1
