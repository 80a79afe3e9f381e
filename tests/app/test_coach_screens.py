"""The coach's review screens as a player sees them: the review fits the screen it opens
on, writes its numbers as the player's language does, says no "0.00" loss for a best
play, lets the decision buttons follow a review that comes in late, explains every mark
of its graph and shows an exact value standing alone, lists a Brag arrangement trick by
trick; the statistics' accuracy chart keeps its caption inside the chart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QScreen

from braus_desktop.app.dialogs.deal_review import DealReviewDialog, action_text
from braus_desktop.app.dialogs.statistics_dialog import AccuracyChart
from braus_desktop.app.dialogs.value_graph import MARKS, ValueGraph
from braus_desktop.app.settings import Settings
from braus_desktop.app.store.statistics import ReviewEntry
from braus_desktop.bots.review import review
from braus_desktop.rules import make_game
from tests.app.test_coach import LEVELS, braus_blunder, coaching

NAMES = ["You", "West", "North", "East"]


@pytest.fixture(scope="module")
def blunder():
    """The Bräus deal whose first decision is a blunder, and the coach's review of it."""
    match = braus_blunder()
    (done,) = review(match, seat=0, deal=1, seed=0)
    return match, done


def open_dialog(qtbot, tmp_path, match, done) -> DealReviewDialog:
    from PySide6.QtCore import QSettings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = DealReviewDialog(
        match, 1, NAMES, LEVELS, settings, coaching=coaching(match, done, NAMES)
    )
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("screen", [(1024, 768), (3840, 2160)])
def test_the_review_fits_the_screen_it_opens_on(qtbot, tmp_path, blunder, monkeypatch, screen):
    width, height = screen
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, width, height - 40))
    dialog = open_dialog(qtbot, tmp_path, *blunder)
    assert dialog.width() <= width and dialog.height() <= height - 40
    assert dialog.minimumSizeHint().width() <= dialog.width()
    if width > 2000:  # not a small window in the middle of a large table
        assert dialog.width() >= width // 2 and dialog.height() >= height // 2
    # the list of choices gets its share of the width, not only its size hint
    left, right = dialog.split.sizes()
    assert right >= (left + right) // 3


def test_the_review_writes_numbers_as_the_language_does(qtbot, tmp_path, blunder, in_language):
    in_language("sv")
    dialog = open_dialog(qtbot, tmp_path, *blunder)
    assert dialog.replay.position == 0 and dialog.decisions[0].verdict == "blunder"
    values = [
        dialog.options.topLevelItem(i).text(col)
        for i in range(dialog.options.topLevelItemCount())
        for col in (1, 2)
    ]
    assert "+2,00" in values
    assert not any("." in v for v in values)
    loss = dialog.decisions[0].loss_expected
    assert f"{loss:.2f}".replace(".", ",") in dialog.verdict.text()
    assert f"{loss:.2f}" not in dialog.verdict.text()
    description = dialog.graph.accessibleDescription()
    assert "," in description and not any(
        ch.isdigit() and nxt == "." and after.isdigit()
        for ch, nxt, after in zip(description, description[1:], description[2:])
    )


def test_a_best_decision_is_not_said_to_lose_nothing_on_average(qtbot, tmp_path, blunder):
    dialog = open_dialog(qtbot, tmp_path, *blunder)
    best = [i for i, d in dialog.decisions.items() if d.loss_expected < 0.005]
    assert best, "the blunder's deal has a best play of the player's too"
    dialog.go(best[0])
    text = dialog.verdict.text()
    assert "Your decision" in text and "0.00" not in text and "lose" not in text
    dialog.go(0)  # the blunder says what it costs
    assert "you lose" in dialog.verdict.text()


def test_a_best_play_within_a_tie_of_the_best_is_not_said_to_lose(qtbot, tmp_path, blunder):
    """Best is a loss within the game's tie (0.01) of the best option: the walk in Danish
    read "Bedst (du taber i gennemsnit 0,01 point)"; the verdict line names no loss."""
    from dataclasses import replace

    match, done = blunder
    tied = replace(done.decisions[0], verdict="best", loss_expected=0.008)
    dialog = open_dialog(
        qtbot, tmp_path, match, replace(done, decisions=(tied, *done.decisions[1:]))
    )
    dialog.go(0)
    text = dialog.verdict.text()
    assert "Best" in text and "lose" not in text and "0.01" not in text


