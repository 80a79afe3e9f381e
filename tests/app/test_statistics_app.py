"""Statistics as the player meets them: matches played by bots in the window are recorded
and the Game ▸ Statistics… dialog shows the counts; serious and practice kept apart; a
resumed match does not count its last deal twice; a bad statistics file is kept aside
with one sentence in the status bar; a failed write is reported and the game goes on;
the charts paint what the numbers say."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from braus_desktop.app.store.statistics import SCHEMA_VERSION, StatisticsError

WAIT = 60_000
BOTS = ["beginner"] * 4


def play_match(
    qtbot, window, seed: int, practice: bool = False, game="braus", options=None, levels=BOTS
):
    """A whole match between bots (seat 0 too), through the window's Next deal."""
    c = window.controller
    options = {"target": 3} if options is None else options
    c.new_match(game, options, levels, None, seed=seed, practice=practice)
    while True:
        qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
        if c.match.is_over:
            return c.match
        window.next_deal()


def open_dialog(window):
    window.statistics_action.trigger()
    dialog = window.statistics_dialog
    assert dialog.isVisible()
    return dialog


def table(dialog) -> list[dict[str, str]]:
    """The dialog's table as the player reads it: column title -> text, per row."""
    model = dialog.model
    heads = [model.horizontalHeaderItem(c).text() for c in range(model.columnCount())]
    return [
        {h: model.item(r, c).text() for c, h in enumerate(heads)} for r in range(model.rowCount())
    ]


def expected(matches) -> dict[str, str]:
    deals = [d for m in matches for d in m.deals]
    won = sum(1 for m in matches if m.winner == 0)
    deals_won = sum(1 for d in deals if d.result().winner == 0)
    pf = sum(d.result().points[0] for d in deals)
    pa = sum(d.result().points[1] for d in deals)
    return {
        "Matches": str(len(matches)),
        "Matches won": f"{won}  ({round(100 * won / len(matches))}%)",
        "Deals": str(len(deals)),
        "Deals won": f"{deals_won}  ({round(100 * deals_won / len(deals))}%)",
        "Points": f"{pf} \u2013 {pa}",
    }


def test_the_dialog_shows_the_matches_the_bots_played(qtbot, window):
    matches = [play_match(qtbot, window, seed) for seed in (11, 12)]
    dialog = open_dialog(window)
    [row] = table(dialog)
    assert row["Game"].startswith("Bräus\n4 players, to 3 points")
    for column, text in expected(matches).items():
        assert row[column] == text, column
    jans = sum(1 for m in matches for d in m.deals if d.result().jan and d.result().winner == 0)
    assert row["Jan"].startswith(f"{jans} \u2013")
    assert row["Storms"] == row["Risks"] == "\u2013"  # not Bräus facts
    won = sum(1 for m in matches if m.winner == 0)
    assert f"<b>2</b> matches, <b>{won}</b> won" in dialog.overview.text()
    # the points chart follows the selected game: both matches, in order
    assert [(e.points_for, e.points_against) for e in dialog.points_chart.entries] == [
        tuple(m.scores) for m in matches
    ]
    assert not dialog.message.isVisible()


@pytest.mark.slow  # whole matches played
def test_an_open_dialog_counts_the_next_match_as_it_ends(qtbot, window):
    first = play_match(qtbot, window, 21)
    dialog = open_dialog(window)
    assert table(dialog)[0]["Matches"] == "1"
    second = play_match(qtbot, window, 22)
    assert table(dialog)[0]["Deals"] == expected([first, second])["Deals"]
    assert table(dialog)[0]["Matches"] == "2"


