"""Help → Puzzles as a player meets it (issue 23): the position on its own table with every
hand face up, a losing play refused at once with how much it loses and why, the answer
played by a click and the solver answering, the puzzle solved to the end, the puzzle of
the day, and the progress (solved, tries, streak) kept in the statistics database."""

from __future__ import annotations

import datetime
import sqlite3

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from test_table_play import WAIT, click_card

from braus_desktop.app.dialogs.puzzles import PuzzleDialog
from braus_desktop.app.settings import Settings
from braus_desktop.app.store.statistics import (
    PUZZLE_SCHEMA,
    SCHEMA_V1,
    SCHEMA_VERSION,
    StatisticsStore,
)
from braus_desktop.bots.puzzles import PUZZLE_GAMES, book, puzzle_of_the_day, signed
from braus_desktop.rules.core import Pass, Play

DAY = datetime.date(2026, 11, 23)


@pytest.fixture
def store(tmp_path):
    s = StatisticsStore(tmp_path / "data" / "statistics.sqlite3")
    yield s
    s.close()


@pytest.fixture
def open_dialog(qtbot, tmp_path, store):
    made = []

    def make(today=DAY):
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
        settings.override("animation/speed", "instant")
        dialog = PuzzleDialog(settings, store, today=lambda: today)
        qtbot.addWidget(dialog)
        dialog.resize(1024, 760)
        dialog.show()
        qtbot.waitExposed(dialog)
        made.append(dialog)
        return dialog

    yield make
    for d in made:
        d.controller.shutdown()


def wait_for_south(qtbot, dialog):
    c = dialog.controller
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)


def play(qtbot, dialog, action):
    """A play of South's as a player makes it: a click on the card (Bräus), the cards
    clicked then Play (Brus games, Risk it ticked for a risk), or the Pass button."""
    c = dialog.controller
    if isinstance(action, Pass):
        qtbot.mouseClick(dialog.pass_button, Qt.LeftButton)
        return
    assert isinstance(action, Play)
    if not c.input.selecting:
        click_card(qtbot, dialog, action.cards[0])
        return
    for card in action.cards:
        click_card(qtbot, dialog, card)
    assert set(c.hands[0].selected()) == set(action.cards)
    if action.risk:
        assert dialog.risk_box.isVisible()
        dialog.risk_box.setChecked(True)
    qtbot.mouseClick(dialog.play_button, Qt.LeftButton)


def tries(store, game_id):
    return store.puzzle_progress(game_id, DAY)


def test_a_newcomer_begins_with_the_easiest_puzzle_the_days_one_click_away(
    qtbot, open_dialog, store
):
    """Issue 36, item 12: a brand-new player's first puzzle was the puzzle of the day,
    #215, "Hard"; it is the book's first (the easiest), then the easiest not yet solved,
    and Puzzle of the day opens the day's."""
    game_id = PUZZLE_GAMES[0]
    dialog = open_dialog()
    assert dialog.puzzle == book(game_id)[0] and dialog.number_box.value() == 1
    assert dialog.task_label.text().startswith("Easy.")
    assert "Puzzle of the day" not in dialog.task_label.text()
    assert dialog.daily_button.isVisible() and dialog.daily_button.isEnabled()
    qtbot.mouseClick(dialog.daily_button, Qt.LeftButton)
    day = puzzle_of_the_day(game_id, DAY)
    assert dialog.puzzle == day and dialog.task_label.text().startswith("Puzzle of the day.")
    dialog.close()
    for p in book(game_id)[:2]:
        store.record_puzzle_try(game_id, p.key, p.number, True, None)
    again = open_dialog()
    assert again.puzzle == book(game_id)[2] and again.number_box.value() == 3


def test_it_opens_on_the_puzzle_of_the_day_with_every_hand_shown(qtbot, open_dialog):
    dialog = open_dialog()
    p = puzzle_of_the_day(PUZZLE_GAMES[0], DAY)
    qtbot.mouseClick(dialog.daily_button, Qt.LeftButton)  # (one click away)
    assert dialog.puzzle == p and dialog.number_box.value() == p.number
    c = dialog.controller
    assert [str(a) for _, a in c.state.history] == list(p.actions)
    assert c.human_to_act and [str(a) for a in c.state.legal_actions()] == list(p.values)
    for seat, hand in enumerate(c.hands):
        assert hand.face_up, f"seat {seat}'s hand is face down"
        assert list(hand.cards) and set(hand.cards) == set(c.state.hand(seat))
        for card in hand.cards:
            assert dialog.table.item_for(card).face_up
    assert "Puzzle of the day" in dialog.task_label.text()
    assert f"at {signed(max(p.values.values()))} for your side" in dialog.task_label.text()
    assert "Solved: 0 of" in dialog.progress_label.text()


