"""The rules model of Bräus Desktop: pure Python, no Qt, no I/O except records.

``make_game(game_id, **options)`` is the front door; see docs/rules-api.md.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .cards import Card, card, cards
from .phrase import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .core import (
        PASS,
        Action,
        Cut,
        Event,
        Game,
        IllegalAction,
        Observation,
        Option,
        Pass,
        Play,
        Result,
        State,
    )
    from .match import Match

# Loaded on first use (PEP 562): the desktop window imports the cards before its first
# frame and the rest of the rules model only once a game starts.
_LAZY = {
    name: "core"
    for name in (
        "PASS",
        "Action",
        "Cut",
        "Event",
        "Game",
        "IllegalAction",
        "Observation",
        "Option",
        "Pass",
        "Play",
        "Result",
        "State",
    )
}
_LAZY["Match"] = "match"


_SUBMODULES = ("records", "core", "match")


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    if name in _LAZY:
        value = getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# game id -> (module, class, one-line description). One table; the CLI, the new-game
# dialog and the docs all read it.
GAMES: dict[str, tuple[str, str, str]] = {
    "braus": (
        "braus",
        "Braus",
        QT_TRANSLATE_NOOP("Games", "Bräus from Gotland: 4 or 6 players in two teams"),
    ),
    "brus": (
        "brus",
        "DanishBrus",
        QT_TRANSLATE_NOOP("Games", "Danish Brus: 4 players in two partnerships"),
    ),
    "brus-solo": (
        "brus",
        "SoloBrus",
        QT_TRANSLATE_NOOP("Games", "Solo Brus: 3 players, each for themselves"),
    ),
    "brus-iceland": (
        "brus_iceland",
        "IcelandicBrus",
        QT_TRANSLATE_NOOP("Games", "Icelandic Brús: 4 players in partnerships"),
    ),
    "brag": (
        "brag",
        "Brag",
        QT_TRANSLATE_NOOP("Games", "Horwell's multi-card Brag: 2 to 4 players arrange tricks"),
    ),
}
GAME_IDS = tuple(GAMES)


def game_class(game_id: str) -> type[Game]:
    """The Game class of a game id; ValueError names the valid ids."""
    if game_id not in GAMES:
        raise ValueError(f"unknown game '{game_id}'; the games are: {', '.join(GAME_IDS)}")
    module_name, class_name, _ = GAMES[game_id]
    module = importlib.import_module(f"{__name__}.{module_name}")
    found: type[Game] = getattr(module, class_name)
    return found


def make_game(game_id: str, **options: Any) -> Game:
    """A Game for ``game_id`` with the given options (ValueError if unknown or bad)."""
    return game_class(game_id)(**options)


__all__ = [
    "Action",
    "Card",
    "Cut",
    "Event",
    "GAMES",
    "GAME_IDS",
    "Game",
    "IllegalAction",
    "Match",
    "Observation",
    "Option",
    "PASS",
    "Pass",
    "Play",
    "Result",
    "State",
    "card",
    "cards",
    "game_class",
    "make_game",
]
