"""Statistics set aside that this app can read are offered back (issue 44, item 7): an
older app set a newer database aside as ``.corrupt`` and this app, started again, began
a new one; the player's history stayed hidden for good. Now one question at the start:
bring them back (the rows the database lacks are copied in; the file stays as it was)
or leave them aside (remembered: not asked again for that file)."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from braus_desktop.app.store.restore import findings
from tests.app.test_statistics_app import BOTS, WAIT, play_match

DB = "statistics.sqlite3"


def history_set_aside(qtbot, open_window, tmp_path) -> dict:
    """A match played and counted, then its database set aside as an older app does."""
    first = open_window()
    play_match(qtbot, first, 11)
    counts = first.statistics.store.counts()
    assert counts["matches"] == 1
    first.shutdown()
    first.close()
    data = tmp_path / "data"
    (data / DB).rename(data / (DB + ".corrupt"))
    return counts


def answer(qtbot, button_text: str, asked: list) -> QTimer:
    """Click ``button_text`` on the question as soon as it is up (its words kept)."""

    def click():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "bring-back":
            asked.append((box.windowTitle(), box.text(), box.informativeText()))
            next(b for b in box.buttons() if b.text() == button_text).click()

    timer = QTimer()
    timer.timeout.connect(click)
    timer.start(50)
    return timer


def start_again(qtbot, open_window, name: str):
    window = open_window(name)
    window.controller.new_match("braus", {"target": 3}, BOTS, None, seed=12)
    return window


@pytest.mark.parametrize("choice", ["&Bring them back", "&Leave them aside"])
def test_set_aside_statistics_this_app_can_read_are_offered_back_once(
    qtbot, open_window, tmp_path, choice
):
    before = history_set_aside(qtbot, open_window, tmp_path)
    aside = (tmp_path / "data" / (DB + ".corrupt")).read_bytes()
    asked: list = []
    timer = answer(qtbot, choice, asked)
    again = start_again(qtbot, open_window, "settings-2.ini")
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT)  # (never asked: hidden for good)
    timer.stop()
    title, text, details = asked[0]
    assert title == "Earlier statistics found"
    assert "statistics.sqlite3.corrupt" in text and text.endswith("?")
    assert (
        details == f"Finished deals in it that your statistics lack: {before['deals']}. Matches: 1."
    )
    store = again.statistics.store
    status = again.statusBar().currentMessage()
    if choice == "&Bring them back":
        assert store.counts() == before
        assert status.startswith("Your earlier statistics are back")
    else:
        assert store.counts() == {"deals": 0, "matches": 0}
        assert status == "Your earlier statistics stay aside in statistics.sqlite3.corrupt."
    assert (tmp_path / "data" / (DB + ".corrupt")).read_bytes() == aside  # only read
    # the next start asks nothing: brought back (nothing left to bring), or left aside
    again.shutdown()
    again.close()
    asked_later: list = []
    timer = answer(qtbot, choice, asked_later)
    third = start_again(qtbot, open_window, "settings-2.ini")
    qtbot.waitUntil(lambda: third.statistics is not None, timeout=WAIT)
    qtbot.wait(500)
    timer.stop()
    assert asked_later == []
    if choice == "&Bring them back":
        assert findings(third.statistics.store) == []


def test_a_set_aside_file_this_app_cannot_read_is_not_offered(qtbot, open_window, tmp_path):
    history_set_aside(qtbot, open_window, tmp_path)
    data = tmp_path / "data"
    spoiled = bytearray((data / (DB + ".corrupt")).read_bytes())
    spoiled[60:64] = (99).to_bytes(4, "big")  # user_version 99: a newer app's
    (data / (DB + ".corrupt")).write_bytes(bytes(spoiled))
    shutil.copy(data / (DB + ".corrupt"), data / (DB + ".corrupt-2"))
    (data / (DB + ".corrupt-3")).write_bytes(b"not a database at all")
    window = start_again(qtbot, open_window, "settings-2.ini")
    qtbot.waitUntil(lambda: window.statistics is not None, timeout=WAIT)
    assert findings(window.statistics.store) == []
