"""Where everything lies on the table: its geometry for the view's size, the name plates,
and the piles of cards made from the item models.

``Layout`` is the view's (``TableView.table_layout``). ``compute`` makes the ``TableGeometry``
for the view's size and seats and places the name plates; ``piles`` makes every pile of
cards from the models (the hands, the trick, each side's won tricks), each of which knows
its cards' places. With every hand open (the review) the computer players' hands, plates
and won piles lie where ``open_seats`` puts them (``open_hands``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF

from ...rules.cards import Card
from .geometry import TableGeometry, clear_distance
from .host import Table
from .piles import HandFan, HandRow, OpenRows, Place, TrickPile, WonPile

if TYPE_CHECKING:  # open hands load when a hand is first laid open, not with the first deal
    from ..models import WonTrick
    from .open_hands import OpenSeat


class Layout:
    """The geometry, the plates' places and the piles of one table."""

    def __init__(self, view: Table) -> None:
        self.view = view

    def compute(self) -> None:
        """The geometry for the view's size now, and the name plates placed by it."""
        view = self.view
        rect = view.sceneRect()
        view.table_geometry = TableGeometry.of(
            rect.width(), rect.height(), view.n, view.human, view.open_layout
        )
        self.place_badges()

    def cards_of(self, seat: int) -> int:
        return len(self.view.hands[seat].cards) if self.view.hands else 0

    def place_badges(self) -> None:
        view = self.view
        g = view.geo
        bw, bh = g.badge
        for seat, badge in enumerate(view.seat_badges):
            badge.size = (bw, bh)
            badge.prepareGeometryChange()
            anchor, u = g.anchor[seat], g.u[seat]
            if seat == view.human:
                left = HandFan(g, seat, view.hands[seat].cards if view.hands else ()).left_edge()
                # clear of the fan's outer card, turned and lower, and of the dealer chip
                # on the plate's corner
                gap = 14 + bh * 0.26 + g.ch * 0.08
                if left - bw - gap - 2 > 0:
                    pos = QPointF(left - bw / 2 - gap, anchor.y() + g.ch * 0.1)
                else:
                    pos = QPointF(bw / 2 + 8, anchor.y() - g.ch * 0.5 - bh / 2 - 10)
            elif view.open_layout:
                pos = self.open_seats()[seat].badge
            else:  # between the hand and the middle of the table, clear of the hand
                hx, hy = g.hand_extent(seat, self.cards_of(seat))
                pos = anchor - u * clear_distance(u, hx + bw / 2 + 8, hy + bh / 2 + 6)
            badge.setPos(pos)
            badge.update()

    def between_side_badges(self) -> tuple[float, float]:
        """The inner edges of the badges of the seats at the left and right sides."""
        view = self.view
        g = view.geo
        bw = g.badge[0]
        left, right = 0.0, g.W
        for seat, badge in enumerate(view.seat_badges):
            u = g.u[seat]
            if u.x() < -0.6:
                left = max(left, badge.pos().x() + bw / 2)
            elif u.x() > 0.6:
                right = min(right, badge.pos().x() - bw / 2)
        return left, right

    def side_badges_bottom(self) -> float | None:
        """The lowest edge of the badges of the seats at the left and right sides (None:
        there are none)."""
        view = self.view
        u = view.geo.u
        bottoms = [
            badge.mapRectToScene(badge.boundingRect() | badge.childrenBoundingRect()).bottom()
            for seat, badge in enumerate(view.seat_badges)
            if abs(u[seat].x()) > 0.6
        ]
        return max(bottoms) if bottoms else None

    # ------------------------------------------------------------------ piles
    def pile_seat(self, side: int) -> int:
        """The seat a side's won tricks lie by: the player's if the side is theirs, else
        its seat farthest round the table from the player (the first of those): with six
        players the other team's pile beside Southwest's hand ran along to the player's
        plate and read as theirs."""
        view = self.view
        seats = [s for s in range(view.n) if view.side_of(s) == side]

        def away(s: int) -> int:
            d = (s - view.human) % view.n
            return min(d, view.n - d)

        return view.human if view.human in seats else max(seats, key=lambda s: (away(s), -s))

    def won_pile(self, side: int, tricks: Sequence[WonTrick] = ()) -> WonPile:
        """A side's won tricks, by its seat (``pile_seat``); under the seat's open hand
        when every hand is open."""
        view = self.view
        seat = self.pile_seat(side)
        at = self.open_seats()[seat].pile if view.open_layout and seat != view.human else None
        return WonPile(view.geo, seat, self.cards_of(seat), tricks, at)

    def _pile_seats(self) -> dict[int, int]:
        """The computer players' seats that won tricks lie by, and how many lie there."""
        view = self.view
        out: dict[int, int] = {}
        for taken in view.won.tricks if view.won is not None else ():
            seat = self.pile_seat(taken.side)
            if seat != view.human:
                out[seat] = out.get(seat, 0) + 1
        return out

    def open_seats(self) -> dict[int, OpenSeat]:
        """Where each computer player's open hand, name plate and won pile lie when every
        hand is open (``open_layout``): clear of the player's hand and name plate."""
        view = self.view
        g = view.geo
        bw, bh = g.badge
        top = g.anchor[view.human].y() - g.ch / 2
        left = HandFan(
            g, view.human, view.hands[view.human].cards if view.hands else ()
        ).left_edge()
        beside = left - bw - (14 + bh * 0.26 + g.ch * 0.08) - 2 > 0  # as place_badges
        left_top = top if beside else top - 10 - bh - bh * 0.25
        label_h = max(11, int(g.cw * 0.19)) * 1.4
        from .open_hands import open_seats

        return open_seats(
            g,
            {s: self.cards_of(s) for s in range(view.n)},
            self._pile_seats(),
            top - 10,
            left_top - 10,
            label_h,
            view.art.index,
            view.pack.room(),
        )

    def piles(self) -> list[Any]:
        """Every pile of cards on the table now, made from the item models: the hands,
        the trick and each side's won tricks (in the order their cards are dealt and
        stacked)."""
        view = self.view
        g = view.geo
        trick, won = view.trick, view.won
        assert trick is not None and won is not None  # (only once a deal is shown)
        keys = view.input
        out: list[Any] = []
        for seat, model in enumerate(view.hands):
            if seat == view.human:
                keys.focus_index = min(keys.focus_index, max(0, len(model.cards) - 1))
                marking = model.marking and view.settings.dim_unplayable
                if marking:
                    keys.focus_index = keys.undimmed(keys.focus_index, 0)
                playable = model.is_legal  # (the human's hand: only one seat gets here)
                dimmed: Callable[[Card], bool] = (
                    (lambda c: not playable(c)) if marking else (lambda c: False)  # noqa: B023
                )
                out.append(
                    HandFan(
                        g,
                        seat,
                        model.cards,
                        model.face_up,
                        frozenset(model.selected()),
                        dimmed,
                        keys.focus_index if view.hasFocus() and model.marking else None,
                        flat=view.open_layout,
                    )
                )
            elif view.open_layout:
                out.append(OpenRows(seat, model.cards, self.open_seats()[seat]))
            else:
                out.append(HandRow(g, seat, model.cards, model.face_up))
        out.append(
            TrickPile(
                g,
                trick.plays,
                level=view.open_layout,
                keep_clear=[badge.plate_rect() for badge in view.seat_badges],
            )
        )
        by_side: dict[int, list[WonTrick]] = {}
        for taken in won.tricks:
            by_side.setdefault(taken.side, []).append(taken)
        out.extend(self.won_pile(side, tricks) for side, tricks in by_side.items())
        return out

    def places_now(self) -> dict[Card, Place]:
        places: dict[Card, Place] = {}
        for pile in self.piles():
            places.update(pile.places())
        return places
