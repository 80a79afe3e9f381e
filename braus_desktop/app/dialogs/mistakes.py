"""Help → My mistakes: the player's mistakes that are due for another try, the longest
due first, each opened as an exercise (``exercise.ExerciseDialog``); how many are due
per game heads the list, and what is not due yet is counted, with the day the next one
comes back.

The list is read from the statistics store in SQL a page at a time as it is scrolled
(``ExerciseList``, a model Qt asks ``canFetchMore``/``fetchMore``): thousands are
listed at once, and only the exercise opened is replayed through the rules and checked.
A row the store cannot read is never listed (``StatisticsStore.exercise_rows``); one
whose deal the rules refuse when it is opened is said in one sentence; a store that
cannot be read at all is said in one sentence.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ...bots.review import VERDICT_NAMES
from ..dialog_scale import screen_room
from ..phrases import say
from .deal_review import action_text

if TYPE_CHECKING:  # pragma: no cover
    from ..settings import Settings
    from ..store.statistics import ExerciseLine, StatisticsStore
    from .exercise import ExerciseDialog

KeyRole = Qt.ItemDataRole.UserRole
Index = QModelIndex | QPersistentModelIndex


class ExerciseList(QAbstractTableModel):
    """The exercises due by ``today``, read from ``store`` a page at a time as the view
    shows them: game, when the mistake was made, the coach's verdict, the play."""

    COLUMNS = 4

    def __init__(
        self, store: StatisticsStore | None, today: date, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.today = today
        self.lines: list[ExerciseLine] = []
        self.done = store is None or not store.available
        self._plays: dict[tuple[str, str, str], str] = {}
        # (in the dialog's words: one context in the catalogue)
        self.headers = [
            QCoreApplication.translate("MistakesDialog", "Game"),
            QCoreApplication.translate("MistakesDialog", "Due for another try"),
            QCoreApplication.translate("MistakesDialog", "Verdict"),
            QCoreApplication.translate("MistakesDialog", "Your play"),
        ]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:
        return not parent.isValid() and not self.done

    def fetchMore(self, parent: Index = QModelIndex()) -> None:
        """The next page of rows (StatisticsError goes to the dialog, which says it)."""
        from ..store.statistics import PAGE

        store = self.store
        if parent.isValid() or self.done or store is None:
            return
        page = store.exercise_rows(self.today, len(self.lines), PAGE)
        if len(page) < PAGE:
            self.done = True
        if page:
            first = len(self.lines)
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self.lines.extend(page)
            self.endInsertRows()

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < self.COLUMNS
        ):
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line = self.lines[index.row()]
        if role == KeyRole:
            return line.key
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text(line, index.column())
        return None

    def text(self, line: ExerciseLine, column: int) -> str:
        from .statistics_dialog import game_title

        if column == 0:
            return game_title(line.game)
        if column == 1:
            return QCoreApplication.translate("MistakesDialog", "{when}, deal {n}").format(
                n=line.deal_no, when=_day(line.due)
            )
        if column == 2:
            verdict = VERDICT_NAMES.get(line.verdict)
            return say(verdict) if verdict is not None else line.verdict
        found = (line.game, line.options, line.played)
        if found not in self._plays:
            self._plays[found] = _play_named(line.game, line.options, line.played)
        return self._plays[found]


