"""The controller: the one place where actions reach the rules state.

It holds the ``Match``, applies the player's moves and the bots' answers, and pumps the
rules model's events one at a time to the narration (``narration``), waiting for the
table to be idle between them. The player's gestures (clicks, drops, Play, Pass, Cut, an
arrangement) are its ``input``'s (``player_input``), which hands each to the game's input
mode (``games.modes``); the match on disk and the undo stack are its ``session``'s
(``store.session``); what a game does differently is its ``GameUI``'s (``games``). Bots
think on a worker thread (``bot_runner``) and see only ``state.observation(seat)`` and
the legal actions; their answer comes back to the GUI thread and is dropped if the game
has moved on meanwhile. The controller never decides a rule: legality, reasons and
outcomes all come from the rules model.

A lesson plays through a ``Guide`` (``app/lessons``): it makes the computer players of
its deal (their moves scripted), is asked about each legal play of the player's before it
is applied (a play the lesson is not about is refused with the lesson's reason), and is
told every refusal. A guided match is neither saved nor counted in the statistics.
"""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

# The rules package loads its heavy parts, and the bots load, only when the first match
# starts: the window is painted before that.
from .. import rules
from ..rules.phrase import QT_TRANSLATE_NOOP, joined
from .bot_runner import BotRunner, BotSignals, BotTask
from .choice import default_names
from .coach import Coach
from .games import game_ui
from .models import HandModel, LogModel, SeatInfo, SeatsModel, TrickModel, WonTricksModel
from .narration import HUMAN, Narrator
from .phrases import error_text, say, seat_name
from .player_input import Guide, PlayerInput
from .store.session import SAVE_NAME, Session  # noqa: F401 - SAVE_NAME: where it is saved

if TYPE_CHECKING:  # pragma: no cover
    from ..bots.base import Bot
    from ..bots.hints import Hint
    from ..rules.phrase import Phrase
    from .games.base import GameUI
    from .narration import Collect
    from .table.view import TableView

# what a computer player's answer is checked against: the match, the deal, the move, the seat
BotToken = tuple[int, int, int, int]
HintToken = tuple[str, int, int, int]


