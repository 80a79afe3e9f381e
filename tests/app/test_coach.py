"""The coach in the window: a finished deal is reviewed on the bot worker, Review this
deal shows it (driven by keys and clicks), past deals are reviewed from the score sheet,
the statistics keep the accuracy apart for serious and practice play, and records carry
the reviews (a bad one refused in a sentence while the record loads)."""

from __future__ import annotations

import dataclasses
import gc
import json
import sqlite3
import threading
import time
import weakref

import pytest
from PySide6.QtCore import QPoint, Qt

from braus_desktop.app import coach as coach_module
from braus_desktop.app.bot_runner import BotSignals, BotTask
from braus_desktop.app.store.statistics import (
    SCHEMA_V1,
    SCHEMA_VERSION,
    StatisticsStore,
    deal_row,
    review_row,
)
from braus_desktop.bots import coaching as coaching_module
from braus_desktop.bots import make_bot
from braus_desktop.bots.coaching import SEED, coach_deal, coached
from braus_desktop.bots.review import review
from braus_desktop.rules import Match, make_game
from braus_desktop.rules.played import PlayedDeal, Seating
from tests.bots.test_review import braus_blunder  # the deal with a blunder, built once

# the coach at work at the table: these tests are about it (tests/app/conftest.py)
pytestmark = pytest.mark.coach

WAIT = 60_000
LEVELS = ["human", "standard", "standard", "standard"]


def coaching(match, done, names, deal_no: int = 1):
    """The coaching the review dialog shows, of a review made apart (None: not ready)."""
    if done is None:
        return None
    return coached(PlayedDeal.of(match.deals[deal_no - 1]), done, names)


def play_deal(qtbot, c, seed: int = 0) -> None:
    """Play the deal in play to its end, the player's seat by a standard bot."""
    bot = make_bot("standard", c.game, seed=seed)
    end = time.monotonic() + WAIT / 1000
    while not c.deal_over:
        assert time.monotonic() < end, "the deal did not end"
        if c.human_to_act:
            state = c.state
            c.apply(bot.choose(state.observation(0), state.legal_actions()))
        qtbot.wait(2)


class _Slow:
    """A chooser that thinks until it is told to answer."""

    def __init__(self) -> None:
        self.started, self.release = threading.Event(), threading.Event()

    def choose(self, observation, legal):
        self.started.set()
        self.release.wait(30)
        return legal[0]


def test_a_deal_is_reviewed_on_the_worker_when_it_ends(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=11)
    assert c.coach.coaching_of(1) is None
    play_deal(qtbot, c)
    assert window.review_button.isVisible() and window.review_action.isEnabled()
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)
    done = c.coach.coaching_of(1).review
    history = c.match.deals[0].history
    assert done.deal == 1 and done.seat == 0 and done.game == "braus"
    for d in done.decisions:
        assert history[d.index][0] == 0 and str(history[d.index][1]) == d.played
    # the same review the analysis gives (the coach's seed), made once, with the par
    # of the same cards (which may come in after it, issue 38)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1).par is not None, timeout=WAIT)
    done = c.coach.coaching_of(1)
    # the coaching the pipeline makes of the deal at once (bots/coaching.py: the CLI's)
    state = c.match.deals[0]
    again = coach_deal(
        PlayedDeal.of(state), Seating(0, tuple(c.levels), 1, c.match.seed), c.names, seed=SEED
    )
    assert again.to_json() == done.to_json() and again.moments == done.moments
    done = done.review
    assert not c.coach.reviewing(1)
    # the player's decisions were valued as they were made (all but one that ended the
    # deal, if one did), and the review took them as they were
    assert len(c.coach._valued) >= len(done.decisions) - 1


def test_a_new_match_cancels_the_review_under_way_and_lets_go_of_it(qtbot, window, monkeypatch):
    made: list[weakref.ref] = []

    class Tracked(coach_module.StepJob):
        def __init__(self, *args) -> None:
            super().__init__(*args)
            made.append(weakref.ref(self))

    monkeypatch.setattr(coach_module, "StepJob", Tracked)
    c = window.controller
    # the worker is kept busy, so that the finished deal's review waits behind it
    slow = _Slow()
    c.bot_runner.start(BotTask(slow, "obs", [1], "busy", BotSignals()))
    assert slow.started.wait(10)
    c.start_match(braus_blunder(), LEVELS, None, practice=True, at_once=True)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    assert made and c.coach.reviewing(1)
    c.new_match("braus", {}, LEVELS, None, seed=5)  # another match: its review is dropped
    assert not c.coach.reviewing(1)
    slow.release.set()
    assert c.bot_runner.wait(30)

    def all_gone() -> bool:
        gc.collect()
        return all(r() is None for r in made)

    qtbot.waitUntil(all_gone, timeout=WAIT)
    assert c.coach.coaching_of(1) is None


