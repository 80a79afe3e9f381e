"""WCAG 2's contrast between a text colour and what it stands on, and a colour moved
until it reads (issue 47): the table's coloured words stay its side's hue on any felt."""

from __future__ import annotations

from PySide6.QtGui import QColor

READABLE = 4.5  # WCAG 2 AA for ordinary text (3.0 for large text)


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an opaque colour, 0 (black) to 1 (white)."""

    def channel(v: int) -> float:  # (of the 8 bits a channel is painted with)
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.red())
        + 0.7152 * channel(colour.green())
        + 0.0722 * channel(colour.blue())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two opaque colours, 1 to 21."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable_on(colour: QColor, ground: QColor, ratio: float = READABLE) -> QColor:
    """``colour``, mixed a step at a time towards white on a dark ground (black on a
    light one) until it has ``ratio`` against ``ground``: the nearest shade that reads."""
    end = QColor("#ffffff") if luminance(ground) < 0.18 else QColor("#000000")
    for step in range(21):
        t = step / 20
        mixed = QColor(
            round(colour.red() + (end.red() - colour.red()) * t),
            round(colour.green() + (end.green() - colour.green()) * t),
            round(colour.blue() + (end.blue() - colour.blue()) * t),
        )
        if contrast_ratio(mixed, ground) >= ratio:
            return mixed
    return end


def felt_lightest(felt: QColor) -> QColor:
    """The lightest shade of the table's felt, its middle (``view.felt_pixmap``): where
    light words on it read worst. (It was 135% light: the stock's count read at 3.6:1
    on the default green; at 115% it reads at 4.7:1.)"""
    return felt.lighter(115)
