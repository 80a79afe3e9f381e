"""Game records: versioned JSON that saves a match and replays it to the same state.

A record holds the game id and options, and for each deal the dealer, its seed, the
explicit deal (``setup``: hands, and the stock where there is one) and the actions in
order. Loading never trusts the file: every field is type-checked and size-limited, the
deal is dealt through the rules model and every action is re-applied, so a corrupt,
truncated or hostile record ends in a RecordError that names what is wrong. No pickle,
no eval. The schema is documented in docs/records.md.
"""

from __future__ import annotations

import codecs
import gc
import json
import math
import os
import re
import secrets
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, BinaryIO, NoReturn

from . import GAME_IDS, make_game
from .core import IllegalAction, Result
from .files import FileRefused, open_regular_file, read_regular_file  # noqa: F401 (API)
from .kept import KeptDeal, deal_data, deal_text, indented, written
from .match import Match
from .phrase import QT_TRANSLATE_NOOP, Phrase, quoted, shown

FORMAT = "braus-desktop-record"
VERSION = 1

# A record is read a deal at a time, so its length costs time, not memory. The limits are
# far beyond any player's history (a Bräus deal takes about 1 KB, with its review up to
# 100 KB; a lifetime of play is 50,000 deals) and still refuse what only a hostile file is.
MAX_BYTES = 2 * 1024**3
MAX_DEALS = 1_000_000
MAX_PART = 1024 * 1024  # one deal (with its review), or any other field of the record
CHUNK = 256 * 1024  # characters read at a time
MAX_ACTIONS = 600
MAX_TEXT = 200
MAX_META_KEYS = 32
MAX_SEED = 2**64  # far above any seed the app draws (2**31), far below a huge number
MAX_OPTION = 10**6  # option numbers are small (players, targets, hand sizes)
MAX_NOTE_NUMBER = 2**63  # a number in the record's notes
# How deeply a record's lists and objects may nest: a record with its reviews nests about
# 20 deep (a review's reason is its deepest part); far below any recursion limit.
MAX_DEPTH = 64


class RecordError(ValueError):
    """A record that cannot be loaded; the message says what is wrong, for a player (a
    ``Phrase``: the window says it in the player's language)."""


# The sentences said most often, each written once.
NOT_JSON = QT_TRANSLATE_NOOP(
    "Records", "The file is not a game record: it is not valid JSON (line {line}, column {column})."
)
NOT_UTF8 = QT_TRANSLATE_NOOP("Records", "The record is not a text file (it is not valid UTF-8).")
TOO_DEEP = QT_TRANSLATE_NOOP("Records", "The record is nested too deeply to be a game record.")
NOT_OBJECT = QT_TRANSLATE_NOOP(
    "Records", "The record is not a game record (expected a JSON object)."
)
NUMBER_TOO_LONG = QT_TRANSLATE_NOOP(
    "Records", "The file is not a game record: it holds a number far too long to be part of one."
)
TOO_LARGE_CHARACTERS = QT_TRANSLATE_NOOP(
    "Records", "The record is too large (at most {limit:,} characters)."
)
COULD_NOT_READ = QT_TRANSLATE_NOOP("Records", "The record could not be read. {reason}")
CANNOT_DEAL = QT_TRANSLATE_NOOP(
    "Records",
    "Deal {n} cannot be dealt: the player the record names as dealer cannot deal now "
    "(the rules give the deal to another player).",
)


def _reason(exc: BaseException) -> Phrase | str:
    """What another part of the rules said, for a record's sentence: its Phrase as it
    is (said in the player's language), anything else cut to a line."""
    said = exc.args[0] if len(exc.args) == 1 else None
    if isinstance(said, Phrase) and len(said) <= 240:
        return said
    return shown(str(exc), 240)


