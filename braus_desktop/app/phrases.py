"""The rules model's and the bots' sentences in the player's language.

The rules and the bots never import Qt: they speak English, as ``Phrase`` values (see
``braus_desktop.rules.phrase``) that remember their template, its translation context
and the arguments. ``say(phrase)`` looks the template up in the installed Qt
translation (``QCoreApplication.translate``), says every argument in the same language
(card names, sides, lists, a nested reason) and fills it in; with no translation it is
the English sentence, word for word. The GUI never re-decides a rule here: it only
words what the rules said.

The seats' default names ("You", "West" ...) are kept in English in saved games and
records; ``seat_name`` shows them in the player's language (a name the player typed is
shown as typed).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale

from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Option
    from ..rules.cards import Card

__all__ = [
    "say",
    "error_text",
    "seat_name",
    "seat_names",
    "spoken",
    "level_title",
    "value_text",
    "option_label",
    "Phrase",
    "QT_TRANSLATE_NOOP",
]

# The default names of the seats (choice.py names them by where they sit): translated
# for showing, never for saving. The hyphenated ones, "Opponent" and "Player n" are the
# names earlier versions gave, still found in their saved games.
SEAT_WORDS: dict[str, Phrase] = {
    "You": QT_TRANSLATE_NOOP("Seats", "You"),
    "West": QT_TRANSLATE_NOOP("Seats", "West"),
    "North": QT_TRANSLATE_NOOP("Seats", "North"),
    "East": QT_TRANSLATE_NOOP("Seats", "East"),
    "South": QT_TRANSLATE_NOOP("Seats", "South"),
    "Southwest": QT_TRANSLATE_NOOP("Seats", "Southwest"),
    "Northwest": QT_TRANSLATE_NOOP("Seats", "Northwest"),
    "Northeast": QT_TRANSLATE_NOOP("Seats", "Northeast"),
    "Southeast": QT_TRANSLATE_NOOP("Seats", "Southeast"),
    "South-west": QT_TRANSLATE_NOOP("Seats", "South-west"),
    "North-west": QT_TRANSLATE_NOOP("Seats", "North-west"),
    "North-east": QT_TRANSLATE_NOOP("Seats", "North-east"),
    "South-east": QT_TRANSLATE_NOOP("Seats", "South-east"),
    "Opponent": QT_TRANSLATE_NOOP("Seats", "Opponent"),
}
_NUMBERED = re.compile(r"^(Player|Seat) (\d+)$")
_NUMBERED_WORDS = {
    "Player": QT_TRANSLATE_NOOP("Seats", "Player {n}"),
    "Seat": QT_TRANSLATE_NOOP("Seats", "Seat {n}"),
}

# The one level that is no computer player; the bots' levels carry their own titles,
# beside their descriptions (``bots.LEVELS``).
HUMAN_TITLE = QT_TRANSLATE_NOOP("Levels", "Human")


_decimal_point = "."
_group_separator = ","
_language = "en"  # the interface's language code (set_language)


def set_language(code: str) -> None:
    """Numbers in sentences follow the interface's language (i18n.install calls this)."""
    global _decimal_point, _group_separator, _language
    _language = code
    locale = QLocale(code)
    _decimal_point = locale.decimalPoint() if code != "en" else "."
    _group_separator = locale.groupSeparator() if code != "en" else ","


class _Number:
    """A number argument that writes its decimal point, and the mark between its groups
    of thousands ("{limit:,}"), as the player's language does, and a true minus sign."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        # a true minus sign, as ``number`` writes one: a hint's "averages -0.25 points"
        # sat under the review's "−0.25" (the walk of issue 43)
        text = format(self.value, spec).replace("-", "\u2212")
        if _decimal_point == "." and _group_separator == ",":
            return text
        # both at once: Danish writes 2.147.483.648 and 0,75
        return text.translate({ord("."): _decimal_point, ord(","): _group_separator})

    def __str__(self) -> str:
        return format(self)


def number(value: float, spec: str) -> str:
    """``value`` formatted by ``spec`` ("+.2f") as the player's language writes it: its
    decimal sign (a comma in Swedish, Danish and Icelandic) and a true minus sign."""
    return format(_Number(value), spec).replace("-", "\u2212")


def percent(rate: float) -> str:
    """A share (0.35) as the tables show it: a whole percent, "35%"."""
    return f"{round(rate * 100)}%"


def language() -> str:
    """The code of the interface's language now ("en", "sv", "da", "is")."""
    return _language


