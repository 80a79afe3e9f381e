"""The table's animation: the card flights the one verb asks for, the pauses, and when
the table is idle again.

``Motion`` is the view's (``TableView.motion``). ``TableView.move_cards_to_pile`` hands it
each card's item and place: every card that moves on the table moves here, at once when
the speed is instant, the table hidden or the move asked for with no duration, else in a
flight (a parallel group of position, rotation and scale animations, ``flight``). The
flights asked for together (one ``sync``) run as one animation; the table is ``busy``
until they have all landed, and then says ``idle``. A pause (``hold``: a full trick
before it is taken) keeps the table busy the same way. A card dragged and let go off the
trick springs back in a flight of its own, which leaves the table idle.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from . import timings
from .host import Table
from .timings import SPRING_BACK_MS

if TYPE_CHECKING:  # (names only: the cards come with the first deal, after the first frame)
    from .items import CardItem
    from .piles import Place


class Motion(QObject):
    """The running animation of a table and the moves gathered for the next one."""

    def __init__(self, view: Table, parent: QObject | None = None) -> None:
        # a child of the view unless told otherwise: its animations go with it
        if parent is None and isinstance(view, QObject):
            parent = view
        super().__init__(parent)
        self.view = view
        self._group: QAbstractAnimation | None = None
        self._pending_hold: tuple[float, bool] | None = None  # a pause to follow the running moves
        self.waiting_for_click = False  # a trick is held until the player clicks or a key
        self._targets: dict[CardItem, Place] = {}
        # the moves one sync asks for, gathered into one animation before it starts
        self._gathering = False
        self._moves: QParallelAnimationGroup | None = None
        self._moved = 0
        # dealt cards that wait hidden for their flights, in the order they fly (``move``)
        self._unseen: list[CardItem] = []
        self._next_seen = False
        self._spring: tuple[QAbstractAnimation, CardItem, Place] | None = (
            None  # the animation taking a dropped card back to the hand
        )

    @property
    def busy(self) -> bool:
        return self._group is not None

    def flight(
        self,
        item: CardItem,
        target: Place,
        duration: int,
        parent: QObject,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        scale: bool = True,
    ) -> QParallelAnimationGroup:
        """A card's flight to its place: position, rotation (and scale) together."""
        par = QParallelAnimationGroup(parent)
        ends = [(b"pos", target.pos), (b"rotation", target.rotation)]
        if scale:
            ends.append((b"scale", target.scale))
        for prop, end in ends:
            anim = QPropertyAnimation(item, prop, par)
            anim.setDuration(max(1, duration))
            anim.setEndValue(end)
            anim.setEasingCurve(easing)
        return par

    def move(
        self, moves: Iterable[tuple[CardItem, Place]], duration: float, stagger: float = 0.0
    ) -> None:
        """Move each item to its place (see ``TableView.move_cards_to_pile``)."""
        factor = self.view.settings.speed_factor
        if factor == 0 or not self.view.isVisible() or duration <= 0:
            for item, target in moves:
                self.place(item, target)
            return
        own = not self._gathering
        if own:
            self.finish()
            self.begin()
        if self._moves is None:
            self._moves = QParallelAnimationGroup(self)
        for item, target in moves:
            self._targets[item] = target
            item.set_look(target.face_up, target.dimmed, target.selected, target.focused)
            item.setZValue(1000 + target.z)
            item.set_resting(False)
            seq = QSequentialAnimationGroup(self._moves)
            if stagger:
                wait = int(self._moved * stagger * factor)
                seq.addPause(wait)
                if wait > 0:
                    self._wait_to_fly(item, seq)
            seq.addAnimation(self.flight(item, target, int(duration * factor), seq))
            self._moves.addAnimation(seq)
            self._moved += 1
        if own:
            self.start()

    def _wait_to_fly(self, item: CardItem, seq: QSequentialAnimationGroup) -> None:
        """A dealt card waiting for its flight lies face down on the pack, which shows the
        next card to fly; the others wait hidden under it until the card before them has
        left. (Thirty-six cards stacked at the dealer, each drawn with its shadow, took
        the deal's first frame 12 ms to paint, for the one card seen; and the pack showed
        the player's own cards face up as they came to its top.)"""
        item.set_look(False, False, False, False)
        if self._next_seen:
            item.hide()
            self._unseen.append(item)
        self._next_seen = True  # (the first to wait is the next to fly: seen on the pack)
        pause = seq.animationAt(0)
        seq.currentAnimationChanged.connect(
            lambda now: self._flies(item) if now is not pause else None
        )

    def _flies(self, item: CardItem) -> None:
        """A dealt card has left the pack, looking as its place says: the next one is
        seen on the pack."""
        target = self._targets.get(item)
        if target is not None:
            item.set_look(target.face_up, target.dimmed, target.selected, target.focused)
        item.show()
        if self._unseen:
            self._unseen.pop(0).show()

    def _show_unseen(self) -> None:
        for item in self._unseen:
            item.show()
        self._unseen = []

    def begin(self) -> None:
        """Gather the moves that follow into one animation (``start`` runs it)."""
        self._gathering, self._moves, self._moved = True, None, 0
        self._next_seen = False
        self._targets = {}

    def start(self) -> None:
        self._gathering = False
        group, self._moves = self._moves, None
        if group is None:
            return
        self._group = group
        group.finished.connect(self._group_finished)
        group.start()

    @staticmethod
    def place(item: CardItem, target: Place) -> None:
        """Put a card at its place at once, looking as the place says."""
        item.set_resting(True)
        item.setPos(target.pos)
        item.setRotation(target.rotation)
        item.setScale(target.scale)
        item.setZValue(target.z)
        item.set_look(target.face_up, target.dimmed, target.selected, target.focused)

    def moving(self, item: CardItem) -> bool:
        """Is the card on its way to a place (in the running animation)?"""
        return item in self._targets

    def hold(self, ms: float, until_click: bool = False) -> None:
        """Keep the table still for a moment (a full trick before it is taken), or until
        the player clicks the table or presses a key (``until_click``, at any speed).
        At the instant speed the moment is ``INSTANT_SEEN_MS``, whatever ``ms`` says: the
        cards jump, but a trick is still seen. Asked while cards still move (a Brag
        position laid down and held in one step), the pause follows the moves instead of
        being lost."""
        if not self.view.isVisible() or self.hold_ms(ms, until_click) <= 0:
            return
        if self.busy:
            self._pending_hold = (ms, until_click)
            return
        self._start_hold(ms, until_click)

    def hold_ms(self, ms: float, until_click: bool = False) -> int:
        """How long ``hold(ms, until_click)`` keeps the table still at the speed set."""
        if until_click:
            return 86_400_000  # a pause of a day, which a click or a key ends (``finish``)
        factor = self.view.settings.speed_factor
        if factor == 0:
            return int(timings.INSTANT_SEEN_MS)  # read when held: tests may set it to 0
        return max(1, int(ms * factor))

    def _start_hold(self, ms: float, until_click: bool) -> None:
        length = self.hold_ms(ms, until_click)
        pause = QPauseAnimation(length, self)
        self._targets = {}
        self._group = pause
        self.waiting_for_click = until_click
        pause.finished.connect(self._group_finished)
        pause.start()

    def drop_pending_hold(self) -> None:
        """Forget a pause asked for after the running moves (a new match is shown)."""
        self._pending_hold = None

    def _take_pending_hold(self) -> bool:
        """Start the pause asked for while the cards moved, if any (True if it started)."""
        pending, self._pending_hold = self._pending_hold, None
        if pending is None:
            return False
        self._start_hold(*pending)
        return True

    def _group_finished(self) -> None:
        group, self._group = self._group, None
        self.waiting_for_click = False
        self._show_unseen()
        for item, target in self._targets.items():
            self.place(item, target)
        self._targets = {}
        if group is not None:
            group.deleteLater()
        if self._take_pending_hold():
            return
        self.view.idle.emit()

    def finish(self) -> None:
        """End the running animation at once (a click hurries it); a pause asked for
        after it (the trick held for reading) begins then."""
        group = self._group
        if group is None:
            return
        try:
            group.finished.disconnect(self._group_finished)
        except (RuntimeError, TypeError):
            pass
        group.stop()
        self._group = None
        self.waiting_for_click = False
        self._show_unseen()
        for item, target in self._targets.items():
            self.place(item, target)
        self._targets = {}
        group.deleteLater()
        if self._take_pending_hold():
            return
        self.view.idle.emit()

    # -- a dragged card let go off the trick
    def spring_back(self, item: CardItem, target: Place) -> None:
        """Take a card that was dragged back to its place in the hand."""
        self.stop_spring()
        factor = self.view.settings.speed_factor
        if factor == 0 or not self.view.isVisible():
            self.place(item, target)
            return
        item.set_resting(False)
        group = self.flight(
            item, target, int(SPRING_BACK_MS * factor), self, QEasingCurve.Type.OutBack, scale=False
        )
        group.finished.connect(lambda i=item, t=target: self._spring_done(i, t))
        self._spring = (group, item, target)
        group.start()

    def _spring_done(self, item: CardItem, target: Place) -> None:
        if self._spring is not None and self._spring[1] is item:
            group, self._spring = self._spring[0], None
            group.deleteLater()
            self.place(item, target)

    def stop_spring(self) -> None:
        if self._spring is not None:
            group, item, target = self._spring
            self._spring = None
            group.stop()
            group.deleteLater()
            if item.scene() is not None:
                self.place(item, target)
