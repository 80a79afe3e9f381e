"""The player's preferences, kept in a settings file, and the dialog that edits them.

Every setting is declared once in ``SETTINGS`` (its key, default, the values it allows
and what the player calls it) and read through ``Settings.get``, so that no view parses
stored strings itself and no value outside the allowed ones ever reaches the table: a
wrong one falls back to its default and the player is told once, when the window opens.
The file is read and written by ``inifile`` (INI as QSettings writes it), never by Qt:
QSettings decodes a stored ``@Variant(...)`` into any type, and a crafted one aborted
every start. ``changed`` tells the table and the controller to redraw or to pick up the
new animation speed.
"""

from __future__ import annotations

import os
import re
import struct
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, QStandardPaths, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QWidget  # (the dialog's others: when it is opened)

from ..rules.files import FileRefused, read_regular_file, regular_or_absent
from ..rules.phrase import both
from . import inifile
from .art import BACKS
from .keys import key_names
from .phrases import QT_TRANSLATE_NOOP, Phrase, say
from .store.files import keep_aside, keep_copy, tighten, write_atomically

ORGANIZATION = "braus-desktop"
APPLICATION = "Bräus Desktop"

# Animation speed: a factor on every duration (0 = instant: no animation at all).
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8, "very-slow": 3.0}
# Bot speed: the least time a computer player's move takes to appear, in ms.
BOT_SPEEDS = {"instant": 0, "quick": 250, "normal": 600, "slow": 1200}
# Languages of the interface, by code, each in its own words; "system" follows the OS.
LANGUAGES = {
    "system": "System language",
    "en": "English",
    "sv": "Svenska",
    "da": "Dansk",
    "is": "Íslenska",
}
DEFAULT_FELT = "#1f6b3a"
# Card faces (art.STYLES): the setting's values in the order the dialog offers them.
CARD_STYLES = ("classic", "four-colour", "high-contrast")
# The table colour that goes with high-contrast faces: dark enough that the white cards,
# the yellow and cyan marks and the table's light text all stand out on it.
HIGH_CONTRAST_FELT = "#0b2016"

# Coordinates and sizes a window layout may hold: past any screen of today (8K is 7680
# wide), far short of the sizes that made a hand-edited layout open a window of 0 or
# 16777215 pixels.
LAYOUT_LIMIT = 1 << 15
_WRONG = object()  # a stored value the setting does not allow


@dataclass(frozen=True)
class Choice:
    """One of a few names."""

    names: tuple[str, ...]

    def read(self, stored: object) -> Any:
        return stored if isinstance(stored, str) and stored in self.names else _WRONG

    def allows(self, value: object) -> bool:
        return value in self.names

    def text(self, value: Any) -> str:
        return inifile.encode_text(value)


@dataclass(frozen=True)
class Flag:
    """On or off, stored as QSettings stores a bool ("true", "false"; "1", "0" too)."""

    def read(self, stored: object) -> Any:
        word = stored.lower() if isinstance(stored, str) else ""
        return {"true": True, "1": True, "false": False, "0": False}.get(word, _WRONG)

    def allows(self, value: object) -> bool:
        return isinstance(value, bool)

    def text(self, value: Any) -> str:
        return "true" if value else "false"


@dataclass(frozen=True)
class Folder:
    """A folder's path as text (where the file dialogs last looked): any text a path can
    be, no longer than a path gets."""

    def read(self, stored: object) -> Any:
        return stored if self.allows(stored) else _WRONG

    def allows(self, value: object) -> bool:
        return isinstance(value, str) and 0 < len(value) <= 4096 and "\0" not in value

    def text(self, value: Any) -> str:
        return inifile.encode_text(value)


@dataclass(frozen=True)
class Kept:
    """What a stored list keeps when some of its entries cannot be used: the good ones
    (``value``). The player is told, and the file as it was is kept aside before that
    line is written again."""

    value: object


