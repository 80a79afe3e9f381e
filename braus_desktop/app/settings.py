"""The player's preferences, kept with QSettings, and the dialog that edits them.

Settings are read through ``Settings`` (typed getters with defaults) so that no view
parses QSettings strings itself; ``changed`` tells the table and the controller to redraw
or to pick up the new animation speed.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QPushButton)

from .art import BACKS

ORGANIZATION = "braus-desktop"
APPLICATION = "Bräus Desktop"

# Animation speed: a factor on every duration (0 = instant: no animation at all).
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
# Bot speed: the least time a computer player's move takes to appear, in ms.
BOT_SPEEDS = {"instant": 0, "quick": 250, "normal": 600, "slow": 1200}
# Languages of the interface, by code, each in its own words; "system" follows the OS.
LANGUAGES = {"system": "System language", "en": "English", "sv": "Svenska", "da": "Dansk",
             "is": "Íslenska"}
DEFAULT_FELT = "#1f6b3a"
# Card faces (art.STYLES): the setting's values in the order the dialog offers them.
CARD_STYLES = ("classic", "four-colour", "high-contrast")
# The table colour that goes with high-contrast faces: dark enough that the white cards,
# the yellow and cyan marks and the table's light text all stand out on it.
HIGH_CONTRAST_FELT = "#0b2016"


class Settings(QObject):
    """Typed access to the preferences; ``store`` defaults to the user's QSettings."""

    changed = Signal()

    def __init__(self, store: QSettings | None = None, parent=None) -> None:
        super().__init__(parent)
        self.store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)
        self._overrides: dict[str, object] = {}
        # what went wrong reading the settings file: None, or ("kept", aside name) or
        # ("unmovable", ""); ``problem`` says it in the language installed by then
        self._trouble: tuple[str, str] | None = self._check_readable()

    @property
    def problem(self) -> str:
        """A sentence for the player if the settings file could not be read, else "".
        Worded when asked, not when read: the language itself is one of the settings, so
        the translations are installed only after the file was read."""
        if self._trouble is None:
            return ""
        kind, name = self._trouble
        if kind == "unmovable":
            return self.tr("Your settings could not be read, so the defaults are used this "
                           "time.")
        return self.tr("Your settings could not be read; they were kept as {name} and the "
                       "defaults are used.").format(name=name)

    def _check_readable(self) -> tuple[str, str] | None:
        """A settings file Qt cannot parse is kept aside (``.corrupt``) and the defaults
        are used; a good file is never replaced by a bad one."""
        if self.store.status() != QSettings.FormatError:
            return None
        import os
        from pathlib import Path

        from .files import keep_aside
        path = Path(self.store.fileName())
        fmt = self.store.format()
        aside = keep_aside(path) if path.is_file() else None
        if aside is None:
            # cannot move it: use the defaults for this run and never write over it
            self.store = QSettings(os.devnull, QSettings.IniFormat)
            return ("unmovable", "")
        # the same kind of store, reading the now absent file: empty, so the defaults
        self.store = QSettings(str(path), fmt) if fmt == QSettings.IniFormat \
            else QSettings(ORGANIZATION, APPLICATION)
        return ("kept", aside.name)

    def _get(self, key: str, default):
        if key in self._overrides:
            return self._overrides[key]
        value = self.store.value(key, default)
        if isinstance(default, bool):
            if isinstance(value, str):
                return value.lower() in ("1", "true", "yes")
            return bool(value)
        return value if value is not None else default

    def set(self, key: str, value) -> None:
        self.store.setValue(key, value)
        self.changed.emit()

    def override(self, key: str, value) -> None:
        """Use a value for this run only (smoke test, tests) without storing it."""
        self._overrides[key] = value
        self.changed.emit()

    def window_layout(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The main window's saved geometry and its table/side-panel split; None for each
        one never saved, or not bytes (a hand-edited file): the window then opens at its
        first-start size."""
        return self._bytes("window/geometry"), self._bytes("window/split")

    def _bytes(self, key: str) -> QByteArray | None:
        value = self.store.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def remember_window_layout(self, geometry: QByteArray, split: QByteArray) -> None:
        """Kept for the next start; not a preference, so nothing is re-applied."""
        self.store.setValue("window/geometry", geometry)
        self.store.setValue("window/split", split)

    # -- typed views -------------------------------------------------------------------
    @property
    def speed(self) -> str:
        value = str(self._get("animation/speed", "normal"))
        return value if value in SPEEDS else "normal"

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    @property
    def card_back(self) -> str:
        value = str(self._get("cards/back", "blue"))
        return value if value in BACKS else "blue"

    @property
    def card_style(self) -> str:
        """The card faces: classic, four-colour or high-contrast. A settings file from
        before there was a choice of three has only the four-colour check box."""
        value = str(self._get("cards/style", ""))
        if value in CARD_STYLES:
            return value
        return "four-colour" if self._get("cards/four_colour", False) else "classic"

    @property
    def four_colour(self) -> bool:
        return self.card_style != "classic"  # high contrast has four suit colours too

    @property
    def high_contrast(self) -> bool:
        return self.card_style == "high-contrast"

    @property
    def dim_unplayable(self) -> bool:
        return self._get("table/dim_unplayable", True)

    @property
    def language(self) -> str:
        value = str(self._get("interface/language", "system"))
        return value if value in LANGUAGES else "system"

    @property
    def confirm_risk(self) -> bool:
        return self._get("play/confirm_risk", True)

    @property
    def bot_speed(self) -> str:
        value = str(self._get("play/bot_speed", "normal"))
        return value if value in BOT_SPEEDS else "normal"

    @property
    def bot_delay_ms(self) -> int:
        """0 when animations are instant: then the whole table moves at once."""
        return 0 if self.speed == "instant" else BOT_SPEEDS[self.bot_speed]

    @property
    def felt_colour(self) -> QColor:
        colour = QColor(str(self._get("table/colour", DEFAULT_FELT)))
        return colour if colour.isValid() else QColor(DEFAULT_FELT)


class SettingsDialog(QDialog):
    """Animation speed, card back, card faces (classic, four-colour suits or high
    contrast), dimmed cards, the felt colour, the computer players' speed, confirming a
    risk, and the language."""

    def __init__(self, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        form = QFormLayout(self)
        self.speed = QComboBox()
        words = {"instant": self.tr("Instant"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow"), "quick": self.tr("Quick")}
        for name in SPEEDS:
            self.speed.addItem(words.get(name, name.capitalize()), name)
        self.speed.setCurrentIndex(list(SPEEDS).index(settings.speed))
        form.addRow(self.tr("Animation &speed:"), self.speed)
        self.back = QComboBox()
        backs = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green"),
                 "gotland": self.tr("Gotland")}
        for name in BACKS:
            self.back.addItem(backs.get(name, name.capitalize()), name)
        self.back.setCurrentIndex(list(BACKS).index(settings.card_back))
        form.addRow(self.tr("Card &back:"), self.back)
        self.faces = QComboBox()
        for name, label in zip(CARD_STYLES, (self.tr("Classic"), self.tr("Four-colour suits"),
                                             self.tr("High contrast"))):
            self.faces.addItem(label, name)
        self.faces.setCurrentIndex(CARD_STYLES.index(settings.card_style))
        self.faces.setToolTip(self.tr("High contrast: four suit colours that differ in "
                                      "lightness too, white cards with large black "
                                      "indices, and strong marks on a dark table."))
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
        self.language = QComboBox()
        for code, name in LANGUAGES.items():  # each language in its own words
            self.language.addItem(self.tr("System language") if code == "system" else name,
                                  code)
        self.language.setCurrentIndex(list(LANGUAGES).index(settings.language))
        self.language.setAccessibleName(self.tr("Language"))
        self.language.setToolTip(self.tr("Takes effect the next time Bräus Desktop starts."))
        form.addRow(self.tr("&Language:"), self.language)
        self._colour = settings.felt_colour
        self.colour = QPushButton()
        self.colour.clicked.connect(self._pick_colour)
        self._show_colour()
        form.addRow(self.tr("Table &colour:"), self.colour)
        self.faces.currentIndexChanged.connect(self._faces_changed)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel
                                   | QDialogButtonBox.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.RestoreDefaults).clicked.connect(self._defaults)
        form.addRow(buttons)

    def _show_colour(self) -> None:
        self.colour.setText(self._colour.name())
        self.colour.setStyleSheet(f"background: {self._colour.name()}; color: white;")

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
        self.language.setCurrentIndex(0)
        self._colour = QColor(DEFAULT_FELT)
        self._show_colour()

    def store(self) -> None:
        """Write the dialog's values (after Accepted)."""
        s = self.settings.store
        s.setValue("animation/speed", self.speed.currentData())
        s.setValue("cards/back", self.back.currentData())
        s.setValue("cards/style", self.faces.currentData())
        # still written: an older version of the app reads only this
        s.setValue("cards/four_colour", self.faces.currentData() != "classic")
        s.setValue("table/dim_unplayable", self.dim.isChecked())
        s.setValue("table/colour", self._colour.name())
        s.setValue("play/bot_speed", self.bot_speed.currentData())
        s.setValue("play/confirm_risk", self.confirm_risk.isChecked())
        s.setValue("interface/language", self.language.currentData())
        self.settings.changed.emit()
