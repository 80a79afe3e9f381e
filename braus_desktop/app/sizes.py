"""How large the window opens and how large the words beside the table are drawn, for
the screen and the window's size (a 4K screen at 96 dpi showed a third-of-the-screen
window whose menus, score sheet and log stayed at the application's small font)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QWidget

# The side panel's share of the window's width, in percent (260 px of 1280 at first).
SIDE_SHARE = 21
# The window the words beside the table are drawn for at the application's font size.
BASE_WINDOW = (1280, 820)


def first_size(width: int, height: int) -> QSize:
    """The window's size at a first start on a screen with ``width`` x ``height`` free:
    about two thirds of a large screen (on 3840x2160 a 1280x820 window was a third of
    it), 1280x820 on a middling one, nearly all of a small one."""
    return QSize(
        min(max(BASE_WINDOW[0], width * 2 // 3), width * 95 // 100),
        min(max(BASE_WINDOW[1], height * 2 // 3), height * 92 // 100),
    )


def text_scale(width: int, height: int, dpi: float = 96.0) -> float:
    """How much larger than the application's font the menus, buttons, score sheet and
    log are drawn in a window ``width`` x ``height`` (logical pixels): they grow with
    the window, as the table's cards do, from 1 at 1280x820, in steps of an eighth.
    ``dpi`` is the screen's logical dots per inch: at 192 the application's font is
    already twice as many pixels, and the window counts as half as large."""
    grow = min(width / BASE_WINDOW[0], height / BASE_WINDOW[1]) * 96.0 / max(dpi, 1.0)
    return max(1.0, min(3.0, round(grow * 8) / 8))


def scaled_font(scale: float) -> QFont:
    """The application's font ``scale`` times as large."""
    font = QFont(QApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return font


def menu_for(parent: QWidget) -> QMenu:
    """A popup menu of ``parent`` (a right click's), in ``parent``'s words' size: a menu
    is a window of its own and does not take its parent's font, and a score sheet's
    "Review deal" opened at the application's small font on a 4K window."""
    from .roomy import roomy

    menu = QMenu(parent)
    roomy(menu)
    menu.setFont(parent.font())
    return menu


def window_text_scale(window: QWidget) -> float:
    """``text_scale`` of ``window``'s size on its screen."""
    screen = window.screen()
    dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
    return text_scale(window.width(), window.height(), dpi)


class WordsFollowWindow(QObject):
    """Keeps the words beside a window's table (its menus and the widgets ``parts``
    names, with everything in them) at ``window_text_scale`` of the window: on a 4K
    screen a maximised window's menus, buttons, score sheet and log stayed at the
    application's small font.

    Only the window's own size decides the scale, never its parts' sizes, and a new
    font is set once the resizing is over (a coalesced single shot) and only when the
    scale in eighths changes: larger words make the panels' minimum sizes larger, and a
    window that grows for them must not be rescaled from inside its own resize."""

    def __init__(self, window: QWidget, parts: Callable[[], list[QWidget]]) -> None:
        super().__init__(window)
        self.window = window
        self.parts = parts
        self.followers: list[QWidget] = []  # parts made later (``follow``)
        self.scale = 1.0  # the scale the words are drawn at now
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.apply)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.ScreenChangeInternal,
        ):
            self._timer.start()  # (restarted by every resize of a drag: applied once)
        return False

    def follow(self, widget: QWidget) -> None:
        """Keeps ``widget`` (made after the window, e.g. the lesson's panel above the
        table) at the window's scale too, from now on."""
        self.followers.append(widget)
        widget.destroyed.connect(
            lambda: self.followers.remove(widget) if widget in self.followers else None
        )
        self.dress(self.widgets([widget]), scaled_font(self.scale))

    def dress(self, widgets: list[QWidget], font: QFont) -> None:
        """Gives ``widgets`` ``font``, and their push buttons and menus room to match it."""
        from .roomy import roomy  # (a window whose words keep their size needs no style)

        for widget in widgets:
            if isinstance(widget, (QPushButton, QMenu)):
                roomy(widget)
            widget.setFont(font)

    def apply(self) -> None:
        """Draws the words at the window's scale, if that changed."""
        scale = window_text_scale(self.window)
        if scale == self.scale:
            return
        self.scale = scale
        self.dress(self.widgets(), scaled_font(scale))
        # laid out for the new words now, not at the next turn of the event loop: until
        # then the menu bar kept its old height, showed its overflow button over the
        # menus that no longer fitted it, and a click on that button opened a popup
        # (the status bar, the score sheet ... first: their own layouts give their heights)
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout = self.window.layout()
        if layout is not None:
            layout.activate()

    def widgets(self, parts: list[QWidget] | None = None) -> list[QWidget]:
        """The widgets given the scaled font: the parts (and those it ``follow``s); the
        window's menus, which are windows of their own and do not take the menu bar's
        font; the parts' children that a style sheet keeps from taking their parent's
        font; and the parts' push buttons (whose room grows with their words)."""
        out: list[QWidget] = []
        for part in self.parts() + self.followers if parts is None else parts:
            out.append(part)
            if part.styleSheet():
                out += part.findChildren(QWidget)
            out += part.findChildren(QMenu)
            out += part.findChildren(QPushButton)
        return list(dict.fromkeys(out))
