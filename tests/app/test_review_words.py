"""Numbers that agree on the page (issue 43, item 3): the review said "for your side" in
Solo Brus, where each plays alone, and set "accuracy 92 · mistakes 0" beside "skill −1.5",
or a blunder beside "skill 0.0", without a word of why. A game without sides says "you"
and "your result" (the game is asked whether it has sides), a team game "your side";
where the verdicts and the skill seem to disagree, the page says why, and the tooltips
say what par and the Expected column are; in English and Swedish, at 1024x768, every
word shown whole."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QLabel

from braus_desktop.app.dialogs.deal_review import DealReviewDialog
from braus_desktop.app.settings import Settings
from braus_desktop.bots.par import DealPar
from braus_desktop.bots.review import review
from braus_desktop.rules import Match
from tests.app.test_coach import braus_blunder, coaching
from tests.bots.test_key_moments import played_deal

SOLO_NAMES = ["You", "West", "East"]
TEAM_NAMES = ["You", "West", "North", "East"]


@pytest.fixture(scope="module")
def solo():
    """A Solo Brus deal the standard players played, and the coach's review of seat 0."""
    state = played_deal("brus-solo", 3)
    match = Match(state.game, seed=3, start=False)
    match.deals.append(state)
    (done,) = review(match, seat=0, deal=1, samples=4, seed=0)
    assert done.decisions
    return match, done


@pytest.fixture(scope="module")
def team():
    """The Bräus deal whose first decision is a blunder, and its review."""
    match = braus_blunder()
    (done,) = review(match, seat=0, deal=1, seed=0)
    assert done.counts["blunder"] >= 1
    return match, done


def open_dialog(qtbot, tmp_path, monkeypatch, match, done, names):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1024, 728))
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    levels = ["human"] + ["standard"] * (len(names) - 1)
    dialog = DealReviewDialog(
        match, 1, names, levels, settings, coaching=coaching(match, done, names)
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def seen_words(dialog) -> str:
    """Every word of the review a player reads or hovers over, at every decision."""
    words = []
    for position in sorted(dialog.decisions) or [0]:
        dialog.go(position)
        for label in dialog.findChildren(QLabel):
            if label.isVisible():
                words += [label.text(), label.toolTip()]
        header = dialog.options.headerItem()
        words += [header.toolTip(col) for col in range(4)]
        for row in range(dialog.options.topLevelItemCount()):
            item = dialog.options.topLevelItem(row)
            words += [item.text(col) for col in range(4)]
    return "\n".join(words)


def whole(dialog, label) -> None:
    """The label is shown, inside the dialog, and as tall as its wrapped words need."""
    assert label.isVisible() and label.text()
    assert label.height() >= label.heightForWidth(label.width())
    box = QRect(label.mapTo(dialog, label.rect().topLeft()), label.size())
    assert dialog.rect().contains(box), (box, dialog.rect())


def test_a_solo_review_says_you_and_your_result_never_your_side(qtbot, tmp_path, monkeypatch, solo):
    match, done = solo
    # no mistake, yet below par: "accuracy 92 · mistakes 0" beside "skill −1.5"
    calm = dataclasses.replace(
        done,
        counts={**done.counts, "mistake": 0, "blunder": 0},
        par=DealPar(points=1.1, player_points=-0.4, replays=8, spread=0.3),
    )
    dialog = open_dialog(qtbot, tmp_path, monkeypatch, match, calm, SOLO_NAMES)
    line = dialog.par_line.text()
    assert "You: −0.4 · par +1.1 · skill −1.5" in line
    assert "With these cards the expert's average result is +1.1; your result was −0.4." in line
    assert (
        "No decision of yours was a mistake, yet you made less than par: par is the "
        "expert's average result over whole replays of these cards" in line
    )
    whole(dialog, dialog.par_line)
    whole(dialog, dialog.summary)
    assert "a blunder that did not change the outcome costs no points" in dialog.par_line.toolTip()
    assert "for you over the deal" in dialog.options.headerItem().toolTip(1)
    words = seen_words(dialog)
    assert "your side" not in words and "partner" not in words
    assert "averages" in words and "for you" in words


def test_a_solo_review_in_swedish_says_your_result_too(
    qtbot, tmp_path, monkeypatch, solo, in_language
):
    in_language("sv")
    match, done = solo
    calm = dataclasses.replace(
        done,
        counts={**done.counts, "mistake": 0, "blunder": 0},
        par=DealPar(points=1.1, player_points=-0.4, replays=8, spread=0.3),
    )
    dialog = open_dialog(qtbot, tmp_path, monkeypatch, match, calm, SOLO_NAMES)
    line = dialog.par_line.text()
    assert "Du: −0,4 · experten: +1,1 · skicklighet: −1,5" in line
    assert (
        "Med de här korten är expertens genomsnittliga resultat +1,1; ditt resultat "
        "blev −0,4." in line
    )
    assert "Inget av dina beslut var ett misstag" in line
    whole(dialog, dialog.par_line)
    words = seen_words(dialog)
    assert "din sida" not in words and "ditt lag" not in words
    assert "your" not in words and "par " not in words


def test_a_team_review_says_your_side_and_why_a_blunder_cost_nothing(
    qtbot, tmp_path, monkeypatch, team
):
    match, done = team
    # a blunder beside "skill 0.0"
    even = dataclasses.replace(
        done, par=DealPar(points=1.0, player_points=1.0, replays=16, spread=0.2)
    )
    dialog = open_dialog(qtbot, tmp_path, monkeypatch, match, even, TEAM_NAMES)
    line = dialog.par_line.text()
    assert "skill 0.0" in line
    assert "With these cards the expert averages +1.0 for your side; you made +1." in line
    assert (
        "A verdict judges one decision by what you knew then; a mistake or a blunder "
        "that did not change the outcome costs no points in this deal." in line
    )
    whole(dialog, dialog.par_line)
    assert "for your side over the deal" in dialog.options.headerItem().toolTip(1)
    assert "points less than the best play. Best: Lead K♥" in seen_words(dialog)
    # where the numbers agree (a blunder, and below par), no sentence is added
    agree = dataclasses.replace(
        done, par=DealPar(points=2.4, player_points=1.0, replays=16, spread=0.2)
    )
    dialog = open_dialog(qtbot, tmp_path, monkeypatch, match, agree, TEAM_NAMES)
    assert dialog.par_line.text().endswith("you made +1.")


def test_a_team_review_in_danish_words_the_blunder_that_cost_nothing(
    qtbot, tmp_path, monkeypatch, team, in_language
):
    in_language("da")
    match, done = team
    even = dataclasses.replace(
        done, par=DealPar(points=1.0, player_points=1.0, replays=16, spread=0.2)
    )
    dialog = open_dialog(qtbot, tmp_path, monkeypatch, match, even, TEAM_NAMES)
    line = dialog.par_line.text()
    assert "for din side" in line
    assert "en fejl eller en brøler, der ikke ændrede udfaldet, koster ingen point" in line
    whole(dialog, dialog.par_line)
