"""The keys a player is told to press are named in the player's language, one name per key
(issue 47): as Qt names them (``QKeySequence``'s native text, as the menus show their
shortcuts), Qt's own words in Swedish and Danish and ours in Icelandic, for which Qt has
none. Before, the help's keys were English in Icelandic ("Space", "Left"), and each
sentence had its translator's own name: Danish said "mellemrum" in one and "Space" in the
next. And the turn prompts name the keys beside the clicks: Brus's said only "click",
to a player at the keyboard or with a screen reader too."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from test_keyboard import start
from test_table_play import wait_turn

from braus_desktop.app.keys import key_name

Description = QAccessible.Text.Description

# each language's names for the keys of the table, as a player there reads them
NAMES = {
    "en": {"Space": "Space", "Left": "Left", "Right": "Right", "Shift+W": "Shift+W"},
    "sv": {"Space": "Mellanslag", "Left": "Vänster", "Right": "Höger", "Shift+W": "Skift+W"},
    "da": {"Space": "Mellemrum", "Left": "Venstre", "Right": "Højre", "Shift+W": "Skift+W"},
    "is": {"Space": "Bilslá", "Left": "Vinstri", "Right": "Hægri", "Shift+W": "Shift+W"},
}
# the English names a translated sentence must not keep (nor another name for the key)
ENGLISH = ("Space", "Left", "Right", "mellemrum", "blanksteg", "bilslá")


def unnamed_english(text: str, code: str) -> list[str]:
    """English key names (or the old per-sentence ones) left in a sentence of ``code``."""
    if code == "en":
        return []
    own = set(NAMES[code].values())
    return [word for word in ENGLISH if word in text and word not in own]


@pytest.mark.parametrize("code", list(NAMES))
def test_the_keys_are_named_in_the_players_language(in_language, code):
    in_language(code)
    for keys, name in NAMES[code].items():
        assert key_name(keys) == name, (code, keys)


@pytest.mark.parametrize("code", list(NAMES))
def test_the_table_and_the_turn_prompts_name_the_keys_alike(qtbot, in_language, window, code):
    """The table's description, the hand's (what a screen reader says on reaching them),
    Bräus's and Brus's turn prompts (the status line, which a screen reader reads): the
    keys to choose, select and play, each named as the player's language names it."""
    in_language(code)  # (the window was made in English: its words follow the change)
    names = NAMES[code]
    qtbot.waitUntil(lambda: names["Space"] in window.table.accessibleDescription(), timeout=30_000)
    table = window.table.accessibleDescription()
    for keys in ("Left", "Right", "Space", "Shift+W"):
        assert names[keys] in table, (code, keys, table)
    assert unnamed_english(table, code) == []
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    assert c.human_to_act
    hand = QAccessible.queryAccessibleInterface(window.table).child(0)
    words = hand.text(Description)
    for keys in ("Left", "Right", "Space"):
        assert names[keys] in words, (code, keys, words)
    assert unnamed_english(words, code) == []
    prompt = c.ui.turn_prompt()
    for keys in ("Left", "Right", "Enter"):
        assert key_name(keys) in prompt, (code, keys, prompt)
    assert unnamed_english(prompt, code) == []
    c = start(qtbot, window, "brus")
    wait_turn(qtbot, c)
    assert c.human_to_act
    prompt = c.ui.turn_prompt()
    assert window.statusBar().currentMessage() == prompt
    # a click or the keys: select with Space after Left and Right, play with Enter
    for keys in ("Left", "Right", "Space", "Enter"):
        assert key_name(keys) in prompt, (code, keys, prompt)
    assert unnamed_english(prompt, code) == []


@pytest.mark.parametrize("code", list(NAMES))
def test_the_rules_pages_say_how_to_play_by_keys(qtbot, in_language, code):
    """Brus's "At the table" said only to click, and Icelandic Brús's cut only to click
    the spread pack: both name the keys now, in the player's language."""
    from braus_desktop.app.dialogs.rules_help import RulesHelpDialog

    in_language(code)
    names = NAMES[code]
    dialog = RulesHelpDialog()
    qtbot.addWidget(dialog)
    dialog.show_page("brus")  # (a page is written when first shown)
    brus = dialog.browsers["brus"].toPlainText()
    for keys in ("Left", "Right", "Space"):
        assert names[keys] in brus, (code, keys)
    assert key_name("Enter") in brus
    dialog.show_page("brus-iceland")
    cut = dialog.browsers["brus-iceland"].toPlainText()
    assert names["Left"] in cut and names["Right"] in cut, code
    for text in (brus, cut):
        assert "{" not in text and unnamed_english(text, code) == []
