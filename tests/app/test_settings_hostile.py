"""A settings file nobody should have to trust: a crafted ``@Variant`` value (which Qt
would decode into any type, and which aborted every start with std::bad_alloc), random
bytes, NULs, a good file cut short, and values of the wrong kind under every key. The app
always starts, every setting it uses is one it offers, a file it cannot read is kept
aside byte for byte before anything is written, and a file it can read is never replaced
by one it could not."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from braus_desktop.app import inifile
from braus_desktop.app import settings as settings_module
from braus_desktop.app.art import BACKS
from braus_desktop.app.settings import (
    BOT_SPEEDS,
    CARD_STYLES,
    LANGUAGES,
    SETTINGS,
    SPEEDS,
    Settings,
    is_split_state,
    is_window_geometry,
)

# The value from the issue: a QVariantList (type 9) claiming 2^31 - 1 items.
CRAFTED = rb"@Variant(\0\0\0\t\x7f\xff\xff\xff)"

# A window layout as Qt 6 saves it (a 700x500 window; a split of 640 and 640).
GEOMETRY = bytes.fromhex(
    "01d9d0cb000300000000000000000000000002bf000001f7000000020000000200"
    "0002bd000001f5000000000000000003200000000200000002000002bd000001f5"
)
SPLIT = bytes.fromhex("000000ff0000000100000002000002800000028001ffffffff010000000100")

# A file as the app (and QSettings before it) writes it, every setting away from its
# default.
GOOD_ENTRIES = {
    "animation/speed": "fast",
    "cards/back": "green",
    "cards/style": "high-contrast",
    "cards/four_colour": "true",
    "table/dim_unplayable": "false",
    "table/colour": "#204060",
    "table/wait_after_trick": "true",
    "play/bot_speed": "slow",
    "play/confirm_risk": "false",
    "interface/language": "sv",
    "play/confirm_abandon": "false",
    "interface/welcomed": "true",
    "lessons/finished": "braus:ranking brus:free-play",
    "statistics/left_aside": "0123456789abcdef",
    "files/last_folder": "/home/player/Game records",
    "window/geometry": inifile.encode_bytes(GEOMETRY),
    "window/split": inifile.encode_bytes(SPLIT),
}


def ini_text(entries: dict[str, str]) -> bytes:
    """The INI file holding these ``section/key: value text`` entries, by section."""
    sections: dict[str, list[str]] = {}
    for key, value in entries.items():
        section, name = key.split("/")
        sections.setdefault(section, []).append(f"{name}={value}")
    return "\n".join(
        f"[{section}]\n" + "\n".join(lines) + "\n" for section, lines in sections.items()
    ).encode()


GOOD_INI = ini_text(GOOD_ENTRIES)
GOOD_VALUES = {
    "animation/speed": "fast",
    "cards/back": "green",
    "cards/style": "high-contrast",
    "cards/four_colour": True,
    "table/dim_unplayable": False,
    "table/colour": "#204060",
    "table/wait_after_trick": True,
    "play/bot_speed": "slow",
    "play/confirm_risk": False,
    "interface/language": "sv",
    "play/confirm_abandon": False,
    "interface/welcomed": True,
    "lessons/finished": frozenset({"braus:ranking", "brus:free-play"}),
    "statistics/left_aside": frozenset({"0123456789abcdef"}),
    "files/last_folder": "/home/player/Game records",
    "window/geometry": GEOMETRY,
    "window/split": SPLIT,
}

# Reads every setting the app reads at a start, and saves the window's layout as closing
# the window does (QSettings parsed every section before writing, so that aborted too).
READ_EVERYTHING = f"""
from braus_desktop.app.settings import Settings
s = Settings()
print("speed", s.speed, s.speed_factor)
print("cards", s.card_back, s.card_style, s.four_colour, s.high_contrast)
print("table", s.dim_unplayable, s.felt_colour.name())
print("play", s.bot_speed, s.bot_delay_ms, s.confirm_risk)
print("language", s.language)
print("layout", s.window_layout())
print("problem", s.problem)
from PySide6.QtCore import QByteArray
s.remember_window_layout(QByteArray(bytes.fromhex("{GEOMETRY.hex()}")),
                         QByteArray(bytes.fromhex("{SPLIT.hex()}")))
