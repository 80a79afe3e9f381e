"""Narration: the rules model's events told at the table and in the game log.

``Narrator.show(event)`` looks the event's kind up in a table of handlers and lets the
handler update the item models (hands, trick, won tricks, seats), queue the table's moves
and speech bubbles, and write the log sentence. The events every game has are handled
here; a game's own events (Bräus's sevens, Brus's risks and stock, Brag's showdown) are
handled by the functions its ``GameUI.narration()`` names, in its own module. Nothing
here decides a rule: the words describe what the event says happened.

The sentences keep the "Controller" translation context they were written under.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance

from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase, both
from .keys import key_names
from .models import TrickPlay, WonTrick
from .phrases import say, seat_name
from .table.timings import COLLECT_MS, DEAL_MS, DEAL_STAGGER_MS, TRICK_SEEN_MS

if TYPE_CHECKING:  # the rules engine loads with the first deal, after the first frame
    from ..rules.cards import Card
    from ..rules.core import DealScored, Dealt, Event, Game, Hand, Played, State, TrickWon
    from .models import HandModel, LogModel, SeatsModel, TrickModel, WonTricksModel
    from .score_words import Side
    from .table.view import TableView

HUMAN = 0


def name_of(names: list[str], seat: int | None) -> str:
    """A seat's name as the player reads it (a default name in their language), "?"
    for no seat of ``names``."""
    if seat is None or not 0 <= seat < len(names):
        return "?"
    return seat_name(names[seat])


class NarrationHost(Protocol):
    """What the narrator asks of the controller (``Controller`` is the one class that
    has these members): the match as it stands, the models it updates, the table it
    shows them on, the status bar, and ``queue_first``, a step shown before the events
    still waiting."""

    @property
    def game(self) -> Game | None: ...

    @property
    def state(self) -> State | None: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def hands(self) -> list[HandModel]: ...

    @property
    def trick(self) -> TrickModel: ...

    @property
    def won(self) -> WonTricksModel: ...

    @property
    def seats(self) -> SeatsModel: ...

    @property
    def log(self) -> LogModel: ...

    @property
    def table(self) -> TableView: ...

    @property
    def status(self) -> SignalInstance: ...

    def queue_first(self, step: Collect) -> None: ...

    def deal_summary_phrase(self) -> Phrase: ...


# what tells one kind of event (``Narrator.handler``): the narrator and the event
Handler = Callable[["Narrator", Any], None]


class Collect:
    """A queued step: take the trick on the table to its winner's pile, once the table
    has shown it for a while (``hold``)."""

    kind = "_collect"

    def __init__(
        self,
        seat: int | None,
        side: int,
        cards: Iterable[Card],
        tricks: Iterable[int] | None = None,
    ) -> None:
        self.seat, self.side, self.cards = seat, side, tuple(cards)
        self.tricks = tuple(tricks) if tricks is not None else None


class Narrator:
    """Tells one controller's events; made once per controller (its ``host``), it reads
    the match, the models and the seats' names from it as they are now."""

    def __init__(self, host: NarrationHost) -> None:
        self.host = host
        self.instant = False  # resuming or redoing: no bubbles, no pauses, no animation
        self._game_id: str | None = None
        self._handlers: dict[str, Handler] = {}

    # -- what handlers use -------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game in play (events are told only while a match is)."""
        game = self.host.game
        assert game is not None
        return game

    @property
    def state(self) -> State:
        """The deal in play."""
        state = self.host.state
        assert state is not None
        return state

    @property
    def hands(self) -> list[HandModel]:
        return self.host.hands

    @property
    def trick(self) -> TrickModel:
        return self.host.trick

    @property
    def won(self) -> WonTricksModel:
        return self.host.won

    @property
    def seats(self) -> SeatsModel:
        return self.host.seats

    @property
    def table(self) -> TableView:
        return self.host.table

    def log(self, line: str, spoken: str | None = None, assertive: bool = False) -> None:
        """A line of the game log, also said through the screen reader while the game is
        shown as it happens (``spoken``: its words for the ear, if the log's differ)."""
        self.host.log.append(line)
        if not self.instant:
            self.table.announce(say(spoken if spoken is not None else line), assertive)

    def sync(self, **kw: Any) -> None:
        """Move the table's cards to where the models now put them."""
        self.table.sync(instant=self.instant, **kw)

    def bubble(self, seat: int, text: str, **kw: Any) -> None:
        """A speech bubble by a seat, unless the events are being caught up with."""
        if not self.instant:
            self.table.bubble(seat, text, **kw)

    def name(self, seat: int | None) -> str:
        """The seat's name as the player reads it (a default name in their language)."""
        return name_of(self.host.names, seat)

    def who(self, seat: int | None, you: str, other: str, **args: Any) -> str:
        """A log sentence about a seat: ``you`` for the player ("You play 9♠."), else
        ``other`` with the seat's ``{name}`` ("West plays 9♠."). Given Phrases it is a
        Phrase that keeps the seat's own name, worded in the player's language whenever
        it is shown (the log re-words its lines when the language changes)."""
        names = self.host.names
        if seat is not None and 0 <= seat < len(names) and names[seat] == "You":
            return you.format(**args)
        if isinstance(other, Phrase):
            return other.format(name=self.kept_name(seat), **args)
        return other.format(name=self.name(seat), **args)

    def kept_name(self, seat: int | None) -> str:
        """The seat's name as the log keeps it: a default name stays English ("West")
        and is worded in the player's language when the line is shown."""
        names = self.host.names
        return names[seat] if seat is not None and 0 <= seat < len(names) else "?"

    def side(self, side: int | None) -> Side | None:
        """The side as the score sheet names it (``score_sheet.Side``): "You and North",
        "West and East", or a player's name; None for nobody."""
        from .score_words import sides_of

        if side is None or not 0 <= side < self.game.n_sides:
            return None
        return sides_of(self.game, self.host.names or None)[side]

    def side_name(self, side: int | None) -> str:
        """Who a side is in a sentence: "You and North", "West and East", "East"."""
        return say(self.side_phrase(side))

    def side_phrase(self, side: int | None) -> str:
        """Who a side is, as a Phrase for the log (worded when it is shown; a player's
        own name is a plain text)."""
        found = self.side(side)
        if found is None:
            return QT_TRANSLATE_NOOP("Controller", "Nobody")
        return found.subject

    def collect(
        self,
        seat: int | None,
        side: int,
        cards: Iterable[Card],
        after_ms: float,
        tricks: Iterable[int] | None = None,
    ) -> None:
        """Take the trick to ``side``'s pile: at once when catching up, else after the
        table has shown it for ``after_ms``; ``tricks``: the rules' tricks per side once
        it is taken, what the piles' labels say."""
        if self.instant:
            collect(self, Collect(seat, side, cards, tricks))
            return
        wait = self.table.settings.wait_after_trick
        self.table.hold(after_ms, until_click=wait)
        if wait:
            self.host.status.emit(
                QCoreApplication.translate(
                    "Controller", "Click the table or press {space} to go on."
                ).format(**key_names(space="Space"))
            )
        self.host.queue_first(Collect(seat, side, cards, tricks))

    # -- the table of handlers ---------------------------------------------------------
    def handler(self, kind: str) -> Handler:
        """The handler of an event kind: the game's own, else the shared one; a kind
        ending in "_" in the table stands for every kind it begins ("risk_")."""
        game_id = self.game.id
        if game_id != self._game_id:
            from .games import game_ui

            self._handlers = {**HANDLERS, **game_ui(self.game).narration()}
            self._game_id = game_id
        found = self._handlers.get(kind)
        if found is None:
            found = next(
                (h for k, h in self._handlers.items() if k.endswith("_") and kind.startswith(k)),
                unknown,
            )
        return found

    def show(self, event: Event | Collect) -> None:
        """One event: update the models, queue its animation, log it."""
        self.handler(event.kind)(self, event)


