"""Computer players for the Brus games (``brus``, ``brus-solo``, ``brus-iceland``).

Everything here is read from the seat's ``BrusObservation``: its hand, the public
``history`` and the public facts (the trick on the table, the cards played, the stock
count, the Icelandic bottom card) and the events it may see (its own initial hand and draws, the
public ``stock_drawn`` counts, an Icelandic risker's ``proof``). The card tables (which
card beats which, the seven rules of D2) come from the rules module; no rule is decided
here, the rules engine checks every action.

- ``BrusView``: what one seat knows: the unseen cards, the trick on the table and the
  cards other seats are known to hold.
- ``BrusStandard``: counts the cards, estimates for every legal play how the rest of the
  trick goes (sampled hidden hands, each later player beating as cheaply as it can when
  the trick is not its side's), and weighs the trick (a race to five tricks), the risk
  points at stake and the cards it spends.
- ``BrusBeginner``: rules of thumb with natural mistakes.
- ``BrusKnowledge``: the expert's game-specific parts: it rebuilds a whole deal (hands
  and stock order) consistent with the observation and replays the history on it, gives
  a transposition key, a cheap rollout policy and says when the rest is small enough to
  solve exactly.
- ``BrusCoaching``: the coach's numbers for each of the three games, and its words.
"""

from __future__ import annotations

import copy
import random
import time
from bisect import bisect_left
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Any, Self, cast

from ..rules import brus as R
from ..rules.brus_iceland import IcelandicObservation
from ..rules.cards import Card
from ..rules.core import Action, Cut, Game, Hand, IllegalAction, Observation, Play, Result, State
from ..rules.phrase import QT_TRANSLATE_NOOP
from .base import Bot
from .hints import Outlook, card_names, explained, move_text
from .knowledge import Knowledge, ParSettings, Thresholds
from .search import CheaterBot, ExpertBot, OutOfBudget, on_the_true_deal
from .trick_review import TrickCoaching

CARDS = R.CARDS
SEVENS = R.SEVENS
JC, KH, S8, KC, KS = R.JC, R.KH, R.S8, R.KC, R.KS
WORTHLESS = R.WORTHLESS
NOMINAL = R.NOMINAL


# the rules' tables a rollout's rules of thumb read: (power, seat_sides, n_players, sevens)
Ctx = tuple[tuple[int, ...], tuple[int, ...], int, bool]
# per position in a trick, a risk's (won, smacked) stakes; the honours above each card
Odds = tuple[tuple[tuple[int, int], ...], Mapping[int, tuple[int, ...]]]


def plays(legal: Sequence[Action]) -> list[Play]:
    """The legal actions of the play phase, which the Brus rules list as Plays."""
    return cast(list[Play], list(legal))


def play_ids(action: Play) -> tuple[tuple[int, ...], bool]:
    """A play as the rules' compact move: ((card index, ...), risked)."""
    return tuple(c.index for c in action.cards), action.risk


# --------------------------------------------------------------------------- the race


@lru_cache(maxsize=4096)
def _race(game: R.BrusGame, t: tuple[int, ...], storm: int) -> tuple[float, ...]:
    """Expected ``returns`` per side from trick counts ``t`` when every further trick is
    equally likely to go to any side (storm: the side that took the first five, or -1).
    The rules score each finished hand (``hand_points``)."""
    n_sides = game.n_sides
    if storm < 0 and not game.rules.play_all:
        storm = next((s for s in range(n_sides) if t[s] >= 5 and sum(t) == t[s]), -1)
    points = game.hand_points(t, storm if storm >= 0 else None)
    if points is not None:
        return tuple(
            float(points[s] - max(p for x, p in enumerate(points) if x != s))
            for s in range(n_sides)
        )
    acc = [0.0] * n_sides
    for s in range(n_sides):
        nt = _after(t, s, 1)
        st = storm
        if st < 0 and nt[s] >= 5 and sum(nt) == nt[s]:
            st = s
        v = _race(game, nt, st)
        for x in range(n_sides):
            acc[x] += v[x] / n_sides
    return tuple(acc)


def _after(t: tuple[int, ...], side: int, k: int) -> tuple[int, ...]:
    out = list(t)
    out[side] += k
    return tuple(out)


# --------------------------------------------------------------------------- the view


class BrusView:
    """What one seat knows in a Brus hand, derived from its observation only."""

    obs: Observation | None  # None: an open-hands view inside a sampled deal
    played: set[int] | None  # the cards played (None in an open-hands view)

    def __init__(self, obs: Observation, game: R.BrusGame) -> None:
        self.game = game
        self.obs = obs
        n = self.n = obs.n_players
        self.me = me = obs.seat
        self.side = tuple(game.side_of(s) for s in range(n))
        self.my_side = self.side[me]
        self.n_sides = game.n_sides
        rules = game.rules
        self.power = rules.power
        self.seven_rules = rules.sevens_power
        self.play_all = rules.play_all
        assert isinstance(obs, R.BrusObservation), "a Brus seat's observation"
        self.hand = [c.index for c in obs.hand]
        self.sizes = tuple(obs.hand_sizes)
        self.tricks = tuple(obs.tricks)
        self.stock = obs.stock
        self.trick = [(s,) + play_ids(a) for s, a in obs.trick]
        played = obs.played
        self.played_seq = [(s,) + play_ids(a) for s, a in played]
        self.played = {c for _, ids, _ in self.played_seq for c in ids}
        self.trick_no = (len(played) - len(self.trick)) // n
        self.seven = bool(self.trick) and self.seven_rules and self.trick[0][1][0] in SEVENS
        self.k = len(self.trick[0][1]) if self.trick else 1
        # cards known to be in another seat's hand: an Icelandic proof, the bottom card
        self.known: dict[int, list[int]] = {s: [] for s in range(n) if s != me}
        for e in obs.events:
            if e.kind == "proof" and e.seat is not None and e.seat != me:
                self.known[e.seat] = [c.index for c in e.cards]
        for s, lst in self.known.items():
            self.known[s] = [c for c in lst if c not in self.played]
        taken = set(self.hand) | self.played
        for lst in self.known.values():
            taken.update(lst)
        bottom = obs.bottom_card if isinstance(obs, IcelandicObservation) else None
        self.bottom_in_stock = False
        if bottom is not None:
            b = bottom.index
            if b not in taken:
                if self.stock:
                    self.bottom_in_stock = True
                    taken.add(b)
                else:
                    holder = _last_drawer(obs)
                    if holder is not None and holder != me:
                        self.known[holder].append(b)
                        taken.add(b)
        self.unseen = [c.index for c in game.pack if c.index not in taken]
        self.slots = {s: max(0, self.sizes[s] - len(self.known[s])) for s in self.known}
        # players still to play to this trick after this seat, in order
        self.after = [(me + i) % n for i in range(1, n - len(self.trick))]
        self.target = obs.options.get("target", 12)

    @classmethod
    def open_hands(cls, state: R.BrusState, seat: int) -> BrusView:
        """The view of a seat that sees every hand (rollouts inside a sampled deal): the
        other hands are 'known', the stock is the only unseen part."""
        v = object.__new__(cls)
        game = state.game
        facts, others, later = _seat_facts(game, seat)
        v.__dict__.update(facts)
        ints = state.search_view
        hands = ints.hands
        v.hand = hands[seat]
        v.sizes = tuple(map(len, hands))
        v.tricks = state.tricks
        trick = v.trick = ints.trick
        v.stock = len(ints.stock)
        v.played_seq = ints.played
        v.trick_no = ints.trick_no
        if trick:
            first = trick[0][1]
            v.seven = v.seven_rules and first[0] in SEVENS
            v.k = len(first)
        else:
            v.seven = False
            v.k = 1
        v.known = {s: hands[s] for s in others}
        v.unseen = ints.stock
        v.slots = dict.fromkeys(v.known, 0)
        v.after = list(later[len(trick)])
        return v

    def opponents(self) -> list[int]:
        return [s for s in range(self.n) if self.side[s] != self.my_side]

    def sample(self, rng: random.Random) -> dict[int, list[int]]:
        """Other seats' hands, the unseen cards dealt at random over hands and stock (an
        open-hands view knows them)."""
        if self.obs is None:
            return self.known
        pool = self.unseen[:]
        rng.shuffle(pool)
        out = {}
        i = 0
        for s, lst in self.known.items():
            m = self.slots[s]
            out[s] = lst + pool[i : i + m]
            i += m
        return out

    def beats(self, new: tuple[int, ...], cur: tuple[int, ...], seven: bool) -> bool:
        return R.set_beats(new, cur, seven, self.power)


