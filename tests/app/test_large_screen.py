"""A large screen (issue 36, item 8): the first window takes about two thirds of a 4K
screen, not a third, and the side panel and the words beside the table (menus, action
bar, score sheet, log, status bar) grow with the window; with Qt's own scaling
(QT_SCALE_FACTOR=2) the window keeps the screen's proportion in logical pixels."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from math import ceil

import pytest
from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics, QScreen, QTextDocument
from PySide6.QtGui import Qt as GuiQt  # (its namespace has mightBeRichText)
from PySide6.QtWidgets import QAbstractButton, QPushButton, QStyle, QToolButton

from braus_desktop.app.sizes import SIDE_SHARE, first_size, scaled_font, text_scale
from braus_desktop.rules.core import Pass, Play

WAIT = 60_000

SCREENS = [(3840, 2120), (2560, 1400), (1920, 1040), (1366, 728), (1024, 728)]


@pytest.mark.parametrize("screen", SCREENS)
def test_the_first_window_fits_the_screens_proportion(qtbot, open_window, monkeypatch, screen):
    width, height = screen
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, width, height))
    win = open_window("w.ini", show=False)
    w, h = win.width(), win.height()
    assert w <= width and h <= height
    if width >= 2560:  # a large screen: about two thirds of it, not a 1280x820 corner
        assert w >= width * 0.6 and h >= height * 0.6, (w, h)
        assert w <= width * 0.75 and h <= height * 0.75, (w, h)
    else:  # a middling or small one: 1280x820, or as much of it as there is
        assert (w, h) == (min(1280, width * 95 // 100), min(820, height * 92 // 100))
    win.show()
    qtbot.waitExposed(win)
    side = win.splitter.sizes()[1]
    assert side >= w * 0.18, (side, w)  # the side panel takes its share at once


def sheet_words_apart(win) -> None:
    """The score sheet's tally: no line of words on another, none taller than its line."""
    tally = win.score_view.tally
    items, height = tally.arrange(tally.width())
    boxes = [(what, rect) for what, rect, text, _font, _side in items if text]
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1 :]:
            assert not QRectF(ra).intersects(QRectF(rb)), (a, ra, b, rb)
    assert not taller_than_their_lines(items)
    assert tally.height() >= height - 1


def taller_than_their_lines(items) -> list[str]:
    """The tally's words (``ScoreTally.arrange``) that are taller than the line they are
    centred in, and so run into the line above or below."""
    wrap = int(Qt.TextFlag.TextWordWrap)
    return [
        f"{text!r}: {rect.height()} < {need}"
        for _what, rect, text, font, _side in items
        if text
        and (
            need := QFontMetrics(font)
            .boundingRect(0, 0, int(rect.width()), 10_000, wrap, text)
            .height()
        )
        > rect.height() + 1
    ]


def test_the_side_panel_and_its_words_grow_with_the_window(qtbot, open_window):
    win = open_window()
    c = win.controller
    c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=1)
    qtbot.waitUntil(lambda: win.score_view is not None, timeout=60_000)

    def measure() -> dict[str, float]:
        return {
            "side": win.splitter.sizes()[1],
            "side words": QFontInfo(win.side_panel.font()).pixelSize(),
            "log": QFontInfo(win.log_view.font()).pixelSize(),
            "menus": QFontInfo(win.menuBar().font()).pixelSize(),
            "menu": QFontInfo(win.menuBar().actions()[0].menu().font()).pixelSize(),
            "buttons": QFontInfo(win.next_button.font()).pixelSize(),
            "turn": QFontInfo(win.turn_label.font()).pixelSize(),
            "status": QFontInfo(win.statusBar().font()).pixelSize(),
            "rows": win.score_view.table.verticalHeader().defaultSectionSize(),
            "tally": win.score_view.tally.height(),
        }

    win.resize(1280, 820)
    qtbot.waitUntil(lambda: abs(win.width() - 1280) <= 1, timeout=WAIT)
    small = measure()
    sheet_words_apart(win)
    win.resize(3840, 2100)
    qtbot.waitUntil(lambda: win.width() >= 3800, timeout=WAIT)
    qtbot.waitUntil(lambda: win.splitter.sizes()[1] > small["side"], timeout=WAIT)
    qtbot.waitUntil(lambda: measure()["log"] > small["log"], timeout=WAIT)
    large = measure()
    sheet_words_apart(win)
    assert large["side"] >= 0.18 * win.width(), large
    for what in small:
        assert large[what] >= 1.5 * small[what], (what, small[what], large[what])
    win.resize(1280, 820)  # and back
    qtbot.waitUntil(lambda: measure()["log"] == small["log"], timeout=WAIT)
    assert measure()["buttons"] == small["buttons"]


