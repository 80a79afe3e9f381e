"""The computer players of Bräus Desktop: pure Python, through the rules API only.

``make_bot(level, game, seed=None, **params)`` returns a Bot with one method,
``bot.choose(observation, legal_actions) -> action``. ``LEVELS`` is the one table of
levels: the new-game dialog lists the ones with ``app=True``, each with its description.
A bot is only ever given ``state.observation(seat)``; the benchmark-only ``cheater`` gets
the full state through ``choose_with_state`` and is never offered in the app.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..rules import Game
from ..rules.phrase import QT_TRANSLATE_NOOP
from .base import Bot, RandomBot, game_for


@dataclass(frozen=True)
class Level:
    name: str
    description: str
    app: bool                      # offered in the new-game dialog
    games: tuple[str, ...] | None  # None: every game id
    factory: Callable[..., Bot]
    title: str = ""                # its name in a list of levels, beside the description


def _braus(cls_name: str) -> Callable[..., Bot]:
    def make(game, seed=None, **params):
        from . import braus_bots
        return getattr(braus_bots, cls_name)(game, seed, **params)
    return make


def _brag(cls_name: str) -> Callable[..., Bot]:
    def make(game, seed=None, **params):
        from . import brag_bots
        return getattr(brag_bots, cls_name)(game, seed, **params)
    return make


def _brus(cls_name: str) -> Callable[..., Bot]:
    def make(game, seed=None, **params):
        from . import brus_bots
        return getattr(brus_bots, cls_name)(game, seed, **params)
    return make


def _brus_expert(game, seed=None, **params):
    from .search import ExpertBot
    params.setdefault("playouts", 2)      # more samples, fewer rollouts each
    params.setdefault("node_limit", 4000)
    return ExpertBot(game, seed, **params)


BRUS_IDS = ("brus", "brus-solo", "brus-iceland")


def _expert(game, seed=None, **params):
    from .search import ExpertBot
    return ExpertBot(game, seed, **params)


def _cheater(game, seed=None, **params):
    from .search import CheaterBot
    return CheaterBot(game, seed, **params)


# level -> game id -> factory. One source of truth for what exists.
_FACTORIES: dict[str, dict[str, Callable[..., Bot]]] = {
    "random": {"*": lambda game, seed=None, **p: RandomBot(game, seed, **p)},
    "beginner": {"braus": _braus("BrausBeginner"), "brag": _brag("BragBeginner"),
                 **{g: _brus("BrusBeginner") for g in BRUS_IDS}},
    "standard": {"braus": _braus("BrausStandard"),
                 **{g: _brus("BrusStandard") for g in BRUS_IDS}},
    "greedy": {"brag": _brag("BragGreedy")},
    "expert": {"braus": _expert, "brag": _brag("BragExpert"),
               **{g: _brus_expert for g in BRUS_IDS}},
    "cheater": {"braus": _cheater, **{g: _cheater for g in BRUS_IDS}},
}

LEVELS: dict[str, Level] = {
    "random": Level("random", QT_TRANSLATE_NOOP(
        "Levels", "Plays any legal card at random (for tests and baselines)."),
        False, None, None, title=QT_TRANSLATE_NOOP("Levels", "Random")),
    "beginner": Level("beginner", QT_TRANSLATE_NOOP(
        "Levels", "A newcomer: simple rules of thumb and natural mistakes."),
        True, None, None, title=QT_TRANSLATE_NOOP("Levels", "Beginner")),
    "standard": Level("standard", QT_TRANSLATE_NOOP(
        "Levels", "A solid club player: counts cards, supports its partner and saves its "
        "best cards for when they matter."), True, None, None,
        title=QT_TRANSLATE_NOOP("Levels", "Standard")),
    "greedy": Level("greedy", QT_TRANSLATE_NOOP(
        "Levels", "Brag: lays its strongest trick first, then the strongest of the rest."),
        True, ("brag",), None, title=QT_TRANSLATE_NOOP("Levels", "Greedy")),
    "expert": Level("expert", QT_TRANSLATE_NOOP(
        "Levels", "Thinks ahead: weighs what the hidden hands may hold and searches the "
        "rest of the deal."), True, None, None,
        title=QT_TRANSLATE_NOOP("Levels", "Expert")),
    "cheater": Level("cheater", QT_TRANSLATE_NOOP(
        "Levels", "Benchmark only: sees every hand and plays the perfect move."),
        False, None, None, title=QT_TRANSLATE_NOOP("Levels", "Cheater")),
}


def levels_for(game_id: str, app_only: bool = True) -> list[Level]:
    """The levels available for a game id (the new-game dialog: app levels only)."""
    out = []
    for name, level in LEVELS.items():
        table = _FACTORIES.get(name, {})
        if (game_id in table or "*" in table) and (level.app or not app_only):
            out.append(level)
    return out


def default_level(game_id: str) -> str:
    """The level a computer player of this game has unless someone chose another: the
    middle one of those the app offers (they are listed weakest first)."""
    names = [lv.name for lv in levels_for(game_id)]
    return names[len(names) // 2]


def make_bot(level: str, game: Game | str, seed: int | None = None, **params: Any) -> Bot:
    """A bot of ``level`` for ``game`` (a Game, or a game id with default options).

    ValueError names the valid levels for the game."""
    game = game_for(game)
    table = _FACTORIES.get(level)
    if table is None:
        raise ValueError(f"unknown bot level '{level}'; the levels are: {', '.join(LEVELS)}")
    factory = table.get(game.id) or table.get("*")
    if factory is None:
        have = [lv.name for lv in levels_for(game.id, app_only=False)]
        raise ValueError(f"there is no {level} bot for {game.id} yet; it has: "
                         f"{', '.join(have)}")
    bot = factory(game, seed, **params)
    bot.level = level
    return bot


def knowledge_for(game: Game):
    """The expert's game-specific parts (sampling hidden cards, keys, rollouts)."""
    if game.id == "braus":
        from .braus_bots import BrausKnowledge
        return BrausKnowledge(game)
    if game.id in BRUS_IDS:
        from .brus_bots import BrusKnowledge
        return BrusKnowledge(game)
    raise ValueError(f"no search knowledge for {game.id} yet")


__all__ = ["Bot", "LEVELS", "Level", "knowledge_for", "levels_for", "make_bot"]
