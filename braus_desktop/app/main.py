"""Start the desktop application: ``run(argv)`` is what ``braus-desktop`` and
``python -m braus_desktop`` call.

``--smoke-test`` opens the window, plays one deal with computer players in every seat at
instant speed and exits 0 (packaging checks it); it keeps its data and settings in a
temporary folder so the player's saved game is never touched.
"""

from __future__ import annotations

import argparse
import sys
import tempfile

from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from .art import icon_path
from .settings import APPLICATION, ORGANIZATION, Settings

SMOKE_TIMEOUT_MS = 120_000


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="braus-desktop", add_help=True)
    parser.add_argument("--smoke-test", action="store_true",
                        help="play one deal bot against bot at instant speed and exit")
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
    window = MainWindow(Settings(), data_dir=args.data_dir or data_dir())
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
    from .main_window import GameChoice
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
