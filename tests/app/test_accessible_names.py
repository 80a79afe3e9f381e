"""Every control a player can reach in the dialogs has an accessible name, as assistive
technology asks for it (issue 47, item 4): ``QAccessible.queryAccessibleInterface`` over
every focusable, visible widget of New game, Settings, the lessons list, the arranger, the
deal editor, Statistics and My mistakes: a screen reader must never say just "button"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAccessible

from test_keyboard import reachable


def unnamed(dialog) -> list[str]:
    out = []
    for widget in reachable(dialog):
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is None or not iface.text(QAccessible.Text.Name).strip():
            out.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return out


def new_game(tmp_path):
    from braus_desktop.app.dialogs.new_game import NewGameDialog
    return NewGameDialog()


def settings(tmp_path):
    from braus_desktop.app.settings import Settings, SettingsDialog
    return SettingsDialog(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)))


def lessons(tmp_path):
    from braus_desktop.app.lessons.dialog import LessonsDialog
    return LessonsDialog(frozenset())


def arranger(tmp_path):
    from braus_desktop.app.art import CardArt
    from braus_desktop.app.dialogs.arranger import ArrangerDialog
    from braus_desktop.rules import make_game
    game = make_game("brag")
    state = game.new_deal(seed=3)
    return ArrangerDialog(game, state.hand(0), CardArt())


def deal_editor(tmp_path):
    from braus_desktop.app.dialogs.deal_editor import DealEditorDialog
    return DealEditorDialog()


def statistics(tmp_path):
    from braus_desktop.app.dialogs.statistics_dialog import StatisticsDialog
    from braus_desktop.app.store.statistics import StatisticsStore
    return StatisticsDialog(StatisticsStore(tmp_path / "statistics.sqlite3"))


DIALOGS = [new_game, settings, lessons, arranger, deal_editor, statistics]


@pytest.mark.parametrize("make", DIALOGS, ids=[d.__name__ for d in DIALOGS])
def test_every_reachable_control_is_named(qtbot, tmp_path, make):
    dialog = make(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert reachable(dialog)
    assert unnamed(dialog) == []
    dialog.close()