@lru_cache(maxsize=64)
def _seat_facts(
    game: R.BrusGame, seat: int
) -> tuple[dict[str, Any], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """What an open-hands view of ``seat`` knows before it looks at the cards (a rollout
    makes a view for every decision): the game's tables and the seat's side, the other
    seats, and the seats after this one by the number of plays on the table."""
    rules = game.rules
    n = game.n_players
    facts = {
        "game": game,
        "obs": None,
        "n": n,
        "me": seat,
        "side": game.seat_sides,
        "my_side": game.seat_sides[seat],
        "n_sides": game.n_sides,
        "power": rules.power,
        "seven_rules": rules.sevens_power,
        "play_all": rules.play_all,
        "played": None,
        "bottom_in_stock": False,
        "target": game.target,
    }
    others = tuple(s for s in range(n) if s != seat)
    later = tuple(tuple((seat + i) % n for i in range(1, n - pos)) for pos in range(n))
    return facts, others, later


def _draw_seats(obs: Observation) -> list[int] | None:
    """The seat that drew each card taken from the stock so far, in the order they left it
    (D8: winner first, as many each as played; the uneven rest one at a time). None
    without the event log."""
    if not obs.events:
        return None
    n = obs.n_players
    seq: list[int] = []
    k = 1
    for e in obs.events:
        if isinstance(e, R.BrusDealt):
            seq = []
        elif isinstance(e, R.BrusTrickWon):
            k = e.count
        elif isinstance(e, R.StockDrawn):
            counts = e.counts
            w = e.seat
            assert w is not None  # the trick's winner draws first
            if sum(counts) == n * k:
                for i in range(n):
                    s = (w + i) % n
                    seq.extend([s] * counts[s])
            else:
                left = list(counts)
                i = 0
                while any(left):
                    s = (w + i) % n
                    if left[s]:
                        seq.append(s)
                        left[s] -= 1
                    i += 1
    return seq


def _last_drawer(obs: Observation) -> int | None:
    seq = _draw_seats(obs)
    return seq[-1] if seq else None


# --------------------------------------------------------------------------- trick model


def _risk_values(view: BrusView, pos: int) -> tuple[int, int]:
    """(won, smacked) points of a risk at position ``pos``, as the rules stake it (the
    oversmack house rule aside: an estimate, the rules engine scores the real thing)."""
    return view.game.risk_stakes(pos)


# a trick replayed: (seven led, winning seat, its cards, (side, won, lost) of a risk on
# the winning play, smacked points going to the trick's winner)
Replayed = tuple[bool, int, tuple[int, ...], tuple[int, int, int] | None, list[int]]


class TrickModel:
    """Plays the rest of a trick with a simple model of the others: a player whose side
    is not winning beats as cheaply as it can, a player whose side is winning does not.
    Scores the risks as the rules do (a risk's smack travels with the play that took it)."""

    def __init__(self, view: BrusView) -> None:
        self.v = view
        # start: the trick on the table, replayed for the winning play and risks at stake
        self.start: Replayed | None = None
        if view.trick:
            self.start = self._replay(view.trick)

    def _replay(self, plays: Sequence[tuple[int, tuple[int, ...], bool]]) -> Replayed:
        v = self.v
        seat0, ids0, r0 = plays[0]
        seven = v.seven_rules and ids0[0] in SEVENS
        best_seat, best_ids = seat0, ids0
        stake = _risk_values(v, 0) if r0 else None
        own = (v.side[seat0],) + stake if stake else None  # (side, won, lost) of the best play
        carry: list[int] = []  # smacked points, to the trick's winner
        for pos in range(1, len(plays)):
            s, ids, r = plays[pos]
            if v.beats(ids, best_ids, seven):
                if own is not None:
                    if own[0] != v.side[s]:
                        carry.append(own[2])
                best_seat, best_ids = s, ids
                own = (v.side[s],) + _risk_values(v, pos) if r else None
        return seven, best_seat, best_ids, own, carry

    def outcome(
        self, ids: tuple[int, ...], risk: bool, hands: dict[int, list[int]]
    ) -> tuple[int, dict[int, int]]:
        """(winning side, {side: risk points}) after this seat plays ``ids``."""
        v = self.v
        me = v.me
        if self.start is None:
            seven = v.seven_rules and ids[0] in SEVENS
            best_seat, best_ids = me, ids
            own: tuple[int, int, int] | None = (v.my_side,) + _risk_values(v, 0) if risk else None
            carry: list[int] = []
        else:
            seven, best_seat, best_ids, own, carry = self.start
            carry = carry[:]
            if v.beats(ids, best_ids, seven):
                if own is not None and own[0] != v.my_side:
                    carry.append(own[2])
                best_seat, best_ids = me, ids
                own = (v.my_side,) + _risk_values(v, len(v.trick)) if risk else None
        k = len(ids)
        side = v.side
        for s in v.after:
            if side[s] == side[best_seat]:
                continue
            hand = hands[s]
            beat = _cheapest_beat(v, hand, best_ids, seven, k)
            if beat is not None:
                if own is not None:
                    carry.append(own[2])
                best_seat, best_ids, own = s, beat, None
        wside = side[best_seat]
        pts: dict[int, int] = {}
        if carry:
            pts[wside] = sum(carry)
        if own is not None:
            pts[own[0]] = pts.get(own[0], 0) + own[1]
        return wside, pts


def _cheapest_beat(
    v: BrusView, hand: list[int], best: tuple[int, ...], seven: bool, k: int
) -> tuple[int, ...] | None:
    power = v.power
    if k == 1:
        pick = None
        b = best[0]
        if seven:
            row = R.SEVEN_BEATS
            for c in hand:
                if row[c][b] and (pick is None or power[c] > power[pick]):
                    pick = c
        else:
            pb = power[b]
            for c in hand:
                if power[c] < pb and (pick is None or power[c] > power[pick]):
                    pick = c
        return (pick,) if pick is not None else None
    if len(hand) < k:
        return None
    if not seven:
        # "beats" is a threshold on one order: match the strongest card to beat with the
        # weakest card that beats it, and so on down (a matching exists iff this finds it)
        spare = sorted(hand, key=power.__getitem__, reverse=True)  # weakest first
        out = []
        for b in sorted(best, key=power.__getitem__):  # strongest first
            for i, c in enumerate(spare):
                if power[c] < power[b]:
                    out.append(spare.pop(i))
                    break
            else:
                return None
        return tuple(out)
    cheapest: tuple[int, ...] | None = None
    cost = -1
    for combo in combinations(hand, k):
        if R.set_beats(combo, best, seven, power):
            c = sum(power[x] for x in combo)
            if cheapest is None or c > cost:
                cheapest, cost = combo, c
    return cheapest


def keep_values(v: BrusView) -> dict[int, float]:
    """How likely each card in hand is to win a later trick, in tricks (0 worthless)."""
    power = v.power
    unseen = v.unseen
    known = v.known.values()
    total = max(1, len(unseen) + sum(map(len, known)))
    side, me = v.side, v.my_side
    sizes = v.sizes
    opp_cards = sum(sizes[s] for s in range(v.n) if side[s] != me)
    pool = unseen + [c for lst in known for c in lst]
    # the pool's powers in order: the cards below a power are counted by a bisection
    ranked = sorted([power[u] for u in pool])
    seven_rules = v.seven_rules
    out = {}
    for c in v.hand:
        p = power[c]
        if p >= WORTHLESS:
            if seven_rules and c in SEVENS:
                # the pool's cards are distinct: the K♣ and the sevens of lower suits in it
                m = len(_OVER_SEVEN[c].intersection(pool))
                out[c] = 0.5 * (1 - m / total) ** opp_cards
            elif seven_rules and c in (KC, KS):
                out[c] = 0.05
            else:
                out[c] = 0.0
            continue
        out[c] = (1 - bisect_left(ranked, p) / total) ** opp_cards
    return out


# per seven, the cards that take it when sevens are led: the K♣, the sevens of lower suits
_OVER_SEVEN = {
    c: frozenset(
        u for u in range(len(CARDS)) if u == KC or (u in SEVENS and CARDS[u].suit < CARDS[c].suit)
    )
    for c in SEVENS
}


def trick_worth(v: BrusView, tricks: tuple[int, ...], k: int) -> float:
    """Points that winning ``k`` tricks rather than losing them is worth here (the race to
    five, each further trick a coin toss)."""
    return _trick_worth(v.game, v.my_side, tricks, k)


@lru_cache(maxsize=1 << 15)
def _trick_worth(game: R.BrusGame, me: int, tricks: tuple[int, ...], k: int) -> float:
    """``trick_worth`` for side ``me``: a function of the game and small tuples, which
    every decision of a rollout asks again."""
    storm = -1  # once a side has five, the storm is decided; not tracked in the estimate
    win = _race(game, _after(tricks, me, k), storm)[me]
    lose = 0.0
    others = [s for s in range(game.n_sides) if s != me]
    for o in others:
        lose += _race(game, _after(tricks, o, k), storm)[me]
    return win - lose / len(others)


def _future_scale(v: BrusView, k: int) -> float:
    """What a trick in a later round is worth: 0 once this trick ends the hand."""
    return _future(v.game, v.my_side, v.tricks, k)


@lru_cache(maxsize=1 << 15)
def _future(game: R.BrusGame, me: int, t: tuple[int, ...], k: int) -> float:
    """``_future_scale`` for side ``me`` with tricks ``t``."""
    total = game.tricks_per_hand
    play_all = game.rules.play_all
    acc = 0.0
    outs = list(range(game.n_sides))
    for s in outs:
        nt = _after(t, s, k)
        if (not play_all and max(nt) >= 5) or sum(nt) >= total:
            continue
        acc += _trick_worth(game, me, nt, 1)
    return acc / len(outs)


# --------------------------------------------------------------------------- the players


def _cut(legal: Sequence[Action], rng: random.Random) -> Action | None:
    """Icelandic cut: any bot picks the position from its seeded rng."""
    if legal and isinstance(legal[0], Cut):
        return legal[int(rng.random() * len(legal))]
    return None


class BrusStandard(Bot):
    """Counts the cards; for every legal play estimates over sampled hidden hands who
    takes the trick and what the risks on it score, and picks the best of trick worth +
    risk points - the worth of the cards spent. So it supports its partner (overtaking a
    sure partner only costs a card), risks when no higher honour is likely behind it,
    smacks risked cards, leads sets and sevens when they are likely to stand, and keeps
    its honours for when they matter."""

    game: R.BrusGame

    level = "standard"
    samples = 24
    keep_scale = 1.0  # weight of the cards spent
    risk_scale = 1.0  # weight of the risk points at stake

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        cut = _cut(legal, self.rng)
        if cut is not None:
            return cut
        return legal[self.pick(self.view(observation), plays(legal))]

    def view(self, observation: Observation) -> BrusView:
        """What the seat knows (a diagnostic benchmark adds a hidden card's place)."""
        return BrusView(observation, self.game)

    def candidates(self, v: BrusView, legal: list[R.Move]) -> list[int]:
        """The legal plays (as the rules' compact moves) worth weighing: all of them,
        except when answering a large set from a big hand (no stock), where the cheapest
        beating set, the weakest cards and a few others stand for the many combinations."""
        if len(legal) <= 16:
            return list(range(len(legal)))
        power = v.power
        weight = [sum(power[c] for c in ids) for ids, _ in legal]
        order = sorted(range(len(legal)), key=weight.__getitem__)
        keep = set(order[:4]) | set(order[-4:])
        model = TrickModel(v)
        if model.start is not None:
            seven, _, best_ids, _, _ = model.start
            beat = _cheapest_beat(v, v.hand, best_ids, seven, v.k)
            if beat is not None:
                key = frozenset(beat)
                keep.update(i for i, (ids, _) in enumerate(legal) if frozenset(ids) == key)
        keep.update(i for i, (ids, r) in enumerate(legal) if len(ids) == 1 or r)
        rest = [i for i in range(len(legal)) if i not in keep]
        keep.update(self.rng.sample(rest, min(6, len(rest))))
        return sorted(keep)

    def evaluate(self, v: BrusView, legal: list[Play]) -> list[float]:
        """The value of each legal play (-inf for the ones not weighed)."""
        return self.values(v, [play_ids(a) for a in legal])

    def values(self, v: BrusView, moves: list[R.Move]) -> list[float]:
        """``evaluate`` on the rules' compact moves (rollouts build no actions)."""
        model = TrickModel(v)
        consider = set(self.candidates(v, moves))
        keep = keep_values(v)
        worth: dict[int, float] = {}
        future: dict[int, float] = {}
        values = [float("-inf")] * len(moves)
        rng = self.rng
        me = v.my_side
        hands_list = [v.sample(rng) for _ in range(self.samples)]
        m = len(hands_list)
        risk_scale, keep_scale = self.risk_scale, self.keep_scale
        outcome = model.outcome
        game, tricks = v.game, v.tricks
        for i, (ids, risk) in enumerate(moves):
            if i not in consider:
                continue
            k = len(ids)
            w = worth.get(k)
            if w is None:
                w = worth[k] = _trick_worth(game, me, tricks, k)
                future[k] = _future(game, me, tricks, k)
            won = 0
            pts = 0.0
            for hands in hands_list:
                wside, got = outcome(ids, risk, hands)
                if wside == me:
                    won += 1
                if got:
                    for s, p in got.items():
                        pts += p if s == me else -p
            values[i] = (
                w * won / m
                + risk_scale * pts / m
                - keep_scale * future[k] * sum([keep[c] for c in ids])
            )
        return values

    def pick(self, v: BrusView, legal: list[Play]) -> int:
        """The index of the play to make in ``legal``."""
        return self.pick_move(v, [play_ids(a) for a in legal])

    def pick_move(self, v: BrusView, moves: list[R.Move]) -> int:
        """``pick`` on the rules' compact moves."""
        values = self.values(v, moves)
        best = max(values)
        # among near-equal plays, the one that spends the least
        power = v.power
        cands = [i for i, x in enumerate(values) if x >= best - 1e-9]
        if len(cands) == 1:
            return cands[0]
        return max(cands, key=lambda i: (sum(power[c] for c in moves[i][0]), not moves[i][1]))


class BrusBeginner(Bot):
    game: R.BrusGame

    """A newcomer: often plays its best card at once (honours early), beats whatever is
    winning even if it is its partner, risks on a whim and sometimes plays at random."""

    level = "beginner"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        rng = self.rng
        cut = _cut(legal_actions, rng)
        if cut is not None:
            return cut
        legal = plays(legal_actions)
        v = BrusView(observation, self.game)
        power = v.power
        r = rng.random()
        singles = [a for a in legal if len(a.cards) == len(legal[0].cards)]
        if r < 0.2:
            choice = legal[int(rng.random() * len(legal))]
        elif not v.trick:
            singles = [a for a in legal if len(a.cards) == 1]
            if r < 0.6:  # its strongest card straight away
                choice = min(singles, key=lambda a: power[a.cards[0].index])
            else:
                choice = max(singles, key=lambda a: power[a.cards[0].index])
        else:
            model = TrickModel(v)
            assert model.start is not None  # a trick is on the table
            seven, _, best_ids, _, _ = model.start
            beating = [a for a in singles if v.beats(play_ids(a)[0], best_ids, seven)]
            if beating and r < 0.85:
                choice = max(beating, key=lambda a: sum(power[c.index] for c in a.cards))
            else:
                choice = max(singles, key=lambda a: sum(power[c.index] for c in a.cards))
        # risk on a whim when the same cards may be risked
        twin = [a for a in legal if a.cards == choice.cards and a.risk != choice.risk]
        if twin and rng.random() < 0.5:
            choice = twin[0]
        return choice


# --------------------------------------------------------------------------- expert parts


@dataclass(slots=True)
class _Seen:
    """What one seat's observation tells the sampler, read once per observation: the
    seat (``me``) of ``n``, the hand sizes dealt (``sizes0``) and now (``sizes``), the
    stock dealt (``stock0``), its own dealt hand (``mine``) and draws (``drawn``), who
    drew each stock position (``seq``), each other seat's slots (``slots``: (time, stock
    position or -1 - initial index)), the cards each seat played and when (``played_by``),
    the cards known to be in a hand (``forced``), every known card (``known``), the
    Icelandic ``bottom`` card, the public ``moves`` and their ``seats``, every play so far
    (``played_seq``, ``played``), and what the replay learns (``windows``: (card, seat) ->
    [earliest slot time, latest]). ``scores``, ``bonus`` and ``dealer`` set the deal up."""

    n: int
    me: int
    sizes0: list[int]
    stock0: int
    mine: list[int]
    drawn: list[int]
    seq: list[int]
    slots: dict[int, list[tuple[int, int]]]
    played_by: dict[int, list[tuple[int, int]]]
    forced: dict[int, list[int]]
    bottom: int | None
    known: set[int]
    moves: list[Action]
    seats: list[int]
    sizes: tuple[int, ...]
    played_seq: list[tuple[int, tuple[int, ...], bool]]
    played: set[int]
    windows: dict[tuple[int, int], list[int]]
    scores: list[int] | None
    bonus: int
    dealer: int


class BrusKnowledge(Knowledge):
    """The expert's game-specific parts for the Brus games (bots/knowledge.py).

    ``determinize`` rebuilds a whole deal the seat could be in. Its own initial hand and
    draws are known exactly (its events). For every other seat the "slots" it filled are
    its initial hand and the stock positions it drew (the public ``stock_drawn`` counts
    say who drew which position and when); its cards are those it played and its current
    hand, the unseen cards being dealt at random over the other hands and the rest of the
    stock (the Icelandic bottom card kept at the bottom). Each card goes to a slot filled
    before it was played (earliest deadline first), and the public history is replayed on
    the deal through the rules. When the rules refuse a replayed risk or, with automatic
    risking, a play that was not risked, the only hidden cause is where the higher honour
    was; that fact is learnt (the honour was not, or was, in that hand then) and the deal
    is drawn again.
    """

    common_random_numbers = True
    game: R.BrusGame

    def __init__(self, game: Game) -> None:
        assert isinstance(game, R.BrusGame)
        self.game = game
        self._seen_for: Observation | None = None
        self._seen: _Seen | None = None
        self.fallback_bot = BrusStandard(game, 0)

    # -- what the seat saw ------------------------------------------------------------
    def _parse(self, obs: Observation) -> _Seen | None:
        if self._seen_for is obs:
            return self._seen
        seen = None
        if obs.events and isinstance(obs, R.BrusObservation) and obs.phase == "play":
            seen = self._build(obs)
        self._seen_for, self._seen = obs, seen
        return seen

    def _build(self, obs: Observation) -> _Seen | None:
        n, me = obs.n_players, obs.seat
        sizes0 = None
        stock0 = 0
        mine: list[int] = []
        drawn: list[int] = []
        draw_times: list[int] = []  # per stock position drawn: plays made before
        cut_points = [0] * self.game.n_sides
        plays = 0
        for e in obs.events:
            if isinstance(e, R.BrusPlayed):
                plays += 1
            elif isinstance(e, R.BrusDealt):
                sizes0 = list(e.counts)
                stock0 = e.stock
                drawn, draw_times, plays = [], [], 0
            elif isinstance(e, Hand) and e.seat == me:
                mine = [c.index for c in e.cards]
            elif isinstance(e, R.Drawn):
                drawn.extend(c.index for c in e.cards)
            elif isinstance(e, R.StockDrawn):
                draw_times.extend([plays] * sum(e.counts))
            elif isinstance(e, R.Scored) and e.reason == "cut":
                cut_points[e.side] += e.points
        if sizes0 is None or len(mine) != sizes0[me]:
            return None
        seq = _draw_seats(obs) or []
        if len(seq) != len(draw_times):
            return None
        v = BrusView(obs, self.game)
        played_by: dict[int, list[tuple[int, int]]] = {s: [] for s in range(n)}
        for i, (s, ids, _) in enumerate(v.played_seq):
            for c in ids:
                played_by[s].append((c, i))
        bottom_card = obs.bottom_card if isinstance(obs, IcelandicObservation) else None
        bottom = bottom_card.index if bottom_card is not None else None
        assert v.played is not None  # a view from an observation knows what was played
        known = set(mine) | set(drawn) | v.played
        forced = {s: list(v.known[s]) for s in range(n) if s != me}
        if bottom is not None:
            known.add(bottom)
            for lst in forced.values():
                if bottom in lst:
                    lst.remove(bottom)
        for lst in forced.values():
            known.update(lst)
        slots: dict[int, list[tuple[int, int]]] = {}
        for s in range(n):
            if s != me:
                # (time, stock position or -1 - initial index)
                slots[s] = [(0, -1 - j) for j in range(sizes0[s])] + [
                    (draw_times[p], p) for p, x in enumerate(seq) if x == s
                ]
        moves = [a for _, a in obs.history if not isinstance(a, Cut)]
        assert isinstance(obs, R.BrusObservation), "a Brus seat's observation"
        scores = list(obs.scores_before or (0,) * self.game.n_sides)
        scores = [a + b for a, b in zip(scores, cut_points)]
        return _Seen(
            n=n,
            me=me,
            sizes0=sizes0,
            stock0=stock0,
            mine=mine,
            drawn=drawn,
            seq=seq,
            slots=slots,
            played_by=played_by,
            forced=forced,
            bottom=bottom,
            known=known,
            moves=moves,
            seats=[s for s, a in obs.history if not isinstance(a, Cut)],
            sizes=obs.hand_sizes,
            played_seq=v.played_seq,
            played=v.played,
            windows={},  # (card, seat) -> [earliest slot time, latest]
            scores=scores if any(scores) else None,
            bonus=obs.bonus_sticks,
            dealer=obs.dealer,
        )

    # -- sampling -----------------------------------------------------------------------
    def _deal(self, seen: _Seen, rng: random.Random) -> tuple[list[list[Card]], list[Card]] | None:
        """One candidate deal: (hands, stock) as Cards, or None if the cards do not fit
        the slots."""
        n, me = seen.n, seen.me
        forced = seen.forced
        pool = [c.index for c in self.game.pack if c.index not in seen.known]
        rng.shuffle(pool)
        at = 0
        stock0 = seen.stock0
        bottom = seen.bottom
        seq = seen.seq
        windows = seen.windows
        big = 10**6
        stock: list[int] = [-1] * stock0
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[me] = list(seen.mine)
        mine_drawn = iter(seen.drawn)
        for p, s in enumerate(seq):
            if s == me:
                stock[p] = next(mine_drawn)
        if bottom is not None and stock0:
            if len(seq) < stock0 or seq[-1] != me:
                stock[stock0 - 1] = bottom
        bottom_seat = seq[-1] if bottom is not None and seq and len(seq) == stock0 else None
        for s, slots in seen.slots.items():
            held = list(forced[s])
            if s == bottom_seat and bottom is not None and bottom not in seen.played:
                held.append(bottom)  # drawn last, still held
            m = seen.sizes[s] - len(held)
            held += pool[at : at + m]
            at += m
            jobs = [[c, 0, t] for c, t in seen.played_by[s]]
            jobs += [[c, 0, big] for c in held]
            free = []
            for t, ref in slots:
                if ref >= 0 and stock[ref] >= 0:  # the bottom card's position
                    jobs = [j for j in jobs if j[0] != stock[ref]]
                    continue
                free.append((t, ref))
            for j in jobs:
                w = windows.get((j[0], s))
                if w is not None:
                    j[1] = max(j[1], w[0])
                    j[2] = min(j[2], w[1])
            rng.shuffle(jobs)
            if len(jobs) != len(free):
                return None
            for t, ref in free:  # earliest deadline first
                pick = None
                for j in jobs:
                    if j[1] <= t and (pick is None or j[2] < pick[2]):
                        pick = j
                if pick is None or pick[2] < t:
                    return None
                jobs.remove(pick)
                if ref >= 0:
                    stock[ref] = pick[0]
                else:
                    hands[s].append(pick[0])
        rest = pool[at:]
        filled = 0
        for p in range(stock0):
            if stock[p] < 0:
                stock[p] = rest[filled]
                filled += 1
        return ([[CARDS[c] for c in h] for h in hands], [CARDS[c] for c in stock])

    def _learn(self, seen: _Seen, i: int, state: State, action: Play) -> None:
        """The rules refused replayed move ``i``: learn where the higher honour was."""
        seat = seen.seats[i]
        if seat == seen.me:
            return
        before = {c for _, ids, _ in seen.played_seq[:i] for c in ids}
        rules = self.game.rules
        cand = [c.index for c in action.cards if c.index in rules.riskable]
        higher = {h for c in cand for h in rules.higher.get(c, ()) if h not in before}
        mine = set(seen.mine) | set(seen.drawn)
        if action.risk:
            # a legal risk: some higher honour was out of the risker's hand; learnt only
            # when exactly one could have been
            if len(higher) == 1:
                h = higher.pop()
                if h not in mine:
                    w = seen.windows.setdefault((h, seat), [0, 10**6])
                    w[0] = max(w[0], i + 1)
        elif self.game.rules.auto_risk:
            # automatic risking and no risk: every unplayed higher honour was in the hand
            for h in higher:
                if h in mine:
                    continue
                w = seen.windows.setdefault((h, seat), [0, 10**6])
                w[1] = min(w[1], i)
                if h not in seen.known:
                    seen.forced[seat].append(h)
                    seen.known.add(h)
                elif (
                    not any(c == h for c, _ in seen.played_by[seat]) and h not in seen.forced[seat]
                ):
                    seen.windows.pop((h, seat))  # not this seat's card: give up

    def determinize(self, obs: Observation, rng: random.Random, tries: int = 40) -> State | None:
        """A quiet State at the observation's position with the hidden cards sampled, or
        None if no consistent deal was found in ``tries``.

        Deals are also weighed by what the other players did with them (``surprise``): a
        deal in which a player let an opponent's risked card stand although it held a card
        to smack it, or as the last player left a trick to the opponents although a
        non-honour would have taken it, is kept only with probability ``self.doubt`` per
        such surprise (otherwise drawn again; the least surprising deal is the fallback).
        """
        seen = self._parse(obs)
        if seen is None:
            return None
        game = self.game
        setup: dict[str, Any] = {}
        if seen.scores is not None:
            setup["scores"] = seen.scores
        if seen.bonus:
            setup["bonus_sticks"] = seen.bonus
        me = seen.me
        seats = seen.seats
        doubt = self.doubt
        ctx = (self._ctx(),) if doubt < 1 else None
        best, best_surprise = None, 0
        for _ in range(tries):
            deal = self._deal(seen, rng)
            if deal is None:
                continue
            hands, stock = deal
            try:
                state = cast(
                    R.BrusState,
                    game.new_deal(
                        dealer=seen.dealer, hands=hands, stock=stock, quiet=True, **setup
                    ),
                )
            except ValueError:
                continue
            surprise = 0
            for i, a in enumerate(seen.moves):
                if ctx is not None and seats[i] != me and state.phase == "play":
                    surprise += _surprise(state, a, ctx[0])
                try:
                    state.apply(a)  # refused: the state is left unchanged
                except IllegalAction:
                    if isinstance(a, Play):
                        self._learn(seen, i, state, a)
                    break
            else:
                if not surprise or rng.random() < doubt**surprise:
                    return state
                if best is None or surprise < best_surprise:
                    best, best_surprise = state, surprise
        return best

    doubt = 0.25

    def _ctx(self) -> Ctx:
        game = self.game
        return (game.rules.power, game.seat_sides, game.n_players, game.rules.sevens_power)

    def hide_stock(self, state: State, rng: random.Random) -> State | None:
        """A copy of ``state`` with the stock shuffled: the cheater sees every hand but,
        like everyone at the table, not the order of the cards face down (only the
        Icelandic bottom card, which is shown, stays where it is); None without a stock."""
        assert isinstance(state, R.BrusState)
        if not state.stock_count:
            return None
        new = state.clone(quiet=True)
        new.shuffle_stock(rng)
        return new

    def quick_choice(
        self, obs: Observation | None, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """A choice that needs no search (the Icelandic cut), else None."""
        return _cut(legal, rng)

    prior_weight = 1.0

    def prior(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> list[float]:
        """``prior_weight`` x the standard player's values (points): added to the sampled
        values so that among plays the samples cannot tell apart the expert spends the
        cheaper card."""
        if not self.prior_weight:
            return [0.0] * len(legal)
        bot = self.fallback_bot
        bot.rng = rng
        values = bot.evaluate(BrusView(obs, self.game), plays(legal))
        low = min((v for v in values if v != float("-inf")), default=0.0)
        return [self.prior_weight * (v if v != float("-inf") else low) for v in values]

    def fallback(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """When no consistent deal can be built (no event log): the standard player."""
        self.fallback_bot.rng = rng
        return self.fallback_bot.choose(obs, legal)

    # -- search -------------------------------------------------------------------------
    @staticmethod
    def key(state: State) -> Hashable:
        return state.position_key()

    def solve(
        self,
        state: State,
        legal: Sequence[Action],
        seat: int,
        node_limit: int,
        deadline: float | None,
    ) -> list[float] | None:
        """Exact values of ``legal`` for ``seat`` in a game of one side per player: every
        player maximises its own return (max-n; equal choices count as their mean), not
        the "paranoid" coalition of all against the searcher. None in partnership games
        (alpha-beta does those)."""
        if self.game.partnership:
            return None
        table: dict[Hashable, tuple[float, ...]] = {}
        nodes = [0]
        key = self.key
        clock = time.perf_counter

        def value(st: State) -> tuple[float, ...]:
            if st.is_over:
                return tuple(st.returns())
            k = key(st)
            hit = table.get(k)
            if hit is not None:
                return hit
            nodes[0] += 1
            if nodes[0] > node_limit or (
                deadline is not None and not nodes[0] & 255 and clock() > deadline
            ):
                raise OutOfBudget
            player = st.current_player
            assert player is not None  # a position not over has a player to move
            best: tuple[float, ...] | None = None
            ties = []
            for move in st.moves():
                child = st.clone(quiet=True)
                child.push(move)
                v = value(child)
                if best is None or v[player] > best[player] + 1e-9:
                    best, ties = v, [v]
                elif v[player] >= best[player] - 1e-9:
                    ties.append(v)
            if len(ties) > 1:
                best = tuple(sum(x) / len(ties) for x in zip(*ties))
            assert best is not None  # a player to move has a move
            table[k] = best
            return best

        out = []
        for a in legal:
            child = state.clone(quiet=True)
            child.apply(a)
            out.append(value(child)[seat])
        return out

    @staticmethod
    def solvable(state: State, cards: int = 14) -> bool:
        """Whether the rest is small enough to try an exact search."""
        assert isinstance(state, R.BrusState)
        return not state.stock_count and sum(len(h) for h in state.search_view.hands) <= cards

    rollout_policy = None  # "greedy" or "standard"; None: by game (see rollout)

    def rollout(self, state: State, rng: random.Random, epsilon: float = 0.05) -> Result:
        """Play to the end with an open-hands policy and a little noise: the cheap greedy
        one in the partnership games; in three-handed Solo, where it misjudges players who
        fight each other (0.51 against standard even with open hands, the standard rules
        with open hands 0.59), the standard player's rules."""
        assert isinstance(state, R.BrusState)
        policy = self.rollout_policy or ("greedy" if self.game.partnership else "standard")
        if policy == "standard":
            return self._standard_rollout(state, rng, epsilon)
        return self._greedy_rollout(state, rng, epsilon)

    def _standard_rollout(self, state: R.BrusState, rng: random.Random, epsilon: float) -> Result:
        """Every player plays as ``standard`` would, seeing the cards of the sample."""
        std = self._open_std
        if std is None:
            std = self._open_std = BrusStandard(self.game, 0)
            std.samples = 1
        std.rng = rng
        rand = rng.random
        pick = std.pick_move
        view = BrusView.open_hands
        while not state.is_over:
            moves = state.moves()
            if len(moves) == 1 or rand() < epsilon:
                move = moves[int(rand() * len(moves))]
            else:
                seat = state.current_player
                assert seat is not None  # a deal not over has a player to move
                move = moves[pick(view(state, seat), moves)]
            state.push(move)
        return state.result()

    _open_std: BrusStandard | None = None

    # Rollout players judge a risk from what they could know (``risk_by_odds``), not
    # from the sample's open hands: a rollout that risked only what the sample shows is
    # safe never loses a risk, so holding a K♥ "to risk it when safe" looked better than
    # it is (strategy fusion, where Icelandic risks score +2/-3). States that are the
    # true deal (the cheater's, a review's, a puzzle's: ``search.on_the_true_deal``)
    # risk what they see is safe.
    on_true_deal = False

    def for_true_deal(self) -> Self:
        told = copy.copy(self)
        told.on_true_deal = True
        return told

    def _greedy_rollout(
        self, state: R.BrusState, rng: random.Random, epsilon: float = 0.05
    ) -> Result:
        rand = rng.random
        game = state.game
        ctx = (game.rules.power, game.seat_sides, game.n_players, game.rules.sevens_power)
        odds = None if self.on_true_deal else _risk_odds(game)
        while not state.is_over:
            moves = state.moves()
            if len(moves) == 1 or rand() < epsilon:
                move = moves[int(rand() * len(moves))]
            elif odds is not None:
                move = risk_by_odds(state, moves, ctx, odds) or greedy_move(
                    state, moves, ctx, risk=False
                )
            else:
                move = greedy_move(state, moves, ctx)
            state.push(move)
        return state.result()


@lru_cache(maxsize=16)
def _risk_odds(game: R.BrusGame) -> Odds:
    """Per position in a trick, (won, smacked) as the rules stake a risk there, and the
    honours above each riskable card."""
    stakes = tuple(game.risk_stakes(pos) for pos in range(game.n_players))
    return stakes, game.rules.higher


def risk_by_odds(state: R.BrusState, moves: list[R.Move], ctx: Ctx, odds: Odds) -> R.Move | None:
    """A risked single card whose risk is worth taking on the odds the player can know,
    or None. The cards above it that are still out (not played, not in the player's
    hand) are unseen to it: each is in a later opponent's hand with the chance that the
    opponents' cards are of all the unseen ones, and the risk is taken when
    P(stands) x won > P(smacked) x lost, as the standard player weighs it."""
    stakes, higher = odds
    power, side, n, sevens_rules = ctx
    seat = state.current_player
    assert seat is not None  # a deal not over has a player to move
    ints = state.search_view
    hands = ints.hands
    plays = ints.trick
    pos = len(plays)
    risky = [m for m in moves if m[1] and len(m[0]) == 1]
    if not risky:
        return None
    me = side[seat]
    others = [s for s in range(n) if s != seat]
    later = [(seat + i) % n for i in range(1, n - pos)]
    held_later = sum(len(hands[s]) for s in later if side[s] != me)
    unseen = sum(len(hands[s]) for s in others) + state.stock_count
    stock = ints.stock
    top = plays[ints.winning][1] if pos else None
    seven = sevens_rules and ints.seven
    won, lost = stakes[pos]
    best = None
    best_ev = 0.0
    for ids, risk in risky:
        if top is not None and not R.set_beats(ids, top, seven, power):
            continue
        out = sum(
            1 for h in higher.get(ids[0], ()) if h in stock or any(h in hands[s] for s in others)
        )
        stands = _none_among(unseen, out, held_later)
        ev = stands * won - (1 - stands) * lost
        if ev > best_ev:
            best, best_ev = (ids, risk), ev
    return best


def _none_among(total: int, marked: int, drawn: int) -> float:
    """The chance that ``drawn`` cards dealt from ``total`` (``drawn <= total``: the later
    opponents' cards are among the unseen ones) include none of ``marked``."""
    return comb(total - marked, drawn) / comb(total, drawn)


def greedy_move(state: R.BrusState, moves: list[R.Move], ctx: Ctx, risk: bool = True) -> R.Move:
    """An open-hands rule of thumb: take the trick with the cheapest play that no later
    opponent can beat (risking it when the rules allow and ``risk``: nobody can smack it);
    leave a trick that the own side holds safely; otherwise throw the weakest cards. A
    lead that nobody can beat is preferred with the most cards (a set counts that many
    tricks)."""
    power, side, n, sevens_rules = ctx
    ints = state.search_view
    plays = ints.trick
    seat = state.current_player
    assert seat is not None  # a deal not over has a player to move
    me = side[seat]
    hands = ints.hands
    pos = len(plays)
    later = [(seat + i) % n for i in range(1, n - pos)]
    opp_later = [hands[s] for s in later if side[s] != me]
    if pos:
        best_seat, best_ids, _ = plays[ints.winning]
        seven = sevens_rules and ints.seven
        k = len(best_ids)
    else:
        best_seat, best_ids = -1, ()  # no trick to beat: read only when ``pos``
        seven = False
        k = 0
    if (
        pos
        and side[best_seat] == me
        and not any(_beats_from(h, best_ids, seven, power) for h in opp_later)
    ):
        pick = None  # the trick is ours: throw
    else:
        pick = None
        pick_key = None
        for ids, r in moves:
            if r and not risk:
                continue
            if pos:
                if not R.set_beats(ids, best_ids, seven, power):
                    continue
                sv = seven
            else:
                sv = sevens_rules and ids[0] in SEVENS
            if any(_beats_from(h, ids, sv, power) for h in opp_later):
                continue
            key = (len(ids), sum(power[c] for c in ids), r)
            if pick_key is None or key > pick_key:
                pick, pick_key = (ids, r), key
    if pick is not None:
        return pick
    # throw: the weakest single cards (or set of k), never a risk
    return max(moves, key=lambda m: (len(m[0]) == (k or 1), sum(power[c] for c in m[0]), not m[1]))


def _surprise(state: R.BrusState, action: Action, ctx: Ctx) -> int:
    """1 if ``action`` (about to be played in ``state``) leaves a trick that its player
    would normally take: an opponent's risked card it could smack, or, as the last
    player, a trick it could take with a card below the honours. Else 0."""
    ints = state.search_view
    plays = ints.trick
    if not plays:
        return 0
    power, side, n, sevens_rules = ctx
    seat = state.current_player
    assert seat is not None and isinstance(action, Play)  # a play of a deal in play
    best_seat, best_ids, best_risk = plays[ints.winning]
    if side[best_seat] == side[seat]:
        return 0
    seven = sevens_rules and ints.seven
    ids = tuple(c.index for c in action.cards)
    if R.set_beats(ids, best_ids, seven, power):
        return 0
    hand = ints.hands[seat]
    if best_risk:
        return 1 if _beats_from(hand, best_ids, seven, power) else 0
    if len(plays) == n - 1:
        cheap = [c for c in hand if c not in R.HONOUR_IDS]
        return 1 if _beats_from(cheap, best_ids, seven, power) else 0
    return 0


def _beats_from(
    hand: Sequence[int], best: tuple[int, ...], seven: bool, power: tuple[int, ...]
) -> bool:
    """Whether some cards of ``hand`` beat the set ``best``."""
    k = len(best)
    if k == 1:
        b = best[0]
        if seven:
            row = R.SEVEN_BEATS
            return any(row[c][b] for c in hand)
        pb = power[b]
        return any(power[c] < pb for c in hand)
    if len(hand) < k:
        return False
    if not seven:
        spare = sorted((power[c] for c in hand), reverse=True)
        for pb in sorted(power[b] for b in best):
            for i, pc in enumerate(spare):
                if pc < pb:
                    spare.pop(i)
                    break
            else:
                return False
        return True
    return any(R.set_beats(combo, best, True, power) for combo in combinations(hand, k))


# --------------------------------------------------------------------------- the levels


def _expert(game: Game, seed: int | None = None, rollout_risks: str = "odds", **params: Any) -> Bot:
    """The Brus expert. ``rollout_risks`` is for benchmarks that set the risk rules side by
    side: "odds" (its rollout players risk on what they could know) or "open" (on the
    sample's open hands, as they did before: benchmarks/bots_strength.py --odds-rule)."""
    if rollout_risks not in ("odds", "open"):
        raise ValueError(f"rollout_risks is 'odds' or 'open', not {rollout_risks!r}")
    params.setdefault("playouts", 2)  # more samples, fewer rollouts each
    params.setdefault("node_limit", 4000)
    bot = ExpertBot(game, seed, **params)
    if rollout_risks == "open":
        bot.knowledge = on_the_true_deal(bot.knowledge)
    return bot


LEVELS: dict[str, Callable[..., Bot]] = {
    "beginner": BrusBeginner,
    "standard": BrusStandard,
    "expert": _expert,
    "cheater": CheaterBot,
}
KNOWLEDGE = BrusKnowledge
# par (par.py): replays of a deal, and the expert's samples per decision in each (why
# these: docs/coach.md, "Par and skill")
PAR: dict[str, ParSettings] = {
    "brus": ParSettings(16, {"samples": 32}),
    "brus-solo": ParSettings(8, {"samples": 24}),
    "brus-iceland": ParSettings(12, {"samples": 32}),
}
SIMULATE_COUNTS: dict[str, str | None] = {}  # ``braus-desktop-cli simulate``: none apart


# --------------------------------------------------------------------------- the coach

# Brus hands move more points than Bräus deals (the hand, the storm, risks worth 1 to 3),
# so each step is a little wider; the Icelandic risks (+2/-3) and the cut wider still.
# Why these numbers: docs/coach.md. Samples per decision: a whole deal's review within the
# budgets of benchmarks/review_speed.py on one core.
COACH: dict[str, tuple[Thresholds, int]] = {
    "brus": (Thresholds(0.15, 0.35, 0.70, scale=3.0), 48),
    # 24, not 12: twelve samples showed a costly play no loss at all often enough to
    # let one real mistake in twelve pass as "best" or "good" (docs/coach.md)
    "brus-solo": (Thresholds(0.15, 0.35, 0.70, scale=3.0), 24),
    "brus-iceland": (Thresholds(0.20, 0.45, 0.90, scale=4.0), 24),
}
# how many times its samples the coach draws at most to settle a verdict (review.settled):
# Solo's cap stays 192 sampled deals, as at 12 samples and 16 times
RESAMPLE = {"brus": 8, "brus-solo": 8, "brus-iceland": 8}
# and for a verdict still unclear there whose loss could be a mistake's (review.settled's
# ``near``): Icelandic Brús's misses sat at the mistake threshold, inaccuracies at 0.42
# to 0.44 +- 0.3 on 384 samples; its review is the quickest of the Brus games, and 64
# times (1,536 samples, for those decisions only) keeps its p95 under 2 s (docs/coach.md)
RESAMPLE_NEAR = {"brus-iceland": 64, "brus-solo": 64}
# the games whose mistakes must stand clear of good before they are named (review.clear):
# Solo's first samples can show a good play a mistake "clear" of its noise
CONFIRM = {"brus-solo", "brus-iceland"}
# the games whose samples drawn on value only the options still in the race for the best
# (review.settled's ``race``): Solo's hands hold many plays (single cards, sets, risks),
# and its verdicts at the threshold need some thousand samples (docs/coach.md)
RACE = {"brus-solo"}
# rollouts per option on each sample drawn on (review.TrickCoaching.playouts_on)
PLAYOUTS_ON = {"brus-solo": 1}
EXACT_CARDS = 12  # cards left (hands and stock) from which the true deal is tried


class BrusCoaching(TrickCoaching):
    """The coach's numbers for the three Brus games, and its words."""

    exact_nodes = 20_000
    sample_nodes = 4_000
    deal_word = "hand"  # a key moment's deal lost: "and the hand", as the Brus rules say

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.thresholds, self.samples = COACH[game.id]
        self.resample = RESAMPLE[game.id]
        self.resample_near = RESAMPLE_NEAR.get(game.id, 0)
        self.confirm = game.id in CONFIRM
        self.race = game.id in RACE
        self.playouts_on = PLAYOUTS_ON.get(game.id, self.playouts_on)

    def exact_worth_trying(self, state: State) -> bool:
        """Only near the end: before, the true deal's search rarely finishes within
        ``exact_nodes`` and open-hands rollouts value it at once."""
        assert isinstance(state, R.BrusState)
        return _cards_left(state) <= EXACT_CARDS

    def hint_clause(self, obs: Observation, action: Action, legal: list[Action]) -> str:
        return hint_clause(self.game, obs, action, legal)

    def hint_reason(
        self, obs: Observation, action: Action, legal: list[Action], seen: Outlook | Bot
    ) -> str:
        return hint_reason(self.game, obs, action, legal, seen)


def _cards_left(state: R.BrusState) -> int:
    stock = state.stock_count or 0
    return stock + sum(len(state.hand(s)) for s in range(state.game.n_players))


COACHING = BrusCoaching


# --------------------------------------------------------------------------- the hints


def hint_reason(
    game: Game, obs: Observation, action: Action, legal: list[Action], seen: Outlook | Bot
) -> str:
    """Why the expert's ``action`` (hints.py): what it does at a Brus table, then what
    the search saw."""
    return explained(hint_clause(game, obs, action, legal), action, legal, seen, game.has_partners)


def hint_clause(game: Game, obs: Observation, action: Action, legal: list[Action]) -> str:
    """What ``action`` does at a Brus table, in the hints' words (the coach says it too)."""
    return _situation(game, obs, action)


def _situation(game: Game, obs: Observation, action: Action) -> str:
    """What ``action`` does at a Brus table and why, from what the seat has seen: a lead
    that nothing still out beats, a worthless card that keeps the beating ones, the
    cheapest card that beats the trick, a partner's card left to win."""
    if isinstance(action, Cut):
        return QT_TRANSLATE_NOOP(
            "Hints", "{move}: every cut is as good as any other for you"
        ).format(move=move_text(action))
    if not isinstance(action, Play):
        return move_text(action)
    assert isinstance(game, R.BrusGame)
    v = BrusView(obs, game)
    ids, risk = play_ids(action)
    move = move_text(action)
    several = len(ids) > 1
    if not v.trick:
        if several:
            return QT_TRANSLATE_NOOP(
                "Hints", "{move}: a multiple lead the others must answer card for card"
            ).format(move=move)
        if risk:
            # the plain lead's reasons name the card only, and the risked lead would read
            # as the plain one it is set against
            if not game.has_partners:
                return QT_TRANSLATE_NOOP(
                    "Hints",
                    "Lead {card} and risk it: if it takes the trick, the risk scores for you",
                ).format(card=card_names([CARDS[ids[0]]]))
            return QT_TRANSLATE_NOOP(
                "Hints",
                "Lead {card} and risk it: if it takes the trick, the risk scores for your side",
            ).format(card=card_names([CARDS[ids[0]]]))
        return _lead_reason(v, ids[0], move)
    best_seat, best_ids = v.trick[0][0], v.trick[0][1]
    for s, p_ids, _r in v.trick[1:]:
        if v.beats(p_ids, best_ids, v.seven):
            best_seat, best_ids = s, p_ids
    partner = v.side[best_seat] == v.my_side
    beats = v.beats(ids, best_ids, v.seven)
    best_cards = card_names(CARDS[i] for i in best_ids)
    if partner and not beats:
        if several:
            return QT_TRANSLATE_NOOP(
                "Hints",
                "{move}: your partner's {cards} is winning; give away your least useful cards",
            ).format(move=move, cards=best_cards)
        return QT_TRANSLATE_NOOP(
            "Hints", "{move}: your partner's {cards} is winning; give away your least useful card"
        ).format(move=move, cards=best_cards)
    if beats:
        if not several and v.after and not _beaten_by_any(v, ids[0], _out(v), v.seven):
            return QT_TRANSLATE_NOOP(
                "Hints", "{move}: it beats {cards}, and no card still out beats it"
            ).format(move=move, cards=best_cards)
        if not several and _cheapest_that_beats(v, ids[0], best_ids):
            return QT_TRANSLATE_NOOP(
                "Hints", "{move}: your cheapest card that beats {cards}; keep the stronger ones"
            ).format(move=move, cards=best_cards)
        return QT_TRANSLATE_NOOP("Hints", "{move}: it beats {cards}").format(
            move=move, cards=best_cards
        )
    if several:
        return QT_TRANSLATE_NOOP(
            "Hints", "{move}: you cannot win this trick cheaply, so throw your least useful cards"
        ).format(move=move)
    return QT_TRANSLATE_NOOP(
        "Hints", "{move}: you cannot win this trick cheaply, so throw your least useful card"
    ).format(move=move)


def _out(v: BrusView) -> list[int]:
    """The cards still out for this seat: unseen (other hands, the stock) or known to be in
    another hand."""
    return v.unseen + [c for cards in v.known.values() for c in cards]


def _beaten_by_any(v: BrusView, c: int, cards: list[int], seven: bool) -> bool:
    return any(v.beats((x,), (c,), seven) for x in cards)


def _cheapest_that_beats(v: BrusView, c: int, best_ids: tuple[int, ...]) -> bool:
    """``c`` is the weakest card of the hand that beats the trick, and not the only one."""
    beaters = [x for x in v.hand if v.beats((x,), best_ids, v.seven)]
    return len(beaters) > 1 and all(x == c or v.beats((x,), (c,), v.seven) for x in beaters)


def _lead_reason(v: BrusView, c: int, move: str) -> str:
    """Why lead the single card ``c``."""
    card = card_names([CARDS[c]])
    seven = v.seven_rules and c in SEVENS
    if not _beaten_by_any(v, c, _out(v), seven):
        return QT_TRANSLATE_NOOP("Hints", "Lead {card}: no card still out beats it").format(
            card=card
        )
    if v.power[c] >= WORTHLESS and v.stock and not seven:  # D15: worthless while a stock is left
        return QT_TRANSLATE_NOOP(
            "Hints",
            "Lead {card}: it would not win a trick anyway, and your beating cards stay in your hand",
        ).format(card=card)
    beating = [x for x in v.hand if v.power[x] < WORTHLESS]
    if len(beating) > 1 and all(x == c or v.power[x] < v.power[c] for x in beating):
        return QT_TRANSLATE_NOOP(
            "Hints", "Lead {card}, your lowest beating card: save the higher ones for later"
        ).format(card=card)
    return QT_TRANSLATE_NOOP(
        "Hints", "Lead {card}: it costs you little, and the others must spend a card to beat it"
    ).format(card=card)
