"""The coach in the window: each finished deal of the player's is reviewed on the bot
worker as soon as it ends, and kept for "Review this deal", the score sheet, the
statistics and the exported record.

The review itself is ``bots.review`` (pure Python, docs/coach.md). Here it is run a
decision at a time as a ``StepJob`` on the controller's ``BotRunner``: a computer
player's decision asked for while it runs (the next deal has begun) is worked out before
its next step, so the players are never kept waiting for more than one decision's
valuation. The worker gets the deal's cards and actions, never the live state, and
rebuilds the deal itself.

Each decision of the player's is valued as soon as it is made, between the computer
players' decisions (nothing of it is shown before the deal is over), so that at the
deal's end little is left to do; the review takes each decision valued so far as it is
(a decision is valued the same alone as with its deal, from its own seeded source).

Each deal's **par** (``bots.par``: the expert plays the player's seat on the same cards
K times) is worked out on the worker too, one replay a step, so again a computer player
waits at most one replay. Its replays need only the cards (and the cut), not how the
player plays, so they begin once the player has made their first decision and run
between the computer players' decisions while the deal is played (in a game whose par
keeps the others' actual decisions, Brag, once those are made); what is left of them
runs after the review. Par's work is held back whenever a review is being made (it goes
on from its next replay after it): the review is what the player opens next, and never
shares the worker with it. ``ready`` fires once when the review comes in with its par
already worked out; otherwise when the review comes in (it never waits for its par) and
again when its par is attached to it (``dataclasses.replace(review, par=...)``: the
record and the statistics keep it), or could not be worked out.

Reviews are kept by the deal they are about (its dealer, cards and every action), not by
its number alone: after undo, a replay or Play deal number, a deal played differently
is reviewed again, and one played the same way keeps its review. A new match (another
``match_id``) drops them all and cancels whatever is still being worked out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator, Iterable, Sequence
from itertools import takewhile
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from .bot_runner import BotSignals, StepJob
from .narration import HUMAN

if TYPE_CHECKING:  # pragma: no cover
    from ..bots.par import DealPar
    from ..bots.review import DealReview

# The coach's seed: a review is the same every time it is made (docs/coach.md).
SEED = 0


def deal_key(state: Any) -> str:
    """What tells a deal apart: its dealer, its cards (the stock's order too) and every
    action, as the record keeps them."""
    import json  # (with the first deal: the window's first frame loads no JSON)
    return json.dumps([state.dealer, state.setup(), [str(a) for _s, a in state.history]],
                      sort_keys=True, default=str, ensure_ascii=False)


# A decision valued with no choice to make (``review_decision`` said None).
NO_CHOICE = object()


def _prefix(dealer: int, setup: dict, history: list) -> str:
    """What tells a decision apart: the deal's cards and every action up to and
    including it (after undo, another play is another decision)."""
    import json
    return json.dumps([dealer, setup, [str(a) for _s, a in history]], sort_keys=True,
                      default=str, ensure_ascii=False)


def _work(game: Any, dealer: int, setup: dict, history: list, seat: int, deal_no: int,
          valued: dict[str, Any]) -> Generator[int, None, DealReview]:
    """The review of one deal, a decision a step, on the worker: the deal is dealt and
    played again there from its cards and actions. Decisions already valued as they
    were made (``valued``, by ``_prefix``) are taken as they are: each is the same
    alone as with its deal (``bots.review.review_decision``)."""
    from ..bots.review import checked_samples, deal_review, review_decision
    samples = checked_samples(game, None)
    replay = game.new_deal(dealer=dealer, **setup)
    decisions = []
    for index, (who, action) in enumerate(history):
        if who == seat:
            key = _prefix(dealer, setup, history[:index + 1])
            found = valued.get(key)
            if found is None:
                found = review_decision(replay, seat, action, history[index + 1:], deal_no,
                                        index, samples, SEED)
                yield index
            if found is not None and found is not NO_CHOICE:
                decisions.append(found)
        replay.apply(action)
    return deal_review(game, seat, deal_no, decisions, samples, SEED)


def _value_one(game: Any, dealer: int, setup: dict, history: list, seat: int, deal_no: int,
               valued: dict[str, Any]) -> Generator[int, None, None]:
    """The last decision of ``history`` (the player's, just made), valued in one step on
    the worker and kept in ``valued`` for the deal's review; nothing is shown of it
    before the deal is over."""
    from ..bots.review import checked_samples, review_decision
    key = _prefix(dealer, setup, history)
    if key in valued:
        return
    replay = game.new_deal(dealer=dealer, **setup)
    for _who, action in history[:-1]:
        replay.apply(action)
    index = len(history) - 1
    found = review_decision(replay, seat, history[-1][1], (), deal_no, index,
                            checked_samples(game, None), SEED)
    valued[key] = NO_CHOICE if found is None else found
    yield index


def _par_key(game: Any, dealer: int, setup: dict, history: list, seat: int,
             levels: list[str], deal_no: int, match_seed: int | None) -> str:
    """What tells one par apart from another: the deal's cards, what of its actions the
    replays depend on (``bots.par.par_inputs``: the cut; in Brag the others' plays), and
    what seeds the computer players (the levels, the deal's number, the match's seed)."""
    import json

    from ..bots.par import par_inputs
    return json.dumps([dealer, setup, par_inputs(game, history, seat), levels, deal_no,
                       match_seed], sort_keys=True, default=str, ensure_ascii=False)


def _first_key(dealer: int, setup: dict, history: list, seat: int, deal_no: int,
               match_seed: int | None) -> str:
    """What the expert's first decisions made ahead depend on (``_first_choices``): the
    deal's cards, the actions before the player's first one, and the seeds."""
    import json

    before = list(takewhile(lambda play: play[0] != seat, history))
    return json.dumps([dealer, setup, [(w, str(a)) for w, a in before], deal_no, match_seed],
                      sort_keys=True, default=str, ensure_ascii=False)


def _first_choices(game: Any, dealer: int, setup: dict, before: list, seat: int, deal_no: int,
                  match_seed: int | None, chosen: list) -> Generator[int, None, None]:
    """The expert's first decision of each replay, one a step, made while the player is
    still to make theirs (``bots.par.expert_first_choice``: Brag, whose replays keep the
    others' arrangements, can otherwise only be replayed once every arrangement is laid,
    at the deal's end); each added to ``chosen``, which the replays then take."""
    from ..bots.par import default_replays, expert_first_choice
    while len(chosen) < default_replays(game):
        chosen.append(expert_first_choice(game, dealer, setup, before, seat, deal_no,
                                          match_seed, len(chosen), SEED))
        yield len(chosen)


def _replays(game: Any, dealer: int, setup: dict, history: list, seat: int,
             levels: list[str], deal_no: int, match_seed: int | None,
             results: list[float], chosen: Sequence[Any] = ()) -> Generator[int, None, None]:
    """The expert's replays of a deal, one a step on the worker, each result added to
    ``results`` (from the first one not there yet: a job stopped halfway is taken up
    where it stopped); a replay whose expert's first decision was made ahead
    (``chosen``) takes it."""
    from ..bots.par import default_replays, replay_result
    while len(results) < default_replays(game):
        r = len(results)
        results.append(replay_result(game, dealer, setup, history, seat, levels, deal_no,
                                     match_seed, r, SEED, chosen[r] if r < len(chosen) else None))
        yield len(results)


def _par(game: Any, dealer: int, setup: dict, history: list, seat: int, levels: list[str],
         deal_no: int, match_seed: int | None, results: list[float],
         player_points: float, chosen: Sequence[Any] = ()) -> Generator[int, None, DealPar]:
    """The deal's par: the replays not made yet, then their mean (``bots.par.par_steps``
    gives the same, replay for replay)."""
    yield from _replays(game, dealer, setup, history, seat, levels, deal_no, match_seed,
                        results, chosen)
    return _par_of(results, player_points)


def _par_of(results: list[float], player_points: float) -> DealPar:
    """The par of the replays' results, as ``par_steps`` makes it (``bots.par.summed``)."""
    from ..bots.par import summed
    return summed(results, player_points)


class Coach(QObject):
    """Reviews the player's finished deals of the controller's match (see the module
    docstring); ``ready`` says a deal's review has come in, and again once its par has
    (or could not be worked out)."""

    ready = Signal(int)          # the number (from 1) of a deal of the match in play
    failed = Signal(int, str)    # that deal could not be reviewed: why

    def __init__(self, controller: Any) -> None:
        super().__init__(controller)
        self.c = controller
        self.seat = HUMAN
        self._reviews: dict[str, DealReview] = {}
        # each review's JSON and its size, made once: the save writes them after every move
        self._json: dict[str, tuple[dict, int]] = {}
        self._jobs: dict[str, StepJob] = {}
        self._match_id: str | None = None
        # the player's decisions valued as they were made, by ``_prefix``: written on the
        # worker only (a new match gets a new one; a job keeps the one it was given)
        self._valued: dict[str, Any] = {}
        self._asked: set[str] = set()  # decisions whose valuation has been queued
        self._early: dict[str, StepJob] = {}
        self._quiet = BotSignals()  # where a decision valued early answers: nobody
        self._signals = BotSignals()
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self._failed)
        self._pars: dict[str, StepJob] = {}  # pars being worked out, by the deal's key
        # the expert's replays by ``_par_key`` (written on the worker only) and the jobs
        # making them while a deal is in play
        self._replayed: dict[str, list[float]] = {}
        # the expert's first decisions made ahead, by ``_first_key`` (worker only)
        self._chosen: dict[str, list] = {}
        self._replaying: dict[str, StepJob] = {}
        # how each par job is made again after a pause (by kind and key), and those held
        # back while a review is under way (a review never shares the worker with them)
        self._makers: dict[tuple[str, str], Callable[[], StepJob]] = {}
        self._held: set[tuple[str, str]] = set()
        self._par_signals = BotSignals()
        self._par_signals.done.connect(self._par_done)
        self._par_signals.failed.connect(self._par_failed)
        controller.deal_finished.connect(self._deal_over)
        controller.match_finished.connect(self._deal_over)
        controller.match_started.connect(self._match_started)
        controller.turn_changed.connect(self._played)

    # -- what the window asks ----------------------------------------------------------
    @property
    def active(self) -> bool:
        """The player plays a seat of this match (no reviews while bots play alone)."""
        c = self.c
        return c.match is not None and self.seat not in c.bots

    def _state(self, deal_no: int) -> Any | None:
        match = self.c.match
        if match is None or not 1 <= deal_no <= len(match.deals):
            return None
        state = match.deals[deal_no - 1]
        return state if state.is_over else None

    def review_for(self, deal_no: int) -> DealReview | None:
        """The review of deal ``deal_no`` of the match in play, if it is ready."""
        state = self._state(deal_no)
        return self._reviews.get(deal_key(state)) if state is not None else None

    def reviewing(self, deal_no: int) -> bool:
        """Deal ``deal_no`` is being reviewed now."""
        state = self._state(deal_no)
        return state is not None and deal_key(state) in self._jobs

    def par_pending(self, deal_no: int) -> bool:
        """The par of deal ``deal_no`` is still to come: its review is being made, or its
        par is being worked out now (False for a review read from an old record)."""
        state = self._state(deal_no)
        if state is None:
            return False
        key = deal_key(state)
        return key in self._jobs or key in self._pars

    def for_record(self) -> list[tuple[int, dict, int]]:
        """The ready reviews of the match's finished deals as a record keeps them: (deal
        number, the review's JSON, its size in characters)."""
        match = self.c.match
        out = []
        for n in range(1, len(match.deals) + 1 if match is not None else 1):
            state = self._state(n)
            key = deal_key(state) if state is not None else None
            review = self._reviews.get(key) if key is not None else None
            if key is None or review is None:
                continue
            found = self._json.get(key)
            if found is None:
                import json
                data = review.to_json()
                found = self._json[key] = (data, len(json.dumps(data, ensure_ascii=False)))
            out.append((n, found[0], found[1]))
        return out

    def _keep(self, key: str, review: DealReview) -> None:
        self._reviews[key] = review
        self._json.pop(key, None)

    def request(self, deal_no: int) -> bool:
        """Review deal ``deal_no`` unless it is reviewed or being reviewed: True if its
        review is ready or under way, False if the deal is not a finished one."""
        state = self._state(deal_no)
        if state is None:
            return False
        key = deal_key(state)
        if key in self._reviews or key in self._jobs:
            return True
        job = StepJob(_work(state.game, state.dealer, state.setup(), list(state.history),
                            self.seat, deal_no, self._valued),
                      (self._match_id, key, deal_no), self._signals)
        self._jobs[key] = job
        self._hold()
        self.c.bot_runner.start_job(job)
        return True

    def take(self, reviews: Iterable[DealReview]) -> None:
        """Reviews read from a record (resumed or imported) of the match in play: each is
        kept for the deal of its number."""
        for review in reviews:
            state = self._state(review.deal)
            if state is not None:
                key = deal_key(state)
                self._keep(key, review)
                job = self._jobs.pop(key, None)
                if job is not None:  # (asked for as the resumed deal was shown again)
                    job.cancel()
                self._drop("par", key)
        self._release()

    def make_missing(self) -> None:
        """After a resume: the reviews (and pars) of the match's finished deals that the
        save lacks (the app was ended, by kill -9 or a power cut, before they were made)
        are made now in the background, as after any deal, one after another."""
        if not self.active:
            return
        for deal_no in range(1, len(self.c.match.deals) + 1):
            state = self._state(deal_no)
            if state is None:
                continue
            key = deal_key(state)
            review = self._reviews.get(key)
            if review is None:
                self.request(deal_no)
            elif review.par is None and key not in self._pars:
                self._review_in(self._match_id, key, deal_no, review)

    def cancel(self) -> None:
        """Stop every review under way (a new match, the window closing)."""
        for job in [*self._jobs.values(), *self._early.values(), *self._pars.values(),
                    *self._replaying.values()]:
            job.cancel()
        self._jobs.clear()
        self._early.clear()
        self._pars.clear()
        self._replaying.clear()
        self._makers.clear()
        self._held.clear()

    # -- par's work, held back while a review is under way -------------------------------
    def _jobs_of(self, kind: str) -> dict[str, StepJob]:
        return self._pars if kind == "par" else self._replaying

    def _launch(self, kind: str, key: str, make: Callable[[], StepJob]) -> None:
        """Start par's work of ``kind`` ("par": what is left of a deal's par after its
        review; "replays": the expert's replays while the deal is played), or hold it
        back until the reviews under way are in."""
        self._jobs_of(kind)[key] = make()
        self._makers[(kind, key)] = make
        if self._jobs:
            self._held.add((kind, key))
        else:
            self.c.bot_runner.start_job(self._jobs_of(kind)[key])

    def _drop(self, kind: str, key: str) -> None:
        self._makers.pop((kind, key), None)
        self._held.discard((kind, key))
        job = self._jobs_of(kind).pop(key, None)
        if job is not None:
            job.cancel()

    def _hold(self) -> None:
        """A review is under way: par's work stops after the step it is making and waits
        (its replays so far are kept: it goes on from the next one)."""
        for kind in ("par", "replays"):
            jobs = self._jobs_of(kind)
            for key, job in list(jobs.items()):
                if (kind, key) in self._held or job.steps is None:
                    continue  # (held already, or done: its answer is on its way)
                job.cancel()
                jobs[key] = self._makers[(kind, key)]()
                self._held.add((kind, key))

    def _release(self) -> None:
        """The reviews are in: par's work held back goes on."""
        if self._jobs:
            return
        for kind, key in sorted(self._held):  # (a finished deal's par first)
            job = self._jobs_of(kind).get(key)
            if job is not None:
                self.c.bot_runner.start_job(job)
        self._held.clear()

    # -- the controller's signals --------------------------------------------------------
    def _match_started(self) -> None:
        if self.c.match_id != self._match_id:
            self.cancel()
            self._reviews.clear()
            self._json.clear()
            self._valued = {}
            self._asked.clear()
            self._replayed = {}
            self._chosen = {}
            self._match_id = self.c.match_id

    def _played(self) -> None:
        """The player's decision just made in a deal still in play is valued at once on
        the worker, between the computer players' decisions (except one that needs the
        actions after it, a Brag arrangement): at the deal's end little is left to do."""
        from ..bots.review import values_later
        c = self.c
        state = c.state
        if not self.active or state is None or state.is_over:
            return
        history = list(state.history)
        self._replay_early(state, history)
        if not history:
            return
        for job_key in [k for k, job in self._early.items() if job.steps is None]:
            del self._early[job_key]  # (done)
        start = max(0, len(history) - c.game.n_players * 2)  # only the latest few
        for index in range(start, len(history)):
            who, action = history[index]
            if who != self.seat or values_later(c.game, action):
                continue
            key = _prefix(state.dealer, state.setup(), history[:index + 1])
            if key in self._asked:
                continue
            self._asked.add(key)
            job = StepJob(_value_one(c.game, state.dealer, state.setup(), history[:index + 1],
                                     self.seat, len(c.match.deals), self._valued),
                          ("early", key), self._quiet)
            self._early[key] = job
            c.bot_runner.start_job(job)

    def _replay_early(self, state: Any, history: list) -> None:
        """The expert's replays begin while the deal is played, between the computer
        players' decisions: once the player has made a decision (any cut is made by
        then); in a game whose par keeps the others' decisions (Brag), once every other
        seat has made its own and the player is to play (the player's arrangement is
        then the last). Replays begun on inputs the deal's end does not share are not
        used (``_par_key``)."""
        from ..bots.par import settings
        c = self.c
        for job_key in [k for k, job in self._replaying.items()
                        if job.steps is None and ("replays", k) not in self._held]:
            self._drop("replays", job_key)  # (done)
        acted = {who for who, _a in history}
        chosen: list = []
        if settings(c.game).others_as_played:
            others = set(range(c.game.n_players)) - {self.seat}
            if state.current_player != self.seat:
                return
            if not others <= acted:  # (the player decides before some of the others)
                self._decide_ahead(state, history)
                return
        elif self.seat not in acted:
            return
        key = _par_key(c.game, state.dealer, state.setup(), history, self.seat,
                       list(c.levels), len(c.match.deals), c.match.seed)
        if key in self._replayed:
            return
        results: list[float] = []
        self._replayed[key] = results
        args = (c.game, state.dealer, state.setup(), history, self.seat, list(c.levels),
                len(c.match.deals), c.match.seed, results, chosen)
        self._launch("replays", key,
                     lambda: StepJob(_replays(*args), ("replays", key), self._quiet))

    def _decide_ahead(self, state: Any, history: list) -> None:
        """The player is to decide before some of the others (Brag: the player arranges
        first): the expert's first decision of each replay is made now, while the player
        thinks, and the replays at the deal's end take it (``_first_choices``)."""
        c = self.c
        deal_no = len(c.match.deals)
        key = _first_key(state.dealer, state.setup(), history, self.seat, deal_no,
                         c.match.seed)
        if key in self._chosen:
            return
        chosen: list = []
        self._chosen[key] = chosen
        args = (c.game, state.dealer, state.setup(), history, self.seat, deal_no,
                c.match.seed, chosen)
        self._launch("replays", "first " + key,
                     lambda: StepJob(_first_choices(*args), ("replays", "first " + key),
                                     self._quiet))

    def _deal_over(self, _text: str = "") -> None:
        if self.active:
            self.request(len(self.c.match.deals))

    @Slot(object, object)
    def _done(self, token: tuple, review: DealReview) -> None:
        match_id, key, deal_no = token
        if self._jobs.get(key) is None or match_id != self._match_id:
            return  # cancelled: another match now
        del self._jobs[key]
        try:
            self._review_in(match_id, key, deal_no, review)
        finally:
            self._release()

    def _review_in(self, match_id: str | None, key: str, deal_no: int,
                   review: DealReview) -> None:
        """Keep a review come in, with its par when its replays are all made; else the
        replays left are made behind it."""
        state = self._state(deal_no)
        if state is None or deal_key(state) != key:
            self._keep(key, review)
            return
        from ..bots.par import default_replays
        c = self.c
        history = list(state.history)
        par_key = _par_key(state.game, state.dealer, state.setup(), history, self.seat,
                           list(c.levels), deal_no, c.match.seed)
        results = self._replayed.setdefault(par_key, [])
        player_points = float(state.returns()[self.seat])
        if review.par is None and len(results) >= default_replays(state.game):
            review = dataclasses.replace(review, par=_par_of(results, player_points))
        self._keep(key, review)
        self.ready.emit(deal_no)
        if review.par is None:
            # the replays left, behind the review: the review is what the player opens
            self._drop("replays", par_key)  # (taken up where it stopped)
            first_key = _first_key(state.dealer, state.setup(), history, self.seat, deal_no,
                                   c.match.seed)
            self._drop("replays", "first " + first_key)  # (what it made is taken)
            chosen = self._chosen.get(first_key, [])
            args = (state.game, state.dealer, state.setup(), history, self.seat,
                    list(c.levels), deal_no, c.match.seed, results, player_points, chosen)
            self._launch("par", key, lambda: StepJob(_par(*args), (match_id, key, deal_no),
                                                     self._par_signals))

    @Slot(object, object)
    def _par_done(self, token: tuple, par: DealPar) -> None:
        match_id, key, deal_no = token
        if self._pars.get(key) is None or match_id != self._match_id:
            return  # cancelled: another match now
        self._drop("par", key)
        review = self._reviews.get(key)
        if review is None:
            return
        self._keep(key, dataclasses.replace(review, par=par))
        self._tell(key, deal_no)

    @Slot(object, str)
    def _par_failed(self, token: tuple, _message: str) -> None:
        match_id, key, deal_no = token
        if self._pars.get(key) is not None and match_id == self._match_id:
            self._drop("par", key)
            self._tell(key, deal_no)  # (no par: the review stays as it is)

    def _tell(self, key: str, deal_no: int) -> None:
        state = self._state(deal_no)
        if state is not None and deal_key(state) == key:
            self.ready.emit(deal_no)

    @Slot(object, str)
    def _failed(self, token: tuple, message: str) -> None:
        match_id, key, deal_no = token
        if self._jobs.pop(key, None) is not None and match_id == self._match_id:
            self._release()
            self.failed.emit(deal_no, message)


# --------------------------------------------------------------------------- records

# How much of a record the reviews may take (JSON characters): a record is at most
# 4 MiB, and its deals come first. The latest deals' reviews are the ones kept.
REVIEW_BUDGET = 1_000_000


def attach_to_record(data: dict, reviews: list[tuple[int, dict, int]]) -> dict:
    """Record data with the reviews of its deals (``Coach.for_record``: the latest first,
    as many as fit in ``REVIEW_BUDGET``) as each deal's optional ``"review"``, as
    ``bots.review.attach_reviews`` writes it (docs/records.md)."""
    deals = [dict(d) for d in data.get("deals", [])]
    for deal_no, fields in review_fields(reviews, len(deals)).items():
        deals[deal_no - 1].update(fields)
    return {**data, "deals": deals}


def review_fields(reviews: list[tuple[int, dict, int]], deals: int) -> dict[int, dict]:
    """The ``"review"`` each deal of a record of ``deals`` deals carries, by deal number,
    as ``attach_to_record`` adds them (``records.dumps`` takes them so)."""
    fields: dict[int, dict] = {}
    used = 0
    for deal_no, review, size in sorted(reviews, key=lambda r: -r[0]):
        if used + size > REVIEW_BUDGET:
            break
        if 1 <= deal_no <= deals:
            fields[deal_no] = {"review": review}
            used += size
    return fields


def _fits(review: DealReview, match: Any, deal_no: int, seat: int) -> bool:
    """The review is about this deal of this match, as it was played: its game, seat and
    number, and each decision the action played there by that seat."""
    if review.deal != deal_no or review.game != match.game.id or review.seat != seat:
        return False
    if not 1 <= deal_no <= len(match.deals) or not match.deals[deal_no - 1].is_over:
        return False
    history = match.deals[deal_no - 1].history
    for decision in review.decisions:
        if decision.deal != deal_no or decision.seat != seat \
                or not 0 <= decision.index < len(history):
            return False
        who, action = history[decision.index]
        if who != seat or str(action) != decision.played:
            return False
    return True


def read_from_record(data: Any, match: Any, seat: int = HUMAN) -> tuple[list[DealReview],
                                                                         list[int]]:
    """The reviews a record's deals carry for ``seat`` of ``match`` (the match the record
    was loaded as), and the numbers of the deals whose review was refused: one that
    cannot be read (damaged, hostile, of a newer version) or is not about that deal as
    it was played. A refused review never stops the record loading."""
    from ..bots.review import DealReview
    found: list[DealReview] = []
    refused: list[int] = []
    deals = data.get("deals") if isinstance(data, dict) else None
    for n, deal in enumerate(deals if isinstance(deals, list) else [], start=1):
        block = deal.get("review") if isinstance(deal, dict) else None
        if block is None:
            continue
        try:
            review = DealReview.from_json(block)
        except (ValueError, TypeError, RecursionError, ArithmeticError):
            # (every number is checked as it is read; ArithmeticError only in case one
            # slips through: a review never costs the game it is about)
            refused.append(n)
            continue
        if _fits(review, match, n, seat):
            found.append(review)
        else:
            refused.append(n)
    return found, refused
