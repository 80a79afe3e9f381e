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
a trick game's as above (``TrickCoaching``, with the game's node limits), Brag's
arrangement against sampled opponents (``brag_bots.BragCoaching``; ``TrickChange`` says
which trick to change and how often that place is won).

The results are typed values (``OptionValue``, ``TrickChange``, ``DecisionReview``,
``DealReview``) with ``to_json()``/``from_json()``: the CLI prints them and a record
may keep them as a deal's optional ``"review"`` (docs/records.md). Pure Python; it uses
only the public rules API and each game's ``Knowledge`` and ``Coaching``.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Sequence

from ..rules.core import Action, Cut, Game, Observation, State
from ..rules.match import Match
from ..rules.phrase import Phrase, QT_TRANSLATE_NOOP, joined
from . import coaching_for, knowledge_for
from .knowledge import Knowledge

# (kept with the bots' interface, so the bots load without the coach; part of review's API)
from .knowledge import Thresholds as Thresholds, TrickCoaching as TrickCoaching
from .par import DealPar
from .search import OutOfBudget, exact_values, on_the_true_deal, rollout_values

REVIEW_VERSION = 1

VERDICTS = ("best", "good", "uncertain", "inaccuracy", "mistake", "blunder")

# What a player reads for each verdict.
VERDICT_NAMES = {
    "best": QT_TRANSLATE_NOOP("Coach", "Best"),
    "good": QT_TRANSLATE_NOOP("Coach", "Good"),
    "uncertain": QT_TRANSLATE_NOOP("Coach", "Uncertain"),
    "inaccuracy": QT_TRANSLATE_NOOP("Coach", "Inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Coach", "Mistake"),
    "blunder": QT_TRANSLATE_NOOP("Coach", "Blunder"),
}


# Each game's thresholds, samples per decision and node limits are its ``Coaching``'s
# (bots/<game>_bots.py); why those numbers: docs/coach.md.
MAX_SAMPLES = 2000
# The normal quantile for the sampling noise of a measured loss (``loss_noise``): a play
# no worse than the best is called worse than good about once in forty decisions.
NOISE_Z = 1.96

# Whether the coach samples on to settle a verdict (``settled``); benchmarks switch it
# off to measure the coach as it was before (benchmarks/coach_audit.py).
SAMPLE_ON = True

PLAYOUTS = 2  # rollouts per action in a sample the search cannot finish
EXACT_PLAYOUTS = 12  # rollouts per action on the true deal when it cannot be solved
# The largest value, loss or rate a review holds (points per deal are a few dozen): a
# number read back beyond it is not one this app wrote.
MAX_VALUE = 1e6


# --------------------------------------------------------------------------- the values


def _num(x: float | None) -> float | None:
    return None if x is None else round(float(x), 4)


@dataclass(frozen=True)
class OptionValue:
    """One legal action at a decision: its expected and exact value for the seat's side."""

    action: str
    expected: float
    exact: float | None
    exact_solved: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "expected": _num(self.expected),
            "exact": _num(self.exact),
            "exact_solved": self.exact_solved,
        }

    @classmethod
    def from_json(cls, data: Any) -> "OptionValue":
        d = _object(data, "an option")
        return cls(
            _text(d.get("action"), "an option's action"),
            _float(d.get("expected"), "an option's expected value"),
            _maybe_float(d.get("exact"), "an option's exact value"),
            _bool(d.get("exact_solved"), "an option's exact_solved"),
        )


@dataclass(frozen=True)
class TrickChange:
    """Brag: one place of the arrangement where the played trick and the suggested one
    differ; how often each takes that place against sampled opponents (0-1), and whether
    each took it against the opponents' actual tricks (None if they are not all known)."""

    position: int
    played: str
    suggested: str
    played_name: str
    suggested_name: str
    played_rate: float
    suggested_rate: float
    played_won: bool | None
    suggested_won: bool | None

    def to_json(self) -> dict[str, Any]:
        return {
            "position": self.position,
            "played": self.played,
            "suggested": self.suggested,
            "played_name": self.played_name,
            "suggested_name": self.suggested_name,
            "played_rate": _num(self.played_rate),
            "suggested_rate": _num(self.suggested_rate),
            "played_won": self.played_won,
            "suggested_won": self.suggested_won,
        }

    @classmethod
    def from_json(cls, data: Any) -> "TrickChange":
        d = _object(data, "a trick change")
        return cls(
            _int(d.get("position"), "a trick's position"),
            _text(d.get("played"), "a trick"),
            _text(d.get("suggested"), "a trick"),
            _text(d.get("played_name"), "a trick's name"),
            _text(d.get("suggested_name"), "a trick's name"),
            _float(d.get("played_rate"), "a trick's rate"),
            _float(d.get("suggested_rate"), "a trick's rate"),
            _maybe_bool(d.get("played_won"), "a trick's outcome"),
            _maybe_bool(d.get("suggested_won"), "a trick's outcome"),
        )


