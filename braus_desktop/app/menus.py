"""The main window's menus as one table: each menu and each item, its words, its key and
what it does. ``build`` makes them once and ``retranslate`` words them again from the same
table when the language changes, so an item is written in one place.

An item either calls a method of the window (``slot``: a name, dotted to reach further,
e.g. ``"controller.undo"``) or opens a dialog (``opens``: ``"module:function"`` under
``app/``, called with the window when the item is chosen; the window keeps what it
returns as ``keep``, so it is not collected while it is open). Adding a dialog to a menu
is one ``Item`` here (and the dialog's own module).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QAction, QKeySequence

from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase
from .phrases import say

Key = QKeySequence.StandardKey
Role = QAction.MenuRole


@dataclass(frozen=True)
class Item:
    """One menu item: the window's attribute that holds its ``QAction`` (``name``), its
    words (a Phrase of the "MainWindow" context), what it does, and its key."""

    name: str
    text: Phrase
    slot: str = ""  # a method of the window, or of something it holds ("controller.undo")
    opens: str = ""  # or a dialog: "module:function", called with the window
    keep: str = ""  # ... whose result the window keeps as this attribute
    shortcut: str | QKeySequence.StandardKey | None = None
    checkable: bool = False  # a checkable item's slot gets its new state
    role: QAction.MenuRole | None = None


SEPARATOR = None


@dataclass(frozen=True)
class Menu:
    name: str  # the window's attribute that holds the QMenu
    text: Phrase
    items: tuple[Item | None, ...]  # None: a separator


MENUS: tuple[Menu, ...] = (
    Menu(
        "file_menu",
        QT_TRANSLATE_NOOP("MainWindow", "&File"),
        (
            Item(
                "import_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Import game record…"),
                "import_record",
                shortcut=Key.Open,
            ),
            Item(
                "export_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Export game record…"),
                "export_record",
                shortcut="Ctrl+E",
            ),
            SEPARATOR,
            Item(
                "quit_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
                "close",
                shortcut="Ctrl+Q",
                role=Role.QuitRole,
            ),
        ),
    ),
    # it holds only undo and redo: practice only (``MainWindow._refresh_actions``)
    Menu(
        "edit_menu",
        QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
        (
            Item(
                "undo_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
                "controller.undo",
                shortcut=Key.Undo,
            ),
            Item(
                "redo_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
                "controller.redo",
                shortcut=Key.Redo,
            ),
        ),
    ),
    Menu(
        "game_menu",
        QT_TRANSLATE_NOOP("MainWindow", "&Game"),
        (
            Item(
                "new_action",
                QT_TRANSLATE_NOOP("MainWindow", "&New game…"),
                "new_game",
                shortcut=Key.New,
            ),
            Item(
                "next_action",
                QT_TRANSLATE_NOOP("MainWindow", "Ne&xt deal"),
                "next_deal",
                shortcut="Ctrl+D",
            ),
            Item(
                "review_action",
                QT_TRANSLATE_NOOP("MainWindow", "Re&view this deal…"),
                "review_deal",
                shortcut="Ctrl+K",
            ),
            # for the screen reader: the state in sentences, and the last thing it was told
            Item(
                "where_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Where am I"),
                "speech.where_am_i",
                shortcut="W",
            ),
            Item(
                "say_again_action",
                QT_TRANSLATE_NOOP("MainWindow", "Say a&gain"),
                "speech.say_again",
                shortcut="Shift+W",
            ),
            Item(
                "deal_editor_action",
                QT_TRANSLATE_NOOP("MainWindow", "Deal &editor…"),
                opens="dialogs.deal_editor:open_deal_editor",
                keep="_deal_editor",
            ),
            Item(
                "statistics_action",
                QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…"),
                "open_statistics",
                shortcut="Ctrl+I",
            ),
            SEPARATOR,
            Item(
                "settings_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Settings…"),
                "open_settings",
                shortcut=Key.Preferences,
                role=Role.PreferencesRole,
            ),
        ),
    ),
    # T, not P: Alt+P is the Play button's (the action bar, in Brus)
    Menu(
        "practice_menu",
        QT_TRANSLATE_NOOP("MainWindow", "Prac&tice"),
        (
            Item(
                "hint_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
                "controller.request_hint",
                shortcut="H",
            ),
            Item(
                "open_hands_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Open hands"),
                "_open_hands_toggled",
                checkable=True,
                shortcut="Ctrl+Shift+O",
            ),
            SEPARATOR,
            Item(
                "replay_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Replay this deal"),
                "replay_deal",
                shortcut="Ctrl+R",
            ),
            Item(
                "deal_number_action",
                QT_TRANSLATE_NOOP("MainWindow", "Play deal &number…"),
                "play_deal_number",
            ),
        ),
    ),
    Menu(
        "help_menu",
        QT_TRANSLATE_NOOP("MainWindow", "&Help"),
        (
            Item(
                "rules_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Rules"),
                opens="dialogs.rules_help:show_rules_help",
                keep="_rules_dialog",
                shortcut="F1",
            ),
            Item("lessons_action", QT_TRANSLATE_NOOP("MainWindow", "&Lessons…"), "lessons.choose"),
            Item("puzzles_action", QT_TRANSLATE_NOOP("MainWindow", "&Puzzles…"), "open_puzzles"),
            Item(
                "mistakes_action",
                QT_TRANSLATE_NOOP("MainWindow", "My &mistakes…"),
                opens="dialogs.mistakes:open_mistakes",
                keep="mistakes_dialog",
            ),
            Item(
                "keys_action",
                QT_TRANSLATE_NOOP("MainWindow", "&Keyboard and screen reader"),
                opens="dialogs.rules_help:show_keys_help",
                keep="_rules_dialog",
            ),
            Item(
                "about_action",
                QT_TRANSLATE_NOOP("MainWindow", "&About Bräus Desktop"),
                "show_about",
                role=Role.AboutRole,
            ),
        ),
    ),
)


def _reach(window: Any, path: str) -> Callable[..., object]:
    target = window
    for part in path.split("."):
        target = getattr(target, part)
    found: Callable[..., object] = target
    return found


def _opener(window: Any, item: Item) -> Callable[[], None]:
    module_name, function = item.opens.split(":")

    def open_dialog() -> None:
        # the dialog's module loads when it is first opened (after the first frame)
        module = importlib.import_module(f"{__package__}.{module_name}")
        shown = getattr(module, function)(window)
        if item.keep:
            setattr(window, item.keep, shown)

    return open_dialog


# Keys for the standard keys some platforms leave without one (X11 and Windows have no
# Preferences key; macOS's and KDE's are Ctrl+, too), so every player has the same key.
FALLBACK_KEYS: dict[QKeySequence.StandardKey, str] = {Key.Preferences: "Ctrl+,"}


def key_of(shortcut: str | QKeySequence.StandardKey) -> QKeySequence:
    """The key for an item: the platform's own for a standard key, else our fallback."""
    key = QKeySequence(shortcut)
    if key.isEmpty() and isinstance(shortcut, QKeySequence.StandardKey):
        return QKeySequence(FALLBACK_KEYS.get(shortcut, ""))
    return key