def settled(qtbot, win, width: int, height: int) -> None:
    """``win`` at ``width`` x ``height``, with its words at ``text_scale`` of that size,
    the side panel at its share of the width (as a first start places it)."""

    def there() -> bool:
        # asked again until it is there, as a drag would: a smaller size is held at the
        # larger words' least size until the words are made smaller for it
        win.resize(width, height)
        return (win.width(), win.height()) == (width, height)

    qtbot.waitUntil(there, timeout=WAIT)
    win.splitter.setSizes([width * (100 - SIDE_SHARE) // 100, width * SIDE_SHARE // 100])
    words = QFontInfo(scaled_font(text_scale(width, height))).pixelSize()
    qtbot.waitUntil(lambda: QFontInfo(win.log_view.font()).pixelSize() == words, timeout=WAIT)


def words_cut(win) -> list[str]:
    """What the player sees cut or run together beside the table: a menu outside the
    menu bar (or its overflow button shown), a button or box smaller than its words, two
    of them on each other, the turn's line shorter than its wrapped words, a score-sheet
    column narrower than its header or numbers, a log line taller than its row."""
    out: list[str] = []
    bar = win.menuBar()
    if any(b.isVisible() for b in bar.findChildren(QToolButton)):
        out.append("the menu bar's overflow button is shown")
    for action in bar.actions():
        if action.isVisible() and not bar.rect().contains(bar.actionGeometry(action)):
            out.append(f"menu {action.text()!r} at {bar.actionGeometry(action)} in {bar.rect()}")
    shown = [w for w in win.action_bar.findChildren(QAbstractButton) if w.isVisible()]
    for w in shown:
        hint = w.sizeHint()
        if w.width() < hint.width() or w.height() < hint.height():
            out.append(f"{w.text()!r} {w.size()} < {hint}")
        if not win.action_bar.rect().contains(w.geometry()):
            out.append(f"{w.text()!r} outside the action bar")
    for i, a in enumerate(shown):
        for b in shown[i + 1 :]:
            if a.geometry().intersects(b.geometry()):
                out.append(f"{a.text()!r} on {b.text()!r}")
    label = win.turn_label
    if label.isVisible() and label.text() and label.height() < label.heightForWidth(label.width()):
        out.append(f"turn line {label.height()} < {label.heightForWidth(label.width())}")
    sheet = win.score_view.table
    header = sheet.horizontalHeader()
    model = sheet.model()
    for c in range(model.columnCount()):
        if sheet.isColumnHidden(c):
            continue
        room = header.sectionSize(c)
        title = str(model.headerData(c, Qt.Orientation.Horizontal))
        if QFontMetrics(header.font()).horizontalAdvance(title) > room:
            out.append(f"column {title!r} {room} px")
        for r in range(model.rowCount()):
            index = model.index(r, c)
            text = str(index.data() or "")
            font = index.data(Qt.ItemDataRole.FontRole) or sheet.font()
            if QFontMetrics(font).horizontalAdvance(text) > room:
                out.append(f"cell {text!r} in {title!r} {room} px")
    if sheet.viewport().width() < sum(
        header.sectionSize(c) for c in range(model.columnCount()) if not sheet.isColumnHidden(c)
    ):
        out.append("the score sheet's columns run past its edge")
    right = sheet.mapTo(win.side_panel, sheet.rect().topRight()).x()
    if right >= win.side_panel.width():
        out.append(f"the score sheet ends at {right}, the side panel at {win.side_panel.width()}")
    log = win.log_view
    metrics = QFontMetrics(log.font())
    # (the item's text is drawn inside the style's focus-frame margin on either side)
    margin = 2 * (log.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, log) + 1)
    for r in range(log.model().rowCount()):
        rect = log.visualRect(log.model().index(r, 0))
        text = str(log.model().index(r, 0).data())
        need = metrics.boundingRect(
            0, 0, max(1, rect.width() - margin), 10_000, int(Qt.TextFlag.TextWordWrap), text
        ).height()
        if rect.height() < need:
            out.append(f"log line {r} {rect.height()} < {need}: {text!r}")
    status = win.statusBar()
    if status.height() < QFontMetrics(status.font()).height():
        out.append(f"status bar {status.height()} px")
    return out


@pytest.mark.parametrize(
    "game, language",
    [  # a deal played each: Brag (six columns) fast
        *(
            pytest.param(*case, marks=pytest.mark.slow)
            for case in (("braus", "en"), ("braus", "sv"))
        ),
        ("brag", "sv"),
    ],
)
def test_the_words_beside_the_table_are_whole_at_every_size(
    qtbot, open_window, in_language, game, language
):
    """A deal played to its end (the log full, Review deal and Next deal shown; Brag's
    six columns on the score sheet), at 1024x768, 1920x1080 and 3840x2160: the words
    beside the table grow with the window and none is cut or runs into another."""
    in_language(language)
    win = open_window()
    c = win.controller
    if game == "brag":
        c.new_match("brag", {"players": 3}, ["human", "greedy", "greedy"], None, seed=2)
        qtbot.waitUntil(lambda: win._arranger is not None, timeout=WAIT)
        win._arranger.auto_arrange()
        win._arranger.accept()
    else:
        c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=1)
    play_the_deal(qtbot, c)
    qtbot.waitUntil(lambda: win.next_button.isVisible(), timeout=WAIT)
    sizes = {}
    for width, height in [(1024, 768), (1920, 1080), (3840, 2160)]:
        settled(qtbot, win, width, height)
        try:  # (whatever the layouts still have to do on a busy machine: a cut stays cut)
            qtbot.waitUntil(lambda: not words_cut(win), timeout=WAIT)
        except qtbot.TimeoutError:
            pass
        assert not words_cut(win), ((width, height), words_cut(win))
        sheet_words_apart(win)
        sizes[width] = QFontInfo(win.log_view.font()).pixelSize()
        assert QFontInfo(win.next_button.font()).pixelSize() == sizes[width]
    # as large beside the table as the table is on its screen
    assert sizes[1920] > sizes[1024] and sizes[3840] >= 2 * sizes[1024], sizes


