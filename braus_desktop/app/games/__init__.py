"""What each game does differently in the window, one module per game (the seam).

Shared code (the controller, the narration, the main window, the score sheet, the
statistics, the rules help, the deal editor, the card art) never branches on a game id:
it asks the game's ``GameUI`` (see ``base``). The table below is keyed like
``rules.GAMES``; a game's module loads the first time the game is asked for, so the
window is painted before any of them (or the rules engine) is imported.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - for the type checker only
    from ...rules import Game
    from .base import GameUI

# game id -> (module in this package, its GameUI class); the same keys as rules.GAMES
GAME_UIS: dict[str, tuple[str, str]] = {
    "braus": ("braus", "BrausUI"),
    "brus": ("brus", "DanishBrusUI"),
    "brus-solo": ("brus", "SoloBrusUI"),
    "brus-iceland": ("brus_iceland", "IcelandicBrusUI"),
    "brag": ("brag", "BragUI"),
}

_made: dict[str, GameUI] = {}


def game_ui(game: Game | str) -> GameUI:
    """The window's object for a game (a ``Game`` or its id); ValueError for an unknown id."""
    game_id = game if isinstance(game, str) else game.id
    ui = _made.get(game_id)
    if ui is None:
        if game_id not in GAME_UIS:
            raise ValueError(f"unknown game '{game_id}'; the games are: {', '.join(GAME_UIS)}")
        module_name, class_name = GAME_UIS[game_id]
        module = importlib.import_module(f"{__name__}.{module_name}")
        ui = _made[game_id] = getattr(module, class_name)()
    return ui


def game_uis() -> list[GameUI]:
    """Every game's object, in the order of the rules table."""
    return [game_ui(game_id) for game_id in GAME_UIS]


def series_game() -> str:
    """The game that keeps a running series across matches (the statistics show it)."""
    return next(ui.game_id for ui in game_uis() if ui.keeps_series)


__all__ = ["GAME_UIS", "game_ui", "game_uis", "series_game"]