def match_to_record(match: Match, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The match as a JSON-able record (see the module docstring for the shape)."""
    record = match_to_record_head(match, meta)
    record["deals"] = [json.loads(text_of(part)) for part in _deal_parts(match, {})]
    return record


# A part of a record's text: text, or a finished deal kept as its text (``KeptDeal``),
# written out when the parts are joined (``text_of``): the snapshots undo keeps of a
# long match share the deals they do not write out.
Part = str | KeptDeal


def text_of(part: Part) -> str:
    """A part's text."""
    return part if type(part) is str else part.text  # type: ignore[union-attr]


def joined(parts: Iterable[Part]) -> str:
    """The record text of ``dump_parts``'s parts."""
    return "".join(map(text_of, parts))


def dumps(
    match: Match,
    meta: dict[str, Any] | None = None,
    extras: dict[int, dict[str, Any]] | None = None,
) -> str:
    """The record text of ``match``: ``json.dumps(record, ensure_ascii=False, indent=1)``
    of ``match_to_record(match, meta)`` to the byte, each finished deal's part written
    once and kept. ``extras``: fields added to deals, by number from 1 (the coach's
    reviews, docs/records.md), after the deal's own."""
    return joined(dump_parts(match, meta, extras))


def _deal_parts(match: Match, extras: dict[int, dict[str, Any]]) -> list[Part]:
    """Each deal's part of the record, in order: the one text kept for a finished deal
    (or the deal kept as its text), the deal in play's written now; with ``extras``."""
    deals: list[Part] = []
    for n, deal in enumerate(match.held_deals(), start=1):
        extra = extras.get(n)
        if extra:
            data = json.loads(deal.text) if isinstance(deal, KeptDeal) else deal_data(deal)
            deals.append(indented({**data, **extra}, 2))
        elif isinstance(deal, KeptDeal):
            deals.append(deal)
        else:
            deals.append(deal_text(deal))
    return deals


def dump_parts(
    match: Match,
    meta: dict[str, Any] | None = None,
    extras: dict[int, dict[str, Any]] | None = None,
) -> list[Part]:
    """``dumps``'s text in parts (``joined``): each finished deal's part is the one text
    kept for it, or the deal kept as its text, so many snapshots of a long match (undo
    keeps one a move) share them."""
    deals = _deal_parts(match, extras or {})
    parts: list[Part] = ["{\n"]
    for k, (key, value) in enumerate(match_to_record_head(match, meta).items()):
        parts.append((",\n " if k else " ") + json.dumps(key, ensure_ascii=False) + ": ")
        if key != "deals":
            parts.append(indented(value, 1))
        elif not deals:
            parts.append("[]")
        else:
            parts.append("[\n  ")
            for i, text in enumerate(deals):
                if i:
                    parts.append(",\n  ")
                parts.append(text)
            parts.append("\n ]")
    parts.append("\n}")
    return parts


def write_ahead(match: Match, on_deal: Callable[[int], None] | None = None) -> None:
    """Make each finished deal's text now, as ``dumps`` keeps it (a career read on a
    worker thread: the first save, on the window's thread, finds them made). ``on_deal``
    is told each deal's number first; an exception it raises ends the writing."""
    for n, deal in enumerate(match.held_deals(), start=1):
        if on_deal is not None:
            on_deal(n)
        if not isinstance(deal, KeptDeal) and deal.is_over:
            deal_text(deal)


def match_to_record_head(match: Match, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The record's fields, in their order, with ``deals`` left empty (``dumps`` writes
    them)."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game.id,
        "options": match.game.option_values,
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "deals": [],
    }
    if meta:
        record["meta"] = dict(meta)
    return record


def loads(
    text: str | bytes,
    keep: int | None = None,
    *,
    on_result: Callable[[Result], None] | None = None,
) -> Match:
    """A Match from record text; RecordError if the text is not a good record. ``keep``:
    the match keeps only its last deals (``Match``), for a long record replayed for its
    outcome; ``on_result`` is then handed each deal's result as it is replayed."""
    return _load(_TextParts(_text_of(text)), keep, on_result)[0]


def loads_with_meta(
    text: str | bytes | Sequence[Part],
    keep: int | None = None,
    *,
    reuse: Match | None = None,
    recent: int | None = None,
) -> tuple[Match, dict[str, Any]]:
    """The Match and the record's notes (``meta``, checked like the rest). ``reuse``: a
    match this record may be a snapshot of (undo goes back to one): each deal of the
    record written exactly as ``dumps`` wrote that finished deal of ``reuse`` is taken
    from it as it is, neither read as JSON nor played again (a deal's text says all
    there is to it), so going back in a match of 10,000 deals plays only the deals
    that differ. ``recent``: the match holds its finished deals but the last ``recent``
    as their text (``Match``). ``text`` may be given in parts (``dump_parts``: an undo
    point), read a part at a time: a career's text is never made whole."""
    if isinstance(text, (str, bytes, bytearray)):
        return _load(_TextParts(_text_of(text)), keep, reuse=reuse, recent=recent)
    try:
        return _load(_Parts(text, reuse), keep, reuse=reuse, recent=recent)
    except RecordError:
        if reuse is None:
            raise
        # (a kept deal named by its mark that is not the match's deal of its number:
        # the parts read again as text, which says what is wrong if anything is)
        return _load(_Parts(text), keep, reuse=reuse, recent=recent)


def _refuse_constant(name: str) -> NoReturn:
    raise RecordError(
        QT_TRANSLATE_NOOP(
            "Records",
            "The file is not a game record: it holds {name}, which is not a number a record uses.",
        ).format(name=name)
    )


def _refuse_infinite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999: JSON's reader would make it infinity
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "Records",
                "The file is not a game record: it holds a number far too large to be part of one.",
            )
        )
    return value


# A JSON string (escapes included), anything that is not a bracket (what the nesting check
# skips), and an innermost pair of brackets.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"[\[{][\]}]")


