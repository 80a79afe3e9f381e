"""The ways a player gives a move: each game's ``GameUI.modes`` names the ones its deal uses.

A mode answers the player's verbs at the table (a card clicked, activated, dropped on the
trick; Play; a cut; an arrangement) for the position in force, through the player's input
(``player_input.PlayerInput``: the controller's ``input``), which hands every verb to the
game's mode and never asks which mode it is. The rules decide every move's legality;
a mode only says which move the player's gesture means and what the status bar asks.

- ``PlayCards``: a card clicked, activated or dropped on the trick is played (Bräus).
- ``SelectAndRisk``: cards are selected (a click), then played together with Play, a
  risk ticked or not (the Brus games).
- ``ArrangeHand``: the whole hand is arranged into tricks in a dialog (Brag).
- ``CutPack``: the pack is spread to be cut (the Icelandic cut); the hand's verbs are
  those of the mode played after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from ... import rules
from ..keys import key_names
from ..phrases import say

if TYPE_CHECKING:  # pragma: no cover
    from ...rules.brag import Arrangement
    from ...rules.cards import Card
    from ..models import HandModel


class Player(Protocol):
    """What a mode asks of the player's input it is given (``player_input.PlayerInput``
    is the one class that has these members): the position, the player's hand, the words
    to say, and the two ways a move is made, ``play`` (cards, with the risk ticked or
    not) and ``apply`` (a cut, an arrangement)."""

    seat: int
    risk: bool
    risk_ticked: bool

    @property
    def state(self) -> rules.State: ...

    @property
    def hand(self) -> HandModel: ...

    def status(self, text: str) -> None: ...

    def refuse(self, text: str) -> None: ...

    def play(self, cards: Sequence[Card]) -> bool: ...

    def apply(self, action: rules.Action) -> bool: ...

    def risk_possible(self) -> bool: ...

    def turn_prompt(self) -> str: ...

    def drop_refusal(self) -> str | None: ...

    def lesson_refusal(self, action: rules.Action) -> str | None: ...

    def trick_started(self) -> bool: ...

    def show_cut(self, spread: int | None) -> None: ...

    def selection_changed(self) -> None: ...


class Input(Enum):
    """How the player gives a move in a game: each mode's name."""

    SINGLE_CARD = "single card"  # click a card, or drag it to the trick (Bräus)
    SETS = "sets and risk"  # select cards, then Play, with a Risk box (the Brus games)
    ARRANGEMENT = "arrangement"  # arrange the whole hand into tricks in a dialog (Brag)
    CUT = "cut"  # cut the spread pack (Icelandic Brús, before the deal)


class InputMode:
    """One way of giving a move; stateless, shared by every table (``p`` is the player's
    input at the table the verb came from, a ``Player``). What every mode shares is
    here: a card's verbs play it, a cut and an arrangement go to the rules."""

    kind: Input = Input.SINGLE_CARD
    selects = False  # cards are selected and then played (Play, the risk box)
    arranges = False  # the whole hand is arranged at once (the arranger dialog)

    def applies(self, legal: Sequence[rules.Action]) -> bool:
        """Is this the mode for a position whose legal actions are ``legal``?"""
        return True

    def offer(self, p: Player, state: rules.State) -> None:
        """The player's turn has come: say in the status bar what to do."""
        legal = state.legal_actions()
        if legal and all(isinstance(a, rules.Pass) for a in legal):
            p.status(
                QCoreApplication.translate(
                    "Controller", "You cannot beat the card: press Pass (or P)."
                )
            )
        else:
            p.status(p.turn_prompt())

    def click(self, p: Player, card: Card) -> None:
        p.play([card])

    def activate(self, p: Player, card: Card) -> None:
        """Double click or Enter: play that card (or the selection it belongs to)."""
        chosen = p.hand.selected()
        p.play(chosen if card in chosen else [card])

    def drop(self, p: Player, card: Card) -> bool:
        """A card dragged onto the trick: play it (or the selection it belongs to)."""
        chosen = p.hand.selected()
        return bool(p.play(chosen if card in chosen else [card]))

    def cut(self, p: Player, position: int) -> None:
        action = rules.Cut(position)
        reason = p.state.why_illegal(action)
        if reason is not None:
            p.refuse(say(reason))
            return
        if (unwanted := p.lesson_refusal(action)) is not None:
            p.refuse(unwanted)
            return
        p.show_cut(None)
        p.apply(action)

    def arrange(self, p: Player, arrangement: Arrangement) -> bool:
        reason = p.state.why_illegal(arrangement)
        if reason is not None:
            p.refuse(say(reason))
            return False
        if (unwanted := p.lesson_refusal(arrangement)) is not None:
            p.refuse(unwanted)
            return False
        order = [card for t in arrangement.tricks for card in t] + list(arrangement.discards)
        p.hand.reorder(order)
        return bool(p.apply(arrangement))


