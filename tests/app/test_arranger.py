"""The Brag hand arranger (issue 6): drags, clicks and keys fill the tricks; every name,
message and the Confirm button come from the rules model."""

import html

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent


def drag_enter(pos, mime):
    """A drag-enter event at ``pos`` (its constructor takes QPoint up to PySide6 6.11 and
    QPointF from 6.12, so try both)."""
    for point in (QPointF(pos).toPoint(), QPointF(pos)):
        try:
            return QDragEnterEvent(point, Qt.MoveAction, mime, Qt.LeftButton, Qt.NoModifier)
        except TypeError:
            continue
    raise TypeError("no QDragEnterEvent constructor fits")


from PySide6.QtWidgets import QApplication, QDialog

from braus_desktop.app.art import CardArt
from braus_desktop.app.dialogs.arranger import MIME_CARD, ArrangerDialog, card_mime
from braus_desktop.bots.brag_bots import BragExpert
from braus_desktop.rules.brag import Arrangement, Brag, evaluate, greedy_arrangement
from braus_desktop.rules.brag_eval import is_wild


@pytest.fixture(scope="module")
def art():
    return CardArt()


def deal(game, seed, want=None):
    """A deal with seat 0 to arrange first (dealer 1); ``want(hand)`` picks the first
    seed from ``seed`` on whose seat-0 hand qualifies."""
    for s in range(seed, seed + 500):
        state = game.new_deal(seed=s, dealer=1)
        if want is None or want(state.hand(0)):
            assert state.current_player == 0
            return state
    raise AssertionError("no such deal")


def make(qtbot, game, hand, art, auto=None):
    d = ArrangerDialog(game, hand, art, auto)
    qtbot.addWidget(d)
    d.resize(1024, 700)
    d.show()
    qtbot.waitExposed(d)
    return d


def drag(widget, card):
    """Drop ``card`` on ``widget`` as a drag from the arranger would."""
    mime = card_mime(card)
    pos = widget.rect().center()
    enter = drag_enter(pos, mime)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(pos), Qt.MoveAction, mime, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(widget, drop)
    assert drop.isAccepted()


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.LeftButton, pos=widget.rect().center())


def lay(qtbot, d, arrangement, how):
    """Lay ``arrangement`` out row by row with ``how`` ('drag' or 'click')."""
    spots = [
        (("trick", r, i), c) for r, t in enumerate(arrangement.tricks) for i, c in enumerate(t)
    ]
    spots += [(("discard", i), c) for i, c in enumerate(arrangement.discards)]
    for slot, c in spots:
        if how == "drag":
            drag(d.slot_spot(slot), c)
        else:
            click(qtbot, d.hand_spot(c))
            assert d.held is c
            click(qtbot, d.slot_spot(slot))
            assert d.held is None
        assert d.where(c) == slot


def labels_match(d, game):
    for r in range(d.n_tricks):
        cards = [s.card for s in d.trick_spots[r] if s.card is not None]
        if len(cards) == d.trick_size:
            try:
                want = evaluate(
                    cards, wilds=game.chosen.wilds, horwell_rule=game.chosen.horwell_rule
                ).name
            except ValueError:
                continue
            assert d.row_labels[r].text() == want


def shows(d, sentences):
    text = d.message.text()
    return all(html.escape(s) in text for s in sentences)


def confirm_and_apply(qtbot, d, state):
    assert d.confirm_button.isEnabled()
    click(qtbot, d.confirm_button)
    assert d.result() == QDialog.Accepted
    arrangement = d.arrangement()
    assert isinstance(arrangement, Arrangement)
    state.apply(arrangement)
    assert state.arrangement(0) == arrangement


# --------------------------------------------------------------------------- 3-card tricks


