"""Bräus from Gotland (docs/rulings.md §1, rulings B1-B11), for 4 or 6 players in two teams.

A hand is kept as three parts, because the rules treat them so differently: the
playable cards as a sorted list of their rank (0 = Spit, the highest), so "the cards
that beat the last card played" is a prefix of that list; the sevens, which only ever
leave the hand as tricks laid by the leader; and the unplayable cards, which never leave
the hand at all (KC among them decides some drawn deals).
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import Card, braus_pack, card
from .core import (
    PASS,
    Action,
    DealScored,
    Dealt,
    Event,
    EventKind,
    Game,
    GameType,
    Hand,
    Observation,
    Option,
    Pass,
    Play,
    Played,
    Result,
    Setup,
    State,
    TrickWon,
    deal_rng,
    event_kind,
    event_table,
    quick_shuffle,
    read_hands,
    seat_pair,
)
from .phrase import QT_TRANSLATE_NOOP, either

# B1: the 18 playable cards, highest first. The one table of Bräus ranking.
RANKING: tuple[Card, ...] = tuple(
    card(t) for t in ("JC 8S KH 9C 9S 9H 9D AC AS AH AD JS JH JD 6C 6S 6H 6D").split()
)
MATADORS: tuple[Card, ...] = RANKING[:3]
# B11: the traditional names of the matadors.
NAMES: dict[Card, str] = {
    card("JC"): QT_TRANSLATE_NOOP("CardNames", "Spit"),
    card("8S"): QT_TRANSLATE_NOOP("CardNames", "Dull"),
    card("KH"): QT_TRANSLATE_NOOP("CardNames", "Bräus"),
}
PACK: tuple[Card, ...] = braus_pack()
SEVENS: frozenset[Card] = frozenset(c for c in PACK if c.rank == 7)
UNPLAYABLE: tuple[Card, ...] = tuple(c for c in PACK if c not in RANKING and c not in SEVENS)
OUTCOME_CARD: Card = card("KC")  # B9
TRICKS_TO_WIN = 6  # B8

POWER: dict[Card, int] = {c: i for i, c in enumerate(RANKING)}
K = EventKind
_PLAYS: tuple[Play, ...] = tuple(Play.of(c) for c in RANKING)
_PASS_ONLY: list[Action] = [PASS]


def _suit_descending(c: Card) -> int:
    return -c.suit


def kind_of(c: Card) -> str:
    """'matador', 'playable', 'seven' or 'unplayable': for rules help and the table."""
    if c in MATADORS:
        return "matador"
    if c in POWER:
        return "playable"
    if c in SEVENS:
        return "seven"
    return "unplayable"


@dataclass(frozen=True)
class BrausResult(Result):
    """A Bräus deal's result: ``jan`` (six tricks to none, B8), ``outcome_card`` (won on
    five tricks by the KC, B9), ``draw``, and who held the KC in a deal nobody took six
    tricks in (``outcome_card_holder``, else None)."""

    jan: bool = False
    outcome_card: bool = False
    draw: bool = False
    outcome_card_holder: int | None = None


@event_kind
class SevensLaid(Event):
    """B4: ``seat`` laid a seven (``cards``) as a trick of its own for ``side``;
    ``tricks``: per side now."""

    kind: ClassVar[EventKind] = K.SEVENS_LAID
    side: int
    tricks: tuple[int, ...]


@event_kind
class LeadPassedOn(Event):
    """B5: the lead passed on to ``seat`` from ``frm``, who had nothing to lead."""

    kind: ClassVar[EventKind] = K.LEAD_PASSED_ON
    frm: int


@event_kind
class Passed(Event):
    """``seat`` passed: it holds nothing above ``beat``."""

    kind: ClassVar[EventKind] = K.PASSED
    beat: Card


@event_kind
class BrausDealScored(DealScored):
    """The deal is over, and how: ``jan`` (B8), ``outcome_card`` (B9), ``draw``."""

    jan: bool
    outcome_card: bool
    draw: bool


@dataclass(frozen=True, kw_only=True)
class BrausObservation(Observation):
    """What a Bräus seat knows besides its hand: who leads the trick now (None once the
    deal is over), the ``trick`` on the table and every card ``played`` so far as
    ``(seat, Card)``, the card ``to_beat`` (None when a trick is to be led), and the
    ``passes`` as ``(seat, Card)``: who passed on which card, so holds nothing above it."""

    leader: int | None
    trick: tuple[tuple[int, Card], ...]
    to_beat: Card | None
    played: tuple[tuple[int, Card], ...]
    passes: tuple[tuple[int, Card], ...]


# The events of a Bräus deal and their facts (docs/rules-api.md).
EVENTS: dict[EventKind, tuple[str, ...]] = event_table(
    Dealt, Hand, SevensLaid, LeadPassedOn, Played, Passed, TrickWon, BrausDealScored
)


class BrausState(State):
    """A deal of Bräus. Sevens and lead-passing (B4, B5) happen by themselves; the
    actions are leading a card, playing a higher card, or passing when none beats."""

    __slots__ = (
        "game",
        "dealer",
        "seed",
        "_n",
        "_live",
        "_sevens",
        "_dead",
        "_tricks",
        "_turn",
        "_leader",
        "_to_beat",
        "_winner_seat",
        "_chances",
        "_trick",
        "_over",
        "_result",
        "_events",
        "_history",
        "_played",
        "_passes",
        "_initial",
    )

    def __init__(
        self,
        game: Braus,
        dealer: int,
        seed: int | None,
        hands: list[list[Card]],
        quiet: bool = False,
    ) -> None:
        self.game = game
        self.dealer = dealer
        self.seed = seed
        self._n = n = game.n_players
        self._initial = tuple(tuple(h) for h in hands)
        self._live = [sorted(POWER[c] for c in h if c in POWER) for h in hands]
        # Laid in suit order (clubs first, popped from the end), never in the hidden
        # order the cards were dealt: the table must not reveal more than the cards.
        self._sevens = [sorted((c for c in h if c in SEVENS), key=_suit_descending) for h in hands]
        self._dead = [[c for c in h if c not in POWER and c not in SEVENS] for h in hands]
        self._tricks = [0, 0]
        # the seat to act; meaningless once the deal is over (current_player says None)
        self._turn = (dealer + 1) % n
        self._leader = (dealer + 1) % n
        self._to_beat = 99  # rank index the next card must be below (99: leading)
        self._winner_seat = -1  # who played the card to beat
        self._chances = 0  # players still to have their chance in this trick
        self._trick: list[tuple[int, Card]] = []
        self._over = False
        self._result: BrausResult | None = None
        self._events: list[Any] | None = None if quiet else []
        self._history: list[Any] = []
        self._played: list[tuple[int, Card]] = []
        self._passes: list[tuple[int, Card]] = []
        if not quiet:
            self._emit(Dealt(dealer, (), counts=tuple(len(h) for h in hands)))
            for seat, h in enumerate(hands):
                self._emit(Hand(seat, tuple(h), frozenset((seat,))))
        self._start_lead((dealer + 1) % n)  # B4: forehand leads first

    # -- the rules ---------------------------------------------------------------------
    def _start_lead(self, seat: int) -> None:
        """B4/B5: the seat to lead lays its sevens, then leads, or the lead passes on."""
        n = self._n
        for step in range(n):
            s = (seat + step) % n
            sevens = self._sevens[s]
            if sevens:
                side = s & 1
                while sevens:
                    seven = sevens.pop()
                    self._tricks[side] += 1
                    self._played.append((s, seven))
                    if self._events is not None:
                        self._emit(SevensLaid(s, (seven,), side=side, tricks=tuple(self._tricks)))
                    if self._tricks[side] >= TRICKS_TO_WIN:
                        self._finish()
                        return
            if self._live[s]:
                if step and self._events is not None:
                    self._emit(LeadPassedOn(s, (), frm=seat))
                self._leader = s
                self._turn = s
                self._to_beat = 99
                self._chances = 0
                self._trick = []
                return
        self._finish()  # B5: nobody holds a seven or a playable card

    def _play_rank(self, r: int) -> None:
        seat = self._turn
        live = self._live[seat]
        live.remove(r)
        c = RANKING[r]
        self._trick.append((seat, c))
        self._played.append((seat, c))
        if self._events is not None:
            self._emit(Played(seat, (c,), lead=self._to_beat == 99))
        if self._to_beat == 99:
            self._chances = self._n - 1
        else:
            self._chances -= 1
        self._to_beat = r
        self._winner_seat = seat
        self._next_chance()

    def _pass(self) -> None:
        seat = self._turn
        beat = RANKING[self._to_beat]
        self._passes.append((seat, beat))
        if self._events is not None:
            self._emit(Passed(seat, (), beat=beat))
        self._chances -= 1
        self._next_chance()

    def _next_chance(self) -> None:
        if self._chances:
            self._turn = (self._turn + 1) % self._n  # B6: clockwise, one chance each
            return
        winner = self._winner_seat  # B7: the last card played is the highest
        side = winner & 1
        self._tricks[side] += 1
        if self._events is not None:
            self._emit(
                TrickWon(
                    winner,
                    tuple(c for _, c in self._trick),
                    side=side,
                    tricks=tuple(self._tricks),
                )
            )
        if self._tricks[side] >= TRICKS_TO_WIN:
            self._finish()
        else:
            self._start_lead(winner)

    def _finish(self) -> None:
        self._over = True
        t = self._tricks
        winner = None
        jan = outcome_card = draw = False
        holder = None
        points = [0, 0]
        for side in (0, 1):
            if t[side] >= TRICKS_TO_WIN:
                winner = side
                jan = t[1 - side] == 0  # B8: the other side has no trick at that moment
                points[side] = 2 if jan else 1
        if winner is None:
            holder = next((s for s in range(self._n) if OUTCOME_CARD in self._dead[s]), None)
            if holder is not None and t[holder & 1] == TRICKS_TO_WIN - 1:  # B9
                winner = holder & 1
                points[winner] = 1
                outcome_card = True
            else:
                draw = True
        score = f"{t[0]}-{t[1]}"
        if winner is None:
            summary = QT_TRANSLATE_NOOP(
                "Braus", "Drawn deal ({score} tricks): the same dealer deals again."
            ).format(score=score)
        elif outcome_card:
            summary = QT_TRANSLATE_NOOP(
                "Braus",
                "Team {team} wins with five tricks and the outcome card KC ({score}): 1 point.",
            ).format(team=winner, score=score)
        elif jan:
            summary = QT_TRANSLATE_NOOP(
                "Braus", "Team {team} takes six tricks to none: Jan, 2 points."
            ).format(team=winner)
        else:
            summary = QT_TRANSLATE_NOOP(
                "Braus", "Team {team} takes six tricks ({score}): 1 point."
            ).format(team=winner, score=score)
        self._result = BrausResult(
            winner, tuple(points), tuple(t), summary, jan, outcome_card, draw, holder
        )
        if self._events is not None:
            self._emit(
                BrausDealScored(
                    winner=winner,
                    points=tuple(points),
                    tricks=tuple(t),
                    jan=jan,
                    outcome_card=outcome_card,
                    draw=draw,
                )
            )

    # -- the API -------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self._over else self._turn

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def tricks(self) -> tuple[int, ...]:
        return tuple(self._tricks)

    @property
    def is_lead(self) -> bool:
        """True when the current player leads a new trick (any playable card goes)."""
        return not self._over and self._to_beat == 99

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The trick on the table: ``(seat, card)`` in playing order."""
        return tuple(self._trick)

    def legal_actions(self) -> list[Action]:
        if self._over:
            return []
        live = self._live[self._turn]
        if self._to_beat == 99:
            return [_PLAYS[r] for r in live]
        k = bisect_left(live, self._to_beat)
        if k:
            return [_PLAYS[r] for r in live[:k]]
        return _PASS_ONLY[:]

    def _is_legal(self, action: Action) -> bool:
        if isinstance(action, Play):
            if action.risk or len(action.cards) != 1:
                return False
            r = POWER.get(action.cards[0])
            return r is not None and r < self._to_beat and r in self._live[self._turn]
        return (
            isinstance(action, Pass)
            and self._to_beat != 99
            and bisect_left(self._live[self._turn], self._to_beat) == 0
        )

    def _explain(self, action: Action) -> str:
        seat = self._turn
        leading = self._to_beat == 99
        higher = [RANKING[r].display for r in self._live[seat] if r < self._to_beat]
        if isinstance(action, Pass):
            if leading:
                return QT_TRANSLATE_NOOP(
                    "Braus", "You are on lead: lead one of your playable cards."
                )
            return QT_TRANSLATE_NOOP(
                "Braus",
                "You cannot pass: you hold {higher}, higher than the {beat}, and in "
                "Bräus you must play a higher card when you can, even over your partner.",
            ).format(higher=either(higher), beat=RANKING[self._to_beat].display)
        if not isinstance(action, Play):
            return QT_TRANSLATE_NOOP(
                "Braus", "'{action}' is not a move in Bräus: play a card or pass."
            ).format(action=str(action))
        if action.risk:
            return QT_TRANSLATE_NOOP("Braus", "There is no risking in Bräus.")
        if len(action.cards) != 1:
            return QT_TRANSLATE_NOOP("Braus", "In Bräus you play one card at a time.")
        c = action.cards[0]
        if c not in self.hand(seat):
            return QT_TRANSLATE_NOOP("Rules", "You do not hold the {card}.").format(card=c.display)
        if c in SEVENS:
            return QT_TRANSLATE_NOOP(
                "Braus",
                "Sevens are not played to a trick: they are laid "
                "out as tricks of their own when you come to lead.",
            )
        if c is OUTCOME_CARD:
            return QT_TRANSLATE_NOOP(
                "Braus",
                "The {card} is an unplayable card in Bräus: it never leaves the hand "
                "(it is the outcome card, which can decide a drawn deal).",
            ).format(card=c.display)
        if c not in POWER:
            return QT_TRANSLATE_NOOP(
                "Braus", "The {card} is an unplayable card in Bräus: it never leaves the hand."
            ).format(card=c.display)
        beat = RANKING[self._to_beat].display
        if higher:
            return QT_TRANSLATE_NOOP(
                "Braus",
                "The {card} does not beat the {beat}: you must play a higher card ({higher}).",
            ).format(card=c.display, beat=beat, higher=either(higher))
        return QT_TRANSLATE_NOOP(
            "Braus", "The {card} does not beat the {beat}, and you hold nothing that does: pass."
        ).format(card=c.display, beat=beat)

    def _apply(self, action: Action) -> None:
        if isinstance(action, Play):
            self._play_rank(POWER[action.cards[0]])
        else:
            self._pass()

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards: playable ones highest first, then sevens, then the rest."""
        return (
            tuple(RANKING[r] for r in self._live[seat])
            + tuple(self._sevens[seat])
            + tuple(self._dead[seat])
        )

    def hand_size(self, seat: int) -> int:
        return len(self._live[seat]) + len(self._sevens[seat]) + len(self._dead[seat])

    def result(self) -> BrausResult:
        if self._result is None:
            raise ValueError("The deal is not over yet.")
        return self._result

    def setup(self) -> Setup:
        return Setup(hands=tuple(tuple(h) for h in self._initial))

    def observation(self, seat: int) -> BrausObservation:
        return BrausObservation(
            game_id=self.game.id,
            options=self.game.option_values,
            seat=seat,
            n_players=self._n,
            dealer=self.dealer,
            current_player=self.current_player,
            hand=self.hand(seat),
            hand_sizes=tuple(self.hand_size(s) for s in range(self._n)),
            tricks=tuple(self._tricks),
            events=self.visible_events(seat),
            history=tuple(self._history),
            leader=self._leader if not self._over else None,
            trick=tuple(self._trick),
            to_beat=RANKING[self._to_beat] if self._to_beat != 99 else None,
            played=tuple(self._played),
            passes=tuple(self._passes),
        )

    def _share_pairs(self) -> None:
        self._played = [seat_pair(s, c) for s, c in self._played]
        self._passes = [seat_pair(s, c) for s, c in self._passes]

    def clone(self, quiet: bool | None = None) -> BrausState:
        """An independent copy. ``quiet=True`` drops the event log (search bots: faster)."""
        new = object.__new__(BrausState)
        new.game = self.game
        new.dealer = self.dealer
        new.seed = self.seed
        new._n = self._n
        new._initial = self._initial
        new._live = [live[:] for live in self._live]
        new._sevens = [sevens[:] for sevens in self._sevens]
        new._dead = self._dead  # never changes after the deal
        new._tricks = self._tricks[:]
        new._turn = self._turn
        new._leader = self._leader
        new._to_beat = self._to_beat
        new._winner_seat = self._winner_seat
        new._chances = self._chances
        new._trick = self._trick[:]
        new._over = self._over
        new._result = self._result
        keep = self._events is not None if quiet is None else not quiet
        new._events = (
            self._events[:] if keep and self._events is not None else ([] if keep else None)
        )
        new._history = self._history[:]
        new._played = self._played[:]
        new._passes = self._passes[:]
        return new

    def position_key(self) -> tuple[Any, ...]:
        """A small hashable key of everything that decides the rest of the deal (live
        cards, sevens still held, tricks, the trick on the table, whose turn), for search
        bots' transposition tables within one deal: unplayable cards never move, so they
        are left out (compare keys of the same deal only)."""
        return (
            tuple(map(tuple, self._live)),
            tuple(map(len, self._sevens)),
            self._tricks[0],
            self._tricks[1],
            self._turn,
            self._to_beat,
            self._chances,
            self._winner_seat,
        )

    def random_playout(self, rng: random.Random) -> Result:
        """Play uniformly random legal actions to the end (Monte Carlo search, benchmarks).

        The same moves ``apply`` would make, without building action objects."""
        rand = rng.random
        live_of = self._live
        while not self._over:
            live = live_of[self._turn]
            if self._to_beat == 99:
                self._play_rank(live[int(rand() * len(live))])
            else:
                k = bisect_left(live, self._to_beat)
                if k:
                    self._play_rank(live[int(rand() * k)])
                else:
                    self._pass()
        assert self._result is not None
        return self._result


class Braus(Game):
    """Bräus: options ``players`` (4 or 6) and ``target`` (3, 6 or 9 points)."""

    GAME_TYPE = GameType(id="braus", name=QT_TRANSLATE_NOOP("Games", "Bräus"), partnership=True)
    EVENTS = EVENTS
    OPTIONS = (
        Option(
            "players",
            int,
            4,
            QT_TRANSLATE_NOOP(
                "Options",
                "Four players (two teams of two, partners opposite) or six (two teams "
                "of three, alternating).",
            ),
            (4, 6),
            QT_TRANSLATE_NOOP("Options", "Players"),
        ),
        Option(
            "target",
            int,
            6,
            QT_TRANSLATE_NOOP("Options", "Points (strokes) a team needs to win the game."),
            (3, 6, 9),
            QT_TRANSLATE_NOOP("Options", "Game to"),
        ),
    )

    @property
    def n_players(self) -> int:
        players: int = self._values["players"]
        return players

    @property
    def hand_size(self) -> int:
        return 36 // self.n_players

    @property
    def pack(self) -> tuple[Card, ...]:
        """The 36-card pack, every card of it dealt (B1)."""
        return PACK

    @property
    def pack_name(self) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Bräus pack (6 to ace in four suits)")

    def _new_state(
        self, seed: int | None, dealer: int, hands: Any, setup: dict[str, Any]
    ) -> BrausState:
        if setup:
            raise TypeError(f"Bräus deals take no {', '.join(setup)}")
        n = self.n_players
        if hands is None:
            rng = deal_rng(seed)
            deck = list(PACK)
            rng.shuffle(deck)
            # Dealt one at a time clockwise, starting with forehand.
            dealt: list[list[Card]] = [[] for _ in range(n)]
            for i, c in enumerate(deck):
                dealt[(dealer + 1 + i) % n].append(c)
        else:
            dealt = read_hands(hands, n, PACK, [self.hand_size] * n, self.pack_name)
        return BrausState(self, dealer, seed, dealt)

    def random_deal(self, rng: random.Random, dealer: int = 0, quiet: bool = True) -> BrausState:
        """A deal shuffled from a running random source (search bots, simulations and
        benchmarks deal thousands; reseeding for each would cost more than the play)."""
        deck = list(PACK)
        quick_shuffle(deck, rng)
        n = self.n_players
        start = dealer + 1
        dealt = [deck[(i - start) % n :: n] for i in range(n)]
        return BrausState(self, dealer, None, dealt, quiet=quiet)

    def next_dealer(self, state: State) -> int:
        # B9: after a drawn deal the same dealer deals again.
        if state.is_over and state.result().winner is None:
            return state.dealer
        return (state.dealer + 1) % self.n_players

    def card_name(self, c: Card) -> str | None:
        return NAMES.get(c)