def cards_text(ev: Event) -> str:
    return " ".join(c.display for c in ev.cards)


# --------------------------------------------------------------------------- shared events


def dealt(n: Narrator, ev: Dealt, stock: int = 0) -> None:
    """The deal; a game with a stock passes its size (``stock``)."""
    n.table.set_stock(stock)
    n.seats.update(dealer=n.state.dealer)


def hand(n: Narrator, ev: Hand) -> None:
    assert ev.seat is not None  # a hand is a seat's
    n.hands[ev.seat].set_cards(ev.cards)
    if ev.seat == len(n.hands) - 1 or all(m.cards for m in n.hands):
        n.sync(stagger=DEAL_STAGGER_MS, spawn=n.table.deck_point(), duration=DEAL_MS)


def played(n: Narrator, ev: Played, risk: bool = False, takes: bool | None = None) -> None:
    """A play; a game with risks passes whether it was risked (``risk``), and one whose
    rules say which play is winning the trick whether this one ``takes`` it (Brus)."""
    seat, lead = ev.seat, ev.lead
    assert seat is not None  # a play is a seat's
    n.hands[seat].remove_cards(ev.cards)
    n.trick.add(TrickPlay(seat, ev.cards, risk))
    if takes is not None and (lead or takes):
        n.trick.winning = seat  # the rules say this play is winning the trick now (Brus)

    def line(cards: str) -> str:
        if lead and risk:
            return n.who(
                seat,
                QT_TRANSLATE_NOOP("Controller", "You lead {cards} and risk it."),
                QT_TRANSLATE_NOOP("Controller", "{name} leads {cards} and risks it."),
                cards=cards,
            )
        if lead:
            return n.who(
                seat,
                QT_TRANSLATE_NOOP("Controller", "You lead {cards}."),
                QT_TRANSLATE_NOOP("Controller", "{name} leads {cards}."),
                cards=cards,
            )
        if risk:
            return n.who(
                seat,
                QT_TRANSLATE_NOOP("Controller", "You play {cards} and risk it."),
                QT_TRANSLATE_NOOP("Controller", "{name} plays {cards} and risks it."),
                cards=cards,
            )
        return n.who(
            seat,
            QT_TRANSLATE_NOOP("Controller", "You play {cards}."),
            QT_TRANSLATE_NOOP("Controller", "{name} plays {cards}."),
            cards=cards,
        )

    # the log shows the cards' faces (9♠); the screen reader says their names
    n.log(line(cards_text(ev)), spoken=line(both([c.long_name for c in ev.cards])))
    if risk:
        n.bubble(seat, QCoreApplication.translate("Controller", "Risk!"))
    n.sync()


