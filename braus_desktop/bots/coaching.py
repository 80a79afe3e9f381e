"""A deal's coaching, made in one place: from a deal as played (``rules.played.PlayedDeal``)
and who sat where (``Seating``), the review of the seat's decisions (review.py), the
deal's par (par.py), its key moments (key_moments.py) and the exercises made of it
(exercise.py), as one value, ``DealCoaching``. The command line (``braus-desktop-cli
review``), the window's coach (app/coach.py, which only decides when each step runs on
its worker), the statistics, the review dialog and a saved record all take it from here.

Each part is a generator of steps, so that a caller sharing its thread (the window's bot
worker) can let a computer player think between two steps; run to its end, each gives
what ``coach_deal`` gives at once. The steps:

- ``value_decision``: one decision valued as soon as it is made, kept by its key (the
  deal up to and including it); the review takes it as it is.
- ``coaching_work``: the review of the seat's decisions, a decision a step
  (``review.review_steps``), and its key moments.
- ``first_choices``, ``par_replays``, ``par_work``: the expert's replays of the deal, a
  replay a step (Brag's first decisions made ahead, while the player arranges).
- ``coached``: the review, its par when there is one, and the key moments in the seats'
  names, as the ``DealCoaching`` a record keeps (its ``to_json``: the review's JSON with
  ``"par"`` and ``"key_moments"``, docs/records.md).

Pure Python, no Qt, no clock: the same deal, seating, samples and seed, the same coaching.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Generator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..rules.core import Action
from ..rules.match import Match
from ..rules.played import PlayedDeal, Seating
from .exercise import Exercise, exercises_from_review
from .key_moments import KeyMoment, key_moments
from .par import (
    DealPar,
    default_replays,
    expert_first_choice,
    par_inputs,
    par_steps,
    replay_result,
    summed,
)
from .review import NO_CHOICE, SEED, checked_samples, review_decision, review_steps
from .verdicts import DealReview


@dataclass(frozen=True)
class DealCoaching:
    """What the coach made of one deal for one seat: the review of its decisions (with
    the verdict counts and the accuracy), its par once worked out, and its key moments,
    costliest first, in the seats' names. ``played`` is the deal it is about."""

    played: PlayedDeal
    review: DealReview
    moments: tuple[KeyMoment, ...] = ()

    @property
    def deal_no(self) -> int:
        return self.review.deal

    @property
    def seat(self) -> int:
        return self.review.seat

    @property
    def par(self) -> DealPar | None:
        """What the expert made of the same cards (None until worked out, and in a
        record made before par)."""
        return self.review.par

    @property
    def counts(self) -> Mapping[str, int]:
        """How many decisions had each verdict."""
        return self.review.counts

    def with_par(self, par: DealPar) -> DealCoaching:
        """The same coaching with its par come in."""
        return dataclasses.replace(self, review=dataclasses.replace(self.review, par=par))

    def exercises(
        self, names: Sequence[str], match_key: str = "", made: str = "", levels: Sequence[str] = ()
    ) -> list[Exercise]:
        """The deal's mistakes and blunders as exercises (bots/exercise.py)."""
        return exercises_from_review(self.review, self.played, names, match_key, made, levels)

    def to_json(self) -> dict[str, Any]:
        """As a record keeps it, as a deal's ``"review"``, and as the command line prints
        it: the review's JSON (its par included) and the key moments."""
        return {**self.review.to_json(), "key_moments": [m.to_json() for m in self.moments]}

    @classmethod
    def from_json(
        cls, data: Any, played: PlayedDeal, names: Sequence[str] | None = None
    ) -> DealCoaching:
        """A deal's coaching read back from a record, about ``played``: ValueError (a
        sentence) if it is not one this app wrote, or not about that deal as it was
        played. A review kept before key moments were stored gets them now, in
        ``names``."""
        review = DealReview.from_json(data)
        if not fits(review, played):
            raise ValueError("the review is not about this deal as it was played")
        kept = data.get("key_moments")
        if kept is None:
            moments = key_moments(review, played, names)
        elif not isinstance(kept, list) or len(kept) > 10:
            raise ValueError("the key moments are not a short list")
        else:
            moments = tuple(KeyMoment.from_json(m) for m in kept)
            indexes = {d.index for d in review.decisions}
            if any(m.index not in indexes for m in moments):
                raise ValueError("a key moment is not one of the review's decisions")
        return cls(played, review, moments)


