"""The rules API every game speaks: Game, State, actions, events, observations, results.

The shape follows OpenSpiel's Python games: a Game makes States; a State says whose turn
it is, which actions are legal, applies one, and says when the deal is over and what it
scored. Everything here is plain Python with no I/O, so bots can clone and search states
and the GUI can animate from the event log without ever deciding a rule itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from enum import StrEnum
from typing import (
    Any,
    ClassVar,
    TypeVar,
    dataclass_transform,
)

from .cards import Card
from .phrase import QT_TRANSLATE_NOOP, described, quoted


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is a sentence for the player."""

    def __init__(self, message: str, action: Any = None) -> None:
        super().__init__(message)
        self.action = action


# --------------------------------------------------------------------------- actions


class Action:
    """Base of every action. ``str(action)`` is its canonical text; actions are values.

    ``risk`` says whether the action is risked (Brus D11): False for every action but a
    risked ``Play``, so shared code reads it from any action.
    """

    __slots__ = ()
    risk: bool = False


class Play(Action):
    """Playing one card, or several at once (a Brus multiple lead), possibly risked.

    Text: the cards joined with ``+``, then ``!`` for a risk: ``9C``, ``8S+8D``, ``KH!``.
    Obtain one with ``Play.of(cards, risk)``: plays are interned, so legal-action lists
    cost nothing to build. A set's cards keep the order they were given in (its text),
    while two plays of the same cards are equal in any order; the rules' one form of it
    is ``State.canonical``'s (what ``apply`` keeps).
    """

    __slots__ = ("cards", "risk", "text", "_key", "_hash")
    risk: bool
    _cache: ClassVar[dict[tuple[Any, bool], Play]] = {}

    def __init__(self, cards: tuple[Card, ...], risk: bool = False) -> None:
        self.cards = cards
        self.risk = risk
        self.text = "+".join(c.text for c in cards) + ("!" if risk else "")
        # a set is the same play in whatever order its cards were chosen (its text keeps
        # the order, so records read and write as they were): equal and hashed as a set
        self._key: object = (
            self.text if len(cards) == 1 else (frozenset(c.text for c in cards), risk)
        )
        self._hash = hash(self._key)

    @classmethod
    def of(cls, cards: Card | Iterable[Card], risk: bool = False) -> Play:
        key = (cards, risk) if isinstance(cards, Card) else (tuple(cards), risk)
        found = cls._cache.get(key)
        if found is None:
            found = cls._cache[key] = cls(
                (cards,) if isinstance(cards, Card) else tuple(cards), risk
            )
        return found

    @property
    def card(self) -> Card:
        """The card of a single-card play (the first card of a set)."""
        return self.cards[0]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and other._key == self._key

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Play('{self.text}')"

    def __reduce__(self) -> tuple[Any, tuple[tuple[Card, ...], bool]]:
        return (Play.of, (self.cards, self.risk))