class PlayCards(InputMode):
    """A card clicked, activated or dropped on the trick is played."""

    kind = Input.SINGLE_CARD


class SelectAndRisk(InputMode):
    """Cards are selected with a click and played together with Play (or a double click),
    a risk ticked or not."""

    kind = Input.SETS
    selects = True

    def click(self, p: Player, card: Card) -> None:
        hand = p.hand
        chosen = hand.selected()
        if (
            chosen
            and card not in chosen
            and any(x.rank != card.rank for x in chosen)
            and not self._answering_set(p)
        ):
            hand.set_selected([card])
            self._say_selection_dropped(p, chosen, card)
        else:
            hand.toggle(card)
        p.risk = p.risk and p.risk_possible()
        p.risk_ticked = p.risk_ticked and p.risk
        p.selection_changed()

    @staticmethod
    def _answering_set(p: Player) -> bool:
        return (
            any(isinstance(a, rules.Play) and len(a.cards) > 1 for a in p.state.legal_actions())
            and p.trick_started()
        )

    @staticmethod
    def _say_selection_dropped(p: Player, chosen: list[Card], card: Card) -> None:
        """A card of another rank replaced the selection: say why (the rules' refusal of
        the cards together) and what is selected now, so the change is never silent."""
        reason = p.state.why_illegal(rules.Play.of(tuple(chosen) + (card,)))
        if reason is None:  # never expected: these cards are not played together
            p.status(
                QCoreApplication.translate("Controller", "Only the {card} is selected now.").format(
                    card=card.display
                )
            )
            return
        p.status(
            QCoreApplication.translate(
                "Controller", "{reason} Only the {card} is selected now."
            ).format(reason=say(reason), card=card.display)
        )


class ArrangeHand(InputMode):
    """The whole hand is arranged into tricks in the arranger; a card dropped on the
    table plays nothing."""

    kind = Input.ARRANGEMENT
    arranges = True

    def drop(self, p: Player, card: Card) -> bool:
        refusal = p.drop_refusal()
        if refusal is not None:
            p.refuse(refusal)
            return False
        return super().drop(p, card)


class CutPack(InputMode):
    """The pack is spread for the player to cut, before the deal; a card of the hand
    means what it means in the mode played after the cut (``then``)."""

    kind = Input.CUT

    def __init__(self, then: InputMode) -> None:
        self.then = then
        self.selects, self.arranges = then.selects, then.arranges

    def applies(self, legal: Sequence[rules.Action]) -> bool:
        return bool(legal) and all(isinstance(a, rules.Cut) for a in legal)

    def offer(self, p: Player, state: rules.State) -> None:
        p.show_cut(len(state.legal_actions()) + 1)
        p.status(
            QCoreApplication.translate(
                "Controller",
                "Your cut: click the pack where you want to cut it, or choose the "
                "place with {left} and {right} and press {enter}.",
            ).format(**key_names(left="Left", right="Right", enter="Enter"))
        )

    def click(self, p: Player, card: Card) -> None:
        self.then.click(p, card)

    def activate(self, p: Player, card: Card) -> None:
        self.then.activate(p, card)

    def drop(self, p: Player, card: Card) -> bool:
        return self.then.drop(p, card)


PLAY_CARDS = PlayCards()
SELECT_AND_RISK = SelectAndRisk()
ARRANGE_HAND = ArrangeHand()
