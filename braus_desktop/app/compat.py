"""Work around a reference-counting fault of PySide6 builds made for Python 3.12+.

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

import sys

_IMMORTAL = 1 << 40


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


APPLIED = ensure_immortal_singletons()