def fits(review: DealReview, played: PlayedDeal) -> bool:
    """The review is about this deal as it was played: its game, and each decision the
    action played there by the review's seat."""
    if review.game != played.game.id:
        return False
    for decision in review.decisions:
        if (
            decision.deal != review.deal
            or decision.seat != review.seat
            or not 0 <= decision.index < len(played.actions)
        ):
            return False
        who, action = played.actions[decision.index]
        if who != review.seat or str(action) != decision.played:
            return False
    return True


def coached(
    played: PlayedDeal, review: DealReview, names: Sequence[str] | None = None
) -> DealCoaching:
    """The coaching of a reviewed deal: its key moments found and named in ``names``
    (default "Seat 0", "Seat 1" ...)."""
    return DealCoaching(played, review, key_moments(review, played, names))


# --------------------------------------------------------------------------- the review


def value_decision(
    played: PlayedDeal, seat: int, deal_no: int, valued: MutableMapping[str, object]
) -> Generator[int, None, None]:
    """The last action of ``played`` (the seat's decision, just made), valued in one step
    and kept in ``valued`` by ``played.key`` for the deal's review; nothing is shown of it
    before the deal is over."""
    if played.key in valued:
        return
    index = len(played.actions) - 1
    found = review_decision(
        played.replay(index),
        seat,
        played.actions[-1][1],
        (),
        deal_no,
        index,
        checked_samples(played.game, None),
        SEED,
    )
    valued[played.key] = NO_CHOICE if found is None else found
    yield index


def coaching_work(
    played: PlayedDeal,
    seat: int,
    deal_no: int,
    valued: Mapping[str, object] | None = None,
    names: Sequence[str] | None = None,
) -> Generator[int, None, DealCoaching]:
    """The review of ``seat``'s decisions (``review.review_steps``: a decision a step,
    those in ``valued`` taken as they are) at the coach's samples and seed, then its key
    moments in ``names``: the window's coaching of a deal before its par."""
    review = yield from review_steps(played, seat, deal_no, None, SEED, valued)
    return coached(played, review, names)


# --------------------------------------------------------------------------- par


def par_key(played: PlayedDeal, seating: Seating) -> tuple[str, Seating]:
    """What tells one par apart from another: the key of what of the deal its replays
    depend on (``par.par_inputs``: its cards, its cuts; in Brag the others' plays) and
    the seating (the levels and seeds of the computer players)."""
    return par_inputs(played, seating.seat).key, seating


def first_key(played: PlayedDeal, seating: Seating) -> tuple[str, Seating]:
    """What the expert's first decisions made ahead depend on (``first_choices``): the
    deal up to the seat's first turn, and the seating."""
    return played.upto(len(played.before(seating.seat))).key, seating


def first_choices(
    played: PlayedDeal, seating: Seating, chosen: list[Action]
) -> Generator[int, None, None]:
    """The expert's first decision of each replay, one a step, made while the player is
    still to make theirs (``par.expert_first_choice``: Brag, whose replays keep the
    others' arrangements, can otherwise only be replayed once every arrangement is laid,
    at the deal's end); each added to ``chosen``, which the replays then take."""
    while len(chosen) < default_replays(played.game):
        chosen.append(expert_first_choice(played, seating, len(chosen), SEED))
        yield len(chosen)


def par_replays(
    played: PlayedDeal,
    seating: Seating,
    results: list[float],
    chosen: Sequence[Action] = (),
) -> Generator[int, None, None]:
    """The expert's replays of a deal, one a step, each result added to ``results`` (from
    the first one not there yet: a job stopped halfway is taken up where it stopped); a
    replay whose expert's first decision was made ahead (``chosen``) takes it."""
    while len(results) < default_replays(played.game):
        r = len(results)
        results.append(
            replay_result(played, seating, r, SEED, chosen[r] if r < len(chosen) else None)
        )
        yield len(results)


def par_work(
    played: PlayedDeal,
    seating: Seating,
    results: list[float],
    player_points: float,
    chosen: Sequence[Action] = (),
) -> Generator[int, None, DealPar]:
    """The deal's par: the replays not made yet, then their mean (``par.par_steps`` gives
    the same, replay for replay)."""
    yield from par_replays(played, seating, results, chosen)
    return summed(results, player_points)


