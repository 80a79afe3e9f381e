"""Qt item models: how the rules state reaches the views.

The controller fills these from the rules model's events, one event at a time, so every
view (the card table, the log, the side panel) shows the deal as it unfolds. The models
hold what the table shows, never a rule: which cards are legal is put in by the
controller from ``legal_actions()``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ..rules.cards import Card
from ..rules.phrase import Phrase
from .phrases import say

Index = QModelIndex | QPersistentModelIndex  # (a row asked of a Qt model)

CardRole = Qt.ItemDataRole.UserRole + 1
LegalRole = Qt.ItemDataRole.UserRole + 2
SelectedRole = Qt.ItemDataRole.UserRole + 3
SeatRole = Qt.ItemDataRole.UserRole + 4
SideRole = Qt.ItemDataRole.UserRole + 5
KindRole = Qt.ItemDataRole.UserRole + 6
CardsRole = Qt.ItemDataRole.UserRole + 7


def hand_order(card: Card) -> tuple[int, int, int]:
    """How the human's hand is sorted: by suit (clubs, spades, hearts, diamonds), high first."""
    return (card.joker, card.suit, -card.rank)


class HandModel(QAbstractListModel):
    """One seat's cards, in the order the table lays them out."""

    def __init__(self, seat: int, face_up: bool, sort: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.face_up = face_up
        self.sorted = sort  # (not ``sort``: that is the model's own sort method)
        self._cards: list[Card] = []
        self._legal: set[Card] | None = None  # None: no marking (not this seat's turn)
        self._selected: set[Card] = set()

    # -- Qt -------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card.display if self.face_up else self.tr("card")
        if role == CardRole:
            return card
        if role == LegalRole:
            return self.is_legal(card)
        if role == SelectedRole:
            return card in self._selected
        return None

    # -- contents -------------------------------------------------------------------
    @property
    def cards(self) -> list[Card]:
        return list(self._cards)

    def set_cards(self, cards: Iterable[Card]) -> None:
        self.beginResetModel()
        self._cards = sorted(cards, key=hand_order) if self.sorted else list(cards)
        self._selected.clear()
        self._legal = None
        self.endResetModel()

    def add_cards(self, cards: Iterable[Card]) -> None:
        # A draw happens between turns, so resetting the marks loses nothing.
        if self.sorted:
            self.set_cards(self._cards + list(cards))
        else:
            self._append(cards)

    def _append(self, new: Iterable[Card]) -> None:
        cards = list(new)
        if not cards:
            return
        first = len(self._cards)
        self.beginInsertRows(QModelIndex(), first, first + len(cards) - 1)
        self._cards.extend(cards)
        self.endInsertRows()

    def remove_cards(self, cards: Iterable[Card]) -> None:
        for card in cards:
            if card in self._cards:
                row = self._cards.index(card)
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._cards[row]
                self._selected.discard(card)
                self.endRemoveRows()

    def reorder(self, cards: Iterable[Card]) -> None:
        """Lay the same cards out in a new order (a Brag hand as arranged)."""
        order = [c for c in cards if c in self._cards]
        order += [c for c in self._cards if c not in order]
        self.beginResetModel()
        self._cards = order
        self.endResetModel()

    # -- marks ----------------------------------------------------------------------
    def is_legal(self, card: Card) -> bool:
        return self._legal is None or card in self._legal

    @property
    def marking(self) -> bool:
        return self._legal is not None

    def set_legal(self, cards: Iterable[Card] | None) -> None:
        self._legal = None if cards is None else set(cards)
        self._changed_all()

    def selected(self) -> list[Card]:
        return [c for c in self._cards if c in self._selected]

    def set_selected(self, cards: Iterable[Card]) -> None:
        self._selected = set(cards) & set(self._cards)
        self._changed_all()

    def toggle(self, card: Card) -> None:
        if card in self._selected:
            self._selected.discard(card)
        elif card in self._cards:
            self._selected.add(card)
        self._changed_all()

    def _changed_all(self) -> None:
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1))


@dataclass
class TrickPlay:
    seat: int
    cards: tuple[Card, ...]
    risk: bool = False
    label: str = ""


