"""The player's input at a table: the verbs the table's signals and the action bar call.

``PlayerInput`` is the controller's ``input``. Each verb (a card clicked, activated or
dropped, Play, Pass, a cut, an arrangement) is checked once for whether the player may
act now, then handed to the input mode of the game in play (``games.modes``: the first
of its ``GameUI.modes`` that applies to the legal actions), which says which move the
gesture means and gives it back through this input's ``play`` or ``apply``. It keeps what
Play will do (the risk ticked, and whether the player ticked it themselves), and turns a
move into the rules' action and applies it through ``PlayHost.apply`` (the controller's
``apply``); the rules say whether it is legal and why not.

A click's path: ``TableView.card_clicked`` -> ``PlayerInput.click_card`` ->
``InputMode.click(self, card)`` -> ``PlayerInput.play`` -> ``PlayHost.apply``, which is
``Controller.apply``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance

from .. import rules
from .games.modes import InputMode
from .narration import HUMAN, name_of
from .phrases import say

if TYPE_CHECKING:  # pragma: no cover
    from ..bots.base import Bot
    from ..rules.brag import Arrangement
    from ..rules.cards import Card
    from .games.base import GameUI
    from .models import HandModel, TrickModel
    from .table.view import TableView

_log = logging.getLogger(__name__)


class Guide(Protocol):
    """What leads a match through a lesson: the controller asks it for the computer
    players and whether play has ended; the player's input asks it about each play."""

    def bots(self, game: rules.Game) -> dict[int, Bot]:
        """The computer players of the seats it plays, by seat (others get their level's)."""

    def check(self, action: rules.Action) -> str | None:
        """None to let the player's legal ``action`` through, else why it is not wanted."""

    def refused(self, text: str) -> None:
        """The player's play was refused, for this reason (the rules' or its own)."""

    def play_ended(self) -> bool:
        """The lesson is done on its own deal before that deal is: nobody plays on."""


class PlayHost(Protocol):
    """What the player's input asks of the controller (``Controller`` is the one class
    that has these members): the position and the player's hand, the table they are
    shown on, the lesson leading the match, and ``apply``, the one way a move is made."""

    @property
    def state(self) -> rules.State | None: ...

    @property
    def ui(self) -> GameUI | None: ...

    @property
    def hands(self) -> list[HandModel]: ...

    @property
    def trick(self) -> TrickModel: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def table(self) -> TableView: ...

    @property
    def guide(self) -> Guide | None: ...

    @property
    def confirm_risk(self) -> Callable[[rules.Action], bool] | None: ...

    @property
    def human_to_act(self) -> bool: ...

    @property
    def lesson_over(self) -> bool: ...

    @property
    def status(self) -> SignalInstance: ...

    @property
    def turn_changed(self) -> SignalInstance: ...

    def apply(self, action: rules.Action) -> bool:
        """Make the move (the rules say whether it is legal); False if it was not made."""


