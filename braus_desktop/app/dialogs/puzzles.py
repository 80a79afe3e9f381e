"""Help → Puzzles: positions made by the exact solver, played out on a table of their own.

The dialog shows a puzzle of the book (``bots.puzzles``) on its own card table, every
hand face up (the position is all-hands-open by design), South to play. The player plays
South's cards; the others are played by the solver (``PuzzleSession.reply``: the best
defence, and the partner's best play). A play that loses value is not made: the player
is told at once how much it loses and why, in players' words, and tries again from the
same place. Once the deal is played out with no value lost the puzzle is solved. Every
try (solved, or ended by a losing play) goes into the statistics database's own table
(``StatisticsStore.record_puzzle_try``), from which the progress line reads: puzzles
solved, tries, and the streak of days with the puzzle of the day solved.

The table is driven by a ``PuzzleController``: the window's controller with the puzzle's
judge in front of the player's plays and the solver in the other seats; it saves
nothing and records no deal.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal, Slot
from PySide6.QtGui import QFontInfo, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ... import rules
from ...bots.puzzles import (
    GRADES,
    PUZZLE_GAMES,
    Puzzle,
    PuzzleSession,
    book,
    puzzle_of_the_day,
    signed,
)
from ..bot_runner import BotTask
from ..choice import default_names
from ..controller import Controller
from ..dialog_scale import scroll_when_cramped
from ..flow import FlowLayout
from ..games import game_ui
from ..narration import HUMAN
from ..phrases import say
from ..play_controls import risk_ticked, show_play_controls
from ..table import TableView

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QCloseEvent

    from ..settings import Settings
    from ..store.statistics import StatisticsStore

# what a window manager's frame and title bar may take of the screen
FRAME_ROOM = QSize(16, 48)


class _Solver:
    """The solver in a seat: like a bot it answers ``choose`` (on the bot thread), but
    from the whole position it was given, as the puzzle shows every hand anyway."""

    def __init__(self, session: PuzzleSession, state: rules.State) -> None:
        self.session, self.state = session, state

    def choose(
        self, observation: rules.Observation | None, legal: Sequence[rules.Action] | None
    ) -> rules.Action:
        # (it is given neither: the position it was made with is the whole of it)
        return self.session.reply(self.state)


class PuzzleController(Controller):
    """The table's controller for one puzzle at a time: South's plays are judged before
    they are made, the other seats play the solver's moves."""

    missed = Signal(str)  # a play lost value: why, in the player's language
    solved = Signal()  # the deal was played out without losing value

    def __init__(self, table: TableView, parent: QObject | None = None) -> None:
        super().__init__(table, data_dir=None, save=False, parent=parent)
        self.puzzle: Puzzle | None = None
        # (``session`` is the controller's store of the match: saves and undo)
        self.puzzle_session: PuzzleSession | None = None
        # (one deal never decides a match from nothing, but should it, it is solved too)
        self.deal_finished.connect(self._finished)
        self.match_finished.connect(self._finished)

    def open_puzzle(self, p: Puzzle) -> None:
        """Lay out puzzle ``p``'s position, every hand face up, South to play."""
        game = p.game
        n = game.n_players
        names = default_names(n)
        self.puzzle = p
        self.puzzle_session = PuzzleSession(p, names)
        match = rules.Match(game, first_dealer=p.dealer, start=False)
        match.next_deal(setup=p.setup())
        for text in p.actions:
            match.apply(text)
        self.open_hands = True
        self.start_match(
            match, ["human"] + ["expert"] * (n - 1), names, practice=True, at_once=True
        )
        self.label_seats()

    def label_seats(self) -> None:
        """The other seats' badges say who plays them: the solver's best play, not a
        computer player's level."""
        words = self.tr("Best play")
        for seat, info in enumerate(self.seats.seats):
            if seat != HUMAN:
                info.level = words
        if self.seats.rowCount():
            self.seats.dataChanged.emit(
                self.seats.index(0), self.seats.index(self.seats.rowCount() - 1)
            )
        self.table.sync(instant=True)

    def retranslate(self) -> None:
        super().retranslate()
        if self.match is not None:
            self.label_seats()

    def restart(self) -> None:
        """The puzzle's position again, as it was first laid out."""
        if self.puzzle is not None:
            self.open_puzzle(self.puzzle)

    def _ask_bot(self, seat: int) -> None:
        state = self.state
        assert self.match is not None and state is not None  # a bot is asked in a deal
        token = (self._generation, len(self.match.deals), len(state.history), seat)
        if self._pending_token == token or self.puzzle_session is None:
            return
        self._pending_token = token
        self._asked_at = time.monotonic()
        self.bot_runner.start(
            BotTask(
                _Solver(self.puzzle_session, state.clone(quiet=True)),
                None,
                None,
                token,
                self._signals,
            )
        )

    def apply(self, action: rules.Action) -> bool:
        state = self.state
        judge = self.puzzle_session
        if state is not None:  # (a set chosen in any order is judged in the rules' form)
            action = state.canonical(action)
        if (
            judge is not None
            and state is not None
            and not state.is_over
            and state.current_player == HUMAN
            and action in state.legal_actions()
        ):
            verdict = judge.check(state, action)
            if verdict.loss > 0:
                # the cards go back into the hand unselected: the next try starts afresh
                self.hands[HUMAN].set_selected([])
                self.input.forget_risk()
                self.table.sync(instant=True)
                self.missed.emit(say(verdict.reason))
                self.turn_changed.emit()
                return False
        return super().apply(action)

    def _finished(self, _text: str = "") -> None:
        self.table.show_banner(self.tr("Solved! Click here for the next puzzle."))
        self.solved.emit()


