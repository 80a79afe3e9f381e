"""The things on the table that are not piles: a card (``CardItem``, face or back, with
the marks of focus, selection and a card that cannot be played), a seat's badge
(``SeatBadge``: name, level, dealer, turn, thinking) and a text plate (``TextPlate``: a
speech bubble or the end-of-deal banner). The view (``view``) owns and places them."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject

from ...rules.cards import Card
from ..art import CARD_RATIO
from ..sides import on_felt
from .host import Table

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

# The table's words and what they stand on (tests/app/test_contrast.py checks each pair
# at WCAG's 4.5:1 on the felt's lightest shade).
LIGHT_INK = "#f4f1e6"  # names and counts on the felt and on the seats' plates
DETAIL_INK = "#b9c8bd"  # a seat's cards and tricks, under its name
THINKING_INK = "#ffd650"  # "thinking..."
PLATE = (10, 25, 18, 200)  # a seat's plate, over the felt
DARK_INK = "#1d2a22"  # words on the light banners, bubbles and panels
BANNER = (250, 246, 232, 245)
BUBBLE = (255, 255, 255, 235)
DEALER_INK, DEALER_CHIP = "#222222", "#fafafa"


class CardItem(QGraphicsObject):
    """One card on the table; its position is its centre."""

    def __init__(self, table: Table, card: Card | None) -> None:
        super().__init__()
        self.table = table
        self.card = card
        self.face_up = False
        self.width = 80.0
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.cut_index: int | None = None
        self.cut_base: QPointF | None = None  # a cut card's place before it is raised
        self._press: QPointF | None = None  # scene point of the mouse press
        self._origin: QPointF | None = None  # where the card was when it was pressed
        self.dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.resting = True
        self._cache: tuple[Any, ...] | None = None  # (look, image, top-left in device pixels)

    def set_resting(self, resting: bool) -> None:
        """A card at rest is drawn from its own device-pixel image (see ``paint``)."""
        self.resting = resting
        if not resting:
            self._cache = None

    def art_changed(self) -> None:
        """Another card style: its outlines may need more room round the card."""
        self.prepareGeometryChange()
        self._cache = None
        self.update()

    def set_width(self, width: float) -> None:
        if abs(width - self.width) > 0.01:
            self.prepareGeometryChange()
            self.width = width

    def set_look(self, face_up: bool, dimmed: bool, selected: bool, focused: bool) -> None:
        if (face_up, dimmed, selected, focused) != (
            self.face_up,
            self.dimmed,
            self.selected,
            self.focused,
        ):
            self.face_up, self.dimmed, self.selected, self.focused = (
                face_up,
                dimmed,
                selected,
                focused,
            )
            self.update()

    def boundingRect(self) -> QRectF:
        # room for the shadow (offset w * 0.035) and the outline's half width, or for
        # outlines round the card (high contrast: two of them, side by side)
        w, h = self.width, self.width * CARD_RATIO
        marks = self.table.art.marks
        m = max(4.0, w * (2 * marks.width + 0.02) if marks.outside else w * 0.03)
        return QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m + w * 0.03, h + 2 * m + w * 0.04)

    def shape(self) -> QPainterPath:
        """The card itself, not its shadow: clicks hit the card that is seen there."""
        w, h = self.width, self.width * CARD_RATIO
        path = QPainterPath()
        path.addRect(QRectF(-w / 2, -h / 2, w, h))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A card in flight is drawn directly. A card at rest is drawn once, with its
        rotation, scale, shadow and marks, into an image in device pixels, which is then
        only blitted at a whole-pixel position: a full repaint of the table costs a few
        blits instead of a rotated smooth pixmap and antialiased shapes per card. Qt's
        own DeviceCoordinateCache does not help here: it redraws any rotated item."""
        device = painter.device()
        dpr = device.devicePixelRatioF() if device else 1.0
        if not self.resting:
            scale = max(self.scale(), 0.2) * self.table.view_scale
            self._draw(painter, max(8, round(self.width * scale)), dpr)
            return
        world = painter.worldTransform()
        linear = QTransform(
            world.m11() * dpr, world.m12() * dpr, world.m21() * dpr, world.m22() * dpr, 0, 0
        )
        look = (
            self.card,
            self.face_up,
            self.dimmed,
            self.selected,
            self.focused,
            self.width,
            id(self.table.art),
            self.table.game_id,
            dpr,
            round(linear.m11(), 5),
            round(linear.m12(), 5),
            round(linear.m21(), 5),
            round(linear.m22(), 5),
        )
        if self._cache is None or self._cache[0] != look:
            box = linear.mapRect(self.boundingRect()).toAlignedRect()
            image = QImage(box.size(), QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.translate(-box.left(), -box.top())
            p.setTransform(linear, True)
            pixels = math.hypot(linear.m11(), linear.m12())  # device pixels per unit
            self._draw(p, max(8, round(self.width * pixels)), 1.0)
            p.end()
            image.setDevicePixelRatio(dpr)
            self._cache = (look, image, box.topLeft())
        _look, image, corner = self._cache
        origin = world.map(QPointF(0, 0))
        x = round(origin.x() * dpr + corner.x()) / dpr
        y = round(origin.y() * dpr + corner.y()) / dpr
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawImage(QPointF(x, y), image)
        painter.restore()

    def _draw(self, painter: QPainter, art_width: int, dpr: float) -> None:
        """The card itself in item coordinates; its art ``art_width`` pixels wide."""
        w, h = self.width, self.width * CARD_RATIO
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.06
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(w * 0.025, w * 0.035), radius, radius)
        pm = self.table.art.pixmap(
            self.card if self.face_up else None, art_width, dpr, self.table.game_id
        )
        painter.drawPixmap(rect, pm, QRectF(pm.rect()))
        marks = self.table.art.marks
        if self.dimmed:
            painter.setBrush(QColor(*marks.veil))
            painter.drawRoundedRect(rect, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(2.0, w * marks.width)
        if not marks.outside:
            if self.selected or self.focused:
                painter.setPen(
                    QPen(QColor(marks.selected if self.selected else marks.focus), width)
                )
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
            return
        # round the card: the selection next to it, the focus outside that (both show)
        rings = [
            c for c, on in ((marks.selected, self.selected), (marks.focus, self.focused)) if on
        ]
        for k, colour in enumerate(rings):
            out = width * (k + 0.5)
            painter.setPen(QPen(QColor(colour), width))
            painter.drawRoundedRect(rect.adjusted(-out, -out, out, out), radius + out, radius + out)

    # A press and release on the card is a click; a press, a move past the drag distance
    # and a release is a drag: only the human's own cards follow the mouse, and the
    # table decides what the drop means (a play if it lands on the trick area).
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        self._origin = self.pos()
        self.dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            event.ignore()
            return
        delta = event.scenePos() - self._press
        if not self.dragging:
            if (
                delta.manhattanLength() < QApplication.startDragDistance()
                or not self.table.input.drag_started(self)
            ):
                event.accept()
                return
            self.dragging = True
        assert self._origin is not None  # (set with the press)
        self.setPos(self._origin + delta)
        self.table.input.drag_moved(self, event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, dragged = self._press is not None, self.dragging
        self.cancel_drag()
        if dragged:
            self.table.input.item_dropped(self, event.scenePos())
        elif pressed and self.contains(event.pos()):
            self.table.input.item_clicked(self)
        event.accept()

    def cancel_drag(self) -> None:
        """Forget the press: the release that follows does nothing."""
        self._press = self._origin = None
        self.dragging = False

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.input.item_double_clicked(self)
        event.accept()


class SeatBadge(QGraphicsObject):
    """A player's name plate: side colour, dealer button, turn glow, thinking dots."""

    def __init__(self, table: Table, seat: int) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.name = ""
        self.detail = ""
        self.side = 0
        self.dealer = False
        self.turn = False
        self.thinking = False
        self.dots = 0
        self.size = (150.0, 44.0)
        self.setZValue(900)
        self.setCacheMode(
            QGraphicsItem.CacheMode.DeviceCoordinateCache
        )  # never rotated: Qt's cache works

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(-w / 2 - 14, -h / 2 - 14, w + 28, h + 28)

    def plate_rect(self, at: QPointF | None = None) -> QRectF:
        """Where the plate and its dealer chip (whoever deals: the chip moves, the
        room kept for it does not) lie on the table, in scene coordinates (or would,
        its middle ``at``)."""
        w, h = self.size
        r = h * 0.26  # the chip's radius, its middle on the plate's top right corner
        return QRectF(-w / 2, -h / 2 - r * 0.8, w + r * 0.8, h + r * 0.8).translated(
            self.pos() if at is None else at
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self.size
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.turn:
            painter.setPen(QPen(QColor(255, 214, 80, 220), max(3.0, h * 0.08)))
        elif self.table.art.style == "high-contrast":  # a dark plate on a dark table
            painter.setPen(QPen(QColor(255, 255, 255, 170), 1.5))
        else:
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(QColor(*PLATE))
        painter.drawRoundedRect(rect, h * 0.3, h * 0.3)
        stripe = QRectF(rect.left() + h * 0.18, rect.top() + h * 0.2, h * 0.14, h * 0.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(on_felt(self.side))
        painter.drawRoundedRect(stripe, 3, 3)
        font = QFont(self.table.font())
        font.setPixelSize(max(10, int(h * 0.34)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(LIGHT_INK))
        text_left = stripe.right() + h * 0.2
        name_rect = QRectF(
            text_left, rect.top() + h * 0.08, w - (text_left - rect.left()) - h * 0.2, h * 0.48
        )
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QFontMetricsF(font).elidedText(
                self.name, Qt.TextElideMode.ElideRight, name_rect.width()
            ),
        )
        font.setBold(False)
        font.setPixelSize(max(9, int(h * 0.26)))
        painter.setFont(font)
        painter.setPen(QColor(THINKING_INK) if self.thinking else QColor(DETAIL_INK))
        detail = (self.tr("thinking") + "." * (1 + self.dots % 3)) if self.thinking else self.detail
        painter.drawText(
            QRectF(text_left, rect.top() + h * 0.52, name_rect.width(), h * 0.4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            detail,
        )
        if self.dealer:
            r = h * 0.26
            centre = QPointF(rect.right() - r * 0.2, rect.top() + r * 0.2)
            painter.setPen(QPen(QColor("#333"), 1))
            painter.setBrush(QColor(DEALER_CHIP))
            painter.drawEllipse(centre, r, r)
            font.setBold(True)
            font.setPixelSize(max(9, int(r * 1.2)))
            painter.setFont(font)
            painter.setPen(QColor(DEALER_INK))
            painter.drawText(
                QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("D", "the dealer button: the first letter of dealer"),
            )


def keep_numbers_with_words(text: str) -> str:
    """``text`` with a no-break space between a number and the word after it ("1 point")
    and between a name and the number that ends its clause ("West 3,")."""
    text = re.sub(r"(?<=\d) (?=\w)", "\u00a0", text)
    return re.sub(r"(?<=\w) (?=\d+[,.;:)]|\d+$)", "\u00a0", text)


class TextPlate(QGraphicsObject):
    """A rounded plate with text: speech bubbles at the seats and the end-of-deal banner."""

    clicked = Signal()

    def __init__(self, text: str, pixel: int, banner: bool = False, max_width: float = 400) -> None:
        super().__init__()
        self.text = text
        # what is painted: a banner keeps each number on the line of the word after it
        # ("1 point", "3 tricks"): wrapped between them, "1" ended one line and "point."
        # began the next
        self.painted = keep_numbers_with_words(text) if banner else text
        self.banner = banner
        self.font = QFont()
        self.font.setPixelSize(pixel)
        self.font.setBold(not banner)
        fm = QFontMetricsF(self.font)
        pad = pixel * (1.2 if banner else 0.6)
        # Painted wrapped at the very width it was measured at: wrapped at the narrower
        # width of its longest line, a line could break once more and the text, centred,
        # lost its top and bottom lines.
        self.wrap_width = max_width
        bounds = fm.boundingRect(
            QRectF(0, 0, max_width, 100000),
            Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter,
            self.painted,
        )
        self.text_height = bounds.height() + 2
        self.rect = QRectF(
            -bounds.width() / 2 - pad,
            -self.text_height / 2 - pad * 0.8,
            bounds.width() + 2 * pad,
            self.text_height + 1.6 * pad,
        )
        self.setZValue(2000 if banner else 1500)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = min(r.height() * 0.3, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(r.translated(2, 3), radius, radius)
        if self.banner:
            painter.setBrush(QColor(*BANNER))
            painter.setPen(QPen(QColor("#b8962e"), 3))
        else:
            painter.setBrush(QColor(*BUBBLE))
            painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.drawRoundedRect(r, radius, radius)
        painter.setFont(self.font)
        painter.setPen(QColor(DARK_INK))
        painter.drawText(
            self.text_rect(), Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter, self.painted
        )

    def text_rect(self) -> QRectF:
        """Where the text is painted, wrapped, inside the plate."""
        return QRectF(
            -self.wrap_width / 2, -self.text_height / 2, self.wrap_width, self.text_height
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit()
        event.accept()
