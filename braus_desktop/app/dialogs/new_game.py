"""The new-game dialog: which game, its options, the computer players and the names.

Nothing here decides a rule. The games come from ``rules.GAMES``, every option widget is
built from the game's ``Option`` descriptions (type, choices, default, help, label), each
change is checked by ``make_game`` itself (its ValueError sentence is shown and OK stays
disabled), and the bot levels are the ones ``bots.levels_for`` offers in the app.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...bots import default_level, levels_for
from ...rules import GAMES, Game, Option, game_class, make_game
from ...rules.phrase import QT_TRANSLATE_NOOP
from ..choice import HUMAN, GameChoice, default_choice, default_names, seat_positions  # noqa: F401
from ..dialog_scale import take_parents_font
from ..games import game_uis
from ..phrases import error_text, level_title, option_label, say, seat_name, value_text
from ..roomy import font_scale

# The game picker: (label, game id, options the entry fixes), each game's entries from its
# ``GameUI.picks``. Labels are shown through ``say``.
PICKS: tuple[tuple[str, str, dict[str, Any]], ...] = tuple(
    (label, ui.game_id, fixed) for ui in game_uis() for label, fixed in ui.picks
)


def _automatic() -> str:
    """What a derived option shows: the game works it out from the others."""
    return value_text(None)


def _preferred_level(game_id: str, wanted: str | None = None) -> str:
    """A sensible starting level: the wanted one if the game has it, else the middle one
    of the offered levels (they are listed weakest first)."""
    names = [lv.name for lv in levels_for(game_id)]
    return wanted if wanted in names else default_level(game_id)


DEFAULT_CHOICE = default_choice()


def _discard(widget: QWidget) -> None:
    """Take a rebuilt part out of the dialog at once (so no stale child can be found)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


def _value_text(value: Any) -> str:
    if isinstance(value, bool):
        return say(
            QT_TRANSLATE_NOOP("Options", "yes") if value else QT_TRANSLATE_NOOP("Options", "no")
        )
    return value_text(value)


