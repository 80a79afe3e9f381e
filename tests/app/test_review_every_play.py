"""A review for every play (issue 43): in Danish Brus, leading 9♠ 9♣ selected as 9♣ then
9♠ made the review fail ("Play('9C+9S') is not in list"): the rules took the cards in any
order, the coach looked them up in the rules' order. Here the player selects a set's
cards in each order on the table (a pair, and a pair risked), plays it, and the deal is
finished: the history holds the rules' form and the review shows the accuracy."""

from __future__ import annotations

import itertools
import time

import pytest
from PySide6.QtCore import Qt

from braus_desktop.bots import make_bot
from braus_desktop.rules import Play
from braus_desktop.rules.match import Match
from tests.app.test_table_risk import click_card

# the coach at work at the table: these tests are about it (tests/app/conftest.py)
pytestmark = pytest.mark.coach

WAIT = 300_000  # a whole Solo deal with its decisions valued, on a crowded machine

# (game, seed): the player leads first, holding a pair (seed 12: 6♥ 6♣ beside K♥) or the
# K♥ K♦ that may be led risked together (seed 19); the same deals in Solo Brus
# In the fast lane: a pair answered mid-deal (each of these plays a whole deal with the
# coach at work, 8 to 12 s; the rules' own form of a set played in any order is checked
# in the fast lane by tests/rules/test_canonical_actions.py); the pairs led, risked sets
# and Solo's deals valued with more samples, in the whole suite.
FAST_MIDDLE = {("brus", 4)}
CASES = [
    pytest.param(g, s, r, id=f"{g}-{s}{'-risked' if r else ''}", marks=pytest.mark.slow)
    for g, s, r in [
        ("brus", 12, False),
        ("brus", 19, True),
        ("brus-solo", 12, False),
        ("brus-solo", 19, True),
    ]
]


def finish(qtbot, c) -> None:
    """The rest of the deal, the player's seat by a standard bot."""
    bot = make_bot("standard", c.game, seed=1)
    end = time.monotonic() + WAIT / 1000
    while not c.deal_over:
        assert time.monotonic() < end, "the deal did not end"
        if c.human_to_act:
            state = c.state
            c.apply(bot.choose(state.observation(0), state.legal_actions()))
        qtbot.wait(2)


@pytest.mark.parametrize("game_id, seed, risk", CASES)
def test_a_set_in_every_order_is_played_kept_and_reviewed(
    qtbot, window, monkeypatch, game_id, seed, risk
):
    monkeypatch.setattr(window, "_confirm", lambda title, text: True)
    c = window.controller
    players = 4 if game_id == "brus" else 3
    levels = ["human"] + ["standard"] * (players - 1)
    c.new_match(game_id, {}, levels, None, seed=seed)
    qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
    failures: list[str] = []
    c.coach.failed.connect(lambda _deal, message: failures.append(message))
    listed = next(
        a
        for a in c.state.legal_actions()
        if isinstance(a, Play) and len(a.cards) > 1 and a.risk == risk
    )
    for order in itertools.permutations(listed.cards):
        c.new_match(game_id, {}, levels, None, seed=seed)
        qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
        for card in order:
            click_card(qtbot, window, card)
        assert set(c.hands[0].selected()) == set(listed.cards)
        if risk:
            assert window.risk_box.isVisible()
            window.risk_box.setChecked(True)
        qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
        seat, kept = c.state.history[0]
        assert seat == 0 and kept is listed, (order, kept)
        finish(qtbot, c)
        qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None or bool(failures), timeout=WAIT)
        assert not failures
        window.review_deal(1)
        dialog = window.review_dialog
        qtbot.waitUntil(lambda dialog=dialog: dialog.review is not None, timeout=WAIT)
        text = dialog.summary.text()
        assert "Your accuracy in deal 1:" in text and "could not be reviewed" not in text
        played = dialog.decisions[0]
        assert played.played == str(listed)
        assert played.played in {o.action for o in played.options}
        dialog.close()


# (game, seed, actions played at random before the player's turn, the kind of play): a set
# of three led, and a multiple trick of two and of three answered, plain and risked,
# found by playing the match's first deal at random from the seed (rules only); three
# cards answering three are the whole hand, so that play is no choice and not valued
MIDDLE = [
    pytest.param(
        g,
        s,
        n,
        k,
        id=f"{g}-{s}-{'follow' if k[0] else 'lead'}{k[1]}{'-risked' if k[2] else ''}",
        marks=[pytest.mark.slow] * ((g, s) not in FAST_MIDDLE),
    )
    for g, s, n, k in [
        ("brus", 50, 12, (False, 3, False)),
        ("brus", 4, 18, (True, 2, False)),
        ("brus", 123, 10, (True, 2, True)),
        ("brus", 153, 11, (True, 3, False)),
        ("brus-solo", 191, 6, (False, 3, False)),
        ("brus-solo", 0, 8, (True, 2, False)),
        ("brus-solo", 97, 10, (True, 2, True)),
    ]
]


def middle_match(game_id, seed, played):
    """The match of ``seed`` with its first deal played ``played`` actions on at random."""
    import random

    from braus_desktop.rules import make_game

    match = Match(make_game(game_id), seed=seed)
    rng = random.Random(seed)
    for _ in range(played):
        match.apply(match.deal.random_action(rng))
    return match


@pytest.mark.parametrize("game_id, seed, played, kind", MIDDLE)
def test_a_set_led_or_answered_in_every_order_is_kept_and_reviewed(
    qtbot, window, monkeypatch, game_id, seed, played, kind
):
    monkeypatch.setattr(window, "_confirm", lambda title, text: True)
    c = window.controller
    players = 4 if game_id == "brus" else 3
    levels = ["human"] + ["standard"] * (players - 1)
    failures: list[str] = []
    c.coach.failed.connect(lambda _deal, message: failures.append(message))
    state = middle_match(game_id, seed, played).deal
    assert state.current_player == 0
    listed = next(
        a
        for a in state.legal_actions()
        if isinstance(a, Play) and (bool(state.trick), len(a.cards), a.risk) == kind
    )
    orders = list(itertools.permutations(listed.cards))
    for n, order in enumerate(orders):
        c.start_match(
            middle_match(game_id, seed, played), levels, None, practice=True, at_once=True
        )
        qtbot.waitUntil(lambda: c.human_to_act, timeout=WAIT)
        for card in order:
            click_card(qtbot, window, card)
        assert set(c.hands[0].selected()) == set(listed.cards)
        if listed.risk:
            assert window.risk_box.isVisible()
            window.risk_box.setChecked(True)
        qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
        seat, kept = c.state.history[played]
        assert seat == 0 and kept is listed, (order, kept)
        if n < len(orders) - 1:
            continue
        # the last order (the rules' order reversed): the deal finished and reviewed
        finish(qtbot, c)
        qtbot.waitUntil(lambda: c.coach.coaching_of(1) is not None or bool(failures), timeout=WAIT)
        assert not failures
        window.review_deal(1)
        dialog = window.review_dialog
        qtbot.waitUntil(lambda dialog=dialog: dialog.review is not None, timeout=WAIT)
        assert "Your accuracy in deal 1:" in dialog.summary.text()
        if len(state.legal_actions()) > 1:  # (three cards answering three: no choice)
            decision = dialog.decisions[played]
            assert decision.played == str(listed)
            assert decision.played in {o.action for o in decision.options}
        else:
            assert played not in dialog.decisions
        dialog.close()
