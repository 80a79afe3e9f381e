"""Sentences for the player that keep what they were made from, so the GUI can say them
in the player's language while the rules model stays pure Python and speaks English.

A rules or bots module marks each template with ``QT_TRANSLATE_NOOP(context, text)``:
Qt's lupdate finds calls of that name in Python sources and puts the text into the
translation catalogs (``assets/translations/*.ts``), and this module's no-op of the same
name makes it a ``Phrase`` without importing Qt. ``.format(**args)`` fills the template
and returns a Phrase again::

    QT_TRANSLATE_NOOP("Braus", "You do not hold the {card}.").format(card="9♠")

A Phrase IS the English sentence (a ``str``, equal to what an f-string gave before), so
the CLI, records, logs and tests read it unchanged; it also carries ``context``,
``template`` and ``args`` (which may be Phrases themselves: a card's name, a side, a
list), from which ``braus_desktop.app.phrases`` builds the translated sentence. Anything
that turns it into a plain ``str`` (slicing, ``+``, an f-string) keeps only the English.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = [
    "Phrase",
    "QT_TRANSLATE_NOOP",
    "joined",
    "either",
    "both",
    "plural",
    "shown",
    "quoted",
    "described",
]


class Phrase(str):
    """An English sentence that remembers its template, its context and its arguments."""

    context: str | None
    template: str
    args: Any

    def __new__(cls, context: str | None, template: str, args: Any = None) -> Phrase:
        if context is None:  # a list: ``template`` is the separator, ``args`` the items
            english = template.join(args)
        else:
            english = template.format_map(args) if args else template
        self = super().__new__(cls, english)
        self.context, self.template, self.args = context, template, args
        return self

    def format(self, *positional: Any, **args: Any) -> Phrase:
        """The template filled in: a Phrase carrying the arguments (keywords only)."""
        if positional or self.args:
            raise TypeError("a Phrase template takes keyword arguments, once")
        return Phrase(self.context, self.template, args)

    def __reduce__(self) -> tuple[type[Phrase], tuple[str | None, str, Any]]:
        return (Phrase, (self.context, self.template, self.args))


_TEMPLATES: dict[tuple[str, str], Phrase] = {}


def QT_TRANSLATE_NOOP(context: str, text: str) -> Phrase:  # noqa: N802 (lupdate's name)
    """Mark ``text`` for the translation catalogs (context ``context``); its Phrase.

    Each template is made once: deal summaries are written at the end of every deal the
    search bots play out, where a new object per call cost the rules speed figures 5%."""
    key = (context, text)
    found = _TEMPLATES.get(key)
    if found is None:
        found = _TEMPLATES[key] = Phrase(context, text)
    return found


def joined(separator: str, items: Iterable[str]) -> Phrase:
    """Items joined by a separator (``", "``), each item translated on its own."""
    return Phrase(None, separator, tuple(items))


def either(items: Iterable[str]) -> Phrase | str:
    """ "a, b or c": alternatives, in the player's language."""
    items = list(items)
    if len(items) <= 1:
        return items[0] if items else ""
    return QT_TRANSLATE_NOOP("Phrase", "{items} or {last}").format(
        items=joined(", ", items[:-1]), last=items[-1]
    )


def both(items: Iterable[str]) -> Phrase | str:
    """ "a, b and c": everything listed, in the player's language."""
    items = list(items)
    if len(items) <= 1:
        return items[0] if items else ""
    return QT_TRANSLATE_NOOP("Phrase", "{items} and {last}").format(
        items=joined(", ", items[:-1]), last=items[-1]
    )


def plural(n: int, one: Phrase, many: Phrase) -> Phrase:
    """The template for ``n`` things: ``one`` ("1 trick") when n is 1, else ``many``
    ("{n} tricks"); fill it with ``n=n`` (a template may leave an argument out)."""
    return one if n == 1 else many


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def shown(text: str, limit: int = 80) -> str:
    """Text from a file or the command line made safe to show a player: every character
    that is not printable (newlines, the escape that starts a terminal sequence, bidi
    overrides) written as an escape (``\\n``, ``\\x1b``, ``\\u202e``), and cut to ``limit``
    characters with an ellipsis, so a hostile file can neither move the cursor, retitle
    the terminal, nor fill the screen."""
    pieces = []
    size = 0
    for ch in text:
        if ch.isprintable():
            piece = ch
        else:
            code = ord(ch)
            piece = _ESCAPES.get(ch) or (
                f"\\x{code:02x}"
                if code < 0x100
                else f"\\u{code:04x}"
                if code < 0x10000
                else f"\\U{code:08x}"
            )
        pieces.append(piece)
        size += len(piece)
        if size > limit:  # no need to look further: it is cut
            break
    if size <= limit:
        return "".join(pieces)
    out, size = [], 0
    for piece in pieces:
        if size + len(piece) > limit - 1:
            break
        out.append(piece)
        size += len(piece)
    return "".join(out) + "\u2026"


def quoted(text: str, limit: int = 80) -> str:
    """``shown`` text between single quotes: how a sentence names text read from a file."""
    return f"'{shown(text, limit)}'"


def described(value: object, limit: int = 80) -> str:
    """How a sentence names a value read from a file: text ``quoted``, a number as it is
    (a very long one by its length, as Python will not even write one of 4,300 digits),
    anything else by its kind."""
    if isinstance(value, str):
        return quoted(value, limit)
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        if -(10**20) < value < 10**20:
            return str(value)
        return f"a number of about {int(abs(value).bit_length() * 0.30103) + 1} digits"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a set of named values"
    return "a value of the wrong kind"
