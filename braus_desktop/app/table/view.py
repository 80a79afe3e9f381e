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

The view holds the models and the card items and answers the controller and the
narration; each of its jobs is a module of its own, which it owns:

- ``layout`` (``table_layout``): the geometry, the name plates' places, the piles;
- ``motion`` (``motion``): the card flights of the one verb, the pauses, ``idle``;
- ``pack`` (``pack``): the stock, the card shown beside it, the pack spread to cut;
- ``overlays`` (``overlays``): the seats' bubbles, the banner, the tricks shown again;
- ``marks`` (``marks``): the winning play's frame, a lesson's frames, the piles' counts;
- ``input`` (``input``): the mouse and the keyboard, as verbs.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ...rules.cards import Card
from ..art import CardArt
from ..contrast import felt_lightest
from ..keys import key_names
from ..models import HandModel, SeatsModel, TrickModel, WonTricksModel
from ..phrases import level_title, spoken_faces
from ..viewports import known_viewport
from .geometry import TableGeometry
from .later import MadeWhenAsked
from .timings import BUBBLE_MS, CARD_FLIGHT_MS, THINKING_TICK_MS

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Iterable

    from PySide6.QtGui import (
        QAccessibleInterface,
        QContextMenuEvent,
        QFocusEvent,
        QKeyEvent,
        QMouseEvent,
        QResizeEvent,
    )

    from ...rules import Game
    from ..settings import Settings
    from .piles import Pile

if TYPE_CHECKING:  # made when first asked for, after the first frame (``later``)
    from .input import TableInput
    from .items import CardItem, SeatBadge
    from .layout import Layout
    from .marks import Marks
    from .motion import Motion
    from .overlays import Overlays
    from .pack import Pack


