"""The coach's findings as values: each option of a decision valued, a decision's
verdict and reason, a deal's review, and what the expert made of the same cards (its
par), with ``to_json()``/``from_json()`` as a record keeps them (docs/records.md).

Below everything else of the coach (rules only): the games' ``Coaching`` (bots/
knowledge.py) names these in its signatures, the review (review.py) makes them, par
(par.py) and the key moments (key_moments.py) read them. A value read back checks
every number and text as it is read: a record may come from anywhere.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase, joined

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


# The largest value, loss or rate a review holds (points per deal are a few dozen): a
# number read back beyond it is not one this app wrote.
MAX_VALUE = 1e6
# The most replays a caller may ask for, and that a par read back may claim.
MAX_REPLAYS = 1000

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
    def from_json(cls, data: Any) -> OptionValue:
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
    def from_json(cls, data: Any) -> TrickChange:
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
    def from_json(cls, data: Any) -> DecisionReview:
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
class DealPar:
    """What the expert makes of the player's cards: the mean over ``replays`` of the result
    for the player's side, on the review's scale (state.returns()[seat]: your side's points
    minus the best other side's), beside the player's own result on that scale."""

    points: float  # par: the expert's mean result for the player's side
    player_points: float  # the player's actual result, same scale
    replays: int
    spread: float  # standard error of ``points`` over the replays (0.0 for one replay)

    @property
    def skill(self) -> float:
        """The player's result minus par: what the play, not the cards, made of the deal."""
        return self.player_points - self.points

    def to_json(self) -> dict[str, Any]:
        return {
            "points": round(self.points, 3),
            "player_points": round(self.player_points, 3),
            "skill": round(self.skill, 3),
            "replays": self.replays,
            "spread": round(self.spread, 3),
        }

    @classmethod
    def from_json(cls, data: Any) -> DealPar:
        """A par read back (from a record or a review): ValueError with a sentence for
        anything this app did not write."""
        if not isinstance(data, dict):
            raise ValueError("the par is not a set of named values")
        known = {"points", "player_points", "skill", "replays", "spread"}
        extra = set(data) - known
        if extra:
            raise ValueError("the par holds values this app does not write")
        points = _par_number(data.get("points"), "the par's points")
        player = _par_number(data.get("player_points"), "the par's player points")
        spread = _par_number(data.get("spread", 0.0), "the par's spread")
        replays = data.get("replays")
        if (
            isinstance(replays, bool)
            or not isinstance(replays, int)
            or not 1 <= replays <= MAX_REPLAYS
        ):
            raise ValueError(f"the par's replays is not a whole number from 1 to {MAX_REPLAYS}")
        if spread < 0:
            raise ValueError("the par's spread is negative")
        if "skill" in data:
            skill = _par_number(data["skill"], "the par's skill")
            # written rounded to 3 decimals from the two points, each rounded too
            if abs(skill - (player - points)) > 0.0015:
                raise ValueError("the par's skill is not the player's points minus par")
        return cls(points, player, replays, spread)


def _par_number(v: Any, what: str) -> float:
    # compared before anything converts it: NaN fails every comparison, a huge int overflows
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not -MAX_VALUE <= v <= MAX_VALUE:
        raise ValueError(f"{what} is not a number")
    return float(v)


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
    def from_json(cls, data: Any) -> DealReview:
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


# (the checks, for the other values a record keeps beside a review: its key moments)
checked_object = _object
checked_text = _text
checked_int = _int
checked_float = _float
