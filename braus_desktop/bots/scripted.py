"""A computer player whose moves are fixed in advance: a lesson's scripted replies.

It sees only its observation, like every bot: the number of actions in the deal's public
history says how far the deal has gone, and the script says what to play there. Past the
end of the script it plays as its fallback bot does (a lesson may be played on).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..rules import Game
from ..rules.core import Action, Observation
from .base import Bot


class ScriptedBot(Bot):
    """Plays ``script(n)`` (an action text) as the deal's action number ``n``; when the
    script has none there, the ``fallback`` bot's choice."""

    level = "scripted"

    def __init__(
        self,
        game: Game,
        script: Callable[[int], str | None],
        fallback: Bot,
        seed: int | None = None,
    ) -> None:
        super().__init__(game, seed)
        self.script = script
        self.fallback = fallback

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        text = self.script(len(observation.history))
        if text is None:
            return self.fallback.choose(observation, legal_actions)
        return self.game.parse_action(text)
