"""A game record read on a thread of its own (Game → Import game record…).

A player's career in one record is 100,000 deals: the rules replay every one of them (tens
of seconds), and each finished deal's text is made for the saves. On the window's thread
that froze the window; here it runs on a worker, which tells how far it has come
(``progress``, a percentage) and stops at the next part of the file when cancelled. The
window then plays the match read (``Session.play_record``) or says in one sentence why
the record could not be read; a cancelled reading changes nothing.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ... import rules

# How much of the reading each step is, in percent (measured on a 10,000-deal career:
# the check as JSON a tenth of the replay, the deals' texts a fifth of it).
CHECKED, REPLAYED, WRITTEN = 8, 80, 97
# How many of a match's last deals the window keeps live: the deal in play and those a
# player looks back at (the coach's reviews as deals end, undo). The older finished deals
# are held as their record text (``rules.Match``'s ``recent``: a career of 100,000 deals
# in a few hundred bytes a deal, not 4 KB) and dealt again when one is opened.
RECENT = 64


class Cancelled(Exception):
    """The player cancelled the reading (raised on the worker, where it ends it)."""


@dataclass
class ReadRecord:
    """A record read and replayed: its match, its notes, and its deals as JSON where
    they carry the coach's review (None for the others; None for all when none does)."""

    path: Path
    match: rules.Match
    meta: dict[str, Any]
    reviewed: list[Any] | None


def read_record(
    path: str | Path,
    progress: Any = None,
    cancelled: threading.Event | None = None,
) -> ReadRecord:
    """Read the record at ``path`` (RecordError if it cannot be used, ``Cancelled``);
    ``progress`` is told the percentage done as it changes."""
    path = Path(path)
    try:
        size = max(1, path.stat().st_size)
    except OSError:
        size = 1  # (the reading says why it cannot be read)
    shown = [-1]

    def tell(percent: int) -> None:
        if cancelled is not None and cancelled.is_set():
            raise Cancelled
        if progress is not None and percent != shown[0]:
            shown[0] = percent
            progress(percent)

    def read(done: int) -> None:  # bytes, twice through the file
        if done <= size:
            tell(CHECKED * done // size)
        else:
            tell(CHECKED + (REPLAYED - CHECKED) * min(done - size, size) // size)

    match, meta = rules.records.load_with_meta(path, on_read=read, recent=RECENT)
    count = max(1, len(match.deals))
    rules.records.write_ahead(match, lambda n: tell(REPLAYED + (WRITTEN - REPLAYED) * n // count))
    tell(WRITTEN)
    return ReadRecord(path, match, meta, reviewed_deals(path))


class RecordReader(QObject):
    """Reads one record on a thread of its own; ``done`` brings the ``ReadRecord`` (or
    what stopped it: a ``RecordError``) to the window's thread. Nothing comes once it is
    cancelled."""

    progress = Signal(int)  # the percentage read
    done = Signal(object)  # a ReadRecord, or the exception that stopped it

    def __init__(self, path: str | Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self._cancelled = threading.Event()
        self._thread = threading.Thread(target=self._read, name="record reader", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        """Stop reading (at the next part of the file): nothing is played, nothing said."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def _read(self) -> None:
        try:
            result: object = read_record(self.path, self._tell, self._cancelled)
        except Cancelled:
            return
        except Exception as exc:  # noqa: BLE001 - the window says why, whatever it is
            result = exc
        if self._cancelled.is_set():
            return
        try:
            self.done.emit(result)  # (queued to the window's thread)
        except RuntimeError:  # the window closed meanwhile
            pass

    def _tell(self, percent: int) -> None:
        try:
            self.progress.emit(percent)
        except RuntimeError:
            pass


def reviewed_deals(path: str | os.PathLike[str]) -> list[Any] | None:
    """The deals of the record at ``path`` as JSON where they carry the coach's review
    (None for the others), read a deal at a time and checked as the record was; None
    if it cannot be read (the record itself was: its reviews are only a bonus)."""
    try:
        deals = [
            deal if isinstance(deal, dict) and "review" in deal else None
            for deal in rules.records.deals_in(path)
        ]
    except (OSError, ValueError, RecursionError):
        return None
    return deals if any(deals) else None
