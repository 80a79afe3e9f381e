"""The card table: a QGraphicsScene view of the item models.

The table knows piles, not rules. ``sync()`` reads the models (hands, the trick, the
tricks won, the seats), makes the piles that hold their cards (``piles``, placed by the
``TableGeometry``) and moves every card item to its place in its pile with
``move_cards_to_pile`` (a parallel group of position, rotation and scale animations,
timed by ``timings``), the way KPat's scene moves cards between piles. The controller
calls ``sync`` once per event and waits for ``idle`` before showing the next one, so
animations show what happened and never decide anything. Everything is laid out in scene
coordinates equal to the viewport's pixels and recomputed on resize, so the table is
sharp from 1024x700 to 4K; card pixmaps come from CardArt at the device pixel ratio.
"""

from __future__ import annotations

from collections.abc import Callable

import math

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRect,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (QFrame, QGraphicsPathItem, QGraphicsScene,
                               QGraphicsSimpleTextItem, QGraphicsView)

from ...rules.cards import Card
from ..art import CardArt
from ..phrases import level_title, say
from ..models import HandModel, SeatsModel, TrickModel, WonTricksModel
from ..sides import on_felt
from .geometry import TableGeometry, clear_distance
from .items import CardItem, SeatBadge, TextPlate
from .open_hands import OpenSeat, every_hand_open, middle_room, open_seats
from .open_hands import bubble_point as open_bubble_point
from .piles import (CutSpread, HandFan, HandRow, OpenRows, Place, StockPile, TrickPile,
                    WonPile)
from . import timings
from .review import SheetRow, TrickSheet
from .timings import (
    BANNER_FADE_MS,
    BUBBLE_MS,
    CARD_FLIGHT_MS,
    SPRING_BACK_MS,
    THINKING_TICK_MS,
)


