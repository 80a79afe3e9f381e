"""Things on the table that must not land on each other or linger (found by looking
at the screenshots in docs/screenshots)."""

from __future__ import annotations

import pytest


WAIT = 60_000


@pytest.fixture
def win(window):
    """The shared main window, at the size the screenshots were taken."""
    window.resize(1280, 800)
    return window


def test_a_new_match_starts_without_the_last_games_bubbles(qtbot, win):
    c = win.controller
    c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=1)
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    win.table.bubble(1, "Pass")
    win.table.bubble(2, "Won!")
    assert win.table.overlays.bubbles
    c.new_match("brus", {}, ["human", "standard", "standard", "standard"], None, seed=1)
    assert not win.table.overlays.bubbles
    c.shutdown()


def test_bubbles_keep_clear_of_each_other_and_of_the_badges(qtbot, win):
    c = win.controller
    view = win.table
    cases = [("braus", {}, 4), ("braus", {"players": 6}, 6), ("brag", {"players": 3}, 3),
             ("brus", {}, 4)]
    for game, options, n in cases:
        levels = ["human"] + (["greedy"] if game == "brag" else ["standard"]) * (n - 1)
        c.new_match(game, options, levels, None, seed=1)
        for size in ((1024, 700), (1280, 800), (1920, 1080)):
            win.resize(*size)
            qtbot.wait(0)
            for seat in range(n):
                view.bubble(seat, "Running flush, king high" if seat % 2 else "Pass")
            plates = {seat: p.mapRectToScene(p.rect) for seat, p in view.overlays._bubbles.items()}
            assert len(plates) == n
            badges = [view.badge(s).mapRectToScene(
                view.badge(s).boundingRect().adjusted(14, 14, -14, -14)) for s in range(n)]
            scene = view.sceneRect()
            for seat, rect in plates.items():
                assert scene.contains(rect), (game, size, seat)
                for other, rect2 in plates.items():
                    if other != seat:
                        assert not rect.intersects(rect2), (game, size, seat, other)
                for b in badges:
                    assert not rect.intersects(b), (game, size, seat)
            view.overlays.clear_bubbles()
    c.shutdown()


def test_the_spread_pack_for_the_cut_stays_between_the_side_badges(qtbot, win):
    from braus_desktop.rules import make_game
    from braus_desktop.rules.core import Cut
    from braus_desktop.rules.match import Match
    game = make_game("brus-iceland")
    for dealer in range(4):
        match = Match(game, seed=4, first_dealer=dealer)
        if match.deal.current_player == 0:
            break
    c = win.controller
    c.start_match(match, ["human", "standard", "standard", "standard"])
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    assert isinstance(c.state.legal_actions()[0], Cut)
    view = win.table
    n = len(c.state.legal_actions()) + 1
    for size in ((1024, 700), (1280, 800), (1920, 1080)):
        win.resize(*size)
        qtbot.wait(0)
        view.show_cut(n)
        badges = [view.badge(s).mapRectToScene(
            view.badge(s).boundingRect().adjusted(14, 14, -14, -14)) for s in (1, 3)]
        for i in range(n):
            card = view.pack.cut_item(i)
            outline = card.mapRectToScene(card.boundingRect())
            assert not any(outline.intersects(b) for b in badges), (size, i)
    c.shutdown()


def test_trick_pile_labels_are_on_the_table_and_clear_of_the_badges(qtbot, win):
    c = win.controller
    view = win.table
    for players in (4, 6):
        for seed in (1, 2, 3):
            c.new_match("braus", {"players": players}, ["standard"] * players, None,
                        seed=seed)
            qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
            view.hide_banner()
            for size in ((1024, 700), (1280, 800)):
                win.resize(*size)
                qtbot.wait(0)
                bw, bh = view.table_geometry.badge
                badges = [view.badge(s).mapRectToScene(
                    view.badge(s).boundingRect().adjusted(14, 14, -14, -14))
                    for s in range(players)]
                for side, label in view.marks.pile_labels.items():
                    if not label.isVisible():
                        continue
                    rect = label.sceneBoundingRect()
                    assert view.sceneRect().contains(rect), (players, seed, size, side)
                    assert not any(rect.intersects(b) for b in badges), \
                        (players, seed, size, side, label.text())
    c.shutdown()
