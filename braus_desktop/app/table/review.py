"""``TrickSheet``: tricks gone from the table, shown again on a plate over the middle.

One row per trick, one column per player (their name on top): the last trick when the
player asks for it (the L key, a click on a won pile), and a Brag showdown's every
position side by side, the winner of each marked, under the deal's result until Next
deal. The view (``view``) makes it and says what is in it; the sheet only lays it out
and paints it, scaled down to fit the room it is given.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...rules.cards import Card
from ..art import CARD_RATIO
from .host import Table
from .items import DARK_INK, keep_numbers_with_words

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

PANEL = (250, 246, 232, 248)  # the review's panel over the felt
WON_INK = "#806200"  # the trick's winning card's label on it (4.5:1)


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
    SMALLEST_CARD = 16.0  # (pixels wide) a card still told from another
    SMALLEST_TYPE = 11  # (pixels) the words still read; the hands' names a pixel less

    def __init__(
        self,
        table: Table,
        title: str,
        names: list[str],
        rows: list[SheetRow],
        footer: str,
        room: QRectF,
        card_width: float,
        text_px: int,
    ) -> None:
        super().__init__()
        self.table = table
        self.title, self.names, self.rows, self.footer = title, names, rows, footer
        self.painted_footer = keep_numbers_with_words(footer)  # "West 3," on one line
        self.setZValue(2100)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.font, self.bold, self.small = QFont(), QFont(), QFont()
        # Laid out both ways (a column per player, or a row per player with the tricks
        # side by side): of the ways that fit, the one that shows the cards largest wins.
        # A Brag hand's name is always shown (the player reads the showdown by them):
        # the cards, then the words, grow smaller until the names fit.
        best: tuple[tuple[bool, float, int], bool] | None = None
        self.show_labels = any(row.labels for row in rows)
        for across in (False, True):
            self.across = across
            self._layout(room, card_width, text_px)
            score = (self.fits, self.cw, self.font.pixelSize())
            if best is None or score > best[0]:
                best = (score, across)
        assert best is not None
        self.across = best[1]
        self._layout(room, card_width, text_px)

    def _set_type(self, px: int) -> None:
        """The sheet's type at ``px`` pixels: the words, bold for the names, smaller
        for the hands' names under the cards."""
        self.font.setPixelSize(px)
        self.bold = QFont(self.font)
        self.bold.setBold(True)
        self.small = QFont(self.font)
        self.small.setPixelSize(max(10, int(px * 0.85)))

    # -- the grid: the players across the top (a row per trick), or down the side
    def _grid(self) -> tuple[list[str], list[str], list[list[tuple[Any, ...]]]]:
        """Column titles, row titles and each cell's (cards, won, label)."""
        cells = [
            [
                (cards, row.winner == col, row.labels[col] if col < len(row.labels) else "")
                for col, cards in enumerate(row.cards)
            ]
            for row in self.rows
        ]
        if not self.across:
            return list(self.names), [], cells
        numbers = [str(i + 1) for i in range(len(self.rows))]
        flipped = [
            [cells[r][c] if c < len(cells[r]) else ((), False, "") for r in range(len(self.rows))]
            for c in range(len(self.names))
        ]
        return numbers, list(self.names), flipped

    def _layout(self, room: QRectF, card_width: float, px: int) -> None:
        heads, sides, cells = self._grid()
        cols = max(1, len(heads))
        most = max((len(cell[0]) for line in cells for cell in line), default=1) or 1
        texts = [cell[2] for line in cells for cell in line if cell[2]] if self.show_labels else []
        wrap = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter)
        smallest = min(px, self.SMALLEST_TYPE)
        first_card, first_px, scale = card_width, px, 1.0
        # the cards and the type smaller together (at 4K the type alone stayed large while
        # the cards shrank to specks), each no smaller than can be read, until it fits
        for _ in range(60):
            card_width = max(min(first_card, self.SMALLEST_CARD), first_card * scale)
            px = max(smallest, round(first_px * scale))
            self._set_type(px)
            fm = QFontMetricsF(self.bold)
            head_w = max((fm.horizontalAdvance(n) for n in heads), default=0)
            side_w = max((fm.horizontalAdvance(n) for n in sides), default=0)
            small = QFontMetricsF(self.small)
            pad = px * 0.9
            footer_fm = QFontMetricsF(self.font)
            cw = card_width
            ch = cw * CARD_RATIO
            mark = self._mark_out(cw)
            side = side_w + pad + mark if sides else 0
            # a hand's name wraps under its cards (a line may break after a hyphen); a
            # single word may widen the column, and the columns share the room's width
            # so that the names take fewer lines
            words = max(
                (small.horizontalAdvance(w) for t in texts for w in re.findall(r"[^\s-]+-?", t)),
                default=0,
            )
            cell_w = max((most - 1) * cw * self.STEP + cw, head_w, words) + pad
            if texts:
                cell_w = max(cell_w, min((room.width() - pad - side) / cols, cell_w * 2.5))
            label_h = max(
                (
                    small.boundingRect(QRectF(0, 0, cell_w - pad / 2, 1000), wrap, t).height()
                    for t in texts
                ),
                default=0,
            )
            # the words under the cards clear of this row's frame and of the next's
            row_h = ch + (mark + 1 + label_h + max(pad * 0.6, mark + 2) if texts else pad * 0.6)
            grid_w = side + cols * cell_w
            # as wide as a comfortable line for the words under the cards, if there is room
            width = max(grid_w + pad, min(room.width(), px * 26.0))
            head = fm.height() * 2 + pad + mark
            foot = (
                footer_fm.boundingRect(
                    QRectF(0, 0, width - 2 * pad, 10000),
                    int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
                    self.painted_footer,
                ).height()
                + 2
                if self.footer
                else 0
            )
            height = pad + head + len(cells) * row_h + foot + pad
            if width <= room.width() and height <= room.height():
                break
            if card_width <= self.SMALLEST_CARD and px <= smallest:
                break
            scale *= 0.94
        self.fits = width <= room.width() and height <= room.height()
        self.label_h, self.mark = label_h, mark
        self.cw, self.ch, self.pad = cw, ch, pad
        self.cell_w, self.row_h, self.head, self.foot = cell_w, row_h, head, foot
        self.side_w, self.grid_w = side, grid_w
        self.rect = QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 6, 6)

    @staticmethod
    def _mark_pen(cw: float) -> float:
        return max(3.0, cw * 0.06)

    @classmethod
    def _mark_out(cls, cw: float) -> float:
        """How far the winner's frame reaches out of its cards (its pen included): the
        names and words round a cell keep clear of it."""
        return 5 + cls._mark_pen(cw) / 2 + 1

    def frame(self, row: int, col: int, k: int) -> QRectF:
        """The winner's frame round a cell's ``k`` cards, its pen's width included."""
        box = self.cell(row, col)
        span = (k - 1) * self.cw * self.STEP + self.cw
        return QRectF(box.center().x() - span / 2, box.top(), span, self.ch).adjusted(
            -self.mark, -self.mark, self.mark, self.mark
        )

    def heading(self, col: int) -> QRectF:
        """Where a column's title (a player's name, or a trick's number) is written."""
        box = self.cell(0, col)
        h = QFontMetricsF(self.bold).height()
        # a pixel above the frame: touching it edge to edge, rounding let them meet
        return QRectF(box.left() - self.pad / 2, box.top() - self.mark - h - 1, self.cell_w, h)

    def side_title(self, row: int) -> QRectF:
        """Where a row's title (a player's name, the tricks laid across) is written."""
        box = self.cell(row, 0)
        return QRectF(
            box.left() - self.side_w - self.pad / 2, box.top(), self.side_w - self.mark, self.ch
        )

    def label(self, row: int, col: int) -> QRectF:
        """Where the words under a cell's cards (a Brag hand's name) are written."""
        box = self.cell(row, col)
        return QRectF(
            box.left() - self.pad / 4,
            box.bottom() + self.mark + 1,
            self.cell_w - self.pad / 2,
            self.label_h + 1,
        )

    def cell(self, row: int, col: int) -> QRectF:
        """Where the cards of a cell of the grid lie."""
        r = self.rect
        x = r.center().x() - self.grid_w / 2 + self.side_w + col * self.cell_w + self.pad / 2
        y = r.top() + self.pad + self.head + row * self.row_h
        return QRectF(x, y, self.cell_w - self.pad, self.ch)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = self.rect
        radius = min(18.0, r.height() * 0.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(r.translated(2, 3), radius, radius)
        painter.setBrush(QColor(*PANEL))
        painter.setPen(QPen(QColor("#b8962e"), 3))
        painter.drawRoundedRect(r, radius, radius)
        ink = QColor(DARK_INK)
        fm = QFontMetricsF(self.bold)
        painter.setFont(self.bold)
        painter.setPen(ink)
        painter.drawText(
            QRectF(r.left(), r.top() + self.pad * 0.6, r.width(), fm.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.title,
        )
        heads, sides, cells = self._grid()
        for col, name in enumerate(heads):
            painter.drawText(self.heading(col), Qt.AlignmentFlag.AlignCenter, name)
        for row, name in enumerate(sides):
            painter.drawText(
                self.side_title(row),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
        device = painter.device()
        dpr = device.devicePixelRatioF() if device else 1.0
        scale = painter.worldTransform().m11() or 1.0
        for i, line in enumerate(cells):
            for col, (cards, won, label) in enumerate(line):
                box = self.cell(i, col)
                k = len(cards)
                span = (k - 1) * self.cw * self.STEP + self.cw if k else 0
                left = box.center().x() - span / 2
                if won and k:
                    pen = self._mark_pen(self.cw)
                    painter.setPen(QPen(QColor("#d9a400"), pen))
                    painter.setBrush(QColor(255, 214, 80, 70))
                    inset = pen / 2 + 1  # the frame() is the outside of the pen
                    painter.drawRoundedRect(
                        self.frame(i, col, k).adjusted(inset, inset, -inset, -inset), 8, 8
                    )
                for m, card in enumerate(cards):
                    target = QRectF(left + m * self.cw * self.STEP, box.top(), self.cw, self.ch)
                    pm = self.table.art.pixmap(
                        card, max(8, round(self.cw * scale)), dpr, self.table.game_id
                    )
                    painter.drawPixmap(target, pm, QRectF(pm.rect()))
                if self.show_labels and label:
                    painter.setFont(self.small)
                    painter.setPen(QColor(WON_INK) if won else ink)
                    painter.drawText(
                        self.label(i, col),
                        int(
                            Qt.TextFlag.TextWordWrap
                            | Qt.AlignmentFlag.AlignHCenter
                            | Qt.AlignmentFlag.AlignTop
                        ),
                        label,
                    )
                    painter.setFont(self.bold)
                    painter.setPen(ink)
        if self.footer:
            painter.setFont(self.font)
            painter.setPen(ink)
            painter.drawText(
                QRectF(
                    r.left() + self.pad,
                    r.bottom() - self.pad - self.foot,
                    r.width() - 2 * self.pad,
                    self.foot,
                ),
                int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
                self.painted_footer,
            )

    def text(self) -> str:
        """What the sheet says, in words (for assistive technology and tests)."""
        lines = [self.title]
        for row in self.rows:
            parts = []
            for col, cards in enumerate(row.cards):
                mark = "*" if row.winner == col else ""
                label = f" ({row.labels[col]})" if col < len(row.labels) and row.labels[col] else ""
                if cards:
                    parts.append(
                        f"{mark}{self.names[col]}: " + " ".join(c.display for c in cards) + label
                    )
            lines.append("; ".join(parts))
        if self.footer:
            lines.append(self.footer)
        return "\n".join(lines)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit()
        event.accept()
