"""Horwell's multi-card Brag (docs/rulings.md §4, rulings H1-H8), 2 to 4 players, each alone.

A deal has one decision per player: the arrangement of the whole hand into tricks of 3
(or 4) cards, laid strongest first, plus the spare card(s) discarded. Players arrange
independently (forehand first, then clockwise; nobody sees another's arrangement), then
the tricks are compared position by position. The trick values come from ``brag_eval``
(re-exported here); this module adds the arrangement action, its validation, the greedy
and random arrangers the bots start from, the deal and the match.

``legal_actions()`` cannot list every arrangement (a 16-card hand has millions): for Brag
it returns a small deterministic sample of valid arrangements (the greedy one first) and
any valid arrangement may be applied; ``why_illegal`` checks any arrangement (through the
``_is_legal`` hook) and ``random_action`` draws a random valid one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations
from typing import Any, ClassVar

from .brag_eval import (
    BRIDGE,
    CATEGORIES_3,
    CATEGORIES_4,
    WILDS,
    TrickValue,
    evaluate,
    is_wild,
    trick_key,
)
from .cards import Card, full_pack
from .core import (
    Action,
    DealScored,
    Dealt,
    Event,
    EventKind,
    Game,
    GameType,
    Hand,
    IllegalAction,
    Observation,
    Option,
    Result,
    Setup,
    State,
    deal_rng,
    event_kind,
    event_table,
    read_hands,
)
from .phrase import QT_TRANSLATE_NOOP, both, joined, plural, quoted

__all__ = [
    "Arrangement",
    "Brag",
    "BragState",
    "CATEGORIES_3",
    "CATEGORIES_4",
    "TrickValue",
    "WILDS",
    "evaluate",
    "greedy_arrangement",
    "random_arrangement",
    "sort_tricks",
    "trick_key",
    "validate_arrangement",
]

WILD_COUNT = {"none": 0, "jokers": 3, "jokers_and_twos": 7}
WILD_TEXT = {
    "none": QT_TRANSLATE_NOOP("Brag", "no wild cards"),
    "jokers": QT_TRANSLATE_NOOP("Brag", "the three jokers wild"),
    "jokers_and_twos": QT_TRANSLATE_NOOP("Brag", "the jokers and the twos wild"),
}
DEFAULT_HAND = {3: 16, 4: 21}  # H1
PACK_SIZE = 52


def _card_order(c: Card) -> tuple[Any, ...]:
    """Display order inside a trick: jokers first, then rank, then bridge suit."""
    return (0, -c.joker) if c.joker else (1, -c.rank, -BRIDGE[c.suit])


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(c.text for c in cards)


# --------------------------------------------------------------------------- the action


class Arranged(Action):
    """Another seat's arrangement as a seat sees it before the showdown: that it was made,
    not its cards. Text: ``arranged``. There is one: ``ARRANGED``."""

    __slots__ = ()

    def __str__(self) -> str:
        return "arranged"

    def __repr__(self) -> str:
        return "ARRANGED"


ARRANGED = Arranged()


class Arrangement(Action):
    """A whole hand arranged: the tricks as laid (strongest first) and the discards.

    Text: the tricks separated by ``|``, then ``/`` and the discards, e.g.
    ``AS KS QS | 9H 9D 9C | 8C 7C 6C | QD QH 4S | KH 10D 3C / 2C`` (no ``/`` part when
    nothing is discarded). Cards inside a trick are put in a canonical order (jokers,
    then rank, then bridge suit), so equal arrangements have equal texts.
    """

    __slots__ = ("tricks", "discards", "text")
    tricks: tuple[tuple[Card, ...], ...]
    discards: tuple[Card, ...]
    text: str

    def __init__(self, tricks: Iterable[Iterable[Card]], discards: Iterable[Card] = ()) -> None:
        tricks = tuple(tuple(sorted(t, key=_card_order)) for t in tricks)
        discards = tuple(sorted(discards, key=_card_order))
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "discards", discards)
        text = " | ".join(_cards_text(t) for t in tricks)
        if discards:
            text += " / " + _cards_text(discards)
        object.__setattr__(self, "text", text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("arrangements are immutable")

    @classmethod
    def parse(cls, text: str) -> Arrangement:
        """Read ``AS KS QS | 9H 9D 9C / 2C``; IllegalAction with a sentence if unreadable."""
        if isinstance(text, Arrangement):
            return text
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction(
                "An arrangement is written as the tricks separated by '|', "
                "then '/' and the discards, like 'AS KS QS | 9H 9D 9C / 2C'."
            )
        if text.count("/") > 1:
            raise IllegalAction(
                f"{quoted(text)} has more than one '/': write the discards once, "
                f"after the last trick."
            )
        body, _, rest = text.partition("/")
        tricks = []
        for i, part in enumerate(body.split("|"), start=1):
            words = part.replace(",", " ").split()
            if not words:
                raise IllegalAction(f"Trick {i} of {quoted(text.strip())} is empty.")
            tricks.append(cls._cards(words, text))
        return cls(tricks, cls._cards(rest.replace(",", " ").split(), text))

    @staticmethod
    def _cards(words: list[str], text: str) -> list[Card]:
        try:
            return [Card.parse(w) for w in words]
        except ValueError as exc:
            raise IllegalAction(f"{quoted(text.strip())} is not an arrangement: {exc}.") from None

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the arrangement: the tricks in order, then the discards."""
        return tuple(c for t in self.tricks for c in t) + self.discards

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Arrangement) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Arrangement('{self.text}')"

    def __reduce__(self) -> tuple[Callable[[str], Arrangement], tuple[str]]:
        return (Arrangement.parse, (self.text,))


