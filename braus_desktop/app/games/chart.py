"""A game's ranking chart as values, and the marks of where a rules page shows it.

Each game's ``GameUI.ranking_chart`` builds its chart from the rules tables as
``ChartSection``s of ``ChartEntry``s; the rules help (``dialogs/rules_help``) draws them.
These values sit below both, so a game never imports the dialog that shows its page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...rules.cards import Card
from ..phrases import say

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Iterable

    from ...rules import Game

# where a rules page's blocks (``GameUI.rules_page``) take the chart and the options
CHART = "{chart}"
OPTIONS = "{options}"


@dataclass(frozen=True)
class ChartEntry:
    """One place in a chart: a card (or a Brag example trick) and what to call it."""

    cards: tuple[Card, ...]
    caption: str


@dataclass(frozen=True)
class ChartSection:
    title: str
    note: str
    entries: tuple[ChartEntry, ...]
    numbered: bool = True


def card_name(game: Game, c: Card) -> str | None:
    """The card's traditional name in this game ("Spit", "Galhund"), in the player's
    language, or None."""
    name = game.card_name(c)
    return say(name) if name else None


def card_caption(game: Game, c: Card) -> str:
    name = card_name(game, c)
    return f"{c.display} {name}" if name else c.display


def single_cards(game: Game, seq: Iterable[Card]) -> tuple[ChartEntry, ...]:
    """A chart section's entries: each card alone, with its caption."""
    return tuple(ChartEntry((c,), card_caption(game, c)) for c in seq)
