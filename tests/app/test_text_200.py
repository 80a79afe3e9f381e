"""Text at 200% (issue 47, WCAG 1.4.4): with the application's font twice its size, the
main dialogs, as they open on a 1920x1080 screen, show every word whole, none clipped
(the checks made at 4K: ``words_apart``'s cut words and ``dialog_cut``), and fit on the
screen; the deal editor (every game's pack, dealt), the review, Puzzles and an exercise
do on a 1024x768 screen too, in English and Icelandic, with no words running into
another's either."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QScrollArea
from test_accessible_names import (  # noqa: F401
    arranger,
    blunder,
    deal_editor,
    deal_review,
    exercise,
    lessons,
    mistakes,
    new_game,
    puzzles,
    rules_help,
    settings,
    statistics,
    welcome,
)
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


DIALOGS = [_new_game, _settings_dialog, _lessons, _deal_editor, _statistics, rules_help, welcome]


@pytest.mark.parametrize(
    "make",
    DIALOGS,
    ids=["new_game", "settings", "lessons", "deal_editor", "statistics", "rules_help", "welcome"],
)
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


# the room of a 1024x768 and a 1920x1080 screen, a panel's kept
SCREENS = {"1024x768": QRect(0, 0, 1024, 768 - 40), "1920x1080": SCREEN}


def _whole(dialog, screen: QRect) -> list[str]:
    """What of ``dialog`` a player at twice the text size cannot read whole: words cut or
    running into another's (``words_apart``: what its scroll areas hide is left out),
    buttons and labels smaller than their words (``dialog_cut``), and the dialog larger
    than the screen."""
    laid_out()
    problems = words_apart(dialog) + dialog_cut(dialog)
    # what its scroll areas hide, each scrolled a page at a time (then back)
    for area in dialog.findChildren(QScrollArea):
        for bar in (area.verticalScrollBar(), area.horizontalScrollBar()):
            if bar.maximum() <= 0 or not area.isVisible():
                continue
            was = bar.value()
            for value in range(0, bar.maximum() + bar.pageStep(), max(1, bar.pageStep())):
                bar.setValue(min(value, bar.maximum()))
                laid_out()
                problems += [p for p in words_apart(dialog) if p not in problems]
            bar.setValue(was)
            laid_out()
    frame = dialog.frameGeometry()
    if frame.width() > screen.width() or frame.height() > screen.height():
        problems.append(f"the dialog {frame.size()} is larger than the screen {screen.size()}")
    return problems


def _shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    laid_out()
    return dialog


@pytest.mark.parametrize("language", ["en", "is"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_deal_editor_at_twice_the_size_every_game_dealt(
    qtbot, tmp_path, monkeypatch, double_text, in_language, screen, language
):
    """Every game the editor offers, its pack dealt at random (each card's place written
    under it, as long as the players' names): its words whole and apart, the dialog on the
    screen; the pack's rows whole, scrolled to when the screen has no room for them all
    (before, Qt's first size, two thirds of the screen, cut every card's place)."""
    room = SCREENS[screen]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    in_language(language)
    dialog = _shown(qtbot, deal_editor(tmp_path))
    assert dialog.font().pointSizeF() >= double_text.pointSizeF()
    for pick in range(dialog.game_box.count()):
        dialog.game_box.setCurrentIndex(pick)
        dialog.fill_rest()
        game = dialog.game_box.currentText()
        assert _whole(dialog, room) == [], (game, _whole(dialog, room))
        # the words under the cards grew with the dialog's (they were a fixed 8pt)
        card = next(iter(dialog._buttons.values()))
        assert card.fontInfo().pixelSize() >= 0.8 * dialog.fontInfo().pixelSize(), game
        # every card can be reached: the focused one is scrolled into sight
        last = dialog._buttons[dialog._order[-1]]
        last.setFocus()
        laid_out()
        dialog.pack_scroll.ensureWidgetVisible(last)
        dialog.body_scroll.ensureWidgetVisible(last)
        laid_out()
        seen = last.visibleRegion().boundingRect()
        assert seen.size() == last.size(), (game, seen, last.size())
    dialog.close()


def _review(tmp_path, blunder):  # noqa: F811
    return deal_review(tmp_path, blunder)


def _puzzles(tmp_path, blunder):  # noqa: F811
    return puzzles(tmp_path, blunder)


def _exercise(tmp_path, blunder):  # noqa: F811
    return exercise(tmp_path, blunder)


def _mistakes(tmp_path, blunder):  # noqa: F811
    return mistakes(tmp_path, blunder)


def _arranger(tmp_path, _blunder):
    return arranger(tmp_path)


@pytest.mark.parametrize("language", ["en", "is"])
@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize(
    "make",
    [_review, _puzzles, _exercise, _mistakes, _arranger],
    ids=["review", "puzzles", "exercise", "mistakes", "arranger"],
)
def test_the_review_puzzles_and_an_exercise_at_twice_the_size(
    qtbot,
    tmp_path,
    monkeypatch,
    double_text,
    in_language,
    blunder,  # noqa: F811
    make,
    screen,
    language,
):
    """The review of a reviewed deal (its key moments, its choices), Puzzles on today's
    puzzle and an exercise made of that deal's blunder, on a small and a middling screen:
    every word whole and apart, the dialog on the screen."""
    room = SCREENS[screen]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    in_language(language)
    dialog = _shown(qtbot, make(tmp_path, blunder))
    assert dialog.font().pointSizeF() >= double_text.pointSizeF()
    assert _whole(dialog, room) == [], "\n".join(_whole(dialog, room))
    graph = getattr(dialog, "graph", None)
    if graph is not None:
        # the value graph's own words (painted): its top value's label, centred on the
        # plot's top edge, was cut in half
        from PySide6.QtGui import QFontMetrics

        half = QFontMetrics(graph.font()).height() / 2
        assert graph._plot().top() - half >= 0, (graph._plot(), half)
    dialog.close()
