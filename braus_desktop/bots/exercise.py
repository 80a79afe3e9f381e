"""Your mistakes as exercises: each decision the coach graded a mistake or a blunder
becomes a position to find a better play in, and comes back, spaced out, until it is
learnt (docs/coach.md, "Your mistakes as exercises").

- ``exercises_from_review``: the exercises of a reviewed deal: the position as the
  player saw it (the deal's cards and the actions before the decision, replayed through
  the rules; the window shows only the player's own hand and what was public), and the
  review's decision with every option's values.
- ``judge``: a try answered with the review's values: right when it is the coach's best
  play or within "good" by the game's thresholds, else what it costs, in the coach's
  words; ``answer_words``: the coach's answer after two wrong tries.
- ``after_answer``: the spacing. An exercise first comes back ``INTERVALS[0]`` days after
  the deal; each right answer sends it further (1, 3, 7, 21 days, counting every right
  answer it has had), a wrong one brings it back after 1 day and starts the run again;
  two right answers in a row and it is learnt. An exercise's answer is its first try on
  a day: found after a wrong try, the play is not yet known.

In a trick game every legal play was valued by the review; a Brag arrangement laid anew
is valued as the review values arrangements (``Coaching.values_of``: against the same
sampled opponents as the coach's best, seeded by the exercise and the try, so a try
is valued the same every time).

Pure Python, like the review it reads.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from ..rules import make_game
from ..rules.core import Action, State
from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase
from ..rules.played import PlayedDeal
from . import coaching_for
from .card_words import alternative
from .trick_review import TrickCoaching
from .verdicts import VERDICT_NAMES, DealReview, DecisionReview

# Days until an exercise comes back: after the deal, then after each right answer.
INTERVALS = (1, 3, 7, 21)
# Right answers in a row that make an exercise learnt.
RIGHT_IN_A_ROW = 2
# The verdicts that make an exercise of a decision.
EXERCISE_VERDICTS = ("mistake", "blunder")
# The verdicts of a right try.
RIGHT_VERDICTS = ("best", "good")
# Wrong tries after which the answer is shown.
TRIES_BEFORE_ANSWER = 2


# --------------------------------------------------------------------------- spacing


@dataclass(frozen=True)
class Schedule:
    """When an exercise comes back, and how it has gone: right answers in all and in a
    row, answers in all, and whether it is learnt (it then never comes back)."""

    due: date
    rights: int = 0
    streak: int = 0
    answers: int = 0
    learnt: bool = False


def first_schedule(made: date) -> Schedule:
    """A new exercise's schedule: it comes back the first interval after the deal."""
    return Schedule(made + timedelta(days=INTERVALS[0]))


def after_answer(schedule: Schedule, right: bool, today: date) -> Schedule:
    """The schedule after an answer given ``today`` (see the module docstring)."""
    answers = schedule.answers + 1
    if not right:
        return Schedule(today + timedelta(days=INTERVALS[0]), schedule.rights, 0, answers)
    rights, streak = schedule.rights + 1, schedule.streak + 1
    if streak >= RIGHT_IN_A_ROW:
        return Schedule(schedule.due, rights, streak, answers, True)
    days = INTERVALS[min(rights, len(INTERVALS) - 1)]
    return Schedule(today + timedelta(days=days), rights, streak, answers)


def is_due(schedule: Schedule, today: date) -> bool:
    return not schedule.learnt and schedule.due <= today


# --------------------------------------------------------------------------- exercises


@dataclass(frozen=True)
class Position:
    """Where an exercise is set: the game (id and options), the deal (dealer, cards, the
    actions before the decision), the seat deciding, the seats' names and their levels
    (as the table's name plates show them)."""

    game: str
    options: dict[str, Any]
    dealer: int
    setup: dict[str, Any]
    actions: tuple[str, ...]
    seat: int
    names: tuple[str, ...]
    levels: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options,
            "dealer": self.dealer,
            "setup": self.setup,
            "actions": list(self.actions),
            "seat": self.seat,
            "names": list(self.names),
            "levels": list(self.levels),
        }

    @classmethod
    def from_json(cls, data: Any) -> Position:
        """ValueError for anything but a position this app wrote."""
        if not isinstance(data, dict):
            raise ValueError("an exercise's position is not an object")
        game, options, setup = data.get("game"), data.get("options"), data.get("setup")
        dealer, seat = data.get("dealer"), data.get("seat")
        actions, names = data.get("actions"), data.get("names")
        levels = data.get("levels", [])
        if not (
            isinstance(game, str)
            and isinstance(options, dict)
            and isinstance(setup, dict)
            and _whole(dealer)
            and _whole(seat)
            and isinstance(actions, list)
            and len(actions) <= 1000
            and all(isinstance(a, str) for a in actions)
            and isinstance(names, list)
            and len(names) <= 12
            and all(isinstance(n, str) and len(n) <= 200 for n in names)
            and isinstance(levels, list)
            and len(levels) <= 12
            and all(isinstance(n, str) and len(n) <= 40 for n in levels)
        ):
            raise ValueError("an exercise's position is not one this app wrote")
        assert isinstance(dealer, int) and isinstance(seat, int)
        return cls(game, options, dealer, setup, tuple(actions), seat, tuple(names), tuple(levels))

    def state(self) -> State:
        """The deal at the decision, replayed through the rules; ValueError (or the rules'
        own refusal) when it cannot be."""
        game = make_game(self.game, **self.options)
        state = game.new_deal(dealer=self.dealer, **self.setup)
        for action in self.actions:
            state.apply(action)
        if state.is_over or state.current_player != self.seat:
            raise ValueError("the exercise's seat is not the one to play")
        return state


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 100


