"""The coach: after a deal, how good was each decision one seat made, and why.

``review(record, seat)`` goes through a game record deal by deal and values every
decision the seat made with more than one legal action, in two ways:

- **expected**: each legal action's value with what the seat knew then. The hidden cards
  are sampled consistently with the seat's observation at that moment, exactly as the
  expert samples them (its game knowledge's ``determinize``), and every sample is solved
  exactly where the expert would solve it (``search.exact_values``), else played out by
  the expert's own rollout policy. Fixed samples and a seed make a review reproducible.
- **exact**: each legal action's value with every card known: the record's true deal,
  the stock's order included. Solved exactly where the solver finishes (every Bräus
  position; a Brus hand once the stock is empty, or wherever it finishes within its
  node limit), otherwise estimated by open-hands rollouts and marked ``exact_solved:
  false``.

Values are points for the seat's side for the deal, own minus the best other side's
(``state.returns()``); points a side scored before the decision count the same for
every option, so the losses are the rest of the deal's. The verdict of a decision comes
from its expected loss (what the seat could have known), with thresholds per game (its
``Coaching.thresholds``, in the game's bot module); a deal's accuracy (0-100) from the
expected losses, the Lichess way (``move_accuracy``, ``deal_accuracy``). docs/coach.md
explains both to a player.

How one decision is valued is the game's (``Coaching.review_decision``, bots/knowledge.py):
a trick game's as above (``trick_review.TrickCoaching``, with the game's node limits), Brag's
arrangement against sampled opponents (``brag_bots.BragCoaching``; ``TrickChange`` says
which trick to change and how often that place is won).

The results are typed values (``OptionValue``, ``TrickChange``, ``DecisionReview``,
``DealReview``, in bots/verdicts.py) with ``to_json()``/``from_json()``; a deal's whole
coaching (this review, its par, its key moments) is put together in bots/coaching.py,
which is what the CLI prints and a record keeps. Pure Python; it uses only the public
rules API and each game's ``Knowledge`` and ``Coaching``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator, Mapping, Sequence
from typing import Any

from ..rules.core import Action, Cut, Game, Observation, State
from ..rules.match import Match
from ..rules.played import PlayedDeal
from . import coaching_for, knowledge_for
from .knowledge import Thresholds as Thresholds

# The trick games' valuation of a decision (bots/trick_review.py), part of the review's API
from .trick_review import (
    EXACT_PLAYOUTS as EXACT_PLAYOUTS,
)
from .trick_review import (
    NOISE_Z as NOISE_Z,
)
from .trick_review import (
    PLAYOUTS as PLAYOUTS,
)
from .trick_review import (
    Sampler as Sampler,
)
from .trick_review import (
    Settled as Settled,
)
from .trick_review import (
    TrickCoaching as TrickCoaching,
)
from .trick_review import (
    best_index,
)
from .trick_review import (
    clear as clear,
)
from .trick_review import (
    expected_values as expected_values,
)
from .trick_review import (
    loss_noise as loss_noise,
)
from .trick_review import (
    mean_values as mean_values,
)
from .trick_review import (
    sampled_values as sampled_values,
)
from .trick_review import (
    settled as settled,
)
from .trick_review import (
    trick_coaching as trick_coaching,
)
from .trick_review import (
    trick_decision as trick_decision,
)
from .trick_review import (
    true_values as true_values,
)

# The values the review makes live below the games' coaching (bots/verdicts.py); they are
# part of the review's API
from .verdicts import (
    MAX_VALUE as MAX_VALUE,
)
from .verdicts import (
    REVIEW_VERSION as REVIEW_VERSION,
)
from .verdicts import (
    VERDICT_NAMES as VERDICT_NAMES,
)
from .verdicts import (
    VERDICTS as VERDICTS,
)
from .verdicts import (
    DealPar as DealPar,
)
from .verdicts import (
    DealReview as DealReview,
)
from .verdicts import (
    DecisionReview as DecisionReview,
)
from .verdicts import (
    OptionValue as OptionValue,
)
from .verdicts import (
    TrickChange as TrickChange,
)
from .verdicts import (
    phrase_from_json as phrase_from_json,
)
from .verdicts import (
    phrase_to_json as phrase_to_json,
)

# The coach's seed: a review is the same every time it is made, and a hint followed is
# reviewed as the best play (docs/coach.md).
SEED = 0

# Each game's thresholds, samples per decision and node limits are its ``Coaching``'s
# (bots/<game>_bots.py); why those numbers: docs/coach.md.
MAX_SAMPLES = 2000
# --------------------------------------------------------------------------- accuracy


def move_accuracy(loss: float, scale: float) -> float:
    """One decision's accuracy, 0-100, from its expected loss in points: the loss as a
    drop of the 'winning chances' 50 + 50 x value / scale (in percent), put through
    Lichess's curve 103.1668 exp(-0.04354 drop) - 3.1669."""
    drop = 50.0 * loss / scale
    if drop <= 0:
        return 100.0  # the curve gives 99.9999 at no loss
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * drop) - 3.1669))