def nested_deeper_than(text: str, limit: int) -> bool:
    """Whether JSON text nests its lists and objects more than ``limit`` deep (brackets
    inside strings do not count). Checked here, before JSON's reader sees the text, so
    that a deep record is called deep on every Python: 3.11 hits its recursion limit
    reading one nested 5,000 deep, 3.13 reads it."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if re.search(r"[\[{]{%d}" % (limit + 1), brackets):  # that many opened in a row
        return True
    # Taking away the innermost pairs (the lists of cards, the numbers' objects) twice
    # leaves a few brackets to count one by one, each pair as deep as it was.
    removed = 0
    while removed < 2 and removed < limit:
        brackets, found = _PAIR.subn("", brackets)
        if not found:
            break
        removed += 1
    depth = 0
    for c in brackets:
        depth += 1 if c in "[{" else -1
        if depth > limit - removed:
            return True
    return False


def parse(text: str | bytes) -> Any:
    """The JSON data of record text, checked only as JSON: not too large, UTF-8, not
    nested deeper than ``MAX_DEPTH``, no NaN, infinity or number too long to read;
    RecordError with a sentence if not. (Whether it is a record is ``record_to_match``'s
    question.)"""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_BYTES:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Records", "The record is too large ({size:,} bytes; at most {limit:,})."
                ).format(size=len(text), limit=MAX_BYTES)
            )
        try:
            text = bytes(text).decode("utf-8-sig")  # a byte-order mark is harmless
        except UnicodeDecodeError:
            raise RecordError(NOT_UTF8) from None
    if len(text) > MAX_BYTES:
        raise RecordError(TOO_LARGE_CHARACTERS.format(limit=MAX_BYTES))
    if nested_deeper_than(text, MAX_DEPTH):
        raise RecordError(TOO_DEEP)
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_refuse_infinite)
    except RecursionError:
        raise RecordError(TOO_DEEP) from None
    except RecordError:
        raise
    except json.JSONDecodeError as exc:
        raise RecordError(NOT_JSON.format(line=exc.lineno, column=exc.colno)) from None
    except ValueError:  # a number of more than 4,300 digits
        raise RecordError(NUMBER_TOO_LONG) from None
    return data


# --------------------------------------------------------------------------- reading a deal at a time

_DECODER = json.JSONDecoder(parse_constant=_refuse_constant, parse_float=_refuse_infinite)
_SPACE = re.compile(r"[ \t\n\r]*")


def _text_of(text: str | bytes) -> str:
    """Record text as characters, checked for size and UTF-8 as ``parse`` checks it."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_BYTES:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Records", "The record is too large ({size:,} bytes; at most {limit:,})."
                ).format(size=len(text), limit=MAX_BYTES)
            )
        try:
            return bytes(text).decode("utf-8-sig")  # a byte-order mark is harmless
        except UnicodeDecodeError:
            raise RecordError(NOT_UTF8) from None
    if len(text) > MAX_BYTES:
        raise RecordError(TOO_LARGE_CHARACTERS.format(limit=MAX_BYTES))
    return text


class _TextParts:
    """Record text already in memory, handed out a part at a time (from the start each
    time it is iterated)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __iter__(self) -> Iterator[str]:
        for at in range(0, len(self.text), CHUNK):
            yield self.text[at : at + CHUNK]


class _Parts:
    """Record text given in parts (``dump_parts``), handed out about ``CHUNK``
    characters at a time (from the start each time it is iterated).

    A deal kept as its text that ``reuse`` (the match the record may be a snapshot of,
    ``loads_with_meta``) holds as its deal of that number is handed out as a mark that
    names it, not as its text: an undo in a career of 100,000 deals unpacks none of
    them. The mark holds a token of this reading's own, so no file can write one."""

    def __init__(self, parts: Sequence[Part], reuse: Match | None = None) -> None:
        self.parts = parts
        self.token = secrets.token_hex(8)
        held = reuse.held_deals() if reuse is not None and reuse.keep is None else []
        self.kept = {id(deal): n for n, deal in enumerate(held, 1) if isinstance(deal, KeptDeal)}

    def mark(self, n: int) -> str:
        """What stands for known deal ``n``."""
        return f'"{self.token}:{n}"'

    def __iter__(self) -> Iterator[str]:
        pending: list[str] = []
        size = total = 0
        kept = self.kept
        for part in self.parts:
            n = kept.get(id(part), 0) if kept and type(part) is not str else 0
            text = self.mark(n) if n else text_of(part)
            pending.append(text)
            size += len(text)
            total += len(text)
            if total > MAX_BYTES:
                raise RecordError(TOO_LARGE_CHARACTERS.format(limit=MAX_BYTES))
            if size >= CHUNK:
                yield "".join(pending)
                pending, size = [], 0
        if pending:
            yield "".join(pending)


