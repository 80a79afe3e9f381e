"""How the coach and the hints name cards and moves: "9♣", "Play 9♣", "K♥ risked",
"passing". Below the hints, the review and the key moments, which all say moves the
same way.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.cards import Card
from ..rules.core import Action, Cut, Pass, Play
from ..rules.phrase import QT_TRANSLATE_NOOP


def card_name(card: Card) -> str:
    """A card as hints name it."""
    return card.display


def card_names(cards: Iterable[Card]) -> str:
    """Cards as hints name them."""
    return " ".join(card_name(c) for c in cards)


def move_text(action: Action) -> str:
    """The move itself, as a hint begins: "Play 9♣", "Risk K♥", "Pass", "Cut 17 cards"
    (the cut in the player's terms, the number the log and the spread pack show)."""
    if isinstance(action, Play):
        if action.risk:
            return QT_TRANSLATE_NOOP("Hints", "Risk {cards}").format(cards=card_names(action.cards))
        return QT_TRANSLATE_NOOP("Hints", "Play {cards}").format(cards=card_names(action.cards))
    if isinstance(action, Pass):
        return QT_TRANSLATE_NOOP("Hints", "Pass")
    if isinstance(action, Cut):
        return QT_TRANSLATE_NOOP("Hints", "Cut {n} cards").format(n=action.position)
    return str(action)


def alternative(action: Action) -> str:
    """A move named as one of the choices: "9♣", "K♥ risked", "passing"."""
    if isinstance(action, Play):
        if action.risk:
            return QT_TRANSLATE_NOOP("Hints", "{cards} risked").format(
                cards=card_names(action.cards)
            )
        return card_names(action.cards)
    if isinstance(action, Pass):
        return QT_TRANSLATE_NOOP("Hints", "passing")
    return move_text(action)