print("done")
"""


def start_with(tmp_path: Path, text: bytes) -> tuple[subprocess.CompletedProcess, Path]:
    """Run a fresh Python that reads the player's own settings file (the default store,
    under XDG_CONFIG_HOME, or APPDATA on Windows) holding ``text``."""
    config = tmp_path / "config"
    folder = config / "braus-desktop"
    folder.mkdir(parents=True)
    path = folder / ("Bräus Desktop.ini" if sys.platform == "win32" else "Bräus Desktop.conf")
    path.write_bytes(text)
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(config),
        APPDATA=str(config),
        HOME=str(tmp_path),
    )
    done = subprocess.run(
        [sys.executable, "-c", READ_EVERYTHING],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return done, path


def test_the_crafted_variant_from_the_issue_no_longer_aborts_the_start(tmp_path):
    text = b"[animation]\nspeed=" + CRAFTED + b"\n[play]\nbot_speed=slow\n"
    done, path = start_with(tmp_path, text)
    assert done.returncode == 0, done.stderr
    assert "bad_alloc" not in done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert lines["speed"] == "normal 1.0"  # the default, not whatever Qt decoded
    assert lines["play"].startswith("slow ")  # the rest of the file still counts
    assert lines["problem"] == (
        "Some of your settings could not be used, so the default is used for the animation speed."
    )
    assert "done" in done.stdout.split()


def test_a_start_with_the_crafted_value_under_every_key(tmp_path):
    text = ini_text({key: CRAFTED.decode() for key in SETTINGS})
    done, path = start_with(tmp_path, text)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert lines["speed"] == "normal 1.0" and lines["language"] == "system"
    assert lines["cards"] == "blue classic False False"
    assert lines["table"] == "True #1f6b3a" and lines["play"] == "normal 600 True"
    assert lines["layout"] == "(None, None)"
    assert lines["problem"].startswith(
        "Some of your settings could not be used, so the "
        "defaults are used for the animation speed, "
    )
    # only the window's lines were written, in place; the rest is as the player left it
    assert path.read_bytes() == ini_text(
        dict(
            {key: CRAFTED.decode() for key in SETTINGS},
            **{
                "window/geometry": inifile.encode_bytes(GEOMETRY),
                "window/split": inifile.encode_bytes(SPLIT),
            },
        )
    )


def test_a_start_with_an_unreadable_file_keeps_it_aside(tmp_path):
    text = GOOD_INI.replace(b"[play]", b"[pl\0ay]")
    done, path = start_with(tmp_path, text)
    assert done.returncode == 0, done.stderr
    assert (
        f"problem Your settings could not be read; they were kept as {path.name}"
        ".corrupt and the defaults are used." in done.stdout
    )
    assert path.with_name(path.name + ".corrupt").read_bytes() == text


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="an INI file on Linux only")
def test_the_players_own_file_is_the_one_qsettings_kept():
    """The settings players already have are found where QSettings kept them. (Only
    asking QSettings the name: it reads the file but decodes nothing unless asked.)"""
    assert settings_module.default_path() == Path(
        QSettings(settings_module.ORGANIZATION, settings_module.APPLICATION).fileName()
    )


# -- in this process: nothing here ever reaches Qt's decoding ---------------------------


def open_file(folder: Path, data: bytes) -> tuple[Settings, Path]:
    path = folder / "s.ini"
    path.write_bytes(data)
    return Settings(QSettings(str(path), QSettings.IniFormat)), path


def assert_usable(s: Settings) -> None:
    """Every setting the app reads is one it offers, whatever the file said."""
    assert s.speed in SPEEDS and s.speed_factor in SPEEDS.values()
    assert s.bot_speed in BOT_SPEEDS and s.bot_delay_ms in BOT_SPEEDS.values()
    assert s.card_back in BACKS and s.card_style in CARD_STYLES
    assert s.language in LANGUAGES
    for flag in (s.four_colour, s.high_contrast, s.dim_unplayable, s.confirm_risk):
        assert isinstance(flag, bool)
    assert s.felt_colour.isValid() and s.felt_colour.alpha() == 255
    geometry, split = s.window_layout()
    assert geometry is None or is_window_geometry(bytes(geometry.data()))
    assert split is None or is_split_state(bytes(split.data()))


def assert_file_kept(folder: Path, path: Path, data: bytes, s: Settings) -> None:
    """An unreadable file is kept aside byte for byte; a readable one is left alone."""
    aside = folder / "s.ini.corrupt"
    if aside.exists():
        assert aside.read_bytes() == data
        assert "they were kept as s.ini.corrupt" in s.problem
        assert not path.exists()  # nothing written yet
    else:
        assert path.read_bytes() == data  # reading never writes


def assert_writes_are_sound(folder: Path, path: Path, data: bytes, s: Settings) -> None:
    """Changing a setting writes a file that reads back whole: the new value, and every
    other one as it was. A file kept aside stays as it was."""
    before = {key: s.get(key) for key in SETTINGS}
    s.set("play/bot_speed", "quick")
    s.remember_window_layout(QByteArray(GEOMETRY), QByteArray(SPLIT))
    inifile.parse(path.read_bytes())  # readable
    again = Settings(QSettings(str(path), QSettings.IniFormat))
    assert "could not be read" not in again.problem
    expected = dict(
        before, **{"play/bot_speed": "quick", "window/geometry": GEOMETRY, "window/split": SPLIT}
    )
    assert {key: again.get(key) for key in SETTINGS} == expected
    aside = folder / "s.ini.corrupt"
    if aside.exists():
        assert aside.read_bytes() == data


def check(folder: Path, data: bytes, then=lambda s: None) -> Settings:
    """Open ``data`` as the settings file and check what a player would see; ``then``
    checks more before a setting is changed."""
    s, path = open_file(folder, data)
    assert_usable(s)
    assert_file_kept(folder, path, data, s)
    then(s)
    assert_writes_are_sound(folder, path, data, s)
    return s


FUZZ = hsettings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@FUZZ
@given(
    data=st.one_of(
        st.binary(max_size=600),
        st.text(max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass")),
    )
)
def test_random_bytes(tmp_path_factory, data):
    check(tmp_path_factory.mktemp("bytes"), data)


@pytest.mark.parametrize("tenths", range(11))
def test_the_good_file_cut_at_every_tenth(tmp_path, tenths):
    def whole(s):
        if tenths == 10:
            assert {key: s.get(key) for key in SETTINGS} == GOOD_VALUES and not s.problem

    check(tmp_path, GOOD_INI[: len(GOOD_INI) * tenths // 10], whole)


@FUZZ
@given(cut=st.integers(0, len(GOOD_INI)))
def test_the_good_file_cut_anywhere(tmp_path_factory, cut):
    check(tmp_path_factory.mktemp("cut"), GOOD_INI[:cut])


@FUZZ
@given(places=st.lists(st.integers(0, len(GOOD_INI)), min_size=1, max_size=4))
def test_nuls_in_the_good_file(tmp_path_factory, places):
    data = bytearray(GOOD_INI)
    for place in sorted(places, reverse=True):
        data[place:place] = b"\0"
    folder = tmp_path_factory.mktemp("nuls")  # ("nul" is a device on Windows)
    check(folder, bytes(data))
    assert (folder / "s.ini.corrupt").read_bytes() == bytes(data)  # never read as settings


def _as(type_name: str):
    return lambda raw: inifile.encode_bytes(raw).replace("@ByteArray(", type_name, 1)


CRAFTED_VALUES = st.one_of(
    st.just(CRAFTED.decode()),
    st.binary(max_size=40).map(_as("@Variant(")),
    st.binary(max_size=40).map(_as("@DateTime(")),
    st.binary(max_size=80).map(inifile.encode_bytes),
    st.just(inifile.encode_bytes(GEOMETRY)),
    st.just(inifile.encode_bytes(SPLIT)),
    st.sampled_from(
        [
            "@Rect(1 2 3 4)",
            "@Size(9999999 9999999)",
            "@Point(-1 -1)",
            "@Invalid()",
            "@@fast",
            "@fast",
            "fast, slow",
            '"fast"',
            "FAST",
            "",
            "#12345",
            "#1234567",
            "red",
            "true, false",
            "2",
            "-1",
            "sv_SE",
        ]
    ),
    st.sampled_from(
        [name for kind in (SPEEDS, BOT_SPEEDS, LANGUAGES, BACKS) for name in kind]
        + list(CARD_STYLES)
        + ["true", "false", "#000000"]
    ),
    st.text(st.characters(min_codepoint=32, exclude_characters="\x7f"), max_size=30),
)


@FUZZ
@given(
    key=st.sampled_from(sorted(SETTINGS) + ["animation/later", "future/key"]), value=CRAFTED_VALUES
)
def test_crafted_values_under_every_key(tmp_path_factory, key, value):
    def as_declared(s):
        if key not in SETTINGS or "could not be read" in s.problem:
            return
        setting = SETTINGS[key]
        read = setting.kind.read(inifile.decode(value))
        if read is settings_module._WRONG:  # falls back, and the player is told
            assert s.get(key) == setting.default and setting.label in s.problem
        elif isinstance(read, settings_module.Kept):  # the good part, and the player is told
            assert s.get(key) == read.value and setting.label in s.problem
        else:
            assert s.get(key) == read

    check(
        tmp_path_factory.mktemp("crafted"),
        ini_text(dict(GOOD_ENTRIES, **{key: value})),
        as_declared,
    )


# -- wrong values, one by one ------------------------------------------------------------


@pytest.mark.parametrize(
    "key, text",
    [
        ("animation/speed", "warp"),  # a choice the app does not offer
        ("animation/speed", "fast, slow"),  # a list, not one value
        ("cards/back", "@ByteArray(blue)"),  # bytes, not a name
        ("cards/style", "@Rect(1 2 3 4)"),  # a Qt type the app never stores
        ("play/bot_speed", CRAFTED.decode()),  # the issue's value under another key
        ("play/confirm_risk", "maybe"),  # not on or off
        ("table/dim_unplayable", "2"),
        ("table/colour", "#12345"),  # a colour that is not a colour
        ("table/colour", "transparent"),  # Qt's name for no colour at all
        ("interface/language", "fr"),  # a language not offered
        ("window/geometry", "@ByteArray(junk)"),  # bytes that are not a window layout
        ("window/split", "half and half"),
    ],
)
def test_a_wrong_value_falls_back_to_its_default_and_the_player_is_told(tmp_path, key, text):
    s, path = open_file(
        tmp_path,
        ini_text({key: text, "play/bot_speed": "slow"} if key != "play/bot_speed" else {key: text}),
    )
    setting = SETTINGS[key]
    assert s.get(key) == setting.default
    assert_usable(s)
    assert s.problem == (
        f"Some of your settings could not be used, so the default is used for {setting.label}."
    )
    if key != "play/bot_speed":
        assert s.bot_speed == "slow"  # the rest of the file still counts
    assert not (tmp_path / "s.ini.corrupt").exists()


def test_several_wrong_values_are_told_in_one_sentence(tmp_path):
    s, _ = open_file(
        tmp_path,
        ini_text(
            {"animation/speed": CRAFTED.decode(), "table/colour": "nope", "window/split": "1"}
        ),
    )
    assert s.problem == (
        "Some of your settings could not be used, so the defaults are used "
        "for the animation speed, the table colour and the window's size "
        "and layout."
    )


def test_a_value_the_setting_does_not_allow_is_refused_when_set(tmp_path):
    s, path = open_file(tmp_path, GOOD_INI)
    for key, value in (
        ("animation/speed", "warp"),
        ("table/colour", "red"),
        ("play/confirm_risk", "yes"),
        ("window/split", b"\0"),
    ):
        with pytest.raises(ValueError):
            s.set(key, value)
        with pytest.raises(ValueError):
            s.override(key, value)
    assert path.read_bytes() == GOOD_INI


def _reaching_down_to(bottom: int) -> bytes:
    """GEOMETRY with the window's own rectangle reaching down that far."""
    left, top, right, _bottom = struct.unpack_from(">4i", GEOMETRY, 50)
    return GEOMETRY[:50] + struct.pack(">4i", left, top, right, bottom)


