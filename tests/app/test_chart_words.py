"""Every chart has a text alternative (issue 47): its accessible description holds the
same numbers it draws, in words, so a screen reader reads what a sighted player sees:
the four Statistics charts (wins per game, points per match, accuracy and skill per
deal) and the deal review's value graph."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from test_accessible_names import LEVELS, NAMES, _settings, blunder  # noqa: F401, F811

from braus_desktop.app.dialogs.statistics_dialog import (
    AccuracyChart,
    PointsChart,
    SkillChart,
    WinRateChart,
)
from braus_desktop.app.store.statistics import MatchEntry, ReviewEntry, SkillEntry
from tests.app.test_coach import coaching


def described(widget) -> str:
    """The description as assistive technology asks for it."""
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def test_the_win_chart_says_each_games_rates(qtbot):
    chart = WinRateChart()
    qtbot.addWidget(chart)
    chart.set_rows([("Bräus", 0.5, 0.25, 4), ("Brag", 1.0, 0.75, 1)])
    text = described(chart)
    assert "Bräus: 50% of 4 matches, 25% of deals" in text
    assert "Brag: 100% of 1 matches, 75% of deals" in text


def test_the_points_chart_says_every_match(qtbot):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.set_entries(
        [
            MatchEntry("braus", "", "won", 11, 7, "2026-11-01"),
            MatchEntry("braus", "", "lost", 3, 11, "2026-11-02"),
        ],
        "Bräus",
    )
    assert described(chart) == "match 1: won, 11 – 7; match 2: lost, 3 – 11"


def test_the_accuracy_chart_says_every_deals_accuracy(qtbot):
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    values = [82.0, 91.0, 64.0, 100.0, 77.0]
    chart.set_entries([ReviewEntry("braus", v, int(v < 70), 0) for v in values], "Bräus")
    assert described(chart).endswith("Accuracy per deal, oldest first: 82; 91; 64; 100; 77.")
    assert "5" in described(chart) and "1 with a mistake or blunder" in described(chart)


def test_the_skill_chart_says_every_deals_skill(qtbot):
    chart = SkillChart()
    qtbot.addWidget(chart)
    chart.set_entries([SkillEntry(1.5, 1.5), SkillEntry(-2.0, -0.5), SkillEntry(0.0, -0.5)])
    assert described(chart).endswith("Skill per deal, oldest first: +1.5; −2.0; 0.0.")


def test_the_value_graph_says_the_value_of_every_decision(qtbot, tmp_path, blunder):  # noqa: F811
    from braus_desktop.app.dialogs.deal_review import DealReviewDialog
    from braus_desktop.app.phrases import number

    match, deal = blunder
    dialog = DealReviewDialog(
        match, 1, NAMES, LEVELS, _settings(tmp_path), coaching=coaching(match, deal, NAMES)
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    graph = dialog.graph
    assert len(graph.points) >= 2
    said = described(graph)
    values = "; ".join(number(p[1], "+.2f") for p in graph.points)
    assert said.endswith(f"Your decisions' values, in order: {values}.")
    assert said.startswith("Your decisions move the deal's value from")
