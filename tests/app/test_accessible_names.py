"""Every control a player can reach in the dialogs has an accessible name, as assistive
technology asks for it (issue 47, item 4): ``QAccessible.queryAccessibleInterface`` over
every focusable, visible widget of New game, Settings, the lessons list, the arranger, the
deal editor, Statistics, the deal review (its key moments and value graph), Puzzles, My
mistakes, an exercise, Rules help, the welcome, About and the bring-back question: a
screen reader must never say just "button"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAccessible
from test_keyboard import reachable

from tests.app.test_coach import coaching


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


def _settings(tmp_path):
    from braus_desktop.app.settings import Settings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.override("animation/speed", "instant")
    return settings


@pytest.fixture(scope="module")
def blunder():
    """A Bräus deal reviewed by the coach, whose first lead is a blunder."""
    from braus_desktop.bots.review import review
    from tests.bots.test_review import braus_blunder

    match = braus_blunder()
    (deal,) = review(match, seat=0, samples=12, seed=3)
    return match, deal


NAMES = ["You", "West", "North", "East"]
LEVELS = ["human", "standard", "standard", "standard"]


def deal_review(tmp_path, blunder):
    from braus_desktop.app.dialogs.deal_review import DealReviewDialog

    match, deal = blunder
    return DealReviewDialog(
        match, 1, NAMES, LEVELS, _settings(tmp_path), coaching=coaching(match, deal, NAMES)
    )


def puzzles(tmp_path, blunder):
    import datetime

    from braus_desktop.app.dialogs.puzzles import PuzzleDialog
    from braus_desktop.app.store.statistics import StatisticsStore

    return PuzzleDialog(
        _settings(tmp_path),
        StatisticsStore(tmp_path / "statistics.sqlite3"),
        today=lambda: datetime.date(2026, 11, 27),
    )


def _due_store(tmp_path, blunder):
    from datetime import date

    from braus_desktop.app.store.statistics import StatisticsStore
    from braus_desktop.bots.exercise import exercises_from_review

    match, deal = blunder
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    store.add_exercises(
        exercises_from_review(deal, match.deals[0], NAMES, "m1"), date(2026, 11, 27)
    )
    return store, date(2026, 11, 28)


def mistakes(tmp_path, blunder):
    from braus_desktop.app.dialogs.mistakes import MistakesDialog

    store, today = _due_store(tmp_path, blunder)
    return MistakesDialog(store, _settings(tmp_path), today=today)


def exercise(tmp_path, blunder):
    from braus_desktop.app.dialogs.exercise import ExerciseDialog
    from braus_desktop.bots.exercise import checked

    store, today = _due_store(tmp_path, blunder)
    ((made, schedule),) = store.exercises(today)
    return ExerciseDialog(made, schedule, checked(made), _settings(tmp_path), store, today)


def rules_help(tmp_path, blunder):
    from braus_desktop.app.dialogs.rules_help import RulesHelpDialog

    return RulesHelpDialog()


def welcome(tmp_path, blunder):
    from braus_desktop.app.dialogs.welcome import WelcomeDialog

    return WelcomeDialog(due=2)


DIALOGS = [new_game, settings, lessons, arranger, deal_editor, statistics]
MORE = [deal_review, puzzles, mistakes, exercise, rules_help, welcome]


@pytest.mark.parametrize("make", DIALOGS, ids=[d.__name__ for d in DIALOGS])
def test_every_reachable_control_is_named(qtbot, tmp_path, make):
    dialog = make(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert reachable(dialog)
    assert unnamed(dialog) == []
    dialog.close()


@pytest.mark.parametrize("make", MORE, ids=[d.__name__ for d in MORE])
def test_every_reachable_control_of_the_other_dialogs_is_named(qtbot, tmp_path, blunder, make):
    dialog = make(tmp_path, blunder)
    qtbot.addWidget(dialog)
    dialog.resize(1280, 900)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert reachable(dialog)
    assert unnamed(dialog) == []
    dialog.close()


def test_about_is_named(qtbot, window):
    """Help → About: a message box shown by Qt, its button named by its words."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list = []

    def look():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and not seen:
            seen.append((reachable(box), unnamed(box)))
            box.accept()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(50)
    window.show_about()
    timer.stop()
    assert seen and seen[0][0] and seen[0][1] == []


