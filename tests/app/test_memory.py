"""What a long session must not keep: bubbles and banners once gone, the bots'
decisions once made (memory itself is measured in benchmarks/gui_speed.py)."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings

from braus_desktop.app import controller as controller_module
from braus_desktop.app.main_window import MainWindow
from braus_desktop.app.settings import Settings

WAIT = 60_000


def test_bubbles_banners_and_bot_tasks_are_freed(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    win = MainWindow(settings, data_dir=tmp_path / "data", defer=True)
    qtbot.addWidget(win)
    win.show()
    c = win.controller
    c.new_match("braus", {}, ["standard"] * 4, None, seed=3)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    view = win.table
    plate = view._banner
    assert plate is not None
    view.bubble(1, "Pass")
    bubble = view._bubbles[1]
    view.bubble(1, "Pass again")  # replaces the first
    newer = view._bubbles[1]
    view._drop_bubble(1, newer)  # what the end of its fade does
    win.next_deal()  # takes the banner away
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert not shiboken6.isValid(plate)
    assert not shiboken6.isValid(bubble) and not shiboken6.isValid(newer)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    c.shutdown()
    gc.collect()
    assert not [o for o in gc.get_objects() if isinstance(o, controller_module._BotTask)]
