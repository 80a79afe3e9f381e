"""Where the keyboard goes when a menu or a dialog lets it go: back to the table's cards.

A menu opened with the mouse and left with Escape leaves the keyboard focus on the menu
bar. A shortcut such as Ctrl+N then opens a dialog, and when it closes the window gives
the focus back to the menu bar, no longer in its keyboard mode: Left/Right, Enter and P
did nothing until the player clicked or pressed Tab. So when the menu bar loses the focus
to nobody (a dialog or another window took the keyboard), the table is made the widget
that gets it back.

The same when the keyboard comes back from another window of the app that has gone (a
dialog closed by any of its buttons, Escape or its close box; a menu's item chosen): the
window gave it back to whatever had it before, a button the dialog's opening left
focused or a control a language change re-made, and P did nothing after Settings until
a click on the table. The table gets it instead. Coming back from a window still open (a
click on the table beside the Statistics) leaves the focus where the click put it."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from shiboken6 import isValid

from .dialog_scale import adopt


class TableKeepsTheKeyboard(QObject):
    """Watches the application's focus for ``window``: the menu bar, and any other window
    of the app once it has gone, hand it to ``table``."""

    def __init__(self, window: QMainWindow, table: QWidget) -> None:
        super().__init__()
        adopt(window, self)  # (not made with it for its parent: see ``adopt``)
        self.window, self.table, self.bar = window, table, window.menuBar()
        # the other window of the app the focus went to
        self._away: weakref.ref[QWidget] | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._changed)

    def _changed(self, old: QWidget | None, new: QWidget | None) -> None:
        # a window being taken down moves its focus too: then there is nothing to do
        if not (isValid(self.window) and isValid(self.table)):
            return
        if new is None and old is not None and old is self.bar:
            # the window is not active now: this names what it gives the focus back to
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if new is None or not isValid(new):
            return
        here = new.window()
        if here is not self.window:
            # (held weakly: a hold on a dialog's wrapper outlived the dialog)
            self._away = weakref.ref(here)
            return
        away = self._away() if self._away is not None else None
        was_away, self._away = self._away is not None, None
        if (
            was_away
            and (away is None or not isValid(away) or not away.isVisible())
            and new is not self.table
        ):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
