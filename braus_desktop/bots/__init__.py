"""The computer players of Bräus Desktop: pure Python, through the rules API only.

``make_bot(level, game, seed=None, **params)`` returns a Bot with one method,
``bot.choose(observation, legal_actions) -> action``. ``LEVELS`` is the one table of
levels: the new-game dialog lists the ones with ``app=True``, each with its description.
A bot is only ever given ``state.observation(seat)``; the benchmark-only ``cheater`` gets
the full state through ``choose_with_state`` and is never offered in the app.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..rules import Game
from ..rules.phrase import QT_TRANSLATE_NOOP
from .base import Bot, RandomBot, game_for

if TYPE_CHECKING:  # (loaded when first named: ``__getattr__``)
    from .knowledge import Coaching, Knowledge


def __getattr__(name: str) -> Any:
    """``Coaching`` and ``Knowledge``, the protocols of the game's bot module, from
    ``knowledge.py`` when first named: the start of a deal reads only the levels, and the
    window's first deal was shown 1.5 to 2 ms later for loading them."""
    if name == "Coaching":
        from .knowledge import Coaching as protocol
    elif name == "Knowledge":
        from .knowledge import Knowledge as protocol  # type: ignore[assignment]
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return protocol


@dataclass(frozen=True)
class Level:
    name: str
    description: str
    app: bool  # offered in the new-game dialog
    games: tuple[str, ...] | None  # None: every game id
    title: str = ""  # its name in a list of levels, beside the description


# game id -> (the module of its computer players, the levels it has besides ``random``).
# One table beside ``rules.GAMES``: bots/<module>.py holds the game's levels (its
# ``LEVELS`` factories), its search knowledge (``KNOWLEDGE``, None where its expert does
# not search tricks), its coach (``COACHING``) and its hints' wording (``hint_reason``);
# the two are the protocols of bots/knowledge.py. Shared code asks them and never
# branches on the game id. The levels are listed here too so that the new-game dialog
# need not import every bot.
GAME_BOTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "braus": ("braus_bots", ("beginner", "standard", "expert", "cheater")),
    "brus": ("brus_bots", ("beginner", "standard", "expert", "cheater")),
    "brus-solo": ("brus_bots", ("beginner", "standard", "expert", "cheater")),
    "brus-iceland": ("brus_bots", ("beginner", "standard", "expert", "cheater")),
    "brag": ("brag_bots", ("beginner", "greedy", "expert")),
}


def bot_module(game_id: str) -> ModuleType:
    """The module of a game's computer players (ValueError for an unknown game)."""
    if game_id not in GAME_BOTS:
        raise ValueError(f"no computer players for {game_id}")
    return importlib.import_module(f"{__name__}.{GAME_BOTS[game_id][0]}")


LEVELS: dict[str, Level] = {
    "random": Level(
        "random",
        QT_TRANSLATE_NOOP("Levels", "Plays any legal card at random (for tests and baselines)."),
        False,
        None,
        title=QT_TRANSLATE_NOOP("Levels", "Random"),
    ),
    "beginner": Level(
        "beginner",
        QT_TRANSLATE_NOOP("Levels", "A newcomer: simple rules of thumb and natural mistakes."),
        True,
        None,
        title=QT_TRANSLATE_NOOP("Levels", "Beginner"),
    ),
    "standard": Level(
        "standard",
        QT_TRANSLATE_NOOP(
            "Levels",
            "A solid club player: counts cards, supports its partner and saves its "
            "best cards for when they matter.",
        ),
        True,
        None,
        title=QT_TRANSLATE_NOOP("Levels", "Standard"),
    ),
    "greedy": Level(
        "greedy",
        QT_TRANSLATE_NOOP(
            "Levels", "Brag: lays its strongest trick first, then the strongest of the rest."
        ),
        True,
        ("brag",),
        title=QT_TRANSLATE_NOOP("Levels", "Greedy"),
    ),
    "expert": Level(
        "expert",
        QT_TRANSLATE_NOOP(
            "Levels",
            "Thinks ahead: weighs what the hidden hands may hold and searches the "
            "rest of the deal.",
        ),
        True,
        None,
        title=QT_TRANSLATE_NOOP("Levels", "Expert"),
    ),
    "cheater": Level(
        "cheater",
        QT_TRANSLATE_NOOP("Levels", "Benchmark only: sees every hand and plays the perfect move."),
        False,
        None,
        title=QT_TRANSLATE_NOOP("Levels", "Cheater"),
    ),
}


def levels_for(game_id: str, app_only: bool = True) -> list[Level]:
    """The levels available for a game id (the new-game dialog: app levels only)."""
    have = ("random",) + (GAME_BOTS[game_id][1] if game_id in GAME_BOTS else ())
    return [level for name, level in LEVELS.items() if name in have and (level.app or not app_only)]


def default_level(game_id: str) -> str:
    """The level a computer player of this game has unless someone chose another: the
    middle one of those the app offers (they are listed weakest first)."""
    names = [lv.name for lv in levels_for(game_id)]
    return names[len(names) // 2]


def make_bot(level: str, game: Game | str, seed: int | None = None, **params: Any) -> Bot:
    """A bot of ``level`` for ``game`` (a Game, or a game id with default options).

    ValueError names the valid levels for the game."""
    game = game_for(game)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level '{level}'; the levels are: {', '.join(LEVELS)}")
    factory: Callable[..., Bot]
    if level == "random":
        factory = RandomBot
    elif level in GAME_BOTS.get(game.id, ("", ()))[1]:
        factory = bot_module(game.id).LEVELS[level]
    else:
        have = [lv.name for lv in levels_for(game.id, app_only=False)]
        raise ValueError(f"there is no {level} bot for {game.id} yet; it has: {', '.join(have)}")
    bot = factory(game, seed, **params)
    bot.level = level
    return bot


def deal_seed(match_seed: int | None, deal_no: int, seat: int) -> int:
    """The seed of the computer player in ``seat`` for deal number ``deal_no`` (from 1) of
    a match seeded ``match_seed`` (None counts as 0). The app makes each computer player
    afresh from it at every deal's start, so that what a bot chooses in a deal depends on
    that deal alone, and par (``par.py``) can replay the deal with the very same players."""
    return random.Random(f"bot {match_seed or 0} {deal_no} {seat}").getrandbits(32)


def knowledge_for(game: Game) -> Knowledge:
    """The expert's game-specific parts (sampling hidden cards, keys, rollouts): the
    ``KNOWLEDGE`` of the game's bot module (ValueError where it has none)."""
    factory: Callable[[Game], Knowledge] | None = (
        bot_module(game.id).KNOWLEDGE if game.id in GAME_BOTS else None
    )
    if factory is None:
        raise ValueError(f"no search knowledge for {game.id} yet")
    return factory(game)


def simulate_counts(game_id: str) -> dict[str, str | None]:
    """The result flags ``braus-desktop-cli simulate`` counts apart for a game, under the
    names its summary gives them (None: left out): its bot module's ``SIMULATE_COUNTS``."""
    counts: dict[str, str | None] = bot_module(game_id).SIMULATE_COUNTS
    return counts


def coaching_for(game: Game) -> Coaching:
    """What the coach and the hints need of the game: the ``COACHING`` of its bot module."""
    factory: Callable[[Game], Coaching] = bot_module(game.id).COACHING
    return factory(game)


__all__ = [
    "Bot",
    "GAME_BOTS",
    "LEVELS",
    "Level",
    "Coaching",
    "Knowledge",
    "bot_module",
    "coaching_for",
    "deal_seed",
    "knowledge_for",
    "levels_for",
    "make_bot",
    "simulate_counts",
]