class _FileParts:
    """A record file's text, read and decoded a part at a time (from the start each time
    it is iterated), never more than ``MAX_BYTES`` of it."""

    def __init__(self, fh: BinaryIO, on_read: Callable[[int], None] | None = None) -> None:
        self.fh = fh
        self.on_read = on_read
        self.passed = 0  # bytes read in the passes before this one

    def __iter__(self) -> Iterator[str]:
        decoder = codecs.getincrementaldecoder("utf-8-sig")()
        total = 0
        try:
            self.fh.seek(0)
            while True:
                raw = self.fh.read(CHUNK)
                total += len(raw)
                if self.on_read is not None:
                    self.on_read(self.passed + total)
                if not raw:
                    self.passed += total
                if total > MAX_BYTES:  # it grew since it was opened
                    raise RecordError(
                        QT_TRANSLATE_NOOP(
                            "Records", "The record is too large (at most {limit:,} bytes)."
                        ).format(limit=MAX_BYTES)
                    )
                text = decoder.decode(raw, final=not raw)
                if text:
                    yield text
                if not raw:
                    return
        except UnicodeDecodeError:
            raise RecordError(NOT_UTF8) from None
        except OSError as exc:
            reason = shown(str(exc.strerror or "an input/output error"))
            raise RecordError(
                COULD_NOT_READ.format(
                    reason=QT_TRANSLATE_NOOP("Files", "It cannot be read ({reason}).").format(
                        reason=reason
                    )
                )
            ) from None


class _Reader:
    """JSON text read a part at a time: the record's fields and each of its deals read as
    JSON's own reader reads them (with the same refusals as ``parse``: nesting, NaN,
    infinity, numbers too long), never holding more than a few parts of the text. A
    mistake is placed by line and column in the whole text, as ``parse`` places it."""

    def __init__(self, parts: Iterable[str], known: _Known | None = None) -> None:
        self.parts = iter(parts)
        self.known = known
        self.buf = ""
        self.pos = 0
        self.done = False
        self.lines = 0  # newlines in the text before ``buf``
        self.column = 0  # characters after the last of them, before ``buf``

    def fill(self, ahead: int) -> None:
        """At least ``ahead`` characters from ``pos`` in ``buf``, unless the text ends."""
        if self.pos >= CHUNK:  # let go of what has been read
            gone = self.buf[: self.pos]
            newlines = gone.count("\n")
            self.column = len(gone) - gone.rfind("\n") - 1 if newlines else self.column + len(gone)
            self.lines += newlines
            self.buf, self.pos = self.buf[self.pos :], 0
        while not self.done and len(self.buf) - self.pos < ahead:
            part = next(self.parts, None)
            if part is None:
                self.done = True
            else:
                self.buf += part

    def peek(self) -> str:
        """The next character that is not white space ("" at the end)."""
        while True:
            self.pos = _SPACE.match(self.buf, self.pos).end()  # type: ignore[union-attr]
            if self.pos < len(self.buf) or self.done:
                return self.buf[self.pos : self.pos + 1]
            self.fill(1)

    def holds(self, text: str) -> bool:
        """Whether ``text`` comes next (after white space)."""
        self.peek()
        self.fill(len(text))
        return self.buf.startswith(text, self.pos)

    def expect(self, char: str) -> None:
        if self.peek() != char:
            self.fail(self.pos)
        self.pos += 1

    def fail(self, at: int) -> NoReturn:
        line = self.lines + self.buf.count("\n", 0, at) + 1
        last = self.buf.rfind("\n", 0, at)
        column = at - last if last >= 0 else self.column + at + 1
        raise RecordError(NOT_JSON.format(line=line, column=column))

    def value(self, depth: int, too_large: str) -> Any:
        """The JSON value at ``pos`` (nesting at most ``depth`` deep, at most ``MAX_PART``
        characters; ``too_large``: the sentence if it is longer)."""
        self.peek()
        while True:
            start, buf = self.pos, self.buf
            try:
                value, end = _DECODER.raw_decode(buf, start)
            except RecursionError:
                raise RecordError(TOO_DEEP) from None
            except RecordError:
                raise
            except json.JSONDecodeError as exc:
                # a mistake where the text read so far stops may be the value cut there:
                # read on (up to its limit) and look again
                cut = self._cut(exc.pos) or (
                    not self.done and exc.msg.startswith("Unterminated string")
                )
                if cut and len(buf) - start <= MAX_PART:
                    self.fill(len(buf) - start + CHUNK)
                    continue
                if nested_deeper_than(buf[start : start + MAX_PART], depth):
                    raise RecordError(TOO_DEEP) from None
                if cut or exc.pos - start >= MAX_PART:
                    raise RecordError(too_large) from None
                self.fail(exc.pos)
            except ValueError:  # a number of more than 4,300 digits
                raise RecordError(NUMBER_TOO_LONG) from None
            if end >= len(buf) - 1 and self._cut(end) and len(buf) - start <= MAX_PART:
                self.fill(len(buf) - start + CHUNK)  # a number may go on in the next part
                continue
            break
        if end - start > MAX_PART:
            raise RecordError(too_large)
        if isinstance(value, (list, dict)) and nested_deeper_than(buf[start:end], depth):
            raise RecordError(TOO_DEEP)
        self.pos = end
        return value

    def _cut(self, at: int) -> bool:
        """Whether ``at`` is where the text read so far stops (within an escape's length),
        with more of it to come."""
        return not self.done and at >= len(self.buf) - 16