@dataclass(frozen=True)
class DecisionReview:
    """One decision of the reviewed seat: every option valued, the verdict, the losses
    of the action played and a one-line reason for the player.

    ``deal`` counts from 1; ``index`` is the action's index in that deal's action list
    (``state.history``, a record's ``actions``). ``best`` is the best option by expected
    value (among equals, the one the expert prefers). ``reason`` is a Phrase while fresh
    (the window translates it), plain English once read back from JSON unless the JSON
    kept its template (``reason_phrase``). ``noise`` is the part of ``loss_expected`` the
    samples cannot tell from none (``loss_noise``; 0 where nothing was lost) and
    ``samples`` how many sampled deals valued the decision: more than the review's own
    where the coach sampled on to settle an uncertain verdict (``settled``). A review
    written before they were kept reads them as 0 and None."""

    deal: int
    index: int
    seat: int
    played: str
    options: tuple[OptionValue, ...]
    best: str
    verdict: str
    loss_expected: float
    loss_exact: float | None
    reason: str
    changes: tuple[TrickChange, ...] = ()
    noise: float = 0.0
    samples: int | None = None

    @property
    def played_option(self) -> OptionValue:
        return next(o for o in self.options if o.action == self.played)

    def to_json(self) -> dict[str, Any]:
        out = {
            "deal": self.deal,
            "index": self.index,
            "seat": self.seat,
            "played": self.played,
            "options": [o.to_json() for o in self.options],
            "best": self.best,
            "verdict": self.verdict,
            "loss_expected": _num(self.loss_expected),
            "loss_exact": _num(self.loss_exact),
            "reason": str(self.reason),
        }
        if isinstance(self.reason, Phrase):
            out["reason_phrase"] = phrase_to_json(self.reason)
        if self.changes:
            out["changes"] = [c.to_json() for c in self.changes]
        if self.samples is not None:
            out["loss_noise"] = _num(self.noise)
            out["samples"] = self.samples
        return out

    @classmethod
    def from_json(cls, data: Any) -> "DecisionReview":
        d = _object(data, "a decision")
        options = _list(d.get("options"), "a decision's options", 400)
        verdict = d.get("verdict")
        if verdict not in VERDICTS:
            raise ValueError("a decision's verdict is not one of " + ", ".join(VERDICTS))
        reason: str = _text(d.get("reason"), "a decision's reason", 2000)
        if d.get("reason_phrase") is not None:
            phrase = phrase_from_json(d["reason_phrase"])
            if str(phrase) == reason:
                reason = phrase
        review = cls(
            _int(d.get("deal"), "a decision's deal"),
            _int(d.get("index"), "a decision's index"),
            _int(d.get("seat"), "a decision's seat"),
            _text(d.get("played"), "a decision's played action"),
            tuple(OptionValue.from_json(o) for o in options),
            _text(d.get("best"), "a decision's best action"),
            verdict,
            _float(d.get("loss_expected"), "a decision's expected loss"),
            _maybe_float(d.get("loss_exact"), "a decision's exact loss"),
            reason,
            tuple(
                TrickChange.from_json(c)
                for c in _list(d.get("changes", []), "a decision's changes", 30)
            ),
            _float(d.get("loss_noise", 0.0), "a decision's noise", 0.0),
            None if d.get("samples") is None else _int(d.get("samples"), "a decision's samples"),
        )
        names = {o.action for o in review.options}
        if review.played not in names or review.best not in names:
            raise ValueError("a decision's played or best action is not among its options")
        return review


