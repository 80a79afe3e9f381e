"""What a newcomer met on the first day (issue 46), at the real widgets: the welcome's
"Play Bräus now" starts a practice match and says so, and how to play a serious one; in a
serious match H and Ctrl+Z say why they are off; the keyboard is back on the table after
every dialog closes, by each of its ways out, and after "Next lesson"; and the smaller
things seen on the way (a hint in the old language, the outcome card "played" by "You",
the Icelandic cut's numbers, My mistakes' due day, Statistics' rows, the Brag showdown's
trick names, the game log after a restart)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from test_expected import welcomed_window
from test_lessons import panel_text

from braus_desktop import rules
from braus_desktop.app.settings import Settings
from braus_desktop.rules.core import Pass, Play

WAIT = 60_000
LANGUAGES = ["en", "sv", "da", "is"]


def words(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def start(qtbot, window, game_id="braus", practice=True, seed=5, options=None, n=4):
    """A match with the player's turn come and the keyboard on the table."""
    c = window.controller
    c.new_match(
        game_id,
        options or {},
        ["human"] + ["beginner"] * (n - 1),
        None,
        seed=seed,
        practice=practice,
    )
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=WAIT)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    return c


# --------------------------------------------------------------- 1: the first game


def test_play_braus_now_starts_a_practice_match_with_its_help_at_hand(qtbot, tmp_path):
    from braus_desktop.app.dialogs.welcome import WelcomeDialog

    notes = []

    def respond(dialog):
        if isinstance(dialog, WelcomeDialog):
            notes.append(dialog.practice_note.text())
            dialog.play_button.click()
        else:
            dialog.reject()

    win, _seen, welcome = welcomed_window(qtbot, tmp_path, respond)
    try:
        assert welcome
        assert "Your first game is a practice match" in notes[0]
        assert "Game → New game and untick Practice match" in notes[0]
        c = win.controller
        assert c.game.id == "braus" and c.practice
        qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
        # what the player sees: the practice items, and the prompt that offers a hint
        assert win.hint_action.isVisible() and win.hint_action.isEnabled()
        assert win.open_hands_action.isVisible() and win.edit_menu.menuAction().isVisible()
        assert win.turn_label.text() == "Practice · Your turn — press H for a hint"
        # H (on the table, where the welcome left the keyboard) gives a hint
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is win.table, timeout=WAIT)
        qtbot.keyClick(win.table, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: win.turn_label.text().startswith("Practice · Hint: "), timeout=WAIT)
    finally:
        win.controller.shutdown()


def test_choose_another_game_in_the_welcome_offers_practice_ticked(qtbot, tmp_path):
    from braus_desktop.app.dialogs.new_game import NewGameDialog
    from braus_desktop.app.dialogs.welcome import WelcomeDialog

    ticked = []

    def respond(dialog):
        if isinstance(dialog, WelcomeDialog):
            dialog.choose_button.click()
        elif isinstance(dialog, NewGameDialog):
            ticked.append(dialog.practice_box.isChecked())
            dialog.accept()
        else:
            dialog.reject()

    win, _seen, _welcome = welcomed_window(qtbot, tmp_path, respond)
    try:
        assert ticked == [True] and win.controller.practice
    finally:
        win.controller.shutdown()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_welcome_says_the_first_game_is_practice_in_every_language(qtbot, in_language, code):
    from braus_desktop.app.dialogs.welcome import WelcomeDialog

    in_language(code)
    dialog = WelcomeDialog()
    qtbot.addWidget(dialog)
    note = dialog.practice_note.text()
    source = (
        "Your first game is a practice match: a hint with H, undo with Ctrl+Z, and "
        "the other hands can be shown. For a serious match, counted in your "
        "statistics, choose Game → New game and untick Practice match."
    )
    assert (note == source) == (code == "en")
    # it names the menu and the item as the menus show them in that language
    game = words("MainWindow", "&Game").replace("&", "")
    new = words("MainWindow", "&New game…").replace("&", "").rstrip("…")
    assert f"{game} → {new}" in note
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.practice_note.isVisible()
    assert dialog.practice_note.height() >= dialog.practice_note.heightForWidth(
        dialog.practice_note.width()
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_in_a_serious_match_h_and_ctrl_z_say_why_they_are_off(qtbot, window, in_language, code):
    in_language(code)
    c = start(qtbot, window, practice=False)
    assert not window.hint_action.isVisible()
    why = words(
        "Controller", "{what} are for practice matches: start one with Game → New game → Practice."
    )
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    assert window.statusBar().currentMessage() == why.format(what=words("Controller", "Hints"))
    window.statusBar().clearMessage()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == why.format(
        what=words("Controller", "Undo and redo")
    )
    assert not c.hint_text and len(c.state.history) >= 0


def test_in_a_practice_match_h_gives_the_hint_not_the_refusal(qtbot, window):
    c = start(qtbot, window, practice=True)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    assert "practice matches" not in window.statusBar().currentMessage()


# --------------------------------------------------------------- 2: the keyboard


def close_by_escape(qtbot, dialog) -> None:
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)


