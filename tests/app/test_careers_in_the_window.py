"""A career in the window (issue 45 item 3): a match of hundreds of deals (an imported
record of drawn Bräus deals, as benchmarks/match_replay.py writes them) costs the window
at each deal's end, each move and each undo the work of what changed, not of every deal
again: the statistics recorder makes the row of the deal just finished only (none again
for an undo or a resumed match), and the score sheet makes the row of the deal in play.
Counted, at two sizes, never timed."""

from __future__ import annotations

import gc
import json
import sys
import tracemalloc
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from test_statistics_replays import finish_deal, first
from test_table_play import WAIT

from braus_desktop.app import score_sheet
from braus_desktop.app.importing import read_record
from braus_desktop.app.store import recorder
from braus_desktop.app.store.record_reader import RECENT
from braus_desktop.rules.kept import KeptDeal

sys.path.insert(0, str(Path(__file__).parents[1] / "bots"))
from benchmark_module import load  # noqa: E402


@pytest.fixture(scope="module")
def pool():
    """Two Bräus deals with a line of play that ends drawn (the match goes on)."""
    return load("match_replay").drawn_deals(2)


def import_career(qtbot, window, tmp_path, pool, deals: int):
    """The window with a career of ``deals`` drawn deals imported, each deal counted."""
    path = tmp_path / f"career-{deals}.json"
    path.write_text(load("match_replay").career_text(deals, pool), encoding="utf-8")
    c = window.controller
    assert c.session.import_record(path) is None
    qtbot.waitUntil(lambda: c.deal_over and window.statistics is not None, timeout=WAIT)
    window.statistics.record(with_match=False)  # (as the deal's end does)
    # (written a batch a turn, each at most BUDGET long: on a busy machine, more turns)
    qtbot.waitUntil(lambda: window.statistics.store.counts()["deals"] == deals, timeout=WAIT)
    return c


class Counted:
    """Counts the calls of a module's function (the rows made), calling it as it is."""

    def __init__(self, monkeypatch, module, name: str) -> None:
        self.calls = 0
        made = getattr(module, name, None)  # (None: a tree before it was there)

        def counted(*args, **kwargs):
            self.calls += 1
            return made(*args, **kwargs)

        monkeypatch.setattr(module, name, counted, raising=False)


@pytest.mark.parametrize("deals", [60, 240])
def test_a_deals_end_records_that_deal_only(qtbot, window, tmp_path, pool, monkeypatch, deals):
    c = import_career(qtbot, window, tmp_path, pool, deals)
    rows = Counted(monkeypatch, recorder, "deal_row")
    results = Counted(monkeypatch, recorder, "deal_result")
    window.next_deal()
    finish_deal(qtbot, c, first)
    assert len(c.match.deals) == deals + 1
    qtbot.waitUntil(lambda: window.statistics.store.counts()["deals"] == deals + 1, timeout=WAIT)
    assert (rows.calls, results.calls) == (1, 1)  # (it was every deal of the match)


def test_an_undo_records_no_deal_again(qtbot, window, tmp_path, pool, monkeypatch):
    c = import_career(qtbot, window, tmp_path, pool, 240)
    c.session.push_move(c.session.undo_point(), "a move")
    window.next_deal()
    assert len(c.match.deals) == 241
    shown = []
    c.deal_finished.connect(shown.append)
    rows = Counted(monkeypatch, recorder, "deal_row")
    results = Counted(monkeypatch, recorder, "deal_result")
    c.session.undo_stack.undo()
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)  # the last deal's end, shown again
    assert len(c.match.deals) == 240
    assert (rows.calls, results.calls) == (0, 0)
    assert window.statistics.store.counts()["deals"] == 240


def test_a_resumed_career_records_no_deal_again(
    qtbot, window, open_window, tmp_path, pool, monkeypatch
):
    c = import_career(qtbot, window, tmp_path, pool, 120)
    c.session.save()
    c.shutdown()
    rows = Counted(monkeypatch, recorder, "deal_row")
    again = open_window("again.ini", show=False)
    shown = []
    again.controller.deal_finished.connect(shown.append)
    again._open_game(True, None)
    qtbot.waitUntil(lambda: bool(shown) and again.statistics is not None, timeout=WAIT)
    again.statistics.record(with_match=False)
    assert len(again.controller.match.deals) == 120
    assert rows.calls == 0  # (it was all 120)
    assert again.statistics.store.counts()["deals"] == 120


