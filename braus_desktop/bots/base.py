"""What every computer player shares: the Bot contract and small helpers.

A bot is given only ``state.observation(seat)`` and the legal actions, and returns one
of those actions. It never sees a State (the benchmark-only ``cheater`` level is the one
exception, through its separately named ``choose_with_state``). Pure Python, no Qt.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..rules import Game, make_game
from ..rules.core import Action, Observation, State


def game_for(game: Game | str, **options: Any) -> Game:
    """A Game from a Game or a game id (with options)."""
    if isinstance(game, Game):
        return game
    return make_game(game, **options)


class Bot:
    """One computer player. ``choose(observation, legal_actions) -> action``.

    ``seed`` makes the bot deterministic: the same seed, the same observations, the same
    choices (search levels: with a fixed ``samples`` count rather than a time budget,
    because a clock is never reproducible).
    """

    level: str = ""
    # a bot that is given the whole state (``choose_with_state``): the benchmark-only
    # cheater; every other bot sees only its seat's observation
    wants_state: bool = False

    def __init__(self, game: Game | str, seed: int | None = None, **params: Any) -> None:
        self.game = game_for(game)
        self.seed = seed
        self.rng = random.Random(seed)
        if params:
            raise TypeError(
                f"the {self.level or type(self).__name__} bot takes no "
                f"parameters {', '.join(sorted(params))}"
            )

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        raise NotImplementedError

    def choose_with_state(self, state: State, legal_actions: Sequence[Action]) -> Action:
        """The choice seeing the whole deal: only a bot that ``wants_state`` has one."""
        raise NotImplementedError(f"the {self.level} bot sees only its observation")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level} {self.game.id} seed={self.seed}>"


class RandomBot(Bot):
    """Uniform among the legal actions: for tests and as the weakest baseline."""

    level = "random"

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return legal_actions[int(self.rng.random() * len(legal_actions))]