def test_the_menu_bar_has_room_for_larger_words_at_once(qtbot, open_window):
    """Larger words are laid out when they are set: the menu bar kept its old height
    until the next turn of the event loop and showed its overflow button meanwhile (a
    click on it opened a popup that held the monkey test)."""
    win = open_window()
    win.resize(1452, 1053)
    win.words.apply()
    bar = win.menuBar()
    assert win.words.scale > 1
    assert not any(b.isVisible() for b in bar.findChildren(QToolButton))
    assert bar.height() >= bar.sizeHint().height()


def test_the_words_grow_in_steps_from_the_first_size():
    assert text_scale(1280, 820) == 1.0 and text_scale(1024, 700) == 1.0
    assert text_scale(2560, 1640) == 2.0 and text_scale(3840, 1640) == 2.0
    assert text_scale(1300, 830) == 1.0  # (not for every pixel of a drag)
    # a screen of 192 dpi that Qt does not scale has twice the pixels to its words already
    assert text_scale(2560, 1640, dpi=192) == 1.0
    assert text_scale(3840, 2160, dpi=192) == text_scale(1920, 1080) == 1.375
    assert first_size(3840, 2120).width() == 2560


SCRIPT = textwrap.dedent("""
    import json, pathlib, sys, tempfile
    from PySide6.QtCore import QRectF, QSettings, Qt
    from PySide6.QtGui import QFontInfo, QFontMetrics
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv)
    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings
    folder = pathlib.Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings, data_dir=folder / "data", defer=True)
    win.show()
    win.controller.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"],
                             None, seed=1)
    while win.score_view is None:
        app.processEvents()
    for _ in range(20):  # (the words follow the window's size at the next turns of the loop)
        app.processEvents()
    tally = win.score_view.tally

    def lines_on_each_other():
        # lines of the tally on each other, or words taller than their line
        items = tally.arrange(tally.width())[0]
        boxes = [rect for _w, rect, text, _f, _s in items if text]
        wrap = int(Qt.TextFlag.TextWordWrap)
        return sum(QRectF(a).intersects(QRectF(b))
                   for i, a in enumerate(boxes) for b in boxes[i + 1:]) + sum(
            QFontMetrics(font).boundingRect(0, 0, int(rect.width()), 10_000, wrap,
                                            text).height() > rect.height() + 1
            for _w, rect, text, font, _s in items if text)

    seen = {
        "screen": screen.availableGeometry().getRect()[2:] if (screen := win.screen()) else 0,
        "ratio": win.devicePixelRatioF(),
        "window": [win.width(), win.height()],
        "side": win.splitter.sizes()[1],
        "words": QFontInfo(win.side_panel.font()).pixelSize(),
        "buttons": QFontInfo(win.next_button.font()).pixelSize(),
        "app words": QFontInfo(app.font()).pixelSize(),
        "tally lines on each other": [lines_on_each_other()]}
    # the window as large as the screen: larger words, and still no line on another
    win.resize(int(3840 / win.devicePixelRatioF()), int(2100 / win.devicePixelRatioF()))
    for _ in range(200):
        app.processEvents()
        if QFontInfo(win.side_panel.font()).pixelSize() > seen["words"]:
            break
    seen["larger words"] = QFontInfo(win.side_panel.font()).pixelSize()
    seen["tally lines on each other"].append(lines_on_each_other())
    print(json.dumps(seen))
    win.controller.shutdown()
    win.close()
    del win, tally
""")


