"""The main window: the card table, the side panel (score sheet and log), the action bar,
menus, the status bar, and the dialogs they open."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMargins,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QFontMetrics, QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from .. import __version__ as VERSION
from . import menus
from .art import icon_path
from .choice import GameChoice, default_choice
from .controller import Controller
from .deal_shown import WhenDealShown
from .dialog_scale import DialogsFollowWindow, adopt
from .narration import HUMAN
from .phrases import say, seat_name
from .play_controls import TurnLabel, risk_ticked, show_play_controls
from .settings import Settings, SettingsDialog
from .sizes import SIDE_SHARE, WordsFollowWindow, first_size
from .table import TableView

if TYPE_CHECKING:  # made after the first frame, so imported there
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QStyleOptionViewItem

    from ..rules import Action
    from ..rules.cards import Card
    from .dialogs.arranger import ArrangerDialog
    from .focus import TableKeepsTheKeyboard
    from .importing import Importing
    from .lessons.host import LessonHost
    from .score_sheet import ScoreSheetModel, ScoreSheetView
    from .store.recorder import StatisticsRecorder


class FollowTheEnd(QObject):
    """Keeps a list view at its end while its lines grow, until the player scrolls up
    (and again once they scroll back to the end)."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.bar = view.verticalScrollBar()
        self.at_end = True
        self.bar.valueChanged.connect(self._scrolled)
        self.bar.rangeChanged.connect(self._grew)

    def _scrolled(self, value: int) -> None:
        self.at_end = value >= self.bar.maximum()

    def _grew(self, _low: int, high: int) -> None:
        if self.at_end:
            self.bar.setValue(high)


