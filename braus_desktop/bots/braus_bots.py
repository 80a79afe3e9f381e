"""Bräus computer players: what a seat can infer from its observation, the beginner and
standard heuristics, and the sampler the expert uses to guess the hidden hands.

Everything is read from the seat's ``BrausObservation`` (its hand, ``history``, the
trick, the passes); the card tables (``RANKING``/``POWER``, the pack) come from the rules
module, so no rule is decided here. Facts used (docs/rulings.md B4-B7):

- every trick is exactly ``n`` entries of ``history`` (the lead, then one chance each), so
  the history splits into tricks without the event log;
- a player who passed on card X holds no playable card above X, then or later;
- a seat that came to lead (or was skipped because it held nothing, B5) has laid all its
  sevens, and a skipped seat held no playable card either.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import cast

from ..rules import braus as B
from ..rules.cards import Card
from ..rules.core import Action, Game, Observation, Pass, Play, Result, State
from ..rules.phrase import QT_TRANSLATE_NOOP
from . import braus_solver
from .base import Bot
from .hints import Outlook, card_name, explained, move_text
from .knowledge import Knowledge, ParSettings, Thresholds
from .search import CheaterBot, ExpertBot
from .trick_review import TrickCoaching

POWER = B.POWER  # card -> 0 (Spit, highest) .. 17
RANKING = B.RANKING
MATADOR_POWER = len(B.MATADORS)  # power below this: a matador
NONE_ALLOWED = -1  # limit: no playable card possible (power > limit is allowed)


class BrausView:
    """What one seat knows in a Bräus deal, derived from its observation only."""

    def __init__(self, obs: Observation) -> None:
        n = self.n = obs.n_players
        self.seat = me = obs.seat
        self.team = me % 2
        self.hand = list(obs.hand)
        self.live = sorted((c for c in obs.hand if c in POWER), key=POWER.__getitem__)
        assert isinstance(obs, B.BrausObservation), "a Bräus seat's observation"
        self.played: list[tuple[int, Card]] = list(obs.played)
        self.trick: list[tuple[int, Card]] = list(obs.trick)
        self.to_beat: Card | None = obs.to_beat
        self.tricks = tuple(obs.tricks)
        self.sizes = tuple(obs.hand_sizes)
        # limit[s]: s may hold a playable card only if its power is above limit[s]
        # (power 17 = the lowest card; 18 means no playable card at all).
        self.limit = [-1] * n
        self.no_sevens = [False] * n
        for s, beat in obs.passes:
            p = POWER[beat]
            if p > self.limit[s]:
                self.limit[s] = p
        hist = obs.history
        expected = (obs.dealer + 1) % n  # who would lead the first trick (B4)
        leaders = []
        for k in range(0, len(hist), n):
            chunk = hist[k : k + n]
            leaders.append((expected, chunk[0][0]))
            if len(chunk) == n:
                expected = [st for st, a in chunk if not isinstance(a, Pass)][-1]  # B7
        if len(hist) % n == 0 and obs.current_player is not None:
            leaders.append((expected, obs.current_player))
        for expected, leader in leaders:
            s = expected
            while True:  # B5: expected .. leader laid their sevens
                self.no_sevens[s] = True
                if s == leader:
                    break
                self.limit[s] = 18  # skipped: held no playable card
                s = (s + 1) % n
        self.leader = obs.leader
        # the seats still to have their chance in this trick, after me, in order
        after = []
        if self.to_beat is not None and self.trick:
            ldr = self.trick[0][0]
            s = (me + 1) % n
            while s != ldr:
                after.append(s)
                s = (s + 1) % n
        self.after = after
        seen = set(obs.hand) | {c for _, c in self.played}
        self.unseen_live = [c for c in RANKING if c not in seen]  # highest first

    def could_hold(self, seat: int, c: Card) -> bool:
        return self.sizes[seat] > 0 and POWER[c] > self.limit[seat]

    def beatable_by(self, c: Card, seats: Sequence[int]) -> bool:
        """Whether any of ``seats`` may hold a playable card above ``c``."""
        p = POWER[c]
        for u in self.unseen_live:
            if POWER[u] >= p:
                break
            for s in seats:
                if self.could_hold(s, u):
                    return True
        return False

    def opponents(self) -> list[int]:
        return [s for s in range(self.n) if s % 2 != self.team]


def plays(legal: Sequence[Action]) -> list[Play]:
    """The legal actions of a seat with a choice: Bräus lists them as Plays (a pass is
    only ever the one legal action)."""
    return cast(list[Play], list(legal))


def _lowest(cards: list[Card]) -> Card:
    return max(cards, key=POWER.__getitem__)


def _highest(cards: list[Card]) -> Card:
    return min(cards, key=POWER.__getitem__)


class BrausStandard(Bot):
    """Counts the cards played and what passes prove; beats as cheaply as it can, spends a
    sure winner when the trick is worth it, and keeps matadors for the tricks that matter."""

    level = "standard"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        v = BrausView(observation)
        cards = [a.card for a in plays(legal_actions)]
        pick = self.pick(v, cards)
        return Play.of(pick)

    def pick(self, v: BrausView, cards: list[Card]) -> Card:
        mine, theirs = v.tricks[v.team], v.tricks[1 - v.team]
        opps = v.opponents()
        if v.to_beat is None:  # leading
            sure = [c for c in cards if not v.beatable_by(c, opps)]
            if sure:
                # a sure winner takes a trick and keeps the lead; measured over 2,000
                # duplicate deals this beats saving them (58.0% vs 57.1% against random)
                return _highest(sure)
            if theirs >= 5:
                return _highest(cards)
            return _lowest(cards)
        opp_after = [s for s in v.after if s % 2 != v.team]
        if not opp_after:
            return _lowest(cards)  # the trick is ours anyway
        safe = [c for c in cards if not v.beatable_by(c, opp_after)]
        if safe:
            win = _lowest(safe)
            if POWER[win] >= MATADOR_POWER or theirs >= 4 or mine >= 4:
                return win
        return _lowest(cards)


class BrausBeginner(Bot):
    """A newcomer: beats with its cheapest card most of the time, but often leads its best
    card straight away (spending matadors early) and sometimes plays on a whim."""

    level = "beginner"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        cards = [a.card for a in plays(legal_actions)]
        r = self.rng.random()
        assert isinstance(observation, B.BrausObservation), "a Bräus seat's observation"
        if observation.to_beat is None:
            if r < 0.5:
                return Play.of(_highest(cards))
        elif r < 0.65:
            return Play.of(_lowest(cards))
        return legal_actions[int(self.rng.random() * len(legal_actions))]


# --------------------------------------------------------------------------- sampling


def sample_hands(v: BrausView, rng: random.Random, tries: int = 60) -> list[list[Card]] | None:
    """Current hidden hands for the other seats, consistent with everything the seat saw:
    hand sizes, the cards played, what passes prove and who has laid its sevens."""
    n, me = v.n, v.seat
    seen = set(v.hand) | {c for _, c in v.played}
    hidden = [c for c in B.PACK if c not in seen]
    others = [s for s in range(n) if s != me]
    allowed: list[tuple[Card, list[int]]] = []
    for c in hidden:
        if c in POWER:
            ok = [s for s in others if POWER[c] > v.limit[s]]
        elif c in B.SEVENS:
            ok = [s for s in others if not v.no_sevens[s]]
        else:
            ok = others
        allowed.append((c, ok))
    if sum(v.sizes[s] for s in others) != len(hidden):
        return None
    for _ in range(tries):
        rng.shuffle(allowed)
        allowed.sort(key=lambda x: len(x[1]))
        cap = list(v.sizes)
        hands: list[list[Card]] = [[] for _ in range(n)]
        for c, ok in allowed:
            total = 0
            for s in ok:
                total += cap[s]
            if not total:
                break
            x = rng.random() * total
            pick = -1
            for s in ok:
                if cap[s]:
                    pick = s
                    x -= cap[s]
                    if x < 0:
                        break
            s = pick
            cap[s] -= 1
            hands[s].append(c)
        else:
            hands[me] = list(v.hand)
            return hands
    return _backtrack(allowed, v, rng)


def _backtrack(
    allowed: list[tuple[Card, list[int]]], v: BrausView, rng: random.Random
) -> list[list[Card]] | None:
    """An exact search for a consistent assignment (the true deal always is one)."""
    allowed = sorted(allowed, key=lambda x: len(x[1]))
    cap = list(v.sizes)
    hands: list[list[Card]] = [[] for _ in range(v.n)]

    def go(i: int) -> bool:
        if i == len(allowed):
            return True
        c, ok = allowed[i]
        ok = ok[:]
        rng.shuffle(ok)
        for s in ok:
            if cap[s]:
                cap[s] -= 1
                hands[s].append(c)
                if go(i + 1):
                    return True
                hands[s].pop()
                cap[s] += 1
        return False

    if not go(0):
        return None
    hands[v.seat] = list(v.hand)
    return hands


def initial_hands(v: BrausView, current: list[list[Card]]) -> list[list[Card]]:
    """The whole deal: each seat's current cards plus the cards it has played."""
    out = [list(h) for h in current]
    for s, c in v.played:
        out[s].append(c)
    return out


