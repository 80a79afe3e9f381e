"""The statistics recorder: it listens to the controller and writes each finished deal and
match to the statistics store, in the mode (serious or practice) the match is played in.

It is made when the first match starts, not before the window's first frame, so sqlite3
is not loaded for the cold start. Each time a deal ends, the finished deals of the match
not written yet are offered, under the controller's ``match_id`` (kept through saves, undo
and replays), so a deal is never counted twice when a resumed match shows its last deal
again, a deal missed once (a failed write) is added later, and a practice deal played
again replaces its earlier result (deals that undo took back are dropped): the statistics
count the match as it now stands. What is written is known by the deals themselves
(``_Recorded``), and at a resume by the store's rows of the match (``holds_deal``): a
deal's end makes that deal's row only, an undo none, in a match of any length. Each match is taken up (``StatisticsStore.adopt``) as it starts or is
resumed, so what this window takes back is only its own play, never rows another window
wrote since.

The file is opened with SQLite's quick check (made after the deal is on the table, it
never delays the deal), and the full integrity check runs on a thread of its own with a
connection of its own: a damaged file it finds is set aside then, with the same sentence
as at the start (``StatisticsStore.set_damaged_aside``).
"""

from __future__ import annotations

import threading
import time
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from ...rules.kept import shared
from ..narration import HUMAN
from ..phrases import say
from .statistics import (
    FILE_NAME,
    StatisticsError,
    StatisticsStore,
    damaged,
    deal_result,
    deal_row,
    match_key,
    match_row,
    review_row,
)

if TYPE_CHECKING:  # pragma: no cover
    from ... import rules
    from ...bots.coaching import DealCoaching
    from ...rules.kept import KeptDeal
    from ..coach import Coach
    from ..models import LogModel
    from ..player_input import Guide


class RecorderHost(Protocol):
    """What the recorder asks of the controller (``Controller`` is the one class that has
    these members): its match and the match's identity (given one here if a match saved
    before matches had one), the seats, the practice mark, whether a lesson leads, the
    coach's reviews, the signals of a deal's and a match's end and start, and the status
    bar and log it tells the player in."""

    match: rules.Match | None
    match_id: str | None

    @property
    def names(self) -> list[str]: ...

    @property
    def levels(self) -> list[str]: ...

    @property
    def practice(self) -> bool: ...

    @property
    def guide(self) -> Guide | None: ...

    @property
    def coach(self) -> Coach: ...

    @property
    def log(self) -> LogModel: ...

    @property
    def status(self) -> SignalInstance: ...

    @property
    def deal_finished(self) -> SignalInstance: ...

    @property
    def match_finished(self) -> SignalInstance: ...

    @property
    def match_started(self) -> SignalInstance: ...


# How many deals one turn of the event loop writes at most (a batch of 500: about 50 ms),
# and how long it makes rows for at most: a deal held as its text (an imported career's,
# rules/kept.py) is dealt again for its row, about 0.3 ms, so a batch of those is cut
# short and the window answers between.
BATCH = 500
BUDGET = 0.05  # seconds
# How long after the store is opened (as the first match starts) its full check begins.
CHECK_AFTER_MS = 1500


