"""Keyboard only: every dialog and a whole deal of every game, driven by key presses sent to
whatever widget has the focus (as a player without a mouse meets them): menus by their
Alt letters, Tab and Shift+Tab between controls, arrows inside them, Space and Enter to
act, Escape to leave. Every control a dialog lets the player reach has a name for
assistive technology (its own text, an accessible name, or a label that is its buddy)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)
from test_table_play import WAIT, wait_turn

from braus_desktop.app.settings import SPEEDS, Settings
from braus_desktop.rules.brag import Arrangement
from braus_desktop.rules.core import Cut, Pass, Play

# --------------------------------------------------------------------------- helpers


def focused() -> QWidget:
    widget = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def key(qtbot, k, modifier=Qt.NoModifier, times: int = 1) -> None:
    """Press a key on the widget with the focus (or the open menu)."""
    for _ in range(times):
        qtbot.keyClick(focused(), k, modifier)


def alt(qtbot, letter) -> None:
    """Alt and a button's underlined letter: the button flashes pressed, then acts (a
    mnemonic clicks it with animateClick(), on a 100 ms timer that a loaded machine may
    fire later: wait until no button is held down any more, not for a fixed time)."""
    key(qtbot, letter, Qt.AltModifier)
    qtbot.waitUntil(
        lambda: (
            not any(
                isinstance(w, QAbstractButton) and w.isDown() for w in QApplication.allWidgets()
            )
        ),
        timeout=WAIT,
    )


def type_text(qtbot, text: str) -> None:
    qtbot.keyClicks(focused(), text)


def tab_to(qtbot, target: QWidget, backwards: bool = False, limit: int = 80) -> int:
    """Tab (or Shift+Tab) until ``target`` has the focus; how many presses it took."""
    for n in range(limit):
        if QApplication.focusWidget() is target:
            return n
        key(qtbot, Qt.Key_Backtab if backwards else Qt.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r} ({name_of(target)!r})")


def name_of(widget: QWidget) -> str:
    """What assistive technology calls a control: its accessible name, its own text, or
    the text of a label whose buddy it is."""
    if widget.accessibleName():
        return widget.accessibleName()
    text = getattr(widget, "text", None)
    if callable(text) and text().strip():
        return text()
    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget and label.text().strip():
            return label.text()
    return ""


def reachable(dialog: QWidget) -> list[QWidget]:
    """The controls of ``dialog`` a player can Tab to now."""
    out = []
    for w in dialog.findChildren(QWidget):
        if not w.isVisibleTo(dialog) or not w.isEnabled() or not w.focusPolicy() & Qt.TabFocus:
            continue
        parent = w.parentWidget()
        if isinstance(parent, (QComboBox, QAbstractSpinBox)) or w.focusProxy() is not None:
            continue  # a box's own editor, a view's viewport: the box or view is the control
        out.append(w)
    return out


def assert_all_named(dialog: QWidget) -> None:
    unnamed = [w for w in reachable(dialog) if not name_of(w).strip()]
    assert not unnamed, f"controls without a name: {unnamed}"


def chain(start: QWidget, limit: int = 200) -> list[QWidget]:
    """The Tab chain from ``start`` round to it again."""
    out, w = [], start
    for _ in range(limit):
        out.append(w)
        w = w.nextInFocusChain()
        if w is start:
            break
    return out


def assert_tab_reaches_all(dialog: QWidget) -> None:
    controls = reachable(dialog)
    assert controls
    found = set(chain(controls[0]))
    missing = [w for w in controls if w not in found]
    assert not missing, f"not in the Tab chain: {missing}"


class Modal:
    """Drive a modal dialog (one that runs its own event loop, like exec() and Qt's
    static dialogs) from inside that loop: ``drive`` gets the dialog once it is the
    active modal widget. A failure inside closes the dialog and is raised afterwards,
    so a broken test never leaves the suite waiting on an open dialog."""

    def __init__(self, drive, skip=()) -> None:
        self.drive, self.skip = drive, set(skip)
        self.dialog, self.error = None, None
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog in self.skip or not dialog.isVisible():
            return
        if QApplication.activeWindow() is not dialog:
            dialog.activateWindow()  # as a window manager would (offscreen may not)
            return
        self.timer.stop()
        self.dialog = dialog
        parent = dialog.parentWidget()
        self.parent = parent.window() if parent is not None else None
        try:
            self.drive(dialog)
        except BaseException as exc:  # noqa: BLE001 - handed to the test below
            self.error = exc
            if dialog.isVisible():
                dialog.reject() if isinstance(dialog, QDialog) else dialog.close()

    def check(self, qtbot=None):
        """Raise what went wrong inside; give the focus back to the window the dialog
        came from, as a window manager does (the offscreen platform has none)."""
        self.timer.stop()
        if self.error is not None:
            raise self.error
        assert self.dialog is not None, "no modal dialog opened"
        if qtbot is not None and self.parent is not None and QApplication.activeWindow() is None:
            self.parent.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is self.parent)
        return self.dialog


def menu(qtbot, window, letter, item_letter) -> None:
    """Open a menu of the menu bar with Alt+letter and choose an item by its letter."""
    qtbot.keyClick(window, letter, Qt.AltModifier)
    popup = QApplication.activePopupWidget()
    assert popup is not None and popup.isVisible(), "the menu did not open"
    qtbot.keyClick(popup, item_letter)


def start(qtbot, window, game_id, options=None, n=4, practice=True, seed=5):
    """A match with the player at the table, which has the keyboard focus."""
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
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)
    return c


# --------------------------------------------------------------------------- dialogs


def test_settings_by_keyboard(qtbot, window):
    start(qtbot, window, "braus")
    speeds = list(SPEEDS)
    after = speeds[speeds.index(window.settings.speed) + 1]

    def drive(d):
        assert_all_named(d)
        assert_tab_reaches_all(d)
        assert focused() is d.speed
        key(qtbot, Qt.Key_Down)  # the next speed
        tab_to(qtbot, d.faces)
        key(qtbot, Qt.Key_Down, times=2)
        assert d.faces.currentData() == "high-contrast"
        tab_to(qtbot, d.dim)
        key(qtbot, Qt.Key_Space)
        assert not d.dim.isChecked()
        # the table colour opens the colour picker: Escape leaves it unchanged
        tab_to(qtbot, d.colour)
        # (Qt's own colour picker: its colour field takes Escape, so it goes to the dialog)
        picker = Modal(lambda p: qtbot.keyClick(p, Qt.Key_Escape), skip=[d])
        key(qtbot, Qt.Key_Space)
        picker.check(qtbot)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is d.colour)  # back in Settings
        tab_to(qtbot, d.language, backwards=True)  # (Enter on a button would press it)
        key(qtbot, Qt.Key_Return)  # OK is the default button

    modal = Modal(drive)
    menu(qtbot, window, Qt.Key_G, Qt.Key_S)
    d = modal.check(qtbot)
    assert d.result() == QDialog.Accepted
    s = window.settings
    assert Settings(s.path).speed == after  # stored: the next start has it
    assert s.high_contrast and not s.dim_unplayable
    # Escape cancels: nothing changes
    modal = Modal(lambda d: (key(qtbot, Qt.Key_Down), key(qtbot, Qt.Key_Escape)))
    menu(qtbot, window, Qt.Key_G, Qt.Key_S)
    assert modal.check(qtbot).result() == QDialog.Rejected
    assert Settings(s.path).speed == after


def test_ctrl_comma_opens_the_settings(qtbot, window):
    """Ctrl+, opens Settings where the platform has no Preferences key of its own (X11 and
    this offscreen platform have none: the item had no key at all)."""
    start(qtbot, window, "braus")
    assert window.settings_action.shortcut() == QKeySequence("Ctrl+,")
    modal = Modal(lambda d: key(qtbot, Qt.Key_Escape))
    key(qtbot, Qt.Key_Comma, Qt.ControlModifier)
    assert type(modal.check(qtbot)).__name__ == "SettingsDialog"


def test_rules_help_by_keyboard(qtbot, window):
    start(qtbot, window, "brus")
    qtbot.keyClick(focused(), Qt.Key_F1)
    d = window.rules_help_dialog
    qtbot.waitUntil(d.isVisible)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    assert_all_named(d)
    assert_tab_reaches_all(d)
    assert d.pages.currentItem().text() == "Danish Brus"  # the game in play
    assert focused() is d.pages
    browser = d.stack.currentWidget()
    key(qtbot, Qt.Key_Down)  # the next page
    assert d.stack.currentWidget() is not browser
    key(qtbot, Qt.Key_End)  # the last page: why a card cannot be played
    assert d.stack.currentIndex() == d.pages.count() - 1
    key(qtbot, Qt.Key_Home)
    assert d.stack.currentIndex() == 0
    # into the page, and page through it
    tab_to(qtbot, d.stack.currentWidget())
    page = d.stack.currentWidget()
    bar = page.verticalScrollBar()
    key(qtbot, Qt.Key_PageDown)
    assert bar.value() > 0
    key(qtbot, Qt.Key_Escape)
    assert not d.isVisible()
    window.activateWindow()  # what a window manager does (offscreen has none)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)  # play on


def test_statistics_by_keyboard(qtbot, window):
    c = start(qtbot, window, "braus")
    key(qtbot, Qt.Key_I, Qt.ControlModifier)
    d = window.statistics_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    assert_all_named(d)
    assert_tab_reaches_all(d)
    assert c.practice and d.practice_button.isChecked()
    assert focused() is d.practice_button  # the mode shown
    key(qtbot, Qt.Key_Left)  # radio buttons: arrows move between them, and choose
    assert d.serious_button.isChecked() and focused() is d.serious_button
    key(qtbot, Qt.Key_Right)
    assert d.practice_button.isChecked() and focused() is d.practice_button
    alt(qtbot, Qt.Key_S)
    assert d.serious_button.isChecked()
    alt(qtbot, Qt.Key_P)
    assert d.practice_button.isChecked()
    tab_to(qtbot, d.table)
    key(qtbot, Qt.Key_Down)
    assert d.table.currentIndex().isValid() or d.model.rowCount() == 0
    key(qtbot, Qt.Key_Tab)  # Tab leaves the table (it does not walk its cells)
    assert focused() is d.close_button
    key(qtbot, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not d.isVisible())


def test_about_by_keyboard(qtbot, window):
    start(qtbot, window, "braus")

    def drive(box):
        assert isinstance(box, QMessageBox) and "Bräus Desktop" in box.text()
        assert_all_named(box)
        key(qtbot, Qt.Key_Return)

    modal = Modal(drive)
    menu(qtbot, window, Qt.Key_H, Qt.Key_A)
    modal.check(qtbot)
    assert QApplication.activeModalWidget() is None


def test_play_deal_number_by_keyboard(qtbot, window):
    c = start(qtbot, window, "braus")

    def drive(d):
        assert_all_named(d)
        key(qtbot, Qt.Key_A, Qt.ControlModifier)  # the number offered is selected anyway
        type_text(qtbot, "8123")
        key(qtbot, Qt.Key_Return)

    modal = Modal(drive)
    menu(qtbot, window, Qt.Key_T, Qt.Key_N)  # Practice > Play deal number
    modal.check(qtbot)
    assert c.state.seed == 8123 and len(c.match.deals) == 1


def file_dialog_driver(qtbot, path):
    """Type a file name into Qt's own file dialog and press Enter."""

    def drive(d):
        assert isinstance(d, QFileDialog)  # Qt's own: offscreen has no native dialogs
        qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit))
        key(qtbot, Qt.Key_A, Qt.ControlModifier)
        type_text(qtbot, str(path))
        key(qtbot, Qt.Key_Return)

    return drive