# --------------------------------------------------------------------------- helpers


def _shape(n_cards: int, trick_size: int) -> tuple[int, int]:
    """(tricks, discards) of a hand of ``n_cards``."""
    return n_cards // trick_size, n_cards % trick_size


def _wild_fits(
    wild: int, tricks: int, discards: int, trick_size: int, supreme_allowed: bool = True
) -> bool:
    """Can ``wild`` wild cards be placed: at most one per trick and any number discarded,
    or a supreme (all wild) as the first trick and then one per other trick (H7)."""
    if wild <= tricks + discards:
        return True
    return (
        supreme_allowed and tricks > 0 and trick_size <= wild <= trick_size + tricks - 1 + discards
    )


def validate_arrangement(
    hand: Sequence[Card],
    arrangement: Arrangement | str,
    *,
    trick_size: int = 3,
    wilds: str = "none",
    horwell_rule: bool = True,
) -> list[str]:
    """The problems of ``arrangement`` for ``hand`` as sentences; empty if it is valid (H8)."""
    if not isinstance(arrangement, Arrangement):
        try:
            arrangement = Arrangement.parse(arrangement)
        except IllegalAction as exc:
            return [str(exc)]
    hand = list(hand)
    n_tricks, n_discards = _shape(len(hand), trick_size)
    problems: list[str] = []
    used = Counter(arrangement.cards)
    held = set(hand)
    twice = [c.display for c, m in used.items() if m > 1]
    if twice:
        problems.append(
            QT_TRANSLATE_NOOP("Brag", "You used the {cards} more than once.").format(
                cards=both(twice)
            )
        )
    foreign = [c.display for c in used if c not in held]
    if foreign:
        problems.append(
            QT_TRANSLATE_NOOP("Rules", "You do not hold the {card}.").format(card=both(foreign))
        )
    missing = [c.display for c in hand if c not in used]
    if len(missing) == 1:
        problems.append(
            QT_TRANSLATE_NOOP("Brag", "The {card} is neither in a trick nor discarded.").format(
                card=missing[0]
            )
        )
    elif missing:
        problems.append(
            QT_TRANSLATE_NOOP("Brag", "The {cards} are neither in a trick nor discarded.").format(
                cards=both(missing)
            )
        )
    tricks = arrangement.tricks
    if len(tricks) != n_tricks:
        problems.append(
            QT_TRANSLATE_NOOP("Brag", "Make {n} tricks of {size} cards, not {made}.").format(
                n=n_tricks, size=trick_size, made=len(tricks)
            )
        )
    sizes_ok = True
    for i, t in enumerate(tricks, start=1):
        if len(t) != trick_size:
            sizes_ok = False
            problems.append(
                QT_TRANSLATE_NOOP(
                    "Brag", "Trick {i} has {n} cards; every trick needs {size}."
                ).format(i=i, n=len(t), size=trick_size)
            )
    if len(arrangement.discards) != n_discards:
        made = len(arrangement.discards)
        if n_discards == 0:
            text = QT_TRANSLATE_NOOP("Brag", "Discard no card, not {made}.")
        elif n_discards == 1:
            text = QT_TRANSLATE_NOOP("Brag", "Discard exactly one card, not {made}.")
        else:
            text = QT_TRANSLATE_NOOP("Brag", "Discard {n} cards, not {made}.")
        problems.append(text.format(n=n_discards, made=made))
    wild_ok = True
    for i, t in enumerate(tricks, start=1):
        w = [c for c in t if is_wild(c, wilds)]
        if 1 < len(w) < len(t):
            wild_ok = False
            problems.append(
                QT_TRANSLATE_NOOP(
                    "Brag",
                    "Trick {i} holds {n} wild cards ({cards}): a trick may hold only one, "
                    "unless all its cards are wild (a supreme).",
                ).format(i=i, n=len(w), cards=_cards_text(w))
            )
        elif len(w) == len(t) and i > 1:
            problems.append(
                QT_TRANSLATE_NOOP(
                    "Brag", "Trick {i} is a supreme: a supreme may only be the first trick."
                ).format(i=i)
            )
    if sizes_ok and wild_ok and not twice and tricks and len(tricks[0]) in (3, 4):
        values = [evaluate(t, wilds=wilds, horwell_rule=horwell_rule) for t in tricks]
        for i in range(len(values) - 1):
            if values[i] < values[i + 1]:
                problems.append(
                    QT_TRANSLATE_NOOP(
                        "Brag",
                        "Trick {later} ({stronger}) beats trick {i} ({weaker}): lay the "
                        "tricks strongest first.",
                    ).format(
                        later=i + 2, stronger=values[i + 1].name, i=i + 1, weaker=values[i].name
                    )
                )
    return problems


