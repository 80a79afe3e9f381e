"""The controller: the one place where actions reach the rules state.

It holds the ``Match``, applies the human's and the bots' actions to it, saves the record
after each one, and turns the rules model's events into item-model updates and table
animations, one event at a time (waiting for the table to be idle between them). Bots
think on a worker thread (``bot_runner``) and see only ``state.observation(seat)`` and the
legal actions; their answer comes back to the GUI thread and is dropped if the game has
moved on meanwhile. The controller never decides a rule: legality, reasons and outcomes
all come from the rules model.
"""

from __future__ import annotations

import errno
import json
import os
import time
import uuid
from collections import deque
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

# The rules package loads its heavy parts, and the bots load, only when the first match
# starts: the window is painted before that.
from .. import rules
from .bot_runner import BotRunner, BotSignals, BotTask
from .choice import default_names
from .files import keep_aside, remove_leftovers, write_atomically
from .models import (HandModel, LogModel, SeatInfo, SeatsModel, TrickModel, TrickPlay,
                     WonTrick, WonTricksModel)
from .phrases import error_text, say, seat_name

SAVE_NAME = "current-match.json"
HUMAN = 0
BRUS_FAMILY = ("brus", "brus-solo", "brus-iceland")



class Controller(QObject):
    status = Signal(str)          # a sentence for the status bar
    turn_changed = Signal()       # buttons and hints need refreshing
    deal_finished = Signal(str)   # the deal's summary
    match_finished = Signal(str)  # the match's summary
    match_started = Signal()
    save_problem_changed = Signal(str)  # why the game cannot be saved now; "" once it can

    def __init__(self, table, data_dir: str | os.PathLike | None = None,
                 save: bool = True, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self.data_dir = Path(data_dir) if data_dir else None
        self.save_enabled = save
        self.save_problem = ""  # why the last save failed; "" while saves succeed
        self.match: rules.Match | None = None
        # the match's identity in the statistics: kept through undo, replays and saves
        self.match_id: str | None = None
        self.levels: list[str] = []
        self.names: list[str] = []
        self.bots: dict = {}
        self.hands: list[HandModel] = []
        self.trick = TrickModel()
        self.won = WonTricksModel()
        self.seats = SeatsModel()
        self.log = LogModel()
        self.risk = False
        # practice: undo, hints and open hands allowed, and statistics kept apart
        self.practice = False
        self.open_hands = False
        self.hint_text = ""
        # asked before a risk is played (the "confirm before risk" setting); None: never
        self.confirm_risk = None
        # the least time a computer player's move takes to appear (the bot speed setting)
        self.bot_delay_ms = 0
        self.undo_stack = QUndoStack(self)
        self._queue: deque = deque()
        self._pumping = False
        self._generation = 0
        self._pending_token = None
        self._summary_shown = False
        self.bot_runner = BotRunner()
        self._signals = BotSignals()
        self._signals.done.connect(self._bot_done)
        self._signals.failed.connect(self._bot_failed)
        self._hint_signals = BotSignals()
        self._hint_signals.done.connect(self._hint_done)
        self._hint_signals.failed.connect(self._hint_failed)
        self._hint_token = None
        self._asked_at = 0.0
        table.idle.connect(self._pump)

    # ------------------------------------------------------------------ matches
    @property
    def game(self):
        return self.match.game if self.match else None

    @property
    def state(self):
        return self.match.deal if self.match else None

    def new_match(self, game_id: str, options: dict | None = None, levels=None, names=None,
                  seed: int | None = None, practice: bool | None = None,
                  deal_seed: int | None = None, match_id: str | None = None) -> None:
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

    def start_match(self, match: rules.Match, levels=None, names=None,
                    practice: bool | None = None, match_id: str | None = None) -> None:
        """Play a match made elsewhere (a set-up deal in tests, a loaded record)."""
        if practice is not None:
            self.practice = practice
        self.match_id = match_id or uuid.uuid4().hex
        self._start(match, levels, names)
        self.undo_stack.clear()  # (only once it has started: a match that fails keeps it)
        self._save()

    def _start(self, match: rules.Match, levels=None, names=None, replay: bool = False) -> None:
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
        state = self.state
        self._summary_shown = False
        self.table.hide_banner()
        for model in self.hands:
            model.set_cards([])
        self.trick.clear()
        self.won.clear()
        self.table.set_stock(0)
        self.table.sync(instant=True)
        deal_no = len(self.match.deals)
        if state.seed is not None:
            deal = self.tr("Deal {n} (no. {seed})").format(n=deal_no, seed=state.seed)
        else:
            deal = self.tr("Deal {n}").format(n=deal_no)
        who = self._who(state.dealer, self.tr("You deal"), self.tr("{name} deals"))
        self.log.append(f"— {deal}: {who} —")
        self._queue.extend(state.events)
        self._instant = replay
        self._pump()
        self._instant = False

    def next_deal(self) -> None:
        if self.match is None:
            return
        if self.match.is_over or not self.state.is_over:
            return
        self._generation += 1
        self.table.finish()
        self._queue.clear()
        self.match.next_deal()
        self._save()
        self._begin_deal(replay=False)

    # ------------------------------------------------------------------ saving
    @property
    def save_path(self) -> Path | None:
        return self.data_dir / SAVE_NAME if self.data_dir else None

    def _save(self) -> None:
        if not self.save_enabled or self.save_path is None or self.match is None:
            return
        try:
            write_atomically(self.save_path, self.snapshot())
        except OSError as exc:
            self._set_save_problem(self._save_failure(exc))
            return
        if self.save_problem:
            self._set_save_problem("")
            self.log.append(self.tr("The game is saved again."))

    def _set_save_problem(self, text: str) -> None:
        """Keep the notice of a failed save until a save succeeds again; each new trouble
        goes into the game log once (a save is tried after every move)."""
        if text == self.save_problem:
            return
        self.save_problem = text
        if text:
            self.log.append(text)
        self.save_problem_changed.emit(text)

    def _save_failure(self, exc: OSError) -> str:
        """Why the save failed and what the player can do, in one or two sentences."""
        folder = str(self.data_dir)
        if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
            return self.tr("The game could not be saved: the disk is full. Free some space "
                           "on it; the game is saved again after your next move.")
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return self.tr("The game could not be saved: the folder {folder} cannot be "
                           "written to. Make it writable, or start Bräus Desktop with "
                           "--data-dir and a folder you can write to.").format(folder=folder)
        if exc.errno in (errno.EEXIST, errno.ENOTDIR):
            return self.tr("The game could not be saved: {folder} (or a folder above it) is "
                           "a file, not a folder. Move that file away, or start Bräus "
                           "Desktop with --data-dir and another folder.").format(folder=folder)
        return self.tr("The game could not be saved: {reason}. The game goes on, and it is "
                       "saved again after your next move if it can be.").format(
            reason=exc.strerror or type(exc).__name__)

    def snapshot(self) -> str:
        """The match as a record, with the seats' levels and names and the practice mark:
        what is saved after every action and what undo goes back to."""
        # record notes hold plain values only: the seat lists go in as JSON texts
        notes = {"levels": json.dumps(self.levels), "names": json.dumps(self.names),
                 "mode": "practice" if self.practice else "serious"}
        if self.match_id:
            notes["match_id"] = self.match_id
        return rules.records.dumps(self.match, notes)

    def restore(self, text: str) -> None:
        """Go back (or forward) to a snapshot of this session's match (undo and redo)."""
        match, meta = rules.records.loads_with_meta(text)
        levels, names = _seats(meta, match.game)
        self.match_id = _match_id(meta) or self.match_id
        self._start_resumed(match, levels or self.levels, names or self.names)
        self._save()

    def resume(self) -> bool | str:
        """Load the saved match: True if resumed, False if none, or the reason it failed.

        Whatever stops a resume (a record the rules refuse, or one they accept that this
        window cannot play on: a bot level this version does not know, say), the save is
        first kept aside byte for byte (renamed ``.corrupt``), so the new game that starts
        instead never overwrites it."""
        path = self.save_path
        if path is None:
            return False
        remove_leftovers(path)
        if not path.exists():
            return False
        try:
            match, meta = rules.records.load_with_meta(path)
            practice, match_id = meta.get("mode") == "practice", _match_id(meta)
            levels, names = _seats(meta, match.game)
            self.practice = practice
            # (None for a save from before matches had one: the statistics fill it in)
            self.match_id = match_id
            self._start_resumed(match, levels, names)
        except Exception as exc:  # noqa: BLE001 - whatever it is, the save must survive it
            self.match = None
            self.practice, self.match_id = False, None
            reason = error_text(exc) if isinstance(exc, ValueError) else self.tr(
                "this version cannot play it on")
            aside = keep_aside(path)
            if aside is None:
                # it cannot be moved: nothing may be saved over it in this session
                self.save_enabled = False
                where = self.tr("It could not be moved aside, so nothing is saved in this "
                                "session.")
            else:
                where = self.tr("It was kept as {name}.").format(name=aside.name)
            return f"{reason.rstrip('.')}. {where}"
        return True

    def _start_resumed(self, match, levels, names) -> None:
        # _start shows the deal in play; when resuming it must appear at once.
        self._instant_start = True
        try:
            self._start(match, levels, names, replay=True)
        finally:
            self._instant_start = False

    def _start_models(self, levels, names) -> None:
        match = self.match
        game = match.game
        n = game.n_players
        from ..bots import default_level, make_bot
        self.levels = list(levels) if levels else ["human"] + [default_level(game.id)] * (n - 1)
        for seat, level in enumerate(self.levels):
            if level not in _level_names(game.id):
                raise ValueError(self.tr("the saved game names an unknown bot level: {level}")
                                 .format(level=level))
        self.names = list(names) if names else default_names(n)
        self.bots = {seat: make_bot(level, game, seed=(match.seed or 0) * 31 + seat)
                     for seat, level in enumerate(self.levels) if level != "human"}
        shown = self.practice and self.open_hands
        self.hands = [HandModel(s, face_up=(s == HUMAN or shown), sort=(s == HUMAN))
                      for s in range(n)]
        self.trick = TrickModel({i: seat_name(name) for i, name in enumerate(self.names)})
        self.won = WonTricksModel()
        self.seats = SeatsModel()
        self.seats.set_seats([SeatInfo(seat_name(self.names[s]), game.side_of(s), self.levels[s])
                              for s in range(n)])
        self.log.clear()
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
                self._show(self._queue.popleft())
            if self.table.busy:
                return
        finally:
            self._pumping = False
        self._after_events()

    def _sync(self, **kw) -> None:
        self.table.sync(instant=getattr(self, "_instant", False), **kw)

    def _name(self, seat) -> str:
        """The seat's name as the player reads it (a default name in their language)."""
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return seat_name(self.names[seat])

    def _who(self, seat, you: str, other: str, **args) -> str:
        """A log sentence about a seat: ``you`` for the player ("You play 9♠."), else
        ``other`` with the seat's ``{name}`` ("West plays 9♠.")."""
        if seat is not None and 0 <= seat < len(self.names) and self.names[seat] == "You":
            return you.format(**args)
        return other.format(name=self._name(seat), **args)

    def _show(self, ev) -> None:
        """One event: update the models, queue its animation, log it."""
        kind, seat, info = ev.kind, ev.seat, ev.info
        instant = getattr(self, "_instant", False)
        cards = " ".join(c.display for c in ev.cards)
        if kind == "dealt":
            self.table.set_stock(info.get("stock", 0))
            self.seats.update(dealer=self.state.dealer)
        elif kind == "hand":
            self.hands[seat].set_cards(ev.cards)
            if seat == len(self.hands) - 1 or all(m.cards for m in self.hands):
                self._sync(stagger=18, spawn=self.table.deck_point(), duration=260)
        elif kind == "sevens_laid":
            self.hands[seat].remove_cards(ev.cards)
            self.won.add(WonTrick(info.get("side", self.game.side_of(seat)), ev.cards, "sevens",
                                  ev.cards))
            self.log.append(self._who(seat, self.tr("You lay {cards} as a trick."),
                                      self.tr("{name} lays {cards} as a trick."), cards=cards))
            self._sync()
        elif kind == "lead_passed_on":
            self.log.append(self.tr("{name} cannot lead; the lead passes on.").format(
                name=self._name(info.get("frm"))))
            if not instant:
                self.table.bubble(info.get("frm"), self.tr("Over to you"))
        elif kind == "played":
            self.hands[seat].remove_cards(ev.cards)
            self.trick.add(TrickPlay(seat, ev.cards, bool(info.get("risk"))))
            if info.get("lead") and info.get("risk"):
                line = self._who(seat, self.tr("You lead {cards} and risk it."),
                                 self.tr("{name} leads {cards} and risks it."), cards=cards)
            elif info.get("lead"):
                line = self._who(seat, self.tr("You lead {cards}."),
                                 self.tr("{name} leads {cards}."), cards=cards)
            elif info.get("risk"):
                line = self._who(seat, self.tr("You play {cards} and risk it."),
                                 self.tr("{name} plays {cards} and risks it."), cards=cards)
            else:
                line = self._who(seat, self.tr("You play {cards}."),
                                 self.tr("{name} plays {cards}."), cards=cards)
            self.log.append(line)
            if info.get("risk") and not instant:
                self.table.bubble(seat, self.tr("Risk!"))
            self._sync()
        elif kind == "passed":
            self.log.append(self._who(seat, self.tr("You pass."), self.tr("{name} passes.")))
            if not instant:
                self.table.bubble(seat, self.tr("Pass"))
        elif kind == "trick_won":
            side = info.get("side", self.game.side_of(seat))
            if not instant:
                self.table.hold(650)
                self._queue.appendleft(_Collect(seat, side, ev.cards))
                return
            self._collect(seat, side, ev.cards)
        elif kind == "_collect":
            self._collect(ev.seat, ev.side, ev.cards)
        elif kind == "drawn":
            self.hands[seat].add_cards(ev.cards)
            self._sync(spawn=self.table.stock_point())
        elif kind == "stock_drawn":
            self.table.set_stock(info.get("stock", 0))
            self.log.append(self.tr("Everyone draws from the stock."))
            self._sync(spawn=self.table.stock_point())
        elif kind == "shuffled":
            self.log.append(self.tr("The pack is shuffled."))
        elif kind == "cut":
            self.table.show_cut(None)
            self.log.append(self._who(
                seat, self.tr("You cut {n} cards: the bottom card is {cards}."),
                self.tr("{name} cuts {n} cards: the bottom card is {cards}."),
                n=info.get("position"), cards=cards))
            if not instant:
                self.table.bubble(seat, self.tr("Cut: {cards}").format(cards=cards))
        elif kind == "scored":
            reason = info.get("reason", "")
            self.log.append(self.tr("{side} score {points} ({reason}).").format(
                side=self._side_name(info.get("side")), points=info.get("points", 0),
                reason=self._score_reason(reason)))
        elif kind.startswith("risk_"):
            outcome = kind[5:]
            words = self._risk_words(outcome)
            self.log.append(self.tr("Risk {outcome}: {side} {points}.").format(
                outcome=words[0], side=self._side_name(info.get("side")),
                points=info.get("points", 0)))
            if not instant:
                self.table.bubble(seat, words[1])
        elif kind == "whistle":
            self.log.append(self._who(seat, self.tr("You whistle."), self.tr("{name} whistles.")))
        elif kind == "proof":
            self.log.append(self._who(seat, self.tr("You show {cards}."),
                                      self.tr("{name} shows {cards}."), cards=cards))
        elif kind == "arranged":
            self.log.append(self._who(seat, self.tr("You have arranged your hand."),
                                      self.tr("{name} has arranged their hand.")))
            if not instant:
                self.table.bubble(seat, self.tr("Ready"))
        elif kind == "showdown_trick":
            self._showdown(ev, instant)
        elif kind == "deal_scored":
            summary = self.state.result().summary if self.state.is_over else ""
            self.log.append(say(summary) if summary else self.tr("The deal is over."))
        else:
            self.log.append(str(ev))

    def _score_reason(self, reason: str) -> str:
        """Why points were scored during a hand (the rules' reason word), for the log."""
        words = {"hand": self.tr("hand"), "storm": self.tr("storm"), "bonus": self.tr("bonus"),
                 "risk": self.tr("risk"), "whistle": self.tr("whistle"), "cut": self.tr("cut"),
                 "jana": self.tr("jana")}
        return words.get(reason, reason)

    def _risk_words(self, outcome: str) -> tuple[str, str]:
        """A risk's outcome for the log ("won") and for its bubble ("Won!")."""
        words = {"won": (self.tr("won"), self.tr("Won!")),
                 "smacked": (self.tr("smacked"), self.tr("Smacked!")),
                 "void": (self.tr("void"), self.tr("Void!")),
                 "oversmacked": (self.tr("oversmacked"), self.tr("Oversmacked!"))}
        return words.get(outcome, (outcome, outcome.replace("_", " ").capitalize() + "!"))

    def _side_name(self, side) -> str:
        if side is None:
            return self.tr("Nobody")
        if self.game.n_sides == 2 and self.game.n_players > 2:
            seats = self.game.seats_of(side)
            return " & ".join(self._name(s) for s in seats)
        return self._name(side)

    def _collect(self, seat, side, cards) -> None:
        self.trick.clear()
        self.won.add(WonTrick(side, tuple(cards)))
        self.log.append(self._who(seat, self.tr("You take the trick."),
                                  self.tr("{name} takes the trick.")))
        self._sync(duration=380)

    def _showdown(self, ev, instant: bool) -> None:
        info = ev.info
        tricks = info.get("tricks", [])
        names = info.get("names", [])
        winner = info.get("winner")
        names = [say(n) for n in names]
        for seat, trick in enumerate(tricks):
            self.hands[seat].remove_cards(trick)
            self.trick.add(TrickPlay(seat, tuple(trick), label=names[seat] if seat < len(names) else ""))
            if not instant and seat < len(names):
                self.table.bubble(seat, names[seat], ms=2400)
        shown = "; ".join(f"{self._name(s)} {n}" for s, n in enumerate(names))
        number = info.get("position", 0) + 1
        if winner is None:
            line = self.tr("Trick {n}: {tricks} — nobody wins.").format(n=number, tricks=shown)
        else:
            line = self.tr("Trick {n}: {tricks} — {name} wins.").format(
                n=number, tricks=shown, name=self._name(winner))
        self.log.append(line)
        self._sync()
        all_cards = tuple(c for t in tricks for c in t)
        if instant:
            self._collect(winner, winner if winner is not None else 0, all_cards)
        else:
            self.table.hold(1100)
            self._queue.appendleft(_Collect(winner, winner if winner is not None else 0, all_cards))

    # ------------------------------------------------------------------ turns
    def _after_events(self) -> None:
        state = self.state
        if state is None:
            return
        self.trick_names()
        if state.is_over or self.match.is_over:
            self.seats.update(dealer=state.dealer)
            self.hands[HUMAN].set_legal(None)
            self.table.sync(instant=True)
            if not self._summary_shown:
                self._summary_shown = True
                text = self.deal_summary()
                if self.match.is_over:
                    text = self.match_summary()
                    self.table.show_banner(text)
                    self.match_finished.emit(text)
                else:
                    self.table.show_banner(text + "\n\n" + self.tr("Click here or press Next deal."))
                    self.deal_finished.emit(text)
            self.turn_changed.emit()
            return
        seat = state.current_player
        if seat in self.bots:
            self.seats.update(dealer=state.dealer, turn=seat, thinking=seat)
            self.hands[HUMAN].set_legal(None)
            self.table.sync(instant=True)
            self._ask_bot(seat)
        else:
            self.seats.update(dealer=state.dealer, turn=seat)
            self._mark_legal()
            self._offer_human(state)
        self.turn_changed.emit()

    def trick_names(self) -> None:
        self.trick.names = {i: seat_name(n) for i, n in enumerate(self.names)}

    def _mark_legal(self) -> None:
        legal = set()
        for action in self.state.legal_actions():
            if isinstance(action, rules.Play):
                legal.update(action.cards)
        self.hands[HUMAN].set_legal(legal)
        self.table.sync(instant=True)

    def _offer_human(self, state) -> None:
        legal = state.legal_actions()
        if legal and all(isinstance(a, rules.Cut) for a in legal):
            self.table.show_cut(len(legal) + 1)
            self.status.emit(self.tr("Your cut: click the pack where you want to cut it, or "
                                     "choose the place with Left and Right and press Enter."))
        elif legal and all(isinstance(a, rules.Pass) for a in legal):
            self.status.emit(self.tr("You cannot beat the card: press Pass (or P)."))
        elif self.game.id == "brag":
            self.status.emit(self.tr("Arrange your hand."))
        elif self.game.id in BRUS_FAMILY:
            self.status.emit(self.tr("Your turn: select cards (click), then Play; double-click plays one."))
        else:
            self.status.emit(self.tr("Your turn: click a card, or drag it to the middle, to play it."))

    @property
    def human_to_act(self) -> bool:
        return (self.match is not None and not self.state.is_over and not self._queue
                and not self.table.busy and self.state.current_player == HUMAN
                and HUMAN not in self.bots)

    @property
    def deal_over(self) -> bool:
        return self.match is not None and self.state.is_over and not self._queue \
            and not self.table.busy

    def deal_summary(self) -> str:
        from .score_sheet import deal_summary
        return deal_summary(self.match, self.state, self.names or None)

    def match_summary(self) -> str:
        from .score_sheet import match_summary
        return match_summary(self.match, self.names or None)

    # ------------------------------------------------------------------ bots
    def _ask_bot(self, seat: int) -> None:
        state = self.state
        token = (self._generation, len(self.match.deals), len(state.history), seat)
        if self._pending_token == token:
            return
        self._pending_token = token
        self._asked_at = time.monotonic()
        self.bot_runner.start(BotTask(self.bots[seat], state.observation(seat),
                                      list(state.legal_actions()), token, self._signals))

    @Slot(object, object)
    def _bot_done(self, token, action) -> None:
        if token != self._pending_token or self.match is None:
            return  # the game changed while the bot was thinking
        state = self.state
        if (self._generation, len(self.match.deals), len(state.history), state.current_player) \
                != token:
            return
        left = self.bot_delay_ms - (time.monotonic() - self._asked_at) * 1000
        if left > 0:  # the bot speed setting: show the move no sooner than that
            QTimer.singleShot(int(left), lambda: self._take_bot_move(token, action))
        else:
            self._take_bot_move(token, action)

    def _take_bot_move(self, token, action) -> None:
        if token != self._pending_token or self.match is None:
            return  # the game changed while the move waited to be shown
        self._pending_token = None
        self._apply(action)

    @Slot(object, str)
    def _bot_failed(self, token, message) -> None:
        if token != self._pending_token:
            return
        self._pending_token = None
        self.status.emit(self.tr("A computer player failed ({message}); it plays at random.")
                         .format(message=message))
        import random
        self._apply(random.Random(0).choice(self.state.legal_actions()))

    # ------------------------------------------------------------------ human input
    def _apply(self, action) -> bool:
        by_human = self.state.current_player == HUMAN and HUMAN not in self.bots
        before = self.snapshot() if by_human and self.practice else None
        try:
            events = self.match.apply(action)
        except (rules.IllegalAction, ValueError) as exc:
            self.status.emit(error_text(exc))
            return False
        if by_human:
            self.status.emit("")  # the prompt ("Your turn ...", "Arrange your hand.") is answered
            self.hint_text = ""
            if before is not None:
                self.undo_stack.push(_MoveCommand(self, before, f"{action}"))
        self._save()
        self.seats.update(dealer=self.state.dealer)
        self.hands[HUMAN].set_legal(None)
        self.hands[HUMAN].set_selected([])
        self.risk = False
        self._queue.extend(events)
        self._pump()
        return True

    def _can_act(self) -> bool:
        if self.table.busy:
            self.table.finish()
        if self.match is None or self.state.is_over:
            return False
        if not self.human_to_act:
            seat = self.state.current_player
            self.status.emit(self.tr("Wait: it is {name}'s turn.").format(name=self._name(seat)))
            return False
        return True

    @property
    def selecting(self) -> bool:
        """Cards are selected and then played (Brus family: sets and risks)."""
        return self.game is not None and self.game.id in BRUS_FAMILY

    def click_card(self, card) -> None:
        if not self._can_act():
            return
        if self.selecting:
            hand = self.hands[HUMAN]
            chosen = hand.selected()
            if chosen and card not in chosen and any(c.rank != card.rank for c in chosen) \
                    and not self._answering_set():
                hand.set_selected([card])
            else:
                hand.toggle(card)
            self.risk = self.risk and self.risk_possible()
            self.table.sync(instant=True)
            self.turn_changed.emit()
            return
        self.play([card])

    def _answering_set(self) -> bool:
        return any(isinstance(a, rules.Play) and len(a.cards) > 1 for a in self.state.legal_actions()) \
            and bool(self.trick.plays)

    def activate_card(self, card) -> None:
        """Double click or Enter: play that card (or the selection it belongs to)."""
        if not self._can_act():
            return
        chosen = self.hands[HUMAN].selected()
        self.play(chosen if card in chosen else [card])

    def drop_card(self, card) -> bool:
        """A card dragged onto the trick: play it (or the selection it belongs to)."""
        if not self._can_act():
            return False
        if self.game.id == "brag":
            self.status.emit(self.tr("In Brag the whole hand is arranged: press Arrange hand."))
            return False
        chosen = self.hands[HUMAN].selected()
        return self.play(chosen if card in chosen else [card])

    def play_selection(self) -> None:
        if not self._can_act():
            return
        chosen = self.hands[HUMAN].selected()
        if not chosen:
            self.status.emit(self.tr("Select the cards to play first."))
            return
        self.play(chosen)

    def selection_action(self, risk: bool | None = None):
        chosen = self.hands[HUMAN].selected() if self.hands else []
        if not chosen:
            return None
        return rules.Play.of(tuple(chosen), risk=self.risk if risk is None else risk)

    def risk_possible(self) -> bool:
        if not self.human_to_act:
            return False
        action = self.selection_action(risk=True)
        return action is not None and self.state.why_illegal(action) is None

    def play(self, cards) -> bool:
        state = self.state
        plain = rules.Play.of(tuple(cards))
        risky = rules.Play.of(tuple(cards), risk=True)
        want_risk = self.risk and state.why_illegal(risky) is None
        action = risky if want_risk else plain
        if not want_risk and state.why_illegal(plain) is not None \
                and state.why_illegal(risky) is None and risky in state.legal_actions():
            action = risky  # auto_risk: only the risked form is legal
        reason = state.why_illegal(action)
        if reason is not None:
            self.status.emit(say(reason))
            return False
        if getattr(action, "risk", False) and self.confirm_risk is not None \
                and not self.confirm_risk(action):
            return False
        self.status.emit("")
        return self._apply(action)

    def pass_turn(self) -> None:
        if not self._can_act():
            return
        reason = self.state.why_illegal(rules.PASS)
        if reason is not None:
            self.status.emit(say(reason))
            return
        self._apply(rules.PASS)

    def can_pass(self) -> bool:
        return self.human_to_act and self.state.why_illegal(rules.PASS) is None

    def cut(self, position: int) -> None:
        if not self._can_act():
            return
        action = rules.Cut(position)
        reason = self.state.why_illegal(action)
        if reason is not None:
            self.status.emit(say(reason))
            return
        self.table.show_cut(None)
        self._apply(action)

    def wants_arrangement(self) -> bool:
        return self.human_to_act and self.game.id == "brag"

    def arrange(self, arrangement) -> bool:
        if not self._can_act():
            return False
        reason = self.state.why_illegal(arrangement)
        if reason is not None:
            self.status.emit(say(reason))
            return False
        order = [c for t in arrangement.tricks for c in t] + list(arrangement.discards)
        self.hands[HUMAN].reorder(order)
        return self._apply(arrangement)

    def auto_arrangement(self):
        """The expert's arrangement of the human's hand (greedy if it cannot say)."""
        state = self.state
        try:
            from ..bots import make_bot
            bot = make_bot("expert", self.game, seed=len(self.match.deals), samples=6)
            return bot.choose(state.observation(HUMAN), state.legal_actions())
        except Exception:
            return self.game.greedy_arrangement(state.hand(HUMAN))

    # ------------------------------------------------------------------ practice
    def _practice_only(self, what: str) -> bool:
        if not self.practice:
            self.status.emit(self.tr("{what} are for practice matches: start one with Game → "
                                     "New game → Practice.").format(what=what))
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
        state = self.state
        token = ("hint", self._generation, len(self.match.deals), len(state.history))
        self._hint_token = token
        self.status.emit(self.tr("Thinking about your move…"))
        self.bot_runner.start(BotTask(_Hinter(self.game, len(state.history), samples),
                                      state.observation(HUMAN), list(state.legal_actions()),
                                      token, self._hint_signals))
        return True

    @Slot(object, object)
    def _hint_done(self, token, hint) -> None:
        if token != getattr(self, "_hint_token", None) or self.match is None \
                or token[1:] != (self._generation, len(self.match.deals),
                                 len(self.state.history)):
            return  # the game moved on while the expert thought
        self._hint_token = None
        action = hint.action
        if isinstance(action, rules.Play) and self.game.id != "brag":
            self.hands[HUMAN].set_selected(list(action.cards))
            self.risk = bool(getattr(action, "risk", False))
            self.table.sync(instant=True)
        self.hint_text = say(hint.reason)
        self.status.emit("")  # the action bar shows the hint; the status bar is not a copy
        self.turn_changed.emit()

    @Slot(object, str)
    def _hint_failed(self, token, message) -> None:
        if token == getattr(self, "_hint_token", None):
            self._hint_token = None
            self.status.emit(self.tr("No hint this time: the expert failed ({message}).")
                             .format(message=message))

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
        if not self._practice_only(self.tr("Undo and redo")) or not self.undo_stack.canUndo():
            return False
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        if not self._practice_only(self.tr("Undo and redo")) or not self.undo_stack.canRedo():
            return False
        self.undo_stack.redo()
        return True

    def replay_deal(self) -> bool:
        """Deal the current deal again from its start: same cards, same dealer, same score
        before it. It makes the match a practice match (the cards are known now)."""
        if self.match is None:
            return False
        data = json.loads(self.snapshot())
        data["deals"][-1]["actions"] = []
        match = rules.records.loads(json.dumps(data))
        was_serious = not self.practice
        # the same match: the deal's new result replaces its old one in the statistics
        self.start_match(match, list(self.levels), list(self.names), practice=True,
                         match_id=self.match_id)
        if was_serious:
            self.status.emit(self.tr("The deal starts again; replaying made this a practice match."))
        return True

    def play_deal_number(self, number: int) -> None:
        """A new match of the same game and seats whose first deal is deal number
        ``number`` (the number the log shows beside each deal). In practice, the number
        of the deal this match began with begins the same match again (as Replay does:
        its results replace the earlier ones); a serious match is never rewritten."""
        game = self.game
        first = self.match.deals[0] if self.match and self.match.deals else None
        again = (self.practice and first is not None and first.seed == int(number)
                 and first.dealer == 0)
        self.new_match(game.id, dict(game.option_values), list(self.levels),
                       list(self.names), deal_seed=int(number),
                       match_id=self.match_id if again else None)

    # ------------------------------------------------------------------ records
    def export_record(self, path) -> str | None:
        """Write the match as a game record; None, or the reason it failed."""
        if self.match is None:
            return self.tr("There is no game to export.")
        try:
            write_atomically(Path(path), self.snapshot())
        except OSError as exc:
            return self.tr("The record could not be written: {reason}.").format(
                reason=exc.strerror or exc)
        return None

    def import_record(self, path) -> str | None:
        """Play a game record from a file (as a practice match); None, or the reason it
        could not be read or played (the file is left as it is, and the game in play goes
        on as it was)."""
        path = Path(path)
        try:
            match, meta = rules.records.load_with_meta(path)
        except rules.records.RecordError as exc:
            return self.tr("{file} could not be imported: {reason}").format(
                file=path.name, reason=error_text(exc))
        levels, names = _seats(meta, match.game)
        if levels is not None and (levels[0] != "human" or "human" in levels[1:]
                                   or not set(levels) <= _level_names(match.game.id)):
            levels = None  # you play seat 0 of an imported game, beside known bots
        before = (self.snapshot(), self.practice, self.match_id) if self.match else None
        try:
            self.start_match(match, levels, names, practice=True)
        except Exception as exc:  # noqa: BLE001 - the game in play must survive any record
            if before is not None:
                text, self.practice, self.match_id = before
                self.restore(text)
            reason = error_text(exc) if isinstance(exc, ValueError) else self.tr(
                "this version cannot play it")
            return self.tr("{file} could not be imported: {reason}").format(
                file=path.name, reason=reason)
        return None

    def shutdown(self) -> None:
        self._generation += 1
        self._pending_token = None
        self.bot_runner.stop()


class _Hinter:
    """The expert as the player's adviser: like a bot, it answers ``choose`` (with a
    ``Hint``, the move and why), so it thinks on the bot thread the same way."""

    def __init__(self, game, seed: int, samples: int | None) -> None:
        self.game, self.seed, self.samples = game, seed, samples

    def choose(self, observation, legal):
        from ..bots.hints import hint
        return hint(self.game, observation, legal, seed=self.seed, samples=self.samples)


class _MoveCommand(QUndoCommand):
    """One move of the player's, with the computer players' replies that followed it:
    undo goes back to just before the move, redo to where play had reached."""

    def __init__(self, controller: "Controller", before: str, text: str) -> None:
        super().__init__(f"play {text}")
        self.controller, self.before, self.after = controller, before, None
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:  # QUndoStack.push calls redo: the move is already made
            self._pushed = True
            return
        if self.after is not None:
            self.controller.restore(self.after)

    def undo(self) -> None:
        self.after = self.controller.snapshot()
        self.controller.restore(self.before)


class _Collect:
    """A queued step: take the trick on the table to its winner's pile."""

    kind = "_collect"
    info: dict = {}

    def __init__(self, seat, side, cards) -> None:
        self.seat, self.side, self.cards = seat, side, tuple(cards)


def _match_id(meta: dict) -> str | None:
    """The match identity a record's notes keep, if it is a sensible one."""
    value = meta.get("match_id")
    return value if isinstance(value, str) and 0 < len(value) <= 64 else None


def _seats(meta: dict, game) -> tuple[list[str] | None, list[str] | None]:
    """The seats' levels and names a record's notes keep (as JSON texts); None for a list
    that is missing or not one short text per seat."""
    def read(key: str, longest: int) -> list[str] | None:
        try:
            value = json.loads(meta.get(key)) if isinstance(meta.get(key), str) else None
        except ValueError:
            return None
        if isinstance(value, list) and len(value) == game.n_players \
                and all(isinstance(x, str) and len(x) <= longest for x in value):
            return value
        return None
    return read("levels", 20), read("names", 40)


def _level_names(game_id: str) -> set[str]:
    return {lv.name for lv in _levels(game_id)} | {"human"}


def _levels(game_id: str):
    from ..bots import levels_for
    return levels_for(game_id)
