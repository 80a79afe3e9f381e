"""A bounded random "monkey": a few thousand random clicks, double clicks, keys and
resizes across the table, the action bar and the dialogs, with a fixed seed, in every
game. Nothing it does may raise (pytest-qt fails the test on any exception in a Qt
slot or event handler) or log a Qt warning; the game must stay consistent."""

from __future__ import annotations

import random

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

KEYS = [
    Qt.Key_Left,
    Qt.Key_Right,
    Qt.Key_Up,
    Qt.Key_Down,
    Qt.Key_Return,
    Qt.Key_Enter,
    Qt.Key_Space,
    Qt.Key_P,
    Qt.Key_H,
    Qt.Key_Escape,
    Qt.Key_Tab,
    Qt.Key_Backtab,
    Qt.Key_Home,
    Qt.Key_End,
    Qt.Key_Menu,
    Qt.Key_1,
    Qt.Key_2,
    Qt.Key_Delete,
]
GAMES = [
    ("braus", {}),
    ("braus", {"players": 6}),
    ("brus", {}),
    ("brus-solo", {}),
    ("brus-iceland", {}),
    ("brag", {"players": 2}),
]
SAFE_ACTIONS = (
    "hint_action",
    "undo_action",
    "redo_action",
    "open_hands_action",
    "replay_action",
    "next_action",
    "rules_action",
)


def open_windows() -> list[QWidget]:
    """Visible top-level windows still alive (an earlier test's may be gone)."""
    return [
        w
        for w in QApplication.topLevelWidgets()
        if shiboken6.isValid(w) and w.isVisible() and w.isWindow()
    ]


def poke(qtbot, rng: random.Random, widget: QWidget) -> None:
    """One random click, double click or key on ``widget``."""
    if not widget.isVisible() or widget.width() < 2 or widget.height() < 2:
        return
    roll = rng.random()
    if roll < 0.55:
        pos = QPoint(rng.randrange(widget.width()), rng.randrange(widget.height()))
        button = Qt.RightButton if rng.random() < 0.1 else Qt.LeftButton
        if rng.random() < 0.15:
            qtbot.mouseDClick(widget, button, pos=pos)
        else:
            qtbot.mouseClick(widget, button, pos=pos)
    else:
        qtbot.keyClick(widget, rng.choice(KEYS))


@pytest.mark.slow  # 600 random steps a game, with the bots' replies: many seconds each
@pytest.mark.parametrize(
    "game_id, options", GAMES, ids=[f"{g}{o.get('players', '')}" for g, o in GAMES]
)
def test_monkey_on_the_table(qtbot, window, game_id, options, monkeypatch):
    rng = random.Random(f"monkey-{game_id}-{options}")
    # modal questions answer themselves (a monkey cannot read them)
    monkeypatch.setattr(window, "_confirm", lambda *_a: rng.random() < 0.5)
    c = window.controller
    n = {"braus": 6 if options.get("players") == 6 else 4, "brag": 2}.get(
        game_id, 3 if game_id == "brus-solo" else 4
    )
    c.new_match(game_id, options, ["human"] + ["beginner"] * (n - 1), None, seed=3, practice=True)
    view = window.table.viewport()
    for step in range(600):
        roll = rng.random()
        if roll < 0.70:
            poke(qtbot, rng, view)
        elif roll < 0.82:
            buttons = [
                b
                for b in window.findChildren(QAbstractButton)
                if b.isVisible() and b.isEnabled() and b.window() is window
            ]
            if buttons:
                qtbot.mouseClick(rng.choice(buttons), Qt.LeftButton)
        elif roll < 0.90:
            action = getattr(window, rng.choice(SAFE_ACTIONS))
            if action.isEnabled():
                action.trigger()
        elif roll < 0.93:
            window.resize(rng.randrange(1024, 1700), rng.randrange(700, 1100))
        else:
            # any top-level dialog the monkey opened (arranger, rules help): poke it too
            dialogs = [w for w in open_windows() if w is not window]
            if dialogs:
                d = rng.choice(dialogs)
                targets = [d] + [w for w in d.findChildren(QWidget) if w.isVisible()]
                poke(qtbot, rng, rng.choice(targets))
        if step % 25 == 0:
            qtbot.wait(1)
        if c.match is not None and c.match.is_over and rng.random() < 0.2:
            window.next_deal()
    for w in open_windows():
        if w is not window:
            w.close()
    # still a consistent game: once play settles, the hand shown is the rules state's hand
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=60_000)
    if c.human_to_act:
        assert set(c.hands[0].cards) == set(c.state.hand(0))


@pytest.mark.parametrize(
    "which", ["new_game", "settings", "deal_editor", "statistics", "rules_help"]
)
def test_monkey_in_the_dialogs(qtbot, window, which, monkeypatch):
    """The dialogs shown without their modal loop, poked 300 times each."""
    rng = random.Random(f"dialog-{which}")
    c = window.controller
    c.new_match(
        "brus", {}, ["human", "beginner", "beginner", "beginner"], None, seed=4, practice=True
    )
    if which == "new_game":
        from braus_desktop.app.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(window)
    elif which == "settings":
        from PySide6.QtWidgets import QColorDialog

        from braus_desktop.app.settings import SettingsDialog

        monkeypatch.setattr(QColorDialog, "getColor", staticmethod(lambda *a, **k: a[0]))
        dialog = SettingsDialog(window.settings, window)
        qtbot.addWidget(dialog)
    elif which == "deal_editor":
        from braus_desktop.app.dialogs.deal_editor import DealEditorDialog

        dialog = DealEditorDialog(c.game, window.table.art, list(c.names), 0, window)
    elif which == "statistics":
        from PySide6.QtWidgets import QFileDialog

        # Export… asks for a file in a modal loop of its own: the monkey cancels it
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
        window.statistics_action.trigger()  # opened window-modal, without a blocking loop
        dialog = window.statistics_dialog
    else:
        window.rules_action.trigger()
        dialog = window._rules_dialog
    for name in ("accept", "reject", "done"):  # keep it open: the monkey presses OK too
        monkeypatch.setattr(dialog, name, lambda *_a: None)
    dialog.show()
    for _ in range(300):
        targets = [dialog] + [w for w in dialog.findChildren(QWidget) if w.isVisible()]
        poke(qtbot, rng, rng.choice(targets))
    dialog.close()
