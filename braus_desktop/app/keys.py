"""The names of the keys a player is told to press, in the player's language: Qt's own
(``QKeySequence``'s native text, as menus show shortcuts), one name per key wherever it is
said (the table's description, the prompts, the help, the tooltips), where each sentence
had its translator's own ("Space" in one Danish sentence, "mellemrum" in the next, and
English names in the Icelandic help). Qt's catalogs name the keys in Swedish and Danish;
Qt ships no Icelandic one, so ours has the keys' names too (as it has the standard
buttons' words, ``i18n.QT_BUTTON_WORDS``)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from ..rules.phrase import QT_TRANSLATE_NOOP

# Qt's words for the keys the app names, in the context Qt asks for them
# (``QKeySequence::toString``): Swedish and Danish as Qt's own catalogs have them.
KEY_WORDS = (
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
    QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    QT_TRANSLATE_NOOP("QShortcut", "Return"),
    QT_TRANSLATE_NOOP("QShortcut", "Left"),
    QT_TRANSLATE_NOOP("QShortcut", "Right"),
    QT_TRANSLATE_NOOP("QShortcut", "Up"),
    QT_TRANSLATE_NOOP("QShortcut", "Down"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"),
    QT_TRANSLATE_NOOP("QShortcut", "End"),
    QT_TRANSLATE_NOOP("QShortcut", "PgUp"),
    QT_TRANSLATE_NOOP("QShortcut", "PgDown"),
    QT_TRANSLATE_NOOP("QShortcut", "Tab"),
    QT_TRANSLATE_NOOP("QShortcut", "Del"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
    QT_TRANSLATE_NOOP("QShortcut", "Menu"),
)


def key_name(keys: str) -> str:
    """``keys`` as ``QKeySequence`` reads it ("Shift+W", "Space", "PgUp"), named in the
    language installed now."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def key_names(**keys: str) -> dict[str, str]:
    """Each placeholder's key named in the player's language, for ``str.format``:
    ``key_names(enter="Enter")`` is ``{"enter": "Enter"}`` in English."""
    return {placeholder: key_name(sequence) for placeholder, sequence in keys.items()}


# The placeholders a long text (a rules page's paragraph) may name keys with, filled by
# ``with_keys``: such a text is not ``str.format``ted (its other braces are its own).
PLACEHOLDERS = {"left": "Left", "right": "Right", "enter": "Enter", "space": "Space"}


def with_keys(text: str) -> str:
    """``text`` with its key placeholders ("{space}") named in the player's language."""
    for placeholder, sequence in PLACEHOLDERS.items():
        text = text.replace("{" + placeholder + "}", key_name(sequence))
    return text
