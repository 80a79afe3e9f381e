"""Danish Brus (docs/rulings.md §2, rulings D1-D15): ``brus`` for four players in two
partnerships and ``brus-solo`` for three players each for themselves.

The state keeps cards as their small ``Card.index`` numbers, hands as plain lists and the
stock as a list whose END is the top card, so a search bot's quiet clone and a random
playout cost little. One table per game says how strong each card is (``power``: 0 is
the Spids, 99 is worthless); the seven-led rules of D2 are a second, fixed table. Every
rule about who takes a trick goes through ``_takes``, so single cards and the card-by-card
matching of multiple tricks (D9) can never disagree.

Risks (D11, D14) are kept as small records. A risked play that is winning the trick
carries its own risk; when an opponent takes the lead from it, the risk travels on with
the taking play as a "smack" that the side finally winning the trick scores. So a risked
8S smacked by a risked KH that the Spids then beats gives the Spids' side 2 and the KH's
side nothing, exactly as D11 says. A risked play beaten by the risker's partner is void.

Icelandic Brús (``brus_iceland``) reuses this engine with its own ranking, risks and cut.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import Any, ClassVar, NamedTuple, Protocol

from . import core
from .cards import Card, card, pack
from .core import (
    Action,
    Cut,
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
    Play,
    Result,
    Setup,
    State,
    TrickWon,
    deal_rng,
    event_kind,
    event_table,
    parse_play,
    quick_shuffle,
    read_cards,
    read_hands,
)
from .phrase import QT_TRANSLATE_NOOP, either

CARDS: tuple[Card, ...] = Card.all()
WORTHLESS = 99

# D1: the beating cards, highest first. The one table of Brus ranking (I1 shares it).
RANKING: tuple[Card, ...] = tuple(
    card(t) for t in ("JC KH 8S 9C 9S 9H 9D AC AS AH AD JS JH JD 6C 6S 6H 6D").split()
)
HONOURS: tuple[Card, ...] = RANKING[:3]
# D15: with no stock the worthless cards become low beating cards below the sixes, in this
# order (the 5s are the 10s when the option ``tens`` is on).
LOW_RANKING = ("5C 5S 5H 5D 8C 8H 8D QC QS QH QD KD KS KC").split()
NAMES: dict[Card, str] = {
    card("JC"): QT_TRANSLATE_NOOP("CardNames", "Spids"),
    card("KH"): QT_TRANSLATE_NOOP("CardNames", "Brus"),
    card("8S"): QT_TRANSLATE_NOOP("CardNames", "Galhund"),
    card("KC"): QT_TRANSLATE_NOOP("CardNames", "korsfareren"),
    card("KS"): QT_TRANSLATE_NOOP("CardNames", "mester Erik"),
}

PACK_FIVES: tuple[Card, ...] = pack((5, 6, 7, 8, 9, 11, 12, 13, 14))
PACK_TENS: tuple[Card, ...] = pack((6, 7, 8, 9, 10, 11, 12, 13, 14))

JC = card("JC").index
KH = card("KH").index
S8 = card("8S").index
KC = card("KC").index
KS = card("KS").index
SEVENS = frozenset(c.index for c in PACK_FIVES if c.rank == 7)
HONOUR_IDS = (JC, KH, S8)
# The honours above each riskable card (D11; KC only with ``risk_kc``: KS is above it).
HIGHER = {S8: (JC, KH), KH: (JC,), KC: (KS,)}
NOMINAL = tuple(c.rank for c in CARDS)
SUIT = tuple(c.suit for c in CARDS)


def power_table(low: tuple[str, ...] | None = None) -> tuple[int, ...]:
    """Card index -> strength when a seven is not led (0 highest, 99 worthless)."""
    table = [WORTHLESS] * len(CARDS)
    for i, c in enumerate(RANKING):
        table[c.index] = i
    if low:
        for i, t in enumerate(low):
            table[card(t).index] = len(RANKING) + i
    return tuple(table)


def _seven_table() -> tuple[tuple[bool, ...], ...]:
    """D2 when a seven is led: SEVEN_BEATS[new][winning] - a higher seven beats a seven,
    KC beats every seven, KS beats KC; nothing else beats anything."""
    n = len(CARDS)
    rows = []
    for new in range(n):
        row = []
        for cur in range(n):
            if cur in SEVENS:
                ok = (new in SEVENS and SUIT[new] < SUIT[cur]) or new == KC
            elif cur == KC:
                ok = new == KS
            else:
                ok = False
            row.append(ok)
        rows.append(tuple(row))
    return tuple(rows)


SEVEN_BEATS = _seven_table()


def seven_led_order() -> tuple[Card, ...]:
    """D2 read from SEVEN_BEATS: every card that beats or is beaten when a seven is led,
    ordered by how many cards it beats directly or through others (KS, KC, 7C ... 7D)."""
    n = len(CARDS)
    beats = {a: {b for b in range(n) if SEVEN_BEATS[a][b]} for a in range(n)}
    involved = {a for a in beats if beats[a]} | {b for a in beats for b in beats[a]}

    def reach(a: int) -> int:
        seen, todo = set(), list(beats[a])
        while todo:
            b = todo.pop()
            if b not in seen:
                seen.add(b)
                todo.extend(beats[b])
        return len(seen)

    return tuple(CARDS[i] for i in sorted(involved, key=lambda i: (-reach(i), i)))


SINGLE = tuple((i,) for i in range(len(CARDS)))
RISKY = frozenset((KH, S8, KC))
PERMS = {k: tuple(permutations(range(k))) for k in range(1, 5)}


def set_beats(
    new: tuple[int, ...], cur: tuple[int, ...], seven: bool, power: tuple[int, ...]
) -> bool:
    """D9: ``new`` beats ``cur`` when its cards can be matched one-to-one so that each beats
    a distinct card of ``cur`` under the single-card rules (D2/D7)."""
    if len(new) == 1:
        return SEVEN_BEATS[new[0]][cur[0]] if seven else power[new[0]] < power[cur[0]]
    if not seven:
        # "beats" is a threshold on one order: sorted pairing is a perfect matching iff one
        # exists (Hall's condition on prefixes).
        a = sorted(power[c] for c in new)
        b = sorted(power[c] for c in cur)
        return all(x < y for x, y in zip(a, b))
    k = len(new)
    sb = SEVEN_BEATS
    for perm in PERMS[k]:
        for i in range(k):
            if not sb[new[perm[i]]][cur[i]]:
                break
        else:
            return True
    return False


# A compact move of the search path: (card indices, risked).
Move = tuple[tuple[int, ...], bool]


@dataclass(frozen=True, slots=True)
class BrusRules:
    """What a Brus game's options mean at the table, as one value: Danish Brus with no
    house rule by default. ``BrusGame`` builds it from its options; Icelandic Brús builds
    its own (single cards, no seven power, only the K♥ risked) on the same defaults. The
    state reads it, so a house rule is one field here and one check in the state."""

    power: tuple[int, ...] = ()  # card index -> strength (0 highest), D1/D15
    pack: tuple[Card, ...] = ()
    hand_size: int = 3  # cards each as dealt (every card: no stock)
    max_set: int = 3  # most cards led together (1: single cards)
    sevens_power: bool = True  # D2: a led seven has its own order
    riskable: frozenset[int] = frozenset()  # cards that may ever carry a risk
    higher: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    honour_over_ks: bool = False  # D7 option
    risk_kc: bool = False  # D14 house rules from here on
    risk_discarded: bool = False
    no_risk_after_stock: bool = False
    no_risk_to_win: bool = False
    oversmack: bool = False
    auto_risk: bool = False
    whistle: bool = False
    play_all: bool = False  # D15 no stock: every card is played
    annul_ties: bool = False  # D15 solo: a tie for most tricks annuls
    first_lead: int = 0  # seats after the dealer to the first leader (D5: 0; I3: 1)

    @property
    def multi(self) -> bool:
        """Whether sets of one rank may be led together (D9)."""
        return self.max_set > 1


class Risk(NamedTuple):
    """One risk made this hand (D11, D14, I6): who risked which cards, what it stakes,
    and how it came out (``pending`` until its trick ends). A value (a named tuple: cheap
    to make in the thousands of hands search plays out): settling a risk replaces its
    record."""

    seat: int
    cards: tuple[Card, ...]
    win: int  # what the risker's side scores if the play takes the trick
    lose: int  # what the smacker's side scores if an opponent beats it
    trick: int  # the trick number (0 first) it was made in
    position: int  # its place in that trick (0: the lead)
    discarded: bool = False  # D14 risk_discarded: an honour thrown on a trick it loses
    outcome: str = "pending"  # won, smacked, oversmacked or void once settled
    side: int | None = None  # the side that scored it
    points: int = 0

    def to_json(self) -> dict[str, Any]:
        """The JSON form results show (records, statistics)."""
        return {
            "seat": self.seat,
            "cards": "+".join(c.text for c in self.cards),
            "outcome": self.outcome,
            "side": self.side,
            "points": self.points,
            "trick": self.trick,
        }


@dataclass(frozen=True, slots=True)
class RiskTerms:
    """What a risk allowed now would stake: see ``Risk``."""

    win: int
    lose: int
    discarded: bool = False


# Search asks whether a risk is allowed, not why not: one shared answer for every refusal.
_REFUSED = "not allowed"
_LAST_CARD = QT_TRANSLATE_NOOP(
    "Brus", "You cannot risk the last card of a trick: nobody is left to beat it."
)
# (stake, discarded) -> the terms of a Danish risk, made once: search asks thousands of times.
_TERMS = {(v, d): RiskTerms(v, v, d) for v in (1, 2) for d in (False, True)}


def _cards_text(ids: Iterable[int]) -> str:
    return "+".join(CARDS[i].text for i in ids)


def _display(ids: Iterable[int]) -> str:
    return "+".join(CARDS[i].display for i in ids)


def play_of(move: Move) -> Play:
    """The action a compact move stands for."""
    return Play.of(tuple(CARDS[c] for c in move[0]), move[1])


# A play in a trick as the state keeps it: (seat, card indices, risked).
Played = tuple[int, tuple[int, ...], bool]


class SearchView(Protocol):
    """The hand in card indices, as search bots read it (``BrusState.search_view``): the
    state's own lists, live, to read and never to change (``Card.all()[i]`` is card ``i``).
    """

    @property
    def hands(self) -> list[list[int]]:
        """Each seat's cards."""

    @property
    def stock(self) -> list[int]:
        """The stock, its top card LAST."""

    @property
    def trick(self) -> list[Played]:
        """The trick on the table as ``(seat, card indices, risked)``, in playing order."""

    @property
    def played(self) -> list[Played]:
        """Every play of the hand so far, as in ``trick``."""

    @property
    def winning(self) -> int:
        """The place in ``trick`` of the play winning it so far."""

    @property
    def seven(self) -> bool:
        """Whether the trick on the table is a led seven's (D2 decides it)."""

    @property
    def trick_no(self) -> int:
        """Tricks finished so far in this hand."""