def deal_accuracy(accuracies: Sequence[float]) -> float | None:
    """A deal's accuracy: the mean of the arithmetic and the harmonic mean of its
    decisions' accuracies (as Lichess does: one blunder pulls it down more than several
    small slips). None without decisions."""
    if not accuracies:
        return None
    mean = sum(accuracies) / len(accuracies)
    harmonic = len(accuracies) / sum(1.0 / max(a, 1.0) for a in accuracies)
    return (mean + harmonic) / 2


# --------------------------------------------------------------------------- the review


def review(
    record: Match | dict[str, Any] | str | bytes | bytearray,
    seat: int = 0,
    deal: int | None = None,
    samples: int | None = None,
    seed: int = 0,
) -> list[DealReview]:
    """The review of ``seat``'s decisions in a record: one DealReview per deal (or only
    deal number ``deal``, counted from 1).

    ``record`` is a Match (as ``records.load`` gives it), record data (a dict) or record
    text. ``samples`` per decision (default ``DEFAULT_SAMPLES`` of the game) and ``seed``
    make it reproducible: the same record, seat, samples and seed, the same review.
    ValueError (a sentence) for a seat or deal the record does not have."""
    match = _match_of(record)
    game = match.game
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.n_players:
        raise ValueError(f"seat must be a seat from 0 to {game.n_players - 1}, not {seat!r}")
    n = len(match.deals)
    if deal is not None and (
        isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= n
    ):
        raise ValueError(f"deal must be a deal of the record, from 1 to {n}, not {deal!r}")
    wanted = range(1, n + 1) if deal is None else (deal,)
    return [
        review_deal(match.deals[k - 1], seat, deal=k, samples=samples, seed=seed) for k in wanted
    ]


def _match_of(record: object) -> Match:
    from ..rules import records

    if isinstance(record, Match):
        return record
    if isinstance(record, dict):
        return records.record_to_match(record)
    if isinstance(record, (str, bytes, bytearray)):
        return records.loads(bytes(record) if isinstance(record, bytearray) else record)
    raise ValueError("review needs a match, record data or record text")


def review_deal(
    state: State | PlayedDeal,
    seat: int,
    deal: int = 1,
    samples: int | None = None,
    seed: int = 0,
) -> DealReview:
    """The review of one deal (finished or in progress: the decisions made so far) for
    ``seat``; ``deal`` is only the number the results carry."""
    steps = review_steps(state, seat, deal, samples, seed)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            found: DealReview = done.value
            return found


# A decision valued with no choice to make (``review_decision`` said None), as a
# ``valued`` mapping keeps it.
NO_CHOICE = object()


def review_steps(
    deal: State | PlayedDeal,
    seat: int,
    number: int = 1,
    samples: int | None = None,
    seed: int = 0,
    valued: Mapping[str, object] | None = None,
) -> Generator[int, None, DealReview]:
    """``review_deal`` one decision at a time: it yields the action index of each
    decision once valued and returns the DealReview. A caller that shares its thread
    (the window's bot worker) runs one step, lets a waiting computer player think, and
    then runs the next; the result is the same as ``review_deal``'s. Decisions valued
    already as they were made (``valued``: by the key of the deal up to and including
    each, a DecisionReview or ``NO_CHOICE``) are taken as they are: each is the same
    alone as with its deal (``review_decision``)."""
    played = deal if isinstance(deal, PlayedDeal) else PlayedDeal.of(deal)
    samples = checked_samples(played.game, samples)
    replay = played.replay(0)
    decisions: list[DecisionReview] = []
    actions = played.actions
    for index, (who, action) in enumerate(actions):
        if who == seat:
            found = valued.get(played.upto(index + 1).key) if valued else None
            if found is None:
                found = review_decision(
                    replay, seat, action, actions[index + 1 :], number, index, samples, seed
                )
                if found is not None:
                    yield index
            if isinstance(found, DecisionReview):
                decisions.append(found)
        replay.apply(action)
    return deal_review(played.game, seat, number, decisions, samples, seed)


