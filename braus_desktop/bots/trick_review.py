"""The coach's valuation of one decision in a trick game (Bräus, the Brus games): the
play's expected value on deals sampled from what the seat saw, its exact value on the
true deal, the verdict from the game's thresholds, sampling on where the verdict is not
clear (``settled``), and the reason in the game's words (``TrickCoaching``, which each
trick game's bot module subclasses with its numbers and words). The review
(review.py) asks a game's ``Coaching.review_decision`` for each decision; this is the
trick games' answer. Brag's is in its own bot module, from the same parts
(``settled``, ``mean_values``).

It loads with the trick games' computer players (their coaching subclasses
``TrickCoaching``), without the rest of the coach (review.py, par.py).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..rules.core import Action, Cut, Game, Observation, State
from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase
from . import coaching_for, knowledge_for
from .card_words import alternative
from .knowledge import Coaching, Knowledge, Thresholds
from .search import OutOfBudget, exact_values, on_the_true_deal, rollout_values
from .verdicts import VERDICT_NAMES, DecisionReview, OptionValue

# The normal quantile for the sampling noise of a measured loss (``loss_noise``): a play
# no worse than the best is called worse than good about once in forty decisions.
NOISE_Z = 1.96

# Whether the coach samples on to settle a verdict (``settled``); benchmarks switch it
# off to measure the coach as it was before (benchmarks/coach_audit.py).
SAMPLE_ON = True

PLAYOUTS = 2  # rollouts per action in a sample the search cannot finish
EXACT_PLAYOUTS = 12  # rollouts per action on the true deal when it cannot be solved


def expected_values(
    knowledge: Knowledge,
    observation: Observation,
    legal: Sequence[Action],
    seat: int,
    samples: int,
    rng: random.Random,
    node_limit: int = 20_000,
) -> tuple[list[float], int]:
    """Each action's mean value over ``samples`` deals sampled from the observation
    (what the seat knew), each solved exactly where the expert would, else rolled out;
    and how many samples were drawn (fewer only if no consistent deal was found)."""
    rows = sampled_values(knowledge, observation, legal, seat, samples, rng, node_limit)
    return mean_values(rows, len(legal)), len(rows)


def mean_values(rows: Sequence[Sequence[float]], width: int) -> list[float]:
    """Each column's mean over the sampled rows that value it (zeros without rows): a
    column left out of later samples (``settled``'s race, NaN there) keeps the mean of
    the rows it was valued on."""
    if not rows:
        return [0.0] * width
    out = []
    for i in range(width):
        column = [r[i] for r in rows if not math.isnan(r[i])]
        out.append(sum(column) / len(column) if column else 0.0)
    return out


def loss_noise(rows: Sequence[Sequence[float]], best: int, played: int) -> float:
    """The part of a measured loss the samples cannot tell from none: the mean loss of
    ``played`` against ``best``, both valued on the same sampled deals, is compared with
    what a search of the same size chose from (the hint's, or the player's judgement):
    two estimates, hence the standard error of their difference, sqrt(2) times the
    review's own, at Student's 97.5% quantile for the samples' count."""
    n = len(rows)
    if n < 2 or best == played:
        return 0.0
    diffs = [r[best] - r[played] for r in rows]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return _student(n - 1) * math.sqrt(2 * var / n)


def _student(df: int) -> float:
    """Student's t quantile at ``NOISE_Z``'s level for ``df`` degrees of freedom (the
    Cornish-Fisher expansion: within 0.12 of the tables from 3 degrees up, 0.03 from 5)."""
    z = NOISE_Z
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def sampled_values(
    knowledge: Knowledge,
    observation: Observation,
    legal: Sequence[Action],
    seat: int,
    samples: int,
    rng: random.Random,
    node_limit: int = 20_000,
) -> list[list[float]]:
    """``expected_values`` per sampled deal: one row of every action's value per deal
    (all actions valued on the same deal, so their differences are fair)."""
    return Sampler(knowledge, observation, legal, seat, rng, node_limit).draw(samples)


class Sampler:
    """One decision's sampled deals, drawn as they are asked for: each a deal consistent
    with the observation, every legal action valued on it (solved exactly where the
    expert would, else rolled out with the same random numbers for every action). Drawing
    on later (``settled``) continues the same seeded source, so more samples are more of
    the same, paired across the actions like the first."""

    def __init__(
        self,
        knowledge: Knowledge,
        observation: Observation,
        legal: Sequence[Action],
        seat: int,
        rng: random.Random,
        node_limit: int = 20_000,
    ) -> None:
        self.knowledge = knowledge
        self.observation = observation
        self.legal = list(legal)
        self.seat = seat
        self.rng = rng
        self.node_limit = node_limit
        self.exact = True

    def draw(
        self, samples: int, columns: Sequence[int] | None = None, playouts: int = PLAYOUTS
    ) -> list[list[float]]:
        """``samples`` more rows (fewer only where no consistent deal was found); with
        ``columns``, only those actions are valued, the others are NaN in each row;
        ``playouts``: rollouts per action on a sample the search cannot finish."""
        knowledge, seat, rng = self.knowledge, self.seat, self.rng
        keep = range(len(self.legal)) if columns is None else sorted(columns)
        legal = [self.legal[k] for k in keep]
        rows: list[list[float]] = []
        for _ in range(samples):
            state = knowledge.determinize(self.observation, rng)
            if state is None:
                continue
            values = None
            if self.exact and knowledge.solvable(state):
                try:
                    values = exact_values(knowledge, state, legal, seat, self.node_limit)
                except OutOfBudget:
                    # the samples of one decision are alike in size, as the expert reasons
                    self.exact = False
            if values is None:
                values = rollout_values(knowledge, state, legal, seat, rng, playouts, common=True)
            if columns is None:
                rows.append(list(values))
            else:
                row = [math.nan] * len(self.legal)
                for k, v in zip(keep, values):
                    row[k] = v
                rows.append(row)
        return rows


def clear(
    thresholds: Thresholds, verdict: str, loss: float, noise: float, confirm: bool = False
) -> bool:
    """Whether a verdict stands without more samples: not when it is uncertain (a loss
    above the inaccuracy threshold within its noise), nor when a play called good or an
    inaccuracy could, within its noise, be a mistake (a mistake the samples understate
    would pass unnamed); with ``confirm`` (the game's ``TrickCoaching.confirm``), nor
    when a play called a mistake or a blunder could, within its noise, be less than
    halfway from the inaccuracy to the mistake threshold (a good play the samples
    overstate would be named: on 96 samples, 0.68 +- 0.41 cleared the inaccuracy
    threshold of 0.20 where the play's loss is 0.17). A best play (no loss on these
    samples: a hint followed) is always clear."""
    if verdict == "uncertain":
        return False
    if verdict in ("good", "inaccuracy"):
        return loss + noise < thresholds.mistake
    if confirm and verdict in ("mistake", "blunder"):
        return loss - noise >= (thresholds.inaccuracy + thresholds.mistake) / 2
    return True


@dataclass(frozen=True)
class Settled:
    """A decision's verdict from its sampled rows (``settled``): every action's mean
    value, the option the played one is measured against (``top``), the loss, its noise,
    the verdict and the rows it rests on."""

    rows: list[list[float]]
    expected: list[float]
    top: int
    loss: float
    noise: float
    verdict: str


def settled(
    thresholds: Thresholds,
    rows: list[list[float]],
    played: int,
    most: int,
    more: Callable[..., list[list[float]]],
    top: int | None = None,
    confirm: bool = False,
    near: int = 0,
    race: bool = False,
) -> Settled:
    """The verdict of the option ``played`` (a column of ``rows``) against the best column
    (or ``top``), sampling on while it is not clear (``clear``). Each step asks ``more``
    for as many rows again as there are (the same kind of sample, every option valued on
    each), so the noise shrinks by about sqrt(2) a step, until the verdict is clear or
    ``most`` rows are reached: then a loss above the inaccuracy threshold still within
    the noise stays uncertain, and any other keeps the verdict its size gives.
    ``confirm``: a mistake or blunder must also stand clear of good (``clear``), and a
    play that comes out best only after sampling on must stand clear of a mistake
    against the next best option (``_best_is_clear``). ``near``: a larger cap (more than
    ``most``) for a verdict still unclear at ``most`` whose loss is at least the
    inaccuracy threshold (uncertain, or an inaccuracy that could be a mistake within its
    noise): at the mistake threshold a verdict is worth the most samples.
    ``race``: each step values only the options still in the race (asked of ``more``
    as its second argument), the played one and every option not yet worse than the best
    beyond the noise of their difference (``_in_race``): an option out of it can no
    longer be the best the played one is measured against, and the samples drawn on
    cost what the few options that matter cost, not the whole hand."""
    width = len(rows[0])
    first = len(rows)
    alive = list(range(width))
    if not SAMPLE_ON:
        most = near = len(rows)
    while True:
        expected = mean_values(rows, width)
        t = max(alive, key=expected.__getitem__) if top is None else top
        loss = max(0.0, expected[t] - expected[played])
        noise = loss_noise(rows, t, played)
        verdict = thresholds.verdict(loss, noise)
        sure = clear(thresholds, verdict, loss, noise, confirm)
        if sure and confirm and verdict == "best" and len(rows) > first and top is None:
            sure = _best_is_clear(thresholds, rows, expected, played, alive)
        cap = near if near > most and _near_a_mistake(verdict, confirm) else most
        if sure or len(rows) >= cap:
            if not sure and confirm:
                verdict = _at_the_cap(thresholds, verdict, loss, noise)
            return Settled(rows, expected, t, loss, noise, verdict)
        if race and top is None:
            alive = _in_race(rows, expected, alive, t, played)
        n = min(len(rows), cap - len(rows))
        extra = more(n, alive) if race else more(n)
        if not extra:
            return Settled(rows, expected, t, loss, noise, verdict)
        rows = rows + extra


def _near_a_mistake(verdict: str, confirm: bool) -> bool:
    """Whether a verdict still unclear at ``settled``'s cap samples on to ``near``: one
    that could be a mistake within its noise (uncertain, an inaccuracy), and where the
    game confirms its mistakes, a mistake not yet clear of good."""
    return verdict in ("uncertain", "inaccuracy") or (confirm and verdict in ("mistake", "blunder"))


def _at_the_cap(thresholds: Thresholds, verdict: str, loss: float, noise: float) -> str:
    """A verdict still unclear when the samples end, where the game confirms its
    mistakes: an inaccuracy that could be a mistake within its noise, and costs more
    than a good play's most beyond it, is named a mistake (which of the two it is, the
    samples cannot tell: a mistake let pass is the costlier error, as the player never
    meets it again, and a play clear of good is no false flag); any other keeps the
    verdict its size gives."""
    if (
        verdict == "inaccuracy"
        and loss + noise >= thresholds.mistake
        and loss - noise >= thresholds.inaccuracy
    ):
        return "mistake"
    return verdict


def _in_race(
    rows: list[list[float]], expected: list[float], alive: list[int], top: int, played: int
) -> list[int]:
    """The options of ``alive`` still in the race for the best (``settled``'s ``race``):
    the played one, the best so far, and each other whose shortfall from the best is
    within the noise of their difference on the rows both were valued on."""
    return [
        k
        for k in alive
        if k in (top, played) or expected[top] - expected[k] <= loss_noise(rows, top, k)
    ]


def _best_is_clear(
    thresholds: Thresholds,
    rows: list[list[float]],
    expected: list[float],
    played: int,
    alive: Sequence[int],
) -> bool:
    """Whether a play on top of the samples drawn on is best beyond their noise: its
    lead is none of a mistake's size against the next best option within the noise.
    A play unclear on its first samples that comes out on top on more of them may be
    there by their luck (its noise against itself is nothing), and "best" would end
    the sampling; a play best on its first samples (a hint followed) is left as it is."""
    others = [k for k in alive if k != played]
    if not others:
        return True
    runner = max(others, key=expected.__getitem__)
    gap = max(0.0, expected[runner] - expected[played])
    return gap + loss_noise(rows, runner, played) < thresholds.mistake


def true_values(
    knowledge: Knowledge,
    state: State,
    legal: Sequence[Action],
    seat: int,
    rng: random.Random,
    node_limit: int,
    try_solver: bool = True,
) -> tuple[list[float], bool]:
    """Each action's value on the true deal (every card known, the stock's order
    included) and whether it was solved exactly: by the game's exact search within
    ``node_limit`` nodes, else estimated by open-hands rollouts (``False``)."""
    true = state.clone(quiet=True)
    knowledge = on_the_true_deal(knowledge)
    if try_solver:
        try:
            return exact_values(knowledge, true, legal, seat, node_limit), True
        except OutOfBudget:
            pass
    return rollout_values(knowledge, true, legal, seat, rng, EXACT_PLAYOUTS, common=True), False


class TrickCoaching(Coaching):
    """The coach of a trick game: every decision valued on sampled deals and on the true
    deal (``trick_decision``), a hint chosen by the same valuation (``coach_choice``).
    A trick game's bot module subclasses it with its numbers and its words."""

    # nodes of exact search on the true deal, and on each sampled deal, before rollouts
    exact_nodes: int
    sample_nodes: int
    # how many times its samples the coach draws at most to settle a verdict
    # (``review.settled``); why this many: docs/coach.md
    resample: int = 8
    # whether a mistake or a blunder must stand clear of good, within its noise, before
    # it is named (``review.clear``): where the first samples are few (docs/coach.md)
    confirm: bool = False
    # how many times its samples at most for a verdict still unclear at ``resample``
    # whose loss could be a mistake's (``review.settled``'s ``near``); 0: no more
    resample_near: int = 0
    # whether the samples drawn on value only the options still in the race for the
    # best (``review.settled``'s ``race``): where a hand has many options and the
    # verdicts at the threshold need many samples (docs/coach.md)
    race: bool = False
    # rollouts per action on each sample drawn on (the first samples, which the hints
    # share, have ``PLAYOUTS``): where a sample's rollouts cost more than their noise
    # (Solo Brus: one rollout instead of two halves the cost and adds a tenth to a
    # sample's variance; docs/coach.md)
    playouts_on: int = PLAYOUTS

    def __init__(self, game: Game) -> None:
        self.game = game

    def exact_worth_trying(self, state: State) -> bool:
        """Whether an exact search of the true deal is worth trying (within
        ``exact_nodes``), or the open-hands rollouts should value it at once."""
        return True

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
        return trick_decision(self, replay, seat, action, deal, index, samples, rng, prior_rng)

    def hint_clause(self, obs: Observation, action: Action, legal: list[Action]) -> str:
        """What ``action`` does at the table, in the game's words: the first half of a
        hint's sentence, and the coach's reason."""
        raise NotImplementedError


def trick_coaching(game: Game) -> TrickCoaching:
    """A trick game's coaching; ValueError for a game whose coach values no trick plays."""
    coaching = coaching_for(game)
    if not isinstance(coaching, TrickCoaching):
        raise ValueError(f"{game.name} has no trick plays for the coach to value")
    return coaching


def trick_decision(
    coaching: TrickCoaching,
    replay: State,
    seat: int,
    played: Action,
    deal: int,
    index: int,
    samples: int,
    rng: random.Random,
    prior_rng: random.Random,
) -> DecisionReview | None:
    """The review of a trick game's decision (``Coaching.review_decision``): the play's
    expected value on deals sampled from what the seat saw, its exact value on the true
    deal, the verdict from the game's thresholds and the reason in its words."""
    legal = replay.legal_actions()
    # a cut is luck, not judgement: the pack is face down and every cut alike to the seat
    if len(legal) < 2 or isinstance(legal[0], Cut):
        return None
    game = replay.game
    knowledge = knowledge_for(game)
    thresholds = coaching.thresholds
    obs = replay.observation(seat)
    sampler = Sampler(knowledge, obs, legal, seat, rng, coaching.sample_nodes)
    rows = sampler.draw(samples)
    if not rows:
        return None
    first = len(rows)
    hint_rng = random.Random()
    hint_rng.setstate(prior_rng.getstate())  # the judgement among equals a hint makes
    small = coaching.exact_worth_trying(replay)
    exact, solved = true_values(
        knowledge, replay, legal, seat, rng, coaching.exact_nodes, try_solver=small
    )
    i = legal.index(played)

    def more(n: int, columns: Sequence[int] | None = None) -> list[list[float]]:
        return sampler.draw(n, columns, coaching.playouts_on)

    # sampling on, where it must, after the true deal's values: a decision settled
    # at once is valued exactly as before
    found = settled(
        thresholds,
        rows,
        i,
        samples * coaching.resample,
        more,
        confirm=coaching.confirm,
        near=samples * coaching.resample_near,
        race=coaching.race,
    )
    rows, expected, verdict = found.rows, found.expected, found.verdict
    loss_e, noise = found.loss, found.noise
    loss_x = max(0.0, max(exact) - exact[i])
    # a play as good as the best one is the best one: the expert's preference among
    # equals (the lowest card) is no fault of the player's
    best_i = (
        i
        if verdict == "best"
        else best_index(knowledge, obs, legal, expected, thresholds.tie, prior_rng)
    )
    options = tuple(OptionValue(str(a), e, x, solved) for a, e, x in zip(legal, expected, exact))
    reason = _trick_reason(
        coaching,
        obs,
        legal,
        played,
        legal[best_i],
        verdict,
        loss_e,
        loss_x,
        solved,
        len(rows),
        noise,
    )
    if len(rows) > first:
        # the hint is the best on the first samples (``coach_choice``): where sampling on
        # found another, the page says why the hint's play now reads below the best
        hint_i = best_index(
            knowledge, obs, legal, mean_values(rows[:first], len(legal)), thresholds.tie, hint_rng
        )
        # a hint's play still among the equals of the best on all samples is no
        # contradiction: the table reads it as high as the best
        if hint_i not in (best_i, i) and expected[hint_i] < max(expected) - thresholds.tie:
            reason = QT_TRANSLATE_NOOP(
                "Coach",
                "{reason} (A hint here names {hint}: the best on the first {m} sampled "
                "deals, not on all {n}.)",
            ).format(reason=reason, hint=alternative(legal[hint_i]), m=first, n=len(rows))
    return DecisionReview(
        deal,
        index,
        seat,
        str(played),
        options,
        str(legal[best_i]),
        verdict,
        loss_e,
        loss_x,
        reason,
        noise=noise,
        samples=len(rows),
    )


def best_index(
    knowledge: Knowledge,
    obs: Observation,
    legal: list[Action],
    values: list[float],
    tie: float,
    rng: random.Random,
) -> int:
    """The best action by value; among those within ``tie`` of it, the one the expert's
    own judgement prefers (Bräus: the lowest card; Brus: the standard player's value)."""
    top = max(values)
    near = [k for k, v in enumerate(values) if v >= top - tie]
    if len(near) > 1:
        p = knowledge.prior(obs, legal, random.Random(rng.getrandbits(32)))
        if p is not None:
            return max(near, key=lambda k: (p[k], values[k]))
    return max(near, key=values.__getitem__)


def _trick_reason(
    coaching: TrickCoaching,
    obs: Observation,
    legal: list[Action],
    played: Action,
    best: Action,
    verdict: str,
    loss_e: float,
    loss_x: float,
    solved: bool,
    samples: int,
    noise: float = 0.0,
) -> Phrase:
    """One line for the player: what the best play does at the table (the hints'
    wording, from what the seat could see), and for a weaker play what it cost."""
    clause = coaching.hint_clause(obs, best, legal)
    if verdict == "best":
        return QT_TRANSLATE_NOOP("Coach", "Best play. {clause}.").format(clause=clause)
    mine = alternative(played)
    if verdict == "uncertain":
        return QT_TRANSLATE_NOOP(
            "Coach",
            "Uncertain: {played} averages {loss:.2f} \u00b1 {noise:.2f} points less than "
            "the best play; even {n} sampled deals cannot tell whether it costs anything. "
            "Best: {clause}.",
        ).format(played=mine, loss=loss_e, noise=noise, n=samples, clause=clause)
    if verdict == "good":
        return QT_TRANSLATE_NOOP(
            "Coach",
            "Good: {played} does nearly as well ({loss:.2f} points less on "
            "average). Best: {clause}.",
        ).format(played=mine, loss=loss_e, clause=clause)
    if loss_x < 0.005:
        known = QT_TRANSLATE_NOOP("Coach", "With every card known it does as well, this time.")
    elif solved:
        known = QT_TRANSLATE_NOOP(
            "Coach", "With every card known it loses {loss:.2f} points."
        ).format(loss=loss_x)
    else:
        known = QT_TRANSLATE_NOOP(
            "Coach", "With every card known it loses about {loss:.2f} points."
        ).format(loss=loss_x)
    if verdict == "mistake" and loss_e < coaching.thresholds.mistake:
        # named at the cap, within its noise of a mistake (``_at_the_cap``)
        return QT_TRANSLATE_NOOP(
            "Coach",
            "{verdict}: {played} averages {loss:.2f} \u00b1 {noise:.2f} points less than the "
            "best play; even {n} sampled deals cannot rule out a mistake's cost. "
            "Best: {clause}. {known}",
        ).format(
            verdict=VERDICT_NAMES[verdict],
            played=mine,
            loss=loss_e,
            noise=noise,
            n=samples,
            clause=clause,
            known=known,
        )
    return QT_TRANSLATE_NOOP(
        "Coach",
        "{verdict}: {played} averages {loss:.2f} points less than the best play. "
        "Best: {clause}. {known}",
    ).format(verdict=VERDICT_NAMES[verdict], played=mine, loss=loss_e, clause=clause, known=known)