@dataclass(frozen=True)
class DealReview:
    """The review of one deal for one seat: its decisions in order, the accuracy (0-100,
    None when the seat had no choice to make) and how many were mistakes or blunders;
    ``par`` what the expert made of the same cards (``par.py``), when it was asked for."""

    deal: int
    seat: int
    game: str
    decisions: tuple[DecisionReview, ...]
    accuracy: float | None
    mistakes: int
    samples: int
    seed: int
    version: int = REVIEW_VERSION
    counts: dict[str, int] = field(default_factory=dict)
    par: DealPar | None = None

    def to_json(self) -> dict[str, Any]:
        out = {
            "version": self.version,
            "game": self.game,
            "deal": self.deal,
            "seat": self.seat,
            "samples": self.samples,
            "seed": self.seed,
            "accuracy": None if self.accuracy is None else round(self.accuracy, 1),
            "mistakes": self.mistakes,
            "counts": {v: self.counts.get(v, 0) for v in VERDICTS},
            "decisions": [d.to_json() for d in self.decisions],
        }
        if self.par is not None:
            out["par"] = self.par.to_json()
        return out

    @classmethod
    def from_json(cls, data: Any) -> "DealReview":
        """A review read back (from a record): ValueError with a sentence if it is not
        one this app wrote, or is of a newer version."""
        d = _object(data, "the review")
        version = _int(d.get("version"), "the review's version")
        if version > REVIEW_VERSION:
            raise ValueError(
                f"the review is version {version}, newer than this app "
                f"understands ({REVIEW_VERSION})"
            )
        decisions = tuple(
            DecisionReview.from_json(x)
            for x in _list(d.get("decisions"), "the review's decisions", 600)
        )
        counts = {v: 0 for v in VERDICTS}
        for x in decisions:
            counts[x.verdict] += 1
        return cls(
            _int(d.get("deal"), "the review's deal"),
            _int(d.get("seat"), "the review's seat"),
            _text(d.get("game"), "the review's game", 40),
            decisions,
            _maybe_float(d.get("accuracy"), "the review's accuracy", 0.0, 100.0),
            _int(d.get("mistakes"), "the review's mistakes"),
            _int(d.get("samples"), "the review's samples"),
            _int(d.get("seed"), "the review's seed"),
            version,
            counts,
            None if d.get("par") is None else DealPar.from_json(d["par"]),
        )

    def running_values(self) -> list[tuple[int, float, float | None]]:
        """The graph of the deal: per decision, (action index, expected value of the
        action played, its exact value): how the deal's outlook moved with each play."""
        out = []
        for d in self.decisions:
            o = d.played_option
            out.append((d.index, o.expected, o.exact))
        return out


# --------------------------------------------------------------------------- records


def attach_reviews(record: dict[str, Any], reviews: Sequence[DealReview]) -> dict[str, Any]:
    """Record data (``records.match_to_record``) with each review kept as its deal's
    optional ``"review"`` (docs/records.md); a deal keeps one review, the latest."""
    out = dict(record)
    deals = [dict(d) for d in out.get("deals", [])]
    for r in reviews:
        if 1 <= r.deal <= len(deals):
            deals[r.deal - 1]["review"] = r.to_json()
    out["deals"] = deals
    return out


def read_reviews(record: dict[str, Any]) -> dict[int, DealReview]:
    """The reviews a record's deals carry, by deal number (from 1). A review this app
    cannot read (damaged, or of a newer version) is left out: the record itself still
    loads, as the rules' loader ignores the extension."""
    found: dict[int, DealReview] = {}
    deals = record.get("deals") if isinstance(record, dict) else None
    for k, deal in enumerate(deals if isinstance(deals, list) else [], start=1):
        data = deal.get("review") if isinstance(deal, dict) else None
        if data is None:
            continue
        try:
            found[k] = DealReview.from_json(data)
        except (ValueError, TypeError):
            continue
    return found


# --------------------------------------------------------------------------- JSON checks