def close_by_box(qtbot, dialog) -> None:
    dialog.close()  # the title bar's close box


def close_by_button(qtbot, dialog) -> None:
    from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox

    box = dialog.findChild(QDialogButtonBox)
    wanted = (
        QDialogButtonBox.StandardButton.Close,
        QDialogButtonBox.StandardButton.Cancel,
        QDialogButtonBox.StandardButton.Ok,
    )
    for kind in wanted:
        button = box.button(kind) if box is not None else None
        if button is not None and button.isVisible():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    closing = [
        b
        for b in dialog.findChildren(QAbstractButton)
        if b.isVisible() and b.text().replace("&", "") in ("Close", "Cancel")
    ]
    assert closing, f"no Close or Cancel button in {type(dialog).__name__}"
    qtbot.mouseClick(closing[0], Qt.MouseButton.LeftButton)


CLOSINGS = {"escape": close_by_escape, "close box": close_by_box, "button": close_by_button}


DIALOGS = [
    "settings_action",
    "new_action",
    "statistics_action",
    "rules_action",
    "review_action",
    "puzzles_action",
    "mistakes_action",
    "lessons_action",
    "deal_editor_action",
]


# (the puzzles have no Close button: Escape and the close box close them)
CASES = [
    (which, how)
    for which in DIALOGS
    for how in CLOSINGS
    if not (which == "puzzles_action" and how == "button")
]


@pytest.mark.parametrize("which, how", CASES)
def test_closing_a_dialog_gives_the_table_the_keyboard(qtbot, window, which, how):
    c = start(qtbot, window, "brus", practice=True)
    if which == "review_action":
        finish_deal(qtbot, window)
    # the player left the keyboard beside the table (a click in the game log, a Tab)
    window.log_view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.log_view, timeout=WAIT)
    closed = []

    def shut() -> None:
        dialog = QApplication.activeModalWidget() or opened(window)
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, shut)
            return
        dialog.activateWindow()
        CLOSINGS[how](qtbot, dialog)
        closed.append(type(dialog).__name__)

    QTimer.singleShot(10, shut)
    getattr(window, which).trigger()
    qtbot.waitUntil(lambda: bool(closed), timeout=WAIT)
    qtbot.waitUntil(lambda: opened(window) is None, timeout=WAIT)
    window.activateWindow()  # what a window manager does (offscreen has none)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=WAIT)
    if not c.deal_over:  # the keys act on the cards again: Right moves along them
        plays = [a for a in c.state.legal_actions() if isinstance(a, Play)]
        before = window.table.input.focused_card()
        qtbot.keyClick(window.table, Qt.Key.Key_Right)
        assert len(plays) <= 1 or window.table.input.focused_card() != before


def opened(window):
    """A dialog of the window's still open, if one is."""
    for top in QApplication.topLevelWidgets():
        if isinstance(top, QDialog) and top.isVisible():
            return top
    return None


def finish_deal(qtbot, window) -> None:
    c = window.controller
    while not c.deal_over:
        qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
        if c.deal_over:
            break
        c.input.apply(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)