@pytest.mark.parametrize("deals", [60, 240])
def test_the_score_sheet_makes_the_rows_of_the_deal_in_play_only(
    qtbot, window, tmp_path, pool, monkeypatch, deals
):
    c = import_career(qtbot, window, tmp_path, pool, deals)
    model = window.score_model
    assert model.rowCount() == deals
    rows = Counted(monkeypatch, score_sheet, "_Row")
    refreshed = []
    c.turn_changed.connect(lambda: refreshed.append(1))
    window.next_deal()
    finish_deal(qtbot, c, first)
    qtbot.waitUntil(lambda: model.rowCount() == deals + 1, timeout=WAIT)
    # at most the one row of the deal in play at each move (it was every deal's)
    assert 0 < rows.calls <= len(refreshed) + 1
    assert model.row(deals).number == deals + 1 and not model.row(deals).in_play
    assert model.row(deals).totals == tuple(c.match.scores)
    rows.calls = 0
    c.session.push_move(c.session.undo_point(), "a move")
    window.next_deal()
    c.session.undo_stack.undo()  # back to the end of deal deals + 1: the same deals
    qtbot.waitUntil(lambda: len(c.match.deals) == deals + 1 and c.deal_over, timeout=WAIT)
    assert model.rowCount() == deals + 1 and model.row(deals).totals == tuple(c.match.scores)
    assert rows.calls <= 2


# ------------------------------------------------------------------ Import on a worker


def career_file(tmp_path, pool, deals: int) -> Path:
    path = tmp_path / "career.json"
    path.write_text(load("match_replay").career_text(deals, pool), encoding="utf-8")
    return path


def import_line(window):
    from braus_desktop.app.importing import ImportLine

    return window.statusBar().findChild(ImportLine, "import_line")


def test_an_import_is_read_on_a_worker_with_its_progress(qtbot, window, tmp_path, pool):
    c = window.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=5)
    playing = c.match
    path = career_file(tmp_path, pool, 400)
    tall = window.statusBar().height()
    read_record(window, path)
    job = window.importing
    # the line is no taller than the status bar was: the table does not move for it
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert window.statusBar().sizeHint().height() <= tall
    assert job is not None
    seen = []
    job.reader.progress.connect(seen.append)
    # the window goes on: the match in play is still the one it was, and the status bar
    # says which record is read, how far, and offers Cancel
    assert c.match is playing
    line = import_line(window)
    assert line is not None and line.isVisible()
    assert line.label.text() == "Importing 'career.json'…"
    assert line.cancel.text() == "Cancel" and line.cancel.isVisible()
    assert line.label.width() >= line.label.sizeHint().width()  # (not cut)
    qtbot.waitUntil(lambda: window.importing is None, timeout=WAIT)
    assert len(c.match.deals) == 400 and c.practice
    assert window.statusBar().currentMessage() == "The game record is loaded as a practice match."
    assert seen and seen == sorted(seen) and seen[-1] >= 90
    assert import_line(window) is None or not import_line(window).isVisible()


def test_cancel_leaves_the_match_in_play_as_it_was(qtbot, window, tmp_path, pool):
    c = window.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=5)
    playing, first = c.match, c.match.deals[0]
    read_record(window, career_file(tmp_path, pool, 2000))
    job = window.importing
    qtbot.mouseClick(import_line(window).cancel, Qt.MouseButton.LeftButton)
    assert window.importing is None
    assert window.statusBar().currentMessage() == (
        "The import of 'career.json' was cancelled; the game in play goes on."
    )
    job.reader._thread.join(timeout=WAIT / 1000)  # the worker stops at its next part
    assert not job.reader._thread.is_alive()
    qtbot.wait(50)  # (anything it had sent is delivered, and ignored)
    # the match in play is the one it was (its computer players went on meanwhile), and
    # so is its save
    assert c.match is playing and c.match.deals[0] is first and len(c.match.deals) == 1
    c.session.save()
    from braus_desktop.rules import records

    assert len(records.load(c.session.save_path).deals) == 1


