"""Text at 200% (issue 47, WCAG 1.4.4): with the application's font twice its size, the
main dialogs, as they open on a 1920x1080 screen, show every word whole, none clipped
(the checks made at 4K: ``words_apart``'s cut words and ``dialog_cut``), and fit on the
screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from test_accessible_names import (deal_editor, lessons,
                                   new_game, rules_help, settings, statistics, welcome)
from test_large_screen import dialog_cut, laid_out, words_apart

SCREEN = QRect(0, 0, 1920, 1080 - 40)  # (a panel's room kept)


@pytest.fixture
def double_text(qapp, monkeypatch):
    """The application's words at twice their size for the test, then as they were."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: SCREEN)
    before = QApplication.font()
    font = QApplication.font()
    font.setPointSizeF(before.pointSizeF() * 2)
    QApplication.setFont(font)
    yield font
    QApplication.setFont(before)


def _new_game(tmp_path, _blunder):
    return new_game(tmp_path)


def _settings_dialog(tmp_path, _blunder):
    return settings(tmp_path)


def _lessons(tmp_path, _blunder):
    return lessons(tmp_path)


def _deal_editor(tmp_path, _blunder):
    return deal_editor(tmp_path)


def _statistics(tmp_path, _blunder):
    return statistics(tmp_path)


# The deal editor does not hold: its pack of card buttons (each its face and, under it,
# where it is dealt) needs 90 pixels a row at twice the size and gets 69 on a 1080 screen,
# so each place's word is cut (docs/accessibility.md)
TOO_TALL = pytest.mark.xfail(strict=True, reason="the deal editor's card grid is taller "
                             "than a 1080 screen at twice the size")
DIALOGS = [_new_game, _settings_dialog, _lessons, pytest.param(_deal_editor, marks=TOO_TALL),
           _statistics, rules_help, welcome]


@pytest.mark.parametrize("make", DIALOGS, ids=["new_game", "settings", "lessons",
                                               "deal_editor", "statistics", "rules_help",
                                               "welcome"])
def test_the_dialogs_words_are_whole_at_twice_the_size(qtbot, tmp_path, double_text, make):
    dialog = make(tmp_path, None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    laid_out()
    assert dialog.font().pointSizeF() >= double_text.pointSizeF()
    frame = dialog.frameGeometry()
    # clipped words (a word running close to another's, which ``words_apart`` also says,
    # is not clipping: the gaps between a label and its box keep their pixels)
    problems = [p for p in words_apart(dialog) if " cut: " in p] + dialog_cut(dialog)
    if frame.width() > SCREEN.width() or frame.height() > SCREEN.height():
        problems.append(f"the dialog {frame.size()} is larger than the screen")
    assert problems == [], "\n".join(problems)
    dialog.close()
