"""The style that gives push buttons and menu items room for larger words (``sizes``'
words that follow the window), and ``font_scale``, how much larger a widget's words are,
which it and the dialogs that grow with their words measure by. Loaded by the first widget
given the style: a window whose words keep the application's size (and so its first frame)
needs no style of its own."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)


class RoomyStyle(QProxyStyle):
    """A style whose push buttons' and menu items' room around their words grows with
    their words: at a 4K window's larger words the style's few pixels of padding left
    Play, Pass and Next deal cramped, and a menu item's words were cut in the middle
    ("Revie…al 1…": the style's menu keeps less room beside larger words than it
    measures; its items' heights follow their words already). A button or item is the style's own for words as many times smaller as
    its font is larger than the application's, made that many times larger, so one with
    the application's font is as the style draws it."""

    KINDS = (QStyle.ContentsType.CT_PushButton, QStyle.ContentsType.CT_MenuItem)

    def __init__(self) -> None:
        # (a style of the application's kind: the proxy owns it)
        super().__init__(QStyleFactory.create(QApplication.style().name()))

    def sizeFromContents(
        self,
        kind: QStyle.ContentsType,
        option: QStyleOption,
        contents: QSize,
        widget: QWidget | None = None,
    ) -> QSize:
        base = self.baseStyle()
        size = base.sizeFromContents(kind, option, contents, widget)
        if kind not in self.KINDS or widget is None:
            return size
        grow = font_scale(widget)
        if grow <= 1:
            return size
        small = base.sizeFromContents(
            kind,
            option,
            QSize(round(contents.width() / grow), round(contents.height() / grow)),
            widget,
        )
        if kind == QStyle.ContentsType.CT_MenuItem:  # (its height is the words' already)
            return size.expandedTo(QSize(round(small.width() * grow), 0))
        return size.expandedTo(QSize(round(small.width() * grow), round(small.height() * grow)))


_roomy: list[RoomyStyle] = []  # the one RoomyStyle, made with the first widget given it


def roomy(widget: QWidget) -> None:
    """Gives ``widget`` (a push button or a menu) the ``RoomyStyle``, once."""
    if widget.property("roomy"):
        return
    if not _roomy:
        style = RoomyStyle()
        style.setParent(QApplication.instance())
        _roomy.append(style)
    widget.setProperty("roomy", True)
    widget.setStyle(_roomy[0])


def font_scale(widget: QWidget) -> float:
    """How many times the application's font ``widget``'s font is."""
    base = QFontInfo(QApplication.font()).pixelSize()
    return QFontInfo(widget.font()).pixelSize() / base if base > 0 else 1.0