def test_export_and_import_by_keyboard(qtbot, window, tmp_path):
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    path = tmp_path / "by-keys.json"
    modal = Modal(file_dialog_driver(qtbot, path))
    key(qtbot, Qt.Key_E, Qt.ControlModifier)
    modal.check(qtbot)
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "braus"
    c.new_match("brus", {}, ["human"] + ["beginner"] * 3, None, seed=1)
    modal = Modal(file_dialog_driver(qtbot, path))
    key(qtbot, Qt.Key_O, Qt.ControlModifier)
    modal.check(qtbot)
    # the record is read on a thread of its own (app/importing.py): a busy machine may
    # not have read it yet when the dialog has closed
    qtbot.waitUntil(lambda: window.importing is None, timeout=60_000)
    assert c.game.id == "braus" and c.practice


def test_deal_editor_by_keyboard(qtbot, window):
    c = start(qtbot, window, "braus")
    menu(qtbot, window, Qt.Key_G, Qt.Key_E)
    d = window._deal_editor
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    assert_all_named(d)
    assert_tab_reaches_all(d)
    assert not d.ok_button.isEnabled()
    # to the first card of the pack, then give cards with the digits
    first = next(iter(d._buttons.values()))
    tab_to(qtbot, first)
    given = []
    for seat in (1, 2, 3, 4, 1, 2):
        card = focused().card
        type_text(qtbot, str(seat))
        assert d.place_of(card) == seat - 1
        given.append((card, seat - 1))
        key(qtbot, Qt.Key_Right)
    key(qtbot, Qt.Key_Left)
    key(qtbot, Qt.Key_Delete)  # takes the last one back
    card, _seat = given.pop()
    assert d.place_of(card) is None
    alt(qtbot, Qt.Key_F)  # Fill the rest at random
    assert d.ok_button.isEnabled() and not d.problems()
    hands = [sorted(card.text for card in h) for h in d.setup().hands]
    for card, seat in given:
        assert card.text in hands[seat]
    alt(qtbot, Qt.Key_P)  # Play this deal
    # the match in play now begins with exactly that deal
    qtbot.waitUntil(
        lambda: [sorted(h) for h in c.match.deals[0].setup().to_json()["hands"]] == hands
    )
    assert len(c.match.deals) == 1


