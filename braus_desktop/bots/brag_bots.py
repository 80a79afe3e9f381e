"""Brag computer players: ``greedy`` (the rules module's strongest-trick-first
arrangement) and ``expert`` (the arrangement with the best expected points against
sampled opponents' hands that the greedy player arranges, found by iterated local search
from the greedy arrangement and a few random ones).

Trick strength comes only from the rules module (``game.evaluate``, ``greedy_arrangement``,
``validate_arrangement``); the expert's points estimate compares trick values position by
position as H2 does, and every arrangement it returns is checked by the rules first.

The coach of Brag (``BragCoaching``, bots/knowledge.py) grades the one arrangement of a
deal against the one best arrangement (``best_arrangement``), on sampled opponents
(``sampled_showdowns``) and on the tricks the others actually laid.
"""

from __future__ import annotations

import random
import time
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from ..rules import brag as G
from ..rules.brag_eval import is_wild
from ..rules.cards import Card
from ..rules.core import Action, Game, Observation, State
from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase, joined
from .base import Bot
from .hints import Outlook, card_names
from .knowledge import Coaching, Knowledge, ParSettings, Thresholds
from .trick_review import mean_values, settled
from .verdicts import VERDICT_NAMES, DecisionReview, OptionValue, TrickChange

if TYPE_CHECKING:
    from ..rules.played import DealEvents


class BragGreedy(Bot):
    """Strongest trick first, then the strongest of what is left (the classic way)."""

    game: G.Brag

    level = "greedy"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        return self.game.greedy_arrangement(observation.hand)


class BragBeginner(Bot):
    """Greedy most of the time; now and then a random valid arrangement."""

    game: G.Brag

    level = "beginner"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if self.rng.random() < 0.7:
            return self.game.greedy_arrangement(observation.hand)
        return legal_actions[int(self.rng.random() * len(legal_actions))]


class BragExpert(Bot):
    """Maximises expected points against sampled opponents arranged by the greedy player.

    The unseen cards are dealt at random over the other hands; each sampled opponent
    arranges its hand greedily, which fixes the trick it would lay at each position. An
    arrangement of our own is then worth, averaged over the samples, the positions it
    wins plus the sweep bonus it may gain, less the bonus an opponent may sweep (weighed
    as they move our share of the points: in two-handed play a bonus point is worth half
    a trick). Our arrangements are searched by iterated local search: from the greedy
    arrangement and the sampled legal ones, every pair of groups (two tricks, or a trick
    and the discards) is re-split in every possible way while that gains, then random
    swaps kick it out of its local best and the re-splitting starts again.

    ``budget`` seconds per decision (default 0.5), or a fixed ``samples`` count of
    opponents' hands and ``steps`` kicks of the search (reproducible)."""

    game: G.Brag

    level = "expert"

    def __init__(
        self,
        game: Game | str,
        seed: int | None = None,
        budget: float = 0.5,
        samples: int | None = None,
        opponents: int = 200,
        steps: int = 80,
    ) -> None:
        super().__init__(game, seed)
        self.budget = float(budget)
        self.samples = samples
        self.opponents = samples or opponents
        self.steps = steps
        self._keys: dict[tuple[Card, ...], int] = {}
        # tricks expected to be won (plus the sweep bonus) by the last arrangement chosen
        # and by the greedy one, against the same sampled opponents: hints quote them
        self.last_value: float | None = None
        self.last_greedy_value: float | None = None

    def _key(self, trick: tuple[Card, ...]) -> int:
        k = self._keys.get(trick)
        if k is None:
            if len(self._keys) > 200_000:
                self._keys.clear()
            k = self._keys[trick] = self.game.evaluate(trick).key
        return k

    def _sample_opponents(self, observation: Observation, start: float) -> list[list[list[int]]]:
        """Per sample, per other seat, the keys of the tricks its greedy arrangement lays."""
        game, rng = self.game, self.rng
        mine = set(observation.hand)
        unseen = [c for c in game.pack if c not in mine]
        others = [s for s in range(observation.n_players) if s != observation.seat]
        sizes = observation.hand_sizes
        timed = self.samples is None
        samples = []
        for i in range(self.opponents):
            if timed and i >= 4 and time.perf_counter() > start + self.budget * 0.3:
                break
            rng.shuffle(unseen)
            pos = 0
            sample = []
            for s in others:
                h = unseen[pos : pos + sizes[s]]
                pos += sizes[s]
                sample.append([self._key(tuple(t)) for t in game.greedy_arrangement(h).tricks])
            samples.append(sample)
        return samples

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        start = time.perf_counter()
        deadline = start + self.budget * 0.85
        timed = self.samples is None
        game, rng = self.game, self.rng
        hand = list(observation.hand)
        greedy = game.greedy_arrangement(hand)
        table = _Showdown(self._sample_opponents(observation, start), observation.n_players)
        search = _Search(game, hand, self._key, table, rng)
        best = search.polish(search.from_arrangement(greedy))
        for a in legal_actions:
            if a == greedy:
                continue
            assert isinstance(a, G.Arrangement)  # Brag's only action
            point = search.polish(search.from_arrangement(a))
            if point[0] > best[0]:
                best = point
        current = best
        kicks = 0
        while (time.perf_counter() < deadline) if timed else (kicks < self.steps):
            kicks += 1
            current = search.polish(search.kick(current))
            if current[0] > best[0]:
                best = current
            elif current[0] < best[0]:
                current = best
        chosen = search.arrangement(best)
        if game.validate_arrangement(hand, chosen):
            chosen = greedy  # never expected: the search keeps to H7's wild rules
        self.last_value = table.own_points(search.keys_of(chosen))
        self.last_greedy_value = table.own_points(search.keys_of(greedy))
        return chosen