def sort_tricks(
    tricks: Iterable[Iterable[Card]], *, wilds: str = "none", horwell_rule: bool = True
) -> list[tuple[Card, ...]]:
    """The tricks strongest first (a supreme, if any, comes first by itself)."""
    as_tuples = [tuple(t) for t in tricks]
    return sorted(as_tuples, key=lambda t: trick_key(t, wilds, horwell_rule), reverse=True)


def greedy_arrangement(
    hand: Sequence[Card], *, trick_size: int = 3, wilds: str = "none", horwell_rule: bool = True
) -> Arrangement:
    """The strongest possible trick first, then the strongest of the rest, and so on; the
    leftover cards are discarded. Always valid: the wild cards left over after each pick
    must still fit the remaining tricks and discards (H7)."""
    rest = list(hand)
    n_tricks, n_discards = _shape(len(rest), trick_size)
    wild_set = {c for c in rest if is_wild(c, wilds)}
    if not _wild_fits(len(wild_set), n_tricks, n_discards, trick_size):
        raise ValueError(
            f"a hand with {len(wild_set)} wild cards cannot be arranged into "
            f"{n_tricks} tricks and {n_discards} discards"
        )
    tricks: list[tuple[Card, ...]] = []
    for i in range(n_tricks):
        wild_left = sum(1 for c in rest if c in wild_set)
        room_after = (n_tricks - i - 1) + n_discards
        best, best_key = None, -1
        for combo in combinations(rest, trick_size):
            w = sum(1 for c in combo if c in wild_set)
            if w > 1 and (w < trick_size or i > 0):
                continue
            if wild_left - w > room_after:
                continue
            k = trick_key(combo, wilds, horwell_rule)
            if k > best_key:
                best, best_key = combo, k
        assert best is not None, "a hand always has a trick left to lay"
        tricks.append(best)
        chosen = set(best)
        rest = [c for c in rest if c not in chosen]
    return Arrangement(tricks, rest)