_new_record = object.__new__


@dataclass(slots=True)
class BrusHand:
    """Everything of one deal that its play changes, in card indices: the cards, the trick
    on the table, the tricks, the points and the risks. Built in one place (``new``, the
    cards then dealt into it by ``deal``) and copied in one (``copy``): a Danish deal, an
    Icelandic deal before and after its cut and ``clone`` all go through them, and no field
    has a default, so neither can leave one out (tests/rules/test_brus_seam.py checks every
    field by reflection). Search reads it through ``SearchView``."""

    hands: list[list[int]]  # each seat's cards
    stock: list[int]  # the END is the top card
    bottom: int  # the card the cut showed at the bottom of the stock (I2), or -1
    leader: int | None  # who led the trick on the table (None before an Icelandic cut)
    trick: list[Played]  # the trick on the table, in playing order
    winning: int  # the place in ``trick`` of the play winning it so far
    set_size: int  # cards in each play of this trick (D9)
    seven: bool  # a seven was led and sevens have their own order (D2)
    carry: list[int]  # risks smacked in this trick, scored by its winner (D11)
    own: int  # the risk the winning play carries, or -1
    took_from: list[int]  # per play: the play it took the lead from (only oversmack asks)
    played: list[Played]  # every play of the hand so far
    trick_no: int  # tricks finished
    tricks: list[int]  # per side (D9: a multiple trick counts as that many)
    storm: int | None  # the side that took the first five tricks (D10)
    banked: list[int]  # per side: points counted at once (risks, whistles, the cut)
    provisional: list[int]  # per side: solo no-stock risk points a tie may annul (D15)
    score_log: list[tuple[int, int, str]]  # every point counted: (side, points, reason)
    risks: list[Risk]  # every risk made (values: settling replaces a record)

    @classmethod
    def new(cls, n_players: int, n_sides: int) -> BrusHand:
        """A deal before its cards: no cards, no trick, no points."""
        return cls(
            hands=[[] for _ in range(n_players)],
            stock=[],
            bottom=-1,
            leader=None,
            trick=[],
            winning=0,
            set_size=1,
            seven=False,
            carry=[],
            own=-1,
            took_from=[],
            played=[],
            trick_no=0,
            tricks=[0] * n_sides,
            storm=None,
            banked=[0] * n_sides,
            provisional=[0] * n_sides,
            score_log=[],
            risks=[],
        )

    def deal(self, hands: list[list[int]], stock: list[int], leader: int, bottom: int) -> None:
        """The cards dealt (the stock's top card last) and who leads to the first trick."""
        self.hands = hands
        self.stock = stock
        self.leader = leader
        self.bottom = bottom

    def copy(self) -> BrusHand:
        """An independent copy: every list copied, ``hands`` card list by card list (the
        tuples in them are values). Slot by slot, not through ``__init__``: search clones
        a state for every node, and keyword arguments cost twice as much; a field left out
        here is an unset slot, which the reflection test finds."""
        new = _new_record(BrusHand)
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.bottom = self.bottom
        new.leader = self.leader
        new.trick = self.trick[:]
        new.winning = self.winning
        new.set_size = self.set_size
        new.seven = self.seven
        new.carry = self.carry[:]
        new.own = self.own
        new.took_from = self.took_from[:]
        new.played = self.played[:]
        new.trick_no = self.trick_no
        new.tricks = self.tricks[:]
        new.storm = self.storm
        new.banked = self.banked[:]
        new.provisional = self.provisional[:]
        new.score_log = self.score_log[:]
        new.risks = self.risks[:]
        return new

    def key(self, turn: int) -> tuple[Any, ...]:
        """``BrusState.position_key``: everything that decides the rest of the hand (the
        hands as sets, whose turn, the tricks, the trick on the table, the stock's size,
        the points so far, the storm, whether this is the first trick)."""
        return (
            tuple(tuple(sorted(h)) for h in self.hands),
            turn,
            tuple(self.tricks),
            tuple(self.trick),
            len(self.stock),
            tuple(self.banked),
            tuple(self.provisional),
            self.storm,
            self.trick_no == 0,
        )

    def side_total(self, side: int, before: Sequence[int]) -> int:
        """The side's score in the match counting this hand's points so far (``before``:
        the match's scores before the hand)."""
        return before[side] + self.banked[side] + self.provisional[side]

    # -- questions about the table: the rules of one play ---------------------------
    def takes(self, ids: tuple[int, ...], pos: int, rules: BrusRules) -> bool:
        """Whether ``ids`` played now at position ``pos`` would take the lead (D7, D9)."""
        if pos == 0:
            return True
        trick = self.trick
        best = trick[self.winning][1]
        if set_beats(ids, best, self.seven, rules.power):
            return True
        # D7 option honour_over_ks: after 7, KC, KS as the first three cards, the fourth
        # player may beat the KS with an honour.
        if (
            self.seven
            and pos == 3
            and self.winning == 2
            and len(ids) == 1
            and rules.honour_over_ks
            and best[0] == KS
            and trick[1][1][0] == KC
            and ids[0] in HONOUR_IDS
        ):
            return True
        return False

    def take_lead(
        self, best: int, pos: int, seat: int, record: int, side: tuple[int, ...], track: bool
    ) -> int:
        """The play at ``pos`` by ``seat`` (carrying risk ``record``, or -1) takes the lead
        from the play at ``best``: the risk that play carried is smacked, carried on to the
        trick's winner (D11), unless the taker is its partner. Returns that risk, void, or
        -1; ``track``: keep who took the lead from whom (oversmack)."""
        void = -1
        if self.own >= 0:
            if side[self.trick[best][0]] == side[seat]:
                void = self.own
            else:
                self.carry.append(self.own)
        if track:
            self.took_from.append(best)
        self.winning = pos
        self.own = record
        return void

    def higher_out(self, c: int, seat: int, rules: BrusRules) -> bool:
        """D11: a card may be risked while a higher card is "out": unplayed and not the
        risker's, so in another hand or in the stock."""
        stock = self.stock
        hands = self.hands
        for h in rules.higher[c]:
            if h in stock:
                return True
            for s, other in enumerate(hands):
                if s != seat and h in other:
                    return True
        return False

    def oversmack_stake(
        self, ids: tuple[int, ...], pos: int, seat: int, side: tuple[int, ...]
    ) -> int:
        """House rule ``oversmack``: the K♥ risked on an opponent's 8♠ that was not risked
        stakes 2; every other risk stakes 1."""
        if pos and KH in ids:
            best_seat, best_ids, best_risk = self.trick[self.winning]
            if S8 in best_ids and not best_risk and side[best_seat] != side[seat]:
                return 2
        return 1

    def oversmacked(self, side: tuple[int, ...]) -> list[int]:
        """D14 oversmack: the risks (one or both) of an 8S and the KH that took the lead
        from it, when the Spids of the 8S player's partner now wins over them."""
        plays = self.trick
        jpos = self.winning
        jseat, jids, _ = plays[jpos]
        kpos = self.took_from[jpos]
        if JC not in jids or kpos < 0 or KH not in plays[kpos][1]:
            return []
        spos = self.took_from[kpos]
        if spos < 0 or S8 not in plays[spos][1]:
            return []
        sseat, kseat = plays[spos][0], plays[kpos][0]
        if not (side[sseat] == side[jseat] and sseat != jseat and side[kseat] != side[jseat]):
            return []
        return [r for r in self.carry if self.risks[r].position in (spos, kpos)]

    def draw(self, winner: int, n: int, log: bool) -> list[list[int]] | None:
        """D8: each player, winner first, draws as many cards as they played; when the
        stock cannot give everyone that many, the rest goes one card at a time from the
        winner. With ``log``, the cards each seat drew."""
        k = self.set_size
        stock = self.stock
        hands = self.hands
        if k == 1 and not log and len(stock) >= n:
            for i in range(n):  # the common case of every playout: one card each
                hands[(winner + i) % n].append(stock.pop())
            return None
        got: list[list[int]] | None = [[] for _ in range(n)] if log else None
        if len(stock) >= n * k:
            for i in range(n):
                seat = (winner + i) % n
                for _ in range(k):
                    c = stock.pop()
                    hands[seat].append(c)
                    if got is not None:
                        got[seat].append(c)
        else:
            i = 0
            while stock:
                seat = (winner + i) % n
                c = stock.pop()
                hands[seat].append(c)
                if got is not None:
                    got[seat].append(c)
                i += 1
        return got