class _Showdown:
    """The sampled opponents' tricks, laid out so that one of our arrangements is scored
    against all samples at once: per position, the samples sorted by the strongest
    opponent trick there, with bit masks of the samples each of our keys beats."""

    def __init__(self, samples: list[list[list[int]]], n_players: int) -> None:
        self.n = len(samples)
        positions = len(samples[0][0])
        self.full = (1 << self.n) - 1
        self.thresholds: list[list[int]] = []
        self.beaten: list[list[int]] = []
        for p in range(positions):
            tops = sorted((max(o[p] for o in sample), i) for i, sample in enumerate(samples))
            self.thresholds.append([t for t, _ in tops])
            masks, m = [0], 0
            for _, i in tops:
                m |= 1 << i
                masks.append(m)
            self.beaten.append(masks)
        # samples in which one opponent tops the others at every position: it sweeps
        # unless we take (or tie) a position
        self.sweepable = 0
        for i, sample in enumerate(samples):
            for o in sample:
                rivals = [x for x in sample if x is not o]
                if all(
                    o[p] > max((x[p] for x in rivals), default=float("-inf"))
                    for p in range(positions)
                ):
                    self.sweepable |= 1 << i
                    break
        # a bonus point's worth in tricks, for us and against us: own points less the
        # mean of the others' points, scaled to one trick
        self.own_bonus = (n_players - 1) / n_players
        self.their_bonus = 1 / n_players

    def masks(self, keys: list[int]) -> list[int]:
        ordered = sorted(keys, reverse=True)
        return [self.beaten[p][bisect_left(self.thresholds[p], k)] for p, k in enumerate(ordered)]

    def value(self, keys: list[int]) -> float:
        masks = self.masks(keys)
        won = 0
        every, anywhere = self.full, 0
        for m in masks:
            won += m.bit_count()
            every &= m
            anywhere |= m
        swept = (self.sweepable & ~anywhere).bit_count()
        return (won + self.own_bonus * every.bit_count() - self.their_bonus * swept) / self.n

    def own_points(self, keys: list[int]) -> float:
        """Expected tricks won plus our sweep bonus (what the hints quote)."""
        masks = self.masks(keys)
        every = self.full
        for m in masks:
            every &= m
        return (sum(m.bit_count() for m in masks) + every.bit_count()) / self.n


