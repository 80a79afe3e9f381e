"""The marks the table draws round and beside its cards: the gold frame round the play
winning the trick, the frames round a lesson's cards, and each side's count of tricks by
its won pile.

``Marks`` is the view's (``TableView.marks``): after each ``sync`` it follows the cards'
places (``sync``), never moving a card itself.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from ...rules.cards import Card
from ..contrast import felt_lightest, readable_on
from ..sides import on_felt
from .host import Table
from .piles import Place


class Marks:
    """The winning frame, the lesson's frames and the piles' counts of one table."""

    def __init__(self, view: Table) -> None:
        self.view = view
        self._pile_labels: dict[int, QGraphicsSimpleTextItem] = {}
        self._winning_mark: QGraphicsPathItem | None = (
            None  # the frame round the play winning the trick
        )
        # the cards a lesson is about, framed wherever they lie (``set_highlight``)
        self._highlight: frozenset[Card] = frozenset()
        self._highlight_marks: dict[Card, QGraphicsPathItem] = {}
        self._hand_boxes: list[QRectF] = []

    def clear(self) -> None:
        """A new match: no frame, no count."""
        scene = self.view.scene()
        for mark in self._highlight_marks.values():
            scene.removeItem(mark)
        self._highlight_marks.clear()
        self._highlight = frozenset()
        for label in self._pile_labels.values():
            scene.removeItem(label)
        self._pile_labels = {}

    def sync(self, targets: dict[Card, Place]) -> None:
        """Follow the cards to ``targets``, their places after the sync."""
        self._sync_winning_mark(targets)
        self._sync_highlight(targets)
        self._hand_boxes = self._boxes_of_hands(targets)
        self._sync_pile_labels()

    @property
    def pile_labels(self) -> dict[int, QGraphicsSimpleTextItem]:
        """Each side's count of tricks, by side (shown by its won pile)."""
        return self._pile_labels

    def _sync_pile_labels(self) -> None:
        view = self.view
        piles: dict[int, int] = {}
        won = view.won
        assert won is not None  # (only once a deal is shown)
        for trick in won.tricks:
            piles[trick.side] = piles.get(trick.side, 0) + 1
        counts = won.counts()  # the rules' tricks: a pile may be several (Brus D9)
        for side in set(counts) | set(piles) | set(self._pile_labels):
            label = self._pile_labels.get(side)
            if label is None:
                label = self._pile_labels[side] = view.scene().addSimpleText("")
                label.setZValue(95)
            n = counts.get(side, 0)
            label.setVisible(n > 0 and side in piles)
            label.setText(
                QCoreApplication.translate("TableView", "1 trick")
                if n == 1
                else QCoreApplication.translate("TableView", "{n} tricks").format(n=n)
            )
            # the side's hue, lightened where the felt needs it (the felt's lightest
            # shade, its middle, is the worst case): 4.5:1 on any table colour
            label.setBrush(pile_ink(side, view.settings.felt_colour))
            font = QFont(view.font())
            font.setPixelSize(max(11, int(view.geo.cw * 0.19)))
            font.setBold(True)
            label.setFont(font)
            label.setPos(
                self._pile_label_point(side, max(piles.get(side, 0), 1), label.boundingRect())
            )

    def _sync_winning_mark(self, targets: dict[Card, Place]) -> None:
        """A gold frame round the play winning the trick now, when the rules say which
        (Brus: the card or set that takes it so far)."""
        view = self.view
        seat = getattr(view.trick, "winning", None)
        play = (
            next((p for p in view.trick.plays if p.seat == seat), None)
            if seat is not None and view.trick is not None
            else None
        )
        if play is None or not all(c in targets for c in play.cards):
            if self._winning_mark is not None:
                self._winning_mark.setVisible(False)
            return
        g = view.geo
        box = QRectF()
        for card in play.cards:
            t = targets[card]
            w, h = g.cw * t.scale, g.ch * t.scale
            a = math.radians(t.rotation)
            hx = (abs(math.cos(a)) * w + abs(math.sin(a)) * h) / 2
            hy = (abs(math.sin(a)) * w + abs(math.cos(a)) * h) / 2
            box = box.united(QRectF(t.pos.x() - hx, t.pos.y() - hy, 2 * hx, 2 * hy))
        margin = max(3.0, g.cw * 0.05)
        box = box.adjusted(-margin, -margin, margin, margin)
        if self._winning_mark is None:
            self._winning_mark = view.scene().addPath(QPainterPath())
            self._winning_mark.setZValue(199)  # under the trick's cards, round them
        path = QPainterPath()
        path.addRoundedRect(box, margin * 2, margin * 2)
        mark = self._winning_mark
        mark.setPath(path)
        mark.setPen(QPen(QColor(255, 214, 80, 230), max(2.5, g.cw * 0.04)))
        mark.setBrush(QColor(255, 214, 80, 60))
        mark.setToolTip(QCoreApplication.translate("TableView", "Winning the trick so far"))
        mark.setVisible(True)

    def set_highlight(self, cards: Iterable[Card]) -> None:
        """Frame these cards wherever they lie on the table (a lesson's cards), until
        another set is given; an empty set takes the frames away."""
        view = self.view
        self._highlight = frozenset(cards)
        if view.table_geometry is not None and view.trick is not None:
            self._sync_highlight(view.table_layout.places_now())

    def _sync_highlight(self, targets: dict[Card, Place]) -> None:
        view = self.view
        g = view.table_geometry
        for card in [
            c for c in self._highlight_marks if c not in self._highlight or c not in targets
        ]:
            view.scene().removeItem(self._highlight_marks.pop(card))
        for card in self._highlight:
            target = targets.get(card)
            if target is None or g is None:
                continue
            mark = self._highlight_marks.get(card)
            if mark is None:
                mark = QGraphicsPathItem()
                mark.setZValue(800)  # over the cards (a fanned card is mostly covered)
                mark.setBrush(Qt.BrushStyle.NoBrush)
                view.scene().addItem(mark)
                self._highlight_marks[card] = mark
            w, h = g.cw * target.scale, g.ch * target.scale
            margin = max(2.0, g.cw * 0.04)
            path = QPainterPath()
            path.addRoundedRect(
                QRectF(-w / 2 - margin, -h / 2 - margin, w + 2 * margin, h + 2 * margin),
                margin * 2,
                margin * 2,
            )
            mark.setPath(path)
            mark.setPos(target.pos)
            mark.setRotation(target.rotation)
            mark.setPen(QPen(QColor(110, 210, 255, 235), max(2.5, g.cw * 0.045)))

    @property
    def highlight_marks(self) -> dict[Card, QRectF]:
        """Where each framed card's frame is on the table now (scene rectangles)."""
        return {card: mark.sceneBoundingRect() for card, mark in self._highlight_marks.items()}

    @property
    def winning_mark(self) -> QRectF | None:
        """Where the frame round the play winning the trick is, if one is shown."""
        mark = self._winning_mark
        return mark.sceneBoundingRect() if mark is not None and mark.isVisible() else None

    def _boxes_of_hands(self, targets: dict[Card, Place]) -> list[QRectF]:
        """Where the cards in the hands will be (their targets), as scene rectangles."""
        view = self.view
        in_hand = {card for model in view.hands for card in model.cards}
        g = view.geo
        out = []
        for card, t in targets.items():
            if card in in_hand:
                a = math.radians(t.rotation)
                w, h = g.cw * t.scale, g.ch * t.scale
                hx = (abs(math.cos(a)) * w + abs(math.sin(a)) * h) / 2
                hy = (abs(math.sin(a)) * w + abs(math.cos(a)) * h) / 2
                out.append(QRectF(t.pos.x() - hx, t.pos.y() - hy, 2 * hx, 2 * hy))
        return out

    def _pile_label_point(self, side: int, n: int, r: QRectF) -> QPointF:
        """Below the side's pile of n tricks, or above, right or left of it: the first
        place that is on the table and clear of every seat's badge and hand (a pile
        grows along its seat's hand, and next to it may be another seat's badge)."""
        view = self.view
        g = view.geo
        pile = view.table_layout.won_pile(side)
        first, rot = pile.point(0)
        last, _ = pile.point(n - 1)
        w, h = g.cw * 0.5, g.ch * 0.5  # a pile card is at half scale
        a = math.radians(rot)
        hx = (abs(math.cos(a)) * w + abs(math.sin(a)) * h) / 2 + 2
        hy = (abs(math.sin(a)) * w + abs(math.cos(a)) * h) / 2 + 2
        box = QRectF(
            QPointF(min(first.x(), last.x()) - hx, min(first.y(), last.y()) - hy),
            QPointF(max(first.x(), last.x()) + hx, max(first.y(), last.y()) + hy),
        )
        c = box.center()
        candidates = [
            QPointF(c.x() - r.width() / 2, box.bottom() + 2),
            QPointF(c.x() - r.width() / 2, box.top() - r.height() - 2),
            QPointF(box.right() + 4, c.y() - r.height() / 2),
            QPointF(box.left() - 4 - r.width(), c.y() - r.height() / 2),
        ]
        scene = view.sceneRect()
        bw, bh = g.badge
        badges = [
            QRectF(b.pos().x() - bw / 2, b.pos().y() - bh / 2, bw, bh) for b in view.seat_badges
        ]
        hands = self._hand_boxes
        for obstacles in (badges + hands, badges):  # clear of the hands too if it can be
            for point in candidates:
                rect = QRectF(point, r.size())
                if scene.contains(rect) and not any(rect.intersects(o) for o in obstacles):
                    return point
        return candidates[0]


def pile_ink(side: int, felt: QColor) -> QColor:
    """The colour of ``side``'s trick count by its won pile on a table of ``felt``."""
    return readable_on(on_felt(side).lighter(130), felt_lightest(felt))
