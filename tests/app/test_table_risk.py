"""What the table shows is what Play does (issue 21, items 2 and 4): a hint's risk ticks
the Risk box; the box, however it came to be ticked, is what Play plays; the question
before a risk words it by the game's rules and is not asked about a risk the player
ticked themselves."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from braus_desktop.rules import Cut, Play
from braus_desktop.rules.cards import Card

WAIT = 60_000


def click_card(qtbot, window, card) -> None:
    view = window.table
    item = view.item_for(card)
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=point)


def hinted_risk(qtbot, window, game_id, n_players, seed):
    """A practice deal at the player's first turn with a hint that risks (the issue's
    Solo Brus K♥ K♦ on seed 19)."""
    c = window.controller
    c.new_match(
        game_id, {}, ["human"] + ["beginner"] * (n_players - 1), None, seed=seed, practice=True
    )
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    c.hint_text = ""
    window.controller.request_hint()
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    return c


def test_a_hints_risk_ticks_the_box_and_play_asks_in_solo_words(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(window, "_confirm", lambda title, text: asked.append(text) or True)
    c = hinted_risk(qtbot, window, "brus-solo", 3, 19)
    assert c.hint_text.startswith("Risk K♥ K♦")
    hinted = c.hands[0].selected()
    assert {card.text for card in hinted} == {"KH", "KD"}
    assert window.risk_box.isVisible() and window.risk_box.isChecked()
    before = len(c.state.history)
    qtbot.mouseClick(window.play_button, Qt.LeftButton)
    seat, action = c.state.history[before]
    assert seat == 0 and action.risk and set(action.cards) == set(hinted)
    # asked, since the player did not tick it; in Solo's words (D11, no partners)
    [text] = asked
    assert "if another player beats it, that player scores 1" in text
    assert "gives them away" not in text


def test_reselecting_a_hinted_risk_plays_what_the_box_shows(qtbot, window, monkeypatch):
    monkeypatch.setattr(window, "_confirm", lambda title, text: True)
    c = hinted_risk(qtbot, window, "brus-solo", 3, 19)
    hinted = list(c.hands[0].selected())
    assert window.risk_box.isChecked()
    for card in hinted:  # unselect, then select the same cards again
        click_card(qtbot, window, card)
    assert not c.hands[0].selected()
    for card in hinted:
        click_card(qtbot, window, card)
    assert set(c.hands[0].selected()) == set(hinted)
    shown = window.risk_box.isVisible() and window.risk_box.isChecked()
    before = len(c.state.history)
    qtbot.mouseClick(window.play_button, Qt.LeftButton)
    _seat, action = c.state.history[before]
    assert action.risk == shown


def test_a_declined_hinted_risk_is_not_played(qtbot, window, monkeypatch):
    monkeypatch.setattr(window, "_confirm", lambda title, text: False)
    c = hinted_risk(qtbot, window, "brus-solo", 3, 19)
    before = len(c.state.history)
    qtbot.mouseClick(window.play_button, Qt.LeftButton)
    assert len(c.state.history) == before and c.human_to_act  # the turn is still yours


# A deal per game in which the player is offered a risk (instead of playing deal after
# deal until one is): the J♣ lies at the bottom of the stock, so the K♥ may be risked while
# the player holds it. Danish Brus: the dealer leads, and may lead the K♥ risked at once.
# Icelandic Brús: no risk in the first trick, so the player (forehand) leads the 8♠, which
# only the K♥ beats, takes the trick and leads again.
BRUS_HANDS = [["6C", "KH", "AC"], ["5C", "7C", "8C"], ["9C", "QC", "KC"], ["5S", "6S", "7S"]]
BRUS_STOCK = ("8S 9S JS QS KS AS 5H 6H 7H 8H 9H JH QH AH 5D 6D 7D 8D 9D JD QD KD AD JC").split()
ICELAND_HANDS = [["8S", "KH", "QC"], ["6C", "10D", "QD"], ["7S", "9H", "8H"], ["6D", "KD", "10C"]]
ICELAND_STOCK = (
    "QS 8D AD AH 7C 8C KC AC 6S 9C 9S 10S JS KS AS 6H 7H 10H JH QH 7D 9D JD JC"
).split()


@pytest.mark.parametrize(
    "game_id,dealer,hands,stock,before,words",
    [
        (
            "brus",
            0,
            BRUS_HANDS,
            BRUS_STOCK,
            (),
            "If an opponent beats it, their side scores 1; if your partner beats it, "
            "nobody scores for it.",
        ),
        ("brus-iceland", 3, ICELAND_HANDS, ICELAND_STOCK, ("8S",), "J♣"),
    ],
    ids=["brus", "brus-iceland"],
)
def test_the_risk_question_says_each_games_rule(
    qtbot, window, game_id, dealer, hands, stock, before, words
):
    """The question's terms come from the game (D11, I6), never "gives them away if it
    does not" win."""
    from braus_desktop.rules import Match, make_game

    c = window.controller
    game = make_game(game_id)
    match = Match(game, first_dealer=dealer, start=False)
    match.next_deal(hands=hands, stock=stock)
    c.start_match(match, ["human"] + ["beginner"] * (game.n_players - 1))
    for card in before:  # the plays that lead to the risk, none of them risked
        qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
        assert not any(isinstance(a, Play) and a.risk for a in c.state.legal_actions())
        c.input.play([Card.parse(card)])
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    risky = [a for a in c.state.legal_actions() if isinstance(a, Play) and a.risk]
    assert risky, "the deal did not offer the player a risk"
    terms = c.ui.risk_terms(c.state, risky[0])
    assert words in terms and "give" not in terms