@pytest.mark.parametrize(
    "scale, dpi, qt_scaling",
    [("1", 96, "1"), ("2", 96, "1"), ("1", 192, "0")],
    ids=["4k", "qt-scale-2", "192-dpi-unscaled"],
)
def test_a_4k_screen_with_and_without_qts_scaling(tmp_path, scale, dpi, qt_scaling):
    """A real 3840x2160 screen (the offscreen platform's own screen of that size): plain,
    at Qt's scale factor 2, and at 192 dpi that Qt leaves unscaled (its fonts already
    twice as many pixels). The first window is about two thirds of the screen in device
    pixels, and its words are as large on the screen in all three: grown with the window
    once, never twice (Qt's doubling and the window's growth on top of each other)."""
    screens = tmp_path / "screens.json"
    screens.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "4K",
                        "x": 0,
                        "y": 0,
                        "width": 3840,
                        "height": 2160,
                        "logicalDpi": dpi,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={screens}",
        QT_SCALE_FACTOR=scale,
        QT_ENABLE_HIGHDPI_SCALING=qt_scaling,
    )
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    ratio = seen["ratio"]
    assert ratio == float(scale)
    w, h = (x * ratio for x in seen["window"])
    assert 0.6 * 3840 <= w <= 0.75 * 3840 and 0.6 * 2160 <= h <= 0.8 * 2160, seen
    assert seen["side"] >= 0.18 * seen["window"][0], seen
    # on the screen (device pixels) about 1.75 times a 96-dpi application font (12 px)
    # in a window of 2560x1440: 21 px plain, 24 at Qt's factor 2 (12 logical px, not 21),
    # 24 at 192 dpi (the font's own 24 px, not 42)
    on_screen = seen["words"] * ratio
    assert 18 <= on_screen <= 30, seen
    assert seen["buttons"] == seen["words"], seen
    if (scale, dpi) == ("1", 96):
        assert seen["words"] >= 1.5 * seen["app words"], seen
    else:
        assert seen["words"] == seen["app words"], seen
    assert seen["larger words"] > seen["words"], seen
    assert seen["tally lines on each other"] == [0, 0], seen


def test_the_review_on_a_4k_screen_has_words_to_match_its_size(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from braus_desktop.app.dialogs.deal_review import DealReviewDialog
    from braus_desktop.app.settings import Settings
    from tests.app.test_review_layout import finished_match

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 3840, 2120))
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = DealReviewDialog(
        finished_match("braus", {}),
        1,
        ["You", "West", "North", "East"],
        ["human", "standard", "standard", "standard"],
        settings,
    )
    qtbot.addWidget(dialog)
    words = QFontInfo(dialog.summary.font()).pixelSize()
    assert words >= 1.5 * QFontInfo(QApplication.font()).pixelSize()
    assert QFontInfo(dialog.next_button.font()).pixelSize() == words
    assert dialog.minimumSizeHint().width() <= dialog.width()
    assert dialog.minimumSizeHint().height() <= dialog.height()


def play_the_deal(qtbot, c) -> None:
    """The human plays the first legal play (or passes) until the deal is over."""
    while True:
        qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
        if c.deal_over:
            return
        legal = c.state.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            c.input.play(list(plays[0].cards))
        elif any(isinstance(a, Pass) for a in legal):
            c.input.pass_turn()
        else:
            c.apply(legal[0])


def button_room(button) -> tuple[int, int]:
    """The room around a button's words in its size: across and down."""
    hint = button.sizeHint()
    words = QFontMetrics(button.font()).size(int(Qt.TextFlag.TextShowMnemonic), button.text())
    return hint.width() - words.width(), hint.height() - words.height()


def test_the_action_bars_buttons_have_room_to_match_their_words(qtbot, open_window):
    """At 4K the buttons' words grew but the style's few pixels around them did not: Play,
    Pass and Next deal looked cramped. Their room grows with their words, and back."""
    win = open_window()
    c = win.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=1)
    buttons = [win.play_button, win.pass_button, win.next_button, win.review_button]
    settled(qtbot, win, 1280, 820)
    small = {b.text(): (button_room(b), b.sizeHint()) for b in buttons}
    settled(qtbot, win, 3840, 2100)
    for b in buttons:
        ((across, down), hint), (large_across, large_down) = small[b.text()], button_room(b)
        assert large_down >= 1.5 * down, (b.text(), down, large_down)
        # (across, a short word's button is the style's least width: that grows too)
        assert large_across >= across or b.sizeHint().width() >= 1.5 * hint.width(), (
            b.text(),
            (across, hint),
            (large_across, b.sizeHint()),
        )
        assert b.sizeHint().height() >= 1.5 * hint.height(), (b.text(), hint, b.sizeHint())
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    shown = [b for b in buttons if b.isVisible()]
    assert shown
    qtbot.waitUntil(lambda: not words_cut(win), timeout=WAIT)
    for b in shown:  # (laid out at their room: words_cut compares sizes with the hints)
        assert b.height() >= b.sizeHint().height()
    settled(qtbot, win, 1280, 820)
    assert {b.text(): (button_room(b), b.sizeHint()) for b in buttons} == small