def test_another_game_started_meanwhile_cancels_the_import(qtbot, window, tmp_path, pool):
    """A new game chosen while a record is read is the player's newer choice: the import
    stops and the new game stays at the table (it is not replaced when the reading ends)."""
    c = window.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=5)
    read_record(window, career_file(tmp_path, pool, 2000))
    job = window.importing
    assert job is not None
    c.new_match("brus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=6)
    chosen = c.match
    assert (
        window.importing is None
        and job.over
        and (import_line(window) is None or not import_line(window).isVisible())
    )
    job.reader._thread.join(timeout=WAIT / 1000)
    qtbot.wait(50)  # (anything the worker had sent is delivered, and ignored)
    assert c.match is chosen and c.match.game.id == "brus" and len(c.match.deals) == 1


def test_a_bad_record_gets_its_one_sentence(qtbot, window, tmp_path):
    c = window.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=5)
    playing = c.match
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "braus-desktop-record", "version": 1, "deals": [', "utf-8")
    read_record(window, bad)
    qtbot.waitUntil(lambda: window.importing is None, timeout=WAIT)
    message = window.statusBar().currentMessage()
    assert message.startswith("'bad.json' could not be imported: ")
    assert message.count(". ") <= 1 and c.match is playing


def test_an_imported_careers_deals_are_recorded_a_batch_at_a_time(
    qtbot, window, tmp_path, pool, monkeypatch
):
    """Its deals are new to the statistics: they are all written, a batch each turn of
    the event loop (the window answers between), never all in one go."""
    window.record_statistics()
    store = window.statistics.store
    batches = []
    write = store.record

    def counted(deals, *args, **kwargs):
        batches.append(len(deals))
        return write(deals, *args, **kwargs)

    monkeypatch.setattr(store, "record", counted)
    c = window.controller
    assert c.session.import_record(career_file(tmp_path, pool, 1100)) is None
    qtbot.waitUntil(lambda: store.counts()["deals"] == 1100, timeout=WAIT)
    assert sum(batches) == 1100 and max(batches) <= recorder.BATCH < 1100


def test_a_new_match_lets_go_of_the_careers_deals(qtbot, window, tmp_path, pool):
    """What the recorder and the score sheet know of the career's deals is let go of
    with it (they held every deal, 100,000 of them, until the new match's first end)."""
    import gc
    import weakref

    c = import_career(qtbot, window, tmp_path, pool, 60)
    held = weakref.ref(c.match.deals[0])
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=5)
    qtbot.waitUntil(lambda: len(c.match.deals) == 1, timeout=WAIT)
    gc.collect()
    assert held() is None


# What a player reads when a record is cut short (a copy stopped half-way, a download
# broken off): the whole sentence in the player's language, the reason included (the
# rules' own reason was English in every language).
CUT_SHORT = {
    "en": r"'cut\.json' could not be imported: The file is not a game record: it is not valid "
    r"JSON \(line \d+, column \d+\)\.",
    "sv": r"'cut\.json' kunde inte importeras: Filen är inget spelprotokoll: den är inte giltig "
    r"JSON \(rad \d+, kolumn \d+\)\.",
    "da": r"'cut\.json' kunne ikke importeres: Filen er ikke en spilprotokol: den er ikke gyldig "
    r"JSON \(linje \d+, kolonne \d+\)\.",
    "is": r"Ekki tókst að flytja inn 'cut\.json': Skráin er ekki spilaskrá: hún er ekki á gildu "
    r"JSON-sniði \(lína \d+, dálkur \d+\)\.",
}


