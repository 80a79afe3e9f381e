"""A viewport the app makes (``viewports.known_viewport``, made so that looking at it
does not make PySide build all its classes) is set up as the one Qt makes: the same
name, background, attributes, focus, mouse tracking and cursor, once shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QTableView, QWidget

from braus_desktop.app.viewports import known_viewport


def _looks(widget: QWidget) -> dict:
    return {
        "name": widget.objectName(),
        "role": widget.backgroundRole(),
        "fills": widget.autoFillBackground(),
        "tracks": widget.hasMouseTracking(),
        "focus": widget.focusPolicy(),
        "drops": widget.acceptDrops(),
        "proxy": widget.focusProxy() is not None,
        "cursor": widget.cursor().shape(),
        "attributes": [
            a
            for a in range(Qt.WidgetAttribute.WA_AttributeCount.value)
            if widget.testAttribute(Qt.WidgetAttribute(a))
        ],
    }


@pytest.mark.parametrize("kind", [QGraphicsView, QTableView])
def test_a_known_viewport_is_set_up_as_qts_own(qtbot, kind):
    views = []
    for known in (False, True):
        view = kind()
        qtbot.addWidget(view)
        if known:
            made = known_viewport(view)
            assert view.viewport() is made
        if isinstance(view, QGraphicsView):
            view.setScene(QGraphicsScene(view))
        view.resize(300, 200)
        view.show()
        qtbot.waitExposed(view)
        views.append(view)
    assert _looks(views[1].viewport()) == _looks(views[0].viewport())
    assert views[1].viewport().geometry() == views[0].viewport().geometry()