def _object(v: Any, what: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise ValueError(f"{what} is not a set of named values")
    return v


def _list(v: Any, what: str, most: int) -> list[Any]:
    if not isinstance(v, list) or len(v) > most:
        raise ValueError(f"{what} is not a list of at most {most} items")
    return v


def _text(v: Any, what: str, most: int = 200) -> str:
    if not isinstance(v, str) or len(v) > most:
        raise ValueError(f"{what} is not a short text")
    return v


def _int(v: Any, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or abs(v) > 2**63:
        raise ValueError(f"{what} is not a whole number")
    return v


def _maybe_float(
    v: Any, what: str, low: float = -MAX_VALUE, high: float = MAX_VALUE
) -> float | None:
    return None if v is None else _float(v, what, low, high)


def _float(v: Any, what: str, low: float = -MAX_VALUE, high: float = MAX_VALUE) -> float:
    # compared before anything else converts it: a whole number of 400 digits is too
    # large for a float (OverflowError), and NaN fails every comparison
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not low <= v <= high:
        raise ValueError(f"{what} is not a number")
    return float(v)


def _maybe_bool(v: Any, what: str) -> bool | None:
    return None if v is None else _bool(v, what)


def _bool(v: Any, what: str) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"{what} is not true or false")
    return v


# Only plain fields with a short number format: a template read from a file must not
# reach into its arguments (``{a.__class__}``) nor ask for a width of a billion spaces.
_FIELD = re.compile(r"\{([a-z_]+)(:\+?(\.[0-9])?[f%]?)?\}")


def phrase_to_json(p: Any) -> Any:
    """A Phrase as JSON (context, template, arguments, nested), so that a review kept in
    a record can still be shown in the player's language."""
    if isinstance(p, Phrase):
        if p.context is None:
            return {"join": p.template, "items": [phrase_to_json(x) for x in p.args]}
        return {
            "context": p.context,
            "template": p.template,
            "args": {k: phrase_to_json(v) for k, v in (p.args or {}).items()},
        }
    if isinstance(p, (str, int, float)) and not isinstance(p, bool):
        return p
    return str(p)


def phrase_from_json(data: Any, depth: int = 0) -> Any:
    """The Phrase back from ``phrase_to_json``; ValueError if it is not one."""
    if depth > 6:
        raise ValueError("a reason is nested too deeply")
    if isinstance(data, str):
        if len(data) > 400:
            raise ValueError("a reason holds a text that is too long")
        return data
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        # a number a template formats (``{loss:.2f}``, ``{new:.0%}``): one this app wrote
        _float(data, "a reason's number")
        return data
    d = _object(data, "a reason")
    if "join" in d:
        items = [
            str(phrase_from_json(x, depth + 1))
            if not isinstance(x, dict)
            else phrase_from_json(x, depth + 1)
            for x in _list(d.get("items"), "a reason's list", 40)
        ]
        return joined(_text(d.get("join"), "a reason's separator", 10), items)
    template = _text(d.get("template"), "a reason's template", 400)
    args = {
        k: phrase_from_json(v, depth + 1)
        for k, v in _object(d.get("args", {}), "a reason's arguments").items()
    }
    stripped = _FIELD.sub("", template)
    if "{" in stripped or "}" in stripped:
        raise ValueError("a reason's template has a field this app does not write")
    context = _text(d.get("context"), "a reason's context", 40)
    try:
        # a Phrase of its own, not QT_TRANSLATE_NOOP: a file must not grow its table
        return Phrase(context, template).format(**args) if args else Phrase(context, template)
    except (KeyError, ValueError, TypeError, IndexError):
        raise ValueError("a reason's template does not fit its arguments") from None


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
    state: State, seat: int, deal: int = 1, samples: int | None = None, seed: int = 0
) -> DealReview:
    """The review of one deal (a State, finished or in progress: the decisions made so
    far) for ``seat``; ``deal`` is only the number the results carry."""
    steps = review_steps(state, seat, deal, samples, seed)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            found: DealReview = done.value
            return found


def review_steps(
    state: State, seat: int, deal: int = 1, samples: int | None = None, seed: int = 0
) -> Generator[int, None, DealReview]:
    """``review_deal`` one decision at a time: it yields the action index of each
    decision once valued and returns the DealReview. A caller that shares its thread
    (the window's bot worker) runs one step, lets a waiting computer player think, and
    then runs the next; the result is the same as ``review_deal``'s."""
    samples = checked_samples(state.game, samples)
    history = state.history
    replay = state.game.new_deal(dealer=state.dealer, **state.setup())
    decisions: list[DecisionReview] = []
    for index, (who, action) in enumerate(history):
        if who == seat:
            found = review_decision(
                replay, seat, action, history[index + 1 :], deal, index, samples, seed
            )
            if found is not None:
                decisions.append(found)
                yield index
        replay.apply(action)
    return deal_review(state.game, seat, deal, decisions, samples, seed)


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
    best = _best_index(knowledge, observation, legal, expected, tie, _prior_rng(seed, deal, index))
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


# --------------------------------------------------------------------------- trick games


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
    """Each column's mean over the sampled rows (zeros without rows)."""
    if not rows:
        return [0.0] * width
    return [sum(r[i] for r in rows) / len(rows) for i in range(width)]


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

    def draw(self, samples: int) -> list[list[float]]:
        """``samples`` more rows (fewer only where no consistent deal was found)."""
        knowledge, legal, seat, rng = self.knowledge, self.legal, self.seat, self.rng
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
                values = rollout_values(knowledge, state, legal, seat, rng, PLAYOUTS, common=True)
            rows.append(list(values))
        return rows