# a point of the arrangement search: (value, groups as bit masks of the hand's cards)
Point = tuple[float, list[int]]


class _Search:
    """Arrangements of one hand as bit masks over the hand's cards: one group per trick
    and one for the discards. A point of the search is (value, groups)."""

    def __init__(
        self,
        game: G.Brag,
        hand: list[Card],
        key: Callable[[tuple[Card, ...]], int],
        table: _Showdown,
        rng: random.Random,
    ) -> None:
        self.game, self.hand, self.table, self.rng = game, hand, table, rng
        self.size = game.chosen.trick_size
        self.index = {c: i for i, c in enumerate(hand)}
        wilds = game.chosen.wilds
        self.wild = sum(1 << i for i, c in enumerate(hand) if is_wild(c, wilds))
        self._card_key = key
        self._keys: dict[int, int] = {}

    def key(self, mask: int) -> int:
        k = self._keys.get(mask)
        if k is None:
            k = self._keys[mask] = self._card_key(
                tuple(self.hand[i] for i in range(len(self.hand)) if mask >> i & 1)
            )
        return k

    def mask(self, cards: Sequence[Card]) -> int:
        return sum(1 << self.index[c] for c in cards)

    def keys_of(self, arrangement: G.Arrangement) -> list[int]:
        return [self.key(self.mask(t)) for t in arrangement.tricks]

    def from_arrangement(self, arrangement: G.Arrangement) -> Point:
        groups = [self.mask(t) for t in arrangement.tricks] + [self.mask(arrangement.discards)]
        return (self._value(groups), groups)

    def _value(self, groups: list[int]) -> float:
        return self.table.value([self.key(g) for g in groups[:-1]])

    def _valid(self, groups: list[int]) -> bool:
        """H7: at most one wild in a trick unless it is all wild, and one supreme."""
        if not self.wild:
            return True
        supremes = 0
        for g in groups[:-1]:
            w = (g & self.wild).bit_count()
            if w == self.size:
                supremes += 1
            elif w > 1:
                return False
        return supremes <= 1

    def polish(self, point: Point) -> Point:
        """Re-split pairs of groups in every way while that gains (a local best). Wider
        re-splits of three groups at a time found nothing the kicks do not (0.575 of the
        points against greedy either way over 300 deals) at twice the time."""
        value, groups = point
        groups = list(groups)
        # group sizes never change: an empty discard group (no card to discard) stays out
        filled = [i for i, g in enumerate(groups) if g]
        pairs = [(i, j) for n, i in enumerate(filled) for j in filled[n + 1 :]]
        improved = True
        while improved:
            improved = False
            for i, j in pairs:
                union = groups[i] | groups[j]
                bits = [1 << b for b in range(union.bit_length()) if union >> b & 1]
                take = groups[i].bit_count()
                keep_i, keep_j = groups[i], groups[j]
                for combo in combinations(bits, take):
                    gi = sum(combo)
                    if gi == keep_i:
                        continue
                    groups[i], groups[j] = gi, union ^ gi
                    if not self._valid(groups):
                        continue
                    v = self._value(groups)
                    if v > value + 1e-12:
                        value, keep_i, keep_j = v, gi, union ^ gi
                        improved = True
                groups[i], groups[j] = keep_i, keep_j
        return (value, groups)

    def kick(self, point: Point) -> Point:
        """Two random card swaps between groups (kept valid)."""
        groups = list(point[1])
        filled = [i for i, g in enumerate(groups) if g]
        for _ in range(2):
            for _try in range(10):
                i, j = self.rng.sample(filled, 2)
                a = self._pick(groups[i])
                b = self._pick(groups[j])
                trial = list(groups)
                trial[i] = groups[i] ^ a | b
                trial[j] = groups[j] ^ b | a
                if self._valid(trial):
                    groups = trial
                    break
        return (self._value(groups), groups)

    def _pick(self, mask: int) -> int:
        bits = [b for b in range(mask.bit_length()) if mask >> b & 1]
        return 1 << bits[int(self.rng.random() * len(bits))]

    def arrangement(self, point: Point) -> G.Arrangement:
        groups = point[1]

        def cards(g: int) -> tuple[Card, ...]:
            return tuple(self.hand[i] for i in range(len(self.hand)) if g >> i & 1)

        tricks = sorted(groups[:-1], key=self.key, reverse=True)
        return G.Arrangement([cards(g) for g in tricks], cards(groups[-1]))