def test_a_mistake_named_within_its_noise_shows_its_noise(qtbot, tmp_path, blunder, in_language):
    """A mistake the coach named at its cap because it could be one within its noise
    (``trick_review._at_the_cap``) loses less than the mistake threshold: the verdict
    line gives its ± noise, as an uncertain one does, never "Mistake" beside a bare loss
    below the threshold (the walk of issue 43: Icelandic Brús, K\u2665, "Mistake (you
    lose 0.37 points on average)" where the threshold is 0.45). A plain one is unchanged."""
    from dataclasses import replace

    match, done = blunder
    first = done.decisions[0]
    noisy = replace(first, verdict="mistake", loss_expected=0.20, noise=0.08)  # Bräus: 0.25
    plain = replace(first, verdict="mistake", loss_expected=0.30, noise=0.08)
    for decision, words in (
        (noisy, "(you lose 0.20\u00a0\u00b1\u00a00.08 points on average)"),
        (plain, "(you lose 0.30 points on average)"),
    ):
        review = replace(done, decisions=(decision, *done.decisions[1:]))
        dialog = open_dialog(qtbot, tmp_path, match, review)
        dialog.go(0)
        assert "Mistake" in dialog.verdict.text() and words in dialog.verdict.text()
    in_language("sv")
    review = replace(done, decisions=(noisy, *done.decisions[1:]))
    dialog = open_dialog(qtbot, tmp_path, match, review)
    dialog.go(0)
    assert (
        "Misstag" in dialog.verdict.text() and "0,20\u00a0\u00b1\u00a00,08" in dialog.verdict.text()
    )


def test_the_decision_buttons_follow_a_review_that_comes_in_late(qtbot, tmp_path, blunder):
    match, done = blunder
    dialog = open_dialog(qtbot, tmp_path, match, None)
    assert dialog.replay.position == 0 and not dialog.next_button.isEnabled()
    dialog.set_coaching(coaching(match, done, NAMES))  # the coach has finished
    assert any(i > 0 for i in dialog.decisions)
    assert dialog.next_button.isEnabled()
    dialog.next_button.click()
    assert dialog.replay.position == min(i for i in dialog.decisions if i > 0)
    assert dialog.previous_button.isEnabled()


def test_the_graph_explains_every_mark_and_shows_an_exact_value_alone(qtbot):
    graph = ValueGraph()
    qtbot.addWidget(graph)
    assert {verdict for verdict, _words in graph.legend_marks()} == set(MARKS)
    graph.resize(400, 150)
    graph.set_values(10, [(5, 1.0, -1.0, True, "best")])
    graph.set_current(0)
    image = graph.grab().toImage()
    low, high = graph._range()
    plot = graph._plot()
    x = round(graph.x_of(5))
    y = round(plot.bottom() - (-1.0 - low) / (high - low) * plot.height())
    base = QColor(graph.palette().base().color()).rgb()
    around = {image.pixel(x + dx, y + dy) for dx in range(-3, 4) for dy in range(-3, 4)}
    assert around - {base}, "the exact value of a single decision is drawn"


def test_a_brag_arrangement_is_listed_a_trick_a_line():
    game = make_game("brag", players=3)
    state = game.new_deal(dealer=0)
    arrangement = next(a for a in state.legal_actions() if getattr(a, "tricks", None))
    text = action_text(game, str(arrangement), "\n")
    lines = text.split("\n")
    assert len(lines) == len(arrangement.tricks)
    assert all("|" not in line and len(line.split()) >= 3 for line in lines)