def test_score_sheet_by_keyboard(qtbot, window):
    c = start(qtbot, window, "braus")
    play_deal_by_keys(qtbot, window, c)
    sheet = window.score_view
    assert_all_named(sheet)
    tab_to(qtbot, sheet.table)
    key(qtbot, Qt.Key_Down)
    index = sheet.table.currentIndex()
    assert index.isValid()
    assert sheet.table.model().data(index) is not None
    key(qtbot, Qt.Key_Tab)  # Tab leaves the sheet (it does not move between its cells)
    assert focused() is window.log_view
    # and back to the table with Shift+Tab, ready to play on (past Next deal and
    # Review deal, the action bar's buttons once a deal is over)
    assert tab_to(qtbot, window.table, backwards=True) <= 4


def test_the_window_is_named_and_reachable(qtbot, window):
    start(qtbot, window, "brus")
    assert_all_named(window)
    assert_tab_reaches_all(window)


# --------------------------------------------------------------------------- deals


def turn_to(qtbot, window, card) -> None:
    """Left/Right on the table until ``card`` has the keyboard focus."""
    view = window.table
    hand = window.controller.hands[0].cards
    for _ in range(len(hand) + 1):
        if view.input.focused_card() == card:
            return
        key(qtbot, Qt.Key_Right)
    raise AssertionError(f"the focus never came to {card}")