class TableView(QGraphicsView):
    """The table: felt, seats, hands, trick, won tricks, stock, cut pack, banners."""

    card_clicked = Signal(object)  # a card of the human's hand
    card_activated = Signal(object)  # double click or Enter on a card of the human's hand
    card_dropped = Signal(object)  # a card of the human's hand dragged onto the trick area
    card_context_requested = Signal(object)  # right click or menu key: why not this card?
    pass_requested = Signal()  # the P key
    cut_clicked = Signal(int)  # a point in the spread pack (Icelandic cut)
    banner_clicked = Signal()
    idle = Signal()  # the animations asked for have finished
    announced = Signal(str, bool)  # said to the screen reader (the text, assertive)
    # the parts the bare felt of the first frame does not need: made when first asked for
    table_layout: MadeWhenAsked[Layout] = MadeWhenAsked(".layout", "Layout")
    pack: MadeWhenAsked[Pack] = MadeWhenAsked(".pack", "Pack")
    overlays: MadeWhenAsked[Overlays] = MadeWhenAsked(".overlays", "Overlays")
    marks: MadeWhenAsked[Marks] = MadeWhenAsked(".marks", "Marks")
    input: MadeWhenAsked[TableInput] = MadeWhenAsked(".input", "TableInput")
    motion: MadeWhenAsked[Motion] = MadeWhenAsked(".motion", "Motion")

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        known_viewport(self)  # (Qt's own would cost the first frame 10 to 30 ms)
        self.settings = settings
        answer_for_tables()  # (before anything asks for the table's accessible object)
        self.setScene(QGraphicsScene(self))
        self._say_keys()
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
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
        self.game: Game | None = None  # the rules' game: the special cards' names ("Spit")
        self.last_announcement = ""
        self.notices: Any = None  # (access.Notices, made at the first announcement over AT-SPI)
        self.n = 4
        self.human = 0
        self.hands: list[HandModel] = []
        self.trick: TrickModel | None = None
        self.won: WonTricksModel | None = None
        self.seats: SeatsModel | None = None
        self.side_of = lambda seat: seat
        self.stock = 0
        self._items: dict[Card, CardItem] = {}
        self.seat_badges: list[SeatBadge] = []
        self.table_geometry: TableGeometry | None = None
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(THINKING_TICK_MS)
        self._think_timer.timeout.connect(self._tick_thinking)
        self.apply_settings()
        settings.changed.connect(self.apply_settings)

    # ------------------------------------------------------------------ set-up

    def _say_keys(self) -> None:
        """The table's name, and its keys as its description, in the language installed
        now (a screen reader says them on reaching the table)."""
        self.setAccessibleName(self.tr("Card table"))
        keys = key_names(
            left="Left", right="Right", enter="Enter", space="Space", shift_w="Shift+W"
        )
        self.setAccessibleDescription(
            self.tr(
                "Your hand: {left} and {right} choose a card, "
                "{enter} plays it, {space} selects it, P passes, "
                "L shows the last trick."
            ).format(**keys)
            + " "
            + self.tr("W says where you are; {shift_w} says the last announcement again.").format(
                **keys
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        # (another language chosen in Settings: the screen reader kept the English words)
        if event.type() == QEvent.Type.LanguageChange:
            self._say_keys()
        super().changeEvent(event)

    def apply_settings(self) -> None:
        style = self.settings.card_style
        if self.art.style != style or self.art.back != self.settings.card_back:
            self.art = CardArt(style, self.settings.card_back)
            for item in self._items.values():
                item.art_changed()
            if TableView.pack.made(self):  # (no pack yet, no cards of it to draw anew)
                self.pack.art_changed()
        for badge in self.seat_badges:  # drawn from Qt's cache: their plate's edge follows
            badge.update()
        self.resetCachedContent()
        if self.trick is not None and not self.busy:
            self.sync()
        self.viewport().update()

    def set_models(
        self,
        game: Game,
        hands: list[HandModel],
        trick: TrickModel,
        won: WonTricksModel,
        seats: SeatsModel,
        human: int = 0,
    ) -> None:
        """Show a new deal's models (called once per match, models are then updated)."""
        self.motion.drop_pending_hold()
        self.finish()
        self.game_id = game.id
        self.game = game
        self.n = game.n_players
        self.side_of = game.side_of
        self.human = human
        self.hands, self.trick, self.won, self.seats = hands, trick, won, seats
        for item in self._items.values():
            self.scene().removeItem(item)
        self._items.clear()
        self.pack.clear()
        self.marks.clear()
        for badge in self.seat_badges:
            self.scene().removeItem(badge)
        from .items import SeatBadge  # (the table's items load with the first deal)

        self.seat_badges = [SeatBadge(self, s) for s in range(self.n)]
        for badge in self.seat_badges:
            self.scene().addItem(badge)
        seats.dataChanged.connect(self._seats_changed)
        seats.modelReset.connect(self._seats_changed)
        self.overlays.clear_bubbles()  # the last game's "Pass" or "Won!" must not linger
        self.show_bottom_card(None)
        self.hide_banner()
        self._relayout()

    @property
    def open_layout(self) -> bool:
        """Every computer player's hand laid out open, upright and readable: in the
        review, and in play while their hands are face up (practice's Open hands)."""
        if self._open_layout or not self.hands:
            return self._open_layout
        # Every computer player's hand face up (practice's Open hands, a puzzle) and a
        # card left to read: the table lays them out open, as the review does (before the
        # deal the seats sit round the table as in every game). Asked here, not in
        # open_hands, which loads only once a hand is laid open.
        others = [model for seat, model in enumerate(self.hands) if seat != self.human]
        return (
            bool(others)
            and all(model.face_up for model in others)
            and any(model.cards for model in others)
        )

    @open_layout.setter
    def open_layout(self, on: bool) -> None:
        self._open_layout = on

    @property
    def open_in_play(self) -> bool:
        """The hands are laid out open in play (not the review's table)."""
        return self.open_layout and not self._open_layout

    # ------------------------------------------------------------------ layout
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        if self.trick is None:
            return
        self.finish()
        self.table_layout.compute()
        self.resetCachedContent()  # the trick area drawn on the felt moved
        # the banner is made again for the new size (its type and width), once the cards
        # lie where they now go: with the hands open it keeps clear of them
        banner = self.overlays.take_banner()
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

    def between_side_badges(self) -> tuple[float, float]:
        """The inner edges of the badges of the seats at the left and right sides."""
        return self.table_layout.between_side_badges()

    def trick_area(self) -> QRectF:
        """The felt's marked middle, where the trick is played (and cards are dropped)."""
        return self.geo.trick_area() if self.table_geometry else QRectF()

    def stock_point(self) -> QPointF:
        return self.geo.stock_point()

    def deck_point(self) -> QPointF:
        if self.seats is not None:
            for i, s in enumerate(self.seats.seats):
                if s.dealer and i < len(self.seat_badges):
                    return self.seat_badges[i].pos()
        return self.geo.centre if self.table_geometry else QPointF(0, 0)

    def piles(self) -> list[Any]:
        """Every pile of cards on the table now (``Layout.piles``)."""
        return self.table_layout.piles()

    # ------------------------------------------------------------------ moving the cards
    @property
    def busy(self) -> bool:
        return self.motion.busy

    def sync(
        self,
        instant: bool = False,
        stagger: float = 0.0,
        spawn: QPointF | None = None,
        duration: float = CARD_FLIGHT_MS,
    ) -> None:
        """Move every card to where its pile now places it (the models say which pile
        holds it); animated unless instant or speed 0. A card new to the table starts
        from ``spawn`` (the dealer, the stock), else from the middle."""
        if self.trick is None:
            return
        from .items import CardItem  # (loaded with the first deal, as is ``Place``)
        from .piles import Place

        if (
            self.table_geometry is not None
            and self.table_geometry.open != self.open_layout
            and self.banner_text is not None
        ):
            self._relayout()  # (hands turned with the deal over: its banner laid out anew)
            return
        if self.table_geometry is None or self.table_geometry.open != self.open_layout:
            self.table_layout.compute()  # (hands turned face up or down: laid out anew)
        self.finish()
        self.input.end_drag()
        self.table_layout.place_badges()  # (the trick keeps clear of the plates where they now lie)
        piles = [(pile, pile.places()) for pile in self.piles()]
        targets = {card: place for _, places in piles for card, place in places.items()}
        for card in [c for c in self._items if c not in targets]:
            self.scene().removeItem(self._items.pop(card))
        start = spawn if spawn is not None else self.geo.centre
        for card, target in targets.items():
            if card not in self._items:
                item = CardItem(self, card)
                item.set_width(self.geo.cw)
                # it appears where it comes from, turned and sized as where it goes
                self.motion.place(
                    item, Place(start, target.rotation, target.scale, target.z, target.face_up)
                )
                self.scene().addItem(item)
                self._items[card] = item
        self.pack.sync()
        self.marks.sync(targets)
        self.overlays.follow_plates()  # (a plate moves as its hand does)
        still = instant or self.settings.speed_factor == 0 or not self.isVisible()
        self.motion.begin()
        for pile, places in piles:
            moving, there = [], []
            for card, target in places.items():
                item = self._items[card]
                item.set_width(self.geo.cw)
                if not still and (
                    (item.pos() - target.pos).manhattanLength() > 0.5
                    or abs(item.rotation() - target.rotation) > 0.1
                    or abs(item.scale() - target.scale) > 0.001
                ):
                    moving.append(card)
                else:
                    there.append(card)
            self.move_cards_to_pile(there, pile, duration=0)
            if moving:
                self.move_cards_to_pile(moving, pile, duration, stagger)
        self.motion.start()

    def move_cards_to_pile(
        self,
        cards: Iterable[Any],
        pile: Pile,
        duration: float = CARD_FLIGHT_MS,
        stagger: float = 0.0,
    ) -> None:
        """Move ``cards`` (on the table already) to their places in ``pile`` over
        ``duration`` ms, each one ``stagger`` ms after the one before: KPat's
        ``moveCardsToPile``, the table's one way of moving cards. The speed setting scales
        the times (instant, a hidden table, or no duration: they are put there at once).
        Moves asked for together (one ``sync``) run as one animation; the table is
        ``busy`` until they have all landed, and then says ``idle``. ``cards`` are keys
        of the pile's places: cards, or the positions of the pack's backs (the stock,
        the spread, the bottom card), whose items the pack keeps."""
        places = pile.places()
        items = self.pack.items_of(pile)
        held = self._items if items is None else items
        self.motion.move([(held[key], places[key]) for key in cards], duration, stagger)

    def finish(self) -> None:
        """End the running animation at once (a click hurries it); a pause asked for
        after it (the trick held for reading) begins then."""
        self.motion.finish()

    def hold(self, ms: float, until_click: bool = False) -> None:
        """Keep the table still for a moment, or until a click or a key (``Motion.hold``)."""
        self.motion.hold(ms, until_click)

    def item_for(self, card: Card) -> CardItem:
        return self._items[card]

    # ------------------------------------------------------------------ the pack
    def set_stock(self, count: int) -> None:
        self.stock = max(0, count)

    def show_cut(self, cards: int | None) -> None:
        """Spread a face-down pack for the human to cut (None: take it away)."""
        self.pack.show_cut(cards)

    def show_bottom_card(self, card: Card | None, caption: str = "") -> None:
        """Show a card face up beside the stock with a caption (``Pack.show_bottom_card``)."""
        self.pack.show_bottom_card(card, caption)

    @property
    def bottom_card(self) -> tuple[Card | None, str] | None:
        """The card shown beside the stock and its caption, if they are on the table."""
        return self.pack.bottom_card

    # ------------------------------------------------------------------ overlays and marks
    def bubble(self, seat: int, text: str, ms: float = BUBBLE_MS) -> None:
        """A short speech bubble at a seat (a pass, a risk, a Brag trick's name)."""
        self.overlays.bubble(seat, text, ms)

    def show_banner(self, text: str, fade: bool = True) -> None:
        """The end-of-deal banner in the middle (``Overlays.show_banner``)."""
        self.overlays.show_banner(text, fade)

    def hide_banner(self) -> None:
        self.overlays.hide_banner()

    @property
    def banner_text(self) -> str | None:
        return self.overlays.banner_text

    def remember_trick(
        self, plays: Iterable[tuple[int, Iterable[Card]]], winner: int | None
    ) -> None:
        """The trick just taken (``(seat, cards)`` per play), for the last-trick view."""
        self.overlays.remember_trick(plays, winner)

    def add_showdown_row(
        self, tricks: Iterable[Iterable[Card]], winner: int | None, labels: Iterable[str] = ()
    ) -> None:
        """One position of a Brag showdown (``Overlays.add_showdown_row``)."""
        self.overlays.add_showdown_row(tricks, winner, labels)

    def set_highlight(self, cards: Iterable[Card]) -> None:
        """Frame these cards wherever they lie on the table (a lesson's cards)."""
        self.marks.set_highlight(cards)

    def focus_card(self, card: Card) -> None:
        """Put the keyboard focus on that card of the player's hand (a hint's card)."""
        self.input.focus_card(card)

    # ------------------------------------------------------------------ speech
    def announce(self, text: str, assertive: bool = False) -> None:
        """Say ``text`` through the screen reader (``access.announce``), and keep it for
        the key that says the last announcement again."""
        if not text:
            return
        text = self.last_announcement = spoken_faces(text)
        if QAccessible.isActive():  # (no screen reader: nobody to tell, nothing to load)
            from .access import announce

            announce(self, text, assertive)
        self.announced.emit(text, assertive)

    # ------------------------------------------------------------------ seats
    def _seats_changed(self, *args: object) -> None:
        thinking = False
        seats = self.seats
        for i, badge in enumerate(self.seat_badges):
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
        for badge in self.seat_badges:
            if badge.thinking:
                badge.dots += 1
                badge.update()

    def badge(self, seat: int) -> SeatBadge:
        return self.seat_badges[seat]

    # ------------------------------------------------------------------ input (``input``)
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.input.mouse_pressed():
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.input.key_pressed(event.key(), event.modifiers()):
            event.accept()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Right click on a card of the hand, or the menu key on the focused one: ask why
        it cannot be played (the window shows the rules' reason)."""
        card = self.input.context_card(event.reason() == event.Reason.Keyboard, event.pos())
        if card is not None:
            self.card_context_requested.emit(card)
            event.accept()
            return
        super().contextMenuEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.trick is not None:  # (before the first deal no card or cut has the focus)
            self.input.focus_changed()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if self.trick is not None:
            self.input.focus_changed()

    # ------------------------------------------------------------------ felt
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene = self.sceneRect()
        felt = self.settings.felt_colour
        high = self.art.style == "high-contrast"
        if high:  # one even colour: the same contrast with the cards everywhere
            painter.fillRect(rect, felt)
        else:  # the felt's gradient, computed once per size and colour, then copied
            dpr = self.viewport().devicePixelRatioF()
            pm = felt_pixmap(
                round(scene.width() * dpr), round(scene.height() * dpr), felt.rgba(), dpr
            )
            # whole pixels, copied as they are (a rectangle of fractions is scaled, which
            # is slower than the gradient itself)
            shown = QRectF(rect).toAlignedRect()
            top_left = scene.topLeft().toPoint()
            painter.drawPixmap(
                shown.topLeft(),
                pm,
                QRect(
                    round((shown.x() - top_left.x()) * dpr),
                    round((shown.y() - top_left.y()) * dpr),
                    round(shown.width() * dpr),
                    round(shown.height() * dpr),
                ),
            )
        if self.table_geometry:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            area = self.trick_area()
            if self.input.drag_over:  # a dragged card would be played if released here
                painter.setPen(QPen(QColor(255, 214, 80, 170), 3))
                painter.setBrush(QColor(255, 255, 255, 18))
            else:
                painter.setPen(QPen(QColor(255, 255, 255, 110 if high else 28), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            ry = area.height() / 2
            path = QPainterPath()
            path.addRoundedRect(area, ry * 0.6, ry * 0.6)
            painter.drawPath(path)


def answer_for_tables() -> None:
    """Have Qt ask ``_table_access`` for a card table's accessible object (once: Qt keeps
    its factories). The objects and their module (``access``) are made when assistive
    technology first asks: a start without a screen reader never loads them."""
    global _ANSWERING
    if not _ANSWERING:
        _ANSWERING = True
        QAccessible.installFactory(_table_access)


_ANSWERING = False


def _table_access(_key: str, obj: Any) -> QAccessibleInterface | None:
    if isinstance(obj, TableView):
        from .access import made_for

        return made_for(obj)
    return None


@lru_cache(maxsize=2)
def felt_pixmap(width: int, height: int, rgba: int, dpr: float) -> QPixmap:
    """The table's felt, ``width`` x ``height`` device pixels: lighter in the middle,
    darker at the edges. Filling a radial gradient computes every pixel, which took
    40 ms a frame at 3840x2160; a copy of it takes a few (two kept: a resize goes back
    and forth between sizes while it is dragged)."""
    pm = QPixmap(max(1, width), max(1, height))
    pm.setDevicePixelRatio(dpr)
    felt = QColor.fromRgba(rgba)
    w, h = pm.width() / dpr, pm.height() / dpr
    gradient = QRadialGradient(QPointF(w / 2, h / 2), max(w, h) * 0.75)
    gradient.setColorAt(0.0, felt_lightest(felt))
    gradient.setColorAt(0.55, felt)
    gradient.setColorAt(1.0, felt.darker(190))
    p = QPainter(pm)
    p.fillRect(QRectF(0, 0, w, h), QBrush(gradient))
    p.end()
    return pm
