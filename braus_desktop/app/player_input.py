"""The player's input at a table: the verbs the table's signals and the action bar call.

``PlayerInput`` is the controller's ``input``. Each verb (a card clicked, activated or
dropped, Play, Pass, a cut, an arrangement) is checked once for whether the player may
act now, then handed to the input mode of the game in play (``games.modes``: the first
of its ``GameUI.modes`` that applies to the legal actions), which says which move the
gesture means. It keeps what Play will do (the risk ticked, and whether the player ticked
it themselves), and turns a move into the rules' action and applies it through the
controller; the rules say whether it is legal and why not.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from .. import rules
from .games.modes import InputMode
from .narration import HUMAN
from .phrases import say

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.cards import Card

_log = logging.getLogger(__name__)



class PlayerInput:
    """What the player does at the table, for the controller ``c`` (see the module)."""

    seat = HUMAN

    def __init__(self, c: Any) -> None:
        self.c = c
        self.risk = False
        self.risk_ticked = False  # the player ticked "Risk it" themselves: not asked again
        self._offered = ""  # the last sentence said to the player (the turn's prompt)

    def attach(self, table: Any) -> None:
        """Take the table's gestures: its card, pass and cut signals call these verbs."""
        table.card_clicked.connect(self.click_card)
        table.card_activated.connect(self.activate_card)
        table.card_dropped.connect(self.drop_card)
        table.pass_requested.connect(self.pass_turn)
        table.cut_clicked.connect(self.cut)

    @property
    def mode(self) -> InputMode | None:
        """The game's input mode for the position in force (None before a match)."""
        c = self.c
        if c.match is None:
            return None
        return c.ui.mode_for(c.state.legal_actions())

    @property
    def selecting(self) -> bool:
        """Cards are selected and then played (Brus family: sets and risks)."""
        mode = self.mode
        return mode is not None and mode.selects

    @property
    def arranging(self) -> bool:
        """The whole hand is arranged at once (Brag): the window offers the arranger."""
        mode = self.mode
        return mode is not None and mode.arranges

    # ------------------------------------------------------------------ the verbs
    def click_card(self, card: Card) -> None:
        if self.can_act():
            self._mode().click(self, card)

    def activate_card(self, card: Card) -> None:
        """Double click or Enter: play that card (or the selection it belongs to)."""
        if self.can_act():
            self._mode().activate(self, card)

    def drop_card(self, card: Card) -> bool:
        """A card dragged onto the trick: play it (or the selection it belongs to)."""
        if not self.can_act():
            return False
        return self._mode().drop(self, card)

    def play_selection(self) -> None:
        if not self.can_act():
            return
        chosen = self.c.hands[HUMAN].selected()
        if not chosen:
            self.status(QCoreApplication.translate("Controller",
                                                   "Select the cards to play first."))
            return
        self.play(chosen)

    def pass_turn(self) -> None:
        if not self.can_act():
            return
        reason = self.c.state.why_illegal(rules.PASS)
        if reason is not None:
            self.refuse(say(reason))
            return
        self.apply(rules.PASS)

    def cut(self, position: int) -> None:
        if self.can_act():
            self._mode().cut(self, position)

    def arrange(self, arrangement: Any) -> bool:
        if not self.can_act():
            return False
        return self._mode().arrange(self, arrangement)

    def offer(self, state: Any) -> None:
        """The player's turn has come: the mode says what to do (and the screen reader
        says it too, after what it is saying: the turn is the flow of play)."""
        self._offered = ""
        self._mode().offer(self, state)
        self.c.table.announce(self._offered)

    # ------------------------------------------------------------------ what the modes use
    def _mode(self) -> InputMode:
        mode = self.mode
        assert mode is not None  # (only once a match is in play: can_act said so)
        return mode

    def status(self, text: str) -> None:
        self._offered = text
        self.c.status.emit(text)

    def can_act(self) -> bool:
        c = self.c
        if c.table.busy:
            c.table.finish()
        if c.match is None or c.state.is_over:
            return False
        if c.lesson_over:
            self.status(QCoreApplication.translate("Controller", "This lesson is finished."))
            return False
        if not c.human_to_act:
            seat = c.state.current_player
            self.status(QCoreApplication.translate("Controller", "Wait: it is {name}'s turn.")
                        .format(name=c.narrator.name(seat)))
            c.table.announce(self._offered, assertive=True)
            c.said_wait = True
            return False
        return True

    def refuse(self, text: str) -> None:
        """The player's play is not made: say why (at once, to the screen reader too:
        it needs an answer now) and tell a lesson."""
        self.status(text)
        self.c.table.announce(text, assertive=True)
        if self.c.guide is not None:
            self.c.guide.refused(text)

    def apply(self, action: Any) -> bool:
        return bool(self.c._apply(action))

    def play(self, cards: Any) -> bool:
        c = self.c
        state = c.state
        plain = state.canonical(rules.Play.of(tuple(cards)))
        risky = state.canonical(rules.Play.of(tuple(cards), risk=True))
        want_risk = self.risk and state.why_illegal(risky) is None
        action = risky if want_risk else plain
        if not want_risk and state.why_illegal(plain) is not None \
                and state.why_illegal(risky) is None and risky in state.legal_actions():
            action = risky  # auto_risk: only the risked form is legal
        reason = state.why_illegal(action)
        if reason is not None:
            self.refuse(say(reason))
            return False
        if action.risk and c.confirm_risk is not None \
                and not (want_risk and self.risk_ticked) and not c.confirm_risk(action):
            return False
        self.status("")
        return self.apply(action)

    def selection_action(self, risk: bool | None = None) -> Any:
        c = self.c
        chosen = c.hands[HUMAN].selected() if c.hands else []
        if not chosen:
            return None
        return c.state.canonical(rules.Play.of(tuple(chosen),
                                               risk=self.risk if risk is None else risk))

    def risk_possible(self) -> bool:
        if not self.c.human_to_act:
            return False
        action = self.selection_action(risk=True)
        return action is not None and self.c.state.why_illegal(action) is None

    def explain_no_risk(self) -> bool:
        """The player asked to risk (Alt+R) where no risk can be ticked: say why in the
        status line, in the rules' words. False if there is nothing to say."""
        c = self.c
        if not c.human_to_act or not self.selecting:
            return False
        if not c.game.GAME_TYPE.has_risks:
            return False
        chosen = c.hands[HUMAN].selected()
        reason = c.state.why_no_risk(chosen)
        if reason is not None:
            self.status(say(reason))
        elif not chosen:
            self.status(QCoreApplication.translate(
                "Controller", "Select the card to risk first, then tick Risk it."))
        else:
            return False
        return True

    def can_pass(self) -> bool:
        return self.c.human_to_act and self.c.state.why_illegal(rules.PASS) is None

    def wants_arrangement(self) -> bool:
        return self.c.human_to_act and self.arranging

    def auto_arrangement(self) -> Any:
        """The best arrangement of the human's hand, the one the hint suggests and the coach
        grades against (greedy if it cannot say)."""
        c = self.c
        state = c.state
        try:
            from ..bots.brag_bots import best_arrangement
            return best_arrangement(c.game, state.observation(HUMAN), state.legal_actions())
        except Exception:  # noqa: BLE001 - the player still gets an arrangement
            # ... but a broken search must be seen, not hidden behind the greedy one
            _log.exception("the best arrangement could not be found; the greedy arrangement "
                           "is shown instead")
            return c.game.greedy_arrangement(state.hand(HUMAN))