@pytest.mark.slow  # the hardest puzzle solved to the end at the table
@pytest.mark.parametrize("game_id", PUZZLE_GAMES)
def test_a_losing_play_is_refused_with_why_then_the_answer_solves_it(
    qtbot, open_dialog, store, game_id
):
    dialog = open_dialog()
    index = dialog.game_box.findData(game_id)
    dialog.game_box.setCurrentIndex(index)
    p = book(game_id)[-1]  # the hardest
    dialog.number_box.setValue(p.number)
    assert dialog.puzzle == p and dialog.daily is None
    c = dialog.controller
    wait_for_south(qtbot, dialog)
    state = c.state
    wrong = next(a for a in state.legal_actions() if str(a) != p.answer)
    history = len(state.history)
    play(qtbot, dialog, wrong)
    assert len(c.state.history) == history, "the losing play was made"
    assert c.hands[0].selected() == [] and not dialog.risk_box.isChecked()
    text = dialog.verdict_label.text()
    assert "loses" in text and text.endswith("Try again.")
    assert f"at {signed(p.values[str(wrong)])} for your side" in text
    assert tries(store, game_id).tries == 1 and tries(store, game_id).solved == 0
    assert dialog.progress_label.text().startswith("This puzzle: not solved yet (tries: 1)")
    # the player tries again from the same place: the answer, then best play to the end
    while not c.deal_over:
        wait_for_south(qtbot, dialog)
        if c.deal_over:
            break
        action = c.puzzle_session.solution(c.state)
        before = len(c.state.history)
        play(qtbot, dialog, action)
        assert len(c.state.history) == before + 1
    qtbot.waitUntil(lambda: "Solved" in dialog.verdict_label.text(), timeout=WAIT)
    assert c.state.returns()[0] == p.values[p.answer]
    assert "Solved!" in (dialog.table.banner_text or "")
    progress = tries(store, game_id)
    assert (progress.solved, progress.tries, progress.streak) == (1, 2, 0)
    assert progress.puzzles[p.key] == (2, True)
    assert dialog.progress_label.text().startswith(
        f"This puzzle: solved (tries: 2) · Solved: 1 of {len(book(game_id))}"
    )


def test_the_keyboard_alone_chooses_a_puzzle_and_plays_the_answer(qtbot, open_dialog):
    """Alt+N to the number, the number typed and Enter, Tab to the table, Left and Right
    to the answer's card, Enter to play it."""
    dialog = open_dialog()
    p = next(
        q
        for q in book(PUZZLE_GAMES[0])[::-1]
        if not q.answer == "pass" and q.number != dialog.puzzle.number
    )
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.table, timeout=WAIT)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_N, Qt.AltModifier)
    assert dialog.focusWidget() is dialog.number_box
    qtbot.keyClick(dialog.number_box, Qt.Key_A, Qt.ControlModifier)
    qtbot.keyClicks(dialog.number_box, str(p.number))
    assert dialog.puzzle.number != p.number  # nothing opens until Enter
    qtbot.keyClick(dialog.number_box, Qt.Key_Return)
    assert dialog.puzzle == p
    for _ in range(10):
        if dialog.focusWidget() is dialog.table:
            break
        qtbot.keyClick(dialog.focusWidget(), Qt.Key_Tab)
    assert dialog.focusWidget() is dialog.table
    c = dialog.controller
    wait_for_south(qtbot, dialog)
    answer = next(a for a in c.state.legal_actions() if str(a) == p.answer)
    for _ in range(12):
        qtbot.keyClick(dialog.table, Qt.Key_Left)
    for _ in range(12):
        if dialog.table.input.focused_card() == answer.cards[0]:
            break
        qtbot.keyClick(dialog.table, Qt.Key_Right)
    qtbot.keyClick(dialog.table, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > len(p.actions), timeout=WAIT)
    assert str(c.state.history[len(p.actions)][1]) == p.answer
    assert "loses" not in dialog.verdict_label.text()


@pytest.mark.slow  # a puzzle solved twice
def test_the_daily_puzzle_solved_makes_a_streak_and_start_again_resets(qtbot, open_dialog, store):
    game_id = PUZZLE_GAMES[0]
    yesterday = DAY - datetime.timedelta(days=1)
    p_old = puzzle_of_the_day(game_id, yesterday)
    store.record_puzzle_try(game_id, p_old.key, p_old.number, True, yesterday)
    dialog = open_dialog()
    qtbot.mouseClick(dialog.daily_button, Qt.LeftButton)
    assert dialog.daily == DAY
    assert "in a row: 1" in dialog.progress_label.text()
    c = dialog.controller
    first = c.state.history
    wait_for_south(qtbot, dialog)
    play(qtbot, dialog, c.puzzle_session.solution(c.state))
    qtbot.mouseClick(dialog.again_button, Qt.LeftButton)
    assert c.state.history == first and dialog.verdict_label.text() == ""
    while not c.deal_over:
        wait_for_south(qtbot, dialog)
        if not c.deal_over:
            play(qtbot, dialog, c.puzzle_session.solution(c.state))
    qtbot.waitUntil(lambda: "Solved" in dialog.verdict_label.text(), timeout=WAIT)
    assert tries(store, game_id).streak == 2
    assert "in a row: 2" in dialog.progress_label.text()
    # a click on the banner goes on to the next puzzle, which is not the day's
    today = puzzle_of_the_day(game_id, DAY).number
    qtbot.mouseClick(
        dialog.table.viewport(),
        Qt.LeftButton,
        pos=dialog.table.mapFromScene(dialog.table.overlays._banner.sceneBoundingRect().center()),
    )
    assert dialog.puzzle.number == dialog.number_box.value() == today % len(book(game_id)) + 1
    assert dialog.daily is None and "Puzzle of the day" not in dialog.task_label.text()


