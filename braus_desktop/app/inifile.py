"""The settings file's text, read and edited without Qt: INI as QSettings writes it.

QSettings decodes a stored ``@Variant(...)`` value with QDataStream into whatever type it
names, and a crafted one aborts the whole process (``std::bad_alloc``) the moment the
value, its section, or the file's key list is read, and again when QSettings writes the
file back. So the app never lets Qt parse this file: ``parse`` checks the bytes (UTF-8
text, no control characters, every line a comment, a ``[section]`` or a ``key=value``)
and ``decode`` turns a value's text into a string, a list or bytes the way QSettings
would, without ever decoding a ``@Variant``. ``IniFile.set`` edits one line in place, so
a file the app can read keeps everything it does not know (comments, other keys) when a
setting changes. No Qt here."""

from __future__ import annotations

from dataclasses import dataclass, field

# A settings file is about 1 KB; one far bigger than any the app writes is not one.
MAX_BYTES = 1 << 20

_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "?": "?",
    "'": "'",
    "\\": "\\",
}
_WRITTEN = {
    "\0": "\\0",
    "\a": "\\a",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\v": "\\v",
    '"': '\\"',
    "\\": "\\\\",
}
_HEX = "0123456789abcdefABCDEF"


class Unreadable(ValueError):
    """The file is not a settings file the app could have written (the reason says why,
    for the developer; the player is told only that it could not be read)."""


@dataclass(frozen=True)
class Foreign:
    """A value stored as a Qt type the app never writes (``@Variant(...)``,
    ``@DateTime(...)``, ``@Rect(...)`` ...): kept as text, never decoded."""

    text: str


@dataclass
class IniFile:
    """The file as lines, and where each setting's line is (``"section/key"``)."""

    lines: list[str] = field(default_factory=list)
    where: dict[str, int] = field(default_factory=dict)

    def raw(self, key: str) -> str | None:
        """The value's text as stored (still escaped), or None if the key is absent."""
        at = self.where.get(key)
        if at is None:
            return None
        return _without_comment(self.lines[at].split("=", 1)[1]).strip(" \t")

    def set(self, key: str, text: str) -> None:
        """Store ``text`` (already escaped) under ``key`` = ``"section/name"``: in place
        if the key is there, else at the end of its section, else in a new section."""
        section, name = key.split("/", 1)
        line = f"{name}={text}"
        at = self.where.get(key)
        if at is not None:
            self.lines[at] = line
            return
        last = None  # the last line of the section's last appearance
        current = ""
        for i, existing in enumerate(self.lines):
            stripped = existing.strip(" \t")
            if stripped.startswith("["):
                current = _section_name(stripped)
                if current == section:
                    last = i
            elif current == section and stripped:
                last = i
        if last is None:
            if self.lines and self.lines[-1].strip():
                self.lines.append("")
            self.lines.extend([f"[{section}]", line])
            at = len(self.lines) - 1
        else:
            at = last + 1
            self.lines.insert(at, line)
            self.where = {k: (n + 1 if n >= at else n) for k, n in self.where.items()}
        self.where[key] = at

    def text(self) -> str:
        return "\n".join(self.lines) + "\n" if self.lines else ""