class StatisticsRecorder(QObject):
    """Writes the controller's finished deals and matches to ``<data_dir>/statistics.sqlite3``."""

    recorded = Signal()  # new rows were written: an open statistics dialog reloads
    checked = Signal(bool)  # the full integrity check is done (True: the file was damaged)

    def __init__(
        self, data_dir: str | Path, parent: QObject | None = None, check_later: bool = True
    ) -> None:
        super().__init__(parent)
        self.path = Path(data_dir) / FILE_NAME
        self.store = StatisticsStore(self.path, check="later" if check_later else "full")
        self.controller: RecorderHost | None = None
        # the matches a lesson led: their mistakes make no exercises, even when the
        # review comes in after the lesson has let go of the table
        self._lessons: set[str] = set()
        # The full check, on a thread of its own: nothing is written to the file before
        # it has answered (the first write waits for it, which a deal's length hides).
        self._check: threading.Thread | None = None
        self._answer: list[bool] = []
        self._found = _Found()
        self._recorded = _Recorded()
        # a batch of the match's deals is still to be written (``_go_on``)
        self._more = self._more_with_match = False
        self._found.answer.connect(lambda _damaged: self._check_answered())  # queued
        if check_later and self.store.available:
            found, path, answer = self._found, self.path, self._answer

            def check() -> None:
                answer.append(damaged(path))
                try:
                    found.answer.emit(answer[0])
                except RuntimeError:  # the window closed meanwhile
                    pass

            self._check = threading.Thread(target=check, name="statistics check", daemon=True)
            # once the deal is on the table: on two busy cores the check (seconds for a
            # long history) would otherwise slow the deal's first frame
            QTimer.singleShot(CHECK_AFTER_MS, self._start_check)

    def _start_check(self) -> None:
        if self._check is not None and self._check.ident is None:
            self._check.start()

    def _checked(self) -> bool:
        """Wait for the full check (starting it if it has not started), and act on its
        answer; True when the store may be written."""
        if self._check is not None:
            self._start_check()
            self._check.join()
            self._check_answered()
        return self.store.available

    def _check_answered(self) -> None:
        """The full check's answer (once): a damaged file is set aside now, and said."""
        if self._check is None or not self._answer:
            return
        self._check = None
        was_damaged = self._answer[0]
        if was_damaged and self.store.set_damaged_aside():
            self._recorded = _Recorded()  # (a fresh file holds none of them)
            c = self.controller
            if c is not None and self.store.notice:
                c.status.emit(say(self.store.notice))
            if c is not None and self.store.available:
                self._take_up()
            self.recorded.emit()
        self.checked.emit(was_damaged)

    def attach(self, controller: RecorderHost) -> None:
        """Record this controller's deals from now on, and tell the player (once) if the
        statistics file had to be set aside."""
        self.controller = controller
        controller.deal_finished.connect(self._deal_finished)
        controller.match_finished.connect(self._match_finished)
        controller.match_started.connect(self._take_up)
        controller.coach.ready.connect(self._review_ready)
        self._take_up()
        if self.store.notice:
            # after the new match's own prompt, so the sentence is not replaced at once
            QTimer.singleShot(0, lambda: controller.status.emit(say(self.store.notice)))
        else:
            QTimer.singleShot(0, self._say_due)

    def _say_due(self) -> None:
        """How many of the player's mistakes are due for another try, once a session:
        in the status bar and the game log (nothing when none is)."""
        from ..dialogs.welcome import due_sentence
        from ..models import Reworded

        try:
            due = self.store.due_count(date.today())
        except StatisticsError:
            return
        c = self.controller
        if due and c is not None:
            # worded again in the player's language whenever the log is shown
            c.log.append(Reworded(lambda: due_sentence(due)))
            c.status.emit(due_sentence(due))

    @property
    def mode(self) -> str:
        c = self.controller
        return "practice" if c is not None and c.practice else "serious"

    def _take_up(self) -> None:
        """The match in play is this window's from now on, as its rows stand (a match
        saved before matches had an identity is taken up when it first records)."""
        c = self.controller
        if c is not None and c.match_id != self._recorded.key:
            self._recorded = _Recorded()  # (another match: the last one's deals let go of)
        if c is not None and c.match_id and c.guide is not None:
            self._lessons.add(c.match_id)
        if c is None or not c.match_id or not self.store.available:
            return
        try:
            self.store.adopt(c.match_id)
        except StatisticsError:
            pass  # the next write meets the same trouble and tells the player

    def _deal_finished(self, _text: str = "") -> None:
        self.record(with_match=False)

    def _match_finished(self, _text: str = "") -> None:
        self.record(with_match=True)

    def record(self, with_match: bool) -> int:
        """Write the match's finished deals not written yet (and the match, once it is
        over), a batch at a time (``BATCH``): the rest on the next turn of the event loop."""
        c = self.controller
        match = c.match if c is not None else None
        if (
            c is None
            or match is None
            or not self.store.available
            or not match.deals
            or c.guide is not None
        ):  # a lesson is not a match played
            return 0
        if not self._checked():
            return 0
        mode = self.mode
        try:
            if not c.match_id:  # a match saved before matches had an identity
                c.match_id = match_key(match)
            key = c.match_id
            done = self._recorded.of(match, key, mode)
            finished = len(match.deals) - (0 if match.deal.is_over else 1)
            # (a few hundred at a time: an imported career's 100,000 deals, seconds of
            # rows, are written a batch each turn of the event loop, the window answering)
            upto = min(finished, done + BATCH)
            # (a deal held as its text is dealt again only for a row to be made)
            held = match.held_deals()
            deals = []
            began = time.perf_counter()
            for n in range(done + 1, upto + 1):
                if self.store.holds_deal(
                    key, n, deal_result(match, held[n - 1], HUMAN), mode if n == finished else None
                ):
                    continue
                deals.append(deal_row(match, match.deals[n - 1], n, key, mode, HUMAN))
                if n < upto and time.perf_counter() - began > BUDGET:
                    upto = n  # (the rest on the next turn)
                    break
            del held
            if done == finished and finished and self._recorded.mode != mode:
                # (its row takes the match's new mode)
                last_deal = match.deals[finished - 1]
                deals.append(deal_row(match, last_deal, finished, key, mode, HUMAN))
            last = upto == finished
            whole = (
                match_row(match, key, mode, HUMAN)
                if with_match and match.is_over and last
                else None
            )
            added = self.store.record(deals, whole, finished=(key, finished) if last else None)
            self._recorded.wrote(match, upto, mode)
            if not last:
                self._go_on(with_match)
        except StatisticsError as exc:
            c.status.emit(
                self.tr(
                    "This deal could not be added to the statistics ({reason}); the game goes on."
                ).format(reason=exc)
            )
            return 0
        if added:
            self.recorded.emit()
        return added

    def _go_on(self, with_match: bool) -> None:
        """Write the next batch of the match's deals on the next turn of the event loop
        (once, however many deal ends asked meanwhile)."""
        self._more_with_match = self._more_with_match or with_match
        if self._more:
            return
        self._more = True

        def more() -> None:
            self._more, with_match = False, self._more_with_match
            self._more_with_match = False
            self.record(with_match)

        QTimer.singleShot(0, more)

    def _review_ready(self, deal_no: int) -> None:
        """Keep the coach's review of a finished deal beside its row (its accuracy and
        mistakes, in the mode the deal's row has)."""
        c = self.controller
        coaching = c.coach.coaching_of(deal_no) if c is not None else None
        if c is None or coaching is None or not self._checked() or not c.match_id:
            return
        try:
            self.store.record_review(review_row(c.match_id, coaching))
            self._add_exercises(coaching)
        except StatisticsError as exc:
            c.status.emit(
                self.tr(
                    "The review of this deal could not be added to the "
                    "statistics ({reason}); the game goes on."
                ).format(reason=exc)
            )
            return
        self.recorded.emit()

    def _add_exercises(self, coaching: DealCoaching) -> int:
        """The deal's mistakes and blunders become exercises (Help → My mistakes), unless
        a lesson led its match (a puzzle has a controller of its own, never this one)."""
        c = self.controller
        if (
            c is None
            or c.match is None
            or c.match_id is None
            or c.match_id in self._lessons
            or c.guide is not None
        ):
            return 0
        found = coaching.exercises(list(c.names), c.match_id, levels=list(c.levels))
        return self.store.add_exercises(found, date.today())

    def close(self) -> None:
        if self._check is not None:
            if self._check.ident is not None:
                self._check.join()  # its connection closed before the folder may go
            self._check = None
        self.store.close()