@pytest.mark.parametrize("code", CUT_SHORT)
def test_a_record_cut_short_is_refused_in_the_players_language(
    qtbot, in_language, window, tmp_path, pool, code
):
    import re

    if code != "en":
        in_language(code)
    c = window.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=5)
    playing = c.match
    whole = load("match_replay").career_text(300, pool)
    cut = tmp_path / "cut.json"
    cut.write_text(whole[: len(whole) // 2], encoding="utf-8")
    read_record(window, cut)
    qtbot.waitUntil(lambda: window.importing is None, timeout=WAIT)
    message = window.statusBar().currentMessage()
    assert re.fullmatch(CUT_SHORT[code], message), message
    # all of it fits the status bar of a window 1024 wide (nothing cut off at its end)
    bar = window.statusBar()
    assert bar.fontMetrics().horizontalAdvance(message) < bar.width() - 24
    assert c.match is playing


def first_ink(widget) -> int:
    """Where the words start in ``widget`` as painted: the first column, from the left,
    with a dark pixel in it."""
    from PySide6.QtGui import QColor

    image = widget.grab().toImage()
    for x in range(image.width()):
        for y in range(image.height()):
            if QColor(image.pixel(x, y)).lightness() < 100:
                return x
    raise AssertionError("nothing written")


def test_the_words_stay_where_they_are_when_the_line_becomes_the_sentence(
    qtbot, window, tmp_path, pool
):
    """'Importing ...' stands where the sentence that follows it will (the status bar's
    own place for a message): under Xvfb the words stepped 4 pixels to the right as the
    import ended."""
    c = window.controller
    c.new_match("braus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=5)
    read_record(window, career_file(tmp_path, pool, 2000))
    line = import_line(window)
    qtbot.waitUntil(lambda: line.isVisible() and line.x() > 0, timeout=WAIT)
    bar = window.statusBar()
    bar.clearMessage()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    importing = first_ink(bar)
    qtbot.mouseClick(line.cancel, Qt.MouseButton.LeftButton)
    assert bar.currentMessage().startswith("The import of 'career.json' was cancelled")
    assert abs(first_ink(bar) - importing) <= 1


def test_the_line_keeps_the_status_bars_height_as_the_window_grows(qtbot, window, tmp_path, pool):
    """Under Xvfb at 3840x2160 the line made the status bar a pixel taller (its words are
    a pixel taller than the bar's own line at that size), and the table above it a pixel
    shorter while a record was read. Here the window's words grow and shrink with the
    line in the status bar, and it never makes the bar taller than it is without it."""
    from PySide6.QtGui import QFontInfo

    from braus_desktop.app.importing import Importing

    bar = window.statusBar()

    def words() -> int:
        return QFontInfo(bar.font()).pixelSize()

    def resized(width: int, height: int, size) -> int:
        """The status bar's height once the window is ``width`` x ``height`` and its
        words are as ``size`` says (they follow the window's size a moment later)."""
        window.resize(width, height)
        qtbot.waitUntil(lambda: abs(window.width() - width) <= 1, timeout=WAIT)
        qtbot.waitUntil(lambda: size(words()), timeout=WAIT)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        return bar.height()

    first = words()
    small = resized(1024, 700, lambda px: px == first)
    large = resized(3840, 2100, lambda px: px > first)
    grown = words()
    assert large > small  # (the words grew)
    job = Importing(window.controller.session, bar, career_file(tmp_path, pool, 10))
    line = job.line  # (the reading is not started: the line stays while the window changes)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert line.isVisible() and bar.sizeHint().height() <= large
    assert resized(1024, 700, lambda px: px == first) == small
    assert bar.sizeHint().height() <= small
    assert resized(3840, 2100, lambda px: px == grown) == large
    assert bar.sizeHint().height() <= large
    # the words are whole: the label has the room its text asks for, across
    assert line.label.width() >= line.label.sizeHint().width()
    job.cancel()


# ------------------------------------------------------------------ a career held as text


def _import_whole(qtbot, window, tmp_path, pool, deals: int) -> int:
    """Import a career of ``deals`` deals into the window, its rows written, a move made
    and the game saved: what the window holds then (Python's own allocations since
    tracing began), in bytes."""
    path = career_file(tmp_path, pool, deals)
    c = window.controller
    assert c.session.import_record(path) is None
    qtbot.waitUntil(lambda: c.deal_over and window.statistics is not None, timeout=WAIT)
    window.statistics.record(with_match=False)  # (as the deal's end does)
    while window.statistics._more:  # (the rows of the imported deals, a batch a turn)
        qtbot.wait(10)
    c.turn_changed.emit()  # (a move: the score sheet read again)
    c.session.save()
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


@pytest.mark.slow  # (careers imported and measured)
def test_an_imported_careers_memory_grows_little_with_its_deals(qtbot, window, tmp_path, pool):
    """Issue 45 item 3: the window holds an imported career's finished deals as their
    record text (the last ``RECENT`` live), so each deal more costs the window a few
    hundred bytes (the match, the score sheet, the statistics, the save), where every
    deal held live took 6 KB. Measured as the slope between two careers imported one
    after the other (the first's rows stay in the statistics: counted in the slope)."""
    tracemalloc.start()
    try:
        _import_whole(qtbot, window, tmp_path, pool, 30)  # (what a first Import loads)
        small = _import_whole(qtbot, window, tmp_path, pool, 100)
        large = _import_whole(qtbot, window, tmp_path, pool, 500)
    finally:
        tracemalloc.stop()
    per_deal = (large - small) / 400
    assert 0 < per_deal < 1500, per_deal
    held = window.controller.match.held_deals()
    assert sum(isinstance(deal, KeptDeal) for deal in held) == 500 - RECENT


def test_an_old_deal_of_a_career_is_there_to_read_review_and_export(
    qtbot, window, open_window, tmp_path, pool
):
    """A deal held as its text is what it was: its score sheet row and its words, its
    review, the exported record and the resumed game are the career's."""
    deals = RECENT + 40
    c = import_career(qtbot, window, tmp_path, pool, deals)
    assert isinstance(c.match.held_deals()[0], KeptDeal)
    model = window.score_model
    assert model.rowCount() == deals
    first_row = model.row(0)
    assert (first_row.number, first_row.totals, first_row.in_play) == (1, (0, 0), False)
    tip = model.data(model.index(0, model.NUMBER), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Deal 1, dealt by You.") and len(tip.splitlines()) >= 2
    window.review_deal(1)
    qtbot.waitUntil(lambda: window.review_dialog is not None, timeout=WAIT)
    assert window.review_dialog.windowTitle() == "Review of deal 1"
    assert window.review_dialog.replay.deal.history == c.match.deals[0].history
    window.review_dialog.close()
    exported = tmp_path / "exported.json"
    assert c.session.export_record(exported) is None
    original = json.loads(career_file(tmp_path, pool, deals).read_text(encoding="utf-8"))
    assert json.loads(exported.read_text(encoding="utf-8"))["deals"] == original["deals"]
    c.session.save()
    c.shutdown()
    again = open_window("again.ini", show=False)
    shown = []
    again.controller.deal_finished.connect(shown.append)
    again._open_game(True, None)
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    match = again.controller.match
    assert len(match.deals) == deals and isinstance(match.held_deals()[0], KeptDeal)
    assert again.controller.session.snapshot() == c.session.snapshot()


def test_a_save_after_a_move_copies_what_it_shares_with_the_last(
    qtbot, window, tmp_path, pool, monkeypatch
):
    """The save after every move writes the deal in play and what follows it; the
    career before it (the record's head, every finished deal, held as text) is copied
    from the save as last written, as bytes, if the file is still that one: the save is
    the match's record to the byte either way."""
    from braus_desktop import rules

    deals = RECENT + 300
    c = import_career(qtbot, window, tmp_path, pool, deals)
    c.session.save()
    window.next_deal()
    qtbot.waitUntil(lambda: not c.deal_over, timeout=WAIT)
    written = []
    text_of = rules.records.text_of

    def counted(part):
        written.append(part)
        return text_of(part)

    monkeypatch.setattr(rules.records, "text_of", counted)
    c.session.save()
    saved = c.session.save_path.read_text(encoding="utf-8")
    # (the deals kept live, the deal in play, the notes: not the career's 364 deals)
    assert len(written) < 2 * RECENT + 10
    monkeypatch.setattr(rules.records, "text_of", text_of)
    assert saved == c.session.snapshot(reviews=True)
    # the file changed since it was written (by hand, say): written whole again
    c.session.save_path.write_text(saved.replace('"dealer": 0', '"dealer": 1', 1))
    written.clear()
    monkeypatch.setattr(rules.records, "text_of", counted)
    c.session.save()
    assert len(written) > 2 * deals
    monkeypatch.setattr(rules.records, "text_of", text_of)
    assert c.session.save_path.read_text(encoding="utf-8") == c.session.snapshot(reviews=True)


def test_a_save_copied_from_a_file_cut_short_meanwhile_is_written_whole(tmp_path):
    """The bytes copied from the last save come to an end before the copy's does (the
    file was cut meanwhile): what was copied is taken back, and the save is written
    whole, never a file that starts with a part of the old one."""
    from braus_desktop.app.store import session
    from braus_desktop.app.store.files import written_atomically

    old = tmp_path / "old.json"
    old.write_text("x" * 5000, encoding="utf-8")
    new = tmp_path / "new.json"
    with written_atomically(new) as fh:
        fh.write("head ")
        copied = session._copy_start(old, session._identity(old.stat()), 8000, fh)
        fh.write("whole")
    assert not copied
    assert new.read_text(encoding="utf-8") == "whole"