class Pass(Action):
    """Passing: in Bräus, the only action of a player who cannot beat the last card."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pass)

    def __hash__(self) -> int:
        return hash("pass")

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "PASS"

    def __reduce__(self) -> tuple[type[Pass], tuple[()]]:
        return (Pass, ())


PASS = Pass()


@dataclass(frozen=True)
class Cut(Action):
    """Cutting the pack ``position`` cards from the top (Icelandic Brús). Text: ``cut 17``."""

    position: int

    def __str__(self) -> str:
        return f"cut {self.position}"


def parse_play(text: str) -> Action:
    """Read the common action texts: ``pass``, ``cut N``, ``9C``, ``8S+8D``, ``KH!``.

    Raises IllegalAction with a readable sentence when the text is not an action.
    """
    if not isinstance(text, str):
        raise IllegalAction(f"{described(text)} is not a move.")
    t = text.strip()
    low = t.lower()
    if low == "pass":
        return PASS
    if low.startswith("cut"):
        rest = low[3:].strip()
        if rest.isdigit() and len(rest) < 4:
            return Cut(int(rest))
        raise IllegalAction(f"{quoted(text)} is not a cut: write it like 'cut 17'.")
    risk = t.endswith("!")
    body = t[:-1] if risk else t
    parts = body.split("+")
    try:
        played = tuple(Card.parse(p) for p in parts)
    except ValueError as exc:
        raise IllegalAction(f"{quoted(text)} is not a move: {exc}") from None
    if len(set(played)) != len(played):
        raise IllegalAction(f"{quoted(text)} names the same card twice.")
    return Play.of(played, risk)


# --------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Option:
    """One option of a game, described so that a dialog can build its widget.

    ``choices`` lists the allowed values (None: any value of ``type``); a ``default`` of
    None means the game derives it from the other options (``help`` says how).
    """

    name: str
    type: type
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    label: str = ""

    def check(self, value: Any, game_id: str) -> Any:
        """The value, checked against type and choices; ValueError names what is allowed."""
        allowed = self.describe_allowed()
        if self.type is bool:
            if not isinstance(value, bool):
                raise ValueError(
                    f"option '{self.name}' of {game_id} takes true or false, not {value!r}"
                )
        elif self.type is int:
            if isinstance(value, bool) or not isinstance(value, int):
                if isinstance(value, str) and value.strip().lstrip("-").isdigit():
                    value = int(value)
                else:
                    raise ValueError(
                        f"option '{self.name}' of {game_id} takes {allowed}, not {value!r}"
                    )
        elif not isinstance(value, self.type):
            raise ValueError(f"option '{self.name}' of {game_id} takes {allowed}, not {value!r}")
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"option '{self.name}' of {game_id} takes {allowed}, not {value!r}")
        return value

    def describe_allowed(self) -> str:
        if self.type is bool:
            return "true or false"
        if self.choices is None:
            return f"a {self.type.__name__}"
        vals = list(self.choices)
        if self.type is int and len(vals) > 4 and vals == list(range(vals[0], vals[-1] + 1)):
            return f"a whole number from {vals[0]} to {vals[-1]}"
        return "one of " + ", ".join(str(v) for v in vals)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "type": self.type.__name__,
            "default": self.default,
            "choices": list(self.choices) if self.choices is not None else None,
            "help": self.help,
            "label": self.label or self.name,
        }


# --------------------------------------------------------------------------- events


class EventKind(StrEnum):
    """Every kind of event a game emits. Each kind is one frozen dataclass (the shared ones
    below, the others in the game's module that emits them); a game lists the kinds it
    emits with their fields in its ``EVENTS`` table (docs/rules-api.md lists them). A
    member is its text, so ``event.kind == "played"`` holds too."""

    DEALT = "dealt"  # the deal: counts (and stock, leader in Brus)
    HAND = "hand"  # a seat's own dealt cards (private)
    SEVENS_LAID = "sevens_laid"  # Bräus B4: a seven laid out as a trick
    LEAD_PASSED_ON = "lead_passed_on"  # Bräus B5: a seat with nothing to lead is skipped
    PLAYED = "played"
    PASSED = "passed"  # Bräus: nothing beats the card to beat
    WHISTLE = "whistle"  # Brus house rule: three or four cards led at once
    TRICK_WON = "trick_won"
    RISK_WON = "risk_won"  # Brus: a risk settled (D11, D14, I6) ...
    RISK_SMACKED = "risk_smacked"
    RISK_OVERSMACKED = "risk_oversmacked"
    RISK_VOID = "risk_void"  # ... beaten by the risker's partner
    SCORED = "scored"  # Brus: points counted at once
    DRAWN = "drawn"  # Brus: a seat's cards from the stock (private)
    STOCK_DRAWN = "stock_drawn"  # Brus: how many each drew (public)
    SHUFFLED = "shuffled"  # Brús I2: a pack shuffled for the cut
    CUT = "cut"  # Brús I2: the cut, the bottom card shown
    PROOF = "proof"  # Brús I6: a risker's cards shown to the opponents
    ARRANGED = "arranged"  # Brag: a seat has arranged its hand
    SHOWDOWN_TRICK = "showdown_trick"  # Brag H2: one position compared
    DEAL_SCORED = "deal_scored"


_EVENT_BASE = ("seat", "cards", "visible_to")


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a deal, in order: what the GUI animates and logs show.

    A value of one subclass per kind (``Played``, ``TrickWon`` ..., after OpenSpiel's and
    python-chess's typed values): ``kind`` is its class's ``EventKind``, and the facts of
    the kind are the subclass's own typed fields (a side is always ``side``), so a reader
    asks ``isinstance(event, TrickWon)`` and reads ``event.side``. ``visible_to`` is None
    for a public event, else the seats that may see it (a player's own dealt hand, a
    drawn card).
    """

    kind: ClassVar[EventKind]
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    visible_to: frozenset[int] | None = None

    def visible(self, seat: int) -> bool:
        return self.visible_to is None or seat in self.visible_to

    @classmethod
    def keys(cls) -> tuple[str, ...]:
        """The names of the kind's own facts (its JSON ``info`` keys), in order."""
        return tuple(f.name for f in fields(cls) if f.name not in _EVENT_BASE)

    def facts(self) -> dict[str, Any]:
        """The kind's own facts by name, as values: for JSON, logs and tests."""
        return {name: getattr(self, name) for name in self.keys()}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.cards:
            out["cards"] = [c.text for c in self.cards]
        facts = self.facts()
        if facts:
            out["info"] = _jsonable(facts)
        return out

    def __str__(self) -> str:
        who = f"seat {self.seat} " if self.seat is not None else ""
        what = " ".join(c.text for c in self.cards)
        extra = " ".join(f"{k}={v}" for k, v in self.facts().items())
        return " ".join(p for p in (self.kind + ":", who + what, extra) if p.strip())


E = TypeVar("E", bound=Event)


@dataclass_transform(frozen_default=True, kw_only_default=True)
def event_kind(cls: type[E]) -> type[E]:
    """Make an ``Event`` subclass a kind: a frozen dataclass with slots whose own fields are
    keyword-only (``Played(seat, cards, lead=True)``).

    Its ``__init__`` sets each slot through the slot itself: a frozen dataclass's own sets
    each field through ``object.__setattr__`` by name, which made every event of a logged
    deal twice as slow to make (rules_speed's baseline). Setting a field later still
    raises ``FrozenInstanceError``."""
    # (no ``__init__`` of dataclasses' own: it would be compiled only to be replaced)
    made: type[E] = dataclass(frozen=True, slots=True, kw_only=True, init=False)(cls)
    made.__init__ = _slot_init(made)  # type: ignore[method-assign]
    return made


def _slot_init(cls: type) -> Callable[..., None]:
    """An ``__init__`` for a frozen dataclass with slots, setting the slots directly."""
    space: dict[str, Any] = {}
    params: list[str] = []
    kw_params: list[str] = []
    body: list[str] = []
    for i, f in enumerate(fields(cls)):
        assert f.default_factory is MISSING, "an event's fields are values"
        slot = next(k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__)
        space[f"_set{i}"] = slot.__set__
        param = f.name
        if f.default is not MISSING:
            space[f"_default{i}"] = f.default
            param += f"=_default{i}"
        (kw_params if f.kw_only else params).append(param)
        body.append(f"    _set{i}(self, {f.name})\n")
    head = ", ".join(["self", *params, *(["*", *kw_params] if kw_params else [])])
    exec(f"def __init__({head}) -> None:\n" + "".join(body or ["    pass\n"]), space)
    init: Callable[..., None] = space["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def event_table(*kinds: type[Event]) -> dict[EventKind, tuple[str, ...]]:
    """A game's ``EVENTS`` table from the event classes it emits: kind -> fact names."""
    return {k.kind: k.keys() for k in kinds}


# The kinds every game emits; a game with more to say subclasses them (brus.BrusPlayed).


@event_kind
class Dealt(Event):
    """The deal: how many cards each seat was dealt."""

    kind: ClassVar[EventKind] = EventKind.DEALT
    counts: tuple[int, ...]


@event_kind
class Hand(Event):
    """A seat's own dealt cards (``cards``), visible to that seat only."""

    kind: ClassVar[EventKind] = EventKind.HAND


@event_kind
class Played(Event):
    """``cards`` played by ``seat``; ``lead``: it led the trick."""

    kind: ClassVar[EventKind] = EventKind.PLAYED
    lead: bool


@event_kind
class TrickWon(Event):
    """The trick's ``cards`` to its winner ``seat`` of ``side``; ``tricks``: per side now."""

    kind: ClassVar[EventKind] = EventKind.TRICK_WON
    side: int
    tricks: tuple[int, ...]


@event_kind
class DealScored(Event):
    """The deal is over: its ``winner`` side (None: nobody), ``points`` and ``tricks`` per
    side. Each game's subclass adds how it came out."""

    kind: ClassVar[EventKind] = EventKind.DEAL_SCORED
    winner: int | None
    points: tuple[int, ...]
    tricks: tuple[int, ...]


def _jsonable(value: Any) -> Any:
    if isinstance(value, Card):
        return value.text
    if isinstance(value, Action):
        return str(value)
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    # a record with its own JSON form (a Brus Risk, a named tuple) before plain sequences
    to_json = getattr(value, "to_json", None)
    if to_json is not None and not isinstance(value, type):
        return to_json()
    if isinstance(value, (list, tuple, frozenset, set)):
        return [_jsonable(v) for v in value]
    return value


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class Result:
    """How a finished deal came out.

    ``winner`` is the winning side (a team in partnership games, a seat otherwise) or None
    for a draw; ``points`` and ``tricks`` are per side; ``summary`` is a sentence. Each
    game's subclass adds its own typed fields (``BrausResult.jan``, ``BrusResult.storm``
    ...), read as fields; ``facts_json()`` gives them as JSON (records' ``details``).
    """

    winner: int | None
    points: tuple[int, ...]
    tricks: tuple[int, ...]
    summary: str = ""

    def facts_json(self) -> dict[str, Any]:
        """The game's own fields by name, as JSON-able data (cards as texts, records as
        dicts): the ``details`` of the JSON form, kept by the statistics. A fresh dict."""
        return {
            f.name: _jsonable(getattr(self, f.name))
            for f in fields(self)
            if f.name not in _RESULT_FIELDS
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "points": list(self.points),
            "tricks": list(self.tricks),
            "details": self.facts_json(),
            "summary": self.summary,
        }


_RESULT_FIELDS = frozenset(("winner", "points", "tricks", "summary"))


# --------------------------------------------------------------------------- observation


@dataclass(frozen=True)
class Observation:
    """What one seat may know, and nothing more: the only thing a bot is given.

    ``events`` are the events visible to the seat; ``history`` the public actions as
    ``(seat, action)`` (Brag: another seat's arrangement only as ``brag.ARRANGED``
    until the showdown). Each game's subclass (``BrausObservation`` ...) adds its public
    facts as typed fields holding values (cards, plays, risk records: the trick on the
    table, the stock count, who risked ...), the same fields in every phase of a deal.
    Hidden cards of other seats never appear here.
    """

    game_id: str
    options: dict[str, Any]
    seat: int
    n_players: int
    dealer: int
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    tricks: tuple[int, ...]
    events: tuple[Event, ...]
    history: tuple[tuple[int, Any], ...]

    def facts(self) -> dict[str, Any]:
        """The game's own public fields by name (tests compare two seats' views with it)."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in _OBS_BASE}


_OBS_BASE = frozenset(
    (
        "game_id",
        "options",
        "seat",
        "n_players",
        "dealer",
        "current_player",
        "hand",
        "hand_sizes",
        "tricks",
        "events",
        "history",
    )
)


# --------------------------------------------------------------------------- setup


def _texts(cards: Iterable[Card]) -> list[str]:
    return [c.text for c in cards]


@dataclass(frozen=True)
class Setup:
    """The explicit deal of a State and what it must know of the match: what
    ``game.new_deal(dealer=..., setup=...)`` deals again (replays, par, the coach) and a
    record keeps (``to_json``). Only the parts a game uses are set.

    ``hands``: one per seat as dealt (None: an Icelandic deal still to cut); ``stock``:
    the cards not dealt, top card first (the Brus family); ``packs``: the packs shuffled
    for Brús's cuts so far (I2); ``scores``: the match's score before the deal, where the
    rules depend on it; ``bonus_sticks``: sticks carried in from a 4-4-4 (D13).
    """

    hands: tuple[tuple[Card, ...], ...] | None = None
    stock: tuple[Card, ...] | None = None
    packs: tuple[tuple[Card, ...], ...] | None = None
    scores: tuple[int, ...] | None = None
    bonus_sticks: int = 0

    def parts(self) -> dict[str, Any]:
        """The parts that are set, by ``new_deal``'s keyword names (cards as Cards)."""
        out: dict[str, Any] = {}
        for name in ("hands", "stock", "packs", "scores"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.bonus_sticks:
            out["bonus_sticks"] = self.bonus_sticks
        return out

    def to_json(self) -> dict[str, Any]:
        """The record's ``setup``: the parts that are set, cards as texts (a new dict)."""
        out: dict[str, Any] = {}
        if self.hands is not None:
            out["hands"] = [_texts(h) for h in self.hands]
        if self.stock is not None:
            out["stock"] = _texts(self.stock)
        if self.packs is not None:
            out["packs"] = [_texts(p) for p in self.packs]
        if self.scores is not None:
            out["scores"] = list(self.scores)
        if self.bonus_sticks:
            out["bonus_sticks"] = self.bonus_sticks
        return out


_SETUP_PARTS = frozenset(f.name for f in fields(Setup))

# --------------------------------------------------------------------------- game & state


class _LetGo(list[Any]):
    """The event log of a finished deal that has let go of it (``State.settle``): empty,
    and its copy (a clone's log) is one too; ``State.events`` deals the deal again and
    replays its actions to tell them."""

    __slots__ = ()

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return _LetGo()
        return super().__getitem__(index)


class State:
    """One deal in progress. Subclasses implement the game; this base gives the contract.

    Mutated in place by ``apply``; ``clone`` gives an independent copy for search.
    """

    game: Game
    dealer: int
    seed: int | None
    # every game keeps these two: the event log (None: a quiet clone) and the actions
    _events: list[Event] | None
    _history: list[tuple[int, Any]]

    # -- the contract -------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return self.game.n_players

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None when the deal is over."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take, in a stable order."""
        raise NotImplementedError

    def random_action(self, rng: random.Random) -> Action:
        """A uniformly random legal action (random bots, simulations). Games whose legal
        set is too large to list (a Brag arrangement) override this."""
        return rng.choice(self.legal_actions())

    def _apply(self, action: Action) -> None:
        """Apply an action already known to be legal (subclasses)."""
        raise NotImplementedError

    def _explain(self, action: Action) -> str:
        """Why a (known illegal) action is not allowed now, as a sentence (subclasses)."""
        return QT_TRANSLATE_NOOP("Rules", "{action} is not a legal move now.").format(
            action=str(action)
        )

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat holds now (full information: tests, replays, open hands)."""
        raise NotImplementedError

    def why_no_risk(self, cards: Sequence[Card] = ()) -> str | None:
        """Why the player to act cannot risk ``cards`` (or any card) now, as a sentence,
        or None if a risk is possible. Games without risks (``GAME_TYPE.has_risks``)
        always say so."""
        return QT_TRANSLATE_NOOP("Rules", "There are no risks in this game.")

    @property
    def score_log(self) -> tuple[tuple[int, int, str], ...]:
        """Every point counted during the deal so far, as ``(side, points, reason)``
        (Brus: risks, whistles, cuts). Default: none before the deal's result."""
        return ()

    @property
    def tricks(self) -> tuple[int, ...]:
        """Tricks taken so far, per side."""
        raise NotImplementedError

    def result(self) -> Result:
        raise NotImplementedError

    def observation(self, seat: int) -> Observation:
        raise NotImplementedError

    def setup(self) -> Setup:
        """The explicit deal (hands, and stock where there is one), and what it knew of
        the match: ``game.new_deal(dealer=..., setup=setup)`` deals it again."""
        raise NotImplementedError

    def clone(self, quiet: bool | None = None) -> State:
        """An independent copy; ``quiet=True`` drops the event log (search: faster),
        None keeps it if this state keeps one."""
        raise NotImplementedError

    # -- the search path ----------------------------------------------------------------
    def moves(self) -> list[Any]:
        """The legal moves in the game's compact form, for ``push`` (search bots). Games
        whose actions are cheap values already (Bräus, Brag) list their legal actions."""
        return self.legal_actions()

    def push(self, move: Any) -> None:
        """Apply a move from ``moves()`` without checking it (search bots): python-chess's
        unchecked ``push`` beside the checked ``apply``. No events are returned."""
        seat = self.current_player
        assert seat is not None, "the deal is over"
        self._history.append((seat, move))
        self._apply(move)

    def position_key(self) -> tuple[Any, ...]:
        """A hashable key of what decides the rest of the deal, for search bots'
        transposition tables within one deal (games with search override it)."""
        raise NotImplementedError

    # -- shared machinery ------------------------------------------------------------
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(self.hand(s) for s in range(self.n_players))

    @property
    def events(self) -> tuple[Event, ...]:
        """The ordered event log of the deal (empty for a quiet clone, see ``clone``; a
        settled deal's is told again, ``settle``)."""
        log = self._events
        if log is None:
            return ()
        if type(log) is _LetGo:
            again = self.game.new_deal(seed=self.seed, dealer=self.dealer, setup=self.setup())
            for _seat, action in self._history:
                again.apply(action)
            return again.events
        return tuple(log)

    def settle(self) -> None:
        """A finished deal lets go of its event log, about half of what it holds (a
        match settles each deal as the next is dealt: an imported career of 100,000
        deals held 1.2 GB). Nothing else changes: ``events`` deals it again from its
        setup and replays its actions when they are asked for (the deal review does
        that anyway). Its (seat, action) pairs become the ones every settled deal shares
        (``seat_pair``): made so here, not as each action is applied, where the searches
        apply millions. A deal in play, or a quiet one, is left as it is."""
        if self._events is not None and type(self._events) is not _LetGo and self.is_over:
            self._events = _LetGo()
            self._history = [seat_pair(s, a) for s, a in self._history]
            self._share_pairs()

    def _share_pairs(self) -> None:
        """A settled deal's own lists of (seat, thing) pairs, shared as its history's are
        (``settle``); a game that keeps such a list overrides it."""

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action applied so far, as ``(seat, action)``."""
        return tuple(self._history)

    def parse_action(self, text: str) -> Action:
        """The action ``text`` names, in the rules' form (``canonical``)."""
        return self.canonical(self.game.parse_action(text))

    def canonical(self, action: Action) -> Action:
        """``action`` in the rules' one form: the very action ``legal_actions`` lists for
        it (a Brus set's cards in the rules' order, whatever order they were chosen in).
        History, records, events and the coach hold only this form, so an action made
        from a player's selection is found wherever it is looked up. An action with one
        form only, or not legal now, comes back as it is. Games with sets override it."""
        return action

    def why_illegal(self, action: Action | str) -> str | None:
        """None if the action is legal now, else the reason as a sentence for the player."""
        if isinstance(action, str):
            try:
                action = self.parse_action(action)
            except IllegalAction as exc:
                return str(exc)
        if self.is_over:
            return QT_TRANSLATE_NOOP("Rules", "The deal is over.")
        if self._is_legal(action):
            return None
        return self._explain(action)

    def _is_legal(self, action: Action) -> bool:
        """Whether a parsed action is legal now; games override it with a fast test."""
        return action in self.legal_actions()

    def apply(self, action: Action | str) -> tuple[Event, ...]:
        """Apply the current player's action; return the events it caused.

        Raises IllegalAction (a ValueError) with the reason, leaving the state unchanged.
        """
        if isinstance(action, str):
            action = self.parse_action(action)
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason, action)
        seat = self.current_player
        assert seat is not None  # why_illegal refuses any action once the deal is over
        action = self.canonical(action)
        start = len(self._events) if self._events is not None else 0
        self._history.append((seat, action))
        self._apply(action)
        return tuple(self._events[start:]) if self._events is not None else ()

    def _emit(self, event: Event) -> None:
        """Log an event (a quiet clone keeps none: callers on hot paths test
        ``self._events`` first, so that they do not make the event at all)."""
        if self._events is not None:
            self._events.append(event)

    def running_points(self) -> tuple[int, ...]:
        """Points per side scored so far in this deal (risks score before the end); the
        match counts them at once. Default: nothing until the deal is over."""
        if self.is_over:
            return self.result().points
        return (0,) * self.game.n_sides

    def returns(self) -> list[float]:
        """Per seat, the deal's points for the seat's side minus the best other side's:
        the zero-sum score search bots maximise."""
        points = self.result().points
        out: list[float] = []
        for seat in range(self.n_players):
            side = self.game.side_of(seat)
            others = [p for s, p in enumerate(points) if s != side]
            out.append(points[side] - (max(others) if others else 0))
        return out

    def visible_events(self, seat: int) -> tuple[Event, ...]:
        log: Sequence[Event] | None = self._events
        if log is None:
            return ()
        if type(log) is _LetGo:
            log = self.events
        return tuple(e for e in log if e.visible_to is None or seat in e.visible_to)

    def __repr__(self) -> str:
        turn = "over" if self.is_over else f"seat {self.current_player} to play"
        return f"<{type(self).__name__} {self.game.id} dealer={self.dealer} {turn}>"


@dataclass(frozen=True)
class GameType:
    """What kind of game a Game is: the traits each game declares once, as OpenSpiel's
    games declare their ``GameType``. Shared code (the match, the deal editor, the score
    sheet, the player's input) asks these, never a game's id nor whether it has an
    attribute; what a trait needs is a method every Game has (``pack_name``,
    ``deal_setup``, ``series_value``, ``card_name``; ``State.why_no_risk``)."""

    id: str
    name: str  # the game's name in the players' words (translated where shown)
    partnership: bool  # two sides of alternate seats; else each seat is its own side
    has_stock: bool = False  # the cards not dealt form a stock: explicit deals take it
    has_risks: bool = False  # a play may be risked (``State.why_no_risk`` says why not)
    keeps_series: bool = False  # a won match is worth a series value (``series_value``)


class Game:
    """A game with its chosen options; makes deals (States).

    Subclasses declare ``GAME_TYPE`` and ``OPTIONS`` and implement ``_new_state``; ``id``,
    ``name`` and ``partnership`` are their ``GAME_TYPE``'s, on the class.
    """

    GAME_TYPE: ClassVar[GameType]
    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    partnership: ClassVar[bool] = True
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    # the kinds of event a deal emits, each with its facts' names (docs/rules-api.md)
    EVENTS: ClassVar[Mapping[EventKind, tuple[str, ...]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        kind = cls.__dict__.get("GAME_TYPE")
        if kind is not None:  # read on every play: plain class attributes, one source
            cls.id, cls.name, cls.partnership = kind.id, kind.name, kind.partnership

    def __init__(self, **options: Any) -> None:
        known = {o.name: o for o in self.OPTIONS}
        values: dict[str, Any] = {}
        for name, value in options.items():
            if name not in known:
                valid = ", ".join(known) or "none"
                raise ValueError(f"{self.id} has no option '{name}'; its options are: {valid}")
            values[name] = known[name].check(value, self.id)
        for o in self.OPTIONS:
            values.setdefault(o.name, o.default)
        self._values = self._resolve_options(values)
        # seat -> side, read on every play by the rules and by search
        self.seat_sides: tuple[int, ...] = tuple(self.side_of(s) for s in range(self.n_players))

    def _resolve_options(self, values: dict[str, Any]) -> dict[str, Any]:
        """Fill derived defaults and refuse impossible combinations (ValueError)."""
        return values

    @classmethod
    def options(cls) -> tuple[Option, ...]:
        """Every option of this game, described for dialogs and the CLI."""
        return cls.OPTIONS

    @property
    def option_values(self) -> dict[str, Any]:
        """The options this game was made with (derived defaults filled in)."""
        return dict(self._values)

    @property
    def n_players(self) -> int:
        raise NotImplementedError

    @property
    def pack(self) -> tuple[Card, ...]:
        """The cards the game is played with, under its options."""
        raise NotImplementedError

    @property
    def hand_size(self) -> int:
        """Cards in each hand as dealt."""
        raise NotImplementedError

    @property
    def pack_name(self) -> str:
        """The pack's name in a sentence: "the {pack_name}" (a card not in it is refused)."""
        return QT_TRANSLATE_NOOP("Deals", "{game} pack").format(game=self.name)

    def card_name(self, c: Card) -> str | None:
        """The card's traditional name in this game ("Spit", "Galhund"), or None."""
        return None

    @property
    def n_sides(self) -> int:
        """Sides that score: 2 teams in partnership games, else one per player."""
        return 2 if self.partnership else self.n_players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnership else seat

    @property
    def has_partners(self) -> bool:
        """Whether a side holds several seats: a player's words say "your side" then,
        "you" and "your result" where each plays alone."""
        return self.n_sides < self.n_players

    def seats_of(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n_players) if self.side_of(s) == side)

    def parse_action(self, text: str) -> Action:
        return parse_play(text)

    def new_deal(
        self,
        seed: int | None = None,
        dealer: int = 0,
        hands: Any = None,
        *,
        setup: Setup | None = None,
        **parts: Any,
    ) -> State:
        """A new deal: shuffled from ``seed`` or dealt from explicit ``hands``, or dealt
        again from a state's ``setup``.

        ``hands`` is one list per seat of card texts (or Cards, or a space-separated
        string); games with a stock also take ``stock``, and the other parts of a
        ``Setup`` by name (a record's ``setup``, read as it stands). Bad deals raise
        ValueError; a part the game does not use, TypeError.
        """
        if setup is not None:
            if hands is not None or any(k in parts for k in _SETUP_PARTS):
                raise ValueError("give the deal either as a setup or by its parts, not both")
            parts = {**setup.parts(), **parts}
            hands = parts.pop("hands", None)
        if (
            isinstance(dealer, bool)
            or not isinstance(dealer, int)
            or not 0 <= dealer < self.n_players
        ):
            raise ValueError(
                f"dealer must be a seat from 0 to {self.n_players - 1}, not {dealer!r}"
            )
        return self._new_state(seed, dealer, hands, parts)

    def _new_state(self, seed: int | None, dealer: int, hands: Any, setup: dict[str, Any]) -> State:
        raise NotImplementedError

    # -- match hooks (see match.py) ----------------------------------------------------
    @property
    def target(self) -> int:
        target: int = self._values.get("target", 6)
        return target

    def deal_setup(self, scores: Sequence[int], deals: Sequence[State]) -> Setup:
        """What the next deal of a match must know of the match so far (the scores,
        sticks carried over): a ``Setup`` without the cards. Default: nothing."""
        return Setup()

    def series_value(
        self, scores: Sequence[int], winner: int, deals: Sequence[State]
    ) -> int | None:
        """What a won match is worth in a running series, for games that keep one
        (``GAME_TYPE.keeps_series``; Icelandic Brús, I8). Default: None."""
        return None

    def next_dealer(self, state: State) -> int:
        """Who deals after ``state``: to the left after a scored deal (docs/rulings.md §0)."""
        return (state.dealer + 1) % self.n_players

    def match_winner(self, scores: Sequence[int], deal_results: Sequence[Result]) -> int | None:
        """The side that has won the match, or None to play on. Default: first to target;
        if several reach it on the same deal, the higher score, and on a tie play on."""
        reached = [s for s, p in enumerate(scores) if p >= self.target]
        if not reached:
            return None
        best = max(scores[s] for s in reached)
        leaders = [s for s in reached if scores[s] == best]
        return leaders[0] if len(leaders) == 1 else None

    def side_name(self, side: int) -> str:
        """ "team 0 (seats 0 + 2)" or "seat 1": a side as the rules' sentences name it."""
        if self.partnership:
            seats = " + ".join(str(s) for s in self.seats_of(side))
            return QT_TRANSLATE_NOOP("Rules", "team {side} (seats {seats})").format(
                side=side, seats=seats
            )
        return QT_TRANSLATE_NOOP("Rules", "seat {side}").format(side=side)

    def side_title(self, side: int) -> str:
        """The side's name to begin a sentence with: "Team 0 (seats 0 + 2)", "Seat 1"."""
        if self.partnership:
            seats = " + ".join(str(s) for s in self.seats_of(side))
            return QT_TRANSLATE_NOOP("Rules", "Team {side} (seats {seats})").format(
                side=side, seats=seats
            )
        return QT_TRANSLATE_NOOP("Rules", "Seat {side}").format(side=side)

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self._values.items())
        return f"<{type(self).__name__} {self.id} {opts}>"


# --------------------------------------------------------------------------- helpers


# The (seat, action) and (seat, card) pairs the deals' histories hold, one object each:
# a career of 100,000 finished deals kept every pair of every deal (20-odd a Bräus deal,
# 2.5 KB of them), though the pairs are few (seats times actions) and never change. Kept
# by the thing's identity (the pair holds the thing, so its id stays its own).
_PAIRS: dict[tuple[int, int], tuple[int, Any]] = {}
_MOST_PAIRS = 20_000  # (Brag's sets of cards are many: past this, pairs are made anew)


def seat_pair(seat: int, thing: Any) -> tuple[int, Any]:
    """``(seat, thing)``: the one such pair of this very ``thing`` (an action or a card:
    values, most of them interned), shared by every deal that holds it."""
    key = (seat, id(thing))
    found = _PAIRS.get(key)
    if found is not None and found[1] is thing:
        return found
    pair = (seat, thing)
    if len(_PAIRS) < _MOST_PAIRS:
        _PAIRS[key] = pair
    return pair


def deal_rng(seed: int | None) -> random.Random:
    """The random source of one deal: the same seed always gives the same deal."""
    return random.Random(seed)


def quick_shuffle(items: list[Any], rng: random.Random) -> None:
    """Put ``items`` in a uniformly random order, faster than ``rng.shuffle``: sorting by
    independent random keys (a tie has probability below 2**-40), for the thousands of
    deals search needs. Seeded deals keep ``rng.shuffle`` so their cards never change."""
    rand = rng.random
    items.sort(key=lambda _: rand())


def read_hands(
    hands: Any, n_players: int, pack: Sequence[Card], sizes: Sequence[int], pack_name: str
) -> list[list[Card]]:
    """Check an explicit deal and return it as Cards; ValueError says what is wrong.

    ``hands`` is one entry per seat: a list of card texts or Cards, or a string of texts.
    """
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise ValueError("hands must be a list with one hand per seat")
    if len(hands) != n_players:
        raise ValueError(f"the deal needs {n_players} hands, one per seat, not {len(hands)}")
    in_pack = set(pack)
    seen: dict[Card, int] = {}
    out = []
    for seat, hand in enumerate(hands):
        if isinstance(hand, str):
            hand = hand.replace(",", " ").split()
        if not isinstance(hand, Sequence):
            raise ValueError(f"seat {seat}'s hand must be a list of cards")
        if len(hand) != sizes[seat]:
            raise ValueError(f"seat {seat} has {len(hand)} cards; each seat must get {sizes[seat]}")
        got = []
        for item in hand:
            c = item if isinstance(item, Card) else Card.parse(item)
            if c not in in_pack:
                raise ValueError(f"{c} is not in the {pack_name}")
            if c in seen:
                where = f"seats {seen[c]} and {seat}" if seen[c] != seat else f"seat {seat}'s hand"
                raise ValueError(f"{c} is dealt twice ({where})")
            seen[c] = seat
            got.append(c)
        out.append(got)
    return out


def read_cards(items: Any, what: str) -> list[Card]:
    """A list of cards from texts/Cards or a space-separated string; ValueError if not."""
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    if not isinstance(items, Sequence):
        raise ValueError(f"{what} must be a list of cards")
    return [c if isinstance(c, Card) else Card.parse(c) for c in items]