@pytest.mark.parametrize("how", list(CLOSINGS))
def test_closing_an_exercise_then_my_mistakes_gives_the_table_the_keyboard(qtbot, window, how):
    from datetime import date, timedelta

    from braus_desktop.bots.exercise import exercises_from_review
    from braus_desktop.bots.review import review
    from tests.bots.test_review import braus_blunder

    match = braus_blunder()
    (deal,) = review(match, seat=0, samples=12, seed=3)
    start(qtbot, window, "brus", practice=True)
    window.record_statistics()
    made = exercises_from_review(deal, match.deals[0], ["You", "West", "North", "East"], "m1")
    window.statistics.store.add_exercises(made, date.today() - timedelta(days=3))
    window.log_view.setFocus()
    window.mistakes_action.trigger()
    mistakes = window.mistakes_dialog
    qtbot.waitExposed(mistakes)
    exercise = mistakes.open_exercise(made[0].key)
    qtbot.waitExposed(exercise)
    exercise.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is exercise, timeout=WAIT)
    CLOSINGS[how](qtbot, exercise)
    qtbot.waitUntil(lambda: not exercise.isVisible(), timeout=WAIT)
    mistakes.activateWindow()  # the list is still open: the keyboard is back in it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is mistakes, timeout=WAIT)
    CLOSINGS[how](qtbot, mistakes)
    qtbot.waitUntil(lambda: opened(window) is None, timeout=WAIT)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=WAIT)


def play_lesson_through(qtbot, window, game_id: str, key: str) -> None:
    """The lesson's expected plays made through the window's input, to its end."""
    from test_lessons import click_card, lay

    from braus_desktop.rules import Cut
    from braus_desktop.rules.brag import Arrangement

    c = window.controller
    window.lessons.start(game_id, key)
    lesson = window.lessons.lesson
    while not window.lessons.guide.finished():
        qtbot.waitUntil(lambda: c.human_to_act or window.lessons.guide.finished(), timeout=WAIT)
        if window.lessons.guide.finished():
            break
        text = lesson.turn_at(len(c.state.history)).expect[0]
        action = c.state.legal_actions()[0] if text == "any" else c.state.parse_action(text)
        if isinstance(action, Pass):
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
        elif isinstance(action, Cut):
            c.input.cut(action.position)
        elif isinstance(action, Arrangement):
            qtbot.waitUntil(lambda: window._arranger is not None, timeout=WAIT)
            lay(qtbot, window._arranger, [" ".join(card.text for card in t) for t in action.tricks])
            qtbot.mouseClick(window._arranger.confirm_button, Qt.MouseButton.LeftButton)
        else:
            click_card(qtbot, window, action.cards[0].text)


def test_after_next_lesson_the_keyboard_plays_the_framed_card_and_p_passes(qtbot, window):
    """Enter on "Next lesson" (its default button): the next lesson begins with the
    keyboard on the table, so Enter plays the framed card (it opened the lessons list:
    the focus had gone on to "All lessons…"), and P passes where the lesson asks."""
    from braus_desktop.rules.cards import Card

    c = window.controller
    play_lesson_through(qtbot, window, "braus", "overtake")
    panel = window.lessons.panel
    qtbot.waitUntil(panel.next_button.isVisible, timeout=WAIT)
    window.activateWindow()
    # the finished lesson gave the keyboard to its way on (it stayed on the table, where
    # Enter did nothing)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.next_button, timeout=WAIT)
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Return)
    assert window.lessons.lesson.key == "lead-on"
    assert QApplication.focusWidget() is window.table
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    assert window.table.input.focused_card() == Card.parse("JC")  # the framed card
    before = len(c.state.history)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert c.state.history[before][0] == 0
    assert c.state.history[before][1].cards == (Card.parse("JC"),)
    assert QApplication.activeModalWidget() is None  # no lessons list opened
    qtbot.waitUntil(lambda: c.human_to_act or window.lessons.guide.finished(), timeout=WAIT)
    assert "you pass on every trick" in panel_text(window)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_P)
    qtbot.waitUntil(lambda: window.lessons.guide.finished(), timeout=WAIT)
    assert "braus:lead-on" in window.settings.finished_lessons


def test_after_a_language_change_in_settings_p_passes(qtbot, window, in_language):
    """Settings closed with a new language: P passes at once (it did nothing until a
    click on the table)."""
    from test_lessons import click_card

    from braus_desktop.app.settings import SettingsDialog

    c = window.controller
    window.lessons.start("braus", "lead-on")
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    click_card(qtbot, window, "JC")
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    assert "you pass on every trick" in panel_text(window)
    window.activateWindow()
    # the keyboard where a hint of Pass or a Tab leaves it: on the Pass button
    window.pass_button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.pass_button, timeout=WAIT)

    def choose_danish() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            QTimer.singleShot(10, choose_danish)
            return
        box = dialog.language
        box.setCurrentIndex(box.findData("da"))
        box.setFocus()  # the player's last control in the dialog
        dialog.accept()

    QTimer.singleShot(10, choose_danish)
    window.settings_action.trigger()
    try:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=WAIT)
        before = len(c.state.history)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_P)
        qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=WAIT)
        assert c.state.history[before] == (0, Pass())
    finally:
        in_language("en")