def checked_samples(game: Game, samples: int | None) -> int:
    """The samples per decision: the game's default for None (its ``Coaching.samples``);
    ValueError (a sentence) for anything but a whole number from 1 to ``MAX_SAMPLES``."""
    if samples is None:
        return coaching_for(game).samples
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise ValueError(f"samples must be a whole number from 1 to {MAX_SAMPLES}, not {samples!r}")
    return samples


def values_later(game: Game, action: Action) -> bool:
    """A decision whose exact value needs the actions after it: a Brag arrangement (it is
    valued against the arrangements the others lay after it). Every other decision can
    be valued as soon as it is made (the game's ``Coaching.values_later``)."""
    return coaching_for(game).values_later(action)


def review_decision(
    replay: State,
    seat: int,
    action: Action,
    later: Sequence[tuple[int, Action]],
    deal: int,
    index: int,
    samples: int,
    seed: int,
) -> DecisionReview | None:
    """One decision of ``seat``: ``replay`` is the deal just before ``action`` (left as it
    is), ``later`` the (seat, action) pairs after it (used only where ``values_later``),
    ``index`` the action's index in the deal. None when the seat had no choice to make.
    Each decision draws from its own seeded source, so it is the same whether it is
    valued alone (as it is made) or with the whole deal."""
    rng = _decision_rng(seed, deal, index)
    return coaching_for(replay.game).review_decision(
        replay, seat, action, later, deal, index, samples, rng, _prior_rng(seed, deal, index)
    )


def _decision_rng(seed: int, deal: int, index: int) -> random.Random:
    """The seeded source of one decision's sampled deals (``coach_choice`` draws the same)."""
    return random.Random(f"review {seed} {deal} {index}")


def _prior_rng(seed: int, deal: int, index: int) -> random.Random:
    """The source of the expert's judgement among equals at one decision: apart from the
    samples' source, so the coach's best is the same whether the true deal is known or not."""
    return random.Random(f"review prior {seed} {deal} {index}")


def coach_choice(
    game: Game,
    observation: Observation,
    legal: Sequence[Action],
    deal: int = 1,
    index: int = 0,
    samples: int | None = None,
    seed: int = 0,
) -> tuple[Action, list[float], int] | None:
    """The coach's best action at a trick game's decision, from what the seat sees:
    valued exactly as ``review_decision`` values it (the same sampled deals for the same
    ``seed``, ``deal`` and ``index``, the same choice among equals), with each action's
    expected value and the samples drawn. The hint suggests it: followed, the review
    finds it best. None where the coach values nothing (a cut, one legal action, no
    consistent deal)."""
    legal = list(legal)
    if len(legal) < 2 or isinstance(legal[0], Cut):
        return None
    samples = checked_samples(game, samples)
    coaching = trick_coaching(game)
    knowledge = knowledge_for(game)
    rng = _decision_rng(seed, deal, index)
    rows = sampled_values(
        knowledge, observation, legal, observation.seat, samples, rng, coaching.sample_nodes
    )
    if not rows:
        return None
    expected = mean_values(rows, len(legal))
    tie = coaching.thresholds.tie
    best = best_index(knowledge, observation, legal, expected, tie, _prior_rng(seed, deal, index))
    return legal[best], expected, len(rows)


def deal_review(
    game: Game, seat: int, deal: int, decisions: Sequence[DecisionReview], samples: int, seed: int
) -> DealReview:
    """The review of a deal from its decisions' reviews, in order: counts and accuracy."""
    thresholds = coaching_for(game).thresholds
    counts = {v: 0 for v in VERDICTS}
    for d in decisions:
        counts[d.verdict] += 1
    accuracy = deal_accuracy([move_accuracy(d.loss_expected, thresholds.scale) for d in decisions])
    return DealReview(
        deal,
        seat,
        game.id,
        tuple(decisions),
        accuracy,
        counts["mistake"] + counts["blunder"],
        samples,
        seed,
        counts=counts,
    )