def test_the_bring_back_question_is_named(qtbot, tmp_path, monkeypatch):
    """The one question about statistics set aside: both answers named."""
    from types import SimpleNamespace

    from PySide6.QtWidgets import QMessageBox, QWidget

    from braus_desktop.app.dialogs import bring_back
    from braus_desktop.app.store.restore import Finding

    aside = tmp_path / "statistics.sqlite3.corrupt"
    aside.write_bytes(b"set aside")
    found = Finding(aside, deals=4, matches=1, rows=9)
    monkeypatch.setattr(bring_back, "findings", lambda _store, _left=frozenset(): [found])
    seen: list = []

    def asked(box):
        box.show()
        qtbot.waitExposed(box)
        seen.append((box.objectName(), reachable(box), unnamed(box)))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", asked)
    window = QWidget()  # what the question reads of the main window
    qtbot.addWidget(window)
    window.statistics = SimpleNamespace(store=None)
    window.settings = _settings(tmp_path)
    assert bring_back.offer(window)
    name, controls, nameless = seen[0]
    assert name == "bring-back" and len(controls) >= 2 and nameless == []


# Roles a screen reader says as "panel" or nothing: not a control's (a scrolled area of
# Qt's own, the review's "What happened", and the card table's Pane are what they are)
VAGUE = (QAccessible.Role.Client, QAccessible.Role.NoRole, QAccessible.Role.Pane)


def vague_roles(dialog) -> list[str]:
    from PySide6.QtWidgets import QAbstractScrollArea

    from braus_desktop.app.table import TableView

    out = []
    for widget in reachable(dialog):
        if isinstance(widget, (QAbstractScrollArea, TableView)) and not type(
            widget
        ).__module__.startswith("braus_desktop.app.dialogs"):
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is None or iface.role() in VAGUE:
            out.append(
                f"{type(widget).__name__} {widget.accessibleName()!r}: "
                f"{iface.role() if iface else None}"
            )
    return out


@pytest.mark.parametrize("make", DIALOGS + MORE, ids=[d.__name__ for d in DIALOGS + MORE])
def test_every_reachable_control_says_what_it_is(qtbot, tmp_path, blunder, make):
    """Its role (issue 47, item 4): the arranger's places, the review's key moments and its
    value graph were "panels" (Qt's role for a widget it does not know) or plain words."""
    dialog = make(tmp_path) if make in DIALOGS else make(tmp_path, blunder)
    qtbot.addWidget(dialog)
    dialog.resize(1280, 900)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert vague_roles(dialog) == []
    dialog.close()


def test_the_arrangers_places_and_the_key_moments_can_be_pressed(qtbot, tmp_path, blunder):
    """As a screen reader presses them (AT-SPI's "press" action): a place of the arranger
    picks its card up, a key moment takes the review to its decision."""
    from PySide6.QtGui import QAccessibleActionInterface

    from braus_desktop.app.dialogs.arranger import CardSpot
    from braus_desktop.app.dialogs.key_moments_box import MomentLine

    press = QAccessibleActionInterface.pressAction()
    dialog = arranger(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    spot = next(w for w in reachable(dialog) if isinstance(w, CardSpot) and w.card is not None)
    iface = QAccessible.queryAccessibleInterface(spot)
    assert iface.role() == QAccessible.Role.Button
    assert iface.text(QAccessible.Text.Name) == spot.accessibleName()
    assert press in iface.actionInterface().actionNames()
    assert dialog.held is None
    iface.actionInterface().doAction(press)
    assert dialog.held == spot.card
    review = deal_review(tmp_path, blunder)
    qtbot.addWidget(review)
    review.show()
    lines = [w for w in reachable(review) if isinstance(w, MomentLine)]
    assert lines
    line = QAccessible.queryAccessibleInterface(lines[0])
    assert line.role() == QAccessible.Role.Link
    assert line.text(QAccessible.Text.Name) == lines[0].text()
    with qtbot.waitSignal(lines[0].activated, timeout=10_000) as went:
        line.actionInterface().doAction(press)
    assert went.args == [lines[0].index]
