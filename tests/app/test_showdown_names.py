"""A Brag showdown's sheet names every trick (issue 46): "Prial of kings", "Running
flush" under or beside each player's every trick, whole and clear of everything else on
the sheet, with two to four players, 3- and 4-card tricks, at every window size. The
names were dropped whenever the sheet with them did not fit (three or four players)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

WAIT = 60_000
SIZES = ((1024, 768), (1280, 820), (1920, 1080), (3840, 2160))


def showdown(qtbot, window, players: int, trick_size: int, seed: int = 4):
    c = window.controller
    c.new_match(
        "brag",
        {"players": players, "trick_size": trick_size},
        ["greedy"] * players,
        None,
        seed=seed,
    )
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    return c


def check_sheet(view, where) -> int:
    """Every trick's name on the sheet whole, inside the sheet and the view, and clear of
    every card, frame, title and other name. How many names were checked."""
    from braus_desktop.app.table.review import TrickSheet

    sheet = view.overlays._sheet
    assert isinstance(sheet, TrickSheet), where
    assert sheet.show_labels, (where, "the trick names are not shown")
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(sheet.mapRectToScene(sheet.rect)), where
    heads, sides, cells = sheet._grid()
    fm = QFontMetricsF(sheet.small)
    wrap = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
    others = [sheet.heading(col) for col in range(len(heads))]
    others += [sheet.side_title(row) for row in range(len(sides))]
    cards, names = [], []
    for r, line in enumerate(cells):
        for col, (held, won, label) in enumerate(line):
            if held:
                box = sheet.cell(r, col)
                span = (len(held) - 1) * sheet.cw * sheet.STEP + sheet.cw
                cards.append(QRectF(box.center().x() - span / 2, box.top(), span, sheet.ch))
                if won:
                    cards.append(sheet.frame(r, col, len(held)))
            if label:
                room = sheet.label(r, col)
                need = fm.boundingRect(room, wrap, label)
                # whole: every word (a line may break after a hyphen, "ace-two-three")
                # on the room's width, every line in its height
                for word in re.findall(r"[^\s-]+-?", label):
                    assert fm.horizontalAdvance(word) <= room.width() + 0.5, (where, word)
                assert need.height() <= room.height() + 0.5, (where, label, need, room)
                assert need.width() <= room.width() + 0.5, (where, label, need, room)
                assert sheet.rect.contains(need), (where, label)
                names.append((label, need))
    assert len(names) == sum(1 for line in cells for cell in line if cell[0]), where
    for i, (label, rect) in enumerate(names):
        for other in cards + others:
            assert not rect.intersects(other), (where, label, rect, other)
        for other_label, other in names[i + 1 :]:
            assert not rect.intersects(other), (where, label, other_label)
    return len(names)


@pytest.mark.parametrize("language", ["en", "is"])
@pytest.mark.parametrize("players,trick_size", [(2, 3), (3, 3), (4, 3), (2, 4), (3, 4), (4, 4)])
def test_every_trick_of_the_showdown_is_named_whole(
    qtbot, window, in_language, language, players, trick_size
):
    in_language(language)
    view = window.table
    c = showdown(qtbot, window, players, trick_size)
    checked = 0
    for size in SIZES:
        window.resize(*size)
        qtbot.wait(0)
        view.show_banner(view.banner_text)  # laid out again at this size
        checked += check_sheet(view, (size, players, trick_size))
    assert checked
    c.shutdown()