class Prelude(Protocol):
    """A step of a deal before its play, with actions of its own: the Icelandic cut (I2).
    While it runs the state's phase is its ``name``; it ends by dealing the cards
    (``BrusState._deal_cards``). The state keeps it after that, for what it has to tell
    (the cuts made, the packs a record replays), and clones share it from then on: it
    must not change once it has dealt."""

    name: str

    def begin(self, state: BrusState) -> None:
        """Start the step: whose turn it is, and its first events."""

    def actions(self) -> list[Action]:
        """The legal actions, in a fixed order."""

    def allows(self, action: Action) -> bool:
        """Whether ``action`` is legal now."""

    def explain(self, action: Action, seat: int) -> str:
        """Why ``action`` is not legal now, in the rules' words."""

    def act(self, state: BrusState, action: Action) -> None:
        """Carry out a legal ``action``."""

    def random_action(self, rng: random.Random) -> Action:
        """A uniformly random legal action."""

    def random_step(self, state: BrusState, rng: random.Random) -> None:
        """Carry out a random legal action (``random_playout``'s cheaper draw)."""

    def setup(self, running: bool) -> tuple[tuple[Card, ...], ...] | None:
        """What a record needs to deal this again (``running``: the step is not over), or
        None when the cards as dealt say it."""

    def copy(self) -> Prelude:
        """An independent copy (``clone``)."""


def _refuse_after_stock(hand: BrusHand) -> str | None:
    """House rule ``no_risk_after_stock``."""
    if not hand.stock:
        return QT_TRANSLATE_NOOP("Brus", "No risking once the stock is empty (house rule).")
    return None


def _refuse_discarded(
    ids: tuple[int, ...], usable: list[int], explain: bool, rules: BrusRules
) -> str | None:
    """A play that cannot take the trick may be risked only under the house rule
    ``risk_discarded`` (and then not the K♣ alone); None when it may."""
    if rules.risk_discarded and any(c != KC for c in usable):
        return None
    if not explain:
        return _REFUSED
    if rules.risk_discarded:
        return QT_TRANSLATE_NOOP(
            "Brus", "The {cards} cannot win this trick now, so it cannot be risked."
        ).format(cards=_display(ids))
    return QT_TRANSLATE_NOOP(
        "Brus",
        "The {cards} cannot win this trick now, so it cannot "
        "be risked (only a card that takes the lead may be "
        "risked).",
    ).format(cards=_display(ids))


def _refuse_to_win(total: int, value: int, target: int) -> str | None:
    """House rule ``no_risk_to_win``: ``total`` is the risker's side's score so far."""
    if total + value >= target:
        return QT_TRANSLATE_NOOP(
            "Brus", "No risking when the risk's points would win the rubber (house rule)."
        )
    return None


def _risk_cards(ids: tuple[int, ...], pos: int, seven: bool) -> list[int]:
    """D11: the Brus and the Galhund may carry a risk; option ``risk_kc``: the K♣ too,
    when it beats a led seven."""
    cand = [c for c in ids if c == KH or c == S8]
    if KC in ids and pos and seven:
        cand.append(KC)
    return cand


def tricks_text(t: Sequence[int]) -> str:
    """The tricks of a hand as a summary says them ("5-2-2 tricks")."""
    return QT_TRANSLATE_NOOP("Brus", "{score} tricks").format(score="-".join(str(x) for x in t))


# --------------------------------------------------------------------------- the state


@dataclass(frozen=True)
class BrusResult(Result):
    """A Danish or Solo Brus hand's result (D10, D12-D15): ``storm`` (the first five
    tricks, by ``storm_side``), ``jan`` (every trick, no stock), ``four_four_four`` and
    ``annulled`` (nobody wins), the sticks carried in (``bonus_sticks``) and on to the
    next hand (``carry_sticks``), ``whistles``, and every ``risks`` record."""

    storm: bool = False
    storm_side: int | None = None
    jan: bool = False
    four_four_four: bool = False
    annulled: bool = False
    bonus_sticks: int = 0
    carry_sticks: int = 0
    whistles: int = 0
    risks: tuple[Risk, ...] = ()


K = EventKind


@event_kind
class BrusDealt(Dealt):
    """The hand dealt: cards per seat (``counts``), the ``stock``'s size, who leads
    (``leader``)."""

    stock: int
    leader: int | None


@event_kind
class BrusPlayed(core.Played):
    """``cards`` played by ``seat``: ``lead``, ``risk`` (risked), and whether the play
    ``takes`` the lead of the trick (is winning it now)."""

    risk: bool
    takes: bool


@event_kind
class Whistle(Event):
    """D14 whistle (house rule): ``seat`` led three or four ``cards`` at once."""

    kind: ClassVar[EventKind] = K.WHISTLE


@event_kind
class Scored(Event):
    """Points counted at once: ``points`` to ``side`` for ``reason`` (risk, whistle, cut,
    hand, storm, jana, bonus); ``total``: every side's points counted so far."""

    kind: ClassVar[EventKind] = K.SCORED
    side: int
    points: int
    reason: str
    total: tuple[int, ...]


@event_kind
class BrusTrickWon(TrickWon):
    """The trick to its winner; ``count``: how many tricks it counts as (a set, D9)."""

    count: int


@event_kind
class RiskSettled(Event):
    """A risk of ``seat`` (its ``cards``) settled: ``points`` to ``side`` (None: to
    nobody). One subclass per outcome, each its own kind."""

    kind: ClassVar[EventKind] = K.RISK_WON
    side: int | None
    points: int


@event_kind
class RiskWon(RiskSettled):
    """The risk stood (its play took the trick)."""

    kind: ClassVar[EventKind] = K.RISK_WON


@event_kind
class RiskSmacked(RiskSettled):
    """The risk was beaten by an opponent (D11)."""

    kind: ClassVar[EventKind] = K.RISK_SMACKED


@event_kind
class RiskOversmacked(RiskSettled):
    """The oversmack house rule (D14)."""

    kind: ClassVar[EventKind] = K.RISK_OVERSMACKED


@event_kind
class RiskVoid(RiskSettled):
    """The risk was beaten by the risker's partner: nobody scores."""

    kind: ClassVar[EventKind] = K.RISK_VOID


@event_kind
class Drawn(Event):
    """``seat``'s ``cards`` from the stock, visible to that seat only."""

    kind: ClassVar[EventKind] = K.DRAWN


@event_kind
class StockDrawn(Event):
    """D8: how many cards each seat drew (``counts``), the trick's winner ``seat`` first;
    ``stock``: the cards left."""

    kind: ClassVar[EventKind] = K.STOCK_DRAWN
    counts: tuple[int, ...]
    stock: int


@event_kind
class BrusDealScored(DealScored):
    """The hand is over: ``storm`` (None in Brús, which has none) and the ``summary``."""

    storm: bool | None
    summary: str


@dataclass(frozen=True, kw_only=True)
class BrusObservation(Observation):
    """What a Brus seat knows besides its hand, the same fields in every phase: the
    ``phase``, who led the trick on the table (``leader``, None before it is led or once
    the hand is over), the ``trick`` and every play so far (``played``) as
    ``(seat, Play)``, the trick's ``set_size`` and the seat ``winning`` it (None with no
    trick led), the ``stock`` count, every ``risks`` record, the ``points`` counted so far
    per side, the match's scores before the hand (``scores_before``) and the
    ``bonus_sticks`` carried in."""

    phase: str
    leader: int | None
    trick: tuple[tuple[int, Play], ...]
    set_size: int | None
    winning: int | None
    stock: int
    played: tuple[tuple[int, Play], ...]
    risks: tuple[Risk, ...]
    points: tuple[int, ...]
    scores_before: tuple[int, ...]
    bonus_sticks: int