def test_a_right_click_menu_opened_after_growing_has_the_larger_words(qtbot, open_window):
    """The score sheet's "Review deal…" menu, made at the right click, opened at the
    application's small font on a 4K window: a menu is a window of its own."""
    win = open_window()
    c = win.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=1)
    play_the_deal(qtbot, c)
    qtbot.waitUntil(lambda: win.score_view is not None, timeout=WAIT)
    sheet = win.score_view

    def menu_words() -> tuple[int, int]:
        table = sheet.table
        point = table.visualRect(table.model().index(0, 0)).center()
        sheet._context_menu(point)
        menu = sheet._menu
        qtbot.waitUntil(menu.isVisible, timeout=WAIT)
        words, width = QFontInfo(menu.font()).pixelSize(), menu.width()
        item = menu.actionGeometry(menu.actions()[0])
        menu.close()
        assert item.height() >= QFontMetrics(menu.font()).height()
        return words, width

    def bar_menus() -> list[tuple[int, int]]:
        return [
            (QFontInfo(m.font()).pixelSize(), m.sizeHint().width())
            for a in win.menuBar().actions()
            if (m := a.menu()) is not None
        ]

    settled(qtbot, win, 1280, 820)
    small, small_bar = menu_words(), bar_menus()
    settled(qtbot, win, 3840, 2100)
    large, large_bar = menu_words(), bar_menus()
    assert large[0] >= 1.5 * small[0], (small, large)
    assert large[0] == QFontInfo(win.log_view.font()).pixelSize()
    # the menus as wide as their words are larger: the style kept less room beside larger
    # words than it measured, and cut "Review deal 1…" to "Revie…al 1…" (the menu bar's
    # menus' items too)
    for (words, width), (large_words, large_width) in [(small, large)] + list(
        zip(small_bar, large_bar, strict=True)
    ):
        assert large_width >= 0.95 * width * large_words / words, (
            (words, width),
            (large_words, large_width),
        )


def test_the_lesson_panel_grows_with_the_window_and_keeps_the_table_still(qtbot, open_window):
    """The lesson's words above the table stayed at the application's font on a 4K
    window. They grow with the window as the side's words do, whole at every size, and
    the room kept for the lesson's tallest step is kept at each size: a refusal shown
    and answered does not move the table."""
    from tests.app.test_lessons import assert_words_whole, table_top

    win = open_window()
    c = win.controller
    host = win.lessons
    host.start("braus", "ranking")
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    panel = host.panel
    words: dict[int, int] = {}
    for width, height in [(1024, 768), (1920, 1080), (3840, 2160), (1280, 820)]:
        settled(qtbot, win, width, height)
        qtbot.waitUntil(
            lambda: (
                QFontInfo(panel.text.font()).pixelSize()
                == QFontInfo(win.log_view.font()).pixelSize()
            ),
            timeout=WAIT,
        )
        words[width] = QFontInfo(panel.text.font()).pixelSize()
        for label in (panel.title, panel.feedback, panel.next_button, panel.leave_button):
            assert QFontInfo(label.font()).pixelSize() == words[width], label
        top = table_top(win)
        assert_words_whole(panel)
        for button in (panel.list_button, panel.leave_button):
            assert (
                button.width() >= button.sizeHint().width()
                and button.height() >= button.sizeHint().height()
            ), button.text()
        panel.show_feedback(
            host.guide.refusals()[0] if host.guide.refusals() else "You cannot play that card now."
        )
        assert table_top(win) == top, (width, height)
        assert_words_whole(panel)
        panel.show_feedback("")
        assert table_top(win) == top, (width, height)
    assert words[1920] > words[1024] and words[3840] >= 2 * words[1024], words
    assert words[1280] == words[1024]


@pytest.fixture(scope="module")
def mistakes() -> list:
    """The exercise made of a reviewed deal whose first lead is a blunder
    (``test_exercises``): Help → My mistakes lists it, and opens it."""
    from braus_desktop.bots.review import review
    from tests.app.test_exercises import made
    from tests.bots.test_review import braus_blunder

    match = braus_blunder()
    (deal,) = review(match, seat=0, samples=12, seed=3)
    return made((match, deal))


def my_mistakes(qtbot, win, exercises: list):
    """Help → My mistakes over ``win`` with ``exercises`` due today, and its first one
    opened (Try it): the list and the exercise, shown."""
    from datetime import date, timedelta

    from braus_desktop.app.dialogs.mistakes import open_mistakes

    win.record_statistics()
    store = win.statistics.store
    store.add_exercises(exercises, date.today() - timedelta(days=1))  # (kept once)
    listed = open_mistakes(win)
    qtbot.waitUntil(listed.isVisible, timeout=WAIT)
    first = listed.key_at(0)
    assert first is not None
    exercise = listed.open_exercise(first)
    qtbot.waitUntil(exercise.isVisible, timeout=WAIT)
    return listed, exercise