# --------------------------------------------------------------------------- the best

# The one best arrangement of a hand: what Auto-arrange proposes, the hint suggests and
# the coach grades against (bots/review.py). Sized by benchmarks/brag_best_arrangement.py:
# at 200 opponents' hands and 120 kicks two seeds agree on most hands and, where they
# differ, by little; 6 hands (the old Auto-arrange) disagreed far more often.
BEST_SAMPLES = 200
BEST_STEPS = 120


def best_arrangement_bot(
    game: G.Brag, observation: Observation, seed: int | None = None
) -> BragExpert:
    """The expert that finds ``best_arrangement``, seeded from the hand itself unless
    ``seed`` is given: the same hand, the same answer, wherever it is asked."""
    if seed is None:
        cards = " ".join(sorted(c.text for c in observation.hand))
        seed = random.Random(f"best arrangement {cards} {observation.hand_sizes}").getrandbits(32)
    return BragExpert(game, seed=seed, samples=BEST_SAMPLES, steps=BEST_STEPS)


def best_arrangement(
    game: G.Brag, observation: Observation, legal: Sequence[Action], seed: int | None = None
) -> G.Arrangement:
    """The app's best arrangement of the observed hand (see ``best_arrangement_bot``)."""
    chosen = best_arrangement_bot(game, observation, seed).choose(observation, legal)
    assert isinstance(chosen, G.Arrangement)
    return chosen


def coach_bot(game: Game, observation: Observation) -> Bot:
    """The bot whose move a hint suggests (hints.py): the one best arrangement, whatever
    the hint's seed or time, so that the hint, Auto-arrange and the coach agree."""
    assert isinstance(game, G.Brag)
    return best_arrangement_bot(game, observation)


# --------------------------------------------------------------------------- the coach


def brag_points(own_keys: Sequence[int], others: Sequence[Sequence[int]]) -> float:
    """H2 for the seat: its points minus the best other player's, tricks compared place
    by place (a tie scores nobody), the sweep bonus to a player who takes every place."""
    n = len(own_keys)
    rows = [own_keys] + list(others)
    pts = [0] * len(rows)
    for p in range(n):
        top = max(r[p] for r in rows)
        winners = [k for k, r in enumerate(rows) if r[p] == top]
        if len(winners) == 1:
            pts[winners[0]] += 1
    for k in range(len(rows)):
        if pts[k] == n:
            pts[k] += 1
    return pts[0] - max(pts[1:])


class TrickKeys:
    """Each trick's strength key (``game.evaluate``), worked out once per trick."""

    def __init__(self, game: G.Brag) -> None:
        self.game = game
        self.keys: dict[tuple[Card, ...], int] = {}

    def __call__(self, trick: Sequence[Card]) -> int:
        trick = tuple(trick)
        k = self.keys.get(trick)
        if k is None:
            k = self.keys[trick] = self.game.evaluate(trick).key
        return k


@dataclass(frozen=True)
class Showdowns:
    """Arrangements of one hand against the same sampled opponents: per sampled deal,
    each arrangement's points (``rows``, ``brag_points``); per arrangement and place,
    in how many sampled deals it took that place (``rates``)."""

    rows: list[list[float]]
    rates: list[list[int]]


