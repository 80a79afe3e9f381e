"""The table can be read (issue 21, items 7-13): nothing on it clipped, covered or gone
too fast to see."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

WAIT = 60_000


def bot_deal(qtbot, window, game, options=None, n=4, seed=1):
    c = window.controller
    levels = ["greedy" if game == "brag" else "standard"] * n
    c.new_match(game, options or {}, levels, None, seed=seed)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    return c


def text_fits(plate) -> bool:
    """Whether the plate's text, wrapped as it is painted, fits the room it is painted in."""
    room = plate.text_rect()
    need = QFontMetricsF(plate.font).boundingRect(room, Qt.TextWordWrap | Qt.AlignCenter,
                                                  plate.text)
    inside = plate.rect.adjusted(4, 4, -4, -4)
    return need.height() <= room.height() + 0.5 and need.width() <= room.width() + 0.5 \
        and inside.contains(need)


@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_end_of_deal_banner_shows_all_its_text_and_grows_with_the_table(
        qtbot, window, in_language, language):
    in_language(language)
    view = window.table
    heights = []
    sizes = ((1024, 768), (1100, 800), (1280, 800), (1366, 768), (1600, 900), (1920, 1080),
             (2560, 1440), (3840, 2160))
    for seed in (1, 2, 3):
        bot_deal(qtbot, window, "braus", seed=seed)
        for size in sizes:
            window.resize(*size)
            qtbot.wait(0)
            text = view.banner_text
            assert text
            view.show_banner(text)  # as the window shows it at this size
            plate = view._banner
            assert text_fits(plate), (seed, size, text)
            rect = plate.mapRectToScene(plate.rect)
            assert view.sceneRect().contains(rect), (seed, size)
            for seat in range(4):
                badge = view.badge(seat)
                plate_rect = badge.mapRectToScene(badge.boundingRect().adjusted(14, 14, -14, -14))
                assert not rect.intersects(plate_rect), (seed, size, seat)
            if seed == 1 and size in ((1024, 768), (1920, 1080), (3840, 2160)):
                heights.append(plate.font.pixelSize())
    assert heights[0] < heights[1] < heights[2]
