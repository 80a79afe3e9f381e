"""Drag to play: a card of the hand pressed, moved onto the trick area and released is
played if legal; an illegal one springs back with the rules model's reason in the status
bar; a card released elsewhere goes back to its place; a click still plays. Driven with
real mouse events on the view's viewport, animations instant."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from braus_desktop.rules.core import Pass, Play

WAIT = 60_000


def human_turn_with(qtbot, window, want_illegal: bool):
    """A Bräus deal where the human is to play a card (and holds an illegal one if asked)."""
    c = window.controller
    for seed in range(1, 60):
        c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=seed)
        qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
        if c.deal_over:
            continue
        legal = {a.card for a in c.state.legal_actions() if isinstance(a, Play)}
        illegal = [card for card in c.hands[0].cards if card not in legal]
        if legal and (illegal or not want_illegal):
            return c, sorted(legal, key=lambda k: k.index), illegal
    pytest.fail("no seed gave the human a suitable turn")


def point_of(view, card) -> QPoint:
    return view.mapFromScene(view.item_for(card).sceneBoundingRect().center())


def drag(view, card, to: QPoint, steps: int = 6) -> None:
    start = point_of(view, card)
    port = view.viewport()
    QTest.mousePress(port, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(port, start + (to - start) * i / steps)
    QTest.mouseRelease(port, Qt.LeftButton, Qt.NoModifier, to)


def middle(view) -> QPoint:
    return view.mapFromScene(view.trick_area().center())


def test_dragging_a_legal_card_to_the_middle_plays_it(qtbot, window):
    c, legal, _ = human_turn_with(qtbot, window, want_illegal=False)
    view = window.table
    card = legal[0]
    before = len(c.state.history)
    drag(view, card, middle(view))
    assert c.state.history[before] == (0, Play.of(card))
    assert card not in c.hands[0].cards
    assert not view.input.dragging


def test_dragging_an_illegal_card_springs_back_with_the_reason(qtbot, window):
    c, _, illegal = human_turn_with(qtbot, window, want_illegal=True)
    view = window.table
    card = illegal[0]
    home = view.item_for(card).pos()
    before = len(c.state.history)
    drag(view, card, middle(view))
    assert len(c.state.history) == before
    reason = c.state.why_illegal(Play.of(card))
    assert reason and window.statusBar().currentMessage() == reason
    item = view.item_for(card)
    assert card in c.hands[0].cards and item.pos() == home and item.dimmed
    assert not view.input.dragging


def test_a_card_released_away_from_the_middle_goes_back(qtbot, window):
    c, legal, _ = human_turn_with(qtbot, window, want_illegal=False)
    view = window.table
    card = legal[0]
    home = view.item_for(card).pos()
    before = len(c.state.history)
    corner = view.mapFromScene(view.sceneRect().topLeft()) + QPoint(30, 30)
    assert not view.trick_area().contains(view.mapToScene(corner))
    drag(view, card, corner)
    assert len(c.state.history) == before and view.item_for(card).pos() == home
    # and the same card is still played by a click
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=point_of(view, card))
    assert c.state.history[before] == (0, Play.of(card))


def test_a_small_wobble_is_still_a_click(qtbot, window):
    c, legal, _ = human_turn_with(qtbot, window, want_illegal=False)
    view = window.table
    card = legal[0]
    start = point_of(view, card)
    before = len(c.state.history)
    port = view.viewport()
    QTest.mousePress(port, Qt.LeftButton, Qt.NoModifier, start)
    QTest.mouseMove(port, start + QPoint(1, 1))
    QTest.mouseRelease(port, Qt.LeftButton, Qt.NoModifier, start + QPoint(1, 1))
    assert c.state.history[before] == (0, Play.of(card))


def test_only_the_players_own_cards_drag(qtbot, window):
    c, _, _ = human_turn_with(qtbot, window, want_illegal=False)
    view = window.table
    west = c.hands[1].cards[0]
    home = view.item_for(west).pos()
    before = len(c.state.history)
    drag(view, west, middle(view))
    assert len(c.state.history) == before and view.item_for(west).pos() == home
    assert not any(isinstance(a, Pass) for _s, a in c.state.history[before:])


def test_at_a_real_speed_the_card_springs_back_and_a_legal_one_flies_on(qtbot, window):
    c, legal, illegal = human_turn_with(qtbot, window, want_illegal=True)
    window.settings.override("animation/speed", "fast")
    view = window.table
    home = view.item_for(illegal[0]).pos()
    drag(view, illegal[0], middle(view))
    qtbot.waitUntil(lambda: view.item_for(illegal[0]).pos() == home, timeout=WAIT)
    before = len(c.state.history)
    drag(view, legal[0], middle(view))
    assert c.state.history[before] == (0, Play.of(legal[0]))
    qtbot.waitUntil(lambda: not view.busy, timeout=WAIT)
    assert legal[0] in {card for p in c.trick.plays for card in p.cards} or any(
        legal[0] in t.cards for t in c.won.tricks
    )
