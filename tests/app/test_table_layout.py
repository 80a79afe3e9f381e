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
    cases = [
        ("braus", {}, 4),
        ("braus", {"players": 6}, 6),
        ("brag", {"players": 3}, 3),
        ("brus", {}, 4),
    ]
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
            badges = [
                view.badge(s).mapRectToScene(
                    view.badge(s).boundingRect().adjusted(14, 14, -14, -14)
                )
                for s in range(n)
            ]
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
        badges = [
            view.badge(s).mapRectToScene(view.badge(s).boundingRect().adjusted(14, 14, -14, -14))
            for s in (1, 3)
        ]
        for i in range(n):
            card = view.pack.cut_item(i)
            outline = card.mapRectToScene(card.boundingRect())
            assert not any(outline.intersects(b) for b in badges), (size, i)
    c.shutdown()


def clickable_point(view, item):
    """A point of the viewport where a click lands on ``item`` (the topmost item there),
    searched along the card's middle and upper lines; None if no point of it can be clicked
    (covered by its neighbours or a name plate)."""
    from PySide6.QtCore import QPointF

    rect = item.boundingRect()
    for fy in (0.5, 0.3, 0.15):
        steps = int(rect.width())
        for k in range(steps):
            local = QPointF(rect.left() + k + 0.5, rect.top() + rect.height() * fy)
            point = view.mapFromScene(item.mapToScene(local))
            # (the card takes a release inside its own outline as a click)
            if view.itemAt(point) is item and item.contains(
                item.mapFromScene(view.mapToScene(point))
            ):
                return point
    return None


# a 1024x768 screen: the window as large as it goes, and as a window manager leaves it
# (the newcomer walk's window under openbox: 970x708 inside its frame)
@pytest.mark.parametrize("size", [(1024, 768), (970, 708)])
@pytest.mark.parametrize("code", ["en", "da", "is"])
def test_every_card_of_the_spread_pack_can_be_clicked(qtbot, window, in_language, code, size):
    """In Danish and Icelandic the side panel's longer words left the table narrower, the
    spread fell back to lying across the middle and its outer cards lay under the West and
    East plates: no card could be clicked there. Every card that cuts has a point where a
    click lands on it, and a click on the outermost one cuts there."""
    from PySide6.QtCore import Qt

    from braus_desktop.rules import make_game
    from braus_desktop.rules.core import Cut
    from braus_desktop.rules.match import Match

    in_language(code)
    window.resize(1280, 800)
    game = make_game("brus-iceland")
    for dealer in range(4):
        match = Match(game, seed=4, first_dealer=dealer)
        if match.deal.current_player == 0:
            break
    c = window.controller
    c.start_match(match, ["human", "standard", "standard", "standard"])
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    cuts = [a.position for a in c.state.legal_actions() if isinstance(a, Cut)]
    view = window.table
    qtbot.waitUntil(lambda: view.pack.cutting, timeout=WAIT)
    # the window takes its size after the pack was spread (as a window manager gives it)
    wide = view.geo.W
    window.resize(*size)
    qtbot.waitUntil(lambda: view.geo.W < wide, timeout=WAIT)
    items = [view.pack.cut_item(i) for i in cuts]
    points = {i: clickable_point(view, item) for i, item in zip(cuts, items)}
    assert not [i for i, p in points.items() if p is None], (code, size, view.geo.W)
    badges = [
        view.badge(s).mapRectToScene(view.badge(s).boundingRect().adjusted(14, 14, -14, -14))
        for s in (1, 3)
    ]
    for item in items:  # the spread lies clear of the side plates
        assert not any(item.sceneBoundingRect().intersects(b) for b in badges), (code, size)
    outermost = cuts[0] if code == "da" else cuts[-1]
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=points[outermost])
    qtbot.waitUntil(lambda: any(isinstance(a, Cut) for _s, a in c.state.history), timeout=WAIT)
    assert [a.position for _s, a in c.state.history if isinstance(a, Cut)] == [outermost]


@pytest.mark.slow  # deals played in every game
def test_trick_pile_labels_are_on_the_table_and_clear_of_the_badges(qtbot, win):
    c = win.controller
    view = win.table
    for players in (4, 6):
        for seed in (1, 2, 3):
            c.new_match("braus", {"players": players}, ["standard"] * players, None, seed=seed)
            qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
            view.hide_banner()
            for size in ((1024, 700), (1280, 800)):
                win.resize(*size)
                qtbot.wait(0)
                bw, bh = view.table_geometry.badge
                badges = [
                    view.badge(s).mapRectToScene(
                        view.badge(s).boundingRect().adjusted(14, 14, -14, -14)
                    )
                    for s in range(players)
                ]
                for side, label in view.marks.pile_labels.items():
                    if not label.isVisible():
                        continue
                    rect = label.sceneBoundingRect()
                    assert view.sceneRect().contains(rect), (players, seed, size, side)
                    assert not any(rect.intersects(b) for b in badges), (
                        players,
                        seed,
                        size,
                        side,
                        label.text(),
                    )
    c.shutdown()


@pytest.mark.parametrize(
    "size",
    [  # a deal played at each size: the smallest in the fast lane
        (1024, 768),
        *(pytest.param(s, marks=pytest.mark.slow) for s in ((1366, 768), (1920, 1080))),
    ],
)
def test_six_seats_won_tricks_lie_clear_of_the_plates_hands_and_trick(qtbot, window, size):
    """Six players: the other team's tricks (Southwest's among them, a seven laid as a
    trick too) lie by North, the team's seat across the table: beside North's hand, never
    on a name plate, a hand or the trick, and on the table, whoever has won them."""
    window.resize(*size)
    c = window.controller
    view = window.table
    checked = {0: 0, 1: 0}
    for seed in (1, 2):
        c.new_match("braus", {"players": 6}, ["human"] + ["standard"] * 5, None, seed=seed)
        while True:
            qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
            plates = [
                (
                    f"plate {s}",
                    view.badge(s).mapRectToScene(
                        view.badge(s).boundingRect().adjusted(14, 14, -14, -14)
                    ),
                )
                for s in range(6)
            ]
            hands = [
                (f"hand {s}", view.item_for(card).sceneBoundingRect())
                for s in range(6)
                for card in c.hands[s].cards
            ]
            trick = [
                ("trick", view.item_for(card).sceneBoundingRect())
                for play in c.trick.plays
                for card in play.cards
            ]
            for taken in view.won.tricks:
                for card in taken.cards:
                    rect = view.item_for(card).sceneBoundingRect()
                    assert view.sceneRect().contains(rect), (size, seed, card)
                    hit = [name for name, other in plates + hands + trick if rect.intersects(other)]
                    assert not hit, (size, seed, taken.side, card, hit)
                    checked[taken.side] += 1
            if c.deal_over:
                break
            c.apply(c.state.legal_actions()[0])
    assert checked[0] and checked[1]