def random_arrangement(
    hand: Sequence[Card],
    rng: random.Random,
    *,
    trick_size: int = 3,
    wilds: str = "none",
    horwell_rule: bool = True,
) -> Arrangement:
    """A random valid arrangement: a random partition that respects the wild rules (a
    supreme only first, otherwise one wild per trick at most), sorted strongest first."""
    hand = list(hand)
    n_tricks, n_discards = _shape(len(hand), trick_size)
    wild = [c for c in hand if is_wild(c, wilds)]
    natural = [c for c in hand if not is_wild(c, wilds)]
    rng.shuffle(wild)
    rng.shuffle(natural)
    w = len(wild)
    plain_ok = w <= n_tricks + n_discards
    supreme_ok = n_tricks > 0 and trick_size <= w <= trick_size + n_tricks - 1 + n_discards
    if not (plain_ok or supreme_ok):
        raise ValueError(
            f"a hand with {w} wild cards cannot be arranged into {n_tricks} "
            f"tricks and {n_discards} discards"
        )
    supreme = supreme_ok and (not plain_ok or rng.random() < 0.5)
    tricks: list[list[Card]] = []
    if supreme:
        tricks.append(wild[:trick_size])
        wild = wild[trick_size:]
    first_plain = len(tricks)
    tricks += [[] for _ in range(n_tricks - first_plain)]
    discards: list[Card] = []
    # One slot per plain trick and per discard; each wild takes a different slot.
    slots = list(range(first_plain, n_tricks)) + [-1] * n_discards
    for c, slot in zip(wild, rng.sample(slots, len(wild))):
        (tricks[slot] if slot >= 0 else discards).append(c)
    for t in tricks[first_plain:]:
        while len(t) < trick_size:
            t.append(natural.pop())
    discards += natural
    return Arrangement(sort_tricks(tricks, wilds=wilds, horwell_rule=horwell_rule), discards)


# --------------------------------------------------------------------------- the deal


@dataclass(frozen=True)
class BragResult(Result):
    """A Brag deal's result (H2): the seat that won every position (``all_tricks``, else
    None), the winner of each position (None: a tie), and each trick's name per position."""

    all_tricks: int | None = None
    position_winners: tuple[int | None, ...] = ()
    names: tuple[tuple[str, ...], ...] = ()


K = EventKind


@event_kind
class HandArranged(Event):
    """``seat`` has arranged its hand (what it laid stays hidden until the showdown)."""

    kind: ClassVar[EventKind] = K.ARRANGED


@event_kind
class ShowdownTrick(Event):
    """H2: the tricks at ``position`` compared: each seat's trick (``tricks``), its name
    (``names``), and the seat that won it (``winner``, None: a tie)."""

    kind: ClassVar[EventKind] = K.SHOWDOWN_TRICK
    position: int
    tricks: tuple[tuple[Card, ...], ...]
    names: tuple[str, ...]
    winner: int | None


@event_kind
class BragDealScored(DealScored):
    """The deal is over; ``all_tricks``: the seat that won every position, else None."""

    all_tricks: int | None


@dataclass(frozen=True, slots=True)
class ShowdownPosition:
    """One position of the showdown as every seat sees it: each seat's trick there, its
    name, and the seat that won it (None: a tie)."""

    position: int
    winner: int | None
    tricks: tuple[tuple[Card, ...], ...]
    names: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class BragObservation(Observation):
    """What a Brag seat knows besides its hand: who has ``arranged``, the deal's shape
    (``trick_size``, ``tricks_per_deal``, ``discards``), its own ``arrangement`` (None until
    made) and the ``showdown`` compared so far (the tricks become public there; discards
    never do)."""

    arranged: tuple[bool, ...]
    trick_size: int
    tricks_per_deal: int
    discards: int
    arrangement: Arrangement | None
    showdown: tuple[ShowdownPosition, ...]


# The events of a Brag deal and their facts (docs/rules-api.md).
EVENTS: dict[EventKind, tuple[str, ...]] = event_table(
    Dealt, Hand, HandArranged, ShowdownTrick, BragDealScored
)


