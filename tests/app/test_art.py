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
