"""How large the window opens and how large the words beside the table are drawn, for
the screen and the window's size (a 4K screen at 96 dpi showed a third-of-the-screen
window whose menus, score sheet and log stayed at the application's small font)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

# The side panel's share of the window's width, in percent (260 px of 1280 at first).
SIDE_SHARE = 21
# The window the words beside the table are drawn for at the application's font size.
BASE_WINDOW = (1280, 820)


def first_size(width: int, height: int) -> QSize:
    """The window's size at a first start on a screen with ``width`` x ``height`` free:
    about two thirds of a large screen (on 3840x2160 a 1280x820 window was a third of
    it), 1280x820 on a middling one, nearly all of a small one."""
    return QSize(min(max(BASE_WINDOW[0], width * 2 // 3), width * 95 // 100),
                 min(max(BASE_WINDOW[1], height * 2 // 3), height * 92 // 100))


def text_scale(width: int, height: int) -> float:
    """How much larger than the application's font the menus, buttons, score sheet and
    log are drawn in a window ``width`` x ``height`` (logical pixels): they grow with
    the window, as the table's cards do, from 1 at 1280x820, in steps of an eighth."""
    grow = min(width / BASE_WINDOW[0], height / BASE_WINDOW[1])
    return max(1.0, min(3.0, round(grow * 8) / 8))


def scaled_font(scale: float) -> QFont:
    """The application's font ``scale`` times as large."""
    font = QFont(QApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return font