class BrausKnowledge(Knowledge):
    """The expert's game-specific parts for Bräus (bots/knowledge.py): guessing a full
    deal consistent with an observation, a transposition key, a cheap rollout policy,
    the compact solver and the lowest card among equal plays."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def determinize(
        self, obs: Observation, rng: random.Random, view: BrausView | None = None
    ) -> State | None:
        """A full State at the observation's position, the hidden cards sampled; None if
        no consistent deal could be built (never expected)."""
        v = view or BrausView(obs)
        current = sample_hands(v, rng)
        if current is None:
            return None
        state = self.game.new_deal(hands=initial_hands(v, current), dealer=obs.dealer)
        state = state.clone(quiet=True)
        for _, action in obs.history:
            state.apply(action)
        return state

    tie_break = 1e-3

    def prior(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> list[float]:
        """Among plays the samples value alike, spend the lowest card: in one sample the
        solver sees that a 9 and the Spit both win, but the Spit kept is worth more in
        the deals the seat cannot tell apart."""
        return [
            self.tie_break * POWER.get(a.card, 18) if isinstance(a, Play) else 0.0 for a in legal
        ]

    @staticmethod
    def key(state: State) -> Hashable:
        return state.position_key()

    @staticmethod
    def solve(
        state: State,
        legal: Sequence[Action],
        seat: int,
        node_limit: int,
        deadline: float | None,
    ) -> list[float]:
        """Exact values of ``legal`` by the compact solver (``braus_solver``), several
        times faster than the generic one on the rules' states: more samples a budget."""
        return braus_solver.solve(state, legal, seat, node_limit, deadline)

    @staticmethod
    def rollout(state: State, rng: random.Random, epsilon: float = 0.15) -> Result:
        """Play to the end with 'lowest card that does the job' plus a little noise (much
        better informed than uniform play, and still cheap)."""
        rand = rng.random
        while not state.is_over:
            acts = state.legal_actions()
            if len(acts) == 1 or rand() >= epsilon:
                state.apply(acts[-1])  # the legal plays are listed highest first
            else:
                state.apply(acts[int(rand() * len(acts))])
        return state.result()


