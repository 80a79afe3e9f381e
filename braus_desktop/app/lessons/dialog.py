"""Help → Lessons: every game's course with the player's progress, to start a lesson
(or, once a course is finished, a first real match with practice tools on)."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rules.lessons import Course, courses
from .guide import local

CHECK = "✓"


def finished_count(course: Course, finished: Collection[str]) -> int:
    """How many of the course's lessons the player has finished."""
    return sum(1 for lesson in course.lessons if lesson.progress_key in finished)


class LessonsDialog(QDialog):
    """``chosen`` is ``(game id, lesson id)`` once Start is pressed (the course's first
    lesson not yet finished when a course is selected), or ``(game id, None)`` for
    Play a first match."""

    def __init__(self, finished: Iterable[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessons")
        self.setWindowTitle(self.tr("Lessons"))
        self.done_keys = frozenset(finished)  # (not ``finished``: QDialog's signal)
        self.chosen: tuple[str, str | None] | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Each game has a short course: a few sentences, then you make "
                "the play on a prepared deal. The last lesson is a whole deal "
                "with hints."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Lesson"), self.tr("Finished")])
        self.tree.setAccessibleName(self.tr("Lessons"))
        self.tree.setRootIsDecorated(True)
        self.tree.itemActivated.connect(lambda _item, _col: self._start())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.start_button = buttons.addButton(
            self.tr("&Start"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.match_button = buttons.addButton(
            self.tr("Play a &first match"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.start_button.clicked.connect(self._start)
        self.match_button.clicked.connect(self._first_match)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fill()
        self.setMinimumSize(
            self.fontMetrics().averageCharWidth() * 70, self.fontMetrics().height() * 24
        )
        self.resize(self.minimumWidth(), self._height_for_every_lesson())

    def _height_for_every_lesson(self) -> int:
        """Tall enough to list every course's lessons without scrolling, as far as the
        screen allows (the minimum showed about two courses of the five)."""
        courses_shown = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        rows = sum(1 + item.childCount() for item in courses_shown if item is not None)
        tree = (
            rows * self.tree.sizeHintForRow(0)
            + self.tree.header().sizeHint().height()
            + 2 * self.tree.frameWidth()
            + self.tree.horizontalScrollBar().sizeHint().height()
        )  # (if the names are wide)
        wanted = self.sizeHint().height() - self.tree.sizeHint().height() + tree
        screen = self.screen()
        if screen is not None:
            wanted = min(wanted, screen.availableGeometry().height() * 85 // 100)
        return max(self.minimumHeight(), wanted)

    def _fill(self) -> None:
        first_open = None
        for course in courses():
            done = finished_count(course, self.done_keys)
            top = QTreeWidgetItem(
                [
                    local(course.title),
                    self.tr("{done} of {count}").format(done=done, count=len(course.lessons)),
                ]
            )
            top.setData(0, Qt.ItemDataRole.UserRole, (course.game_id, None))
            for lesson in course.lessons:
                mark = CHECK if lesson.progress_key in self.done_keys else ""
                item = QTreeWidgetItem(
                    [
                        self.tr("{n}. {title}").format(n=lesson.number, title=local(lesson.title)),
                        mark,
                    ]
                )
                # the check mark, or its absence, in words for a screen reader
                item.setData(
                    1,
                    Qt.ItemDataRole.AccessibleTextRole,
                    self.tr("Finished") if mark else self.tr("Not finished"),
                )
                item.setData(0, Qt.ItemDataRole.UserRole, (course.game_id, lesson.key))
                top.addChild(item)
            self.tree.addTopLevelItem(top)
            if first_open is None and done < len(course.lessons):
                first_open = top
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        current = first_open or self.tree.topLevelItem(0)
        if current is not None:
            self.tree.setCurrentItem(current)
        self._update_buttons()

    def course_of(self, item: QTreeWidgetItem | None) -> Course | None:
        if item is None:
            return None
        game_id, _key = item.data(0, Qt.ItemDataRole.UserRole)
        return next(c for c in courses() if c.game_id == game_id)

    def _update_buttons(self) -> None:
        course = self.course_of(self.tree.currentItem())
        complete = course is not None and finished_count(course, self.done_keys) == len(
            course.lessons
        )
        self.match_button.setEnabled(complete)
        self.start_button.setEnabled(course is not None)

    def _start(self) -> None:
        item = self.tree.currentItem()
        course = self.course_of(item)
        if item is None or course is None:
            return
        game_id, key = item.data(0, Qt.ItemDataRole.UserRole)
        if key is None:
            key = next(
                (
                    lesson.key
                    for lesson in course.lessons
                    if lesson.progress_key not in self.done_keys
                ),
                course.lessons[0].key,
            )
        self.chosen = (game_id, key)
        self.accept()

    def _first_match(self) -> None:
        course = self.course_of(self.tree.currentItem())
        if course is not None:
            self.chosen = (course.game_id, None)
            self.accept()
