"""What the app's own controls are, for a screen reader: Qt knows a button or a list, not
a place in the Brag arranger, a line of the review's key moments or the value graph, and
said each of them was a "panel" (role Client) or plain words that could not be pressed.
A widget class names its role in ``ACCESSIBLE_ROLE``, and gives a ``press()`` if it can be
pressed (the same as a click, or Enter on it); one factory, installed by the first such
widget made, gives its widgets an interface with that role and that press action (the
AT-SPI "press" a screen reader offers). Their names and descriptions are the widgets'
own (``setAccessibleName``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

ROLE = "ACCESSIBLE_ROLE"  # the class attribute: a QAccessible.Role


class RoledWidget(QAccessibleWidget):
    """A widget's interface with its class's role and, if it has one, its press."""

    def __init__(self, widget: QWidget, role: QAccessible.Role) -> None:
        super().__init__(widget, role)
        self._widget = widget

    def _press(self) -> Any:
        press = getattr(self._widget, "press", None)
        return press if callable(press) else None

    def actionNames(self) -> list[str]:
        names = list(super().actionNames())
        if self._press() is not None:
            names.insert(0, QAccessibleActionInterface.pressAction())
        return names

    def doAction(self, name: str) -> None:
        press = self._press()
        if press is not None and name == QAccessibleActionInterface.pressAction():
            press()
            return
        super().doAction(name)


_installed: list[bool] = []
_kept: list[RoledWidget] = []  # Qt's cache holds the pointers: Python must keep them


def give_role(widget: QWidget) -> None:
    """Called by a widget with an ``ACCESSIBLE_ROLE`` as it is made: the factory that
    answers for it is installed (once)."""
    if not _installed:
        _installed.append(True)
        QAccessible.installFactory(_factory)


def _factory(_key: str, obj: Any) -> QAccessibleInterface | None:
    role = getattr(type(obj), ROLE, None)
    if role is None or not isinstance(obj, QWidget):
        return None
    found = RoledWidget(obj, role)
    _kept.append(found)
    obj.destroyed.connect(lambda *_: _kept.remove(found) if found in _kept else None)
    return found