def trick_won(n: Narrator, ev: TrickWon) -> None:
    n.collect(ev.seat, ev.side, ev.cards, TRICK_SEEN_MS, ev.tricks)


def collect(n: Narrator, ev: Collect) -> None:
    """The queued ``Collect`` step: the trick goes to its winner's pile."""
    n.table.remember_trick([(p.seat, p.cards) for p in n.trick.plays], ev.seat)
    n.trick.clear()
    n.won.add(WonTrick(ev.side, tuple(ev.cards), tricks=ev.tricks))
    n.log(
        n.who(
            ev.seat,
            QT_TRANSLATE_NOOP("Controller", "You take the trick."),
            QT_TRANSLATE_NOOP("Controller", "{name} takes the trick."),
        )
    )
    n.sync(duration=COLLECT_MS)


def deal_scored(n: Narrator, ev: DealScored) -> None:
    # the same words as the banner and the score sheet: the players' names, not the
    # rules' seat and team numbers
    n.log(
        n.host.deal_summary_phrase()
        if n.state.is_over
        else QT_TRANSLATE_NOOP("Controller", "The deal is over.")
    )


def unknown(n: Narrator, ev: Event) -> None:
    """An event this version has no words for: its plain text, so nothing is hidden."""
    n.log(str(ev))


HANDLERS: dict[str, Handler] = {
    "dealt": dealt,
    "hand": hand,
    "played": played,
    "trick_won": trick_won,
    Collect.kind: collect,
    "deal_scored": deal_scored,
}
