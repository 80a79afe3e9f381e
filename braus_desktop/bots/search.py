"""Search players: the ``expert`` (perfect-information Monte Carlo over the hidden cards)
and the benchmark-only ``cheater`` (the same solver on the true deal).

The expert repeatedly samples a full deal consistent with its observation (the game's
``Knowledge.determinize``), then values each of its legal actions in that sample: an
exact alpha-beta search with a transposition table on the deal's points while the
position is small enough, otherwise rollouts with a cheap policy. The action with the
best average wins. It keeps to its time budget by checking the clock; with ``samples``
set it runs a fixed number of samples instead (reproducible, for tests).

Values are ``state.returns()[seat]``: the own side's points minus the best other side's.
In partnership games the partner maximises with us and both opponents minimise; with one
side per player the search is "paranoid" (every other player minimises our return).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence

from ..rules import Game
from ..rules.core import Action, Observation, State
from .base import Bot
from .knowledge import Knowledge


class OutOfBudget(Exception):
    """The search hit its node or time limit."""


EXACT, LOWER, UPPER = 0, 1, 2


class Solver:
    """Alpha-beta over ``clone(quiet=True)`` + ``apply`` with a transposition table.

    ``node_limit`` and ``deadline`` abort the search with OutOfBudget (checked every 256
    nodes for the clock)."""

    def __init__(
        self,
        game: Game,
        seat: int,
        key: Callable[[State], Hashable] | None = None,
        node_limit: int = 10**9,
        deadline: float | None = None,
    ) -> None:
        self.game = game
        self.seat = seat
        self.side = game.side_of(seat)
        self.partnership = game.partnership
        self.key = key
        self.node_limit = node_limit
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[Hashable, tuple[float, int, Action | None]] = {}

    def _maximiser(self, player: int) -> bool:
        if self.partnership:
            return self.game.side_of(player) == self.side
        return player == self.seat

    def value(self, state: State, alpha: float = -1e9, beta: float = 1e9) -> float:
        if state.is_over:
            return state.returns()[self.seat]
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise OutOfBudget
        if (
            self.deadline is not None
            and not self.nodes & 255
            and time.perf_counter() > self.deadline
        ):
            raise OutOfBudget
        key = self.key(state) if self.key is not None else None
        best_first = None
        if key is not None:
            hit = self.table.get(key)
            if hit is not None:
                v, flag, best_first = hit
                if flag == EXACT:
                    return v
                if flag == LOWER and v >= beta:
                    return v
                if flag == UPPER and v <= alpha:
                    return v
        actions = state.legal_actions()
        if best_first is not None and best_first in actions:
            actions.remove(best_first)
            actions.insert(0, best_first)
        a0, b0 = alpha, beta
        best_action = None
        player = state.current_player
        assert player is not None  # over states returned above
        if self._maximiser(player):
            best = -1e9
            for a in actions:
                child = state.clone(quiet=True)
                child.apply(a)
                v = self.value(child, alpha, beta)
                if v > best:
                    best, best_action = v, a
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = 1e9
            for a in actions:
                child = state.clone(quiet=True)
                child.apply(a)
                v = self.value(child, alpha, beta)
                if v < best:
                    best, best_action = v, a
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if key is not None:
            flag = UPPER if best <= a0 else LOWER if best >= b0 else EXACT
            self.table[key] = (best, flag, best_action)
        return best

    def action_values(self, state: State, actions: Sequence[Action]) -> list[float]:
        """The exact value of each action (full window each, sharing the table)."""
        out: list[float] = []
        for a in actions:
            child = state.clone(quiet=True)
            child.apply(a)
            out.append(self.value(child))
        return out


def exact_values(
    knowledge: Knowledge,
    state: State,
    actions: Sequence[Action],
    seat: int,
    node_limit: int,
    deadline: float | None = None,
) -> list[float]:
    """The exact value of each action: the game's own solver where it has one that
    applies (``knowledge.solve``; Bräus's compact one), else the generic ``Solver``.
    Raises OutOfBudget past the node limit or the deadline."""
    values = knowledge.solve(state, actions, seat, node_limit, deadline)
    if values is not None:
        return values
    return Solver(state.game, seat, knowledge.key, node_limit, deadline).action_values(
        state, actions
    )


def on_the_true_deal(knowledge: Knowledge) -> Knowledge:
    """A game's ``knowledge`` for states that are the true deal, not samples (the
    cheater's, a finished deal's review, a double-dummy puzzle): where a game's rollouts
    play differently on what they could know (Brus's risks), a copy that plays on the
    cards as they lie (``Knowledge.for_true_deal``)."""
    return knowledge.for_true_deal()


def rollout_values(
    knowledge: Knowledge,
    state: State,
    actions: Sequence[Action],
    seat: int,
    rng: random.Random,
    playouts: int,
    common: bool | None = None,
) -> list[float]:
    """Each action's mean return for ``seat`` over ``playouts`` rollouts of the game's
    policy; ``common`` (by default the knowledge's own say) plays every action out with the
    same random numbers."""
    if common if common is not None else knowledge.common_random_numbers:
        # every action is played out with the same random numbers: the comparison
        # between actions is much less noisy than their values
        seeds = [rng.getrandbits(32) for _ in range(playouts)]
        out: list[float] = []
        for a in actions:
            total = 0.0
            for seed in seeds:
                child = state.clone(quiet=True)
                child.apply(a)
                knowledge.rollout(child, random.Random(seed))
                total += child.returns()[seat]
            out.append(total / playouts)
        return out
    out = []
    for a in actions:
        total = 0.0
        for _ in range(playouts):
            child = state.clone(quiet=True)
            child.apply(a)
            knowledge.rollout(child, rng)
            total += child.returns()[seat]
        out.append(total / playouts)
    return out


class ExpertBot(Bot):
    """Perfect-information Monte Carlo: sample the hidden cards consistently with the
    observation, solve (or simulate) each sample, play the best action on average.

    Parameters: ``budget`` seconds per decision (default 0.5); ``samples`` a fixed number
    of samples instead of the clock (reproducible); ``node_limit`` nodes of exact search
    per sample before falling back to ``playouts`` rollouts per action.
    """

    level = "expert"

    def __init__(
        self,
        game: Game | str,
        seed: int | None = None,
        budget: float = 0.5,
        samples: int | None = None,
        node_limit: int = 20000,
        playouts: int = 8,
    ) -> None:
        super().__init__(game, seed)
        from . import knowledge_for

        self.knowledge = knowledge_for(self.game)
        self.budget = float(budget)
        self.samples = samples
        self.node_limit = node_limit
        self.playouts = playouts
        self.last_samples = 0
        # each legal action's average value over the samples of the last decision, in
        # the order given (the side's points minus the other side's); None if the move
        # was forced or taken by a rule of thumb. Hints explain a move with them.
        self.last_values: list[float] | None = None

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        legal = list(legal_actions)
        self.last_values = None
        if len(legal) == 1:
            return legal[0]
        know = self.knowledge
        action = know.quick_choice(observation, legal, self.rng)
        if action is not None:
            return action
        start = time.perf_counter()
        samples = self.samples
        deadline = start + self.budget * 0.9 if samples is None else None
        totals = [0.0] * len(legal)
        done = 0
        exact = True
        seat = observation.seat
        rng = self.rng
        while True:
            if samples is not None and done >= samples:
                break
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            state = know.determinize(observation, rng)
            if state is None:
                break
            values = None
            if exact and know.solvable(state):
                try:
                    values = exact_values(know, state, legal, seat, self.node_limit, deadline)
                except OutOfBudget:
                    if deadline is not None and done and time.perf_counter() > deadline:
                        break
                    # the samples of one decision are alike in size: once one is too
                    # big for the node limit, the rest go straight to rollouts instead
                    # of spending the budget on searches that would be cut off too
                    exact = False
            if values is None:
                values = rollout_values(know, state, legal, seat, rng, self.playouts)
            for i, v in enumerate(values):
                totals[i] += v
            done += 1
        self.last_samples = done
        if not done:
            action = know.fallback(observation, legal, rng)
            if action is not None:
                return action
            return legal[int(rng.random() * len(legal))]
        prior = know.prior(observation, legal, rng)
        if prior is not None:
            # a game's own judgement breaks the near-ties the sampling cannot resolve
            totals = [t / done + p for t, p in zip(totals, prior)]
        else:
            totals = [t / done for t in totals]
        self.last_values = totals
        best = max(totals)
        return legal[totals.index(best)]


class CheaterBot(Bot):
    """Benchmark only: sees every hand through ``choose_with_state`` and plays the exact
    perfect-information best move (rollouts only if the exact search is out of reach).
    Where a game has a face-down stock, its order stays hidden (``hide_stock``): the
    cheater knows the other players' cards, not the future.
    The app never creates it; ``choose`` without the state refuses."""

    level = "cheater"
    wants_state = True

    def __init__(
        self,
        game: Game | str,
        seed: int | None = None,
        node_limit: int = 200_000,
        playouts: int = 32,
    ) -> None:
        super().__init__(game, seed)
        from . import knowledge_for

        self.knowledge = on_the_true_deal(knowledge_for(self.game))
        self.node_limit = node_limit
        self.playouts = playouts

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        raise RuntimeError("the cheater level is for benchmarks: call choose_with_state")

    def choose_with_state(self, state: State, legal_actions: Sequence[Action]) -> Action:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        action = self.knowledge.quick_choice(None, legal, self.rng)
        if action is not None:
            return action
        seat = state.current_player
        assert seat is not None, "the deal is over"
        values = None
        if self.knowledge.solvable(state):
            try:
                values = exact_values(self.knowledge, state, legal, seat, self.node_limit)
            except OutOfBudget:
                pass
        if values is None:
            hidden = self.knowledge.hide_stock(state, self.rng)
            if hidden is not None:
                # every playout with its own order of the face-down stock
                values = [0.0] * len(legal)
                for k in range(self.playouts):
                    if k:
                        hidden = self.knowledge.hide_stock(state, self.rng)
                    assert hidden is not None  # the same state: the same stock
                    one = rollout_values(self.knowledge, hidden, legal, seat, self.rng, 1)
                    values = [v + w for v, w in zip(values, one)]
            else:
                values = rollout_values(self.knowledge, state, legal, seat, self.rng, self.playouts)
        return legal[values.index(max(values))]
