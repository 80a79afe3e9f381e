"""Dialogs opened over the main window at the scale of the words beside its table: on a
4K window the side panel's words grew with the window while the arranger, Statistics,
New game, Puzzles, the rules and the review opened at the application's small font and
their first size (the arranger's 13 cards at 1080p size in the middle of the window).

One watcher for every dialog, none of them changed for it: a dialog made with the
window (or one of its dialogs) as its parent gets the scaled font while it is being
made, so the fonts it derives from its own (small print, bold titles) and the sizes it
measures from its words are the scaled ones; when it is first shown, a dialog that set
its own size (``resize`` in its constructor) is made that many times larger, as far as
the screen (or the window, if larger) has room, and centred over the window again. A
dialog that sizes itself for the screen says so with ``SIZED_FOR_SCREEN``. At the scale
1 (a 1280x820 window, or smaller) nothing is changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QChildEvent, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontInfo, QKeyEvent
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QVBoxLayout, QWidget

from .sizes import scaled_font

# The property a dialog sets (True) when it sizes itself for the screen it opens on: its
# size is left as it is (its words still follow the window).
SIZED_FOR_SCREEN = "sized_for_screen"
_SCALE = "dialog_scale"  # the scale a dialog's words were last given
_FIRST = "dialog_first_shown"  # not shown yet: its own size grows by its scale then
_KINDS = (Qt.WindowType.Dialog, Qt.WindowType.Window)  # not menus, tooltips or popups
_Made = TypeVar("_Made", bound=QObject)


def adopt(window: QObject, child: _Made) -> _Made:
    """Gives ``child``, a ``QObject`` (not a widget) made without a parent, to ``window``
    (returned): what to do rather than make it with ``window`` for its parent. Made so,
    it reaches the watcher below while still being built, before PySide knows its Python
    object, and the first such ``QObject`` makes PySide build every class it has not
    built yet, with their enums: 15 to 30 ms, which held up the deal on a cold start."""
    child.setParent(window)
    return child


def take_parents_font(root: QWidget) -> None:
    """Gives the widgets in ``root`` that have no font of their own their parent's: a
    widget under a style sheet does not take its parent's font (the new-game dialog's
    words, the rules' pages stayed small at 4K), nor does one made after the dialog was
    shown (New game's players, made again for another game). Parents first."""
    for widget in root.findChildren(QWidget):
        parent = widget.parentWidget()
        if (
            widget.isWindow()
            or parent is None
            or widget.testAttribute(Qt.WidgetAttribute.WA_SetFont)
        ):
            continue
        if QFontInfo(widget.font()).pixelSize() != QFontInfo(parent.font()).pixelSize():
            widget.setFont(parent.font())


class DialogsFollowWindow(QObject):
    """Gives the dialogs made over ``window`` the scale ``scale()`` says its words are
    drawn at now (``sizes.WordsFollowWindow.scale``)."""

    def __init__(
        self,
        window: QWidget,
        scale: Callable[[], float],
        dress: Callable[[list[QWidget], QFont], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.scale = scale
        # gives buttons a font and room around their words to match it
        # (``WordsFollowWindow.dress``, as the action bar's buttons get)
        self.dress = dress
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildAdded and isinstance(event, QChildEvent):
            child = event.child()
            if isinstance(child, QWidget) and child.isWindow() and child.windowType() in _KINDS:
                self._made(child)
        elif (
            kind == QEvent.Type.Show
            and watched is not self.window
            and isinstance(watched, QWidget)
            and watched.property(_SCALE) is not None
        ):
            self._shown(watched)
        return False

    def _made(self, dialog: QWidget) -> None:
        """A dialog is being made (its constructor has only just begun)."""
        scale = self.scale()
        if scale > 1:
            dialog.setFont(scaled_font(scale))
        dialog.setProperty(_SCALE, scale)
        dialog.setProperty(_FIRST, True)
        dialog.installEventFilter(self)  # its showings, and the dialogs it opens

    def _shown(self, dialog: QWidget) -> None:
        was, now = float(dialog.property(_SCALE)), self.scale()
        words = QFontInfo(dialog.font()).pixelSize()
        # the buttons in the dialog's words (as they were): see below
        buttons = [
            b for b in dialog.findChildren(QPushButton) if QFontInfo(b.font()).pixelSize() == words
        ]
        if dialog.property(_FIRST):
            dialog.setProperty(_FIRST, False)
            grow = was
        elif now != was:  # kept from an earlier opening, before the window grew or shrank
            dialog.setFont(scaled_font(now))
            dialog.setProperty(_SCALE, now)
            grow = now / was
        else:
            return
        if grow == 1:
            return
        take_parents_font(dialog)
        # the buttons in the dialog's words: room around them to match them, as the action
        # bar's buttons have (they were cramped)
        words = QFontInfo(dialog.font()).pixelSize()
        self.dress(
            list(
                dict.fromkeys(
                    buttons
                    + [
                        b
                        for b in dialog.findChildren(QPushButton)
                        if QFontInfo(b.font()).pixelSize() == words
                    ]
                )
            ),
            dialog.font(),
        )
        layout = dialog.layout()
        if layout is not None:
            layout.activate()
        # (a dialog that set no size of its own has been fitted to its scaled words)
        if not dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) or dialog.property(
            SIZED_FOR_SCREEN
        ):
            return
        screen = dialog.screen()
        room = screen.availableGeometry() if screen is not None else QRect()
        # (as a first window's size: room left for the frame and the task bar)
        bound = QSize(room.width() * 95 // 100, room.height() * 92 // 100).expandedTo(
            self.window.size()
        )
        size = (
            QSize(round(dialog.width() * grow), round(dialog.height() * grow))
            .boundedTo(bound)
            .expandedTo(dialog.minimumSizeHint())
        )
        dialog.resize(size)
        frame = QRect(dialog.geometry().topLeft(), size)
        frame.moveCenter(self.window.geometry().center())
        if room.isValid() and room.contains(self.window.geometry().center()):
            frame.moveLeft(max(room.left(), min(frame.left(), room.right() - size.width())))
            frame.moveTop(max(room.top(), min(frame.top(), room.bottom() - size.height())))
        dialog.move(frame.topLeft())


def screen_room(dialog: QWidget) -> QSize | None:
    """The room a dialog has on the screen it opens on, its frame and title left out (as
    a first window's size); None when it is on no screen."""
    screen = dialog.screen()
    if screen is None:
        return None
    room = screen.availableGeometry()
    return QSize(room.width() * 95 // 100, room.height() * 92 // 100)


def too_wide(dialog: QWidget) -> bool:
    """Whether ``dialog``'s layout needs more width than its screen has."""
    layout, bound = dialog.layout(), screen_room(dialog)
    if layout is None or bound is None:
        return False
    layout.activate()
    return dialog.minimumSizeHint().width() > bound.width()


class CrampedScroll(QScrollArea):
    """A dialog's contents scrolled: the keys its controls leave go on to the dialog, as
    they did before (the review's Left and Right step the replay from a key moment's
    line; the scroll area took them to scroll sideways)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()


def scroll_when_cramped(dialog: QWidget) -> QScrollArea | None:
    """Puts ``dialog``'s contents in a scroll area when its layout needs more room than the
    screen it opens on has (at twice the text size the review needed 1345x778 on a
    1024x768 screen, and ran off it, its Close button with it): every word whole, the rest
    scrolled to. The scroll area, or None when the dialog fits."""
    layout = dialog.layout()
    bound = screen_room(dialog)
    if layout is None or bound is None:
        return None
    layout.activate()
    need = dialog.minimumSizeHint()
    if need.width() <= bound.width() and need.height() <= bound.height():
        return None
    body = QWidget()
    body.setObjectName("cramped")
    body.setLayout(layout)  # (Qt takes the layout from the dialog)
    scroll = CrampedScroll()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(body)
    # (no stop of its own on the way round with Tab: the focus moving to a control in it
    # scrolls it there)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(scroll)
    dialog.setMinimumSize(0, 0)
    dialog.resize(dialog.size().boundedTo(bound))
    return scroll