def _action(window: Any, item: Item) -> QAction:
    action = QAction(say(item.text), window)
    if item.shortcut is not None:
        action.setShortcut(key_of(item.shortcut))
    if item.role is not None:
        action.setMenuRole(item.role)
    if item.checkable:
        action.setCheckable(True)
        action.toggled.connect(_reach(window, item.slot))
    else:
        run = _opener(window, item) if item.opens else None
        # (the slot is reached when chosen: what it names may be replaced meanwhile)
        action.triggered.connect(
            lambda _checked=False, i=item, r=run: r() if r is not None else _reach(window, i.slot)()
        )
    return action


def build(window: Any) -> None:
    """Make the window's menus and their actions from ``MENUS``, each kept as the window's
    attribute of its name."""
    bar = window.menuBar()
    for menu in MENUS:
        qmenu = bar.addMenu(say(menu.text))
        setattr(window, menu.name, qmenu)
        for item in menu.items:
            if item is None:
                qmenu.addSeparator()
                continue
            action = _action(window, item)
            setattr(window, item.name, action)
            qmenu.addAction(action)


def retranslate(window: Any) -> None:
    """Word every menu and item again, in the language just installed."""
    for menu in MENUS:
        getattr(window, menu.name).setTitle(say(menu.text))
        for item in menu.items:
            if item is not None:
                getattr(window, item.name).setText(say(item.text))