def dialogs_over(qtbot, win, exercises: list) -> dict:
    """The Brag arranger, the review of the deal it plays, Statistics, Puzzles, the rules,
    New game, My mistakes and an exercise, each opened over ``win`` as the menus open them,
    then closed: per dialog its words' size in pixels, its size, and what of it is cut
    or runs together (``dialog_cut``, ``words_apart``)."""
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QAbstractSpinBox,
        QComboBox,
        QLabel,
        QLineEdit,
        QTextBrowser,
        QWidget,
    )

    from braus_desktop.app.dialogs.new_game import NewGameDialog
    from braus_desktop.app.dialogs.rules_help import show_rules_help

    c = win.controller
    seen = {}

    def look(name, dialog) -> None:
        qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
        qtbot.wait(0)
        buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.text()]
        words = [
            QFontInfo(w.font()).pixelSize()
            for w in dialog.findChildren(QWidget)
            if isinstance(
                w,
                (
                    QLabel,
                    QAbstractButton,
                    QComboBox,
                    QLineEdit,
                    QAbstractSpinBox,
                    QAbstractItemView,
                    QTextBrowser,
                ),
            )
            and w.isVisible()
        ]
        cut = dialog_cut(dialog) + words_apart(dialog)
        seen[name] = (
            QFontInfo(dialog.font()).pixelSize(),
            dialog.size(),
            cut,
            min(button_room(b)[0] for b in buttons),
            min(words),
        )

    c.new_match("brag", {"players": 3}, ["human", "greedy", "greedy"], None, seed=2)
    qtbot.waitUntil(lambda: win._arranger is not None, timeout=WAIT)
    look("arranger", win._arranger)
    win._arranger.auto_arrange()
    win._arranger.accept()
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    for name, opens, kept in (
        ("review", win.review_deal, "review_dialog"),
        ("statistics", win.open_statistics, "statistics_dialog"),
        ("puzzles", win.open_puzzles, "puzzles_dialog"),
        ("rules", lambda: show_rules_help(win), "rules_help_dialog"),
    ):
        opens()
        dialog = getattr(win, kept)
        look(name, dialog)
        dialog.close()
    dialog = NewGameDialog(win)  # (Game → New game runs it modal: here it is shown)
    dialog.show()
    look("new game", dialog)
    dialog.close()
    dialog.deleteLater()
    listed, exercise = my_mistakes(qtbot, win, exercises)
    look("exercise", exercise)
    exercise.close()
    look("mistakes", listed)
    listed.close()
    return seen


def dialog_cut(dialog) -> list[str]:
    """A dialog's shown words or buttons smaller than they need, or the dialog smaller
    than its layout needs."""
    from PySide6.QtWidgets import QLabel

    out = []
    if (
        dialog.width() < dialog.minimumSizeHint().width()
        or dialog.height() < dialog.minimumSizeHint().height()
    ):
        out.append(f"the dialog {dialog.size()} < {dialog.minimumSizeHint()}")
    for w in dialog.findChildren(QAbstractButton) + dialog.findChildren(QLabel):
        if not w.isVisibleTo(dialog) or not w.text() or w.width() <= 0:
            continue
        need = w.minimumSizeHint()
        if w.width() < need.width() or w.height() < need.height():
            out.append(f"{w.text()[:30]!r} {w.size()} < {need}")
    return out


@pytest.mark.slow  # every dialog at every size
def test_the_dialogs_words_and_sizes_follow_the_window(qtbot, open_window, monkeypatch, mistakes):
    """On a 4K window the side panel's words grew with the window while the dialogs
    opened at the application's small font and their first size (the arranger's cards at
    1080p size in the middle of the window): they follow the same scale, whole; at the
    windows of a 1024x768 and a 1920x1080 screen they are as they were."""
    win = open_window()
    app_words = QFontInfo(scaled_font(1.0)).pixelSize()
    small = {}
    for width, height in [(1024, 700), (1280, 820)]:  # (a 1920x1080 screen's first window)
        settled(qtbot, win, width, height)
        small[width] = dialogs_over(qtbot, win, mistakes)
        for name, (words, _size, cut, _room, _least) in small[width].items():
            assert words == app_words and not cut, (width, name, words, cut)
    assert {n: v[1] for n, v in small[1280].items()} == {n: v[1] for n, v in small[1024].items()}
    # (the window on a 4K screen: the review sizes itself for the screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 3840, 2120))
    settled(qtbot, win, 3840, 2100)
    side = QFontInfo(win.side_panel.font()).pixelSize()
    assert side >= 2 * app_words
    large = dialogs_over(qtbot, win, mistakes)
    for name, (words, size, cut, room, least) in large.items():
        assert words == side and not cut, (name, words, side, cut)
        # every word in it grew (small print stays a little smaller than the rest)
        assert least >= 0.8 * side, (name, least, side)
        # room around the buttons' words to match them, as the action bar's have
        assert room >= 1.5 * small[1280][name][3], (name, room, small[1280][name][3])
        if name not in ("review", "exercise"):  # (sized for their screen, as they were)
            before = small[1280][name][1]
            assert (
                size.width() >= 1.5 * before.width() and size.height() >= 1.5 * before.height()
            ), (name, before, size)
        if name == "mistakes":  # (made at each opening: its first size grown once)
            grow = side / app_words
            assert (
                size.width() <= 1.05 * grow * before.width()
                and size.height() <= 1.05 * grow * before.height()
            ), (name, before, size)
    win.controller.shutdown()


