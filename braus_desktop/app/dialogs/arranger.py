"""The Brag hand arranger (issue 6): the player lays a whole hand out as tricks and discards.

The hand is shown face up at the top; below are the trick rows (one per trick, each with
``trick_size`` slots) and the discard slot(s). Cards move by drag and drop (a ``QDrag``
carrying the card text as ``MIME_CARD``), by clicking a card and then a slot, or by the
keyboard alone (arrows move the focus, Enter/Space picks a card up and puts it down,
Delete/Backspace sends a slot's card back to the hand, Escape lets go of a held card).
Every path ends in ``ArrangerDialog.place(card, slot)``.

The dialog never decides a rule: each row's name comes from the game's ``evaluate``, the
messages are ``validate_arrangement``'s sentences, "Sort tricks" is ``sort_tricks`` and
Confirm is enabled exactly when ``validate_arrangement`` finds nothing wrong.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QDrag,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...rules.brag import Arrangement
from ...rules.brag_eval import TrickValue
from ...rules.cards import Card
from ..art import CARD_RATIO, CardArt
from ..dialog_scale import screen_room, too_wide
from ..keys import key_names
from ..phrases import error_text, say, spoken
from ..roles import give_role

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import (
        QDragEnterEvent,
        QDragLeaveEvent,
        QDragMoveEvent,
        QDropEvent,
        QFocusEvent,
        QMouseEvent,
        QPaintEvent,
        QResizeEvent,
    )

    from ...rules.brag import Brag

MIME_CARD = "application/x-braus-card"
# The words' size (points) the board's margins, titles and columns were measured for.
DESIGN_POINTS = 9.0

# A slot is ("trick", row, index) or ("discard", index); None stands for the hand.
Slot = tuple[Any, ...]


def slot_title(slot: Slot | None) -> str:
    """Where a place is, for assistive technology: "Trick 2, card 3"."""
    if slot is None:
        return QCoreApplication.translate("ArrangerDialog", "Your hand")
    if slot[0] == "trick":
        return QCoreApplication.translate("ArrangerDialog", "Trick {n}, card {i}").format(
            n=slot[1] + 1, i=slot[2] + 1
        )
    return QCoreApplication.translate("ArrangerDialog", "Discard {i}").format(i=slot[1] + 1)


def _hand_order(c: Card) -> tuple[int, int, int]:
    """Display order of the hand: jokers, then suits alternating colour, high cards first."""
    if c.is_joker:
        return (0, c.joker, 0)
    return (1, (1, 2, 0, 3)[c.suit], -c.rank)  # spades, hearts, clubs, diamonds


def card_from_mime(mime: QMimeData) -> Card | None:
    if not mime.hasFormat(MIME_CARD):
        return None
    try:
        return Card.parse(bytes(mime.data(MIME_CARD).data()).decode("ascii"))
    except (ValueError, UnicodeDecodeError):
        return None


def card_mime(card: Card) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME_CARD, card.text.encode("ascii"))
    return mime


# --------------------------------------------------------------------------- a card spot


class CardSpot(QWidget):
    """One place a card can be: a card of the hand (``slot`` None, ``home`` the card) or a
    trick/discard slot. It paints its card (or an empty outline), starts drags, takes drops,
    clicks and keys, and hands every decision to the dialog."""

    # a place that is pressed (to pick its card up or put one down): was a "panel"
    ACCESSIBLE_ROLE = QAccessible.Role.Button

    PAD = 4  # room around the card for the focus and pick-up rings

    def __init__(
        self, dialog: ArrangerDialog, slot: Slot | None, home: Card | None, parent: QWidget
    ) -> None:
        super().__init__(parent)
        give_role(self)
        self.dialog = dialog
        self.slot = slot
        self.home = home
        self.card: Card | None = home
        self._press: QPoint | None = None
        self._dragging = False
        self._hover = False
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    # -- state --------------------------------------------------------------------------
    def set_card(self, card: Card | None) -> None:
        self.card = card
        if self.slot is None:
            self.setFocusPolicy(
                Qt.FocusPolicy.StrongFocus if card is not None else Qt.FocusPolicy.NoFocus
            )
            self.setAccessibleName(spoken(card) if card is not None else self.tr("Empty place"))
            self.setAccessibleDescription(
                self.tr("In your hand. Press {enter} to pick it up, or drag it to a trick.").format(
                    **key_names(enter="Enter")
                )
                if card is not None
                else self.tr("This card is in a trick or discarded.")
            )
        else:
            what = spoken(card) if card is not None else self.tr("empty")
            self.setAccessibleName(f"{slot_title(self.slot)}: {what}")
            self.setAccessibleDescription(
                self.tr(
                    "Press {enter} to put the held card here, {delete} to return this card "
                    "to your hand."
                ).format(**key_names(enter="Enter", delete="Delete"))
            )
        self.update()

    def card_rect(self) -> QRect:
        return self.rect().adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)

    # -- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        r = self.card_rect()
        if r.width() < 4 or r.height() < 4:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(3.0, r.width() * 0.06)
        held = self.card is not None and self.card is self.dialog.held
        if self.card is None:
            fill = QColor(0, 0, 0, 28 if self.slot is None else 55)
            edge = QColor(255, 255, 255, 45 if self.slot is None else 130)
            if self._hover:
                fill, edge = QColor(255, 255, 255, 60), QColor(255, 236, 150)
            p.setBrush(fill)
            pen = QPen(edge, 1.5, Qt.PenStyle.SolidLine if self._hover else Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.drawRoundedRect(QRectF(r).adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
        else:
            pm = self.dialog.art.pixmap(self.card, r.width(), self.devicePixelRatioF())
            if self._dragging:
                p.setOpacity(0.3)
            # Centre the card vertically if the spot is taller than the card.
            h = round(r.width() * CARD_RATIO)
            p.drawPixmap(r.left(), r.top() + max(0, (r.height() - h) // 2), pm)
            p.setOpacity(1.0)
            if self._hover:
                p.setBrush(QColor(255, 236, 150, 70))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawRoundedRect(QRectF(r), radius, radius)
        marks = self.dialog.art.marks
        strong = marks.outside  # high contrast: its own colours, thicker lines
        if held:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(
                QPen(
                    QColor(marks.selected) if strong else QColor(255, 200, 40),
                    max(3.5, r.width() * marks.width) if strong else 3.5,
                )
            )
            p.drawRoundedRect(QRectF(r).adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1, radius + 1)
        if self.hasFocus():
            width = 4.0 if strong else 2.5
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(marks.focus) if strong else QColor(120, 200, 255), width))
            p.drawRoundedRect(
                QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2),
                radius + 3,
                radius + 3,
            )
        p.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # -- mouse: click or drag ---------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (
            self._press is None
            or self.card is None
            or not event.buttons() & Qt.MouseButton.LeftButton
        ):
            return
        if (
            event.position().toPoint() - self._press
        ).manhattanLength() < QApplication.startDragDistance():
            return
        self._start_drag(self._press)
        self._press = None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            self._press = None
            self.dialog.activate(self)
            event.accept()
        else:
            super().mouseReleaseEvent(event)

    def _start_drag(self, at: QPoint) -> None:
        card = self.card
        if card is None:
            return
        drag = QDrag(self)
        drag.setMimeData(card_mime(card))
        r = self.card_rect()
        drag.setPixmap(self.dialog.art.pixmap(card, r.width(), self.devicePixelRatioF()))
        drag.setHotSpot(at - r.topLeft())
        self.dialog.pick(None)
        self._dragging = True
        self.update()
        try:
            drag.exec(Qt.DropAction.MoveAction)
        finally:
            self._dragging = False
            self.update()

    # -- drops ---------------------------------------------------------------------------
    def _wants(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> bool:
        card = card_from_mime(event.mimeData())
        return card is not None and self.dialog.holds(card)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._wants(event):
            event.acceptProposedAction()
            self._hover = True
            self.update()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._wants(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._hover = False
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        self._hover = False
        card = card_from_mime(event.mimeData())
        if card is None or not self.dialog.holds(card):
            event.ignore()
            return
        self.dialog.place(card, self.slot)
        event.acceptProposedAction()
        self.update()

    # -- keys ------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.dialog.key(self, event):
            super().keyPressEvent(event)

    def press(self) -> None:
        """Pick its card up, or put the held card here (a click, Enter, or a screen
        reader's press)."""
        self.dialog.activate(self)


# --------------------------------------------------------------------------- the felt board


class Board(QWidget):
    """The felt: the hand at the top, the trick rows below with the discard and the
    messages beside them. Lays its children out by hand so cards keep their shape and
    grow with the window; also takes drops on the hand area and on a row's free space."""

    MARGIN, GAP, TITLE = 14, 6, 24

    def __init__(self, dialog: ArrangerDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.setAcceptDrops(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(640, 420)
        self.hand_rect = QRect()
        self.row_rects: list[QRect] = []
        self.discard_rect = QRect()
        self._hover_rect: QRect | None = None

    def _title(self, text: str) -> QLabel:
        label = QLabel(text, self)
        f = label.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.08)
        label.setFont(f)
        label.setStyleSheet("color: #f4f1e2;")
        return label

    # -- geometry -----------------------------------------------------------------------
    def words_scale(self) -> float:
        """How many times the words the board's measures were made for (the application's
        at 9 points) the board's are (opened over a large window, ``dialog_scale``, or at
        twice the system's text size): its margins, titles and columns grow with them, or
        the titles were cut at half their height."""
        heights = []
        for points in (None, DESIGN_POINTS):
            font = QFont(QApplication.font())
            if points is not None:
                font.setPointSizeF(points)
            heights.append(QFontMetrics(font).height())
        base = min(heights)
        return max(1.0, QFontMetrics(self.font()).height() / base) if base > 0 else 1.0

    def room(self) -> tuple[int, int, int]:
        """The margin, the gap between cards and a title's height."""
        s = self.words_scale()
        # (the titles' own height, once they are made)
        titles = [
            getattr(self.dialog, name, None)
            for name in ("hand_title", "tricks_title", "discard_title")
        ]
        title = max((label.sizeHint().height() for label in titles if label is not None), default=0)
        return round(self.MARGIN * s), self.GAP, max(round(self.TITLE * s), title)

    def number_width(self) -> int:
        """A trick row's number's column: a digit, not a column twice as wide at twice
        the text size."""
        s = self.words_scale()
        digit = max(
            (n.sizeHint().width() for n in getattr(self.dialog, "row_numbers", [])), default=0
        )
        return max(round(40 * min(s, 1.25)), digit + 8)

    def messages_width(self) -> int:
        """The least width of the messages' column beside the trick rows: its longest
        word, and room for a few words a line (narrower, a message ran past its foot)."""
        s = self.words_scale()
        return max(self.dialog.message.minimumSizeHint().width(), round(260 * min(s, 1.25)))

    def top_height(self, w: int) -> int:
        """The hand's title row: the hint beside it wraps when it is longer than the room
        (at twice the text size on a 1024 screen it ran past the board's edge)."""
        m, _g, t = self.room()
        hint = getattr(self.dialog, "hint", None)
        if hint is None:
            return t
        room = w - 2 * m - self.hand_title_width()
        return max(t, hint.heightForWidth(room) if room > 0 else t)

    def hand_title_width(self) -> int:
        title = getattr(self.dialog, "hand_title", None)
        return max(
            round(160 * self.words_scale()), title.sizeHint().width() if title is not None else 0
        )

    def card_widths(self, w: int, h: int) -> tuple[int, int, int, bool]:
        """(hand card width, trick card width, hand rows, the discard and the messages
        under the trick rows) that make the cards largest: the hand takes the rows that
        suit its width, the tricks the height that is left; the discard and the messages
        go under the rows when beside them the cards would be smaller (large words on a
        small screen: beside them the cards were 20 pixels wide, the room below empty)."""
        d = self.dialog
        m, g, t = self.room()
        n, k, rows = len(d.hand), d.trick_size, d.n_tricks
        pad = 2 * CardSpot.PAD
        fixed = 2 * m + t + self.top_height(w) + 10
        # beside a trick row: its number, its name, and the messages' column (as wide as
        # their longest word: twice the words' 260 pixels left the cards 20 wide)
        s = self.words_scale()
        keep = self.messages_width()
        best = (-1.0, 20, 20, 1, False)
        for below in (False, True):
            right = 0 if below else 24 + keep
            beside = (
                w - 2 * m - self.number_width() - 150 * s - 12 - right - (k - 1) * g
            ) / k - pad
            # below: the discard's title and row, and the messages at the board's width
            extra = t + d.message.heightForWidth(w - 2 * m) + 2 * g if below else 0
            lines = rows + (1 if below else 0)
            for hand_rows in (1, 2, 3):
                cols = math.ceil(n / hand_rows)
                across = (w - 2 * m - (cols - 1) * g) / cols - pad
                spare = h - fixed - extra - (hand_rows - 1) * g - lines * g
                equal = spare / (hand_rows + lines) / CARD_RATIO - pad
                c_hand = min(across, equal, 150)
                c_trick = min(
                    (spare - hand_rows * (c_hand * CARD_RATIO + pad)) / lines / CARD_RATIO - pad,
                    beside,
                    150,
                )
                c_hand = min(c_hand, c_trick)
                score = 3 * c_hand + c_trick  # the hand must stay readable
                if score > best[0] + (2 if below else 0):  # (beside, when as good)
                    best = (score, int(c_hand), int(c_trick), hand_rows, below)
        return max(best[1], 20), max(best[2], 20), best[3], best[4]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        d = self.dialog
        w, h = self.width(), self.height()
        m, g, t = self.room()
        s = self.words_scale()
        ch, ct, hand_rows, below = self.card_widths(w, h)
        pad = CardSpot.PAD
        hw, hh = ch + 2 * pad, round(ch * CARD_RATIO) + 2 * pad
        sw, sh = ct + 2 * pad, round(ct * CARD_RATIO) + 2 * pad
        # The hand, centred, in as many rows as make the cards largest.
        n = len(d.hand)
        cols = math.ceil(n / hand_rows)
        hand_w = cols * hw + (cols - 1) * g
        x0 = max(m, (w - hand_w) // 2)
        title_w = self.hand_title_width()
        top = self.top_height(w)
        d.hand_title.setGeometry(m, m, title_w, t)
        d.hint.setGeometry(m + title_w, m, w - 2 * m - title_w, top)
        y = m + top
        self.hand_rect = QRect(x0 - g, y - 2, hand_w + 2 * g, hand_rows * (hh + g) - g + 4)
        for i, spot in enumerate(d.hand_spots):
            r, col = divmod(i, cols)
            spot.setGeometry(x0 + col * (hw + g), y + r * (hh + g), hw, hh)
        y += hand_rows * (hh + g) + 10
        # The trick rows on the left; the discard and the messages on the right.
        d.tricks_title.setGeometry(m, y, max(round(300 * s), d.tricks_title.sizeHint().width()), t)
        y += t
        number_w = self.number_width()
        row_w_cards = d.trick_size * sw + (d.trick_size - 1) * g
        label_w = max(
            round(250 * s), min(round(360 * s), (w - 2 * m - number_w - row_w_cards - 24) // 2)
        )
        # the messages beside the rows keep room for their longest word (at twice the
        # text size on a small screen an Icelandic word was cut)
        keep = 0 if below else 24 + self.messages_width()
        label_w = max(round(120 * s), min(label_w, w - 2 * m - number_w - row_w_cards - 12 - keep))
        row_w = number_w + row_w_cards + 12 + label_w
        self.row_rects = []
        for r in range(d.n_tricks):
            ry = y + r * (sh + g)
            self.row_rects.append(QRect(m, ry, row_w, sh))
            # (its own height, centred on the row: small cards at large words cut it)
            nh = max(sh, d.row_numbers[r].sizeHint().height())
            d.row_numbers[r].setGeometry(m, ry + (sh - nh) // 2, number_w, nh)
            for i, spot in enumerate(d.trick_spots[r]):
                spot.setGeometry(m + number_w + i * (sw + g), ry, sw, sh)
            d.row_labels[r].setGeometry(m + number_w + row_w_cards + 12, ry, label_w - 8, sh)
        if below:  # (under the rows, at the board's width)
            right, right_w = m, w - 2 * m
            y += d.n_tricks * (sh + g) + t
        else:
            right = m + row_w + 24
            right_w = w - m - right
        d.discard_title.setGeometry(right, y - t, right_w, t)
        nd = len(d.discard_spots)
        self.discard_rect = QRect(right, y, max(1, nd) * (sw + g) - g, sh)
        for i, spot in enumerate(d.discard_spots):
            spot.setGeometry(right + i * (sw + g), y, sw, sh)
        my = y + (sh + g if nd else 0) + 8
        room = max(60, h - m - my)
        want = d.message.heightForWidth(right_w)
        d.message.setGeometry(right, my, right_w, min(room, max(want, 80)))

    # -- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0.0, QColor(38, 110, 70))
        grad.setColorAt(1.0, QColor(22, 78, 48))
        p.fillRect(self.rect(), grad)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 38))
        p.drawRoundedRect(QRectF(self.hand_rect), 10, 10)
        for r, rect in enumerate(self.row_rects):
            bad = self.dialog.row_broken(r)
            p.setBrush(QColor(175, 40, 30, 120) if bad else QColor(0, 0, 0, 30))
            p.drawRoundedRect(QRectF(rect).adjusted(0, -2, 0, 2), 10, 10)
        if self._hover_rect is not None:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(255, 236, 150), 2))
            p.drawRoundedRect(QRectF(self._hover_rect).adjusted(1, -1, -1, 1), 10, 10)
        p.end()

    # -- drops on free space --------------------------------------------------------------
    def _target(self, pos: QPoint) -> tuple[bool, Slot | None, QRect | None]:
        """(droppable, slot, area) for a drop at ``pos``: the hand area returns the card
        (slot None); a row's free space fills its first empty slot."""
        if self.hand_rect.contains(pos):
            return True, None, self.hand_rect
        for r, rect in enumerate(self.row_rects):
            if rect.contains(pos):
                free = self.dialog.first_free(r)
                return free is not None, free, rect
        return False, None, None

    def _accept(self, event: QDragMoveEvent | QDropEvent) -> tuple[bool, Slot | None]:
        card = card_from_mime(event.mimeData())
        ok, slot, area = self._target(event.position().toPoint())
        ok = ok and card is not None and self.dialog.holds(card)
        if self._hover_rect != (area if ok else None):
            self._hover_rect = area if ok else None
            self.update()
        return ok, slot

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        # Accept the enter so moves over free space keep being offered; each move decides.
        card = card_from_mime(event.mimeData())
        if card is not None and self.dialog.holds(card):
            event.acceptProposedAction()
            self._accept(event)
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        ok, _ = self._accept(event)
        if ok:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._hover_rect = None
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        ok, slot = self._accept(event)
        self._hover_rect = None
        self.update()
        card = card_from_mime(event.mimeData())
        if not ok or card is None:
            event.ignore()
            return
        self.dialog.place(card, slot)
        event.acceptProposedAction()


# --------------------------------------------------------------------------- the dialog


class ArrangerDialog(QDialog):
    """Arrange a Brag hand. After ``exec()`` returns Accepted, ``arrangement()`` is the
    player's valid Arrangement."""

    changed = Signal()

    def __init__(
        self,
        game: Brag,
        hand: Sequence[Card],
        art: CardArt,
        auto_arrange: Callable[[], Arrangement] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.art = art
        self.dealt: tuple[Card, ...] = tuple(hand)  # as dealt: what the rules are given
        self.hand: tuple[Card, ...] = tuple(sorted(hand, key=_hand_order))  # as shown
        self._auto = auto_arrange
        self.trick_size: int = game.chosen.trick_size
        self.n_tricks = len(self.hand) // self.trick_size
        n_discards = len(self.hand) - self.n_tricks * self.trick_size
        self.held: Card | None = None
        self._where: dict[Card, Slot | None] = {c: None for c in self.hand}
        self._slots: dict[Slot, Card | None] = {}
        self._broken: set[int] = set()
        self._problems: list[str] = []

        self.setWindowTitle(self.tr("Arrange your hand"))
        self.setSizeGripEnabled(True)
        room = screen_room(self)  # (its room on a small screen, its frame left out)
        self.resize(QSize(1024, 700).boundedTo(room) if room is not None else QSize(1024, 700))
        self.setMinimumSize(720, 520)

        self.board = Board(self)
        b = self.board
        self.hand_title = b._title(self.tr("Your hand"))
        self.hint = QLabel(b)
        self.hint.setStyleSheet("color: #d9e8dc;")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.hint.setWordWrap(True)
        self.hand_spots = [CardSpot(self, None, c, b) for c in self.hand]
        self._hand_spot = {s.home: s for s in self.hand_spots}
        self.tricks_title = b._title(self.tr("Tricks, strongest first"))
        self.row_numbers: list[QLabel] = []
        self.row_labels: list[QLabel] = []
        self.trick_spots: list[list[CardSpot]] = []
        for r in range(self.n_tricks):
            number = QLabel(str(r + 1), b)
            f = number.font()
            f.setBold(True)
            f.setPointSizeF(f.pointSizeF() * 1.5)
            number.setFont(f)
            number.setAlignment(Qt.AlignmentFlag.AlignCenter)
            number.setStyleSheet("color: #f4f1e2;")
            number.setAccessibleName(self.tr("Trick {n}").format(n=r + 1))
            self.row_numbers.append(number)
            spots = []
            for i in range(self.trick_size):
                slot: Slot = ("trick", r, i)
                self._slots[slot] = None
                spots.append(CardSpot(self, slot, None, b))
            self.trick_spots.append(spots)
            label = QLabel(b)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            label.setAccessibleName(self.tr("Trick {n} value").format(n=r + 1))
            self.row_labels.append(label)
        self.discard_title = b._title(
            self.tr("Discard") if n_discards == 1 else self.tr("Discards")
        )
        self.discard_spots = []
        for i in range(n_discards):
            slot = ("discard", i)
            self._slots[slot] = None
            self.discard_spots.append(CardSpot(self, slot, None, b))
        self._spot_at: dict[Slot, CardSpot] = {
            s.slot: s
            for s in [*(s for row in self.trick_spots for s in row), *self.discard_spots]
            if s.slot is not None
        }

        self.message = QLabel(b)
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setAccessibleName(self.tr("What is wrong"))
        self.message.setStyleSheet(
            "QLabel { background: rgba(0, 0, 0, 70); color: #f8f4e6; border-radius: 8px;"
            " padding: 10px; }"
        )

        self.sort_button = QPushButton(self.tr("&Sort tricks"))
        self.sort_button.setToolTip(self.tr("Put the complete tricks in order, strongest first."))
        self.auto_button = QPushButton(self.tr("&Auto-arrange"))
        self.auto_button.setToolTip(self.tr("Arrange the whole hand for you."))
        self.clear_button = QPushButton(self.tr("C&lear"))
        self.clear_button.setToolTip(self.tr("Return every card to your hand."))
        for button in (self.sort_button, self.auto_button, self.clear_button):
            button.setAutoDefault(False)
        self.sort_button.clicked.connect(self.sort_tricks)
        self.auto_button.clicked.connect(self.auto_arrange)
        self.clear_button.clicked.connect(self.clear)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.confirm_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.confirm_button.setText(self.tr("&Confirm"))
        self.confirm_button.setAutoDefault(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        bar = QHBoxLayout()
        bar.setContentsMargins(12, 8, 12, 10)
        bar.addWidget(self.sort_button)
        bar.addWidget(self.auto_button)
        bar.addWidget(self.clear_button)
        bar.addStretch(1)
        bar.addWidget(self.buttons)
        # what a lesson asks of this arrangement: the dialog covers the lesson's own panel
        self.brief = QLabel("")
        self.brief.setObjectName("arrangerBrief")
        self.brief.setWordWrap(True)
        self.brief.setTextFormat(Qt.TextFormat.RichText)
        self.brief.setStyleSheet(
            "#arrangerBrief { background: #fbf6e6; color: #2b2412;"
            " border-bottom: 2px solid #c9b77a; padding: 8px 12px; }"
        )
        self.brief.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.brief)
        layout.addWidget(self.board, 1)
        layout.addLayout(bar)
        if too_wide(self):
            # (twice the text size on a small screen: Confirm and Cancel on a row of
            # their own, under the others, or the dialog ran past the screen's edge)
            bar.removeWidget(self.buttons)
            below = QHBoxLayout()
            below.setContentsMargins(bar.contentsMargins())
            below.addStretch(1)
            below.addWidget(self.buttons)
            layout.addLayout(below)
        self._refresh()

    def set_brief(self, html: str) -> None:
        """Show a lesson's words above the board (rich text; "" hides them)."""
        self.brief.setText(html)
        self.brief.setVisible(bool(html))

    # -- the arrangement --------------------------------------------------------------------
    def _row(self, r: int) -> list[Card]:
        return [c for i in range(self.trick_size) if (c := self._slots[("trick", r, i)])]

    def _discards(self) -> list[Card]:
        held = (self._slots[s.slot] for s in self.discard_spots if s.slot is not None)
        return [c for c in held if c is not None]

    def arrangement(self) -> Arrangement:
        """The tricks as laid (rows 1..n) and the discards; only valid once Confirm is
        enabled (cards still in the hand are left out)."""
        return Arrangement([self._row(r) for r in range(self.n_tricks)], self._discards())

    def problems(self) -> list[str]:
        """The rules' sentences now shown in the message area (empty: nothing wrong yet)."""
        return list(self._problems)

    def in_hand(self) -> list[Card]:
        return [c for c in self.hand if self._where[c] is None]

    def where(self, card: Card) -> Slot | None:
        return self._where[card]

    def holds(self, card: Card) -> bool:
        """Whether ``card`` is one of this hand's cards (a drop of anything else is refused)."""
        return card in self._where

    def first_free(self, row: int) -> Slot | None:
        return next(
            (
                ("trick", row, i)
                for i in range(self.trick_size)
                if self._slots[("trick", row, i)] is None
            ),
            None,
        )

    def row_broken(self, row: int) -> bool:
        return row in self._broken

    # -- the moves ----------------------------------------------------------------------
    def place(self, card: Card, slot: Slot | None) -> None:
        """Put ``card`` in ``slot`` (None: back to the hand). A card already in the slot
        swaps places with it: to the slot ``card`` came from, or to the hand."""
        if card not in self._where:
            raise ValueError(f"{card} is not in this hand")
        if slot is not None and slot not in self._slots:
            raise ValueError(f"no such slot: {slot!r}")
        source = self._where[card]
        if slot != source:
            if source is not None:
                self._slots[source] = None
            if slot is not None:
                occupant = self._slots[slot]
                self._slots[slot] = card
                if occupant is not None:
                    self._where[occupant] = source
                    if source is not None:
                        self._slots[source] = occupant
            self._where[card] = slot
        if self.held is card:
            self.held = None
        self._refresh()

    def pick(self, card: Card | None) -> None:
        """Hold ``card`` (None: let go) ready to be put down by a click or Enter on a slot."""
        old, self.held = self.held, card
        for c in (old, card):
            if c is not None:
                self._spot_of(c).update()
        self._update_hint()

    def activate(self, spot: CardSpot) -> None:
        """A click or Enter/Space on ``spot``: pick its card up, or put the held card down."""
        held = self.held
        if held is None:
            if spot.card is not None:
                self.pick(spot.card)
            return
        if spot.card is held:
            self.pick(None)
        elif spot.slot is None:
            if self._where[held] is None:  # both in the hand: hold the other one
                self.pick(spot.card)
            else:
                self.place(held, None)
        else:
            self.place(held, spot.slot)

    def return_to_hand(self, spot: CardSpot) -> None:
        if spot.slot is not None and spot.card is not None:
            self.place(spot.card, None)

    def sort_tricks(self) -> None:
        """Order the complete tricks strongest first (the rules' sort_tricks); rows not yet
        complete, or not a trick at all, follow in their present order."""
        good: list[list[Card]] = []
        rest: list[list[Card | None]] = []
        for r in range(self.n_tricks):
            cards = self._row(r)
            if len(cards) == self.trick_size and self._value(cards)[0] is not None:
                good.append(cards)
            else:
                rest.append([self._slots[("trick", r, i)] for i in range(self.trick_size)])
        ordered: list[list[Card | None]] = [list(t) for t in self.game.sort_tricks(good)]
        ordered += rest
        for r, row in enumerate(ordered):
            for i in range(self.trick_size):
                c = row[i] if i < len(row) else None
                self._slots[("trick", r, i)] = c
                if c is not None:
                    self._where[c] = ("trick", r, i)
        self._refresh()

    def auto_arrange(self) -> None:
        """Fill every slot with the expert's (or the greedy) arrangement."""
        if self._auto is not None:
            arr = self._auto()
        else:
            arr = self.game.greedy_arrangement(self.dealt)
        self._clear_all()
        for r, trick in enumerate(arr.tricks[: self.n_tricks]):
            for i, c in enumerate(trick):
                self._put(c, ("trick", r, i))
        for i, c in enumerate(arr.discards[: len(self.discard_spots)]):
            self._put(c, ("discard", i))
        self.held = None
        self._refresh()

    def clear(self) -> None:
        """Return every card to the hand."""
        self._clear_all()
        self.held = None
        self._refresh()

    def _put(self, card: Card, slot: Slot) -> None:
        if card in self._where and slot in self._slots:
            self._slots[slot] = card
            self._where[card] = slot

    def _clear_all(self) -> None:
        for s in self._slots:
            self._slots[s] = None
        for c in self._where:
            self._where[c] = None

    def accept(self) -> None:
        if self.game.validate_arrangement(self.dealt, self.arrangement()):
            return  # Confirm is disabled then; a stray accept must not pass a bad hand
        super().accept()

    # -- keys -------------------------------------------------------------------------------
    def key(self, spot: CardSpot, event: QKeyEvent) -> bool:
        """Keyboard on a card or slot; True when handled."""
        k = event.key()
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activate(spot)
            return True
        if k in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.return_to_hand(spot)
            return True
        if k == Qt.Key.Key_Escape and self.held is not None:
            self.pick(None)
            return True
        steps: dict[int, tuple[int, int]] = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        step = steps.get(k)
        if step is not None:
            target = self._neighbour(spot, *step)
            if target is not None:
                target.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return False

    def _spots(self) -> list[CardSpot]:
        """Every spot that can take the focus, in reading order."""
        spots = [s for s in self.hand_spots if s.card is not None]
        spots += [s for row in self.trick_spots for s in row]
        return spots + self.discard_spots

    def _neighbour(self, spot: CardSpot, dx: int, dy: int) -> CardSpot | None:
        """The nearest spot in the arrow's direction by position on screen; left and right
        run on to the previous or next spot in reading order at the end of a row."""
        here = spot.geometry().center()
        best, best_score = None, None
        for other in self._spots():
            if other is spot:
                continue
            c = other.geometry().center()
            along = (c.x() - here.x()) * dx + (c.y() - here.y()) * dy
            across = abs(c.y() - here.y()) if dx else abs(c.x() - here.x())
            if along <= 0 or (dx and across > spot.height() // 2):
                continue
            score = along + 3 * across
            if best_score is None or score < best_score:
                best, best_score = other, score
        if best is None and dx:
            order = self._spots()
            if spot in order:
                i = order.index(spot) + dx
                if 0 <= i < len(order):
                    best = order[i]
        return best

    # -- showing the state ---------------------------------------------------------------
    def _spot_of(self, card: Card) -> CardSpot:
        slot = self._where[card]
        return self._hand_spot[card] if slot is None else self._spot_at[slot]

    def hand_spot(self, card: Card) -> CardSpot:
        """The hand's place of ``card`` (empty while the card is in a trick)."""
        return self._hand_spot[card]

    def slot_spot(self, slot: Slot) -> CardSpot:
        return self._spot_at[slot]

    def _value(self, cards: list[Card]) -> tuple[TrickValue, None] | tuple[None, str]:
        """(value, None) from the rules' evaluate, or (None, the rules' reason)."""
        try:
            return self.game.evaluate(cards), None
        except ValueError as exc:
            return None, error_text(exc)

    def _refresh(self) -> None:
        for spot in self.hand_spots:
            home = spot.home
            spot.set_card(home if home is not None and self._where[home] is None else None)
        for slot, spot in self._spot_at.items():
            spot.set_card(self._slots[slot])
        self._broken = set()
        complete = []
        for r in range(self.n_tricks):
            cards = self._row(r)
            label = self.row_labels[r]
            if len(cards) < self.trick_size:
                need = self.trick_size - len(cards)
                text = (
                    ""
                    if not cards
                    else (
                        self.tr("1 more card")
                        if need == 1
                        else self.tr("{n} more cards").format(n=need)
                    )
                )
                label.setText(text)
                label.setStyleSheet("color: #cfe3d3; font-style: italic;")
                continue
            complete.append(r)
            value, reason = self._value(cards)
            if value is None:
                self._broken.add(r)
                reason = reason or ""
                label.setText(reason[:1].upper() + reason[1:] + ".")
                label.setStyleSheet("color: #ffd2c8; font-weight: bold;")
            else:
                label.setText(say(value.name))
                label.setStyleSheet("color: #fffbe8; font-weight: bold;")
        done = not self.in_hand() and all(self._slots.values())
        if done:
            self._problems = self.game.validate_arrangement(self.dealt, self.arrangement())
        else:
            # While cards are still to place, judge the complete tricks laid from trick 1
            # on, so the sentences' trick numbers are the rows'.
            prefix = 0
            while prefix < self.n_tricks and prefix in complete:
                prefix += 1
            tricks = [self._row(r) for r in range(prefix)]
            sub_hand = [c for t in tricks for c in t]
            self._problems = (
                self.game.validate_arrangement(sub_hand, Arrangement(tricks)) if tricks else []
            )
        valid = done and not self._problems
        self.confirm_button.setEnabled(valid)
        self._show_message(done, valid)
        self._update_hint()
        self.board.update()
        self.changed.emit()

    def _show_message(self, done: bool, valid: bool) -> None:
        parts = []
        if valid:
            parts.append(
                "<p style='color:#c9f7c4; font-weight:bold'>"
                + self.tr("Ready: Confirm lays these tricks.")
                + "</p>"
            )
        elif not done:
            left = len(self.in_hand())
            if left == len(self.hand):
                # a hand that splits into tricks exactly (a 6-card lesson) has no spare card
                if self.discard_spots:
                    start = self.tr(
                        "Lay your cards out as tricks, strongest first, and "
                        "discard the spare card. Drag them, or click a card and "
                        "then a slot."
                    )
                else:
                    start = self.tr(
                        "Lay your cards out as tricks, strongest first. Drag "
                        "them, or click a card and then a slot."
                    )
                parts.append("<p>" + start + "</p>")
            elif left == 1:
                parts.append("<p>" + self.tr("1 card still to place.") + "</p>")
            else:
                parts.append("<p>" + self.tr("{n} cards still to place.").format(n=left) + "</p>")
        problems = [say(p) for p in self._problems]
        if problems:
            items = "".join(f"<li>{html.escape(s)}</li>" for s in problems)
            parts.append(f"<ul style='color:#ffe1a8; margin-left:-20px'>{items}</ul>")
        self.message.setText("".join(parts))
        self.board.relayout()
        self.message.setAccessibleDescription(" ".join(problems) or self.tr("Nothing is wrong."))

    def _update_hint(self) -> None:
        if self.held is not None:
            self.hint.setText(
                self.tr(
                    "Holding the {card}: click or press {enter} on a slot "
                    "to put it down, {escape} to let go."
                ).format(card=say(self.held.long_name), **key_names(enter="Enter", escape="Escape"))
            )
        else:
            self.hint.setText(
                self.tr(
                    "Drag cards to the tricks, or click a card, then a slot. "
                    "Keys: arrows, {enter}, {delete}."
                ).format(**key_names(enter="Enter", delete="Delete"))
            )