def open_review(qtbot, window, match, deal_no: int | None = None):
    c = window.controller
    c.start_match(match, LEVELS, None, practice=True, at_once=True)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    window.review_deal(deal_no)
    dialog = window.review_dialog
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    return dialog


def test_the_review_dialog_shows_the_blunder_and_steps_by_keys_and_clicks(qtbot, window):
    dialog = open_review(qtbot, window, braus_blunder())
    replay = dialog.replay
    assert replay.position == 0  # the first decision: the lead
    assert "Blunder" in dialog.verdict.text()
    assert dialog.reason.text().startswith("Blunder: 6♦ averages")
    rows = [
        [dialog.options.topLevelItem(i).text(k) for k in range(4)]
        for i in range(dialog.options.topLevelItemCount())
    ]
    dealt = braus_blunder().deals[0]
    assert len(rows) == len(dealt.game.new_deal(dealer=3, setup=dealt.setup()).legal_actions())
    best = next(r for r in rows if "best" in r[3])
    mine = next(r for r in rows if "your play" in r[3])
    assert best[0] in ("Play J♣", "Play 8♠", "Play K♥") and best[1] == "+2.00"
    assert mine[0] == "Play 6♦" and best != mine
    # every hand is open on the review's table
    assert all(model.face_up for model in replay.hands)
    laid = sum(len(t.cards) for t in replay.won.tricks)
    assert sum(len(model.cards) for model in replay.hands) == 36 - laid
    # the keys, on the slider (it has the keyboard when the dialog opens)
    slider = dialog.slider
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key.Key_Right)
    assert replay.position == 1 and slider.value() == 1
    assert "You lead 6♦" in dialog.caption.text()
    assert "Blunder" not in dialog.verdict.text()
    qtbot.keyClick(slider, Qt.Key.Key_End)
    assert replay.position == replay.positions and replay.state.is_over
    qtbot.keyClick(slider, Qt.Key.Key_Home)
    assert replay.position == 0 and "Blunder" in dialog.verdict.text()
    qtbot.keyClick(dialog.graph, Qt.Key.Key_PageDown)  # the next decision of the player
    later = [i for i in dialog.decisions if i > 0]
    assert replay.position == (min(later) if later else 0)
    # the buttons and the graph, clicked
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert replay.position == 0
    qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    assert replay.position == 1
    # every control has a name and the Tab key reaches each of them
    from tests.app.test_keyboard import assert_all_named, assert_tab_reaches_all

    assert_all_named(dialog)
    assert_tab_reaches_all(dialog)
    target = replay.positions // 2
    qtbot.mouseClick(
        dialog.graph,
        Qt.MouseButton.LeftButton,
        pos=QPoint(round(dialog.graph.x_of(target)), dialog.graph.height() // 2),
    )
    assert replay.position == target and dialog.graph.current == target
    dialog.close()


def test_a_past_deal_is_reviewed_from_the_score_sheet(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=3)
    play_deal(qtbot, c, seed=1)
    window.next_deal()
    qtbot.waitUntil(lambda: len(c.match.deals) == 2, timeout=WAIT)
    sheet = window.score_view
    row = next(r for r in range(sheet.model.rowCount()) if sheet.model.row(r).number == 1)
    index = sheet.model.index(row, 0)
    rect = sheet.table.visualRect(index)
    # a double click is a click and then the second press (the view wants the first)
    qtbot.mouseClick(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dialog = window.review_dialog
    assert dialog.deal_no == 1 and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    assert dialog.review.deal == 1
    assert dialog.replay.deal is c.match.deals[0]
    dialog.close()
    # and by the keyboard: Enter on the row
    sheet.table.setFocus()
    sheet.table.setCurrentIndex(index)
    qtbot.keyClick(sheet.table, Qt.Key.Key_Return)
    assert window.review_dialog is not dialog and window.review_dialog.deal_no == 1
    window.review_dialog.close()


def test_statistics_keep_the_accuracy_of_serious_and_practice_deals_apart(tmp_path):
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    game = make_game("braus")
    for key, mode, seed in (("s", "serious", 1), ("p", "practice", 2)):
        match = Match(game, seed=seed)
        bots = [make_bot("standard", game, seed=s) for s in range(4)]
        state = match.deal
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        store.record([deal_row(match, state, 1, key, mode)])
        (done,) = review(match, seat=0, samples=4)
        store.record_review(review_row(key, coached(PlayedDeal.of(state), done)))
    blunder = braus_blunder()
    store.record([deal_row(blunder, blunder.deals[0], 1, "b", "practice")])
    (bad,) = review(blunder, seat=0, samples=12, seed=3)
    bad_coached = coached(PlayedDeal.of(blunder.deals[0]), bad)
    store.record_review(review_row("b", bad_coached))
    serious = {s.game: s for s in store.summaries("serious")}["braus"]
    practice = {s.game: s for s in store.summaries("practice")}["braus"]
    trend_s = store.accuracy_trend("serious", "braus")
    trend_p = store.accuracy_trend("practice", "braus")
    assert len(trend_s) == 1 and len(trend_p) == 2
    assert trend_p[-1].blunders >= 1 and trend_p[-1].accuracy == pytest.approx(bad.accuracy, 0.01)
    reviewed_p = [e.accuracy for e in trend_p if e.accuracy is not None]
    if reviewed_p:
        assert practice.accuracy == pytest.approx(sum(reviewed_p) / len(reviewed_p), 0.01)
    assert practice.mistakes >= 1 and serious.mistakes == sum(
        e.mistakes + e.blunders for e in trend_s
    )
    # a review made again replaces the earlier one
    store.record_review(review_row("b", bad_coached))
    assert len(store.accuracy_trend("practice", "braus")) == 2


def test_a_version_1_statistics_file_is_migrated_with_its_rows_kept(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript("BEGIN; " + SCHEMA_V1 + "PRAGMA user_version = 1; COMMIT;")
    game = make_game("braus")
    match = Match(game, seed=1)
    bots = [make_bot("standard", game, seed=s) for s in range(4)]
    state = match.deal
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    row = deal_row(match, state, 1, "old", "serious")
    conn.execute(
        f"INSERT INTO deals ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})",
        tuple(row.values()),
    )
    conn.commit()
    conn.close()
    store = StatisticsStore(path)
    assert store.notice is None and store.available
    assert store.counts()["deals"] == 1
    assert store._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 3
    (done,) = review(match, seat=0, samples=4)
    assert store.record_review(review_row("old", coached(PlayedDeal.of(state), done))) == 1
    assert len(store.accuracy_trend("serious", "braus")) == 1


def test_the_window_keeps_the_accuracy_in_the_statistics(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, LEVELS, None, seed=11, practice=True)
    play_deal(qtbot, c)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)
    store = window.statistics.store
    qtbot.waitUntil(lambda: len(store.accuracy_trend("practice", "braus")) == 1, timeout=WAIT)
    assert store.accuracy_trend("serious", "braus") == []


def test_records_carry_the_reviews_and_a_bad_one_is_refused_in_a_sentence(qtbot, window, tmp_path):
    c = window.controller
    dialog = open_review(qtbot, window, braus_blunder())
    dialog.close()
    kept = c.coach.coaching_of(1)
    path = tmp_path / "with-review.json"
    assert c.session.export_record(path) is None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["deals"][0]["review"] == kept.to_json()
    c.new_match("braus", {}, LEVELS, None, seed=8)
    assert c.coach.coaching_of(1) is None
    assert c.session.import_record(path) is None
    assert c.coach.coaching_of(1).to_json() == kept.to_json()
    assert c.session.review_notice == ""
    # the key moments are stored with the review; a record written before they were
    # (its review without "key_moments") still loads, and gets them made as it is read
    assert data["deals"][0]["review"]["key_moments"] and kept.moments
    del data["deals"][0]["review"]["key_moments"]
    older = tmp_path / "older-review.json"
    older.write_text(json.dumps(data), encoding="utf-8")
    assert c.session.import_record(older) is None and c.session.review_notice == ""
    assert c.coach.coaching_of(1).moments == kept.moments
    assert c.coach.coaching_of(1).to_json() == kept.to_json()
    # a hostile block: a template that reaches into its arguments, and a review of a
    # play that was not made
    data["deals"][0]["review"]["decisions"][0]["reason_phrase"] = {
        "context": "Coach",
        "template": "{a.__class__}",
        "args": {"a": 1},
    }
    bad = tmp_path / "bad-review.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert c.session.import_record(bad) is None
    assert c.coach.coaching_of(1) is None and c.match.deals[0].is_over
    assert c.session.review_notice.startswith(
        "The coach's review of deal 1 in this record could not be read"
    )
    data["deals"][0]["review"] = kept.to_json()
    data["deals"][0]["review"]["decisions"][0]["played"] = "JC"
    data["deals"][0]["review"]["decisions"][0]["options"][0]["action"] = "JC"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert c.session.import_record(bad) is None
    assert c.coach.coaching_of(1) is None and "deal 1" in c.session.review_notice
    # an old record, without reviews, loads as before and is reviewed when asked
    del data["deals"][0]["review"]
    old = tmp_path / "old.json"
    old.write_text(json.dumps(data), encoding="utf-8")
    assert c.session.import_record(old) is None and c.session.review_notice == ""
    assert c.coach.request(1)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)


def test_the_save_keeps_the_reviews_for_the_next_session(qtbot, open_window):
    first = open_window()
    c = first.controller
    c.new_match("braus", {}, LEVELS, None, seed=11)
    play_deal(qtbot, c)
    qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None, timeout=WAIT)
    kept = c.coach.coaching_of(1).to_json()
    c.session.save()
    c.shutdown()
    first.close()
    again = open_window("settings-2.ini")
    assert again.controller.session.resume() is True
    assert again.controller.coach.coaching_of(1).to_json() == kept


