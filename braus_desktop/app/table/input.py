"""The player's hands on the table: mouse gestures on the cards and the keyboard, each
turned into a verb, the way KPat's scene turns keys into its keyboard-navigation verbs
(``keyboardFocusLeft``, ``keyboardFocusSelect``...).

``TableInput`` is the view's (``TableView.input``). It keeps the keyboard's focus in the
player's hand, follows a card dragged to the trick, and says what the player asked for
through the view's signals (a card clicked, activated, dropped; Pass; a cut); what that
means in the game is the controller's.

The keys, as verbs: Left and Right ``move_focus`` (past the dimmed cards), Enter
``activate_focused``, Space ``select_focused``, P ``pass_turn``, L ``show_last_trick``;
while the pack is spread to cut, Left and Right move the cut and Enter or Space
``cut_here``; while a trick is held for reading, Space or Enter ``take_held_trick``; any
key puts a last trick shown again away.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt

from ...rules.cards import Card
from ..phrases import say
from .host import Table
from .items import CardItem

Key = Qt.Key
ENTER = (Key.Key_Return, Key.Key_Enter)
GO_ON = (Key.Key_Space, *ENTER)


class TableInput:
    """The keyboard focus and the gestures of one table."""

    def __init__(self, view: Table) -> None:
        self.view = view
        self.focus_index = 0
        self._drag_item: CardItem | None = None
        self._drag_over = False  # the dragged card is over the trick area

    def _hand(self) -> list[Card]:
        view = self.view
        return view.hands[view.human].cards if view.hands else []

    def _in_hand(self, item: CardItem) -> bool:
        return (
            item.card is not None
            and bool(self.view.hands)
            and item.card in self.view.hands[self.view.human].cards
        )

    # ------------------------------------------------------------------ the mouse
    def item_clicked(self, item: CardItem) -> None:
        view = self.view
        if view.busy:
            view.finish()
            return
        if item.cut_index is not None:
            view.cut_clicked.emit(item.cut_index)
        elif (
            item.card is not None
            and view.won is not None
            and any(item.card in t.cards for t in view.won.tricks)
        ):
            view.overlays.show_last_trick()
        elif item.card is not None and self._in_hand(item):
            self.focus_index = self._hand().index(item.card)
            view.card_clicked.emit(item.card)

    def item_double_clicked(self, item: CardItem) -> None:
        if not self.view.busy and self._in_hand(item):
            self.view.card_activated.emit(item.card)

    def mouse_pressed(self) -> bool:
        """A press on the table: True if it was taken (a last trick put away, the
        animation hurried), not handed to the card under it."""
        view = self.view
        if view.overlays.last_trick_shown:
            view.overlays.hide_sheet()  # a click anywhere puts the last trick away
            return True
        if view.busy:  # a click hurries the animation and does nothing else
            view.finish()
            return True
        return False

    def context_card(self, by_keyboard: bool, point: QPoint) -> Card | None:
        """The card of the hand a right click (at ``point``) or the menu key means."""
        cards = self._hand()
        if by_keyboard:
            card = cards[min(self.focus_index, len(cards) - 1)] if cards else None
        else:
            card = getattr(self.view.itemAt(point), "card", None)
        return card if card is not None and card in cards else None

    # -- dragging a card of the hand to the trick
    def drag_started(self, item: CardItem) -> bool:
        """May this item be dragged? Only the human's own cards, while nothing moves."""
        if self.view.busy or not self._in_hand(item):
            return False
        self.view.motion.stop_spring()
        self._drag_item = item
        item.setZValue(5000)
        item.setRotation(0.0)
        return True

    def drag_moved(self, item: CardItem, point: QPointF) -> None:
        self._set_drag_over(self.view.trick_area().contains(point))

    def item_dropped(self, item: CardItem, point: QPointF) -> None:
        """Released: over the trick area it asks to play the card; the card goes back to
        the hand unless that play moved it (an illegal card springs back, and the
        controller has said why in the status bar)."""
        view = self.view
        self._drag_item = None
        self._set_drag_over(False)
        if item.card is not None and view.trick_area().contains(point):
            view.card_dropped.emit(item.card)
        if item.scene() is not None and self._in_hand(item) and not view.motion.moving(item):
            target = (
                view.table_layout.places_now().get(item.card) if item.card is not None else None
            )
            if target is not None:
                view.motion.spring_back(item, target)

    def _set_drag_over(self, over: bool) -> None:
        if over != self._drag_over:
            self._drag_over = over
            self.view.resetCachedContent()
            self.view.viewport().update()

    def end_drag(self) -> None:
        """The models moved on (a sync): a card being dragged stops following the mouse."""
        self.view.motion.stop_spring()
        if self._drag_item is not None:
            self._drag_item.cancel_drag()
            self._drag_item = None
        self._set_drag_over(False)

    @property
    def dragging(self) -> bool:
        return self._drag_item is not None

    @property
    def drag_over(self) -> bool:
        """A dragged card is over the trick area: it would be played if let go."""
        return self._drag_over

    # ------------------------------------------------------------------ the keyboard
    def key_pressed(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """A key on the table, as its verb (see the module); False if it is none."""
        view = self.view
        if view.overlays.last_trick_shown:
            view.overlays.hide_sheet()  # any key puts the last trick away
            return True
        if key == Key.Key_L and not modifiers & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            view.overlays.show_last_trick()
            return True
        if view.motion.waiting_for_click and key in GO_ON:
            self.take_held_trick()
            return True
        if view.pack.cutting:  # the pack is spread to cut
            if key in (Key.Key_Left, Key.Key_Right):
                view.pack.move_cut_focus(-1 if key == Key.Key_Left else 1)
                return True
            if key in GO_ON:
                self.cut_here()
                return True
        cards = self._hand()
        if key in (Key.Key_Left, Key.Key_Right) and cards:
            self.move_focus(-1 if key == Key.Key_Left else 1)
        elif key in ENTER and cards:
            self.activate_focused()
        elif key == Key.Key_Space and cards:
            self.select_focused()
        elif key == Key.Key_P:
            self.pass_turn()
        else:
            return False
        return True

    def take_held_trick(self) -> None:
        """The trick held for reading is taken to its pile; the key plays nothing."""
        self.view.finish()

    def move_focus(self, step: int) -> None:
        """The keyboard focus ``step`` cards along the hand, past the dimmed cards while a
        playable one exists."""
        self.focus_index = self.undimmed(self.focus_index, step)
        if not self.view.busy:
            self.view.sync(instant=True)
        self.describe_focus()

    def activate_focused(self) -> None:
        cards = self._hand()
        self.view.finish()
        self.view.card_activated.emit(cards[min(self.focus_index, len(cards) - 1)])

    def select_focused(self) -> None:
        cards = self._hand()
        self.view.finish()
        self.view.card_clicked.emit(cards[min(self.focus_index, len(cards) - 1)])

    def pass_turn(self) -> None:
        self.view.finish()
        self.view.pass_requested.emit()

    def cut_here(self) -> None:
        view = self.view
        view.finish()
        view.cut_clicked.emit(view.pack.cut_focus)

    def undimmed(self, index: int, step: int) -> int:
        """The hand's card index the keyboard focus may rest on: ``index`` moved by
        ``step`` (0: the nearest) past every dimmed card, while a playable card exists."""
        view = self.view
        model = view.hands[view.human] if view.hands else None
        cards = model.cards if model is not None else []
        if model is None or not cards:
            return index
        if not (model.marking and view.settings.dim_unplayable) or not any(
            model.is_legal(c) for c in cards
        ):
            return (index + step) % len(cards)
        if step:
            for k in range(1, len(cards) + 1):
                i = (index + step * k) % len(cards)
                if model.is_legal(cards[i]):
                    return i
        legal = [i for i, c in enumerate(cards) if model.is_legal(c)]
        return min(legal, key=lambda i: (abs(i - index), i))

    def focus_card(self, card: Card) -> None:
        """Put the keyboard focus on that card of the player's hand (a hint's card)."""
        cards = self._hand()
        if card in cards:
            self.focus_index = cards.index(card)
            if not self.view.busy:
                self.view.sync(instant=True)
            self.describe_focus()

    def focused_card(self) -> Card | None:
        cards = self._hand()
        return cards[min(self.focus_index, len(cards) - 1)] if cards else None

    def describe_focus(self) -> None:
        """Tell assistive technology which card has the keyboard focus, and whether it
        can be played now (as the rules model marked it)."""
        view = self.view
        card = self.focused_card()
        if card is None:
            return
        model = view.hands[view.human]
        if not model.marking:
            state = ""
        elif model.is_legal(card):
            state = QCoreApplication.translate("TableView", ", can be played")
        else:
            state = QCoreApplication.translate("TableView", ", cannot be played")
        view.setAccessibleDescription(say(card.long_name) + state)
        from .access import focus_moved

        focus_moved(view)

    def focus_changed(self) -> None:
        """The table gained or lost the keyboard focus: the focused card's mark and the
        cut's follow."""
        view = self.view
        if view.trick is not None and not view.busy:
            view.sync(instant=True)
        view.pack.show_cut_focus()