def play_deal_by_keys(qtbot, window, c) -> int:
    """Play the human's every move of the deal in play with keys on the table: arrows
    and Enter for a card, Space on each card and Alt+P for a set, P to pass, arrows and
    Enter to cut the pack. Returns how many moves the player made."""
    moves = 0
    view = window.table
    while True:
        wait_turn(qtbot, c)
        if c.deal_over:
            return moves
        assert QApplication.focusWidget() is view
        legal = c.state.legal_actions()
        before = len(c.state.history)
        cuts = [a for a in legal if isinstance(a, Cut)]
        plays = [a for a in legal if isinstance(a, Play) and not a.risk]
        sets = [a for a in plays if len(a.cards) > 1]
        if cuts:
            want = cuts[len(cuts) // 3].position
            for _ in range(len(cuts) + 2):
                if view.pack.cut_focus == want:
                    break
                key(qtbot, Qt.Key_Left if view.pack.cut_focus > want else Qt.Key_Right)
            assert view.pack.cut_focus == want
            key(qtbot, Qt.Key_Return)
            assert c.state.history[before] == (0, Cut(want))
        elif sets:
            chosen = sets[0].cards
            for card in chosen:
                turn_to(qtbot, window, card)
                key(qtbot, Qt.Key_Space)
            assert set(c.hands[0].selected()) == set(chosen)
            alt(qtbot, Qt.Key_P)  # the Play button
            assert c.state.history[before][1].cards == tuple(chosen) or set(
                c.state.history[before][1].cards
            ) == set(chosen)
        elif plays:
            card = plays[-1].cards[0]
            turn_to(qtbot, window, card)
            key(qtbot, Qt.Key_Return)
            assert c.state.history[before][0] == 0
            assert c.state.history[before][1].cards == (card,)
        else:
            assert all(isinstance(a, Pass) for a in legal)
            key(qtbot, Qt.Key_P)
            assert c.state.history[before] == (0, Pass())
        moves += 1


@pytest.mark.parametrize(
    "game_id, options, n",
    [  # a Brus deal by keys: seconds of CPU
        ("braus", {}, 4),
        ("braus", {"players": 6}, 6),
        pytest.param("brus", {}, 4, marks=pytest.mark.slow),
        pytest.param("brus-solo", {}, 3, marks=pytest.mark.slow),
        pytest.param("brus-iceland", {}, 4, marks=pytest.mark.slow),
    ],
    ids=["braus4", "braus6", "brus", "brus-solo", "brus-iceland"],
)
def test_a_whole_deal_by_keyboard(qtbot, window, game_id, options, n):
    c = start(qtbot, window, game_id, options, n)
    moves = play_deal_by_keys(qtbot, window, c)
    assert moves > 0 and c.state.is_over
    # the next deal, by its shortcut, and the table keeps the focus
    key(qtbot, Qt.Key_D, Qt.ControlModifier)
    assert len(c.match.deals) == 2
    assert QApplication.focusWidget() is window.table


@pytest.mark.slow
def test_the_icelandic_cut_by_keyboard(qtbot, window):
    """Brús: the player cuts the spread pack with Left, Right and Enter."""
    from braus_desktop import rules

    c = window.controller
    game = rules.make_game("brus-iceland")
    c.start_match(
        rules.Match(game, seed=5, first_dealer=1),  # seat 0 cuts for seat 1
        ["human"] + ["beginner"] * 3,
        None,
        practice=False,
    )
    window.activateWindow()
    window.table.setFocus()
    wait_turn(qtbot, c)
    view = window.table
    cuts = [a.position for a in c.state.legal_actions() if isinstance(a, Cut)]
    assert cuts and view.pack.cut_focus in cuts
    assert "Left and Right" in view.accessibleDescription()
    raised = [item for item in view.pack.cut_items if item.cut_index == view.pack.cut_focus]
    assert raised[0].focused and raised[0].pos().y() < raised[0].cut_base.y()
    start_at = view.pack.cut_focus
    key(qtbot, Qt.Key_Left, times=2)
    key(qtbot, Qt.Key_Right)
    assert view.pack.cut_focus == start_at - 1
    key(qtbot, Qt.Key_Left, times=len(cuts) + 3)  # stops at the first place
    assert view.pack.cut_focus == min(cuts)
    key(qtbot, Qt.Key_Right, times=2)
    before = len(c.state.history)
    key(qtbot, Qt.Key_Return)
    assert c.state.history[before] == (0, Cut(min(cuts) + 2))
    assert play_deal_by_keys(qtbot, window, c) >= 0 and c.state.is_over


def test_a_brus_set_and_risk_by_keyboard(qtbot, window):
    """Danish Brus: a set led with Space and Alt+P, and a risk ticked with Alt+R (not
    asked about again: the player ticked it), on a deal where both are there to be done."""
    for seed in range(1, 60):
        c = start(qtbot, window, "brus", seed=seed)
        wait_turn(qtbot, c)
        legal = [a for a in c.state.legal_actions() if isinstance(a, Play)]
        risky = [a for a in legal if a.risk]
        if risky:
            break
    else:
        pytest.skip("no seed offered a risk at the first turn")
    action = risky[0]
    for card in action.cards:
        turn_to(qtbot, window, card)
        key(qtbot, Qt.Key_Space)
    alt(qtbot, Qt.Key_R)
    assert window.risk_box.isChecked()
    before = len(c.state.history)
    alt(qtbot, Qt.Key_P)
    assert c.state.history[before] == (0, action)
    assert QApplication.focusWidget() is window.table


def test_enter_after_alt_r_plays_the_selection_with_the_risk(qtbot, window):
    """Brus (issue 36, item 4): a card selected, Alt+R ticks the risk and leaves the
    focus on the box, where Enter did nothing; Enter plays from the table, risk and all."""
    for seed in range(1, 60):
        c = start(qtbot, window, "brus", seed=seed)
        wait_turn(qtbot, c)
        risky = [a for a in c.state.legal_actions() if isinstance(a, Play) and a.risk]
        if risky:
            break
    else:
        pytest.skip("no seed offered a risk at the first turn")
    action = risky[0]
    for card in action.cards:
        turn_to(qtbot, window, card)
        key(qtbot, Qt.Key_Space)
    alt(qtbot, Qt.Key_R)
    assert window.risk_box.isChecked()
    before = len(c.state.history)
    key(qtbot, Qt.Key_Return)
    assert c.state.history[before] == (0, action)
    assert QApplication.focusWidget() is window.table


def test_a_whole_brag_deal_by_keyboard(qtbot, window):
    c = start(qtbot, window, "brag", {"players": 2}, 2)
    qtbot.waitUntil(
        lambda: window._arranger is not None and window._arranger.isVisible(), timeout=WAIT
    )
    d = window._arranger
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    assert_all_named(d)
    assert focused() in d.hand_spots  # the hand has the focus when it opens
    # the first trick by keys: Space picks a card up, arrows to the slot, Enter lays it
    from test_arranger import go_to

    target = c.game.greedy_arrangement(c.state.hand(0))
    for i, card in enumerate(target.tricks[0]):
        go_to(qtbot, d, d.hand_spot(card))
        key(qtbot, Qt.Key_Space)
        go_to(qtbot, d, d.slot_spot(("trick", 0, i)))
        key(qtbot, Qt.Key_Return)
        assert d.where(card) == ("trick", 0, i)
    alt(qtbot, Qt.Key_A)  # Auto-arrange the rest
    assert d.confirm_button.isEnabled()
    alt(qtbot, Qt.Key_C)  # Confirm
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    assert isinstance(c.state.history[0][1], Arrangement)
    window.activateWindow()  # what a window manager does (offscreen has none)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)


def test_the_table_gets_the_keyboard_back_after_a_menu_and_a_dialog(qtbot, window):
    """A menu opened with the mouse and left with Escape, then Ctrl+N and the new-game
    dialog cancelled: the keyboard is back on the cards (it was left with nothing, and
    Left/Right/Enter did nothing until a click or Tab)."""
    start(qtbot, window, "braus")
    wait_turn(qtbot, window.controller)
    bar = window.menuBar()
    first = bar.actions()[0]
    qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.actionGeometry(first).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=WAIT)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=WAIT)

    def cancel_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, cancel_dialog)
        else:
            dialog.reject()

    QTimer.singleShot(10, cancel_dialog)
    window.new_action.trigger()
    window.activateWindow()  # as the window manager does when the dialog has gone
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=WAIT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=WAIT)
    plays = [a for a in window.controller.state.legal_actions() if isinstance(a, Play)]
    before = window.table.input.focused_card()
    key(qtbot, Qt.Key_Right)  # the arrows move along the playable cards again
    assert before is not None
    assert len(plays) == 1 or window.table.input.focused_card() != before