def test_a_record_keeps_the_latest_reviews_that_fit_its_budget(monkeypatch):
    monkeypatch.setattr(coaching_module, "REVIEW_BUDGET", 250)
    data = {"deals": [{"actions": []} for _ in range(4)]}
    reviews = [(n, {"deal": n}, 100) for n in (1, 2, 3, 4)]
    out = coaching_module.attach_to_record(data, reviews)
    assert [("review" in d) for d in out["deals"]] == [False, False, True, True]
    assert "review" not in data["deals"][3]  # the data given is left as it was


def test_among_options_shown_at_the_same_value_the_best_comes_first(qtbot, window):
    """Two cards a hair apart both show −0.62; the coach calls the cheaper one best (its
    tie rule). The row marked best must not sit below a row showing the same value:
    under Xvfb the table read 'Play J♦ −0.62' above 'Play 6♣ −0.62 best'."""

    from braus_desktop.bots.review import OptionValue

    dialog = open_review(qtbot, window, braus_blunder())
    position = dialog.replay.position
    decision = dialog.decisions[position]
    legal = [o.action for o in decision.options]
    other, cheap, played = legal[0], legal[1], decision.played
    if played in (other, cheap):
        played = next(a for a in legal if a not in (other, cheap))
    options = tuple(
        OptionValue(a, {other: -0.6201, cheap: -0.6204, played: -0.65}.get(a, -0.9), -1.0, True)
        for a in legal
    )
    dialog.decisions[position] = dataclasses.replace(
        decision, options=options, best=cheap, played=played
    )
    dialog._show_decision()
    rows = [
        [dialog.options.topLevelItem(i).text(k) for k in range(4)]
        for i in range(dialog.options.topLevelItemCount())
    ]
    assert rows[0][1] == rows[1][1] == "−0.62"
    assert "best" in rows[0][3], rows