class TrickModel(QAbstractListModel):
    """The plays on the table in the trick being played (a Brag showdown trick too)."""

    def __init__(self, names: dict[int, str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = names or {}
        self._plays: list[TrickPlay] = []
        self.winning: int | None = None  # the seat whose play is winning, if the rules say

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._plays)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._plays):
            return None
        play = self._plays[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            who = self.names.get(play.seat) or self.tr("Seat {n}").format(n=play.seat)
            text = " ".join(c.display for c in play.cards)
            if play.risk:
                return self.tr("{name}: {cards} (risked)").format(name=who, cards=text)
            return f"{who}: {text}"
        if role == SeatRole:
            return play.seat
        if role == CardsRole:
            return play.cards
        return None

    @property
    def plays(self) -> list[TrickPlay]:
        return list(self._plays)

    def add(self, play: TrickPlay) -> None:
        row = len(self._plays)
        self.beginInsertRows(QModelIndex(), row, row)
        self._plays.append(play)
        self.endInsertRows()

    def clear(self) -> list[TrickPlay]:
        plays = self._plays
        self.beginResetModel()
        self._plays = []
        self.winning = None
        self.endResetModel()
        return plays


@dataclass
class WonTrick:
    side: int
    cards: tuple[Card, ...]
    kind: str = "trick"  # "trick", or "sevens" for a Bräus seven laid as a trick
    shown: tuple[Card, ...] = field(default_factory=tuple)  # cards left face up
    # the rules' tricks per side once this one is taken (the event's ``tricks``): a
    # multiple trick counts as that many (Brus D9), so piles are not tricks
    tricks: tuple[int, ...] | None = None


class WonTricksModel(QAbstractListModel):
    """Every trick taken in this deal, with the side that took it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tricks: list[WonTrick] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._tricks)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._tricks):
            return None
        trick = self._tricks[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.tr("side {side}: {cards}").format(
                side=trick.side, cards=" ".join(c.display for c in trick.cards)
            )
        if role == SideRole:
            return trick.side
        if role == KindRole:
            return trick.kind
        if role == CardsRole:
            return trick.cards
        return None

    @property
    def tricks(self) -> list[WonTrick]:
        return list(self._tricks)

    def counts(self) -> dict[int, int]:
        """How many tricks each side has taken, as the rules count them (the latest
        trick's ``tricks``); the piles' number only where the rules did not say."""
        for trick in reversed(self._tricks):
            if trick.tricks is not None:
                return {side: n for side, n in enumerate(trick.tricks) if n}
        out: dict[int, int] = {}
        for trick in self._tricks:
            out[trick.side] = out.get(trick.side, 0) + 1
        return out

    def add(self, trick: WonTrick) -> None:
        row = len(self._tricks)
        self.beginInsertRows(QModelIndex(), row, row)
        self._tricks.append(trick)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._tricks = []
        self.endResetModel()


@dataclass
class SeatInfo:
    name: str
    side: int
    level: str
    dealer: bool = False
    turn: bool = False
    thinking: bool = False


class SeatsModel(QAbstractListModel):
    """The players round the table: names, sides, dealer, whose turn, who is thinking."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._seats: list[SeatInfo] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._seats)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._seats):
            return None
        seat = self._seats[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return seat.name
        if role == SideRole:
            return seat.side
        return None

    @property
    def seats(self) -> list[SeatInfo]:
        return list(self._seats)

    def seat(self, i: int) -> SeatInfo:
        return self._seats[i]

    def set_seats(self, seats: Iterable[SeatInfo]) -> None:
        self.beginResetModel()
        self._seats = list(seats)
        self.endResetModel()

    def update(
        self, dealer: int | None = None, turn: int | None = None, thinking: int | None = None
    ) -> None:
        for i, s in enumerate(self._seats):
            s.dealer = i == dealer
            s.turn = i == turn
            s.thinking = i == thinking
        if self._seats:
            self.dataChanged.emit(self.index(0), self.index(len(self._seats) - 1))


class LogModel(QAbstractListModel):
    """The game log: one line per thing that happened, newest last.

    A line is kept as it was said (a ``Phrase``: its template and its arguments) and put
    into words when it is shown, so a change of language re-words every line, the
    earlier ones too (``retranslate``); a plain ``str`` is shown as it is."""

    MAX = 2000

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            role == Qt.ItemDataRole.DisplayRole
            and index.isValid()
            and 0 <= index.row() < len(self._lines)
        ):
            return _words(self._lines[index.row()])
        return None

    @property
    def lines(self) -> list[str]:
        """Every line in the player's language now."""
        return [_words(line) for line in self._lines]

    def append(self, line: str) -> None:
        if len(self._lines) >= self.MAX:
            self.beginRemoveRows(QModelIndex(), 0, 0)
            del self._lines[0]
            self.endRemoveRows()
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append(line)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._lines = []
        self.endResetModel()

    def retranslate(self) -> None:
        """The language changed: every line is worded again."""
        if self._lines:
            self.dataChanged.emit(self.index(0), self.index(len(self._lines) - 1))


class Reworded(str):
    """A log line put into words again each time it is shown, by ``words``: for a
    sentence a ``Phrase`` cannot carry, one with a count whose plural forms only Qt's
    ``tr`` with that count gives ("3 of your mistakes are due…"). Without it the line
    stayed in the language it was first said in after the player changed language."""

    words: Callable[[], str]

    def __new__(cls, words: Callable[[], str]) -> Reworded:
        self = super().__new__(cls, words())
        self.words = words
        return self


def _words(line: str) -> str:
    if isinstance(line, Reworded):
        return line.words()
    return say(line) if isinstance(line, Phrase) else line