class LogLineDelegate(QStyledItemDelegate):
    """The game log's lines with room above their capitals: a row as high as the font
    cut off the dots of Ö and the ring of Å, which reach above the font's ascent."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        return size.grownBy(QMargins(0, 0, 0, 2 * accent_room(option.fontMetrics)))


def accent_room(metrics: QFontMetrics) -> int:
    """How far the marks over capitals (Å, Ä, Ö, Ø, Þ) reach above the font's ascent, and
    a pixel more (the text is centred in its row: the room is given above and below)."""
    over = -(metrics.tightBoundingRect("ÅÄÖØÞÉ").top() + metrics.ascent())
    return max(1, over + 1)


def arrangement_key(c: Controller) -> tuple[object, int]:
    """The hand to arrange now: the controller's match's deal in play."""
    return (c.match, len(c.match.deals) if c.match is not None else 0)


class MainWindow(QMainWindow):
    # the menus and their actions are made from one table (``menus.MENUS``), each kept as
    # the attribute its entry names; those the window shows, hides or enables:
    edit_menu: QMenu
    next_action: QAction
    review_action: QAction
    hint_action: QAction
    open_hands_action: QAction
    undo_action: QAction
    redo_action: QAction

    def __init__(
        self,
        settings: Settings | None = None,
        data_dir: str | os.PathLike[str] | None = None,
        resume: bool = True,
        choice: GameChoice | None = None,
        defer: bool = False,
        start_after_first_frame: bool = False,
        welcome: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Bräus Desktop"))
        self.setWindowIcon(QIcon(icon_path()))
        self.settings = settings or Settings()
        self.table = TableView(self.settings)
        self.controller = Controller(self.table, data_dir=data_dir, parent=self)
        self._arranger: ArrangerDialog | None = None
        self._put_away: tuple[object, int] | None = (
            None  # the hand whose arranger the player cancelled
        )
        self._opening = None  # (resume, choice) until the game opens after the first frame
        # what the first deal does not draw waits for the frame that shows it
        self.after_deal_shown = WhenDealShown(
            self.table, start_after_first_frame and not defer, self
        )
        self.statistics: StatisticsRecorder | None = (
            None  # made with the first match (after the frame)
        )
        self._lessons: LessonHost | None = (
            None  # the lesson host, made when the first lesson starts
        )
        self._status_match: str | None = None  # the match the status bar's message is about
        # a first start: welcome the player if no game is saved (True until answered)
        self._welcome = welcome
        self._build_ui()
        from .where import Speech

        self.speech = Speech(self)  # Where am I, Say again: the keys for the ear
        self._build_menus()
        c = self.controller
        c.status.connect(self._show_status)
        c.save_problem_changed.connect(self._show_save_problem)
        c.turn_changed.connect(self._refresh_actions)
        c.match_starting.connect(self._show_score_sheet)
        c.match_started.connect(self._match_started)
        c.deal_finished.connect(lambda _text: self._refresh_actions())
        c.match_finished.connect(lambda _text: self._refresh_actions())
        self.table.banner_clicked.connect(self.next_deal)
        self.settings.changed.connect(self._apply_settings)
        self._apply_settings()
        self.table.card_context_requested.connect(self._explain_card)
        # the words beside the table grow with the window (the table sizes its own)
        self.words = WordsFollowWindow(
            self, lambda: [self.menuBar(), self.action_bar, self.side_panel, self.statusBar()]
        )
        # ... and so do the dialogs opened over it
        self.dialog_scale = DialogsFollowWindow(self, lambda: self.words.scale, self.words.dress)
        self.keyboard_home: TableKeepsTheKeyboard | None = None  # (with the first frame)
        self._place_window()
        # (``defer``: the caller starts the game itself, as the smoke test does)
        self._opening = None if defer else (resume, choice)
        if start_after_first_frame and not defer:
            # The app shows its window first (the felt), then deals or resumes on the
            # next turn of the event loop: the window appears sooner on a cold start.
            self.table.viewport().installEventFilter(self)
            # ... and saves the new match and values the player's decisions once the
            # deal is shown
            self.controller.wait_for_the_deal(self.after_deal_shown.add)
            return
        self._open_after_first_frame()  # (now)

    def _open_game(self, resume: bool, choice: GameChoice | None) -> None:
        c = self.controller
        message = None
        resumed = c.session.resume() if resume else False
        if isinstance(resumed, str):
            message = self.tr(
                "The saved game could not be loaded ({reason}); a new game starts."
            ).format(reason=resumed)
        welcome, self._welcome = self._welcome, False
        if resumed is False and choice is None and welcome:
            self._begin_after_welcome()
        elif resumed is not True:
            self.start(choice or default_choice())
        if resumed is True and c.session.review_notice:
            message = c.session.review_notice
        if self.settings.problem:
            message = f"{message} {self.settings.problem}" if message else self.settings.problem
        if message:
            c.log.append(message)
            self._show_status(message)

    def _begin_after_welcome(self) -> None:
        """The first start: the welcome, then the game the player chose (Bräus, unless
        they choose another in New game)."""
        from .dialogs.mistakes import due_now
        from .dialogs.welcome import CHOOSE, LEARN, LESSONS, WelcomeDialog

        dialog = WelcomeDialog(self, due=due_now(self))
        self._welcome = True  # until answered: closing now writes no settings file
        dialog.exec()
        self._welcome = False
        if not self.isVisible():  # the app was ended meanwhile (Ctrl-C): nothing chosen
            return
        self.settings.set("interface/welcomed", True)
        if dialog.choice == LEARN:
            self.lessons.start(default_choice().game_id)
            return
        if dialog.choice == LESSONS and self.lessons.choose():
            return
        # a newcomer's first game is a practice match, hints and undo at hand (the
        # welcome says so, and how to play a serious one)
        start = default_choice()
        start.practice = True
        if dialog.choice == CHOOSE:
            from .dialogs.new_game import NewGameDialog

            games = NewGameDialog(self, initial=start)
            if games.exec() == QDialog.DialogCode.Accepted:
                start = games.choice()
        self.start(start)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (
            self._opening is not None
            and event.type() == QEvent.Type.Paint
            and obj is self.table.viewport()
        ):
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._open_after_first_frame)
        return super().eventFilter(obj, event)

    def _open_after_first_frame(self) -> None:
        if self.keyboard_home is None:  # (nothing moves the focus before the first frame)
            from .focus import TableKeepsTheKeyboard

            self.keyboard_home = TableKeepsTheKeyboard(self, self.table)
        opening, self._opening = self._opening, None
        if opening is not None and self.controller.match is None:
            self._open_game(*opening)

    # ------------------------------------------------------------------ building
    def _build_ui(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(0)
        # a failed save: shown above the table until the game can be saved again
        self.save_notice = QLabel("")
        self.save_notice.setObjectName("saveNotice")
        self.save_notice.setWordWrap(True)
        self.save_notice.setStyleSheet(
            "#saveNotice { background: #7a1f1f; color: white; padding: 6px 10px; }"
        )
        self.save_notice.hide()
        lv.addWidget(self.save_notice)
        lv.addWidget(self.table, 1)
        self.table_column = lv  # (a lesson's panel goes above the table)
        bar = self.action_bar = QWidget()
        bar.setObjectName("actionBar")
        bar.setStyleSheet(
            "#actionBar { background: #14301f; } QLabel { color: #e8efe9; }"
            "QCheckBox { color: #e8efe9; }"
        )
        hb = QHBoxLayout(bar)
        hb.setContentsMargins(10, 6, 10, 6)
        self.play_button = QPushButton(self.tr("&Play"))
        self.turn_label = TurnLabel(self.play_button)
        hb.addWidget(self.turn_label, 1)
        self.risk_box = QCheckBox(self.tr("&Risk it"))
        self.risk_box.toggled.connect(self._risk_toggled)
        hb.addWidget(self.risk_box)
        # the box's Alt key where no risk can be ticked (the box hidden): say why
        self.no_risk_shortcut = QShortcut(QKeySequence.mnemonic(self.risk_box.text()), self)
        self.no_risk_shortcut.setEnabled(False)
        self.no_risk_shortcut.activated.connect(self.controller.input.explain_no_risk)
        self.play_button.clicked.connect(self.controller.input.play_selection)
        hb.addWidget(self.play_button)
        self.pass_button = QPushButton(self.tr("Pass"))
        self.pass_button.clicked.connect(self.controller.input.pass_turn)
        self.pass_button.setAutoDefault(True)  # Enter presses it when it has the focus
        self.controller.hint_given.connect(self._hint_given)
        hb.addWidget(self.pass_button)
        self.arrange_button = QPushButton(self.tr("&Arrange hand…"))
        self.arrange_button.clicked.connect(self.open_arranger)
        hb.addWidget(self.arrange_button)
        # the coach's review of the deal just ended, beside Next deal
        self.review_button = QPushButton(self.tr("Re&view deal"))
        self.review_button.setToolTip(
            self.tr("How you played this deal: every decision valued, with the coach's reasons")
        )
        self.review_button.clicked.connect(lambda: self.review_deal())
        hb.addWidget(self.review_button)
        self.next_button = QPushButton(self.tr("&Next deal"))
        self.next_button.clicked.connect(self.next_deal)
        hb.addWidget(self.next_button)
        for button in (self.play_button, self.pass_button, self.next_button):
            button.clicked.connect(self._back_to_table)
        # none of them means anything before the first match (the welcome, a slow start):
        # each game shows those it has
        for widget in (
            self.risk_box,
            self.play_button,
            self.pass_button,
            self.arrange_button,
            self.review_button,
            self.next_button,
        ):
            widget.hide()
        lv.addWidget(bar)
        splitter.addWidget(left)
        side = self.side_panel = QWidget()
        sv = QVBoxLayout(side)
        sv.setContentsMargins(6, 6, 6, 6)
        self.score_title = QLabel(self.tr("<b>Score sheet</b>"))
        sv.addWidget(self.score_title)
        self.score_holder = QVBoxLayout()
        sv.addLayout(self.score_holder, 2)
        self.log_title = QLabel(self.tr("<b>Game log</b>"))
        sv.addWidget(self.log_title)
        self.log_view = QListView()
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setItemDelegate(LogLineDelegate(self.log_view))
        self.log_view.setModel(self.controller.log)
        self.controller.log.rowsInserted.connect(lambda *_: self.log_view.scrollToBottom())
        # ... and stays at its end while the lines are laid out: a resumed game's lines all
        # come at once, before the view has wrapped them, and the log was left at the deal's
        # start, its last lines hidden. Scrolled up by the player, it stays where it is.
        self.log_follower = FollowTheEnd(self.log_view)
        sv.addWidget(self.log_view, 3)
        # at least 200 px, and never less than its words need (a fixed minimum let the
        # splitter cut off a Brag score sheet's Total at 1024x768)
        sv.addStrut(200)
        splitter.addWidget(side)
        # the side panel keeps its share of the window's width as the window grows (on a
        # 4K screen it stayed a narrow strip beside a large table)
        splitter.setStretchFactor(0, 100 - SIDE_SHARE)
        splitter.setStretchFactor(1, SIDE_SHARE)
        splitter.setSizes([100 - SIDE_SHARE, SIDE_SHARE])
        self.splitter = splitter
        outer.addWidget(splitter)
        self.setCentralWidget(central)
        # made now, not at the first message: the table must not jump up when it appears
        self.statusBar().setSizeGripEnabled(True)
        self.score_model: ScoreSheetModel | None = None
        self.importing: Importing | None = None  # a game record being read
        self.score_view: ScoreSheetView | None = None

    def _build_menus(self) -> None:
        """The menus, from the one table of them (``menus.MENUS``)."""
        menus.build(self)
        c = self.controller
        # In a serious match the practice items are hidden, and their keys with them: H
        # and Ctrl+Z did nothing without a word. These keys, on only then, say why.
        self.serious_keys = []
        for action, say_why in (
            (self.hint_action, c.request_hint),
            (self.undo_action, c.undo),
            (self.redo_action, c.redo),
        ):
            for sequence in action.shortcuts():
                shortcut = QShortcut(sequence, self)
                shortcut.setEnabled(False)
                shortcut.activated.connect(say_why)
                self.serious_keys.append(shortcut)
        # (a method, not a lambda: Qt lets go of it with the window)
        c.session.undo_stack.canUndoChanged.connect(self._refresh_actions)
        c.session.undo_stack.canRedoChanged.connect(self._refresh_actions)
        self.edit_menu.menuAction().setVisible(False)  # it holds only undo and redo: practice only

    # ------------------------------------------------------------------ game flow
    def start(self, choice: GameChoice) -> None:
        names = list(choice.names) if choice.names else None
        self.controller.new_match(
            choice.game_id,
            dict(choice.options),
            list(choice.levels),
            names,
            practice=bool(getattr(choice, "practice", False)),
        )

    def _show_score_sheet(self) -> None:
        """The score sheet of the match the table is about to lay out: made with the first
        match, after the first frame, and filled before the table lays out the deal. The
        room it takes beside the table is taken first (its numbers' columns set the side
        panel's least width): made after, it narrowed the table of a small window just
        after the deal's first frame, and the deal was laid out and painted again, its
        cards moving."""
        c = self.controller
        from .score_sheet import ScoreSheetModel, ScoreSheetView  # after the first frame

        made = None
        if self.score_model is None:
            model = self.score_model = adopt(self, ScoreSheetModel())
            model.pending = lambda: c.result_pending  # the table's end of a deal first
            view = made = self.score_view = ScoreSheetView(model)
            self.score_holder.addWidget(view)
            # Tab goes from the table and its buttons to the score sheet, then the log
            QWidget.setTabOrder(self.next_button, view.table)
            QWidget.setTabOrder(view.table, self.log_view)
            c.turn_changed.connect(model.refresh)
            view.review_requested.connect(self.review_deal)
        self.score_model.set_match(c.match)
        if made is not None and self.isVisible():
            # shown now (a layout shows a widget added to it on a later turn of the event
            # loop), and the panel's new width given to the splitter at once
            made.show()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _match_started(self) -> None:
        c = self.controller
        self.after_deal_shown.add(self.record_statistics)
        if c.match_id != self._status_match:  # another game: its messages go with it
            self._status_match = c.match_id
            self.statusBar().clearMessage()
        self._show_title()
        self._refresh_actions()

    def _show_title(self) -> None:
        game = self.controller.game
        if game is None:
            self.setWindowTitle(self.tr("Bräus Desktop"))
            return
        title = say(game.name) if game.name else game.id
        self.setWindowTitle(self.tr("{game} — Bräus Desktop").format(game=title))

    def new_game(self) -> None:
        from .dialogs.new_game import NewGameDialog

        current = self.controller
        initial = None
        if current.match is not None:
            initial = GameChoice(
                current.match.game.id,
                dict(current.match.game.option_values),
                list(current.levels),
                list(current.names),
                current.practice,
            )
        dialog = NewGameDialog(self, initial=initial)
        if dialog.exec() == QDialog.DialogCode.Accepted and self.may_abandon():
            self.start(dialog.choice())

    def in_progress(self) -> bool:
        """A match the player would lose by starting another: not over, and past its
        first deal, its first deal over, or a move of the player's made in it."""
        c = self.controller
        match = c.match
        if match is None or match.is_over or c.guide is not None:  # (a lesson is not a match)
            return False
        state = match.deal
        return (
            len(match.deals) > 1
            or state.is_over
            or any(seat == HUMAN for seat, _action in state.history)
        )

    def may_abandon(self) -> bool:
        """True when a new match may replace the one at the table: none is in progress,
        the player turned the question off, or says yes to it."""
        if not self.in_progress() or not self.settings.confirm_abandon:
            return True
        from .dialogs.abandon import ask_abandon

        return ask_abandon(self, self.controller, self.settings)

    def next_deal(self) -> None:
        c = self.controller
        if c.match is None or not c.deal.is_over:
            return
        if c.match.is_over:
            game = c.match.game
            self.start(
                GameChoice(
                    game.id, dict(game.option_values), list(c.levels), list(c.names), c.practice
                )
            )
            return
        c.next_deal()

    def review_deal(self, deal_no: int | None = None) -> None:
        """Open the coach's review of a finished deal of the match: the deal just ended
        (None), or a past deal (its number, from the score sheet). A review not ready yet
        is asked for, and the dialog shows it when it comes in."""
        c = self.controller
        match = c.match
        if match is None:
            return
        if deal_no is None:
            deal_no = len(match.deals)
        if not 1 <= deal_no <= len(match.deals) or not match.deals[deal_no - 1].is_over:
            self._show_status(self.tr("A deal can be reviewed once it is over."))
            return
        c.coach.request(deal_no)
        from .dialogs.deal_review import DealReviewDialog

        dialog = DealReviewDialog(
            match, deal_no, list(c.names), list(c.levels), self.settings, c.coach, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.review_dialog = dialog

    def _hint_given(self, action: Action) -> None:
        """The keyboard focus goes to what the hint suggests: its card on the table (the
        controller put the table's focus on it), or the Pass button, so that Enter does
        what the hint says in every game; the screen reader says the hint."""
        from ..rules import Pass

        self.table.announce(self.controller.hint_text)
        if (
            isinstance(action, Pass)
            and self.pass_button.isVisible()
            and self.pass_button.isEnabled()
        ):
            self.pass_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif (ui := self.controller.ui) is not None and ui.hint_selects_cards:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _risk_toggled(self, on: bool) -> None:
        risk_ticked(self.controller, on, self.risk_box, self.table)

    def _refresh_actions(self) -> None:
        c = self.controller
        if c.match is None:
            return
        state, ui = c.deal, c.ui
        assert ui is not None
        human = c.human_to_act
        show_play_controls(c, self.play_button, self.risk_box, self.pass_button)
        self.no_risk_shortcut.setKey(QKeySequence.mnemonic(self.risk_box.text()))
        self.no_risk_shortcut.setEnabled(c.input.selecting and self.risk_box.isHidden())
        self.arrange_button.setVisible(ui.arranges)
        self.arrange_button.setEnabled(c.input.wants_arrangement())
        over = state.is_over and c.deal_over
        self.next_button.setVisible(over)
        self.next_action.setEnabled(over)
        self.review_button.setVisible(over)
        self.review_action.setEnabled(over)
        self.next_button.setText(
            self.tr("New &match") if c.match.is_over else self.tr("&Next deal")
        )
        practice = c.practice
        for action in (
            self.hint_action,
            self.open_hands_action,
            self.undo_action,
            self.redo_action,
        ):
            action.setVisible(practice)
        self.edit_menu.menuAction().setVisible(practice)  # it holds only undo and redo
        for shortcut in self.serious_keys:
            shortcut.setEnabled(not practice)
        self.hint_action.setEnabled(practice and human)
        self.undo_action.setEnabled(practice and c.session.undo_stack.canUndo())
        self.redo_action.setEnabled(practice and c.session.undo_stack.canRedo())
        if self.open_hands_action.isChecked() != (practice and c.open_hands):
            self.open_hands_action.setChecked(practice and c.open_hands)
        mode = self.tr("Practice · ") if practice else ""
        if human and c.hint_text:
            self.turn_label.setText(mode + self.tr("Hint: {reason}").format(reason=c.hint_text))
        elif human:
            self.turn_label.setText(
                mode
                + (self.tr("Your turn — press H for a hint") if practice else self.tr("Your turn"))
            )
        elif over:
            self.turn_label.setText(mode + self.tr("The deal is over"))
        elif c.lesson_over:
            self.turn_label.setText(self.tr("The lesson is finished"))
        elif state.is_over:  # the rules' deal is over; the table still shows its end
            self.turn_label.setText(
                mode
                + (
                    self.tr("Showdown: the tricks are compared")
                    if ui.arranges
                    else self.tr("The last trick is taken")
                )
            )
        elif state.current_player is not None and c.names[state.current_player] == "You":
            # (--watch: a computer player sits in your seat; "You is thinking" is not English)
            self.turn_label.setText(mode + self.tr("The computer player in your seat is thinking…"))
        elif state.current_player is not None:
            self.turn_label.setText(
                mode
                + self.tr("{name} is thinking…").format(
                    name=seat_name(c.names[state.current_player])
                )
            )
        if (
            c.input.wants_arrangement()
            and self._arranger is None
            and self.isVisible()
            and not self._arranger_put_away()
        ):
            QTimer.singleShot(0, self.open_arranger)

    def _back_to_table(self) -> None:
        """After Play, Pass or Next deal (often hidden then): the keyboard is back on the
        cards, not on whatever control comes next."""
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_save_problem(self, text: str) -> None:
        self.save_notice.setText(text)
        self.save_notice.setVisible(bool(text))

    def _show_status(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text)
        else:
            self.statusBar().clearMessage()

    def _apply_settings(self) -> None:
        c = self.controller
        c.bot_delay_ms = self.settings.bot_delay_ms
        c.confirm_risk = self._confirm_risk if self.settings.confirm_risk else None

    def _confirm_risk(self, action: Action) -> bool:
        from ..rules import Play

        assert isinstance(action, Play)  # (only a play is risked)
        c = self.controller
        ui = c.ui
        assert ui is not None  # (a risk is played in a match)
        cards = " ".join(card.display for card in action.cards)
        return self._confirm(
            self.tr("Risk it?"),
            self.tr(
                "Risk {cards}? {terms}\n\n(You can turn this question off in Settings.)"
            ).format(cards=cards, terms=ui.risk_terms(c.deal, action)),
        )

    # ------------------------------------------------------------------ practice
    def _open_hands_toggled(self, on: bool) -> None:
        if on != self.controller.open_hands and not self.controller.set_open_hands(on):
            self.open_hands_action.setChecked(False)

    def replay_deal(self) -> None:
        c = self.controller
        if c.match is None:
            return
        if not c.practice and not self._confirm(
            self.tr("Replay this deal"),
            self.tr(
                "Deal these cards again from the start? You have seen them now, so "
                "the match becomes a practice match (kept apart in the statistics)."
            ),
        ):
            return
        c.replay_deal()

    def play_deal_number(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        c = self.controller
        if c.match is None:
            return
        number, ok = QInputDialog.getInt(
            self,
            self.tr("Play deal number"),
            self.tr("Deal number (the log shows each deal's number, e.g. “Deal 1 (no. 8123)”):"),
            c.deal.seed or 1,
            0,
            2**31 - 1,
        )
        if ok:
            c.play_deal_number(number)

    def _confirm(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox  # (its class, enums and all, made when asked)

        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------------ records
    def export_record(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        c = self.controller
        if c.match is None:
            return
        suggested = f"{c.match.game.id}-match.json"
        suggested = os.path.join(self.settings.records_folder, suggested)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export game record"), suggested, self.tr("Game records (*.json)")
        )
        if path:
            self.settings.remember_records_folder(path)
            problem = c.session.export_record(path)
            self._show_status(
                problem or self.tr("The game record was saved as {path}.").format(path=path)
            )

    def import_record(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import game record"),
            self.settings.records_folder,
            self.tr("Game records (*.json);;All files (*)"),
        )
        if path:
            self.settings.remember_records_folder(path)
            if not self.may_abandon():
                return
            from .importing import read_record

            read_record(self, path)

    # ------------------------------------------------------------------ Brag
    def open_arranger(self) -> None:
        c = self.controller
        if not c.input.wants_arrangement() or self._arranger is not None:
            return
        from ..rules.brag import Brag
        from .dialogs.arranger import ArrangerDialog

        game = c.deal.game
        assert isinstance(game, Brag)  # (only Brag's hands are arranged)
        dialog = ArrangerDialog(
            game,
            c.deal.hand(HUMAN),
            self.table.art,
            auto_arrange=c.input.auto_arrangement,
            parent=self,
        )
        if self._lessons is not None:
            dialog.set_brief(self._lessons.words_for_arranger())
        self._arranger = dialog
        dialog.finished.connect(self._arranger_finished)
        dialog.open()

    def _arranger_put_away(self) -> bool:
        """The player cancelled the arranger of the hand to arrange now."""
        if self._put_away is None:
            return False
        match, deals = arrangement_key(self.controller)
        return self._put_away[0] is match and self._put_away[1] == deals

    def _arranger_finished(self, result: int) -> None:
        dialog, self._arranger = self._arranger, None
        if dialog is None:
            return
        if result == QDialog.DialogCode.Accepted:
            self.controller.input.arrange(dialog.arrangement())
        else:  # back to the table: Arrange hand… opens it again, nothing else does
            self._put_away = arrangement_key(self.controller)
        dialog.deleteLater()
        self._refresh_actions()

    # ------------------------------------------------------------------ statistics
    def record_statistics(self) -> None:
        """Make the statistics recorder (and its store) if it is not made yet: after the
        first deal's frame, or when a dialog asks for the store before that."""
        c = self.controller
        if (
            self.statistics is None
            and c.session.data_dir is not None
            and not getattr(self, "_shut", False)
        ):
            from .store.recorder import StatisticsRecorder

            recorder = self.statistics = StatisticsRecorder(c.session.data_dir, self)
            recorder.attach(c)
            if not recorder.store.notice:
                from .dialogs.bring_back import offer_and_say

                QTimer.singleShot(0, self, lambda: offer_and_say(self))

    def open_statistics(self) -> None:
        self.record_statistics()
        if self.statistics is None:
            self._show_status(
                self.tr("No statistics are kept in this session: it has no data folder.")
            )
            return
        from .dialogs.statistics_dialog import StatisticsDialog

        mode = "practice" if getattr(self.controller, "practice", False) else "serious"
        dialog = StatisticsDialog(self.statistics.store, self.statistics, mode, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.statistics_dialog = dialog

    # ------------------------------------------------------------------ dialogs
    def open_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            language = dialog.language_changed()
            dialog.store()
            if language:  # at once: Qt tells every widget (changeEvent, LanguageChange)
                from PySide6.QtWidgets import QApplication

                from .i18n import install

                app = QApplication.instance()
                assert app is not None  # (a window is shown)
                install(app, self.settings.language)

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word of the window in the language just installed: menus, the action
        bar, the side panel's titles, the score sheet, the table and the log (its earlier
        lines too). The same words as where each widget is made."""
        self._show_title()
        menus.retranslate(self)
        for widget, text in (
            (self.risk_box, self.tr("&Risk it")),
            (self.play_button, self.tr("&Play")),
            (self.pass_button, self.tr("Pass")),
            (self.arrange_button, self.tr("&Arrange hand…")),
            (self.review_button, self.tr("Re&view deal")),
            (self.score_title, self.tr("<b>Score sheet</b>")),
            (self.log_title, self.tr("<b>Game log</b>")),
        ):
            widget.setText(text)
        self.log_view.setAccessibleName(self.tr("Game log"))
        c = self.controller
        if self.score_model is not None and self.score_view is not None and c.match is not None:
            self.score_model.set_match(c.match)
            self.score_view.tally.update()
        self.statusBar().clearMessage()  # (English; the turn's prompt is said again)
        c.retranslate()
        if self._lessons is not None:
            self._lessons.retranslate()
        self._refresh_actions()

    @property
    def lessons(self) -> LessonHost:
        """The lessons at this window's table (``lessons.host.LessonHost``)."""
        if self._lessons is None:
            from .lessons.host import LessonHost

            self._lessons = LessonHost(self)
        return self._lessons

    def open_puzzles(self) -> None:
        """Help → Puzzles: the solver's puzzles on a table of their own, the easiest
        unsolved first; the player's progress is kept in the statistics database."""
        from .dialogs.puzzles import PuzzleDialog  # after the first frame

        self.record_statistics()
        store = self.statistics.store if self.statistics is not None else None
        dialog = PuzzleDialog(self.settings, store, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.puzzles_dialog = dialog

    def _explain_card(self, card: Card) -> None:
        from .dialogs.rules_help import explain_card

        explain_card(self.controller, card)

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Bräus Desktop"),
            f"<h3>Bräus Desktop {VERSION}</h3>"
            + self.tr(
                "<p>Bräus, Brus, Brús and Horwell's multi-card Brag against "
                "computer players, offline.</p>"
                "<p>Licence: GNU General Public License, version 3 or later "
                "(GPL-3.0-or-later).</p>"
            ),
        )

    def _place_window(self) -> None:
        """Where the player left the window (size, place, maximised, and the split between
        table and side panel); the first time ``first_size`` of the screen."""
        geometry, split = self.settings.window_layout()
        if split is not None:
            self.splitter.restoreState(split)
        if geometry is not None and self.restoreGeometry(geometry):
            return
        screen = self.screen().availableGeometry()
        self.resize(first_size(screen.width(), screen.height()))
        width = self.width()
        self.splitter.setSizes([width * (100 - SIDE_SHARE) // 100, width * SIDE_SHARE // 100])
        self.move(screen.center() - self.rect().center())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._welcome:  # (a first start ended in its welcome stays a first start)
            self.settings.remember_window_layout(self.saveGeometry(), self.splitter.saveState())
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the computer players and the coach, and close every store this window
        opened: nothing in the data folder stays open once the app ends (Windows cannot
        remove, move or replace a file that is still open). A save still held for the
        deal's first frame is written first."""
        self.controller.session.release_saves()
        if self.importing is not None:
            self.importing.cancel()
        self.controller.shutdown()
        self._shut = True  # a statistics store asked for meanwhile is not made any more
        if self.statistics is not None:
            self.statistics.close()