def words_apart(dialog) -> list[str]:
    """A dialog's shown words that are cut (wider than the room their widget gives them)
    or that run into another widget's: on the same line, two widgets' words are at least
    half their size in pixels apart (at 4K New game's "Kampens længde" was a word's space
    from "Spil til", and read as one phrase with it). The words of labels, check boxes, buttons, boxes and the rows of lists and
    trees, each where its widget draws it; what a scroll area hides is left out."""
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QCheckBox,
        QComboBox,
        QLabel,
        QStyleOptionButton,
        QStyleOptionComboBox,
        QTableView,
        QTreeView,
        QWidget,
    )

    mnemonic = int(Qt.TextFlag.TextShowMnemonic)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    words = []  # (text, its rectangle in the dialog (as far as it is seen), size, cut)

    def size(font) -> int:
        return QFontInfo(font).pixelSize()

    def put(w, text: str, rect: QRect, room: QRect, pixels: int, cut: bool) -> None:
        seen = w.visibleRegion().boundingRect()
        if seen.intersects(rect):
            at = w.mapTo(dialog, w.rect().topLeft())
            words.append(
                (
                    text,
                    rect.intersected(seen).translated(at),
                    pixels,
                    cut or rect.width() > room.width(),
                )
            )

    for w in dialog.findChildren(QWidget):
        if not w.isVisible() or w.width() <= 0:
            continue
        fm = QFontMetrics(w.font())
        if isinstance(w, QLabel) and w.text():
            room = w.contentsRect()
            if w.textFormat() == Qt.TextFormat.RichText or (
                w.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(w.text())
            ):
                page = QTextDocument()
                page.setDocumentMargin(0)
                page.setDefaultFont(w.font())
                page.setHtml(w.text())
                if w.wordWrap():
                    page.setTextWidth(room.width())
                rect = QRect(
                    room.topLeft(), QSize(ceil(page.idealWidth()), ceil(page.size().height()))
                )
            else:
                wrap = int(Qt.TextFlag.TextWordWrap) if w.wordWrap() else 0
                rect = fm.boundingRect(room, int(w.alignment()) | wrap | mnemonic, w.text())
            put(w, w.text(), rect, room, size(w.font()), rect.height() > room.height() + 1)
        elif isinstance(w, QCheckBox) and w.text():
            option = QStyleOptionButton()
            option.initFrom(w)
            room = w.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, w)
            put(
                w,
                w.text(),
                fm.boundingRect(room, int(left) | mnemonic, w.text()),
                room,
                size(w.font()),
                False,
            )
        elif isinstance(w, QPushButton) and w.text():
            room = w.rect()
            put(
                w,
                w.text(),
                fm.boundingRect(room, int(Qt.AlignmentFlag.AlignCenter) | mnemonic, w.text()),
                room,
                size(w.font()),
                False,
            )
        elif isinstance(w, QComboBox) and w.currentText():
            option = QStyleOptionComboBox()
            w.initStyleOption(option)
            room = w.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, w
            )
            put(
                w,
                w.currentText(),
                fm.boundingRect(room, int(left), w.currentText()),
                room,
                size(w.font()),
                False,
            )
        elif isinstance(w, QAbstractItemView) and not isinstance(w.parentWidget(), QComboBox):
            view, model = w, w.model()
            columns = (
                view.header().count()
                if isinstance(view, QTreeView)
                else view.horizontalHeader().count()
                if isinstance(view, QTableView)
                else 1
            )
            margin = (
                view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
            )
            stack = [model.index(r, 0) for r in range(model.rowCount())]
            while stack:
                first = stack.pop()
                stack += [model.index(r, 0, first) for r in range(model.rowCount(first))]
                for c in range(columns):
                    index = first.siblingAtColumn(c)
                    text = str(index.data() or "")
                    cell = view.visualRect(index)
                    if not text or cell.isEmpty():
                        continue
                    font = index.data(Qt.ItemDataRole.FontRole) or view.font()
                    metrics = QFontMetrics(font)
                    room = cell.adjusted(margin, 0, -margin, 0)
                    wrap = int(Qt.TextFlag.TextWordWrap) if getattr(view, "wordWrap", bool)() else 0
                    rect = metrics.boundingRect(room, int(left) | wrap, text)
                    viewport = view.viewport()
                    put(viewport, text, rect, room, size(font), rect.height() > room.height() + 1)
    out = [f"{text[:40]!r} cut: {rect}" for text, rect, _line, cut in words if cut]
    for i, (a, ra, la, _cut) in enumerate(words):
        for b, rb, lb, _cut in words[i + 1 :]:
            gap = max(la, lb) // 2
            if ra.adjusted(-gap, 0, gap, 0).intersects(rb):
                out.append(f"{a[:40]!r} {ra} runs into {b[:40]!r} {rb}")
    return out