def test_each_choice_in_the_review_is_set_apart_from_the_next(qtbot, window):
    """A Brag choice is five lines (one per trick): without a change of ground between
    rows, two choices read as one list of ten tricks (seen under Xvfb). Rows alternate."""
    dialog = open_review(qtbot, window, braus_blunder())
    tree = dialog.options
    assert tree.topLevelItemCount() >= 2
    dialog.show()
    qtbot.waitExposed(dialog)
    image = tree.viewport().grab().toImage()

    def ground(row: int):
        rect = tree.visualItemRect(tree.topLevelItem(row))
        # the right end of the last column: past every word, on the row's ground
        return image.pixelColor(tree.viewport().width() - 3, rect.center().y()).name()

    rows = [i for i in range(tree.topLevelItemCount()) if not tree.topLevelItem(i).isSelected()][:2]
    assert len(rows) == 2 and rows[1] == rows[0] + 1
    assert ground(rows[0]) != ground(rows[1])


@pytest.mark.slow  # (a long match)
def test_the_save_of_a_long_match_finds_its_reviews_without_remaking_each_deals_key(
    qtbot, window, tmp_path, monkeypatch
):
    """The save after every move writes the reviews of the match's deals: which finished
    deal has one was asked by each deal's key, made again at every save (1.2 s a move in
    a career of 10,000 deals). A finished deal never changes: its key is made once."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "bots"))
    from benchmark_module import load

    replay = load("match_replay")
    path = tmp_path / "career.json"
    path.write_text(replay.career_text(200, replay.drawn_deals(2)), encoding="utf-8")
    c = window.controller
    assert c.session.import_record(path) is None
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    window.next_deal()
    play_deal(qtbot, c)
    qtbot.waitUntil(lambda: c.coach.coaching_of(201) is not None, timeout=WAIT)
    c.session.save()
    made = []
    of = PlayedDeal.of
    monkeypatch.setattr(PlayedDeal, "of", classmethod(lambda cls, s: made.append(s) or of(s)))
    c.session.save()
    kept = json.loads(c.session.save_path.read_text(encoding="utf-8"))
    assert "review" in kept["deals"][200] and len(kept["deals"]) == 201
    assert made == []  # (each save made all 201 deals' keys again)