def sampled_showdowns(
    game: G.Brag,
    obs: Observation,
    own: Sequence[Sequence[int]],
    samples: int,
    rng: random.Random,
    key: TrickKeys,
) -> Showdowns:
    """The arrangements whose trick keys are ``own`` against ``samples`` sampled
    opponents: the cards the seat has not seen dealt at random over the other hands, each
    arranged greedily (the expert's model of its opponents). The coach grades an
    arrangement with it, and benchmarks/brag_best_arrangement.py judges the search."""
    places = len(own[0])
    mine = set(obs.hand)
    unseen = [c for c in game.pack if c not in mine]
    others = [s for s in range(game.n_players) if s != obs.seat]
    sizes = obs.hand_sizes
    rows: list[list[float]] = []
    rates = [[0] * places for _ in own]
    for _ in range(samples):
        rng.shuffle(unseen)
        at = 0
        tricks: list[list[int]] = []
        for s in others:
            h = unseen[at : at + sizes[s]]
            at += sizes[s]
            tricks.append([key(tuple(t)) for t in game.greedy_arrangement(h).tricks])
        rows.append([brag_points(mk, tricks) for mk in own])
        for k, mk in enumerate(own):
            for p in range(places):
                if all(mk[p] > r[p] for r in tricks):
                    rates[k][p] += 1
    return Showdowns(rows, rates)


def arrangement_values(
    game: G.Brag,
    obs: Observation,
    arrangements: Sequence[G.Arrangement],
    samples: int,
    rng: random.Random,
) -> list[float]:
    """Each arrangement's mean points against the same ``samples`` sampled opponents (the
    value the coach grades by)."""
    key = TrickKeys(game)
    own = [[key(tuple(t)) for t in a.tricks] for a in arrangements]
    return mean_values(sampled_showdowns(game, obs, own, samples, rng, key).rows, len(own))


class BragCoaching(Coaching):
    """The coach of Brag: one decision per deal, the arrangement. It is compared with
    the expert's (the one best arrangement) and the greedy (strongest-first) one, by the
    expected points against sampled opponents (``sampled_showdowns``) and by what each
    would have scored against the opponents' actual arrangements."""

    # Brag deals score up to tricks + 1 points between the players; a trick place won
    # less often is worth about a point. Why these numbers: docs/coach.md.
    thresholds = Thresholds(0.15, 0.40, 0.80, scale=6.0)
    samples = 200
    # how many times its samples the coach draws at most to settle an uncertain verdict
    # (``review.settled``): sampled hands are cheap beside the best arrangement's search
    resample = 8

    def __init__(self, game: Game) -> None:
        self.game = game

    def values_later(self, action: Action) -> bool:
        # valued against the arrangements the others lay after it
        return isinstance(action, G.Arrangement)

    def review_decision(
        self,
        replay: State,
        seat: int,
        action: Action,
        later: Sequence[tuple[int, Action]],
        deal: int,
        index: int,
        samples: int,
        rng: random.Random,
        prior_rng: random.Random,
    ) -> DecisionReview | None:
        assert isinstance(action, G.Arrangement)
        return brag_decision(
            replay,
            seat,
            action,
            list(later),
            deal,
            index,
            samples,
            rng,
            self.thresholds,
            self.resample,
        )

    def values_of(
        self, obs: Observation, actions: Sequence[Action], samples: int, rng: random.Random
    ) -> list[float]:
        """Each arrangement's mean points against the same sampled opponents, as the
        review values the player's (an exercise's arrangement laid anew)."""
        assert isinstance(self.game, G.Brag)
        laid = [a if isinstance(a, G.Arrangement) else G.Arrangement.parse(str(a)) for a in actions]
        return arrangement_values(self.game, obs, laid, samples, rng)

    def coach_bot(self, observation: Observation) -> Bot:
        """The one best arrangement, whatever the hint's seed or time, so that the hint,
        Auto-arrange and the coach agree."""
        return coach_bot(self.game, observation)

    def hint_reason(
        self, obs: Observation, action: Action, legal: list[Action], seen: Outlook | Bot
    ) -> str:
        return hint_reason(self.game, obs, action, legal, seen)

    def moment_text(
        self, events: DealEvents, decision: DecisionReview, names: Sequence[str], cost: str
    ) -> str:
        assert isinstance(self.game, G.Brag)
        return brag_moment(self.game, events, decision, names, cost)