def test_help_puzzles_opens_from_the_main_window(qtbot, window):
    window.controller.new_match(
        "braus", {}, ["human", "standard", "standard", "standard"], None, seed=1
    )
    assert window.puzzles_action in window.help_menu.actions()
    window.puzzles_action.trigger()
    dialog = window.puzzles_dialog
    qtbot.waitExposed(dialog)
    assert dialog.store is window.statistics.store
    # a new player: the book's first puzzle, the easiest (not today's)
    assert dialog.puzzle == book(dialog.game_id)[0]
    qtbot.mouseClick(dialog.daily_button, Qt.LeftButton)
    assert dialog.puzzle == puzzle_of_the_day(dialog.game_id, datetime.date.today())
    dialog.close()


def test_the_dialog_speaks_swedish(qtbot, open_dialog, in_language):
    dialog = open_dialog()
    in_language("sv")  # Qt tells the open dialog with an event
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Problem", timeout=WAIT)
    assert dialog.daily_button.text() == "&Dagens problem"
    assert dialog.task_label.text().startswith("Lätt.")
    qtbot.mouseClick(dialog.daily_button, Qt.LeftButton)
    assert dialog.task_label.text().startswith("Dagens problem.")


# --------------------------------------------------------------------------- the database


def test_progress_counts_solved_tries_and_the_streak_of_days(store):
    g = "brus"
    store.record_puzzle_try(g, "brus:1:20", 1, False, DAY)
    store.record_puzzle_try(g, "brus:1:20", 1, True, DAY)
    store.record_puzzle_try(g, "brus:2:21", 2, True, None)
    for k in (2, 3):  # two days before yesterday: the streak is broken by a missed day
        day = DAY - datetime.timedelta(days=k)
        store.record_puzzle_try(g, f"brus:{k}:9", 3, True, day)
    p = store.puzzle_progress(g, DAY)
    assert (p.solved, p.tries, p.streak) == (4, 5, 1)
    assert store.puzzle_progress(g, DAY + datetime.timedelta(days=1)).streak == 1
    assert store.puzzle_progress(g, DAY + datetime.timedelta(days=2)).streak == 0
    assert store.puzzle_progress("braus", DAY).tries == 0


def test_a_version_1_database_keeps_its_rows_and_gains_the_puzzles_table(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript("BEGIN; " + SCHEMA_V1 + "PRAGMA user_version = 1; COMMIT;")
    conn.execute(
        "INSERT INTO matches VALUES ('k', 'braus', '{}', 'serious', 'now', 'won', "
        "6, 2, '[6, 2]', 3, NULL)"
    )
    conn.commit()
    conn.close()
    store = StatisticsStore(path)
    assert store.notice is None and store.available
    assert store.counts()["matches"] == 1
    assert store.record_puzzle_try("braus", "braus:1:2", 1, True, DAY)
    assert store.puzzle_progress("braus", DAY).solved == 1
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 2
    conn.close()
    assert "puzzle_tries" in PUZZLE_SCHEMA


def test_the_dialog_fits_on_the_screen_it_opens_on(qtbot, window):
    """On a screen smaller than the dialog's usual size (1024x768, the offscreen test
    screen) the whole dialog is on it, its progress line at the foot too."""
    window.puzzles_action.trigger()
    dialog = window.puzzles_dialog
    qtbot.waitExposed(dialog)
    room = window.screen().availableGeometry()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    assert dialog.progress_label.isVisible()
    dialog.close()


@pytest.mark.slow  # a puzzle solved to the end
def test_the_turn_prompt_goes_while_the_others_play(qtbot, open_dialog):
    """Issue 36, item 9: the line under the puzzle said "Your turn" while the computer
    players thought about their replies."""
    dialog = open_dialog()
    c = dialog.controller
    seen = []
    c.turn_changed.connect(
        lambda: seen.append((c.human_to_act, c.state.is_over, dialog.verdict_label.text()))
    )
    while True:
        wait_for_south(qtbot, dialog)
        if c.deal_over:
            break
        play(qtbot, dialog, c.puzzle_session.solution(c.state))
    assert any(human and "Your turn" in text for human, _over, text in seen), seen
    waiting = [text for human, over, text in seen if not human and not over]
    assert waiting and not any("Your turn" in text for text in waiting), seen
