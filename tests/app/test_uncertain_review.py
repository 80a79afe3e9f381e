"""An uncertain verdict in the review window (issue 43, item 2): the decision reads
"Uncertain" with its loss and noise ("you lose 1.02 ± 1.10 points on average"), never
"Good" beside a loss of a point; its key moment says the noise; the summary counts it;
in English and in Swedish."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSettings

from braus_desktop.app.dialogs.deal_review import DealReviewDialog
from braus_desktop.app.settings import Settings
from braus_desktop.bots.review import DealReview
from braus_desktop.rules import Match
from tests.app.test_coach import coaching
from tests.bots.test_key_moments import choices, decision, played_deal

NAMES = ["You", "West", "North", "East"]
LEVELS = ["human", "standard", "standard", "standard"]


def uncertain_review():
    state = played_deal("brus", 2)
    match = Match(state.game, seed=2, start=False)
    match.deals.append(state)
    a, b = choices(state)[:2]
    unsure = dataclasses.replace(
        decision(state, b, "uncertain", 1.02, 1.0, 1.0), noise=1.1, samples=384
    )
    made = DealReview(
        1,
        0,
        "brus",
        (decision(state, a, "best", 0.0, 1.0, 1.0), unsure),
        60.0,
        0,
        48,
        0,
        counts={"best": 1, "uncertain": 1},
    )
    return match, made, b


def open_dialog(qtbot, tmp_path, match, made):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = DealReviewDialog(
        match, 1, NAMES, LEVELS, settings, coaching=coaching(match, made, NAMES)
    )
    qtbot.addWidget(dialog)
    return dialog


def test_an_uncertain_decision_is_shown_with_its_noise(qtbot, tmp_path):
    match, made, b = uncertain_review()
    dialog = open_dialog(qtbot, tmp_path, match, made)
    assert dialog.replay.position == b  # the opening key moment
    text = dialog.verdict.text()
    assert "Uncertain" in text and "Good" not in text
    assert "(you lose 1.02\u00a0\u00b1\u00a01.10 points on average)" in text
    (line,) = dialog.moments_box.lines
    assert line.text().endswith("\u22121.02\u00a0\u00b1\u00a01.1 on average, uncertain")
    assert dialog.summary.text().endswith(" · uncertain 1")


def test_an_uncertain_decision_in_swedish(qtbot, tmp_path, in_language):
    in_language("sv")
    match, made, b = uncertain_review()
    dialog = open_dialog(qtbot, tmp_path, match, made)
    text = dialog.verdict.text()
    assert "Osäkert" in text and "Bra" not in text
    assert "(du förlorar i genomsnitt 1,02\u00a0\u00b1\u00a01,10 poäng)" in text
    (line,) = dialog.moments_box.lines
    assert line.text().endswith("\u22121,02\u00a0\u00b1\u00a01,1 i snitt, osäkert")
    assert dialog.summary.text().endswith(" · osäkra 1")


def test_the_statistics_count_an_uncertain_decision_as_no_mistake():
    """The statistics keep a reviewed deal's decisions, mistakes and blunders: an
    uncertain verdict is a decision, neither of the others (no new column, old rows as
    they were)."""
    from braus_desktop.app.store.statistics import REVIEW_COLUMNS, review_row

    match, made, _b = uncertain_review()
    row = review_row("m1", coaching(match, made, NAMES))
    assert (row["decisions"], row["mistakes"], row["blunders"]) == (2, 0, 0)
    assert set(row) == set(REVIEW_COLUMNS)
