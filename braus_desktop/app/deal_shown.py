"""Work that waits until the first frame with the deal on the table has been painted.

The player waits for the deal, not for what the first deal does not draw: the statistics
recorder (its store, SQLite and the database's checks) is made once the deal is on the
screen, on the next turn of the event loop after that frame.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QGraphicsView

# How long work waits for the deal's first frame at most: a window that is not shown
# (started minimized) paints nothing, and its deals are recorded all the same.
LONGEST_WAIT_MS = 3000


class WhenDealShown(QObject):
    """Runs what it is given once the table (a view whose ``trick`` is set once a deal is
    laid out) has painted a frame with the deal; with ``waiting`` False (a window not
    started after its first frame, as in tests), at once."""

    def __init__(self, table: QGraphicsView, waiting: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._waiting: list[Callable[[], None]] | None = [] if waiting else None
        if waiting:
            table.viewport().installEventFilter(self)

    def add(self, work: Callable[[], None]) -> None:
        """Do ``work`` after the deal's first frame (now, if that frame has been shown).
        A deal cannot end before it is painted, so nothing it records is missed."""
        if self._waiting is None:
            work()
            return
        if not self._waiting:
            QTimer.singleShot(LONGEST_WAIT_MS, self._run)
        self._waiting.append(work)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and self._waiting is not None
            and getattr(self.table, "trick", None) is not None
        ):
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._run)  # after this frame has been painted
        return False

    def _run(self) -> None:
        waiting, self._waiting = self._waiting or [], None
        for work in waiting:
            work()