def test_a_window_layout_qt_would_take_but_no_screen_can_show_is_not_restored(
    qtbot, open_window, tmp_path
):
    """Qt's restoreGeometry took a window 16777215 pixels high, which then could not be
    painted (Qt warned), and restoreState a split turned on its side. Such a layout falls
    back to the first-start size, with no warning from Qt (the fixture fails on one)."""
    split = bytearray(SPLIT)
    split[26:30] = struct.pack(">i", 2)  # vertical
    (tmp_path / "w.ini").write_bytes(
        ini_text(
            {
                "window/geometry": inifile.encode_bytes(_reaching_down_to(2**31 - 1)),
                "window/split": inifile.encode_bytes(bytes(split)),
            }
        )
    )
    win = open_window("w.ini", show=False)
    win.show()
    qtbot.waitExposed(win)
    screen = win.screen().availableGeometry()
    assert 0 < win.height() <= screen.height()
    assert win.splitter.orientation().name == "Horizontal"
    assert "the window's size and layout" in win.settings.problem


# -- the file on disk ------------------------------------------------------------------


def test_an_unreadable_file_that_cannot_be_moved_is_never_written_over(tmp_path, monkeypatch):
    monkeypatch.setattr(settings_module, "keep_aside", lambda path: None)
    junk = b"[animation]\nspeed=fast\0\n"
    s, path = open_file(tmp_path, junk)
    assert s.problem == "Your settings could not be read, so the defaults are used this time."
    s.set("animation/speed", "slow")
    s.remember_window_layout(QByteArray(GEOMETRY), QByteArray(SPLIT))
    assert s.speed == "slow"  # for this run
    assert path.read_bytes() == junk  # and never over the file the player may want back


