"""The buttons a player plays with beside a table (Play, Risk it, Pass), shown as the
controller says: one place for the main window's action bar and the puzzle dialog's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from .narration import HUMAN

if TYPE_CHECKING:  # pragma: no cover
    from .controller import Controller


class TurnLabel(QLabel):
    """The action bar's words (whose turn, the hint): at least as tall as ``button``, one
    of the bar's buttons, so the bar keeps its height whether or not a button shows. It
    grew by a few pixels as the first deal's buttons came, and the table shrank with it:
    the felt and the deal were laid out and drawn twice for the deal's first frame."""

    def __init__(self, button: QAbstractButton, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.button = button
        self.setWordWrap(True)

    def _tall(self, size: QSize) -> QSize:
        return QSize(size.width(), max(size.height(), self.button.sizeHint().height()))

    def sizeHint(self) -> QSize:
        return self._tall(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._tall(super().minimumSizeHint())

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self.button.sizeHint().height())


def show_play_controls(
    c: Controller, play: QAbstractButton, risk: QAbstractButton, pass_: QAbstractButton
) -> None:
    """Show and enable Play, the risk box and Pass for the state ``c`` is in."""
    selecting = c.input.selecting
    play.setVisible(selecting)
    play.setEnabled(c.human_to_act and bool(c.hands[HUMAN].selected()))
    can_risk = selecting and c.input.risk_possible()
    if not can_risk:
        c.input.risk = c.input.risk_ticked = False
    risk.setVisible(can_risk)
    # the box shows what Play will do, whoever chose it (the player, or a hint)
    if risk.isChecked() != c.input.risk:
        blocker = QSignalBlocker(risk)
        risk.setChecked(c.input.risk)
        del blocker
    pass_.setVisible(c.ui is not None and c.ui.has_pass_button)
    pass_.setEnabled(c.input.can_pass())


def risk_ticked(
    c: Controller, on: bool, box: QWidget | None = None, table: QWidget | None = None
) -> None:
    """The player ticked (or cleared) the risk box: Play risks without asking again. The
    keyboard goes back to the table (Alt+R leaves the focus on the box, where Enter
    plays nothing): Enter then plays from the cards, risk and all."""
    c.input.risk = c.input.risk_ticked = on
    if box is not None and table is not None and box.hasFocus():
        table.setFocus(Qt.FocusReason.OtherFocusReason)
