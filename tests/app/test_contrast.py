"""Every text colour the app paints reads against what it stands on (issue 47): WCAG 2's
contrast ratio (relative luminance, computed here on its own) of at least 4.5:1, for the
table's words over the felt of both table colours the app offers (the default green and
the dark one that comes with high-contrast faces) at the felt's lightest shade, the
words on the seats' plates, banners and the review panel, each side's trick count by
its won pile, and the card faces' corner indices and name ribbons in every face style."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from braus_desktop.app.contrast import felt_lightest
from braus_desktop.app.settings import DEFAULT_FELT, HIGH_CONTRAST_FELT
from braus_desktop.app.sides import SIDE_COLOURS
from braus_desktop.app.table import items, review
from braus_desktop.app.table.marks import pile_ink

AA = 4.5
FELTS = [DEFAULT_FELT, HIGH_CONTRAST_FELT]


def luminance(colour) -> float:
    c = QColor(colour)

    def lin(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.red()) + 0.7152 * lin(c.green()) + 0.0722 * lin(c.blue())


def ratio(text, ground) -> float:
    a, b = sorted((luminance(text), luminance(ground)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def over(rgba: tuple, ground) -> QColor:
    """A translucent fill (r, g, b, alpha) as it shows over ``ground``."""
    *top, alpha = rgba
    g, k = QColor(ground), alpha / 255
    return QColor(
        *(round(t * k + b * (1 - k)) for t, b in zip(top, (g.red(), g.green(), g.blue())))
    )


def test_the_formula_is_wcags():
    assert ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


def shades(felt: str) -> list[QColor]:
    """The felt as painted: its middle (lightest), its colour, its edge (darkest)."""
    return [felt_lightest(QColor(felt)), QColor(felt), QColor(felt).darker(190)]


@pytest.mark.parametrize("felt", FELTS)
def test_the_tables_words_read_on_the_felt(felt):
    failing = []
    for ground in shades(felt):
        pairs = {
            "stock and cut counts": (items.LIGHT_INK, ground),
            "seat name": (items.LIGHT_INK, over(items.PLATE, ground)),
            "seat detail": (items.DETAIL_INK, over(items.PLATE, ground)),
            "thinking": (items.THINKING_INK, over(items.PLATE, ground)),
            "banner": (items.DARK_INK, over(items.BANNER, ground)),
            "bubble": (items.DARK_INK, over(items.BUBBLE, ground)),
            "dealer chip": (items.DEALER_INK, items.DEALER_CHIP),
            "review panel": (items.DARK_INK, over(review.PANEL, ground)),
            "review's winning card": (review.WON_INK, over(review.PANEL, ground)),
        }
        for side in range(len(SIDE_COLOURS)):
            pairs[f"side {side}'s trick count"] = (pile_ink(side, QColor(felt)), ground)
        failing += [
            f"{what} on {QColor(ground).name()}: {ratio(*pair):.2f}"
            for what, pair in pairs.items()
            if ratio(*pair) < AA
        ]
    assert failing == []


@pytest.mark.parametrize("felt", ["#1f6b3a", "#7a1f1f", "#23307a", "#444444", "#0b2016"])
def test_trick_counts_keep_their_hue_and_read_on_a_chosen_dark_felt(felt):
    """The player picks any table colour: the trick counts are moved until they read."""
    for side in range(len(SIDE_COLOURS)):
        ink = pile_ink(side, QColor(felt))
        assert ratio(ink, felt_lightest(QColor(felt))) >= AA
        assert (
            ink.hslHue() == pytest.approx(QColor(SIDE_COLOURS[side][1]).hslHue(), abs=8)
            or ink.hslSaturation() < 40
        )  # (mixed nearly white: it reads, hue or not)


def make_cards():
    path = Path(__file__).resolve().parents[2] / "assets" / "make_cards.py"
    spec = importlib.util.spec_from_file_location("make_cards", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("style", ["classic", "four-colour", "high-contrast"])
def test_the_card_faces_words_read(style):
    cards = make_cards()
    look = cards.look(style)
    for suit, colour in look["colour"].items():  # the corner index, in the suit's colour
        assert ratio(colour, look["face"]) >= AA, (suit, colour)
    assert ratio(look["ink"], look["ribbon"]) >= AA  # a named card's ribbon
