"""Help → My mistakes: the player's mistakes that are due for another try, by game, each
opened as an exercise (``exercise.ExerciseDialog``); what is not due yet is counted,
with the day the next one comes back.

The exercises are the statistics store's (``StatisticsStore.exercises``); a row the
store cannot read is skipped there, and a store that cannot be read at all is said in
one sentence.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QLabel, QPushButton,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from ...bots.review import VERDICT_NAMES
from ..phrases import say
from .deal_review import action_text

KeyRole = Qt.ItemDataRole.UserRole


class MistakesDialog(QDialog):
    """The due exercises by game (see the module docstring). ``today``: the day that
    decides what is due (tests pass one)."""

    def __init__(self, store: Any, settings: Any, today: date | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = settings
        self.today = today or date.today()
        self.found: dict[str, tuple] = {}
        self.exercise_dialog: Any = None
        self.setWindowTitle(self.tr("My mistakes"))
        layout = QVBoxLayout(self)
        self.intro = QLabel(self.tr(
            "Every play the coach called a mistake or a blunder in your deals comes back "
            "here as an exercise: find a better play. It comes back after 1, 3, 7 and 21 "
            "days until you find a good play twice in a row; a wrong answer brings it back "
            "the next day."))
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.tree = QTreeWidget()
        # the play last: a Brag arrangement is long, and the last column is elided to fit
        self.tree.setHeaderLabels([self.tr("Due for another try"), self.tr("Verdict"),
                                   self.tr("Your play")])
        self.tree.setAccessibleName(self.tr("Your mistakes due for another try, by game"))
        self.tree.setRootIsDecorated(True)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a double click opens a row; Enter is the dialog's default button, Try it (the
        # view's own activation let Enter go on to the dialog too, and close it)
        self.tree.itemDoubleClicked.connect(lambda item, _col: self.open_item(item))
        self.tree.currentItemChanged.connect(lambda *_: self._refresh_button())
        layout.addWidget(self.tree, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Try it"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(lambda: self.open_item(self.tree.currentItem()))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAutoDefault(False)
        self.open_button.setDefault(True)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # a first size at the application's words: over a larger window the dialog's
        # words and first size are made larger (``dialog_scale``); measured in its own
        # words, it was made larger twice, past a 4K screen
        words = QFontMetrics(QApplication.font())
        self.resize(words.averageCharWidth() * 90, words.lineSpacing() * 24)
        self.reload()

    def reload(self) -> None:
        """Read the exercises again (after one was answered)."""
        from ..store.statistics import StatisticsError
        from .statistics_dialog import game_title
        self.tree.clear()
        self.found.clear()
        try:
            due = self.store.exercises(self.today) if self.store is not None else []
            later = self.store.exercises(self.today, due_only=False) \
                if self.store is not None else []
        except StatisticsError as exc:
            self.status.setText(self.tr("Your mistakes could not be read ({reason}).")
                                .format(reason=exc))
            self._refresh_button()
            return
        by_game: dict[str, list] = {}
        for exercise, schedule in due:
            by_game.setdefault(exercise.game, []).append((exercise, schedule))
        first = None
        for game_id in sorted(by_game, key=game_title):
            rows = by_game[game_id]
            top = QTreeWidgetItem([self.tr("{game}: {n} due").format(
                game=game_title(game_id), n=len(rows)), "", ""])
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(top)
            for exercise, schedule in rows:
                self.found[exercise.key] = (exercise, schedule)
                decision = exercise.decision
                item = QTreeWidgetItem([
                    self.tr("{when}, deal {n}").format(
                        n=exercise.deal_no, when=_day(schedule.due.isoformat())),
                    say(VERDICT_NAMES[decision.verdict]), _play(exercise)])
                for col in range(3):
                    item.setToolTip(col, item.text(col))
                item.setData(0, KeyRole, exercise.key)
                top.addChild(item)
                first = first or item
            top.setExpanded(True)
        # room between the columns to match the words (the style's few pixels did not
        # grow with them: at 4K the day ran into the verdict)
        gap = QFontInfo(self.tree.font()).pixelSize()
        for col in range(2):
            self.tree.resizeColumnToContents(col)
            self.tree.setColumnWidth(col, self.tree.columnWidth(col) + gap)
        waiting = [s for _e, s in later if s.due > self.today]
        if first is not None:
            self.tree.setCurrentItem(first)
            self.tree.setFocus(Qt.FocusReason.OtherFocusReason)
            text = ""
        elif self.store is None or not getattr(self.store, "available", False):
            text = self.tr("No statistics are kept in this session, so there are no "
                           "mistakes to try again.")
        else:
            text = self.tr("Nothing is due today.")
        if waiting:
            nearest = min(s.due for s in waiting)
            text = (text + " " if text else "") + self.tr(
                "Coming back later: {n}; the next on {day}.").format(
                    n=len(waiting), day=_day(nearest.isoformat()))
        elif not later and self.store is not None and getattr(self.store, "available", False):
            text = (text + " " if text else "") + self.tr(
                "When the coach finds a mistake in one of your deals, it comes back here.")
        self.status.setText(text)
        self._refresh_button()

    def _refresh_button(self) -> None:
        item = self.tree.currentItem()
        self.open_button.setEnabled(item is not None and item.data(0, KeyRole) is not None)

    def open_item(self, item: QTreeWidgetItem | None) -> None:
        """Open the exercise of a row."""
        key = item.data(0, KeyRole) if item is not None else None
        if key is not None:
            self.open_exercise(key)

    def open_exercise(self, key: str) -> Any:
        """Open exercise ``key`` (one listed) on its table; returns the dialog."""
        from ...bots.exercise import checked
        from .exercise import ExerciseDialog
        exercise, schedule = self.found[key]
        state = checked(exercise)
        dialog = ExerciseDialog(exercise, schedule, state, self.settings, self.store,
                                self.today, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.has_next = len(self.found) > 1
        dialog.finished.connect(lambda _result: self.reload())
        dialog.next_requested.connect(lambda: self._open_next(key))
        dialog.open()
        self.exercise_dialog = dialog
        return dialog

    def _open_next(self, done: str) -> None:
        """Next mistake: the first one due after the one just tried (read again)."""
        self.reload()
        others = [k for k in self.found if k != done]
        if others:
            self.open_exercise(others[0])


def _day(iso: str) -> str:
    """A date as the player's language writes it."""
    from PySide6.QtCore import QDate, QLocale

    from ..phrases import language
    day = QDate.fromString(iso[:10], Qt.DateFormat.ISODate)
    if not day.isValid():
        return iso
    return QLocale(language()).toString(day, QLocale.FormatType.LongFormat)


def _play(exercise: Any) -> str:
    from ...rules import make_game
    try:
        game = make_game(exercise.game, **exercise.position.options)
    except (ValueError, TypeError):
        return exercise.decision.played
    return action_text(game, exercise.decision.played)


def open_mistakes(window: Any) -> MistakesDialog:
    """Help → My mistakes, over ``window`` (the main window): its statistics store is
    made if it is not yet."""
    window._record_statistics()
    recorder = window.statistics
    dialog = MistakesDialog(recorder.store if recorder is not None else None,
                            window.settings, parent=window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def due_now(window: Any) -> int:
    """How many exercises are due today, for the welcome (0 when no statistics are kept
    or they cannot be read)."""
    from ..store.statistics import StatisticsError
    window._record_statistics()
    recorder = window.statistics
    if recorder is None:
        return 0
    try:
        return recorder.store.due_count(date.today())
    except StatisticsError:
        return 0