class TableView(QGraphicsView):
    """The table: felt, seats, hands, trick, won tricks, stock, cut pack, banners."""

    card_clicked = Signal(object)    # a card of the human's hand
    card_activated = Signal(object)  # double click or Enter on a card of the human's hand
    card_dropped = Signal(object)    # a card of the human's hand dragged onto the trick area
    card_context_requested = Signal(object)  # right click or menu key: why not this card?
    pass_requested = Signal()        # the P key
    cut_clicked = Signal(int)        # a point in the spread pack (Icelandic cut)
    banner_clicked = Signal()
    idle = Signal()                  # the animations asked for have finished

    def __init__(self, settings, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setScene(QGraphicsScene(self))
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(self.tr("Your hand: Left and Right choose a card, Enter "
                                              "plays it, Space selects it, P passes, L shows "
                                              "the last trick."))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        # The felt (a full-size radial gradient) is painted once per size, not per frame;
        # whatever else drawBackground shows calls resetCachedContent when it changes.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.art = CardArt()
        # every hand open and laid out to be read, upright (the review of a deal); also
        # whenever every computer player's hand is face up (``open_layout``)
        self._open_layout = False
        self.view_scale = 1.0
        self.game_id: str | None = None
        self.n = 4
        self.human = 0
        self.hands: list[HandModel] = []
        self.trick: TrickModel | None = None
        self.won: WonTricksModel | None = None
        self.seats: SeatsModel | None = None
        self.side_of = lambda seat: seat
        self.stock = 0
        self.focus_index = 0
        self.cut_focus: int | None = None  # where Enter would cut the spread pack
        self._items: dict[Card, CardItem] = {}
        self._stock_items: list[CardItem] = []
        self._cut_items: list[CardItem] = []
        self._badges: list[SeatBadge] = []
        self._pile_labels: dict[int, QGraphicsSimpleTextItem] = {}
        self._stock_label: QGraphicsSimpleTextItem | None = None
        self._bottom: tuple | None = None   # (card, caption): a card shown under the stock
        self._bottom_item: CardItem | None = None
        self._bottom_label: QGraphicsSimpleTextItem | None = None
        self._winning_mark: QGraphicsPathItem | None = None  # the frame round the play winning the trick
        # the cards a lesson is about, framed wherever they lie (``set_highlight``)
        self._highlight: frozenset[Card] = frozenset()
        self._highlight_marks: dict[Card, QGraphicsPathItem] = {}
        self._sheet: TrickSheet | None = None  # the last trick or the showdown, shown again
        self._sheet_is_banner = False          # the showdown's sheet says the deal's result
        self._last_trick: tuple | None = None  # ((seat, cards), ...), the seat that took it
        self._showdown: list[SheetRow] = []
        self._banner: TextPlate | None = None
        self._bubbles: dict[int, TextPlate] = {}
        self._group: QAbstractAnimation | None = None
        self._pending_hold: tuple | None = None  # a pause to follow the running moves
        self.waiting_for_click = False  # a trick is held until the player clicks or a key
        self._targets: dict[CardItem, Place] = {}
        # the moves one sync asks for, gathered into one animation before it starts
        self._gathering = False
        self._moves: QParallelAnimationGroup | None = None
        self._moved = 0
        self.table_geometry: TableGeometry | None = None
        self._hand_boxes: list[QRectF] = []
        self._drag_item: CardItem | None = None
        self._drag_over = False  # the dragged card is over the trick area
        self._spring: tuple[QAbstractAnimation, CardItem, Place] | None = None  # the animation taking a dropped card back to the hand
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(THINKING_TICK_MS)
        self._think_timer.timeout.connect(self._tick_thinking)
        self.apply_settings()
        settings.changed.connect(self.apply_settings)

    # ------------------------------------------------------------------ set-up
    def apply_settings(self) -> None:
        style = self.settings.card_style
        if self.art.style != style or self.art.back != self.settings.card_back:
            self.art = CardArt(style, self.settings.card_back)
            for item in list(self._items.values()) + self._stock_items + self._cut_items:
                item.art_changed()
            if self._bottom_item is not None:
                self._bottom_item.art_changed()
        for badge in self._badges:  # drawn from Qt's cache: their plate's edge follows
            badge.update()
        self.resetCachedContent()
        if self.trick is not None and not self.busy:
            self.sync()
        self.viewport().update()

    def set_models(self, game, hands, trick, won, seats, human: int = 0) -> None:
        """Show a new deal's models (called once per match, models are then updated)."""
        self._pending_hold = None
        self.finish()
        self.game_id = game.id
        self.n = game.n_players
        self.side_of = game.side_of
        self.human = human
        self.hands, self.trick, self.won, self.seats = hands, trick, won, seats
        for item in list(self._items.values()) + self._stock_items + self._cut_items:
            self.scene().removeItem(item)
        self._items.clear()
        self._stock_items.clear()
        self._cut_items.clear()
        for mark in self._highlight_marks.values():
            self.scene().removeItem(mark)
        self._highlight_marks.clear()
        self._highlight = frozenset()
        for badge in self._badges:
            self.scene().removeItem(badge)
        self._badges = [SeatBadge(self, s) for s in range(self.n)]
        for badge in self._badges:
            self.scene().addItem(badge)
        for label in self._pile_labels.values():
            self.scene().removeItem(label)
        self._pile_labels = {}
        seats.dataChanged.connect(self._seats_changed)
        seats.modelReset.connect(self._seats_changed)
        self.clear_bubbles()  # the last game's "Pass" or "Won!" must not linger
        self.show_bottom_card(None)
        self.hide_banner()
        self._relayout()

    @property
    def open_layout(self) -> bool:
        """Every computer player's hand laid out open, upright and readable: in the
        review, and in play while their hands are face up (practice's Open hands)."""
        return self._open_layout or every_hand_open(self.hands, self.human)

    @open_layout.setter
    def open_layout(self, on: bool) -> None:
        self._open_layout = on

    # ------------------------------------------------------------------ geometry
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        if self.trick is None:
            return
        self.finish()
        self._compute_geometry()
        self.resetCachedContent()  # the trick area drawn on the felt moved
        # the banner is made again for the new size (its type and width), once the cards
        # lie where they now go: with the hands open it keeps clear of them
        banner = self._banner.text if self._banner is not None else \
            self._sheet.footer if self._sheet is not None and self._sheet_is_banner else None
        if self._banner is not None:
            self._discard_plate(self._banner)
            self._banner = None
        self.hide_sheet()
        self.sync(instant=True)
        if banner is not None:
            self.show_banner(banner, fade=False)

    @property
    def geo(self) -> TableGeometry:
        """Where everything goes on the table as it is now laid out (asked only once the
        table has a size: before, there is nothing to place)."""
        if self.table_geometry is None:
            raise LookupError("the table is not laid out yet")
        return self.table_geometry

    def _compute_geometry(self) -> None:
        rect = self.sceneRect()
        self.table_geometry = TableGeometry.of(rect.width(), rect.height(), self.n, self.human,
                                               self.open_layout)
        self._place_badges()

    def _cards_of(self, seat: int) -> int:
        return len(self.hands[seat].cards) if self.hands else 0

    def _place_badges(self) -> None:
        g = self.geo
        bw, bh = g.badge
        for seat, badge in enumerate(self._badges):
            badge.size = (bw, bh)
            badge.prepareGeometryChange()
            anchor, u = g.anchor[seat], g.u[seat]
            if seat == self.human:
                left = HandFan(g, seat, self.hands[seat].cards if self.hands else ()).left_edge()
                # clear of the fan's outer card, turned and lower, and of the dealer chip
                # on the plate's corner
                gap = 14 + bh * 0.26 + g.ch * 0.08
                if left - bw - gap - 2 > 0:
                    pos = QPointF(left - bw / 2 - gap, anchor.y() + g.ch * 0.1)
                else:
                    pos = QPointF(bw / 2 + 8, anchor.y() - g.ch * 0.5 - bh / 2 - 10)
            elif self.open_layout:
                pos = self.open_seats()[seat].badge
            else:  # between the hand and the middle of the table, clear of the hand
                hx, hy = g.hand_extent(seat, self._cards_of(seat))
                pos = anchor - u * clear_distance(u, hx + bw / 2 + 8, hy + bh / 2 + 6)
            badge.setPos(pos)
            badge.update()

    def trick_area(self) -> QRectF:
        """The felt's marked middle, where the trick is played (and cards are dropped)."""
        return self.geo.trick_area() if self.table_geometry else QRectF()

    def trick_point(self, seat: int) -> QPointF:
        return self.geo.trick_point(seat)

    def stock_point(self) -> QPointF:
        return self.geo.stock_point()

    def deck_point(self) -> QPointF:
        if self.seats is not None:
            for i, s in enumerate(self.seats.seats):
                if s.dealer and i < len(self._badges):
                    return self._badges[i].pos()
        return self.geo.centre if self.table_geometry else QPointF(0, 0)

    # ------------------------------------------------------------------ piles
    def _pile_seat(self, side: int) -> int:
        """The seat a side's won tricks lie by: the player's if the side is theirs, else
        its seat farthest round the table from the player (the first of those): with six
        players the other team's pile beside Southwest's hand ran along to the player's
        plate and read as theirs."""
        seats = [s for s in range(self.n) if self.side_of(s) == side]

        def away(s: int) -> int:
            d = (s - self.human) % self.n
            return min(d, self.n - d)

        return self.human if self.human in seats else max(seats, key=lambda s: (away(s), -s))

    def _won_pile(self, side: int, tricks=()) -> WonPile:
        """A side's won tricks, by its seat (``_pile_seat``); under the seat's open hand
        when every hand is open."""
        seat = self._pile_seat(side)
        at = self.open_seats()[seat].pile if self.open_layout and seat != self.human else None
        return WonPile(self.geo, seat, self._cards_of(seat), tricks, at)

    def _pile_seats(self) -> dict[int, int]:
        """The computer players' seats that won tricks lie by, and how many lie there."""
        out: dict[int, int] = {}
        for taken in self.won.tricks if self.won is not None else ():
            seat = self._pile_seat(taken.side)
            if seat != self.human:
                out[seat] = out.get(seat, 0) + 1
        return out

    def open_seats(self) -> dict[int, OpenSeat]:
        """Where each computer player's open hand, name plate and won pile lie when every
        hand is open (``open_layout``): clear of the player's hand and name plate."""
        g = self.geo
        bw, bh = g.badge
        top = g.anchor[self.human].y() - g.ch / 2
        left = HandFan(g, self.human, self.hands[self.human].cards if self.hands else ()) \
            .left_edge()
        beside = left - bw - (14 + bh * 0.26 + g.ch * 0.08) - 2 > 0  # as _place_badges
        left_top = top if beside else top - 10 - bh - bh * 0.25
        label_h = max(11, int(g.cw * 0.19)) * 1.4
        return open_seats(g, {s: self._cards_of(s) for s in range(self.n)},
                          self._pile_seats(), top - 10, left_top - 10, label_h,
                          self.art.index, self._stock_room())

    def _stock_room(self) -> QRectF | None:
        """Where the stock, its count, and the card shown beside it with its caption lie
        (as ``_sync_stock`` and ``_sync_bottom`` place them), if the stock is shown."""
        if self.stock <= 0:
            return None
        g = self.geo
        base = g.stock_point()
        room = QRectF(base.x() - g.cw * 0.4 - 14, 0, g.cw * 0.8 + 28, base.y() + g.ch * 0.4 + 4)
        if self._bottom is not None:
            toward = -1.0 if base.x() > g.W / 2 + 1 else 1.0
            other = base.x() + toward * (g.cw * 0.8 + 10)
            font = QFont(self.font())
            font.setPixelSize(max(11, int(g.cw * 0.19)))
            font.setBold(True)
            fm = QFontMetricsF(font)
            words = fm.horizontalAdvance(self._bottom[1])
            middle = (base.x() + other) / 2
            left = min(base.x(), other) - g.cw * 0.4
            right = max(base.x(), other) + g.cw * 0.4
            room = room.united(QRectF(QPointF(min(left, middle - words / 2), 0),
                                      QPointF(max(right, middle + words / 2),
                                              base.y() + g.ch * 0.42 + 8 + fm.height())))
        return room

    def piles(self) -> list:
        """Every pile of cards on the table now, made from the item models: the hands,
        the trick and each side's won tricks (in the order their cards are dealt and
        stacked)."""
        g = self.geo
        trick, won = self.trick, self.won
        assert trick is not None and won is not None  # (only once a deal is shown)
        out: list = []
        for seat, model in enumerate(self.hands):
            if seat == self.human:
                self.focus_index = min(self.focus_index, max(0, len(model.cards) - 1))
                marking = model.marking and self.settings.dim_unplayable
                if marking:
                    self.focus_index = self._undimmed(self.focus_index, 0)
                playable = model.is_legal  # (the human's hand: only one seat gets here)
                dimmed: Callable[[Card], bool] = (
                    (lambda c: not playable(c)) if marking else (lambda c: False))
                out.append(HandFan(
                    g, seat, model.cards, model.face_up, frozenset(model.selected()), dimmed,
                    self.focus_index if self.hasFocus() and model.marking else None,
                    flat=self.open_layout))
            elif self.open_layout:
                out.append(OpenRows(seat, model.cards, self.open_seats()[seat]))
            else:
                out.append(HandRow(g, seat, model.cards, model.face_up))
        out.append(TrickPile(g, trick.plays, level=self.open_layout,
                             keep_clear=[badge.plate_rect() for badge in self._badges]))
        by_side: dict[int, list] = {}
        for taken in won.tricks:
            by_side.setdefault(taken.side, []).append(taken)
        out.extend(self._won_pile(side, tricks) for side, tricks in by_side.items())
        return out

    def _places_now(self) -> dict[Card, Place]:
        places: dict[Card, Place] = {}
        for pile in self.piles():
            places.update(pile.places())
        return places

    # ------------------------------------------------------------------ sync
    @property
    def busy(self) -> bool:
        return self._group is not None

    def sync(self, instant: bool = False, stagger: float = 0.0, spawn: QPointF | None = None,
             duration: float = CARD_FLIGHT_MS) -> None:
        """Move every card to where its pile now places it (the models say which pile
        holds it); animated unless instant or speed 0. A card new to the table starts
        from ``spawn`` (the dealer, the stock), else from the middle."""
        if self.trick is None:
            return
        if self.table_geometry is not None and self.table_geometry.open != self.open_layout \
                and self.banner_text is not None:
            self._relayout()  # (hands turned with the deal over: its banner laid out anew)
            return
        if self.table_geometry is None or self.table_geometry.open != self.open_layout:
            self._compute_geometry()  # (hands turned face up or down: laid out anew)
        self.finish()
        self._end_drag()
        self._place_badges()  # (the trick keeps clear of the plates where they now lie)
        piles = [(pile, pile.places()) for pile in self.piles()]
        targets = {card: place for _, places in piles for card, place in places.items()}
        for card in [c for c in self._items if c not in targets]:
            self.scene().removeItem(self._items.pop(card))
        start = spawn if spawn is not None else self.geo.centre
        for card, target in targets.items():
            if card not in self._items:
                item = CardItem(self, card)
                item.set_width(self.geo.cw)
                item.setPos(start)
                item.setScale(target.scale)
                item.setRotation(target.rotation)
                self.scene().addItem(item)
                self._items[card] = item
        self._sync_stock()
        self._sync_winning_mark(targets)
        self._sync_highlight(targets)
        self._hand_boxes = self._boxes_of_hands(targets)
        self._sync_pile_labels()
        for seat, bubble in list(self._bubbles.items()):  # (a plate moves as its hand does)
            bubble.setPos(self._bubble_point(seat, bubble.rect))
        still = instant or self.settings.speed_factor == 0 or not self.isVisible()
        self._begin_moves()
        for pile, places in piles:
            moving = []
            for card, target in places.items():
                item = self._items[card]
                item.set_width(self.geo.cw)
                if still:
                    self._place(item, target)
                elif (item.pos() - target.pos).manhattanLength() > 0.5 \
                        or abs(item.rotation() - target.rotation) > 0.1 \
                        or abs(item.scale() - target.scale) > 0.001:
                    moving.append(card)
                else:
                    self._place(item, target)
            if moving:
                self.move_cards_to_pile(moving, pile, duration, stagger)
        self._start_moves()

    def move_cards_to_pile(self, cards, pile, duration: float = CARD_FLIGHT_MS,
                           stagger: float = 0.0) -> None:
        """Move ``cards`` (on the table already) to their places in ``pile`` over
        ``duration`` ms, each one ``stagger`` ms after the one before: KPat's
        ``moveCardsToPile``, the table's one way of moving cards. The speed setting scales
        the times (instant, or a hidden table: they are put there at once). Moves asked for
        together (one ``sync``) run as one animation; the table is ``busy`` until they
        have all landed, and then says ``idle``."""
        places = pile.places()
        factor = self.settings.speed_factor
        if factor == 0 or not self.isVisible():
            for card in cards:
                self._place(self._items[card], places[card])
            return
        own = not self._gathering
        if own:
            self.finish()
            self._begin_moves()
        if self._moves is None:
            self._moves = QParallelAnimationGroup(self)
        for card in cards:
            item, target = self._items[card], places[card]
            self._targets[item] = target
            item.set_look(target.face_up, target.dimmed, target.selected, target.focused)
            item.setZValue(1000 + target.z)
            item.set_resting(False)
            seq = QSequentialAnimationGroup(self._moves)
            if stagger:
                seq.addPause(int(self._moved * stagger * factor))
            par = QParallelAnimationGroup(seq)
            for prop, end in ((b"pos", target.pos), (b"rotation", target.rotation),
                              (b"scale", target.scale)):
                anim = QPropertyAnimation(item, prop, par)
                anim.setDuration(max(1, int(duration * factor)))
                anim.setEndValue(end)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            seq.addAnimation(par)
            self._moves.addAnimation(seq)
            self._moved += 1
        if own:
            self._start_moves()

    def _begin_moves(self) -> None:
        """Gather the moves that follow into one animation (``_start_moves`` runs it)."""
        self._gathering, self._moves, self._moved = True, None, 0
        self._targets = {}

    def _start_moves(self) -> None:
        self._gathering = False
        group, self._moves = self._moves, None
        if group is None:
            return
        self._group = group
        group.finished.connect(self._group_finished)
        group.start()

    def _place(self, item: CardItem, target: Place) -> None:
        item.set_resting(True)
        item.setPos(target.pos)
        item.setRotation(target.rotation)
        item.setScale(target.scale)
        item.setZValue(target.z)
        item.set_look(target.face_up, target.dimmed, target.selected, target.focused)

    def hold(self, ms: float, until_click: bool = False) -> None:
        """Keep the table still for a moment (a full trick before it is taken), or until
        the player clicks the table or presses a key (``until_click``, at any speed).
        At the instant speed the moment is ``INSTANT_SEEN_MS``, whatever ``ms`` says: the
        cards jump, but a trick is still seen. Asked while cards still move (a Brag
        position laid down and held in one step), the pause follows the moves instead of
        being lost."""
        if not self.isVisible() or self.hold_ms(ms, until_click) <= 0:
            return
        if self.busy:
            self._pending_hold = (ms, until_click)
            return
        self._start_hold(ms, until_click)

    def hold_ms(self, ms: float, until_click: bool = False) -> int:
        """How long ``hold(ms, until_click)`` keeps the table still at the speed set."""
        if until_click:
            return 86_400_000  # a pause of a day, which a click or a key ends (``finish``)
        factor = self.settings.speed_factor
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
        for item, target in self._targets.items():
            self._place(item, target)
        self._targets = {}
        if group is not None:
            group.deleteLater()
        if self._take_pending_hold():
            return
        self.idle.emit()

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
        for item, target in self._targets.items():
            self._place(item, target)
        self._targets = {}
        group.deleteLater()
        if self._take_pending_hold():
            return
        self.idle.emit()

    # ------------------------------------------------------------------ piles and extras
    def set_stock(self, count: int) -> None:
        self.stock = max(0, count)

    def _sync_stock(self) -> None:
        shown = min(self.stock, StockPile.SHOWN)
        while len(self._stock_items) > shown:
            self.scene().removeItem(self._stock_items.pop())
        while len(self._stock_items) < shown:
            item = CardItem(self, None)
            self.scene().addItem(item)
            self._stock_items.append(item)
        base = self.stock_point()
        for item, place in zip(self._stock_items, StockPile(self.geo, self.stock).places()):
            item.set_width(self.geo.cw)
            item.setScale(place.scale)
            item.setPos(place.pos)
            item.setZValue(place.z)
        if self._stock_label is None:
            self._stock_label = self.scene().addSimpleText("")
            self._stock_label.setBrush(QColor("#f4f1e6"))
            self._stock_label.setZValue(60)
        label = self._stock_label
        label.setVisible(self.stock > 0)
        label.setText(self.tr("Stock {n}").format(n=self.stock))
        font = QFont(self.font())
        font.setPixelSize(max(11, int(self.geo.cw * 0.2)))
        font.setBold(True)
        label.setFont(font)
        r = label.boundingRect()
        # Above the pack (below it is where the western seat's trick card lands), clear of
        # its top card, which the slant lifts; beside it where the table has no room above.
        pack = QRectF()
        for item in self._stock_items:  # the cards as drawn, without their shadows' margin
            pack = pack.united(item.mapToScene(item.shape().boundingRect()).boundingRect())
        if pack.isNull():
            pack = QRectF(base, base)
        x = min(max(4.0, base.x() - r.width() / 2), self.geo.W - r.width() - 4)
        y = pack.top() - r.height() - 2
        if y < 0:
            x, y = min(pack.right() + 4, self.geo.W - r.width() - 4), pack.top()
        label.setPos(QPointF(x, y))
        self._sync_bottom()

    def show_bottom_card(self, card: Card | None, caption: str = "") -> None:
        """Show a card face up beside the stock with a caption under them (the Icelandic
        cut's bottom card, and the point it scored), until the stock is drawn out; None
        takes it away."""
        self._bottom = (card, caption) if card is not None else None
        if self.table_geometry is not None:
            self._sync_bottom()

    @property
    def bottom_card(self) -> tuple | None:
        """The card shown beside the stock and its caption, if they are on the table."""
        if self._bottom_item is None or not self._bottom_item.isVisible():
            return None
        return self._bottom_item.card, (self._bottom_label.text()
                                        if self._bottom_label is not None else "")

    def _sync_bottom(self) -> None:
        # Shown from the cut until the stock is drawn out (the bottom card is its last).
        bottom = self._bottom
        shown = bottom is not None and (
            self.stock > 0 or not any(model.cards for model in self.hands))
        if bottom is None or not shown:
            for item in (self._bottom_item, self._bottom_label):
                if item is not None:
                    item.setVisible(False)
            return
        card, caption = bottom
        g = self.geo
        if self._bottom_item is None or self._bottom_item.card != card:
            if self._bottom_item is not None:
                self.scene().removeItem(self._bottom_item)
            self._bottom_item = CardItem(self, card)
            self.scene().addItem(self._bottom_item)
        if self._bottom_label is None:
            self._bottom_label = self.scene().addSimpleText("")
            self._bottom_label.setBrush(QColor("#f4f1e6"))
            self._bottom_label.setZValue(60)
        item, label = self._bottom_item, self._bottom_label
        base = self.stock_point()
        toward = 1.0 if base.x() < g.W / 2 + 1 else -1.0  # towards the middle of the table
        if abs(base.x() - g.W / 2) < 1:
            toward = 1.0
        pos = base + QPointF(toward * (g.cw * 0.8 + 10), 0)
        item.set_width(g.cw)
        item.setScale(0.8)
        item.setRotation(0.0)
        item.setPos(pos)
        item.setZValue(40)
        item.set_look(True, False, False, False)
        item.setToolTip(caption)
        item.setVisible(True)
        label.setText(caption)
        font = QFont(self.font())
        font.setPixelSize(max(11, int(g.cw * 0.19)))
        font.setBold(True)
        label.setFont(font)
        r = label.boundingRect()
        top = base.y() + g.ch * 0.42 + 4
        left_card = min(base.x(), pos.x()) - g.cw * 0.4
        right_card = max(base.x(), pos.x()) + g.cw * 0.4
        if abs(base.x() - g.W / 2) < 1:   # under the middle of the two
            x = (left_card + right_card) / 2 - r.width() / 2
        elif toward > 0:                  # from the left edge of the stock
            x = left_card
        else:
            x = right_card - r.width()
        label.setPos(QPointF(min(max(4.0, x), g.W - r.width() - 4), top))
        label.setVisible(bool(caption))

    def _sync_pile_labels(self) -> None:
        piles: dict[int, int] = {}
        won = self.won
        assert won is not None  # (only once a deal is shown)
        for trick in won.tricks:
            piles[trick.side] = piles.get(trick.side, 0) + 1
        counts = won.counts()  # the rules' tricks: a pile may be several (Brus D9)
        for side in set(counts) | set(piles) | set(self._pile_labels):
            label = self._pile_labels.get(side)
            if label is None:
                label = self._pile_labels[side] = self.scene().addSimpleText("")
                label.setZValue(95)
            n = counts.get(side, 0)
            label.setVisible(n > 0 and side in piles)
            label.setText(self.tr("1 trick") if n == 1 else self.tr("{n} tricks").format(n=n))
            label.setBrush(on_felt(side).lighter(130))
            font = QFont(self.font())
            font.setPixelSize(max(11, int(self.geo.cw * 0.19)))
            font.setBold(True)
            label.setFont(font)
            label.setPos(self._pile_label_point(side, max(piles.get(side, 0), 1),
                                               label.boundingRect()))

    def _sync_winning_mark(self, targets: dict) -> None:
        """A gold frame round the play winning the trick now, when the rules say which
        (Brus: the card or set that takes it so far)."""
        seat = getattr(self.trick, "winning", None)
        play = next((p for p in self.trick.plays if p.seat == seat), None) \
            if seat is not None and self.trick is not None else None
        if play is None or not all(c in targets for c in play.cards):
            if self._winning_mark is not None:
                self._winning_mark.setVisible(False)
            return
        g = self.geo
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
            self._winning_mark = self.scene().addPath(QPainterPath())
            self._winning_mark.setZValue(199)  # under the trick's cards, round them
        path = QPainterPath()
        path.addRoundedRect(box, margin * 2, margin * 2)
        mark = self._winning_mark
        mark.setPath(path)
        mark.setPen(QPen(QColor(255, 214, 80, 230), max(2.5, g.cw * 0.04)))
        mark.setBrush(QColor(255, 214, 80, 60))
        mark.setToolTip(self.tr("Winning the trick so far"))
        mark.setVisible(True)

    def set_highlight(self, cards) -> None:
        """Frame these cards wherever they lie on the table (a lesson's cards), until
        another set is given; an empty set takes the frames away."""
        self._highlight = frozenset(cards)
        if self.table_geometry is not None and self.trick is not None:
            self._sync_highlight(self._places_now())

    def _sync_highlight(self, targets: dict) -> None:
        g = self.table_geometry
        for card in [c for c in self._highlight_marks if c not in self._highlight
                     or c not in targets]:
            self.scene().removeItem(self._highlight_marks.pop(card))
        for card in self._highlight:
            target = targets.get(card)
            if target is None or g is None:
                continue
            mark = self._highlight_marks.get(card)
            if mark is None:
                mark = QGraphicsPathItem()
                mark.setZValue(800)  # over the cards (a fanned card is mostly covered)
                mark.setBrush(Qt.BrushStyle.NoBrush)
                self.scene().addItem(mark)
                self._highlight_marks[card] = mark
            w, h = g.cw * target.scale, g.ch * target.scale
            margin = max(2.0, g.cw * 0.04)
            path = QPainterPath()
            path.addRoundedRect(QRectF(-w / 2 - margin, -h / 2 - margin, w + 2 * margin,
                                       h + 2 * margin), margin * 2, margin * 2)
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

    def _boxes_of_hands(self, targets: dict) -> list[QRectF]:
        """Where the cards in the hands will be (their targets), as scene rectangles."""
        in_hand = {card for model in self.hands for card in model.cards}
        g = self.geo
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
        g = self.geo
        pile = self._won_pile(side)
        first, rot = pile.point(0)
        last, _ = pile.point(n - 1)
        w, h = g.cw * 0.5, g.ch * 0.5  # a pile card is at half scale
        a = math.radians(rot)
        hx = (abs(math.cos(a)) * w + abs(math.sin(a)) * h) / 2 + 2
        hy = (abs(math.sin(a)) * w + abs(math.cos(a)) * h) / 2 + 2
        box = QRectF(QPointF(min(first.x(), last.x()) - hx, min(first.y(), last.y()) - hy),
                     QPointF(max(first.x(), last.x()) + hx, max(first.y(), last.y()) + hy))
        c = box.center()
        candidates = [QPointF(c.x() - r.width() / 2, box.bottom() + 2),
                      QPointF(c.x() - r.width() / 2, box.top() - r.height() - 2),
                      QPointF(box.right() + 4, c.y() - r.height() / 2),
                      QPointF(box.left() - 4 - r.width(), c.y() - r.height() / 2)]
        scene = self.sceneRect()
        bw, bh = g.badge
        badges = [QRectF(b.pos().x() - bw / 2, b.pos().y() - bh / 2, bw, bh)
                  for b in self._badges]
        hands = self._hand_boxes
        for obstacles in (badges + hands, badges):  # clear of the hands too if it can be
            for point in candidates:
                rect = QRectF(point, r.size())
                if scene.contains(rect) and not any(rect.intersects(o) for o in obstacles):
                    return point
        return candidates[0]

    def show_cut(self, cards: int | None) -> None:
        """Spread a face-down pack for the human to cut (None: take it away)."""
        for item in self._cut_items:
            self.scene().removeItem(item)
        self._cut_items = []
        self.cut_focus = None
        if not cards:
            return
        left, right = self._between_side_badges()
        places = CutSpread(self.geo, cards, left, right).places()
        for i, place in enumerate(places):
            item = CardItem(self, None)
            item.set_width(self.geo.cw)
            item.cut_index = i if 0 < i < cards else None
            item.setPos(place.pos)
            item.cut_base = item.pos()
            item.setRotation(place.rotation)
            item.setZValue(place.z)
            item.setToolTip(self.tr("Cut {n} cards").format(n=i) if item.cut_index else "")
            self.scene().addItem(item)
            self._cut_items.append(item)
        self.cut_focus = cards // 2
        self._show_cut_focus()

    def _show_cut_focus(self) -> None:
        """Raise and mark the card where the keyboard would cut, and say so to assistive
        technology (Left and Right move it, Enter cuts)."""
        if self.cut_focus is None:
            return
        lift = QPointF(0, self.geo.ch * 0.12) if self.table_geometry else QPointF()
        for item in self._cut_items:
            here = item.cut_index == self.cut_focus
            if item.cut_base is not None:
                item.setPos(item.cut_base - lift if here else item.cut_base)
            item.set_look(False, False, False, here and self.hasFocus())
        self.setAccessibleDescription(self.tr(
            "Cut the pack: {n} cards. Left and Right choose where, Enter cuts.")
            .format(n=self.cut_focus))

    def _between_side_badges(self) -> tuple[float, float]:
        """The inner edges of the badges of the seats at the left and right sides."""
        g = self.geo
        bw = g.badge[0]
        left, right = 0.0, g.W
        for seat, badge in enumerate(self._badges):
            u = g.u[seat]
            if u.x() < -0.6:
                left = max(left, badge.pos().x() + bw / 2)
            elif u.x() > 0.6:
                right = min(right, badge.pos().x() - bw / 2)
        return left, right

    def cut_item(self, position: int) -> CardItem:
        return self._cut_items[position]

    def bubble(self, seat: int, text: str, ms: float = BUBBLE_MS) -> None:
        """A short speech bubble at a seat (a pass, a risk, a Brag trick's name)."""
        if seat is None or not self._badges or seat >= len(self._badges):
            return
        old = self._bubbles.pop(seat, None)
        if old is not None:
            self._discard_plate(old)
        g = self.geo
        plate = TextPlate(text, max(11, int(g.cw * 0.2)), max_width=g.cw * 3)
        plate.setPos(self._bubble_point(seat, plate.rect))
        self.scene().addItem(plate)
        self._bubbles[seat] = plate
        factor = self.settings.speed_factor or 0.6
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
        g = self.geo
        if self.open_layout:  # by the plate, clear of the open hands
            point = open_bubble_point(self, seat, r)
            if point is not None:
                return point
        badge = self._badges[seat].pos()
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
        return pos

    def clear_bubbles(self) -> None:
        for plate in self._bubbles.values():
            self._discard_plate(plate)
        self._bubbles = {}

    @property
    def bubbles(self) -> dict[int, str]:
        """The speech bubbles showing now, by seat."""
        return {seat: plate.text for seat, plate in self._bubbles.items()
                if shiboken6.isValid(plate)}

    def _drop_bubble(self, seat: int, plate: TextPlate) -> None:
        if self._bubbles.get(seat) is plate:
            del self._bubbles[seat]
        self._discard_plate(plate)

    def _discard_plate(self, plate: TextPlate) -> None:
        """Take a bubble or banner away for good. Its fade animation is its child and
        holds a slot that refers back to it, a cycle Python cannot see: without
        deleteLater every bubble ever shown would stay in memory."""
        if not shiboken6.isValid(plate):
            return
        if plate.scene() is not None:
            plate.scene().removeItem(plate)
        plate.deleteLater()

    def show_banner(self, text: str, fade: bool = True) -> None:
        """The end-of-deal banner in the middle, its type growing with the table, as wide
        as the room between the side seats' plates allows (or a comfortable line). After
        a Brag showdown it is the sheet of every position, with the text under it."""
        if self._showdown and self.table_geometry is not None:
            # the hands' names worded now: a change of language shows the sheet again
            rows = [SheetRow(row.cards, row.winner, tuple(say(label) for label in row.labels))
                    for row in self._showdown]
            if self._banner is not None:
                self._discard_plate(self._banner)
                self._banner = None
            self._show_sheet(self.tr("The showdown"), rows, text)
            self._sheet_is_banner = True
            return
        if self._banner is not None:
            self._discard_plate(self._banner)
            self._banner = None
        self.hide_sheet()
        g = self.geo
        cw, W, centre = (g.cw, g.W, g.centre) if g else (80, 800, QPointF(400, 300))
        pixel = max(13, int(cw * 0.22))
        left, right = self._between_side_badges() if g else (0.0, W)
        room = right - left - 2 * pixel * 1.2 - 16
        width = max(min(room, pixel * 30), min(W * 0.5, pixel * 16))
        if self.open_layout and not self._open_layout:  # open hands in play: clear of them
            free = middle_room(self)
            centre, width = free.center(), min(pixel * 30, free.width() - 2 * pixel * 1.2 - 8)
        plate = TextPlate(text, pixel, banner=True, max_width=width)
        plate.setPos(centre)
        plate.clicked.connect(self.banner_clicked)
        self.scene().addItem(plate)
        self._banner = plate
        if fade and self.settings.speed_factor and self.isVisible():
            plate.setOpacity(0.0)
            appear = QPropertyAnimation(plate, b"opacity", plate)
            appear.setDuration(int(BANNER_FADE_MS * self.settings.speed_factor))
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

    # ------------------------------------------------------------------ tricks shown again
    def remember_trick(self, plays, winner) -> None:
        """The trick just taken (``(seat, cards)`` per play), for the last-trick view."""
        self._last_trick = (tuple((seat, tuple(cards)) for seat, cards in plays), winner)

    def add_showdown_row(self, tricks, winner, labels=()) -> None:
        """One position of a Brag showdown (each seat's cards, the seat that won it and
        each hand's name, a Phrase worded when the sheet is shown): the sheet of them all
        stands with the deal's result."""
        self._showdown.append(SheetRow(tuple(tuple(t) for t in tricks), winner,
                                       tuple(labels)))

    def _names(self) -> list[str]:
        if self.seats is None:
            return [str(i) for i in range(self.n)]
        return [self.seats.seat(i).name for i in range(min(self.n, self.seats.rowCount()))]

    def _sheet_room(self) -> QRectF:
        """Where a sheet of tricks may lie: between the side seats' plates, below the top
        seat's, above the player's plate and hand (with every hand open, the whole width
        and from the top)."""
        g = self.geo
        left, right = self._between_side_badges()
        bw, bh = g.badge
        top, bottom = 8.0, g.H - 8
        if self.open_layout and not self._open_layout:  # open hands in play: clear of them
            return middle_room(self)
        if self.open_layout:  # (the review: over the open hands, else it ran off the top)
            left, right = 0.0, g.W
        for seat, badge in enumerate(self._badges):
            if g.u[seat].y() < -0.9 and not self.open_layout:
                top = max(top, badge.pos().y() + bh / 2 + 8)
            elif seat == self.human:
                bottom = min(bottom, badge.pos().y() - bh / 2 - 8)
        cards = self.hands[self.human].cards if self.hands else ()
        for place in HandFan(g, self.human, cards).places().values():  # the player's hand
            bottom = min(bottom, place.pos.y() - g.ch * 0.56 - 8)
        return QRectF(left + 8, top, max(100.0, right - left - 16), max(100.0, bottom - top))

    def _show_sheet(self, title: str, rows: list[SheetRow], footer: str) -> TrickSheet:
        self.hide_sheet()
        g = self.geo
        room = self._sheet_room()
        sheet = TrickSheet(self, title, self._names(), rows, footer, room,
                           g.cw * 0.62, max(13, int(g.cw * 0.2)))
        half = sheet.rect.height() / 2  # by the middle of the table, inside its room
        y = min(max(g.centre.y(), room.top() + half), room.bottom() - half)
        sheet.setPos(QPointF(room.center().x(), y))
        sheet.clicked.connect(self._sheet_clicked)
        self.scene().addItem(sheet)
        self._sheet = sheet
        self.setAccessibleDescription(sheet.text())
        return sheet

    def show_last_trick(self) -> bool:
        """Show the last trick taken again (the L key, a click on a won pile) until a
        click or a key; False if no trick has been taken yet this deal."""
        if self._last_trick is None or self.table_geometry is None or self._sheet_is_banner:
            return False
        plays, winner = self._last_trick
        cards = [()] * self.n
        for seat, played in plays:
            if 0 <= seat < self.n:
                cards[seat] = played
        if winner == self.human:
            footer = self.tr("You took it.")
        elif winner is not None and 0 <= winner < self.n:
            footer = self.tr("{name} took it.").format(name=self._names()[winner])
        else:
            footer = ""
        self._show_sheet(self.tr("Last trick"), [SheetRow(tuple(cards), winner)], footer)
        return True

    @property
    def sheet_text(self) -> str | None:
        """What the sheet of tricks shown again says, if one is on the table."""
        return self._sheet.text() if self._sheet is not None else None

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
            self.banner_clicked.emit()
        else:
            self.hide_sheet()

    # ------------------------------------------------------------------ seats
    def _seats_changed(self, *args) -> None:
        thinking = False
        seats = self.seats
        for i, badge in enumerate(self._badges):
            if seats is None or i >= seats.rowCount():
                continue
            info = seats.seat(i)
            badge.name, badge.side = info.name, info.side
            badge.detail = self.tr("Your seat") if i == self.human else level_title(info.level)
            badge.dealer, badge.turn, badge.thinking = info.dealer, info.turn, info.thinking
            thinking = thinking or info.thinking
            badge.update()
        if thinking and not self._think_timer.isActive():
            self._think_timer.start()
        elif not thinking:
            self._think_timer.stop()

    def _tick_thinking(self) -> None:
        for badge in self._badges:
            if badge.thinking:
                badge.dots += 1
                badge.update()

    def badge(self, seat: int) -> SeatBadge:
        return self._badges[seat]

    # ------------------------------------------------------------------ input
    def item_for(self, card: Card) -> CardItem:
        return self._items[card]

    def item_clicked(self, item: CardItem) -> None:
        if self.busy:
            self.finish()
            return
        if item.cut_index is not None:
            self.cut_clicked.emit(item.cut_index)
        elif item.card is not None and self.won is not None \
                and any(item.card in t.cards for t in self.won.tricks):
            self.show_last_trick()
        elif item.card is not None and self.hands and item.card in self.hands[self.human].cards:
            self.focus_index = self.hands[self.human].cards.index(item.card)
            self.card_clicked.emit(item.card)

    # -- dragging a card of the hand to the trick
    def drag_started(self, item: CardItem) -> bool:
        """May this item be dragged? Only the human's own cards, while nothing moves."""
        if self.busy or item.card is None or not self.hands \
                or item.card not in self.hands[self.human].cards:
            return False
        self._stop_spring()
        self._drag_item = item
        item.setZValue(5000)
        item.setRotation(0.0)
        return True

    def drag_moved(self, item: CardItem, point: QPointF) -> None:
        self._set_drag_over(self.trick_area().contains(point))

    def item_dropped(self, item: CardItem, point: QPointF) -> None:
        """Released: over the trick area it asks to play the card; the card goes back to
        the hand unless that play moved it (an illegal card springs back, and the
        controller has said why in the status bar)."""
        self._drag_item = None
        self._set_drag_over(False)
        if item.card is not None and self.trick_area().contains(point):
            self.card_dropped.emit(item.card)
        if item.scene() is not None and self.hands and item.card in self.hands[self.human].cards \
                and item not in self._targets:
            self.spring_back(item)

    def spring_back(self, item: CardItem) -> None:
        """Take a card that was dragged back to its place in the hand."""
        target = self._places_now().get(item.card) if item.card is not None else None
        if target is None:
            return
        self._stop_spring()
        factor = self.settings.speed_factor
        if factor == 0 or not self.isVisible():
            self._place(item, target)
            return
        item.set_resting(False)
        group = QParallelAnimationGroup(self)
        for prop, end in ((b"pos", target.pos), (b"rotation", target.rotation)):
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(max(1, int(SPRING_BACK_MS * factor)))
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutBack)
        group.finished.connect(lambda i=item, t=target: self._spring_done(i, t))
        self._spring = (group, item, target)
        group.start()

    def _spring_done(self, item: CardItem, target: Place) -> None:
        if self._spring is not None and self._spring[1] is item:
            group, self._spring = self._spring[0], None
            group.deleteLater()
            self._place(item, target)

    def _stop_spring(self) -> None:
        if self._spring is not None:
            group, item, target = self._spring
            self._spring = None
            group.stop()
            group.deleteLater()
            if item.scene() is not None:
                self._place(item, target)

    def _set_drag_over(self, over: bool) -> None:
        if over != self._drag_over:
            self._drag_over = over
            self.resetCachedContent()
            self.viewport().update()

    def _end_drag(self) -> None:
        """The models moved on (a sync): a card being dragged stops following the mouse."""
        self._stop_spring()
        if self._drag_item is not None:
            self._drag_item.cancel_drag()
            self._drag_item = None
        self._set_drag_over(False)

    @property
    def dragging(self) -> bool:
        return self._drag_item is not None

    def item_double_clicked(self, item: CardItem) -> None:
        if not self.busy and item.card is not None and self.hands \
                and item.card in self.hands[self.human].cards:
            self.card_activated.emit(item.card)

    def mousePressEvent(self, event) -> None:
        if self._sheet is not None and not self._sheet_is_banner:
            self.hide_sheet()  # a click anywhere puts the last trick away
            event.accept()
            return
        if self.busy:  # a click hurries the animation and does nothing else
            self.finish()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self._sheet is not None and not self._sheet_is_banner:
            self.hide_sheet()  # any key puts the last trick away
            event.accept()
            return
        if key == Qt.Key.Key_L and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            self.show_last_trick()
            event.accept()
            return
        if self.waiting_for_click and key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()  # the held trick is taken; the key plays nothing
            event.accept()
            return
        if self._cut_items and self.cut_focus is not None:  # the pack is spread to cut
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                step = -1 if key == Qt.Key.Key_Left else 1
                self.cut_focus = min(max(1, self.cut_focus + step), len(self._cut_items) - 1)
                self._show_cut_focus()
                event.accept()
                return
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.finish()
                self.cut_clicked.emit(self.cut_focus)
                event.accept()
                return
        cards = self.hands[self.human].cards if self.hands else []
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and cards:
            step = -1 if key == Qt.Key.Key_Left else 1
            # past the dimmed cards while a playable one exists
            self.focus_index = self._undimmed(self.focus_index, step)
            self.sync(instant=True) if not self.busy else None
            self._describe_focus()
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and cards:
            self.finish()
            self.card_activated.emit(cards[min(self.focus_index, len(cards) - 1)])
            event.accept()
        elif key == Qt.Key.Key_Space and cards:
            self.finish()
            self.card_clicked.emit(cards[min(self.focus_index, len(cards) - 1)])
            event.accept()
        elif key == Qt.Key.Key_P:
            self.finish()
            self.pass_requested.emit()
            event.accept()
        else:
            super().keyPressEvent(event)

    def _undimmed(self, index: int, step: int) -> int:
        """The hand's card index the keyboard focus may rest on: ``index`` moved by
        ``step`` (0: the nearest) past every dimmed card, while a playable card exists."""
        model = self.hands[self.human] if self.hands else None
        cards = model.cards if model is not None else []
        if model is None or not cards:
            return index
        if not (model.marking and self.settings.dim_unplayable) \
                or not any(model.is_legal(c) for c in cards):
            return (index + step) % len(cards)
        if step:
            for k in range(1, len(cards) + 1):
                i = (index + step * k) % len(cards)
                if model.is_legal(cards[i]):
                    return i
        legal = [i for i, c in enumerate(cards) if model.is_legal(c)]
        return min(legal, key=lambda i: (abs(i - index), i))

    def focus_card(self, card: Card) -> None:
        """Put the keyboard focus on that card of the player's hand (a hint's card)."""
        cards = self.hands[self.human].cards if self.hands else []
        if card in cards:
            self.focus_index = cards.index(card)
            if not self.busy:
                self.sync(instant=True)
            self._describe_focus()

    def focused_card(self) -> Card | None:
        cards = self.hands[self.human].cards if self.hands else []
        return cards[min(self.focus_index, len(cards) - 1)] if cards else None

    def _describe_focus(self) -> None:
        """Tell assistive technology which card has the keyboard focus, and whether it
        can be played now (as the rules model marked it)."""
        card = self.focused_card()
        if card is None:
            return
        model = self.hands[self.human]
        if not model.marking:
            state = ""
        elif model.is_legal(card):
            state = self.tr(", can be played")
        else:
            state = self.tr(", cannot be played")
        self.setAccessibleDescription(say(card.long_name) + state)

    def contextMenuEvent(self, event) -> None:
        """Right click on a card of the hand, or the menu key on the focused one: ask why
        it cannot be played (the window shows the rules' reason)."""
        cards = self.hands[self.human].cards if self.hands else []
        if event.reason() == event.Reason.Keyboard:
            card = cards[min(self.focus_index, len(cards) - 1)] if cards else None
        else:
            card = getattr(self.itemAt(event.pos()), "card", None)
        if card is not None and card in cards:
            self.card_context_requested.emit(card)
            event.accept()
            return
        super().contextMenuEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if self.trick is not None and not self.busy:
            self.sync(instant=True)
        self._show_cut_focus()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        if self.trick is not None and not self.busy:
            self.sync(instant=True)
        self._show_cut_focus()

    # ------------------------------------------------------------------ felt
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene = self.sceneRect()
        felt = self.settings.felt_colour
        high = self.art.style == "high-contrast"
        if high:  # one even colour: the same contrast with the cards everywhere
            painter.fillRect(rect, felt)
        else:
            centre = scene.center()
            gradient = QRadialGradient(centre, max(scene.width(), scene.height()) * 0.75)
            gradient.setColorAt(0.0, felt.lighter(135))
            gradient.setColorAt(0.55, felt)
            gradient.setColorAt(1.0, felt.darker(190))
            painter.fillRect(rect, QBrush(gradient))
        if self.table_geometry:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            area = self.trick_area()
            if self._drag_over:  # a dragged card would be played if released here
                painter.setPen(QPen(QColor(255, 214, 80, 170), 3))
                painter.setBrush(QColor(255, 255, 255, 18))
            else:
                painter.setPen(QPen(QColor(255, 255, 255, 110 if high else 28), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            ry = area.height() / 2
            path = QPainterPath()
            path.addRoundedRect(area, ry * 0.6, ry * 0.6)
            painter.drawPath(path)
