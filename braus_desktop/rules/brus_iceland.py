"""Icelandic Brús (docs/rulings.md §3, rulings I1-I8): ``brus-iceland``, four players in two
partnerships, played to a comb of five rungs.

It runs on the Danish Brus engine (``brus.BrusState``) with single-card tricks, no
power for sevens and black kings, its own risks (only the K♥: "risk the round" when
leading it, "under you" second or third) and the cut (I2) as an explicit step of the
deal: the dealer's right-hand opponent cuts with ``cut N`` (N = 1..35 cards moved from the
top to the bottom); the new bottom card is shown, and when it is the J♣ or the K♥ the
dealer's team scores a point at once and the pack is shuffled and cut again.

Setup for ``new_deal`` and records: ``packs`` (the shuffled packs, top card first, one per
cut so far; the cut actions in the record replay the rest), or ``hands`` + ``stock`` for a
deal that was already cut successfully (no cut step).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from . import brus
from .brus import (
    CARDS,
    JC,
    KH,
    BrusGame,
    BrusObservation,
    BrusRules,
    BrusState,
    Risk,
    RiskTerms,
)
from .cards import Card, pack
from .core import (
    Action,
    Cut,
    Event,
    EventKind,
    GameType,
    Option,
    Result,
    Setup,
    State,
    deal_rng,
    event_kind,
    event_table,
    parse_play,
    read_cards,
)
from .phrase import QT_TRANSLATE_NOOP

PACK: tuple[Card, ...] = pack(range(6, 15))  # I1: 6 to ace
NAMES = {
    Card.parse("JC"): QT_TRANSLATE_NOOP("CardNames", "Spaðagosi"),
    Card.parse("KH"): QT_TRANSLATE_NOOP("CardNames", "Kóngur"),
    Card.parse("8S"): QT_TRANSLATE_NOOP("CardNames", "brúnka"),
}
CUT_POSITIONS = tuple(range(1, len(PACK)))
_CUTS = tuple(Cut(k) for k in CUT_POSITIONS)
SHAMEFUL_CUT = (JC, KH)  # I2: these may not be cut to the bottom


SINGLE_CARDS = BrusRules(
    power=brus.power_table(),
    pack=PACK,
    max_set=1,
    sevens_power=False,
    riskable=frozenset((KH,)),
    higher={KH: (JC,)},
    first_lead=1,
)
"""I1, I3, I6: the Danish table without sets, seven power or black kings, and only the K♥
risked, while the J♣ is out; forehand leads. No house rule applies."""


@dataclass(frozen=True)
class IcelandicResult(Result):
    """A Brús hand's result (I5): ``jana`` (five tricks to none: 2 points), the points the
    cuts gave the dealer's team (``cut_points``) in ``cuts`` cuts, and every ``risks``
    record."""

    jana: bool = False
    cut_points: int = 0
    cuts: int = 0
    risks: tuple[Risk, ...] = ()


K = EventKind


@event_kind
class Shuffled(Event):
    """I2: the dealer (``seat``) shuffled the ``pack``-th pack of the hand for the cut."""

    kind: ClassVar[EventKind] = K.SHUFFLED
    pack: int


@event_kind
class PackCut(Event):
    """I2: ``seat`` cut the pack ``position`` cards from the top; ``cards`` holds the card
    the cut shows, the new bottom card."""

    kind: ClassVar[EventKind] = K.CUT
    position: int


@event_kind
class Proof(Event):
    """I6: a risker (``seat``) shows its other ``cards`` to the opponents."""

    kind: ClassVar[EventKind] = K.PROOF


@dataclass(frozen=True, kw_only=True)
class IcelandicObservation(BrusObservation):
    """A Brús seat's view: the Brus fields, and the cut's: who cuts (``cutter``), the
    ``cuts`` made, and the card the cut showed at the bottom (``bottom_card``, None
    before it)."""

    cutter: int
    cuts: int
    bottom_card: Card | None


# The events of a Brús hand and their facts (docs/rules-api.md): no sets, so no whistle.
EVENTS: dict[EventKind, tuple[str, ...]] = {
    **{k: v for k, v in brus.EVENTS.items() if k != K.WHISTLE},
    **event_table(Shuffled, PackCut, Proof),
}


class IcelandicCut:
    """The cut of a Brús deal (I2), the phase before play: the dealer's right-hand opponent
    cuts ``cut N``; a J♣ or K♥ cut to the bottom scores the dealer's team a point and the
    pack is shuffled and cut again, any other card deals the hand. It holds the shuffled
    packs, top card first (one per cut so far), and the deal's random source for a further
    reshuffle; a deal given already cut has neither."""

    name = "cut"
    __slots__ = ("packs", "rng", "made")

    def __init__(
        self, packs: list[list[Card]] | None, rng: random.Random | None, made: int = 0
    ) -> None:
        self.packs = packs
        self.rng = rng
        self.made = made  # cuts made so far

    @classmethod
    def shuffled(cls, seed: int | None, given: list[list[Card]] | None) -> IcelandicCut:
        """I2: packs from the deal's random source; ``given`` packs replay a record, and the
        source is moved past them so that a further reshuffle is the one it would have been."""
        rng = deal_rng(seed)
        packs = []
        for p in given or []:
            rng.shuffle(list(PACK))
            packs.append(list(p))
        if not packs:
            first = list(PACK)
            rng.shuffle(first)
            packs.append(first)
        return cls(packs, rng)

    def begin(self, state: BrusState) -> None:
        state._turn = (state.dealer - 1) % state.n_players  # the dealer's right-hand opponent
        if state._events is not None:
            state._emit(Shuffled(state.dealer, (), pack=self.made + 1))

    def actions(self) -> list[Action]:
        return list(_CUTS)

    def allows(self, action: Action) -> bool:
        return isinstance(action, Cut) and 1 <= action.position < len(PACK)

    def explain(self, action: Action, seat: int) -> str:
        if isinstance(action, Cut):
            return QT_TRANSLATE_NOOP(
                "Iceland", "Cut between 1 and {most} cards from the top, not {position}."
            ).format(most=len(PACK) - 1, position=action.position)
        return QT_TRANSLATE_NOOP(
            "Iceland", "The pack must be cut first: seat {seat} cuts (cut 1 to 35)."
        ).format(seat=seat)

    def act(self, state: BrusState, action: Action) -> None:
        assert isinstance(action, Cut)  # allows() let only a cut through
        self._cut(state, action.position)

    def random_action(self, rng: random.Random) -> Action:
        return rng.choice(_CUTS)

    def random_step(self, state: BrusState, rng: random.Random) -> None:
        self._cut(state, 1 + int(rng.random() * (len(PACK) - 1)))

    def _cut(self, state: BrusState, k: int) -> None:
        packs, rng = self.packs, self.rng
        assert packs is not None and rng is not None, "the cut is dealt from packs"
        deck = packs[self.made]
        cutter = state._turn
        dealer = state.dealer
        after = deck[k:] + deck[:k]
        bottom = after[-1]
        if state._events is not None:
            state._emit(PackCut(cutter, (bottom,), position=k))
        self.made += 1
        if bottom.index in SHAMEFUL_CUT:
            state._score(state._side[dealer], 1, "cut", cutter)
            if self.made == len(packs):
                again = list(PACK)
                rng.shuffle(again)
                packs.append(again)
            if state._events is not None:
                state._emit(Shuffled(dealer, (), pack=self.made + 1))
            return
        # I3: three each, a batch at a time from forehand; the rest is the stock.
        n = state.n_players
        hands: list[list[Card]] = [[] for _ in range(n)]
        for step in range(n):
            hands[(dealer + 1 + step) % n] = after[3 * step : 3 * step + 3]
        state._deal_cards(hands, after[3 * n :], bottom.index)

    def setup(self, running: bool) -> tuple[tuple[Card, ...], ...] | None:
        if self.packs is None:
            return None
        used = self.made + (1 if running else 0)
        return tuple(tuple(p) for p in self.packs[:used])

    def copy(self) -> IcelandicCut:
        rng = None
        if self.rng is not None:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
        return IcelandicCut(
            [p[:] for p in self.packs] if self.packs is not None else None, rng, self.made
        )


class IcelandicBrusState(BrusState):
    """A deal of Brús: the cut (phase ``cut``, an ``IcelandicCut``), then play."""

    _prelude: IcelandicCut

    def __init__(
        self,
        game: IcelandicBrus,
        dealer: int,
        seed: int | None,
        hands: list[list[Card]] | None,
        stock: list[Card] | None,
        packs: list[list[Card]] | None = None,
        quiet: bool = False,
        scores: tuple[int, ...] | None = None,
    ) -> None:
        # I6: what risking the round (the lead) and "under you" stake
        self._terms = game.risk_terms_by_position
        cut = IcelandicCut.shuffled(seed, packs) if hands is None else IcelandicCut(None, None)
        super().__init__(game, dealer, seed, hands, stock, quiet=quiet, scores=scores, prelude=cut)

    def _explain(self, action: Action) -> str:
        if self._phase == "play" and isinstance(action, Cut):
            return QT_TRANSLATE_NOOP("Iceland", "The pack has been cut already: play a card.")
        return super()._explain(action)

    # -- risks (I6) -----------------------------------------------------------------------------
    def risk_terms(
        self, ids: tuple[int, ...], pos: int, seat: int, explain: bool = True
    ) -> RiskTerms | str:
        """I6, one check per condition: only the K♥, never as the last card nor in the
        first trick, not from the robber rung, and only while the J♣ is out of the
        risker's hand."""
        if KH not in ids:
            return QT_TRANSLATE_NOOP("Iceland", "In Brús only the K♥ can be risked.")
        if pos == self._n - 1:
            return brus._LAST_CARD
        if self._hand.trick_no == 0:
            return QT_TRANSLATE_NOOP(
                "Iceland", "The K♥ cannot be risked in the first trick of a hand."
            )
        if self._hand.side_total(self._side[seat], self._before) >= self._target - 1:
            return QT_TRANSLATE_NOOP(
                "Iceland",
                "Your team is on the robber rung (one point from winning): it may not risk the K♥.",
            )
        if JC in self._hand.hands[seat]:
            return QT_TRANSLATE_NOOP(
                "Iceland", "You hold the J♣ yourself, so the K♥ cannot be risked."
            )
        if not self._hand.higher_out(KH, seat, self._rules):
            return QT_TRANSLATE_NOOP(
                "Iceland", "The J♣ has been played, so the K♥ cannot be risked."
            )
        return self._terms[pos]

    def _settle(self, r: int, outcome: str, side: int | None, points: int) -> None:
        super()._settle(r, outcome, side, points)
        if outcome == "won" and self._events is not None:
            # I6: the proof - the risker shows the other cards to the opponents.
            seat = self._hand.risks[r].seat
            opponents = frozenset(s for s in range(self._n) if self._side[s] != self._side[seat])
            self._emit(Proof(seat, tuple(CARDS[c] for c in self._hand.hands[seat]), opponents))

    # -- scoring (I5) -------------------------------------------------------------------------
    def _score_hand(self, t: list[int]) -> IcelandicResult:
        h = self._hand
        winner = 0 if t[0] >= 5 else 1
        jana = t[1 - winner] == 0
        self._score(winner, 2 if jana else 1, "jana" if jana else "hand")
        if jana:
            text = QT_TRANSLATE_NOOP("Iceland", "{side} wins the hand ({tricks}): jana, 2 points.")
        else:
            text = QT_TRANSLATE_NOOP("Iceland", "{side} wins the hand ({tricks}): 1 point.")
        return IcelandicResult(
            winner,
            tuple(h.banked),
            tuple(t),
            text.format(side=self.game.side_title(winner), tricks=brus.tricks_text(t)),
            jana=jana,
            cut_points=sum(p for _, p, why in h.score_log if why == "cut"),
            cuts=self._prelude.made,
            risks=tuple(h.risks),
        )

    # -- the API ------------------------------------------------------------------------------
    OBSERVATION: ClassVar[type[BrusObservation]] = IcelandicObservation

    def _public(self) -> dict[str, Any]:
        out = super()._public()
        out["cutter"] = (self.dealer - 1) % self._n
        out["cuts"] = self._prelude.made
        out["bottom_card"] = self.bottom_card
        return out

    @property
    def bottom_card(self) -> Card | None:
        """The card shown at the bottom of the pack by the cut (I2), None before it."""
        bottom = self._hand.bottom
        return CARDS[bottom] if bottom >= 0 else None


