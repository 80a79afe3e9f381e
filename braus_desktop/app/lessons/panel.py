"""The lesson's words above the table: which lesson, what to do now, why a play was
refused, and the ways on (the next lesson, a first real match, the list, leaving).

The panel keeps one height for the whole lesson: room for the tallest of the lesson's
words and of its refusals at the panel's width (``reserve``), so the table below never
moves while the lesson is played, and the cards stay under the player's pointer. Words
taller than that (a rules' reason the lesson did not foresee) scroll, never clipped."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

# the ink of why a play was refused
REFUSAL = "#8a2d10"

# the longest line of a lesson's words, in average characters
LINE_CHARACTERS = 110

# between the title, the words and the refusal
SPACING = 4


class LessonPanel(QFrame):
    """Shown above the table while a lesson is played; the host fills it in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setStyleSheet(
            "#lessonPanel { background: #fbf6e6; border-bottom: 2px solid #c9b77a; }"
            "#lessonWords, #lessonWordsInside { background: transparent; }"
            "#lessonPanel QLabel { color: #2b2412; }"
            # (as specific as the rule above, or that one's ink wins)
            f"#lessonPanel QLabel#lessonFeedback {{ color: {REFUSAL}; }}"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(SPACING)
        self.title = QLabel("")
        self.title.setObjectName("lessonTitle")
        self.text = QLabel("")
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.feedback = QLabel("")
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        # its room is kept while it is empty: a refusal that pushed the table down would
        # move the cards under the pointer just after the player clicked one
        keep = self.feedback.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.feedback.setSizePolicy(keep)
        self.feedback.hide()
        # what the lesson says and why a play was refused, in a room of the lesson's
        # tallest words (``reserve``), scrolled only if a text outgrows it
        self.words = QScrollArea()
        self.words.setObjectName("lessonWords")
        self.words.setFrameShape(QFrame.Shape.NoFrame)
        self.words.setWidgetResizable(True)
        self.words.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.words.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        inside = QWidget()
        inside.setObjectName("lessonWordsInside")
        self.words.viewport().setAutoFillBackground(False)
        inside.setAutoFillBackground(False)
        column = QVBoxLayout(inside)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(SPACING)
        # a lesson is read, not scanned: on a wide window its lines stop at a length one
        # reads at a glance instead of running the whole width of the screen
        self.measure = self.fontMetrics().averageCharWidth() * LINE_CHARACTERS

        def row(label: QLabel) -> QHBoxLayout:
            # (in a row of its own: a column would wrap it for the whole row's width and
            # give it the height of fewer lines than it has)
            line = QHBoxLayout()
            line.addWidget(label, 1)
            line.addStretch(0)
            return line

        layout.addLayout(row(self.title))
        layout.addWidget(self.words)
        column.addLayout(row(self.text))
        column.addLayout(row(self.feedback))
        column.addStretch(1)
        self.words.setWidget(inside)
        # measures a text as the label would lay it out, without touching what it shows
        self._probe = QLabel(self)
        self._probe.setWordWrap(True)
        self._probe.setTextFormat(Qt.TextFormat.RichText)
        self._probe.hide()
        self._reserved: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self._measure()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.next_button = QPushButton(self.tr("Next lesson"))
        self.match_button = QPushButton(self.tr("Play a first match"))
        self.list_button = QPushButton(self.tr("All lessons…"))
        self.leave_button = QPushButton(self.tr("Leave the lesson"))
        for button in (self.next_button, self.match_button, self.list_button, self.leave_button):
            button.setAutoDefault(True)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.setAccessibleName(self.tr("Lesson"))

    def retranslate(self) -> None:
        """The buttons' words in the language just installed (the host redoes the rest)."""
        self.next_button.setText(self.tr("Next lesson"))
        self.match_button.setText(self.tr("Play a first match"))
        self.list_button.setText(self.tr("All lessons…"))
        self.leave_button.setText(self.tr("Leave the lesson"))
        self.setAccessibleName(self.tr("Lesson"))

    def show_feedback(self, text: str) -> None:
        """Why the player's last play was refused ("" hides it)."""
        self.feedback.setText(text)
        self.feedback.setVisible(bool(text))

    def reserve(self, words: Iterable[str], refusals: Iterable[str]) -> None:
        """Keep room, for as long as the lesson lasts, for the tallest of ``words`` (every
        rich text the lesson's words take) with the tallest of ``refusals`` (every plain
        sentence it may refuse a play with) below it: at least a line, for the rules'
        own reasons."""
        reserved = (tuple(words), tuple(refusals))
        if reserved != self._reserved:
            self._reserved = reserved
            self._fit()

    def _measure(self) -> None:
        """The longest line at the panel's font, for the title, words and refusal."""
        self.measure = self.fontMetrics().averageCharWidth() * LINE_CHARACTERS
        for label in (self.title, self.text, self.feedback):
            label.setMaximumWidth(self.measure)

    def _fit(self) -> None:
        words, refusals = self._reserved
        # the widest a line can be: the room's width, less a scroll bar's in case one is
        # needed (measured narrower, the words fit whether the bar shows or not)
        bar = self.words.verticalScrollBar().sizeHint().width()
        width = max(1, min(self.measure, self.words.width() - bar))
        text = max((self._height(self.text, t, width) for t in words), default=0)
        line = self.feedback.fontMetrics().lineSpacing()
        refusal = max([line] + [self._height(self.feedback, t, width) for t in refusals])
        self.words.setFixedHeight(text + SPACING + refusal)

    def _height(self, label: QLabel, text: str, width: int) -> int:
        """How tall ``label`` would be showing ``text`` (rich or plain) ``width`` wide."""
        probe = self._probe
        probe.setFont(label.font())
        probe.setTextFormat(label.textFormat())
        probe.setText(text)
        return probe.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()  # a new width wraps the words anew

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # larger words on a larger window (the window's scale): its words, buttons and
            # the room kept for the lesson's tallest step grow with them at once (the
            # style sheet keeps its children from taking the font by themselves, and the
            # room is measured at the labels' own fonts)
            for child in self.findChildren(QWidget):
                child.setFont(self.font())
            self._measure()
            self._fit()
