"""Cards: canonical text, parsing, display, packs (docs/rulings.md §0)."""

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from braus_desktop.rules.cards import Card, card, cards, full_pack, pack
from braus_desktop.rules.phrase import quoted


def test_canonical_text_round_trips_for_every_card():
    for c in Card.all():
        assert Card.parse(str(c)) is c
    assert [str(c) for c in cards("JC 10H 8S X1")] == ["JC", "10H", "8S", "X1"]


def test_ten_may_be_written_T():
    assert card("TH") is card("10H") and str(card("TH")) == "10H"


@pytest.mark.parametrize("bad", ["", "1C", "11H", "JX", "X4", "X0", "10", "AS AS", "ace", None, 5])
def test_anything_else_raises_quoting_the_text(bad):
    with pytest.raises(ValueError) as info:
        Card.parse(bad)
    assert repr(bad).strip("'") in str(info.value) or str(bad) in str(info.value)


@given(st.text(max_size=6))
def test_parse_never_crashes(text):
    try:
        c = Card.parse(text)
    except ValueError as exc:
        # the text is named, with anything unprintable written as an escape
        assert quoted(text) in str(exc) and str(exc).isprintable()
    else:
        assert Card.parse(c.text) is c


def test_display_and_names():
    assert card("JC").display == "J♣" and card("10H").display == "10♥"
    assert card("X2").display == "Joker" and card("QD").long_name == "queen of diamonds"


def test_cards_are_interned_immutable_and_pickle_to_themselves():
    c = card("KH")
    assert pickle.loads(pickle.dumps(c)) is c
    with pytest.raises(AttributeError):
        c.rank = 3


def test_packs():
    assert len(full_pack()) == 52 and len(full_pack(3)) == 55
    assert len(pack(range(6, 15))) == 36
    assert len({c.index for c in Card.all()}) == 55
