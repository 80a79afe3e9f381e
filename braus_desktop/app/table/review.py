"""``TrickSheet``: tricks gone from the table, shown again on a plate over the middle.

One row per trick, one column per player (their name on top): the last trick when the
player asks for it (the L key, a click on a won pile), and a Brag showdown's every
position side by side, the winner of each marked, under the deal's result until Next
deal. The view (``view``) makes it and says what is in it; the sheet only lays it out
and paints it, scaled down to fit the room it is given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...rules.cards import Card
from ..art import CARD_RATIO

if TYPE_CHECKING:  # pragma: no cover
    from .view import TableView


@dataclass(frozen=True)
class SheetRow:
    """One trick: each column's cards (empty: that player played none), the column that
    won it (None: nobody), and a few words under each column's cards (a Brag hand's name)."""

    cards: tuple[tuple[Card, ...], ...]
    winner: int | None
    labels: tuple[str, ...] = ()


class TrickSheet(QGraphicsObject):
    """The plate: a title, the players' names, a row of cards per trick, words under."""

    clicked = Signal()

    STEP = 0.42  # a card of a set shows this much of its width past the next one

    def __init__(self, table: TableView, title: str, names: list[str], rows: list[SheetRow],
                 footer: str, room: QRectF, card_width: float, text_px: int) -> None:
        super().__init__()
        self.table = table
        self.title, self.names, self.rows, self.footer = title, names, rows, footer
        self.setZValue(2100)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.font = QFont()
        self.font.setPixelSize(text_px)
        self.bold = QFont(self.font)
        self.bold.setBold(True)
        self.small = QFont(self.font)
        self.small.setPixelSize(max(10, int(text_px * 0.85)))
        self.show_labels = any(row.labels for row in rows)
        self._layout(room, card_width, text_px)
        if self.show_labels and self.cw < card_width * 0.6:
            # no room for the hands' names under the cards as well (they are in the log
            # and were said at the seats): the cards stay large enough to read
            self.show_labels = False
            self._layout(room, card_width, text_px)

    def _layout(self, room: QRectF, card_width: float, px: int) -> None:
        cols = max(1, len(self.names))
        most = max((len(c) for row in self.rows for c in row.cards), default=1) or 1
        fm = QFontMetricsF(self.bold)
        name_w = max((fm.horizontalAdvance(n) for n in self.names), default=0)
        small = QFontMetricsF(self.small)
        texts = [t for row in self.rows for t in row.labels if t] if self.show_labels else []
        wrap = int(Qt.TextWordWrap | Qt.AlignHCenter)
        pad = px * 0.9
        footer_fm = QFontMetricsF(self.font)
        for _ in range(14):  # smaller cards until the sheet fits its room
            cw = card_width
            ch = cw * CARD_RATIO
            # a hand's name wraps under its cards; a single word may widen the column
            words = max((small.horizontalAdvance(w + "-") for t in texts
                         for w in t.replace("-", " ").split()), default=0)
            cell_w = max((most - 1) * cw * self.STEP + cw, name_w, words) + pad
            label_h = max((small.boundingRect(QRectF(0, 0, cell_w - pad / 2, 1000), wrap,
                                              t).height() for t in texts), default=0)
            row_h = ch + pad * 0.6 + (label_h + 2 if texts else 0)
            # as wide as a comfortable line for the words under the cards, if there is room
            width = max(cols * cell_w + pad, min(room.width(), px * 26.0))
            head = fm.height() * 2 + pad
            foot_w = width - 2 * pad
            foot = footer_fm.boundingRect(QRectF(0, 0, foot_w, 10000),
                                          int(Qt.TextWordWrap | Qt.AlignCenter),
                                          self.footer).height() + 2 if self.footer else 0
            height = pad + head + len(self.rows) * row_h + foot + pad
            if (width <= room.width() and height <= room.height()) or card_width < 16:
                break
            card_width *= 0.9
        self.label_h = label_h
        self.cw, self.ch, self.pad = cw, ch, pad
        self.cell_w, self.row_h, self.head, self.foot = cell_w, row_h, head, foot
        self.rect = QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 6, 6)

    def cell(self, row: int, col: int) -> QRectF:
        """Where a column's cards of a row lie."""
        r = self.rect
        cols = max(1, len(self.names))
        x = r.center().x() - cols * self.cell_w / 2 + col * self.cell_w + self.pad / 2
        y = r.top() + self.pad + self.head + row * self.row_h
        return QRectF(x, y, self.cell_w - self.pad, self.ch)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        r = self.rect
        radius = min(18.0, r.height() * 0.1)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(r.translated(2, 3), radius, radius)
        painter.setBrush(QColor(250, 246, 232, 248))
        painter.setPen(QPen(QColor("#b8962e"), 3))
        painter.drawRoundedRect(r, radius, radius)
        ink = QColor("#1d2a22")
        fm = QFontMetricsF(self.bold)
        painter.setFont(self.bold)
        painter.setPen(ink)
        painter.drawText(QRectF(r.left(), r.top() + self.pad * 0.6, r.width(), fm.height()),
                         Qt.AlignCenter, self.title)
        for col, name in enumerate(self.names):
            box = self.cell(0, col)
            painter.drawText(QRectF(box.left() - self.pad / 2, box.top() - fm.height() - 2,
                                    self.cell_w, fm.height()), Qt.AlignCenter, name)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device else 1.0
        scale = painter.worldTransform().m11() or 1.0
        for i, row in enumerate(self.rows):
            for col, cards in enumerate(row.cards):
                box = self.cell(i, col)
                k = len(cards)
                span = (k - 1) * self.cw * self.STEP + self.cw if k else 0
                left = box.center().x() - span / 2
                if row.winner == col and k:
                    painter.setPen(QPen(QColor("#d9a400"), max(3.0, self.cw * 0.06)))
                    painter.setBrush(QColor(255, 214, 80, 70))
                    painter.drawRoundedRect(QRectF(left, box.top(), span, self.ch)
                                            .adjusted(-5, -5, 5, 5), 8, 8)
                for m, card in enumerate(cards):
                    target = QRectF(left + m * self.cw * self.STEP, box.top(), self.cw, self.ch)
                    pm = self.table.art.pixmap(card, max(8, round(self.cw * scale)), dpr,
                                               self.table.game_id)
                    painter.drawPixmap(target, pm, QRectF(pm.rect()))
                if self.show_labels and col < len(row.labels) and row.labels[col]:
                    painter.setFont(self.small)
                    painter.setPen(QColor("#8a6a00") if row.winner == col else ink)
                    painter.drawText(QRectF(box.left() - self.pad / 4, box.bottom() + 2,
                                            self.cell_w - self.pad / 2, self.label_h + 1),
                                     int(Qt.TextWordWrap | Qt.AlignHCenter | Qt.AlignTop),
                                     row.labels[col])
        if self.footer:
            painter.setFont(self.font)
            painter.setPen(ink)
            painter.drawText(QRectF(r.left() + self.pad, r.bottom() - self.pad - self.foot,
                                    r.width() - 2 * self.pad, self.foot),
                             int(Qt.TextWordWrap | Qt.AlignCenter), self.footer)

    def text(self) -> str:
        """What the sheet says, in words (for assistive technology and tests)."""
        lines = [self.title]
        for i, row in enumerate(self.rows):
            parts = []
            for col, cards in enumerate(row.cards):
                mark = "*" if row.winner == col else ""
                label = f" ({row.labels[col]})" if col < len(row.labels) and row.labels[col] \
                    else ""
                if cards:
                    parts.append(f"{mark}{self.names[col]}: "
                                 + " ".join(c.display for c in cards) + label)
            lines.append("; ".join(parts))
        if self.footer:
            lines.append(self.footer)
        return "\n".join(lines)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        self.clicked.emit()
        event.accept()