# --------------------------------------------------------------- 3: the smaller things


def test_the_hint_line_follows_a_language_switch(qtbot, window, in_language):
    c = start(qtbot, window, "brus", practice=True)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    english = c.hint_text
    in_language("sv")
    qtbot.waitUntil(lambda: window.turn_label.text().startswith("Träning"), timeout=WAIT)
    line = window.turn_label.text()
    assert line.startswith("Träning · Tips: "), line
    assert english not in line
    from braus_desktop.app.phrases import say

    assert line.endswith(say(c.hint_reason))
    in_language("da")
    qtbot.waitUntil(lambda: window.turn_label.text().startswith("Træning"), timeout=WAIT)
    line = window.turn_label.text()
    assert line.startswith("Træning · Tip: ") and line.endswith(say(c.hint_reason)), line


def test_the_outcome_card_lessons_banner_says_you_held_it(qtbot, window):
    """Bräus lesson 6: the K♣ never leaves the hand: "you held it", not "You played it"."""
    c = window.controller
    play_lesson_through(qtbot, window, "braus", "outcome-card")
    result = c.state.result() if c.state.is_over else None
    if result is None:  # the lesson stopped before the deal's end: play it out
        pytest.skip("the lesson ends before its deal")
    qtbot.waitUntil(lambda: window.table.banner_text is not None, timeout=WAIT)
    banner = window.table.banner_text
    assert result.outcome_card and result.outcome_card_holder == 0
    assert "outcome card K♣ (you held it)" in banner, banner
    assert "played it" not in banner and "(You" not in banner


def test_the_outcome_card_held_by_another_is_held_in_every_language(in_language):
    from types import SimpleNamespace

    from braus_desktop.app.games.braus import BrausUI
    from braus_desktop.app.phrases import say
    from braus_desktop.app.score_words import sides_of
    from braus_desktop.rules.braus import BrausResult

    game = rules.make_game("braus")
    names = ["You", "West", "North", "East"]
    for holder, you_held in ((2, False), (0, True)):
        result = BrausResult(0, (1, 0), (5, 4), "", False, True, False, holder)
        state = SimpleNamespace(result=lambda r=result: r, dealer=1)
        for code, held in (
            ("en", "held it"),
            ("sv", "hade det"),
            ("da", "havde det"),
            ("is", "með hann"),
        ):
            in_language(code)
            (line,) = BrausUI().deal_lines(None, state, sides_of(game, names), names)
            text = say(line)
            assert held in text, text
            assert ("(Nor" in text) != you_held, text


def test_the_icelandic_cut_hint_and_the_log_say_the_same_number(qtbot, window):
    """The hint says how many cards to cut, the raised card of the spread pack shows that
    number and moves there, and Enter cuts there: the log says the same number."""
    import re

    c = window.controller
    game = rules.make_game("brus-iceland")
    c.start_match(
        rules.Match(game, seed=5, first_dealer=1),  # seat 0 cuts for seat 1
        ["human"] + ["beginner"] * 3,
        None,
        practice=True,
    )
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    pack = window.table.pack
    assert pack.cutting
    label = pack.cut_label
    assert label is not None and label.isVisible()
    assert label.text() == f"Cut {pack.cut_focus} cards"  # the pack shows its count
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    said = re.match(r"Practice · Hint: Cut (\d+) cards", window.turn_label.text())
    assert said, window.turn_label.text()
    n = int(said.group(1))
    assert pack.cut_focus == n and label.text() == f"Cut {n} cards"
    # over the raised card, on the table
    card = pack.cut_item(n).sceneBoundingRect()
    box = label.sceneBoundingRect()
    assert box.bottom() <= card.top() + 1 and box.left() < card.center().x() < box.right()
    assert window.table.sceneRect().contains(box)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: any(
            re.match(r"You cut \d+ cards", c.log.data(c.log.index(i)))
            for i in range(c.log.rowCount())
        ),
        timeout=WAIT,
    )
    lines = [c.log.data(c.log.index(i)) for i in range(c.log.rowCount())]
    assert any(line.startswith(f"You cut {n} cards:") for line in lines), lines


