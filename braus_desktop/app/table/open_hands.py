"""Where the hands lie when every hand is open (the review of a finished deal, and play
with practice's Open hands).

At play the computer players' hands are close rows of backs turned to their seats; open,
such a row showed a few pixels of sideways or upside-down corners. Here each computer
player gets a room of its own on the table (the top seat above the trick, the others in a
column down each side, two seats to a column sharing it), and its cards lie upright in
rows, each card showing its whole index corner past the next card and the row over it,
at the largest size the room allows. Its name plate and its won tricks lie under its
cards in the same room, so no plate covers a card of the trick or another plate's words.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ...rules.cards import Card
from .geometry import TableGeometry
from .host import Table

GAP = 8.0  # between a room's things, and from the table's edge
PILE_SCALE = 0.5  # a won trick's cards (as ``WonPile`` lays them)
PILE_STEP = 0.16  # one trick past the next, in card widths
MAX_SCALE = 0.85  # an open hand's cards at most this much of a full card


@dataclass(frozen=True)
class OpenSeat:
    """One computer player's open hand: its cards in rows of ``cols`` from ``first`` (the
    middle of the first card) by ``step``, at ``scale``; the middle of its name plate; the
    middle of its first won trick (when its side's tricks lie by it)."""

    first: QPointF
    step: QPointF
    cols: int
    scale: float
    badge: QPointF
    pile: QPointF

    def card_point(self, i: int) -> QPointF:
        """The middle of the ``i``-th card (rows left to right, top to bottom)."""
        row, col = divmod(i, max(1, self.cols))
        return QPointF(self.first.x() + col * self.step.x(), self.first.y() + row * self.step.y())


def free_room(area: QRectF, centre: QPointF, taken: Sequence[QRectF]) -> QRectF:
    """The part of ``area`` round ``centre`` that none of ``taken`` lies on: each thing
    in it cut away in turn, the nearest first, by the edge (left, right, top or bottom)
    that keeps the most room; a thing over ``centre`` itself is not cut away."""
    room = QRectF(area)

    def far(box: QRectF) -> float:
        return math.hypot(box.center().x() - centre.x(), box.center().y() - centre.y())

    for box in sorted(taken, key=far):
        box = box.adjusted(-GAP, -GAP, GAP, GAP)
        if not box.intersects(room):
            continue
        ways = []
        if box.right() <= centre.x():
            ways.append(QRectF(QPointF(box.right(), room.top()), room.bottomRight()))
        if box.left() >= centre.x():
            ways.append(QRectF(room.topLeft(), QPointF(box.left(), room.bottom())))
        if box.bottom() <= centre.y():
            ways.append(QRectF(QPointF(room.left(), box.bottom()), room.bottomRight()))
        if box.top() >= centre.y():
            ways.append(QRectF(room.topLeft(), QPointF(room.right(), box.top())))
        if ways:
            room = max(ways, key=lambda r: r.width() * r.height())
    return room


def plates(view: Table) -> list[QRectF]:
    """Where each name plate with its dealer chip lies once the table is synced (an open
    hand's plate moves as the hand grows smaller)."""
    seats = view.table_layout.open_seats() if view.open_layout else {}
    return [
        badge.plate_rect(seats[seat].badge if seat in seats else None)
        for seat, badge in enumerate(view.seat_badges)
    ]


def card_boxes(view: Table) -> dict[Card, QRectF]:
    """Where each card on the table lies once the table is synced (the box round it)."""
    g = view.geo
    out = {}
    for card, place in view.table_layout.places_now().items():
        w, h = g.cw * place.scale, g.ch * place.scale
        a = math.radians(place.rotation)
        hx = (abs(math.cos(a)) * w + abs(math.sin(a)) * h) / 2
        hy = (abs(math.sin(a)) * w + abs(math.cos(a)) * h) / 2
        out[card] = QRectF(place.pos.x() - hx, place.pos.y() - hy, 2 * hx, 2 * hy)
    return out


def taken(
    view: Table, trick: bool = True, but: int | None = None, boxes: dict[Card, QRectF] | None = None
) -> list[QRectF]:
    """Where the things the player reads lie once the table is synced: every name plate
    with its dealer chip, every card (the trick's only if ``trick``; ``boxes``: the cards'
    ``card_boxes`` if known), the won tricks' counts and the stock's, the card shown by
    the stock and its caption, and the speech bubbles (but seat ``but``'s)."""
    out = plates(view)
    played = (
        {card for play in view.trick.plays for card in play.cards}
        if view.trick is not None and not trick
        else set()
    )
    boxes = card_boxes(view) if boxes is None else boxes
    out += [box for card, box in boxes.items() if card not in played]
    for item in view.pack.stock_items:
        out.append(item.mapToScene(item.shape().boundingRect()).boundingRect())
    for other in list(view.marks.pile_labels.values()) + [
        view.pack.stock_label,
        view.pack.bottom_label,
        view.pack.bottom_item,
    ]:
        if other is not None and other.isVisible():
            out.append(other.sceneBoundingRect())
    out += [
        plate.mapToScene(plate.rect).boundingRect()
        for seat, plate in view.overlays.bubble_plates.items()
        if seat != but
    ]
    return out


def middle_room(view: Table) -> QRectF:
    """Where the end of the deal's banner (or a sheet of tricks) may lie with the hands
    open in play: the middle of the table clear of everything else (``taken``) but the
    trick (which the last trick's sheet shows again)."""
    return free_room(
        view.sceneRect().adjusted(GAP, GAP, -GAP, -GAP), view.geo.centre, taken(view, trick=False)
    )


def bubble_point(view: Table, seat: int, size: QRectF) -> QPointF | None:
    """Where a seat's speech bubble of ``size`` goes with the hands open in play (above
    its plate, where it went, lay on the seat's own cards): beside its plate towards the
    middle, under it, above it or beside it on the outer side (kept on the table), the
    first place clear of everything the player reads (``taken``) and of the trick's area,
    else of less (at least of the plates and hands); None if there is none."""
    g = view.geo
    all_plates = plates(view)
    plate = all_plates[seat]
    w, h = size.width(), size.height()
    c = plate.center()
    inward = 1.0 if g.u[seat].x() <= 0 else -1.0  # (the top seat's: to its right)
    beside_in = c.x() + inward * (plate.width() / 2 + GAP + w / 2)
    beside_out = c.x() - inward * (plate.width() / 2 + GAP + w / 2)
    # under or over the plate: in its middle, or reaching towards the middle of the table
    # from the plate's outer edge, or away from it from the inner edge
    reach = (plate.width() - w) / 2
    xs = (c.x(), c.x() - inward * reach, c.x() + inward * reach)
    under, over = plate.bottom() + GAP + h / 2, plate.top() - GAP - h / 2
    places = (
        [QPointF(beside_in, c.y())]
        + [QPointF(x, under) for x in xs]
        + [QPointF(x, over) for x in xs]
        + [QPointF(beside_out, c.y())]
    )
    table = view.sceneRect().adjusted(4, 4, -4, -4)
    boxes = card_boxes(view)
    everything = taken(view, but=seat, boxes=boxes)
    hands = [boxes[card] for model in view.hands for card in model.cards if card in boxes]
    played = [
        boxes[card]
        for play in (view.trick.plays if view.trick is not None else ())
        for card in play.cards
        if card in boxes
    ]
    # clear of the most it can be: of the trick's area too (the plays to come land there)
    for others in (
        everything + [g.trick_area()],
        everything,
        all_plates + hands + played,
        all_plates + hands,
    ):
        for point in places:
            x = min(max(point.x(), table.left() + w / 2), table.right() - w / 2)
            y = min(max(point.y(), table.top() + h / 2), table.bottom() - h / 2)
            box = QRectF(x - w / 2, y - h / 2, w, h)
            if not any(box.intersects(r) for r in others):
                return QPointF(x, y)
    return None


def pile_size(g: TableGeometry, tricks: int, label_h: float) -> tuple[float, float]:
    """The width and height of a won pile of ``tricks`` with its count written under it."""
    w = g.cw * PILE_SCALE + max(0, tricks - 1) * g.cw * PILE_STEP
    # (the count is centred under the pile and may be wider than a short pile)
    return max(w, g.cw * 1.1), g.ch * PILE_SCALE + 2 + label_h


def steps(corner: tuple[float, float]) -> tuple[float, float]:
    """How far a card lies past the one before it in a row, and a row below the one
    before, as shares of a card's width and height: its index ``corner`` and a margin."""
    return corner[0] + 0.04, corner[1] + 0.03


def grid(
    n: int, width: float, height: float, cw: float, ch: float, corner: tuple[float, float]
) -> tuple[int, float]:
    """The columns and the scale of the largest upright rows of ``n`` cards that fit
    ``width`` x ``height``, each card's index ``corner`` clear of its neighbours."""
    fx, fy = steps(corner)
    best = (max(1, n), 0.0)
    for rows in range(1, max(1, n) + 1):
        cols = math.ceil(max(1, n) / rows)
        if rows > 1 and math.ceil(n / (rows - 1)) == cols:
            continue  # the same columns with fewer rows
        scale = min(
            width / (cw * (1 + (cols - 1) * fx)), height / (ch * (1 + (rows - 1) * fy)), MAX_SCALE
        )
        if scale > best[1] + 1e-6:
            best = (cols, scale)
    return best


def rooms(
    g: TableGeometry, bottom: float, left_bottom: float, keep_out: QRectF | None = None
) -> dict[int, QRectF]:
    """Each computer player's room: above the trick for the seat across, else a column
    down the side of its seat from the top to ``bottom`` (``left_bottom`` on the left,
    where the player's name plate may sit over their hand), halved when two seats share
    it. The rooms keep clear of the trick's cards and of ``keep_out`` (the stock)."""
    trick = g.trick_area()
    half_w, half_h = g.cw * 0.5, g.ch * 0.5
    inner_left, inner_right, top_bottom = trick.left(), trick.right(), trick.top()
    for seat in range(g.n):
        if seat == g.human:
            continue
        p = g.trick_point(seat)
        inner_left = min(inner_left, p.x() - half_w)
        inner_right = max(inner_right, p.x() + half_w)
        top_bottom = min(top_bottom, p.y() - half_h)
    out: dict[int, QRectF] = {}
    columns: dict[int, list[int]] = {-1: [], 1: []}
    for seat in range(g.n):
        if seat == g.human:
            continue
        u = g.u[seat]
        if abs(u.x()) < 0.3:  # straight across
            out[seat] = QRectF(QPointF(inner_left, GAP), QPointF(inner_right, top_bottom - GAP))
        else:
            columns[1 if u.x() > 0 else -1].append(seat)
    for side, seats in columns.items():
        if not seats:
            continue
        x0, x1 = (GAP, inner_left - GAP) if side < 0 else (inner_right + GAP, g.W - GAP)
        y0, y1 = GAP, left_bottom if side < 0 else bottom
        if keep_out is not None and keep_out.intersects(QRectF(QPointF(x0, y0), QPointF(x1, y1))):
            y0 = keep_out.bottom() + GAP  # (the stock lies at the top of the table)
        seats.sort(key=lambda s: g.u[s].y())  # the upper seat first
        share = (y1 - y0) / len(seats)
        for k, seat in enumerate(seats):
            out[seat] = QRectF(
                QPointF(x0, y0 + k * share),
                QPointF(x1, y0 + (k + 1) * share - (GAP if k + 1 < len(seats) else 0)),
            )
    if keep_out is not None:
        for seat, room in list(out.items()):
            if abs(g.u[seat].x()) < 0.3 and keep_out.intersects(room):
                if keep_out.center().x() < room.center().x():
                    room.setLeft(keep_out.right() + GAP)
                else:
                    room.setRight(keep_out.left() - GAP)
    return out


def open_seats(
    g: TableGeometry,
    cards: dict[int, int],
    piles: dict[int, int],
    bottom: float,
    left_bottom: float,
    label_h: float,
    corner: tuple[float, float],
    keep_out: QRectF | None = None,
) -> dict[int, OpenSeat]:
    """Each computer player's open hand of ``cards[seat]`` cards, each card's index
    ``corner`` showing, with its name plate and, for a seat in ``piles``, its side's won
    pile of that many tricks (see ``rooms``): the plate (and pile) under the cards or
    beside them, whichever shows the cards larger."""
    out = {}
    for seat, room in rooms(g, bottom, left_bottom, keep_out).items():
        n, tricks = max(1, cards.get(seat, 0)), piles.get(seat)
        toward = -1 if g.u[seat].x() > 0.3 else 1
        ways = [
            _lay_out(g, room, n, tricks, label_h, corner, beside, toward, stacked)
            for beside, stacked in ((False, False), (True, True), (True, False))
        ]
        out[seat] = max(ways, key=lambda way: way.scale)  # (the first of equals)
    return out


def _lay_out(
    g: TableGeometry,
    room: QRectF,
    n: int,
    tricks: int | None,
    label_h: float,
    corner: tuple[float, float],
    beside: bool,
    toward: int = 1,
    stacked: bool = False,
) -> OpenSeat:
    """An open hand of ``n`` cards in ``room``, its plate under it or ``beside`` it (on
    the side ``toward``, +1 right, -1 left), with its won pile of ``tricks``, if any,
    beside the plate or ``stacked`` under it (scale 0: the plate does not fit)."""
    bw, bh = g.badge
    chip = bh * 0.25  # the dealer's chip stands out over the plate's top
    pw, ph = pile_size(g, tricks, label_h) if tricks is not None else (0.0, 0.0)
    if beside:
        in_row = not stacked
    else:
        in_row = tricks is None or bw + GAP + pw <= room.width()
    plate_w = max(bw, pw) if not in_row else bw + (GAP + pw if tricks is not None else 0)
    plate_h = chip + (max(bh, ph) if in_row else bh + (GAP + ph if tricks is not None else 0))
    if beside:
        area_w, area_h = room.width() - plate_w - GAP, room.height()
    else:
        area_w, area_h = room.width(), room.height() - plate_h - GAP
    if area_w <= 0 or area_h <= 0 or plate_w > room.width() or plate_h > room.height():
        return OpenSeat(room.center(), QPointF(), 1, 0.0, room.center(), room.center())
    cols, scale = grid(n, area_w, area_h, g.cw, g.ch, corner)
    rows = math.ceil(n / cols)
    w, h = g.cw * scale, g.ch * scale
    fx, fy = steps(corner)
    step = QPointF(w * fx, h * fy)
    span_w, span_h = (cols - 1) * step.x() + w, (rows - 1) * step.y() + h
    if beside:  # the hand and its plate side by side in the middle of the room
        whole_w, whole_h = span_w + GAP + plate_w, max(span_h, plate_h)
    else:
        whole_w, whole_h = max(span_w, plate_w), span_h + GAP + plate_h
    left = room.center().x() - whole_w / 2
    top = room.top() + max(0.0, (room.height() - whole_h) / 2)
    if beside:
        hand_left = left if toward > 0 else left + plate_w + GAP
        plate_left = hand_left + span_w + GAP if toward > 0 else left
        hand_top = top + (whole_h - span_h) / 2
        plate_top = top + (whole_h - plate_h) / 2 + chip
    else:
        hand_left, hand_top = room.center().x() - span_w / 2, top
        plate_left, plate_top = room.center().x() - plate_w / 2, top + span_h + GAP + chip
    if tricks is not None and in_row:  # the plate, then its pile to its right
        badge = QPointF(plate_left + bw / 2, plate_top + bh / 2)
        pile_c = QPointF(plate_left + bw + GAP + pw / 2, plate_top + g.ch * PILE_SCALE / 2)
    else:  # the pile under the plate
        badge = QPointF(plate_left + plate_w / 2, plate_top + bh / 2)
        pile_c = QPointF(badge.x(), plate_top + bh + GAP + g.ch * PILE_SCALE / 2)
    # the pile's first trick: the pile of ``tricks`` is centred on pile_c
    pile = pile_c - QPointF(max(0, (tricks or 1) - 1) * g.cw * PILE_STEP / 2, 0)
    return OpenSeat(QPointF(hand_left + w / 2, hand_top + h / 2), step, cols, scale, badge, pile)
