"""What a long session must not keep: bubbles and banners once gone, the bots'
decisions once made (memory itself is measured in benchmarks/gui_speed.py)."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings

from braus_desktop.app import bot_runner
from braus_desktop.app.main_window import MainWindow
from braus_desktop.app.settings import Settings

WAIT = 60_000


@pytest.fixture
def made_tasks(monkeypatch):
    """Weak references to every bot task made while the test runs: the test asks about
    its own tasks, not about whatever an earlier test's window may still be finishing."""
    made: list[weakref.ref] = []

    class Tracked(bot_runner.BotTask):
        def __init__(self, *args) -> None:
            super().__init__(*args)
            made.append(weakref.ref(self))

    monkeypatch.setattr("braus_desktop.app.controller.BotTask", Tracked)

    def alive() -> list:
        gc.collect()
        return [t for t in (r() for r in made) if t is not None]

    alive.made = made
    return alive


def test_bubbles_banners_and_bot_tasks_are_freed(qtbot, tmp_path, made_tasks):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    win = MainWindow(settings, data_dir=tmp_path / "data", defer=True)
    qtbot.addWidget(win)
    win.show()
    c = win.controller
    c.new_match("braus", {}, ["standard"] * 4, None, seed=3)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    view = win.table
    plate = view.overlays._banner
    assert plate is not None
    view.bubble(1, "Pass")
    bubble = view.overlays._bubbles[1]
    view.bubble(1, "Pass again")  # replaces the first
    newer = view.overlays._bubbles[1]
    view.overlays._drop_bubble(1, newer)  # what the end of its fade does
    win.next_deal()  # takes the banner away
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert not shiboken6.isValid(plate)
    assert not shiboken6.isValid(bubble) and not shiboken6.isValid(newer)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    c.shutdown()
    assert len(made_tasks.made) > 8  # the bots' decisions of two deals went through it
    assert not made_tasks()


class _Slow:
    """A chooser that thinks until it is told to answer."""

    def __init__(self) -> None:
        self.started, self.release = threading.Event(), threading.Event()
        self.asked = 0

    def choose(self, observation, legal):
        self.asked += 1
        self.started.set()
        self.release.wait(30)
        return legal[0]


def test_a_decision_still_queued_when_the_bots_stop_is_freed():
    """A decision waiting behind another (a bot's turn behind a hint) when the window
    closes: QThreadPool.clear() kept such a task, with its observation, for the app's
    life."""
    runner = bot_runner.BotRunner()
    signals = bot_runner.BotSignals()
    slow = _Slow()
    first = bot_runner.BotTask(slow, "obs", [1], "first", signals)
    queued = bot_runner.BotTask(slow, "obs", [2], "queued", signals)
    refs = weakref.ref(first), weakref.ref(queued)
    runner.start(first)
    runner.start(queued)
    del first, queued
    assert slow.started.wait(30)
    runner.cancel()  # as the window closes: the queued decision is dropped ...
    slow.release.set()
    assert runner.wait(timeout=30)  # ... and the one under way finishes
    assert slow.asked == 1
    gc.collect()
    assert [r() for r in refs] == [None, None]