def test_a_change_keeps_what_another_copy_of_the_app_wrote_meanwhile(tmp_path):
    s, path = open_file(tmp_path, GOOD_INI)
    other = Settings(QSettings(str(path), QSettings.IniFormat))
    other.set("interface/language", "da")
    s.set("animation/speed", "slow")
    again = Settings(QSettings(str(path), QSettings.IniFormat))
    assert (again.speed, again.language) == ("slow", "da")


def test_a_file_spoiled_while_the_app_runs_is_kept_aside_before_the_next_write(tmp_path):
    s, path = open_file(tmp_path, GOOD_INI)
    spoiled = GOOD_INI[:40] + b"\0\xff" + GOOD_INI[40:]
    path.write_bytes(spoiled)
    s.set("animation/speed", "slow")
    assert (tmp_path / "s.ini.corrupt").read_bytes() == spoiled
    again = Settings(QSettings(str(path), QSettings.IniFormat))
    assert again.speed == "slow" and not again.problem


def test_comments_and_unknown_settings_survive_a_change(tmp_path):
    text = (
        b"; written by hand\n[animation]\nspeed=fast\nlater=@Variant(\\0\\0\\0\\x7f)\n\n"
        b'[future]\nkey="a, b"\n'
    )
    s, path = open_file(tmp_path, text)
    assert not s.problem  # nothing the app uses is wrong
    s.set("animation/speed", "slow")
    s.set("play/bot_speed", "quick")
    assert (
        path.read_bytes()
        == text.replace(b"speed=fast", b"speed=slow") + b"\n[play]\nbot_speed=quick\n"
    )