def test_my_mistakes_shows_the_day_a_mistake_is_due(qtbot, tmp_path):
    """ "Due for another try" names the day it is due (it showed the day it was made)."""
    from datetime import date, timedelta

    from braus_desktop.app.dialogs.mistakes import MistakesDialog, _day
    from braus_desktop.app.store.statistics import StatisticsStore
    from braus_desktop.bots.exercise import exercises_from_review
    from braus_desktop.bots.review import review
    from tests.bots.test_review import braus_blunder

    match = braus_blunder()
    (deal,) = review(match, seat=0, samples=12, seed=3)
    made_on = date(2026, 11, 20)
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    made = exercises_from_review(deal, match.deals[0], ["You", "West", "North", "East"], "m1")
    store.add_exercises(made, made_on)
    [(_exercise, schedule)] = store.exercises(made_on + timedelta(days=5))
    assert schedule.due != made_on
    dialog = MistakesDialog(
        store,
        Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)),
        today=made_on + timedelta(days=5),
    )
    qtbot.addWidget(dialog)
    row = dialog.tree.model().index(0, 1).data()  # the column "Due for another try"
    assert row.startswith(_day(schedule.due.isoformat()) + ","), row
    assert _day(made_on.isoformat()) not in row


def test_after_a_restart_the_game_log_shows_its_last_lines(qtbot, open_window):
    """The log of a resumed game is scrolled to its end (it showed the deal's start, its
    last lines hidden below)."""
    first = open_window()
    c = start(qtbot, first, "braus", practice=False, seed=7)
    for _ in range(4):
        qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
        if c.deal_over:
            break
        c.input.apply(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    lines = c.log.rowCount()
    first.close()
    again = open_window("again.ini", show=False)
    again.resize(1024, 700)
    again.show()
    qtbot.waitExposed(again)
    again._open_game(True, None)
    r = again.controller
    qtbot.waitUntil(lambda: r.human_to_act or r.deal_over, timeout=WAIT)
    assert r.log.rowCount() >= lines
    view = again.log_view
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT)
    for _ in range(10):
        QApplication.processEvents()
    last = view.visualRect(r.log.index(r.log.rowCount() - 1))
    assert bar.value() == bar.maximum(), (bar.value(), bar.maximum())
    assert last.bottom() <= view.viewport().height(), (last, view.viewport().height())


def six_games_played(store) -> None:
    """One finished deal of six games and variants, recorded as the app records them."""
    from braus_desktop.app.store.statistics import deal_row, match_key
    from braus_desktop.bots import make_bot

    for game_id, options in (
        ("braus", {}),
        ("braus", {"players": 6}),
        ("brus", {}),
        ("brus-solo", {}),
        ("brus-iceland", {}),
        ("brag", {}),
    ):
        game = rules.make_game(game_id, **options)
        match = rules.Match(game, seed=3)
        bots = [make_bot("beginner", game, seed=s) for s in range(game.n_players)]
        state = match.deal
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        store.record([deal_row(match, state, 1, match_key(match), "serious")])


@pytest.mark.parametrize("screen", [(1024, 768), (1920, 1080), (3840, 2160)])
def test_statistics_shows_every_game_row_without_scrolling(qtbot, open_window, monkeypatch, screen):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    width, height = screen
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, width, height - 40))
    window = open_window("w.ini", show=False)
    window.show()
    qtbot.waitExposed(window)
    window.record_statistics()
    six_games_played(window.statistics.store)
    window.statistics_action.trigger()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    for _ in range(10):
        QApplication.processEvents()
    table = dialog.table
    assert dialog.model.rowCount() == 6
    assert dialog.frameGeometry().height() <= height - 40
    bottom = table.viewport().height()
    shown = [
        row for row in range(6) if table.visualRect(dialog.model.index(row, 0)).bottom() <= bottom
    ]
    assert len(shown) == 6, (len(shown), bottom, dialog.height())
    assert table.verticalScrollBar().maximum() == 0
    dialog.close()
