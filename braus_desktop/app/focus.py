"""Where the keyboard goes when the menu bar lets it go: back to the table's cards.

A menu opened with the mouse and left with Escape leaves the keyboard focus on the menu
bar. A shortcut such as Ctrl+N then opens a dialog, and when it closes the window gives
the focus back to the menu bar, no longer in its keyboard mode: Left/Right, Enter and P
did nothing until the player clicked or pressed Tab. So when the menu bar loses the focus
to nobody (a dialog or another window took the keyboard), the table is made the widget
that gets it back."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from shiboken6 import isValid


class TableKeepsTheKeyboard(QObject):
    """Watches the application's focus for ``window``: the menu bar hands it to ``table``."""

    def __init__(self, window: QMainWindow, table: QWidget) -> None:
        super().__init__(window)
        self.window, self.table, self.bar = window, table, window.menuBar()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._changed)

    def _changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is None and old is not None and old is self.bar:
            # a window being taken down moves its focus too: then there is nothing to do
            if isValid(self.window) and isValid(self.table):
                # the window is not active now: this names what it gives the focus back to
                self.table.setFocus(Qt.FocusReason.OtherFocusReason)
