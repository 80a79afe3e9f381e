"""The coach in the window: a scheduler. Each finished deal of the player's is coached on
the bot worker as soon as it ends, and kept for "Review this deal", the score sheet, the
statistics and the saved record.

What a deal's coaching is, and every step of making it, is ``bots.coaching`` (pure
Python, docs/coach.md): a ``DealCoaching`` made from the deal as played (``PlayedDeal``)
and who sat where (``Seating``). Here only *when* each step runs is decided: each runs
as a ``StepJob`` on the controller's ``BotRunner``, so a computer player's decision asked
for while it runs (the next deal has begun) is worked out before its next step, and the
players are never kept waiting for more than one decision's valuation. The worker gets
the deal's cards and actions, never the live state, and rebuilds the deal itself.

Each decision of the player's is valued as soon as it is made, between the computer
players' decisions (nothing of it is shown before the deal is over), so that at the
deal's end little is left to do; the review takes each decision valued so far as it is
(a decision is valued the same alone as with its deal, from its own seeded source).

Each deal's **par** (the expert plays the player's seat on the same cards K times) is
worked out on the worker too, one replay a step, so again a computer player waits at
most one replay. Its replays need only the cards (and the cut), not how the player
plays, so they begin once the player has made their first decision and run between the
computer players' decisions while the deal is played (in a game whose par keeps the
others' actual decisions, Brag, once those are made); what is left of them runs after
the review. Par's work is held back whenever a review is being made (it goes on from its
next replay after it): the review is what the player opens next, and never shares the
worker with it. ``ready`` fires once when the coaching comes in with its par already
worked out; otherwise when it comes in (it never waits for its par) and again when its
par is attached to it (``DealCoaching.with_par``: the record and the statistics keep
it), or could not be worked out.

Coaching is kept by the deal it is about (``PlayedDeal.key``: its cards and every
action), not by its number alone: after undo, a replay or Play deal number, a deal
played differently is coached again, and one played the same way keeps its coaching. A
new match (another ``match_id``) drops it all and cancels whatever is still being
worked out.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot

from .bot_runner import BotRunner, BotSignals, StepJob
from .narration import HUMAN

if TYPE_CHECKING:  # pragma: no cover
    from .. import rules
    from ..bots import Bot
    from ..bots.coaching import DealCoaching
    from ..bots.par import DealPar
    from ..rules.core import Action, State
    from ..rules.kept import KeptDeal
    from ..rules.played import PlayedDeal, Seating


class CoachHost(Protocol):
    """What the coach asks of the controller (``Controller`` is the one class that has
    these members): the match in play, its identity and its deal in play, who plays which
    seat (the computer players, the levels, the names), the bot worker the coaching is
    made on, and the signals of a deal's and a match's end and start and of each turn."""

    @property
    def match(self) -> rules.Match | None: ...

    @property
    def match_id(self) -> str | None: ...

    @property
    def state(self) -> rules.State | None: ...

    @property
    def bots(self) -> Mapping[int, Bot]: ...

    @property
    def levels(self) -> Sequence[str]: ...

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def bot_runner(self) -> BotRunner: ...

    @property
    def deal_finished(self) -> SignalInstance: ...

    @property
    def match_finished(self) -> SignalInstance: ...

    @property
    def match_started(self) -> SignalInstance: ...

    @property
    def turn_changed(self) -> SignalInstance: ...


# What a job of the coach's answers to: (the match it was asked in, the deal's
# ``PlayedDeal.key``, the deal's number).
Token = tuple[str | None, str, int]
# par's replays are kept by ``coaching.par_key`` and the expert's first decisions by
# ``coaching.first_key``: (the deal's key up to the player's part, who sat where)
ParKey = tuple[str, "Seating"]
# par's work under way: a finished deal's par by the deal's key; its replays while the
# deal is played by their ``ParKey``, or ("first", key) for the first decisions made ahead
WorkKey = str | ParKey | tuple[Literal["first"], ParKey]
WorkKind = Literal["par", "replays"]


# The most finished deals a resume reviews that the save lacks (``Coach.make_missing``):
# a deal is reviewed in seconds as it ends, so a crash leaves a deal or two unreviewed.
CRASH_LAG = 8


class Coach(QObject):
    """Coaches the player's finished deals of the controller's match (see the module
    docstring); ``ready`` says a deal's coaching has come in, and again once its par has
    (or could not be worked out)."""

    ready = Signal(int)  # the number (from 1) of a deal of the match in play
    failed = Signal(int, str)  # that deal could not be reviewed: why

    def __init__(self, host: CoachHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.seat = HUMAN
        self._coachings: dict[str, DealCoaching] = {}  # by ``PlayedDeal.key``
        # The save after every move asks which finished deals have a coaching: each
        # deal's key was made again each time (about 0.1 ms a deal, 1.2 s a move in an
        # imported career of 10,000 deals). A finished deal never changes: its key's
        # digest is kept while it lives (16 bytes, where the key is about 1 KB), and the
        # coachings' keys are found by theirs.
        self._digests: weakref.WeakKeyDictionary[State | KeptDeal, bytes] = (
            weakref.WeakKeyDictionary()
        )
        self._by_digest: dict[bytes, str] = {}
        # each coaching's JSON and its size, made once: the save writes them after every move
        self._json: dict[str, tuple[dict[str, Any], int]] = {}
        self._jobs: dict[str, StepJob] = {}
        self._match_id: str | None = None
        # the player's decisions valued as they were made, by the key of the deal up to
        # each: written on the worker only (a new match gets a new one; a job keeps the
        # one it was given)
        self._valued: dict[str, object] = {}
        self._asked: set[str] = set()  # decisions whose valuation has been queued
        self._early: dict[str, StepJob] = {}
        self._quiet = BotSignals()  # where a decision valued early answers: nobody
        self._signals = BotSignals()
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self._failed)
        self._pars: dict[WorkKey, StepJob] = {}  # pars being worked out, by the deal's key
        # the expert's replays by ``coaching.par_key`` (written on the worker only) and
        # the jobs making them while a deal is in play
        self._replayed: dict[ParKey, list[float]] = {}
        # the expert's first decisions made ahead, by ``coaching.first_key`` (worker only)
        self._chosen: dict[ParKey, list[Action]] = {}
        self._replaying: dict[WorkKey, StepJob] = {}
        # how each par job is made again after a pause (by kind and key), and those held
        # back while a review is under way (a review never shares the worker with them)
        self._makers: dict[tuple[WorkKind, WorkKey], Callable[[], StepJob]] = {}
        self._held: set[tuple[WorkKind, WorkKey]] = set()
        self._par_signals = BotSignals()
        self._par_signals.done.connect(self._par_done)
        self._par_signals.failed.connect(self._par_failed)
        host.deal_finished.connect(self._deal_over)
        host.match_finished.connect(self._deal_over)
        host.match_started.connect(self._match_started)
        host.turn_changed.connect(self._played)
        # where the first deal's turns wait for its frame (``wait_for_the_deal``)
        self._until_shown: Callable[[Callable[[], None]], None] | None = None
        self._waiting = False  # for that frame

    def wait_for_the_deal(self, until: Callable[[Callable[[], None]], None]) -> None:
        """The first deal's turns are coached once ``until`` calls back (the window's first
        frame with the deal: ``WhenDealShown.add``), on its latest turn: what the coach
        loads to value a decision (``bots.coaching``, the review, par and ``PlayedDeal``,
        10 to 15 ms) is not needed to draw the deal, and loaded at its first turn it
        delayed the deal's frame. Nothing is lost: the player makes no decision in a deal
        not yet shown, and the coach values the latest decisions at every turn."""
        self._until_shown = until

    # -- what the window asks ----------------------------------------------------------
    @property
    def active(self) -> bool:
        """The player plays a seat of this match (no reviews while bots play alone)."""
        return self.host.match is not None and self.seat not in self.host.bots

    def _playing(self) -> rules.Match | None:
        """The match in play while the coach is ``active``, else None. (Through
        ``active``: the app's tests rest the coach by it, tests/app/conftest.py.)"""
        return self.host.match if self.active else None

    def _deal(self, deal_no: int) -> PlayedDeal | None:
        """Finished deal ``deal_no`` of the match in play, as played."""
        match = self.host.match
        if match is None or not 1 <= deal_no <= len(match.deals):
            return None
        state = match.deals[deal_no - 1]
        if not state.is_over:
            return None
        from ..rules.played import PlayedDeal  # (with the first deal: not in the first frame)

        return PlayedDeal.of(state)

    def _seating(self, match: rules.Match, deal_no: int) -> Seating:
        """Who sat where in deal ``deal_no`` of ``match``, the match in play."""
        from ..rules.played import Seating

        return Seating(self.seat, tuple(self.host.levels), deal_no, match.seed)

    def coaching_of(self, deal_no: int) -> DealCoaching | None:
        """The coaching of deal ``deal_no`` of the match in play, if it is ready."""
        played = self._deal(deal_no)
        return self._coachings.get(played.key) if played is not None else None

    def reviewing(self, deal_no: int) -> bool:
        """Deal ``deal_no`` is being reviewed now."""
        played = self._deal(deal_no)
        return played is not None and played.key in self._jobs

    def par_pending(self, deal_no: int) -> bool:
        """The par of deal ``deal_no`` is still to come: its review is being made, or its
        par is being worked out now (False for a coaching read from an old record)."""
        played = self._deal(deal_no)
        return played is not None and (played.key in self._jobs or played.key in self._pars)

    def for_record(self) -> list[tuple[int, dict[str, Any], int]]:
        """The ready coaching of the match's finished deals as a record keeps it: (deal
        number, its JSON, its size in characters; ``bots.coaching.attach_to_record``)."""
        match = self.host.match
        out: list[tuple[int, dict[str, Any], int]] = []
        if match is None or not self._coachings:
            return out
        # Only the deals a coaching is about are looked at (its deal's number), not every
        # deal of the match: an imported career's older deals are held as their text.
        held = match.held_deals()
        for key, coaching in self._coachings.items():
            n = coaching.deal_no
            if not 1 <= n <= len(held) or not held[n - 1].is_over:
                continue
            digest = self._digests.get(held[n - 1])
            if digest is None:
                from ..rules.played import PlayedDeal

                state = match.deals[n - 1]  # (dealt again if it is held as its text)
                digest = self._digests[held[n - 1]] = _digest(PlayedDeal.of(state).key)
            if self._by_digest.get(digest) != key:
                continue
            found = self._json.get(key)
            if found is None:
                import json

                data = coaching.to_json()
                found = self._json[key] = (data, len(json.dumps(data, ensure_ascii=False)))
            out.append((n, found[0], found[1]))
        out.sort(key=lambda item: item[0])
        return out

    def _keep(self, coaching: DealCoaching) -> None:
        key = coaching.played.key
        self._coachings[key] = coaching
        self._by_digest[_digest(key)] = key
        self._json.pop(key, None)

    def request(self, deal_no: int) -> bool:
        """Coach deal ``deal_no`` unless it is coached or being coached: True if its
        coaching is ready or under way, False if the deal is not a finished one."""
        from ..bots.coaching import coaching_work

        played = self._deal(deal_no)
        if played is None:
            return False
        key = played.key
        if key in self._coachings or key in self._jobs:
            return True
        job = StepJob(
            coaching_work(played, self.seat, deal_no, self._valued, list(self.host.names)),
            (self._match_id, key, deal_no),
            self._signals,
        )
        self._jobs[key] = job
        self._hold()
        self.host.bot_runner.start_job(job)
        return True

    def take(self, coachings: Iterable[DealCoaching]) -> None:
        """Coaching read from a record (resumed or imported) of the match in play: each is
        kept for the deal it is about."""
        for coaching in coachings:
            played = self._deal(coaching.deal_no)
            if played is not None and played.key == coaching.played.key:
                self._keep(coaching)
                job = self._jobs.pop(played.key, None)
                if job is not None:  # (asked for as the resumed deal was shown again)
                    job.cancel()
                self._drop("par", played.key)
        self._release()

    def make_missing(self) -> None:
        """After a resume: the coaching (and pars) of the match's finished deals that the
        save lacks (the app was ended, by kill -9 or a power cut, before they were made)
        is made now in the background, as after any deal, one after another.

        The coach reviews each deal as it ends, so what a crash left unmade is the last
        deals, back to the last one with its review and par, and never more than
        ``CRASH_LAG`` of them. The deals before (an imported career's, or the reviews
        the save's budget left out) are reviewed when asked, as after an Import: a
        resumed career of 100,000 deals queued a review of every one."""
        match = self._playing()
        if match is None:
            return
        missing: list[tuple[int, PlayedDeal]] = []
        for deal_no in range(len(match.deals), 0, -1):
            played = self._deal(deal_no)
            if played is None:
                continue
            coaching = self._coachings.get(played.key)
            if coaching is not None and (coaching.par is not None or played.key in self._pars):
                break
            missing.append((deal_no, played))
            if len(missing) == CRASH_LAG:
                break
        for deal_no, played in reversed(missing):
            coaching = self._coachings.get(played.key)
            if coaching is None:
                self.request(deal_no)
            else:
                self._coaching_in(self._match_id, played.key, deal_no, coaching)

    def cancel(self) -> None:
        """Stop every review under way (a new match, the window closing)."""
        for job in [
            *self._jobs.values(),
            *self._early.values(),
            *self._pars.values(),
            *self._replaying.values(),
        ]:
            job.cancel()
        self._jobs.clear()
        self._early.clear()
        self._pars.clear()
        self._replaying.clear()
        self._makers.clear()
        self._held.clear()

    # -- par's work, held back while a review is under way -------------------------------
    def _jobs_of(self, kind: WorkKind) -> dict[WorkKey, StepJob]:
        return self._pars if kind == "par" else self._replaying

    def _launch(self, kind: WorkKind, key: WorkKey, make: Callable[[], StepJob]) -> None:
        """Start par's work of ``kind`` ("par": what is left of a deal's par after its
        review; "replays": the expert's replays while the deal is played), or hold it
        back until the reviews under way are in."""
        self._jobs_of(kind)[key] = make()
        self._makers[(kind, key)] = make
        if self._jobs:
            self._held.add((kind, key))
        else:
            self.host.bot_runner.start_job(self._jobs_of(kind)[key])

    def _drop(self, kind: WorkKind, key: WorkKey) -> None:
        self._makers.pop((kind, key), None)
        self._held.discard((kind, key))
        job = self._jobs_of(kind).pop(key, None)
        if job is not None:
            job.cancel()

    def _hold(self) -> None:
        """A review is under way: par's work stops after the step it is making and waits
        (its replays so far are kept: it goes on from the next one)."""
        kinds: tuple[WorkKind, ...] = ("par", "replays")
        for kind in kinds:
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
        # (a finished deal's par first)
        for kind, key in sorted(self._held, key=lambda held: held[0]):
            job = self._jobs_of(kind).get(key)
            if job is not None:
                self.host.bot_runner.start_job(job)
        self._held.clear()

    # -- the controller's signals --------------------------------------------------------
    def _match_started(self) -> None:
        if self.host.match_id != self._match_id:
            self.cancel()
            self._coachings.clear()
            self._by_digest.clear()
            self._json.clear()
            self._valued = {}
            self._asked.clear()
            self._replayed = {}
            self._chosen = {}
            self._match_id = self.host.match_id

    def _played(self) -> None:
        """The player's decision just made in a deal still in play is valued at once on
        the worker, between the computer players' decisions (except one that needs the
        actions after it, a Brag arrangement): at the deal's end little is left to do."""
        if self._until_shown is not None:  # (the first deal: once it is shown)
            until, self._until_shown = self._until_shown, None
            self._waiting = True
            until(self._shown)  # (at once if that frame has been painted)
            return
        if self._waiting:
            return
        from ..bots.coaching import value_decision
        from ..bots.review import values_later
        from ..rules.played import PlayedDeal

        c = self.host
        match, state = self._playing(), c.state
        if match is None or state is None or state.is_over:
            return
        played = PlayedDeal.of(state)
        self._replay_early(match, state, played)
        if not played.actions:
            return
        for job_key in [k for k, job in self._early.items() if job.steps is None]:
            del self._early[job_key]  # (done)
        start = max(0, len(played.actions) - match.game.n_players * 2)  # only the latest few
        for index in range(start, len(played.actions)):
            who, action = played.actions[index]
            if who != self.seat or values_later(match.game, action):
                continue
            decision = played.upto(index + 1)
            if decision.key in self._asked:
                continue
            self._asked.add(decision.key)
            job = StepJob(
                value_decision(decision, self.seat, len(match.deals), self._valued),
                ("early", decision.key),
                self._quiet,
            )
            self._early[decision.key] = job
            c.bot_runner.start_job(job)

    def _shown(self) -> None:
        """The first deal is on the screen: its turns so far are coached now."""
        self._waiting = False
        self._played()

    def _replay_early(self, match: rules.Match, state: rules.State, played: PlayedDeal) -> None:
        """The expert's replays begin while the deal is played, between the computer
        players' decisions: once the player has made a decision (any cut is made by
        then); in a game whose par keeps the others' decisions (Brag), once every other
        seat has made its own and the player is to play (the player's arrangement is
        then the last). Replays begun on inputs the deal's end does not share are not
        used (``coaching.par_key``)."""
        from ..bots.coaching import par_key, par_replays
        from ..bots.par import settings

        for job_key in [
            k
            for k, job in self._replaying.items()
            if job.steps is None and ("replays", k) not in self._held
        ]:
            self._drop("replays", job_key)  # (done)
        acted = {who for who, _a in played.actions}
        if settings(match.game).others_as_played:
            others = set(range(match.game.n_players)) - {self.seat}
            if state.current_player != self.seat:
                return
            if not others <= acted:  # (the player decides before some of the others)
                self._decide_ahead(match, played)
                return
        elif self.seat not in acted:
            return
        seating = self._seating(match, len(match.deals))
        key = par_key(played, seating)
        if key in self._replayed:
            return
        results: list[float] = []
        self._replayed[key] = results
        self._launch(
            "replays",
            key,
            lambda: StepJob(par_replays(played, seating, results), ("replays", key), self._quiet),
        )

    def _decide_ahead(self, match: rules.Match, played: PlayedDeal) -> None:
        """The player is to decide before some of the others (Brag: the player arranges
        first): the expert's first decision of each replay is made now, while the player
        thinks, and the replays at the deal's end take it (``coaching.first_choices``)."""
        from ..bots.coaching import first_choices, first_key

        seating = self._seating(match, len(match.deals))
        key = first_key(played, seating)
        if key in self._chosen:
            return
        chosen: list[Action] = []
        self._chosen[key] = chosen
        self._launch(
            "replays",
            ("first", key),
            lambda: StepJob(
                first_choices(played, seating, chosen), ("replays", ("first", key)), self._quiet
            ),
        )

    def _deal_over(self, _text: str = "") -> None:
        match = self._playing()
        if match is not None:
            self.request(len(match.deals))

    @Slot(object, object)
    def _done(self, token: Token, coaching: DealCoaching) -> None:
        match_id, key, deal_no = token
        if self._jobs.get(key) is None or match_id != self._match_id:
            return  # cancelled: another match now
        del self._jobs[key]
        try:
            self._coaching_in(match_id, key, deal_no, coaching)
        finally:
            self._release()

    def _coaching_in(
        self, match_id: str | None, key: str, deal_no: int, coaching: DealCoaching
    ) -> None:
        """Keep a coaching come in, with its par when its replays are all made; else the
        replays left are made behind it."""
        from ..bots.coaching import first_key, par_key, par_work
        from ..bots.par import default_replays, summed

        match, played = self.host.match, self._deal(deal_no)
        if match is None or played is None or played.key != key:
            self._keep(coaching)
            return
        seating = self._seating(match, deal_no)
        results = self._replayed.setdefault(par_key(played, seating), [])
        player_points = float(match.deals[deal_no - 1].returns()[self.seat])
        if coaching.par is None and len(results) >= default_replays(played.game):
            coaching = coaching.with_par(summed(results, player_points))
        self._keep(coaching)
        self.ready.emit(deal_no)
        if coaching.par is None:
            # the replays left, behind the review: the review is what the player opens
            self._drop("replays", par_key(played, seating))  # (taken up where it stopped)
            first = first_key(played, seating)
            self._drop("replays", ("first", first))  # (what it made is taken)
            chosen = self._chosen.get(first, [])
            self._launch(
                "par",
                key,
                lambda: StepJob(
                    par_work(played, seating, results, player_points, chosen),
                    (match_id, key, deal_no),
                    self._par_signals,
                ),
            )

    @Slot(object, object)
    def _par_done(self, token: Token, par: DealPar) -> None:
        match_id, key, deal_no = token
        if self._pars.get(key) is None or match_id != self._match_id:
            return  # cancelled: another match now
        self._drop("par", key)
        coaching = self._coachings.get(key)
        if coaching is None:
            return
        self._keep(coaching.with_par(par))
        self._tell(key, deal_no)

    @Slot(object, str)
    def _par_failed(self, token: Token, _message: str) -> None:
        match_id, key, deal_no = token
        if self._pars.get(key) is not None and match_id == self._match_id:
            self._drop("par", key)
            self._tell(key, deal_no)  # (no par: the coaching stays as it is)

    def _tell(self, key: str, deal_no: int) -> None:
        played = self._deal(deal_no)
        if played is not None and played.key == key:
            self.ready.emit(deal_no)

    @Slot(object, str)
    def _failed(self, token: Token, message: str) -> None:
        match_id, key, deal_no = token
        if self._jobs.pop(key, None) is not None and match_id == self._match_id:
            self._release()
            self.failed.emit(deal_no, message)


def _digest(key: str) -> bytes:
    """A deal's key (``PlayedDeal.key``) in 16 bytes: the coach finds a coaching by it."""
    import hashlib  # (after the first frame: the first deal is drawn without it)

    return hashlib.blake2b(key.encode("utf-8"), digest_size=16).digest()