def _fields(r: _Reader) -> Iterator[tuple[str, str, Any]]:
    """The record's top-level fields in order as ("field", name, value); its deals as
    ("deals", "deals", None), then each deal as ("deal", "", value); text that is not an
    object as one ("whole", "", value). RecordError if the text is not JSON."""
    if r.peek() != "{":
        value = r.value(MAX_DEPTH, NOT_OBJECT)
        if r.peek():
            r.fail(r.pos)
        yield "whole", "", value
        return
    r.pos += 1
    if r.peek() == "}":
        r.pos += 1
    else:
        while True:
            if r.peek() != '"':
                r.fail(r.pos)
            name = r.value(0, "The record holds a field name that is far too long.")
            r.expect(":")
            if name == "deals" and r.peek() == "[":
                r.pos += 1
                yield "deals", name, None
                n = 0
                if r.peek() == "]":
                    r.pos += 1
                else:
                    while True:
                        n += 1
                        same = r.known.length(n, r) if r.known is not None else 0
                        if same:
                            r.pos += same
                            yield "deal", "", _SAME
                        else:
                            yield (
                                "deal",
                                "",
                                r.value(
                                    MAX_DEPTH - 2,
                                    QT_TRANSLATE_NOOP(
                                        "Records",
                                        "Deal {n} of the record is too large (more than "
                                        "{limit:,} characters).",
                                    ).format(n=n, limit=MAX_PART),
                                ),
                            )
                        if r.peek() == "]":
                            r.pos += 1
                            break
                        r.expect(",")
            else:
                yield (
                    "field",
                    name,
                    r.value(
                        MAX_DEPTH - 1,
                        QT_TRANSLATE_NOOP(
                            "Records",
                            "The record's {field} is too large (more than {limit:,} characters).",
                        ).format(field=quoted(name), limit=MAX_PART),
                    ),
                )
            if r.peek() == "}":
                r.pos += 1
                break
            r.expect(",")
    if r.peek():  # only white space may follow the record
        r.fail(r.pos)


class _Known:
    """The finished deals of a match a record may be a snapshot of (``loads_with_meta``'s
    ``reuse``), by number, with the text ``dumps`` wrote for each."""

    def __init__(self, match: Match) -> None:
        self.deals = match.held_deals()
        self.marks: _Parts | None = None  # (the parts read, where a known deal is a mark)

    @classmethod
    def of(cls, reuse: Match | None, head: dict[str, Any]) -> _Known | None:
        """``reuse``'s deals, if the record's head (read so far) is that match's: the
        same game and options, seeds and first dealer (a deal is the same deal only in
        the same game)."""
        if reuse is None or reuse.keep is not None:
            return None
        same = (
            head.get("game") == reuse.game.id
            and json.dumps(head.get("options", {}), sort_keys=True)
            == json.dumps(reuse.game.option_values, sort_keys=True)
            and json.dumps(head.get("seed")) == json.dumps(reuse.seed)
            and json.dumps(head.get("first_dealer", 0)) == json.dumps(reuse.first_dealer)
        )
        return cls(reuse) if same else None

    def length(self, n: int, r: _Reader) -> int:
        """The length of deal ``n``'s text as ``dumps`` wrote it, if it was finished then
        and ``r`` reads it next; else 0."""
        if n > len(self.deals):
            return 0
        deal = self.deals[n - 1]
        if isinstance(deal, KeptDeal):
            if self.marks is not None:
                mark = self.marks.mark(n)
                if r.holds(mark):
                    return len(mark)
            r.peek()
            r.fill(deal.size)
            return deal.written_at(r.buf, r.pos)
        text = written(deal)
        return len(text) if text is not None and r.holds(text) else 0


class _Same:
    """A deal of the record written as the known deal of its number was: taken as it is."""


_SAME = _Same()


class _StreamedDeals:
    """A record's deals, counted once as JSON and read again one at a time to be
    replayed: what ``record_to_match`` takes in place of a list of them."""

    def __init__(self, parts: Iterable[str], count: int, known: _Known | None = None) -> None:
        self.parts = parts
        self.count = count
        self.known = known

    def __len__(self) -> int:
        return self.count

    def __iter__(self) -> Iterator[Any]:
        n = 0
        for kind, _name, value in _fields(_Reader(self.parts, self.known)):
            if kind == "deal":
                n += 1
                yield value
        if n != self.count:
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Records", "The record changed while it was being read; please try again."
                )
            )


