"""Shared by the app tests: one QApplication for the session (once a bare QGuiApplication
exists no QApplication can be made, so it is created first), every test failing on any Qt
warning, and a main window at instant speed with its own data and settings."""

import pytest
from PySide6.QtCore import QSettings, QtMsgType, qInstallMessageHandler

# The offscreen platform's own notice whenever a window is shown: about the test platform,
# not about the app.
NOISE = ("This plugin does not support",)


@pytest.fixture(scope="session", autouse=True)
def _widgets_app(qapp):
    return qapp


@pytest.fixture(autouse=True)
def qt_warnings(qapp):
    """Fail the test on any Qt warning (or worse) logged while it ran."""
    seen: list[str] = []

    def handler(kind, context, message):
        if kind in (
            QtMsgType.QtWarningMsg,
            QtMsgType.QtCriticalMsg,
            QtMsgType.QtFatalMsg,
        ) and not any(n in message for n in NOISE):
            seen.append(message)

    previous = qInstallMessageHandler(handler)
    yield seen
    qInstallMessageHandler(previous)
    assert not seen, f"Qt warnings: {seen}"


@pytest.fixture(autouse=True)
def no_pause_to_read_tricks(monkeypatch):
    """At the instant speed a full trick is not held to be read (``INSTANT_SEEN_MS``): the
    tests play thousands of tricks; a test about that moment sets it back."""
    from braus_desktop.app.table import timings

    monkeypatch.setattr(timings, "INSTANT_SEEN_MS", 0)


@pytest.fixture(autouse=True)
def coach_rests(request, monkeypatch):
    """The coach values the player's decisions on the bots' worker while a deal is played
    and reviews each finished deal: seconds of processor time a deal, which the tests of
    the table, the dialogs and the words do not look at (four fifths of the processor time
    of a file of whole deals went to it). So it rests in the app's tests unless a test is
    marked ``coach`` (what it reviews is its own, tested in those tests and in tests/bots).
    """
    if request.node.get_closest_marker("coach") is None:
        from braus_desktop.app.coach import Coach

        monkeypatch.setattr(Coach, "active", property(lambda self: False))


@pytest.fixture
def in_language(qapp):
    """``in_language("is")`` shows the interface in that language for the rest of the
    test; English comes back afterwards, whatever the test did."""
    from braus_desktop.app import i18n

    def install(code: str) -> None:
        assert i18n.install(qapp, code) == code

    yield install
    assert i18n.install(qapp, "en") == "en"


@pytest.fixture
def open_window(qtbot, tmp_path):
    """Makes main windows with instant animations on tmp_path's data folder: the first one
    a test uses, and later sessions of the same player (each with its own settings file,
    shown at 1024x700 unless ``show`` is False). Their bot threads stop at the end."""
    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings

    made = []

    def make(settings_file: str = "settings.ini", show: bool = True):
        settings = Settings(QSettings(str(tmp_path / settings_file), QSettings.IniFormat))
        settings.override("animation/speed", "instant")
        win = MainWindow(settings, data_dir=tmp_path / "data", defer=True)
        qtbot.addWidget(win)
        made.append(win)
        if show:
            win.resize(1024, 700)
            win.show()
            qtbot.waitExposed(win)
        return win

    yield make
    for win in made:
        win.controller.shutdown()


@pytest.fixture
def window(open_window):
    """The main window at 1024x700, instant animations, data and settings in tmp_path."""
    return open_window()


# A long history for the tests of what reads it (issue 45): made once per test run by the
# benchmark's own builder (benchmarks/long_history.py) at a small size; the big sizes
# live in the benchmark. More due exercises than a page of My mistakes.
LONG_DEALS = 2000
LONG_DUE = 1000


@pytest.fixture(scope="session")
def long_history(tmp_path_factory):
    """The folder of the long history (its ``statistics.sqlite3``); a test that writes
    copies it first (``long_copy``)."""
    from tests.bots.benchmark_module import load

    builder = load("long_history")
    folder = tmp_path_factory.mktemp("long-history")
    builder.build(folder, LONG_DEALS, LONG_DUE)
    return folder


@pytest.fixture
def long_copy(long_history, tmp_path):
    """A copy of the long history's folder this test may write to."""
    import shutil

    return shutil.copytree(long_history, tmp_path / "data")