@dataclass(frozen=True)
class Words:
    """A set of short names (the lessons finished: ``braus:ranking``), stored as one text
    of names separated by spaces (commas are read as spaces too); at most ``limit`` of
    them, each matching ``pattern``. A stored entry that does not match (or one past the
    limit) costs only itself."""

    pattern: str
    limit: int = 200

    def read(self, stored: object) -> Any:
        if isinstance(stored, list):
            # a comma (by hand, or another tool): QSettings' reading is a list; its
            # items' names count as any others (it read as nothing, and the next lesson
            # finished wrote the line with that lesson alone)
            stored = " ".join(stored)
        if not isinstance(stored, str):
            return _WRONG
        entries = list(dict.fromkeys(stored.split()))  # in the file's order, once each
        good = [w for w in entries if re.fullmatch(self.pattern, w)][: self.limit]
        value = frozenset(good)
        return value if len(good) == len(entries) else Kept(value)

    def allows(self, value: object) -> bool:
        return (
            isinstance(value, frozenset)
            and len(value) <= self.limit
            and all(isinstance(w, str) and re.fullmatch(self.pattern, w) for w in value)
        )

    def text(self, value: Any) -> str:
        return inifile.encode_text(" ".join(sorted(value)))


@dataclass(frozen=True)
class Colour:
    """A colour as the dialog stores it: ``#rrggbb``."""

    def read(self, stored: object) -> Any:
        return stored.lower() if isinstance(stored, str) and self.allows(stored) else _WRONG

    def allows(self, value: object) -> bool:
        return isinstance(value, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", value) is not None

    def text(self, value: Any) -> str:
        return str(value).lower()


def is_window_geometry(data: bytes) -> bool:
    """Bytes ``QWidget.saveGeometry`` makes (Qt 6: format 3, 66 bytes) whose rectangles
    a screen can show. Qt takes anything with the right first bytes: a hand-edited
    geometry opened the window at 0 or 16777215 pixels, which then could not be painted."""
    if len(data) != 66:
        return False
    magic, major = struct.unpack_from(">IH", data, 0)
    screen, maximized, full_screen, screen_width = struct.unpack_from(">iBBi", data, 40)
    rects = [struct.unpack_from(">4i", data, at) for at in (8, 24, 50)]
    return (
        magic == 0x01D9D0CB
        and major == 3
        and 0 <= screen < 64
        and maximized in (0, 1)
        and full_screen in (0, 1)
        and 0 <= screen_width <= LAYOUT_LIMIT
        and all(map(_on_a_screen, rects))
    )


def _on_a_screen(rect: tuple[int, int, int, int]) -> bool:
    left, top, right, bottom = rect  # QDataStream keeps a QRect's corners
    return (
        all(-LAYOUT_LIMIT <= v <= LAYOUT_LIMIT for v in rect)
        and 0 < right - left + 1 <= LAYOUT_LIMIT
        and 0 < bottom - top + 1 <= LAYOUT_LIMIT
    )


def is_split_state(data: bytes) -> bool:
    """Bytes ``QSplitter.saveState`` makes for the window's split (Qt 6: version 1): two
    parts side by side, sizes a screen can show. ``restoreState`` takes a state with any
    orientation, handle width or negative sizes, and warned, or turned the split."""
    if len(data) != 31:
        return False
    magic, version, parts = struct.unpack_from(">iiI", data, 0)
    sizes = struct.unpack_from(">2i", data, 12)
    collapsible, handle, opaque, orientation, opaque_set = struct.unpack_from(">BiBiB", data, 20)
    return (
        magic == 0xFF
        and version == 1
        and parts == 2
        and all(0 <= size <= LAYOUT_LIMIT for size in sizes)
        and collapsible in (0, 1)
        and -1 <= handle <= 16
        and opaque in (0, 1)
        and orientation == 1
        and opaque_set in (0, 1)
    )


@dataclass(frozen=True)
class Layout:
    """Bytes that Qt saved for the window and that ``check`` finds sound."""

    check: Callable[[bytes], bool]

    def read(self, stored: object) -> Any:
        return stored if isinstance(stored, bytes) and self.allows(stored) else _WRONG

    def allows(self, value: object) -> bool:
        return isinstance(value, bytes) and self.check(value)

    def text(self, value: Any) -> str:
        return inifile.encode_bytes(value)


@dataclass(frozen=True)
class Setting:
    """One setting: where it is stored, its default, which values it allows, and what
    the player calls it (when told it was set back)."""

    key: str
    default: object
    kind: Choice | Flag | Colour | Folder | Layout | Words
    label: Phrase


SETTINGS: dict[str, Setting] = {
    s.key: s
    for s in (
        Setting(
            "animation/speed",
            "normal",
            Choice(tuple(SPEEDS)),
            QT_TRANSLATE_NOOP("Settings", "the animation speed"),
        ),
        Setting(
            "cards/back",
            "blue",
            Choice(tuple(BACKS)),
            QT_TRANSLATE_NOOP("Settings", "the card back"),
        ),
        Setting(
            "cards/style",
            "classic",
            Choice(CARD_STYLES),
            QT_TRANSLATE_NOOP("Settings", "the card faces"),
        ),
        # what versions before the choice of three faces stored (and still read)
        Setting(
            "cards/four_colour", False, Flag(), QT_TRANSLATE_NOOP("Settings", "the card faces")
        ),
        Setting(
            "table/dim_unplayable",
            True,
            Flag(),
            QT_TRANSLATE_NOOP("Settings", "dimming the cards that cannot be played"),
        ),
        Setting(
            "table/colour",
            DEFAULT_FELT,
            Colour(),
            QT_TRANSLATE_NOOP("Settings", "the table colour"),
        ),
        Setting(
            "play/bot_speed",
            "normal",
            Choice(tuple(BOT_SPEEDS)),
            QT_TRANSLATE_NOOP("Settings", "the computer players' speed"),
        ),
        Setting(
            "play/confirm_risk",
            True,
            Flag(),
            QT_TRANSLATE_NOOP("Settings", "asking before a risk is played"),
        ),
        Setting(
            "table/wait_after_trick",
            False,
            Flag(),
            QT_TRANSLATE_NOOP("Settings", "waiting for a click after each trick"),
        ),
        Setting(
            "play/confirm_abandon",
            True,
            Flag(),
            QT_TRANSLATE_NOOP("Settings", "asking before a match in progress is abandoned"),
        ),
        Setting(
            "interface/language",
            "system",
            Choice(tuple(LANGUAGES)),
            QT_TRANSLATE_NOOP("Settings", "the language"),
        ),
        # the first start's welcome: shown until the player has chosen how to begin
        Setting("interface/welcomed", False, Flag(), QT_TRANSLATE_NOOP("Settings", "the welcome")),
        # the lessons the player has finished, as ``<game id>:<lesson id>``
        Setting(
            "lessons/finished",
            frozenset(),
            Words(r"[a-z][a-z-]{0,30}:[a-z0-9][a-z0-9-]{0,40}"),
            QT_TRANSLATE_NOOP("Settings", "the lessons you have finished"),
        ),
        # set-aside statistics files the player chose to leave aside (``store.restore``)
        Setting(
            "statistics/left_aside",
            frozenset(),
            Words(r"[0-9a-f]{16}"),
            QT_TRANSLATE_NOOP("Settings", "the earlier statistics you left aside"),
        ),
        Setting(
            "files/last_folder",
            None,
            Folder(),
            QT_TRANSLATE_NOOP("Settings", "the folder of game records"),
        ),
        Setting(
            "window/geometry",
            None,
            Layout(is_window_geometry),
            QT_TRANSLATE_NOOP("Settings", "the window's size and layout"),
        ),
        Setting(
            "window/split",
            None,
            Layout(is_split_state),
            QT_TRANSLATE_NOOP("Settings", "the window's size and layout"),
        ),
    )
}


def default_path() -> Path:
    """The player's settings file: where QSettings kept it on Linux (an INI file), and an
    INI file where QSettings would put one on Windows and macOS (whose native stores, the
    registry and property lists, Qt decodes before the app could check them). Worked out
    here: a QSettings made only to ask would read the whole file in first."""
    if sys.platform == "win32":
        roaming = os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming"
        folder, suffix = Path(roaming), ".ini"
    elif sys.platform == "darwin":
        folder, suffix = Path.home() / ".config", ".ini"
    else:
        folder = Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
        )
        suffix = ".conf"
    return folder / ORGANIZATION / (APPLICATION + suffix)