def brag_moment(
    game: G.Brag, events: DealEvents, decision: DecisionReview, names: Sequence[str], cost: str
) -> Phrase:
    """A key moment of Brag (bots/key_moments.py): the arrangement's place that cost most,
    its trick, who took that place with what at the showdown (or the trick suggested
    there), and the cost."""
    if not decision.changes:
        return QT_TRANSLATE_NOOP("Coach", "Your arrangement: {cost}").format(cost=cost)
    change = _costliest_place(decision.changes)
    mine = _trick_cards(change.played)
    args = {"n": change.position, "cards": card_names(mine), "trick": game.evaluate(mine).name}
    showdown = next(
        (
            e
            for e in events.events_from(decision.index)
            if isinstance(e, G.ShowdownTrick) and e.position == change.position - 1
        ),
        None,
    )
    if showdown is not None and showdown.winner is not None and showdown.winner != decision.seat:
        return QT_TRANSLATE_NOOP(
            "Coach",
            "Your arrangement, trick {n}: {cards} ({trick}) lost that place to "
            "{winner_cards} ({name}): {cost}",
        ).format(
            winner_cards=card_names(showdown.tricks[showdown.winner]),
            name=names[showdown.winner],
            cost=cost,
            **args,
        )
    theirs = _trick_cards(change.suggested)
    return QT_TRANSLATE_NOOP(
        "Coach",
        "Your arrangement, trick {n}: {cards} ({trick}) instead of {suggested} "
        "({suggested_trick}): {cost}",
    ).format(
        suggested=card_names(theirs),
        suggested_trick=game.evaluate(theirs).name,
        cost=cost,
        **args,
    )


def _costliest_place(changes: Sequence[TrickChange]) -> TrickChange:
    """The place of the arrangement that cost most: one lost at the table that the
    suggested trick would have taken, else the one the suggested trick takes more often
    than the player's."""
    at_table = [c for c in changes if c.played_won is False and c.suggested_won]
    return max(at_table or changes, key=lambda c: c.suggested_rate - c.played_rate)