def _load(
    parts: Iterable[str],
    keep: int | None,
    on_result: Callable[[Result], None] | None = None,
    reuse: Match | None = None,
    recent: int | None = None,
) -> tuple[Match, dict[str, Any]]:
    """The match of record text given a part at a time, and its notes. Read twice: once
    as JSON (every mistake in the text is found before any deal is played, as when a
    record was read whole), then each deal replayed as it is read again (a deal known
    from ``reuse``: taken from it, ``loads_with_meta``)."""
    head: dict[str, Any] = {}
    count = 0
    reader = _Reader(parts)
    for kind, name, value in _fields(reader):
        if kind == "deal":
            count += 1
            _need(
                count <= MAX_DEALS,
                QT_TRANSLATE_NOOP("Records", "The record has too many deals (at most {limit:,})."),
                limit=MAX_DEALS,
            )
        elif kind == "deals":
            _need(
                "deals" not in head,
                QT_TRANSLATE_NOOP("Records", "The record lists its deals twice."),
            )
            head["deals"] = None
            reader.known = _Known.of(reuse, head)  # (the fields before the deals say)
            if reader.known is not None and isinstance(parts, _Parts):
                reader.known.marks = parts
        elif kind == "whole":
            record_to_match(value)  # (says why it is no record)
            raise RecordError(NOT_OBJECT)
        else:
            head[name] = value
    if "deals" in head and head["deals"] is None:
        head["deals"] = _StreamedDeals(parts, count, reader.known)
    match = record_to_match(head, keep, on_result=on_result, recent=recent)
    return match, dict(head.get("meta") or {})


def load(
    path: str | os.PathLike[str],
    keep: int | None = None,
    *,
    on_result: Callable[[Result], None] | None = None,
) -> Match:
    """Read a record file; RecordError (never another exception) if it cannot be used.
    ``keep`` as for ``loads``; with it, ``on_result`` is handed each finished deal's
    result as the deal is replayed (the match lets go of them: ``Match``)."""
    with _open(path) as fh:
        return _load(_FileParts(fh), keep, on_result)[0]


def load_with_meta(
    path: str | os.PathLike[str],
    keep: int | None = None,
    *,
    on_read: Callable[[int], None] | None = None,
    recent: int | None = None,
) -> tuple[Match, dict[str, Any]]:
    """Read a record file: the Match and the record's notes; RecordError as ``load``.
    ``on_read``: told the bytes read so far as the file is read, twice through (it is
    checked, then its deals are replayed as they are read again); an exception it
    raises (the reader was cancelled) ends the reading. ``recent`` as for
    ``loads_with_meta``."""
    with _open(path) as fh:
        return _load(_FileParts(fh, on_read), keep, recent=recent)


def deals_in(path: str | os.PathLike[str]) -> Iterator[Any]:
    """The deals of a record file as JSON data, one at a time, checked as JSON as
    ``load`` checks them (not replayed): for the extensions a deal may carry (a review).
    RecordError if the file is not JSON a record could be."""
    with _open(path) as fh:
        for kind, _name, value in _fields(_Reader(_FileParts(fh))):
            if kind == "deal":
                yield value


def _open(path: str | os.PathLike[str]) -> BinaryIO:
    try:
        return open_regular_file(path, MAX_BYTES)
    except FileRefused as exc:
        said = exc.args[0] if exc.args else str(exc)
        raise RecordError(COULD_NOT_READ.format(reason=said)) from None


def save(path: str | os.PathLike[str], match: Match, meta: dict[str, Any] | None = None) -> None:
    """Write a record (plain write; the app's autosave adds the atomic rename)."""
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(dumps(match, meta))


# --------------------------------------------------------------------------- checking


def _need(cond: bool, message: Phrase, **args: Any) -> None:
    """Refuse the record with ``message`` (filled in with ``args``) unless ``cond``. The
    sentence is made only when it is said: every deal and action of a record is checked,
    and making each check's sentence ahead cost a 10,000-deal replay two thirds again."""
    if not cond:
        raise RecordError(message.format(**args) if args else message)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_json_value(v: Any, n: int, field: str, depth: int = 0) -> None:
    """Setup values may only be small JSON: lists of strings, ints, nested a little
    (``field`` of deal ``n`` names it). Called for every card of every deal: a sentence
    is made only for a value refused."""
    if depth >= 6:
        problem = QT_TRANSLATE_NOOP("Records", "Deal {n}'s {field} is nested too deeply.")
    elif isinstance(v, str):
        if len(v) <= MAX_TEXT:
            return
        problem = QT_TRANSLATE_NOOP("Records", "Deal {n}'s {field} holds a text that is too long.")
    elif isinstance(v, list):
        if len(v) <= 200:
            for item in v:
                _check_json_value(item, n, field, depth + 1)
            return
        problem = QT_TRANSLATE_NOOP("Records", "Deal {n}'s {field} holds a list that is too long.")
    elif v is None or isinstance(v, bool):
        return
    elif isinstance(v, int):  # a score carried into the deal, a count of bonus sticks
        if -MAX_OPTION <= v <= MAX_OPTION:
            return
        problem = QT_TRANSLATE_NOOP("Records", "Deal {n}'s {field} holds a number out of range.")
    else:
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "Records", "Deal {n}'s {field} holds a value of the wrong kind ({kind})."
            ).format(n=n, field=field, kind=type(v).__name__)
        )
    raise RecordError(problem.format(n=n, field=field))