class PuzzleDialog(QDialog):
    """The puzzles: a game and a number, the table, what a play did, the progress.

    ``store`` is the statistics store (None: progress is not kept); ``today`` gives the
    date that chooses the puzzle of the day (tests set it)."""

    def __init__(
        self,
        settings: Settings,
        store: StatisticsStore | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzles")
        self.store = store
        self.today = today
        self.daily: datetime.date | None = None  # the date whose puzzle of the day is open
        self.tries_here = 0
        self._said = ""  # the controller's last sentence on the verdict line
        layout = QVBoxLayout(self)
        # the choosing row wraps onto a second row when it is wider than the dialog (at
        # twice the text size on a 1024x768 screen); each label stays beside its box
        row = QWidget()
        top = self._top = FlowLayout(row)
        self._pairs: list[QHBoxLayout] = []
        self.game_box = QComboBox()
        for game_id in PUZZLE_GAMES:
            self.game_box.addItem("", game_id)
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_box)
        self.number_box = QSpinBox()
        self.number_box.setKeyboardTracking(False)  # a typed number opens once, on Enter
        self.number_label = QLabel()
        self.number_label.setBuddy(self.number_box)
        for label, box in ((self.game_label, self.game_box), (self.number_label, self.number_box)):
            pair = QWidget()
            beside = QHBoxLayout(pair)
            beside.setContentsMargins(0, 0, 0, 0)
            beside.addWidget(label)
            beside.addWidget(box)
            self._pairs.append(beside)
            top.addWidget(pair)
        self.daily_button = QPushButton()
        self.next_button = QPushButton()
        self.again_button = QPushButton()
        for button in (self.daily_button, self.next_button, self.again_button):
            button.setAutoDefault(False)
            top.addWidget(button)
        layout.addWidget(row)
        self._space_words()
        self.task_label = QLabel("")
        self.task_label.setObjectName("puzzleTask")
        self.task_label.setWordWrap(True)
        layout.addWidget(self.task_label)
        self.table = TableView(settings)
        self.controller = PuzzleController(self.table, self)
        layout.addWidget(self.table, 1)
        bar = QHBoxLayout()
        self.verdict_label = QLabel("")
        self.verdict_label.setObjectName("puzzleVerdict")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar.addWidget(self.verdict_label, 1)
        self.risk_box = QCheckBox()
        self.play_button = QPushButton()
        self.pass_button = QPushButton()
        for widget in (self.risk_box, self.play_button, self.pass_button):
            bar.addWidget(widget)
        layout.addLayout(bar)
        self.progress_label = QLabel("")
        self.progress_label.setObjectName("puzzleProgress")
        layout.addWidget(self.progress_label)
        self.retranslate()
        c = self.controller
        c.bot_delay_ms = getattr(settings, "bot_delay_ms", 0)
        self.table.banner_clicked.connect(self.next_puzzle)
        c.status.connect(self._status)
        c.turn_changed.connect(self._refresh)
        c.missed.connect(self._missed)
        c.solved.connect(self._solved)
        self.play_button.clicked.connect(c.input.play_selection)
        self.pass_button.clicked.connect(c.input.pass_turn)
        self.risk_box.toggled.connect(self._risk_toggled)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.number_box.valueChanged.connect(self._number_chosen)
        self.daily_button.clicked.connect(self.open_daily)
        self.next_button.clicked.connect(self.next_puzzle)
        self.again_button.clicked.connect(self.start_again)
        self.resize(self._first_size(parent))
        self._game_chosen()
        scroll_when_cramped(self)

    def _first_size(self, parent: QWidget | None) -> QSize:
        """1000 by 760, or less on a smaller screen: the whole dialog, its progress line
        at the foot too, stays on the screen it opens on (a 1024x768 one, say)."""
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        size = QSize(1000, 760)
        if screen is None:
            return size
        room = screen.availableGeometry().size()
        # (the window's frame is not known before it is shown: room left for a title bar)
        return size.boundedTo(
            QSize(room.width() - FRAME_ROOM.width(), room.height() - FRAME_ROOM.height())
        )

    def retranslate(self) -> None:
        """Every word of the dialog in the language installed now (also when it changes
        while the dialog is open)."""
        self.setWindowTitle(self.tr("Puzzles"))
        for index in range(self.game_box.count()):
            self.game_box.setItemText(index, say(game_ui(self.game_box.itemData(index)).title))
        self.game_box.setAccessibleName(self.tr("Game"))
        self.game_label.setText(self.tr("&Game:"))
        self.number_box.setAccessibleName(self.tr("Puzzle number"))
        self.number_label.setText(self.tr("&Number:"))
        self.daily_button.setText(self.tr("Puzzle of the &day"))
        self.next_button.setText(self.tr("Ne&xt puzzle"))
        self.again_button.setText(self.tr("&Start again"))
        self.risk_box.setText(self.tr("&Risk it"))
        self.play_button.setText(self.tr("&Play"))
        self.pass_button.setText(self.tr("Pass"))
        if self.puzzle is not None:
            self._show_task()
            self._show_progress()
        self.controller.retranslate()

    def _space_words(self) -> None:
        """The gaps between the choosing row's words grow with them, half their size (at 4K
        the style's 6 pixels ran "Game:" into its box, and at twice the text size too)."""
        gap = max(6, QFontInfo(self.font()).pixelSize() // 2)
        self._top.setSpacing(gap)
        for pair in self._pairs:
            pair.setSpacing(gap)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange and hasattr(self, "_top"):
            self._space_words()
        super().changeEvent(event)

    # ------------------------------------------------------------------ choosing
    @property
    def game_id(self) -> str:
        return str(self.game_box.currentData())

    @property
    def puzzle(self) -> Puzzle | None:
        return self.controller.puzzle

    def open_puzzle(self, game_id: str, number: int, to_table: bool = True) -> None:
        """Show puzzle ``number`` of ``game_id`` (the game box and number follow); the
        keyboard goes to the table unless ``to_table`` is False (the number was typed or
        stepped: the player may go on choosing)."""
        index = self.game_box.findData(game_id)
        if index != self.game_box.currentIndex():
            self.game_box.blockSignals(True)
            self.game_box.setCurrentIndex(index)
            self.game_box.blockSignals(False)
            self.number_box.blockSignals(True)
            self.number_box.setRange(1, len(book(game_id)))
            self.number_box.blockSignals(False)
        if self.number_box.value() != number:
            self.number_box.blockSignals(True)
            self.number_box.setValue(number)
            self.number_box.blockSignals(False)
        p = book(game_id)[number - 1]
        today = self.today()
        self.daily = today if puzzle_of_the_day(game_id, today) == p else None
        self.tries_here = 0
        self.controller.open_puzzle(p)
        self.verdict_label.setText("")
        self._show_task()
        self._show_progress()
        if to_table:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def open_first_unsolved(self) -> None:
        """The easiest puzzle of the game chosen that the player has not solved yet (the
        book is numbered easiest first): a newcomer begins at the start, not at today's
        puzzle, which may be a hard one (the Puzzle of the day button is beside)."""
        puzzles = book(self.game_id)
        solved: set[str] = set()
        if self.store is not None and self.store.available:
            from ..store.statistics import StatisticsError

            try:
                progress = self.store.puzzle_progress(self.game_id, self.today())
            except StatisticsError:
                progress = None
            if progress is not None:
                solved = {key for key, (_tries, done) in progress.puzzles.items() if done}
        first = next((p for p in puzzles if p.key not in solved), puzzles[0])
        self.open_puzzle(first.game_id, first.number)

    def open_daily(self) -> None:
        """Today's puzzle of the game chosen."""
        p = puzzle_of_the_day(self.game_id, self.today())
        self.open_puzzle(p.game_id, p.number)

    def next_puzzle(self) -> None:
        """The next puzzle of the book (after the last, the first)."""
        p = self.puzzle
        if p is None:
            return
        self.open_puzzle(p.game_id, p.number % len(book(p.game_id)) + 1)

    def start_again(self) -> None:
        """The puzzle's position again, from its first play."""
        if self.puzzle is not None:
            self.controller.restart()
            self.verdict_label.setText("")
            self._show_task()

    def _game_chosen(self, _index: int = 0) -> None:
        puzzles = book(self.game_id)
        self.number_box.blockSignals(True)
        self.number_box.setRange(1, len(puzzles))
        self.number_box.blockSignals(False)
        self.open_first_unsolved()

    def _number_chosen(self, number: int) -> None:
        self.open_puzzle(self.game_id, number, to_table=False)

    # ------------------------------------------------------------------ words
    def _show_task(self) -> None:
        p = self.puzzle
        if p is None:
            return
        best = max(p.values.values())
        grade = say(GRADES[p.grade])
        day = self.tr("Puzzle of the day. ") if self.daily is not None else ""
        self.task_label.setText(
            day
            + self.tr(
                "{grade}. All hands are shown and you are to play. Find the play that ends the "
                "deal at {best} for your side (your points minus the others') against the "
                "best defence: one play does it, every other loses at least a point."
            ).format(grade=grade, best=signed(best))
        )

    def _show_progress(self) -> None:
        if self.store is None or not self.store.available:
            self.progress_label.setText(self.tr("Progress is not kept in this session."))
            return
        from ..store.statistics import StatisticsError

        try:
            progress = self.store.puzzle_progress(self.game_id, self.today())
        except StatisticsError:
            self.progress_label.setText(self.tr("Progress could not be read."))
            return
        total = len(book(self.game_id))
        text = self.tr(
            "Solved: {solved} of {total} · Tries: {tries} · Puzzles of the day solved in a "
            "row: {streak}"
        ).format(solved=progress.solved, total=total, tries=progress.tries, streak=progress.streak)
        p = self.puzzle
        here = progress.puzzles.get(p.key) if p is not None else None
        if here is not None:
            tries, solved = here
            this = (
                self.tr("This puzzle: solved (tries: {tries})")
                if solved
                else self.tr("This puzzle: not solved yet (tries: {tries})")
            )
            text = this.format(tries=tries) + " · " + text
        self.progress_label.setText(text)

    def _record(self, solved: bool) -> None:
        p = self.puzzle
        if p is None or self.store is None or not self.store.available:
            return
        from ..store.statistics import StatisticsError

        try:
            self.store.record_puzzle_try(p.game_id, p.key, p.number, solved, self.daily)
        except StatisticsError as exc:
            self.progress_label.setText(
                self.tr("This try could not be kept ({reason}).").format(reason=exc)
            )
            return
        self._show_progress()

    @Slot(str)
    def _missed(self, reason: str) -> None:
        self.tries_here += 1
        self.verdict_label.setText(reason)
        self._record(False)

    @Slot()
    def _solved(self) -> None:
        self.tries_here += 1
        self.verdict_label.setText(self.tr("Solved, with best play to the end."))
        self._record(True)

    def _status(self, text: str) -> None:
        if text:
            self.verdict_label.setText(text)
        elif self.verdict_label.text() == self._said:
            # the prompt is answered ("Your turn" stayed while the others thought); a
            # verdict stays until the next try
            self.verdict_label.setText("")
        self._said = text

    def _risk_toggled(self, on: bool) -> None:
        risk_ticked(self.controller, on, self.risk_box, self.table)

    def _refresh(self) -> None:
        c = self.controller
        if c.match is None:
            return
        show_play_controls(c, self.play_button, self.risk_box, self.pass_button)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.controller.shutdown()
        super().done(result)