class IcelandicBrus(BrusGame):
    """Icelandic Brús: four players in partnerships, first to five points (I1-I8)."""

    GAME_TYPE = GameType(
        id="brus-iceland",
        name=QT_TRANSLATE_NOOP("Games", "Brús"),
        partnership=True,
        has_stock=True,
        has_risks=True,
        keeps_series=True,  # I8
    )
    STATE = IcelandicBrusState
    EVENTS = EVENTS
    OPTIONS = (
        Option(
            "target",
            int,
            5,
            QT_TRANSLATE_NOOP("Options", "Points to win the game: the five rungs of the comb."),
            (5,),
            QT_TRANSLATE_NOOP("Options", "Game to"),
        ),
    )

    def _resolve_options(self, values: dict[str, Any]) -> dict[str, Any]:
        return values

    def _make_rules(self, values: dict[str, Any]) -> BrusRules:
        return SINGLE_CARDS

    def risk_stakes(self, pos: int) -> tuple[int, int]:
        """I6: risking the round (leading the K♥) wins 2 or loses 3; "under you" (second or
        third) wins 1 or loses 2."""
        return (2, 3) if pos == 0 else (1, 2)

    @functools.cached_property
    def risk_terms_by_position(self) -> tuple[RiskTerms, ...]:
        """``risk_stakes`` of each position as the terms a risk there is offered on, made
        once per game (every deal, and search deals thousands, shares them)."""
        return tuple(RiskTerms(*self.risk_stakes(pos)) for pos in range(self.n_players))

    @property
    def n_players(self) -> int:
        return 4

    @property
    def pack_name(self) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Brús pack (6 to ace in four suits)")

    def parse_action(self, text: str) -> Action:
        return parse_play(text)

    def _new_state(self, seed: int | None, dealer: int, hands: Any, setup: dict[str, Any]) -> State:
        setup = dict(setup)
        stock = setup.pop("stock", None)
        packs = setup.pop("packs", None)
        quiet = setup.pop("quiet", False)
        scores = self._check_scores(setup.pop("scores", None))
        if setup:
            raise TypeError(f"{self.name} deals take no {', '.join(setup)}")
        if hands is not None:
            if packs is not None:
                raise ValueError(
                    "give either packs (to cut) or hands and stock (already cut), not both"
                )
            dealt, rest = self._read_deal(hands, stock)
            return IcelandicBrusState(self, dealer, seed, dealt, rest, quiet=quiet, scores=scores)
        if stock is not None:
            raise ValueError("a stock needs the hands too")
        read = None
        if packs is not None:
            if (
                isinstance(packs, (str, bytes))
                or not isinstance(packs, (list, tuple))
                or not packs
                or len(packs) > 100
            ):
                raise ValueError("packs must be a list of shuffled packs, one per cut")
            read = []
            for i, p in enumerate(packs, start=1):
                cards = read_cards(p, f"pack {i}")
                if sorted(c.index for c in cards) != sorted(c.index for c in PACK):
                    raise ValueError(f"pack {i} must hold each card of the {self.pack_name} once")
                read.append(cards)
        return IcelandicBrusState(
            self, dealer, seed, None, None, packs=read, quiet=quiet, scores=scores
        )

    def deal_setup(self, scores: Sequence[int], deals: Sequence[State]) -> Setup:
        """The next deal must know the score: a team on the robber rung may not risk."""
        return Setup(scores=tuple(scores) if any(scores) else None)

    def series_value(self, scores: Sequence[int], winner: int, deals: Sequence[State]) -> int:
        """I8: what a won game is worth in the running series: the losers' unerased rungs;
        6 for a 5-0 win (scratching); 2 instead of 1 when the losers were hanged for the
        robbery (they stood on the robber rung while the winners had nothing)."""
        loser = 1 - winner
        if scores[loser] == 0:
            return 6
        running = [0, 0]
        robbery = False
        for state in deals:
            for side, points, _ in state.score_log:
                running[side] += points
                if running[loser] >= self.target - 1 and running[winner] == 0:
                    robbery = True
        value = max(1, self.target - scores[loser])
        return 2 if robbery and value == 1 else value

    def card_name(self, c: Card) -> str | None:
        return NAMES.get(c)