class PlayerInput:
    """What the player does at the table, for the controller ``host`` (see the module).
    It is the ``Player`` its input modes are given (``games.modes.Player``)."""

    seat = HUMAN

    def __init__(self, host: PlayHost) -> None:
        self.host = host
        self.risk = False
        self.risk_ticked = False  # the player ticked "Risk it" themselves: not asked again
        self._offered = ""  # the last sentence said to the player (the turn's prompt)
        self._said_wait = False  # "Wait: it is West's turn." said: stale once the turn moves

    def attach(self, table: TableView) -> None:
        """Take the table's gestures: its card, pass and cut signals call these verbs."""
        table.card_clicked.connect(self.click_card)
        table.card_activated.connect(self.activate_card)
        table.card_dropped.connect(self.drop_card)
        table.pass_requested.connect(self.pass_turn)
        table.cut_clicked.connect(self.cut)

    @property
    def mode(self) -> InputMode | None:
        """The game's input mode for the position in force (None before a match)."""
        state, ui = self.host.state, self.host.ui
        if state is None or ui is None:
            return None
        return ui.mode_for(state.legal_actions())

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
        chosen = self.hand.selected()
        if not chosen:
            self.status(QCoreApplication.translate("Controller", "Select the cards to play first."))
            return
        self.play(chosen)

    def pass_turn(self) -> None:
        if not self.can_act():
            return
        reason = self.state.why_illegal(rules.PASS)
        if reason is not None:
            self.refuse(say(reason))
            return
        self.apply(rules.PASS)

    def cut(self, position: int) -> None:
        if self.can_act():
            self._mode().cut(self, position)

    def arrange(self, arrangement: Arrangement) -> bool:
        if not self.can_act():
            return False
        return self._mode().arrange(self, arrangement)

    def offer(self, state: rules.State) -> None:
        """The player's turn has come: the mode says what to do (and the screen reader
        says it too, after what it is saying: the turn is the flow of play)."""
        self._offered = ""
        self._mode().offer(self, state)
        self.host.table.announce(self._offered)

    def turn_moved(self) -> None:
        """The events of a move are shown: a "Wait: it is West's turn." said meanwhile
        named a turn that is over (it stayed under the next ones), so it goes."""
        if self._said_wait:
            self._said_wait = False
            self.host.status.emit("")

    def forget_risk(self) -> None:
        """A move was made (or taken back): the next Play risks nothing until asked."""
        self.risk = self.risk_ticked = False

    # ------------------------------------------------------------------ what the modes use
    @property
    def state(self) -> rules.State:
        """The deal in play (a mode is asked only while there is one)."""
        state = self.host.state
        assert state is not None
        return state

    @property
    def hand(self) -> HandModel:
        """The player's hand at the table."""
        return self.host.hands[self.seat]

    def _mode(self) -> InputMode:
        mode = self.mode
        assert mode is not None  # (only once a match is in play: can_act said so)
        return mode

    def _ui(self) -> GameUI:
        ui = self.host.ui
        assert ui is not None  # (only once a match is in play)
        return ui

    def turn_prompt(self) -> str:
        """The game's words for the player's turn ("Your turn: play a card.")."""
        return self._ui().turn_prompt()

    def drop_refusal(self) -> str | None:
        """Why a card dropped on the table plays nothing in this game, if it does not."""
        return self._ui().drop_refusal()

    def lesson_refusal(self, action: rules.Action) -> str | None:
        """Why the lesson leading the match does not want ``action`` (None: it does, or
        no lesson leads)."""
        guide = self.host.guide
        return guide.check(action) if guide is not None else None

    def trick_started(self) -> bool:
        """Somebody has played to the trick on the table."""
        return bool(self.host.trick.plays)

    def show_cut(self, spread: int | None) -> None:
        """Spread the pack in ``spread`` places to be cut (None: gather it again)."""
        self.host.table.show_cut(spread)

    def selection_changed(self) -> None:
        """The hand's selection (or the risk) changed: the table and the buttons show it."""
        self.host.table.sync(instant=True)
        self.host.turn_changed.emit()

    def status(self, text: str) -> None:
        self._offered = text
        self.host.status.emit(text)

    def can_act(self) -> bool:
        host = self.host
        if host.table.busy:
            host.table.finish()
        state = host.state
        if state is None or state.is_over:
            return False
        if host.lesson_over:
            self.status(QCoreApplication.translate("Controller", "This lesson is finished."))
            return False
        if not host.human_to_act:
            seat = state.current_player
            self.status(
                QCoreApplication.translate("Controller", "Wait: it is {name}'s turn.").format(
                    name=name_of(host.names, seat)
                )
            )
            host.table.announce(self._offered, assertive=True)
            self._said_wait = True
            return False
        return True

    def refuse(self, text: str) -> None:
        """The player's play is not made: say why (at once, to the screen reader too:
        it needs an answer now) and tell a lesson."""
        self.status(text)
        self.host.table.announce(text, assertive=True)
        if self.host.guide is not None:
            self.host.guide.refused(text)

    def apply(self, action: rules.Action) -> bool:
        return self.host.apply(action)

    def play(self, cards: Sequence[Card]) -> bool:
        state = self.state
        plain = state.canonical(rules.Play.of(tuple(cards)))
        risky = state.canonical(rules.Play.of(tuple(cards), risk=True))
        want_risk = self.risk and state.why_illegal(risky) is None
        action = risky if want_risk else plain
        if (
            not want_risk
            and state.why_illegal(plain) is not None
            and state.why_illegal(risky) is None
            and risky in state.legal_actions()
        ):
            action = risky  # auto_risk: only the risked form is legal
        reason = state.why_illegal(action)
        if reason is not None:
            self.refuse(say(reason))
            return False
        confirm = self.host.confirm_risk
        if (
            action.risk
            and confirm is not None
            and not (want_risk and self.risk_ticked)
            and not confirm(action)
        ):
            return False
        self.status("")
        return self.apply(action)

    def selection_action(self, risk: bool | None = None) -> rules.Action | None:
        chosen = self.hand.selected() if self.host.hands else []
        if not chosen:
            return None
        return self.state.canonical(
            rules.Play.of(tuple(chosen), risk=self.risk if risk is None else risk)
        )

    def risk_possible(self) -> bool:
        if not self.host.human_to_act:
            return False
        action = self.selection_action(risk=True)
        return action is not None and self.state.why_illegal(action) is None

    def explain_no_risk(self) -> bool:
        """The player asked to risk (Alt+R) where no risk can be ticked: say why in the
        status line, in the rules' words. False if there is nothing to say."""
        if not self.host.human_to_act or not self.selecting:
            return False
        if not self.state.game.GAME_TYPE.has_risks:
            return False
        chosen = self.hand.selected()
        reason = self.state.why_no_risk(chosen)
        if reason is not None:
            self.status(say(reason))
        elif not chosen:
            self.status(
                QCoreApplication.translate(
                    "Controller", "Select the card to risk first, then tick Risk it."
                )
            )
        else:
            return False
        return True

    def can_pass(self) -> bool:
        return self.host.human_to_act and self.state.why_illegal(rules.PASS) is None

    def wants_arrangement(self) -> bool:
        return self.host.human_to_act and self.arranging

    def auto_arrangement(self) -> Arrangement:
        """The best arrangement of the human's hand, the one the hint suggests and the coach
        grades against (greedy if it cannot say)."""
        from ..rules.brag import Brag

        state, game = self.state, self.state.game
        assert isinstance(game, Brag)  # (only Brag's hands are arranged)
        try:
            from ..bots.brag_bots import best_arrangement

            return best_arrangement(game, state.observation(HUMAN), state.legal_actions())
        except Exception:  # noqa: BLE001 - the player still gets an arrangement
            # ... but a broken search must be seen, not hidden behind the greedy one
            _log.exception(
                "the best arrangement could not be found; the greedy arrangement is shown instead"
            )
            return game.greedy_arrangement(state.hand(HUMAN))