def test_the_accuracy_chart_keeps_its_caption_inside(qtbot, in_language):
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    chart.set_entries([ReviewEntry("brus", 95.0, 0, 0)], "Danish Brus")
    assert "1 reviewed deals" not in chart.caption()
    assert "1 reviewed deals" not in chart.accessibleDescription()
    in_language("da")
    chart.set_entries([ReviewEntry("brus", 95.0, 0, 0)], "Dansk brus")
    chart.resize(chart.minimumSize())
    caption = chart.caption()
    assert "reviewed" not in caption  # in Danish
    rect = chart.caption_rect()
    fm = QFontMetrics(chart.font())
    needed = fm.boundingRect(
        rect.toRect(), int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), caption
    )
    assert needed.width() <= rect.width() + 1 and needed.height() <= rect.height() + 1
    assert QRectF(chart.rect()).contains(rect)


def test_a_whole_number_in_a_reason_gets_the_decimal_comma_too(in_language):
    from braus_desktop.app.phrases import say
    from braus_desktop.rules.phrase import QT_TRANSLATE_NOOP

    in_language("da")
    reason = QT_TRANSLATE_NOOP("Coach", "With every card known it loses {loss:.2f} points.").format(
        loss=2
    )
    text = say(reason)
    assert "2,00" in text and "2.00" not in text
    assert say(QT_TRANSLATE_NOOP("Statistics", "{n} players").format(n=4)).startswith("4 ")


def test_a_brag_review_sets_each_trick_over_its_name(qtbot, tmp_path, monkeypatch):
    from braus_desktop.bots import make_bot
    from braus_desktop.rules import Match

    game = make_game("brag", players=3)
    match = Match(game, seed=1, first_dealer=0, start=False)
    state = match.next_deal(dealer=0)
    bots = {s: make_bot("random" if s == 0 else "greedy", game, seed=s) for s in range(3)}
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    (done,) = review(match, seat=0, deal=1, seed=0)
    (decision,) = done.decisions
    assert decision.changes, "a random arrangement is one the coach would change"
    # on the smallest screen the app is for (1024x768 less a panel)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 728))
    dialog = open_dialog(qtbot, tmp_path, match, done)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.replay.position == decision.index and dialog.changes.isVisible()
    first = dialog.changes.topLevelItem(0)
    change = decision.changes[0]
    cards, name, odds, *outcome = first.text(1).split("\n")
    assert "(" not in name and len(cards.split()) == 3
    assert odds == f"takes the place in {round(change.played_rate * 100)}%"
    assert outcome == (
        []
        if change.played_won is None
        else ["won at the table" if change.played_won else "lost at the table"]
    )
    # each trick, its name and its odds read down a narrow column: the table never
    # scrolls sideways in the panel's width
    assert not dialog.changes.horizontalScrollBar().isVisible()
    assert [dialog.changes.headerItem().text(c) for c in range(3)] == [
        "Trick",
        "Yours",
        "Suggested",
    ]
    # the choices: an arrangement a trick a line, the one played in bold
    played = next(
        dialog.options.topLevelItem(i)
        for i in range(dialog.options.topLevelItemCount())
        if dialog.options.topLevelItem(i).font(0).bold()
    )
    assert played.text(0).count("\n") == len(game.parse_action(decision.played).tricks) - 1


def test_a_hints_average_is_written_with_a_true_minus_as_the_review_writes_it(
    qtbot, window, in_language
):
    """The walk of issue 43: the first hint of Solo Brus deal no. 1442154935 read "over
    24 sampled deals it averages -0.15 points for you" (a hyphen) where the review of
    the same decision writes "−0.15" (``phrases.number``); in Swedish "-0,15". Every
    number a Phrase carries is now written as ``number`` writes it."""
    c = window.controller
    c.new_match(
        "brus-solo",
        {},
        ["human", "standard", "standard"],
        None,
        practice=True,
        deal_seed=1442154935,
    )
    qtbot.waitUntil(lambda: c.human_to_act, timeout=60_000)
    for language, average in (("en", "\u22120.15"), ("sv", "\u22120,15")):
        in_language(language)
        c.hint_text = ""
        qtbot.keyClick(window.table, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: bool(c.hint_text), timeout=60_000)
        shown = window.turn_label.text()
        assert average in shown, shown
        assert "-0" not in shown