def test_drags_and_clicks_fill_a_16_card_hand(qtbot, art):
    game = Brag()
    state = deal(game, 7)
    hand = state.hand(0)
    d = make(qtbot, game, hand, art)
    assert len(d.hand_spots) == 16 and d.n_tricks == 5 and len(d.discard_spots) == 1
    assert (
        d.hand_spot(hand[0]).accessibleName()
        == hand[0].long_name[0].upper() + hand[0].long_name[1:]
    )
    assert not d.confirm_button.isEnabled()
    target = game.greedy_arrangement(hand)
    first = Arrangement(target.tricks[:3])
    lay(qtbot, d, first, "drag")
    labels_match(d, game)
    assert d.row_labels[0].text() == evaluate(target.tricks[0]).name
    assert not d.confirm_button.isEnabled()
    rest = Arrangement([(), (), ()] + list(target.tricks[3:]), target.discards)
    for r, t in enumerate(rest.tricks[3:], start=3):
        for i, c in enumerate(t):
            click(qtbot, d.hand_spot(c))
            click(qtbot, d.slot_spot(("trick", r, i)))
    click(qtbot, d.hand_spot(target.discards[0]))
    click(qtbot, d.slot_spot(("discard", 0)))
    labels_match(d, game)
    assert d.in_hand() == []
    assert d.problems() == []
    assert d.arrangement() == target
    assert d.slot_spot(("trick", 0, 0)).accessibleName().startswith("Trick 1, card 1: ")
    confirm_and_apply(qtbot, d, state)


def test_dragging_back_to_the_hand_and_between_slots(qtbot, art):
    game = Brag()
    hand = deal(game, 11).hand(0)
    d = make(qtbot, game, hand, art)
    a, b = hand[0], hand[1]
    drag(d.slot_spot(("trick", 0, 0)), a)
    drag(d.slot_spot(("trick", 2, 1)), b)
    # Onto an occupied slot: the two cards swap places.
    drag(d.slot_spot(("trick", 0, 0)), b)
    assert d.where(b) == ("trick", 0, 0) and d.where(a) == ("trick", 2, 1)
    # Out of a slot onto the hand (its empty place, or the hand's free space).
    drag(d.hand_spot(a), a)
    assert d.where(a) is None and d.hand_spot(a).card is a
    board = d.board

    def drop_on_board(at, c):
        mime = card_mime(c)  # the events do not own their mime data: keep it alive
        QApplication.sendEvent(board, drag_enter(at, mime))
        drop = QDropEvent(QPointF(at), Qt.MoveAction, mime, Qt.LeftButton, Qt.NoModifier)
        QApplication.sendEvent(board, drop)
        return drop.isAccepted()

    assert drop_on_board(board.hand_rect.topLeft() + QPoint(2, 2), b)
    assert d.where(b) is None
    # A row's free space (right of its slots) takes the card into its first empty slot.
    row = board.row_rects[3]
    assert drop_on_board(QPoint(row.right() - 20, row.center().y()), a)
    assert d.where(a) == ("trick", 3, 0)


def test_a_foreign_card_or_other_data_is_refused(qtbot, art):
    game = Brag()
    hand = deal(game, 3).hand(0)
    d = make(qtbot, game, hand, art)
    stranger = next(c for c in game.pack if c not in hand)
    target = d.slot_spot(("trick", 0, 0))
    foreign = card_mime(stranger)
    enter = drag_enter(target.rect().center(), foreign)
    QApplication.sendEvent(target, enter)
    assert not enter.isAccepted()
    text = QMimeData()
    text.setText("AS")
    enter = drag_enter(target.rect().center(), text)
    QApplication.sendEvent(target, enter)
    assert not enter.isAccepted() and MIME_CARD not in text.formats()
    assert all(d.where(c) is None for c in hand)


def test_wrong_order_is_explained_and_sort_tricks_fixes_it(qtbot, art):
    game = Brag()
    state = deal(game, 21)
    hand = state.hand(0)
    d = make(qtbot, game, hand, art)
    target = game.greedy_arrangement(hand)
    backwards = Arrangement(list(reversed(target.tricks)), target.discards)
    lay(qtbot, d, backwards, "drag")
    problems = game.validate_arrangement(hand, d.arrangement())
    assert problems and d.problems() == problems
    assert any("strongest first" in p for p in problems)
    assert shows(d, problems)
    assert not d.confirm_button.isEnabled()
    # Already while cards are still to place, the complete tricks are judged.
    d.place(target.discards[0], None)
    assert d.problems() and "strongest first" in d.problems()[0]
    assert not d.confirm_button.isEnabled()
    d.place(target.discards[0], ("discard", 0))
    click(qtbot, d.sort_button)
    assert d.problems() == [] and d.confirm_button.isEnabled()
    assert d.arrangement() == target
    labels_match(d, game)
    confirm_and_apply(qtbot, d, state)