# The events of a Danish or Solo Brus hand and their facts (docs/rules-api.md).
EVENTS: dict[EventKind, tuple[str, ...]] = event_table(
    BrusDealt,
    Hand,
    BrusPlayed,
    Whistle,
    Scored,
    BrusTrickWon,
    RiskWon,
    RiskSmacked,
    RiskOversmacked,
    RiskVoid,
    Drawn,
    StockDrawn,
    BrusDealScored,
)
_SETTLED: dict[str, type[RiskSettled]] = {
    "won": RiskWon,
    "smacked": RiskSmacked,
    "oversmacked": RiskOversmacked,
    "void": RiskVoid,
}


class BrusState(State):
    """A hand of Danish Brus (or, through the subclass, Icelandic Brús).

    Phases: ``play``, after a ``Prelude`` where there is one (the Icelandic ``cut``).
    Actions are ``Play`` values: one card, or a set of cards for a multiple trick, ``!``
    meaning risked. What play changes is one ``BrusHand`` record (``_hand``); the state
    around it holds the turn, the phase, the history and what the rules fix.
    """

    def __init__(
        self,
        game: BrusGame,
        dealer: int,
        seed: int | None,
        hands: list[list[Card]] | None,
        stock: list[Card] | None,
        quiet: bool = False,
        scores: tuple[int, ...] | None = None,
        bonus_sticks: int = 0,
        prelude: Prelude | None = None,
    ) -> None:
        self.game: BrusGame = game
        self.dealer = dealer
        self.seed = seed
        self._n = game.n_players
        self._sides = game.n_sides
        self._events = None if quiet else []
        self._history = []
        rules = self._rules = game.rules
        # what the hot paths read, copied onto the state: attributes, not lookups
        self._power = rules.power
        self._side = game.seat_sides
        self._risky = rules.riskable
        self._auto = rules.auto_risk
        self._multi = rules.multi
        self._sevens_power = rules.sevens_power
        self._track = rules.oversmack  # only oversmack needs who took the lead from whom
        self._target = game.target
        self._before = tuple(scores) if scores is not None else (0,) * self._sides
        self._bonus = bonus_sticks
        self._hand = BrusHand.new(self._n, self._sides)
        self._result: Result | None = None
        self._over = False
        self._prelude = prelude
        # never changed: what setup() gives (None: an Icelandic deal still to cut)
        self._initial: tuple[list[list[Card]], list[Card]] | None = None
        # the seat to act; meaningless once the hand is over (current_player says None)
        self._turn = dealer
        if hands is not None:
            assert stock is not None, "a dealt hand has its stock"
            self._deal_cards(hands, stock)
        else:
            assert prelude is not None, "a Brus hand is dealt at once"
            self._phase = prelude.name
            prelude.begin(self)

    # -- setting up ----------------------------------------------------------------------
    def _deal_cards(self, hands: list[list[Card]], stock: list[Card], bottom: int = -1) -> None:
        """Play begins: the cards dealt (the stock's top card first), ``bottom`` the card
        a cut showed at the bottom of the stock."""
        dealer = self.dealer
        self._initial = (hands, stock)
        # D5: the dealer leads to the first trick (I3: forehand)
        leader = (dealer + self._rules.first_lead) % self._n
        self._hand.deal(
            [[c.index for c in h] for h in hands],
            [c.index for c in reversed(stock)],  # end of the list = top card
            leader,
            bottom,
        )
        self._phase = "play"
        self._turn = leader
        if self._events is not None:
            self._emit(
                BrusDealt(
                    dealer,
                    (),
                    counts=tuple(len(h) for h in hands),
                    stock=len(stock),
                    leader=self._hand.leader,
                )
            )
            for seat, h in enumerate(hands):
                self._emit(Hand(seat, tuple(h), frozenset((seat,))))

    # -- scoring helpers -----------------------------------------------------------------
    def _score(
        self,
        side: int,
        points: int,
        reason: str,
        seat: int | None = None,
        provisional: bool = False,
    ) -> None:
        if points <= 0:
            return
        h = self._hand
        if provisional:
            h.provisional[side] += points
            return
        h.banked[side] += points
        h.score_log.append((side, points, reason))
        if self._events is not None:
            self._emit(
                Scored(seat, (), side=side, points=points, reason=reason, total=tuple(h.banked))
            )

    # -- the rules of one play -------------------------------------------------------------
    def risk_terms(
        self, ids: tuple[int, ...], pos: int, seat: int, explain: bool = True
    ) -> RiskTerms | str:
        """The terms of risking ``ids`` played by ``seat`` at position ``pos`` now, or the
        sentence saying why it may not be risked: D11, then each house rule of D14 in its
        own check, asked only when its option is on (search asks thousands of times). Search
        passes ``explain=False``: the commonest refusals then return at once, unexplained."""
        rules = self._rules
        h = self._hand
        if not explain and (
            pos == self._n - 1
            or (pos and not rules.risk_discarded and not h.takes(ids, pos, rules))
        ):
            return _REFUSED
        cand = (
            _risk_cards(ids, pos, h.seven)
            if rules.risk_kc
            else [c for c in ids if c == KH or c == S8]
        )
        if not cand:
            if rules.risk_kc:
                return QT_TRANSLATE_NOOP(
                    "Brus",
                    "Only the Brus (K♥) and the Galhund (8♠) can "
                    "be risked (and the K♣ when it beats a led seven).",
                )
            return QT_TRANSLATE_NOOP(
                "Brus", "Only the Brus (K♥) and the Galhund (8♠) can be risked."
            )
        if pos == self._n - 1:
            return _LAST_CARD
        if rules.no_risk_after_stock:
            refusal = _refuse_after_stock(h)
            if refusal is not None:
                return refusal
        usable = [c for c in cand if h.higher_out(c, seat, rules)]
        if not usable:
            if not explain:
                return _REFUSED
            c = cand[0]
            names = either([CARDS[x].display for x in rules.higher[c]])
            return QT_TRANSLATE_NOOP(
                "Brus",
                "You can only risk the {card} while a higher card "
                "({names}) is still out and not in your hand.",
            ).format(card=CARDS[c].display, names=names)
        takes = h.takes(ids, pos, rules)
        if not takes:
            refusal = _refuse_discarded(ids, usable, explain, rules)
            if refusal is not None:
                return refusal
        value = h.oversmack_stake(ids, pos, seat, self._side) if takes and rules.oversmack else 1
        if rules.no_risk_to_win:
            refusal = _refuse_to_win(
                h.side_total(self._side[seat], self._before), value, self._target
            )
            if refusal is not None:
                return refusal
        return _TERMS[value, not takes]

    def why_no_risk(self, cards: Sequence[Card] = ()) -> str | None:
        """Why the player to act cannot risk now, in the rules' words, or None if a risk
        is possible: for ``cards`` chosen, why risking them is refused; with none chosen,
        why no card of the hand can carry a risk (the first riskable card's refusal, or
        which cards may be risked at all)."""
        if cards or self.is_over:
            return self.why_illegal(Play.of(tuple(cards), risk=True))
        if any(a.risk for a in self.legal_actions()):
            return None
        hand = self._hand.hands[self._turn]
        if not hand or self._phase != "play":
            return None
        risky = [c for c in hand if c in self._risky] or hand[:1]
        pos = len(self._hand.trick)
        for c in risky:
            terms = self.risk_terms((c,), pos, self._turn)
            if isinstance(terms, str):
                return terms
        return None

    def moves(self) -> list[Move]:
        """Every legal move of the current player as (card indices, risked): the search
        path's ``legal_actions``, in the same order, without building actions."""
        seat = self._turn
        h = self._hand
        hand = h.hands[seat]
        pos = len(h.trick)
        groups: list[tuple[int, ...]]
        if pos == 0:
            groups = [(c,) for c in hand]
            if self._multi and len(hand) > 1:
                by_rank: dict[int, list[int]] = {}
                for c in hand:
                    by_rank.setdefault(NOMINAL[c], []).append(c)
                top = self._rules.max_set
                for same in by_rank.values():
                    for k in range(2, min(len(same), top) + 1):
                        groups.extend(combinations(same, k))
        elif h.set_size == 1:
            groups = [(c,) for c in hand]
        else:
            groups = list(combinations(hand, h.set_size))
        auto = self._auto
        out: list[Move] = []
        risky = self._risky
        for ids in groups:
            if not risky.isdisjoint(ids):
                if type(self.risk_terms(ids, pos, seat, False)) is RiskTerms:
                    out.append((ids, True))
                    if auto:
                        continue
            out.append((ids, False))
        return out

    def _play(self, ids: tuple[int, ...], risk: bool) -> None:
        seat = self._turn
        h = self._hand
        hand = h.hands[seat]
        for c in ids:
            hand.remove(c)
        plays = h.trick
        pos = len(plays)
        record = -1
        discarded = False
        if risk:
            terms = self.risk_terms(ids, pos, seat)
            assert isinstance(terms, RiskTerms), terms
            discarded = terms.discarded
            record = len(h.risks)
            h.risks.append(
                Risk(
                    seat,
                    tuple(CARDS[c] for c in ids),
                    terms.win,
                    terms.lose,
                    h.trick_no,
                    pos,
                    discarded,
                )
            )
        if pos == 0:
            takes = True
            h.set_size = len(ids)
            h.seven = self._sevens_power and ids[0] in SEVENS
            h.winning = 0
            h.carry = []
            h.own = record
            if self._track:
                h.took_from = [-1]
        else:
            best = h.winning
            cur = plays[best][1]
            if len(ids) == 1 and not h.seven:  # the common case, inline
                takes = self._power[ids[0]] < self._power[cur[0]]
            else:
                takes = h.takes(ids, pos, self._rules)
            if takes and discarded:
                takes = False
            if takes:
                void = h.take_lead(best, pos, seat, record, self._side, self._track)
                if void >= 0:
                    self._settle(void, "void", None, 0)  # beaten by the partner
            elif self._track:
                h.took_from.append(-1)
        plays.append((seat, ids, risk))
        h.played.append((seat, ids, risk))
        if self._events is not None:
            self._emit(
                BrusPlayed(
                    seat, tuple(CARDS[c] for c in ids), lead=pos == 0, risk=risk, takes=takes
                )
            )
        if pos == 0 and len(ids) >= 3 and self._rules.whistle:
            # D14 whistle: leading three or more cards at once scores 1 at once.
            if self._events is not None:
                self._emit(Whistle(seat, tuple(CARDS[c] for c in ids)))
            self._score(self._side[seat], 1, "whistle", seat, self._rules.annul_ties)
        if pos + 1 == self._n:
            self._end_trick()
        else:
            self._turn = (seat + 1) % self._n

    def _play1(self, c: int) -> None:
        """``_play((c,), False)``: one card, not risked - the hot path of every playout."""
        seat = self._turn
        h = self._hand
        h.hands[seat].remove(c)
        plays = h.trick
        pos = len(plays)
        ids = SINGLE[c]
        if pos == 0:
            takes = True
            h.set_size = 1
            h.seven = self._sevens_power and c in SEVENS
            h.winning = 0
            h.carry = []
            h.own = -1
            if self._track:
                h.took_from = [-1]
        else:
            best = h.winning
            if h.seven:
                takes = h.takes(ids, pos, self._rules)
            else:
                takes = self._power[c] < self._power[plays[best][1][0]]
            if takes:
                if h.own >= 0 or self._track:
                    void = h.take_lead(best, pos, seat, -1, self._side, self._track)
                    if void >= 0:
                        self._settle(void, "void", None, 0)  # beaten by the partner
                else:
                    h.winning = pos  # no risk to settle, no smack to track
            elif self._track:
                h.took_from.append(-1)
        move = (seat, ids, False)
        plays.append(move)
        h.played.append(move)
        if self._events is not None:
            self._emit(BrusPlayed(seat, (CARDS[c],), lead=pos == 0, risk=False, takes=takes))
        if pos + 1 == self._n:
            self._end_trick()
        else:
            self._turn = (seat + 1) % self._n

    def _settle(self, r: int, outcome: str, side: int | None, points: int) -> None:
        risks = self._hand.risks
        was = risks[r]
        risk = risks[r] = Risk(
            was.seat,
            was.cards,
            was.win,
            was.lose,
            was.trick,
            was.position,
            was.discarded,
            outcome,
            side,
            points,
        )
        if self._events is not None:
            self._emit(_SETTLED[outcome](risk.seat, risk.cards, side=side, points=points))
        if side is not None:
            self._score(side, points, "risk", risk.seat, self._rules.annul_ties)

    def _settle_risks(self, winner: int) -> None:
        """Score the risks of the trick just finished (D11, D14)."""
        h = self._hand
        wside = self._side[winner]
        plays = h.trick
        handled: list[int] = []
        if self._rules.oversmack and self._n == 4:
            # D14: the Spids over the KH over the 8S scores 3 if one of them was risked, 4
            # if both were
            handled = h.oversmacked(self._side)
            share = 2 if len(handled) == 2 else 3
            for r in handled:
                self._settle(r, "oversmacked", wside, share)
        for r in h.carry:
            if r not in handled:
                self._settle(r, "smacked", wside, h.risks[r].lose)
        if h.own >= 0 and h.own not in handled:
            risk = h.risks[h.own]
            self._settle(h.own, "won", self._side[risk.seat], risk.win)
        # D14 risk_discarded: succeeds unless the next player smacks it with a higher honour.
        for r, risk in enumerate(h.risks):
            if risk.trick != h.trick_no or not risk.discarded or risk.outcome != "pending":
                continue
            pos = risk.position
            honour = min((c.index for c in risk.cards if c.index in (KH, S8)), key=HONOUR_IDS.index)
            higher = HONOUR_IDS[: HONOUR_IDS.index(honour)]
            nxt = plays[pos + 1] if pos + 1 < len(plays) else None
            if (
                nxt is not None
                and any(c in higher for c in nxt[1])
                and self._side[nxt[0]] != self._side[risk.seat]
            ):
                self._settle(r, "smacked", self._side[nxt[0]], risk.lose)
            else:
                self._settle(r, "won", self._side[risk.seat], risk.win)

    def _end_trick(self) -> None:
        h = self._hand
        plays = h.trick
        winner = plays[h.winning][0]
        side = self._side[winner]
        k = h.set_size
        tricks = h.tricks
        tricks[side] += k  # D9: a multiple trick counts as that many tricks
        if self._events is not None:
            self._emit(
                BrusTrickWon(
                    winner,
                    tuple(CARDS[c] for _, ids, _ in plays for c in ids),
                    side=side,
                    tricks=tuple(tricks),
                    count=k,
                )
            )
        if h.risks:
            self._settle_risks(winner)
        if h.storm is None and tricks[side] >= 5 and sum(tricks) == tricks[side]:
            h.storm = side  # took the first five tricks: stormed the castle
        h.trick_no += 1
        if not self._rules.play_all and max(tricks) >= 5:
            self._finish()
        else:
            if h.stock:
                got = h.draw(winner, self._n, self._events is not None)
                if got is not None:
                    for seat in range(self._n):
                        if got[seat]:
                            self._emit(
                                Drawn(seat, tuple(CARDS[c] for c in got[seat]), frozenset((seat,)))
                            )
                    self._emit(
                        StockDrawn(
                            winner, (), counts=tuple(len(x) for x in got), stock=len(h.stock)
                        )
                    )
            if not any(h.hands):
                self._finish()
        h.trick = []
        h.carry = []
        h.own = -1
        if self._over:
            return
        if not h.hands[winner]:
            self._finish()
            return
        self._turn = h.leader = winner

    def _finish(self) -> None:
        self._over = True
        self._result = result = self._score_hand(list(self._hand.tricks))
        if self._events is not None:
            self._emit(
                BrusDealScored(
                    winner=result.winner,
                    points=result.points,
                    tricks=result.tricks,
                    storm=result.storm if isinstance(result, BrusResult) else None,
                    summary=result.summary,
                )
            )

    @property
    def score_log(self) -> tuple[tuple[int, int, str], ...]:
        """Every point counted this hand, in order, as ``(side, points, reason)``."""
        return tuple(self._hand.score_log)

    def _score_hand(self, t: list[int]) -> Result:
        """D10, D12, D13, D15: who wins the hand and what it scores: the hand's result,
        made once its points are counted."""
        g = self.game
        h = self._hand
        sides = self._sides
        title = g.side_title
        storm = h.storm
        most = max(t)
        leaders = [s for s in range(sides) if t[s] == most]
        whistles = sum(1 for _, _, why in h.score_log if why == "whistle")

        def result(
            winner: int | None,
            summary: str,
            jan: bool = False,
            four_four_four: bool = False,
            annulled: bool = False,
            bonus_sticks: int = 0,
            carry_sticks: int = 0,
        ) -> BrusResult:
            return BrusResult(
                winner,
                tuple(h.banked),
                tuple(t),
                summary,
                storm=storm is not None,
                storm_side=storm,
                jan=jan,
                four_four_four=four_four_four,
                annulled=annulled,
                bonus_sticks=bonus_sticks,
                carry_sticks=carry_sticks,
                whistles=whistles,
                risks=tuple(h.risks),
            )

        if self._rules.play_all:
            # D15: every card is played; the most tricks wins (solo: more than either
            # opponent, a tie annuls every point of the hand).
            if len(leaders) > 1:
                h.provisional = [0] * sides
                tied = "-".join(str(x) for x in t)
                four = most == 4 and sides == 3
                return result(
                    None,
                    QT_TRANSLATE_NOOP(
                        "Brus", "Tie for most tricks ({tied}): every point of the hand is annulled."
                    ).format(tied=tied),
                    annulled=True,
                    four_four_four=four,
                    carry_sticks=self._bonus + 1 if four else self._bonus,
                )
            winner = leaders[0]
            for s in range(sides):
                if h.provisional[s]:
                    pts, h.provisional[s] = h.provisional[s], 0
                    self._score(s, pts, "risk")
            jan = t[winner] == sum(t)
            self._score(winner, 1, "hand")
            if storm is not None:
                self._score(storm, 1, "storm")
            if self._bonus:
                self._score(winner, self._bonus, "bonus")
            if jan:
                text = QT_TRANSLATE_NOOP(
                    "Brus", "{side} wins the hand with every trick (jan) ({tricks})."
                )
            elif storm == winner:
                text = QT_TRANSLATE_NOOP(
                    "Brus", "{side} wins the hand, storming the castle ({tricks})."
                )
            else:
                text = QT_TRANSLATE_NOOP("Brus", "{side} wins the hand ({tricks}).")
            return result(
                winner,
                text.format(side=title(winner), tricks=tricks_text(t)),
                jan=jan,
                bonus_sticks=self._bonus,
            )
        if most < 5:
            # D10/D13: solo 4-4-4 - nobody wins; the next hand's winner discards one extra.
            return result(
                None,
                QT_TRANSLATE_NOOP(
                    "Brus",
                    "The tricks split 4-4-4: nobody discards for the "
                    "hand; the next player to win a hand discards one extra "
                    "stick.",
                ),
                four_four_four=sides == 3,
                carry_sticks=self._bonus + 1,
            )
        winner = leaders[0]
        points = 2 if storm == winner else 1
        self._score(winner, points, "storm" if points == 2 else "hand")
        if self._bonus:
            self._score(winner, self._bonus, "bonus")
        if points == 2:
            text = QT_TRANSLATE_NOOP(
                "Brus", "{side} wins the hand and storms the castle (2 sticks) ({tricks})."
            )
        else:
            text = QT_TRANSLATE_NOOP("Brus", "{side} wins the hand ({tricks}).")
        return result(
            winner, text.format(side=title(winner), tricks=tricks_text(t)), bonus_sticks=self._bonus
        )

    # -- the API -------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self._over else self._turn

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def phase(self) -> str:
        return "over" if self._over else self._phase

    @property
    def tricks(self) -> tuple[int, ...]:
        return tuple(self._hand.tricks)

    @property
    def trick(self) -> tuple[tuple[int, Play], ...]:
        """The trick on the table: ``(seat, play)`` in playing order."""
        return tuple(
            (s, Play.of(tuple(CARDS[c] for c in ids), r)) for s, ids, r in self._hand.trick
        )

    @property
    def stock_count(self) -> int:
        return len(self._hand.stock)

    @property
    def risks(self) -> tuple[Risk, ...]:
        """Every risk made this hand, with its outcome (``pending`` until its trick ends)."""
        return tuple(self._hand.risks)

    def running_points(self) -> tuple[int, ...]:
        if self._over:
            return self.result().points
        return tuple(self._hand.banked)

    def legal_actions(self) -> list[Action]:
        if self._over:
            return []
        if self._phase != "play":
            return self._running_prelude().actions()
        return [Play.of(tuple(CARDS[c] for c in ids), r) for ids, r in self.moves()]

    def canonical(self, action: Action) -> Action:
        if isinstance(action, Play) and len(action.cards) > 1 and not self._over:
            move = self._move_of(action)
            if move is not None:
                return play_of(move)
        return action

    def _move_of(self, action: Action) -> Move | None:
        """The legal move ``action`` names (cards in any order), or None."""
        if not isinstance(action, Play) or self._phase != "play":
            return None
        key = frozenset(c.index for c in action.cards)
        for ids, r in self.moves():
            if r == action.risk and len(ids) == len(key) and frozenset(ids) == key:
                return ids, r
        return None

    def _is_legal(self, action: Action) -> bool:
        if self._phase != "play":
            return self._running_prelude().allows(action)
        return self._move_of(action) is not None

    def _running_prelude(self) -> Prelude:
        """The step before play now running (the phase is not ``play``)."""
        assert self._prelude is not None, "only a prelude has another phase than play"
        return self._prelude

    def _explain(self, action: Action) -> str:
        seat = self._turn
        if self._phase != "play":
            return self._running_prelude().explain(action, seat)
        if isinstance(action, Cut):
            return QT_TRANSLATE_NOOP("Brus", "There is no cut now: play a card.")
        if not isinstance(action, Play):
            return QT_TRANSLATE_NOOP(
                "Brus", "'{action}' is not a move in {game}: play a card."
            ).format(action=str(action), game=self.game.name)
        hand = self._hand.hands[seat]
        for c in action.cards:
            if c.index not in hand:
                return QT_TRANSLATE_NOOP("Rules", "You do not hold the {card}.").format(
                    card=c.display
                )
        ids = tuple(c.index for c in action.cards)
        pos = len(self._hand.trick)
        if pos == 0:
            if len(ids) > 1:
                if not self._multi:
                    return QT_TRANSLATE_NOOP(
                        "Brus", "In {game} you lead one card at a time."
                    ).format(game=self.game.name)
                if len({NOMINAL[c] for c in ids}) > 1:
                    return QT_TRANSLATE_NOOP(
                        "Brus",
                        "Cards led together must be of the same rank (like 8♠+8♦ or K♥+K♣+K♦).",
                    )
                return QT_TRANSLATE_NOOP(
                    "Brus", "You may lead at most {n} cards of one rank together."
                ).format(n=self._rules.max_set)
        elif len(ids) != self._hand.set_size:
            if self._hand.set_size == 1:
                return QT_TRANSLATE_NOOP("Brus", "Play one card to this trick.")
            return QT_TRANSLATE_NOOP(
                "Brus", "This is a multiple trick of {n}: play exactly {n} cards together."
            ).format(n=self._hand.set_size)
        if action.risk:
            terms = self.risk_terms(ids, pos, seat)
            if isinstance(terms, str):
                return terms
        elif self._auto and isinstance(self.risk_terms(ids, pos, seat), RiskTerms):
            return QT_TRANSLATE_NOOP(
                "Brus",
                "With automatic risking, the {cards} is risked whenever it can be: play {action}!.",
            ).format(cards=_display(ids), action=_cards_text(ids))
        return QT_TRANSLATE_NOOP("Rules", "{action} is not a legal move now.").format(
            action=str(action)
        )

    def _apply(self, action: Action) -> None:
        if self._phase != "play":
            self._running_prelude().act(self, action)
            return
        move = self._move_of(action)
        if move is None:  # why_illegal let it through: never for a play
            raise IllegalAction(self._explain(action), action)
        if len(move[0]) == 1 and not move[1]:
            self._play1(move[0][0])
        else:
            self._play(*move)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(CARDS[c] for c in self._hand.hands[seat])

    def hand_size(self, seat: int) -> int:
        return len(self._hand.hands[seat])

    def result(self) -> Result:
        if self._result is None:
            raise ValueError("The deal is not over yet.")
        return self._result

    def setup(self) -> Setup:
        prelude = self._prelude
        packs = prelude.setup(self._phase != "play") if prelude is not None else None
        scores = tuple(self._before) if any(self._before) else None
        if packs is not None:
            return Setup(packs=packs, scores=scores, bonus_sticks=self._bonus)
        assert self._initial is not None
        hands, stock = self._initial
        return Setup(
            hands=tuple(tuple(h) for h in hands),
            stock=tuple(stock),
            scores=scores,
            bonus_sticks=self._bonus,
        )

    # the observation's class: Brús adds the cut's fields
    OBSERVATION: ClassVar[type[BrusObservation]] = BrusObservation

    def _public(self) -> dict[str, Any]:
        """The observation's own fields by name, the same in every phase (in the cut there
        is no trick, stock or play yet: its empty lists say so)."""
        return {
            "phase": self.phase,
            "leader": self._hand.leader if not self._over else None,
            "trick": tuple((s, play_of((ids, r))) for s, ids, r in self._hand.trick),
            "set_size": self._hand.set_size if self._hand.trick else None,
            "winning": self._hand.trick[self._hand.winning][0] if self._hand.trick else None,
            "stock": len(self._hand.stock),
            "played": tuple((s, play_of((ids, r))) for s, ids, r in self._hand.played),
            "risks": tuple(self._hand.risks),
            "points": tuple(self._hand.banked),
            "scores_before": self._before,
            "bonus_sticks": self._bonus,
        }

    def observation(self, seat: int) -> BrusObservation:
        return self.OBSERVATION(
            game_id=self.game.id,
            options=self.game.option_values,
            seat=seat,
            n_players=self._n,
            dealer=self.dealer,
            current_player=self._turn,
            hand=self.hand(seat),
            hand_sizes=tuple(len(h) for h in self._hand.hands),
            tricks=tuple(self._hand.tricks),
            events=self.visible_events(seat),
            history=self.history,
            **self._public(),
        )

    def clone(self, quiet: bool | None = None) -> BrusState:
        """An independent copy. ``quiet=True`` drops the event log (search bots: faster).
        What play changes is one record with its own ``copy``; the rest of the state is
        values, but for the history, the events and a prelude still running."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new._hand = self._hand.copy()
        new._history = self._history[:]
        keep = self._events is not None if quiet is None else not quiet
        new._events = (self._events[:] if self._events is not None else []) if keep else None
        if self._phase != "play":  # a prelude that has dealt never changes again: shared
            new._prelude = self._running_prelude().copy()
        return new

    # -- the search path: unchecked, compact, read-only views ---------------------------
    def push(self, move: Move) -> None:
        """Play a move from ``moves()`` without checking it (search bots): the same rules
        as ``apply``, the move kept in the history as it is."""
        ids, risk = move
        self._history.append((self._turn, move))
        if risk or len(ids) > 1:
            self._play(ids, risk)
        else:
            self._play1(ids[0])

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        return tuple((s, a if isinstance(a, Action) else play_of(a)) for s, a in self._history)

    def position_key(self) -> tuple[Any, ...]:
        """A hashable key of everything that decides the rest of the hand (``BrusHand.key``),
        for search bots' transposition tables within one hand (compare keys of the same
        hand only)."""
        return self._hand.key(self._turn)

    @property
    def search_view(self) -> SearchView:
        """The hand in card indices for search bots (``SearchView``): live, read-only."""
        return self._hand

    def shuffle_stock(self, rng: random.Random) -> None:
        """Put the face-down stock in a random order (what a player who sees every hand
        still does not know: the cheater benchmark). It is shuffled from a fixed order,
        so the true one cannot leak; a card shown at the bottom stays there."""
        stock = self._hand.stock
        bottom = self._hand.bottom
        keep = 1 if bottom >= 0 and stock and stock[0] == bottom else 0
        rest = sorted(stock[keep:])
        rng.shuffle(rest)
        stock[keep:] = rest

    def random_action(self, rng: random.Random) -> Action:
        if self._phase != "play":
            return self._running_prelude().random_action(rng)
        h = self._hand
        hand = h.hands[self._turn]
        # Fast path: a follower to a single-card trick holding nothing that could be risked.
        if h.trick and h.set_size == 1 and KH not in hand and S8 not in hand and KC not in hand:
            return Play.of((CARDS[hand[int(rng.random() * len(hand))]],), False)
        moves = self.moves()
        ids, r = moves[int(rng.random() * len(moves))]
        return Play.of(tuple(CARDS[c] for c in ids), r)

    def random_playout(self, rng: random.Random) -> Result:
        """Play uniformly random legal moves to the end (Monte Carlo search, benchmarks).

        The same moves ``apply`` would make; a hand with no choice beyond its single cards
        (no honour or KC that might be risked, no pair to lead together) skips listing them.
        """
        rand = rng.random
        h = self._hand  # the one record of the hand, the cut's dealing included
        hands = h.hands
        multi = self._multi
        risky = self._risky
        nominal = NOMINAL
        while not self._over:
            if self._phase != "play":
                self._running_prelude().random_step(self, rng)
                hands = h.hands  # the cut dealt new hands
                continue
            hand = hands[self._turn]
            if h.trick:
                simple = h.set_size == 1 and risky.isdisjoint(hand)
            elif not risky.isdisjoint(hand):
                simple = False
            elif not multi or len(hand) < 2:
                simple = True
            elif len(hand) == 3:  # the usual hand: three comparisons beat building a set
                x, y, z = nominal[hand[0]], nominal[hand[1]], nominal[hand[2]]
                simple = x != y and x != z and y != z
            else:
                simple = len({nominal[c] for c in hand}) == len(hand)
            if simple:
                self._play1(hand[int(rand() * len(hand))])
                continue
            if h.trick and h.set_size == 1:
                # A single-card trick: list the cards, and the risks only where one is held.
                n = len(hand)
                risks = [
                    c
                    for c in hand
                    if c in risky
                    and type(self.risk_terms(SINGLE[c], len(h.trick), self._turn, False))
                    is RiskTerms
                ]
                if self._auto:
                    pick = hand[int(rand() * n)]
                    self._play(SINGLE[pick], pick in risks)
                else:
                    i = int(rand() * (n + len(risks)))
                    if i < n:
                        self._play1(hand[i])
                    else:
                        self._play(SINGLE[risks[i - n]], True)
            else:
                moves = self.moves()
                self._play(*moves[int(rand() * len(moves))])
        return self.result()


# --------------------------------------------------------------------------- the games


def _option_list(solo: bool) -> tuple[Option, ...]:
    opts = [
        Option(
            "target",
            int,
            None,
            QT_TRANSLATE_NOOP(
                "Options",
                "Sticks each side starts with; the first to discard them all wins the "
                "rubber (default 12, or 20 with automatic risking).",
            ),
            (9, 12, 20),
            QT_TRANSLATE_NOOP("Options", "Sticks"),
        ),
        Option(
            "hand_size",
            int,
            3,
            QT_TRANSLATE_NOOP(
                "Options",
                "Cards in each hand while there is a stock: 3, or 4 (then four cards "
                "of a rank may be led together).",
            ),
            (3, 4),
            QT_TRANSLATE_NOOP("Options", "Hand size"),
        ),
        Option(
            "tens",
            bool,
            False,
            QT_TRANSLATE_NOOP(
                "Options",
                "Use the tens instead of the fives (worthless either way: no effect on play).",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Tens instead of fives"),
        ),
        Option(
            "no_stock",
            bool,
            False,
            QT_TRANSLATE_NOOP(
                "Options",
                "Deal every card (9 each, 12 in solo); the worthless cards become low "
                "beating cards; taking every trick scores 2.",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "No stock"),
        ),
        Option(
            "no_risk_after_stock",
            bool,
            False,
            QT_TRANSLATE_NOOP("Options", "No risking once the stock is empty."),
            None,
            QT_TRANSLATE_NOOP("Options", "No risk after the stock"),
        ),
        Option(
            "risk_discarded",
            bool,
            False,
            QT_TRANSLATE_NOOP(
                "Options",
                "An honour thrown on a trick it cannot win may be risked; it succeeds "
                "unless the next player smacks it with a higher honour.",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Risk discarded honours"),
        ),
        Option(
            "no_risk_to_win",
            bool,
            False,
            QT_TRANSLATE_NOOP("Options", "No risking when the risk's points would win the rubber."),
            None,
            QT_TRANSLATE_NOOP("Options", "No risking to win"),
        ),
        Option(
            "oversmack",
            bool,
            False,
            QT_TRANSLATE_NOOP(
                "Options",
                "KH risked on an 8S risks 2 even if the 8S was not risked; the Spids "
                "of the 8S player's partner over them scores 3, or 4 if both were risked.",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Oversmack"),
        ),
        Option(
            "risk_kc",
            bool,
            False,
            QT_TRANSLATE_NOOP(
                "Options",
                "The K♣ beating a led seven may be risked (the K♠ being the higher card).",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Risk the K♣"),
        ),
        Option(
            "auto_risk",
            bool,
            False,
            QT_TRANSLATE_NOOP(
                "Options",
                "Every card that can legally be risked is risked automatically (the "
                "default rubber is then 20 sticks).",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Automatic risking"),
        ),
        Option(
            "whistle",
            bool,
            False,
            QT_TRANSLATE_NOOP(
                "Options",
                "Leading three or more cards at once whistles: 1 point at once.",
            ),
            None,
            QT_TRANSLATE_NOOP("Options", "Whistle"),
        ),
    ]
    if not solo:
        opts.insert(
            3,
            Option(
                "honour_over_ks",
                bool,
                False,
                QT_TRANSLATE_NOOP(
                    "Options",
                    "After 7, K♣, K♠ as the first three cards of a trick, the fourth "
                    "player may beat the K♠ with an honour.",
                ),
                None,
                QT_TRANSLATE_NOOP("Options", "Honour over K♠"),
            ),
        )
    return tuple(opts)


class BrusGame(Game):
    """Shared by Danish Brus and Solo Brus: options, dealing and match hooks."""

    STATE: type[BrusState] = BrusState
    EVENTS = EVENTS

    def _resolve_options(self, values: dict[str, Any]) -> dict[str, Any]:
        if values["target"] is None:
            values["target"] = 20 if values["auto_risk"] else 12
        if values["no_stock"] and values["hand_size"] != 3:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "Options",
                    "{game}: no_stock deals every card at once, so hand_size {size} cannot apply",
                ).format(game=self.id, size=values["hand_size"])
            )
        if values["no_stock"] and values["no_risk_after_stock"]:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "Options",
                    "{game}: no_risk_after_stock cannot go with no_stock: there is never "
                    "a stock, so no card could ever be risked",
                ).format(game=self.id)
            )
        return values

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.rules = self._make_rules(self._values)

    def _make_rules(self, v: dict[str, Any]) -> BrusRules:
        """What the options mean at the table (D1-D15)."""
        risk_kc = v["risk_kc"]
        return BrusRules(
            power=power_table(
                tuple(t.replace("5", "10") if v["tens"] else t for t in LOW_RANKING)
                if v["no_stock"]
                else None
            ),
            pack=PACK_TENS if v["tens"] else PACK_FIVES,
            hand_size=36 // self.n_players if v["no_stock"] else v["hand_size"],
            max_set=v["hand_size"] if not v["no_stock"] else 3,
            riskable=RISKY if risk_kc else RISKY - {KC},
            higher=HIGHER,
            honour_over_ks=v.get("honour_over_ks", False),
            risk_kc=risk_kc,
            risk_discarded=v["risk_discarded"],
            no_risk_after_stock=v["no_risk_after_stock"],
            no_risk_to_win=v["no_risk_to_win"],
            oversmack=v["oversmack"],
            auto_risk=v["auto_risk"],
            whistle=v["whistle"],
            play_all=v["no_stock"],
            annul_ties=v["no_stock"] and not self.partnership,
        )

    # -- scoring, for the rules and for bots that weigh what a trick is worth ----------
    def risk_stakes(self, pos: int) -> tuple[int, int]:
        """(won, smacked): what a risk at position ``pos`` of a trick scores for the
        risker's side if it takes the trick, and for the smacker's if an opponent beats it
        (D11: 1 either way; the oversmack house rule can double it in play)."""
        return (1, 1)

    @property
    def tricks_per_hand(self) -> int:
        """Tricks in a whole hand: every card of the pack is played (D8, D15)."""
        return len(self.rules.pack) // self.n_players

    def hand_points(self, tricks: Sequence[int], storm: int | None) -> tuple[int, ...] | None:
        """The points each side scores for the hand itself (risks, whistles and carried
        sticks aside) once the tricks stand at ``tricks``, or None while the hand goes on.
        ``storm`` is the side that took the first five tricks, if one did (D10, D12, D15)."""
        n_sides = self.n_sides
        total = sum(tricks)
        points = [0] * n_sides
        if not self.rules.play_all:
            for side in range(n_sides):
                if tricks[side] >= 5:
                    points[side] = 2 if storm == side else 1
                    return tuple(points)
            return tuple(points) if total >= self.tricks_per_hand else None  # 4-4-4
        if total < self.tricks_per_hand:
            return None
        most = max(tricks)
        leaders = [s for s in range(n_sides) if tricks[s] == most]
        if len(leaders) > 1:
            return tuple(points)  # a tie annuls the hand
        points[leaders[0]] += 1
        if storm is not None:
            points[storm] += 1
        return tuple(points)

    @property
    def pack(self) -> tuple[Card, ...]:
        return self.rules.pack

    @property
    def hand_size(self) -> int:
        """Cards in each hand as dealt (3 or 4; every card with ``no_stock``)."""
        return self.rules.hand_size

    def beating_order(self) -> tuple[Card, ...]:
        """The beating cards when no seven is led, highest first, under this game's
        options (D1, the low cards of D15 with ``no_stock``; I1): the rules help draws it."""
        power = self.rules.power
        return tuple(
            sorted(
                (c for c in self.rules.pack if power[c.index] != WORTHLESS),
                key=lambda c: power[c.index],
            )
        )

    def seven_led_order(self) -> tuple[Card, ...]:
        """The cards that can win a trick when a seven is led, highest first (D2), or
        nothing where sevens have no power (Icelandic Brús, I1)."""
        return seven_led_order() if self.rules.sevens_power else ()

    @property
    def pack_name(self) -> str:
        if self._values["tens"]:
            return QT_TRANSLATE_NOOP("Rules", "Brus pack (6 to ace, in four suits)")
        return QT_TRANSLATE_NOOP("Rules", "Brus pack (5 to ace without tens, in four suits)")

    def parse_action(self, text: str) -> Action:
        # The risk mark may stand after any card of a set: 'KH!+KD' means 'KH+KD!'.
        if isinstance(text, str) and "!" in text.strip()[:-1]:
            text = text.replace("!", "") + "!"
        return parse_play(text)

    def _deal(self, rng: random.Random, dealer: int) -> tuple[list[list[Card]], list[Card]]:
        """D4: batches of three (or the hand size) clockwise, starting with the dealer."""
        deck = list(self.pack)
        rng.shuffle(deck)
        n = self.n_players
        size = self.hand_size
        batch = 3 if size % 3 == 0 else size
        hands: list[list[Card]] = [[] for _ in range(n)]
        i = 0
        for _ in range(size // batch):
            for step in range(n):
                hands[(dealer + step) % n] += deck[i : i + batch]
                i += batch
        return hands, deck[i:]

    def random_deal(self, rng: random.Random, dealer: int = 0, quiet: bool = True) -> State:
        """A hand dealt from a running random source, ready to play (for Brús: already
        cut). Search bots and benchmarks deal thousands; reseeding for each costs more
        than the play."""
        deck = list(self.pack)
        quick_shuffle(deck, rng)
        # From a uniformly shuffled pack, slices are as random as dealing in batches.
        n, size = self.n_players, self.hand_size
        dealt = [deck[i * size : (i + 1) * size] for i in range(n)]
        return self.STATE(self, dealer, None, dealt, deck[n * size :], quiet=quiet)

    def _read_deal(self, hands: Any, stock: Any) -> tuple[list[list[Card]], list[Card]]:
        n = self.n_players
        dealt = read_hands(hands, n, self.pack, [self.hand_size] * n, self.pack_name)
        rest = read_cards(stock if stock is not None else [], "the stock")
        held = {c for h in dealt for c in h}
        seen = set()
        for c in rest:
            if c not in self.pack:
                raise ValueError(f"{c} is not in the {self.pack_name}")
            if c in held or c in seen:
                raise ValueError(f"{c} is dealt twice (the stock and a hand)")
            seen.add(c)
        missing = [c.text for c in self.pack if c not in held and c not in seen]
        if missing:
            raise ValueError(
                f"the stock must hold every card not dealt (top card first); "
                f"missing: {' '.join(missing)}"
            )
        return dealt, rest

    def _new_state(self, seed: int | None, dealer: int, hands: Any, setup: dict[str, Any]) -> State:
        setup = dict(setup)
        stock = setup.pop("stock", None)
        quiet = setup.pop("quiet", False)
        scores = setup.pop("scores", None)
        bonus = setup.pop("bonus_sticks", 0)
        if setup:
            raise TypeError(f"{self.name} deals take no {', '.join(setup)}")
        scores = self._check_scores(scores)
        if isinstance(bonus, bool) or not isinstance(bonus, int) or not 0 <= bonus <= 100:
            raise ValueError("bonus_sticks must be a whole number of sticks")
        if hands is None:
            if stock is not None:
                raise ValueError("a stock needs the hands too")
            dealt, rest = self._deal(deal_rng(seed), dealer)
        else:
            dealt, rest = self._read_deal(hands, stock)
        return self.STATE(
            self, dealer, seed, dealt, rest, quiet=quiet, scores=scores, bonus_sticks=bonus
        )

    def _check_scores(self, scores: Any) -> tuple[int, ...] | None:
        if scores is None:
            return None
        if (
            isinstance(scores, (str, bytes))
            or not hasattr(scores, "__len__")
            or len(scores) != self.n_sides
            or any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in scores)
        ):
            raise ValueError(f"scores must list {self.n_sides} whole numbers, one per side")
        return tuple(scores)

    # -- match hooks -------------------------------------------------------------------
    def deal_setup(self, scores: Sequence[int], deals: Sequence[State]) -> Setup:
        """What the next deal of a match must know: the score so far (``no_risk_to_win``)
        and the extra sticks waiting for the next hand's winner (D13)."""
        last = deals[-1].result() if deals and deals[-1].is_over else None
        return Setup(
            scores=tuple(scores) if any(scores) else None,
            bonus_sticks=last.carry_sticks if isinstance(last, BrusResult) else 0,
        )

    def card_name(self, c: Card) -> str | None:
        return NAMES.get(c)


class DanishBrus(BrusGame):
    """Danish Brus: four players in two partnerships (D1-D15)."""

    # the cards not dealt form the stock (D4): explicit deals take ``stock``
    GAME_TYPE = GameType(
        id="brus",
        name=QT_TRANSLATE_NOOP("Games", "Brus"),
        partnership=True,
        has_stock=True,
        has_risks=True,
    )
    OPTIONS = _option_list(solo=False)

    @property
    def n_players(self) -> int:
        return 4


class SoloBrus(BrusGame):
    """Solo Brus: three players, each for themselves (D10, D13, D15)."""

    GAME_TYPE = GameType(
        id="brus-solo",
        name=QT_TRANSLATE_NOOP("Games", "Solo Brus"),
        partnership=False,
        has_stock=True,
        has_risks=True,
    )
    OPTIONS = _option_list(solo=True)

    @property
    def n_players(self) -> int:
        return 3