class Settings(QObject):
    """The preferences, typed and range-checked; ``store`` is the settings file (a path,
    or a QSettings in INI format naming it), by default the player's own."""

    changed = Signal()

    def __init__(
        self, store: QSettings | str | os.PathLike[str] | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        if isinstance(store, QSettings):
            store = store.fileName()
        self.path = Path(store) if store is not None else default_path()
        if store is None:
            for own in (self.path.parent, self.path):  # the app's own folder and file
                tighten(own)
        self._overrides: dict[str, object] = {}
        self._values: dict[str, object] = {}  # the valid values in the file
        self._wrong: list[Setting] = []  # settings whose stored value was not valid
        self._partly: list[Setting] = []  # lists of which only some entries were good
        self._writable = True  # False: never write over what is there
        # what went wrong reading the settings file: None, or ("kept", aside name) or
        # ("unmovable", ""); ``problem`` says it in the language installed by then
        self._trouble: tuple[str, str] | None = None
        ini = self._read()
        if ini is not None:
            for setting in SETTINGS.values():
                raw = ini.raw(setting.key)
                if raw is None:
                    continue
                value = setting.kind.read(inifile.decode(raw))
                if value is _WRONG:
                    self._wrong.append(setting)
                elif isinstance(value, Kept):
                    self._partly.append(setting)
                    self._values[setting.key] = value.value
                else:
                    self._values[setting.key] = value

    @property
    def problem(self) -> str:
        """A sentence for the player if the settings file could not be read, or some of
        its values could not be used; else "". Worded when asked, not when read: the
        language itself is one of the settings, so the translations are installed only
        after the file was read."""
        if self._trouble is not None:
            kind, name = self._trouble
            if kind == "unmovable":
                return self.tr(
                    "Your settings could not be read, so the defaults are used this time."
                )
            return self.tr(
                "Your settings could not be read; they were kept as {name} and "
                "the defaults are used."
            ).format(name=name)
        said = []
        labels = list(dict.fromkeys(s.label for s in self._wrong))
        if len(labels) == 1:
            said.append(
                self.tr(
                    "Some of your settings could not be used, so the default is used for {names}."
                ).format(names=say(both(labels)))
            )
        elif labels:
            said.append(
                self.tr(
                    "Some of your settings could not be used, so the defaults are used for {names}."
                ).format(names=say(both(labels)))
            )
        partly = list(dict.fromkeys(s.label for s in self._partly))
        if partly:
            said.append(
                self.tr(
                    "Part of your settings could not be used, so it is left out of {names}."
                ).format(names=say(both(partly)))
            )
        return " ".join(said)

    def _read(self) -> inifile.IniFile | None:
        """The file's settings, if it can be read. One that cannot is kept aside before
        anything is written (the defaults are used); one that cannot be moved either is
        never written over."""
        try:
            ini = inifile.parse(_contents(self.path))
        except FileNotFoundError:
            return inifile.IniFile()
        except (OSError, FileRefused):
            # a folder or a pipe where the file should be, no permission to read: left
            # where it is (someone put it there), not used and never written over
            self._writable = False
            self._trouble = ("unmovable", "")
            return None
        except inifile.Unreadable:
            aside = keep_aside(self.path)
            if aside is None:
                self._writable = False
                self._trouble = ("unmovable", "")
            else:
                self._trouble = ("kept", aside.name)
            return None
        return ini

    def get(self, key: str) -> Any:
        """The setting's value: one it allows, whatever the file said."""
        if key in self._overrides:
            return self._overrides[key]
        return self._values.get(key, SETTINGS[key].default)

    def _has(self, key: str) -> bool:
        return key in self._overrides or key in self._values

    def set(self, key: str, value: Any) -> None:
        self.set_many({key: value})

    def set_many(self, values: dict[str, object]) -> None:
        """Store several settings with one write of the file, then say they changed."""
        self._store(values)
        self.changed.emit()

    def override(self, key: str, value: Any) -> None:
        """Use a value for this run only (smoke test, tests) without storing it."""
        self._check(key, value)
        self._overrides[key] = value
        self.changed.emit()

    @staticmethod
    def _check(key: str, value: Any) -> None:
        if not SETTINGS[key].kind.allows(value):
            raise ValueError(f"{value!r} is not a value of the setting {key}")

    def _store(self, values: Mapping[str, object]) -> None:
        """Write these values into the file as it is now (another copy of the app may
        have changed other settings since it was read); the rest of it stays as it is."""
        for key, value in values.items():
            self._check(key, value)
        self._values.update(values)
        self._wrong = [s for s in self._wrong if s.key not in values]
        if not self._writable:
            return
        ini = self._read()  # the file changed into one that cannot be read: kept aside
        if ini is None:
            if not self._writable:
                return
            ini = inifile.IniFile()
        elif not self._keep_partly_read(ini, values):
            return  # it could not be kept aside: not written over (the values hold)
        for key, value in values.items():
            ini.set(key, SETTINGS[key].kind.text(value))
        try:
            write_atomically(self.path, ini.text())
        except OSError:
            pass  # a full disk or a read-only folder: the values hold for this run

    def _keep_partly_read(self, ini: inifile.IniFile, values: Mapping[str, object]) -> bool:
        """Before a line whose list kept only some of its entries is written over, keep
        the file as it is aside (the first free ``.corrupt`` name), so that no entry the
        app could not read is lost for good. False if that could not be done."""
        rewritten = [s for s in self._partly if s.key in values]
        if not rewritten:
            return True
        spoiled = any(
            isinstance(s.kind.read(inifile.decode(raw)), Kept)
            for s in rewritten
            if (raw := ini.raw(s.key)) is not None
        )
        if spoiled:  # (still: another copy of the app may have written it since)
            try:
                data = _contents(self.path)
            except (OSError, FileRefused):
                return False
            if keep_copy(self.path, data) is None:
                return False
        self._partly = [s for s in self._partly if s.key not in values]
        return True

    def window_layout(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The main window's saved geometry and its table/side-panel split; None for each
        one never saved, or not one Qt saved (a hand-edited file): the window then opens
        at its first-start size."""
        geometry, split = self.get("window/geometry"), self.get("window/split")
        return (
            QByteArray(geometry) if geometry is not None else None,
            QByteArray(split) if split is not None else None,
        )

    def remember_window_layout(self, geometry: QByteArray, split: QByteArray) -> None:
        """Kept for the next start; not a preference, so nothing is re-applied. A layout
        this version cannot check (another Qt's format) is not kept."""
        values = {
            key: bytes(data.data())
            for key, data in (("window/geometry", geometry), ("window/split", split))
        }
        sound = {key: data for key, data in values.items() if SETTINGS[key].kind.allows(data)}
        if sound:
            self._store(sound)

    # -- typed views -------------------------------------------------------------------
    @property
    def speed(self) -> str:
        value: str = self.get("animation/speed")
        return value

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    @property
    def card_back(self) -> str:
        value: str = self.get("cards/back")
        return value

    @property
    def card_style(self) -> str:
        """The card faces: classic, four-colour or high-contrast. A settings file from
        before there was a choice of three has only the four-colour check box."""
        if self._has("cards/style"):
            value: str = self.get("cards/style")
            return value
        return "four-colour" if self.get("cards/four_colour") else "classic"

    @property
    def four_colour(self) -> bool:
        return self.card_style != "classic"  # high contrast has four suit colours too

    @property
    def high_contrast(self) -> bool:
        return self.card_style == "high-contrast"

    @property
    def dim_unplayable(self) -> bool:
        value: bool = self.get("table/dim_unplayable")
        return value

    @property
    def language(self) -> str:
        value: str = self.get("interface/language")
        return value

    @property
    def confirm_risk(self) -> bool:
        value: bool = self.get("play/confirm_risk")
        return value

    @property
    def wait_after_trick(self) -> bool:
        """Whether a full trick stays on the table until the player clicks (or presses a
        key), at any speed."""
        value: bool = self.get("table/wait_after_trick")
        return value

    @property
    def confirm_abandon(self) -> bool:
        value: bool = self.get("play/confirm_abandon")
        return value

    @property
    def finished_lessons(self) -> frozenset[str]:
        """The lessons finished so far, as ``<game id>:<lesson id>``."""
        finished: frozenset[str] = self.get("lessons/finished")
        return finished

    def finish_lesson(self, key: str) -> None:
        """Keep that the lesson ``key`` (``<game id>:<lesson id>``) is finished."""
        finished = self.finished_lessons
        if key in finished:
            return
        kind = SETTINGS["lessons/finished"].kind
        assert isinstance(kind, Words)
        if len(finished) >= kind.limit:  # far more than the lessons there are: a file's
            finished = frozenset(sorted(finished)[: kind.limit - 1])  # names, not lessons
        self.set("lessons/finished", finished | {key})

    @property
    def records_folder(self) -> str:
        """Where the file dialogs for game records open: the folder last used, while it is
        there, else the player's Documents folder."""
        last: str = self.get("files/last_folder")
        if last and os.path.isdir(last):
            return last
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)

    def remember_records_folder(self, path: str | os.PathLike[str]) -> None:
        folder = str(Path(path).parent)
        if SETTINGS["files/last_folder"].kind.allows(folder):
            self._store({"files/last_folder": folder})

    @property
    def bot_speed(self) -> str:
        value: str = self.get("play/bot_speed")
        return value

    @property
    def bot_delay_ms(self) -> int:
        """0 when animations are instant: then the whole table moves at once."""
        return 0 if self.speed == "instant" else BOT_SPEEDS[self.bot_speed]

    @property
    def felt_colour(self) -> QColor:
        return QColor(self.get("table/colour"))


def _contents(path: Path) -> bytes:
    """The file's bytes, no more than a settings file can hold (one bigger is read only
    that far: it cannot be one). FileNotFoundError if there is none yet; FileRefused if
    it is not a regular file (a pipe there would make the start wait for ever) or cannot
    be read."""
    if not regular_or_absent(path):
        raise FileNotFoundError(path)
    return read_regular_file(path, head=inifile.MAX_BYTES + 1)


def colour_swatch(colour: QColor, height: int) -> QIcon:
    """A small piece of the table's cloth in ``colour``, framed so a dark or a light one
    stands out from the button."""
    width, height = int(height * 2.4), max(10, height)
    image = QPixmap(width, height)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setPen(QColor("#6b6b6b"))
    painter.setBrush(colour)
    painter.drawRoundedRect(0, 0, width - 1, height - 1, 3, 3)
    painter.end()
    return QIcon(image)


class SettingsDialog(QDialog):
    """Animation speed, card back, card faces (classic, four-colour suits or high
    contrast), dimmed cards, the felt colour, the computer players' speed, confirming a
    risk, and the language."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        # loaded with the first dialog: PySide makes each class's enums when it is first
        # named (2 ms of the start's first frame for these)
        from PySide6.QtWidgets import (
            QCheckBox,
            QComboBox,
            QDialogButtonBox,
            QFormLayout,
            QLabel,
            QPushButton,
        )

        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        form = QFormLayout(self)
        self.speed = QComboBox()
        words = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
            "very-slow": self.tr("Very slow"),
            "quick": self.tr("Quick"),
        }
        for name in SPEEDS:
            self.speed.addItem(words.get(name, name.capitalize()), name)
        self.speed.setCurrentIndex(list(SPEEDS).index(settings.speed))
        form.addRow(self.tr("Animation &speed:"), self.speed)
        # what "Instant" still shows: a trick is not gone before it is seen
        self.speed_note = QLabel(
            self.tr(
                "Cards jump into place, but each full trick stays "
                "on the table for about a second (a click takes "
                "it at once)."
            )
        )
        self.speed_note.setWordWrap(True)
        form.addRow("", self.speed_note)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self._speed_changed()
        self.back = QComboBox()
        backs = {
            "blue": self.tr("Blue"),
            "red": self.tr("Red"),
            "green": self.tr("Green"),
            "gotland": self.tr("Gotland"),
        }
        for name in BACKS:
            self.back.addItem(backs.get(name, name.capitalize()), name)
        self.back.setCurrentIndex(list(BACKS).index(settings.card_back))
        form.addRow(self.tr("Card &back:"), self.back)
        self.faces = QComboBox()
        for name, label in zip(
            CARD_STYLES,
            (self.tr("Classic"), self.tr("Four-colour suits"), self.tr("High contrast")),
        ):
            self.faces.addItem(label, name)
        self.faces.setCurrentIndex(CARD_STYLES.index(settings.card_style))
        self.faces.setToolTip(
            self.tr(
                "High contrast: four suit colours that differ in "
                "lightness too, white cards with large black "
                "indices, and strong marks on a dark table."
            )
        )
        form.addRow(self.tr("Card &faces:"), self.faces)
        self.dim = QCheckBox(self.tr("Dim cards that cannot be played"))
        self.dim.setChecked(settings.dim_unplayable)
        form.addRow("", self.dim)
        self.bot_speed = QComboBox()
        for name in BOT_SPEEDS:
            self.bot_speed.addItem(words.get(name, name.capitalize()), name)
        self.bot_speed.setCurrentIndex(list(BOT_SPEEDS).index(settings.bot_speed))
        self.bot_speed.setAccessibleName(self.tr("Computer players' speed"))
        form.addRow(self.tr("Computer &players' speed:"), self.bot_speed)
        self.confirm_risk = QCheckBox(self.tr("Ask before a risk is played"))
        self.confirm_risk.setChecked(settings.confirm_risk)
        form.addRow("", self.confirm_risk)
        self.wait_trick = QCheckBox(self.tr("Wait for a click after each trick"))
        self.wait_trick.setToolTip(
            self.tr(
                "A full trick stays on the table until you click "
                "the table or press {space}, at any speed."
            ).format(**key_names(space="Space"))
        )
        self.wait_trick.setChecked(settings.wait_after_trick)
        form.addRow("", self.wait_trick)
        self.confirm_abandon = QCheckBox(self.tr("Ask before a match in progress is abandoned"))
        self.confirm_abandon.setChecked(settings.confirm_abandon)
        form.addRow("", self.confirm_abandon)
        self.language = QComboBox()
        for code, name in LANGUAGES.items():  # each language in its own words
            self.language.addItem(self.tr("System language") if code == "system" else name, code)
        self.language.setCurrentIndex(list(LANGUAGES).index(settings.language))
        self.language.setAccessibleName(self.tr("Language"))
        form.addRow(self.tr("&Language:"), self.language)
        self._colour = settings.felt_colour
        self.colour = QPushButton()
        self.colour.clicked.connect(self._pick_colour)
        self._show_colour()
        form.addRow(self.tr("Table &colour:"), self.colour)
        self.faces.currentIndexChanged.connect(self._faces_changed)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self._defaults
        )
        form.addRow(buttons)

    def _speed_changed(self) -> None:
        from PySide6.QtWidgets import QFormLayout

        form = self.layout()
        assert isinstance(form, QFormLayout)
        form.setRowVisible(self.speed_note, self.speed.currentData() == "instant")

    def _show_colour(self) -> None:
        """The table colour as a swatch on its button (a code such as "#1f6b3a" says
        nothing to a player), and a word to press it by."""
        self.colour.setIcon(colour_swatch(self._colour, self.colour.fontMetrics().height()))
        self.colour.setIconSize(self.colour.icon().availableSizes()[0])
        self.colour.setText(self.tr("Choose…"))
        self.colour.setAccessibleName(self.tr("Table colour"))

    @property
    def chosen_colour(self) -> QColor:
        """The table colour chosen in the dialog (stored on OK)."""
        return QColor(self._colour)

    def _faces_changed(self) -> None:
        """High-contrast faces bring their dark table along, and take it away again,
        unless the player chose a colour of their own."""
        high = self.faces.currentData() == "high-contrast"
        if high and self._colour == QColor(DEFAULT_FELT):
            self._colour = QColor(HIGH_CONTRAST_FELT)
        elif not high and self._colour == QColor(HIGH_CONTRAST_FELT):
            self._colour = QColor(DEFAULT_FELT)
        self._show_colour()

    def _pick_colour(self) -> None:
        from PySide6.QtWidgets import QColorDialog

        colour = QColorDialog.getColor(self._colour, self, self.tr("Table colour"))
        if colour.isValid():
            self._colour = colour
            self._show_colour()

    def _defaults(self) -> None:
        self.speed.setCurrentIndex(list(SPEEDS).index("normal"))
        self.back.setCurrentIndex(list(BACKS).index("blue"))
        self.faces.setCurrentIndex(0)
        self.dim.setChecked(True)
        self.bot_speed.setCurrentIndex(list(BOT_SPEEDS).index("normal"))
        self.confirm_risk.setChecked(True)
        self.wait_trick.setChecked(False)
        self.confirm_abandon.setChecked(True)
        self.language.setCurrentIndex(0)
        self._colour = QColor(DEFAULT_FELT)
        self._show_colour()

    def store(self) -> None:
        """Write the dialog's values (after Accepted)."""
        self.settings.set_many(
            {
                "animation/speed": self.speed.currentData(),
                "cards/back": self.back.currentData(),
                "cards/style": self.faces.currentData(),
                # still written: an older version of the app reads only this
                "cards/four_colour": self.faces.currentData() != "classic",
                "table/dim_unplayable": self.dim.isChecked(),
                "table/colour": self._colour.name(),
                "play/bot_speed": self.bot_speed.currentData(),
                "play/confirm_risk": self.confirm_risk.isChecked(),
                "table/wait_after_trick": self.wait_trick.isChecked(),
                "play/confirm_abandon": self.confirm_abandon.isChecked(),
                "interface/language": self.language.currentData(),
            }
        )

    def language_changed(self) -> bool:
        """Whether OK chose another language than the one in use (asked before ``store``)."""
        chosen: str = self.language.currentData()
        return chosen != self.settings.language
