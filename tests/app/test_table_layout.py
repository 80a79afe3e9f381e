"""Things on the table that must not land on each other or linger (found by looking
at the screenshots in docs/screenshots)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from braus_desktop.app.main_window import MainWindow
from braus_desktop.app.settings import Settings

WAIT = 60_000


def make_window(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    win = MainWindow(settings, data_dir=tmp_path / "data", defer=True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_a_new_match_starts_without_the_last_games_bubbles(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    c = win.controller
    c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=1)
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    win.table.bubble(1, "Pass")
    win.table.bubble(2, "Won!")
    assert win.table.bubbles
    c.new_match("brus", {}, ["human", "standard", "standard", "standard"], None, seed=1)
    assert not win.table.bubbles
    c.shutdown()