def braus_hint(qtbot, window, seed):
    c = window.controller
    c.new_match("braus", {}, ["human"] + ["beginner"] * 3, None, seed=seed, practice=True)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    window.table.setFocus()
    c.hint_text = ""
    window.controller.request_hint()
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    return c


@pytest.mark.parametrize("seed,hinted", [(1, "Beat with 8♠"), (2, "Pass")])
def test_enter_after_a_braus_hint_does_what_the_hint_says(qtbot, window, seed, hinted):
    """Issue 21 item 3: the hint moves the keyboard focus (its card, or Pass), so Enter
    plays the hint in Bräus as in Brus, never the card that had the focus before."""
    from PySide6.QtWidgets import QApplication

    from braus_desktop.rules import Pass

    c = braus_hint(qtbot, window, seed)
    assert c.hint_text.startswith(hinted)
    chosen = c.hands[0].selected()
    before = len(c.state.history)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=WAIT)
    _seat, action = c.state.history[before]
    if hinted == "Pass":
        assert isinstance(action, Pass)
    else:
        assert action == Play.of(tuple(chosen))


def test_the_keyboard_focus_skips_dimmed_cards(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, ["human"] + ["beginner"] * 3, None, seed=1)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    view = window.table
    view.setFocus()
    hand = c.hands[0]
    assert any(hand.is_legal(card) for card in hand.cards)
    assert not all(hand.is_legal(card) for card in hand.cards)
    seen = []
    for key in [Qt.Key_Right] * len(hand.cards) + [Qt.Key_Left] * len(hand.cards):
        card = view.input.focused_card()
        assert hand.is_legal(card) and not view.item_for(card).dimmed, card
        seen.append(card)
        qtbot.keyClick(view, key)
    assert {card for card in hand.cards if hand.is_legal(card)} == set(seen)


# --------------------------------------------------------------------------- issue 36, item 13


def brus_turn(qtbot, window, seed):
    """A Danish Brus match at the player's first play (any cut made first)."""
    c = window.controller
    c.new_match("brus", {}, ["human"] + ["beginner"] * 3, None, seed=seed)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    if isinstance(c.state.legal_actions()[0], Cut):
        c.input.cut(c.state.legal_actions()[0].position)
        qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    return c


def test_alt_r_with_no_riskable_card_says_why_in_the_rules_words(qtbot, window):
    c = brus_turn(qtbot, window, 26)
    hand = {card.text for card in c.hands[0].cards}
    assert "JC" in hand and not hand & {"KH", "8S"}  # the Spids is the only honour
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=WAIT)
    assert not window.risk_box.isVisible()
    window.statusBar().clearMessage()
    qtbot.keyClick(window, Qt.Key_R, Qt.AltModifier)
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=WAIT)
    assert (
        window.statusBar().currentMessage()
        == "Only the Brus (K♥) and the Galhund (8♠) can be risked."
    )
    # the Spids selected: the same refusal, for that card
    jc = next(card for card in c.hands[0].cards if card.text == "JC")
    click_card(qtbot, window, jc)
    window.statusBar().clearMessage()
    qtbot.keyClick(window, Qt.Key_R, Qt.AltModifier)
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=WAIT)
    assert "can be risked" in window.statusBar().currentMessage()


def test_a_card_of_another_rank_replacing_the_selection_is_said(qtbot, window):
    c = brus_turn(qtbot, window, 26)
    cards = {card.text: card for card in c.hands[0].cards}
    assert {"JC", "JD", "8C"} <= set(cards)
    click_card(qtbot, window, cards["JC"])
    window.statusBar().clearMessage()
    click_card(qtbot, window, cards["8C"])
    assert [card.text for card in c.hands[0].selected()] == ["8C"]
    message = window.statusBar().currentMessage()
    assert message.endswith("Only the 8♣ is selected now.")
    assert message != "Only the 8♣ is selected now."  # the rules' reason comes first
