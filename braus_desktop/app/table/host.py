"""What the table's parts and items ask of the table they belong to.

The view (``view.TableView``) is made of parts (``layout``, ``motion``, ``pack``,
``overlays``, ``marks``, ``input``) and shows items (``items``, ``review``) that each keep
a reference to it. They name it by this protocol, not by the view's class, so none of
them imports the module that imports them all: the table's modules form no circle.
``TableView`` is the one class that has these members.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsScene, QWidget

from ..art import CardArt
from ..models import HandModel, SeatsModel, TrickModel, WonTricksModel
from .geometry import TableGeometry

if TYPE_CHECKING:  # pragma: no cover
    from ..settings import Settings


class Table(Protocol):
    """The table as its parts and items see it (the view's members they use)."""

    settings: Settings
    art: CardArt
    open_layout: bool
    view_scale: float
    game_id: str | None
    n: int
    human: int
    hands: list[HandModel]
    trick: TrickModel | None
    won: WonTricksModel | None
    seats: SeatsModel | None
    side_of: Callable[[int], int]
    stock: int
    seat_badges: list[Any]  # its name plates (``items.SeatBadge``)
    table_geometry: TableGeometry | None
    # its parts (each module's class; named loosely so that none imports another)
    table_layout: Any
    motion: Any
    pack: Any
    overlays: Any
    marks: Any
    input: Any
    # its signals
    idle: Any
    banner_clicked: Any
    card_clicked: Any
    card_activated: Any
    card_dropped: Any
    pass_requested: Any
    cut_clicked: Any

    @property
    def geo(self) -> TableGeometry: ...

    @property
    def busy(self) -> bool: ...

    @property
    def open_in_play(self) -> bool: ...

    def finish(self) -> None: ...

    def sync(
        self,
        instant: bool = False,
        stagger: float = 0.0,
        spawn: QPointF | None = None,
        duration: float = ...,
    ) -> None: ...

    def move_cards_to_pile(
        self, cards: Any, pile: Any, duration: float = ..., stagger: float = 0.0
    ) -> None: ...

    def between_side_badges(self) -> tuple[float, float]: ...

    def trick_area(self) -> QRectF: ...

    def stock_point(self) -> QPointF: ...

    # the QGraphicsView's own
    def scene(self) -> QGraphicsScene: ...

    def sceneRect(self) -> QRectF: ...

    def font(self) -> QFont: ...

    def isVisible(self) -> bool: ...

    def hasFocus(self) -> bool: ...

    def setAccessibleDescription(self, description: str) -> None: ...

    def resetCachedContent(self) -> None: ...

    def viewport(self) -> QWidget: ...

    def itemAt(self, *args: Any) -> Any: ...