def _trick_cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def brag_decision(
    replay: State,
    seat: int,
    played: G.Arrangement,
    later: list[tuple[int, Action]],
    deal: int,
    index: int,
    samples: int,
    rng: random.Random,
    thresholds: Thresholds,
    resample: int = 1,
) -> DecisionReview:
    """The review of a seat's arrangement (``BragCoaching.review_decision``)."""
    assert isinstance(replay, G.BragState)
    game = replay.game
    obs = replay.observation(seat)
    legal = replay.legal_actions()
    hand = list(obs.hand)
    # the app's one best arrangement: what Auto-arrange proposed and a hint suggested
    expert = best_arrangement(game, obs, legal)
    greedy = game.greedy_arrangement(hand)
    options: list[G.Arrangement] = []
    for a in (played, expert, greedy):
        if a not in options:
            options.append(a)
    key = TrickKeys(game)
    own = [[key(tuple(t)) for t in a.tricks] for a in options]
    places = len(own[0])
    # expected: the unseen cards dealt at random over the other hands, each arranged
    # greedily (the expert's model of its opponents)
    others = [s for s in range(game.n_players) if s != seat]
    showdowns = sampled_showdowns(game, obs, own, samples, rng, key)
    rows, rates = showdowns.rows, showdowns.rates

    def more(n: int) -> list[list[float]]:
        extra = sampled_showdowns(game, obs, own, n, rng, key)
        for k, r in enumerate(extra.rates):
            for p, won in enumerate(r):
                rates[k][p] += won
        return extra.rows

    # exact: against the arrangements the others actually laid (known once all are in)
    exact: list[float | None] = [None] * len(options)
    actual = None
    if len(later) == sum(1 for s in others if replay.arrangement(s) is None):
        for k, a in enumerate(options):
            st = replay.clone(quiet=True)
            st.apply(a)
            for _s, b in later:
                st.apply(b)
            exact[k] = st.returns()[seat]
            if k == 0:  # every arrangement is laid once the deal is played out
                laid = [st.arrangement(s) for s in others]
                actual = [[key(tuple(t)) for t in a.tricks] for a in laid if a is not None]
    # graded against the best arrangement on the same sampled hands: laying it loses
    # nothing, and a loss within the samples' noise is no mistake
    top = options.index(expert)
    found = settled(thresholds, rows, 0, samples * resample, more, top)
    rows, expected, loss_e = found.rows, found.expected, found.loss
    samples = len(rows)
    best_i = 0 if loss_e <= thresholds.tie else top
    solved = [x for x in exact if x is not None]
    loss_x = None if exact[0] is None else max(0.0, max(solved) - exact[0])
    verdict = "best" if best_i == 0 else found.verdict
    values = tuple(
        OptionValue(str(a), e, x, x is not None) for a, e, x in zip(options, expected, exact)
    )
    changes = []
    best = options[best_i]
    for p in range(places):
        mine_t, best_t = tuple(played.tricks[p]), tuple(best.tricks[p])
        if mine_t == best_t:
            continue

        def won(mk: list[int], p: int = p) -> bool | None:
            return None if actual is None else all(mk[p] > r[p] for r in actual)

        changes.append(
            TrickChange(
                p + 1,
                " ".join(c.text for c in mine_t),
                " ".join(c.text for c in best_t),
                game.evaluate(mine_t).name,
                game.evaluate(best_t).name,
                rates[0][p] / samples,
                rates[best_i][p] / samples,
                won(own[0]),
                won(own[best_i]),
            )
        )
    reason = _brag_reason(
        game, played, best, verdict, loss_e, loss_x, changes, expected[best_i], samples, found.noise
    )
    return DecisionReview(
        deal,
        index,
        seat,
        str(played),
        values,
        str(best),
        verdict,
        loss_e,
        loss_x,
        reason,
        tuple(changes),
        noise=found.noise,
        samples=samples,
    )


def _brag_reason(
    game: G.Brag,
    played: G.Arrangement,
    best: G.Arrangement,
    verdict: str,
    loss_e: float,
    loss_x: float | None,
    changes: list[TrickChange],
    value: float,
    samples: int,
    noise: float = 0.0,
) -> Phrase:
    """The trick to change and why: the place where the suggested trick gains most often
    against the sampled opponents."""
    names = joined(" / ", [game.evaluate(tuple(t)).name for t in best.tricks])
    if verdict == "best" or not changes:
        return QT_TRANSLATE_NOOP(
            "Coach",
            "Best arrangement: {names}; against hands dealt from the unseen cards "
            "it scores {value:+.2f} points against the best other player.",
        ).format(names=names, value=value)
    change = max(changes, key=lambda c: c.suggested_rate - c.played_rate)

    def cards(text: str) -> str:
        return " ".join(Card.parse(t).display for t in text.split())

    move = QT_TRANSLATE_NOOP(
        "Coach",
        "Lay {suggested} ({suggested_name}) as trick {n} instead of {played} "
        "({played_name}): it takes that place in {new:.0%} of the sampled deals, yours in "
        "{old:.0%}",
    ).format(
        suggested=cards(change.suggested),
        suggested_name=change.suggested_name,
        n=change.position,
        played=cards(change.played),
        played_name=change.played_name,
        new=change.suggested_rate,
        old=change.played_rate,
    )
    if verdict == "good":
        return QT_TRANSLATE_NOOP(
            "Coach",
            "Good: your arrangement does nearly as well as {names} ({loss:.2f} points "
            "less over {n} sampled deals, too close to call). {move}.",
        ).format(names=names, loss=loss_e, n=samples, move=move)
    if verdict == "uncertain":
        return QT_TRANSLATE_NOOP(
            "Coach",
            "Uncertain: your arrangement averages {loss:.2f} \u00b1 {noise:.2f} points less "
            "than {names}; even {n} sampled deals cannot tell whether it costs anything. "
            "{move}.",
        ).format(loss=loss_e, noise=noise, names=names, n=samples, move=move)
    if loss_x is None:
        return QT_TRANSLATE_NOOP(
            "Coach",
            "{verdict}: your arrangement averages {loss:.2f} points less than {names}. {move}.",
        ).format(verdict=VERDICT_NAMES[verdict], loss=loss_e, names=names, move=move)
    return QT_TRANSLATE_NOOP(
        "Coach",
        "{verdict}: your arrangement averages {loss:.2f} points less than {names}; "
        "against the tricks actually laid it lost {exact:.2f}. {move}.",
    ).format(verdict=VERDICT_NAMES[verdict], loss=loss_e, names=names, exact=loss_x, move=move)


