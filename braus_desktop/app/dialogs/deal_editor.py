"""The deal editor: set up every hand by hand (exercises, a deal from a book), then play it.

The player picks the game and the dealer, then gives every card of the pack a place: a
seat's hand, or the stock where the game has one. The pack, the hand sizes and what
happens to the cards not dealt come from the rules model (``rules.deals.deal_shape``);
every message is a ``deal_problems`` sentence, and OK is enabled exactly when the rules
accept the deal. Mouse: choose a place under "Deal to", then click cards. Keyboard alone:
arrows move between cards, digits 1-6 give the focused card to that seat (1 is the first
seat), S to the stock, Delete or 0 takes it back.

``start_from_editor(controller, result)`` starts a match whose first deal is exactly the
one set up.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...rules import Game, make_game
from ...rules.cards import Card
from ...rules.deals import STOCK, deal_problems, deal_shape, match_from_deal
from ..art import CardArt
from ..choice import default_names
from ..dialog_scale import SIZED_FOR_SCREEN
from ..flow import FlowLayout
from ..games import game_ui
from ..keys import key_names
from ..phrases import say, seat_name, spoken

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QKeyEvent, QShowEvent

    from ...rules import Match
    from ..controller import Controller

STOCK_PLACE = -1
CARD_WIDTH = 46
# One colour per place, so a glance shows who holds what (seats clockwise, then stock).
PLACE_COLOURS = ("#2f7d4f", "#b5523b", "#2d6fa8", "#a07a1c", "#7b4fa0", "#2f8f8f")
STOCK_COLOUR = "#5b5b5b"
# The words under a card (where it is dealt), as large as the dialog's small print: they
# follow its font, so at twice the size they are twice as large.
PLACE_WORDS = 8 / 9


@dataclass
class DealSetup:
    """What the editor made: the game, the dealer, each seat's cards and the stock (top
    card first)."""

    game: Game
    dealer: int
    hands: list[list[Card]]
    stock: list[Card] = field(default_factory=list)

    def match(self, seed: int | None = None) -> Match:
        """A match whose first deal is exactly this one."""
        return match_from_deal(self.game, self.hands, self.stock, self.dealer, seed)


def start_from_editor(controller: Controller, result: DealSetup) -> None:
    """Play the set-up deal: the controller's seats and names are kept when the game has
    as many players, else every other seat gets a standard computer player."""
    game = result.game
    n = game.n_players
    levels = names = None
    if (
        controller.game is not None
        and controller.game.n_players == n
        and len(controller.levels) == n
    ):
        levels, names = list(controller.levels), list(controller.names)
    controller.start_match(result.match(), levels, names)


class CardButton(QToolButton):
    """One card of the pack in the grid: its face, and below it where it is dealt."""

    key_pressed = Signal(object, object)  # the button, the key event

    def __init__(self, card: Card, icon: QIcon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.grid_pos = (0, 0)  # (row, column) in the pack's grid
        self.setIcon(icon)
        self.setIconSize(QSize(CARD_WIDTH, round(CARD_WIDTH * 1.4)))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoRaise(False)
        # as wide as its column (the widest place's name in it): the cards line up
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(self, event)
        if not event.isAccepted():
            super().keyPressEvent(event)


class WholeScroll(QScrollArea):
    """The editor's body (its help, the pack, the hands so far, what is wrong): asks for
    room for all of it, and scrolls what the screen has no room for (the pack at twice
    the text size on a small screen)."""

    def sizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().sizeHint()
        want = body.sizeHint()
        if body.hasHeightForWidth():
            want.setHeight(max(want.height(), body.heightForWidth(want.width())))
        frame = 2 * self.frameWidth()
        return want + QSize(frame, frame)


class PackScroll(QScrollArea):
    """The pack of card buttons, centred; scrolled sideways when the dialog is narrower
    than it, as tall as it (and its scroll bar, when shown) so it never scrolls up and
    down inside the dialog's own scrolling."""

    def __init__(self, pack: QWidget) -> None:
        super().__init__()
        self.setWidget(pack)
        self.setWidgetResizable(False)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (its cards take the focus)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def pack_size(self) -> QSize:
        pack = self.widget()
        return pack.sizeHint() if pack is not None else QSize()

    def heightForWidth(self, width: int) -> int:
        pack = self.pack_size()
        bar = self.horizontalScrollBar().sizeHint().height() if pack.width() > width else 0
        return pack.height() + bar

    def hasHeightForWidth(self) -> bool:
        return True

    def sizeHint(self) -> QSize:
        return self.pack_size()

    def minimumSizeHint(self) -> QSize:
        # (as narrow as a few cards: the rest is scrolled to)
        pack = self.pack_size()
        return QSize(
            min(pack.width(), 4 * CARD_WIDTH),
            self.heightForWidth(min(pack.width(), 4 * CARD_WIDTH)),
        )

    def fit(self) -> None:
        """The pack at its size after its cards or their words changed."""
        pack = self.widget()
        if pack is not None:
            pack.adjustSize()
        self.updateGeometry()


