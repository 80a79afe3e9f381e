"""Game → Import game record…, as the window lives it: the record is read on a thread of
its own (``store.record_reader``) while a line in the status bar says which file, how far
the reading is, and offers Cancel; the window answers meanwhile (the match in play goes
on). Then the match read is played in place of the one in play, or one sentence says why
the record could not be; a cancelled import leaves the match in play as it was.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QMoveEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizeGrip,
    QSizePolicy,
    QStatusBar,
    QWidget,
)

from ..rules.phrase import quoted
from .store.record_reader import ReadRecord, RecordReader

if TYPE_CHECKING:  # pragma: no cover
    import os

    from .controller import Controller
    from .store.session import Session


# Where QStatusBar writes a message from its left edge (QStatusBarPrivate::messageRect):
# the line's words start there too, so they do not step aside when the sentence after
# the import takes their place.
MESSAGE_LEFT = 6


class ImportLine(QWidget):
    """The status bar's line while a record is read: "Importing 'career.json'…", how much
    of it is read, and Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("import_line")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 100)
        self.bar.setAccessibleName(self.tr("How much of the record is read"))
        self.cancel = QPushButton(self.tr("Cancel"), self)
        self.cancel.setObjectName("import_cancel")
        # the words take the room; the bar and the button keep their own size
        self.cancel.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel)
        self.fit()

    def fit(self) -> None:
        """The line no taller than the room the status bar has without it (the height of
        its words or of its size grip, ``QStatusBar::reformat``): the table above does
        not move for the line, at any size of the window's words, and again when they
        grow or shrink meanwhile."""
        metrics = self.fontMetrics()
        room = metrics.height()
        status = self.parentWidget()
        grip = status.findChild(QSizeGrip) if status is not None else None
        if grip is not None:
            room = max(room, grip.sizeHint().height())
        for widget in (self.label, self.bar, self.cancel):
            widget.setMaximumHeight(room)
        self.bar.setMaximumWidth(metrics.horizontalAdvance("0") * 24)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit()

    def moveEvent(self, event: QMoveEvent) -> None:  # noqa: N802 (Qt's name)
        super().moveEvent(event)
        self.label.setIndent(max(0, MESSAGE_LEFT - self.x()))

    def show_file(self, path: Path) -> None:
        self.label.setText(self.tr("Importing {file}…").format(file=quoted(path.name)))
        self.bar.setValue(0)


class Importing(QObject):
    """One record being imported into ``session``'s window: ``finished`` says what the
    status bar says after it (the record loaded, why it was not, or that it was
    cancelled)."""

    finished = Signal(str)

    def __init__(self, session: Session, status: QStatusBar, path: Path) -> None:
        super().__init__(status)
        self.session, self.status, self.path = session, status, path
        self.reader = RecordReader(path, self)
        self.line = ImportLine(status)
        self.line.show_file(path)
        self.reader.progress.connect(self.line.bar.setValue)
        self.reader.done.connect(self._read)
        self.line.cancel.clicked.connect(self.cancel)
        status.addPermanentWidget(self.line, 1)
        self.line.show()
        self.over = False

    def start(self) -> None:
        self.reader.start()

    def cancel(self) -> None:
        """Stop reading: the match in play goes on as it was."""
        if self.over:
            return
        self.reader.cancel()
        self._end(
            self.tr("The import of {file} was cancelled; the game in play goes on.").format(
                file=quoted(self.path.name)
            )
        )

    def _read(self, result: object) -> None:
        if self.over or self.reader.cancelled:
            return
        self.over = True  # (the match it starts is no other match that cancels it)
        self.line.bar.setValue(100)
        if isinstance(result, ReadRecord):
            problem = self.session.play_record(result)
        else:
            assert isinstance(result, Exception)  # (what stopped the reading)
            problem = self.session.import_failure(self.path, result)
        notice = self.session.review_notice if problem is None else ""
        self._end(
            problem
            or QCoreApplication.translate(
                "MainWindow", "The game record is loaded as a practice match."
            )
            + (" " + notice if notice else "")
        )

    def _end(self, text: str) -> None:
        self.over = True
        self.status.removeWidget(self.line)
        self.line.deleteLater()
        self.finished.emit(text)


class ImportHost(Protocol):
    """What an import needs of the window: its controller, its status bar, and the
    import in progress (None when none is)."""

    controller: Controller
    importing: Importing | None

    def statusBar(self) -> QStatusBar: ...


def read_record(window: ImportHost, path: str | os.PathLike[str]) -> None:
    """Import the record at ``path`` into ``window``: read on a thread of its own, with its
    progress and Cancel in the status bar (a career of 100,000 deals takes tens of
    seconds), then played in place of the match in play (``window.importing``). Another
    import, or another match started meanwhile (a new game, a lesson, a puzzle), cancels
    it: the newer choice is the one the player wants."""
    if window.importing is not None:
        window.importing.cancel()
    c = window.controller
    job = window.importing = Importing(c.session, window.statusBar(), Path(path))

    def over(text: str) -> None:
        c.match_starting.disconnect(job.cancel)
        if window.importing is job:
            window.importing = None
        if text:
            window.statusBar().showMessage(text)
        job.deleteLater()

    c.match_starting.connect(job.cancel)
    job.finished.connect(over)
    job.start()
