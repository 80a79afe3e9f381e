"""The lesson's words above the table: which lesson, what to do now, why a play was
refused, and the ways on (the next lesson, a first real match, the list, leaving)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

# the ink of why a play was refused
REFUSAL = "#8a2d10"

# the longest line of a lesson's words, in average characters
LINE_CHARACTERS = 110


class LessonPanel(QFrame):
    """Shown above the table while a lesson is played; the host fills it in."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setStyleSheet("#lessonPanel { background: #fbf6e6; border-bottom: 2px solid #c9b77a; }"
                           "#lessonPanel QLabel { color: #2b2412; }"
                           # (as specific as the rule above, or that one's ink wins)
                           f"#lessonPanel QLabel#lessonFeedback {{ color: {REFUSAL}; }}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        self.title = QLabel("")
        self.title.setObjectName("lessonTitle")
        self.text = QLabel("")
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.feedback = QLabel("")
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        # its line is kept while it is empty: a refusal that pushed the table down would
        # move the cards under the pointer just after the player clicked one
        self.feedback.setMinimumHeight(self.feedback.fontMetrics().lineSpacing())
        keep = self.feedback.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.feedback.setSizePolicy(keep)
        self.feedback.hide()
        # a lesson is read, not scanned: on a wide window its lines stop at a length one
        # reads at a glance instead of running the whole width of the screen
        measure = self.fontMetrics().averageCharWidth() * LINE_CHARACTERS
        for label in (self.title, self.text, self.feedback):
            label.setMaximumWidth(measure)
            # (in a row of its own: a column would wrap it for the whole row's width and
            # give it the height of fewer lines than it has)
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addStretch(0)
            layout.addLayout(row)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.next_button = QPushButton(self.tr("Next lesson"))
        self.match_button = QPushButton(self.tr("Play a first match"))
        self.list_button = QPushButton(self.tr("All lessons…"))
        self.leave_button = QPushButton(self.tr("Leave the lesson"))
        for button in (self.next_button, self.match_button, self.list_button,
                       self.leave_button):
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
