"""The review's open hands can be read (issue 36, item 7): in every game, at the review's
size on a 1024x768 and a 1920x1080 screen, at every position of a finished deal, every
card in a hand lies upright with its index corner uncovered, no name plate, count or
card lies on another, and nothing runs off the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, QSettings
from PySide6.QtGui import QScreen

from braus_desktop.app.dialogs.deal_review import DealReviewDialog
from braus_desktop.app.settings import Settings
from braus_desktop.bots import make_bot
from braus_desktop.rules import Match, make_game
from tests.app.test_table_read import LAYOUT_GAMES, overlaps

SCREENS = [(1024, 768), (1920, 1080)]


def finished_match(game_id: str, options: dict, seed: int = 2) -> Match:
    """A match whose first deal the computer players played to its end."""
    game = make_game(game_id, **options)
    match = Match(game, seed=seed)
    state = match.deal
    level = "greedy" if game_id == "brag" else "beginner"
    bots = [make_bot(level, game, seed=s) for s in range(game.n_players)]
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return match


def card_rect(item) -> QRectF:
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


def unreadable(view) -> list[str]:
    """What keeps a card in a hand from being read: turned, face down, its index corner
    covered by anything drawn over it, or off the table."""
    scene = view.sceneRect()
    over = [(item, card_rect(item)) for item in view._items.values() if item.isVisible()]
    over += [
        (badge, badge.mapToScene(badge.boundingRect().adjusted(14, 14, -14, -14)).boundingRect())
        for badge in view.seat_badges
    ]
    over += [
        (label, label.sceneBoundingRect())
        for label in view.marks.pile_labels.values()
        if label.isVisible()
    ]
    out = []
    for model in view.hands:
        for card in model.cards:
            item = view.item_for(card)
            rect = card_rect(item)
            if abs(item.rotation()) > 0.01 or not item.face_up:
                out.append(f"{card} turned {item.rotation():.0f} or face down")
                continue
            index = QRectF(
                rect.left(),
                rect.top(),
                rect.width() * view.art.index[0],
                rect.height() * view.art.index[1],
            )
            if not scene.contains(rect):
                out.append(f"{card} off the table")
            for other, box in over:
                if (
                    other is not item
                    and other.zValue() >= item.zValue()
                    and box.intersected(index).width() > 0.5
                    and box.intersected(index).height() > 0.5
                ):
                    out.append(f"{card}'s index under {getattr(other, 'card', other)}")
    return out


# every game at both sizes in the classic cards; the high-contrast style's larger index
# in the most crowded hands at the smaller size
CASES = [
    (game, options, n, screen, "classic") for game, options, n in LAYOUT_GAMES for screen in SCREENS
] + [
    (game, options, n, SCREENS[0], "high-contrast")
    for game, options, n in LAYOUT_GAMES
    if game == "brag" or n == 6
]


@pytest.mark.parametrize(
    "game,options,n,screen,style",
    [  # a deal played, then reviewed
        case if case[0] == "braus" and case[2] == 4 else pytest.param(*case, marks=pytest.mark.slow)
        for case in CASES
    ],
)
def test_every_open_hand_in_the_review_can_be_read(
    qtbot, tmp_path, monkeypatch, game, options, n, screen, style
):
    width, height = screen
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, width, height - 40))
    match = finished_match(game, options)
    names = (
        ["You", "West", "North", "East"]
        if n == 4
        else ["You", "West", "East"]
        if n == 3
        else ["You", "Southwest", "Northwest", "North", "Northeast", "Southeast"]
    )
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.set("cards/style", style)
    dialog = DealReviewDialog(match, 1, names, ["human"] + ["standard"] * (n - 1), settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.replay.table
    assert view.width() >= 400  # (the review's table, not a minimum)
    assert view.art.style == style
    found: dict[str, set] = {}
    for position in range(dialog.replay.positions + 1):
        dialog.go(position)
        sheet = view.overlays._sheet
        if sheet is not None:  # a Brag showdown's sheet: over the open hands, on the table
            assert view.sceneRect().contains(sheet.mapToScene(sheet.rect).boundingRect())
            assert sheet.fits, (game, position)
            continue
        for what in unreadable(view):
            found.setdefault(what, set()).add(position)
        for pair in overlaps(view):
            found.setdefault(" / ".join(pair), set()).add(position)
        for badge in view.seat_badges:
            plate = badge.mapToScene(badge.boundingRect().adjusted(14, 14, -14, -14))
            if not view.sceneRect().contains(plate.boundingRect()):
                found.setdefault(f"plate {badge.seat} clipped", set()).add(position)
    assert not found, (view.width(), view.height(), found)
