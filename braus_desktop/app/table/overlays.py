"""What the table shows over the cards for a moment: the seats' speech bubbles, the
end-of-deal banner, and the sheet of tricks shown again (the last trick; a Brag
showdown's every position, which stands with the deal's result).

``Overlays`` is the view's (``TableView.overlays``); it places its plates from the view's
geometry and name plates, and never moves a card.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QPropertyAnimation, QRectF

from ..phrases import say
from .host import Table
from .items import TextPlate
from .piles import HandFan
from .timings import BANNER_FADE_MS, BUBBLE_MS

if TYPE_CHECKING:  # the sheet of tricks and open hands load when first shown
    from ...rules.cards import Card
    from .review import SheetRow, TrickSheet


class Overlays:
    """The bubbles, the banner and the sheet of tricks of one table."""

    def __init__(self, view: Table) -> None:
        self.view = view
        self._sheet: TrickSheet | None = None  # the last trick or the showdown, shown again
        self._sheet_is_banner = False  # the showdown's sheet says the deal's result
        self._last_trick: tuple[Any, ...] | None = (
            None  # ((seat, cards), ...), the seat that took it
        )
        self._showdown: list[SheetRow] = []
        self._banner: TextPlate | None = None
        self._bubbles: dict[int, TextPlate] = {}

    # ------------------------------------------------------------------ bubbles
    def bubble(self, seat: int, text: str, ms: float = BUBBLE_MS) -> None:
        """A short speech bubble at a seat (a pass, a risk, a Brag trick's name)."""
        view = self.view
        if seat is None or not view.seat_badges or seat >= len(view.seat_badges):
            return
        old = self._bubbles.pop(seat, None)
        if old is not None:
            self._discard_plate(old)
        g = view.geo
        plate = TextPlate(text, max(11, int(g.cw * 0.2)), max_width=g.cw * 3)
        plate.setPos(self._bubble_point(seat, plate.rect))
        view.scene().addItem(plate)
        self._bubbles[seat] = plate
        factor = view.settings.speed_factor or 0.6
        fade = QPropertyAnimation(plate, b"opacity", plate)
        fade.setDuration(int(ms * max(factor, 0.6)))
        fade.setKeyValueAt(0, 1.0)
        fade.setKeyValueAt(0.75, 1.0)
        fade.setKeyValueAt(1, 0.0)
        fade.finished.connect(lambda p=plate, s=seat: self._drop_bubble(s, p))
        fade.start()

    def _bubble_point(self, seat: int, r: QRectF) -> QPointF:
        """Where a seat's bubble goes: beside the badge of a seat at the top, above the
        badge of any other, its inner edge level with the badge's. Not towards the
        middle: there the bubbles of facing seats met and covered the trick."""
        g = self.view.geo
        if self.view.open_layout:  # by the plate, clear of the open hands
            from .open_hands import bubble_point

            point = bubble_point(self.view, seat, r)
            if point is not None:
                return point
        badge = self.view.seat_badges[seat].pos()
        bw, bh = g.badge
        u = g.u[seat]  # from the middle out to the seat
        gap = 6.0
        if u.y() < -0.7:
            pos = badge + QPointF(bw / 2 + r.width() / 2 + gap, 0)
        else:
            pos = badge - QPointF(0, bh / 2 + r.height() / 2 + gap)
            if u.x() < -0.3:  # a seat on the left: right edges level
                pos.setX(badge.x() + bw / 2 - r.width() / 2)
            elif u.x() > 0.3:
                pos.setX(badge.x() - bw / 2 + r.width() / 2)
        W, H = g.W, g.H
        pos.setX(min(max(pos.x(), r.width() / 2 + 4), W - r.width() / 2 - 4))
        pos.setY(min(max(pos.y(), r.height() / 2 + 4), H - r.height() / 2 - 4))
        placed: QPointF = pos
        return placed

    def clear_bubbles(self) -> None:
        for plate in self._bubbles.values():
            self._discard_plate(plate)
        self._bubbles = {}

    @property
    def bubble_plates(self) -> dict[int, TextPlate]:
        """The speech bubbles showing now, by seat (their plates)."""
        return self._bubbles

    def follow_plates(self) -> None:
        """Each bubble by its seat's plate where the plate now lies (a plate moves as its
        hand does)."""
        for seat, bubble in list(self._bubbles.items()):
            bubble.setPos(self._bubble_point(seat, bubble.rect))

    @property
    def bubbles(self) -> dict[int, str]:
        """The speech bubbles showing now, by seat."""
        return {
            seat: plate.text for seat, plate in self._bubbles.items() if shiboken6.isValid(plate)
        }

    def _drop_bubble(self, seat: int, plate: TextPlate) -> None:
        if self._bubbles.get(seat) is plate:
            del self._bubbles[seat]
        self._discard_plate(plate)

    @staticmethod
    def _discard_plate(plate: TextPlate) -> None:
        """Take a bubble or banner away for good. Its fade animation is its child and
        holds a slot that refers back to it, a cycle Python cannot see: without
        deleteLater every bubble ever shown would stay in memory."""
        if not shiboken6.isValid(plate):
            return
        if plate.scene() is not None:
            plate.scene().removeItem(plate)
        plate.deleteLater()

    # ------------------------------------------------------------------ the banner
    def show_banner(self, text: str, fade: bool = True) -> None:
        """The end-of-deal banner in the middle, its type growing with the table, as wide
        as the room between the side seats' plates allows (or a comfortable line). After
        a Brag showdown it is the sheet of every position, with the text under it."""
        view = self.view
        if self._showdown and view.table_geometry is not None:
            # the hands' names worded now: a change of language shows the sheet again
            from .review import SheetRow

            rows = [
                SheetRow(row.cards, row.winner, tuple(say(label) for label in row.labels))
                for row in self._showdown
            ]
            if self._banner is not None:
                self._discard_plate(self._banner)
                self._banner = None
            self._show_sheet(QCoreApplication.translate("TableView", "The showdown"), rows, text)
            self._sheet_is_banner = True
            return
        if self._banner is not None:
            self._discard_plate(self._banner)
            self._banner = None
        self.hide_sheet()
        g = view.geo
        cw, W, centre = (g.cw, g.W, g.centre) if g else (80, 800, QPointF(400, 300))
        pixel = max(13, int(cw * 0.22))
        left, right = view.between_side_badges() if g else (0.0, W)
        room = right - left - 2 * pixel * 1.2 - 16
        width = min(room, pixel * 30)
        if width < pixel * 12:  # no room between the plates: a comfortable line across
            width = min(W * 0.5, pixel * 16)
        if view.open_in_play:  # open hands in play: clear of them
            from .open_hands import middle_room

            free = middle_room(view)
            centre, width = free.center(), min(pixel * 30, free.width() - 2 * pixel * 1.2 - 8)
        plate = TextPlate(text, pixel, banner=True, max_width=width)
        plate.setPos(centre)
        plate.clicked.connect(view.banner_clicked)
        view.scene().addItem(plate)
        self._banner = plate
        if fade and view.settings.speed_factor and view.isVisible():
            plate.setOpacity(0.0)
            appear = QPropertyAnimation(plate, b"opacity", plate)
            appear.setDuration(int(BANNER_FADE_MS * view.settings.speed_factor))
            appear.setEndValue(1.0)
            appear.start()

    def hide_banner(self) -> None:
        if self._banner is not None:
            self._discard_plate(self._banner)
            self._banner = None
        self._showdown = []
        self._last_trick = None
        self.hide_sheet()

    @property
    def banner_text(self) -> str | None:
        if self._sheet is not None and self._sheet_is_banner:
            return self._sheet.footer
        return self._banner.text if self._banner is not None else None

    def take_banner(self) -> str | None:
        """The table is laid out anew: take the banner (or the showdown's sheet) away, to
        be made again for the new size once the cards lie where they now go (its type and
        width; with the hands open it keeps clear of them), and put the last trick away.
        The banner's words, if one was shown."""
        banner = (
            self._banner.text
            if self._banner is not None
            else self._sheet.footer
            if self._sheet is not None and self._sheet_is_banner
            else None
        )
        if self._banner is not None:
            self._discard_plate(self._banner)
            self._banner = None
        self.hide_sheet()
        return banner

    # ------------------------------------------------------------------ tricks shown again
    def remember_trick(
        self, plays: Iterable[tuple[int, Iterable[Card]]], winner: int | None
    ) -> None:
        """The trick just taken (``(seat, cards)`` per play), for the last-trick view."""
        self._last_trick = (tuple((seat, tuple(cards)) for seat, cards in plays), winner)

    def add_showdown_row(
        self, tricks: Iterable[Iterable[Card]], winner: int | None, labels: Iterable[str] = ()
    ) -> None:
        """One position of a Brag showdown (each seat's cards, the seat that won it and
        each hand's name, a Phrase worded when the sheet is shown): the sheet of them all
        stands with the deal's result."""
        from .review import SheetRow

        self._showdown.append(SheetRow(tuple(tuple(t) for t in tricks), winner, tuple(labels)))

    def _names(self) -> list[str]:
        view = self.view
        if view.seats is None:
            return [str(i) for i in range(view.n)]
        return [view.seats.seat(i).name for i in range(min(view.n, view.seats.rowCount()))]

    def _sheet_room(self) -> QRectF:
        """Where a sheet of tricks may lie: between the side seats' plates, below the top
        seat's, above the player's plate and hand (with every hand open, the whole width
        and from the top)."""
        view = self.view
        g = view.geo
        left, right = view.between_side_badges()
        bw, bh = g.badge
        top, bottom = 8.0, g.H - 8
        if view.open_in_play:  # open hands in play: clear of them
            from .open_hands import middle_room

            return middle_room(view)
        if view.open_layout:  # (the review: over the open hands, else it ran off the top)
            left, right = 0.0, g.W
        for seat, badge in enumerate(view.seat_badges):
            if g.u[seat].y() < -0.9 and not view.open_layout:
                top = max(top, badge.pos().y() + bh / 2 + 8)
            elif seat == view.human:
                bottom = min(bottom, badge.pos().y() - bh / 2 - 8)
        cards = view.hands[view.human].cards if view.hands else ()
        for place in HandFan(g, view.human, cards).places().values():  # the player's hand
            bottom = min(bottom, place.pos.y() - g.ch * 0.56 - 8)
        return QRectF(left + 8, top, max(100.0, right - left - 16), max(100.0, bottom - top))

    def _show_sheet(self, title: str, rows: list[SheetRow], footer: str) -> TrickSheet:
        view = self.view
        self.hide_sheet()
        g = view.geo
        room = self._sheet_room()
        from .review import TrickSheet

        sheet = TrickSheet(
            view, title, self._names(), rows, footer, room, g.cw * 0.62, max(13, int(g.cw * 0.2))
        )
        if not sheet.fits:  # (a small review's table) over the plates, not off the table
            room = QRectF(8.0, 8.0, max(100.0, g.W - 16), max(100.0, g.H - 16))
            sheet = TrickSheet(
                view,
                title,
                self._names(),
                rows,
                footer,
                room,
                g.cw * 0.62,
                max(13, int(g.cw * 0.2)),
            )
        half = sheet.rect.height() / 2  # by the middle of the table, inside its room
        y = min(max(g.centre.y(), room.top() + half), room.bottom() - half)
        sheet.setPos(QPointF(room.center().x(), y))
        sheet.clicked.connect(self._sheet_clicked)
        view.scene().addItem(sheet)
        self._sheet = sheet
        view.setAccessibleDescription(sheet.text())
        return sheet

    def show_last_trick(self) -> bool:
        """Show the last trick taken again (the L key, a click on a won pile) until a
        click or a key; False if no trick has been taken yet this deal."""
        view = self.view
        if self._last_trick is None or view.table_geometry is None or self._sheet_is_banner:
            return False
        plays, winner = self._last_trick
        cards = [()] * view.n
        for seat, played in plays:
            if 0 <= seat < view.n:
                cards[seat] = played
        if winner == view.human:
            footer = QCoreApplication.translate("TableView", "You took it.")
        elif winner is not None and 0 <= winner < view.n:
            footer = QCoreApplication.translate("TableView", "{name} took it.").format(
                name=self._names()[winner]
            )
        else:
            footer = ""
        from .review import SheetRow

        self._show_sheet(
            QCoreApplication.translate("TableView", "Last trick"),
            [SheetRow(tuple(cards), winner)],
            footer,
        )
        return True

    @property
    def sheet_text(self) -> str | None:
        """What the sheet of tricks shown again says, if one is on the table."""
        return self._sheet.text() if self._sheet is not None else None

    @property
    def last_trick_shown(self) -> bool:
        """The last trick is shown again (a click or any key puts it away)."""
        return self._sheet is not None and not self._sheet_is_banner

    def hide_sheet(self) -> None:
        if self._sheet is not None:
            if shiboken6.isValid(self._sheet):
                if self._sheet.scene() is not None:
                    self._sheet.scene().removeItem(self._sheet)
                self._sheet.deleteLater()
            self._sheet = None
        self._sheet_is_banner = False

    def _sheet_clicked(self) -> None:
        if self._sheet_is_banner:
            self.view.banner_clicked.emit()
        else:
            self.hide_sheet()
