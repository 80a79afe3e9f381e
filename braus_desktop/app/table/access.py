"""The table as a screen reader reads it: the cards and the seats as accessible objects.

The table's cards are ``QGraphicsItem``s, which assistive technology cannot see: read
over AT-SPI the view was "Card table" with no children. ``TableAccess`` is the view's
``QAccessibleInterface`` (made by ``made_for`` when Qt first asks the view): its children are the player's hand
(a list of cards, each named as a player says it, "jack of clubs, Spit", and marked
selected, focused, or unavailable when the rules forbid it now), the trick on the table
(who played what), the players round the table (cards left, tricks won, whose turn, the
dealer) and, where a game has them, the stock and the card shown beside it.

Every object reads the view's models when asked, so nothing here is a copy that could go
stale; the objects themselves are made once per place (a hand's third card is one object
for the whole match) and kept, because Qt's accessibility cache keeps the pointers it has
handed out. ``TableView.announce`` (``announce``: a notice in the status bar over AT-SPI,
an announcement event elsewhere) and the focus event that follows the keyboard's card
choice (``focus_moved``) are how the table speaks first.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from ...rules.cards import Card
from ...rules.phrase import QT_TRANSLATE_NOOP, plural
from ..keys import key_names
from ..phrases import say, spoken_faces

Role = QAccessible.Role
Text = QAccessible.Text


def card_words(view: Any, card: Card) -> str:
    """A card as a player says it at this table: "jack of clubs, Spit"."""
    from ..games.chart import card_name

    text = say(card.long_name)
    game = getattr(view, "game", None)
    special = card_name(game, card) if game is not None else None
    return f"{text}, {special}" if special else text


def cards_words(view: Any, cards: Iterable[Card]) -> str:
    return ", ".join(card_words(view, c) for c in cards)


def cards_left(n: int) -> str:
    return say(
        plural(
            n,
            QT_TRANSLATE_NOOP("TableAccess", "1 card"),
            QT_TRANSLATE_NOOP("TableAccess", "{n} cards"),
        ).format(n=n)
    )


def tricks_won(n: int) -> str:
    return say(
        plural(
            n,
            QT_TRANSLATE_NOOP("TableAccess", "1 trick"),
            QT_TRANSLATE_NOOP("TableAccess", "{n} tricks"),
        ).format(n=n)
    )


class Node(QAccessibleInterface):
    """One object of the table's tree that is no widget: a list, a card, a seat. Its
    words and state are read from the view (``name``, ``state_of``) when asked; its
    children (``kids``: how many there are now) are made once per index and kept."""

    def __init__(
        self,
        parent: QAccessibleInterface,
        view: QGraphicsView,
        role: Role,
        name: Callable[[], str],
        kids: Callable[[], int] | None = None,
        kid: Callable[[Node, int], Node] | None = None,
        state_of: Callable[[QAccessible.State], None] | None = None,
        description: Callable[[], str] | None = None,
    ) -> None:
        super().__init__()
        self._parent, self._view, self._role = parent, view, role
        self._name, self._kids, self._kid = name, kids, kid
        self._state_of, self._description = state_of, description
        self._made: list[Node] = []

    # -- the tree
    def isValid(self) -> bool:
        return True

    def object(self) -> QObject | None:  # type: ignore[override]  # (None: Qt's null)
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # (None: Qt's null)
        return self._view.window().windowHandle()

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def parent(self) -> QAccessibleInterface:
        return self._parent

    def childCount(self) -> int:
        return self._kids() if self._kids is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (None: Qt's null)
        if self._kid is None or not 0 <= index < self.childCount():
            return None
        while len(self._made) <= index:
            self._made.append(self._kid(self, len(self._made)))
        return self._made[index]

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, made in enumerate(self._made[: self.childCount()]):
            if made is child:
                return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # (None: Qt's null)
        for i in range(self.childCount()):
            found = self.child(i)
            if found is not None and found.state().focused:
                return found
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (None: Qt's null)
        return None

    # -- what it says
    def text(self, t: Text) -> str:
        if t == Text.Name:
            return self._name()
        if t == Text.Description and self._description is not None:
            return self._description()
        return ""

    def setText(self, t: Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        view = self._view
        top_left = view.mapToGlobal(view.rect().topLeft())
        return QRect(top_left, view.size())

    def role(self) -> Role:
        return self._role

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self._view.isVisible():
            state.invisible = True
        if self._state_of is not None:
            self._state_of(state)
        return state


class TableAccess(QAccessibleWidget):
    """The card table's accessible object: the view with the table's parts as children."""

    def __init__(self, view: Any) -> None:
        super().__init__(view, Role.Pane, view.accessibleName())
        self.view = view
        self.parts: list[Node] = [
            Node(
                self,
                view,
                Role.List,
                lambda: QCoreApplication.translate("TableAccess", "Your hand"),
                self._hand_size,
                self._card,
                description=self._hand_description,
            ),
            Node(
                self,
                view,
                Role.List,
                lambda: QCoreApplication.translate("TableAccess", "The trick on the table"),
                self._plays,
                self._play,
            ),
            Node(
                self,
                view,
                Role.List,
                lambda: QCoreApplication.translate("TableAccess", "Players"),
                self._seat_count,
                self._seat,
            ),
            Node(self, view, Role.StaticText, self._stock_words),
        ]

    # -- the view's own object: its parts as its children (the viewport is no part)
    def childCount(self) -> int:
        return len(self.parts) if self._stock_words() else len(self.parts) - 1

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # (None: Qt's null)
        return self.parts[index] if 0 <= index < self.childCount() else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, part in enumerate(self.parts[: self.childCount()]):
            if part is child:
                return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # (None: Qt's null)
        return self.focused_card()

    def text(self, t: Text) -> str:
        if t == Text.Name:
            name: str = self.view.accessibleName()
            return name
        if t == Text.Description:
            description: str = self.view.accessibleDescription()
            return description
        return super().text(t)

    # -- the hand
    @property
    def hand(self) -> Node:
        return self.parts[0]

    def _cards(self) -> list[Card]:
        view = self.view
        return view.hands[view.human].cards if view.hands else []

    def _hand_size(self) -> int:
        return len(self._cards())

    def _hand_description(self) -> str:
        return QCoreApplication.translate(
            "TableAccess", "{left} and {right} choose a card, {enter} plays it, {space} selects it."
        ).format(**key_names(left="Left", right="Right", enter="Enter", space="Space"))

    def _card(self, parent: Node, index: int) -> Node:
        def card() -> Card | None:
            cards = self._cards()
            return cards[index] if index < len(cards) else None

        def name() -> str:
            found = card()
            return card_words(self.view, found) if found is not None else ""

        def state_of(state: QAccessible.State) -> None:
            found = card()
            view = self.view
            if found is None:
                state.invisible = True
                return
            model = view.hands[view.human]
            state.focusable = state.selectable = True
            state.selected = found in model.selected()
            if model.marking and not model.is_legal(found):
                state.disabled = True
            state.focused = (
                view.hasFocus() and index == view.input.focus_index and not view.pack.cutting
            )

        def description() -> str:
            found = card()
            model = self.view.hands[self.view.human] if self.view.hands else None
            if found is None or model is None or not model.marking:
                return ""
            return (
                QCoreApplication.translate("TableAccess", "can be played")
                if model.is_legal(found)
                else QCoreApplication.translate("TableAccess", "cannot be played")
            )

        return Node(
            parent, self.view, Role.ListItem, name, state_of=state_of, description=description
        )

    def focused_card(self) -> QAccessibleInterface | None:
        view = self.view
        cards = self._cards()
        if not cards or not view.hasFocus():
            return None
        return self.hand.child(min(view.input.focus_index, len(cards) - 1))

    # -- the trick
    def _plays(self) -> int:
        trick = self.view.trick
        return len(trick.plays) if trick is not None else 0

    def _play(self, parent: Node, index: int) -> Node:
        def name() -> str:
            trick = self.view.trick
            plays = trick.plays if trick is not None else []
            if index >= len(plays):
                return ""
            play = plays[index]
            return QCoreApplication.translate("TableAccess", "{name}: {cards}").format(
                name=self._seat_name(play.seat), cards=cards_words(self.view, play.cards)
            )

        return Node(parent, self.view, Role.ListItem, name)

    # -- the seats
    def _seat_count(self) -> int:
        seats = self.view.seats
        return seats.rowCount() if seats is not None else 0

    def _seat_name(self, seat: int) -> str:
        seats = self.view.seats
        if seats is not None and 0 <= seat < seats.rowCount():
            seat_name: str = seats.seat(seat).name
            return seat_name
        return "?"

    def seat_words(self, seat: int) -> str:
        """A seat as the tree names it: "West: 7 cards, 2 tricks, dealer, their turn"."""
        view = self.view
        info = view.seats.seat(seat)
        held = len(view.hands[seat].cards) if seat < len(view.hands) else 0
        won = view.won.counts().get(info.side, 0) if view.won is not None else 0
        parts = [cards_left(held), tricks_won(won)]
        if info.dealer:
            parts.append(QCoreApplication.translate("TableAccess", "dealer"))
        if info.turn:
            parts.append(
                QCoreApplication.translate("TableAccess", "your turn")
                if seat == view.human
                else QCoreApplication.translate("TableAccess", "their turn")
            )
        return QCoreApplication.translate("TableAccess", "{name}: {facts}").format(
            name=info.name, facts=", ".join(parts)
        )

    def _seat(self, parent: Node, index: int) -> Node:
        def name() -> str:
            return self.seat_words(index) if index < self._seat_count() else ""

        return Node(parent, self.view, Role.ListItem, name)

    # -- the stock
    def _stock_words(self) -> str:
        view = self.view
        words = []
        if view.stock:
            words.append(
                QCoreApplication.translate("TableAccess", "Stock: {cards}").format(
                    cards=cards_left(view.stock)
                )
            )
        bottom = view.bottom_card if view.trick is not None else None
        if bottom is not None and bottom[0] is not None:
            words.append(
                QCoreApplication.translate("TableAccess", "Card shown: {card}").format(
                    card=card_words(view, bottom[0])
                )
            )
        return ". ".join(words)


_kept: list[TableAccess] = []  # Qt's cache holds the pointers: Python must keep them


def made_for(view: QWidget) -> TableAccess:
    """The card table ``view``'s accessible object, made when Qt first asks for it
    (``view.answer_for_tables``, Qt's factory, asks once per table: Qt keeps it)."""
    found = TableAccess(view)
    _kept.append(found)
    view.destroyed.connect(lambda *_: _kept.remove(found) if found in _kept else None)
    return found


def access_of(view: QWidget) -> TableAccess | None:
    """The view's accessible object (None while accessibility is off and not asked for)."""
    found = QAccessible.queryAccessibleInterface(view)
    return found if isinstance(found, TableAccess) else None


def focus_moved(view: Any) -> None:  # (the view, or its parts' ``host.Table``)
    """The keyboard's card choice moved: tell assistive technology which card has it."""
    if not QAccessible.isActive():
        return
    access = access_of(view)
    card = access.focused_card() if access is not None else None
    if card is not None:
        QAccessible.updateAccessibility(QAccessibleEvent(card, QAccessible.Event.Focus))


# Where Qt's bridge is AT-SPI (Linux, the BSDs), a notice is shown instead of an
# announcement event: Orca 43 (Debian 12) has no listener for ``object:announcement`` and
# stays silent, while every Orca presents a notification that becomes showing; Orca 45 and
# later hear both, so the table sends one of the two, never both, or they would say each
# line twice. UI Automation and NSAccessibility get the announcement event.
ATSPI = not sys.platform.startswith(("win32", "cygwin", "darwin"))
# A notice is taken again for new words only after it has been quiet this long: a screen
# reader reads its words when it gets to the event, which on a busy machine may be seconds
# later, and must still find the words the event was sent for.
REST = 60.0


class Notices:
    """What the table has said, as notifications in the window's status bar: each
    announcement is a notice named with its words and then shown (Qt sends AT-SPI's
    ``showing``), so Orca speaks it; under a status bar Orca 43 says the words alone,
    without "notification".

    The words travel with the events: the notice is renamed first, and Qt's
    ``accessible-name`` change carries the new name in the event itself (AT-SPI's client
    library keeps it as the object's name), so a listener never has to ask the app for
    the words over D-Bus after the event, an answer a busy app may give too late or
    after its next sentence. A notice keeps its words until it has rested ``REST``
    seconds; until then each sentence gets a notice of its own, so three plays in a row
    are three notices, whenever a screen reader reads them."""

    def __init__(self, view: QGraphicsView, clock: Callable[[], float] = time.monotonic) -> None:
        self.view = view
        self.clock = clock
        self.words: list[str] = []
        self.shown: list[float] = []  # when each notice was last shown
        self.nodes: list[Node] = []

    def parent(self) -> QAccessibleInterface | None:
        window = self.view.window()
        bar = window.statusBar() if hasattr(window, "statusBar") else None
        return QAccessible.queryAccessibleInterface(bar if bar is not None else self.view)

    def rested(self) -> int:
        """The notice to take for new words: the one quiet longest, if it has rested
        ``REST`` seconds; else a new one."""
        now = self.clock()
        if self.shown:
            oldest = min(range(len(self.shown)), key=self.shown.__getitem__)
            if now - self.shown[oldest] >= REST:
                return oldest
        self.words.append("")
        self.shown.append(now)
        self.nodes.append(Notice(self, len(self.nodes)))
        return len(self.nodes) - 1

    def show(self, text: str) -> Node:
        """Put ``text`` in a notice at rest, say its new name, and tell assistive
        technology it appeared."""
        i = self.rested()
        self.words[i], self.shown[i] = text, self.clock()
        for kind in (QAccessible.Event.NameChanged, QAccessible.Event.ObjectShow):
            QAccessible.updateAccessibility(QAccessibleEvent(self.nodes[i], kind))
        return self.nodes[i]


class Notice(Node):
    """One notice of ``Notices``: its words, and the status bar as it is now for parent."""

    def __init__(self, notices: Notices, i: int) -> None:
        access = QAccessible.queryAccessibleInterface(notices.view)
        super().__init__(access, notices.view, Role.Notification, lambda: notices.words[i])
        self.notices = notices

    def parent(self) -> QAccessibleInterface:
        return self.notices.parent() or self._parent


def announce(view: QWidget, text: str, assertive: bool = False) -> None:
    """Say ``text`` through the screen reader: polite (after what it is saying) for the
    flow of play, assertive (at once) for what needs an answer now. Over AT-SPI it is a
    notice (``Notices``), which Orca speaks in turn whatever the politeness."""
    if not text or not QAccessible.isActive():
        return
    if ATSPI and isinstance(view, QGraphicsView):  # (the table: the one that speaks)
        notices = getattr(view, "notices", None)
        if notices is None:
            notices = Notices(view)
            setattr(view, "notices", notices)  # (kept with the view: Qt's cache keeps them)
        notices.show(spoken_faces(text))
        return
    event = QAccessibleAnnouncementEvent(view, spoken_faces(text))
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
