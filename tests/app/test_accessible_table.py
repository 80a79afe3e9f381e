"""The table as a screen reader reads it (issue 47): the hand, the trick, the seats and
the stock as accessible objects under the card table, named as a player says them; the
focus event following the keyboard's card choice; what is announced as the game goes on
(each card played and by whom, each trick taken, a refusal at once); and Where am I.

In-process, through ``QAccessible.queryAccessibleInterface``: the same objects Qt's
AT-SPI bridge hands to Orca (``tests/atspi`` drives them over the real bus)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from test_keyboard import key, start
from test_table_play import WAIT, wait_turn

from braus_desktop.app.narration import HUMAN
from braus_desktop.app.phrases import say

Name = QAccessible.Text.Name


def tree(window):
    iface = QAccessible.queryAccessibleInterface(window.table)
    assert iface is not None
    return {iface.child(i).text(Name): iface.child(i) for i in range(iface.childCount())}


def kids(node):
    return [node.child(i) for i in range(node.childCount())]


def test_the_hand_is_a_list_of_named_cards(qtbot, window):
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    parts = tree(window)
    assert set(parts) >= {"Your hand", "The trick on the table", "Players"}
    hand = parts["Your hand"]
    assert hand.role() == QAccessible.Role.List
    cards = c.hands[HUMAN].cards
    names = [k.text(Name) for k in kids(hand)]
    assert len(names) == len(cards) > 0
    for card, name in zip(cards, names):
        assert name.startswith(say(card.long_name))
        assert "♠" not in name and "♣" not in name
    # the rules' marks: a card that cannot be played now is unavailable
    model = c.hands[HUMAN]
    for card, k in zip(cards, kids(hand)):
        assert k.role() == QAccessible.Role.ListItem
        assert bool(k.state().disabled) == (model.marking and not model.is_legal(card))
    # the Spit is named as the game names it
    from braus_desktop.app.table.access import card_words
    from braus_desktop.rules.cards import card

    assert card_words(window.table, card("JC")) == "jack of clubs, Spit"


def test_focus_follows_the_keyboard_and_is_told(qtbot, window, monkeypatch):
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    sent = []
    from braus_desktop.app.table import access

    monkeypatch.setattr(access.QAccessible, "isActive", staticmethod(lambda: True))
    real = access.QAccessible.updateAccessibility
    monkeypatch.setattr(
        access.QAccessible,
        "updateAccessibility",
        staticmethod(
            lambda ev: (sent.append((ev.type(), ev.accessibleInterface().text(Name))), real(ev))
        ),
    )
    key(qtbot, Qt.Key_Right)
    hand = tree(window)["Your hand"]
    focused = [k for k in kids(hand) if k.state().focused]
    assert len(focused) == 1
    card = window.table.input.focused_card()
    assert focused[0].text(Name).startswith(say(card.long_name))
    assert (QAccessible.Event.Focus, focused[0].text(Name)) in sent
    assert QAccessible.queryAccessibleInterface(window.table).focusChild() is focused[0]


def test_seats_and_trick_are_read(qtbot, window):
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    parts = tree(window)
    seats = [k.text(Name) for k in kids(parts["Players"])]
    assert len(seats) == 4
    assert seats[0].startswith(f"You: {len(c.hands[HUMAN].cards)} cards, 0 tricks")
    assert any("your turn" in s for s in seats)
    trick = [k.text(Name) for k in kids(parts["The trick on the table"])]
    assert len(trick) == len(c.trick.plays)
    for play, words in zip(c.trick.plays, trick):
        assert words.startswith(c.trick.names[play.seat] + ": ")


def play_deal(qtbot, c) -> None:
    """Play the player's seat to the deal's end: its first legal action each time."""
    from braus_desktop.rules.core import Play

    while True:
        wait_turn(qtbot, c)
        if c.deal_over:
            return
        action = c.state.legal_actions()[0]
        if isinstance(action, Play):
            c.input.activate_card(action.cards[0]) if len(action.cards) == 1 else c.apply(action)
        else:
            c.apply(action)
        qtbot.waitUntil(lambda: not c.table.busy, timeout=WAIT)


def test_every_card_played_is_announced_in_order(qtbot, window):
    said = []
    window.table.announced.connect(lambda text, assertive: said.append(text))
    c = start(qtbot, window, "braus")
    play_deal(qtbot, c)
    from braus_desktop.rules.core import Play

    plays = [(seat, a) for seat, a in c.state.history if isinstance(a, Play)]
    told = [
        s
        for s in said
        if " plays " in s or " leads " in s or s.startswith("You play") or s.startswith("You lead")
    ]
    assert len(told) == len(plays) > 0
    for (seat, action), text in zip(plays, told):
        who = "You" if seat == HUMAN else c.trick.names[seat]
        assert text.startswith(who), (who, text)
        assert say(action.cards[0].long_name) in text, (action, text)
        assert "♠" not in text and "♥" not in text
    assert any("takes the trick" in s for s in said)
    assert window.table.last_announcement == said[-1]


def test_a_refusal_is_said_at_once(qtbot, window):
    said = []
    window.table.announced.connect(lambda text, assertive: said.append((text, assertive)))
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    model = c.hands[HUMAN]
    illegal = [card for card in model.cards if not model.is_legal(card)]
    if not illegal:
        return
    c.input.activate_card(illegal[0])
    assert said[-1][1] is True and said[-1][0]


def test_where_am_i_says_the_state(qtbot, window):
    said = []
    window.table.announced.connect(lambda text, assertive: said.append(text))
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    window.where_action.trigger()
    text = said[-1]
    n = len(c.hands[HUMAN].cards)
    assert text.startswith("Bräus, deal 1. Score: Us 0, Them 0.")
    assert f"Your hand, {n} cards: " in text and "hearts: " in text
    assert "Your turn." in text
    window.say_again_action.trigger()
    assert said[-1] == text


def test_announcements_in_swedish(qtbot, window, in_language):
    in_language("sv")
    said = []
    window.table.announced.connect(lambda text, assertive: said.append(text))
    c = start(qtbot, window, "braus")
    wait_turn(qtbot, c)
    parts = tree(window)
    assert "Din hand" in parts, list(parts)
    names = [k.text(Name) for k in kids(parts["Din hand"])]
    assert names and all(" of " not in n for n in names), names
    play_deal(qtbot, c)
    told = [s for s in said if " lägger " in s or " spelar ut " in s]
    assert told and all(" of " not in s for s in told), said


def test_faces_are_said_as_names():
    from braus_desktop.app.table.access import spoken_faces

    assert (
        spoken_faces("West lays 7♣ as a trick: beat the 10♠ or J♥.")
        == "West lays seven of clubs as a trick: beat the ten of spades or jack of hearts."
    )


def test_a_lesson_is_told_with_its_cards_named(qtbot, window):
    said = []
    window.table.announced.connect(lambda text, assertive: said.append(text))
    window.lessons.start("braus")
    qtbot.waitUntil(lambda: any("lesson 1 of" in s for s in said), timeout=WAIT)
    first = next(s for s in said if "lesson 1 of" in s)
    assert first.startswith("Learn Bräus, lesson 1 of 7: The cards that count.")
    assert "jack of clubs (Spit)" in first and "[" not in first and "♣" not in first
    c = window.controller
    wait_turn(qtbot, c)
    qtbot.waitUntil(
        lambda: "play jack of clubs" in said[-1] or "play jack of clubs" in " ".join(said[-3:]),
        timeout=WAIT,
    )


def test_what_is_said_is_shown_as_a_notice_orca_43_speaks(qtbot, window, monkeypatch):
    """Over AT-SPI each announcement is a notification shown in the status bar (Orca 43
    has no ear for the announcement event, every Orca speaks a notification appearing),
    and only that: an announcement event too would make a newer Orca say it twice."""
    from braus_desktop.app.table import access
    from braus_desktop.rules.core import Play

    if not access.ATSPI:
        return
    sent = []
    monkeypatch.setattr(access.QAccessible, "isActive", staticmethod(lambda: True))
    real = access.QAccessible.updateAccessibility

    def update(ev):
        found = ev.accessibleInterface()
        sent.append((ev.type(), found.role(), found.text(Name), found.parent().role()))
        real(ev)

    monkeypatch.setattr(access.QAccessible, "updateAccessibility", staticmethod(update))
    said = []
    window.table.announced.connect(lambda text, assertive: said.append((text, assertive)))
    c = start(qtbot, window, "braus")
    refused = None
    for _ in range(6):
        wait_turn(qtbot, c)
        model = c.hands[HUMAN]
        illegal = [card for card in model.cards if not model.is_legal(card)]
        if illegal and refused is None:
            c.input.activate_card(illegal[0])
            refused = said[-1]
        action = c.state.legal_actions()[0]
        if isinstance(action, Play) and len(action.cards) == 1:
            c.input.activate_card(action.cards[0])
        else:
            c.apply(action)
        qtbot.waitUntil(lambda: not c.table.busy, timeout=WAIT)
        if refused is not None:
            break
    wait_turn(qtbot, c)
    window.where_action.trigger()
    where = said[-1][0]
    assert refused is not None and refused[1] is True  # (assertive: the same notice)
    assert where.startswith("Bräus, deal 1.")
    theirs = [t for t, _ in said if " plays " in t and not t.startswith("You")]
    assert theirs, said
    notes = [s for s in sent if s[1] == QAccessible.Role.Notification]
    shown = [
        (name, parent) for kind, _, name, parent in notes if kind == QAccessible.Event.ObjectShow
    ]
    assert [name for name, _ in shown] == [t for t, _ in said]
    assert {parent for _, parent in shown} == {QAccessible.Role.StatusBar}
    assert not [s for s in sent if s[0] == QAccessible.Event.Announcement]
    # the words go with the events: each notice is renamed (the name-change event carries
    # its name) just before it is shown, never shown without
    assert [kind for kind, *_ in notes] == [
        QAccessible.Event.NameChanged,
        QAccessible.Event.ObjectShow,
    ] * len(said)
    assert [name for _, _, name, _ in notes][::2] == [t for t, _ in said]
    # and each notice keeps its words: a screen reader reads them after the event, when
    # the next plays have been said
    notices = window.table.notices.nodes
    assert len(said) > 2 and [n.text(Name) for n in notices] == [t for t, _ in said]


def test_a_notice_keeps_its_words_until_it_has_rested(qtbot, window, monkeypatch):
    """Many sentences in a moment are as many notices, each still named with its own
    words for a screen reader that reads them late (a ring of 16 came round within a
    deal); a notice is taken for new words only once it has rested, so they stay few."""
    from braus_desktop.app.table import access

    if not access.ATSPI:
        return
    monkeypatch.setattr(access.QAccessible, "isActive", staticmethod(lambda: True))
    sent = []
    real = access.QAccessible.updateAccessibility

    def update(ev):
        found = ev.accessibleInterface()
        sent.append((ev.type(), found, found.text(Name)))
        real(ev)

    monkeypatch.setattr(access.QAccessible, "updateAccessibility", staticmethod(update))
    now = [1000.0]
    window.table.notices = access.Notices(window.table, clock=lambda: now[0])
    first = [f"North plays the {n}th card." for n in range(40)]
    for text in first:
        window.table.announce(text)
        now[0] += 0.05
    notices = window.table.notices.nodes
    assert len(notices) == len(first)
    assert [n.text(Name) for n in notices] == first
    shown = [node for kind, node, _ in sent if kind == QAccessible.Event.ObjectShow]
    assert len({id(node) for node in shown}) == len(first)
    # a minute later the quiet notices are taken again, the longest quiet first
    now[0] += access.REST
    later = ["East wins the trick.", "Your turn."]
    for text in later:
        window.table.announce(text)
    assert len(window.table.notices.nodes) == len(first)
    assert [n.text(Name) for n in notices[:2]] == later
    assert notices[2].text(Name) == first[2]
    assert [(kind, name) for kind, node, name in sent[-2:]] == [
        (QAccessible.Event.NameChanged, later[1]),
        (QAccessible.Event.ObjectShow, later[1]),
    ]
