"""Practice's Open hands can be read in play (issue 36, item 7), and a Brag showdown's
tricks at rest leave the name plates clear (item 9).

With Open hands on, the computer players' hands were their close rows of small cards
turned to their seats, face up: sideways or upside down, a few pixels of each card. They
are now laid out as the review lays them (``open_hands``), upright in rows, every index
corner uncovered, in every game at three sizes, and nothing the player reads lies on
anything else, the end of the deal's banner included. A Brag showdown's tricks, held on
the table while they are compared, lay on the top seat's name plate on a 1366x768 screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPolygonF

from tests.app.test_review_layout import unreadable
from tests.app.test_table_read import LAYOUT_GAMES, SIZES, overlaps, table_objects

WAIT = 60_000


def level(game: str) -> str:
    return "greedy" if game == "brag" else "standard"


def watch_every_sync(monkeypatch, check) -> None:
    """Call ``check(view)`` after every ``sync`` of the table (every step of the deal)."""
    from braus_desktop.app.table.view import TableView

    real_sync = TableView.sync

    def sync(self, *args, **kw):
        real_sync(self, *args, **kw)
        if self.table_geometry is not None and self.hands:
            check(self)

    monkeypatch.setattr(TableView, "sync", sync)


# every game at three sizes in the classic cards; the high-contrast style's larger index
# in the most crowded hands at the smallest size
CASES = [(game, options, n, SIZES, "classic") for game, options, n in LAYOUT_GAMES] + [
    (game, options, n, SIZES[:1], "high-contrast")
    for game, options, n in LAYOUT_GAMES
    if game == "brag" or n == 6
]


@pytest.mark.parametrize(
    "game,options,n,sizes,style",
    [  # a whole deal at three sizes
        case if i == 0 else pytest.param(*case, marks=pytest.mark.slow)
        for i, case in enumerate(CASES)
    ],
)
def test_open_hands_in_play_can_be_read_and_cover_nothing(
    qtbot, window, monkeypatch, game, options, n, sizes, style
):
    """A whole practice deal with Open hands at each size, looked at after every step:
    while the computer players hold cards their hands are laid out open, every card of
    every hand upright, face up, its index uncovered, no name plate, dealer chip, hand,
    play, won pile, count, stock or banner lies on another, and no speech bubble lies on
    any of them (above a plate, where a bubble went, are that seat's open cards)."""
    found: dict[str, set] = {}
    laid_open: list[bool] = []

    def check(view) -> None:
        size = (int(view.geo.W), int(view.geo.H))
        if any(model.cards for seat, model in enumerate(view.hands) if seat != view.human):
            laid_open.append(view.open_layout)
        for what in unreadable(view):
            found.setdefault(what, set()).add(size)
        for pair in overlaps(view):
            found.setdefault(" / ".join(pair), set()).add(size)
        objects = table_objects(view)
        for seat, bubble in view.overlays._bubbles.items():  # "Pass", a Brag trick's name
            box = QPolygonF(bubble.mapToScene(bubble.rect).boundingRect())
            for name, polys in objects.items():
                if name != "banner" and any(box.intersects(p) for p in polys):
                    found.setdefault(f"bubble {seat} / {name}", set()).add(size)

    watch_every_sync(monkeypatch, check)
    window.settings.set("cards/style", style)
    view = window.table
    assert view.art.style == style
    c = window.controller
    for size in sizes:
        window.resize(*size)
        qtbot.wait(0)
        c.open_hands = True  # (as the menu leaves it for the next practice match)
        c.new_match(
            game,
            options,
            [level(game)] * n,
            None,
            seed=34 if game == "brus-iceland" else 2,
            practice=True,
        )
        qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
        assert view.banner_text
        view.sync(instant=True)  # the end of the deal, with its banner, looked at too
        c.shutdown()
    assert laid_open and all(laid_open)
    assert not found, found


def test_open_hands_turned_on_and_off_during_a_deal(qtbot, window):
    """The menu's Open hands lays the hands out open at once, and back by their seats,
    face down, when it is turned off."""
    window.resize(1024, 768)
    qtbot.wait(0)
    c = window.controller
    c.new_match(
        "braus", {}, ["human", "standard", "standard", "standard"], None, seed=3, practice=True
    )
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    view = window.table
    west = view.hands[1].cards[0]
    assert not view.open_layout and view.item_for(west).rotation() != 0
    window.open_hands_action.trigger()
    assert view.open_layout and view.geo.open
    assert not unreadable(view) and not overlaps(view)
    window.open_hands_action.trigger()
    assert not view.open_layout and not view.geo.open
    item = view.item_for(west)
    assert not item.face_up and item.rotation() != 0 and not overlaps(view)


@pytest.mark.parametrize("game,options,n", [("braus", {}, 4), ("brag", {"players": 4}, 4)])
def test_open_hands_turned_on_once_the_deal_is_over(qtbot, window, game, options, n):
    """The cards left in the hands read at the end of the deal: turned open with the
    deal's banner (or the Brag showdown's sheet) up, the banner is laid out again clear of
    them."""
    window.resize(1024, 768)
    qtbot.wait(0)
    c = window.controller
    c.open_hands = False
    c.new_match(game, options, [level(game)] * n, None, seed=2, practice=True)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    view = window.table
    banner = view.banner_text
    assert banner and any(model.cards for model in view.hands[1:])
    window.open_hands_action.trigger()
    assert view.open_layout and view.banner_text == banner
    assert not unreadable(view) and not overlaps(view)
    window.open_hands_action.trigger()
    assert not view.open_layout and view.banner_text == banner and not overlaps(view)


# the sizes of the test above, and a 1366x768 screen's window, where the showdown's
# tricks lay on the top seat's plate
SHOWDOWN_SIZES = SIZES + ((1366, 768),)


# each case a showdown held at four sizes: two in the fast lane (the fewest players with
# closed hands, the most with open ones, each trick size once), the rest in the whole suite
SHOWDOWN_CASES = [(2, 3, False), (4, 4, True)]


@pytest.mark.parametrize(
    "players,trick_size,open_hands",
    [
        case if case in SHOWDOWN_CASES else pytest.param(*case, marks=pytest.mark.slow)
        for case in ((p, t, o) for o in (False, True) for t in (3, 4) for p in (2, 3, 4))
    ],
)
def test_the_showdowns_tricks_at_rest_leave_the_name_plates_clear(
    qtbot, window, monkeypatch, players, trick_size, open_hands
):
    """Each position of a Brag showdown, read from the scene while it is held on the
    table to be compared (the cards landed): no card of it lies on a name plate, a
    dealer chip, a won pile's count or anything else the player reads."""
    from braus_desktop.app.table.view import TableView

    found: dict[tuple, set] = {}
    held: list[int] = []
    real_hold = TableView.hold

    def hold(self, ms, until_click=False):
        self.finish()  # (the cards where they rest)
        if self.trick is not None and self.trick.plays:
            held.append(len(self.trick.plays))
            size = (int(self.geo.W), int(self.geo.H))
            for pair in overlaps(self):
                if any(name.startswith("trick") for name in pair):
                    found.setdefault(pair, set()).add(size)
        real_hold(self, ms, until_click)

    monkeypatch.setattr(TableView, "hold", hold)
    c = window.controller
    for size in SHOWDOWN_SIZES:
        window.resize(*size)
        qtbot.wait(0)
        c.open_hands = open_hands
        c.new_match(
            "brag",
            {"players": players, "trick_size": trick_size},
            ["greedy"] * players,
            None,
            seed=2,
            practice=True,
        )
        qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
        c.shutdown()
    assert len(held) >= 3 * len(SHOWDOWN_SIZES) and set(held) == {players}
    assert not found, found