# --------------------------------------------------------------------------- all at once


def coach_steps(
    played: PlayedDeal,
    seating: Seating,
    names: Sequence[str] | None = None,
    samples: int | None = None,
    replays: int | None = None,
    seed: int = SEED,
    par: bool = True,
) -> Generator[tuple[str, int], None, DealCoaching]:
    """A deal's whole coaching, a step at a time: yields ("decision", action index) for
    each decision reviewed, then ("replay", 0) as par begins and ("replay", number from
    1) for each of its replays (``par``: where the deal is over), and returns the
    DealCoaching."""
    steps = review_steps(played, seating.seat, seating.deal_no, samples, seed)
    while True:
        try:
            yield "decision", next(steps)
        except StopIteration as done:
            review: DealReview = done.value
            break
    if par:
        replaying = par_steps(played, seating, replays, seed)
        yield "replay", 0
        while True:
            try:
                yield "replay", next(replaying)
            except StopIteration as done:
                review = dataclasses.replace(review, par=done.value)
                break
    return coached(played, review, names)


def coach_deal(
    played: PlayedDeal,
    seating: Seating,
    names: Sequence[str] | None = None,
    samples: int | None = None,
    replays: int | None = None,
    seed: int = SEED,
    par: bool = True,
) -> DealCoaching:
    """``coach_steps`` run to its end."""
    steps = coach_steps(played, seating, names, samples, replays, seed, par)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            found: DealCoaching = done.value
            return found


# --------------------------------------------------------------------------- records

# How much of a record the coaching may take (JSON characters): a record is at most
# 4 MiB, and its deals come first. The latest deals' coaching is what is kept.
REVIEW_BUDGET = 1_000_000


def attach_to_record(
    data: Mapping[str, Any], coachings: Sequence[tuple[int, Mapping[str, Any], int]]
) -> dict[str, Any]:
    """Record data with the coaching of its deals (deal number, its JSON, its size in
    characters; the latest first, as many as fit in ``REVIEW_BUDGET``) as each deal's
    optional ``"review"`` (docs/records.md)."""
    deals = [dict(d) for d in data.get("deals", [])]
    for deal_no, fields in review_fields(coachings, len(deals)).items():
        deals[deal_no - 1].update(fields)
    return {**data, "deals": deals}


def review_fields(
    coachings: Sequence[tuple[int, Mapping[str, Any], int]], deals: int
) -> dict[int, dict[str, Any]]:
    """The ``"review"`` each deal of a record of ``deals`` deals carries, by deal number,
    as ``attach_to_record`` adds them (``records.dump_parts`` takes them so)."""
    fields: dict[int, dict[str, Any]] = {}
    used = 0
    for deal_no, block, size in sorted(coachings, key=lambda r: -r[0]):
        if used + size > REVIEW_BUDGET:
            break
        if 1 <= deal_no <= deals:
            fields[deal_no] = {"review": dict(block)}
            used += size
    return fields


def read_from_record(
    data: Any, match: Match, seat: int, names: Sequence[str] | None = None
) -> tuple[list[DealCoaching], list[int]]:
    """The coaching a record's deals carry for ``seat`` of ``match`` (the match the record
    was loaded as), and the numbers of the deals whose coaching was refused: one that
    cannot be read (damaged, hostile, of a newer version) or is not about that deal as
    it was played. A refused one never stops the record loading."""
    found: list[DealCoaching] = []
    refused: list[int] = []
    deals = data.get("deals") if isinstance(data, dict) else None
    for n, deal in enumerate(deals if isinstance(deals, list) else [], start=1):
        block = deal.get("review") if isinstance(deal, dict) else None
        if block is None:
            continue
        state = match.deals[n - 1] if n <= len(match.deals) else None
        if state is None or not state.is_over:
            refused.append(n)
            continue
        try:
            coaching = DealCoaching.from_json(block, PlayedDeal.of(state), names)
        except (ValueError, TypeError, RecursionError, ArithmeticError, IndexError, KeyError):
            # (every number is checked as it is read; ArithmeticError only in case one
            # slips through: a review never costs the game it is about)
            refused.append(n)
            continue
        if coaching.deal_no == n and coaching.seat == seat:
            found.append(coaching)
        else:
            refused.append(n)
    return found, refused
