"""Help → Keyboard and screen reader (issue 47): the rules help opens on a page of the
table's keys for playing by ear (W, Shift+W, Left/Right, Enter, Space, P, Alt+R, H, Tab),
each with what it does, in all four languages."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from braus_desktop.app.dialogs.rules_help import KEYS, TABLE_KEYS

# what a player reads on the page, in each language: its title and two of the keys' words
WORDS = {
    "en": ("Keyboard and screen reader", "Where am I", "Say again", "Risk it (Brus)."),
    "sv": ("Tangentbord och skärmläsare", "Var är jag", "Säg igen", "Våga (Brus)."),
    "da": ("Tastatur og skærmlæser", "Hvor er jeg", "Sig det igen", "Vove kortet (Brus)."),
    "is": ("Lyklaborð og skjálesari", "Hvar er ég", "Segja aftur", "Voga (Brus)."),
}


@pytest.mark.parametrize("code", list(WORDS))
def test_help_names_the_screen_reader_keys(qtbot, in_language, open_window, code):
    in_language(code)
    window = open_window()
    title, where, again, risk = WORDS[code]
    action = window.keys_action
    assert action.text().replace("&", "") == title
    assert action in window.help_menu.actions()
    action.trigger()
    dialog = window._rules_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=30_000)
    assert dialog.current_page == KEYS
    assert dialog.pages.currentItem().text() == title
    text = dialog.browsers[KEYS].toPlainText()
    assert text.startswith(title)
    for words in (where, again, risk):
        assert words in text
    native = QKeySequence.SequenceFormat.NativeText
    for keys, _what in TABLE_KEYS:
        for key in keys.split(", "):
            assert QKeySequence(key).toString(native) in text
    assert {"W", "Shift+W", "Left, Right", "Enter", "Space", "P", "Alt+R", "H"} <= {
        keys for keys, _what in TABLE_KEYS
    }
    # each key stands on a line of its own with its words, none left untranslated
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) >= len(TABLE_KEYS) + 3
    if code != "en":
        assert "Move along your hand" not in text and "Animation speed" not in text