@pytest.mark.slow  # whole matches played
def test_practice_and_serious_matches_are_shown_apart(qtbot, window):
    serious = play_match(qtbot, window, 31)
    practice = [play_match(qtbot, window, s, practice=True) for s in (32, 33)]
    dialog = open_dialog(window)
    assert dialog.practice_button.isChecked()  # the match in play is a practice one
    [row] = table(dialog)
    assert row["Matches"] == "2" and row["Deals"] == expected(practice)["Deals"]
    qtbot.mouseClick(dialog.serious_button, Qt.LeftButton)
    [row] = table(dialog)
    assert row["Matches"] == "1" and row["Deals"] == expected([serious])["Deals"]


def test_a_resumed_match_does_not_count_its_last_deal_again(qtbot, window, open_window):
    c = window.controller
    c.new_match("braus", {"target": 6}, BOTS, None, seed=41)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    assert not c.match.is_over
    assert window.statistics.store.counts() == {"deals": 1, "matches": 0}
    window.controller.shutdown()
    again = open_window("again.ini", show=False)
    shown = []
    again.controller.deal_finished.connect(shown.append)
    again._open_game(True, None)
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)  # the last deal is shown again
    assert again.controller.deal_over and len(again.controller.match.deals) == 1
    assert again.statistics.store.counts() == {"deals": 1, "matches": 0}
    again.next_deal()
    qtbot.waitUntil(lambda: again.controller.deal_over, timeout=WAIT)
    assert again.statistics.store.counts()["deals"] == 2
    again.controller.shutdown()


def not_a_database(path):
    path.write_bytes(b"\x00\xffnot statistics\n" * 64)


def newer_version(path):
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE deals (x)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    conn.commit()
    conn.close()


def truncated(path):
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE filler (x)")
    conn.executemany("INSERT INTO filler VALUES (?)", [("x" * 500,)] * 60)
    conn.commit()
    conn.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


@pytest.mark.parametrize(
    "spoil, words",
    [
        (not_a_database, "could not be read"),
        (newer_version, "newer version"),
        (truncated, "could not be read"),
    ],
)
def test_a_bad_statistics_file_is_kept_aside_and_the_game_goes_on(
    qtbot, window, tmp_path, spoil, words
):
    data_dir = tmp_path / "data"
    data_dir.mkdir(exist_ok=True)
    path = data_dir / "statistics.sqlite3"
    spoil(path)
    bad = path.read_bytes()
    match = play_match(qtbot, window, 52)
    message = window.statusBar().currentMessage()
    assert words in message and "statistics.sqlite3.corrupt" in message
    assert message.count(". ") == 0 and message.endswith(".")
    assert (data_dir / "statistics.sqlite3.corrupt").read_bytes() == bad
    # the fresh statistics work: every deal of the match is counted
    assert window.statistics.store.counts() == {"deals": len(match.deals), "matches": 1}


@pytest.mark.slow  # whole matches played
@pytest.mark.parametrize("value", ["9e999", "-9e999"])
def test_a_number_too_large_in_the_file_still_opens_the_dialog(qtbot, window, value):
    """``points_for = 9e999`` (infinity to SQLite) kept the dialog shut (OverflowError);
    that row's points count as 0, everything else as it was."""
    matches = [play_match(qtbot, window, seed) for seed in (11, 12)]
    store = window.statistics.store
    key = store._conn.execute("SELECT match_key FROM matches ORDER BY rowid").fetchone()[0]
    first = matches[0].deals[0].result().points[0]
    store._conn.execute(
        f"UPDATE deals SET points_for = {value} WHERE match_key = ? AND deal_no = 1", (key,)
    )
    store._conn.execute(f"UPDATE matches SET points_for = {value} WHERE match_key = ?", (key,))
    store._conn.commit()
    dialog = open_dialog(window)
    [row] = table(dialog)
    want = expected(matches)
    pf, pa = want["Points"].split(" \u2013 ")
    assert row["Points"] == f"{int(pf) - first} \u2013 {pa}"
    assert row["Matches"] == want["Matches"] and row["Deals"] == want["Deals"]
    assert [(e.points_for, e.points_against) for e in dialog.points_chart.entries] == [
        (0, matches[0].scores[1]),
        tuple(matches[1].scores),
    ]


