"""The deal editor: every card of the pack given a place by mouse or keyboard alone, the
rules' sentences for a missing, doubled or miscounted card with OK held back, and a match
that starts with exactly the deal set up."""

from PySide6.QtCore import Qt

from braus_desktop.app.dialogs.deal_editor import STOCK_PLACE, DealEditorDialog, start_from_editor
from braus_desktop.rules import make_game
from braus_desktop.rules.cards import card

LEVELS = ["human", "standard", "standard", "standard"]


def editor(qtbot, game_id="braus", **options):
    dialog = DealEditorDialog(
        make_game(game_id, **options), names=["You", "West", "North", "East"][:4]
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_a_missing_card_is_named_and_ok_waits(qtbot):
    d = editor(qtbot)
    d.fill_rest()
    assert d.ok_button.isEnabled() and d.message.text() == ""
    lost = d.hands[1][0]
    d.assign(lost, None)
    assert "West has 8 cards; each hand needs 9." in d.message.text()
    assert f"1 card is in no hand yet: {lost.display}." in d.message.text()
    assert not d.ok_button.isEnabled()
    assert d._buttons[lost].accessibleName() == f"{lost.long_name.capitalize()}, not dealt"


def test_a_doubled_card_and_a_wrong_count_are_refused_with_the_sentence_shown(qtbot):
    d = editor(qtbot)
    d.fill_rest()
    hands = [list(h) for h in d.hands]
    twice = hands[0][0]
    hands[2] = hands[2][:-1] + [twice]
    d.set_deal(hands)
    text = d.message.text()
    assert f"The {twice.display} is dealt twice (You and North): every card is dealt once." in text
    assert not d.ok_button.isEnabled()
    d.clear()
    d.fill_rest()
    hands = [list(h) for h in d.hands]
    hands[0] = hands[0][1:]
    hands[3] = hands[3] + [d.hands[0][0]]
    d.set_deal(hands)
    assert d.message.text().splitlines() == [
        "You have 8 cards; each hand needs 9.",
        "East has 10 cards; each hand needs 9.",
    ]
    assert not d.ok_button.isEnabled()


def test_a_full_deal_starts_a_match_with_exactly_those_hands_and_stock(qtbot, window):
    d = editor(qtbot, "brus")
    mine = [card(t) for t in ("JC", "KH", "8S")]
    for c in mine:
        d.assign(c, 0)
    d.assign(card("7D"), STOCK_PLACE)  # the top of the stock
    d.fill_rest()
    d.dealer_box.setCurrentIndex(2)
    assert d.ok_button.isEnabled(), d.message.text()
    result = d.setup()
    assert result.hands[0] == mine and result.stock[0] == card("7D")
    start_from_editor(window.controller, result)
    state = window.controller.match.deal
    setup = state.setup().to_json()
    assert state.dealer == 2
    assert setup["hands"] == [[c.text for c in h] for h in result.hands]
    assert setup["stock"] == [c.text for c in result.stock]
    assert window.controller.levels == ["human", "standard", "standard", "standard"]


def test_the_whole_pack_can_be_dealt_with_the_keyboard_alone(qtbot, window):
    d = editor(qtbot)
    first = d._buttons[d._order[0]]
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    for row in range(4):
        for col in range(9):
            focused = d.focusWidget()
            qtbot.keyClick(focused, str((row * 9 + col) % 4 + 1))
            qtbot.keyClick(focused, Qt.Key_Right)
        qtbot.keyClick(d.focusWidget(), Qt.Key_Down)
    assert [len(h) for h in d.hands] == [9, 9, 9, 9]
    assert d.ok_button.isEnabled(), d.message.text()
    qtbot.keyClick(d.focusWidget(), Qt.Key_Delete)  # take the focused card back ...
    assert not d.ok_button.isEnabled()
    assert d.place_of(d.focusWidget().card) is None
    qtbot.keyClick(d.focusWidget(), "1")  # ... and give it to you again
    assert d.ok_button.isEnabled()
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.ok_button, Qt.Key_Space)
    start_from_editor(window.controller, d.setup())
    assert window.controller.match.deal.setup().to_json()["hands"] == [
        [c.text for c in h] for h in d.setup().hands
    ]


def test_the_game_menu_opens_the_editor_on_the_current_game(qtbot, window):
    window.controller.new_match("brus-solo", {}, ["human", "standard", "standard"])
    window.deal_editor_action.trigger()
    d = window._deal_editor
    assert d.isVisible() and d.game is window.controller.game
    assert [b.text() for b in d.targets.buttons()][-1] == "&Stock"
    d.reject()