class _Recorded:
    """Which finished deals of the match in play have their rows in the store: the deals
    themselves as the match holds them (``Match.held_deals``: a deal held as its text is
    not dealt again to be looked at; a match lets go of none while it is played, and an
    undo or a replay keeps the finished deals it shares), so a deal's end writes that
    deal's row only, and an undo none, however long the match (an imported career is
    100,000 deals)."""

    def __init__(self) -> None:
        self.key: str | None = None
        self.match: rules.Match | None = None
        self.deals: list[rules.State | KeptDeal] = []
        self.mode = ""  # the mode the last of them was written in

    def of(self, match: rules.Match, key: str, mode: str) -> int:
        """How many of the match's first deals are written (as they are now)."""
        if key != self.key:
            self.key, self.match, self.deals, self.mode = key, None, [], mode
        if match is not self.match:
            # another match (an undo, a replay, a resume): what it shares, deal for deal
            # (compared in C: the same objects, or not)
            del self.deals[shared(match.held_deals(), self.deals) :]
            self.match = match
        return len(self.deals)

    def wrote(self, match: rules.Match, finished: int, mode: str) -> None:
        """The match's first ``finished`` deals are written now, the last in ``mode``."""
        # (as the match holds them now: a deal it has since come to hold as its text is
        # not kept live here; a list of references, copied in C)
        self.deals = match.held_deals()[:finished]
        self.mode = mode


class _Found(QObject):
    """Carries the full check's answer from its thread to the GUI thread."""

    answer = Signal(bool)