@dataclass(frozen=True)
class Exercise:
    """One mistake to find a better play for: its key (one per decision), where it is
    set, the review's decision there, and the deal it came from."""

    key: str
    position: Position
    decision: DecisionReview
    match_key: str = ""
    deal_no: int = 1
    made: str = ""

    @property
    def game(self) -> str:
        return self.position.game


def exercise_key(position: Position, played: str) -> str:
    """One key per decision: the game, its options, the deal's cards, the actions up to
    and including the one played, and the seat. A deal reviewed again, or the same deal
    played the same way again, gives the same key."""
    text = json.dumps(
        [position.to_json() | {"names": [], "levels": []}, played],
        sort_keys=True,
        separators=(",", ":"),
        default=str,
        ensure_ascii=False,
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def exercises_from_review(
    review: DealReview,
    deal: PlayedDeal | State,
    names: Sequence[str],
    match_key: str = "",
    made: str = "",
    levels: Sequence[str] = (),
) -> list[Exercise]:
    """The exercises of a reviewed deal (``deal``: the finished deal, as played): one per
    decision graded a mistake or a blunder."""
    played = deal if isinstance(deal, PlayedDeal) else PlayedDeal.of(deal)
    game = played.game
    history = [str(action) for _seat, action in played.actions]
    out = []
    for decision in review.decisions:
        if decision.verdict not in EXERCISE_VERDICTS:
            continue
        if not 0 <= decision.index < len(history) or history[decision.index] != decision.played:
            continue
        position = Position(
            game.id,
            dict(game.option_values),
            played.dealer,
            played.setup.to_json(),
            tuple(history[: decision.index]),
            decision.seat,
            tuple(str(n) for n in names),
            tuple(str(v) for v in levels),
        )
        key = exercise_key(position, decision.played)
        out.append(Exercise(key, position, decision, match_key, review.deal, made))
    return out


def checked(exercise: Exercise) -> State:
    """The exercise's position, checked against its decision: the seat to play holds
    exactly the options the review valued. ValueError if not (a row not written by this
    app, or a game's rules changed since)."""
    state = exercise.position.state()
    for option in exercise.decision.options:
        if state.why_illegal(option.action) is not None:
            raise ValueError("the exercise's choices are not the position's")
    return state


# --------------------------------------------------------------------------- a try


@dataclass(frozen=True)
class Judged:
    """A try answered: right or not, its verdict by the review's values, what it loses
    against the best play (expected, points), and the coach's words for it."""

    action: str
    right: bool
    verdict: str
    loss: float
    words: Phrase
    # the noise beside ``loss`` where the review named this play by it (else 0.0)
    noise: float = 0.0


def loss_of(decision: DecisionReview, action: str) -> float:
    """What ``action`` averages less than the best option, by the review's expected values."""
    top = max(o.expected for o in decision.options)
    found = next(o for o in decision.options if o.action == action)
    return max(0.0, top - found.expected)


def _parsed(state: State, text: str) -> Action:
    """An action of the exercise's position; ValueError if it is not a legal one there."""
    action = state.parse_action(text)  # the rules' form: the review's options are in it
    if state.why_illegal(action) is not None:
        raise ValueError(f"{text!r} cannot be played there")
    return action


def judge(exercise: Exercise, state: State, action: str) -> Judged:
    """A try at ``exercise`` (``state``: its position, ``checked``) answered with the
    review's values for that decision (a Brag arrangement the review did not value is
    valued the review's way). ValueError for an action that is not a choice there."""
    decision = exercise.decision
    coaching = coaching_for(state.game)
    thresholds = coaching.thresholds
    chosen = _parsed(state, action)
    action = str(chosen)
    seat = exercise.position.seat
    obs = state.observation(seat)
    if action in {o.action for o in decision.options}:
        loss = loss_of(decision, action)
    else:
        rng = random.Random(f"exercise {exercise.key} {action}")
        best = _parsed(state, decision.best)
        values = coaching.values_of(obs, [best, chosen], coaching.samples, rng)
        if values is None:
            raise ValueError(f"{action!r} is not one of the exercise's choices")
        loss = max(0.0, values[0] - values[1])
    if action == decision.best:
        verdict = "best"
    elif action == decision.played:
        # the review's own verdict: a mistake it named within its noise (at its cap)
        # is a mistake here too, not an inaccuracy by the size of the loss alone
        verdict = decision.verdict
    else:
        verdict = thresholds.verdict(loss)
    noisy = decision.noise > 0 and thresholds.by_its_noise(verdict, loss)
    right = verdict in RIGHT_VERDICTS
    if not isinstance(coaching, TrickCoaching):
        return Judged(
            action, right, verdict, loss, _arrangement_words(decision, action, verdict, loss)
        )
    legal = state.legal_actions()
    mine = alternative(chosen)
    if right and verdict == "best":
        clause = coaching.hint_clause(obs, chosen, legal)
        words = QT_TRANSLATE_NOOP("Exercise", "Right: that is the coach's best play. {clause}.")
        return Judged(action, True, verdict, loss, words.format(clause=clause))
    if right:
        words = QT_TRANSLATE_NOOP(
            "Exercise",
            "Right: {played} does nearly as well as the coach's best play ({loss:.2f} "
            "points less on average).",
        )
        return Judged(action, True, verdict, loss, words.format(played=mine, loss=loss))
    if action == decision.played and noisy:
        return Judged(
            action,
            False,
            verdict,
            loss,
            noise=decision.noise,
            words=QT_TRANSLATE_NOOP(
                "Exercise",
                "That is the play you made in the deal ({verdict}): it averages {loss:.2f} "
                "\u00b1 {noise:.2f} points less than the best play, which the coach's "
                "samples cannot tell from a mistake's cost. Try another.",
            ).format(verdict=VERDICT_NAMES[verdict], loss=loss, noise=decision.noise),
        )
    if action == decision.played:
        words = QT_TRANSLATE_NOOP(
            "Exercise",
            "That is the play you made in the deal ({verdict}): it averages {loss:.2f} "
            "points less than the best play. Try another.",
        )
    else:
        words = QT_TRANSLATE_NOOP(
            "Exercise",
            "{verdict}: {played} averages {loss:.2f} points less than the best play. Try again.",
        )
    return Judged(
        action,
        False,
        verdict,
        loss,
        words.format(verdict=VERDICT_NAMES[verdict], played=mine, loss=loss),
    )


def _arrangement_words(decision: DecisionReview, action: str, verdict: str, loss: float) -> Phrase:
    """The coach's words on an arrangement tried (Brag)."""
    if verdict == "best":
        return QT_TRANSLATE_NOOP("Exercise", "Right: that is the coach's best arrangement.")
    if verdict in RIGHT_VERDICTS:
        return QT_TRANSLATE_NOOP(
            "Exercise",
            "Right: your arrangement does nearly as well as the coach's best ({loss:.2f} "
            "points less on average against the sampled hands).",
        ).format(loss=loss)
    if action == decision.played:
        words = QT_TRANSLATE_NOOP(
            "Exercise",
            "That is the arrangement you laid in the deal ({verdict}): it averages "
            "{loss:.2f} points less than the coach's best. Try another.",
        )
    else:
        words = QT_TRANSLATE_NOOP(
            "Exercise",
            "{verdict}: your arrangement averages {loss:.2f} points less than the coach's "
            "best against the sampled hands. Try again.",
        )
    return words.format(verdict=VERDICT_NAMES[verdict], loss=loss)


def answer_words(exercise: Exercise, state: State) -> Phrase | None:
    """The coach's answer, shown after two wrong tries: the best play and what it does
    at the table, in the hints' words (None for an arrangement: the review's reason
    says which trick to change, and why)."""
    coaching = coaching_for(state.game)
    if not isinstance(coaching, TrickCoaching):
        return None
    best = _parsed(state, exercise.decision.best)
    clause = coaching.hint_clause(
        state.observation(exercise.position.seat), best, state.legal_actions()
    )
    return QT_TRANSLATE_NOOP("Exercise", "The coach's answer: {clause}.").format(clause=clause)