# --------------------------------------------------------------------------- the levels
LEVELS: dict[str, Callable[..., Bot]] = {
    "beginner": BragBeginner,
    "greedy": BragGreedy,
    "expert": BragExpert,
}
KNOWLEDGE: Callable[[Game], Knowledge] | None = None  # its expert searches arrangements
COACHING = BragCoaching
# par (par.py): the expert's arrangement, with as many opponents' hands as the app's
# expert samples and a fixed search, against the arrangements the opponents laid (they
# arrange blind: the player's choice cannot change theirs). Why K: docs/coach.md.
PAR: dict[str, ParSettings] = {
    "brag": ParSettings(8, {"samples": 200, "steps": 80}, others_as_played=True)
}
SIMULATE_COUNTS: dict[str, str | None] = {}  # ``braus-desktop-cli simulate``: none apart


# --------------------------------------------------------------------------- the hints


def hint_reason(
    game: Game,
    obs: Observation,
    arrangement: Action,
    legal: Sequence[Action],
    seen: Outlook | Bot,
) -> str:
    """Why the expert's arrangement (hints.py): the tricks it lays, and how many of them
    it wins against hands dealt from the unseen cards (``seen``: the expert that chose)."""
    assert isinstance(game, G.Brag) and isinstance(arrangement, G.Arrangement)
    names = joined(" / ", [game.evaluate(tuple(t)).name for t in arrangement.tricks])
    if arrangement.discards:
        arrange = QT_TRANSLATE_NOOP(
            "Hints", "Arrange your tricks as {names} and discard {cards}"
        ).format(names=names, cards=card_names(arrangement.discards))
    else:
        arrange = QT_TRANSLATE_NOOP("Hints", "Arrange your tricks as {names}").format(names=names)
    value, greedy = (
        (seen.last_value, seen.last_greedy_value) if isinstance(seen, BragExpert) else (None, None)
    )
    n = len(arrangement.tricks)
    if value is None:
        return QT_TRANSLATE_NOOP("Hints", "{clause}.").format(clause=arrange)
    if greedy is not None and value - greedy >= 0.05:
        return QT_TRANSLATE_NOOP(
            "Hints",
            "{arrange}: against hands dealt from the unseen cards it wins about "
            "{value:.1f} of {n} tricks (sweep bonus included), {gain:.1f} more than the "
            "strongest-first arrangement.",
        ).format(arrange=arrange, value=value, n=n, gain=value - greedy)
    return QT_TRANSLATE_NOOP(
        "Hints",
        "{arrange}: against hands dealt from the unseen cards it wins about "
        "{value:.1f} of {n} tricks (sweep bonus included).",
    ).format(arrange=arrange, value=value, n=n)