def test_sort_tricks_leaves_unfinished_rows_after_the_complete_ones(qtbot, art):
    game = Brag()
    hand = deal(game, 5).hand(0)
    d = make(qtbot, game, hand, art)
    target = game.greedy_arrangement(hand)
    for i, c in enumerate(target.tricks[1]):
        d.place(c, ("trick", 3, i))
    for i, c in enumerate(target.tricks[0]):
        d.place(c, ("trick", 4, i))
    d.place(target.tricks[2][0], ("trick", 0, 1))
    d.sort_tricks()
    assert [d._row(r) for r in range(2)] == [list(target.tricks[0]), list(target.tricks[1])]
    assert d.where(target.tricks[2][0]) == ("trick", 2, 1)


def test_supreme_not_first_is_explained(qtbot, art):
    game = Brag(wilds="jokers_and_twos")

    def wild(c):
        return is_wild(c, "jokers_and_twos")

    state = deal(game, 1, lambda h: sum(map(wild, h)) == 3)
    hand = state.hand(0)
    supreme = [c for c in hand if wild(c)]
    others = greedy_arrangement([c for c in hand if not wild(c)], wilds="jokers_and_twos")
    bad = Arrangement([others.tricks[0], supreme] + list(others.tricks[1:]), others.discards)
    d = make(qtbot, game, hand, art)
    lay(qtbot, d, bad, "click")
    problems = game.validate_arrangement(hand, bad)
    assert "Trick 2 is a supreme: a supreme may only be the first trick." in problems
    assert d.problems() == problems and shows(d, problems)
    assert d.row_labels[1].text() == "Supreme"
    assert not d.confirm_button.isEnabled()
    click(qtbot, d.sort_button)
    assert d.row_labels[0].text() == "Supreme"
    assert d.problems() == [] and d.confirm_button.isEnabled()
    confirm_and_apply(qtbot, d, state)


# --------------------------------------------------------------------------- 4-card tricks


def test_a_21_card_hand_with_wilds_and_two_wilds_in_a_trick(qtbot, art):
    game = Brag(trick_size=4, wilds="jokers")
    state = deal(game, 1, lambda h: sum(c.is_joker for c in h) >= 2)
    hand = state.hand(0)
    d = make(qtbot, game, hand, art)
    assert d.n_tricks == 5 and d.trick_size == 4 and len(d.discard_spots) == 1
    target = game.greedy_arrangement(hand)
    lay(qtbot, d, target, "drag")
    labels_match(d, game)
    assert d.problems() == [] and d.confirm_button.isEnabled()
    # Move a second joker into the first joker's trick (swapping out a natural card).
    j1, j2 = [c for c in hand if c.is_joker][:2]
    r = d.where(j1)[1]
    natural = next(s for s in d.trick_spots[r] if not s.card.is_joker)
    drag(natural, j2)
    problems = game.validate_arrangement(hand, d.arrangement())
    assert any("wild cards" in p and "may hold only one" in p for p in problems)
    assert d.problems() == problems and shows(d, problems)
    assert d.row_broken(r)
    assert "only one wild card" in d.row_labels[r].text()
    assert not d.confirm_button.isEnabled()
    click(qtbot, d.auto_button)  # no auto_arrange given: the greedy arrangement
    assert d.arrangement() == target and d.confirm_button.isEnabled()
    confirm_and_apply(qtbot, d, state)


def test_auto_arrange_uses_the_expert_and_confirm_returns_it(qtbot, art):
    game = Brag(trick_size=4, wilds="jokers")
    state = deal(game, 40)
    hand = state.hand(0)
    bot = BragExpert(game, seed=3, samples=4)
    calls = []

    def auto():
        calls.append(1)
        return bot.choose(state.observation(0), state.legal_actions())

    d = make(qtbot, game, hand, art, auto)
    click(qtbot, d.auto_button)
    assert calls == [1]
    assert d.in_hand() == []
    assert game.validate_arrangement(hand, d.arrangement()) == []
    labels_match(d, game)
    click(qtbot, d.clear_button)
    assert len(d.in_hand()) == 21 and not d.confirm_button.isEnabled()
    assert all(s.card is None for row in d.trick_spots for s in row)
    click(qtbot, d.auto_button)
    confirm_and_apply(qtbot, d, state)