def small_words(dialog) -> list[str]:
    """The shown words in ``dialog`` smaller than its own small print (a part made again
    after it was shown kept the application's font)."""
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QAbstractSpinBox,
        QComboBox,
        QLabel,
        QLineEdit,
        QWidget,
    )

    least = 0.8 * QFontInfo(dialog.font()).pixelSize()
    return [
        f"{type(w).__name__} {getattr(w, 'text', str)()!r}: {QFontInfo(w.font()).pixelSize()} px"
        for w in dialog.findChildren(QWidget)
        if isinstance(
            w, (QLabel, QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView)
        )
        and w.isVisible()
        and QFontInfo(w.font()).pixelSize() < least
    ]


def laid_out() -> None:
    """The layouts' requests posted by a change (a rebuilt part, a longer "automatic (12)")
    handled: each layer posts its parent's (no timer is involved, nothing to wait for)."""
    from PySide6.QtWidgets import QApplication

    for _ in range(10):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


# the windows of a 1024x768, a 1920x1080 and a 3840x2160 screen, with the screen's room
WINDOWS = [((1024, 700), (1024, 740)), ((1280, 820), (1920, 1040)), ((3840, 2100), (3840, 2120))]


@pytest.mark.parametrize("language", ["en", "sv", "da", "is"])
def test_new_game_my_mistakes_and_an_exercise_keep_their_words_whole_and_apart(
    qtbot, open_window, monkeypatch, in_language, mistakes, language
):
    """New game (every game it offers), Help → My mistakes and the exercise it opens, in
    each language over the windows of a small, a middling and a 4K screen: no words cut,
    none running into another's, none left at the application's size in a larger dialog.
    At 4K in Danish "Kampens længde" ran into "Spil til" (the gaps kept their pixels while
    the words grew), another game's players and "Spil til" came back at the application's
    words, and the list's day ran into its verdict."""
    from braus_desktop.app.dialogs.new_game import NewGameDialog

    in_language(language)
    win = open_window()
    for (width, height), (room_w, room_h) in WINDOWS:
        monkeypatch.setattr(
            QScreen, "availableGeometry", lambda _self, w=room_w, h=room_h: QRect(0, 0, w, h)
        )
        settled(qtbot, win, width, height)
        side = QFontInfo(win.side_panel.font()).pixelSize()
        dialog = NewGameDialog(win)
        dialog.show()
        qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
        assert QFontInfo(dialog.font()).pixelSize() == side
        for pick in range(dialog.game_box.count()):
            dialog.game_box.setCurrentIndex(pick)
            laid_out()
            game = dialog.game_box.currentText()
            assert not words_apart(dialog), (width, game, words_apart(dialog))
            assert not dialog_cut(dialog), (width, game, dialog_cut(dialog))
            assert not small_words(dialog), (width, game, small_words(dialog))
        dialog.close()
        dialog.deleteLater()
        listed, exercise = my_mistakes(qtbot, win, mistakes)
        for name, shown in (("exercise", exercise), ("mistakes", listed)):
            laid_out()
            assert QFontInfo(shown.font()).pixelSize() == side, (width, name)
            assert not words_apart(shown), (width, name, words_apart(shown))
            assert not dialog_cut(shown), (width, name, dialog_cut(shown))
            assert not small_words(shown), (width, name, small_words(shown))
            shown.close()


def test_the_rules_first_size_grows_its_list_once(qtbot, open_window, monkeypatch):
    """The rules' first size is their list's width and room for the charts beside it; over
    a 4K window the list, already as wide as its larger words, was made larger again with
    the dialog, and the dialog was wider than it needs."""
    from braus_desktop.app.dialogs.rules_help import show_rules_help

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 3840, 2120))
    win = open_window()
    settled(qtbot, win, 3840, 2100)
    dialog = show_rules_help(win)
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    grow = float(dialog.property("dialog_scale"))
    assert grow >= 2
    need = max(900 * grow, dialog.pages.width() + 730 * grow)
    assert need - 2 * grow <= dialog.width() <= need + 2 * grow, (
        dialog.width(),
        dialog.pages.width(),
        grow,
    )
    assert dialog.stack.width() >= 700 * grow  # (the charts' room, grown once)
    dialog.close()
