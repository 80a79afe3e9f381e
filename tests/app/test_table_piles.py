"""The table's geometry is one value computed from the view's size and the game, its piles
place their own cards from it without touching a graphics item, and one verb moves cards
to a pile (KPat's moveCardsToPile)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, QRectF

from braus_desktop.app.models import TrickPlay, WonTrick
from braus_desktop.app.table import timings
from braus_desktop.app.table.geometry import TableGeometry
from braus_desktop.app.table.piles import (
    CutSpread,
    HandFan,
    HandRow,
    StockPile,
    TrickPile,
    WonPile,
)
from braus_desktop.rules.cards import cards


def test_the_geometry_is_a_frozen_value_of_the_size_and_the_seats():
    g = TableGeometry.of(1200, 800, 4)
    assert g == TableGeometry.of(1200, 800, 4)
    with pytest.raises(dataclasses.FrozenInstanceError):
        g.cw = 10
    assert len(g.anchor) == len(g.u) == len(g.rot) == 4
    assert g.anchor[0].y() > g.centre.y() > g.anchor[2].y()  # the player at the bottom
    assert g.trick_area().contains(g.trick_point(1)) and g.trick_area().contains(g.centre)
    # a bigger table has bigger cards; six seats make the others' cards smaller
    assert TableGeometry.of(2400, 1600, 4).cw > g.cw
    assert TableGeometry.of(1200, 800, 6).small < g.small


@pytest.mark.parametrize(
    "size", [(1366, 768), (1280, 720), (1024, 768), (1920, 1080), (3840, 2160)]
)
@pytest.mark.parametrize("open_hands", [False, True])
def test_six_seats_plays_in_the_trick_lie_clear_of_each_other(size, open_hands):
    """With six players, no seat's card in the trick lies on another's (on a low table
    the two seats of a side, one above the other, were drawn over each other)."""
    g = TableGeometry.of(*size, 6, open_hands=open_hands)
    w, h = g.cw * 0.78, g.ch * 0.78  # a six-seat trick's card (TrickPile's scale)
    rects = [QRectF(p.x() - w / 2, p.y() - h / 2, w, h) for p in map(g.trick_point, range(6))]
    for a in range(6):
        for b in range(a + 1, 6):
            assert not rects[a].intersects(rects[b]), (size, a, b)


def test_the_fan_spreads_left_to_right_within_the_table_and_lifts_the_selected():
    g = TableGeometry.of(1000, 700, 4)
    hand = cards("7S 8S 9S 10S JS QS KS AS 7H 8H 9H 10H")
    fan = HandFan(g, 0, hand, selected=frozenset(hand[:1]), focus=3)
    places = fan.places()
    xs = [places[c].pos.x() for c in hand]
    assert xs == sorted(xs) and 0 < fan.left_edge() and xs[-1] + g.cw / 2 < g.W
    assert places[hand[0]].selected and places[hand[0]].pos.y() < places[hand[1]].pos.y()
    assert places[hand[3]].focused and not places[hand[4]].focused
    assert HandFan(g, 0, hand[:1]).places()[hand[0]].pos == QPointF(
        g.anchor[0].x(), g.anchor[0].y()
    )


def test_the_other_piles_place_their_cards():
    g = TableGeometry.of(1000, 700, 4)
    row = HandRow(g, 2, cards("7S 8S 9S")).places()
    assert all(p.scale == g.small and not p.face_up for p in row.values())
    play = TrickPlay(1, tuple(cards("7H 7D")))
    trick = TrickPile(g, [play]).places()
    assert all(
        p.face_up and (p.pos - g.trick_point(1)).manhattanLength() < g.cw for p in trick.values()
    )
    pile = WonPile(g, 0, 8, [WonTrick(0, tuple(cards("9S 9H 9D 9C")))] * 2)
    first, second = pile.point(0)[0], pile.point(1)[0]
    assert first.x() > g.anchor[0].x() and second.x() > first.x()  # right of the fan, outwards
    assert len(StockPile(g, 20).places()) == StockPile.SHOWN
    spread = CutSpread(g, 30, 100, 900).places()
    assert list(spread) == list(range(30)) and spread[0].pos.x() < spread[29].pos.x()


def test_every_animation_time_is_in_the_timings_table(monkeypatch):
    monkeypatch.undo()  # the times as the app has them (the tests' fixture sets one to 0)
    names = [n for n in dir(timings) if n.endswith("_MS")]
    assert len(names) >= 10 and all(getattr(timings, n) > 0 for n in names)


def test_one_verb_moves_cards_to_a_pile_and_the_table_says_when_they_landed(qtbot, open_window):
    win = open_window()
    c = win.controller
    c.new_match("braus", {"players": 4}, ["human"] + ["standard"] * 3, seed=3)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=20000)
    view = win.table
    view.settings.override("animation/speed", "normal")
    view.idle.disconnect(c._pump)  # the table alone: the controller would sync it back
    hand = list(c.hands[0].cards)
    pile = TrickPile(view.table_geometry, [TrickPlay(0, tuple(hand[:2]))])
    with qtbot.waitSignal(view.idle, timeout=5000):
        view.move_cards_to_pile(hand[:2], pile, duration=timings.COLLECT_MS)
        assert view.busy
    places = pile.places()
    assert not view.busy
    assert all(view.item_for(card).pos() == places[card].pos for card in hand[:2])
