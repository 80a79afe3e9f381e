"""Review this deal: the coach's review of a finished deal, on a table of its own.

The deal is played again on a ``TableView`` with every hand open (the deal is over:
nothing is hidden any more), position by position: Left and Right step through it, Home
and End go to its start and end, Page Up and Page Down to the player's previous and next
decision, and so do the slider, the buttons and a click on the value graph. For a
position where the player had a choice, the panel lists every alternative with its
expected value (with what the player knew) and its exact value (every card known; marked
"≈" where it was estimated rather than solved), the verdict and the coach's reason, in
the player's language. In Brag it also sets the player's arrangement beside the
suggested one, trick by trick.

What it shows is the deal's ``DealCoaching`` (bots/coaching.py: the review, its par and
its key moments, as the coach made them or a record kept them). At the head of the
review's panel, above the decision shown, the deal's key moments (the one to three
decisions that cost most) are lines that take the replay there; the review opens at the first of them, the costliest (with none, at the
player's first decision).

Under the accuracy, the head gives the deal's par once the coach has worked it out (the
expert's mean result with the same cards, ``bots.par``) beside the player's own result
and the difference, their skill: "You: +1 · par +2.4 · skill −1.4", and the same in a
sentence. A review read from a record made before par has no par line.

The table is told by the window's own narration (``narration.Narrator``), the deal
replayed through the rules from its cards and actions: ``DealReplay`` stands in for the
controller the narration normally reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QFontInfo, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..dialog_scale import SIZED_FOR_SCREEN, scroll_when_cramped, too_wide
from ..keys import key_names
from ..models import HandModel, LogModel, SeatInfo, SeatsModel, TrickModel, WonTricksModel
from ..narration import HUMAN, Narrator
from ..phrases import noise_kept_whole, number, percent, say, seat_name
from ..sizes import scaled_font, text_scale
from ..table import TableView
from .key_moments_box import KeyMomentsBox
from .value_graph import MARKS, ValueGraph

if TYPE_CHECKING:  # pragma: no cover
    from ... import rules
    from ...bots.coaching import DealCoaching
    from ...bots.key_moments import KeyMoment
    from ...bots.verdicts import DealPar, DealReview, DecisionReview
    from ...rules.phrase import Phrase
    from ..coach import Coach
    from ..narration import Collect
    from ..settings import Settings

DASH = "\u2013"
STEP_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
)


class DealReplay(QObject):
    """A finished deal shown at any position on a table of its own, every hand open:
    what the narration needs of a controller (the match, the state shown, the models,
    the seats' names), with the deal dealt and played again up to that position."""

    status = Signal(str)  # the narration's notes to the status bar (none when instant)

    def __init__(
        self,
        match: rules.Match,
        deal_no: int,
        names: list[str],
        levels: list[str],
        settings: Settings,
        parent: QObject | None = None,
        open_hands: bool = True,
    ) -> None:
        super().__init__(parent)
        # False: only the player's own hand is face up (an exercise: the deal as they saw it)
        self.open_hands = open_hands
        self.match = match
        self.game = match.game
        self.deal = match.deals[deal_no - 1]
        self.actions = [action for _seat, action in self.deal.history]
        self.names = list(names)
        self.levels = list(levels)
        self.table = TableView(settings)
        self.table.open_layout = open_hands
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # shown, not played on
        self.log = LogModel(self)
        self.narrator = Narrator(self)
        self.narrator.instant = True
        self.state: rules.State | None = None  # the position shown (None before the first)
        self.hands: list[HandModel] = []
        self.trick = TrickModel()
        self.won = WonTricksModel()
        self.seats = SeatsModel()
        self.position = -1
        self.caption = ""  # what the last action did, in the log's words

    @property
    def positions(self) -> int:
        """The last position: every action played."""
        return len(self.actions)

    def shown(self) -> rules.State:
        """The position shown (the narration asks only once one is)."""
        assert self.state is not None
        return self.state

    def deal_summary(self) -> str:
        from ..score_sheet import deal_summary

        return deal_summary(self.match, self.shown(), self.names or None)

    def deal_summary_phrase(self) -> Phrase:
        """The end-of-deal text as the log keeps it (a Phrase, worded when shown)."""
        from ..score_sheet import deal_summary_phrase

        return deal_summary_phrase(self.match, self.shown(), self.names or None)

    def queue_first(self, step: Collect) -> None:
        self.narrator.show(step)  # (instant: a collect is shown at once)

    def _state_at(self, position: int) -> rules.State:
        state = self.game.new_deal(dealer=self.deal.dealer, setup=self.deal.setup())
        for action in self.actions[:position]:
            state.apply(action)
        return state

    def show(self, position: int) -> None:
        """The table as it stood after ``position`` actions (0: as dealt)."""
        position = max(0, min(self.positions, position))
        self.position = position
        state = self._state_at(position)
        before = len(self._state_at(position - 1).events) if position else len(state.events)
        self.state = state
        game = self.game
        n = game.n_players
        self.hands = [
            HandModel(s, face_up=self.open_hands or s == HUMAN, sort=True) for s in range(n)
        ]
        self.trick = TrickModel({i: seat_name(name) for i, name in enumerate(self.names)})
        self.won = WonTricksModel()
        self.seats = SeatsModel()
        self.seats.set_seats(
            [
                SeatInfo(
                    seat_name(self.names[s]),
                    game.side_of(s),
                    self.levels[s] if s < len(self.levels) else "human",
                )
                for s in range(n)
            ]
        )
        self.log.clear()
        self.table.set_models(game, self.hands, self.trick, self.won, self.seats, HUMAN)
        self.table.show_cut(None)
        self.table.set_stock(0)
        lines = 0
        for k, event in enumerate(state.events):
            if k == before:
                lines = len(self.log.lines)
            self.narrator.show(event)
        self.caption = " ".join(self.log.lines[lines:]) if position else ""
        self.seats.update(dealer=state.dealer, turn=None if state.is_over else state.current_player)
        self.table.sync(instant=True)
        if state.is_over:
            self.table.show_banner(self.deal_summary(), fade=False)


def action_text(game: rules.Game, text: str, between: str = " | ") -> str:
    """An action of the review as the player reads it: "Play 9♣", "Pass", a Brag
    arrangement trick by trick (``between`` them: a line each in the list of choices)."""
    from ...bots.hints import move_text
    from ...rules import Pass, Play
    from ...rules.brag import Arrangement

    try:
        action = game.parse_action(text)
    except ValueError:
        return text
    if isinstance(action, (Play, Pass)):
        return say(move_text(action))
    if not isinstance(action, Arrangement):
        return text
    shown = between.join(" ".join(c.display for c in trick) for trick in action.tricks)
    discards = action.discards
    return shown + (" / " + " ".join(c.display for c in discards) if discards else "")


def signed(value: float, places: int = 1) -> str:
    """Points in the par line as the language writes them: "+2.4", "−1.4" ("+2,4" in
    Swedish), nought without a sign."""
    value = round(value, places)
    return number(abs(value), f".{places}f") if value == 0 else number(value, f"+.{places}f")


def points(value: float | None) -> str:
    """A value in points as the table shows it ("+0,33" in Swedish), a dash for none."""
    return DASH if value is None else number(value, "+.2f")


class DealReviewDialog(QDialog):
    """The review of one finished deal of the match (see the module docstring): its
    ``coaching`` as given, or as the ``coach`` gives it (``coaching_of``), which says
    when it comes in (``ready``)."""

    def __init__(
        self,
        match: rules.Match,
        deal_no: int,
        names: list[str],
        levels: list[str],
        settings: Settings,
        coach: Coach | None = None,
        coaching: DealCoaching | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.deal_no = deal_no
        self.coach = coach
        self.coaching: DealCoaching | None = None
        self.review: DealReview | None = None
        self.decisions: dict[int, DecisionReview] = {}  # by the position decided at
        self.moments: tuple[KeyMoment, ...] = ()
        self.opened_at: int | None = None  # where it opened, until the review came in
        self.replay = DealReplay(match, deal_no, names, levels, settings, self)
        self.game = match.game
        self.setWindowTitle(self.tr("Review of deal {n}").format(n=deal_no))
        self._build()
        if coach is not None:
            coach.ready.connect(self._ready)
            coach.failed.connect(self._failed)
        self.set_coaching(
            coaching
            if coaching is not None
            else coach.coaching_of(deal_no)
            if coach is not None
            else None
        )
        self.go(self.opening())
        self.opened_at = self.replay.position
        self._fit_screen()

    def _fit_screen(self) -> None:
        fit_screen(self, self.split)

    # -- building ------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAccessibleName(self.tr("Summary of the review"))
        layout.addWidget(self.summary)
        self.par_line = QLabel()
        self.par_line.setWordWrap(True)
        self.par_line.setTextFormat(Qt.TextFormat.RichText)
        self.par_line.setAccessibleName(self.tr("Par and skill"))
        self.par_line.setToolTip(
            self.tr(
                "Par: the expert's average result over whole replays of these cards, playing "
                "your seat. Skill: your result minus par. The accuracy and each verdict judge "
                "one decision at a time, by what you knew then, so the numbers can differ: a "
                "blunder that did not change the outcome costs no points in this deal, and a "
                "deal without a mistake can still end below par."
            )
        )
        layout.addWidget(self.par_line)
        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        table = self.replay.table
        table.setAccessibleName(self.tr("The deal replayed, every hand open"))
        lv.addWidget(table, 1)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(self.tr("What happened"))
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # three lines, scrolled when there are more (a Brag showdown's whole account): at
        # its full height it pushed the table down under the buttons at 1024x768, and a
        # height that followed the words moved the table at every step
        holder = self.caption_area = QScrollArea()
        holder.setWidget(self.caption)
        holder.setWidgetResizable(True)
        holder.setFrameShape(QFrame.Shape.NoFrame)
        holder.setAccessibleName(self.tr("What happened"))
        holder.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder.setFixedHeight(self.caption.fontMetrics().lineSpacing() * 3 + 6)
        lv.addWidget(holder)
        steps = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start"))
        self.back_button = QPushButton(self.tr("◀ Back"))
        self.forward_button = QPushButton(self.tr("Forward ▶"))
        self.end_button = QPushButton(self.tr("End"))
        self.previous_button = QPushButton(self.tr("&Previous decision"))
        self.next_button = QPushButton(self.tr("N&ext decision"))
        for button, tip in (
            (self.start_button, self.tr("The deal as dealt ({home})")),
            (self.back_button, self.tr("One action back ({left})")),
            (self.forward_button, self.tr("One action on ({right})")),
            (self.end_button, self.tr("The end of the deal ({end})")),
            (self.previous_button, self.tr("Your previous decision ({page_up})")),
            (self.next_button, self.tr("Your next decision ({page_down})")),
        ):
            button.setToolTip(
                tip.format(
                    **key_names(
                        home="Home",
                        left="Left",
                        right="Right",
                        end="End",
                        page_up="PgUp",
                        page_down="PgDown",
                    )
                )
            )
            button.setAutoDefault(False)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.slider.setMaximum(self.replay.positions)
        self.slider.setPageStep(1)
        self.slider.setAccessibleName(self.tr("Position in the deal"))
        self.slider.valueChanged.connect(self.go)
        self.start_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.replay.position - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.replay.position + 1))
        self.end_button.clicked.connect(lambda: self.go(self.replay.positions))
        self.previous_button.clicked.connect(self.previous_decision)
        self.next_button.clicked.connect(self.next_decision)
        steps.addWidget(self.start_button)
        steps.addWidget(self.back_button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.forward_button)
        steps.addWidget(self.end_button)
        lv.addLayout(steps)
        jumps = QHBoxLayout()
        jumps.addWidget(self.previous_button)
        jumps.addWidget(self.next_button)
        self.position_label = QLabel()
        jumps.addWidget(self.position_label, 1)
        lv.addLayout(jumps)
        split.addWidget(left)

        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        # the key moments head the review's panel, above the decision shown, as a chess
        # site's review lists them: across the whole dialog they took height a 1024x768
        # screen does not have (the table keeps its least readable size)
        self.moments_box = KeyMomentsBox()
        self.moments_box.chosen.connect(self.go)
        rv.addWidget(self.moments_box)
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setAccessibleName(self.tr("Verdict"))
        rv.addWidget(self.verdict)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setAccessibleName(self.tr("The coach's reason"))
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        rv.addWidget(self.reason)
        self.options = QTreeWidget()
        self.options.setRootIsDecorated(False)
        # rows set apart: a Brag choice is five lines, and two would read as one list
        self.options.setAlternatingRowColors(True)
        self.options.setHeaderLabels([self.tr("Choice"), self.tr("Expected"), self.tr("Exact"), ""])
        # (the words of a game where each plays alone have no side in them)
        partners = self.game.has_partners
        self.options.headerItem().setToolTip(
            1,
            self.tr(
                "What each choice averages for your side over the deal, with what you knew then "
                "(the hidden cards sampled): a judgement of this one decision. Par replays the "
                "whole deal with the cards as dealt, so the two can differ."
            )
            if partners
            else self.tr(
                "What each choice averages for you over the deal, with what you knew "
                "then (the hidden cards sampled): a judgement of this one decision. Par "
                "replays the whole deal with the cards as dealt, so the two can differ."
            ),
        )
        self.options.headerItem().setToolTip(
            2,
            self.tr(
                "Points for your side with every card known; ≈: estimated by playing out, "
                "not solved"
            )
            if partners
            else self.tr(
                "Your points with every card known; ≈: estimated by playing out, not solved"
            ),
        )
        self.options.setAccessibleName(self.tr("Every choice you had, with its values"))
        self.options.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.options.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.options.setItemDelegate(RoomBetween(self.options))
        rv.addWidget(self.options, 1)  # (a Brag review shares the height with its tricks)
        self.changes_title = QLabel(self.tr("<b>Your tricks against the suggested ones</b>"))
        rv.addWidget(self.changes_title)
        self.changes = QTreeWidget()
        self.changes.setRootIsDecorated(False)
        # three narrow columns, each trick's name and odds under its cards: with the
        # odds in columns of their own the table ran past the panel's width and scrolled
        # sideways at 1024x768
        self.changes.setHeaderLabels([self.tr("Trick"), self.tr("Yours"), self.tr("Suggested")])
        for col in (1, 2):
            self.changes.headerItem().setToolTip(
                col,
                self.tr(
                    "The trick, its name, how often it takes its place over the sampled deals, "
                    "and whether it took it against the tricks actually laid"
                ),
            )
        self.changes.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.changes.setAccessibleName(self.tr("Your tricks against the suggested ones"))
        rv.addWidget(self.changes, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)

        self.graph = ValueGraph()
        self.graph.position_clicked.connect(self.go)
        layout.addWidget(self.graph)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout.addWidget(buttons)
        for widget in (
            self.slider,
            self.graph,
            self.options,
            self.changes,
            self.start_button,
            self.back_button,
            self.forward_button,
            self.end_button,
            self.previous_button,
            self.next_button,
            self.close_button,
        ):
            widget.installEventFilter(self)
        self.setTabOrder(self.slider, self.graph)
        self.setTabOrder(self.graph, self.options)
        self.slider.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- the review ----------------------------------------------------------------------
    def set_coaching(self, coaching: DealCoaching | None) -> None:
        """Show ``coaching`` (None: not ready yet)."""
        self.coaching = coaching
        review = self.review = coaching.review if coaching is not None else None
        self.decisions = {d.index: d for d in review.decisions} if review is not None else {}
        self.moments = coaching.moments if coaching is not None else ()
        self.moments_box.set_moments(self.moments)
        if self.moments_box.lines:
            QWidget.setTabOrder(self.moments_box.lines[-1], self.slider)
        points_ = [
            (
                d.index,
                d.played_option.expected,
                d.played_option.exact,
                d.played_option.exact_solved,
                d.verdict,
            )
            for d in self.decisions.values()
        ]
        self.graph.set_values(self.replay.positions, points_)
        self._summarise()
        self._show_par()
        if self.opened_at is not None and self.replay.position == self.opened_at:
            # a review that came in while the dialog was open, not yet moved: to its
            # costliest decision, as it opens when the review is ready
            self.go(self.opening())
            self.opened_at = self.replay.position
        elif self.replay.position >= 0:
            self.go(self.replay.position)  # (the decision buttons follow the decisions)

    def opening(self) -> int:
        """Where the review opens: at the costliest decision, else the first decision,
        else the deal as dealt."""
        if self.moments:
            return self.moments[0].index
        return min(self.decisions) if self.decisions else 0

    def _summarise(self) -> None:
        review = self.review
        if review is None:
            self.summary.setText(self.tr("The coach is still reviewing this deal…"))
        elif review.accuracy is None:
            self.summary.setText(self.tr("You had no choice to make in this deal."))
        else:
            counts = review.counts
            self.summary.setText(
                self.tr(
                    "Your accuracy in deal {n}: <b>{accuracy:.0f}</b> · best {best}, good "
                    "{good}, inaccuracies {inaccuracy}, mistakes {mistake}, blunders "
                    "{blunder}"
                ).format(
                    n=self.deal_no,
                    accuracy=review.accuracy,
                    best=counts.get("best", 0),
                    good=counts.get("good", 0),
                    inaccuracy=counts.get("inaccuracy", 0),
                    mistake=counts.get("mistake", 0),
                    blunder=counts.get("blunder", 0),
                )
            )
            if counts.get("uncertain", 0):
                self.summary.setText(
                    self.summary.text()
                    + self.tr(" · uncertain {uncertain}").format(uncertain=counts["uncertain"])
                )

    def _show_par(self) -> None:
        """The par line: the par and the skill once worked out, a word while they are
        being worked out, nothing for a review without one (an old record's)."""
        review = self.review
        par = self.coaching.par if self.coaching is not None else None
        if par is not None:
            text = self.par_words(par)
        elif review is not None and self.coach is not None and self.coach.par_pending(self.deal_no):
            text = self.tr("Par: the expert is still playing these cards…")
        else:
            text = ""
        self.par_line.setText(text)
        self.par_line.setVisible(bool(text))

    def par_words(self, par: DealPar) -> str:
        """The par line (rich text): "You: +1 · par +2.4 · skill −1.4", then the same in a
        sentence. The player's result has no decimals when it is whole, as they scored it."""
        whole = abs(par.player_points - round(par.player_points)) < 1e-9
        you = signed(par.player_points, 0 if whole else 1)
        if self.game.has_partners:
            line = self.tr(
                "<b>You: {you} · par {par} · skill {skill}</b>. With these cards "
                "the expert averages {par} for your side; you made {you}."
            )
        else:
            line = self.tr(
                "<b>You: {you} · par {par} · skill {skill}</b>. With these cards "
                "the expert's average result is {par}; your result was {you}."
            )
        line = line.format(you=you, par=signed(par.points), skill=signed(par.skill))
        why = self.why_they_differ(par)
        return f"{line} {why}" if why else line

    def why_they_differ(self, par: DealPar) -> str:
        """A sentence where the accuracy's verdicts and the skill seem to disagree (a
        mistake beside a skill of nought or more, no mistake beside a skill below
        nought), saying why they can; empty where they agree."""
        counts = self.review.counts if self.review is not None else {}
        errors = counts.get("mistake", 0) + counts.get("blunder", 0)
        skill = round(par.skill, 1)  # as the line shows it
        if errors and skill >= 0:
            return self.tr(
                "A verdict judges one decision by what you knew then; a mistake "
                "or a blunder that did not change the outcome costs no points in "
                "this deal."
            )
        if not errors and skill < 0:
            return self.tr(
                "No decision of yours was a mistake, yet you made less than par: "
                "par is the expert's average result over whole replays of these "
                "cards, and small losses add up over a deal."
            )
        return ""

    def _ready(self, deal_no: int) -> None:
        if deal_no != self.deal_no or self.coach is None:
            return
        coaching = self.coach.coaching_of(deal_no)
        if coaching is None:
            return
        if self.coaching is None:
            self.set_coaching(coaching)
        else:  # the same review, its par come in (or given up): only the head changes
            self.coaching, self.review = coaching, coaching.review
            self._show_par()

    def _failed(self, deal_no: int, message: str) -> None:
        if deal_no == self.deal_no and self.review is None:
            self.summary.setText(
                self.tr("This deal could not be reviewed ({reason}).").format(reason=message)
            )

    # -- moving ------------------------------------------------------------------------
    def go(self, position: int) -> None:
        """Show the deal after ``position`` actions, with the decision made there."""
        position = max(0, min(self.replay.positions, int(position)))
        if position != self.replay.position:
            self.replay.show(position)
        if self.slider.value() != position:
            self.slider.setValue(position)
        self.graph.set_current(position)
        self.moments_box.set_current(position)
        self.caption.setText(self.replay.caption or self.tr("The deal as dealt."))
        self.position_label.setText(
            self.tr("Position {n} of {total}").format(n=position, total=self.replay.positions)
        )
        self.back_button.setEnabled(position > 0)
        self.start_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < self.replay.positions)
        self.end_button.setEnabled(position < self.replay.positions)
        self.previous_button.setEnabled(any(i < position for i in self.decisions))
        self.next_button.setEnabled(any(i > position for i in self.decisions))
        self._show_decision()

    def previous_decision(self) -> None:
        earlier = [i for i in self.decisions if i < self.replay.position]
        if earlier:
            self.go(max(earlier))

    def next_decision(self) -> None:
        later = [i for i in self.decisions if i > self.replay.position]
        if later:
            self.go(min(later))

    def step(self, key: int) -> None:
        """What a stepping key does (Left, Right, Home, End, Page Up, Page Down)."""
        position = self.replay.position
        if key == Qt.Key.Key_Left:
            self.go(position - 1)
        elif key == Qt.Key.Key_Right:
            self.go(position + 1)
        elif key == Qt.Key.Key_Home:
            self.go(0)
        elif key == Qt.Key.Key_End:
            self.go(self.replay.positions)
        elif key == Qt.Key.Key_PageUp:
            self.previous_decision()
        elif key == Qt.Key.Key_PageDown:
            self.next_decision()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in STEP_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.step(event.key())
            return True
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in STEP_KEYS:
            self.step(event.key())
            return
        super().keyPressEvent(event)

    # -- the decision shown ------------------------------------------------------------
    def _show_decision(self) -> None:
        position = self.replay.position
        decision = self.decisions.get(position)
        self.options.clear()
        self.changes.clear()
        brag = bool(decision is not None and decision.changes)
        self.changes.setVisible(brag)
        self.changes_title.setVisible(brag)
        state = self.replay.state
        if decision is None:
            if self.review is None:
                self.verdict.setText("")
                self.reason.setText("")
            elif state is not None and state.is_over:
                self.verdict.setText(self.tr("<b>The deal is over.</b>"))
                self.reason.setText(self.replay.deal_summary())
            else:
                seat = state.current_player if state is not None else None
                name = seat_name(self.replay.names[seat]) if seat is not None else ""
                self.verdict.setText(
                    self.tr("<b>Not your decision</b>")
                    if seat != HUMAN
                    else self.tr("<b>No choice to make</b>")
                )
                self.reason.setText(
                    self.tr("{name} plays next.").format(name=name)
                    if seat != HUMAN
                    else self.tr("You had only one thing you could do here.")
                )
            return
        from ...bots import coaching_for
        from ...bots.review import VERDICT_NAMES

        colour = MARKS.get(decision.verdict)
        word = say(VERDICT_NAMES.get(decision.verdict, decision.verdict))
        if colour is not None:
            word = f"<span style='color:{colour.name()}'>{word}</span>"
        if decision.verdict == "best" or decision.loss_expected < 0.005:
            # (a best play is within a tie of the best: no "you lose 0.01" beside "Best")
            self.verdict.setText(self.tr("<b>Your decision: {verdict}</b>").format(verdict=word))
        elif decision.noise > 0 and coaching_for(self.game).thresholds.by_its_noise(
            decision.verdict, decision.loss_expected
        ):  # (uncertain, or a mistake named within its noise: the ± says why; a review
            # kept before issue 43 has no noise, and its thresholds may have moved since)
            self.verdict.setText(
                noise_kept_whole(
                    self.tr(
                        "<b>Your decision: {verdict}</b> (you lose {loss} "
                        "\u00b1 {noise} points on average)"
                    ).format(
                        verdict=word,
                        loss=number(decision.loss_expected, ".2f"),
                        noise=number(decision.noise, ".2f"),
                    )
                )
            )
        else:
            self.verdict.setText(
                self.tr(
                    "<b>Your decision: {verdict}</b> (you lose {loss} points on average)"
                ).format(verdict=word, loss=number(decision.loss_expected, ".2f"))
            )
        self.reason.setText(say(decision.reason))
        # by the value shown; among rows showing the same value, the coach's best first
        # (its tie rule may prefer a card a hair below another)
        for option in sorted(
            decision.options, key=lambda o: (-round(o.expected, 2), o.action != decision.best)
        ):
            notes = []
            if option.action == decision.played:
                notes.append(self.tr("your play"))
            if option.action == decision.best:
                notes.append(self.tr("best"))
            exact = points(option.exact)
            if option.exact is not None and not option.exact_solved:
                exact = "\u2248 " + exact
            item = QTreeWidgetItem(
                [
                    action_text(self.game, option.action, "\n"),
                    points(option.expected),
                    exact,
                    ", ".join(notes),
                ]
            )
            # (the notes centred: flush left they ran into the number beside them)
            for col in (1, 2, 3):
                item.setTextAlignment(
                    col,
                    (Qt.AlignmentFlag.AlignRight if col < 3 else Qt.AlignmentFlag.AlignHCenter)
                    | Qt.AlignmentFlag.AlignTop,
                )
            if option.exact is not None and not option.exact_solved:
                item.setToolTip(
                    2,
                    self.tr(
                        "Estimated by playing the deal out with every "
                        "card known, not solved exactly"
                    ),
                )
            if option.action == decision.played:
                font = item.font(0)
                font.setBold(True)
                for col in range(4):
                    item.setFont(col, font)
            _tips(item, 4)
            self.options.addTopLevelItem(item)
        for change in decision.changes:
            item = QTreeWidgetItem(
                [
                    str(change.position),
                    self._trick_cell(
                        change.played, change.played_name, change.played_rate, change.played_won
                    ),
                    self._trick_cell(
                        change.suggested,
                        change.suggested_name,
                        change.suggested_rate,
                        change.suggested_won,
                    ),
                ]
            )
            for col in range(3):
                item.setTextAlignment(col, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            _tips(item, 3)
            self.changes.addTopLevelItem(item)
        self.options.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _trick_cell(self, cards: str, name: str, rate: float, won: bool | None) -> str:
        """One arrangement's trick a line at a time: its cards, its name, how often it
        takes its place over the sampled deals, and how it did at the table."""
        lines = [
            _cards(cards),
            say(name),
            self.tr("takes the place in {rate}").format(rate=percent(rate)),
        ]
        if won is not None:
            lines.append(self.tr("won at the table") if won else self.tr("lost at the table"))
        return "\n".join(lines)


class RoomBetween(QStyledItemDelegate):
    """The choices' cells, each as wide as its words and half their size more: with only
    the style's few pixels between them, the expected and the exact value read as one
    number ("+1,33+1,00"), at twice the text size most of all."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        if index.column() == 0:
            return size
        return size + QSize(QFontInfo(option.font).pixelSize(), 0)


def _tips(item: QTreeWidgetItem, columns: int) -> None:
    """Each cell's whole text as its tooltip (an arrangement is wider than its column)."""
    for col in range(columns):
        if not item.toolTip(col):
            item.setToolTip(col, item.text(col))


def _cards(text: str) -> str:
    from ...rules.cards import Card

    try:
        return " ".join(Card.parse(t).display for t in text.split())
    except ValueError:
        return text


def fit_screen(dialog: QDialog, split: QSplitter) -> None:
    """A review's size (the exercise's too, the same table): 1180x820, less on a smaller
    screen (at 1024x768 that size ran off its bottom and right, the Close button and the
    graph with it), more on a large one (on a 3840x2160 screen it was a small window in the
    middle of the table); the table three parts of ``split``, the choices two."""
    parent = dialog.parentWidget()
    screen = parent.screen() if parent is not None else dialog.screen()
    room = screen.availableGeometry()
    dialog.resize(
        max(min(1180, room.width() * 95 // 100), room.width() * 60 // 100),
        max(min(820, room.height() * 92 // 100), room.height() * 65 // 100),
    )
    # its words grow with it, as the main window's do (the table sizes its own), or as
    # those beside the table of a larger window it opens over (``dialog_scale``)
    dialog.setProperty(SIZED_FOR_SCREEN, True)
    own = scaled_font(text_scale(dialog.width(), dialog.height()))
    if QFontInfo(own).pixelSize() > QFontInfo(dialog.font()).pixelSize():
        dialog.setFont(own)
    # at its size hint the list was so narrow that a Brag arrangement showed as "10♥ 10♦…"
    width = dialog.width()
    split.setSizes([width * 3 // 5, width * 2 // 5])
    if too_wide(dialog):
        # (twice the text size on a small screen: the choices under the table, not
        # beside it, and the dialog scrolled up and down, never sideways)
        split.setOrientation(Qt.Orientation.Vertical)
        height = dialog.height()
        split.setSizes([height * 3 // 5, height * 2 // 5])
    scroll_when_cramped(dialog)
