"""The key moments in the review window (issue 38, part 2): the review opens at the
costliest decision, lists the moments at the head of the review's panel as lines that a click, Enter or
Tab reaches and that take the replay there, every word shown whole, in the player's
language; a deal without moments has no empty box and opens at its first decision."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QScreen

from braus_desktop.app.dialogs.deal_review import DealReviewDialog
from braus_desktop.app.settings import Settings
from braus_desktop.rules import Match, make_game
from tests.app.test_coach import coaching
from tests.bots.test_key_moments import choices, deal_review, decision, played_deal

NAMES = ["You", "West", "North", "East"]
LEVELS = ["human", "standard", "standard", "standard"]


@pytest.fixture
def brus_deal():
    """A Brus deal played to its end, in a match, with three decisions of the player's
    valued by hand: a small inaccuracy first, the costliest (an exact loss of 2) third."""
    state = played_deal("brus", 2)
    match = Match(state.game, seed=2, start=False)
    match.deals.append(state)
    a, b, c = choices(state)[:3]
    made = deal_review(
        state,
        [
            decision(state, a, "inaccuracy", 0.2, 1.0, 1.0),
            decision(state, b, "mistake", 0.5, 1.0, 1.0),
            decision(state, c, "blunder", 0.9, -1.0, 1.0),
        ],
    )
    return match, made, (a, b, c)


def open_dialog(qtbot, tmp_path, match, made, screen=(1024, 768), monkeypatch=None):
    if monkeypatch is not None:
        width, height = screen
        monkeypatch.setattr(
            QScreen, "availableGeometry", lambda _self: QRect(0, 0, width, height - 40)
        )
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = DealReviewDialog(
        match, 1, NAMES, LEVELS, settings, coaching=coaching(match, made, NAMES)
    )
    qtbot.addWidget(dialog)
    return dialog


def test_the_review_opens_at_the_costliest_decision_and_the_moments_take_it_there(
    qtbot, tmp_path, brus_deal
):
    match, made, (a, b, c) = brus_deal
    dialog = open_dialog(qtbot, tmp_path, match, made)
    assert dialog.replay.position == c  # the costliest, not the first decision
    assert "Blunder" in dialog.verdict.text()
    lines = dialog.moments_box.lines
    assert [line.index for line in lines] == [c, b, a]
    assert lines[0].text().endswith(": \u22122")
    assert lines[1].text().endswith("\u22120.5 on average")
    # a click takes the replay to a moment
    qtbot.mouseClick(lines[2], Qt.MouseButton.LeftButton)
    assert dialog.replay.position == a and dialog.slider.value() == a
    assert "Inaccuracy" in dialog.verdict.text()
    # Enter on a moment the Tab key reached
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.slider.setFocus()
    from tests.app.test_keyboard import assert_all_named, assert_tab_reaches_all, chain

    assert_all_named(dialog)
    assert_tab_reaches_all(dialog)
    assert all(line in chain(dialog.slider) for line in lines)
    lines[1].setFocus()
    qtbot.keyClick(lines[1], Qt.Key.Key_Return)
    assert dialog.replay.position == b
    qtbot.keyClick(lines[0], Qt.Key.Key_Space)
    assert dialog.replay.position == c
    # the stepping keys step the replay from a moment's line too
    qtbot.keyClick(lines[0], Qt.Key.Key_Right)
    assert dialog.replay.position == c + 1


@pytest.mark.parametrize("screen", [(1024, 768), (1920, 1080)])
def test_every_moment_is_shown_whole_in_a_second_language(
    qtbot, tmp_path, brus_deal, monkeypatch, in_language, screen
):
    in_language("sv")
    match, made, (a, b, c) = brus_deal
    dialog = open_dialog(qtbot, tmp_path, match, made, screen, monkeypatch)
    dialog.show()
    qtbot.waitExposed(dialog)
    lines = dialog.moments_box.lines
    assert len(lines) == 3
    for line in lines:
        text = line.text()
        assert text.startswith("Stick ") and "att " in text, text
        assert "on average" not in text and "Trick" not in text
        # words shown whole: the line is as tall as its wrapped words need, and inside
        # the dialog
        assert line.isVisible() and line.height() >= line.heightForWidth(line.width())
        box = QRect(line.mapTo(dialog, line.rect().topLeft()), line.size())
        assert dialog.rect().contains(box)
    assert "\u22120,5 i snitt" in lines[1].text()
    assert "Nyckelögonblick" in dialog.moments_box.title.text()
    # the table keeps room to be read under the moments
    assert dialog.replay.table.height() >= 200


def test_a_deal_without_moments_has_no_box_and_opens_at_its_first_decision(
    qtbot, tmp_path, brus_deal
):
    match, _made, (a, b, c) = brus_deal
    state = match.deals[0]
    fine = deal_review(
        state,
        [decision(state, a, "best", 0.0, 1.0, 1.0), decision(state, c, "good", 0.05, 1.0, 1.0)],
    )
    dialog = open_dialog(qtbot, tmp_path, match, fine)
    assert dialog.replay.position == a
    assert not dialog.moments_box.isVisibleTo(dialog) and not dialog.moments_box.lines


def test_a_review_that_comes_in_late_takes_the_unmoved_dialog_to_the_costliest(
    qtbot, tmp_path, brus_deal
):
    match, made, (a, b, c) = brus_deal
    dialog = open_dialog(qtbot, tmp_path, match, None)
    assert dialog.replay.position == 0 and not dialog.moments_box.isVisibleTo(dialog)
    dialog.set_coaching(coaching(match, made, NAMES))
    assert dialog.replay.position == c and dialog.moments_box.isVisibleTo(dialog)
    # once the player has moved, a review coming in again leaves the replay where it is
    dialog.go(a)
    dialog.set_coaching(coaching(match, made, NAMES))
    assert dialog.replay.position == a


def test_a_brag_review_names_the_place_in_the_window(qtbot, tmp_path):
    from braus_desktop.bots.review import review

    game = make_game("brag", players=2)
    mine = "AS AH AD KS KH KD QS QH QD 9C 7D 5S 4H 3C 2D 2S".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(2).shuffle(rest)
    match = Match(game, seed=1, first_dealer=1, start=False)
    state = match.next_deal(hands=[mine, rest[:16]], dealer=1)
    state.apply("4H 3C 2D | AS AH QD | KS KH AD | QS QH KD | 9C 7D 5S / 2S")
    state.apply(game.greedy_arrangement(state.hand(1)))
    (made,) = review(match, seat=0, samples=60, seed=1)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = DealReviewDialog(
        match,
        1,
        ["You", "West"],
        ["human", "greedy"],
        settings,
        coaching=coaching(match, made, ["You", "West"]),
    )
    qtbot.addWidget(dialog)
    (line,) = dialog.moments_box.lines
    assert line.text().startswith(
        "Your arrangement, trick 2: A♠ A♥ Q♦ (Pair of aces) lost that place to "
    )
    assert line.text().endswith("(West): \u22127") and dialog.replay.position == 0


def test_the_moments_grow_with_the_words_of_a_large_screen(qtbot, tmp_path, brus_deal, monkeypatch):
    """On a 4K screen the review's words grow; the moments' lines with them (marked by
    a style sheet, they kept the application's small font)."""
    from PySide6.QtGui import QFontInfo

    match, made, _indices = brus_deal
    dialog = open_dialog(qtbot, tmp_path, match, made, (3840, 2160), monkeypatch)
    dialog.show()
    qtbot.waitExposed(dialog)
    words = QFontInfo(dialog.summary.font()).pixelSize()
    lines = dialog.moments_box.lines
    assert lines and all(QFontInfo(line.font()).pixelSize() == words for line in lines)
    assert QFontInfo(dialog.moments_box.title.font()).pixelSize() == words


def test_a_cost_and_its_noise_are_never_broken_across_lines(qtbot, tmp_path, in_language):
    """Walked in Icelandic at 3840x2160: a mistake named within its noise read
    "… (Vestur): −0,28 ±" at a line's end and "0,1 að meðaltali" below it, the ± cut
    off from the number it qualifies. The number, the ± and the noise stay together on
    the key moment's line and on the verdict's."""
    from dataclasses import replace

    in_language("is")
    state = played_deal("brus-iceland", 2)
    match = Match(state.game, seed=2, start=False)
    match.deals.append(state)
    (a,) = choices(state)[:1]
    within = replace(decision(state, a, "mistake", 0.37, 1.0, 1.0), noise=0.11)
    dialog = open_dialog(qtbot, tmp_path, match, deal_review(state, [within]))
    dialog.show()
    qtbot.waitExposed(dialog)
    (line,) = dialog.moments_box.lines
    assert "\u22120,37\u00a0\u00b1\u00a00,1 að meðaltali" in line.text(), line.text()
    assert "0,37\u00a0\u00b1\u00a00,11" in dialog.verdict.text(), dialog.verdict.text()