def clear(
    thresholds: Thresholds, verdict: str, loss: float, noise: float, confirm: bool = False
) -> bool:
    """Whether a verdict stands without more samples: not when it is uncertain (a loss
    above the inaccuracy threshold within its noise), nor when a play called good or an
    inaccuracy could, within its noise, be a mistake (a mistake the samples understate
    would pass unnamed); with ``confirm`` (the game's ``TrickCoaching.confirm``), nor
    when a play called a mistake or a blunder could, within its noise, be good (a good
    play the samples overstate would be named). A best play (no loss on these samples:
    a hint followed) is always clear."""
    if verdict == "uncertain":
        return False
    if verdict in ("good", "inaccuracy"):
        return loss + noise < thresholds.mistake
    if confirm and verdict in ("mistake", "blunder"):
        return loss - noise >= thresholds.inaccuracy
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
    more: Callable[[int], list[list[float]]],
    top: int | None = None,
    confirm: bool = False,
) -> Settled:
    """The verdict of the option ``played`` (a column of ``rows``) against the best column
    (or ``top``), sampling on while it is not clear (``clear``). Each step asks ``more``
    for as many rows again as there are (the same kind of sample, every option valued on
    each), so the noise shrinks by about sqrt(2) a step, until the verdict is clear or
    ``most`` rows are reached: then a loss above the inaccuracy threshold still within
    the noise stays uncertain, and any other keeps the verdict its size gives.
    ``confirm``: a mistake or blunder must also stand clear of good (``clear``), and a
    play that comes out best only after sampling on must stand clear of a mistake
    against the next best option (``_best_is_clear``)."""
    width = len(rows[0])
    first = len(rows)
    if not SAMPLE_ON:
        most = len(rows)
    while True:
        expected = mean_values(rows, width)
        t = max(range(width), key=expected.__getitem__) if top is None else top
        loss = max(0.0, expected[t] - expected[played])
        noise = loss_noise(rows, t, played)
        verdict = thresholds.verdict(loss, noise)
        sure = clear(thresholds, verdict, loss, noise, confirm)
        if sure and confirm and verdict == "best" and len(rows) > first and top is None:
            sure = _best_is_clear(thresholds, rows, expected, played)
        if sure or len(rows) >= most:
            return Settled(rows, expected, t, loss, noise, verdict)
        extra = more(min(len(rows), most - len(rows)))
        if not extra:
            return Settled(rows, expected, t, loss, noise, verdict)
        rows = rows + extra


def _best_is_clear(
    thresholds: Thresholds, rows: list[list[float]], expected: list[float], played: int
) -> bool:
    """Whether a play on top of the samples drawn on is best beyond their noise: its
    lead is none of a mistake's size against the next best option within the noise.
    A play unclear on its first samples that comes out on top on more of them may be
    there by their luck (its noise against itself is nothing), and "best" would end
    the sampling; a play best on its first samples (a hint followed) is left as it is."""
    others = [k for k in range(len(expected)) if k != played]
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
    small = coaching.exact_worth_trying(replay)
    exact, solved = true_values(
        knowledge, replay, legal, seat, rng, coaching.exact_nodes, try_solver=small
    )
    i = legal.index(played)
    # sampling on, where it must, after the true deal's values: a decision settled
    # at once is valued exactly as before
    found = settled(
        thresholds, rows, i, samples * coaching.resample, sampler.draw, confirm=coaching.confirm
    )
    rows, expected, verdict = found.rows, found.expected, found.verdict
    loss_e, noise = found.loss, found.noise
    loss_x = max(0.0, max(exact) - exact[i])
    # a play as good as the best one is the best one: the expert's preference among
    # equals (the lowest card) is no fault of the player's
    best_i = (
        i
        if verdict == "best"
        else _best_index(knowledge, obs, legal, expected, thresholds.tie, prior_rng)
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


def _best_index(
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
    from .hints import alternative

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
    return QT_TRANSLATE_NOOP(
        "Coach",
        "{verdict}: {played} averages {loss:.2f} points less than the best play. "
        "Best: {clause}. {known}",
    ).format(verdict=VERDICT_NAMES[verdict], played=mine, loss=loss_e, clause=clause, known=known)
