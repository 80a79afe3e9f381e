"""The interface's language: Qt translations (``assets/translations/*.ts``) installed on the
application, following the system's language or the player's choice in Settings.

The ``.ts`` sources are in the repository; their compiled ``.qm`` files are built, not
committed. An installed bundle finds them in its compiled resources
(``:/assets/translations/``). A source checkout uses the ``.qm`` beside the ``.ts`` when it
is up to date, else compiles it once with the ``lrelease`` that ships with PySide6 into the
user's cache folder, under a name made from its contents (checkouts share that folder).
English is the source language and needs no file.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QStandardPaths, QTranslator

from ..rules.files import FileRefused, read_regular_file
from ..rules.phrase import QT_TRANSLATE_NOOP
from .art import assets_dir
from .store.files import make_folder

LANGUAGE_CODES = ("en", "sv", "da", "is")
_installed: list[QTranslator] = []
# A catalog is a few hundred kB at most; one far larger is not one of ours.
MAX_CATALOG_BYTES = 16 << 20
# The bytes each installed translator reads its words from: Qt does not copy them.
_catalogs: dict[int, bytes] = {}

# Qt's own words on the dialogs' standard buttons, in the context Qt asks for them. Qt ships
# no Icelandic translation, so they are in our catalog too; where Qt has its own (Swedish,
# Danish) that one is installed after ours and is asked first.
QT_BUTTON_WORDS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
)
# Qt's file dialog (Import and Export game record) in the same way: Qt has no Icelandic
# words for it, and its Swedish and Danish catalogs still lack the labels Qt 6 gave a key
# ("&Look in:", "Files of &type:"), which showed in English beside Danish words.
QT_FILE_DIALOG_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP(
        "QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."
    ),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Type"),  # (Qt asks with a comment; found without)
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)


def resolve(setting: str) -> str:
    """The language to show: the setting, or the system's if it is "system" (English
    when the system's language has no translation)."""
    if setting in LANGUAGE_CODES:
        return setting
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGE_CODES:
            return code
    return "en"


def _lrelease() -> str | None:
    import shutil

    import PySide6

    folder = Path(PySide6.__file__).parent
    for candidate in (
        folder / "lrelease",
        folder / "lrelease.exe",
        shutil.which("pyside6-lrelease") or "",
    ):
        if candidate and Path(candidate).is_file():
            return str(candidate)
    return None


def qm_path(code: str) -> str | None:
    """Where the compiled translation for ``code`` is, building it if need be."""
    resource = f":/assets/translations/braus_desktop_{code}.qm"
    from PySide6.QtCore import QFile

    if QFile.exists(resource):
        return resource
    ts = assets_dir() / "translations" / f"braus_desktop_{code}.ts"
    if not ts.is_file():
        return None
    beside = ts.with_suffix(".qm")
    if beside.is_file() and beside.stat().st_mtime >= ts.stat().st_mtime:
        return str(beside)
    cache = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
        or os.path.join(os.path.expanduser("~"), ".cache", "braus-desktop")
    )
    # named by the catalog's contents: two checkouts (or an older and a newer install)
    # share the cache folder, and each gets its own words, never the other's
    try:
        source = read_regular_file(ts, MAX_CATALOG_BYTES)
    except FileRefused:
        return None
    import hashlib  # (English, the first start's language, needs no catalogue)

    digest = hashlib.sha1(source).hexdigest()[:12]
    target = cache / "translations" / f"braus_desktop_{code}-{digest}.qm"
    if target.is_file():
        return str(target)
    tool = _lrelease()
    if tool is None:
        return None
    import subprocess

    # written aside and renamed: another start compiling it at the same moment never
    # reads half a file
    part = target.with_name(f"{target.name}.{os.getpid()}.part")
    try:
        make_folder(target.parent)
        subprocess.run(
            [tool, "-silent", str(ts), "-qm", str(part)],
            check=True,
            capture_output=True,
            timeout=60,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0)
            if sys.platform == "win32"
            else 0,
        )
        os.replace(part, target)
    except (OSError, subprocess.SubprocessError):
        part.unlink(missing_ok=True)
        return None
    return str(target) if target.is_file() else None


def install(app: QCoreApplication, setting: str = "system") -> str:
    """Install the translators for the chosen language; the language code in use."""
    from .phrases import set_language

    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _catalogs.clear()
    set_language("en")
    code = resolve(setting)
    if code == "en":
        return code
    path = qm_path(code)
    ours = QTranslator(app)
    if path is None or not _load(ours, path):
        return "en"
    app.installTranslator(ours)
    _installed.append(ours)
    set_language(code)
    qt = QTranslator(app)  # Qt's own words: OK, Cancel, Yes ...
    if qt.load(
        QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt)
        _installed.append(qt)
    return code


def _load(translator: QTranslator, path: str) -> bool:
    """Load a catalog into ``translator``: one in the compiled resources by Qt, one on
    disk through the regular-file reader (never a pipe or a device in its place)."""
    if path.startswith(":/"):
        return translator.load(path)
    try:
        data = read_regular_file(path, MAX_CATALOG_BYTES)
    except FileRefused:
        return False
    if not translator.load(data):
        return False
    _catalogs[id(translator)] = data
    return True
