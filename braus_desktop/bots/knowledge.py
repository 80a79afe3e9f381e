"""The bots' interface: what the shared bot code asks of a game, declared once.

Two protocols, each implemented once per game in its bot module (bots/<game>_bots.py, as
``GAME_BOTS`` names it) and found through ``knowledge_for`` and ``coaching_for``:

- ``Knowledge``: what the search (``search.py``: the expert, the cheater) and the puzzles
  (``puzzles.py``) need to play a trick game: a deal sampled from what a seat saw, a
  transposition key, a cheap rollout policy, and the game's own shortcuts (an exact
  solver of its own, a choice that needs no search, its judgement among equal plays).
  Brag has none: its expert searches arrangements, not tricks.
- ``Coaching``: what the coach (``review.py``) and the hints (``hints.py``) need of every
  game: the verdicts' thresholds and the samples per decision, how one decision is
  valued (``review_decision``: a trick game's through its ``Knowledge``, Brag's
  arrangement against sampled opponents), and the words of a hint.

A member with a body here is a default: a game's class that subclasses the protocol gets
it, and overrides only what the game does differently. Shared code calls every member;
it never probes for one, nor branches on a game's id (``tests/bots/test_seam.py``).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..rules.core import Action, Game, Observation, State

if TYPE_CHECKING:
    from typing import Self

    from ..rules.played import DealEvents
    from .base import Bot
    from .verdicts import DecisionReview


@dataclass
class Outlook:
    """What a hint's outlook reads (``hints.explained``): each legal action's expected
    value and the sampled deals behind them."""

    last_values: list[float] | None
    last_samples: int


@runtime_checkable
class Knowledge(Protocol):
    """What the expert's search needs from a trick game (one instance per ``Game``; it
    may keep what it learnt of the last observation)."""

    game: Game

    # Play every action of a sample out with the same random numbers: the comparison
    # between actions is much less noisy than their values (``search.rollout_values``).
    common_random_numbers: bool = False

    def determinize(self, obs: Observation, rng: random.Random) -> State | None:
        """A full State at the observation's position with the hidden cards sampled
        consistently with what the seat saw; None if no consistent deal was found."""
        ...

    def key(self, state: State) -> Hashable:
        """The transposition key of a position (equal keys, equal values)."""
        ...

    def rollout(self, state: State, rng: random.Random, epsilon: float = ...) -> object:
        """Play ``state`` to its end with a cheap policy and a little noise (``epsilon``:
        how often a random legal action instead)."""
        ...

    def solve(
        self,
        state: State,
        legal: Sequence[Action],
        seat: int,
        node_limit: int,
        deadline: float | None,
    ) -> list[float] | None:
        """Exact values of ``legal`` for ``seat`` by the game's own solver, or None where
        it has none that applies (the generic alpha-beta ``search.Solver`` then does).
        Raises ``search.OutOfBudget`` past the node limit or the deadline."""
        return None

    def solvable(self, state: State) -> bool:
        """Whether the rest of the deal is small enough to try an exact search."""
        return True

    def prior(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random
    ) -> list[float] | None:
        """The game's own judgement of each legal action, added to the sampled values to
        break the near-ties the sampling cannot resolve; None: no judgement."""
        return None

    def quick_choice(
        self, obs: Observation | None, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """A choice that needs no search (the Icelandic cut), else None. ``obs`` is None
        for the cheater, who sees the state."""
        return None

    def fallback(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """The choice when no consistent deal could be sampled; None: a random one."""
        return None

    def hide_stock(self, state: State, rng: random.Random) -> State | None:
        """A copy of ``state`` with the face-down stock in a random order (the cheater
        sees the hands, not the future), or None when nothing lies face down."""
        return None

    def for_true_deal(self) -> Self:
        """The knowledge for states that are the true deal, not samples (the cheater's,
        a finished deal's review, a double-dummy puzzle): itself, unless its rollouts
        play differently on what they could know (Brus's risks)."""
        return self


@runtime_checkable
class Coaching(Protocol):
    """What the coach and the hints need from a game (one instance per ``Game``)."""

    game: Game
    # a decision's verdict from its expected loss, and a deal's accuracy (review.py)
    thresholds: Thresholds
    # samples per decision when the caller gives none: chosen so that a whole deal's
    # review keeps to the time budgets of benchmarks/review_speed.py on one core
    samples: int
    # how many times ``samples`` the coach draws at most where a verdict is uncertain
    # (review.settled); 1: never more
    resample: int

    def values_later(self, action: Action) -> bool:
        """Whether a decision's exact value needs the actions after it (a Brag
        arrangement is valued against the ones the others lay after it)."""
        return False

    # what a deal is called where a key moment says a play lost it: "deal", or "hand"
    # (the Brus games, as their rules say)
    deal_word: str = "deal"

    def moment_text(
        self, events: DealEvents, decision: DecisionReview, names: Sequence[str], cost: str
    ) -> str | None:
        """A key moment's words in the game's own way (bots/key_moments.py: ``cost`` is
        said already), or None for the trick games' words: which trick, what was played,
        who took it with what."""
        return None

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
        """The review of one decision of ``seat`` (see ``review.review_decision``): ``rng``
        draws its sampled deals, ``prior_rng`` the expert's judgement among equals. None
        when the seat had no choice to make."""
        ...

    def values_of(
        self, obs: Observation, actions: Sequence[Action], samples: int, rng: random.Random
    ) -> list[float] | None:
        """Each action's expected value for the observing seat, valued on the same sampled
        deals the way the review values that decision: for an exercise's try the review
        did not value (a Brag arrangement laid anew). None: the review valued every
        choice there is (a trick game's every legal play)."""
        return None

    def coach_bot(self, observation: Observation) -> Bot | None:
        """The bot whose move a hint suggests where the coach has one best answer of its
        own (Brag: the one best arrangement); None: the coach's valuation chooses."""
        return None

    def hint_reason(
        self, obs: Observation, action: Action, legal: list[Action], seen: Outlook | Bot
    ) -> str:
        """Why a hint suggests ``action``, in the game's words; ``seen`` is what the
        search behind it saw (its values, or the bot that chose)."""
        ...


@dataclass(frozen=True)
class ParSettings:
    """How par (``par.py``) replays a deal of one game: ``replays`` by default (K, chosen in
    docs/coach.md), the parameters that give the level ``expert`` a fixed amount of thought
    in a replay (a clock is never reproducible), and whether the other seats keep the
    decisions they actually made (Brag: nobody sees another's arrangement, so the player's
    choice cannot change theirs) rather than being asked again by their bots."""

    replays: int
    expert: dict[str, Any] = field(default_factory=dict)
    others_as_played: bool = False


@dataclass(frozen=True)
class Thresholds:
    """The expected loss in points from which a decision is an inaccuracy, a mistake, a
    blunder (below ``inaccuracy``: good; within ``tie`` of the best: best). ``scale`` is
    the points that count as a whole deal's swing in the accuracy formula.

    A loss is measured on sampled deals, so it carries their noise: a loss within
    ``noise`` (``review.loss_noise``: the standard error of the difference, measured on
    the same samples for both plays) cannot be told apart from no loss. Below
    ``inaccuracy`` it is good; from there it is **uncertain**: the coach samples more
    (``review.settled``) until the verdict is clear (``review.clear``), and a loss still
    within the noise at the cap stays uncertain, never "good" beside a loss of a point.
    A hint followed, or Brag's Auto-arrange, is never called a mistake for the luck of
    the coach's samples: it loses nothing on the samples it was chosen on."""

    inaccuracy: float
    mistake: float
    blunder: float
    scale: float
    tie: float = 0.01

    def verdict(self, loss: float, noise: float = 0.0) -> str:
        if loss <= self.tie:
            return "best"
        if loss < self.inaccuracy:
            return "good"
        if loss <= noise:
            return "uncertain"
        if loss < self.mistake:
            return "inaccuracy"
        if loss < self.blunder:
            return "mistake"
        return "blunder"

    def by_its_noise(self, verdict: str, loss: float) -> bool:
        """Whether ``verdict`` is not the one the size of ``loss`` gives: it was decided
        by the samples' noise (uncertain, or a mistake named at the cap because it could
        be one within its noise), so the loss is shown with its ± noise beside it, never
        a "Mistake" beside a loss below the mistake threshold alone."""
        return verdict != self.verdict(loss)
