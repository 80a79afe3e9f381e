"""The key moments of a reviewed deal, at the head of the review's panel: one line each, costliest first
("Trick 4: playing A♥ lost the trick to J♣ (West) and the deal: −2"). A click, Enter or
Space on a line takes the replay there; Tab reaches every line. With no moment the box
is hidden, not an empty frame. The moments themselves are the coach's
(bots/key_moments.py); this only shows them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..keys import key_names
from ..phrases import say
from ..roles import give_role

ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class MomentLine(QLabel):
    """One key moment: its words, wrapped to the box's width, that take the replay to its
    decision when clicked or when Enter or Space is pressed on it."""

    activated = Signal(int)
    ACCESSIBLE_ROLE = QAccessible.Role.Link  # (it was read as plain words: ``roles``)

    def __init__(self, index: int, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        give_role(self)
        self.index = index
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setMargin(3)  # room for the mark and the focus around the words
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(text)
        enter = key_names(enter="Enter")
        self.setAccessibleDescription(
            self.tr("Go to this moment of the deal ({enter})").format(**enter)
        )
        self.setToolTip(self.tr("Go to this moment of the deal (click or {enter})").format(**enter))
        self.set_current(False)

    def minimumSizeHint(self) -> QSize:
        # a line of words: its height at the width it gets is the layout's (its
        # ``heightForWidth``); a word-wrapped label's own least size is its words wrapped
        # far narrower, which left gaps between the moments and took the decision's room
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance("M") * 12, metrics.height())

    def set_current(self, current: bool) -> None:
        """Mark the line whose decision the replay shows now."""
        # marked as a selected row is, in the same font: a bold line wrapped differently
        # and moved the panel under it at each jump. Colours by the palette, not a style
        # sheet: a widget under a style sheet kept the small font on a large window
        parent = self.parentWidget()
        palette = (parent if parent is not None else self).palette()
        role = QPalette.ColorRole
        if current:
            palette.setColor(role.Window, palette.color(role.Highlight))
            palette.setColor(role.WindowText, palette.color(role.HighlightedText))
        else:
            palette.setColor(role.WindowText, palette.color(role.Link))
        self.setPalette(palette)
        self.setAutoFillBackground(current)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # drawn over the line: the focus moves no words
            painter = QPainter(self)
            pen = QPen(self.palette().color(QPalette.ColorRole.WindowText))
            pen.setStyle(Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.activated.emit(self.index)
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            event.key() in ACTIVATE_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.press()
            return
        super().keyPressEvent(event)

    def press(self) -> None:
        """Take the replay to this moment (a click, Enter, or a screen reader's press)."""
        self.activated.emit(self.index)


class KeyMomentsBox(QFrame):
    """The deal's key moments under a title; ``chosen`` gives a moment's action index."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(0)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.lines: list[MomentLine] = []
        self.setAccessibleName(self.tr("Key moments"))
        self.title.setText(self.tr("<b>Key moments</b> (what cost you most in this deal)"))
        self.setVisible(False)

    def set_moments(self, moments: Sequence[Any]) -> None:
        """Show ``moments`` (``KeyMoment`` values, costliest first); none: hidden."""
        for line in self.lines:
            self._layout.removeWidget(line)
            line.deleteLater()
        self.lines = []
        for moment in moments:
            line = MomentLine(moment.index, say(moment.text), self)
            line.activated.connect(self.chosen)
            self._layout.addWidget(line)
            self.lines.append(line)
        for a, b in zip(self.lines, self.lines[1:]):
            QWidget.setTabOrder(a, b)
        self.setVisible(bool(self.lines))

    def set_current(self, position: int) -> None:
        """Mark the moment the replay shows (if it shows one)."""
        for line in self.lines:
            line.set_current(line.index == position)
