"""The settings as a player meets them: the dialog's new choices are stored and read back
(the card faces too: high contrast, chosen in the real dialog, is what the table draws),
the computer players' speed and "confirm before risk" reach the controller, and a
settings file that cannot be read is kept aside while the app starts on the defaults
(hostile files and their fuzzers: test_settings_hostile.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from braus_desktop.app.settings import (
    BOT_SPEEDS,
    CARD_STYLES,
    DEFAULT_FELT,
    HIGH_CONTRAST_FELT,
    LANGUAGES,
    Settings,
    SettingsDialog,
)


def test_new_choices_are_stored_and_read_back(qtbot, tmp_path):
    s = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    assert (s.bot_speed, s.confirm_risk, s.language) == ("normal", True, "system")
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    dialog.bot_speed.setCurrentIndex(list(BOT_SPEEDS).index("slow"))
    dialog.confirm_risk.setChecked(False)
    dialog.language.setCurrentIndex(list(LANGUAGES).index("sv"))
    dialog.store()
    again = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    assert (again.bot_speed, again.confirm_risk, again.language) == ("slow", False, "sv")
    assert again.bot_delay_ms == BOT_SPEEDS["slow"]
    again.override("animation/speed", "instant")
    assert again.bot_delay_ms == 0  # instant animation plays the bots at once too


def test_settings_reach_the_controller(window):
    c, s = window.controller, window.settings
    assert c.confirm_risk is not None  # on by default
    s.set("play/confirm_risk", False)
    assert c.confirm_risk is None
    s.override("animation/speed", "normal")
    s.set("play/bot_speed", "quick")
    assert c.bot_delay_ms == BOT_SPEEDS["quick"]


def test_a_broken_settings_file_is_kept_aside(tmp_path):
    path = tmp_path / "s.ini"
    junk = b'[animation\x00\xff\nspeed="unterminated\n\x01\x02'
    path.write_bytes(junk)
    s = Settings(QSettings(str(path), QSettings.IniFormat))
    assert "kept as s.ini.corrupt" in s.problem  # Qt's INI reader cannot parse it
    assert (tmp_path / "s.ini.corrupt").read_bytes() == junk
    assert s.speed == "normal"  # the defaults
    s.set("animation/speed", "slow")  # writing goes to a fresh file, never over the bad one
    assert Settings(QSettings(str(path), QSettings.IniFormat)).speed == "slow"


def test_card_faces_are_stored_and_read_back(qtbot, tmp_path):
    path = str(tmp_path / "s.ini")
    old = QSettings(path, QSettings.IniFormat)
    old.setValue("cards/four_colour", True)  # a file from before the choice of three
    old.sync()
    s = Settings(QSettings(path, QSettings.IniFormat))
    assert (s.card_style, s.four_colour, s.high_contrast) == ("four-colour", True, False)
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    assert dialog.faces.currentData() == "four-colour"
    dialog.faces.setCurrentIndex(CARD_STYLES.index("high-contrast"))
    assert swatch(dialog) == HIGH_CONTRAST_FELT  # the dark table comes along
    dialog.store()
    again = Settings(QSettings(path, QSettings.IniFormat))
    assert (again.card_style, again.four_colour, again.high_contrast) == (
        "high-contrast",
        True,
        True,
    )
    assert again.felt_colour.name() == HIGH_CONTRAST_FELT
    # back to classic: the table's default colour returns (the player chose no other)
    dialog = SettingsDialog(again)
    qtbot.addWidget(dialog)
    dialog.faces.setCurrentIndex(CARD_STYLES.index("classic"))
    assert swatch(dialog) == DEFAULT_FELT
    dialog.store()
    assert Settings(QSettings(path, QSettings.IniFormat)).card_style == "classic"


def swatch(dialog) -> str:
    """The colour the table colour's button shows, read from its swatch's middle."""
    icon = dialog.colour.icon()
    size = icon.availableSizes()[0]
    image = icon.pixmap(size).toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2).name()


def test_the_table_colour_is_shown_as_a_swatch_not_a_code(qtbot, tmp_path):
    """Issue 36, item 9: Settings showed the table colour as "#1f6b3a"."""
    s = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    assert "#" not in dialog.colour.text() and dialog.colour.text().strip("&") == "Choose…"
    assert not dialog.colour.icon().isNull() and swatch(dialog) == DEFAULT_FELT
    assert dialog.colour.accessibleName() == "Table colour"


def test_high_contrast_chosen_in_the_dialog_is_what_the_table_draws(qtbot, window):
    from test_table_play import braus, wait_turn

    c = braus(window, 5)
    wait_turn(qtbot, c)
    seen = []

    def choose():
        dialog = QApplication.activeModalWidget()
        seen.append(dialog)
        dialog.faces.setFocus()
        for _ in range(3):  # to the last choice with the keyboard
            qtbot.keyClick(dialog.faces, Qt.Key_Down)
        assert dialog.faces.currentData() == "high-contrast"
        qtbot.keyClick(dialog.faces, Qt.Key_Return)  # OK is the default button

    QTimer.singleShot(0, choose)
    window.settings_action.trigger()
    assert isinstance(seen[0], SettingsDialog) and seen[0].result() == QDialog.Accepted
    assert window.settings.high_contrast and window.table.art.style == "high-contrast"
    qtbot.wait(10)
    hand = c.hands[0].cards
    assert window.table.art.face_file(hand[0], "braus").startswith("cards/high-contrast/")
    # the rightmost card of the hand, as painted: a white (or evenly greyed) face, where
    # the classic faces are ivory; the table is one flat dark colour
    view = window.table
    image = view.viewport().grab().toImage()
    item = view.item_for(hand[-1])
    for dx in (0.40, 0.42, 0.44):
        point = view.mapFromScene(item.mapToScene(QPointF(item.width * dx, 0)))
        face = image.pixelColor(point)
        assert face.red() == face.green() == face.blue() and face.value() > 150, face.name()
    felt = image.pixelColor(view.mapFromScene(QPointF(8, view.sceneRect().height() / 2)))
    assert felt.name() == HIGH_CONTRAST_FELT


def test_a_broken_settings_file_is_told_in_the_language_chosen_after_reading_it(tmp_path):
    """The language is itself a setting, so translations are installed only after the
    file was read: the sentence about a broken file must be worded when it is shown."""
    from braus_desktop.app import i18n

    path = tmp_path / "s.ini"
    path.write_bytes(b"[interface\x00\xff\nlanguage=")
    s = Settings(QSettings(str(path), QSettings.IniFormat))
    english = s.problem
    assert english.startswith("Your settings could not be read")
    app = QApplication.instance()
    try:
        i18n.install(app, "sv")
        swedish = s.problem
        assert swedish and swedish != english and "s.ini.corrupt" in swedish
    finally:
        i18n.install(app, "en")
    assert s.problem == english


def test_the_window_opens_where_the_player_left_it(qtbot, open_window, tmp_path):
    """Size, place and the split between table and side panel come back at the next start;
    the first start fits the screen."""
    first = open_window("w.ini", show=False)
    screen = first.screen().availableGeometry()
    assert first.width() <= min(1280, screen.width())
    assert first.height() <= min(820, screen.height())
    first.resize(700, 520)
    first.show()
    qtbot.waitExposed(first)
    first.splitter.setSizes([420, 280])
    sizes = first.splitter.sizes()
    first.close()
    again = open_window("w.ini", show=False)
    again.show()
    qtbot.waitExposed(again)
    assert (again.width(), again.height()) == (700, 520)
    assert again.splitter.sizes() == sizes


def test_a_hand_edited_window_layout_falls_back_to_the_first_start_size(open_window, tmp_path):
    (tmp_path / "w.ini").write_bytes(
        b"[window]\ngeometry=not a geometry\nsplit=@ByteArray(\\x1\\x2)\n[play]\nbot_speed=slow\n"
    )
    win = open_window("w.ini", show=False)
    screen = win.screen().availableGeometry()
    assert 0 < win.width() <= min(1280, screen.width())
    assert win.settings.bot_speed == "slow"  # the rest of the file still counts
    assert win.settings.problem == (
        "Some of your settings could not be used, so the "
        "default is used for the window's size and layout."
    )