def parse(data: bytes) -> IniFile:
    """The file's lines and settings; ``Unreadable`` if it is not INI text as QSettings
    writes it (then nothing of it is used, and it must be kept aside, not written over)."""
    if len(data) > MAX_BYTES:
        raise Unreadable(f"{len(data)} bytes, more than any settings file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Unreadable(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    text = text.removeprefix("\ufeff")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    ini = IniFile(lines)
    section = ""
    for number, line in enumerate(lines, 1):
        bad = next((c for c in line if (c < " " and c != "\t") or c == "\x7f"), None)
        if bad is not None:
            raise Unreadable(f"line {number} holds the control character {ord(bad):#04x}")
        stripped = line.strip(" \t")
        if not stripped or stripped[0] in ";#":
            continue
        if stripped[0] == "[":
            if not stripped.endswith("]") or len(stripped) < 3:
                raise Unreadable(f"line {number} opens a section it does not close")
            section = _section_name(stripped)
            continue
        name, equals, value = stripped.partition("=")
        name = name.strip(" \t")
        if not equals or not name:
            raise Unreadable(f"line {number} is neither a section, a setting nor a comment")
        if not _closed(_without_comment(value)):
            # QSettings would read on into the next line (a trailing backslash, an open
            # quote); it never writes either
            raise Unreadable(f"line {number} runs on into the next one")
        key = _unescaped_key(name)
        ini.where[f"{section}/{key}" if section else key] = number - 1
    return ini


def _section_name(line: str) -> str:
    """The group a ``[section]`` line opens: "" for QSettings' ``[General]``."""
    inner = line.strip(" \t")[1:-1]
    if inner == "General":
        return ""
    return _unescaped_key(inner[1:] if inner == "%General" else inner)


def _unescaped_key(text: str) -> str:
    """A key or section name as QSettings escapes them: ``\\`` for ``/``, ``%XX`` and
    ``%UXXXX`` for other characters."""
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            out.append("/")
            i += 1
            continue
        digits = 4 if text[i + 1 : i + 2] == "U" else 2
        start = i + 1 + (digits == 4)
        code = text[start : start + digits]
        if ch == "%" and len(code) == digits and all(c in _HEX for c in code):
            out.append(chr(int(code, 16)))
            i = start + digits
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _without_comment(value: str) -> str:
    """A value up to a ``;`` outside quotes: QSettings reads the rest as a comment."""
    quoted = False
    i = 0
    while i < len(value):
        if value[i] == "\\":
            i += 2
            continue
        if value[i] == '"':
            quoted = not quoted
        elif value[i] == ";" and not quoted:
            return value[:i]
        i += 1
    return value


def _closed(value: str) -> bool:
    """No quote left open and no backslash escaping the end of the line."""
    quoted = False
    i = 0
    while i < len(value):
        if value[i] == "\\":
            if i + 1 == len(value):
                return False
            i += 2
            continue
        if value[i] == '"':
            quoted = not quoted
        i += 1
    return not quoted


def decode(raw: str) -> str | list[str] | bytes | Foreign:
    """What QSettings would make of a stored value's text, short of decoding a
    ``@Variant``: a string, a list of strings (unquoted commas), or bytes
    (``@ByteArray(...)``); any other ``@`` type stays ``Foreign``."""
    items = _unescaped(raw)
    if len(items) > 1:
        return items
    text = items[0]
    if not text.startswith("@"):
        return text
    if text.startswith("@@"):
        return text[1:]
    if text.startswith("@ByteArray(") and text.endswith(")"):
        inner = text[len("@ByteArray(") : -1]
        if all(ord(c) <= 0xFF for c in inner):
            return inner.encode("latin-1")
    elif not text.endswith(")"):
        return text  # QSettings too reads "@name" without a closing bracket as text
    return Foreign(text)


def _unescaped(raw: str) -> list[str]:
    """QSettings' reading of a value: quotes, backslash escapes (``\\n``, ``\\x41``,
    octal ``\\101``), and unquoted commas between the items of a list."""
    items: list[str] = []
    current: list[str] = []
    quoted = False
    i = 0
    n = len(raw)
    while i < n:
        ch = raw[i]
        if ch == "\\" and i + 1 < n:
            nxt = raw[i + 1]
            i += 2
            if nxt in _ESCAPES:
                current.append(_ESCAPES[nxt])
            elif (nxt == "x" and i < n and raw[i] in _HEX) or nxt in "01234567":
                base, digits = (16, _HEX) if nxt == "x" else (8, "01234567")
                value = 0 if nxt == "x" else int(nxt)
                while i < n and raw[i] in digits:
                    # past 0xFFFF it is no character the app wrote; stop the number growing
                    value = min(value * base + int(raw[i], 16), 0x10000)
                    i += 1
                current.append(chr(value) if value <= 0xFFFF else "\ufffd")
            continue  # any other escaped character is dropped, as QSettings does
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            items.append("".join(current).strip(" \t"))
            current = []
        else:
            current.append(ch)
        i += 1
    items.append("".join(current) if '"' in raw else "".join(current).strip(" \t"))
    return items


def encode_text(value: str) -> str:
    """A string as QSettings writes it (``@`` doubled, escapes, quotes if needed)."""
    return _escaped("@" + value if value.startswith("@") else value, keep_unicode=True)


def encode_bytes(value: bytes) -> str:
    """Bytes as QSettings writes a QByteArray: ``@ByteArray(...)``, escaped."""
    return _escaped("@ByteArray(" + value.decode("latin-1") + ")", keep_unicode=False)


def _escaped(text: str, keep_unicode: bool) -> str:
    out: list[str] = []
    after_hex = False  # a hex digit right after a numeric escape would join the number
    for ch in text:
        if after_hex and ch in _HEX:
            out.append(f"\\x{ord(ch):x}")
            continue
        after_hex = False
        if ch in _WRITTEN:
            out.append(_WRITTEN[ch])
            after_hex = ch == "\0"
        elif ch < " " or ch == "\x7f" or (ch > "\x7f" and not keep_unicode):
            out.append(f"\\x{ord(ch):x}")
            after_hex = True
        else:
            out.append(ch)
    result = "".join(out)
    if any(c in text for c in ";,=") or result.startswith(" ") or result.endswith(" "):
        result = f'"{result}"'
    return result
