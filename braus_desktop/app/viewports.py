"""Scroll areas' viewports made by the app rather than by Qt, so PySide knows them.

The first time PySide is handed a widget Qt made for itself (a scroll area's viewport)
or a plain ``QObject`` still being built, it builds every one of its classes it has not
built yet, with their enums: 10 to 30 ms on a cold start, before the table's first frame
(``TableView.viewport()``) or the deal's (the score sheet's). A viewport made here is set
up as the one Qt makes (``test_viewports`` compares them), and costs nothing to look at.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QGraphicsView, QWidget


def known_viewport(area: QAbstractScrollArea) -> QWidget:
    """Gives ``area`` (a graphics view or an item view, freshly made) a viewport made
    here in place of its own; returns it."""
    viewport = QWidget()
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    if isinstance(area, QGraphicsView):
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
    else:
        assert isinstance(area, QAbstractItemView), area
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setAutoFillBackground(True)
    area.setViewport(viewport)
    return viewport
