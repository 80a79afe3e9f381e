"""What a new match is made of: the game, its options, who sits where, and their names.

Kept apart from the new-game dialog (and free of the rules model at import time) so the
window can open before the rules, the bots and the dialogs are loaded.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Game

HUMAN = "human"

# Where each seat sits, South (the player) first, then clockwise.
SEAT_POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("South", "North"),
    3: ("South", "West", "East"),
    4: ("South", "West", "North", "East"),
    5: ("South", "Southwest", "Northwest", "Northeast", "Southeast"),
    6: ("South", "Southwest", "Northwest", "North", "Northeast", "Southeast"),
}


def seat_positions(n: int) -> tuple[str, ...]:
    """Compass positions of ``n`` seats: seat 0 is South, the others clockwise."""
    return SEAT_POSITIONS.get(n) or tuple(["South"] + [f"Seat {i}" for i in range(1, n)])


def default_names(n: int) -> list[str]:
    """Display names for ``n`` seats: "You" at South, the others by where they sit."""
    return ["You"] + list(seat_positions(n)[1:])


def default_options(game_id: str, fixed: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every option of ``game_id`` at its default, then ``fixed`` on top."""
    from ..rules import game_class

    out = {o.name: o.default for o in game_class(game_id).options() if o.default is not None}
    out.update(fixed or {})
    return out


@dataclass
class GameChoice:
    """What the player chose: a game id, its options (derived ones left out), per seat
    ``"human"`` (seat 0, South) or a bot level and a display name, and whether the match
    is for practice (undo, hints and open hands allowed; statistics kept apart)."""

    game_id: str
    options: dict[str, Any] = field(default_factory=dict)
    levels: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    practice: bool = False

    def make_game(self) -> Game:
        from ..rules import make_game

        return make_game(self.game_id, **self.options)


def default_choice() -> GameChoice:
    """The game a first start opens: Bräus, four players, the human at South with a
    ``standard`` partner North against two ``standard`` opponents."""
    return GameChoice(
        "braus",
        default_options("braus", {"players": 4}),
        [HUMAN] + ["standard"] * 3,
        default_names(4),
    )
