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


SHEET_GAMES = [("braus", {}, 4), ("braus", {"players": 6}, 6), ("brus", {}, 4),
               ("brus-solo", {}, 3), ("brus-iceland", {}, 4), ("brag", {"players": 3}, 3),
               ("brag", {"players": 4}, 4)]


def fits(font, rect, text) -> bool:
    from PySide6.QtGui import QFontMetrics
    need = QFontMetrics(font).boundingRect(rect.toRect(), int(Qt.TextWordWrap | Qt.AlignLeft),
                                           text)
    return need.width() <= rect.width() + 1 and need.height() <= rect.height() + 1


@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_score_sheet_cuts_no_word_and_shows_six_deals_at_1024x768(
        qtbot, window, in_language, language):
    in_language(language)
    window.resize(1024, 768)
    for game, options, n in SHEET_GAMES:
        c = bot_deal(qtbot, window, game, options, n)
        window.next_deal()
        qtbot.wait(0)
        sheet = window.score_view
        tally = sheet.tally
        items, height = tally.layout(tally.width())
        assert tally.height() >= height - 1, game
        for what, rect, text, font, side in items:
            if text:
                assert fits(font, rect, text), (game, n, what, text, rect.width())
                assert QRectF(tally.rect()).contains(rect), (game, n, what, text)
        table = sheet.table
        header = table.horizontalHeader()
        from PySide6.QtGui import QFontMetrics
        fm = QFontMetrics(header.font())
        model = table.model()
        for col in range(model.columnCount()):
            if table.isColumnHidden(col):
                continue
            words = model.headerData(col, Qt.Horizontal)
            assert fm.horizontalAdvance(words) + 6 <= table.columnWidth(col), (game, words)
        rows = table.viewport().height() / table.verticalHeader().defaultSectionSize()
        assert rows >= 6, (game, n, rows)
        c.shutdown()