# --------------------------------------------------------------------------- the levels
LEVELS: dict[str, Callable[..., Bot]] = {
    "beginner": BrausBeginner,
    "standard": BrausStandard,
    "expert": ExpertBot,
    "cheater": CheaterBot,
}
KNOWLEDGE = BrausKnowledge
# par (par.py): replays of a deal, and the expert's samples per decision in each (why
# these: docs/coach.md, "Par and skill")
PAR: dict[str, ParSettings] = {"braus": ParSettings(8, {"samples": 64})}


# --------------------------------------------------------------------------- the coach


class BrausCoaching(TrickCoaching):
    """The coach's numbers for Bräus (why these: docs/coach.md) and its words."""

    # Bräus deals are worth 1 point (2 for a Jan), so half a point lost is half a deal
    # thrown away.
    thresholds = Thresholds(0.10, 0.25, 0.50, scale=2.0)
    samples = 96
    # every Bräus position is solved exactly (the compact solver), the true deal always
    exact_nodes = 10**7
    sample_nodes = 20_000

    def hint_clause(self, obs: Observation, action: Action, legal: list[Action]) -> str:
        return hint_clause(self.game, obs, action, legal)

    def hint_reason(
        self, obs: Observation, action: Action, legal: list[Action], seen: Outlook | Bot
    ) -> str:
        return hint_reason(self.game, obs, action, legal, seen)