def record_to_match(
    data: Any,
    keep: int | None = None,
    *,
    on_result: Callable[[Result], None] | None = None,
    recent: int | None = None,
) -> Match:
    """Rebuild a Match from record data by replaying every deal through the rules
    (``keep``, ``on_result``: only the last deals are kept, ``recent``: only the last
    deals are live, as ``Match`` says)."""

    _need(isinstance(data, dict), NOT_OBJECT)
    _need(
        data.get("format") == FORMAT,
        QT_TRANSLATE_NOOP("Records", "The file is not a Bräus Desktop game record."),
    )
    version = data.get("version")
    _need(_is_int(version), QT_TRANSLATE_NOOP("Records", "The record has no version number."))
    _need(
        version <= VERSION,
        QT_TRANSLATE_NOOP(
            "Records",
            "The record is version {version}, newer than this app understands (version "
            "{known}); please update the app.",
        )
        if version < 10**6  # (a number of 4,000 digits is not written out)
        else QT_TRANSLATE_NOOP(
            "Records",
            "The record is version far above, newer than this app understands (version "
            "{known}); please update the app.",
        ),
        version=version,
        known=VERSION,
    )
    game_id = data.get("game")
    _need(
        isinstance(game_id, str) and len(game_id) <= 40,
        QT_TRANSLATE_NOOP("Records", "The record does not name its game."),
    )
    _need(
        game_id in GAME_IDS,
        QT_TRANSLATE_NOOP(
            "Records",
            "The record's game cannot be set up: unknown game {game}; the games are: {games}.",
        ),
        game=quoted(game_id),
        games=", ".join(GAME_IDS),
    )
    options = data.get("options", {})
    _need(
        isinstance(options, dict) and len(options) <= 40,
        QT_TRANSLATE_NOOP("Records", "The record's options are not a list of settings."),
    )
    for k, v in options.items():
        _need(
            isinstance(k, str)
            and len(k) <= 40
            and (
                v is None
                or isinstance(v, bool)
                or (isinstance(v, int) and -MAX_OPTION <= v <= MAX_OPTION)
                or (isinstance(v, str) and len(v) <= 40)
            ),
            QT_TRANSLATE_NOOP("Records", "The record's options hold a value of the wrong kind."),
        )
    try:
        game = make_game(game_id, **options)
    except ValueError as exc:
        raise RecordError(
            QT_TRANSLATE_NOOP("Records", "The record's game cannot be set up: {reason}.").format(
                reason=_reason(exc)
            )
        ) from None
    seed = data.get("seed")
    _need(
        seed is None or (_is_int(seed) and abs(seed) < MAX_SEED),
        QT_TRANSLATE_NOOP("Records", "The record's match seed is not a number this app uses."),
    )
    first_dealer = data.get("first_dealer", 0)
    _need(
        _is_int(first_dealer) and 0 <= first_dealer < game.n_players,
        QT_TRANSLATE_NOOP(
            "Records", "The record's first dealer is not one of the players of this game."
        ),
    )
    meta = data.get("meta", {})
    _need(
        isinstance(meta, dict) and len(meta) <= MAX_META_KEYS,
        QT_TRANSLATE_NOOP("Records", "The record's notes are not readable."),
    )
    for k, v in meta.items():
        _need(
            isinstance(k, str)
            and len(k) <= MAX_TEXT
            and (
                v is None
                or isinstance(v, bool)
                or (isinstance(v, (int, float)) and -MAX_NOTE_NUMBER <= v <= MAX_NOTE_NUMBER)
                or (isinstance(v, str) and len(v) <= 1000)
            ),
            QT_TRANSLATE_NOOP("Records", "The record's notes hold a value of the wrong kind."),
        )
    deals = data.get("deals")
    _need(
        isinstance(deals, (list, _StreamedDeals)),
        QT_TRANSLATE_NOOP("Records", "The record has no list of deals."),
    )
    _need(
        len(deals) > 0,
        QT_TRANSLATE_NOOP("Records", "The record has no deals: there is no game in it to show."),
    )
    _need(
        len(deals) <= MAX_DEALS,
        QT_TRANSLATE_NOOP(
            "Records", "The record has too many deals ({count:,}; at most {limit:,})."
        ),
        count=len(deals),
        limit=MAX_DEALS,
    )

    # A long record makes many objects that live on (each deal keeps its events); the
    # cycle collector would scan them all again and again as they pile up, which made
    # the time per deal grow with the deals (2,000 deals took twice as long per deal as
    # 250). What the replay leaves is collected as usual once it is done. A match that
    # lets go of its deals (``keep``) holds few objects: there the collector runs, so
    # that a deal let go of is freed even if it refers to itself.
    collecting = gc.isenabled()
    if keep is None and recent is None:
        gc.disable()
    try:
        match = _replay(
            Match(
                game,
                seed=seed,
                first_dealer=first_dealer,
                start=False,
                keep=keep,
                on_result=on_result,
                recent=recent,
            ),
            deals,
        )
        _ = match.scores  # (the last deal folded in: a match that keeps few has let go of the rest)
        return match
    finally:
        if collecting:
            gc.enable()


