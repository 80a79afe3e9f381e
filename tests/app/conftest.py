"""The app tests share one QApplication: widgets need it, and once a bare QGuiApplication
exists no QApplication can be made, so it is created first, for the whole session."""

import pytest


@pytest.fixture(scope="session", autouse=True)
def _widgets_app(qapp):
    return qapp