class BragState(State):
    """A deal of Brag: each seat in turn (forehand first) submits one Arrangement; when
    the last one is in, the showdown compares the tricks position by position (H2)."""

    game: Brag

    def __init__(
        self,
        game: Brag,
        dealer: int,
        seed: int | None,
        hands: list[list[Card]],
        quiet: bool = False,
    ) -> None:
        self.game = game
        self.dealer = dealer
        self.seed = seed
        n = game.n_players
        self._hands = tuple(tuple(h) for h in hands)
        self._order = tuple((dealer + 1 + i) % n for i in range(n))
        self._arrangements: list[Arrangement | None] = [None] * n
        self._done = 0
        self._won = [0] * n
        self._points = [0] * n
        self._showdown: list[dict[str, Any]] = []
        self._result: Result | None = None
        self._events: list[Any] | None = None if quiet else []
        self._history: list[Any] = []
        self._samples: dict[int, list[Action]] = {}
        if not quiet:
            self._emit(Dealt(dealer, (), counts=tuple(len(h) for h in hands)))
            for seat, h in enumerate(hands):
                self._emit(Hand(seat, tuple(h), frozenset((seat,))))

    # -- the contract ----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self._done == len(self._order) else self._order[self._done]

    @property
    def is_over(self) -> bool:
        return self._done == len(self._order)

    @property
    def tricks(self) -> tuple[int, ...]:
        """Tricks won per seat (all zero until the showdown)."""
        return tuple(self._won)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self._hands[seat]

    def arrangement(self, seat: int) -> Arrangement | None:
        """The seat's arrangement once made (full information: tests, replays)."""
        return self._arrangements[seat]

    @property
    def showdown(self) -> tuple[ShowdownPosition, ...]:
        """Per position compared: each seat's trick, its name and the ``winner`` (None on
        a tie). Empty until every seat has arranged."""
        return tuple(
            ShowdownPosition(
                p["position"],
                p["winner"],
                tuple(tuple(t) for t in p["tricks"]),
                tuple(v.name for v in p["values"]),
            )
            for p in self._showdown
        )

    def _rules(self) -> dict[str, Any]:
        return self.game._rules()

    def legal_actions(self) -> list[Action]:
        """A small deterministic SAMPLE of valid arrangements (the greedy one first):
        Brag hands have far too many arrangements to list. Any valid arrangement may be
        applied; ``why_illegal`` checks one, ``random_action`` draws one."""
        seat = self.current_player
        if seat is None:
            return []
        found = self._samples.get(seat)
        if found is None:
            hand = self._hands[seat]
            rules = self._rules()
            found = [greedy_arrangement(hand, **rules)]
            rng = random.Random(_cards_text(hand))
            for _ in range(2):
                extra = random_arrangement(hand, rng, **rules)
                if extra not in found:
                    found.append(extra)
            self._samples[seat] = found
        return list(found)

    def random_action(self, rng: random.Random) -> Action:
        seat = self.current_player
        assert seat is not None, "the deal is over"
        return random_arrangement(self._hands[seat], rng, **self._rules())

    # The base why_illegal parses text and refuses moves after the deal; these two hooks
    # make it validate ANY arrangement, not just the sampled legal_actions().
    def _problems(self, action: Action) -> list[str]:
        if not isinstance(action, Arrangement):
            return [
                QT_TRANSLATE_NOOP(
                    "Brag",
                    "In Brag your move is the arrangement of your whole hand: the tricks "
                    "strongest first, then the discards, like 'AS KS QS | 9H 9D 9C / 2C'.",
                )
            ]
        seat = self.current_player
        assert seat is not None  # why_illegal asks only while the deal goes on
        return validate_arrangement(self._hands[seat], action, **self._rules())

    def _is_legal(self, action: Action) -> bool:
        return not self._problems(action)

    def _explain(self, action: Action) -> str:
        problems = self._problems(action)
        if problems:
            return joined(" ", problems)
        return QT_TRANSLATE_NOOP("Rules", "{action} is not a legal move now.").format(
            action=str(action)
        )

    def _apply(self, action: Action) -> None:
        seat = self.current_player
        assert seat is not None and isinstance(action, Arrangement)
        self._arrangements[seat] = action
        self._done += 1
        if self._events is not None:
            self._emit(HandArranged(seat))
        if self._done == len(self._order):
            self._show()

    def _show(self) -> None:
        """H2: compare position by position; 1 point per trick won, 1 bonus for all."""
        n = self.game.n_players
        wilds, horwell = self.game.chosen.wilds, self.game.chosen.horwell_rule
        laid = [a for a in self._arrangements if a is not None]
        assert len(laid) == n, "every seat has arranged"
        n_tricks = len(laid[0].tricks)
        for pos in range(n_tricks):
            tricks = [laid[s].tricks[pos] for s in range(n)]
            values = [evaluate(t, wilds=wilds, horwell_rule=horwell) for t in tricks]
            best = max(v.key for v in values)
            top = [s for s in range(n) if values[s].key == best]
            winner = top[0] if len(top) == 1 else None
            if winner is not None:
                self._won[winner] += 1
                self._points[winner] += 1
            self._showdown.append(
                {"position": pos, "tricks": tricks, "values": values, "winner": winner}
            )
            if self._events is not None:
                self._emit(
                    ShowdownTrick(
                        winner,
                        (),
                        position=pos,
                        tricks=tuple(tuple(t) for t in tricks),
                        names=tuple(v.name for v in values),
                        winner=winner,
                    )
                )
        sweep = next((s for s in range(n) if self._won[s] == n_tricks), None)
        if sweep is not None:
            self._points[sweep] += 1
        points = tuple(self._points)
        most = max(points)
        leaders = [s for s in range(n) if points[s] == most]
        winner = leaders[0] if len(leaders) == 1 else None
        score = joined(
            ", ",
            [
                QT_TRANSLATE_NOOP("Brag", "seat {seat} {points}").format(seat=s, points=p)
                for s, p in enumerate(points)
            ],
        )
        if sweep is not None:
            summary = QT_TRANSLATE_NOOP(
                "Brag", "Seat {seat} wins all {n} tricks and the bonus point: {points} points."
            ).format(seat=sweep, n=n_tricks, points=points[sweep])
        elif winner is not None:
            summary = QT_TRANSLATE_NOOP("Brag", "Seat {seat} wins the deal ({score}).").format(
                seat=winner, score=score
            )
        else:
            summary = QT_TRANSLATE_NOOP("Brag", "No seat wins the deal outright ({score}).").format(
                score=score
            )
        self._result = BragResult(
            winner,
            points,
            tuple(self._won),
            summary,
            all_tricks=sweep,
            position_winners=tuple(p["winner"] for p in self._showdown),
            names=tuple(tuple(v.name for v in p["values"]) for p in self._showdown),
        )
        if self._events is not None:
            self._emit(
                BragDealScored(
                    winner=winner, points=points, tricks=tuple(self._won), all_tricks=sweep
                )
            )

    def result(self) -> Result:
        if self._result is None:
            raise ValueError("The deal is not over yet.")
        return self._result

    def setup(self) -> Setup:
        return Setup(hands=tuple(tuple(h) for h in self._hands))

    def observation(self, seat: int) -> BragObservation:
        n = self.game.n_players
        n_tricks, n_discards = _shape(len(self._hands[seat]), self.game.chosen.trick_size)
        history = tuple((s, a if s == seat else ARRANGED) for s, a in self._history)
        return BragObservation(
            game_id=self.game.id,
            options=self.game.option_values,
            seat=seat,
            n_players=n,
            dealer=self.dealer,
            current_player=self.current_player,
            hand=self._hands[seat],
            hand_sizes=tuple(len(h) for h in self._hands),
            tricks=tuple(self._won),
            events=self.visible_events(seat),
            history=history,
            arranged=tuple(a is not None for a in self._arrangements),
            trick_size=self.game.chosen.trick_size,
            tricks_per_deal=n_tricks,
            discards=n_discards,
            arrangement=self._arrangements[seat],
            # The tricks become public at the showdown; discards never do.
            showdown=self.showdown,
        )

    def clone(self, quiet: bool | None = None) -> BragState:
        new = object.__new__(BragState)
        new.__dict__.update(self.__dict__)
        new._arrangements = self._arrangements[:]
        new._won = self._won[:]
        new._points = self._points[:]
        new._showdown = self._showdown[:]
        new._history = self._history[:]
        new._samples = dict(self._samples)
        keep = self._events is not None if quiet is None else not quiet
        new._events = (self._events[:] if self._events is not None else []) if keep else None
        return new