def noise_kept_whole(text: str) -> str:
    """``text`` with each "number ± noise" held on one line (no-break spaces around the
    ±): wrapped, "−0,28 ±" at a line's end read as a cost cut off from its noise."""
    return text.replace(" \u00b1 ", "\u00a0\u00b1\u00a0")


def say(value: Any) -> str:
    """``value`` in the player's language: a Phrase translated (its arguments too, each
    "number ± noise" kept on one line: ``noise_kept_whole``), a default seat name
    translated, anything else as it is."""
    if isinstance(value, Phrase):
        if value.context is None:  # a list: each item on its own, same separator
            return value.template.join(say(item) for item in value.args)
        text = QCoreApplication.translate(value.context, value.template)
        if not value.args:
            return text
        args = {key: _argument(arg) for key, arg in value.args.items()}
        try:
            return noise_kept_whole(text.format_map(args))
        except (KeyError, IndexError, ValueError):
            return str(value)  # a translation that names a wrong argument: the English
    if isinstance(value, str):
        return seat_name(value)
    return value if value is not None else ""


def _argument(arg: Any) -> Any:
    # a whole number too: a template may write it "{loss:.2f}" (a Brag loss with every
    # card known is a difference of whole points, and showed "2.00" beside "2,27")
    if isinstance(arg, (float, int)) and not isinstance(arg, bool):
        return _Number(arg)
    if isinstance(arg, str):
        return say(arg)
    return arg


def error_text(exc: BaseException) -> str:
    """An exception's message in the player's language (the rules raise theirs with a
    Phrase; anything else is shown as it is)."""
    if exc.args and isinstance(exc.args[0], Phrase) and len(exc.args) <= 2:
        return say(exc.args[0])
    return str(exc)


def seat_name(name: str) -> str:
    """A seat's name for showing: a default name ("You", "West", "Player 2") in the
    player's language, a name the player chose as it is."""
    word = SEAT_WORDS.get(name)
    if word is not None:
        return say(word)
    found = _NUMBERED.match(name) if isinstance(name, str) else None
    if found:
        return say(_NUMBERED_WORDS[found.group(1)].format(n=int(found.group(2))))
    return name


def spoken(card: Card) -> str:
    """A card's spoken name, capitalised, in the player's language ("Jack of clubs")."""
    text = say(card.long_name)
    return text[:1].upper() + text[1:]


# a card's face in a sentence: its rank, then its suit's symbol ("10♠")
FACE = re.compile(r"(?<!\w)(10|[2-9JQKA])([♣♠♥♦])")


def spoken_faces(text: str) -> str:
    """A sentence for the ear: each card's face in it ("9♠") said as its name ("nine of
    spades"), which a screen reader would otherwise read as "9 black spade suit"."""
    from ..rules.cards import SUIT_LETTERS, SUIT_SYMBOLS, Card

    def name(found: re.Match[str]) -> str:
        letter = SUIT_LETTERS[SUIT_SYMBOLS.index(found.group(2))]
        return say(Card.parse(found.group(1) + letter).long_name)

    return FACE.sub(name, text)


def seat_names(names: Iterable[str]) -> list[str]:
    return [seat_name(n) for n in names]


def level_title(level: str) -> str:
    """A computer player's level as the player reads it ("Standard", "Expert")."""
    if level == "human":
        return say(HUMAN_TITLE)
    from ..bots import LEVELS  # (after the first frame: only seats with levels ask)

    known = LEVELS.get(level)
    return say(known.title) if known is not None and known.title else level.capitalize()


def value_text(value: Any) -> str:
    """An option's value in words: on, off, automatic, a number, a choice ("jokers")."""
    if isinstance(value, bool):
        return say(
            QT_TRANSLATE_NOOP("Options", "on") if value else QT_TRANSLATE_NOOP("Options", "off")
        )
    if value is None:
        return say(QT_TRANSLATE_NOOP("Options", "automatic"))
    word = CHOICE_WORDS.get(value) if isinstance(value, str) else None
    return say(word) if word is not None else str(value).replace("_", " ")


# The options' text choices in words (Brag's wild cards).
CHOICE_WORDS = {
    "none": QT_TRANSLATE_NOOP("Options", "none"),
    "jokers": QT_TRANSLATE_NOOP("Options", "jokers"),
    "jokers_and_twos": QT_TRANSLATE_NOOP("Options", "jokers and twos"),
}


def option_label(option: Option) -> str:
    """An option's label in the player's language ("Hand size")."""
    return say(option.label) if option.label else option.name.replace("_", " ").capitalize()
