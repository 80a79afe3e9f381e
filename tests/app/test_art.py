"""The card art loader: every card of every game renders, named variants by game."""

import pytest
from PySide6.QtGui import QGuiApplication

from braus_desktop.app.art import CardArt
from braus_desktop.rules.cards import Card, card


@pytest.fixture(scope="module", autouse=True)
def app():
    return QGuiApplication.instance() or QGuiApplication([])


def test_every_card_has_a_face_and_the_back_renders():
    art = CardArt("classic", "gotland")
    for c in Card.all():
        assert art.face(c).isValid()
    pm = art.pixmap(None, 90, 2.0)
    assert pm.width() == 180 and pm.devicePixelRatio() == 2.0
    assert not pm.toImage().pixelColor(90, 126).alpha() == 0


def test_named_cards_follow_the_game():
    art = CardArt("four-colour")
    assert art.face_file(card("JC"), "braus").endswith("JC-braus.svg")
    assert art.face_file(card("JC"), "brus-solo").endswith("JC-brus.svg")
    assert art.face_file(card("8S"), "brus-iceland").endswith("8S-iceland.svg")
    assert art.face_file(card("JC"), "brus-iceland").endswith("four-colour/JC.svg")
    assert art.face_file(card("AS"), "braus").endswith("four-colour/AS.svg")
    assert art.face_file(card("JC"), "brag").endswith("four-colour/JC.svg")


def test_bad_style_or_back_is_refused():
    with pytest.raises(ValueError, match="style"):
        CardArt("neon")
    with pytest.raises(ValueError, match="back"):
        CardArt(back="plaid")


def index_corner(image) -> tuple[float, float]:
    """The right edge of a face's rank and the bottom of the suit under it (its index,
    in the top left corner), as shares of the card's width and height: measured along
    the rank's rows, and down the middle of the rank (clear of an ace's ornament)."""
    w, h = image.width(), image.height()
    margin = round(w * 0.045)  # the card's edge

    def ink(x: int, y: int) -> bool:
        c = image.pixelColor(x, y)
        return c.alpha() > 200 and min(c.red(), c.green(), c.blue()) < 120

    cols = [any(ink(x, y) for y in range(margin, round(h * 0.2))) for x in range(margin, w // 2)]
    first = cols.index(True)
    right = next(x for x in range(first, len(cols) - 2) if not any(cols[x : x + 2]))
    third = (right - first) // 3
    rows = [
        any(ink(x, y) for x in range(margin + first + third, margin + right - third))
        for y in range(margin, h // 2)
    ]
    top = rows.index(True)
    gap = round(h * 0.04)  # (between the rank and the suit)
    bottom = next(y for y in range(top, len(rows) - gap) if not any(rows[y : y + gap]))
    return (margin + right) / w, (margin + bottom) / h


@pytest.mark.parametrize("style", ["classic", "four-colour", "high-contrast"])
def test_the_index_corner_holds_every_faces_index(style):
    """A style's index corner (``INDEX_CORNER``) is what the review shows of each card in
    an open hand: every face's index lies inside it."""
    art = CardArt(style)
    measured = 0
    for c in Card.all():
        if c.joker:  # (no game here deals them)
            continue
        try:
            right, bottom = index_corner(art.pixmap(c, 250).toImage())
        except StopIteration:  # a court card whose picture's frame touches its index
            assert c.rank in (11, 12, 13), (style, c)
            continue
        measured += 1
        assert right <= art.index[0] and bottom <= art.index[1], (style, c, right, bottom)
    assert measured >= 40
