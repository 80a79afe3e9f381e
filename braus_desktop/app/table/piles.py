"""The table's piles, each of which knows where its cards go (KPat's ``KCardPile`` owning
its layout): the player's hand fan, a computer player's hand, the trick, a side's won
tricks, the stock, the card shown beside it and the spread pack to cut.

A pile is made from the ``TableGeometry`` and what its item model holds now, and answers
``places()``: each card's ``Place`` (position, rotation, scale, stacking order, face and
marks), by the card, or by position for the pack's backs, which are no card to the
player (the stock, the spread pack, the bottom card): one shape for every pile. Piles never touch a graphics item: the view moves its card items to the places
(``TableView.move_cards_to_pile``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF

from ...rules.cards import Card
from .geometry import TableGeometry

if TYPE_CHECKING:  # (loaded when a hand is first laid open)
    from ..models import TrickPlay, WonTrick
    from .open_hands import OpenSeat


class Pile(Protocol):
    """A pile as the one verb moves cards to it (``TableView.move_cards_to_pile``): where
    its cards go, one shape for every pile, keyed by card (a hand, the trick, a won
    pile) or by position (the pack's backs)."""

    def places(self) -> Mapping[Card, Place] | Mapping[int, Place]: ...


@dataclass
class Place:
    """Where a card goes and how it looks there."""

    pos: QPointF
    rotation: float
    scale: float
    z: float
    face_up: bool
    dimmed: bool = False
    selected: bool = False
    focused: bool = False


@dataclass
class HandFan:
    """The player's hand: a fan along the bottom, selected cards lifted, the focused one
    marked, the cards that cannot be played dimmed."""

    g: TableGeometry
    seat: int
    cards: Sequence[Card]
    face_up: bool = True
    selected: frozenset[Card] = frozenset()
    dimmed: Callable[[Card], bool] = lambda card: False
    focus: int | None = None  # the index of the card with the keyboard focus, if shown
    flat: bool = False  # a level row (every hand open, the review), not a curved fan

    def places(self) -> dict[Card, Place]:
        g, n = self.g, len(self.cards)
        anchor, step = g.anchor[self.seat], g.fan_step(n)
        curve = 0.0 if self.flat else 1.0
        out = {}
        for i, card in enumerate(self.cards):
            off = i - (n - 1) / 2
            rel = off / max(1.0, (n - 1) / 2)  # -1 .. 1 across the fan
            lift = g.ch * 0.16 if card in self.selected else 0.0
            pos = QPointF(
                anchor.x() + off * step, anchor.y() + curve * rel * rel * g.ch * 0.06 - lift
            )
            out[card] = Place(
                pos,
                curve * rel * 7.0,
                1.0,
                10 + i,
                self.face_up,
                dimmed=self.dimmed(card),
                selected=card in self.selected,
                focused=i == self.focus,
            )
        return out

    def left_edge(self) -> float:
        """The fan's left edge (the player's badge goes left of it when there is room)."""
        n = len(self.cards)
        return self.g.anchor[self.seat].x() - (n - 1) * self.g.fan_step(n) / 2 - self.g.cw / 2


@dataclass
class HandRow:
    """A computer player's hand: a close row of small cards by its seat, turned to it."""

    g: TableGeometry
    seat: int
    cards: Sequence[Card]
    face_up: bool = False

    def places(self) -> dict[Card, Place]:
        g, n = self.g, len(self.cards)
        anchor, t, rot = g.anchor[self.seat], g.t[self.seat], g.rot[self.seat]
        step = g.row_step(n)
        return {
            card: Place(anchor - t * ((i - (n - 1) / 2) * step), rot, g.small, 10 + i, self.face_up)
            for i, card in enumerate(self.cards)
        }


@dataclass
class OpenRows:
    """A computer player's hand when every hand is open (the review): upright rows in its
    own room, each card's index corner showing (``open_hands``)."""

    seat: int
    cards: Sequence[Card]
    at: OpenSeat

    def places(self) -> dict[Card, Place]:
        return {
            card: Place(self.at.card_point(i), 0.0, self.at.scale, 10 + i, True)
            for i, card in enumerate(self.cards)
        }


@dataclass
class TrickPile:
    """The trick in the middle: each play by its seat, a set spread along it, a single
    card turned a little (the same way for the same card every time)."""

    g: TableGeometry
    plays: Sequence[TrickPlay]
    level: bool = False  # every card upright (the review), none turned a little
    # what no card of the trick may lie on while it rests there (the name plates with
    # their dealer chips): the trick is moved up or down, or laid smaller, until it is clear
    keep_clear: Sequence[QRectF] = ()

    SHRINK = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55, 0.5)

    def places(self) -> dict[Card, Place]:
        first = self._laid(1.0, 0.0)
        if not self.keep_clear or self._clear(first):
            return first
        for shrink in self.SHRINK:  # the largest cards, then the least moved
            for k in range(11):
                dy = self.g.ch * 0.06 * ((k + 1) // 2) * (1 if k % 2 else -1)
                out = self._laid(shrink, dy)
                if self._clear(out):
                    return out
        return first

    def _clear(self, places: dict[Card, Place]) -> bool:
        """Whether every card in ``places`` lies on the table and off ``keep_clear``."""
        g = self.g
        table = QRectF(0, 0, g.W, g.H)
        for place in places.values():
            w, h = g.cw * place.scale, g.ch * place.scale
            a = math.radians(place.rotation)  # (a card turned a little covers more)
            hx = (abs(math.cos(a)) * w + abs(math.sin(a)) * h) / 2
            hy = (abs(math.sin(a)) * w + abs(math.cos(a)) * h) / 2
            box = QRectF(place.pos.x() - hx, place.pos.y() - hy, 2 * hx, 2 * hy)
            if not table.contains(box) or any(box.intersects(r) for r in self.keep_clear):
                return False
        return True

    def _laid(self, shrink: float, dy: float) -> dict[Card, Place]:
        """The trick laid ``shrink`` times its size round the middle of the table, the
        whole of it ``dy`` lower."""
        g = self.g
        if max((len(play.cards) for play in self.plays), default=1) > 1:
            return self._rows(shrink, dy)
        out = {}
        for j, play in enumerate(self.plays):
            base = g.centre + (g.trick_point(play.seat) - g.centre) * shrink + QPointF(0, dy)
            scale = (0.9 if g.n <= 4 else 0.78) * shrink
            for m, card in enumerate(play.cards):
                jitter = 0.0 if self.level else ((card.index * 37) % 11 - 5) * 0.8
                out[card] = Place(base, jitter, scale, 200 + j * 8 + m, True)
        return out

    # A card of a set shows this much of its width past the next one (its corner index).
    SET_STEP = 0.4
    SET_SCALE = 0.74

    def _rows(self, shrink: float = 1.0, dy: float = 0.0) -> dict[Card, Place]:
        """Sets of cards (a Brus lead of two, a Brag hand): each play a level row, fanned
        left to right so every card's corner shows, and the rows kept apart: the seats
        above and below the middle one card height away, those beside it as far out as
        their rows need, so no play lies on another."""
        g = self.g
        scale = self.SET_SCALE * shrink
        w, h = g.cw * scale, g.ch * scale
        step = w * self.SET_STEP
        half = max((len(p.cards) - 1) * step / 2 + w / 2 for p in self.plays)
        gap = g.cw * 0.08 * shrink
        centre = g.centre + QPointF(0, dy)
        # with a seat straight across (four or six players) three levels of rows, the
        # middle one beside the centre; else (three players) two
        across = any(u.y() < -0.99 for u in g.u)
        level = (h + gap) if across else (h + gap) / 2
        out = {}
        for j, play in enumerate(self.plays):
            u = g.u[play.seat]
            k = len(play.cards)
            if abs(u.y()) > 0.99:  # straight above or below the middle
                base = QPointF(centre.x(), centre.y() + (level if u.y() > 0 else -level))
            else:  # beside it: the rows of facing seats clear each other
                dx = half + gap / 2
                up = (level if u.y() > 0 else -level) if abs(u.y()) > 0.3 else 0.0
                base = QPointF(centre.x() + (dx if u.x() > 0 else -dx), centre.y() + up)
            for m, card in enumerate(play.cards):
                pos = base + QPointF((m - (k - 1) / 2) * step, 0)
                out[card] = Place(pos, 0.0, scale, 200 + j * 8 + m, True)
        return out


@dataclass
class WonPile:
    """A side's won tricks: half-size stacks in a row beside the hand of the side's seat
    nearest the player, each trick a little askew; a trick's shown cards (Bräus's
    sevens) lie face up on it."""

    g: TableGeometry
    seat: int  # the seat it lies beside
    hand_cards: int  # how many cards that seat holds (the pile starts past them)
    tricks: Sequence[WonTrick] = field(default_factory=list)
    at: QPointF | None = None  # the first trick's place in an open hand's room, if there

    def point(self, k: int) -> tuple[QPointF, float]:
        """The place and rotation of the side's ``k``-th trick."""
        g, n = self.g, self.hand_cards
        if self.at is not None:  # level, to the right, under an open hand
            return self.at + QPointF(k * g.cw * 0.16, 0), 0.0
        anchor, t = g.anchor[self.seat], g.t[self.seat]
        if self.seat == g.human:
            extent = (n - 1) * g.fan_step(n) / 2 + g.cw * 1.05
        else:
            extent = max(n - 1, 3) * g.cw * g.small * 0.22 / 2 + g.cw * g.small * 1.1
        base = anchor - t * (extent + g.cw * 0.2)
        return base - t * (k * g.cw * 0.16), g.rot[self.seat]

    def places(self) -> dict[Card, Place]:
        out = {}
        for k, trick in enumerate(self.tricks):
            pos, rot = self.point(k)
            for m, card in enumerate(trick.cards):
                shown = card in trick.shown
                out[card] = Place(
                    pos,
                    rot + (2 if k % 2 else -2),
                    0.5,
                    40 + k * 6 + (5 if shown else m * 0.1),
                    shown,
                )
        return out


@dataclass
class StockPile:
    """The stock (Brus): up to eight backs in a little slanted stack."""

    g: TableGeometry
    count: int

    SHOWN = 8

    def places(self) -> dict[int, Place]:
        base = self.g.stock_point()
        return {
            i: Place(base + QPointF(-i * 1.5, -i * 1.5), 0.0, 0.8, 30 + i, False)
            for i in range(min(self.count, self.SHOWN))
        }


@dataclass
class CutSpread:
    """A face-down pack spread in an arc for the player to cut (Icelandic Brús), between
    ``left`` and ``right`` (the side seats' badges) when the strips stay wide enough to
    click there; else lower, its top below ``under`` (the side badges' lowest edge) and
    across the table's width: spread across the middle at the badges' height, its outer
    cards lay under them and could not be clicked (a narrow table: 1024x768 with the
    Danish or Icelandic side panel)."""

    g: TableGeometry
    cards: int
    left: float
    right: float
    focus: int | None = None  # where the keyboard would cut: that card is raised
    focus_shown: bool = False  # ... and marked (the table has the keyboard focus)
    under: float | None = None  # the side badges' lowest edge (None: no side badges)

    # the narrowest strip of a card that is still easy to click, px
    MIN_STRIP = 7

    def places(self) -> dict[int, Place]:
        g, cards = self.g, self.cards
        # the outer cards lean out by about 0.7 card widths
        room = self.right - self.left - g.cw * 1.4 - 16
        spread = min(g.W * 0.7, g.cw * 0.34 * cards)
        y = g.centre.y()
        if room >= self.MIN_STRIP * (cards - 1):
            spread = min(spread, room)
            middle = (self.left + self.right) / 2
        else:
            # as wide as the table allows, under the badges: the middle card is the
            # highest (raised by 12% of its height when the keyboard is on it)
            spread = min(g.cw * 0.34 * cards, g.W - g.cw * 2.4)
            middle = g.W / 2
            if self.under is not None:
                y = max(y, self.under + g.ch * 0.62 + 8)
        out = {}
        for i in range(cards):
            x = middle - spread / 2 + spread * i / (cards - 1)
            off = (i - (cards - 1) / 2) / cards
            pos = QPointF(x, y + off * off * g.ch * 0.8)
            here = i == self.focus
            if here:
                pos -= QPointF(0, g.ch * 0.12)
            out[i] = Place(pos, off * 24, 1.0, 300 + i, False, focused=here and self.focus_shown)
        return out


@dataclass
class BottomCard:
    """A card shown face up beside the stock, towards the middle of the table (the
    Icelandic cut's bottom card, which is the stock's last)."""

    g: TableGeometry

    def point(self) -> QPointF:
        g = self.g
        base = g.stock_point()
        toward = 1.0 if base.x() < g.W / 2 + 1 else -1.0  # towards the middle of the table
        if abs(base.x() - g.W / 2) < 1:
            toward = 1.0
        return base + QPointF(toward * (g.cw * 0.8 + 10), 0)

    def places(self) -> dict[int, Place]:
        return {0: Place(self.point(), 0.0, 0.8, 40, True)}