# --------------------------------------------------------------------------- keyboard only


def press(qtbot, d, key):
    qtbot.keyClick(d.focusWidget(), key)


def go_to(qtbot, d, target):
    """Arrow keys from the focused spot until ``target`` has the focus."""
    for _ in range(100):
        here = d.focusWidget()
        if here is target:
            return
        a, b = here.geometry().center(), target.geometry().center()
        if b.y() - a.y() > here.height() // 2:
            key = Qt.Key_Down
        elif a.y() - b.y() > here.height() // 2:
            key = Qt.Key_Up
        else:
            key = Qt.Key_Right if b.x() > a.x() else Qt.Key_Left
        press(qtbot, d, key)
    raise AssertionError(f"could not reach {target.accessibleName()}")


def test_keyboard_only(qtbot, art):
    game = Brag()
    state = deal(game, 2)
    hand = state.hand(0)
    d = make(qtbot, game, hand, art)
    d.hand_spots[0].setFocus()
    assert d.focusWidget() is d.hand_spots[0]
    target = game.greedy_arrangement(hand)
    moves = [(c, ("trick", r, i)) for r, t in enumerate(target.tricks) for i, c in enumerate(t)]
    moves.append((target.discards[0], ("discard", 0)))
    for c, slot in moves:
        go_to(qtbot, d, d.hand_spot(c))
        press(qtbot, d, Qt.Key_Space)
        assert d.held is c
        go_to(qtbot, d, d.slot_spot(slot))
        press(qtbot, d, Qt.Key_Return)
        assert d.where(c) == slot and d.held is None
    assert d.arrangement() == target and d.confirm_button.isEnabled()
    # Delete sends a card back; Enter on a card and Escape lets it go again.
    go_to(qtbot, d, d.slot_spot(("trick", 1, 2)))
    press(qtbot, d, Qt.Key_Delete)
    back = target.tricks[1][2]
    assert d.where(back) is None and not d.confirm_button.isEnabled()
    go_to(qtbot, d, d.hand_spot(back))
    press(qtbot, d, Qt.Key_Enter)
    assert d.held is back
    press(qtbot, d, Qt.Key_Escape)
    assert d.held is None and d.isVisible()
    press(qtbot, d, Qt.Key_Return)
    go_to(qtbot, d, d.slot_spot(("trick", 1, 2)))
    press(qtbot, d, Qt.Key_Return)
    # Backspace works like Delete; a held card from a slot goes home by Enter on the hand.
    press(qtbot, d, Qt.Key_Backspace)
    assert d.where(back) is None
    go_to(qtbot, d, d.hand_spot(back))
    press(qtbot, d, Qt.Key_Return)
    go_to(qtbot, d, d.slot_spot(("trick", 1, 2)))
    press(qtbot, d, Qt.Key_Return)
    assert d.confirm_button.isEnabled()
    qtbot.keyClick(d.confirm_button, Qt.Key_Space)
    assert d.result() == QDialog.Accepted
    state.apply(d.arrangement())


def test_it_renders_at_the_default_size_and_larger(qtbot, art):
    game = Brag(trick_size=4, wilds="jokers")
    hand = deal(game, 9).hand(0)
    d = make(qtbot, game, hand, art)
    for w, h in ((1024, 700), (1400, 950)):
        d.resize(w, h)
        QApplication.processEvents()
        image = d.grab().toImage()
        assert image.width() >= w and image.height() >= h
        spot = d.hand_spots[0]
        assert spot.width() >= 40 and spot.geometry().bottom() < d.board.height()
        last = d.trick_spots[-1][-1].geometry()
        assert d.board.rect().contains(last)
        assert not last.intersects(d.row_labels[-1].geometry())


@pytest.mark.parametrize("size,spare", [(6, False), (7, True)])
def test_the_first_words_mention_a_spare_card_only_when_there_is_one(qtbot, art, size, spare):
    """A 6-card lesson hand splits into two tricks exactly: its help said "discard the
    spare card" although it had none and showed no discard slot."""
    game = Brag(players=2)
    hand = deal(game, 1).hand(0)[:size]
    d = make(qtbot, game, hand, art)
    assert len(d.discard_spots) == (1 if spare else 0)
    assert ("spare card" in d.message.text()) is spare
    assert "Lay your cards out as tricks, strongest first" in d.message.text()