class _OptionEditor:
    """One option's widget, built from its description, with get and set of the value."""

    def __init__(self, option: Option, parent: QWidget) -> None:
        self.option = option
        self.derived = option.default is None
        label = option_label(option)
        self.label = label
        help_text = say(option.help)
        w: QCheckBox | QComboBox | QSpinBox | QLineEdit
        if option.type is bool:
            w = QCheckBox(label, parent)
            w.setChecked(bool(option.default))
        elif option.choices is not None:
            w = QComboBox(parent)
            # "automatic (12)" is filled in later and differs by language: grow with it
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            if self.derived:
                w.addItem(_automatic(), None)
            for value in option.choices:
                w.addItem(_value_text(value), value)
            w.setCurrentIndex(max(0, w.findData(option.default)) if not self.derived else 0)
        elif option.type is int:
            w = QSpinBox(parent)
            if self.derived:
                w.setRange(0, 999)
                w.setSpecialValueText(_automatic())  # shown at the minimum: the game derives it
                w.setValue(0)
            else:
                w.setRange(-999, 999)
                w.setValue(int(option.default))
        else:
            w = QLineEdit(parent)
            if self.derived:
                w.setPlaceholderText(_automatic())
            else:
                w.setText(str(option.default))
        self.widget = w
        w.setObjectName(f"option_{option.name}")
        w.setAccessibleName(label)
        w.setAccessibleDescription(help_text)
        w.setToolTip(help_text)
        self.help = QLabel(help_text, parent)
        self.help.setObjectName(f"help_{option.name}")
        self.help.setWordWrap(True)
        self.help.setProperty("role", "help")
        self.help.setToolTip(help_text)

    def value(self) -> Any:
        """The chosen value; None means "automatic" (let the game derive it)."""
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QSpinBox):
            return None if self.derived and w.value() == w.minimum() else w.value()
        text = w.text().strip()
        return None if self.derived and not text else text

    def set_value(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            i = w.findData(value)
            if i >= 0:
                w.setCurrentIndex(i)
        elif isinstance(w, QSpinBox):
            if value is None:
                w.setValue(w.minimum())
            else:
                w.setValue(int(value))
        else:
            w.setText("" if value is None else str(value))

    def show_derived(self, value: Any) -> None:
        """Say what "automatic" comes to with the other options as they are."""
        if not self.derived or value is None:
            return
        text = f"{_automatic()} ({_value_text(value)})"
        w = self.widget
        if isinstance(w, QComboBox):
            w.setItemText(0, text)
        elif isinstance(w, QSpinBox):
            w.setSpecialValueText(text)
            w.updateGeometry()  # its size hint counts the special text
        elif isinstance(w, QLineEdit):
            w.setPlaceholderText(text)

    def connect(self, slot: Callable[..., object]) -> None:
        w = self.widget
        if isinstance(w, QCheckBox):
            w.toggled.connect(slot)
        elif isinstance(w, QComboBox):
            w.currentIndexChanged.connect(slot)
        elif isinstance(w, QSpinBox):
            w.valueChanged.connect(slot)
        else:
            w.textChanged.connect(slot)


class NewGameDialog(QDialog):
    """Choose a game, its options, the computer players and everybody's names."""

    def __init__(self, parent: QWidget | None = None, initial: GameChoice | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("NewGameDialog")
        self.setAccessibleName(self.tr("New game"))
        initial = initial or DEFAULT_CHOICE
        self._editors: dict[str, _OptionEditor] = {}
        self._name_edits: list[QLineEdit] = []
        self._level_boxes: list[QComboBox | None] = []
        self._names: dict[int, str] = {}  # names the player typed, by seat
        self._levels: dict[int, str] = {}  # levels the player chose, by seat
        self._n_seats = 0
        self._building = False
        self._game: Game | None = None
        # over a large window the dialog's words are larger (``dialog_scale``): its gaps
        # grow with them, or a heading ran into the words beside it ("Kampens længde"
        # a word's space from "Spil til" at 4K)
        self._scale = font_scale(self)

        root = QVBoxLayout(self)
        root.setContentsMargins(self._px(18), self._px(16), self._px(18), self._px(14))
        root.setSpacing(self._px(12))

        # -- game picker and match length: the two big decisions, on top --------------
        top = QGridLayout()
        top.setHorizontalSpacing(self._px(12))
        top.setVerticalSpacing(self._px(4))
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("game")
        for label, game_id, fixed in PICKS:
            self.game_box.addItem(say(label), (game_id, fixed))
            self.game_box.setItemData(
                self.game_box.count() - 1, say(GAMES[game_id][2]), Qt.ItemDataRole.ToolTipRole
            )
        self.game_box.setAccessibleName(self.tr("Game"))
        self.game_box.setAccessibleDescription(self.tr("The card game to play"))
        game_label = QLabel(self.tr("&Game"), self)
        game_label.setBuddy(self.game_box)
        game_label.setProperty("role", "heading")
        self.game_blurb = QLabel(self)
        self.game_blurb.setObjectName("game_description")
        self.game_blurb.setWordWrap(True)
        self.game_blurb.setProperty("role", "help")

        self.length_label = QLabel(self.tr("&Match length"), self)
        self.length_label.setProperty("role", "heading")
        self.length_box: QWidget | None = None
        self._top = top
        self.length_help = QLabel(self)
        self.length_help.setObjectName("help_target")
        self.length_help.setWordWrap(True)
        self.length_help.setProperty("role", "help")

        top.addWidget(game_label, 0, 0)
        top.addWidget(self.game_box, 0, 1)
        top.addWidget(self.game_blurb, 1, 1)
        top.addWidget(self.length_label, 2, 0)
        top.addWidget(self.length_help, 3, 1)
        top.setColumnStretch(1, 1)
        top.setRowMinimumHeight(2, self._px(34))
        root.addLayout(top)

        # -- rules (left) and players (right) ---------------------------------------------
        middle = QHBoxLayout()
        middle.setSpacing(self._px(14))
        self.rules_group = QGroupBox(self.tr("Rules"), self)
        self.rules_group.setAccessibleName(self.tr("Rules"))
        rules_layout = QVBoxLayout(self.rules_group)
        rules_layout.setContentsMargins(self._px(6), self._px(8), self._px(6), self._px(6))
        self.rules_scroll = QScrollArea(self.rules_group)
        self.rules_scroll.setWidgetResizable(True)
        self.rules_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.rules_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rules_scroll.setAccessibleName(self.tr("Rule options"))
        rules_layout.addWidget(self.rules_scroll)
        self.players_group = QGroupBox(self.tr("Players"), self)
        self.players_group.setAccessibleName(self.tr("Players"))
        self.players_layout = QVBoxLayout(self.players_group)
        self.players_layout.setContentsMargins(
            self._px(10), self._px(8), self._px(10), self._px(10)
        )
        self.seats_widget: QWidget | None = None
        middle.addWidget(self.rules_group, 3)
        middle.addWidget(self.players_group, 2)
        root.addLayout(middle, 1)

        # -- practice or serious ---------------------------------------------------------
        self.practice_box = QCheckBox(
            self.tr(
                "&Practice match: hints, undo and open hands allowed; kept apart in the statistics"
            ),
            self,
        )
        self.practice_box.setObjectName("practice")
        self.practice_box.setAccessibleName(self.tr("Practice match"))
        self.practice_box.setChecked(bool(getattr(initial, "practice", False)))
        root.addWidget(self.practice_box)

        # -- what is wrong, and the buttons ----------------------------------------------
        self.error_label = QLabel(self)
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e; font-weight: 600;")
        self.error_label.setAccessibleName(self.tr("Problem with these options"))
        self.error_label.hide()
        root.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Start game"))
        self.ok_button.setAccessibleName(self.tr("Start game"))
        self.ok_button.setDefault(True)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)

        self.setStyleSheet(
            'QLabel[role="help"] { color: palette(placeholder-text); }'
            'QLabel[role="heading"] { font-weight: 600; }'
            'QLabel[role="seat"] { color: palette(placeholder-text); }'
        )
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.88))
        self._small_font = small
        for w in (self.game_blurb, self.length_help):
            w.setFont(small)

        # -- start from the initial choice -----------------------------------------------
        self._names = dict(enumerate(initial.names))
        self._levels = {i: lv for i, lv in enumerate(initial.levels) if lv != HUMAN}
        self.game_box.setCurrentIndex(self._pick_index(initial))
        self._build_game(initial.options)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        # (larger words need more: at twice the size the level's note was cut to a line)
        self.resize(760, max(560, self.sizeHint().height()))

    def _px(self, pixels: int) -> int:
        """A gap of ``pixels`` at the application's words, at the dialog's words."""
        return round(pixels * self._scale)

    # -- building ---------------------------------------------------------------------------
    @staticmethod
    def _pick_index(choice: GameChoice) -> int:
        for i, (_, game_id, fixed) in enumerate(PICKS):
            if game_id == choice.game_id and all(
                choice.options.get(k, v) == v for k, v in fixed.items()
            ):
                return i
        for i, (_, game_id, _) in enumerate(PICKS):
            if game_id == choice.game_id:
                return i
        raise ValueError(f"unknown game '{choice.game_id}'")

    @property
    def game_id(self) -> str:
        game_id: str = self.game_box.currentData()[0]
        return game_id

    @property
    def fixed_options(self) -> dict[str, Any]:
        return dict(self.game_box.currentData()[1])

    def _game_changed(self) -> None:
        self._remember_seats()
        self._build_game({})

    def _build_game(self, values: dict[str, Any]) -> None:
        self._building = True
        game_id, fixed = self.game_id, self.fixed_options
        self.game_blurb.setText(say(GAMES[game_id][2]) + ".")
        # Old option widgets go with their container.
        for editor in self._editors.values():
            editor.widget.hide()
        if self.length_box is not None:
            self._top.removeWidget(self.length_box)
            _discard(self.length_box)
        self.length_box = QWidget(self)
        self.length_box.setObjectName("match_length")
        length_row = QHBoxLayout(self.length_box)
        length_row.setContentsMargins(0, 0, 0, 0)
        length_row.setSpacing(self._px(8))
        self._top.addWidget(self.length_box, 2, 1)
        self._editors = {}

        container = QWidget()
        form = QVBoxLayout(container)
        form.setContentsMargins(self._px(4), self._px(2), self._px(8), self._px(2))
        form.setSpacing(self._px(10))
        shown = 0
        for option in game_class(game_id).options():
            if option.name in fixed:
                continue
            parent = self.length_box if option.name == "target" else container
            editor = _OptionEditor(option, parent)
            self._editors[option.name] = editor
            if option.name in values:
                editor.set_value(values[option.name])
            editor.help.setFont(self._small_font)
            if option.name == "target":
                self._place_length(editor, length_row)
                continue
            block = QVBoxLayout()
            block.setSpacing(self._px(2))
            if isinstance(editor.widget, QCheckBox):
                block.addWidget(editor.widget)
            else:
                row = QHBoxLayout()
                row.setSpacing(self._px(6))
                label = QLabel(editor.label, container)
                label.setBuddy(editor.widget)
                label.setMinimumWidth(self._px(110))
                row.addWidget(label)
                row.addWidget(editor.widget, 1)
                editor.widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                block.addLayout(row)
            indent = self._px(22) if isinstance(editor.widget, QCheckBox) else 0
            editor.help.setContentsMargins(indent, 0, 0, 0)
            block.addWidget(editor.help)
            form.addLayout(block)
            shown += 1
        self.rules_group.setVisible(shown > 0)
        form.addStretch(1)
        self.rules_scroll.setWidget(container)  # deletes the previous container
        container.show()
        self.length_box.show()
        if "target" not in self._editors:
            self.length_help.setText("")
            length_row.addWidget(QLabel(self.tr("set by the game"), self.length_box))
        for editor in self._editors.values():
            editor.connect(self._changed)
        self._building = False
        self._build_seats(force=True)
        take_parents_font(self)  # (made again after the dialog may have been shown)
        self._validate()

    def _place_length(self, editor: _OptionEditor, row: QHBoxLayout) -> None:
        w = editor.widget
        w.setAccessibleName(self.tr("Match length: {label}").format(label=editor.label))
        big = QFont(self.font())
        big.setPointSizeF(self.font().pointSizeF() * 1.15)
        big.setBold(True)
        w.setFont(big)
        w.setMinimumWidth(self._px(120))
        unit = QLabel(editor.label or "", self.length_box)
        unit.setBuddy(w)
        row.addWidget(unit)
        row.addWidget(w)
        row.addStretch(1)
        self.length_label.setBuddy(w)
        self.length_help.setText(say(editor.option.help))
        editor.help.hide()

    def _seat_count(self) -> int:
        options = self._options()
        if "players" in options:
            return int(options["players"])
        try:
            return make_game(self.game_id, **options).n_players
        except ValueError:
            return make_game(self.game_id).n_players

    def _remember_seats(self) -> None:
        n = len(self._name_edits)
        defaults = default_names(n) if n else []
        for seat, edit in enumerate(self._name_edits):
            text = edit.text()
            if seat < len(defaults) and text in (defaults[seat], seat_name(defaults[seat])):
                self._names.pop(seat, None)  # untouched: follow the table's layout
            else:
                self._names[seat] = text
        for seat, box in enumerate(self._level_boxes):
            if box is not None:
                self._levels[seat] = box.currentData()

    def _build_seats(self, force: bool = False) -> None:
        n = self._seat_count()
        if n == self._n_seats and self.seats_widget is not None and not force:
            return
        self._remember_seats()
        self._n_seats = n
        game_id = self.game_id
        levels = levels_for(game_id)
        positions = seat_positions(n)
        defaults = default_names(n)
        partnership = game_class(game_id).partnership

        holder = QWidget(self.players_group)
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(self._px(8))
        grid.setVerticalSpacing(self._px(8))
        head_name = QLabel(self.tr("Name"), holder)
        head_level = QLabel(self.tr("Plays as"), holder)
        for h in (head_name, head_level):
            h.setProperty("role", "seat")
            h.setFont(self._small_font)
        grid.addWidget(head_name, 0, 1)
        grid.addWidget(head_level, 0, 2)
        self._name_edits, self._level_boxes = [], []
        for seat in range(n):
            position = seat_name(positions[seat])
            where = position
            if partnership:
                where = (
                    self.tr("{position} · us") if seat % 2 == 0 else self.tr("{position} · them")
                ).format(position=position)
            seat_label = QLabel(where, holder)
            seat_label.setProperty("role", "seat")
            seat_label.setFont(self._small_font)
            shown = seat_name(defaults[seat])
            name = QLineEdit(seat_name(self._names.get(seat, defaults[seat])), holder)
            name.setObjectName(f"name_{seat}")
            name.setMaxLength(24)
            name.setMinimumWidth(self._px(110))
            name.setAccessibleName(
                self.tr("Name of the player at {position}").format(position=position)
            )
            name.setPlaceholderText(shown)
            name.textChanged.connect(self._changed)
            seat_label.setBuddy(name)
            grid.addWidget(seat_label, seat + 1, 0)
            grid.addWidget(name, seat + 1, 1)
            self._name_edits.append(name)
            if seat == 0:
                you = QLabel(self.tr("You (human)"), holder)
                you.setAccessibleName(self.tr("South is played by you"))
                grid.addWidget(you, seat + 1, 2)
                self._level_boxes.append(None)
                continue
            box = QComboBox(holder)
            box.setObjectName(f"level_{seat}")
            for i, level in enumerate(levels):
                box.addItem(level_title(level.name), level.name)
                box.setItemData(i, say(level.description), Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(box.findData(_preferred_level(game_id, self._levels.get(seat))))
            box.setAccessibleName(
                self.tr("Computer player at {position}").format(position=position)
            )
            box.currentIndexChanged.connect(self._level_changed)
            grid.addWidget(box, seat + 1, 2)
            self._level_boxes.append(box)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(n + 1, 1)
        self.level_help = QLabel(holder)
        self.level_help.setObjectName("level_help")
        self.level_help.setWordWrap(True)
        self.level_help.setProperty("role", "help")
        self.level_help.setFont(self._small_font)
        grid.addWidget(self.level_help, n + 2, 0, 1, 3)

        if self.seats_widget is not None:
            self.players_layout.removeWidget(self.seats_widget)
            _discard(self.seats_widget)
        self.seats_widget = holder
        self.players_layout.addWidget(holder)
        holder.show()
        take_parents_font(self)
        self._level_changed()
        self._fix_tab_order()

    def _level_changed(self) -> None:
        """Show what each chosen level means (and keep it as each box's tooltip)."""
        described = {lv.name: say(lv.description) for lv in levels_for(self.game_id)}
        lines = []
        for box in self._level_boxes:
            if box is None:
                continue
            box.setToolTip(described.get(box.currentData(), ""))
            box.setAccessibleDescription(box.toolTip())
        chosen = []
        for box in self._level_boxes:
            if box is not None and box.currentData() not in chosen:
                chosen.append(box.currentData())
        for name in chosen:
            lines.append(f"<b>{level_title(name)}</b>: {described.get(name, '')}")
        self.level_help.setText("<br>".join(lines))

    def _fix_tab_order(self) -> None:
        chain: list[QWidget] = [self.game_box]
        if "target" in self._editors:
            chain.append(self._editors["target"].widget)
        chain += [e.widget for name, e in self._editors.items() if name != "target"]
        for seat, edit in enumerate(self._name_edits):
            chain.append(edit)
            box = self._level_boxes[seat]
            if box is not None:
                chain.append(box)
        chain += [self.ok_button, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    # -- values and validation ----------------------------------------------------------------
    def _options(self) -> dict[str, Any]:
        out = dict(self.fixed_options)
        for name, editor in self._editors.items():
            value = editor.value()
            if value is not None:
                out[name] = value
        return out

    def _changed(self, *_: Any) -> None:
        if self._building:
            return
        self._build_seats()
        self._validate()

    def problem(self) -> str | None:
        """Why these choices cannot start a game (the rules' own sentence), or None."""
        try:
            game = make_game(self.game_id, **self._options())
        except ValueError as refusal:
            return self._readable(error_text(refusal))
        self._game = game
        if any(not e.text().strip() for e in self._name_edits):
            return self.tr("Every player needs a name.")
        return None

    def _readable(self, text: str) -> str:
        """The rules' sentence with option identifiers shown as the dialog labels them."""
        for name, editor in self._editors.items():
            if "_" in name:
                text = re.sub(rf"\b{re.escape(name)}\b", f"\u201c{editor.label}\u201d", text)
        return text[:1].upper() + text[1:]

    def _validate(self) -> None:
        problem = self.problem()
        if problem is None and self._game is not None:
            for name, editor in self._editors.items():
                editor.show_derived(self._game.option_values.get(name))
        self.error_label.setText(problem or "")
        self.error_label.setVisible(problem is not None)
        self.ok_button.setEnabled(problem is None)
        self.ok_button.setToolTip(problem or self.tr("Start the game with these players and rules"))

    def choice(self) -> GameChoice:
        """The game, options, levels and names chosen (valid once the dialog is accepted)."""
        levels = [HUMAN] + [box.currentData() for box in self._level_boxes[1:] if box is not None]
        defaults = default_names(len(self._name_edits))
        # A default name shown in the player's language is kept in English: saved games
        # and records stay the same whatever language wrote them.
        names = [
            defaults[seat] if e.text().strip() == seat_name(defaults[seat]) else e.text().strip()
            for seat, e in enumerate(self._name_edits)
        ]
        return GameChoice(
            self.game_id, self._options(), levels, names, self.practice_box.isChecked()
        )

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()