@pytest.mark.slow  # (two whole deals played)
def test_a_failed_write_is_reported_and_the_game_goes_on(qtbot, window, monkeypatch):
    c = window.controller
    c.new_match("braus", {"target": 6}, BOTS, None, seed=61)
    store = window.statistics.store

    def fail(*_args, **_kw):
        raise StatisticsError("disk I/O error")

    monkeypatch.setattr(store, "record", fail)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    assert window.statusBar().currentMessage() == (
        "This deal could not be added to the statistics (disk I/O error); the game goes on."
    )
    monkeypatch.undo()
    window.next_deal()
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    # the deal that could not be written is added with the next one
    assert store.counts()["deals"] == 2


def colour_pixels(widget, colour: QColor) -> int:
    image = widget.grab().toImage()
    target = colour.rgb()
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixel(x, y) == target
    )


def test_the_charts_paint_the_numbers(qtbot, window):
    from braus_desktop.app.dialogs.statistics_dialog import YOU

    dialog = open_dialog(window)
    assert colour_pixels(dialog.win_chart, YOU) == 0  # nothing played: no bars
    assert "No match finished yet" in dialog.win_chart.accessibleDescription()
    play_match(qtbot, window, 71)
    play_match(qtbot, window, 72, game="brag", options={"target": 5}, levels=["beginner"] * 2)
    assert {r["Game"].split("\n")[0] for r in table(dialog)} == {"Bräus", "Brag"}
    assert colour_pixels(dialog.win_chart, YOU) > 0 or all(
        rate == 0 for _label, rate, _d, _n in dialog.win_chart.rows
    )
    description = dialog.win_chart.accessibleDescription()
    assert "Bräus:" in description and "Brag:" in description
    # the points chart shows the game of the selected row, and follows the selection
    for row in range(dialog.model.rowCount()):
        dialog.table.selectRow(row)
        game = dialog.model.item(row, 0).text().split("\n")[0]
        assert dialog.points_chart.title.endswith(game)
        assert len(dialog.points_chart.entries) == 1


@pytest.mark.slow  # whole matches played
def test_the_dialog_is_usable_from_the_keyboard(qtbot, window):
    play_match(qtbot, window, 81)
    dialog = open_dialog(window)
    for widget in (
        dialog.serious_button,
        dialog.practice_button,
        dialog.table,
        dialog.win_chart,
        dialog.points_chart,
        dialog.series_box.score,
    ):
        assert widget.accessibleName()
    assert window.statistics_action.shortcut().toString() == "Ctrl+I"
    dialog.serious_button.setFocus()
    assert dialog.serious_button.nextInFocusChain() is dialog.practice_button
    qtbot.keyClick(dialog.practice_button, Qt.Key_Space)
    assert dialog.practice_button.isChecked() and dialog.model.rowCount() == 0
    assert "Nothing recorded in practice play yet" in dialog.message.text()
    qtbot.keyClick(dialog, Qt.Key_Escape)
    assert not dialog.isVisible()


@pytest.mark.slow  # whole matches played
def test_the_brus_series_tally_adds_up_across_sessions(qtbot, window, open_window):
    c = window.controller
    worth = {"you": 0, "them": 0}
    # (seed 21: won 5-1 in four deals, worth 4; seed 91 took eight for a 5-3, worth 2)
    match = play_match(qtbot, window, 21, game="brus-iceland", options={})
    worth["you" if match.winner == 0 else "them"] += match.series_value()
    c.shutdown()
    # a later session: a new window on the same data folder
    later = open_window("later.ini", show=False)
    later.statistics_action.trigger()
    tally = later.statistics_dialog.series_box
    assert (tally.series.yours, tally.series.theirs, tally.series.matches) == (
        worth["you"],
        worth["them"],
        1,
    )
    assert f"You {worth['you']}" in tally.score.text()
    assert "After 1 game of Icelandic Brús" in tally.detail.text()
    later.controller.shutdown()