class MistakesDialog(QDialog):
    """The due exercises (see the module docstring). ``today``: the day that decides
    what is due (tests pass one)."""

    def __init__(
        self,
        store: StatisticsStore | None,
        settings: Settings,
        today: date | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = settings
        self.today = today or date.today()
        self.exercise_dialog: ExerciseDialog | None = None  # the last opened
        self.setWindowTitle(self.tr("My mistakes"))
        layout = QVBoxLayout(self)
        self.intro = QLabel(
            self.tr(
                "Every play the coach called a mistake or a blunder in your deals comes back "
                "here as an exercise: find a better play. It comes back after 1, 3, 7 and 21 "
                "days until you find a good play twice in a row; a wrong answer brings it back "
                "the next day."
            )
        )
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.tree = QTreeView()
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setAccessibleName(self.tr("Your mistakes due for another try, by game"))
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a double click opens a row; Enter is the dialog's default button, Try it (the
        # view's own activation let Enter go on to the dialog too, and close it)
        self.tree.doubleClicked.connect(self.open_index)
        layout.addWidget(self.tree, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Try it"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(lambda: self.open_index(self.tree.currentIndex()))
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
        size = QSize(words.averageCharWidth() * 90, words.lineSpacing() * 24)
        room = screen_room(self)  # (at twice the text size it ran off a 1024 screen)
        self.resize(size.boundedTo(room) if room is not None else size)
        self.model: ExerciseList | None = None
        self.reload()

    def reload(self) -> None:
        """Read the exercises again (after one was answered): the counts, and the list's
        first page (the rest as it is scrolled)."""
        from ..store.statistics import StatisticsError
        from .statistics_dialog import game_title

        old = self.model
        self.model = ExerciseList(self.store, self.today, self)
        try:
            store = self.store if self.store is not None and self.store.available else None
            available = store is not None
            per_game = store.due_by_game(self.today) if store is not None else {}
            waiting, nearest = store.waiting(self.today) if store is not None else (0, None)
            if self.model.canFetchMore():
                self.model.fetchMore()
        except StatisticsError as exc:
            self.model = ExerciseList(None, self.today, self)
            self.tree.setModel(self.model)
            self.heading.setText("")
            self.status.setText(
                self.tr("Your mistakes could not be read ({reason}).").format(reason=exc)
            )
            self._refresh_button()
            return
        self.tree.setModel(self.model)
        self.tree.selectionModel().currentChanged.connect(lambda *_: self._refresh_button())
        if old is not None:
            old.deleteLater()
        self.heading.setText(
            "; ".join(
                self.tr("{game}: {n} due").format(game=game_title(game), n=n)
                for game, n in sorted(per_game.items(), key=lambda kv: game_title(kv[0]))
            )
        )
        self.heading.setVisible(bool(per_game))
        # room between the columns to match the words (the style's few pixels did not
        # grow with them: at 4K the day ran into the verdict)
        gap = QFontInfo(self.tree.font()).pixelSize()
        for col in range(3):
            self.tree.resizeColumnToContents(col)
            self.tree.setColumnWidth(col, self.tree.columnWidth(col) + gap)
        if self.model.rowCount():
            self.tree.setCurrentIndex(self.model.index(0, 0))
            self.tree.setFocus(Qt.FocusReason.OtherFocusReason)
            text = ""
        elif not available:
            text = self.tr(
                "No statistics are kept in this session, so there are no mistakes to try again."
            )
        else:
            text = self.tr("Nothing is due today.")
        if waiting and nearest is not None:
            text = (text + " " if text else "") + self.tr(
                "Coming back later: {n}; the next on {day}."
            ).format(n=waiting, day=_day(nearest.isoformat()))
        elif not per_game and available:
            text = (text + " " if text else "") + self.tr(
                "When the coach finds a mistake in one of your deals, it comes back here."
            )
        self.status.setText(text)
        self._refresh_button()

    def key_at(self, row: int) -> str | None:
        """The key of the exercise listed in ``row`` (None past the rows read)."""
        if self.model is None or not 0 <= row < self.model.rowCount():
            return None
        key: str = self.model.lines[row].key
        return key

    def _refresh_button(self) -> None:
        index = self.tree.currentIndex()
        self.open_button.setEnabled(index.isValid() and index.data(KeyRole) is not None)

    def open_index(self, index: QModelIndex) -> None:
        """Open the exercise of a row."""
        key = index.data(KeyRole) if index.isValid() else None
        if key is not None:
            self.open_exercise(key)

    def open_exercise(self, key: str) -> ExerciseDialog | None:
        """Open exercise ``key`` on its table (its row read and replayed now); returns the
        dialog, or None when its deal cannot be set out again (said in the status)."""
        from ...bots.exercise import checked
        from ..store.statistics import StatisticsError
        from .exercise import ExerciseDialog

        try:
            found = self.store.exercise(key) if self.store is not None else None
        except StatisticsError as exc:
            self.status.setText(
                self.tr("Your mistakes could not be read ({reason}).").format(reason=exc)
            )
            return None
        if found is None:
            self.status.setText(
                self.tr(
                    "This mistake cannot be set out again: its row in the statistics file is "
                    "not one this app wrote, so it is left out."
                )
            )
            return None
        exercise, schedule = found
        state = checked(exercise)
        dialog = ExerciseDialog(
            exercise, schedule, state, self.settings, self.store, self.today, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.has_next = self.model is not None and self.model.rowCount() > 1
        dialog.finished.connect(lambda _result: self.reload())
        dialog.next_requested.connect(lambda: self._open_next(key))
        dialog.open()
        self.exercise_dialog = dialog
        return dialog

    def _open_next(self, done: str) -> None:
        """Next mistake: the first one due after the one just tried (read again)."""
        self.reload()
        others = [
            line.key for line in (self.model.lines if self.model else [])[:2] if line.key != done
        ]
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


def _play_named(game_id: str, options: str, played: str) -> str:
    """A play in the game's words (the options of the game it was made in, as JSON)."""
    from ...rules import make_game
    from ..store.statistics import stored_json

    try:
        found = stored_json(options)
        game = make_game(game_id, **(found if isinstance(found, dict) else {}))
        return action_text(game, played)
    except (ValueError, TypeError):
        return played


def open_mistakes(window: Any) -> MistakesDialog:
    """Help → My mistakes, over ``window`` (the main window): its statistics store is
    made if it is not yet."""
    window.record_statistics()
    recorder = window.statistics
    dialog = MistakesDialog(
        recorder.store if recorder is not None else None, window.settings, parent=window
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def due_now(window: Any) -> int:
    """How many exercises are due today, for the welcome (0 when no statistics are kept
    or they cannot be read)."""
    from ..store.statistics import StatisticsError

    window.record_statistics()
    recorder = window.statistics
    if recorder is None:
        return 0
    try:
        due: int = recorder.store.due_count(date.today())
        return due
    except StatisticsError:
        return 0