def test_a_comment_after_a_value_is_read_as_qsettings_reads_it(tmp_path):
    s, _ = open_file(
        tmp_path, b'[animation]\nspeed=fast ; chosen by hand\n[table]\ncolour="#204060" ; "dark"\n'
    )
    assert (s.speed, s.felt_colour.name(), s.problem) == ("fast", "#204060", "")


def test_what_the_app_writes_qt_reads_the_same(tmp_path):
    """An older version of the app reads the file through QSettings: every value the app
    writes, the layout bytes too, reads back the same there. (Safe to hand to Qt: it
    holds only what the app wrote.)"""
    s, path = open_file(tmp_path, b"")
    s.set_many({key: value for key, value in GOOD_VALUES.items()})
    qt = QSettings(str(path), QSettings.IniFormat)
    for key, value in GOOD_VALUES.items():
        got = qt.value(key)
        if isinstance(value, bytes):
            assert bytes(got.data()) == value
        elif isinstance(value, frozenset):  # a set of names: one text, names by spaces
            assert frozenset(got.split()) == value, key
        else:
            assert got == (str(value).lower() if isinstance(value, bool) else value), key


@FUZZ
@given(
    raw=st.binary(max_size=120), text=st.text(st.characters(exclude_categories=["Cs"]), max_size=40)
)
def test_bytes_and_text_are_escaped_as_qsettings_reads_them(tmp_path_factory, raw, text):
    assert inifile.decode(inifile.encode_bytes(raw)) == raw
    assert inifile.decode(inifile.encode_text(text)) == text
    path = tmp_path_factory.mktemp("escape") / "s.ini"
    path.write_text(
        f"[x]\nraw={inifile.encode_bytes(raw)}\ntext={inifile.encode_text(text)}\n",
        encoding="utf-8",
    )
    ini = inifile.parse(path.read_bytes())  # what the app writes, the app can read
    assert inifile.decode(ini.raw("x/raw")) == raw
    assert inifile.decode(ini.raw("x/text")) == text
    qt = QSettings(str(path), QSettings.IniFormat)
    assert bytes(qt.value("x/raw").data()) == raw
    assert qt.value("x/text") == text


