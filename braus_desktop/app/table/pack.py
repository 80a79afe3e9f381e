"""The cards of the pack that are in no hand: the stock (Brus) with its count, the card
shown face up beside it (the Icelandic cut's bottom card) with its caption, and the pack
spread for the player to cut (Icelandic Brús).

``Pack`` is the view's (``TableView.pack``). Its card items are backs kept by position
(the stock's, the spread's) and the bottom card; they are placed by their piles
(``StockPile``, ``CutSpread``, ``BottomCard``) and moved, like every card, by the view's
one verb (``TableView.move_cards_to_pile``), which asks ``items_of`` for them.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ...rules.cards import Card
from ..keys import key_names
from .host import Table
from .items import LIGHT_INK, CardItem
from .piles import BottomCard, CutSpread, Pile, StockPile


class Pack:
    """The stock, the bottom card and the spread pack of one table."""

    def __init__(self, view: Table) -> None:
        self.view = view
        self.stock_items: list[CardItem] = []
        self.cut_items: list[CardItem] = []
        self.cut_focus: int | None = None  # where Enter would cut the spread pack
        self._cut_spread: CutSpread | None = None
        self.stock_label: QGraphicsSimpleTextItem | None = None
        self._bottom: tuple[Card, str] | None = (
            None  # (card, caption): a card shown under the stock
        )
        self.bottom_item: CardItem | None = None
        self.bottom_label: QGraphicsSimpleTextItem | None = None
        self.cut_label: QGraphicsSimpleTextItem | None = None  # the raised card's count

    def items(self) -> list[CardItem]:
        """Every card item of the pack on the table (the bottom card apart)."""
        return self.stock_items + self.cut_items

    def items_of(self, pile: Pile) -> list[CardItem] | None:
        """The card items a pile of the pack places, by position (the keys of its
        places); None for any other pile, whose cards the view holds by card."""
        if isinstance(pile, StockPile):
            return self.stock_items
        if isinstance(pile, CutSpread):
            return self.cut_items
        if isinstance(pile, BottomCard):
            assert self.bottom_item is not None
            return [self.bottom_item]
        return None

    def clear(self) -> None:
        """A new match: no stock, no spread pack."""
        for item in self.items():
            self.view.scene().removeItem(item)
        self.stock_items.clear()
        self.cut_items.clear()

    def art_changed(self) -> None:
        for item in self.items():
            item.art_changed()
        if self.bottom_item is not None:
            self.bottom_item.art_changed()

    # ------------------------------------------------------------------ the stock
    def room(self) -> QRectF | None:
        """Where the stock, its count, and the card shown beside it with its caption lie
        (as ``sync`` places them), if the stock is shown."""
        view = self.view
        if view.stock <= 0:
            return None
        g = view.geo
        base = g.stock_point()
        room = QRectF(base.x() - g.cw * 0.4 - 14, 0, g.cw * 0.8 + 28, base.y() + g.ch * 0.4 + 4)
        if self._bottom is not None:
            toward = -1.0 if base.x() > g.W / 2 + 1 else 1.0
            other = base.x() + toward * (g.cw * 0.8 + 10)
            font = QFont(view.font())
            font.setPixelSize(max(11, int(g.cw * 0.19)))
            font.setBold(True)
            fm = QFontMetricsF(font)
            words = fm.horizontalAdvance(self._bottom[1])
            middle = (base.x() + other) / 2
            left = min(base.x(), other) - g.cw * 0.4
            right = max(base.x(), other) + g.cw * 0.4
            room = room.united(
                QRectF(
                    QPointF(min(left, middle - words / 2), 0),
                    QPointF(
                        max(right, middle + words / 2), base.y() + g.ch * 0.42 + 8 + fm.height()
                    ),
                )
            )
        return room

    def sync(self) -> None:
        """The stock as many backs as it holds (up to ``StockPile.SHOWN``), its count
        above it, and the bottom card beside it while it is shown."""
        view = self.view
        shown = min(view.stock, StockPile.SHOWN)
        while len(self.stock_items) > shown:
            view.scene().removeItem(self.stock_items.pop())
        while len(self.stock_items) < shown:
            item = CardItem(view, None)
            view.scene().addItem(item)
            self.stock_items.append(item)
        base = view.stock_point()
        for item in self.stock_items:
            item.set_width(view.geo.cw)
        view.move_cards_to_pile(range(shown), StockPile(view.geo, view.stock), duration=0)
        if self.cutting:
            self._lay_cut()
        if self.stock_label is None:
            self.stock_label = view.scene().addSimpleText("")
            self.stock_label.setBrush(QColor(LIGHT_INK))
            self.stock_label.setZValue(60)
        label = self.stock_label
        label.setVisible(view.stock > 0)
        label.setText(QCoreApplication.translate("TableView", "Stock {n}").format(n=view.stock))
        font = QFont(view.font())
        font.setPixelSize(max(11, int(view.geo.cw * 0.2)))
        font.setBold(True)
        label.setFont(font)
        r = label.boundingRect()
        # Above the pack (below it is where the western seat's trick card lands), clear of
        # its top card, which the slant lifts; beside it where the table has no room above.
        pack = QRectF()
        for item in self.stock_items:  # the cards as drawn, without their shadows' margin
            pack = pack.united(item.mapToScene(item.shape().boundingRect()).boundingRect())
        if pack.isNull():
            pack = QRectF(base, base)
        x = min(max(4.0, base.x() - r.width() / 2), view.geo.W - r.width() - 4)
        y = pack.top() - r.height() - 2
        if y < 0:
            x, y = min(pack.right() + 4, view.geo.W - r.width() - 4), pack.top()
        label.setPos(QPointF(x, y))
        self._sync_bottom()

    def show_bottom_card(self, card: Card | None, caption: str = "") -> None:
        """Show a card face up beside the stock with a caption under them (the Icelandic
        cut's bottom card, and the point it scored), until the stock is drawn out; None
        takes it away."""
        self._bottom = (card, caption) if card is not None else None
        if self.view.table_geometry is not None:
            self._sync_bottom()

    @property
    def bottom_card(self) -> tuple[Card | None, str] | None:
        """The card shown beside the stock and its caption, if they are on the table."""
        if self.bottom_item is None or not self.bottom_item.isVisible():
            return None
        return self.bottom_item.card, (
            self.bottom_label.text() if self.bottom_label is not None else ""
        )

    def _sync_bottom(self) -> None:
        # Shown from the cut until the stock is drawn out (the bottom card is its last).
        view = self.view
        bottom = self._bottom
        shown = bottom is not None and (
            view.stock > 0 or not any(model.cards for model in view.hands)
        )
        if bottom is None or not shown:
            for item in (self.bottom_item, self.bottom_label):
                if item is not None:
                    item.setVisible(False)
            return
        card, caption = bottom
        g = view.geo
        if self.bottom_item is None or self.bottom_item.card != card:
            if self.bottom_item is not None:
                view.scene().removeItem(self.bottom_item)
            self.bottom_item = CardItem(view, card)
            view.scene().addItem(self.bottom_item)
        if self.bottom_label is None:
            self.bottom_label = view.scene().addSimpleText("")
            self.bottom_label.setBrush(QColor(LIGHT_INK))
            self.bottom_label.setZValue(60)
        item, label = self.bottom_item, self.bottom_label
        base = view.stock_point()
        pile = BottomCard(g)
        pos = pile.point()
        item.set_width(g.cw)
        view.move_cards_to_pile([0], pile, duration=0)
        item.setToolTip(caption)
        item.setVisible(True)
        label.setText(caption)
        font = QFont(view.font())
        font.setPixelSize(max(11, int(g.cw * 0.19)))
        font.setBold(True)
        label.setFont(font)
        r = label.boundingRect()
        top = base.y() + g.ch * 0.42 + 4
        left_card = min(base.x(), pos.x()) - g.cw * 0.4
        right_card = max(base.x(), pos.x()) + g.cw * 0.4
        if abs(base.x() - g.W / 2) < 1:  # under the middle of the two
            x = (left_card + right_card) / 2 - r.width() / 2
        elif pos.x() > base.x():  # from the left edge of the stock
            x = left_card
        else:
            x = right_card - r.width()
        label.setPos(QPointF(min(max(4.0, x), g.W - r.width() - 4), top))
        label.setVisible(bool(caption))

    # ------------------------------------------------------------------ the cut
    def show_cut(self, cards: int | None) -> None:
        """Spread a face-down pack for the human to cut (None: take it away)."""
        view = self.view
        for item in self.cut_items:
            view.scene().removeItem(item)
        self.cut_items = []
        self.cut_focus = None
        self._cut_spread = None
        if self.cut_label is not None:
            self.cut_label.setVisible(False)
        if not cards:
            return
        for i in range(cards):
            item = CardItem(view, None)
            item.set_width(view.geo.cw)
            item.cut_index = i if 0 < i < cards else None
            item.setToolTip(
                QCoreApplication.translate("TableView", "Cut {n} cards").format(n=i)
                if item.cut_index
                else ""
            )
            view.scene().addItem(item)
            self.cut_items.append(item)
        self.cut_focus = cards // 2
        self._lay_cut()

    def _lay_cut(self) -> None:
        """Spread the pack for the table as it is laid out now; again whenever the table
        is (``sync``): a spread made before the window took its size stayed where that
        size put it, its end cards under a side seat's plate."""
        view = self.view
        left, right = view.between_side_badges()
        self._cut_spread = CutSpread(
            view.geo, len(self.cut_items), left, right, under=view.table_layout.side_badges_bottom()
        )
        for item in self.cut_items:
            item.set_width(view.geo.cw)
        view.move_cards_to_pile(range(len(self.cut_items)), self._cut_spread, duration=0)
        for item in self.cut_items:
            item.cut_base = item.pos()
        self.show_cut_focus()

    def show_cut_focus(self) -> None:
        """Raise and mark the card where the keyboard would cut, and say so to assistive
        technology (Left and Right move it, Enter cuts)."""
        view = self.view
        if self.cut_focus is None or self._cut_spread is None:
            return
        spread = self._cut_spread
        focused = replace(spread, focus=self.cut_focus, focus_shown=view.hasFocus())
        view.move_cards_to_pile(range(len(self.cut_items)), focused, duration=0)
        view.setAccessibleDescription(
            QCoreApplication.translate(
                "TableView",
                "Cut the pack: {n} cards. {left} and {right} choose where, {enter} cuts.",
            ).format(n=self.cut_focus, **key_names(left="Left", right="Right", enter="Enter"))
        )
        self._show_cut_count()

    def _show_cut_count(self) -> None:
        """How many cards a cut at the raised card takes, written over it: the number the
        hint and the log say ("Cut 15 cards", "You cut 15 cards"), where the pack showed
        none."""
        view = self.view
        if self.cut_label is None:
            self.cut_label = view.scene().addSimpleText("")
            self.cut_label.setBrush(QColor(LIGHT_INK))
            self.cut_label.setZValue(400)
            self.cut_label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # (the card's click)
        label = self.cut_label
        assert self.cut_focus is not None
        label.setText(
            QCoreApplication.translate("TableView", "Cut {n} cards").format(n=self.cut_focus)
        )
        g = view.geo
        font = QFont(view.font())
        font.setPixelSize(max(11, int(g.cw * 0.19)))
        font.setBold(True)
        label.setFont(font)
        card = self.cut_items[self.cut_focus].sceneBoundingRect()
        r = label.boundingRect()
        x = min(max(4.0, card.center().x() - r.width() / 2), g.W - r.width() - 4)
        label.setPos(QPointF(x, max(2.0, card.top() - r.height() - 4)))
        label.setVisible(True)

    def set_cut_focus(self, position: int) -> None:
        """Raise the card where ``position`` cards would be cut (a hint's cut)."""
        if self.cutting and 0 < position < len(self.cut_items):
            self.cut_focus = position
            self.show_cut_focus()

    def move_cut_focus(self, step: int) -> None:
        """Move where the keyboard would cut by ``step`` cards (never past the ends)."""
        if self.cut_focus is None:
            return
        self.cut_focus = min(max(1, self.cut_focus + step), len(self.cut_items) - 1)
        self.show_cut_focus()

    @property
    def cutting(self) -> bool:
        """The pack is spread for the player to cut."""
        return bool(self.cut_items) and self.cut_focus is not None

    def cut_item(self, position: int) -> CardItem:
        return self.cut_items[position]