def _replay(match: Match, deals: Iterable[Any]) -> Match:
    """Deal and play every deal of the record through the rules, checking each field."""
    parsed: dict[str, Any] = {}  # each action text read once (a record repeats them)
    game = match.game
    known = deals.known if isinstance(deals, _StreamedDeals) else None
    for n, deal in enumerate(deals, start=1):
        _need(
            isinstance(deal, (dict, _Same)),
            QT_TRANSLATE_NOOP("Records", "Deal {n} of the record is not readable."),
            n=n,
        )
        _need(
            not match.is_over,
            QT_TRANSLATE_NOOP("Records", "Deal {n} follows the end of the match."),
            n=n,
        )
        if match.deals:
            _need(
                match.last_finished(),
                QT_TRANSLATE_NOOP(
                    "Records", "Deal {n} stops before its end, yet another deal follows."
                ),
                n=n - 1,
            )
        if isinstance(deal, _Same):
            assert known is not None  # (only a known deal is read as the same)
            same = known.deals[n - 1]
            _need(
                same.dealer == match.next_dealer(),
                CANNOT_DEAL,
                n=n,
            )
            match.add_played(same)
            continue
        dealer = deal.get("dealer")
        _need(
            _is_int(dealer),
            QT_TRANSLATE_NOOP("Records", "Deal {n} does not say who dealt."),
            n=n,
        )
        _need(
            dealer == match.next_dealer(),
            CANNOT_DEAL,
            n=n,
        )
        dseed = deal.get("seed")
        _need(
            dseed is None or (_is_int(dseed) and abs(dseed) < MAX_SEED),
            QT_TRANSLATE_NOOP("Records", "Deal {n}'s seed is not a number this app uses."),
            n=n,
        )
        setup = deal.get("setup")
        _need(
            isinstance(setup, dict) and len(setup) <= 10,
            QT_TRANSLATE_NOOP("Records", "Deal {n} has no deal (hands)."),
            n=n,
        )
        for k, v in setup.items():
            _need(
                isinstance(k, str) and k.isidentifier() and len(k) <= 40,
                QT_TRANSLATE_NOOP("Records", "Deal {n}'s setup has a bad field name."),
                n=n,
            )
            _check_json_value(v, n, k)
        actions = deal.get("actions", [])
        _need(
            isinstance(actions, list),
            QT_TRANSLATE_NOOP("Records", "Deal {n}'s actions are not a list."),
            n=n,
        )
        _need(
            len(actions) <= MAX_ACTIONS,
            QT_TRANSLATE_NOOP("Records", "Deal {n} has too many actions ({count})."),
            n=n,
            count=len(actions),
        )
        try:
            state = match.next_deal(seed=dseed, dealer=dealer, **setup)
        except TypeError:
            names = ", ".join(sorted(setup))
            raise RecordError(
                QT_TRANSLATE_NOOP(
                    "Records", "Deal {n}'s setup has fields this game does not use ({names})."
                ).format(n=n, names=names)
            ) from None
        except ValueError as exc:
            raise RecordError(
                QT_TRANSLATE_NOOP("Records", "Deal {n} cannot be dealt: {reason}.").format(
                    n=n, reason=_reason(exc)
                )
            ) from None
        for i, text in enumerate(actions, start=1):
            if not isinstance(text, str) or len(text) > MAX_TEXT:  # (each action: no call)
                raise RecordError(
                    QT_TRANSLATE_NOOP("Records", "Deal {n}, action {i} is not a move.").format(
                        n=n, i=i
                    )
                )
            if match.is_over:
                raise RecordError(
                    QT_TRANSLATE_NOOP(
                        "Records", "Deal {n}, action {i} ({action}) comes after the match was won."
                    ).format(n=n, i=i, action=quoted(text))
                )
            if state.is_over:
                raise RecordError(
                    QT_TRANSLATE_NOOP(
                        "Records", "Deal {n}, action {i} ({action}) comes after the deal ended."
                    ).format(n=n, i=i, action=quoted(text))
                )
            action = parsed.get(text)
            if action is None:
                try:
                    action = parsed[text] = game.parse_action(text)
                except IllegalAction as exc:  # the rules' sentence quotes the text itself
                    raise RecordError(
                        QT_TRANSLATE_NOOP("Records", "Deal {n}, action {i}: {reason}").format(
                            n=n, i=i, reason=_reason(exc)
                        )
                    ) from None
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise RecordError(
                    QT_TRANSLATE_NOOP(
                        "Records", "Deal {n}, action {i} ({action}) is not legal: {reason}"
                    ).format(n=n, i=i, action=quoted(text), reason=_reason(exc))
                ) from None
    return match