def test_a_file_kept_aside_before_is_never_overwritten(tmp_path):
    (tmp_path / "s.ini.corrupt").write_bytes(b"the first one")
    s, _ = open_file(tmp_path, b"\0")
    assert "kept as s.ini.corrupt-2" in s.problem
    assert (tmp_path / "s.ini.corrupt").read_bytes() == b"the first one"
    assert (tmp_path / "s.ini.corrupt-2").read_bytes() == b"\0"


def test_a_folder_where_the_file_should_be_is_left_alone(tmp_path):
    (tmp_path / "s.ini").mkdir()
    s = Settings(tmp_path / "s.ini")
    assert s.problem == "Your settings could not be read, so the defaults are used this time."
    s.set("animation/speed", "slow")
    assert s.speed == "slow" and (tmp_path / "s.ini").is_dir()


def test_a_write_that_fails_keeps_the_old_file_and_the_new_value_for_the_run(tmp_path, monkeypatch):
    s, path = open_file(tmp_path, GOOD_INI)

    def full_disk(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(settings_module, "write_atomically", full_disk)
    s.set("animation/speed", "slow")
    assert s.speed == "slow"
    assert path.read_bytes() == GOOD_INI


# -- lesson progress: one bad entry costs only itself ---------------------------------------

LESSONS = "braus:ranking brus:free-play brag:tricks"


@pytest.mark.parametrize(
    "stored, kept",
    [
        (LESSONS + " NOT!A:LESSON", LESSONS),  # one malformed entry
        ("../../etc " + LESSONS + " braus:" + "x" * 50, LESSONS),  # before, after, too long
        (LESSONS + " " + CRAFTED.decode(), LESSONS),
        (
            " ".join(f"braus:lesson-{n}" for n in range(260)),  # more than 200
            " ".join(f"braus:lesson-{n}" for n in range(200)),
        ),
        ("Ärlig:sak", ""),  # nothing good in it
        # a comma (issue 44: read as nothing, and all progress lost at the next lesson)
        ("braus:ranking, brus:free-play,brag:tricks,NOT!A:LESSON", LESSONS),
        ("braus:rank,ing brus:free-play brag:tricks", "braus:rank brus:free-play brag:tricks"),
    ],
    ids=[
        "one-malformed",
        "before-and-after",
        "crafted",
        "over-200",
        "none-good",
        "commas",
        "comma-in-a-name",
    ],
)
def test_a_bad_lesson_entry_costs_only_itself_and_the_line_is_kept_aside_before_a_rewrite(
    tmp_path, stored, kept
):
    """One malformed entry (or more than 200) in ``[lessons] finished`` made the app use
    the default, and finishing the next lesson rewrote the line with that lesson alone:
    every earlier lesson was lost. Every good entry is kept, the player is told, and the
    file as it was is kept aside as .corrupt before that line is written again."""
    data = ini_text({"animation/speed": "slow", "lessons/finished": stored})
    s, path = open_file(tmp_path, data)
    assert s.finished_lessons == frozenset(kept.split())
    assert s.speed == "slow"
    assert s.problem == (
        "Part of your settings could not be used, so it is left out of "
        "the lessons you have finished."
    )
    assert path.read_bytes() == data  # reading never writes
    s.set("animation/speed", "fast")  # another line: the lessons line stays as it was
    assert not (tmp_path / "s.ini.corrupt").exists()
    assert "lessons" in path.read_text() and stored in path.read_text()
    before = path.read_bytes()
    s.finish_lesson("brus:sevens")
    assert (tmp_path / "s.ini.corrupt").read_bytes() == before  # kept aside first
    again = Settings(QSettings(str(path), QSettings.IniFormat))
    if len(kept.split()) < 200:
        assert again.finished_lessons == frozenset(kept.split()) | {"brus:sevens"}
    else:  # no room for one more: the new lesson takes the last name's place
        assert len(again.finished_lessons) == 200 and "brus:sevens" in again.finished_lessons
        assert again.finished_lessons < frozenset(kept.split()) | {"brus:sevens"}
    assert again.speed == "fast" and again.problem == ""
    s.finish_lesson("brag:arrange")  # the line is sound now: nothing more kept aside
    assert not (tmp_path / "s.ini.corrupt-2").exists()


def test_good_lesson_names_between_commas_are_all_kept(tmp_path):
    """Another tool may write the list with commas (QSettings reads it as a list): every
    name is kept and nothing is said; it read as no lesson finished (issue 44)."""
    data = ini_text({"lessons/finished": "braus:ranking,brus:free-play, brag:tricks"})
    s, path = open_file(tmp_path, data)
    assert s.finished_lessons == frozenset(LESSONS.split())
    assert s.problem == ""
    s.finish_lesson("brus:sevens")
    again = Settings(QSettings(str(path), QSettings.IniFormat))
    assert again.finished_lessons == frozenset(LESSONS.split()) | {"brus:sevens"}


def test_lesson_progress_is_not_rewritten_if_the_bad_line_cannot_be_kept_aside(
    tmp_path, monkeypatch
):
    data = ini_text({"lessons/finished": LESSONS + " NOT!A:LESSON"})
    s, path = open_file(tmp_path, data)
    monkeypatch.setattr(settings_module, "keep_copy", lambda path, data: None)
    s.finish_lesson("brus:sevens")
    assert s.finished_lessons == frozenset(LESSONS.split()) | {"brus:sevens"}  # this run
    assert path.read_bytes() == data  # never written over