class DealEditorDialog(QDialog):
    """Set up a deal card by card; ``result()`` gives the DealSetup once accepted."""

    def __init__(
        self,
        game: Game | None = None,
        art: CardArt | None = None,
        names: Sequence[str] | None = None,
        dealer: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal editor"))
        self.setAccessibleName(self.tr("Deal editor"))
        self.art = art or CardArt()
        self._current = game
        self._current_names = list(names) if names else None
        self._rng = random.Random()
        root = QVBoxLayout(self)
        root.setContentsMargins(16, 14, 16, 12)
        root.setSpacing(10)

        top = QHBoxLayout()
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game"))
        from .new_game import PICKS

        if game is not None:
            self.game_box.addItem(
                self.tr("This game: {game}").format(game=self._game_label(game)), game
            )
        for label, game_id, fixed in PICKS:
            self.game_box.addItem(say(label), (game_id, fixed))
        game_label = QLabel(self.tr("&Game"))
        game_label.setBuddy(self.game_box)
        self.dealer_box = QComboBox()
        self.dealer_box.setAccessibleName(self.tr("Dealer"))
        dealer_label = QLabel(self.tr("&Dealer"))
        dealer_label.setBuddy(self.dealer_box)
        top.addWidget(game_label)
        top.addWidget(self.game_box, 1)
        top.addSpacing(16)
        top.addWidget(dealer_label)
        top.addWidget(self.dealer_box)
        root.addLayout(top)

        self.target_row = QHBoxLayout()
        self.target_row.addWidget(QLabel(self.tr("Deal to:")), 0, Qt.AlignmentFlag.AlignTop)
        self.targets = QButtonGroup(self)
        self.target_holder = QWidget()
        # (seven places for six players and the stock wrap onto a second row when the
        # words are large and the screen small)
        self.target_layout = FlowLayout(self.target_holder)
        self.target_row.addWidget(self.target_holder, 1)
        root.addLayout(self.target_row)

        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(10)
        self.body_scroll = WholeScroll()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setWidget(self.body)
        # (no stop of its own on the way round with Tab: the focus moving to a card or
        # a field in it scrolls it there)
        self.body_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        root.addWidget(self.body_scroll, 1)

        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: #4b5a52;")
        body.addWidget(self.help)

        self.grid_holder = QWidget()
        self.grid = QGridLayout(self.grid_holder)
        self.grid.setSpacing(3)
        self.grid.setContentsMargins(0, 0, 0, 0)
        # the pack alone scrolls sideways when it is wider than the dialog (its places'
        # names at twice the size on a small screen): the words above and below it wrap
        # to the dialog's width, and are never cut at its edge
        self.pack_scroll = PackScroll(self.grid_holder)
        body.addWidget(self.pack_scroll)

        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Hands so far"))
        body.addWidget(self.summary)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("What is wrong"))
        self.message.setStyleSheet("color: #9b2c1f;")
        body.addWidget(self.message)
        body.addStretch(1)
        # sized for its screen when first shown (``showEvent``)
        self.setProperty(SIZED_FOR_SCREEN, True)
        self._sized = False

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.fill_button = QPushButton(self.tr("&Fill the rest at random"))
        self.clear_button = QPushButton(self.tr("C&lear"))
        buttons.addButton(self.fill_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.clear_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Play this deal"))
        for b in (self.fill_button, self.clear_button, self.ok_button):
            b.setAutoDefault(False)
        self.fill_button.clicked.connect(self.fill_rest)
        self.clear_button.clicked.connect(self.clear)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.dealer_box.currentIndexChanged.connect(self._validate)
        self._buttons: dict[Card, CardButton] = {}
        self._order: list[Card] = []
        self._game_changed()
        if 0 <= dealer < self.game.n_players:
            self.dealer_box.setCurrentIndex(dealer)

    # ------------------------------------------------------------------ its size
    def showEvent(self, event: QShowEvent) -> None:
        if not self._sized:
            self._sized = True
            self._fit_screen()
        super().showEvent(event)

    def _fit_screen(self) -> None:
        """As large as all of it needs, as far as the screen has room (the rest scrolls):
        Qt's first size for a window is at most two thirds of the screen, which cut the
        pack's rows at twice the text size."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        want = self.sizeHint().expandedTo(self.minimumSizeHint())
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else QRect()
        if room.isValid():
            # (room left for the window's frame and title)
            want = want.boundedTo(QSize(room.width() * 95 // 100, room.height() * 92 // 100))
        self.resize(want.expandedTo(self.minimumSizeHint()))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._buttons:
            self._refresh()  # (the words under the cards follow the dialog's)

    # ------------------------------------------------------------------ the game
    def _game_label(self, game: Game) -> str:
        return game_ui(game).editor_label(game)

    def _game_changed(self) -> None:
        data = self.game_box.currentData()
        if isinstance(data, tuple):
            game_id, fixed = data
            self.game = make_game(game_id, **fixed)
        else:
            self.game = data
        self.shape = deal_shape(self.game)
        n = self.game.n_players
        if self._current_names and len(self._current_names) == n:
            self.names = list(self._current_names)
        else:
            self.names = default_names(n)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.dealer_box.blockSignals(True)
        self.dealer_box.clear()
        self.dealer_box.addItems([seat_name(n) for n in self.names])
        self.dealer_box.blockSignals(False)
        self._build_targets()
        self._build_grid()
        has_stock = self.shape.rest == STOCK
        keys = f"1-{n}" if n > 1 else "1"
        if has_stock:
            text = self.tr(
                "Click a place under <i>Deal to</i>, then the cards; or with the "
                "keyboard, move with the arrows and press {keys} to give the card "
                "to that seat, S to the stock, {delete} to take it back. The stock is "
                "drawn in the order you fill it: the first card is the top."
            )
        else:
            text = self.tr(
                "Click a place under <i>Deal to</i>, then the cards; or with the "
                "keyboard, move with the arrows and press {keys} to give the card "
                "to that seat, {delete} to take it back."
            )
        text = text.format(keys=keys, **key_names(delete="Delete"))
        if self.shape.rest == "undealt":
            text += " " + self.tr("{n} cards stay out of play.").format(n=self.shape.rest_size)
        self.help.setText(text)
        self._refresh()

    def _places(self) -> list[int]:
        n = self.game.n_players
        return list(range(n)) + ([STOCK_PLACE] if self.shape.rest == STOCK else [])

    def place_name(self, place: int | None) -> str:
        if place is None:
            return self.tr("not dealt")
        if place == STOCK_PLACE:
            return self.tr("the stock")
        name = self.names[place]
        if name == "You":
            return self.tr("your hand")
        return self.tr("{name}'s hand").format(name=seat_name(name))

    def _colour(self, place: int) -> str:
        if place == STOCK_PLACE:
            return STOCK_COLOUR
        return PLACE_COLOURS[place % len(PLACE_COLOURS)]

    def _build_targets(self) -> None:
        for b in self.targets.buttons():
            self.targets.removeButton(b)
            b.setParent(None)
            b.deleteLater()
        for i, place in enumerate(self._places()):
            text = (
                self.tr("&Stock")
                if place == STOCK_PLACE
                else f"&{place + 1} {seat_name(self.names[place])}"
            )
            radio = QRadioButton(text)
            radio.setAccessibleName(self.tr("Deal to {place}").format(place=self.place_name(place)))
            radio.setStyleSheet(
                f"QRadioButton {{ color: {self._colour(place)}; font-weight: 600; }}"
            )
            self.targets.addButton(radio, place)
            self.target_layout.addWidget(radio)
            if i == 0:
                radio.setChecked(True)

    def _build_grid(self) -> None:
        for b in self._buttons.values():
            self.grid.removeWidget(b)
            b.setParent(None)
            b.deleteLater()
        self._buttons = {}
        pack = self.shape.pack
        dpr = self.devicePixelRatioF()
        suits = sorted({c.suit for c in pack if not c.joker})
        self._order = []
        for row, suit in enumerate(suits):
            in_suit = sorted(
                (c for c in pack if not c.joker and c.suit == suit), key=lambda c: c.rank
            )
            for col, c in enumerate(in_suit):
                self._add_button(c, row, col, dpr)
        jokers = [c for c in pack if c.joker]
        for col, c in enumerate(jokers):
            self._add_button(c, len(suits), col, dpr)
        previous: QWidget = self.dealer_box
        for c in self._order:
            self.setTabOrder(previous, self._buttons[c])
            previous = self._buttons[c]

    def _add_button(self, c: Card, row: int, col: int, dpr: float) -> None:
        icon = QIcon(self.art.pixmap(c, CARD_WIDTH, dpr, game_id=self.game.id))
        b = CardButton(c, icon, self.grid_holder)
        b.clicked.connect(lambda _=False, card=c: self._clicked(card))
        b.key_pressed.connect(self._key)
        b.grid_pos = (row, col)
        self.grid.addWidget(b, row, col)
        self._buttons[c] = b
        self._order.append(c)

    # ------------------------------------------------------------------ placing cards
    def place_of(self, c: Card) -> int | None:
        for seat, hand in enumerate(self.hands):
            if c in hand:
                return seat
        return STOCK_PLACE if c in self.stock else None

    def assign(self, c: Card, place: int | None) -> None:
        """Give ``c`` to a seat (0..n-1), the stock (-1), or back to nobody (None)."""
        for hand in self.hands:
            while c in hand:
                hand.remove(c)
        while c in self.stock:
            self.stock.remove(c)
        if place == STOCK_PLACE:
            self.stock.append(c)
        elif place is not None:
            self.hands[place].append(c)
        self._refresh()

    def _clicked(self, c: Card) -> None:
        target = self.targets.checkedId()
        self.assign(c, None if self.place_of(c) == target else target)

    def _key(self, button: CardButton, event: QKeyEvent) -> None:
        key, text = event.key(), event.text().lower()
        n = self.game.n_players
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            row, col = button.grid_pos
            dr, dc = {
                Qt.Key.Key_Left: (0, -1),
                Qt.Key.Key_Right: (0, 1),
                Qt.Key.Key_Up: (-1, 0),
                Qt.Key.Key_Down: (1, 0),
            }[Qt.Key(key)]
            by_pos = {b.grid_pos: b for b in self._buttons.values()}
            rows = max(r for r, _ in by_pos) + 1
            r, c = row + dr, col + dc
            if dc:
                in_row = sorted(cc for rr, cc in by_pos if rr == row)
                c = in_row[(in_row.index(col) + dc) % len(in_row)]
                r = row
            else:
                r %= rows
                in_row = sorted(cc for rr, cc in by_pos if rr == r)
                c = min(in_row, key=lambda cc: abs(cc - col))
            by_pos[(r, c)].setFocus(Qt.FocusReason.OtherFocusReason)
            self.pack_scroll.ensureWidgetVisible(by_pos[(r, c)])
            self.body_scroll.ensureWidgetVisible(by_pos[(r, c)])
        elif text.isdigit() and 1 <= int(text) <= n:
            self.assign(button.card, int(text) - 1)
        elif text == "s" and self.shape.rest == STOCK:
            self.assign(button.card, STOCK_PLACE)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) or text == "0":
            self.assign(button.card, None)
        else:
            event.ignore()
            return
        event.accept()

    def set_deal(
        self, hands: Sequence[Sequence[Card]], stock: Sequence[Card] = (), dealer: int | None = None
    ) -> None:
        """Load a deal as it stands (cards may repeat or miss: the messages say so)."""
        self.hands = [list(h) for h in hands] + [
            [] for _ in range(self.game.n_players - len(hands))
        ]
        self.stock = list(stock)
        if dealer is not None:
            self.dealer_box.setCurrentIndex(dealer)
        self._refresh()

    def clear(self) -> None:
        self.hands = [[] for _ in range(self.game.n_players)]
        self.stock = []
        self._refresh()

    def fill_rest(self) -> None:
        """Deal the cards nobody has yet at random: hands up to their size, then the
        stock (in random order) where the game has one."""
        free = [c for c in self.shape.pack if self.place_of(c) is None]
        self._rng.shuffle(free)
        for seat, hand in enumerate(self.hands):
            while len(hand) < self.shape.hand_sizes[seat] and free:
                hand.append(free.pop())
        if self.shape.rest == STOCK:
            self.stock.extend(free)
        self._refresh()

    # ------------------------------------------------------------------ showing it
    def _refresh(self) -> None:
        counts: dict[Card, int] = {}
        for hand in self.hands:
            for c in hand:
                counts[c] = counts.get(c, 0) + 1
        for c in self.stock:
            counts[c] = counts.get(c, 0) + 1
        words = max(6.0, self.font().pointSizeF() * PLACE_WORDS)
        for c, b in self._buttons.items():
            place = self.place_of(c)
            label = (
                "—"
                if place is None
                else (self.tr("Stock") if place == STOCK_PLACE else seat_name(self.names[place]))
            )
            if counts.get(c, 0) > 1:
                label += " ×2"
            b.setText(label)
            b.setAccessibleName(f"{spoken(c)}, {self.place_name(place)}")
            colour = "#ffffff" if place is None else self._colour(place)
            ink = "#55605a" if place is None else "#ffffff"
            b.setStyleSheet(
                f"QToolButton {{ background: {colour}; color: {ink}; border: 1px solid "
                f"#9aa59f; border-radius: 5px; padding: 2px; font-size: {words:.1f}pt; }}"
                f"QToolButton:focus {{ border: 3px solid #f0b400; }}"
            )
        lines = []
        for place in self._places():
            held = self.stock if place == STOCK_PLACE else self.hands[place]
            need = self.shape.rest_size if place == STOCK_PLACE else self.shape.hand_sizes[place]
            who = self.tr("Stock") if place == STOCK_PLACE else seat_name(self.names[place])
            shown = " ".join(c.display for c in held) or "—"
            lines.append(
                f'<span style="color:{self._colour(place)}"><b>{who}</b></span> '
                + self.tr("({n} of {need}): {cards}").format(n=len(held), need=need, cards=shown)
            )
        self.summary.setText("<br>".join(lines))
        self.pack_scroll.fit()
        self._validate()

    def problems(self) -> list[str]:
        return deal_problems(
            self.game,
            self.hands,
            self.stock,
            dealer=max(0, self.dealer_box.currentIndex()),
            names=self.names,
        )

    def _validate(self, *_args: object) -> None:
        found = self.problems()
        self.message.setText("\n".join(say(p) for p in found))
        self.ok_button.setEnabled(not found)

    def setup(self) -> DealSetup:
        """The deal as set up (check ``problems()`` first: the rules may refuse it)."""
        return DealSetup(
            self.game,
            max(0, self.dealer_box.currentIndex()),
            [list(h) for h in self.hands],
            list(self.stock) if self.shape.rest == STOCK else [],
        )

    def accept(self) -> None:
        if self.problems():
            return
        super().accept()


def open_deal_editor(
    window: Any,
) -> DealEditorDialog:  # (the main window, which imports this module)
    """Game ▸ Deal editor…: set up a deal and, on OK, play it at the window's table."""
    c = window.controller
    dealer = c.state.dealer if c.state is not None else 0
    dialog = DealEditorDialog(
        c.game, window.table.art, c.names if c.match else None, dealer, window
    )

    def finished(result: int) -> None:
        if result == QDialog.DialogCode.Accepted and window.may_abandon():
            start_from_editor(c, dialog.setup())
        dialog.deleteLater()

    dialog.finished.connect(finished)
    dialog.open()
    return dialog