class Controller(QObject):
    status = Signal(str)  # a sentence for the status bar
    turn_changed = Signal()  # buttons and hints need refreshing
    hint_given = Signal(object)  # the hint's action: the window moves the focus to it
    deal_finished = Signal(str)  # the deal's summary
    match_finished = Signal(str)  # the match's summary
    match_started = Signal()
    # a match's models are made and the table lays them out next: what takes room beside
    # the table takes it now, so that the deal is laid out once, at the table's size
    match_starting = Signal()
    save_problem_changed = Signal(str)  # why the game cannot be saved now; "" once it can

    def __init__(
        self,
        table: TableView,
        data_dir: str | os.PathLike[str] | None = None,
        save: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.session = Session(self, data_dir, save, parent=self)
        self.narrator = Narrator(self)
        self.match: rules.Match | None = None
        # the match's identity in the statistics: kept through undo, replays and saves
        self.match_id: str | None = None
        self.levels: list[str] = []
        self.names: list[str] = []
        self.bots: Mapping[int, Bot] = {}
        self._scripted: dict[int, Bot] = {}  # a lesson's scripted computer players, by seat
        self.hands: list[HandModel] = []
        self.trick = TrickModel()
        self.won = WonTricksModel()
        self.seats = SeatsModel()
        self.log = LogModel()
        # practice: undo, hints and open hands allowed, and statistics kept apart
        self.practice = False
        self.open_hands = False
        self.hint_text = ""
        self.hint_reason: str | None = None  # the hint's words as the expert gave them (a Phrase)
        # a lesson leading the match, if one does (start_match's ``guide``)
        self.guide: Guide | None = None
        # asked before a risk is played (the "confirm before risk" setting); None: never
        self.confirm_risk: Callable[[rules.Action], bool] | None = None
        # the least time a computer player's move takes to appear (the bot speed setting)
        self.bot_delay_ms = 0
        self._queue: deque[rules.Event | Collect] = deque()
        self._pumping = False
        self._generation = 0
        self._pending_token: BotToken | None = None
        self._summary_shown = False
        self.bot_runner = BotRunner()
        self._signals = BotSignals()
        self._signals.done.connect(self._bot_done)
        self._signals.failed.connect(self._bot_failed)
        self._hint_signals = BotSignals()
        self._hint_signals.done.connect(self._hint_done)
        self._hint_signals.failed.connect(self._hint_failed)
        self._hint_token: HintToken | None = None
        self._asked_at = 0.0
        # reviews each finished deal of the player's on the bot worker (after the bots'
        # own signals: a deal's end is recorded before its review is asked for)
        self.coach = Coach(self, parent=self)
        table.idle.connect(self._pump)
        # the player's verbs at the table, given to the game's input mode
        self.input = PlayerInput(self)
        self.input.attach(table)

    def wait_for_the_deal(self, until: Callable[[Callable[[], None]], None]) -> None:
        """What the first deal's frame does not need waits until ``until`` calls back
        (the window's first frame with the deal: ``WhenDealShown.add``): the match's save
        (``Session.hold_saves``, which says why that is safe) and the coach's valuing of
        the player's turns (``Coach.wait_for_the_deal``)."""
        self.session.hold_saves(until)
        self.coach.wait_for_the_deal(until)

    # ------------------------------------------------------------------ matches
    @property
    def game(self) -> rules.Game | None:
        return self.match.game if self.match else None

    @property
    def state(self) -> rules.State | None:
        return self.match.deal if self.match else None

    @property
    def deal(self) -> rules.State:
        """The deal in play, where there must be one (``state`` is None before a match)."""
        match = self.match
        assert match is not None, "no match is in play"
        return match.deal

    @property
    def ui(self) -> GameUI | None:
        """What the window does differently for the game in play (``games``)."""
        return game_ui(self.match.game) if self.match else None

    def new_match(
        self,
        game_id: str,
        options: dict[str, Any] | None = None,
        levels: Sequence[str] | None = None,
        names: Sequence[str] | None = None,
        seed: int | None = None,
        practice: bool | None = None,
        deal_seed: int | None = None,
        match_id: str | None = None,
    ) -> None:
        """Start a match; ``deal_seed`` deals its first deal from that number ("play deal
        number N"); ``practice`` marks it (None keeps the current mark); ``match_id`` says
        it is the same match as before, begun again (None: a new match)."""
        game = rules.make_game(game_id, **(options or {}))
        if deal_seed is not None:
            match = rules.Match(game, seed=seed, start=False)
            match.next_deal(seed=deal_seed)
        else:
            match = rules.Match(game, seed=seed)
        self.start_match(match, levels, names, practice, match_id)

    def start_match(
        self,
        match: rules.Match,
        levels: Sequence[str] | None = None,
        names: Sequence[str] | None = None,
        practice: bool | None = None,
        match_id: str | None = None,
        at_once: bool = False,
        guide: Guide | None = None,
    ) -> None:
        """Play a match made elsewhere (a set-up deal in tests, a loaded record);
        ``at_once``: its deal in play appears as it stands, without the moves played
        again one by one (an imported record, whose finished deal shows its result);
        ``guide``: a lesson leads it (None: an ordinary match)."""
        if practice is not None:
            self.practice = practice
        self.guide = guide
        # secrets.token_hex(16) as it makes it, without loading what secrets does (hmac and
        # OpenSSL) before the deal is shown; nor uuid, which loads platform (13 ms)
        self.match_id = match_id or os.urandom(16).hex()
        self._start(match, levels, names, replay=at_once)
        self.session.undo_stack.clear()  # (only once it has started: a match that fails keeps it)
        self.session.save()

    def _start(
        self,
        match: rules.Match,
        levels: Sequence[str] | None = None,
        names: Sequence[str] | None = None,
        replay: bool = False,
    ) -> None:
        self._generation += 1
        self._pending_token = None
        self.hint_text = ""  # a hint is about one position (undo and redo come through here)
        self.table.finish()
        self._queue.clear()
        self.match = match
        self._start_models(levels, names)
        self._begin_deal(replay=replay)

    def _begin_deal(self, replay: bool) -> None:
        """Show the deal in play from its first event (instantly when resuming)."""
        state = self.deal
        self._summary_shown = False
        self.table.hide_banner()
        self.table.show_bottom_card(None)  # the last deal's cut (Icelandic Brús) is over
        for model in self.hands:
            model.set_cards([])
        self.trick.clear()
        self.won.clear()
        self.table.set_stock(0)
        self.table.sync(instant=True)
        assert self.match is not None
        self.bots = deal_bots(self.match, self.levels, self._scripted)
        deal_no = len(self.match.deals)
        if state.seed is not None:
            deal = QT_TRANSLATE_NOOP("Controller", "Deal {n} (no. {seed})").format(
                n=deal_no, seed=state.seed
            )
        else:
            deal = QT_TRANSLATE_NOOP("Controller", "Deal {n}").format(n=deal_no)
        who = self.narrator.who(
            state.dealer,
            QT_TRANSLATE_NOOP("Controller", "You deal"),
            QT_TRANSLATE_NOOP("Controller", "{name} deals"),
        )
        # no-break spaces: a narrow log never leaves a dash alone on a line
        self.log.append(joined("", ("—\u00a0", deal, ": ", who, "\u00a0—")))
        self._queue.extend(state.events)
        self.narrator.instant = replay
        self._pump()
        self.narrator.instant = False

    def next_deal(self) -> None:
        if self.match is None:
            return
        if self.match.is_over or not self.deal.is_over:
            return
        self._generation += 1
        self.table.finish()
        self._queue.clear()
        self.match.next_deal()
        self.session.save()
        self._begin_deal(replay=False)

    # ------------------------------------------------------------------ the session
    def show_resumed(
        self, match: rules.Match, levels: Sequence[str] | None, names: Sequence[str] | None
    ) -> None:
        """Play on a match read back from a record: its deal in play appears at once."""
        self._start(match, levels, names, replay=True)

    def _start_models(self, levels: Sequence[str] | None, names: Sequence[str] | None) -> None:
        match = self.match
        assert match is not None
        game = match.game
        n = game.n_players
        from ..bots import default_level

        self.levels = list(levels) if levels else ["human"] + [default_level(game.id)] * (n - 1)
        for level in self.levels:
            if level not in self.level_names(game.id):
                raise ValueError(
                    self.tr("the saved game names an unknown bot level: {level}").format(
                        level=level
                    )
                )
        self.names = list(names) if names else default_names(n)
        self._scripted = self.guide.bots(game) if self.guide is not None else {}
        self.bots = deal_bots(match, self.levels, self._scripted)
        shown = self.practice and self.open_hands
        self.hands = [
            HandModel(s, face_up=(s == HUMAN or shown), sort=(s == HUMAN)) for s in range(n)
        ]
        self.trick = TrickModel({i: seat_name(name) for i, name in enumerate(self.names)})
        self.won = WonTricksModel()
        self.seats = SeatsModel()
        self.seats.set_seats(
            [SeatInfo(seat_name(self.names[s]), game.side_of(s), self.levels[s]) for s in range(n)]
        )
        self.log.clear()
        self.match_starting.emit()
        self.table.set_models(game, self.hands, self.trick, self.won, self.seats, HUMAN)
        self.table.show_cut(None)
        self.match_started.emit()

    # ------------------------------------------------------------------ events
    def _pump(self) -> None:
        if self._pumping or self.match is None:
            return
        self._pumping = True
        try:
            while self._queue:
                if self.table.busy:
                    return
                self.narrator.show(self._queue.popleft())
            if self.table.busy:
                return
        finally:
            self._pumping = False
        self._after_events()

    def queue_first(self, step: rules.Event | Collect) -> None:
        """Show ``step`` before the events still waiting (the narration's collect)."""
        self._queue.appendleft(step)

    # ------------------------------------------------------------------ turns
    def _after_events(self) -> None:
        state, match = self.state, self.match
        if state is None or match is None:
            return
        self.input.turn_moved()
        self.trick_names()
        if state.is_over or match.is_over:
            self.seats.update(dealer=state.dealer)
            self.hands[HUMAN].set_legal(None)
            self.table.sync(instant=True)
            if not self._summary_shown:
                self._summary_shown = True
                text = self.deal_summary()
                if match.is_over:
                    text = self.match_summary()
                    self.table.show_banner(text)
                    self.match_finished.emit(text)
                else:
                    self.table.show_banner(
                        text + "\n\n" + self.tr("Click here or press Next deal.")
                    )
                    self.deal_finished.emit(text)
            self.turn_changed.emit()
            return
        if self.lesson_over:  # nobody plays on: the lesson's panel says what comes next
            self.seats.update(dealer=state.dealer)
            self.hands[HUMAN].set_legal(None)
            self.table.sync(instant=True)
            self.status.emit("")
            self.turn_changed.emit()
            return
        seat = state.current_player
        if seat is not None and seat in self.bots:
            self.seats.update(dealer=state.dealer, turn=seat, thinking=seat)
            self.hands[HUMAN].set_legal(None)
            self.table.sync(instant=True)
            self._ask_bot(seat)
        else:
            self.seats.update(dealer=state.dealer, turn=seat)
            self._mark_legal()
            self.input.offer(state)
        self.turn_changed.emit()

    def retranslate(self) -> None:
        """The table's words in the language just installed: the players' names ("You"),
        the seat badges, the piles' labels, the end-of-deal banner and the turn's prompt.
        The log says its lines again in the new language."""
        self.log.retranslate()
        if self.match is None:
            return
        for seat, info in enumerate(self.seats.seats):
            info.name = seat_name(self.names[seat])
        if self.seats.rowCount():
            self.seats.dataChanged.emit(
                self.seats.index(0), self.seats.index(self.seats.rowCount() - 1)
            )
        self.trick_names()
        self.table.sync(instant=True)
        if self._summary_shown and self.table.banner_text is not None:
            self.table.show_banner(
                self.match_summary()
                if self.match.is_over
                else self.deal_summary() + "\n\n" + self.tr("Click here or press Next deal.")
            )
        if self.hint_text and self.hint_reason is not None:
            # the hint said again in the new language (it kept the old one)
            self.hint_text = say(self.hint_reason)
        if self.human_to_act:
            self.input.offer(self.deal)

    def trick_names(self) -> None:
        self.trick.names = {i: seat_name(n) for i, n in enumerate(self.names)}

    def _mark_legal(self) -> None:
        legal: set[rules.Card] = set()
        for action in self.deal.legal_actions():
            if isinstance(action, rules.Play):
                legal.update(action.cards)
        ui = self.ui
        assert ui is not None  # (the player's turn in a match)
        if ui.arranges:  # every card goes into the arrangement: none is unplayable
            legal.update(self.hands[HUMAN].cards)
        self.hands[HUMAN].set_legal(legal)
        self.table.sync(instant=True)

    @property
    def human_to_act(self) -> bool:
        return (
            self.match is not None
            and not self.deal.is_over
            and not self._queue
            and not self.table.busy
            and self.deal.current_player == HUMAN
            and HUMAN not in self.bots
            and not self.lesson_over
        )

    @property
    def lesson_over(self) -> bool:
        """A lesson leads this match and is done before its deal is: the play stops
        there (a finished lesson that still offered "Your turn" and Pass played on)."""
        return (
            self.guide is not None
            and self.match is not None
            and not self.deal.is_over
            and self.guide.play_ended()
        )

    @property
    def result_pending(self) -> bool:
        """A deal is over but the table still shows its end (the last trick taken, a Brag
        showdown compared trick by trick): its result is told once that is done."""
        return (
            self.match is not None
            and (self.deal.is_over or self.match.is_over)
            and not self._summary_shown
        )

    @property
    def deal_over(self) -> bool:
        return (
            self.match is not None and self.deal.is_over and not self._queue and not self.table.busy
        )

    def deal_summary(self) -> str:
        from .score_sheet import deal_summary

        assert self.match is not None
        return deal_summary(self.match, self.deal, self.names or None)

    def deal_summary_phrase(self) -> Phrase:
        """The end-of-deal text as the log keeps it (a Phrase, worded when shown)."""
        from .score_sheet import deal_summary_phrase

        assert self.match is not None
        return deal_summary_phrase(self.match, self.deal, self.names or None)

    def match_summary(self) -> str:
        from .score_sheet import match_summary

        assert self.match is not None
        return match_summary(self.match, self.names or None)

    # ------------------------------------------------------------------ bots
    def _ask_bot(self, seat: int) -> None:
        state = self.deal
        assert self.match is not None
        token = (self._generation, len(self.match.deals), len(state.history), seat)
        if self._pending_token == token:
            return
        self._pending_token = token
        self._asked_at = time.monotonic()
        self.bot_runner.start(
            BotTask(
                self.bots[seat],
                state.observation(seat),
                list(state.legal_actions()),
                token,
                self._signals,
            )
        )

    @Slot(object, object)
    def _bot_done(self, token: BotToken, action: rules.Action) -> None:
        if token != self._pending_token or self.match is None:
            return  # the game changed while the bot was thinking
        state = self.deal
        if (
            self._generation,
            len(self.match.deals),
            len(state.history),
            state.current_player,
        ) != token:
            return
        left = self.bot_delay_ms - (time.monotonic() - self._asked_at) * 1000
        if left > 0:  # the bot speed setting: show the move no sooner than that
            QTimer.singleShot(int(left), lambda: self._take_bot_move(token, action))
        else:
            self._take_bot_move(token, action)

    def _take_bot_move(self, token: BotToken, action: rules.Action) -> None:
        if token != self._pending_token or self.match is None:
            return  # the game changed while the move waited to be shown
        self._pending_token = None
        self.apply(action)

    @Slot(object, str)
    def _bot_failed(self, token: BotToken, message: str) -> None:
        if token != self._pending_token:
            return
        self._pending_token = None
        self.status.emit(
            self.tr("A computer player failed ({message}); it plays at random.").format(
                message=message
            )
        )
        import random

        self.apply(random.Random(0).choice(self.deal.legal_actions()))

    # ------------------------------------------------------------------ human input
    def apply(self, action: rules.Action) -> bool:
        """Make a move, the player's or a computer player's: the one way an action reaches
        the rules state. False if it was not made (the rules or a lesson refused it: the
        player's input says why)."""
        # the rules' one form of the action, whatever order its cards were chosen in: the
        # session, the record and the coach keep and look up that form
        action = self.deal.canonical(action)
        by_human = self.deal.current_player == HUMAN and HUMAN not in self.bots
        if by_human and self.guide is not None and self.deal.why_illegal(action) is None:
            unwanted = self.guide.check(action)
            if unwanted is not None:
                self.input.refuse(unwanted)
                return False
        before = self.session.undo_point() if by_human and self.practice else None
        try:
            assert self.match is not None
            events = self.match.apply(action)
        except (rules.IllegalAction, ValueError) as exc:
            self.input.refuse(error_text(exc))
            return False
        if by_human:
            self.status.emit("")  # the prompt ("Your turn ...", "Arrange your hand.") is answered
            self.hint_text = ""
            if before is not None:
                self.session.push_move(before, f"{action}")
        self.session.save()
        self.seats.update(dealer=self.deal.dealer)
        self.hands[HUMAN].set_legal(None)
        self.hands[HUMAN].set_selected([])
        self.input.forget_risk()
        self._queue.extend(events)
        self._pump()
        if self._queue or self.table.busy:  # still shown: the action bar says what is now
            self.turn_changed.emit()
        return True

    # ------------------------------------------------------------------ practice
    def _practice_only(self, what: str) -> bool:
        if not self.practice:
            self.status.emit(
                self.tr(
                    "{what} are for practice matches: start one with Game → New game → Practice."
                ).format(what=what)
            )
            return False
        return True

    def request_hint(self, samples: int | None = None) -> bool:
        """Ask the expert for the player's move: once it has thought, ``hint_text`` holds its
        sentence, the suggested cards are selected in the hand and ``turn_changed`` fires.
        False if no hint can be given now."""
        if self.match is None or not self._practice_only(self.tr("Hints")):
            return False
        if not self.human_to_act:
            self.status.emit(self.tr("A hint is given when it is your turn."))
            return False
        state = self.deal
        assert self.match is not None
        token = ("hint", self._generation, len(self.match.deals), len(state.history))
        self._hint_token = token
        self.status.emit(self.tr("Thinking about your move…"))
        self.bot_runner.start(
            BotTask(
                _Hinter(self.match.game, len(self.match.deals), len(state.history), samples),
                state.observation(HUMAN),
                list(state.legal_actions()),
                token,
                self._hint_signals,
            )
        )
        return True

    @Slot(object, object)
    def _hint_done(self, token: HintToken, hint: Hint) -> None:
        if (
            token != getattr(self, "_hint_token", None)
            or self.match is None
            or token[1:] != (self._generation, len(self.match.deals), len(self.deal.history))
        ):
            return  # the game moved on while the expert thought
        self._hint_token = None
        action = hint.action
        ui = self.ui
        assert ui is not None
        if isinstance(action, rules.Play) and ui.hint_selects_cards:
            self.hands[HUMAN].set_selected(list(action.cards))
            self.input.risk = action.risk
            self.input.risk_ticked = False  # the hint's risk, shown ticked, is asked about
            # the keyboard focus goes to the hint: Enter plays it, in every game
            self.table.focus_card(action.cards[0])
            self.table.sync(instant=True)
        elif isinstance(action, rules.Cut):
            # the spread pack's raised card moves to the hinted cut: Enter cuts there
            self.table.pack.set_cut_focus(action.position)
        self.hint_reason = hint.reason
        self.hint_text = say(hint.reason)
        self.status.emit("")  # the action bar shows the hint; the status bar is not a copy
        self.turn_changed.emit()
        self.hint_given.emit(action)

    @Slot(object, str)
    def _hint_failed(self, token: HintToken, message: str) -> None:
        if token == getattr(self, "_hint_token", None):
            self._hint_token = None
            self.status.emit(
                self.tr("No hint this time: the expert failed ({message}).").format(message=message)
            )

    def set_open_hands(self, on: bool) -> bool:
        """Show every hand face up (practice only)."""
        if on and not self._practice_only(self.tr("Open hands")):
            return False
        self.open_hands = bool(on)
        for seat, model in enumerate(self.hands):
            if seat != HUMAN:
                model.face_up = self.open_hands
        self.table.sync(instant=True)
        return True

    def undo(self) -> bool:
        if (
            not self._practice_only(self.tr("Undo and redo"))
            or not self.session.undo_stack.canUndo()
        ):
            return False
        self.session.undo_stack.undo()
        return True

    def redo(self) -> bool:
        if (
            not self._practice_only(self.tr("Undo and redo"))
            or not self.session.undo_stack.canRedo()
        ):
            return False
        self.session.undo_stack.redo()
        return True

    def replay_deal(self) -> bool:
        """Deal the current deal again from its start: same cards, same dealer, same score
        before it. It makes the match a practice match (the cards are known now)."""
        if self.match is None:
            return False
        import json  # (the window's first frame loads no JSON)

        from ..rules.kept import deal_text, indented
        from .store.record_reader import RECENT

        # the snapshot with the deal in play's actions taken away (its finished deals
        # written as they are, so they are taken from the match in play, not played
        # again: the statistics and the score sheet keep what they made of them)
        text = deal_text(self.match.deal)  # (first: the deal in play is live then)
        parts = self.session.snapshot_parts()
        at = len(parts) - 1 - parts[::-1].index(text)
        data = json.loads(text)
        data["actions"] = []
        parts[at] = indented(data, 2)
        match = rules.records.loads_with_meta(parts, reuse=self.match, recent=RECENT)[0]
        was_serious = not self.practice
        # the same match: the deal's new result replaces its old one in the statistics
        self.start_match(
            match, list(self.levels), list(self.names), practice=True, match_id=self.match_id
        )
        if was_serious:
            self.status.emit(
                self.tr("The deal starts again; replaying made this a practice match.")
            )
        return True

    def play_deal_number(self, number: int) -> None:
        """A new match of the same game and seats whose first deal is deal number
        ``number`` (the number the log shows beside each deal). In practice, the number
        of the deal this match began with begins the same match again (as Replay does:
        its results replace the earlier ones); a serious match is never rewritten."""
        game = self.game
        assert game is not None  # (asked of a match in play)
        first = self.match.deals[0] if self.match and self.match.deals else None
        again = (
            self.practice and first is not None and first.seed == int(number) and first.dealer == 0
        )
        self.new_match(
            game.id,
            dict(game.option_values),
            list(self.levels),
            list(self.names),
            deal_seed=int(number),
            match_id=self.match_id if again else None,
        )

    @staticmethod
    def level_names(game_id: str) -> set[str]:
        """The seat levels this window can play a game with: its bots' and "human"."""
        from ..bots import levels_for

        return {lv.name for lv in levels_for(game_id)} | {"human"}

    def shutdown(self) -> None:
        self._generation += 1
        self._pending_token = None
        self.coach.cancel()
        self.bot_runner.stop()


def deal_bots(match: rules.Match, levels: Sequence[str], scripted: dict[int, Bot]) -> DealBots:
    """The computer players of the match's deal in play, by seat: a lesson's scripted ones
    as they are, every other one made afresh from ``bots.deal_seed`` (the match's seed, the
    deal's number, the seat), so that what a bot chooses depends on its deal alone and par
    can replay the deal with the very same players (docs/coach.md, "Par and skill")."""
    return DealBots(match, levels, scripted)


class DealBots(Mapping[int, "Bot"]):
    """A deal's computer players by seat (``deal_bots``): which seats have one is known at
    once, each player is made when first asked for. A new deal's first decision comes
    once its cards are dealt out on the table: its players, and their game's bot module
    with the hints and the coach's trick review it loads (5 to 8 ms), are no longer made
    on the way to the deal's first frame."""

    def __init__(self, match: rules.Match, levels: Sequence[str], scripted: dict[int, Bot]):
        self._levels = {seat: level for seat, level in enumerate(levels) if level != "human"}
        self._made = {seat: bot for seat, bot in scripted.items() if seat in self._levels}
        self._game, self._seed, self._deal = match.game, match.seed, len(match.deals)

    def __getitem__(self, seat: int) -> Bot:
        bot = self._made.get(seat)
        if bot is None:
            from ..bots import deal_seed, make_bot

            level = self._levels[seat]  # (KeyError: no computer player there)
            bot = make_bot(level, self._game, seed=deal_seed(self._seed, self._deal, seat))
            self._made[seat] = bot
        return bot

    def __iter__(self) -> Iterator[int]:
        return iter(self._levels)

    def __len__(self) -> int:
        return len(self._levels)

    def __contains__(self, seat: object) -> bool:
        return seat in self._levels


class _Hinter:
    """The coach as the player's adviser: like a bot, it answers ``choose`` (with a
    ``Hint``, the move and why), so it thinks on the bot thread the same way. It values
    decision ``index`` of deal ``deal`` as the coach's review of that deal will (the
    coach's seed), so a hint followed is reviewed as the best play."""

    def __init__(self, game: rules.Game, deal: int, index: int, samples: int | None) -> None:
        self.game, self.deal, self.index, self.samples = game, deal, index, samples

    def choose(self, observation: rules.Observation, legal: Sequence[rules.Action]) -> Hint:
        from ..bots.hints import hint
        from ..bots.review import SEED

        return hint(
            self.game,
            observation,
            legal,
            seed=SEED,
            samples=self.samples,
            deal=self.deal,
            index=self.index,
        )