COACHING = BrausCoaching

# ``braus-desktop-cli simulate`` counts these result flags apart, under these names (None:
# left out); the Jan and the KC's wins are what a Bräus simulation is read for
SIMULATE_COUNTS: dict[str, str | None] = {"jan": "jan", "outcome_card": "kc_wins", "draw": None}


# --------------------------------------------------------------------------- the hints


def hint_reason(
    game: Game, obs: Observation, action: Action, legal: list[Action], seen: Outlook | Bot
) -> str:
    """Why the expert's ``action`` (hints.py): what it does at a Bräus table, then what
    the search saw."""
    return explained(hint_clause(game, obs, action, legal), action, legal, seen, game.has_partners)


def hint_clause(game: Game, obs: Observation, action: Action, legal: list[Action]) -> str:
    """What ``action`` does at a Bräus table, in the hints' words (the coach says it too)."""
    return _situation(obs, action, legal)


def _situation(obs: Observation, action: Action, legal: list[Action]) -> str:
    v = BrausView(obs)
    if isinstance(action, Pass):
        if v.to_beat is not None:
            return QT_TRANSLATE_NOOP("Hints", "Pass: nothing in your hand beats {card}").format(
                card=card_name(v.to_beat)
            )
        return move_text(action)
    if not isinstance(action, Play) or len(action.cards) != 1:
        return move_text(action)
    card = action.cards[0]
    plays = [a.cards[0] for a in legal if isinstance(a, Play) and len(a.cards) == 1]
    others = [s for s in range(v.n) if s != v.seat]
    if v.to_beat is None:  # a lead: everyone else still to come
        if not v.beatable_by(card, others):
            return QT_TRANSLATE_NOOP("Hints", "Lead {card}: no card still out beats it").format(
                card=card_name(card)
            )
        if card == max(plays, key=POWER.__getitem__):
            return QT_TRANSLATE_NOOP(
                "Hints", "Lead {card}, your lowest playable card: save the high ones for later"
            ).format(card=card_name(card))
        return QT_TRANSLATE_NOOP("Hints", "Lead {card}").format(card=card_name(card))
    top_seat = v.trick[-1][0] if v.trick else None
    partner_top = top_seat is not None and top_seat % 2 == v.team and top_seat != v.seat
    safe = not v.beatable_by(card, v.after)
    if partner_top and v.beatable_by(v.to_beat, v.after):
        threat = next(
            (
                u
                for u in v.unseen_live
                if POWER[u] < POWER[v.to_beat] and any(v.could_hold(s, u) for s in v.after)
            ),
            None,
        )
        if threat is not None:
            return QT_TRANSLATE_NOOP(
                "Hints",
                "Beat with {card}: your partner's {theirs} would lose to {threat}, still out",
            ).format(card=card_name(card), theirs=card_name(v.to_beat), threat=card_name(threat))
        return QT_TRANSLATE_NOOP(
            "Hints", "Beat with {card}: your partner's {theirs} would lose"
        ).format(card=card_name(card), theirs=card_name(v.to_beat))
    if safe and v.after:
        return QT_TRANSLATE_NOOP("Hints", "Beat with {card}: nobody after you can beat it").format(
            card=card_name(card)
        )
    if card == max(plays, key=POWER.__getitem__) and len(plays) > 1:
        return QT_TRANSLATE_NOOP(
            "Hints", "Beat with {card}, your cheapest card above {beat}: keep the stronger ones"
        ).format(card=card_name(card), beat=card_name(v.to_beat))
    return QT_TRANSLATE_NOOP("Hints", "Beat {beat} with {card}").format(
        beat=card_name(v.to_beat), card=card_name(card)
    )
