"""A change of language is whole (issue 36, item 2): switched in the middle of a deal,
or on a Brag showdown's sheet, every word on screen follows: the game log's earlier lines
too (the log keeps what was said, not the English text), the showdown's sheet with its
hands' names ("Run, nine high", "Prial of fours"), the status bar, the score sheet, the
turn's words and the buttons."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from test_expected import scene_texts
from test_practice import play_one
from test_table_play import wait_turn

WAIT = 60_000
WORD = re.compile(r"[^\W\d_]{3,}")
# Words the languages share with English (compared without case): the games' names, and
# card-table words each language takes as they are ("pass"; Danish poker's "flush").
# Words the language writes as English does ("point" is Danish for a point too).
SHARED = {
    "sv": {"hand", "bräus", "brag", "brus", "brús", "pass", "standard"},
    "da": {"bräus", "brag", "brus", "brús", "pass", "standard", "flush", "straight", "point"},
    "is": {"bräus", "brag", "brus", "brús", "pass"},
}


def on_screen(window) -> list[str]:
    """What the player reads besides the table: the log, the status bar, the score
    sheet (headings, cells and the deals' summaries), the turn's words, the buttons."""
    c = window.controller
    texts = [c.log.data(c.log.index(i)) for i in range(c.log.rowCount())]
    texts.append(window.statusBar().currentMessage())
    model = window.score_model
    texts += [model.headerData(i, Qt.Horizontal) or "" for i in range(model.columnCount())]
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            for role in (Qt.DisplayRole, Qt.ToolTipRole):
                value = model.data(model.index(row, col), role)
                if isinstance(value, str):
                    texts.append(value)
    texts += [
        window.turn_label.text(),
        window.play_button.text(),
        window.pass_button.text(),
        window.risk_box.text(),
        window.arrange_button.text(),
        window.review_button.text(),
        window.score_title.text(),
        window.log_title.text(),
    ]
    return [t for t in texts if t]


def english_words(texts) -> set[str]:
    return {w.lower() for t in texts for w in WORD.findall(t.replace("&", ""))}


def switch(qtbot, window, in_language, code) -> None:
    in_language(code)
    # Qt posts the change to every widget: the menus tell when it has arrived
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Game", timeout=WAIT)


def left_in_english(before, after, code) -> list[str]:
    english = english_words(before) - SHARED[code]
    return [t for t in after if english & english_words([t])]


@pytest.mark.parametrize("code", ["sv", "da", "is"])
def test_a_switch_in_the_middle_of_a_deal_rewords_the_log_too(qtbot, window, in_language, code):
    c = window.controller
    c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=5)
    for _ in range(3):
        wait_turn(qtbot, c)
        play_one(qtbot, window, c)
    wait_turn(qtbot, c)
    assert c.human_to_act
    before = on_screen(window) + scene_texts(window)
    lines = c.log.rowCount()
    assert lines > 5 and any(t.startswith("You play") for t in before)
    switch(qtbot, window, in_language, code)
    after = on_screen(window) + scene_texts(window)
    assert c.log.rowCount() == lines  # the same lines, worded again
    left = left_in_english(before, after, code)
    assert not left, (left, english_words(left) & english_words(before))


@pytest.mark.parametrize("code", ["sv", "da", "is"])
def test_the_brag_showdown_sheet_and_its_log_follow_the_language(
    open_window, qtbot, in_language, code
):
    window = open_window()
    c = window.controller
    c.new_match("brag", {}, ["beginner"] * 3, None, seed=5)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    sheet = window.table.overlays._sheet
    assert sheet is not None and window.table.banner_text
    before = on_screen(window) + [sheet.text()]
    # the hands' names in English, as the player met them
    assert re.search(r"\b(Run|Prial|Pair|High card|Flush)\b", sheet.text()), sheet.text()
    switch(qtbot, window, in_language, code)
    sheet = window.table.overlays._sheet
    assert sheet is not None
    after = on_screen(window) + [sheet.text()]
    left = left_in_english(before, after, code)
    assert not left, (left, english_words(left) & english_words(before))
