"""Work around a reference-counting fault of PySide6 builds made for Python 3.12+, and
spare the start PySide's reading of every module's source (``spare_feature_scan``).

Since Python 3.12, None, True and False are immortal, and some PySide6 releases (seen
with 6.12 on Python 3.11) no longer take a reference before returning them: every call
of a void Qt method (``setPos``, ``update`` ...) and every None returned from a Python
``data()`` override loses one reference to None, and signal emission loses references
to True/False. After some thousands of calls the interpreter aborts with "deallocating
None". Where that happens we make the three singletons immortal the way Python 3.12
does, by giving them a reference count no program can use up. On a correct build this
module does nothing.
"""

from __future__ import annotations

import os
import sys

_IMMORTAL = 1 << 40
_SPARED = False  # the app's modules are in PySide's table of features (once is enough)


def _loses_references() -> bool:
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(64):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 32


def ensure_immortal_singletons() -> bool:
    """Apply the workaround if this PySide6 build needs it; True if it was applied."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not _loses_references():
        return False
    import ctypes  # only on a faulty build

    for obj in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))
        if refcnt.value < _IMMORTAL:
            refcnt.value += _IMMORTAL
    return True


def spare_feature_scan() -> int:
    """Enter this app's modules in PySide's table of ``__feature__`` selections before
    they are imported; returns how many were entered (0 if this PySide keeps no table).

    PySide looks at every module imported after it, reading its whole source
    (``inspect.getsource``) to see whether it names PySide6, and keeps the module's
    selection of its optional features (``from __feature__ import snake_case``) in that
    table: 0 for the default, nothing switched on; -1 for a module it may ignore. This app
    switches on no feature anywhere, so each of its modules is entered with 0, the default,
    and PySide reads none of them, nor the modules loaded before it (entered as what it
    would find: they name no PySide): 16 to 19 ms of a quiet machine's cold start, over
    90 modules (60 to 140 ms on a busy one)."""
    from PySide6 import QtCore  # noqa: F401  (PySide's import hook and its table with it)

    # (called here if the check above loaded PySide, else by the window's start,
    # app/main.py: the command line's tool, which reads the statistics without Qt, never
    # loads it for this)
    global _SPARED
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(table, dict) or _SPARED:
        return 0
    _SPARED = True
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    top = os.path.basename(package)
    entered = 0
    for folder, subfolders, files in os.walk(package):
        subfolders[:] = [d for d in subfolders if d.isidentifier()]  # (not __pycache__)
        prefix = ".".join(
            [top, *os.path.relpath(folder, package).split(os.sep)] if folder != package else [top]
        )
        for name in files:
            stem, ext = os.path.splitext(name)
            if ext != ".py" or not stem.isidentifier():
                continue
            module = prefix if stem == "__init__" else f"{prefix}.{stem}"
            if module not in table:
                table[module] = 0
                entered += 1
    # Modules loaded before PySide (the standard library's, mostly) were never looked at,
    # and the standard library's loaded later (``signal``, ``dataclasses``, ``json``...)
    # would be read whole: what it would find in each is that it names no PySide, so it
    # may be ignored (-1).
    for module in [*sys.modules, *sys.stdlib_module_names]:
        if module not in table and not module.startswith(("PySide6", "shiboken")):
            table[module] = -1
            entered += 1
    return entered


APPLIED = ensure_immortal_singletons()
if "PySide6.QtCore" in sys.modules:  # (loaded by the check above: before 3.12)
    spare_feature_scan()
