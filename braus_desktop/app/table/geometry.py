"""``TableGeometry``: where everything sits on the table, for one view size and one game.

Computed once per resize (or new game) from the viewport's size, the number of players
and the player's seat, and then only read: the card size, the middle of the table, and
for each seat its direction from the middle, its hand's anchor and its rotation. The
piles (``piles``) place their cards from it; the badges, bubbles and banners sit by it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ..art import CARD_RATIO


@dataclass(frozen=True)
class TableGeometry:
    W: float  # the table's width and height, in scene pixels
    H: float
    cw: float  # a card's width and height at full size
    ch: float
    small: float  # the scale of a computer player's hand's cards
    centre: QPointF  # the middle of the trick area
    n: int  # players
    human: int  # the player's seat (at the bottom)
    u: tuple[QPointF, ...]  # per seat: the unit vector from the middle out to the seat
    t: tuple[QPointF, ...]  # per seat: along the seat's hand (u turned a quarter)
    anchor: tuple[QPointF, ...]  # per seat: the middle of its hand
    rot: tuple[float, ...]  # per seat: its cards' rotation, in degrees
    badge: tuple[float, float]  # a seat badge's width and height
    open: bool = False  # every hand open (the review): no plate over the trick

    @classmethod
    def of(
        cls, width: float, height: float, n: int, human: int = 0, open_hands: bool = False
    ) -> TableGeometry:
        """The geometry of a table ``width`` x ``height`` with ``n`` seats."""
        W, H = max(width, 200.0), max(height, 200.0)
        cw = max(44.0, min(W * 0.085, H * 0.125, 330.0))
        ch = cw * CARD_RATIO
        small = 0.62 if n <= 4 else 0.52
        sw, sh = cw * small, ch * small
        badge_w, badge_h = max(120.0, cw * 1.9), max(36.0, cw * 0.56)
        us, ts, anchors, rots = [], [], [], []
        for seat in range(n):
            rel = (seat - human) % n
            angle = math.radians(90 + rel * 360 / n)
            u = QPointF(math.cos(angle), math.sin(angle))
            t = QPointF(-u.y(), u.x())
            if rel == 0:  # room below for the outer cards of the fan, which sit lower
                anchor = QPointF(W / 2, H - ch * 0.5 - 14 - ch * 0.09)
            else:
                side_on = abs(u.x()) > 0.6
                mx = sh * 0.5 + 12 if side_on else sw * 0.5 + 12
                my = sh * 0.5 + 10 + (badge_h if not side_on else 0)
                ax = W / 2 + u.x() * (W / 2 - mx)
                ay = H / 2 + u.y() * (H / 2 - my)
                if not side_on and u.y() < 0:
                    ay = my
                anchor = QPointF(ax, min(ay, H - ch * 1.25 - sh * 0.5))
            us.append(u)
            ts.append(t)
            anchors.append(anchor)
            rots.append(0.0 if rel == 0 else math.degrees(angle) - 90)
        return cls(
            W,
            H,
            cw,
            ch,
            small,
            QPointF(W / 2, H * 0.47),
            n,
            human,
            tuple(us),
            tuple(ts),
            tuple(anchors),
            tuple(rots),
            (badge_w, badge_h),
            open_hands,
        )

    def fan_step(self, cards: int) -> float:
        """The distance between neighbours in the player's fan of ``cards`` cards: at most
        62% of the table's width for the whole fan."""
        if cards <= 1:
            return 0.0
        return min(self.cw * 0.62, (self.W * 0.62 - self.cw) / max(1, cards - 1))

    def row_step(self, cards: int) -> float:
        """The distance between neighbours in a computer player's hand."""
        return self.cw * self.small * (0.22 if cards <= 10 else 0.17)

    def hand_extent(self, seat: int, cards: int) -> tuple[float, float]:
        """Half width and half height of a computer player's hand of ``cards`` cards."""
        sw, sh = self.cw * self.small, self.ch * self.small
        length = max(cards - 1, 2) * self.row_step(cards) / 2
        r = math.radians(self.rot[seat])
        t = self.t[seat]
        hx = abs(t.x()) * length + (abs(math.cos(r)) * sw + abs(math.sin(r)) * sh) / 2
        hy = abs(t.y()) * length + (abs(math.sin(r)) * sw + abs(math.cos(r)) * sh) / 2
        return hx, hy

    def trick_area(self) -> QRectF:
        """The felt's marked middle, where the trick is played (and cards are dropped)."""
        c = self.centre
        rx, ry = self.cw * (2.3 if self.n <= 4 else 2.7), self.ch * 1.28
        return QRectF(c.x() - rx, c.y() - ry, 2 * rx, 2 * ry)

    def trick_point(self, seat: int) -> QPointF:
        """Where a seat's play lands in the trick: with six seats, as far up as the top
        seat's name plate leaves room for (with every hand open, the plates lie by the
        hands: far enough for the plays of the two seats on a side to lie clear). A side's
        two seats keep their plays clear of each other however low the table is."""
        u = self.u[seat]
        rx = self.cw * (1.25 if self.n <= 4 else 1.55)
        ry = self.ch * (0.62 if self.n <= 4 else 0.84 if self.open else 1.0)
        tops = [
            self.anchor[s].y() + self.ch * self.small * 0.5 + self.badge[1] + 16
            for s in range(self.n)
            if self.u[s].y() < -0.9
        ]
        if tops and self.n > 4 and not self.open:
            ry = max(self.ch * 0.62, min(ry, self.centre.y() - min(tops) - self.ch * 0.4))
            if abs(u.y()) < 0.9:  # a side's two seats, one above the other: their plays
                ry = max(ry, self.ch * 0.84 / (2 * abs(u.y())))  # (at 0.78) lie clear
        return self.centre + QPointF(u.x() * rx, u.y() * ry)

    def stock_point(self) -> QPointF:
        """The middle of the stock (Brus): in the top corner or the top middle, whichever
        lies farthest from every seat's hand (clear of the trick, the name plates and the
        end-of-deal banner)."""
        sw, sh = self.cw * 0.8, self.ch * 0.8
        label = max(11.0, self.cw * 0.2) * 1.5
        y = sh / 2 + label + 12
        candidates = [
            QPointF(sw / 2 + 16, y),
            QPointF(self.W / 2, y),
            QPointF(self.W - sw / 2 - 16, y),
        ]

        def room(p: QPointF) -> float:
            return min(math.hypot(p.x() - a.x(), p.y() - a.y()) for a in self.anchor)

        return max(candidates, key=room)


def clear_distance(u: QPointF, need_x: float, need_y: float) -> float:
    """How far to go along the unit vector u until one axis is clear by need_x / need_y."""
    options = []
    if abs(u.x()) > 0.05:
        options.append(need_x / abs(u.x()))
    if abs(u.y()) > 0.05:
        options.append(need_y / abs(u.y()))
    return min(options) if options else 0.0
