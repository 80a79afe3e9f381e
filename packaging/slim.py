"""What a Bräus Desktop bundle leaves out, shared by the spec and the size benchmark.

PyInstaller's Qt hooks collect every plugin and translation of the Qt modules a program
imports, and every library those plugins need. The app uses QtCore, QtGui, QtWidgets and
QtSvg; it draws with the raster engine on X11, Wayland, Windows or macOS and never opens a
network connection. ``slim(analysis)`` drops the rest from an Analysis, in place, so that
``benchmarks/bundle_speed.py`` can build a bare PySide6 window exactly the same way.
"""

from __future__ import annotations

import os
import sys

# Python modules never imported by the app (nor by a bare window): Qt modules it does not
# use, and standard-library modules that would only add weight (ssl: no network).
EXCLUDES = [
    *(f"PySide6.{m}" for m in (
        "QtNetwork", "QtDBus", "QtOpenGL", "QtOpenGLWidgets", "QtQml", "QtQuick",
        "QtQuickWidgets", "QtQuickControls2", "QtPrintSupport", "QtSql", "QtTest", "QtXml",
        "QtConcurrent", "QtHelp", "QtUiTools", "QtDesigner", "QtSvgWidgets", "QtMultimedia",
        "QtWebEngineCore", "QtWebEngineWidgets", "QtCharts", "QtDataVisualization",
        "Qt3DCore", "QtBluetooth", "QtPositioning", "QtSerialPort", "QtStateMachine")),
    "tkinter", "unittest", "pydoc", "pydoc_data", "doctest", "ssl", "_ssl",
]

# Plugins kept, by folder and name (without "lib" and the extension; "*": the whole
# folder): the window's platforms (offscreen for CI's smoke test), the SVG icon engine and
# image format, input methods; every other plugin folder is dropped.
KEEP_PLUGINS = {
    "platforms": {"qxcb", "qwayland", "qwayland-generic", "qwayland-egl", "qoffscreen",
                  "qminimal", "qwindows", "qcocoa"},
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},
    "iconengines": {"qsvgicon"},
    "imageformats": {"qsvg"},
    "platformthemes": {"qxdgdesktopportal"},  # not gtk3: it drags in GTK, Cairo, Pango
    "xcbglintegrations": {"*"},
    "styles": {"*"},
    "wayland-decoration-client": {"*"},
    "wayland-graphics-integration-client": {"*"},
    "wayland-shell-integration": {"*"},
}
# Qt's own translations kept: the languages the app speaks.
KEEP_QT_TRANSLATIONS = ("en", "sv", "da", "is")


def _keep(dest: str) -> bool:
    parts = dest.replace("\\", "/").split("/")
    if "plugins" in parts[:-1]:
        folder = parts[parts.index("plugins") + 1]
        if folder not in KEEP_PLUGINS:
            return False
        stem = parts[-1].split(".")[0]
        stem = stem[3:] if stem.startswith("lib") else stem
        return bool({"*", stem} & KEEP_PLUGINS[folder])
    if "translations" in parts[:-1] and parts[-1].endswith(".qm") and "PySide6" in parts:
        stem = parts[-1][:-3]
        return stem.startswith(("qt_", "qtbase_")) and stem.split("_", 1)[1] in KEEP_QT_TRANSLATIONS
    return True


def _is_library(dest: str) -> bool:
    """A shared library kept only when something needs it (not a plugin, not a Python
    extension module, not Python itself)."""
    name = os.path.basename(dest)
    return (".so" in name and "/plugins/" not in dest.replace("\\", "/")
            and not name.endswith(".abi3.so") and ".cpython-" not in name
            and not name.startswith("libpython"))


def _needed_closure(binaries) -> set[str]:
    """Basenames of the libraries reachable from the extension modules, plugins and
    Python itself (Linux: by their DT_NEEDED entries)."""
    from PyInstaller.depend.bindepend import get_imports
    by_name = {os.path.basename(dest): src for dest, src, _kind in binaries}
    todo = [src for dest, src, _kind in binaries if not _is_library(dest)]
    seen: set[str] = set()
    while todo:
        for name, _path in get_imports(todo.pop()):
            base = os.path.basename(name)
            if base in by_name and base not in seen:
                seen.add(base)
                todo.append(by_name[base])
    return seen


def slim(analysis) -> None:
    """Drop unused plugins and Qt translations from an Analysis, and on Linux the
    libraries only they needed (elsewhere the module excludes keep them out)."""
    analysis.binaries[:] = [e for e in analysis.binaries if _keep(e[0])]
    analysis.datas[:] = [e for e in analysis.datas if _keep(e[0])]
    if sys.platform.startswith("linux"):
        needed = _needed_closure(analysis.binaries)
        analysis.binaries[:] = [e for e in analysis.binaries
                                if not _is_library(e[0]) or os.path.basename(e[0]) in needed]
    # symbolic links (PyInstaller's shortcuts to libraries) whose target is gone
    kept = {os.path.normpath(e[0]) for e in analysis.binaries + analysis.datas
            if e[2] != "SYMLINK"}
    for toc in (analysis.binaries, analysis.datas):
        toc[:] = [e for e in toc if e[2] != "SYMLINK" or
                  os.path.normpath(os.path.join(os.path.dirname(e[0]), e[1])) in kept]