# --------------------------------------------------------------------------- the game


@dataclass(frozen=True)
class BragOptions:
    """Brag's chosen options as typed values (H1), derived defaults filled in: what the
    game, its bots and the arranger read (``game.chosen.trick_size``)."""

    players: int
    trick_size: int
    hand_size: int
    wilds: str
    horwell_rule: bool
    target: int


class Brag(Game):
    """Horwell's multi-card Brag; options per H1 (see ``options()``)."""

    GAME_TYPE = GameType(
        id="brag", name=QT_TRANSLATE_NOOP("Games", "Horwell's multi-card Brag"), partnership=False
    )
    EVENTS = EVENTS
    OPTIONS = (
        Option(
            "players",
            int,
            2,
            QT_TRANSLATE_NOOP("Options", "Players, each for themselves."),
            (2, 3, 4),
            QT_TRANSLATE_NOOP("Options", "Players"),
        ),
        Option(
            "trick_size",
            int,
            3,
            QT_TRANSLATE_NOOP("Options", "Cards per trick: 3 (classic brag hands) or 4."),
            (3, 4),
            QT_TRANSLATE_NOOP("Options", "Cards per trick"),
        ),
        Option(
            "hand_size",
            int,
            None,
            QT_TRANSLATE_NOOP(
                "Options",
                "Cards dealt to each player. Default 16 for 3-card tricks (five tricks "
                "and one discard) and 21 for 4-card tricks (five tricks and one discard), or the "
                "largest such hand that fits the pack for 3 or 4 players. 3-card tricks: 6 to 24 "
                "cards, at most one card to discard; 4-card tricks: exactly one card to discard "
                "(5, 9, 13, 17, 21 or 25).",
            ),
            tuple(range(5, 26)),
            QT_TRANSLATE_NOOP("Options", "Cards per hand"),
        ),
        Option(
            "wilds",
            str,
            "none",
            QT_TRANSLATE_NOOP(
                "Options", "Wild cards: none, the three jokers, or the jokers and the four twos."
            ),
            WILDS,
            QT_TRANSLATE_NOOP("Options", "Wild cards"),
        ),
        Option(
            "horwell_rule",
            bool,
            True,
            QT_TRANSLATE_NOOP(
                "Options",
                "Horwell's rule: a running flush beats a prial of lower rank than its top card.",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Horwell's rule"),
        ),
        Option(
            "target",
            int,
            None,
            QT_TRANSLATE_NOOP(
                "Options",
                "Points to win the game. Default: three times the tricks per deal (15 "
                "for five tricks).",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Game to"),
        ),
    )

    def _resolve_options(self, values: dict[str, Any]) -> dict[str, Any]:
        k = values["trick_size"]
        n = values["players"]
        wilds = values["wilds"]
        pack_size = PACK_SIZE + (3 if wilds != "none" else 0)
        h = values["hand_size"]
        if h is None:
            h = DEFAULT_HAND[k]
            while h * n > PACK_SIZE:  # same number of discards, whole tricks fewer
                h -= k
            values["hand_size"] = h
        if k == 3 and not (6 <= h <= 24 and h % 3 in (0, 1)):
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "Options",
                    "a Brag hand of 3-card tricks holds 6 to 24 cards with at most one "
                    "to discard (6, 7, 9, 10, 12, 13 ... 24), not {h}",
                ).format(h=h)
            )
        if k == 4 and h % 4 != 1:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "Options",
                    "a Brag hand of 4-card tricks holds whole tricks and exactly one "
                    "card to discard (5, 9, 13, 17, 21 or 25 cards), not {h}",
                ).format(h=h)
            )
        if h * n > pack_size:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "Options",
                    "{n} hands of {h} cards need {cards} cards, but the pack has only {pack}",
                ).format(n=n, h=h, cards=h * n, pack=pack_size)
            )
        n_tricks, n_discards = _shape(h, k)
        most = min(WILD_COUNT[wilds], h)
        stuck = [w for w in range(most + 1) if not _wild_fits(w, n_tricks, n_discards, k)]
        if stuck:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "Options",
                    "with {wilds}, a hand of {h} cards could hold {w} wild cards, more "
                    "than {tricks} of {k} and {discards} can take (one wild per trick, or a "
                    "supreme as the first trick); choose a larger hand",
                ).format(
                    wilds=WILD_TEXT[wilds],
                    h=h,
                    w=stuck[0],
                    k=k,
                    tricks=plural(
                        n_tricks,
                        QT_TRANSLATE_NOOP("Options", "1 trick"),
                        QT_TRANSLATE_NOOP("Options", "{n} tricks"),
                    ).format(n=n_tricks),
                    discards=plural(
                        n_discards,
                        QT_TRANSLATE_NOOP("Options", "1 discard"),
                        QT_TRANSLATE_NOOP("Options", "{n} discards"),
                    ).format(n=n_discards),
                )
            )
        if values["target"] is None:
            values["target"] = 3 * n_tricks
        elif values["target"] < 1:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "Options", "the target must be at least 1 point, not {target}"
                ).format(target=values["target"])
            )
        return values

    @cached_property
    def chosen(self) -> BragOptions:
        """The options this game was made with, typed."""
        return BragOptions(**self._values)

    @property
    def n_players(self) -> int:
        return self.chosen.players

    @property
    def hand_size(self) -> int:
        return self.chosen.hand_size

    @property
    def tricks_per_deal(self) -> int:
        return self.chosen.hand_size // self.chosen.trick_size

    @property
    def pack(self) -> tuple[Card, ...]:
        return full_pack(3 if self.chosen.wilds != "none" else 0)

    def parse_action(self, text: str) -> Action:
        return Arrangement.parse(text)

    # -- helpers with this game's rules --------------------------------------------------
    def evaluate(self, cards: Sequence[Card] | str) -> TrickValue:
        return evaluate(cards, wilds=self.chosen.wilds, horwell_rule=self.chosen.horwell_rule)

    def _rules(self) -> dict[str, Any]:
        return {
            "trick_size": self.chosen.trick_size,
            "wilds": self.chosen.wilds,
            "horwell_rule": self.chosen.horwell_rule,
        }

    def validate_arrangement(self, hand: Sequence[Card], arrangement: Arrangement) -> list[str]:
        return validate_arrangement(hand, arrangement, **self._rules())

    def greedy_arrangement(self, hand: Sequence[Card]) -> Arrangement:
        return greedy_arrangement(hand, **self._rules())

    def sort_tricks(self, tricks: Iterable[Iterable[Card]]) -> list[tuple[Card, ...]]:
        return sort_tricks(tricks, wilds=self.chosen.wilds, horwell_rule=self.chosen.horwell_rule)

    # -- deals and matches -------------------------------------------------------------
    def _new_state(
        self, seed: int | None, dealer: int, hands: Any, setup: dict[str, Any]
    ) -> BragState:
        if setup:
            raise TypeError(f"Brag deals take no {', '.join(setup)}")
        n, h = self.n_players, self.hand_size
        if hands is None:
            deck = list(self.pack)
            deal_rng(seed).shuffle(deck)
            # One card at a time clockwise, forehand first; the rest stays undealt.
            dealt: list[list[Card]] = [[] for _ in range(n)]
            for i, c in enumerate(deck[: n * h]):
                dealt[(dealer + 1 + i) % n].append(c)
        else:
            dealt = read_hands(hands, n, self.pack, [h] * n, "Brag pack")
        return BragState(self, dealer, seed, dealt)

    def match_winner(self, scores: Sequence[int], deal_results: Sequence[Result]) -> int | None:
        """H2: the first to reach the target wins; if two or more reach it on the same deal
        with equal top scores, those players play sudden-death deals: after each, those of
        them outscored in it by another of them drop out, until one is left."""
        # Points only ever add up: while no total has reached the target, no deal so far
        # can have decided, and the scan below (the whole match) is not needed. A match
        # asks after every deal, so this keeps replaying a long record linear.
        if max(scores) < self.target:
            return None
        running = [0] * self.n_players
        contenders: list[int] | None = None
        for r in deal_results:
            if contenders is not None:
                best = max(r.points[s] for s in contenders)
                top = [s for s in contenders if r.points[s] == best]
                if len(top) == 1:
                    return top[0]
                contenders = top
                continue
            for s, p in enumerate(r.points):
                running[s] += p
            reached = [s for s in range(self.n_players) if running[s] >= self.target]
            if reached:
                best = max(running[s] for s in reached)
                top = [s for s in reached if running[s] == best]
                if len(top) == 1:
                    return top[0]
                contenders = top
        return None
